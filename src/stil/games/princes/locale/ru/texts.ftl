# Stil: the game princes's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Князь { $n }

## cards

cards-none = ничего

## plural

plural-cards =
    { $n ->
        [one] { $n } карта
        [few] { $n } карты
       *[many] { $n } карт
    }

## city_loc

city_loc-city_kyiv = в Киеве
city_loc-city_novgorod = в Новгороде
city_loc-city_chernihiv = в Чернигове
city_loc-city_vladimir = во Владимире
city_loc-city_pskov = в Пскове
city_loc-city_polotsk = в Полоцке
city_loc-city_halych = в Галиче
city_loc-city_rostov = в Ростове
city_loc-city_pereiaslav = в Переяславле
city_loc-city_smolensk = в Смоленске
city_loc-city_ryazan = в Рязани
city_loc-city_tmutarakan = в Тмутаракани

## city_gen

city_gen-city_kyiv = Киева
city_gen-city_novgorod = Новгорода
city_gen-city_chernihiv = Чернигова
city_gen-city_vladimir = Владимира
city_gen-city_pskov = Пскова
city_gen-city_polotsk = Полоцка
city_gen-city_halych = Галича
city_gen-city_rostov = Ростова
city_gen-city_pereiaslav = Переяславля
city_gen-city_smolensk = Смоленска
city_gen-city_ryazan = Рязани
city_gen-city_tmutarakan = Тмутаракани

## card_acc

card_acc-building_school = Школу
card_acc-building_library = Библиотеку
card_acc-building_craft_quarter = Ремесленный конец
card_acc-building_metropolitan_court = Митрополичье подворье
card_acc-wall_palisade = Частокол
card_acc-wall_new_walls = Новые стены
card_acc-wall_stonework = Каменную кладку
card_acc-wall_moat = Ров
card_acc-wall_fortress = Неприступную крепость
card_acc-army_ugry_4 = Угров
card_acc-army_ugry_5 = Угров
card_acc-army_polovtsy_5 = Половцев
card_acc-army_polovtsy_6 = Половцев
card_acc-army_lyakhi_5 = Ляхов
card_acc-army_lyakhi_7 = Ляхов
card_acc-army_varyagi_8 = Варягов
card_acc-army_varyagi_10 = Варягов

## note

note-moat = +1 к стенам
note-fortress = ничего не построить, ни одна рать не нападёт
note-militia = доблесть = могущество града

## chronicle_note

chronicle_note-chronicle_wise = +3
chronicle_note-chronicle_pious = +2
chronicle_note-chronicle_accursed = −3
chronicle_note-chronicle_seditious = −2
chronicle_note-chronicle_gatherer = +1 за каждый град
chronicle_note-chronicle_big_nest = берёт из колоды по 2 карты
chronicle_note-chronicle_brave = +1 к доблести ратей
chronicle_note-chronicle_meek = не может начинать войну

## decision

decision-turn = Ваш ход: что делаете?
decision-war_open = Война за { $city }: что дальше?
decision-war_defend = Князь { $attacker } нападает на { $city }: { $attack }. Чем отбиваетесь?
decision-war_counter = Война за { $city }: князь { $defender } отбивается. Ваш ответ?
decision-war_ruin = Град { $city } взят. Разорить его, прежде чем отдать?

## action

