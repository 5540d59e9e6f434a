// Every string of the web client's own, in Ukrainian, Russian and English. Game texts
// (questions, actions, events, the board) come from the server already translated; a
// game view's own labels come with its data (the `[web]` table of the game's locale.toml)
// and are added here by `addTexts` when the view is loaded.

export const LANGS = ["uk", "ru", "en"];

const T = {
  app_title: { uk: "Стіл", ru: "Стил", en: "Stil" },
  tagline: {
    uk: "Настільні карткові ігри: з друзями або з ботами",
    ru: "Настольные карточные игры: с друзьями или с ботами",
    en: "Tabletop card games with friends or bots",
  },
  language: { uk: "Мова", ru: "Язык", en: "Language" },
  lobby: { uk: "Лобі", ru: "Лобби", en: "Lobby" },
  new_table: { uk: "Новий стіл", ru: "Новый стол", en: "New table" },
  game: { uk: "Гра", ru: "Игра", en: "Game" },
  players: { uk: "Гравців", ru: "Игроков", en: "Players" },
  your_name: { uk: "Ваше ім'я (необов'язково)", ru: "Ваше имя (необязательно)", en: "Your name (optional)" },
  options: { uk: "Варіанти правил", ru: "Варианты правил", en: "Rule options" },
  options_hint: {
    uk: "Типові значення відповідають правилам гри.",
    ru: "Значения по умолчанию соответствуют правилам игры.",
    en: "The defaults follow the rulebook.",
  },
  default_mark: { uk: "типово", ru: "по умолчанию", en: "default" },
  in_rulebook: { uk: "у правилах: {source}", ru: "в правилах: {source}", en: "in the rulebook: {source}" },
  yes: { uk: "так", ru: "да", en: "yes" },
  no: { uk: "ні", ru: "нет", en: "no" },
  seats: { uk: "Місця", ru: "Места", en: "Seats" },
  seat_n: { uk: "Місце {n}", ru: "Место {n}", en: "Seat {n}" },
  human: { uk: "Людина", ru: "Человек", en: "Human" },
  bot: { uk: "Бот", ru: "Бот", en: "Bot" },
  "bot.random": { uk: "випадковий бот", ru: "случайный бот", en: "random bot" },
  "bot.heuristic": { uk: "бот-стратег", ru: "бот-стратег", en: "heuristic bot" },
  "bot.ismcts-easy": { uk: "бот-пошук, легкий", ru: "бот-поиск, лёгкий", en: "search bot, easy" },
  "bot.ismcts": { uk: "бот-пошук", ru: "бот-поиск", en: "search bot" },
  "bot.ismcts-hard": { uk: "бот-пошук, важкий", ru: "бот-поиск, трудный", en: "search bot, hard" },
  turn_timer: {
    uk: "Час на хід (коли мине, хід зробить бот)",
    ru: "Время на ход (когда выйдет, ход сделает бот)",
    en: "Time per move (when it runs out, a bot moves)",
  },
  no_timer: { uk: "без обмеження", ru: "без ограничения", en: "no limit" },
  seconds: { uk: "{n} с", ru: "{n} с", en: "{n} s" },
  create: { uk: "Створити стіл", ru: "Создать стол", en: "Create table" },
  creating: { uk: "Створюю…", ru: "Создаю…", en: "Creating…" },
  created: { uk: "Стіл створено", ru: "Стол создан", en: "Table created" },
  invites: {
    uk: "Запрошення: надішліть кожне посилання тому, хто сяде на це місце. Посилання — це ключ до місця.",
    ru: "Приглашения: отправьте каждую ссылку тому, кто сядет на это место. Ссылка — это ключ к месту.",
    en: "Invitations: send each link to whoever takes that seat. The link is the key to the seat.",
  },
  copy: { uk: "Копіювати", ru: "Копировать", en: "Copy" },
  copied: { uk: "Скопійовано", ru: "Скопировано", en: "Copied" },
  show_invites: { uk: "Запрошення", ru: "Приглашения", en: "Invitations" },
  take_seat: { uk: "Сісти сюди", ru: "Сесть сюда", en: "Take this seat" },
  start: { uk: "Почати гру", ru: "Начать игру", en: "Start the game" },
  start_fill: {
    uk: "Почати, а вільні місця віддати ботам",
    ru: "Начать, а свободные места отдать ботам",
    en: "Start with bots in the empty seats",
  },
  start_needs_seats: {
    uk: "Ще не всі сіли за стіл. Зачекайте на них або почніть гру з ботами на вільних місцях (людина, що прийде за запрошенням, забере своє місце).",
    ru: "Ещё не все сели за стол. Подождите их или начните игру с ботами на свободных местах (человек, пришедший по приглашению, заберёт своё место).",
    en: "Not everyone has taken a seat yet. Wait for them, or start with bots in the empty seats (whoever arrives with an invite takes their seat back).",
  },
  started: { uk: "Гру почато", ru: "Игра началась", en: "The game has started" },
  open_table: { uk: "Перейти до столу", ru: "Перейти к столу", en: "Go to the table" },
  tables_open: { uk: "Чекають на гравців", ru: "Ждут игроков", en: "Waiting for players" },
  tables_live: { uk: "Грають зараз", ru: "Играют сейчас", en: "Being played" },
  tables_finished: { uk: "Завершені", ru: "Завершённые", en: "Finished" },
  no_tables: { uk: "Немає", ru: "Нет", en: "None" },
  watch: { uk: "Дивитися", ru: "Смотреть", en: "Watch" },
  replay: { uk: "Повтор", ru: "Повтор", en: "Replay" },
  join_needs_invite: {
    uk: "сісти — за посиланням-запрошенням",
    ru: "сесть — по ссылке-приглашению",
    en: "to sit down, use an invite link",
  },
  seats_taken: { uk: "зайнято {n} з {m}", ru: "занято {n} из {m}", en: "{n} of {m} taken" },
  refresh: { uk: "Оновити", ru: "Обновить", en: "Refresh" },
  custom_deal: { uk: "власна роздача", ru: "своя раздача", en: "custom deal" },
  custom_deal_why: {
    uk: "Зерно роздачі обрав той, хто створив стіл, тож розклад карт не таємний",
    ru: "Зерно раздачи выбрал создатель стола, так что расклад карт не тайный",
    en: "The table's creator chose the deal's seed, so the deal is not secret",
  },
  commitment: {
    uk: "Зобов'язання роздачі: {hash}",
    ru: "Обязательство раздачи: {hash}",
    en: "Deal commitment: {hash}",
  },
  commitment_why: {
    uk: "SHA-256 номера роздачі, оголошений на початку; після гри перевірте: stil verify <адреса столу>",
    ru: "SHA-256 номера раздачи, объявленный в начале; после игры проверьте: stil verify <адрес стола>",
    en: "SHA-256 of the deal number, published at the start; after the game check it: stil verify <table address>",
  },
  // the table
  back_to_lobby: { uk: "← Лобі", ru: "← Лобби", en: "← Lobby" },
  how_to_play: { uk: "Як грати", ru: "Как играть", en: "How to play" },
  loading: { uk: "Завантаження…", ru: "Загрузка…", en: "Loading…" },
  reconnecting: { uk: "Перепідключення…", ru: "Переподключение…", en: "Reconnecting…" },
  spectator: { uk: "Ви глядач", ru: "Вы зритель", en: "You are watching" },
  you_are: { uk: "Ви: {name}", ru: "Вы: {name}", en: "You: {name}" },
  your_turn: { uk: "Ваш хід", ru: "Ваш ход", en: "Your move" },
  waiting_for: { uk: "Хід: {name}", ru: "Ход: {name}", en: "To move: {name}" },
  waiting_start: {
    uk: "Чекаємо на початок гри",
    ru: "Ждём начала игры",
    en: "Waiting for the host to start",
  },
  game_over: { uk: "Гру завершено", ru: "Игра окончена", en: "Game over" },
  choose: { uk: "Оберіть дію", ru: "Выберите действие", en: "Choose an action" },
  sending: { uk: "Надсилаю…", ru: "Отправляю…", en: "Sending…" },
  log: { uk: "Що відбувається", ru: "Что происходит", en: "What happened" },
  log_empty: { uk: "Поки нічого", ru: "Пока ничего", en: "Nothing yet" },
  board: { uk: "Стіл текстом", ru: "Стол текстом", en: "The table as text" },
  players_title: { uk: "Гравці", ru: "Игроки", en: "Players" },
  connected: { uk: "на зв'язку", ru: "на связи", en: "connected" },
  disconnected: { uk: "не на зв'язку", ru: "не на связи", en: "away" },
  not_joined: { uk: "ще не прийшов", ru: "ещё не пришёл", en: "not here yet" },
  replaced_by_bot: { uk: "за нього грає бот", ru: "за него играет бот", en: "a bot plays for them" },
  you: { uk: "ви", ru: "вы", en: "you" },
  final_title: { uk: "Підсумок", ru: "Итог", en: "Final score" },
  score: { uk: "Очки", ru: "Очки", en: "Score" },
  winner: { uk: "Переможець: {names}", ru: "Победитель: {names}", en: "Winner: {names}" },
  winners: { uk: "Переможці: {names}", ru: "Победители: {names}", en: "Winners: {names}" },
  no_winner: { uk: "Людського переможця немає", ru: "Победителя среди людей нет", en: "No player won" },
  rematch: { uk: "Реванш", ru: "Реванш", en: "Rematch" },
  rematch_ready: {
    uk: "Новий стіл для реваншу готовий.",
    ru: "Новый стол для реванша готов.",
    en: "The rematch table is ready.",
  },
  leave: { uk: "Покинути гру (далі грає бот)", ru: "Покинуть игру (дальше играет бот)", en: "Leave (a bot takes over)" },
  leave_confirm: {
    uk: "Покинути гру? Ваше місце займе бот.",
    ru: "Покинуть игру? Ваше место займёт бот.",
    en: "Leave the game? A bot will take your seat.",
  },
  deadline: { uk: "Час на хід: {s} с", ru: "Время на ход: {s} с", en: "Time left: {s} s" },
  error: { uk: "Помилка: {detail}", ru: "Ошибка: {detail}", en: "Error: {detail}" },
  not_found: { uk: "Стіл не знайдено", ru: "Стол не найден", en: "No such table" },
  not_found_text: {
    uk: "Такого столу немає: можливо, посилання неповне або стіл уже прибрали.",
    ru: "Такого стола нет: возможно, ссылка неполная или стол уже убрали.",
    en: "There is no such table: the link may be incomplete, or the table is gone.",
  },
  to_lobby: { uk: "Повернутися до лобі", ru: "Вернуться в лобби", en: "Back to the lobby" },
  bot_plays_seat: {
    uk: "Ви покинули гру: за ваше місце грає бот",
    ru: "Вы покинули игру: за ваше место играет бот",
    en: "You left: a bot plays your seat",
  },
  take_back: { uk: "Повернутися на своє місце", ru: "Вернуться на своё место", en: "Take my seat back" },
  replay_of: { uk: "Повтор: {game} — стіл {id}", ru: "Повтор: {game} — стол {id}", en: "Replay: {game} — table {id}" },
  invite_for: { uk: "Запрошення на місце {n}", ru: "Приглашение на место {n}", en: "Invitation for seat {n}" },
  watch_replay: { uk: "Переглянути повтор", ru: "Смотреть повтор", en: "Watch the replay" },
  // replay
  replay_title: { uk: "Повтор партії", ru: "Повтор партии", en: "Replay" },
  step_of: { uk: "Хід {n} з {m}", ru: "Ход {n} из {m}", en: "Move {n} of {m}" },
  first: { uk: "На початок", ru: "В начало", en: "First" },
  prev: { uk: "Назад", ru: "Назад", en: "Previous" },
  next: { uk: "Далі", ru: "Далее", en: "Next" },
  last: { uk: "В кінець", ru: "В конец", en: "Last" },
  share: { uk: "Копіювати посилання", ru: "Копировать ссылку", en: "Copy link" },
  // shared view labels
  deck: { uk: "Колода", ru: "Колода", en: "Deck" },
  discard: { uk: "Скид", ru: "Сброс", en: "Discard" },
  hand: { uk: "Рука", ru: "Рука", en: "Hand" },
  your_hand: { uk: "Ваша рука", ru: "Ваша рука", en: "Your hand" },
  cards_in_hand: { uk: "карт у руці", ru: "карт в руке", en: "cards in hand" },
  none: { uk: "—", ru: "—", en: "—" },
};

