# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (ru): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-T = Сыграй сразу: поперёк двух коробок
short-TY = Сыграй сразу: поперёк двух коробок
short-TM = Сыграй сразу: поперёк двух коробок
short-TF = Сыграй сразу: поперёк двух коробок
short-princess = Занимает место кота; кот — хозяину
short-iryska = Кот на две коробки: очки за игрушки
short-murchyk = Кот на две коробки: очки за игрушки
short-barsuk = Кот на две коробки: очки за игрушки
short-tsaranka = Кот на две коробки: очки за игрушки
short-kuzia = Кот на две коробки: очки за игрушки
short-sleeping = Вместо взятия: занимает коробку
