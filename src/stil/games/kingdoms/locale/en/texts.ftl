# Stil: the game kingdoms's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Player { $n }

## upstart

upstart = Upstart

## side_label

side_label = { $who } ({ $colour })

## colour

colour-0 = Yellow
colour-1 = Red
colour-2 = Blue
colour-3 = Green
colour-4 = Purple

## colour_lc

colour_lc-0 = yellow
colour_lc-1 = red
colour_lc-2 = blue
colour_lc-3 = green
colour_lc-4 = purple

## plural

plural-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
plural-cards_acc =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }

## animal_acc

animal_acc-red_panda = red panda
animal_acc-tiger = tiger
animal_acc-bee = bee
animal_acc-lizard = lizard
animal_acc-frog = frog
animal_acc-owl = owl
animal_acc-okapi = okapi
animal_acc-wolf = wolf

## place

place-1 = 1st place
place-2 = 2nd place
place-3 = 3rd place

## ui

ui-none = none
ui-side = House
ui-score = Score
ui-supply = Pieces left
ui-cards = Cards
ui-mods = "+2"
ui-retreat_tokens = Retreat tokens
ui-state = State
ui-bonus = bonus: { $cards }
ui-retreated = retreated
ui-playing = in play
ui-hidden_tokens = { $n } (face down)
ui-age = Age { $age } of 3
ui-first_player = first player: { $who }
ui-deck = deck: { $n }
ui-discard = discard: { $n }
ui-discard_top = discard: { $n } ({ $card } on top)
ui-mod_supply = "+2" in supply: { $n }
ui-retreat_pool = retreat tokens left: { $n }
ui-scoring = scoring
ui-level = upstart's level: { $level }
ui-phase2 = you took a capital: now the upstart may too
ui-kingdom = Kingdom
ui-kingdom_n = Kingdom { $n }
ui-edict = Edict
ui-territories = Territories │ council
ui-played = Cards played here
ui-tokens = tokens:
ui-no_tokens = no tokens
ui-free = free: { $n }
ui-no_cards = nothing yet
ui-legend = ● territory  ♛ capital  ◆ council  ○ ♔ ◇ free  ↓ ↔ ⇔ the edict looks at this kingdom, the neighbours, all others
ui-rally = Rally: discarded { $cards }
ui-pair = Pair edict: { $card } goes under kingdom { $kingdom }, the second card is discarded
ui-council_item = { $who } in kingdom { $kingdom }
ui-council = Capital pieces move to the council: { $items }
ui-bonus_choice = The upstart played { $card }; matching bonus cards: { $cards }
ui-battle_title = Battle for kingdom { $kingdom } · token { $token } · round { $round }
ui-battle_earlier = earlier: { $cards }
ui-battle_out = out
ui-battle_card = shows { $card }
ui-battle_boosted = shows { $card } + "+2" ×{ $n } = { $rank }
ui-own_bid = your bid: "+2" ×{ $n }
ui-bid_made = bid made
ui-own_choice = your card (face down): { $card }
ui-chosen = card chosen (face down)
ui-choosing = choosing a card
ui-boost_hint = A "+2" token adds 2 to your card's rank; a 1 beats 8 or more.
ui-solo_battle_title = Battle with the upstart for kingdom { $kingdom } · token { $token }
ui-solo_reveals = The upstart turns up from the deck: { $n }
ui-solo_used = Your cards in this battle: { $cards }
ui-solo_shown = The upstart's cards: { $cards }
ui-solo_ties = Ties: { $n }
ui-goes_to = to kingdom { $kingdoms }
ui-hand_empty = empty
ui-your_hand = Your hand ({ $who })
ui-open_hand = Hand (face up): { $who }
ui-final_title = Final score of the houses
ui-track = On the track
ui-total = Total
ui-solo_won = You beat the upstart: { $you } to { $upstart }!
ui-solo_lost = The upstart wins: { $upstart } to your { $you } (a tie goes to the upstart)
ui-tie_capitals = The tie on points is settled by the capitals taken in age 3.
ui-winner = Winner: { $players }
ui-winners = Shared win: { $players }

## level

level-easy = easy
level-medium = medium
level-normal = normal
level-hard = hard
level-extra_hard = extra hard

## decision

