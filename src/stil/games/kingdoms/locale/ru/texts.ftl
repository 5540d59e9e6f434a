# Stil: the game kingdoms's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Игрок { $n }

## upstart

upstart = Выскочка

## side_label

side_label = { $who } ({ $colour })

## colour

colour-0 = Жёлтые
colour-1 = Красные
colour-2 = Синие
colour-3 = Зелёные
colour-4 = Фиолетовые

## colour_lc

colour_lc-0 = жёлтые
colour_lc-1 = красные
colour_lc-2 = синие
colour_lc-3 = зелёные
colour_lc-4 = фиолетовые

## plural

plural-cards =
    { $n ->
        [one] { $n } карта
        [few] { $n } карты
       *[many] { $n } карт
    }
plural-cards_acc =
    { $n ->
        [one] { $n } карту
        [few] { $n } карты
       *[many] { $n } карт
    }

## animal_acc

animal_acc-red_panda = красную панду
animal_acc-tiger = тигра
animal_acc-bee = пчелу
animal_acc-lizard = ящерицу
animal_acc-frog = лягушку
animal_acc-owl = сову
animal_acc-okapi = окапи
animal_acc-wolf = волка

## place

place-1 = 1-е место
place-2 = 2-е место
place-3 = 3-е место

## ui

ui-none = нет
ui-side = Дом
ui-score = Очки
ui-supply = Фишки в запасе
ui-cards = Карты
ui-mods = «+2»
ui-retreat_tokens = Жетоны отступления
ui-state = Состояние
ui-bonus = бонус: { $cards }
ui-retreated = отступили
ui-playing = в игре
ui-hidden_tokens = { $n } (закрыт)
ui-age = Эпоха { $age } из 3
ui-first_player = первым ходит: { $who }
ui-deck = колода: { $n }
ui-discard = сброс: { $n }
ui-discard_top = сброс: { $n } (сверху { $card })
ui-mod_supply = «+2» в запасе: { $n }
ui-retreat_pool = жетонов отступления осталось: { $n }
ui-scoring = подсчёт очков
ui-level = уровень выскочки: { $level }
ui-phase2 = вы захватили столицу: теперь и выскочка может
ui-kingdom = Царство
ui-kingdom_n = Царство { $n }
ui-edict = Указ
ui-territories = Территории │ совет
ui-played = Карты под царством
ui-tokens = жетоны:
ui-no_tokens = жетонов нет
ui-free = свободно: { $n }
ui-no_cards = пока ничего
ui-legend = ● территория  ♛ столица  ◆ совет  ○ ♔ ◇ свободны  ↓ ↔ ⇔ указ смотрит на это царство, соседей, все другие
ui-rally = Сбор зверей: сброшено { $cards }
ui-pair = Указ пары: { $card } ложится под царство { $kingdom }, вторая карта уходит в сброс
ui-council_item = { $who } в царстве { $kingdom }
ui-council = Фишки в столицах переходят в совет: { $items }
ui-bonus_choice = Выскочка сыграл { $card }; подходят карты бонуса: { $cards }
ui-battle_title = Битва за царство { $kingdom } · жетон { $token } · раунд { $round }
ui-battle_earlier = раньше: { $cards }
ui-battle_out = выбыли
ui-battle_card = открыта { $card }
ui-battle_boosted = открыта { $card } + «+2» ×{ $n } = { $rank }
ui-own_bid = ваша ставка: «+2» ×{ $n }
ui-bid_made = ставка сделана
ui-own_choice = ваша карта (закрыта): { $card }
ui-chosen = карта выбрана (закрыта)
ui-choosing = выбирают карту
ui-boost_hint = Жетон «+2» добавляет 2 к рангу своей карты; 1 бьёт 8 и больше.
ui-solo_battle_title = Битва с выскочкой за царство { $kingdom } · жетон { $token }
ui-solo_reveals = Выскочка открывает из колоды: { $n }
ui-solo_used = Ваши карты в битве: { $cards }
ui-solo_shown = Карты выскочки: { $cards }
ui-solo_ties = Ничьих: { $n }
ui-goes_to = в царство { $kingdoms }
ui-hand_empty = пусто
ui-your_hand = Ваша рука ({ $who })
ui-open_hand = Рука (открыта): { $who }
ui-final_title = Итог партии: очки домов
ui-track = На треке
ui-total = Итого
ui-solo_won = Вы победили выскочку: { $you } против { $upstart }!
ui-solo_lost = Победа выскочки: { $upstart } против ваших { $you } (при ничьей побеждает выскочка)
ui-tie_capitals = Ничью по очкам решают столицы, захваченные в третьей эпохе.
ui-winner = Победитель: { $players }
ui-winners = Общая победа: { $players }

