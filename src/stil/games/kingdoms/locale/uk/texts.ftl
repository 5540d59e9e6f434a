# Stil: the game kingdoms's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Гравець { $n }

## upstart

upstart = Вискочка

## side_label

side_label = { $who } ({ $colour })

## colour

colour-0 = Жовті
colour-1 = Червоні
colour-2 = Сині
colour-3 = Зелені
colour-4 = Фіолетові

## colour_lc

colour_lc-0 = жовті
colour_lc-1 = червоні
colour_lc-2 = сині
colour_lc-3 = зелені
colour_lc-4 = фіолетові

## plural

plural-cards =
    { $n ->
        [one] { $n } карта
        [few] { $n } карти
       *[many] { $n } карт
    }
plural-cards_acc =
    { $n ->
        [one] { $n } карту
        [few] { $n } карти
       *[many] { $n } карт
    }

## animal_acc

animal_acc-red_panda = червону панду
animal_acc-tiger = тигра
animal_acc-bee = бджолу
animal_acc-lizard = ящірку
animal_acc-frog = жабу
animal_acc-owl = сову
animal_acc-okapi = окапі
animal_acc-wolf = вовка

## place

place-1 = 1-ше місце
place-2 = 2-ге місце
place-3 = 3-тє місце

## ui

ui-none = немає
ui-side = Дім
ui-score = Очки
ui-supply = Фішки в запасі
ui-cards = Карти
ui-mods = «+2»
ui-retreat_tokens = Жетони відступу
ui-state = Стан
ui-bonus = бонус: { $cards }
ui-retreated = відступили
ui-playing = у грі
ui-hidden_tokens = { $n } (закритий)
ui-age = Епоха { $age } з 3
ui-first_player = першим ходить: { $who }
ui-deck = колода: { $n }
ui-discard = скид: { $n }
ui-discard_top = скид: { $n } (зверху { $card })
ui-mod_supply = «+2» у запасі: { $n }
ui-retreat_pool = жетонів відступу лишилося: { $n }
ui-scoring = підрахунок очок
ui-level = рівень вискочки: { $level }
ui-phase2 = ви захопили столицю: тепер і вискочка може
ui-kingdom = Царство
ui-kingdom_n = Царство { $n }
ui-edict = Указ
ui-territories = Території │ рада
ui-played = Карти під царством
ui-tokens = жетони:
ui-no_tokens = жетонів немає
ui-free = вільно: { $n }
ui-no_cards = ще нічого
ui-legend = ● територія  ♛ столиця  ◆ рада  ○ ♔ ◇ вільні  ↓ ↔ ⇔ указ дивиться на це царство, сусідів, усі інші
ui-rally = Збір звірів: скинуто { $cards }
ui-pair = Указ пари: { $card } лягає під царство { $kingdom }, друга карта йде в скид
ui-council_item = { $who } у царстві { $kingdom }
ui-council = Фішки в столицях переходять до ради: { $items }
ui-bonus_choice = Вискочка зіграв { $card }; підходять карти бонусу: { $cards }
ui-battle_title = Битва за царство { $kingdom } · жетон { $token } · раунд { $round }
ui-battle_earlier = раніше: { $cards }
ui-battle_out = вибули
ui-battle_card = відкрито { $card }
ui-battle_boosted = відкрито { $card } + «+2» ×{ $n } = { $rank }
ui-own_bid = ваша ставка: «+2» ×{ $n }
ui-bid_made = ставку зроблено
ui-own_choice = ваша карта (закрита): { $card }
ui-chosen = карту вибрано (закрита)
ui-choosing = вибирають карту
ui-boost_hint = Жетон «+2» додає 2 до рангу своєї карти; 1 б'є 8 і більше.
ui-solo_battle_title = Битва з вискочкою за царство { $kingdom } · жетон { $token }
ui-solo_reveals = Вискочка відкриває з колоди: { $n }
ui-solo_used = Ваші карти в битві: { $cards }
ui-solo_shown = Карти вискочки: { $cards }
ui-solo_ties = Нічиїх: { $n }
ui-goes_to = у царство { $kingdoms }
ui-hand_empty = порожньо
ui-your_hand = Ваша рука ({ $who })
ui-open_hand = Рука (відкрита): { $who }
ui-final_title = Підсумок: очки домів
ui-track = На треку
ui-total = Разом
ui-solo_won = Ви перемогли вискочку: { $you } проти { $upstart }!
ui-solo_lost = Перемога вискочки: { $upstart } проти ваших { $you } (за нічиєї перемагає вискочка)
ui-tie_capitals = Нічию за очками вирішують столиці, захоплені в третю епоху.
ui-winner = Переможець: { $players }
ui-winners = Спільна перемога: { $players }

