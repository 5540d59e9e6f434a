# Stil: the platform's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## language

language-rank = 2
language-name = Русский

## bot

bot-random = случайный бот
bot-heuristic = бот-стратег
bot-ismcts--easy = бот-поиск, лёгкий
bot-ismcts = бот-поиск
bot-ismcts--hard = бот-поиск, трудный
bot-ismcts--expert = бот-поиск, эксперт

## seat

seat-you = вы
seat-human = человек

## cli

cli-seats = Игроки: { $seats }
cli-seed = Номер раздачи: { $seed } (повторить: --seed { $seed })
cli-prompt = Ваш выбор (1–{ $n }, ? — справка):{" "}
cli-bad_choice = Введите число от 1 до { $n } (? — справка).
cli-prompt_only = Enter — продолжить (? — справка):{" "}
cli-bad_only = Здесь только один вариант: нажмите Enter (? — справка).
cli-unplayable = Нельзя сыграть сейчас:
cli-only_choice = Единственный вариант:
cli-help_title = Справка
cli-help_asked = Что от вас нужно: { $question }
cli-help_choices = Как ответить: введите номер варианта (от 1 до { $n }) и нажмите Enter.
cli-help_only = Как ответить: выбора здесь нет, нажмите Enter, чтобы сделать единственный ход.
cli-help_keys = ? — эта справка; Ctrl-C — прервать игру. Выбор показан ещё раз ниже.
cli-pass_device = Передайте устройство: { $player }.
cli-show_everyone = Игра окончена. Покажите экран всем игрокам.
cli-press_enter = Нажмите Enter, когда будете готовы…
cli-since_last = Что произошло с вашего прошлого решения:
cli-interrupted = Игра прервана.
cli-players_range = Игроков: { $lo }–{ $hi }
cli-tournament_game = Турнир: партия { $n }
cli-tournament_totals = Сумма после партии { $n }
cli-tournament_player = Участник { $n } ({ $kind })
cli-tournament_winner = Турнир выигрывает: участник { $players }
cli-players_by_option =
    { $n ->
        [one] { $n } игрок — с опцией { $option }
        [few] { $n } игрока — с опцией { $option }
       *[many] { $n } игроков — с опцией { $option }
    }
cli-rulebook = Значения по умолчанию — по правилам из коробки игры ({ $language })
cli-lang_uk = на украинском
cli-lang_ru = на русском
cli-options_title = Варианты правил (--option имя=значение)
cli-col_option = Вариант
cli-col_default = По умолчанию
cli-col_allowed = Значения
cli-ref = В правилах: { $ref }
cli-col_meaning = Что значит
cli-games_title = Игры
cli-col_id = Код
cli-col_name = Название
cli-col_players = Игроков
cli-verify_unfinished = Игра за столом { $table } ещё идёт ({ $status }): номер раздачи раскрывают, когда игра закончится.
cli-verify_commitment_bad = Номер раздачи не совпадает с обязательством: SHA-256 от { $seed } — { $got }, а стол объявил { $said }.
cli-verify_commitment_ok = Обязательство { $commitment } совпадает с номером раздачи { $seed }.
cli-verify_mismatch =
    { $n ->
        [one] Повтор { $n } хода дал другое: { $what } (сервер: { $server }; повтор: { $replay }).
       *[other] Повтор { $n } ходов дал другое: { $what } (сервер: { $server }; повтор: { $replay }).
    }
cli-verify_ok =
    { $n ->
        [one] Повтор { $n } хода дал то же: победители { $winners }, очки { $scores }, финальная позиция.
       *[other] Повтор { $n } ходов дал то же: победители { $winners }, очки { $scores }, финальная позиция.
    }
cli-verify_custom = Внимание: своя раздача — номер раздачи выбрал создатель стола, так что расклад не был тайным.
cli-verify_fetch = Не удалось получить { $url }: { $error }

## howto

