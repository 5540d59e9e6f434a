# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (en): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-E01 = Ranks 6, 7 or 8 only
short-E02 = Ranks 1, 2 or 3 only
short-E03 = Ranks 4 or 5 only
short-E04 = Even ranks only
short-E05 = Odd ranks only
short-E06 = Lizards and tigers only
short-E07 = Wolves and frogs only
short-E08 = Bees and owls only
short-E09 = Okapis and red pandas only
short-E10 = A pair: one here, one discarded
short-E11 = No rank twice here
short-E12 = ±1 from the last card here
short-E13 = Type or rank of the last card
short-E14 = No type twice here
short-E15 = Above the last card here
short-E16 = Below the last card here
short-E17 = Parity alternates
short-E18 = Parity repeats
short-E19 = 3+ away from the last card
short-E20 = Type or rank of a neighbour's
short-E21 = Not above the lower neighbour
short-E22 = Not below the higher neighbour
short-E23 = Below the higher neighbour
short-E24 = Between the neighbours' cards
short-E25 = ±1 from a neighbour's card
short-E26 = Rank of another kingdom's last
short-E27 = A type not last elsewhere
short-E28 = Type of another kingdom's last
short-E29 = A rank not last elsewhere
short-E30 = Type or rank of another's last