action-draw = Взять карту из колоды
action-draw_many = Взять из колоды { $cards }
action-pass = Пропустить ход
action-city_self = Выложить град { $city } ({ $might }) перед собой
action-city_other = Выложить град { $city } ({ $might }) перед князем { $other }
action-build-building = Построить { $card } ({ $note }) { $city_loc }
action-build-wall = Возвести { $card } ({ $note }) { $city_loc }
action-build-moat = Выкопать { $card } ({ $note }) вокруг { $city_gen }
action-build-fortress = Возвести { $card } { $city_loc }
action-whose_city = { $text } (град князя { $other })
action-replaces = { $text } — взамен: { $cards }
action-chronicle_self = Сыграть летопись «{ $card }» ({ $note }) на себя
action-chronicle_other = Сыграть летопись «{ $card }» ({ $note }) на князя { $other }
action-batu = Батый: каждый сделает ещё по ходу, ваш будет последним
action-message = Тайное послание: продлить партию — каждый сделает ещё по ходу, ваш будет последним
action-arson = Красный петух: сжечь всё построенное { $city_loc } ({ $cards })
action-ravage = Разорение: разорить { $city } ({ $cards })
action-chronicler_self = Летописец: вычеркнуть свою летопись «{ $card }»
action-chronicler_other = Летописец: вычеркнуть летопись «{ $card }» у князя { $other }
action-war = Пойти войной на { $city } (князь { $other }): { $card }
action-war_unowned = Пойти войной на { $city }: { $card }
action-attack = Атаковать: { $card }
action-attack_treason = Атаковать: { $card } (стены не помогут)
action-tunnel = Подземный ход: снести стены { $city_gen } ({ $cards })
action-tunnel_any = Подземный ход: снести стены
action-siege = Осада: Ополчение больше не защитит { $city }
action-siege_any = Осада: Ополчение больше не защитит град
action-siege_counter = Осада: сбросить Ополчение — ваша рать снова стоит
action-stop = Отступить
action-defend = Отбиваться: { $card }
action-ambush = Засадный полк: отбить атаку
action-watch = Дозор: отбить атаку
action-word = Митрополичье слово: отбить атаку и закончить войну
action-purse = Тугая мошна: переманить иноземцев
action-purse_defend = Тугая мошна: переманить { $card } к себе — атака отбита
action-purse_counter = Тугая мошна: переманить { $card } к себе — ваша рать снова стоит
action-yield = Не отбиваться — отдать { $city }
action-yield_any = Не отбиваться — отдать град
action-accept = Принять отпор — атака отбита
action-ruin = Разорение: сжечь всё { $city_loc }, прежде чем отдать ({ $cards })
action-ruin_any = Разорение: сжечь всё в граде, прежде чем отдать
action-decline = Отдать град как есть

## event

event-start = Партию начинает князь { $n }
event-draw = Князь { $n } берёт карту из колоды
event-draw_many = Князь { $n } берёт из колоды { $cards }
event-drawn = Вы (князь { $n }) берёте из колоды: { $cards }
event-pass = Князь { $n } пропускает ход
event-city_self = Князь { $n } выкладывает перед собой град { $city } ({ $might })
event-city_other = Князь { $n } выкладывает град { $city } ({ $might }) перед князем { $other }
event-build-building = Князь { $n } строит { $card } { $city_loc }
event-build-wall = Князь { $n } возводит { $card } { $city_loc }
event-build-moat = Князь { $n } выкапывает { $card } вокруг { $city_gen }
event-build-fortress = Князь { $n } возводит { $card } { $city_loc }
event-discarded = { $text }; в сброс: { $cards }
event-chronicle_self = Князь { $n } играет на себя летопись «{ $card }» ({ $note })
event-chronicle_other = Князь { $n } играет на князя { $other } летопись «{ $card }» ({ $note })
event-batu = Князь { $n } играет Батыя!
event-message = Князь { $n } играет Тайное послание
event-end_pending = Конец близок: каждый князь сделает ещё по одному ходу
event-arson = Красный петух: князь { $n } сжигает { $city_loc }: { $cards }
event-ravage = Разорение: князь { $n } разоряет { $city }: { $cards }
event-chronicler_self = Летописец: князь { $n } вычёркивает свою летопись «{ $card }»
event-chronicler_other = Летописец: князь { $n } вычёркивает летопись «{ $card }» у князя { $other }
event-war = Князь { $n } идёт войной на { $city }
event-war_attack = Князь { $n } атакует: { $card }
event-war_tunnel = Подземный ход: князь { $n } сносит стены ({ $cards })
event-war_siege = Осада: князь { $n } осаждает град — Ополчение его больше не защитит
event-war_stop = Князь { $n } отступает
event-war_defend = Князь { $n } отбивается: { $card }
event-war_ambush = Засадный полк: князь { $n } отбивает атаку
event-war_watch = Дозор: князь { $n } отбивает атаку
event-war_word = Митрополичье слово: князь { $n } отбивает атаку
event-war_end = Война окончена: в этот ход князь { $n } больше не нападает
event-war_purse = Тугая мошна: князь { $n } переманивает к себе { $card }
event-war_accept = Атака князя { $n } отбита, карты боя уходят в сброс
event-war_yield = Князь { $n } не отбивается
event-war_ruin = Разорение: князь { $n } сжигает всё в граде, прежде чем отдать: { $cards }
event-war_decline = Князь { $n } отдаёт град как есть
event-capture = Князь { $n } захватывает { $city } у князя { $other }
event-end = Партия окончена

