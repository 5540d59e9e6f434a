# Stil: how to play Intrigues & Cabbage, for a newcomer, in our own words, in this file's
# language (en); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Gather the most profitable company of animals and food in your castle and score the most victory points (VP).

howto-setup = Shuffle the deck and put it in the middle; every castle starts empty; the first player starts and play goes round in order.

howto-turn-1 = Turn up the top card of the deck and put it in the middle of the table, in this turn's row: its effect happens at once.
howto-turn-2 = Decide: draw another card, or stop.
howto-turn-3 = If you stop, every card in your row goes into your castle.
howto-turn-4 = If you turn up a card your row already holds, the turn is busted: the row goes to the discard (a second Wheat does not bust, it stacks on the first).
howto-turn-5 = If a busted row holds a Dog, you save any two of its cards into your castle (a Wheat stack counts as one).

howto-cards-1-name = Cat
howto-cards-1-text = Look at up to 5 random discard cards and take into your castle every one you do not have yet. At the end: 7 VP to whoever has the most Cats.
howto-cards-2-name = Pig
howto-cards-2-text = Discard one card from another player's castle. Worth most when it is your only Pig.
howto-cards-3-name = Chicken
howto-cards-3-text = Look at 4 random discard cards and play one of them into your row.
howto-cards-4-name = Cow
howto-cards-4-text = Peek at the deck's top card in secret, then decide whether to draw it or stop.
howto-cards-5-name = Fox
howto-cards-5-text = Take any card from another castle and play it into your row.
howto-cards-6-name = Wolf
howto-cards-6-text = Give a card from your castle to another castle.
howto-cards-7-name = Dog
howto-cards-7-text = Saves two cards when the turn busts; at the end it blocks all Foxes or one Wolf.
howto-cards-8-name = Rabbit
howto-cards-8-text = Play a card from your own castle into your row.
howto-cards-9-name = Wheat
howto-cards-9-text = A repeated Wheat does not bust the turn; it feeds the Cow.
howto-cards-10-name = Cabbage
howto-cards-10-text = No effect, but worth 2 VP.

howto-scoring-1 = Dog and Fox 1 VP each, Wolf 3 VP, Wheat 1 VP each, Cabbage 2 VP each.
howto-scoring-2 = Rabbits, and separately Chickens: 1–2 give 1 VP, 3 give 4 VP, 4 or more give 8 VP.
howto-scoring-3 = Pigs: one gives 9 VP, two give 5 VP, three or more give 3 VP.
howto-scoring-4 = A Cow with two Wheat gives 6 VP; any other Cow gives 1 VP.
howto-scoring-5 = Cats: 7 VP only to the castle with the most of them; on a tie nobody gets them.
howto-scoring-6 = Before scoring comes the intrigue phase: Foxes not blocked by a Dog discard your Chickens, each unblocked Wolf your Cows and Pigs; 5 Rabbits discard your Cabbage, 5 Chickens your Wheat.

howto-end = The game ends when the deck runs out: then the intrigue phase and scoring. The highest total wins; on a tie, the one with more Wheat.

howto-variant = The ordinary game for 2–5 players, as the rulebook has it. The host may change a few debatable points of the rules (for example, whether a blocking Dog still scores).

howto-legend-1-symbol = ▶
howto-legend-1-meaning = The player whose turn it is.
howto-legend-2-symbol = ✗
howto-legend-2-meaning = The card that busted the turn.
howto-legend-3-symbol = ×2
howto-legend-3-meaning = How many cards of one kind lie in a castle.
howto-legend-4-symbol = →
howto-legend-4-meaning = In the final table: how many cards → how many points they gave.
