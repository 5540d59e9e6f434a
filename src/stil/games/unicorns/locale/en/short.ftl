# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (en): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-rhinocorn = Destroy a Unicorn, end your turn
short-magical_kittencorn = Magic cannot destroy it
short-stabby_the_unicorn = When it goes, destroy a Unicorn
short-rainbow_unicorn = Bring a Basic Unicorn from hand
short-extremely_destructive_unicorn = Everyone sacrifices a Unicorn
short-chainsaw_unicorn = Destroy an Upgrade / drop a Downgrade
short-llamacorn = Everyone discards a card
short-americorn = Pull a card from a rival's hand
short-ginormous_unicorn = Counts as two; no Neighs
short-seductive_unicorn = Discard 1, steal a Unicorn
short-queen_bee_unicorn = No Basic Unicorns for the others
short-greedy_flying_unicorn = Draw 1; flies back to your hand
short-annoying_flying_unicorn = A rival discards; flies back
short-magical_flying_unicorn = Magic from discard; flies back
short-swift_flying_unicorn = A Neigh from discard; flies back
short-majestic_flying_unicorn = Unicorn from discard; flies back
short-unicorn_phoenix = Discard a card instead of dying
short-unicorn_on_the_cob = Draw 2, discard 1
short-black_knight_unicorn = Dies in another Unicorn's place
short-shark_with_a_horn = Sacrifice it to destroy a Unicorn
short-shabby_the_narwhal = Search the deck for a Downgrade
short-narwhal_torpedo = Sacrifice all your Downgrades
short-alluring_narwhal = Steal an Upgrade
short-mermaid_unicorn = Return a rival's card to hand
short-classy_narwhal = Search the deck for an Upgrade
short-the_great_narwhal = Search the deck for a Narwhal
short-mother_goose_unicorn = Bring a Baby from the Nursery
short-unicorn_oracle = Look at 3, take 1
short-necromancer_unicorn = Discard 2, revive a Unicorn
short-dark_angel_unicorn = Sacrifice 1, revive a Unicorn
short-unicorn_poison = Destroy a rival's Unicorn
short-back_kick = Bounce a rival's card; they discard
short-change_of_luck = Draw 2, discard 3, extra turn
short-glitter_tornado = A card from each stable to hand
short-unicorn_swap = Swap Unicorns with a rival
short-re_target = Move an Upgrade or Downgrade
short-unfair_bargain = Trade hands with a rival
short-two_for_one = Sacrifice 1, destroy 2
short-targeted_destruction = Destroy an Upgrade / drop a Downgrade
short-mystical_vortex = All discard 1; reshuffle discards
short-good_deal = Draw 3, discard 1
short-shake_up = Reshuffle hand and discards, draw 5
short-blatant_thievery = Take a card from a rival's hand
short-reset_button = All Upgrades and Downgrades go
short-kiss_of_life = Revive a Unicorn from discards
short-glitter_bomb = Sacrifice a card, destroy a card
short-yay = Your cards cannot be Neighed
short-rainbow_aura = Your Unicorns cannot be destroyed
short-double_dutch = Two actions a turn
short-claw_machine = Discard 1, draw 1
short-stable_artillery = Discard 2, destroy a Unicorn
short-rainbow_lasso = Discard 3, steal a Unicorn
short-caffeine_overload = Sacrifice a card, draw 2
short-barbed_wire = Unicorn in or out: discard 1
short-pandamonium = Your Unicorns are Pandas
short-sadistic_ritual = Each turn, sacrifice a Unicorn
short-slowdown = You cannot play Neighs
short-nanny_cam = Your hand is face up
short-broken_stable = You cannot play Upgrades
short-blinding_light = Your Unicorns lose their effects
short-tiny_stable = At most 5 Unicorns
short-neigh = Cancel a card being played
short-super_neigh = Cancel a card; no answer
