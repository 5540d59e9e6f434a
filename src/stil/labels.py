"""The platform's own labels (the same for every game), as the ``cli`` catalog: the
terminal client's prompts and the seat labels (you, a person, a bot by kind) that the
terminal and the server's frames both show. It sits below both, so the server never
imports the terminal client.

Kept in code rather than a locale file so that they ship with the package whatever its
package data says; the game texts live in each game's ``locale.toml``.
"""

from __future__ import annotations

from stil.i18n import Catalog, register

TEXTS: dict[str, dict[str, str]] = {
    "seats": {
        "uk": "Гравці: {seats}",
        "ru": "Игроки: {seats}",
        "en": "Players: {seats}",
    },
    "seed": {
        "uk": "Номер роздачі: {seed} (повторити: --seed {seed})",
        "ru": "Номер раздачи: {seed} (повторить: --seed {seed})",
        "en": "Deal number: {seed} (play the same deal again: --seed {seed})",
    },
    "you": {"uk": "ви", "ru": "вы", "en": "you"},
    "human": {"uk": "людина", "ru": "человек", "en": "human"},
    "bot_random": {"uk": "випадковий бот", "ru": "случайный бот", "en": "random bot"},
    "bot_heuristic": {"uk": "бот-стратег", "ru": "бот-стратег", "en": "heuristic bot"},
    "bot_ismcts-easy": {
        "uk": "бот-пошук, легкий",
        "ru": "бот-поиск, лёгкий",
        "en": "search bot, easy",
    },
    "bot_ismcts": {"uk": "бот-пошук", "ru": "бот-поиск", "en": "search bot"},
    "bot_ismcts-hard": {
        "uk": "бот-пошук, важкий",
        "ru": "бот-поиск, трудный",
        "en": "search bot, hard",
    },
    "prompt": {
        "uk": "Ваш вибір (1–{n}, ? — довідка): ",
        "ru": "Ваш выбор (1–{n}, ? — справка): ",
        "en": "Your choice (1–{n}, ? for help): ",
    },
    "bad_choice": {
        "uk": "Введіть число від 1 до {n} (? — довідка).",
        "ru": "Введите число от 1 до {n} (? — справка).",
        "en": "Enter a number from 1 to {n} (? for help).",
    },
    "prompt_only": {
        "uk": "Enter — продовжити (? — довідка): ",
        "ru": "Enter — продолжить (? — справка): ",
        "en": "Enter to continue (? for help): ",
    },
    "bad_only": {
        "uk": "Тут лише один варіант: натисніть Enter (? — довідка).",
        "ru": "Здесь только один вариант: нажмите Enter (? — справка).",
        "en": "There is only one choice here: press Enter (? for help).",
    },
    "only_choice": {
        "uk": "Єдиний варіант:",
        "ru": "Единственный вариант:",
        "en": "The only choice:",
    },
    "help_title": {"uk": "Довідка", "ru": "Справка", "en": "Help"},
    "help_asked": {
        "uk": "Що від вас потрібно: {question}",
        "ru": "Что от вас нужно: {question}",
        "en": "What you are asked: {question}",
    },
    "help_choices": {
        "uk": "Як відповісти: введіть номер варіанта (від 1 до {n}) і натисніть Enter.",
        "ru": "Как ответить: введите номер варианта (от 1 до {n}) и нажмите Enter.",
        "en": "How to answer: type the number of a choice (1 to {n}) and press Enter.",
    },
    "help_only": {
        "uk": "Як відповісти: вибору тут немає, натисніть Enter, щоб зробити єдиний хід.",
        "ru": "Как ответить: выбора здесь нет, нажмите Enter, чтобы сделать единственный ход.",
        "en": "How to answer: there is nothing to choose here; press Enter to make the one move.",
    },
    "help_keys": {
        "uk": "? — ця довідка; Ctrl-C — перервати гру. Вибір показано ще раз нижче.",
        "ru": "? — эта справка; Ctrl-C — прервать игру. Выбор показан ещё раз ниже.",
        "en": "? shows this help; Ctrl-C ends the game. The choices are shown again below.",
    },
    "pass_device": {
        "uk": "Передайте пристрій: {player}.",
        "ru": "Передайте устройство: {player}.",
        "en": "Pass the device to {player}.",
    },
    "show_everyone": {
        "uk": "Гру завершено. Покажіть екран усім гравцям.",
        "ru": "Игра окончена. Покажите экран всем игрокам.",
        "en": "The game is over. Show the screen to everyone.",
    },
    "press_enter": {
        "uk": "Натисніть Enter, коли будете готові…",
        "ru": "Нажмите Enter, когда будете готовы…",
        "en": "Press Enter when ready…",
    },
    "since_last": {
        "uk": "Що сталося з вашого попереднього рішення:",
        "ru": "Что произошло с вашего прошлого решения:",
        "en": "What happened since your last decision:",
    },
    "interrupted": {
        "uk": "Гру перервано.",
        "ru": "Игра прервана.",
        "en": "Game interrupted.",
    },
    "players_range": {
        "uk": "Гравців: {lo}–{hi}",
        "ru": "Игроков: {lo}–{hi}",
        "en": "Players: {lo}–{hi}",
    },
    "tournament_game": {
        "uk": "Турнір: партія {n}",
        "ru": "Турнир: партия {n}",
        "en": "Tournament: game {n}",
    },
    "tournament_totals": {
        "uk": "Сума після партії {n}",
        "ru": "Сумма после партии {n}",
        "en": "Totals after game {n}",
    },
    "tournament_player": {
        "uk": "Учасник {n} ({kind})",
        "ru": "Участник {n} ({kind})",
        "en": "Player {n} ({kind})",
    },
    "tournament_winner": {
        "uk": "Турнір виграє: учасник {players}",
        "ru": "Турнир выигрывает: участник {players}",
        "en": "Tournament won by: player {players}",
    },
    "players_by_option": {
        "uk": "{n} гравців — з опцією {option}",
        "ru": "{n} игроков — с опцией {option}",
        "en": "{n} players with option {option}",
    },
    "rulebook": {
        "uk": "Типові значення — за правилами з коробки гри ({language})",
        "ru": "Значения по умолчанию — по правилам из коробки игры ({language})",
        "en": "The defaults follow the game's printed rulebook ({language})",
    },
    "lang_uk": {"uk": "українською", "ru": "на украинском", "en": "in Ukrainian"},
    "lang_ru": {"uk": "російською", "ru": "на русском", "en": "in Russian"},
    "options_title": {
        "uk": "Варіанти правил (--option назва=значення)",
        "ru": "Варианты правил (--option имя=значение)",
        "en": "Rule options (--option name=value)",
    },
    "col_option": {"uk": "Варіант", "ru": "Вариант", "en": "Option"},
    "col_default": {"uk": "Типово", "ru": "По умолчанию", "en": "Default"},
    "col_allowed": {"uk": "Значення", "ru": "Значения", "en": "Allowed"},
    "ref": {"uk": "У правилах: {ref}", "ru": "В правилах: {ref}", "en": "In the rulebook: {ref}"},
    "col_meaning": {"uk": "Що означає", "ru": "Что значит", "en": "Meaning"},
    "games_title": {"uk": "Ігри", "ru": "Игры", "en": "Games"},
    "col_id": {"uk": "Код", "ru": "Код", "en": "Id"},
    "col_name": {"uk": "Назва", "ru": "Название", "en": "Name"},
    "col_players": {"uk": "Гравців", "ru": "Игроков", "en": "Players"},
    "verify_unfinished": {
        "uk": (
            "Гра за столом {table} ще триває ({status}): номер роздачі розкривають, коли гра "
            "закінчиться."
        ),
        "ru": (
            "Игра за столом {table} ещё идёт ({status}): номер раздачи раскрывают, когда игра "
            "закончится."
        ),
        "en": "The game at table {table} is not over ({status}): its seed is revealed at the end.",
    },
    "verify_commitment_bad": {
        "uk": (
            "Номер роздачі не відповідає зобов'язанню: SHA-256 від {seed} — {got}, а стіл "
            "оголосив {said}."
        ),
        "ru": (
            "Номер раздачи не совпадает с обязательством: SHA-256 от {seed} — {got}, а стол "
            "объявил {said}."
        ),
        "en": (
            "The seed does not match the commitment: SHA-256 of "
            "{seed} is {got}, the table said {said}."
        ),
    },
    "verify_commitment_ok": {
        "uk": "Зобов'язання {commitment} відповідає номеру роздачі {seed}.",
        "ru": "Обязательство {commitment} совпадает с номером раздачи {seed}.",
        "en": "Commitment {commitment} matches seed {seed}.",
    },
    "verify_mismatch": {
        "uk": "Повтор {moves} ходів дав інше: {what} (сервер: {server}; повтор: {replay}).",
        "ru": "Повтор {moves} ходов дал другое: {what} (сервер: {server}; повтор: {replay}).",
        "en": (
            "Replaying {moves} moves gave something else: {what} "
            "(server: {server}; replay: {replay})."
        ),
    },
    "verify_ok": {
        "uk": (
            "Повтор {moves} ходів дав те саме: переможці {winners}, очки {scores}, кінцева позиція."
        ),
        "ru": (
            "Повтор {moves} ходов дал то же: победители "
            "{winners}, очки {scores}, финальная позиция."
        ),
        "en": (
            "Replaying {moves} moves gives the same winners "
            "{winners}, scores {scores} and final position."
        ),
    },
    "verify_custom": {
        "uk": (
            "Увага: власна роздача — номер роздачі обрав той, хто створив стіл, тож розклад не "
            "був таємним."
        ),
        "ru": (
            "Внимание: своя раздача — номер раздачи выбрал создатель стола, так что расклад не "
            "был тайным."
        ),
        "en": (
            "Note: a custom deal: the table's creator chose the seed, so the deal was not secret."
        ),
    },
    "verify_fetch": {
        "uk": "Не вдалося отримати {url}: {error}",
        "ru": "Не удалось получить {url}: {error}",
        "en": "Could not fetch {url}: {error}",
    },
}

CATALOG = Catalog("cli", TEXTS)
register(CATALOG)
