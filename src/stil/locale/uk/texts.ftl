# Stil: the platform's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## language

language-rank = 1
language-name = Українська

## bot

bot-random = випадковий бот
bot-heuristic = бот-стратег
bot-ismcts--easy = бот-пошук, легкий
bot-ismcts = бот-пошук
bot-ismcts--hard = бот-пошук, важкий
bot-ismcts--expert = бот-пошук, експерт

## seat

seat-you = ви
seat-human = людина

## cli

cli-seats = Гравці: { $seats }
cli-seed = Номер роздачі: { $seed } (повторити: --seed { $seed })
cli-prompt = Ваш вибір (1–{ $n }, ? — довідка):{" "}
cli-bad_choice = Введіть число від 1 до { $n } (? — довідка).
cli-prompt_only = Enter — продовжити (? — довідка):{" "}
cli-bad_only = Тут лише один варіант: натисніть Enter (? — довідка).
cli-unplayable = Не можна зіграти зараз:
cli-only_choice = Єдиний варіант:
cli-help_title = Довідка
cli-help_asked = Що від вас потрібно: { $question }
cli-help_choices = Як відповісти: введіть номер варіанта (від 1 до { $n }) і натисніть Enter.
cli-help_only = Як відповісти: вибору тут немає, натисніть Enter, щоб зробити єдиний хід.
cli-help_keys = ? — ця довідка; Ctrl-C — перервати гру. Вибір показано ще раз нижче.
cli-pass_device = Передайте пристрій: { $player }.
cli-show_everyone = Гру завершено. Покажіть екран усім гравцям.
cli-press_enter = Натисніть Enter, коли будете готові…
cli-since_last = Що сталося з вашого попереднього рішення:
cli-interrupted = Гру перервано.
cli-players_range = Гравців: { $lo }–{ $hi }
cli-tournament_game = Турнір: партія { $n }
cli-tournament_totals = Сума після партії { $n }
cli-tournament_player = Учасник { $n } ({ $kind })
cli-tournament_winner = Турнір виграє: учасник { $players }
cli-players_by_option =
    { $n ->
        [one] { $n } гравець — з опцією { $option }
        [few] { $n } гравці — з опцією { $option }
       *[many] { $n } гравців — з опцією { $option }
    }
cli-rulebook = Типові значення — за правилами з коробки гри ({ $language })
cli-lang_uk = українською
cli-lang_ru = російською
cli-options_title = Варіанти правил (--option назва=значення)
cli-col_option = Варіант
cli-col_default = Типово
cli-col_allowed = Значення
cli-ref = У правилах: { $ref }
cli-col_meaning = Що означає
cli-games_title = Ігри
cli-col_id = Код
cli-col_name = Назва
cli-col_players = Гравців
cli-verify_unfinished = Гра за столом { $table } ще триває ({ $status }): номер роздачі розкривають, коли гра закінчиться.
cli-verify_commitment_bad = Номер роздачі не відповідає зобов'язанню: SHA-256 від { $seed } — { $got }, а стіл оголосив { $said }.
cli-verify_commitment_ok = Зобов'язання { $commitment } відповідає номеру роздачі { $seed }.
cli-verify_mismatch =
    { $n ->
        [one] Повтор { $n } ходу дав інше: { $what } (сервер: { $server }; повтор: { $replay }).
       *[other] Повтор { $n } ходів дав інше: { $what } (сервер: { $server }; повтор: { $replay }).
    }
cli-verify_ok =
    { $n ->
        [one] Повтор { $n } ходу дав те саме: переможці { $winners }, очки { $scores }, кінцева позиція.
       *[other] Повтор { $n } ходів дав те саме: переможці { $winners }, очки { $scores }, кінцева позиція.
    }
cli-verify_custom = Увага: власна роздача — номер роздачі обрав той, хто створив стіл, тож розклад не був таємним.
cli-verify_fetch = Не вдалося отримати { $url }: { $error }

## howto

howto-title = Як грати: { $game }
howto-goal = Мета
howto-setup = Підготовка
howto-turn = Хід крок за кроком
howto-cards = Які бувають карти
howto-scoring = Очки і кінець гри
howto-variant = Режим і варіанти
howto-table_options = За цим столом правила змінено так:
howto-table_default = За цим столом грають за типовими правилами.
howto-legend = Що означають значки
howto-back_table = До столу
howto-back_lobby = До лобі
howto-all_cards = Усі карти
howto-languages = Мова
howto-yes = так
howto-no = ні
howto-lang_uk = українська
howto-lang_ru = російська
howto-lang_en = англійська

