# Stil: how to play Царства звірів, for a newcomer, in our own words, in this file's
# language (uk); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = За три епохи поширити вплив свого дому на п'ять царств і набрати найбільше переможних очок.

howto-setup = Кожен бере фішки свого кольору й 4 карти звірів; у кожному царстві лежить відкритий указ і три жетони з очками, від меншого до більшого.

howto-turn-1 = У свій хід виберіть одне з трьох.
howto-turn-2 = Захопити територію: зіграйте під царство карту, яку дозволяє його указ, поставте фішку на вільну територію й доберіть карти до 4.
howto-turn-3 = Столицю можна зайняти, лише коли інші території царства зайняті; після цього ви одразу відступаєте до кінця епохи.
howto-turn-4 = Збір звірів: отримайте 1 очко, скиньте 1–4 карти й візьміть стільки ж нових (не можна, якщо хтось уже відступив у цій епосі).
howto-turn-5 = Відступити: до кінця епохи ви більше не ходите. Хто відступає першим, бере таємний жетон відступу з очками на кінець гри.
howto-turn-6 = Епоха закінчується, коли відступили всі.

howto-cards-1-name = Карти звірів
howto-cards-1-text = Вісім видів звірів з рангами від 1 до 8. Їх грають під царства й у битви.
howto-cards-2-name = Указ царства
howto-cards-2-text = Каже, які карти можна грати під це царство: з огляду лише на нього, на сусідні царства або на всі інші.
howto-cards-3-name = Жетони
howto-cards-3-text = Жетони царств дають очки за перше місце; «+2» підвищує ранг карти в битві; жетон відступу — таємні очки на кінець гри.

howto-scoring-1 = Наприкінці епохи в кожному царстві порівнюють фішки: перше місце отримує очки з найлівішого жетона царства, друге — 3 очки, третє — 1.
howto-scoring-2 = Нічия за перше місце — битва: учасники одночасно відкривають по карті, старший ранг перемагає, але 1 б'є 8. Переможений бере жетон «+2» для наступних битв.
howto-scoring-3 = Між епохами фішки зі столиць переходять до ради царства й лишаються там до кінця гри; решта повертається до запасу, укази змінюються.
howto-scoring-4 = Наприкінці гри додають жетони відступу й по 1 очку за кожен невикористаний «+2».

howto-end = Гра закінчується після третьої епохи; перемагає найбільша сума очок. За нічиєї виграє той, хто в третю епоху захопив столицю найбільшого царства.

howto-variant = Гра на 2–5 домів; Наодинці ви граєте проти вискочки — автомата, що кладе карти сам; його рівень складності обирає господар столу. Варіант мирної угоди замінює битви спокійнішим розв'язанням нічиїх.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Дім, який зараз ходить.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = Столиця зайнята (колір — чий дім).
howto-legend-3-symbol = ♔
howto-legend-3-meaning = Столиця вільна.
howto-legend-4-symbol = ◆
howto-legend-4-meaning = Місце в раді зайняте фішкою (колір — чиєю).
howto-legend-5-symbol = ◇
howto-legend-5-meaning = Вільне місце в раді.
howto-legend-6-symbol = ● ○
howto-legend-6-meaning = У терміналі: зайнята й вільна територія.
howto-legend-7-symbol = ↓
howto-legend-7-meaning = Указ зважає на карти, що вже лежать під його царством (останню чи всі).
howto-legend-8-symbol = ↔
howto-legend-8-meaning = Указ дивиться на останні карти двох сусідніх царств.
howto-legend-9-symbol = ⇔
howto-legend-9-meaning = Указ дивиться на останні карти всіх інших царств.
howto-legend-10-symbol = →
howto-legend-10-meaning = Куди можна зіграти карту: розміри царств (кількість територій).
howto-legend-11-symbol = ✗
howto-legend-11-meaning = Карти, скинуті під час збору звірів.
