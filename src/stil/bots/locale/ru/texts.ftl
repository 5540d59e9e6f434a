# Stil: the bots' teaching texts (hints, reviews), in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## you

you = вы

## whose

whose = { $thing } ({ $whose })

## reason

reason = Больше всего весит: { $thing }. Следующий по силе ход: { $other }.

## thing

thing-scores = очки
thing-score = очки
thing-hand = карты в руке
thing-hand_sizes = сколько у кого карт в руке
thing-deck = колода
thing-discard = сброс
thing-castle = замок
thing-row = карты, выложенные в этот ход
thing-bust = перебор
thing-blocking = блокирующие Псы
thing-stable = конюшня
thing-chronicles = летописи
thing-city = города
thing-known = известные карты в руке
thing-war = война
thing-battle = битва
thing-supply = запас
thing-grid = коробки на столе
thing-turn = ход игры
thing-decision = ожидающее решение
thing-k4 = царство 4
thing-k5 = царство 5
thing-k6 = царство 6
thing-k7 = царство 7
thing-k8 = царство 8
thing-nursery = ясли
thing-penalties = штрафы
thing-cabbage-top = верхняя карта колоды
thing-cabbage-knows_top = кто знает верхнюю карту
thing-cabbage-dog_saves_left = что ещё может спасти Пёс
thing-cabbage-looked = карты, которые смотрит Курица
thing-cabbage-looked_count = карты, которые смотрит Курица
thing-cabbage-looked_hidden = карты, которые смотрит Курица
thing-catboxes-beyond = места за краем стола
thing-catboxes-cats_this_turn = коты этого хода
thing-catboxes-extra_used = дополнительный ход
thing-catboxes-piles = стопки карт
thing-catboxes-placed = выложенные карты
thing-catboxes-starts = стартовые карты
thing-kingdoms-bonus = бонус
thing-kingdoms-bonus_choice = бонус
thing-kingdoms-edict_deck = указы
thing-kingdoms-edicts_past = указы
thing-kingdoms-last_played = последняя сыгранная карта
thing-kingdoms-mod_supply = жетоны «+2»
thing-kingdoms-mods = жетоны «+2»
thing-kingdoms-pair = пара карт
thing-kingdoms-rallies = сборы зверей
thing-kingdoms-rally = сбор зверей
thing-kingdoms-retreat_pool = жетоны отступления
thing-kingdoms-retreat_tokens = жетоны отступления
thing-kingdoms-retreat_values = жетоны отступления
thing-kingdoms-retreated = кто отступил
thing-princes-table = Батый и Тайное послание
thing-unicorns-chain = цепочка действующих карт
thing-unicorns-limbo = действующая карта
thing-unicorns-open_hand = открытая рука
thing-unicorns-peek_deck = подсмотренные карты
thing-unicorns-peek_hand = подсмотренные карты
thing-unicorns-peek_top = подсмотренные карты

## label

label-hint = Подсказка
label-hint_title = Что сыграл бы бот-эксперт?
label-hint_says = Эксперт сыграл бы: { $action }
label-review = Разбор партии
label-chance = Шанс на победу
label-move = Ход
label-played = Сыграно
label-better = Эксперт
label-kept = сохранило бы { $points } п. шанса
label-same = эксперт сыграл бы так же: здесь просто не повезло
label-fell = Ход { $step }: шанс { $before } → { $after }
label-moments = Ходы, где шанс упал сильнее всего
label-computing = Разбор считается…
label-no_model = Для этой игры при таком числе игроков оценки шансов пока нет.
label-seen_by = Каждая линия — шанс игрока, как он виден из его собственных карт.