## names

names-control = Ім'я не може містити керівних символів чи символів напрямку тексту.
names-blank = Ім'я не може бути порожнім: щоб сісти без імені, не вказуйте його.
names-long =
    { $n ->
        [one] Ім'я має бути не довшим за { $n } символ.
        [few] Ім'я має бути не довшим за { $n } символи.
       *[many] Ім'я має бути не довшим за { $n } символів.
    }
names-label = Ім'я не може бути схожим на позначку місця, як-от «Гравець 2».

## server

server-tables_per_minute = Забагато нових столів з вашої адреси: спробуйте знову через { $wait } с.
server-search_tables_per_client =
    { $n ->
        [one] У вас уже { $n } незавершений стіл із ботами, що прораховують ходи (ismcts). Дограйте його, перш ніж почати новий.
        [few] У вас уже { $n } незавершені столи з ботами, що прораховують ходи (ismcts). Дограйте один із них, перш ніж почати новий.
       *[many] У вас уже { $n } незавершених столів із ботами, що прораховують ходи (ismcts). Дограйте один із них, перш ніж почати новий.
    }
server-search_tables =
    { $n ->
        [one] Сервер зараз зайнятий: { $n } стіл із ботами, що прораховують ходи. Спробуйте за хвилину або оберіть евристичного бота.
        [few] Сервер зараз зайнятий: { $n } столи з ботами, що прораховують ходи. Спробуйте за хвилину або оберіть евристичного бота.
       *[many] Сервер зараз зайнятий: { $n } столів із ботами, що прораховують ходи. Спробуйте за хвилину або оберіть евристичного бота.
    }
server-reads = Забагато запитів повтору з вашої адреси: спробуйте знову через { $wait } с.
server-sockets_per_address = Забагато з'єднань з вашої адреси: закрийте зайву вкладку.
server-sockets = Сервер переповнений: спробуйте за хвилину.
server-spectator_idle = Закрито після тривалої тиші: поверніться на сторінку.
server-timer_moved = Час вийшов — бот зробив хід за { $name }
server-undo-not_live = Скасувати хід можна лише під час гри.
server-undo-stale = Стіл уже пішов далі (хід { $now }, а не { $seq }): оновіть сторінку.
server-undo-nothing = Ще не було жодного ходу.
server-undo-someone_since = Після вашого ходу вже ходив хтось інший.
server-undo-replaced = Зараз за вас грає бот: поверніться за стіл.
server-undo-timer = Цей хід зробив бот, коли вийшов час; його не скасувати.
server-undo-forced = Цей хід був вимушений; його не скасувати.
server-undo-random = У цьому ході був випадок (тасування чи жереб); його не скасувати.
server-undo-hidden = Цей хід відкрив приховане (взята карта); взяту карту не повертають.

## rl

rl-since = Що сталося відтоді, як ви дивилися востаннє:
rl-actions = Можливі дії (відповідайте номером або текстом дії):
rl-waiting = Зараз хід іншого гравця.
rl-over = Гру завершено.
rl-you = ви
rl-opponent = суперник
rl-refused = Відповідь не прийнято: { $reason }
rl-bad_number = { $answer } — не число від 1 до { $n }.
rl-unknown_text = Жодна з можливих дій не називається «{ $answer }».
rl-ambiguous = «{ $answer }» — це кілька дій ({ $numbers }); відповідайте номером.
rl-empty = Порожня відповідь; відповідайте номером від 1 до { $n }.
rl-not_your_turn = Зараз не ваша черга діяти.
rl-options = Правила цієї гри (варіанти):
rl-glossary = Карти (назва: що робить):
rl-how_to_answer = Як відповідати: у свою чергу ви бачите пронумеровані можливі дії; відповідайте номером дії або її текстом. Відповідь «правила» знову покаже ці правила.
rl-allowance = Відповідь, яка не називає можливої дії, не приймають; { $n }-а така відповідь за гру завершує гру для вас поразкою.
rl-rules_word = правила
rl-forfeit = Забагато неприйнятих відповідей ({ $n }): гру для вас завершено поразкою.