## level

level-easy = лёгкий
level-medium = средний
level-normal = обычный
level-hard = сложный
level-extra_hard = экстрасложный

## decision

decision-turn = Эпоха { $age }, ваш ход: что делаете?
decision-rally = Сбор зверей (сброшено: { $n }): какую карту сбросить?
decision-pair = Указ пары: { $card } ложится под царство { $kingdom }. Какую вторую карту пары сбросить?
decision-battle = Битва за царство { $kingdom } (жетон { $token }): какую карту выставить?
decision-boost = Битва за царство { $kingdom } (жетон { $token }): карты открыты. Добавить жетоны «+2»?
decision-council = Ваша фишка в столице царства { $kingdom }: перенести её в совет?
decision-bonus = Выскочка сыграл { $card }, и подходят обе карты бонуса. Какую он сыграет?
decision-first = Кто ходит первым в первой эпохе?

## decision_more

decision_more-solo_battle = Выскочка откроет из колоды: { $n }.
decision_more-sealed = (Тайная ставка: все открываются разом.)
decision_more-round = Раунд { $round }.

## action

action-claim = Сыграть { $card } под царство { $kingdom }
action-note_pair = и сбросить вторую карту пары
action-note_capital = захват столицы, затем отступление
action-note_last_piece = последняя фишка: затем отступление
action-rally = Сбор зверей: +1 очко, сбросить 1–4 карты и добрать столько же
action-retreat = Отступить до конца эпохи
action-retreat_first = Отступить до конца эпохи (первый отступивший берёт жетон отступления)
action-discard = Сбросить { $card }
action-pair_discard = Сбросить { $card } как вторую карту пары
action-done = Хватит: добрать { $cards }
action-done_none = Ничего не сбрасывать
action-battle = В битву: { $card }
action-boost = Добавить «+2» ×{ $n }
action-boost_to = Добавить «+2» ×{ $n }: ранг вашей карты станет { $rank }
action-pass = Пас (без «+2»)
action-bid = Тайная ставка: «+2» ×{ $n }
action-bid_none = Тайная ставка: ничего
action-council = Перенести фишку из столицы царства { $kingdom } в совет
action-return = Вернуть фишку из столицы царства { $kingdom } в запас
action-bonus = Выскочка играет карту бонуса: { $card }
action-first = Первым ходит: { $who }

## event