## level

level-easy = легкий
level-medium = середній
level-normal = звичайний
level-hard = складний
level-extra_hard = надскладний

## decision

decision-turn = Епоха { $age }, ваш хід: що робите?
decision-rally = Збір звірів (скинуто: { $n }): яку карту скинути?
decision-pair = Указ пари: { $card } лягає під царство { $kingdom }. Яку другу карту пари скинути?
decision-battle = Битва за царство { $kingdom } (жетон { $token }): яку карту виставити?
decision-boost = Битва за царство { $kingdom } (жетон { $token }): карти відкрито. Додати жетони «+2»?
decision-council = Ваша фішка в столиці царства { $kingdom }: перенести її до ради?
decision-bonus = Вискочка зіграв { $card }, і підходять обидві карти бонусу. Яку він зіграє?
decision-first = Хто ходить першим у першу епоху?

## decision_more

decision_more-solo_battle = Вискочка відкриє з колоди: { $n }.
decision_more-sealed = (Таємна ставка: усі відкриваються разом.)
decision_more-round = Раунд { $round }.

## action

action-claim = Зіграти { $card } під царство { $kingdom }
action-note_pair = і скинути другу карту пари
action-note_capital = захоплення столиці, потім відступ
action-note_last_piece = остання фішка: потім відступ
action-rally = Збір звірів: +1 очко, скинути 1–4 карти й добрати стільки ж
action-retreat = Відступити до кінця епохи
action-retreat_first = Відступити до кінця епохи (перший, хто відступає, бере жетон відступу)
action-discard = Скинути { $card }
action-pair_discard = Скинути { $card } як другу карту пари
action-done = Досить: добрати { $cards }
action-done_none = Нічого не скидати
action-battle = У битву: { $card }
action-boost = Додати «+2» ×{ $n }
action-boost_to = Додати «+2» ×{ $n }: ранг вашої карти стане { $rank }
action-pass = Пас (без «+2»)
action-bid = Таємна ставка: «+2» ×{ $n }
action-bid_none = Таємна ставка: нічого
action-council = Перенести фішку зі столиці царства { $kingdom } до ради
action-return = Повернути фішку зі столиці царства { $kingdom } у запас
action-bonus = Вискочка грає карту бонусу: { $card }
action-first = Першим ходить: { $who }

## event