decision-turn = Age { $age }, your turn: what do you do?
decision-rally = Rally ({ $n } discarded so far): which card goes?
decision-pair = Pair edict: { $card } goes under kingdom { $kingdom }. Which second card of the pair is discarded?
decision-battle = Battle for kingdom { $kingdom } (token { $token }): which card do you fight with?
decision-boost = Battle for kingdom { $kingdom } (token { $token }): the cards are shown. Add "+2" tokens?
decision-council = Your piece on the capital of kingdom { $kingdom }: move it to the council?
decision-bonus = The upstart played { $card } and both bonus cards match. Which one does it play?
decision-first = Who goes first in age 1?

## decision_more

decision_more-solo_battle = The upstart will turn up { $n } from the deck.
decision_more-sealed = (Sealed bid: all are shown together.)
decision_more-round = Round { $round }.

## action

action-claim = Play { $card } under kingdom { $kingdom }
action-note_pair = and discard the pair's second card
action-note_capital = takes the capital, then you retreat
action-note_last_piece = your last piece: then you retreat
action-rally = Rally: +1 point, discard 1–4 cards and draw as many
action-retreat = Retreat for the rest of the age
action-retreat_first = Retreat for the rest of the age (the first to retreat takes a retreat token)
action-discard = Discard { $card }
action-pair_discard = Discard { $card } as the pair's second card
action-done = Stop: draw { $cards }
action-done_none = Discard nothing
action-battle = Fight with { $card }
action-boost = Add "+2" ×{ $n }
action-boost_to = Add "+2" ×{ $n }: your card's rank becomes { $rank }
action-pass = Pass (no "+2")
action-bid = Sealed bid: "+2" ×{ $n }
action-bid_none = Sealed bid: nothing
action-council = Move the piece from the capital of kingdom { $kingdom } to its council
action-return = Take the piece from the capital of kingdom { $kingdom } back to your supply
action-bonus = The upstart plays the bonus card: { $card }
action-first = { $who } goes first

## event

event-age = Age { $age }: { $who } goes first
event-claim = { $who } plays { $card } under kingdom { $kingdom } and takes a territory
event-claim_capital = { $who } plays { $card } under kingdom { $kingdom } and takes the capital!
event-draw = { $who } draws { $cards }
event-draw_open = { $who } draws: { $cards }
event-upstart-age = Age { $age }: the upstart goes first
event-upstart-claim = The upstart plays { $card } under kingdom { $kingdom } and takes a territory
event-upstart-claim_capital = The upstart plays { $card } under kingdom { $kingdom } and takes the capital!
event-upstart-retreat-capital = The upstart took a capital and retreats
event-upstart-retreat-pieces = The upstart placed its last piece and retreats
event-upstart-retreat-no_cards = The upstart has no card left and retreats
event-upstart-retreat-no_room = The upstart has nowhere to place a piece and retreats
event-upstart-score = The upstart +{ $points } for kingdom { $kingdom } ({ $place })
event-upstart-council = The upstart: the piece on the capital of kingdom { $kingdom } moves to the council
event-drew = You drew: { $cards }
event-reshuffle = The discard pile is shuffled into a new deck ({ $cards })
event-retreat-chosen = { $who } retreats for the rest of the age
event-retreat-forced = { $who } cannot play any card and retreats
event-retreat-capital = { $who } took a capital and retreats
event-retreat-pieces = { $who } placed their last piece and retreats
event-retreat-no_cards = { $who } has no card left and retreats
event-retreat-no_room = { $who } has nowhere to place a piece and retreats
event-retreat_token = { $who } takes a retreat token (face down)
event-retreat_token_value = Your retreat token: { $value }
event-rally = { $who } rallies: +1 point
event-rally_discard = { $who } discards { $card }
event-pair_card = { $who } plays { $card } under kingdom { $kingdom } by the pair edict
event-pair_discard = { $who } discards the pair's second card: { $card }
event-age_end = End of age { $age }: scoring
event-empty = Kingdom { $kingdom }: no pieces, nobody scores
event-score = { $who } +{ $points } for kingdom { $kingdom } ({ $place })
event-battle = Battle for kingdom { $kingdom } (token { $token }): { $sides }
event-battle_card = { $who } chooses a battle card (face down)
event-side_card = { $who }: { $card }
event-battle_reveal = Cards shown: { $cards }
event-boost = { $who } adds "+2" ×{ $n }
event-boost_pass = { $who } passes (no "+2")
event-bid_made = { $who } makes a sealed "+2" bid
event-battle_won = { $who } wins the battle for kingdom { $kingdom }
event-battle_shared = The battle for kingdom { $kingdom } is a draw: { $who } share first place
event-modifier = { $who } takes a "+2" token
event-solo_reveal = You fight with { $card }; the upstart turns up: { $cards }
event-solo_battle_end-won = You win the battle for kingdom { $kingdom }
event-solo_battle_end-lost = The upstart wins the battle for kingdom { $kingdom }
event-solo_battle_end-shared = The battle for kingdom { $kingdom } is a draw: you and the upstart share first place
event-council = { $who }: the piece on the capital of kingdom { $kingdom } moves to the council
event-council_declined = { $who } takes the piece on the capital of kingdom { $kingdom } back to the supply
event-bonus_card = New upstart bonus card: { $card }
event-upstart_reveal = The upstart turns up { $card }
event-upstart_discard = The upstart discards { $card }
event-upstart_bonus = The upstart plays its bonus card: { $card }
event-age_ends_now = The upstart took a capital: the age ends at once
event-final_bonus = { $who }: retreat tokens { $values }, "+2" ×{ $mods }: +{ $total }
event-final_bonus_none = { $who }: no retreat tokens, no "+2"
event-game_end = The game is over