event-age = Эпоха { $age }: первыми ходят { $who }
event-claim = { $who } играют под царство { $kingdom }: { $card }, и занимают территорию
event-claim_capital = { $who } играют под царство { $kingdom }: { $card }, и захватывают столицу!
event-draw = { $who } добирают: { $cards }
event-draw_open = { $who } добирают: { $cards }
event-upstart-age = Эпоха { $age }: первым ходит выскочка
event-upstart-claim = { $who } играет под царство { $kingdom }: { $card }, и занимает территорию
event-upstart-claim_capital = { $who } играет под царство { $kingdom }: { $card }, и захватывает столицу!
event-upstart-retreat-capital = { $who } захватил столицу и отступает
event-upstart-retreat-pieces = { $who } выставил последнюю фишку и отступает
event-upstart-retreat-no_cards = { $who } остался без карт и отступает
event-upstart-retreat-no_room = { $who } не находит места для фишки и отступает
event-upstart-score = { $who } +{ $points } за царство { $kingdom } ({ $place })
event-upstart-council = { $who }: фишка из столицы царства { $kingdom } переходит в совет
event-drew = Вы добрали: { $cards }
event-reshuffle = Сброс перемешан в новую колоду ({ $cards })
event-retreat-chosen = { $who } отступают до конца эпохи
event-retreat-forced = { $who } не могут сыграть ни одной карты и отступают
event-retreat-capital = { $who } захватили столицу и отступают
event-retreat-pieces = { $who } выставили последнюю фишку и отступают
event-retreat-no_cards = { $who } остались без карт и отступают
event-retreat-no_room = { $who } не находят места для фишки и отступают
event-retreat_token = { $who } берут жетон отступления (взакрытую)
event-retreat_token_value = Ваш жетон отступления: { $value }
event-rally = { $who } объявляют сбор зверей: +1 очко
event-rally_discard = { $who } сбрасывают { $card }
event-pair_card = { $who } играют по указу пары под царство { $kingdom }: { $card }
event-pair_discard = { $who } сбрасывают { $card } — вторую карту пары
event-age_end = Конец эпохи { $age }: подсчёт очков
event-empty = Царство { $kingdom }: фишек нет, очков никто не получает
event-score = { $who } +{ $points } за царство { $kingdom } ({ $place })
event-battle = Битва за царство { $kingdom } (жетон { $token }): { $sides }
event-battle_card = { $who } выбирают карту для битвы (взакрытую)
event-side_card = { $who } — { $card }
event-battle_reveal = Карты раскрыты: { $cards }
event-boost = { $who } добавляют «+2» ×{ $n }
event-boost_pass = { $who } пасуют (без «+2»)
event-bid_made = { $who } делают тайную ставку «+2»
event-battle_won = Битву за царство { $kingdom } выигрывают { $who }
event-battle_shared = Битва за царство { $kingdom } вничью: первое место делят { $who }
event-modifier = { $who } получают жетон «+2»
event-solo_reveal = Вы выставляете { $card }; выскочка открывает: { $cards }
event-solo_battle_end-won = Вы выиграли битву за царство { $kingdom }
event-solo_battle_end-lost = Выскочка выиграл битву за царство { $kingdom }
event-solo_battle_end-shared = Битва за царство { $kingdom } вничью: первое место делите вы и выскочка
event-council = { $who }: фишка из столицы царства { $kingdom } переходит в совет
event-council_declined = { $who } забирают фишку из столицы царства { $kingdom } в запас
event-bonus_card = Новая карта бонуса выскочки: { $card }
event-upstart_reveal = Выскочка открывает { $card_acc }
event-upstart_discard = Выскочка сбрасывает { $card_acc }
event-upstart_bonus = Выскочка играет карту бонуса: { $card }
event-age_ends_now = Выскочка захватил столицу: эпоха заканчивается немедленно
event-final_bonus = { $who }: жетоны отступления { $values }, «+2» ×{ $mods } — +{ $total }
event-final_bonus_none = { $who }: ни жетонов отступления, ни «+2»
event-game_end = Игра окончена

## option_name

option_name-ring_order = Порядок царств на поле
option_name-kingdom_token_values = Жетоны царств
option_name-retreat_token_values = Жетоны отступления
option_name-first_player = Кто начинает первую эпоху
option_name-reshuffle_on_any_draw = Сброс возвращается в колоду при любом доборе
option_name-rally_min_discard = Сброс при сборе зверей
option_name-no_play_forces_retreat = Нет хода — отступление
option_name-retreat_token_causes = Какое отступление даёт жетон
option_name-remove_unawarded_token = Жетон уходит, даже если никому
option_name-council_move = Фишки из столиц в совет
option_name-after_shared_first_next_group = Очки после разделённого первого места
option_name-first_player_tiebreak_fallback = Ничья за право ходить первым
option_name-endgame_tiebreak = Ничья за победу
option_name-max_rallies_per_player_per_age = Сборов зверей за эпоху
option_name-empty_reference = Указ без карт, на которые он ссылается
option_name-ascending_strict = Указ «выше» строгий
option_name-descending_strict = Указ «ниже» строгий
option_name-pair_edict_draw = Добор после указа пары
option_name-used_modifier_destination = Куда уходит использованный «+2»
option_name-modifier_supply = Запас жетонов «+2»
option_name-modifier_protocol = Как добавляют жетоны «+2»
option_name-one_beats_eight_uses = Единица бьёт восьмёрку
option_name-cycle_resolution = Три карты бьют друг друга
option_name-peace_variant = Мирное соглашение
option_name-solo_difficulty = Уровень выскочки (одиночная игра)
option_name-solo_low_rank_fallback = Слабая карта выскочки в начале эпохи
option_name-solo_lead_counts_council = Перевес выскочки с советом
option_name-solo_bonus_routing = Куда идёт бонусная карта выскочки
option_name-solo_phase2_capture = Выскочка после вашей столицы: захват
option_name-solo_phase2_low = Выскочка после вашей столицы: слабая карта
option_name-solo_phase2_bonus_low = Выскочка после вашей столицы: слабый бонус
option_name-solo_battle_decrement = Выскочка слабеет после битв
option_name-solo_battle_exhaustion = Карты кончились в ничейной битве
option_name-solo_bonus_refresh_each_age = Новые бонусные карты каждую эпоху
option_name-solo_xhard_choice = Две бонусные карты на экстрасложном уровне

