# Stil: the game kingdoms's name and its cards' names and texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## game

game-name = Animal Kingdoms

## kind

kind-animal = animal
kind-edict = edict

## cardtext

cardtext-animal = An animal of rank { $rank }. Claim a territory: play the card under a kingdom whose edict it meets and put an influence piece there, then draw back up to 4. It may also be discarded when you rally. In a battle for a kingdom the higher rank wins.
cardtext-rank_1 = The exception: in a battle a rank 1 beats rank 8 and above, unless a +2 was added to it.
cardtext-rank_8 = But in a battle an unboosted rank 1 beats it.
cardtext-edict_B = While no card lies under this kingdom, any card may be played.
cardtext-edict_V = The neighbours are the two kingdoms beside it on the ring; while neither has a card, any card may be played.
cardtext-edict_G = While no card lies under the other kingdoms, any card may be played.

## animal

animal-red_panda = red panda
animal-tiger = tiger
animal-bee = bee
animal-lizard = lizard
animal-frog = frog
animal-owl = owl
animal-okapi = okapi
animal-wolf = wolf

## card

card-E01-name = Ranks 6, 7 or 8
card-E01-text = Only animals of rank 6, 7 or 8 may be played under this kingdom.
card-E02-name = Ranks 1, 2 or 3
card-E02-text = Only animals of rank 1, 2 or 3 may be played under this kingdom.
card-E03-name = Ranks 4 or 5
card-E03-text = Only animals of rank 4 or 5 may be played under this kingdom.
card-E04-name = Even rank
card-E04-text = Only animals of an even rank (2, 4, 6 or 8) may be played under this kingdom.
card-E05-name = Odd rank
card-E05-text = Only animals of an odd rank (1, 3, 5 or 7) may be played under this kingdom.
card-E06-name = Lizards or tigers
card-E06-text = Only lizards and tigers, of any rank, may be played under this kingdom.
card-E07-name = Wolves or frogs
card-E07-text = Only wolves and frogs, of any rank, may be played under this kingdom.
card-E08-name = Bees or owls
card-E08-text = Only bees and owls, of any rank, may be played under this kingdom.
card-E09-name = Okapis or red pandas
card-E09-text = Only okapis and red pandas, of any rank, may be played under this kingdom.
card-E10-name = Two cards of a type or rank: one here, one discarded
card-E10-text = Show two hand cards of one type or one rank: one goes under this kingdom, the other to the discard. Then draw back up to 4 as usual (under another rule, 2 more on top).
card-E11-name = No rank twice here
card-E11-text = The new card's rank must differ from the rank of every card already under this kingdom.
card-E12-name = One rank above or below the last card here
card-E12-text = The new card's rank is exactly 1 above or below the last card under this kingdom; the same rank will not do.
card-E13-name = Type or rank of the last card here
card-E13-text = The new card must match the last card under this kingdom in type or in rank.
card-E14-name = No type twice here
card-E14-text = The new card's type must differ from the type of every card already under this kingdom.
card-E15-name = Above the last card here
card-E15-text = The new card's rank is above the last card under this kingdom (under another rule an equal rank will do too). After an 8 nothing more can be played here this age.
card-E16-name = Below the last card here
card-E16-text = The new card's rank is below the last card under this kingdom (under another rule an equal rank will do too). After a 1 nothing more can be played here this age.
card-E17-name = Parity unlike the last card here
card-E17-text = Parity alternates: after an even rank under this kingdom comes an odd one, after an odd rank an even one.
card-E18-name = Parity like the last card here
card-E18-text = Parity repeats: after an even rank under this kingdom comes an even one, after an odd rank an odd one.
card-E19-name = At least 3 ranks from the last card here
card-E19-text = The new card's rank is at least 3 away from the last card under this kingdom.
card-E20-name = Type or rank of a neighbour's last card
card-E20-text = The new card must match the last card of one of the two neighbouring kingdoms in type or in rank.
card-E21-name = Not above the lower neighbour's last card
card-E21-text = The new card's rank is not above the lower of the two neighbouring kingdoms' last cards.
card-E22-name = Not below the higher neighbour's last card
card-E22-text = The new card's rank is not below the higher of the two neighbouring kingdoms' last cards.
card-E23-name = Below the higher neighbour's last card
card-E23-text = The new card's rank is below the higher of the two neighbouring kingdoms' last cards.
card-E24-name = Between the neighbours' last cards
card-E24-text = The new card's rank lies between the ranks of the two neighbouring kingdoms' last cards, both included.
card-E25-name = One rank from a neighbour's last card
card-E25-text = The new card's rank is 1 above or below the last card of one of the two neighbouring kingdoms.
card-E26-name = Rank of another kingdom's last card
card-E26-text = The new card has the rank of the last card of one of the four other kingdoms.
card-E27-name = A type not last in any other kingdom
card-E27-text = The new card's type is not that of any of the four other kingdoms' last cards.
card-E28-name = Type of another kingdom's last card
card-E28-text = The new card has the type of the last card of one of the four other kingdoms.
card-E29-name = A rank not last in any other kingdom
card-E29-text = The new card's rank is not that of any of the four other kingdoms' last cards.
card-E30-name = Type or rank of another kingdom's last card
card-E30-text = The new card must match the last card of one of the four other kingdoms in type or in rank.
