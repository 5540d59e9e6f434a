# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (uk): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-T = Мусиш зіграти: поперек двох коробок
short-TY = Мусиш зіграти: поперек двох коробок
short-TM = Мусиш зіграти: поперек двох коробок
short-TF = Мусиш зіграти: поперек двох коробок
short-princess = Займає місце кота; кіт — власнику
short-iryska = Кіт на дві коробки: очки за іграшки
short-murchyk = Кіт на дві коробки: очки за іграшки
short-barsuk = Кіт на дві коробки: очки за іграшки
short-tsaranka = Кіт на дві коробки: очки за іграшки
short-kuzia = Кіт на дві коробки: очки за іграшки
short-sleeping = Замість взяття: займає коробку