event-age = Епоха { $age }: першими ходять { $who }
event-claim = { $who } грають під царство { $kingdom }: { $card }, і займають територію
event-claim_capital = { $who } грають під царство { $kingdom }: { $card }, і захоплюють столицю!
event-draw = { $who } добирають: { $cards }
event-draw_open = { $who } добирають: { $cards }
event-upstart-age = Епоха { $age }: першим ходить вискочка
event-upstart-claim = { $who } грає під царство { $kingdom }: { $card }, і займає територію
event-upstart-claim_capital = { $who } грає під царство { $kingdom }: { $card }, і захоплює столицю!
event-upstart-retreat-capital = { $who } захопив столицю й відступає
event-upstart-retreat-pieces = { $who } виставив останню фішку й відступає
event-upstart-retreat-no_cards = { $who } не має карт і відступає
event-upstart-retreat-no_room = { $who } не має куди ставити фішку й відступає
event-upstart-score = { $who } +{ $points } за царство { $kingdom } ({ $place })
event-upstart-council = { $who }: фішка зі столиці царства { $kingdom } переходить до ради
event-drew = Ви добрали: { $cards }
event-reshuffle = Скид перетасовано в нову колоду ({ $cards })
event-retreat-chosen = { $who } відступають до кінця епохи
event-retreat-forced = { $who } не можуть зіграти жодної карти й відступають
event-retreat-capital = { $who } захопили столицю й відступають
event-retreat-pieces = { $who } виставили останню фішку й відступають
event-retreat-no_cards = { $who } не мають карт і відступають
event-retreat-no_room = { $who } не мають куди ставити фішку й відступають
event-retreat_token = { $who } беруть жетон відступу (закритий)
event-retreat_token_value = Ваш жетон відступу: { $value }
event-rally = { $who } оголошують збір звірів: +1 очко
event-rally_discard = { $who } скидають { $card }
event-pair_card = { $who } грають за указом пари під царство { $kingdom }: { $card }
event-pair_discard = { $who } скидають { $card } — другу карту пари
event-age_end = Кінець епохи { $age }: підрахунок очок
event-empty = Царство { $kingdom }: фішок немає, очок ніхто не отримує
event-score = { $who } +{ $points } за царство { $kingdom } ({ $place })
event-battle = Битва за царство { $kingdom } (жетон { $token }): { $sides }
event-battle_card = { $who } вибирають карту для битви (закрито)
event-side_card = { $who } — { $card }
event-battle_reveal = Карти відкрито: { $cards }
event-boost = { $who } додають «+2» ×{ $n }
event-boost_pass = { $who } пасують (без «+2»)
event-bid_made = { $who } роблять таємну ставку «+2»
event-battle_won = Битву за царство { $kingdom } виграють { $who }
event-battle_shared = Битва за царство { $kingdom } у нічию: перше місце ділять { $who }
event-modifier = { $who } отримують жетон «+2»
event-solo_reveal = Ви виставляєте { $card }; вискочка відкриває: { $cards }
event-solo_battle_end-won = Ви виграли битву за царство { $kingdom }
event-solo_battle_end-lost = Вискочка виграв битву за царство { $kingdom }
event-solo_battle_end-shared = Битва за царство { $kingdom } у нічию: перше місце ділите ви й вискочка
event-council = { $who }: фішка зі столиці царства { $kingdom } переходить до ради
event-council_declined = { $who } забирають фішку зі столиці царства { $kingdom } у запас
event-bonus_card = Нова карта бонусу вискочки: { $card }
event-upstart_reveal = Вискочка відкриває { $card_acc }
event-upstart_discard = Вискочка скидає { $card_acc }
event-upstart_bonus = Вискочка грає карту бонусу: { $card }
event-age_ends_now = Вискочка захопив столицю: епоха закінчується негайно
event-final_bonus = { $who }: жетони відступу { $values }, «+2» ×{ $mods } — +{ $total }
event-final_bonus_none = { $who }: ні жетонів відступу, ні «+2»
event-game_end = Гру закінчено

## option_name

option_name-ring_order = Порядок царств на полі
option_name-kingdom_token_values = Жетони царств
option_name-retreat_token_values = Жетони відступу
option_name-first_player = Хто починає першу епоху
option_name-reshuffle_on_any_draw = Скид повертається в колоду при будь-якому доборі
option_name-rally_min_discard = Скид при зборі звірів
option_name-no_play_forces_retreat = Нема ходу — відступ
option_name-retreat_token_causes = Який відступ дає жетон
option_name-remove_unawarded_token = Жетон іде, навіть якщо нікому
option_name-council_move = Фішки зі столиць до ради
option_name-after_shared_first_next_group = Очки після поділеного першого місця
option_name-first_player_tiebreak_fallback = Нічия за право ходити першим
option_name-endgame_tiebreak = Нічия за перемогу
option_name-max_rallies_per_player_per_age = Зборів звірів за епоху
option_name-empty_reference = Указ без карт, на які він посилається
option_name-ascending_strict = Указ «вищий» суворий
option_name-descending_strict = Указ «нижчий» суворий
option_name-pair_edict_draw = Добір після указу пари
option_name-used_modifier_destination = Куди йде використаний «+2»
option_name-modifier_supply = Запас жетонів «+2»
option_name-modifier_protocol = Як додають жетони «+2»
option_name-one_beats_eight_uses = Одиниця б'є вісімку
option_name-cycle_resolution = Три карти б'ють одна одну
option_name-peace_variant = Мирна угода
option_name-solo_difficulty = Рівень вискочки (гра наодинці)
option_name-solo_low_rank_fallback = Слабка карта вискочки на початку епохи
option_name-solo_lead_counts_council = Перевага вискочки з радою
option_name-solo_bonus_routing = Куди йде бонусна карта вискочки
option_name-solo_phase2_capture = Вискочка після вашої столиці: захоплення
option_name-solo_phase2_low = Вискочка після вашої столиці: слабка карта
option_name-solo_phase2_bonus_low = Вискочка після вашої столиці: слабкий бонус
option_name-solo_battle_decrement = Вискочка слабшає після битв
option_name-solo_battle_exhaustion = Карти скінчилися в нічийній битві
option_name-solo_bonus_refresh_each_age = Нові бонусні карти щоепохи
option_name-solo_xhard_choice = Дві бонусні карти на надскладному рівні

