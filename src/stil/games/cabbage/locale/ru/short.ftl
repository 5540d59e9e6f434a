# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (ru): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-cat = Из сброса: 5 карт, новые — себе
short-pig = Сбрось карту из чужого замка
short-chicken = Из сброса: 4 карты, одну — на стол
short-cow = Посмотри верхнюю карту колоды
short-fox = Возьми карту из чужого замка
short-wolf = Отдай карту из своего замка
short-dog = При переборе спасает 2 карты
short-rabbit = Сыграй карту из своего замка
short-cabbage = 2 очка за каждую
short-wheat = Вторая Пшеница не перебор
