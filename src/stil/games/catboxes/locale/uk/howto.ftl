# Stil: how to play Якщо влізе, for a newcomer, in our own words, in this file's
# language (uk); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Складати з карток картонні коробки з котячими іграшками й займати їх своїми котами, щоб наприкінці набрати найбільше очок.

howto-setup = Кожен бере 5 карток свого кота й 2 картки коробок у руку; у колоді на кожного гравця по Принцесі; по черзі всі кладуть на стіл стартову коробку.

howto-turn-1 = Виберіть: візьміть картку з колоди й зіграйте одну картку коробки з руки — або замість цього зіграйте сплячого кота (тоді нову картку не берете).
howto-turn-2 = Картку прикладають довгим боком до довгого або коротким до короткого, без накладання; вона має повністю лежати на столі, і покладене вже не рухають.
howto-turn-3 = Відкриті боки, що зійшлися, роблять з кількох карток одну коробку; стінки її замикають.
howto-turn-4 = Після цього можна покласти кота: поперек двох карток, з'єднаних довгими боками, не через стінку, і одна з них — щойно зіграна. У коробку з чужим котом класти не можна, хіба там уже є ваш.
howto-turn-5 = Спеціальну картку іграшок, щойно її взяли, одразу кладуть поперек двох коробок.

howto-cards-1-name = Картка коробки
howto-cards-1-text = Частина коробки зі стінками, відкритими боками й значками іграшок або пляшок з розпилювачем.
howto-cards-2-name = Кіт
howto-cards-2-text = Лягає поперек двох карток і займає коробку.
howto-cards-3-name = Сплячий кіт
howto-cards-3-text = Зворотний бік картки кота: грається як коробка й займає її, але очок не дає, доки до нього не ляже звичайний кіт.
howto-cards-4-name = Принцеса
howto-cards-4-text = Заміняє будь-якого кота в коробці (кіт повертається власникові); сама коробку не займає.
howto-cards-5-name = Спеціальна картка іграшок
howto-cards-5-text = Додає іграшки; її одразу кладуть поперек двох коробок — інколи й у чужу.

howto-scoring-1 = Коробку займає той, у кого в ній найбільше котів; за нічиєї очки отримують усі претенденти.
howto-scoring-2 = Рахують лише іграшки того виду, якого в коробці найбільше: по 1 очку за значок. Кожна пляшка з розпилювачем — мінус 1.
howto-scoring-3 = Закрита коробка (без відкритих боків) подвоює і плюси, і мінуси.
howto-scoring-4 = Кожен додатковий ваш кіт у коробці — ще 1 очко.

howto-end = Коли колода скінчилася або хтось поклав п'ятого кота, карток більше не беруть і сплячих котів не грають; граємо, доки в усіх не спорожніють руки. Перемагає найбільше очок; за нічиєї — менше штрафних.

howto-variant = Звичайні правила: подвійні стінки дозволено, додаткові коти дають очки. У розширених правилах усі Принцеси в колоді, подвійні стінки заборонено, зайві коти очок не дають, а сплячий кіт важить пів кота.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Гравець, який зараз ходить.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = Принцеса.
howto-legend-3-symbol = К
howto-legend-3-meaning = Клубок.
howto-legend-4-symbol = М
howto-legend-4-meaning = Мишка.
howto-legend-5-symbol = П
howto-legend-5-meaning = Пір'їнка.
howto-legend-6-symbol = Р
howto-legend-6-meaning = Рибка.
howto-legend-7-symbol = !
howto-legend-7-meaning = Пляшка з розпилювачем (мінус очко).
howto-legend-8-symbol = ↻
howto-legend-8-meaning = Картку покладено оберненою на 180°.
howto-legend-9-symbol = ━ ┃
howto-legend-9-meaning = Стінка (у терміналі; у браузері — товста лінія). Тонкий пунктир — відкритий бік.
howto-legend-10-symbol = ┆
howto-legend-10-meaning = У терміналі розділяє картку як є й ту саму картку, обернену на 180°.
howto-legend-11-symbol = + −
howto-legend-11-meaning = У браузері: наблизити чи віддалити малюнок столу (також клавіші + − і щипок).
howto-legend-12-symbol = ⤢
howto-legend-12-meaning = У браузері: показати весь стіл.
