# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (en): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-T = Play at once, across two boxes
short-TY = Play at once, across two boxes
short-TM = Play at once, across two boxes
short-TF = Play at once, across two boxes
short-princess = Takes a cat's place; cat goes home
short-iryska = A cat over two boxes scores toys
short-murchyk = A cat over two boxes scores toys
short-barsuk = A cat over two boxes scores toys
short-tsaranka = A cat over two boxes scores toys
short-kuzia = A cat over two boxes scores toys
short-sleeping = Instead of a draw: fills a box
