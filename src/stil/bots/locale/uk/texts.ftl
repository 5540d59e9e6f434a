# Stil: the bots' teaching texts (hints, reviews), in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## you

you = ви

## whose

whose = { $thing } ({ $whose })

## reason

reason = Найбільше важить: { $thing }. Наступний за силою хід: { $other }.

## thing

thing-scores = очки
thing-score = очки
thing-hand = карти на руці
thing-hand_sizes = скільки в кого карт на руці
thing-deck = колода
thing-discard = скид
thing-castle = замок
thing-row = карти, викладені цього ходу
thing-bust = перебір
thing-blocking = Пси, що блокують
thing-stable = стайня
thing-chronicles = літописи
thing-city = міста
thing-known = відомі карти на руці
thing-war = війна
thing-battle = битва
thing-supply = запас
thing-grid = коробки на столі
thing-turn = хід гри
thing-decision = рішення, яке чекає
thing-k4 = царство 4
thing-k5 = царство 5
thing-k6 = царство 6
thing-k7 = царство 7
thing-k8 = царство 8
thing-nursery = розплідник
thing-penalties = штрафи
thing-cabbage-top = верхня карта колоди
thing-cabbage-knows_top = хто знає верхню карту
thing-cabbage-dog_saves_left = що ще може врятувати Пес
thing-cabbage-looked = карти, які дивиться Курка
thing-cabbage-looked_count = карти, які дивиться Курка
thing-cabbage-looked_hidden = карти, які дивиться Курка
thing-catboxes-beyond = місця за краєм столу
thing-catboxes-cats_this_turn = коти цього ходу
thing-catboxes-extra_used = додатковий хід
thing-catboxes-piles = стоси карт
thing-catboxes-placed = викладені карти
thing-catboxes-starts = стартові карти
thing-kingdoms-bonus = бонус
thing-kingdoms-bonus_choice = бонус
thing-kingdoms-edict_deck = укази
thing-kingdoms-edicts_past = укази
thing-kingdoms-last_played = остання зіграна карта
thing-kingdoms-mod_supply = жетони «+2»
thing-kingdoms-mods = жетони «+2»
thing-kingdoms-pair = пара карт
thing-kingdoms-rallies = збори звірів
thing-kingdoms-rally = збір звірів
thing-kingdoms-retreat_pool = жетони відступу
thing-kingdoms-retreat_tokens = жетони відступу
thing-kingdoms-retreat_values = жетони відступу
thing-kingdoms-retreated = хто відступив
thing-princes-table = Батий і Таємне послання
thing-unicorns-chain = ланцюжок карт, що діють
thing-unicorns-limbo = карта, що діє
thing-unicorns-open_hand = відкрита рука
thing-unicorns-peek_deck = підглянуті карти
thing-unicorns-peek_hand = підглянуті карти
thing-unicorns-peek_top = підглянуті карти

## label

label-hint = Підказка
label-hint_title = Що зіграв би бот-експерт?
label-hint_says = Експерт зіграв би: { $action }
label-review = Огляд партії
label-chance = Шанс на перемогу
label-move = Хід
label-played = Зіграно
label-better = Експерт
label-kept = зберегло б { $points } п. шансу
label-same = експерт зіграв би так само: тут просто не пощастило
label-fell = Хід { $step }: шанс { $before } → { $after }
label-moments = Ходи, де шанс упав найбільше
label-computing = Огляд рахується…
label-no_model = Для цієї гри за такої кількості гравців оцінки шансів ще немає.
label-seen_by = Кожна лінія — шанс гравця, як його видно з його власних карт.