## ui

ui-prince = Князь
ui-cities = Грады
ui-chronicles = Летописи
ui-hand_size = Карт в руке
ui-might = Могущество
ui-none = —
ui-walls = стены >{ $n }
ui-impregnable = стены неприступны
ui-known = известны: { $cards }
ui-deck = Колода: { $n }
ui-deck_empty = Колода пуста
ui-discard = Сброс: { $n }
ui-discard_top = Сброс: { $n } (сверху: { $card })
ui-turn = Ход: князь { $n }
ui-batu = Батый на столе
ui-messages = Тайное послание на столе ×{ $n }
ui-countdown = Осталось ходов: { $left } (включая этот); последним ходит князь { $n }
ui-last_turn = Это последний ход партии!
ui-your_hand = Ваша рука
ui-your_hand_of = Ваша рука (князь { $n })
ui-hand_empty = пусто
ui-group-city = Грады
ui-group-building = Постройки
ui-group-army = Рати
ui-group-event = События
ui-group-chronicle = Летописи
ui-war_title = Война за { $city }
ui-war_sides = Нападает князь { $attacker }, обороняется князь { $defender }. Град: { $city }
ui-war_siege = Осада: Ополчение в этой войне не действует
ui-war_attack = Атака: { $card }
ui-war_no_attack = Новой атаки пока нет
ui-war_taken = Град взят
ui-war_against = Против неё: { $cards }
ui-war_events = Сыграно в этой атаке: { $cards }
ui-final_title = Итог партии: могущество князей
ui-winner = Победитель: { $players }
ui-winners = Общая победа: { $players }
ui-tie_cities = Равное могущество: побеждает тот, у кого больше градов

## option_name

option_name-defender_wins_ties = Ничья в бою — в пользу обороны
option_name-metropolitan_scope = Что сбрасывает новое Митрополичье подворье
option_name-burn_scope = Что уничтожают Красный петух и Разорение
option_name-moat_stacks = Рвы складываются
option_name-tunnel_removes_moat = Подземный ход уничтожает и рвы
option_name-fortress_wall_value = Сила Неприступной крепости
option_name-city_on_opponent = Град можно заложить другому князю
option_name-build_on_opponent_city = Строить в чужих градах
option_name-second_defending_army = Вторая рать на защиту
option_name-war_opens_with_army = Войну начинает рать
option_name-events_repel_treason = Дозор и Митрополичье слово отражают Измену
option_name-pass_rule = Когда можно пропустить ход
option_name-end_trigger_when_pending = Батый во время отсчёта конца
option_name-secret_message_anytime = Тайное послание в любое время
option_name-ruin_peaceful = Разорение в мирное время
option_name-tie_break = Равное могущество в конце
option_name-tournament_tie = Ничья в турнире
option_name-first_player = Кто ходит первым
option_name-allow_up_to_8 = До 8 игроков

## option

