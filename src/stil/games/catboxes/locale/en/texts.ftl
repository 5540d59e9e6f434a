# Stil: the game catboxes's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = { $cat } (player { $n })

## side

side-n = top
side-e = right
side-s = bottom
side-w = left

## sym

sym-yarn = Y
sym-mouse = M
sym-feather = F
sym-fish = H

## label

label-walls = walls: { $sides }
label-no_walls = no walls
label-no_toys = no toys
label-spray = spray
label-card = “{ $name }” ({ $walls }; { $toys })
label-toy = { $name } ({ $toys })
label-unknown = a card

## decision

decision-start = Choose a start box card.
decision-place = The card: { $card }. Where does it go?
decision-turn = Your turn: draw a card, or lay a sleeping cat?
decision-card = Which card from your hand do you play?
decision-cat = Lay a cat across the card you just put at { $cell }?
decision-toy = The special toy card lies across two cards, like a cat. Where does it go?
decision-princess = Which cat does the Princess replace? It goes back to its owner.

## action

action-draw = Draw a card, then play one from your hand
action-sleep = Lay a sleeping cat ({ $cat }) as a box card, drawing nothing
action-play = Play { $card }
action-discard = Discard { $card } (it cannot be played)
action-pass = Pass
action-start = { $card }
action-place = Put it at { $at } — { $walls }
action-place_turned = Put it at { $at }, turned 180° — { $walls }
action-cat = Lay a cat across { $slot }
action-nocat = No cat this turn
action-toy = Lay it across { $slot } ({ $box })
action-box_of = the box is held by { $cats }
action-box_free = nobody holds the box
action-princess = The Princess takes the place of a cat: { $cat }, { $slot }
action-princess_sleeping = The Princess takes the place of a sleeping cat: { $cat }, { $at }
action-yours = { $cat } (yours)

## event

event-setup = { $who } goes first. Everyone lays a start box card.
event-start = { $who } lays { $card } at { $at }
event-start_turned = { $who } lays { $card } at { $at }, turned 180°
event-draw = { $who } draws a card ({ $left } left in the deck)
event-drew = You drew: { $card }
event-play = { $who } plays { $card }
event-place = { $who } puts { $card } at { $at }
event-place_turned = { $who } puts { $card } at { $at }, turned 180°
event-sleep = { $who } lays a sleeping cat at { $at }
event-cat = { $who } lays a cat across { $slot }
event-toy = { $who } lays { $card } across { $slot }
event-princess = { $who }: the Princess takes the place of the cat at { $at }; { $cat } goes back to its owner
event-discard = { $who } discards { $card }: it cannot be played
event-pass = { $who } passes
event-ending-cats = { $who } has used their last cat: the final phase begins after this turn
event-ending-deck = The deck is out: the final phase begins after this turn
event-final = The final phase: no drawing, no sleeping cats; play until every hand is empty
event-end = The game is over

## ui

ui-player = Player
ui-supply = Cats in supply
ui-hand_size = Cards in hand
ui-score = Score now
ui-final_score = Score
ui-penalty = Penalty
ui-turn = Turn { $n }
ui-setup = Setup: the start cards
ui-deck = Deck: { $n }
ui-deck_empty = The deck is empty
ui-discard = Discarded: { $cards }
ui-final_phase = Final phase: no drawing, until every hand is empty
ui-ending = The end is triggered: the final phase comes after this turn
ui-table_size = Table: { $cols }×{ $rows } cards (columns { $x0 }–{ $x1 }, rows { $y0 }–{ $y1 })
ui-table_unbounded = Unbounded table
ui-table_title = The table (x: columns, y: rows)
ui-table_empty = No cards on the table yet.
ui-legend_toys = { $yarn } yarn ball  { $mouse } toy mouse  { $feather } feather  { $fish } toy fish  ! spray (−1)
ui-legend_walls = ━ ┃ a card's wall, a gap: an open side (open sides side by side: one box)
ui-legend_cats = =name= (in colour): a cat across two cards · zzz: a sleeping cat · [ ]: a special toy
ui-legend_targets = x,y in an empty cell: the card may go there
ui-boxes_title = Boxes with cats or toys
ui-box = Box
ui-box_cells = { $at }, cards: { $n }
ui-toys = Toys
ui-closed = closed ×2
ui-open = open
ui-value = Value
ui-cats = Cats
ui-sleeping_mark = asleep
ui-points = Points
ui-nobody = —
ui-more_boxes =
    { $n ->
        [one] …and { $n } more box without cats
       *[other] …and { $n } more boxes without cats
    }
