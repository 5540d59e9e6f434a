# Stil: the game unicorns's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Player { $n }

## quoted

quoted = “{ $card }”

## cards

cards-none = nothing

## kind

kind-baby = Baby Unicorn
kind-basic = Basic Unicorn
kind-magical = Magical Unicorn
kind-magic = Magic
kind-upgrade = Upgrade
kind-downgrade = Downgrade
kind-instant = Instant

## what

what-card = a card
what-unicorn = a Unicorn
what-basic = a Basic Unicorn
what-magical = a Magical Unicorn
what-upgrade = an Upgrade
what-downgrade = a Downgrade
what-upgrade_or_downgrade = an Upgrade or a Downgrade
what-narwhal = a Narwhal
what-magic = a Magic card
what-instant = an Instant
what-self = this card

## ui

ui-stables = Stables
ui-seat = Player
ui-unicorns = Unicorns
ui-hand_size = In hand
ui-stable = Stable
ui-empty = empty
ui-your_hand = Your hand (Player { $n })
ui-open_hand = Player { $n }'s open hand
ui-nursery = Nursery
ui-status = Turn { $turn } · Player { $n } to play · to win: { $target } Unicorns · deck: { $deck } · discard: { $discard }
ui-status_setup = Setting up: players choose their Baby Unicorns · to win: { $target } Unicorns · deck: { $deck } · discard: { $discard }
ui-top_discard = top of the discard pile: { $card }
ui-plays_left = plays left: { $n }
ui-extra_turns = extra turns: { $n }
ui-turn_cut = the turn is cut short
ui-chain = The card played and the answers to it
ui-chain_play = Player { $n } plays { $card }
ui-chain_play_into = Player { $n } plays { $card } into Player { $m }'s stable
ui-chain_play_at = Player { $n } plays { $card } at Player { $m }
ui-chain_neigh = Player { $n } answers: { $card }
ui-chain_stands = If nobody answers, the card resolves.
ui-chain_cancelled = If nobody answers, the card is cancelled and discarded.
ui-asking = Still to answer: { $players }
ui-pending = Pending effects
ui-pending_step = { $src }: { $op } (Player { $n })
ui-bot_queue = Still to trigger at the beginning of the turn: { $cards }
ui-deck_cards = The deck (you are searching it): { $cards }
ui-top_cards = The top cards of the deck (only you see them; the last is on top): { $cards }
ui-looking = Player { $n }'s hand (only you see it): { $cards }
ui-limbo = Resolving: { $cards }
ui-final_title = The end
ui-letters = Letters in names
ui-winner = Winner: { $players }
ui-winners = Winners: { $players }
ui-nobody = No winner: everybody loses.
ui-why-unicorns = A stable reached the Unicorns needed.
ui-why-deck_exhausted = The deck ran out: most Unicorns wins (tied: most letters in their names).
ui-why-other = The game is over.

## decision