option-defender_wins_ties = Рать, защищающая град, устоит против равной по доблести: Ополчение на 8 останавливает нападающих от 1 до 8. Если выключено, оборона должна быть доблестнее нападения.
option-metropolitan_scope = Второе Митрополичье подворье вытесняет более старое.
option-burn_scope = Какие карты града уходят в сброс, когда его жгут или разоряют.
option-moat_stacks = Каждый Ров у града добавляет 1 к его защите. Если выключено, у града может быть только один Ров.
option-tunnel_removes_moat = Подземный ход сбрасывает не только стену, но и рвы града. Если выключено, рвы остаются.
option-fortress_wall_value = Насколько крепка стена Неприступной крепости.
option-city_on_opponent = Карту града можно положить перед любым князем. Если выключено, только перед собой.
option-build_on_opponent_city = Постройки и стены можно ставить в граде любого князя. Если выключено, только в своём.
option-second_defending_army = Если рать обороны выманили или осадили, защитник может выставить ещё одну.
option-war_opens_with_army = Войну открывает рать с числом; Подземный ход, Осада и Измена вступают только в уже начатую войну. Если выключено, ими тоже можно начать войну.
option-events_repel_treason = Дозор или Митрополичье слово, сыгранные против Измены, отражают её. Если выключено, Измена срабатывает первой и забирает град, и никакое событие её не остановит.
option-pass_rule = Когда князь может ничего не играть.
option-end_trigger_when_pending = Что происходит, когда Батый или последняя карта приходят, а конец игры уже объявлен.
option-secret_message_anytime = Тайное послание можно сыграть и тогда, когда конец игры не объявлен; тогда оно ничего не делает.
option-ruin_peaceful = Разорение можно сыграть на любой град и без войны. Если выключено, только когда град только что захвачен.
option-tie_break = Как разрешить ничью за наибольшее могущество.
option-tournament_tie = Что бывает, когда в турнире несколько князей поровну набрали 100 очков или больше.
option-first_player = Кто делает первый ход.
option-allow_up_to_8 = Позволяет играть всемером и ввосьмером. Обычная игра — от 2 до 6 князей.

## value

value-metropolitan_scope-city = более старое в том же граде
value-metropolitan_scope-global = все остальные в игре
value-burn_scope-all = всё, вместе со стенами
value-burn_scope-peaceful = только мирные постройки
value-fortress_wall_value-infinite = на град не нападёт ни одна рать
value-fortress_wall_value-6 = стена сильнее 6
value-pass_rule-empty_deck = когда колода для добора кончилась
value-pass_rule-no_legal_action = только когда больше ничего нельзя
value-pass_rule-always = всегда
value-end_trigger_when_pending-keep = ничего не меняется
value-end_trigger_when_pending-restart = отсчёт начинается заново
value-tie_break-shared = победу делят
value-tie_break-most_cities = побеждает тот, у кого больше градов; дальше делят
value-tournament_tie-shared = победу делят
value-tournament_tie-play_on = играют дальше
value-first_player-random = жребий, по номеру раздачи
value-first_player-seat0 = первое место за столом

## source

source-defender_wins_ties = «Ополчение»: пример владимирского ополчения
source-war_opens_with_army = «Ваши войны»
source-events_repel_treason = «Ваши войны»

## web

web-might = Могущество
web-cities = Города
web-chronicles = Летописи
web-known = Известные всем карты в руке
web-war = Война за { $city }
web-attacker = Нападает
web-defender = Защищается
web-attack = Удар
web-against = Против
web-wall = стена { $n }
web-no_cities = без городов
web-on_table = На столе
web-last_turn = Последние ходы!
web-number-might = могущество
web-number-valour = доблесть
web-number-wall = стены
web-number-plus = к могуществу
web-number-mult = могущество
web-number-points = могущество в конце

## lobby

lobby-line = Стройте грады, ведите рати и станьте самым могущественным князем.

## why

why-no_city = Строить не на чем: на столе ещё нет ни одного города
why-build_own_only = Строят только на своих городах (правило этой игры), а на твоих это уже нельзя: крепость или ров уже есть
why-build_nowhere = Ни один город этого не примет: на крепости не строят, а ров в городе может быть лишь один
why-message_late = Тайное послание играют только после того, как объявлен конец игры (последний круг)
why-nothing_to_burn = Нечего жечь: ни в одном городе нет построек, которые сбрасывает эта карта
why-ruin_captured = Разорение играют, когда твой город захвачен в войне, а не в мирный ход
why-no_chronicles = Летописцу нечего сбросить: перед князьями не лежит ни одной летописи
why-defence_only = Эту карту играют только защищаясь в войне
why-war_only = Эту карту играют только в войне, которую ты начал (войну начинают ратью)
why-meek = Перед тобой лежит «Смиренный»: ты не можешь идти войной
why-no_enemy_city = Идти войной не на кого: у других князей нет городов
why-too_weak = Эта рать не сильнее стен ни одного чужого города: войну начинает только рать сильнее стены
why-war_step = Не на этом шаге войны: эта карта здесь не отвечает на сыгранную
why-not_now = Эту карту сейчас сыграть нельзя