## option

option-ring_order = Розміри царств за годинниковою стрілкою, починаючи з царства на 4 території.
option-kingdom_token_values = Значення 15 жетонів, які отримують переможці в царствах.
option-retreat_token_values = Значення 4 жетонів, які дають за відступ.
option-first_player = Хто ходить першим у першій епосі.
option-reshuffle_on_any_draw = Коли колода порожня, будь-який добір перетасовує скид у нову колоду. Якщо вимкнено, так робить лише збір звірів.
option-rally_min_discard = Скільки карт щонайменше треба скинути, щоб зібрати звірів.
option-no_play_forces_retreat = Хто не може зіграти жодної карти, мусить відступити. Якщо вимкнено, він ще може оголосити збір звірів.
option-retreat_token_causes = Який перший відступ в епосі приносить жетон відступу.
option-remove_unawarded_token = Наприкінці кожної епохи крайній лівий жетон царства йде з гри, навіть коли першого місця в ньому ніхто не посів. Якщо вимкнено, він лишається.
option-council_move = Чи переходять фішки зі столиць до ради між епохами.
option-after_shared_first_next_group = Скільки очок отримує наступна група, коли перше місце поділили.
option-first_player_tiebreak_fallback = Кілька гравців поділили останнє місце, і ніхто з них не брав столиці: хто з них починає.
option-endgame_tiebreak = Як розв'язати нічию за перемогу наприкінці гри.
option-max_rallies_per_player_per_age = Скільки разів за епоху гравець може зібрати звірів.
option-empty_reference = Коли указ пропускає будь-яку карту.
option-ascending_strict = Указ «вищий» вимагає саме більшого рангу. Якщо вимкнено, годиться й рівний.
option-descending_strict = Указ «нижчий» вимагає саме меншого рангу. Якщо вимкнено, годиться й рівний.
option-pair_edict_draw = Скільки карт беруть після указу пари.
option-used_modifier_destination = Що стається з жетоном «+2» після бою.
option-modifier_supply = Чи можуть 18 жетонів «+2» скінчитися.
option-modifier_protocol = Як у бою після розкриття карт додають жетони «+2».
option-one_beats_eight_uses = Який ранг важить, коли одиниця б'є карту 8 і вище.
option-cycle_resolution = Що робити, коли три карти в бою б'ють одна одну по колу.
option-peace_variant = Нічию за перше місце вирішує столиця, без битв і без жетонів «+2».
option-solo_difficulty = Наскільки сильний вискочка, з яким грають наодинці.
option-solo_low_rank_fallback = Що стається з картою вискочки рангу 1–3, поки ви цієї епохи ще не ходили.
option-solo_lead_counts_council = Коли рахують перевагу вискочки у 2 фішки, фішки ради теж враховують.
option-solo_bonus_routing = Звідки рушає бонусна карта вискочки.
option-solo_phase2_capture = Які столиці захоплює вискочка, коли ви вже взяли свою.
option-solo_phase2_low = Що робить вискочка з відкритою картою рангу 1–3, коли ви вже взяли столицю.
option-solo_phase2_bonus_low = Що стається з бонусною картою вискочки рангу 1–3, коли ви вже взяли столицю.
option-solo_battle_decrement = Коли вискочка починає відкривати на карту менше.
option-solo_battle_exhaustion = Хто бере перше місце, коли в нічийній битві з вискочкою скінчилися карти.
option-solo_bonus_refresh_each_age = На початку кожної епохи вискочка отримує нові бонусні карти. Якщо вимкнено, старі лишаються.
option-solo_xhard_choice = Яка з двох бонусних карт вискочки грає, коли підходять обидві.

