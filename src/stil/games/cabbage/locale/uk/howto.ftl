# Stil: how to play Інтриги та Капуста, for a newcomer, in our own words, in this file's
# language (uk); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Зберіть у своєму замку найвигіднішу компанію тварин і їжі та наберіть найбільше переможних очок (ПО).

howto-setup = Колоду тасують і кладуть посередині; у гравців порожні замки, першим ходить перший гравець, далі — по колу.

howto-turn-1 = Відкрийте верхню карту колоди й покладіть її в центр стола, у ряд цього ходу: її дія спрацьовує одразу.
howto-turn-2 = Вирішіть: тягнути ще одну карту чи зупинитися.
howto-turn-3 = Зупинилися — усі карти вашого ряду йдуть у ваш замок.
howto-turn-4 = Відкрили карту, яка вже є у вашому ряду, — хід провалено: ряд іде в скид (друга Пшениця не провалює хід, а лягає на першу).
howto-turn-5 = Якщо в проваленому ряду є Пес, ви рятуєте дві будь-які карти в свій замок (стос Пшениці рахується як одна).

howto-cards-1-name = Кіт
howto-cards-1-text = Гляньте до 5 випадкових карт зі скиду й заберіть у замок усі, яких у вас ще немає. Наприкінці: 7 ПО тому, в кого найбільше Котів.
howto-cards-2-name = Свинка
howto-cards-2-text = Скиньте одну карту з чужого замку. Найцінніша, коли вона у вас одна.
howto-cards-3-name = Курка
howto-cards-3-text = Подивіться 4 випадкові карти скиду й зіграйте одну з них у свій ряд.
howto-cards-4-name = Корівка
howto-cards-4-text = Потай подивіться верхню карту колоди й тоді вирішіть, тягнути її чи зупинитися.
howto-cards-5-name = Лис
howto-cards-5-text = Візьміть будь-яку карту з чужого замку й зіграйте її у свій ряд.
howto-cards-6-name = Вовк
howto-cards-6-text = Віддайте карту зі свого замку в чужий.
howto-cards-7-name = Пес
howto-cards-7-text = Рятує дві карти, якщо хід провалено; наприкінці блокує всіх Лисів або одного Вовка.
howto-cards-8-name = Кролик
howto-cards-8-text = Зіграйте карту зі свого замку у свій ряд.
howto-cards-9-name = Пшениця
howto-cards-9-text = Повторна Пшениця не провалює хід; годує Корівку.
howto-cards-10-name = Капуста
howto-cards-10-text = Без дії, але дає 2 ПО.

howto-scoring-1 = Пес і Лис — по 1 ПО, Вовк — 3 ПО, Пшениця — по 1 ПО, Капуста — по 2 ПО.
howto-scoring-2 = Кролики і окремо Курки: 1–2 штуки — 1 ПО, 3 — 4 ПО, 4 і більше — 8 ПО.
howto-scoring-3 = Свинки: одна — 9 ПО, дві — 5 ПО, три й більше — 3 ПО.
howto-scoring-4 = Корівка з двома Пшеницями — 6 ПО, інша Корівка — 1 ПО.
howto-scoring-5 = Коти: 7 ПО отримує лише той, у кого їх найбільше; за нічиєї ніхто.
howto-scoring-6 = Перед підрахунком — фаза інтриг: не заблоковані Псом Лиси скидають ваших Курок, кожен Вовк — Корівок і Свинок; 5 Кроликів скидають Капусту, 5 Курок — Пшеницю.

howto-end = Гра закінчується, коли колода скінчилася: тоді фаза інтриг і підрахунок. Перемагає найбільша сума ПО; за нічиєї — той, у кого більше Пшениці.

howto-variant = Звичайна гра на 2–5 гравців за книгою правил. Господар столу може змінити кілька спірних місць правил (наприклад, чи дає очки Пес, що блокує).

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Гравець, який зараз ходить.
howto-legend-2-symbol = ✗
howto-legend-2-meaning = Карта, що провалила хід.
howto-legend-3-symbol = ×2
howto-legend-3-meaning = Скільки однакових карт лежить у замку.
howto-legend-4-symbol = →
howto-legend-4-meaning = У підсумковій таблиці: скільки карт → скільки очок вони дали.
