# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (uk): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-E01 = Лише ранги 6, 7, 8
short-E02 = Лише ранги 1, 2, 3
short-E03 = Лише ранги 4, 5
short-E04 = Лише парні ранги
short-E05 = Лише непарні ранги
short-E06 = Лише ящірки й тигри
short-E07 = Лише вовки й жаби
short-E08 = Лише бджоли й сови
short-E09 = Лише окапі й червоні панди
short-E10 = Пара: одна сюди, друга в скид
short-E11 = Ранги тут не повторюються
short-E12 = ±1 від останньої карти тут
short-E13 = Тип чи ранг останньої тут
short-E14 = Типи тут не повторюються
short-E15 = Вищий за останню тут
short-E16 = Нижчий за останню тут
short-E17 = Парність чергується
short-E18 = Парність повторюється
short-E19 = На 3+ від останньої тут
short-E20 = Тип чи ранг карти сусіда
short-E21 = Не вище меншої з сусідів
short-E22 = Не нижче більшої з сусідів
short-E23 = Нижче більшої з сусідів
short-E24 = Між картами сусідів
short-E25 = ±1 від карти сусіда
short-E26 = Ранг останньої в іншому царстві
short-E27 = Тип, не останній деінде
short-E28 = Тип останньої в іншому царстві
short-E29 = Ранг, не останній деінде
short-E30 = Тип чи ранг останньої деінде