## value

value-ring_order-4--5--6--7--8 = 4 → 5 → 6 → 7 → 8
value-ring_order-4--5--6--8--7 = 4 → 5 → 6 → 8 → 7
value-ring_order-4--5--7--6--8 = 4 → 5 → 7 → 6 → 8
value-ring_order-4--5--7--8--6 = 4 → 5 → 7 → 8 → 6
value-ring_order-4--5--8--6--7 = 4 → 5 → 8 → 6 → 7
value-ring_order-4--5--8--7--6 = 4 → 5 → 8 → 7 → 6
value-ring_order-4--6--5--7--8 = 4 → 6 → 5 → 7 → 8
value-ring_order-4--6--5--8--7 = 4 → 6 → 5 → 8 → 7
value-ring_order-4--6--7--5--8 = 4 → 6 → 7 → 5 → 8
value-ring_order-4--6--7--8--5 = 4 → 6 → 7 → 8 → 5
value-ring_order-4--6--8--5--7 = 4 → 6 → 8 → 5 → 7
value-ring_order-4--6--8--7--5 = 4 → 6 → 8 → 7 → 5
value-ring_order-4--7--5--6--8 = 4 → 7 → 5 → 6 → 8
value-ring_order-4--7--5--8--6 = 4 → 7 → 5 → 8 → 6
value-ring_order-4--7--6--5--8 = 4 → 7 → 6 → 5 → 8
value-ring_order-4--7--6--8--5 = 4 → 7 → 6 → 8 → 5
value-ring_order-4--7--8--5--6 = 4 → 7 → 8 → 5 → 6
value-ring_order-4--7--8--6--5 = 4 → 7 → 8 → 6 → 5
value-ring_order-4--8--5--6--7 = 4 → 8 → 5 → 6 → 7
value-ring_order-4--8--5--7--6 = 4 → 8 → 5 → 7 → 6
value-ring_order-4--8--6--5--7 = 4 → 8 → 6 → 5 → 7
value-ring_order-4--8--6--7--5 = 4 → 8 → 6 → 7 → 5
value-ring_order-4--8--7--5--6 = 4 → 8 → 7 → 5 → 6
value-ring_order-4--8--7--6--5 = 4 → 8 → 7 → 6 → 5
value-kingdom_token_values-5-5-6-6-6-7-7-7-8-8-8-9-9-10-10 = 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10
value-kingdom_token_values-6-6-6-6-7-7-7-7-7-8-8-8-8-9-9 = 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9
value-kingdom_token_values-4-4-5-5-6-6-7-7-8-8-9-9-10-11-12 = 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11, 12
value-retreat_token_values-2-3-4-5 = 2, 3, 4, 5
value-retreat_token_values-1-2-3-4 = 1, 2, 3, 4
value-retreat_token_values-3-4-5-6 = 3, 4, 5, 6
value-retreat_token_values-0-0-0-0 = 0, 0, 0, 0
value-first_player-random = жереб, за номером роздачі
value-first_player-host_choice = його називає гравець на першому місці
value-retreat_token_causes-any = будь-який
value-retreat_token_causes-chosen_or_capital = лише добровільний чи через столицю, не вимушений і не через брак фішок
value-council_move-mandatory = завжди
value-council_move-optional = на вибір власника; відмовлені повертаються в запас
value-first_player_tiebreak_fallback-clockwise_from_previous = перший за годинниковою стрілкою від попереднього першого
value-first_player_tiebreak_fallback-random = жереб
value-endgame_tiebreak-k8_only = перемагає той, хто в третій епосі взяв столицю найбільшого царства; інакше перемогу ділять
value-endgame_tiebreak-largest_captured = вирішує найбільша столиця, яку взяв кожен
value-max_rallies_per_player_per_age-0 = без обмежень
value-empty_reference-set_empty = коли карт, на які він посилається, немає
value-empty_reference-no_satisfying_card = також коли жодна карта не може його виконати
value-pair_edict_draw-refill_to_4 = звичайний добір до 4
value-pair_edict_draw-exactly_2_extra = добір до 4 і ще 2 карти
value-used_modifier_destination-supply = назад у запас
value-used_modifier_destination-removed = з гри
value-modifier_supply-limited = можуть скінчитися
value-modifier_supply-unlimited = не кінчаються ніколи
value-modifier_protocol-alternating = по одному по черзі, доки всі не спасують
value-modifier_protocol-sealed_bid = кожен одним таємним рішенням
value-one_beats_eight_uses-effective_rank = ранг з урахуванням «+2»: посилена одиниця вже не б'є
value-one_beats_eight_uses-printed_rank = надрукований ранг: посилена одиниця зберігає силу
value-cycle_resolution-replay_all = усі розкривають нові карти
value-cycle_resolution-ignore_exception = перемагає найвищий ранг
value-solo_low_rank_fallback-smallest = іде в царство на 4
value-solo_low_rank_fallback-discard = іде в скид
value-solo_bonus_routing-same_kingdom = за картою, з якою вона збіглася
value-solo_bonus_routing-own_rank = від царства свого рангу
value-solo_phase2_capture-on_route = будь-яку, повз яку йде
value-solo_phase2_capture-target_only = лише свого царства
value-solo_phase2_low-discard_turn = скидає її й втрачає хід
value-solo_phase2_low-reveal_again = відкриває ще одну
value-solo_phase2_bonus_low-plays = грає, як будь-яка інша
value-solo_phase2_bonus_low-discarded = іде в скид
value-solo_battle_decrement-cumulative_each = після кожної битви епохи
value-solo_battle_decrement-flat_after_first = лише після першої
value-solo_battle_decrement-only_after_your_win = після кожної вашої перемоги
value-solo_battle_exhaustion-shared = обоє
value-solo_battle_exhaustion-upstart_wins = вискочка
value-solo_xhard_choice-higher_rank = вищого рангу
value-solo_xhard_choice-player_choice = обираєте ви