## option_name

option_name-ring_order = Order of the kingdoms on the board
option_name-kingdom_token_values = Kingdom tokens
option_name-retreat_token_values = Retreat tokens
option_name-first_player = Who starts the first age
option_name-reshuffle_on_any_draw = Any draw reshuffles the discard
option_name-rally_min_discard = Discard when rallying
option_name-no_play_forces_retreat = No play means retreat
option_name-retreat_token_causes = Which retreat earns a token
option_name-remove_unawarded_token = A token goes even if nobody wins it
option_name-council_move = Capital pieces to the council
option_name-after_shared_first_next_group = Points after a shared first place
option_name-first_player_tiebreak_fallback = A tie for who goes first
option_name-endgame_tiebreak = A tie for the win
option_name-max_rallies_per_player_per_age = Rallies per age
option_name-empty_reference = An edict with nothing to refer to
option_name-ascending_strict = The ascending edict is strict
option_name-descending_strict = The descending edict is strict
option_name-pair_edict_draw = Drawing after the pair edict
option_name-used_modifier_destination = Where a used "+2" goes
option_name-modifier_supply = Supply of "+2" tokens
option_name-modifier_protocol = How "+2" tokens are added
option_name-one_beats_eight_uses = A 1 beats an 8
option_name-cycle_resolution = Three cards beating each other
option_name-peace_variant = Peace agreement
option_name-solo_difficulty = The upstart's level (solo game)
option_name-solo_low_rank_fallback = The upstart's low card early in an age
option_name-solo_lead_counts_council = The upstart's lead counts the council
option_name-solo_bonus_routing = Where the upstart's bonus card goes
option_name-solo_phase2_capture = The upstart after your capital: captures
option_name-solo_phase2_low = The upstart after your capital: a low card
option_name-solo_phase2_bonus_low = The upstart after your capital: a low bonus card
option_name-solo_battle_decrement = The upstart weakens after battles
option_name-solo_battle_exhaustion = Out of cards in a tied battle
option_name-solo_bonus_refresh_each_age = New bonus cards every age
option_name-solo_xhard_choice = Two bonus cards at extra hard

## option

