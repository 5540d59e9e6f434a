# Stil: how to play If It Fits, for a newcomer, in our own words, in this file's
# language (en); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Build cardboard boxes full of cat toys out of cards and claim them with your cats, to score the most points at the end.

howto-setup = Everyone takes their cat's 5 cards and 2 box cards in hand; the deck holds one Princess per player; in turn everyone lays a start box on the table.

howto-turn-1 = Choose: draw a card and play one box card from your hand, or instead play a sleeping cat (and draw nothing).
howto-turn-2 = A card joins long side to long side or short to short, never overlapping; it must lie wholly on the table, and cards once laid never move.
howto-turn-3 = Open sides that meet join several cards into one box; walls close it.
howto-turn-4 = Then you may lay a cat: across two cards joined along their long sides, not across a wall, one of them the card you just played. Not into a box with another player's cat, unless yours is already there.
howto-turn-5 = A special toy card, as soon as it is drawn, is laid across two boxes.

howto-cards-1-name = Box card
howto-cards-1-text = Part of a box, with walls, open sides and symbols of toys or spray bottles.
howto-cards-2-name = Cat
howto-cards-2-text = Lies across two cards and claims the box.
howto-cards-3-name = Sleeping cat
howto-cards-3-text = The other side of a cat card: played as a box and claims it, but scores nothing until an ordinary cat joins it.
howto-cards-4-name = Princess
howto-cards-4-text = Replaces any cat in a box (the cat goes back to its owner); she claims no box herself.
howto-cards-5-name = Special toy card
howto-cards-5-text = Adds toys; it is laid at once across two boxes, sometimes into someone else's.

howto-scoring-1 = A box belongs to whoever has the most cats in it; on a tie every claimant scores it in full.
howto-scoring-2 = Only the toy kind the box holds most of counts: 1 point per symbol. Each spray bottle is minus 1.
howto-scoring-3 = A closed box (no open side) doubles both the points and the minuses.
howto-scoring-4 = Each extra cat of yours in a box is 1 more point.

howto-end = Once the deck runs out or someone lays their fifth cat, nobody draws and no sleeping cats are played; play on until every hand is empty. Most points wins; on a tie, fewer penalty points.

howto-variant = The ordinary rules: double walls allowed, extra cats score. The extended rules shuffle every Princess into the deck, forbid double walls, give extra cats nothing and count a sleeping cat as half a cat.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = The player whose turn it is.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = The Princess.
howto-legend-3-symbol = Y
howto-legend-3-meaning = A yarn ball.
howto-legend-4-symbol = M
howto-legend-4-meaning = A toy mouse.
howto-legend-5-symbol = F
howto-legend-5-meaning = A feather.
howto-legend-6-symbol = H
howto-legend-6-meaning = A toy fish.
howto-legend-7-symbol = !
howto-legend-7-meaning = A spray bottle (minus a point).
howto-legend-8-symbol = ↻
howto-legend-8-meaning = The card lies turned by 180°.
howto-legend-9-symbol = ━ ┃
howto-legend-9-meaning = A wall (in the terminal; in the browser, a heavy line). A thin dashed line is an open side.
howto-legend-10-symbol = ┆
howto-legend-10-meaning = In the terminal, separates a card as it lies from the same card turned by 180°.
howto-legend-11-symbol = + −
howto-legend-11-meaning = In the browser: zoom the table's drawing in or out (also the + and − keys, or a pinch).
howto-legend-12-symbol = ⤢
howto-legend-12-meaning = In the browser: show the whole table.