howto-title = Как играть: { $game }
howto-goal = Цель
howto-setup = Подготовка
howto-turn = Ход шаг за шагом
howto-cards = Какие бывают карты
howto-scoring = Очки и конец игры
howto-variant = Режим и варианты
howto-table_options = За этим столом правила изменены так:
howto-table_default = За этим столом играют по правилам по умолчанию.
howto-legend = Что означают значки
howto-back_table = К столу
howto-back_lobby = В лобби
howto-all_cards = Все карты
howto-languages = Язык
howto-yes = да
howto-no = нет
howto-lang_uk = украинский
howto-lang_ru = русский
howto-lang_en = английский

## names

names-control = Имя не может содержать управляющих символов или символов направления текста.
names-blank = Имя не может быть пустым: чтобы сесть без имени, не указывайте его.
names-long =
    { $n ->
        [one] Имя должно быть не длиннее { $n } символа.
       *[other] Имя должно быть не длиннее { $n } символов.
    }
names-label = Имя не может быть похожим на обозначение места, например «Игрок 2».

## server

server-tables_per_minute = Слишком много новых столов с вашего адреса: попробуйте снова через { $wait } с.
server-search_tables_per_client =
    { $n ->
        [one] У вас уже { $n } незавершённый стол с ботами, которые просчитывают ходы (ismcts). Доиграйте его, прежде чем начать новый.
        [few] У вас уже { $n } незавершённых стола с ботами, которые просчитывают ходы (ismcts). Доиграйте один из них, прежде чем начать новый.
       *[many] У вас уже { $n } незавершённых столов с ботами, которые просчитывают ходы (ismcts). Доиграйте один из них, прежде чем начать новый.
    }
server-search_tables =
    { $n ->
        [one] Сервер сейчас занят: { $n } стол с ботами, которые просчитывают ходы. Попробуйте через минуту или выберите эвристического бота.
        [few] Сервер сейчас занят: { $n } стола с ботами, которые просчитывают ходы. Попробуйте через минуту или выберите эвристического бота.
       *[many] Сервер сейчас занят: { $n } столов с ботами, которые просчитывают ходы. Попробуйте через минуту или выберите эвристического бота.
    }
server-reads = Слишком много запросов повтора с вашего адреса: попробуйте снова через { $wait } с.
server-sockets_per_address = Слишком много соединений с вашего адреса: закройте вкладку.
server-sockets = Сервер переполнен: попробуйте через минуту.
server-spectator_idle = Закрыто после долгого молчания: вернитесь на страницу.
server-timer_moved = Время вышло — бот сходил за { $name }
server-undo-not_live = Отменить ход можно только во время игры.
server-undo-stale = Стол уже ушёл дальше (ход { $now }, а не { $seq }): обновите страницу.
server-undo-nothing = Ещё не было ни одного хода.
server-undo-someone_since = После вашего хода уже ходил кто-то другой.
server-undo-replaced = Сейчас за вас играет бот: вернитесь за стол.
server-undo-timer = Этот ход сделал бот, когда вышло время; его не отменить.
server-undo-forced = Этот ход был вынужденным; его не отменить.
server-undo-random = В этом ходе был случай (перемешивание или жребий); его не отменить.
server-undo-hidden = Этот ход открыл скрытое (взятая карта); взятую карту не возвращают.

## rl

rl-since = Что произошло с тех пор, как вы смотрели в последний раз:
rl-actions = Возможные действия (ответьте номером или текстом действия):
rl-waiting = Сейчас ход другого игрока.
rl-over = Игра окончена.
rl-you = вы
rl-opponent = соперник
rl-refused = Ответ не принят: { $reason }
rl-bad_number = { $answer } — не число от 1 до { $n }.
rl-unknown_text = Ни одно из возможных действий не называется «{ $answer }».
rl-ambiguous = «{ $answer }» — это несколько действий ({ $numbers }); ответьте номером.
rl-empty = Пустой ответ; ответьте номером от 1 до { $n }.
rl-not_your_turn = Сейчас не ваша очередь действовать.
rl-options = Правила этой игры (варианты):
rl-glossary = Карты (название: что делает):
rl-how_to_answer = Как отвечать: в свою очередь вы видите пронумерованные возможные действия; ответьте номером действия или его текстом. Ответ «правила» снова покажет эти правила.
rl-allowance = Ответ, который не называет возможного действия, не принимается; { $n }-й такой ответ за игру завершает игру для вас поражением.
rl-rules_word = правила
rl-forfeit = Слишком много непринятых ответов ({ $n }): игра для вас окончена поражением.

