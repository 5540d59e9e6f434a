# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (uk): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-building_school = +1 до могутності міста
short-building_library = +2 до могутності міста
short-building_craft_quarter = +2 до могутності міста
short-building_metropolitan_court = Могутність міста ×3
short-wall_palisade = Стіни: напад лише доблестю >2
short-wall_new_walls = Стіни: напад лише доблестю >3
short-wall_stonework = Стіни: напад лише доблестю >4
short-wall_moat = +1 до стін міста
short-wall_fortress = Місто не можна атакувати
short-army_militia = Захист: доблесть = могутність
short-event_batu = Починає останнє коло
short-event_secret_message = Відсуває кінець гри
short-event_red_rooster = Спали все збудоване в місті
short-event_chronicler = Скинь будь-який літопис
short-event_ruin = Взяте місто — лише голі стіни
short-event_ambush = Відбиває будь-яке військо
short-event_watch = Відбиває Зраду чи подію
short-event_metropolitan_word = Відбиває дружину, кінець війни
short-event_fat_purse = Перекупи чуже наймане військо
short-event_siege = Суперник без Ополчення
short-event_tunnel = Знищ стіни міста
short-event_treason = Напад повз стіни
short-chronicle_wise = +3 могутності князю
short-chronicle_pious = +2 могутності князю
short-chronicle_accursed = −3 могутності князю
short-chronicle_seditious = −2 могутності князю
short-chronicle_gatherer = +1 за кожне місто князя
short-chronicle_big_nest = Князь бере по 2 карти
short-chronicle_brave = +1 доблесті військам князя
short-chronicle_meek = Князь не починає війн