ui-your_hand = Your hand: { $who }
ui-hand_empty = Your hand is empty
ui-pending = Being played now: { $card }
ui-upright = as is
ui-turned = 180°
ui-final_title = Final score: points for the boxes
ui-winner = Winner: { $players }
ui-winners = Shared win: { $players }
ui-tie_penalty = The tie on points was broken by penalty points: fewer wins.

## option_name

option_name-extended = Extended rules
option_name-table = Table size
option_name-card_mm = Card size
option_name-table_anchor = The layout on the table
option_name-anchor_choice = Where the first card goes
option_name-allow_180 = Cards may be turned round
option_name-open_vs_wall = An open side against a wall
option_name-table_edge_closes = The table's edge closes a box
option_name-extended_forbid = What the extended rules forbid
option_name-overlays_per_cell = Overlays on one card
option_name-cats_per_turn = Cats per turn
option_name-cat_in_box_closed_this_turn = A cat into a box just closed
option_name-sleeping_sides = Sides of a sleeping cat
option_name-wake_by = Who wakes a sleeping cat
option_name-sleeping_only_takes_penalty = Sleeping cats take the penalty
option_name-extra_cat_bonus_to = Bonus for extra cats
option_name-extended_woken_weight = Weight of a woken cat
option_name-princess_timing = When a Princess is played
option_name-toy_timing = When a special toy is played
option_name-toy_in_opening_hand = A toy in the opening hand
option_name-special_toys = Special toys
option_name-toy_only_open_boxes = Toys only in open boxes
option_name-no_legal_play = When nothing can be played
option_name-pile_order = Order of the deck's piles
option_name-extended_princesses = Princesses in the extended rules
option_name-fifth_cat_trigger = What starts the end
option_name-box_floor_zero = A box never scores below zero
option_name-penalty_count = Penalty for a tie
option_name-start_cards = Start cards
option_name-first_player = Who goes first

## option

option-extended = All the Princesses are shuffled into the deck, no double walls, extra cats score nothing and a sleeping cat weighs half a cat.
option-table = The table the cards are laid on: every card must lie fully on it.
option-card_mm = The size of the cards sets how many fit on the table.
option-table_anchor = Whether the whole layout may shift on the table.
option-anchor_choice = Where the first start card is laid.
option-allow_180 = A new card may be laid either way up. When off, its printed top is always up.
option-open_vs_wall = What becomes of a box's open side that meets another card's wall.
option-table_edge_closes = An open side facing the table's edge closes the box. When off, the box stays open.
option-extended_forbid = Which wall contacts the extended rules forbid.
option-overlays_per_cell = How many cats, Princesses or special toys one box card may carry.
option-cats_per_turn = How many awake cats may be placed after a box card.
option-cat_in_box_closed_this_turn = An awake cat may go into a box the card of this turn has just closed. When off, never into a closed box.
option-sleeping_sides = Which sides a sleeping cat has when it lies as a box card.
option-wake_by = A sleeping cat scores once an awake cat is in the box.
option-sleeping_only_takes_penalty = A player holding a box with sleeping cats only still takes its spray penalty. When off, such a box scores 0.
option-extra_cat_bonus_to = Who gets +1 for every cat after the first in a box.
option-extended_woken_weight = In the extended rules: what a woken sleeping cat weighs.
option-princess_timing = Whether a Princess takes the turn's card play.
option-toy_timing = Whether a special toy takes the turn's card play.
option-toy_in_opening_hand = What becomes of a special toy dealt at the start.
option-special_toys = What the special toy cards show.
option-toy_only_open_boxes = A special toy may go only onto a slot of an open box. When off, onto any free slot.
option-no_legal_play = What a player does when no card of theirs can be laid.
option-pile_order = Where the larger piles go when the deck's piles are uneven.
option-extended_princesses = How many Princesses the extended rules shuffle into the deck.
option-fifth_cat_trigger = When a player's cats bring on the end of the game.
option-box_floor_zero = A box never scores less than 0. In the rulebook the sprays always count.
option-penalty_count = Which penalty points are compared when the scores are tied.
option-start_cards = What the five start cards are.
option-first_player = Who makes the first move.

## value

