# Stil: the game cabbage's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Player { $n }

## card_acc

card_acc-cat = Cat
card_acc-pig = Pig
card_acc-chicken = Chicken
card_acc-cow = Cow
card_acc-fox = Fox
card_acc-wolf = Wolf
card_acc-dog = Dog
card_acc-rabbit = Rabbit
card_acc-cabbage = Cabbage
card_acc-wheat = Wheat

## cards

cards-none = nothing

## decision

decision-draw_or_stop = Draw another card, or stop and bank the cards laid out?
decision-fox_take = Fox: which card from another castle do you take and lay out?
decision-pig_discard = Pig: which card of another castle do you discard?
decision-wolf_give = Wolf: which card of your castle do you give away, and to whom?
decision-rabbit_play = Rabbit: which card of your castle do you lay out?
decision-chicken_play = Chicken: which of the cards from the discard do you lay out?
decision-dog_save = The Dog saves cards of the busted turn: which card goes to your castle? (left: { $left })
decision-dog_block = Intrigue phase. Your Dogs ({ $dogs }) can block all the Foxes ({ $foxes }) or one Wolf each ({ $wolves }). How do you block?

## action

action-draw = Draw a card
action-stop = Stop and bank the cards
action-done = Save nothing more
action-take = Take the { $card } from Player { $other }
action-discard = Discard the { $card } of Player { $other }
action-give = Give the { $card } to Player { $other }
action-play = Lay out the { $card }
action-save = Save the { $card }
action-save_stack = Save the stack: { $card } ×{ $count }
action-block_none = Block nothing
action-block_foxes = Block all the Foxes (1 Dog)
action-block_wolves = Block Wolves: { $wolves }
action-block_both = Block all the Foxes and Wolves: { $wolves }
action-busts = { $text } — a duplicate: the turn busts!

## event

event-turn = Player { $n }'s turn
event-reveal-deck = Player { $n } reveals the { $card }
event-reveal-fox = Fox: Player { $n } lays out the { $card }
event-reveal-rabbit = Rabbit: Player { $n } lays out the { $card } from their castle
event-reveal-chicken = Chicken: Player { $n } lays out the { $card } from the discard
event-bank = Player { $n } banks: { $cards }
event-bust = A duplicate { $card }: Player { $n } busts!
event-save = Dog: Player { $n } saves the { $card }
event-save_stack = Dog: Player { $n } saves the stack: { $card } ×{ $count }
event-discard_row = To the discard: { $cards }
event-peek = Cow: Player { $n } sees the top card of the deck: { $card } (only you see this)
event-peeked = Cow: Player { $n } peeks at the top card of the deck
event-fox_take = Fox: Player { $n } takes the { $card } from Player { $other }'s castle
event-pig_discard = Pig: Player { $n } discards the { $card } from Player { $other }'s castle
event-wolf_give = Wolf: Player { $n } gives the { $card } to Player { $other }
event-cat = Cat: Player { $n } looks at cards from the discard ({ $cards }) and banks: { $taken }
event-cat_hidden = Cat: Player { $n } secretly looks at cards from the discard ({ $count }) and banks: { $taken }
event-chicken_look = Chicken: Player { $n } looks at cards from the discard: { $cards }
event-chicken_look_hidden = Chicken: Player { $n } secretly looks at cards from the discard ({ $count })
event-intrigue = The deck is out: the intrigue phase
event-intrigue_castle = Player { $n }'s castle: { $blocks }; discarded: { $cards }
event-blocks-none = no Dog blocks
event-blocks-foxes = a Dog blocks the Foxes
event-blocks-wolves = Dogs block Wolves: { $wolves }
event-blocks-both = Dogs block the Foxes and Wolves: { $wolves }
event-end = The game is over

## ui

ui-card = Card
ui-castles = Castles
ui-castles_empty = empty
ui-points_now = Points now
ui-row = Laid out this turn
ui-row_empty = nothing yet
ui-stack = stack
ui-bust = bust
ui-deck = Deck: { $n }
ui-discard = Discard: { $n }
ui-turn = Turn: { $player }
ui-intrigue = Intrigue phase
ui-knows_top = Has seen the top card: { $players }
ui-top = Top card of the deck (only you see it): { $card }
ui-looked = The Chicken's cards from the discard: { $cards }
ui-looked_hidden = Chicken: the player looks at cards from the discard ({ $count })
ui-final_title = Final score: cards → points
ui-total = Total
ui-blocking_dogs = Dogs that blocked
ui-winner = Winner: { $players }
ui-winners = Shared win: { $players }
ui-wheat_tiebreak = A tie on points: the most Wheat wins

## option_name

option_name-blocking_dogs_score = Guarding Dogs score
option_name-dog_saves_busting_card = The Dog saves the card that spoiled the turn
option_name-voluntary_bust = You may risk a duplicate
option_name-looks_public = Everyone sees what is looked at in the discard

## option

option-blocking_dogs_score = A Dog that stood guard against the Fox or the Wolf in the intrigue phase still scores 1 point at the end. When off, such a Dog scores nothing.
option-dog_saves_busting_card = When a turn fails, the Dog may keep even the duplicate that ruined it. When off, it saves only other cards.
option-voluntary_bust = The Fox, the Rabbit or the Chicken may bring a card already in the row and spoil the turn even when a safe choice exists. When off, a duplicate is taken only when nothing else is possible.
option-looks_public = The discarded cards a Cat or a Chicken looks through are shown to every player. When off, only the one looking sees them. The Cow's peek is always private.

## source

source-blocking_dogs_score = “Scoring” and the scoring example (Stepan's castle)
source-dog_saves_busting_card = “Card effects”: the Dog
source-voluntary_bust = “Card effects”: the Fox, the Rabbit, the Chicken
source-looks_public = “Card effects”: the Cat and the Chicken; Ruslana's turn in the example

## web

web-castle = Castle
web-row = This turn's row
web-bust = bust
web-top = Top of the deck (only you know): { $card }
web-looked = You saw: { $cards }
web-intrigue = Intrigue phase
web-empty = empty
web-blocking = Dogs blocking: { $n }
web-number-points = points at the end
web-number-majority_points = points for the most
web-number-look = cards looked at
web-number-saves = cards saved

## lobby

lobby-line = Draw from the deck and stop in time: a duplicate spoils the whole turn.

## why

why-voluntary_bust = This card would bust the row while a safe one is on offer: under the rule 'no voluntary bust' take a safe one
