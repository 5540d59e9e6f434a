# Stil: how to play Unstable Unicorns, for a newcomer, in our own words, in this file's
# language (en); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Be the first to have 7 Unicorns in your stable (6 Unicorns with 6–8 players).

howto-setup = Everyone gets 5 cards and one Baby Unicorn in their stable; the other babies wait in the nursery, the deck lies in the middle.

howto-turn-1 = Beginning of turn: cards in your stable that act "at the beginning of your turn" do so.
howto-turn-2 = Draw a card from the deck.
howto-turn-3 = Action: play one card from your hand (a Unicorn, Magic, an Upgrade or a Downgrade), or draw one more card.
howto-turn-4 = While a card is being played, anyone else may stop it with a Neigh; a Neigh can be answered by another Neigh.
howto-turn-5 = End of turn: if you hold more than 7 cards, discard down to 7.

howto-cards-1-name = Baby Unicorn
howto-cards-1-text = Starts in your stable; when it leaves, it goes back to the nursery.
howto-cards-2-name = Basic Unicorn
howto-cards-2-text = A Unicorn with no effect, but it counts towards winning.
howto-cards-3-name = Magical Unicorn
howto-cards-3-text = A Unicorn with an effect that works while it is in your stable.
howto-cards-4-name = Magic
howto-cards-4-text = A one-off effect, then the card is discarded.
howto-cards-5-name = Upgrade
howto-cards-5-text = Goes into anyone's stable and helps its owner.
howto-cards-6-name = Downgrade
howto-cards-6-text = Goes into another stable and hinders its owner.
howto-cards-7-name = Instant (Neigh)
howto-cards-7-text = Played at any moment to stop another card being played; a Super Neigh cannot be stopped.

howto-scoring-1 = Each Unicorn card in a stable counts as one Unicorn (unless a card says otherwise).
howto-scoring-2 = As soon as someone has enough Unicorns, the game ends and they win.

howto-end = If the deck runs out first, the most Unicorns wins; on a tie, the most letters in the printed names of one's Unicorns (the colour in brackets does not count). If that ties too, everyone loses.

howto-variant = The base deck, for 2–8 players. A Magic card's target is announced as it is played, before anyone Neighs.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = The player whose turn it is.
howto-legend-2-symbol = ↑
howto-legend-2-meaning = An Upgrade.
howto-legend-3-symbol = ↓
howto-legend-3-meaning = A Downgrade.
howto-legend-4-symbol = ✦
howto-legend-4-meaning = A Magic card.
howto-legend-5-symbol = !
howto-legend-5-meaning = An Instant card (a Neigh).
howto-legend-6-symbol = ↳
howto-legend-6-meaning = An answer to the card on the line above (a Neigh on a Neigh).
howto-legend-7-symbol = →
howto-legend-7-meaning = Whom the card played is aimed at.