value-table-600x600 = 60 × 60 cm
value-table-900x600 = 90 × 60 cm
value-table-900x900 = 90 × 90 cm
value-table-1200x800 = 120 × 80 cm
value-table-1200x1200 = 120 × 120 cm
value-table-1800x900 = 180 × 90 cm
value-table-unbounded = unbounded
value-card_mm-63x88 = 63 × 88 mm
value-card_mm-56x87 = 56 × 87 mm
value-card_mm-70x120 = 70 × 120 mm
value-table_anchor-fixed = cards stay where they are put
value-table_anchor-floating = it is enough that the whole layout fits the table (not in the rulebook)
value-anchor_choice-centre = in the centre of the table
value-anchor_choice-first_player = anywhere the first player likes
value-open_vs_wall-sealed = it is sealed
value-open_vs_wall-stays_open = the box stays open
value-extended_forbid-wall_wall = wall against wall
value-extended_forbid-any_wall_contact = any wall touching a card
value-sleeping_sides-oooo = all sides open
value-sleeping_sides-ooow = walls: west
value-sleeping_sides-wooo = walls: north
value-sleeping_sides-woow = walls: north, west
value-sleeping_sides-wwoo = walls: north, east
value-sleeping_sides-owow = walls: east, west
value-sleeping_sides-wowo = walls: north, south
value-sleeping_sides-wwow = walls: north, east, west
value-sleeping_sides-woww = walls: north, south, west
value-wake_by-owner = one of its owner's
value-wake_by-any_awake_cat = anyone's
value-extra_cat_bonus_to-occupiers = only the players holding the box
value-extra_cat_bonus_to-any_player_with_2plus = anyone with two cats or more there
value-extended_woken_weight-0-5 = half a cat
value-extended_woken_weight-1 = a whole cat
value-princess_timing-replaces_play = instead of the turn's card
value-princess_timing-extra_action = as well as the card
value-toy_timing-replaces_play = instead of the turn's card
value-toy_timing-free_then_redraw = at once and free: another card is drawn and the turn goes on
value-toy_in_opening_hand-play_first_turn = it is played on the first turn
value-toy_in_opening_hand-redeal = it is dealt again
value-special_toys-one_of_each = one toy of every kind
value-special_toys-one_kind = three of one kind
value-no_legal_play-discard = discards a card
value-no_legal_play-pass = plays nothing
value-pile_order-larger_on_top = larger ones on top
value-pile_order-larger_at_bottom = larger ones at the bottom
value-extended_princesses-all_five = all five
value-extended_princesses-n_players = one per player
value-fifth_cat_trigger-supply_empty = when their cats run out
value-fifth_cat_trigger-fifth_placement = on their fifth cat placed
value-penalty_count-deducted = spray points taken off your score, doubling included
value-penalty_count-raw_symbols_in_occupied_boxes = sprays in the boxes you hold
value-start_cards-varied = five different ones
value-start_cards-all_open = five open ones
value-first_player-random = drawn by lot from the deal number
value-first_player-seat0 = the first seat at the table

## source

source-extended = “Extended rules”

## web

web-table = The table to scale
web-supply = cats in supply
web-penalty = penalty
web-pending = Card being placed
web-turned = Turn 180°
web-boxes = Boxes
web-closed = closed
web-open = open
web-value = worth { $n }
web-click_hint = Click a highlighted place on the table, or one of the choice buttons.
web-size = Table { $w }×{ $h } mm, card { $cw }×{ $ch } mm
web-ending = The game is ending
web-number-yarn = yarn balls
web-number-mouse = toy mice
web-number-feather = feathers
web-number-fish = toy fish
web-number-spray = spray bottles
web-zoom_in = Zoom in
web-zoom_out = Zoom out
web-zoom_fit = Show the cards laid
web-zoom_hint = Drag or arrow keys to move, pinch or + and − to zoom
web-box_state = State

## lobby

lobby-line = Lay cards into boxes and seat your cats in them before the others do.

## why

why-toy_first = You hold a special toy card: it must be played first
why-princess_no_cat = The Princess has no one to replace: there is no cat on the table
why-princess_once = A Princess has already been played as this turn's extra action
why-no_fit = This card fits nowhere: no free place matches its walls

## progress

progress-cats = { $who } has placed { $n } of { $total } cats — the last one starts the end
progress-supply =
    { $n ->
        [one] { $who } has { $n } cat left — when none are left, the end begins
       *[other] { $who } has { $n } cats left — when none are left, the end begins
    }
progress-deck =
    { $n ->
        [one] { $n } card left in the deck — when it runs out, the end begins
       *[other] { $n } cards left in the deck — when they run out, the end begins
    }
progress-final = The end: nobody draws any more; the game ends when every hand is played out
