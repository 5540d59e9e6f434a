# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (uk): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-cat = З відбою: 5 карт, нові — собі
short-pig = Скинь карту з чужого замку
short-chicken = З відбою: 4 карти, одну — на стіл
short-cow = Глянь верхню карту колоди
short-fox = Візьми карту з чужого замку
short-wolf = Віддай карту зі свого замку
short-dog = При перебрі рятує 2 карти
short-rabbit = Зіграй карту зі свого замку
short-cabbage = 2 очки за кожну
short-wheat = Друга Пшениця не перебір