## option

option-ring_order = Размеры царств по часовой стрелке, начиная с царства на 4 территории.
option-kingdom_token_values = Значения 15 жетонов, которые получают победители в царствах.
option-retreat_token_values = Значения 4 жетонов, которые дают за отступление.
option-first_player = Кто ходит первым в первой эпохе.
option-reshuffle_on_any_draw = Когда колода пуста, любой добор замешивает сброс в новую колоду. Если выключено, так делает только сбор зверей.
option-rally_min_discard = Сколько карт минимум нужно сбросить, чтобы собрать зверей.
option-no_play_forces_retreat = Кто не может сыграть ни одной карты, обязан отступить. Если выключено, он ещё может объявить сбор зверей.
option-retreat_token_causes = Какое первое отступление в эпохе приносит жетон отступления.
option-remove_unawarded_token = В конце каждой эпохи крайний левый жетон царства уходит из игры, даже если первое место в нём никто не занял. Если выключено, он остаётся.
option-council_move = Переходят ли фишки из столиц в совет между эпохами.
option-after_shared_first_next_group = Сколько очков получает следующая группа, когда первое место разделили.
option-first_player_tiebreak_fallback = Несколько игроков разделили последнее место, и никто из них не брал столиц: кто из них начинает.
option-endgame_tiebreak = Как разрешить ничью за победу в конце игры.
option-max_rallies_per_player_per_age = Сколько раз за эпоху игрок может собрать зверей.
option-empty_reference = Когда указ пропускает любую карту.
option-ascending_strict = Указ «выше» требует именно большего ранга. Если выключено, годится и равный.
option-descending_strict = Указ «ниже» требует именно меньшего ранга. Если выключено, годится и равный.
option-pair_edict_draw = Сколько карт берут после указа пары.
option-used_modifier_destination = Что происходит с жетоном «+2» после боя.
option-modifier_supply = Могут ли 18 жетонов «+2» закончиться.
option-modifier_protocol = Как в бою после раскрытия карт добавляют жетоны «+2».
option-one_beats_eight_uses = Какой ранг важен, когда единица бьёт карту 8 и выше.
option-cycle_resolution = Что делать, когда три карты в бою бьют друг друга по кругу.
option-peace_variant = Ничью за первое место решает столица, без битв и без жетонов «+2».
option-solo_difficulty = Насколько силён выскочка, с которым играют в одиночку.
option-solo_low_rank_fallback = Что происходит с картой выскочки ранга 1–3, пока вы в этой эпохе ещё не ходили.
option-solo_lead_counts_council = Когда считают перевес выскочки в 2 фишки, фишки совета тоже учитываются.
option-solo_bonus_routing = Откуда отправляется бонусная карта выскочки.
option-solo_phase2_capture = Какие столицы захватывает выскочка, когда вы уже взяли свою.
option-solo_phase2_low = Что делает выскочка с раскрытой картой ранга 1–3, когда вы уже взяли столицу.
option-solo_phase2_bonus_low = Что происходит с бонусной картой выскочки ранга 1–3, когда вы уже взяли столицу.
option-solo_battle_decrement = Когда выскочка начинает раскрывать на карту меньше.
option-solo_battle_exhaustion = Кто берёт первое место, когда в ничейной битве с выскочкой кончились карты.
option-solo_bonus_refresh_each_age = В начале каждой эпохи выскочка получает новые бонусные карты. Если выключено, старые остаются.
option-solo_xhard_choice = Какая из двух бонусных карт выскочки играет, когда подходят обе.

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
value-first_player-random = жребий, по номеру раздачи
value-first_player-host_choice = его называет игрок на первом месте
value-retreat_token_causes-any = любое
value-retreat_token_causes-chosen_or_capital = только добровольное или из-за столицы, не вынужденное и не из-за нехватки фишек
value-council_move-mandatory = всегда
value-council_move-optional = по выбору владельца; отказанные возвращаются в запас
value-first_player_tiebreak_fallback-clockwise_from_previous = первый по часовой стрелке от прежнего первого
value-first_player_tiebreak_fallback-random = жребий
value-endgame_tiebreak-k8_only = побеждает тот, кто в третьей эпохе взял столицу самого крупного царства; иначе победу делят
value-endgame_tiebreak-largest_captured = решает самая крупная столица, взятая каждым
value-max_rallies_per_player_per_age-0 = без ограничений
value-empty_reference-set_empty = когда карт, на которые он ссылается, нет
value-empty_reference-no_satisfying_card = также когда ни одна карта не может его выполнить
value-pair_edict_draw-refill_to_4 = обычный добор до 4
value-pair_edict_draw-exactly_2_extra = добор до 4 и ещё 2 карты
value-used_modifier_destination-supply = обратно в запас
value-used_modifier_destination-removed = из игры
value-modifier_supply-limited = могут закончиться
value-modifier_supply-unlimited = не кончаются никогда
value-modifier_protocol-alternating = по одному по очереди, пока все не спасуют
value-modifier_protocol-sealed_bid = каждый одним тайным решением
value-one_beats_eight_uses-effective_rank = ранг с учётом «+2»: усиленная единица уже не бьёт
value-one_beats_eight_uses-printed_rank = напечатанный ранг: усиленная единица сохраняет силу
value-cycle_resolution-replay_all = все раскрывают новые карты
value-cycle_resolution-ignore_exception = побеждает высший ранг
value-solo_low_rank_fallback-smallest = идёт в царство на 4
value-solo_low_rank_fallback-discard = уходит в сброс
value-solo_bonus_routing-same_kingdom = за картой, с которой она совпала
value-solo_bonus_routing-own_rank = от царства своего ранга
value-solo_phase2_capture-on_route = любую на своём пути
value-solo_phase2_capture-target_only = только своего царства
value-solo_phase2_low-discard_turn = сбрасывает её и теряет ход
value-solo_phase2_low-reveal_again = раскрывает ещё одну
value-solo_phase2_bonus_low-plays = играет, как любая другая
value-solo_phase2_bonus_low-discarded = уходит в сброс
value-solo_battle_decrement-cumulative_each = после каждой битвы эпохи
value-solo_battle_decrement-flat_after_first = только после первой
value-solo_battle_decrement-only_after_your_win = после каждой вашей победы
value-solo_battle_exhaustion-shared = оба
value-solo_battle_exhaustion-upstart_wins = выскочка
value-solo_xhard_choice-higher_rank = высшего ранга
value-solo_xhard_choice-player_choice = выбираете вы