option-ring_order = Kingdom sizes going clockwise, from the kingdom of 4 territories.
option-kingdom_token_values = The values of the 15 tokens the winners of kingdoms receive.
option-retreat_token_values = The values of the 4 tokens given for a retreat.
option-first_player = Who moves first in the first age.
option-reshuffle_on_any_draw = When the deck is empty, any draw shuffles the discard pile into a new deck. When off, only a rally does.
option-rally_min_discard = The fewest cards you must discard to rally.
option-no_play_forces_retreat = A player who cannot play any card must retreat. When off, they may still rally.
option-retreat_token_causes = Which first retreat of an age earns the retreat token.
option-remove_unawarded_token = At the end of each age a kingdom's leftmost token leaves the game even if nobody took first place there. When off, it stays.
option-council_move = Whether the pieces in capitals move to the council between ages.
option-after_shared_first_next_group = How many points the next group gets when first place was shared.
option-first_player_tiebreak_fallback = Several players share last place and none took a capital: which of them starts.
option-endgame_tiebreak = How a tie for the win is settled at the end.
option-max_rallies_per_player_per_age = How many times a player may rally in one age.
option-empty_reference = When an edict lets any card through.
option-ascending_strict = The ascending edict needs a higher rank. When off, an equal one will do.
option-descending_strict = The descending edict needs a lower rank. When off, an equal one will do.
option-pair_edict_draw = How many cards are drawn after the pair edict.
option-used_modifier_destination = What becomes of a "+2" token after a battle.
option-modifier_supply = Whether the 18 "+2" tokens can run out.
option-modifier_protocol = How "+2" tokens are added in a battle after the cards are revealed.
option-one_beats_eight_uses = Which rank counts when a 1 beats a card of 8 or more.
option-cycle_resolution = What happens when three cards in a battle beat each other in a ring.
option-peace_variant = Ties for first place are settled by the capital, with no battles and no "+2" tokens.
option-solo_difficulty = How strong the upstart you play against alone is.
option-solo_low_rank_fallback = What becomes of an upstart's card of rank 1–3 before you have played this age.
option-solo_lead_counts_council = The upstart's lead of 2 pieces counts the council's pieces too.
option-solo_bonus_routing = Where the upstart's bonus card sets out from.
option-solo_phase2_capture = Which capitals the upstart takes once you have taken yours.
option-solo_phase2_low = What the upstart does with a revealed card of rank 1–3 once you have taken a capital.
option-solo_phase2_bonus_low = What becomes of the upstart's bonus card of rank 1–3 once you have taken a capital.
option-solo_battle_decrement = When the upstart starts revealing one card fewer.
option-solo_battle_exhaustion = Who takes first place when a tied battle with the upstart runs out of cards.
option-solo_bonus_refresh_each_age = The upstart gets new bonus cards at the start of every age. When off, the old ones stay.
option-solo_xhard_choice = Which of the upstart's two bonus cards plays when both match.

## value