decision-baby = Choose a Baby Unicorn for your stable.
decision-trigger = Beginning of turn: these effects trigger together. Which one resolves now?
decision-action = Your action: play one card from your hand, or draw a card.
decision-action_more = You may play one more card (Double Dutch) or stop.
decision-respond = Player { $n } plays { $card }. Answer with a Neigh?
decision-hand_limit = End of turn: the hand limit is 7. Discard { $over } more.
decision-discard = { $src }: discard { $what } from your hand ({ $n } to go).
decision-sacrifice = { $src }: sacrifice { $what } from your stable.
decision-destroy = { $src }: destroy { $what } in another player's stable.
decision-steal = { $src }: steal { $what } from another player's stable.
decision-return = { $src }: return a card of another player's stable to its owner's hand (a Baby Unicorn goes back to the Nursery).
decision-return_each = { $src }: return one card of each stable to its owner's hand, yours first (a Baby Unicorn goes back to the Nursery).
decision-pull_random = { $src }: whose hand do you pull a random card from?
decision-other_discards = { $src }: which other player discards a card?
decision-swap_hands = { $src }: whom do you trade hands with?
decision-look = { $src }: whose hand do you look at, and which card of it do you take?
decision-give = { $src }: which of your Unicorns goes to whom (then you steal one of theirs)?
decision-retarget = { $src }: which Upgrade or Downgrade moves, and into whose stable?
decision-choose_one = { $src }: destroy another player's Upgrade or sacrifice one of your Downgrades.
decision-from_discard = { $src }: which card do you take from the discard pile?
decision-search = { $src }: which card do you search the deck for (it is shuffled afterwards)?
decision-oracle = { $src }: which of the top cards do you take (or put back on top)?
decision-bring_baby = { $src }: which Baby Unicorn from the Nursery comes into your stable?
decision-bring_from_hand = { $src }: you may bring { $what } from your hand into your stable.
decision-tiny = { $src }: too many Unicorns in your stable — sacrifice one.
decision-replace = { $src } is about to leave your stable. Use a replacement?
decision-effect = { $src }: choose.
decision-may = { $text } (You may skip it.)

## op

op-discard = discard
op-sacrifice = sacrifice
op-destroy = destroy
op-steal = steal
op-return = return to a hand
op-return_each = return one card of each stable
op-pull_random = pull a random card
op-other_discards = make another player discard
op-swap_hands = trade hands
op-look = look at a hand and take a card
op-give = give a Unicorn away
op-retarget = move an Upgrade or Downgrade
op-choose_one = destroy an Upgrade or sacrifice a Downgrade
op-from_discard = take a card from the discard pile
op-search = search the deck
op-oracle = choose among the top cards
op-bring_baby = bring a Baby from the Nursery
op-bring_from_hand = bring a Unicorn from the hand
op-tiny = sacrifice Unicorns over the limit
op-replace = decide on a replacement
op-draw = draw
op-sacrifice_all = sacrifice every such card
op-end_turn = end the turn
op-extra_play = one more play
op-extra_turn = one more turn
op-shuffle_discard = the discard pile into the deck
op-shake_up = hand and discard pile into the deck
op-magic_done = the Magic card to the discard pile
op-other = carry out the effect

## action

action-baby = Take { $card }
action-trigger = Resolve { $card }
action-draw = Draw a card
action-end = Stop playing
action-play = Play { $card }
action-play_own = Play { $card } into your stable
action-play_into = Play { $card } into Player { $m }'s stable
action-play_at = Play { $card } at Player { $m }
action-pass = Let it be
action-neigh = Play a Neigh
action-super_neigh = Play a Super Neigh (it cannot be answered)
action-skip = Skip
action-skip_replace = No replacement
action-hand-discard = Discard { $card }
action-hand-bring = Bring { $card } into your stable
action-hand-replace = Discard { $card } instead
action-hand-other = Choose { $card } from your hand
action-pick-sacrifice = Sacrifice { $card }
action-pick-destroy = Destroy Player { $m }'s { $card }
action-pick-steal = Steal Player { $m }'s { $card }
action-pick-return = Return { $card } to Player { $m }'s hand
action-pick-return_own = Return { $card } to your hand
action-pick-return_nursery = Return Player { $m }'s { $card } to the Nursery
action-pick-return_own_nursery = Return your { $card } to the Nursery
action-pick-give = Give away { $card }
action-pick-move = Move { $card } from Player { $m }'s stable
action-pick-replace = Sacrifice { $card } instead
action-pick-other = Choose { $card } in Player { $m }'s stable
action-take-from_discard = Take { $card } from the discard pile
action-take-search = Take { $card } from the deck
action-take-oracle = Take { $card }
action-take-oracle_top = Put { $card } on top
action-take-bring_baby = Bring { $card } from the Nursery
action-take-look = Take { $card }
action-take-other = Choose { $card }
action-seat-pull_random = Pull a random card from Player { $m }
action-seat-other_discards = Player { $m } discards a card
action-seat-swap_hands = Trade hands with Player { $m }
action-seat-look = Look at Player { $m }'s hand
action-seat-give = Give a Unicorn to Player { $m }
action-seat-retarget = Move it into Player { $m }'s stable
action-seat-other = Choose Player { $m }