## source

source-no_play_forces_retreat = «Сбор зверей», примечание
source-peace_variant = «Вариант мирного соглашения»
source-endgame_tiebreak = «Конец игры»
source-solo_phase2_bonus_low = одиночная игра, «После захвата столицы»

## web

web-kingdom = Царство { $n }
web-age = Эпоха { $n }
web-edict = Указ
web-tokens = Жетоны
web-no_tokens = жетонов нет
web-cards = Карты
web-no_cards = карт нет
web-last_card = последняя карта
web-capital = столица
web-council = совет
web-side = Дом
web-supply = Фишек в запасе
web-mods = Жетоны «+2»
web-retreat = Жетоны отступления
web-retreated = отступил
web-hidden_n =
    { $n ->
        [one] { $n } скрытый
       *[other] { $n } скрытых
    }
web-mod_supply = «+2» в запасе: { $n }
web-retreat_pool = Жетонов отступления: { $n }
web-battle = Битва за царство { $n }
web-chosen = выбрал карту
web-choosing = выбирает
web-out = выбыл
web-bonus = Бонусные карты выскочки
web-solo_battles = Битв с выскочкой: { $n }, побед: { $w }
web-open_hand = Рука (открытая)
web-first = первый игрок
web-number-rank = ранг
web-this_age = Эта эпоха

## lobby

lobby-line = Посылайте зверей в пять царств и соревнуйтесь за их жетоны три эпохи.

## why

why-full = Все царства заполнены: карту некуда сыграть
why-edicts = Её не допускает указ ни одного царства, где есть место: { $edicts }
why-pair = Указ пары: вторая карта должна быть того же зверя или ранга, что и { $card }