## web

web-app_title = Стіл
web-tagline = Настільні карткові ігри: з друзями або з ботами
web-language = Мова
web-lobby = Лобі
web-new_table = Новий стіл
web-game = Гра
web-players = Гравців
web-your_name = Ваше ім'я (необов'язково)
web-options = Варіанти правил
web-options_hint = Типові значення відповідають правилам гри.
web-default_mark = типово
web-in_rulebook = у правилах: { $source }
web-yes = так
web-no = ні
web-seats = Місця
web-seat_n = Місце { $n }
web-human = Людина
web-bot = Бот
web-turn_timer = Час на хід (коли мине, хід зробить бот)
web-no_timer = без обмеження
web-seconds = { $n } с
web-create = Створити стіл
web-creating = Створюю…
web-created = Стіл створено
web-invites = Запрошення: надішліть кожне посилання тому, хто сяде на це місце. Посилання — це ключ до місця.
web-copy = Копіювати
web-copied = Скопійовано
web-show_invites = Запрошення
web-take_seat = Сісти сюди
web-start = Почати гру
web-start_fill = Почати, а вільні місця віддати ботам
web-start_needs_seats = Ще не всі сіли за стіл. Зачекайте на них або почніть гру з ботами на вільних місцях (людина, що прийде за запрошенням, забере своє місце).
web-started = Гру почато
web-open_table = Перейти до столу
web-tables_open = Чекають на гравців
web-tables_live = Грають зараз
web-tables_finished = Завершені
web-no_tables = Немає
web-watch = Дивитися
web-replay = Повтор
web-join_needs_invite = сісти — за посиланням-запрошенням
web-seats_taken = зайнято { $n } з { $m }
web-refresh = Оновити
web-allow_hints = Дозволити підказки
web-allow_hints_why = Кожен гравець зможе спитати, який хід обрав би найсильніший бот; підказки рахуються в підсумку
web-hints_on = з підказками
web-custom_deal = власна роздача
web-custom_deal_why = Зерно роздачі обрав той, хто створив стіл, тож розклад карт не таємний
web-commitment = Зобов'язання роздачі: { $hash }
web-commitment_why = SHA-256 номера роздачі, оголошений на початку; після гри перевірте: stil verify <адреса столу>
web-back_to_lobby = ← Лобі
web-how_to_play = Як грати
web-all_cards = Усі карти
web-cards_title = { $game }: усі карти
web-cards_count = Різних карт: { $n }
web-card_copies = Примірників: { $n }
web-unknown_game = Такої гри немає.
web-loading = Завантаження…
web-reconnecting = Перепідключення…
web-socket_busy = Сервер зараз не приймає більше з'єднань: спробуємо знову трохи згодом.
web-socket_idle = Трансляцію призупинено, поки сторінка була прихована; вона продовжиться, щойно ви повернетеся.
web-spectator = Ви глядач
web-you_are = Ви: { $name }
web-your_turn = Ваш хід
web-waiting_for = Хід: { $name }
web-waiting_start = Чекаємо на початок гри
web-not_dealt = Карти роздадуть, коли господар столу почне гру.
web-game_over = Гру завершено
web-choose_target = Куди зіграти карту
web-choose_on_table = Оберіть ціль на столі (вона підсвічена) або в списку всіх ходів
web-your_cards = Ваші карти
web-choose_card = Оберіть карту
web-all_moves = Усі ходи ({ $n })
web-choose = Оберіть дію
web-sending = Надсилаю…
web-log = Що відбувається
web-log_empty = Поки нічого
web-board = Стіл текстом
web-players_title = Гравці
web-connected = на зв'язку
web-disconnected = не на зв'язку
web-not_joined = ще не прийшов
web-replaced_by_bot = за нього грає бот
web-you = ви
web-final_title = Підсумок
web-final_as_text = Підсумок текстом
web-how_scored = Як рахували очки
web-legend = Що означають знаки
web-sound_on = Звук увімкнено
web-sound_off = Без звуку
web-sound_hint = Короткий звук, коли настає ваш хід
web-score = Очки
web-winner = Переможець: { $names }
web-winners = Переможці: { $names }
web-no_winner = Людського переможця немає
web-rematch = Реванш
web-rematch_ready = Новий стіл для реваншу готовий.
web-leave = Покинути гру (далі грає бот)
web-leave_confirm = Покинути гру? Ваше місце займе бот.
web-deadline = Час на хід: { $s } с
web-error = Помилка: { $detail }
web-not_found = Стіл не знайдено
web-not_found_text = Такого столу немає: можливо, посилання неповне або стіл уже прибрали.
web-to_lobby = Повернутися до лобі
web-bot_plays_seat = Ви покинули гру: за ваше місце грає бот
web-take_back = Повернутися на своє місце
web-replay_of = Повтор: { $game } — стіл { $id }
web-invite_for = Запрошення на місце { $n }
web-review_show = Огляд партії: де змінювалися шанси
web-watch_replay = Переглянути повтор
web-replay_title = Повтор партії
web-step_of = Хід { $n } з { $m }
web-first = На початок
web-prev = Назад
web-next = Далі
web-last = В кінець
web-share = Копіювати посилання
web-deck = Колода
web-discard = Скид
web-hand = Рука
web-your_hand = Ваша рука
web-cards_in_hand = карт у руці
web-none = —
web-games = Ігри
web-players_range = гравців: { $range }
web-minutes_range = { $a }–{ $b } хв
web-play_bots = Грати з ботами
web-play_bots_in = Грати з ботами: { $game }
web-set_up = Свій стіл
web-set_up_in = Свій стіл: { $game }
web-starting = Сідаємо за стіл…
web-more_rules = Інші правила ({ $n })
web-free_seat = вільне місце
web-seat_joined = сів за стіл
web-seat_waiting = ще не прийшов
web-confirm_move = Точно зробити цей хід? «{ $move }»
web-confirm_yes = Так, зробити
web-confirm_no = Ні, назад
web-undo = Скасувати мій хід
web-skip_to_decision = До вашого ходу
web-commitment_about = Про чесність роздачі
web-close = Закрити
web-card_detail = Карта
web-first_game_title = Ваша перша гра: коротко
web-first_goal = Мета
web-first_turn = Хід
web-first_end = Кінець
web-got_it = Зрозуміло
web-last_move = Останній хід
web-your_tables = Ваші столи
web-your_move = Ваш хід
web-table_gone = стола більше немає
web-forget = Забути
web-notify_me = Сповіщати про мій хід
web-notify_on = Сповіщення увімкнено
web-notify_denied = Браузер не дозволив сповіщення
web-bots_players = Гравців
web-bots_level = Рівень
web-table_kind = Як грати
web-table_live = Наживо (усі за столом зараз)
web-table_turn_based = По ходу на день (сповіщення, коли ваш хід)
web-move_time = Час на хід (коли мине, хід зробить бот)
web-hours = { $n } год
web-minutes = { $n } хв
web-days =
    { $n ->
        [one] { $n } день
        [few] { $n } дні
        [many] { $n } днів
       *[other] { $n } дня
    }