## plural

plural-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }

## event

event-turn = Turn { $turn }: Player { $n }
event-baby = Player { $n } takes { $card } into their stable
event-play = Player { $n } plays { $card }
event-play_own = Player { $n } plays { $card } into their own stable
event-play_into = Player { $n } plays { $card } into Player { $m }'s stable
event-play_at = Player { $n } plays { $card } at Player { $m }
event-neigh = Player { $n } answers: { $card }
event-neighed = { $card } is Neighed and discarded
event-neighed_chain = Player { $n }'s Super Neigh cancels the card beneath it
event-draw = Player { $n } draws { $cards }
event-drew = You drew: { $cards }
event-discard = Player { $n } discards { $card }
event-enter-play = { $card } enters Player { $n }'s stable
event-enter-bring = { $card } is brought into Player { $n }'s stable
event-enter-steal = { $card } is stolen into Player { $n }'s stable
event-enter-move = { $card } moves into Player { $n }'s stable
event-enter-other = { $card } enters Player { $n }'s stable
event-leave-sacrifice = Player { $n } sacrifices { $card }
event-leave-destroy = Player { $n }'s { $card } is destroyed
event-leave-return = { $card } returns to Player { $n }'s hand
event-leave-return_nursery = Player { $n }'s { $card } goes back to the Nursery
event-leave-steal = { $card } leaves Player { $n }'s stable
event-leave-move = { $card } leaves Player { $n }'s stable
event-leave-other = { $card } leaves Player { $n }'s stable
event-to-nursery = { $leave }; it goes back to the Nursery
event-to-hand = { $leave }; it returns to Player { $n }'s hand
event-instead = Player { $n } uses a replacement to keep { $card }
event-look = Player { $n } looks at Player { $m }'s hand
event-took = Player { $n } takes { $card } from Player { $m }'s hand
event-pull = Player { $n } pulls a random card from Player { $m }'s hand
event-pulled = The card pulled: { $card }
event-swap_hands = Player { $n } trades hands with Player { $m }
event-take_discard = Player { $n } takes { $card } from the discard pile
event-search = Player { $n } searches the deck for { $card } and shows it
event-oracle = Player { $n } takes one of the top cards of the deck
event-shake_up = Player { $n } shuffles their hand and the discard pile into the deck
event-shuffle_discard = The discard pile is shuffled into the deck
event-turn_cut = Player { $n }'s turn ends after the beginning-of-turn effects
event-game_over = Game over
event-other = Event: { $type }

## option_name

option_name-targeting = When a Magic card's target is chosen
option_name-deck_exhausted = An empty deck
option_name-deck_out_timing = When exactly an empty deck ends the game
option_name-letters_tiebreak = Letters break a tie
option_name-language = Language for counting letters
option_name-baby_setup = Baby Unicorns at the start
option_name-magic_needs_target = Magic only with something to act on
option_name-unicorns_into_any_stable = Unicorns into any stable
option_name-black_knight_saves_itself = Black Knight saves itself
option_name-panda_abilities = Pandas keep their abilities
option_name-stabby_voluntary_sacrifice = Stabby in a chosen sacrifice
option_name-swap_steal_back_same_card = Unicorn Swap takes the same one back
option_name-glitter_tornado_chooser = Who picks the cards for Glitter Tornado
option_name-two_for_one_needs_two_targets = Two-For-One needs two targets
option_name-barbed_wire_blocks_play = Barbed Wire keeps Unicorns out
option_name-mermaid_older_print = Mermaid Unicorn as first printed
option_name-annoying_flyer_any_player = Annoying Flying Unicorn on anyone
option_name-win_check = When a win is checked
option_name-rhinocorn_skips_hand_limit = Rhinocorn skips the discard
option_name-super_neigh_reopens = Super Neigh opens new answers

