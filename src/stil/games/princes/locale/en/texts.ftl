# Stil: the game princes's texts, in this file's language (en).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Prince { $n }

## cards

cards-none = nothing

## plural

plural-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }

## city_loc

city_loc-city_kyiv = in Kyiv
city_loc-city_novgorod = in Novgorod
city_loc-city_chernihiv = in Chernihiv
city_loc-city_vladimir = in Vladimir
city_loc-city_pskov = in Pskov
city_loc-city_polotsk = in Polotsk
city_loc-city_halych = in Halych
city_loc-city_rostov = in Rostov
city_loc-city_pereiaslav = in Pereiaslav
city_loc-city_smolensk = in Smolensk
city_loc-city_ryazan = in Ryazan
city_loc-city_tmutarakan = in Tmutarakan

## city_gen

city_gen-city_kyiv = Kyiv
city_gen-city_novgorod = Novgorod
city_gen-city_chernihiv = Chernihiv
city_gen-city_vladimir = Vladimir
city_gen-city_pskov = Pskov
city_gen-city_polotsk = Polotsk
city_gen-city_halych = Halych
city_gen-city_rostov = Rostov
city_gen-city_pereiaslav = Pereiaslav
city_gen-city_smolensk = Smolensk
city_gen-city_ryazan = Ryazan
city_gen-city_tmutarakan = Tmutarakan

## card_acc

card_acc-building_school = a School
card_acc-building_library = a Library
card_acc-building_craft_quarter = an Artisans' Quarter
card_acc-building_metropolitan_court = a Metropolitan's Court
card_acc-wall_palisade = a Palisade
card_acc-wall_new_walls = New Walls
card_acc-wall_stonework = Stonework
card_acc-wall_moat = a Moat
card_acc-wall_fortress = the Impregnable Fortress
card_acc-army_ugry_4 = the Ugrians
card_acc-army_ugry_5 = the Ugrians
card_acc-army_polovtsy_5 = the Polovtsians
card_acc-army_polovtsy_6 = the Polovtsians
card_acc-army_lyakhi_5 = the Lyakhs
card_acc-army_lyakhi_7 = the Lyakhs
card_acc-army_varyagi_8 = the Varangians
card_acc-army_varyagi_10 = the Varangians

## note

note-moat = +1 to walls
note-fortress = nothing more built, no army attacks
note-militia = valour = the city's might

## chronicle_note

chronicle_note-chronicle_wise = +3
chronicle_note-chronicle_pious = +2
chronicle_note-chronicle_accursed = −3
chronicle_note-chronicle_seditious = −2
chronicle_note-chronicle_gatherer = +1 per city
chronicle_note-chronicle_big_nest = draws 2 cards at a time
chronicle_note-chronicle_brave = +1 valour to armies
chronicle_note-chronicle_meek = may not start a war

## decision

decision-turn = Your turn: what do you do?
decision-war_open = War for { $city }: what next?
decision-war_defend = Prince { $attacker } attacks { $city } with { $attack }. How do you defend?
decision-war_counter = War for { $city }: Prince { $defender } holds. Your answer?
decision-war_ruin = { $city } has fallen. Ravage it before you give it up?

## action

