# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (ru): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-E01 = Только ранги 6, 7, 8
short-E02 = Только ранги 1, 2, 3
short-E03 = Только ранги 4, 5
short-E04 = Только чётные ранги
short-E05 = Только нечётные ранги
short-E06 = Только ящерицы и тигры
short-E07 = Только волки и лягушки
short-E08 = Только пчёлы и совы
short-E09 = Только окапи и красные панды
short-E10 = Пара: одна сюда, другая в сброс
short-E11 = Ранги здесь не повторяются
short-E12 = ±1 от последней карты здесь
short-E13 = Тип или ранг последней здесь
short-E14 = Типы здесь не повторяются
short-E15 = Выше последней здесь
short-E16 = Ниже последней здесь
short-E17 = Чётность чередуется
short-E18 = Чётность повторяется
short-E19 = На 3+ от последней здесь
short-E20 = Тип или ранг карты соседа
short-E21 = Не выше меньшей из соседей
short-E22 = Не ниже большей из соседей
short-E23 = Ниже большей из соседей
short-E24 = Между картами соседей
short-E25 = ±1 от карты соседа
short-E26 = Ранг последней в другом царстве
short-E27 = Тип, не последний в других
short-E28 = Тип последней в другом царстве
short-E29 = Ранг, не последний в других
short-E30 = Тип или ранг последней в других