## option

option-targeting = When the player a Magic card acts on is named.
option-deck_exhausted = What happens when the deck runs out.
option-deck_out_timing = The moment the game ends because the deck is empty.
option-letters_tiebreak = When the deck runs out with a tie for most Unicorns, the player whose Unicorns' names have the most letters wins. When off, nobody wins a tie.
option-language = Whose card names are counted when letters break a tie.
option-baby_setup = How each player gets a first Baby Unicorn.
option-magic_needs_target = A Magic card may be played only if its first instruction can be carried out. When off, it may be played to no effect.
option-unicorns_into_any_stable = A Unicorn card may be played into any player's stable. When off, only into your own.
option-black_knight_saves_itself = Black Knight Unicorn may turn its own destruction into a sacrifice.
option-panda_abilities = Unicorns turned into Pandas by Pandamonium keep their abilities. When off, they lose them.
option-stabby_voluntary_sacrifice = Stabby the Unicorn may be picked for a sacrifice its owner makes by choice.
option-swap_steal_back_same_card = Unicorn Swap may take back the very Unicorn it has just given away.
option-glitter_tornado_chooser = Who decides which card of each stable goes back to its owner's hand.
option-two_for_one_needs_two_targets = Two-For-One may be played only when two cards can be destroyed. When off, it destroys as many as it can.
option-barbed_wire_blocks_play = With Barbed Wire in a stable and no other card in hand, no Unicorn may be played into that stable. When off, it may, and no discard follows.
option-mermaid_older_print = Mermaid Unicorn works as its older printing says: optional, on any player's stable.
option-annoying_flyer_any_player = Annoying Flying Unicorn may make any player discard, its owner too. When off, only another player.
option-win_check = When a player with enough Unicorns wins.
option-rhinocorn_skips_hand_limit = A turn ended by Rhinocorn also skips discarding down to the hand limit.
option-super_neigh_reopens = When a Super Neigh cancels a Neigh, the card beneath it can be answered again. When off, the chain resolves at once.

## value

value-targeting-announce = when it is played, before any Neigh
value-targeting-after_neigh = once the card has survived the Neighs
value-deck_exhausted-end = the game ends
value-deck_exhausted-reshuffle = the discard pile is shuffled into a new deck
value-deck_out_timing-empty = as soon as it is empty, after the effect and Neighs under way
value-deck_out_timing-mid_effect = at once, the rest of that effect undone
value-deck_out_timing-end_of_turn = when the turn has been played to its end
value-language-uk = Ukrainian
value-language-ru = Russian
value-language-en = English
value-baby_setup-choose = each chooses one, in seat order
value-baby_setup-deal = dealt at random
value-glitter_tornado_chooser-caster = the one who played it
value-glitter_tornado_chooser-owner = each stable's owner
value-win_check-end_of_chain = once every pending effect and Neigh has resolved
value-win_check-immediate = at that very moment

## source

source-targeting = “Choosing targets for an effect”
source-deck_out_timing = “If the deck runs out”
source-letters_tiebreak = “If the deck runs out”
source-language = “If the deck runs out”: counting letters
source-baby_setup = “Setting up”

## lobby

lobby-line = Fill your stable with Unicorns before anyone else, and Neigh at your rivals.

## why

why-instant = An Instant card is played only in answer to a card someone plays
why-queen_bee = { $card } is in another stable ({ $seat }): only her owner may play Basic Unicorns
why-barbed_wire = The Barbed Wire in your stable makes you discard a card, and you hold no other (this game's rule)
why-no_upgrades = { $card } is in your stable: you cannot play Upgrade cards
why-magic_target = This Magic card's first instruction cannot be carried out now: there is nothing for it to act on
why-cannot_neigh = { $card } is in your stable: you cannot play Neigh cards
why-not_now = This card cannot be played now