const KEY = "stil.lang";

function fromBrowser() {
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const two = String(l).slice(0, 2).toLowerCase();
    if (two === "uk" || two === "ru") return two;
    if (two === "en") return "en";
  }
  return "en";
}

let current = LANGS.includes(localStorage.getItem(KEY)) ? localStorage.getItem(KEY) : fromBrowser();
const listeners = [];

export function lang() {
  return current;
}

export function setLang(l) {
  if (!LANGS.includes(l) || l === current) return;
  current = l;
  localStorage.setItem(KEY, l);
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

export function onLang(f) {
  listeners.push(f);
}

/** The UI text `key` in the current language, `{name}` filled from `params`. */
export function t(key, params = {}) {
  const entry = T[key];
  const text = entry ? entry[current] ?? entry.en : key.replace(/^bot\./, "");
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Add texts by key ({key: {uk, ru, en}}): a game view's own labels, served with its data. */
export function addTexts(entries) {
  for (const [key, entry] of Object.entries(entries || {})) T[key] = entry;
}

/** A {uk, ru, en} object in the current language. */
export function pick(names) {
  if (names == null) return "";
  if (typeof names === "string") return names;
  return names[current] ?? names.en ?? Object.values(names)[0] ?? "";
}

export const _dictionary = T; // for a test that every key has all three languages