value-ring_order-4--5--6--7--8 = 4 → 5 → 6 → 7 → 8
value-ring_order-4--5--6--8--7 = 4 → 5 → 6 → 8 → 7
value-ring_order-4--5--7--6--8 = 4 → 5 → 7 → 6 → 8
value-ring_order-4--5--7--8--6 = 4 → 5 → 7 → 8 → 6
value-ring_order-4--5--8--6--7 = 4 → 5 → 8 → 6 → 7
value-ring_order-4--5--8--7--6 = 4 → 5 → 8 → 7 → 6
value-ring_order-4--6--5--7--8 = 4 → 6 → 5 → 7 → 8
value-ring_order-4--6--5--8--7 = 4 → 6 → 5 → 8 → 7
value-ring_order-4--6--7--5--8 = 4 → 6 → 7 → 5 → 8
value-ring_order-4--6--7--8--5 = 4 → 6 → 7 → 8 → 5
value-ring_order-4--6--8--5--7 = 4 → 6 → 8 → 5 → 7
value-ring_order-4--6--8--7--5 = 4 → 6 → 8 → 7 → 5
value-ring_order-4--7--5--6--8 = 4 → 7 → 5 → 6 → 8
value-ring_order-4--7--5--8--6 = 4 → 7 → 5 → 8 → 6
value-ring_order-4--7--6--5--8 = 4 → 7 → 6 → 5 → 8
value-ring_order-4--7--6--8--5 = 4 → 7 → 6 → 8 → 5
value-ring_order-4--7--8--5--6 = 4 → 7 → 8 → 5 → 6
value-ring_order-4--7--8--6--5 = 4 → 7 → 8 → 6 → 5
value-ring_order-4--8--5--6--7 = 4 → 8 → 5 → 6 → 7
value-ring_order-4--8--5--7--6 = 4 → 8 → 5 → 7 → 6
value-ring_order-4--8--6--5--7 = 4 → 8 → 6 → 5 → 7
value-ring_order-4--8--6--7--5 = 4 → 8 → 6 → 7 → 5
value-ring_order-4--8--7--5--6 = 4 → 8 → 7 → 5 → 6
value-ring_order-4--8--7--6--5 = 4 → 8 → 7 → 6 → 5
value-kingdom_token_values-5-5-6-6-6-7-7-7-8-8-8-9-9-10-10 = 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10
value-kingdom_token_values-6-6-6-6-7-7-7-7-7-8-8-8-8-9-9 = 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9
value-kingdom_token_values-4-4-5-5-6-6-7-7-8-8-9-9-10-11-12 = 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 11, 12
value-retreat_token_values-2-3-4-5 = 2, 3, 4, 5
value-retreat_token_values-1-2-3-4 = 1, 2, 3, 4
value-retreat_token_values-3-4-5-6 = 3, 4, 5, 6
value-retreat_token_values-0-0-0-0 = 0, 0, 0, 0
value-first_player-random = drawn by lot from the deal number
value-first_player-host_choice = the player in the first seat names them
value-retreat_token_causes-any = any
value-retreat_token_causes-chosen_or_capital = only one chosen or due to a capital, not forced or for want of pieces
value-council_move-mandatory = always
value-council_move-optional = each owner decides; declined pieces go back to the supply
value-first_player_tiebreak_fallback-clockwise_from_previous = the first clockwise from the previous first player
value-first_player_tiebreak_fallback-random = drawn by lot
value-endgame_tiebreak-k8_only = whoever took the largest kingdom's capital in the third age wins; otherwise it is shared
value-endgame_tiebreak-largest_captured = the largest capital each took decides
value-max_rallies_per_player_per_age-0 = no limit
value-empty_reference-set_empty = when the cards it refers to are absent
value-empty_reference-no_satisfying_card = also when no card at all could meet it
value-pair_edict_draw-refill_to_4 = the usual refill to 4
value-pair_edict_draw-exactly_2_extra = the refill to 4, then 2 more
value-used_modifier_destination-supply = back to the supply
value-used_modifier_destination-removed = out of the game
value-modifier_supply-limited = they can run out
value-modifier_supply-unlimited = they never run out
value-modifier_protocol-alternating = one at a time in turn until everyone passes
value-modifier_protocol-sealed_bid = each in one secret bid
value-one_beats_eight_uses-effective_rank = the rank with "+2" added: a boosted 1 no longer beats it
value-one_beats_eight_uses-printed_rank = the printed rank: a boosted 1 keeps the power
value-cycle_resolution-replay_all = everyone reveals again
value-cycle_resolution-ignore_exception = the highest rank wins
value-solo_low_rank_fallback-smallest = it goes to the kingdom of 4
value-solo_low_rank_fallback-discard = it is discarded
value-solo_bonus_routing-same_kingdom = after the card it matched
value-solo_bonus_routing-own_rank = from the kingdom of its own rank
value-solo_phase2_capture-on_route = any it passes
value-solo_phase2_capture-target_only = only its target's
value-solo_phase2_low-discard_turn = discards it and loses the turn
value-solo_phase2_low-reveal_again = reveals another
value-solo_phase2_bonus_low-plays = it is played like any other
value-solo_phase2_bonus_low-discarded = it is discarded
value-solo_battle_decrement-cumulative_each = after each battle of the age
value-solo_battle_decrement-flat_after_first = only after the first
value-solo_battle_decrement-only_after_your_win = after each of your wins
value-solo_battle_exhaustion-shared = both
value-solo_battle_exhaustion-upstart_wins = the upstart
value-solo_xhard_choice-higher_rank = the higher rank
value-solo_xhard_choice-player_choice = you choose

## source

source-no_play_forces_retreat = “Rally”, the note
source-peace_variant = “Peace agreement variant”
source-endgame_tiebreak = “End of the game”
source-solo_phase2_bonus_low = solo game, “After a capital is taken”

## web

web-kingdom = Kingdom { $n }
web-age = Age { $n }
web-edict = Edict
web-tokens = Tokens
web-no_tokens = no tokens left
web-cards = Cards
web-no_cards = no cards
web-last_card = last card
web-capital = capital
web-council = council
web-side = House
web-supply = Pieces in supply
web-mods = "+2" tokens
web-retreat = Retreat tokens
web-retreated = retreated
web-hidden_n = { $n } hidden
web-mod_supply = "+2" in supply: { $n }
web-retreat_pool = Retreat tokens left: { $n }
web-battle = Battle for kingdom { $n }
web-chosen = has chosen
web-choosing = choosing
web-out = out
web-bonus = The upstart's bonus cards
web-solo_battles = Battles with the upstart: { $n }, won: { $w }
web-open_hand = Hand (open)
web-first = first player
web-number-rank = rank
web-this_age = This age

## lobby

lobby-line = Send animals into five kingdoms and vie for their tokens over three ages.

## why

why-full = Every kingdom is full: there is nowhere to play this card
why-edicts = The edict of every kingdom with room refuses it: { $edicts }
why-pair = The pair edict: the second card must share the animal or the rank of { $card }
