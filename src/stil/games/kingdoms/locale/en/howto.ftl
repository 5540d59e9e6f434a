# Stil: how to play Animal Kingdoms, for a newcomer, in our own words, in this file's
# language (en); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Over three ages, spread your house's influence across the five kingdoms and score the most victory points.

howto-setup = Everyone takes the pieces of their colour and 4 animal cards; each kingdom shows an open edict and three point tokens, lowest to highest.

howto-turn-1 = On your turn choose one of three actions.
howto-turn-2 = Claim a territory: play a card under a kingdom that its edict allows, put a piece on a free territory there, and refill your hand to 4.
howto-turn-3 = A capital may be taken only once every other territory of its kingdom is taken; you then retreat at once for the rest of the age.
howto-turn-4 = Rally: score 1 point, discard 1–4 cards and draw as many (not allowed once someone has retreated this age).
howto-turn-5 = Retreat: you take no more turns this age. Whoever retreats first takes a secret retreat token worth points at the end.
howto-turn-6 = The age ends when everyone has retreated.

howto-cards-1-name = Animal cards
howto-cards-1-text = Eight kinds of animals with ranks 1 to 8. They are played under kingdoms and in battles.
howto-cards-2-name = A kingdom's edict
howto-cards-2-text = Says which cards may be played under that kingdom: looking at it alone, at the neighbouring kingdoms, or at all the others.
howto-cards-3-name = Tokens
howto-cards-3-text = Kingdom tokens pay first place; a "+2" raises a card's rank in a battle; a retreat token holds secret points for the end.

howto-scoring-1 = At the end of an age each kingdom compares pieces: first place scores its leftmost token, second place 3 points, third place 1.
howto-scoring-2 = A tie for first means a battle: the tied players reveal a card each, the higher rank wins, but a 1 beats an 8. A loser takes a "+2" token for later battles.
howto-scoring-3 = Between ages, pieces on capitals move to the kingdom's council and stay there for the game; the rest go back to supply, and new edicts are dealt.
howto-scoring-4 = At the end, add the retreat tokens and 1 point per unused "+2" token.

howto-end = The game ends after the third age; the highest total wins. On a tie, whoever took the largest kingdom's capital in the third age wins.

howto-variant = A game for 2–5 houses. Alone, you play against the upstart, an automaton that plays its own cards; the host chooses its difficulty. The peace agreement variant settles ties more gently, without battles.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = The house whose turn it is.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = A taken capital (its colour says whose).
howto-legend-3-symbol = ♔
howto-legend-3-meaning = A free capital.
howto-legend-4-symbol = ◆
howto-legend-4-meaning = A council seat taken by a piece (its colour says whose).
howto-legend-5-symbol = ◇
howto-legend-5-meaning = A free council seat.
howto-legend-6-symbol = ● ○
howto-legend-6-meaning = In the terminal: a taken and a free territory.
howto-legend-7-symbol = ↓
howto-legend-7-meaning = The edict looks at the cards already under its kingdom (the last one, or all).
howto-legend-8-symbol = ↔
howto-legend-8-meaning = The edict looks at the last cards of the two neighbouring kingdoms.
howto-legend-9-symbol = ⇔
howto-legend-9-meaning = The edict looks at the last cards of all the other kingdoms.
howto-legend-10-symbol = →
howto-legend-10-meaning = Where a card may be played: the kingdoms' sizes (their number of territories).
howto-legend-11-symbol = ✗
howto-legend-11-meaning = Cards discarded in a rally.
