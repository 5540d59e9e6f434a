# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (en): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-cat = Look at 5 discards, keep the new
short-pig = Discard a card from a rival castle
short-chicken = Look at 4 discards, play one
short-cow = Peek at the top card of the deck
short-fox = Take a card from a rival castle
short-wolf = Give a card from your castle away
short-dog = On a bust, saves 2 cards
short-rabbit = Replay a card from your castle
short-cabbage = 2 points each
short-wheat = A second Wheat does not bust
