# Stil: the game cabbage's name and its cards' names and texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## game

game-name = Intrigues & Cabbage

## kind

kind-animal = animal
kind-food = food

## card

card-cat-name = Cat
card-cat-text = When revealed: the discard is shuffled and you look at { $look } random cards (all of them if fewer). Take into your castle each one not there yet, with its copies among them; the rest stay in the discard. Taken cards are not played and cannot bust you; by default everyone sees them. End of game: { $majority_points } points only for the castle with the most Cats; on a tie nobody scores.
card-pig-name = Pig
card-pig-text = When revealed: pick a card in another player's castle and discard it (you must, if any other castle holds a card). End of game: 1 Pig scores 9 points, 2 Pigs 5, 3 or more 3.
card-chicken-name = Chicken
card-chicken-text = When revealed: the discard is shuffled, you look at { $look } random cards and put one of them in the middle of the table as if just revealed; the others go back. A copy of a card already played this turn may be chosen too, which busts the turn. Intrigue phase: with 5 or more Chickens in the castle, discard all its Wheat. End of game: 1–2 Chickens score 1 point, 3 score 4, 4 or more score 8.
card-cow-name = Cow
card-cow-text = When revealed: you secretly look at the top card of the deck, then decide whether to draw it or stop. End of game: a Cow with 2 Wheat is a set worth 6 points (the Wheat still scores on its own too); a Cow outside a set scores { $points }.
card-fox-name = Fox
card-fox-text = When revealed: take any card from another player's castle and put it in the middle of the table as if just revealed; a copy of a card already played this turn busts the turn. Intrigue phase: unless a Dog blocks the Foxes, discard every Chicken in your castle. End of game: { $points } point.
card-wolf-name = Wolf
card-wolf-text = When revealed: move a card from your castle into another player's castle (you must, if your castle holds any). Intrigue phase: unless a Dog blocks this Wolf, discard every Cow and Pig in your castle. End of game: { $points } points.
card-dog-name = Dog
card-dog-text = No effect when revealed. If the turn in which the Dog came out busts, up to { $saves } cards from the middle of the table go to your castle instead of the discard (a Wheat stack counts as one card; by default the card that busted may be saved too). Intrigue phase: a Dog blocks either all the Foxes or one Wolf in your castle. End of game: { $points } point, by default also for a Dog that blocked.
card-rabbit-name = Rabbit
card-rabbit-text = When revealed: put any card from your castle in the middle of the table as if just revealed; a copy of a card already played this turn busts the turn. Intrigue phase: with 5 or more Rabbits in the castle, discard all its Cabbage. End of game: 1–2 Rabbits score 1 point, 3 score 4, 4 or more score 8.
card-cabbage-name = Cabbage
card-cabbage-text = No special effect. End of game: { $points } points for each Cabbage.
card-wheat-name = Wheat
card-wheat-text = A second Wheat does not bust the turn: it stacks on the first, and for the Dog the whole stack is one card. End of game: { $points } point each, even for those in a set with a Cow. On a tie the player with more Wheat wins.
