# Stil: how to play Princes, for a newcomer, in our own words, in this file's
# language (en); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = End the game as the mightiest prince: might comes from your cities and the buildings in them.

howto-setup = Everyone gets 4 cards in hand, the rest of the deck lies in the middle; a draw decides who starts.

howto-turn-1 = On your turn do one thing: draw a card from the deck, play one peaceful card, or start a war.
howto-turn-2 = A peaceful card goes on any prince (yourself too) or on any city: a city in front of a prince, a building or walls on a city.
howto-turn-3 = War: name another prince's city and play an army whose valour is higher than the city's walls.
howto-turn-4 = The city's owner may repel it with an army at least as valiant (an equal one holds too) or an event; then you may attack again with another card.
howto-turn-5 = If the attack is not repelled, the city with all its buildings and walls becomes yours. The armies used go to the discard.

howto-cards-1-name = City
howto-cards-1-text = Laid before a prince; gives the might printed on it.
howto-cards-2-name = Buildings
howto-cards-2-text = Laid on a city: they add might (like "+2") or multiply it (like "×3").
howto-cards-3-name = Walls and Moat
howto-cards-3-text = Protect a city: an attacker needs more valour than the walls' number. A Moat makes walls 1 stronger.
howto-cards-4-name = Armies
howto-cards-4-text = Valour to attack and defend. The Militia defends with valour equal to its city's might but cannot attack.
howto-cards-5-name = Events
howto-cards-5-text = A one-off effect, then the card is discarded; some help in a war.
howto-cards-6-name = Chronicles
howto-cards-6-text = Lie before a prince and work until discarded: a lasting bonus or penalty.

howto-scoring-1 = A city's might is the number on it plus buildings such as "+2"; a building such as "×3" multiplies the sum.
howto-scoring-2 = Chronicles add to or take from the might of the prince they lie before.
howto-scoring-3 = Cards left in hand count for nothing.

howto-end = The game ends once Batu is played or the deck's last card is drawn: everyone takes one more turn, and whoever caused it plays last. A Secret Message gives everyone one more turn. The highest might wins.

howto-variant = An ordinary game for 2–6 princes (up to 8 if the host allows it). The deck is our reconstruction: the rulebook prints no card list. A tournament adds up the might of several games until someone reaches 100.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = The prince whose turn it is.
howto-legend-2-symbol = (4)
howto-legend-2-meaning = An army's valour or a city's might.
howto-legend-3-symbol = (+2)
howto-legend-3-meaning = The building adds this much might to its city.
howto-legend-4-symbol = (×3)
howto-legend-4-meaning = The building multiplies its city's might.
howto-legend-5-symbol = (>3)
howto-legend-5-meaning = Walls: only an army with valour above 3 may attack.
