# Stil: how to play Князья, for a newcomer, in our own words, in this file's
# language (ru); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Закончить игру самым могущественным князем: могущество дают ваши грады вместе с постройками в них.

howto-setup = Каждый получает 4 карты в руку, остаток колоды лежит в центре; кто начинает — решает жребий.

howto-turn-1 = В свой ход сделайте что-то одно: возьмите карту из колоды, сыграйте одну мирную карту или начните войну.
howto-turn-2 = Мирную карту кладут на любого князя (и на себя) или на любой град: град — перед князем, постройку или стены — к граду.
howto-turn-3 = Война: назовите чужой град и сыграйте рать, доблесть которой больше стен града.
howto-turn-4 = Хозяин града может отбить нападение ратью не слабее нападающей (равная тоже держит оборону) или событием; тогда можно напасть ещё раз другой картой.
howto-turn-5 = Не отбили — град со всеми постройками и стенами переходит к вам. Использованные рати уходят в сброс.

howto-cards-1-name = Град
howto-cards-1-text = Кладётся перед князем и даёт столько могущества, сколько на нём написано.
howto-cards-2-name = Постройки
howto-cards-2-text = Кладутся на град: прибавляют могущество (как «+2») или умножают его (как «×3»).
howto-cards-3-name = Стены и Ров
howto-cards-3-text = Защищают град: нападающему нужна доблесть больше числа стен. Ров усиливает стены на 1.
howto-cards-4-name = Рати
howto-cards-4-text = Доблесть для нападения и обороны. Ополчение защищает с доблестью, равной могуществу града, но нападать им нельзя.
howto-cards-5-name = События
howto-cards-5-text = Разовое действие, после которого карта уходит в сброс; некоторые помогают на войне.
howto-cards-6-name = Летописи
howto-cards-6-text = Лежат перед князем и действуют, пока их не сбросят: дают плюсы или минусы.

howto-scoring-1 = Могущество града — число на нём плюс постройки вроде «+2»; постройка вроде «×3» умножает сумму.
howto-scoring-2 = Летописи прибавляют или отнимают могущество того, перед кем лежат.
howto-scoring-3 = Карты в руке в конце ничего не дают.

howto-end = Игра кончается, когда сыгран Батый или взята последняя карта колоды: каждый делает ещё по ходу, и последним ходит тот, кто это вызвал. Тайное послание даёт всем ещё по ходу. Побеждает наибольшее могущество.

howto-variant = Обычная партия на 2–6 князей (по желанию до 8). Колоду восстановили мы: в правилах нет списка карт. Можно играть турнир — складывать могущество нескольких партий, пока кто-то не наберёт 100.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Князь, который сейчас ходит.
howto-legend-2-symbol = (4)
howto-legend-2-meaning = Доблесть рати или могущество града.
howto-legend-3-symbol = (+2)
howto-legend-3-meaning = Постройка прибавляет граду столько могущества.
howto-legend-4-symbol = (×3)
howto-legend-4-meaning = Постройка умножает могущество града.
howto-legend-5-symbol = (>3)
howto-legend-5-meaning = Стены: напасть можно только ратью с доблестью больше 3.
