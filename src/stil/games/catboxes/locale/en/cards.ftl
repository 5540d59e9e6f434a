# Stil: the game catboxes's name and its cards' names and texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## game

game-name = If It Fits

## name

name-box = box card
name-start = start box card
name-special_toy = special toy card
name-princess = Princess
name-cat = cat
name-sleeping = sleeping cat
name-wall = wall
name-open = open side
name-yarn = yarn ball
name-mouse = toy mouse
name-feather = feather
name-fish = toy fish
name-spray = spray bottle
name-black_cat = black cat

## cardtext

cardtext-box = Box card: on your turn play it from your hand against the cards on the table, long side to long side or short to short, wholly on the table; it may be turned 180°, and the extended rules forbid a wall against a wall. Top and bottom are the short sides, left and right the long ones. Open sides that meet join cards into one box. At the end the player with the most cats in a box scores 1 point for each toy of the kind most common in it and −1 for each spray bottle; a closed box counts double.
cardtext-start = Start box card: before the first turn each player in turn picks one and adds it to the column, short side to short side. No symbols.
cardtext-start_varied = One of five different start cards; under another rule five open ones are used instead.
cardtext-start_all_open = These five open cards are used under another rule instead of the five different start cards.
cardtext-toy = Special toy card: once drawn it must be played as your card for the turn. Lay it across the long sides of two neighbouring cards of one box, not crossing a wall; only when there is no such place does it go down as an ordinary box card, open on all sides. Its toys count in the box it lies in.
cardtext-toy_one_kind = Under another rule the game uses three such cards of three toys of one kind instead of three cards with every kind.
cardtext-princess = The black cat Princess: play her as the turn's card in place of an awake or sleeping cat in any box, even your own; the cat goes back to its owner. She occupies no box and scores nothing. The deck holds one Princess per player, one in each pile; the extended rules shuffle in all five.
cardtext-cat = A cat card: each player has five cards of their own cat. After a box card you may lay a cat across two cards joined by their long sides, not crossing a wall, one of them the card just played. Not into a box with another player's cat, unless yours is already there. Whoever has the most cats in a box occupies it; each ordinary cat of yours in a box after the first scores +1 more (not in the extended rules). When your supply of cats runs out, the final phase begins.
cardtext-sleeping = A sleeping cat is the back of a cat card. Instead of drawing, lay it as a box card (by default open on all sides): it occupies its box but scores nothing until an awake cat of yours comes into that box and wakes it. In the extended rules it weighs half a cat.
cardtext-walls = Walls: { $sides } ({ $cls }).
cardtext-no_walls = No walls: every side is open.
cardtext-side_n = top
cardtext-side_e = right
cardtext-side_s = bottom
cardtext-side_w = left
cardtext-toys = Toys: { $toys }.
cardtext-no_toys = No toys.
cardtext-spray = Spray bottles: { $n }, −1 point each.
cardtext-box_name = Box: { $cls }
cardtext-start_name = Start box: { $cls }
cardtext-toy_name = Toys: { $toys }

## cat

cat-iryska = Toffee
cat-murchyk = Purry
cat-barsuk = Badger
cat-tsaranka = Tsaranka
cat-kuzia = Kuzia

## class

class-P0 = open
class-PL = one long wall
class-PS = one short wall
class-PCA = corner A
class-PCB = corner B
class-PTL = long tube
class-PTS = short tube
class-PUS = U open on a short side
class-PUL = U open on a long side