action-draw = Draw a card
action-draw_many = Draw { $cards }
action-pass = Pass
action-city_self = Lay down the city of { $city } ({ $might }) before yourself
action-city_other = Lay down the city of { $city } ({ $might }) before Prince { $other }
action-build-building = Build { $card } ({ $note }) { $city_loc }
action-build-wall = Raise { $card } ({ $note }) { $city_loc }
action-build-moat = Dig { $card } ({ $note }) around { $city_gen }
action-build-fortress = Raise { $card } { $city_loc }
action-whose_city = { $text } (Prince { $other }'s city)
action-replaces = { $text }, replacing { $cards }
action-chronicle_self = Play the chronicle “{ $card }” ({ $note }) on yourself
action-chronicle_other = Play the chronicle “{ $card }” ({ $note }) on Prince { $other }
action-batu = Batu: everyone has one more turn, yours is the last
action-message = Secret Message: prolong the game, one more turn each, yours the last
action-arson = Red Rooster: burn everything built { $city_loc } ({ $cards })
action-ravage = Ravage: lay waste to { $city } ({ $cards })
action-chronicler_self = The Chronicler: strike out your own chronicle “{ $card }”
action-chronicler_other = The Chronicler: strike out Prince { $other }'s chronicle “{ $card }”
action-war = Go to war on { $city } (Prince { $other }): { $card }
action-war_unowned = Go to war on { $city }: { $card }
action-attack = Attack with { $card }
action-attack_treason = Attack with { $card } (walls are no help)
action-tunnel = Tunnel: bring down the walls of { $city_gen } ({ $cards })
action-tunnel_any = Tunnel: bring down the walls
action-siege = Siege: no Militia may defend { $city } any more
action-siege_any = Siege: no Militia may defend the city any more
action-siege_counter = Siege: discard the Militia, your army stands again
action-stop = Withdraw
action-defend = Defend with { $card }
action-ambush = Ambush Regiment: repel the attack
action-watch = Watch: repel the attack
action-word = Metropolitan's Word: repel the attack and end the war
action-purse = Fat Purse: lure the foreigners away
action-purse_defend = Fat Purse: lure { $card } into your hand, the attack is repelled
action-purse_counter = Fat Purse: lure { $card } into your hand, your army stands again
action-yield = Do not defend: give up { $city }
action-yield_any = Do not defend: give up the city
action-accept = Accept: the attack is repelled
action-ruin = Ravage: burn everything { $city_loc } before it falls ({ $cards })
action-ruin_any = Ravage: burn everything in the city before it falls
action-decline = Give up the city as it is

## event

event-start = Prince { $n } goes first
event-draw = Prince { $n } draws a card
event-draw_many = Prince { $n } draws { $cards }
event-drawn = You (Prince { $n }) draw: { $cards }
event-pass = Prince { $n } passes
event-city_self = Prince { $n } lays down the city of { $city } ({ $might }) before himself
event-city_other = Prince { $n } lays down the city of { $city } ({ $might }) before Prince { $other }
event-build-building = Prince { $n } builds { $card } { $city_loc }
event-build-wall = Prince { $n } raises { $card } { $city_loc }
event-build-moat = Prince { $n } digs { $card } around { $city_gen }
event-build-fortress = Prince { $n } raises { $card } { $city_loc }
event-discarded = { $text }; discarded: { $cards }
event-chronicle_self = Prince { $n } plays the chronicle “{ $card }” ({ $note }) on himself
event-chronicle_other = Prince { $n } plays the chronicle “{ $card }” ({ $note }) on Prince { $other }
event-batu = Prince { $n } plays Batu!
event-message = Prince { $n } plays the Secret Message
event-end_pending = The end is near: every prince has one more turn
event-arson = Red Rooster: Prince { $n } burns { $city_loc }: { $cards }
event-ravage = Ravage: Prince { $n } lays waste to { $city }: { $cards }
event-chronicler_self = The Chronicler: Prince { $n } strikes out his own chronicle “{ $card }”
event-chronicler_other = The Chronicler: Prince { $n } strikes out Prince { $other }'s chronicle “{ $card }”
event-war = Prince { $n } goes to war on { $city }
event-war_attack = Prince { $n } attacks with { $card }
event-war_tunnel = Tunnel: Prince { $n } brings down the walls ({ $cards })
event-war_siege = Siege: Prince { $n } besieges the city; no Militia may defend it now
event-war_stop = Prince { $n } withdraws
event-war_defend = Prince { $n } defends with { $card }
event-war_ambush = Ambush Regiment: Prince { $n } repels the attack
event-war_watch = Watch: Prince { $n } repels the attack
event-war_word = Metropolitan's Word: Prince { $n } repels the attack
event-war_end = The war is over: Prince { $n } attacks no more this turn
event-war_purse = Fat Purse: Prince { $n } lures { $card } into his hand
event-war_accept = Prince { $n }'s attack is repelled; the battle's cards are discarded
event-war_yield = Prince { $n } does not defend
event-war_ruin = Ravage: Prince { $n } burns everything in the city before it falls: { $cards }
event-war_decline = Prince { $n } gives up the city as it is
event-capture = Prince { $n } takes { $city } from Prince { $other }
event-end = The game is over

## ui

ui-prince = Prince
ui-cities = Cities
ui-chronicles = Chronicles
ui-hand_size = Cards in hand
ui-might = Might
ui-none = —
ui-walls = walls >{ $n }
ui-impregnable = impregnable
ui-known = known: { $cards }
ui-deck = Deck: { $n }
ui-deck_empty = The deck is empty
ui-discard = Discard: { $n }
ui-discard_top = Discard: { $n } (top: { $card })
ui-turn = Turn: Prince { $n }
ui-batu = Batu is on the table
ui-messages = Secret Message on the table ×{ $n }
ui-countdown = Turns left: { $left } (this one included); Prince { $n } plays the last
ui-last_turn = This is the last turn of the game!
ui-your_hand = Your hand
ui-your_hand_of = Your hand (Prince { $n })
ui-hand_empty = empty
ui-group-city = Cities
ui-group-building = Buildings
ui-group-army = Armies
ui-group-event = Events
ui-group-chronicle = Chronicles
ui-war_title = War for { $city }
ui-war_sides = Prince { $attacker } attacks, Prince { $defender } defends. City: { $city }
ui-war_siege = Siege: no Militia in this war
ui-war_attack = Attack: { $card }
ui-war_no_attack = No attack laid yet
ui-war_taken = The city has fallen
ui-war_against = Laid against it: { $cards }
ui-war_events = Played in this attempt: { $cards }
ui-final_title = Final score: the might of the princes
ui-winner = Winner: { $players }
ui-winners = Shared win: { $players }
ui-tie_cities = Equal might: the most cities wins

## option_name

option_name-defender_wins_ties = A tied battle goes to the defender
option_name-metropolitan_scope = What a new Metropolitan's Court discards
option_name-burn_scope = What Red Rooster and Ravage destroy
option_name-moat_stacks = Moats add up
option_name-tunnel_removes_moat = Tunnel also removes Moats
option_name-fortress_wall_value = How strong the Impregnable Fortress is
option_name-city_on_opponent = A city may be founded for another prince
option_name-build_on_opponent_city = Build in other princes' cities
option_name-second_defending_army = A second defending army
option_name-war_opens_with_army = A war begins with an army
option_name-events_repel_treason = Watch and Metropolitan's Word stop Treason
option_name-pass_rule = When a prince may pass
option_name-end_trigger_when_pending = Batu while the end is counting down
option_name-secret_message_anytime = Secret Message at any time
option_name-ruin_peaceful = Ravage in peacetime
option_name-tie_break = Equal might at the end
option_name-tournament_tie = A tie in a tournament
option_name-first_player = Who goes first
option_name-allow_up_to_8 = Up to 8 players

## option

option-defender_wins_ties = An army defending a city holds against an equally valorous attacker: a Militia of 8 stops attacks of 1 to 8. When off, the defender must be the more valorous.
option-metropolitan_scope = A second Metropolitan's Court pushes out an older one.
option-burn_scope = Which of a city's cards are discarded when it is burnt or ravaged.
option-moat_stacks = Every Moat around a city adds 1 to its defence. When off, a city may have one Moat at most.
option-tunnel_removes_moat = Tunnel discards the city's Moats as well as its wall. When off, the Moats stay.
option-fortress_wall_value = How strong the Impregnable Fortress's wall is.
option-city_on_opponent = A city card may be laid in front of any prince. When off, only in front of yourself.
option-build_on_opponent_city = Buildings and walls may go into any prince's city. When off, only into your own.
option-second_defending_army = When the defending army has been lured away or besieged, the defender may send another.
option-war_opens_with_army = A war is opened by a numbered army; Tunnel, Siege and Treason join a war already under way. When off, they may open one too.
option-events_repel_treason = Watch or Metropolitan's Word played against Treason turns it back. When off, Treason acts first and takes the city, and no event stops it.
option-pass_rule = When a prince may play nothing.
option-end_trigger_when_pending = What happens when Batu or the last card comes while the end is already announced.
option-secret_message_anytime = Secret Message may be played when no end is announced; it then does nothing.
option-ruin_peaceful = Ravage may be played on any city without a war. When off, only on a city just captured.
option-tie_break = How a tie for the greatest might is settled.
option-tournament_tie = What happens when several princes reach the same total of 100 or more in a tournament.
option-first_player = Who makes the first move.
option-allow_up_to_8 = Lets 7 or 8 play. The usual game is for 2 to 6 princes.

## value

value-metropolitan_scope-city = the older one on the same city
value-metropolitan_scope-global = every other one in play
value-burn_scope-all = everything, walls included
value-burn_scope-peaceful = only the peaceful buildings
value-fortress_wall_value-infinite = no army may attack the city
value-fortress_wall_value-6 = a wall stronger than 6
value-pass_rule-empty_deck = once the draw pile is empty
value-pass_rule-no_legal_action = only when nothing else is possible
value-pass_rule-always = always
value-end_trigger_when_pending-keep = nothing changes
value-end_trigger_when_pending-restart = the countdown starts again
value-tie_break-shared = the win is shared
value-tie_break-most_cities = the one with more cities wins; otherwise shared
value-tournament_tie-shared = they share the win
value-tournament_tie-play_on = more games are played
value-first_player-random = drawn by lot from the deal number
value-first_player-seat0 = the first seat at the table

## source

source-defender_wins_ties = “Militia”: the example of Vladimir's militia
source-war_opens_with_army = “Your wars”
source-events_repel_treason = “Your wars”

## web

web-might = Might
web-cities = Cities
web-chronicles = Chronicles
web-known = Cards in hand known to all
web-war = War for { $city }
web-attacker = Attacker
web-defender = Defender
web-attack = Attack
web-against = Against
web-wall = wall { $n }
web-no_cities = no cities
web-on_table = On the table
web-last_turn = Last turns!
web-number-might = might
web-number-valour = valour
web-number-wall = walls
web-number-plus = to might
web-number-mult = might
web-number-points = might at the end

## lobby

lobby-line = Build cities, lead armies and become the mightiest prince.

## why

why-no_city = Nothing to build on: no city lies on the table yet
why-build_own_only = You may build only on your own cities (this game's rule), and none of yours takes it: a fortress, or a moat already there
why-build_nowhere = No city takes it: nothing is built on a fortress, and a city has one moat at most
why-message_late = The Secret Message is played only once the end of the game is announced (the last round)
why-nothing_to_burn = Nothing to burn: no city has the buildings this card discards
why-ruin_captured = Ravage is played when a city of yours is captured in a war, not on a peaceful turn
why-no_chronicles = The Chronicler has nothing to remove: no chronicle lies before any prince
why-defence_only = This card is played only in defence, during a war
why-war_only = This card is played only in a war you started (a war opens with an army)
why-meek = The Meek lies before you: you may not go to war
why-no_enemy_city = No one to go to war on: the other princes have no cities
why-too_weak = This army is no stronger than any other prince's city walls: only an army stronger than the wall opens a war
why-war_step = Not at this step of the war: this card does not answer the card just played
why-not_now = This card cannot be played now