web-series_to = Серія ігор
web-series_none = одна гра
web-series_points = до { $n } очок
web-series_tournament = турнір за правилами
web-series_title = Серія до { $n } очок
web-series_game = Гра { $n }
web-series_total = Разом
web-series_won = Серію виграли: { $names }
web-series_next = Наступна гра серії
web-invite_title = Вас запросили грати: { $game }
web-invite_name = Ваше ім’я
web-invite_name_why = Так вас бачитимуть інші за столом (місце { $n }). Браузер запам’ятає його наступного разу.
web-invite_sit = Сісти за стіл
web-invite_skip = Пропустити
web-chat = Чат
web-chat_write = Повідомлення
web-chat_send = Надіслати
web-chat_spectator = глядач
web-chat_empty = Поки що тихо.
web-chat_crowd_apart = Що пишуть глядачі, гравці побачать після гри.
web-chat_unread = { $n } нових
web-chat_react = Швидка реакція { $emoji }
web-chat_mute = Вимкнути чат для: { $name }
web-chat_mute_crowd = Вимкнути чат глядачів
web-chat_muted = Господар стола вимкнув вам чат.
web-deadline_long = Час на хід: { $clock }
web-hint_ask = Підказка
web-hint_ask_title = Що зіграв би бот-експерт? (з ваших карт, нічого прихованого)
web-cat_may_follow = (після цього можна покласти кота)