## web

web-app_title = Стил
web-tagline = Настольные карточные игры: с друзьями или с ботами
web-language = Язык
web-lobby = Лобби
web-new_table = Новый стол
web-game = Игра
web-players = Игроков
web-your_name = Ваше имя (необязательно)
web-options = Варианты правил
web-options_hint = Значения по умолчанию соответствуют правилам игры.
web-default_mark = по умолчанию
web-in_rulebook = в правилах: { $source }
web-yes = да
web-no = нет
web-seats = Места
web-seat_n = Место { $n }
web-human = Человек
web-bot = Бот
web-turn_timer = Время на ход (когда выйдет, ход сделает бот)
web-no_timer = без ограничения
web-seconds = { $n } с
web-create = Создать стол
web-creating = Создаю…
web-created = Стол создан
web-invites = Приглашения: отправьте каждую ссылку тому, кто сядет на это место. Ссылка — это ключ к месту.
web-copy = Копировать
web-copied = Скопировано
web-show_invites = Приглашения
web-take_seat = Сесть сюда
web-start = Начать игру
web-start_fill = Начать, а свободные места отдать ботам
web-start_needs_seats = Ещё не все сели за стол. Подождите их или начните игру с ботами на свободных местах (человек, пришедший по приглашению, заберёт своё место).
web-started = Игра началась
web-open_table = Перейти к столу
web-tables_open = Ждут игроков
web-tables_live = Играют сейчас
web-tables_finished = Завершённые
web-no_tables = Нет
web-watch = Смотреть
web-replay = Повтор
web-join_needs_invite = сесть — по ссылке-приглашению
web-seats_taken = занято { $n } из { $m }
web-refresh = Обновить
web-allow_hints = Разрешить подсказки
web-allow_hints_why = Каждый игрок сможет спросить, какой ход выбрал бы сильнейший бот; подсказки считаются в итогах
web-hints_on = с подсказками
web-custom_deal = своя раздача
web-custom_deal_why = Зерно раздачи выбрал создатель стола, так что расклад карт не тайный
web-commitment = Обязательство раздачи: { $hash }
web-commitment_why = SHA-256 номера раздачи, объявленный в начале; после игры проверьте: stil verify <адрес стола>
web-back_to_lobby = ← Лобби
web-how_to_play = Как играть
web-all_cards = Все карты
web-cards_title = { $game }: все карты
web-cards_count = Разных карт: { $n }
web-card_copies = Экземпляров: { $n }
web-unknown_game = Такой игры нет.
web-loading = Загрузка…
web-reconnecting = Переподключение…
web-socket_busy = Сервер сейчас не принимает больше соединений: попробуем снова чуть позже.
web-socket_idle = Трансляция приостановлена, пока страница была скрыта; она продолжится, как только вы вернётесь.
web-spectator = Вы зритель
web-you_are = Вы: { $name }
web-your_turn = Ваш ход
web-waiting_for = Ход: { $name }
web-waiting_start = Ждём начала игры
web-not_dealt = Карты раздадут, когда хозяин стола начнёт игру.
web-game_over = Игра окончена
web-choose_target = Куда сыграть карту
web-choose_on_table = Выберите цель на столе (она подсвечена) или в списке всех ходов
web-your_cards = Ваши карты
web-choose_card = Выберите карту
web-all_moves = Все ходы ({ $n })
web-choose = Выберите действие
web-sending = Отправляю…
web-log = Что происходит
web-log_empty = Пока ничего
web-board = Стол текстом
web-players_title = Игроки
web-connected = на связи
web-disconnected = не на связи
web-not_joined = ещё не пришёл
web-replaced_by_bot = за него играет бот
web-you = вы
web-final_title = Итог
web-final_as_text = Итог текстом
web-how_scored = Как считали очки
web-legend = Что значат знаки
web-sound_on = Звук включён
web-sound_off = Без звука
web-sound_hint = Короткий звук, когда наступает ваш ход
web-score = Очки
web-winner = Победитель: { $names }
web-winners = Победители: { $names }
web-no_winner = Победителя среди людей нет
web-rematch = Реванш
web-rematch_ready = Новый стол для реванша готов.
web-leave = Покинуть игру (дальше играет бот)
web-leave_confirm = Покинуть игру? Ваше место займёт бот.
web-deadline = Время на ход: { $s } с
web-error = Ошибка: { $detail }
web-not_found = Стол не найден
web-not_found_text = Такого стола нет: возможно, ссылка неполная или стол уже убрали.
web-to_lobby = Вернуться в лобби
web-bot_plays_seat = Вы покинули игру: за ваше место играет бот
web-take_back = Вернуться на своё место
web-replay_of = Повтор: { $game } — стол { $id }
web-invite_for = Приглашение на место { $n }
web-review_show = Разбор партии: где менялись шансы
web-watch_replay = Смотреть повтор
web-replay_title = Повтор партии
web-step_of = Ход { $n } из { $m }
web-first = В начало
web-prev = Назад
web-next = Далее
web-last = В конец
web-share = Копировать ссылку
web-deck = Колода
web-discard = Сброс
web-hand = Рука
web-your_hand = Ваша рука
web-cards_in_hand = карт в руке
web-none = —
web-games = Игры
web-players_range = игроков: { $range }
web-minutes_range = { $a }–{ $b } мин
web-play_bots = Играть с ботами
web-play_bots_in = Играть с ботами: { $game }
web-set_up = Свой стол
web-set_up_in = Свой стол: { $game }
web-starting = Садимся за стол…
web-more_rules = Другие правила ({ $n })
web-free_seat = свободное место
web-seat_joined = сел за стол
web-seat_waiting = ещё не пришёл
web-confirm_move = Точно сделать этот ход? «{ $move }»
web-confirm_yes = Да, сделать
web-confirm_no = Нет, назад
web-undo = Отменить мой ход
web-skip_to_decision = К вашему ходу
web-commitment_about = О честности раздачи
web-close = Закрыть
web-card_detail = Карта
web-first_game_title = Ваша первая игра: коротко
web-first_goal = Цель
web-first_turn = Ход
web-first_end = Конец
web-got_it = Понятно
web-last_move = Последний ход
web-your_tables = Ваши столы
web-your_move = Ваш ход
web-table_gone = стола больше нет
web-forget = Забыть
web-notify_me = Сообщать о моём ходе
web-notify_on = Уведомления включены
web-notify_denied = Браузер не разрешил уведомления
web-bots_players = Игроков
web-bots_level = Уровень
web-table_kind = Как играть
web-table_live = Вживую (все за столом сейчас)
web-table_turn_based = По ходу в день (уведомление, когда ваш ход)
web-move_time = Время на ход (когда выйдет, ход сделает бот)
web-hours = { $n } ч
web-minutes = { $n } мин
web-days =
    { $n ->
        [one] { $n } день
        [few] { $n } дня
        [many] { $n } дней
       *[other] { $n } дня
    }
