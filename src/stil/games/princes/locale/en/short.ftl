# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (en): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-building_school = +1 to a city's might
short-building_library = +2 to a city's might
short-building_craft_quarter = +2 to a city's might
short-building_metropolitan_court = The city's might ×3
short-wall_palisade = Walls: only valour >2 attacks
short-wall_new_walls = Walls: only valour >3 attacks
short-wall_stonework = Walls: only valour >4 attacks
short-wall_moat = +1 to the city's walls
short-wall_fortress = The city cannot be attacked
short-army_militia = Defends with the city's might
short-event_batu = Starts the final round
short-event_secret_message = Moves the end of the game
short-event_red_rooster = Burn all that is built in a city
short-event_chronicler = Discard any chronicle
short-event_ruin = A taken city is left bare
short-event_ambush = Repels any army
short-event_watch = Repels Treason or an event
short-event_metropolitan_word = Repels a Druzhina, ends the war
short-event_fat_purse = Buy off the foreign army
short-event_siege = The defender gets no Militia
short-event_tunnel = Destroy the city's walls
short-event_treason = Attack that ignores walls
short-chronicle_wise = +3 might to a prince
short-chronicle_pious = +2 might to a prince
short-chronicle_accursed = −3 might to a prince
short-chronicle_seditious = −2 might to a prince
short-chronicle_gatherer = +1 per city the prince owns
short-chronicle_big_nest = The prince draws 2 cards
short-chronicle_brave = +1 valour to the prince's armies
short-chronicle_meek = The prince may not start wars
