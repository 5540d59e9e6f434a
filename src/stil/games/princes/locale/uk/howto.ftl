# Stil: how to play Князі, for a newcomer, in our own words, in this file's
# language (uk); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Закінчити гру наймогутнішим князем: могутність дають ваші міста разом із будівлями в них.

howto-setup = Кожен отримує 4 карти в руку, решта колоди лежить посередині; хто починає — вирішує жереб.

howto-turn-1 = У свій хід зробіть щось одне: візьміть карту з колоди, зіграйте одну мирну карту або почніть війну.
howto-turn-2 = Мирну карту кладуть на будь-якого князя (і на себе) або на будь-яке місто: місто — перед князем, будівлю чи стіни — до міста.
howto-turn-3 = Війна: назвіть чуже місто й зіграйте військо, доблесть якого більша за стіни міста.
howto-turn-4 = Господар міста може відбити напад військом, не слабшим за нападника (рівне теж тримає оборону), або подією; тоді можна напасти ще раз іншою картою.
howto-turn-5 = Не відбили — місто з усіма будівлями й стінами переходить до вас. Використані війська йдуть у скид.

howto-cards-1-name = Місто
howto-cards-1-text = Кладеться перед князем і дає стільки могутності, скільки на ньому написано.
howto-cards-2-name = Будівлі
howto-cards-2-text = Кладуться на місто: додають могутність (як «+2») або множать її (як «×3»).
howto-cards-3-name = Стіни й Рів
howto-cards-3-text = Захищають місто: нападник мусить мати доблесть, більшу за число стін. Рів підсилює стіни на 1.
howto-cards-4-name = Війська
howto-cards-4-text = Доблесть для нападу й оборони. Ополчення захищає з доблестю, що дорівнює могутності міста, але нападати ним не можна.
howto-cards-5-name = Події
howto-cards-5-text = Разова дія, після якої карта йде в скид; деякі допомагають у війні.
howto-cards-6-name = Літописи
howto-cards-6-text = Лежать перед князем і діють, доки їх не скинуть: дають плюси чи мінуси.

howto-scoring-1 = Могутність міста — число на ньому плюс будівлі на кшталт «+2»; будівля на кшталт «×3» множить суму.
howto-scoring-2 = Літописи додають або віднімають могутність того, перед ким лежать.
howto-scoring-3 = Карти в руці наприкінці нічого не дають.

howto-end = Гра закінчується, коли зіграно Батия або взято останню карту колоди: кожен робить ще по ходу, і останнім ходить той, хто це спричинив. Таємне послання дає всім ще по ходу. Перемагає найбільша могутність.

howto-variant = Звичайна партія на 2–6 князів (за бажанням до 8). Колоду відтворено нами: правила не містять списку карт. Можна грати турнір — скласти могутність кількох партій, доки хтось не набере 100.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Князь, який зараз ходить.
howto-legend-2-symbol = (4)
howto-legend-2-meaning = Доблесть війська або могутність міста.
howto-legend-3-symbol = (+2)
howto-legend-3-meaning = Будівля додає стільки могутності місту.
howto-legend-4-symbol = (×3)
howto-legend-4-meaning = Будівля множить могутність міста.
howto-legend-5-symbol = (>3)
howto-legend-5-meaning = Стіни: напасти можна лише військом із доблестю понад 3.