web-series_to = Серия игр
web-series_none = одна игра
web-series_points = до { $n } очков
web-series_tournament = турнир по правилам
web-series_title = Серия до { $n } очков
web-series_game = Игра { $n }
web-series_total = Итого
web-series_won = Серию выиграли: { $names }
web-series_next = Следующая игра серии
web-invite_title = Вас пригласили играть: { $game }
web-invite_name = Ваше имя
web-invite_name_why = Так вас будут видеть другие за столом (место { $n }). Браузер запомнит его на следующий раз.
web-invite_sit = Сесть за стол
web-invite_skip = Пропустить
web-chat = Чат
web-chat_write = Сообщение
web-chat_send = Отправить
web-chat_spectator = зритель
web-chat_empty = Пока тихо.
web-chat_crowd_apart = Что пишут зрители, игроки увидят после игры.
web-chat_unread = { $n } новых
web-chat_react = Быстрая реакция { $emoji }
web-chat_mute = Отключить чат для: { $name }
web-chat_mute_crowd = Отключить чат зрителей
web-chat_muted = Хозяин стола отключил вам чат.
web-deadline_long = Время на ход: { $clock }
web-hint_ask = Подсказка
web-hint_ask_title = Что сыграл бы бот-эксперт? (по вашим картам, ничего скрытого)
web-cat_may_follow = (после этого можно положить кота)
