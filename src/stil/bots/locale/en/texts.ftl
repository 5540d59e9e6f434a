# Stil: the bots' teaching texts (hints, reviews), in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## you

you = you

## whose

whose = { $thing } ({ $whose })

## reason

reason = What weighs most: { $thing }. The next best move: { $other }.

## thing

thing-scores = the scores
thing-score = the scores
thing-hand = the cards in hand
thing-hand_sizes = how many cards each hand holds
thing-deck = the deck
thing-discard = the discard pile
thing-castle = the castle
thing-row = the cards laid out this turn
thing-bust = the bust
thing-blocking = the blocking Dogs
thing-stable = the stable
thing-chronicles = the chronicles
thing-city = the cities
thing-known = the known cards in hand
thing-war = the war
thing-battle = the battle
thing-supply = the supply
thing-grid = the boxes on the table
thing-turn = the turn
thing-decision = the decision at hand
thing-k4 = kingdom 4
thing-k5 = kingdom 5
thing-k6 = kingdom 6
thing-k7 = kingdom 7
thing-k8 = kingdom 8
thing-nursery = the nursery
thing-penalties = the penalties
thing-cabbage-top = the top card of the deck
thing-cabbage-knows_top = who knows the top card
thing-cabbage-dog_saves_left = what the Dog may still save
thing-cabbage-looked = the cards the Chicken looks at
thing-cabbage-looked_count = the cards the Chicken looks at
thing-cabbage-looked_hidden = the cards the Chicken looks at
thing-catboxes-beyond = the places beyond the table's edge
thing-catboxes-cats_this_turn = the cats of this turn
thing-catboxes-extra_used = the extra move
thing-catboxes-piles = the card piles
thing-catboxes-placed = the cards placed
thing-catboxes-starts = the start cards
thing-kingdoms-bonus = the bonus
thing-kingdoms-bonus_choice = the bonus
thing-kingdoms-edict_deck = the edicts
thing-kingdoms-edicts_past = the edicts
thing-kingdoms-last_played = the last card played
thing-kingdoms-mod_supply = the "+2" tokens
thing-kingdoms-mods = the "+2" tokens
thing-kingdoms-pair = the pair of cards
thing-kingdoms-rallies = the rallies
thing-kingdoms-rally = the rally
thing-kingdoms-retreat_pool = the retreat tokens
thing-kingdoms-retreat_tokens = the retreat tokens
thing-kingdoms-retreat_values = the retreat tokens
thing-kingdoms-retreated = who has retreated
thing-princes-table = Batu and the Secret Message
thing-unicorns-chain = the chain of cards resolving
thing-unicorns-limbo = the card resolving
thing-unicorns-open_hand = the open hand
thing-unicorns-peek_deck = the cards peeked at
thing-unicorns-peek_hand = the cards peeked at
thing-unicorns-peek_top = the cards peeked at

## label

label-hint = Hint
label-hint_title = What would the expert bot play?
label-hint_says = The expert would play: { $action }
label-review = Game review
label-chance = Chance of winning
label-move = Move
label-played = Played
label-better = Expert
label-kept = would have kept { $points } points of chance
label-same = the expert would have played the same: bad luck here
label-fell = Move { $step }: chance { $before } → { $after }
label-moments = The moves where the chance fell most
label-computing = The review is being computed…
label-no_model = This game has no chance estimate for this many players yet.
label-seen_by = Each line is a player's chance as seen from their own cards.