## source

source-no_play_forces_retreat = «Збір звірів», примітка
source-peace_variant = «Варіант мирної угоди»
source-endgame_tiebreak = «Кінець гри»
source-solo_phase2_bonus_low = соло-гра, «Після захоплення столиці»

## web

web-kingdom = Царство { $n }
web-age = Епоха { $n }
web-edict = Указ
web-tokens = Жетони
web-no_tokens = жетонів немає
web-cards = Карти
web-no_cards = карт немає
web-last_card = остання карта
web-capital = столиця
web-council = рада
web-side = Дім
web-supply = Фігурок у запасі
web-mods = Жетони «+2»
web-retreat = Жетони відступу
web-retreated = відступив
web-hidden_n =
    { $n ->
        [one] { $n } прихований
        [few] { $n } приховані
       *[many] { $n } прихованих
    }
web-mod_supply = «+2» у запасі: { $n }
web-retreat_pool = Жетонів відступу: { $n }
web-battle = Битва за царство { $n }
web-chosen = вибрав карту
web-choosing = обирає
web-out = вибув
web-bonus = Бонусні карти вискочки
web-solo_battles = Битв з вискочкою: { $n }, перемог: { $w }
web-open_hand = Рука (відкрита)
web-first = перший гравець
web-number-rank = ранг
web-this_age = Ця епоха

## lobby

lobby-line = Посилайте звірів у п'ять царств і змагайтеся за їхні жетони три епохи.

## why

why-full = Усі царства заповнені: карту нема куди зіграти
why-edicts = Її не допускає указ жодного царства, де є місце: { $edicts }
why-pair = Указ пари: друга карта має бути того ж звіра або рангу, що й { $card }
