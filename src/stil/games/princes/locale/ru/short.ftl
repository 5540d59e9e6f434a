# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (ru): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-building_school = +1 к могуществу города
short-building_library = +2 к могуществу города
short-building_craft_quarter = +2 к могуществу города
short-building_metropolitan_court = Могущество города ×3
short-wall_palisade = Стены: нападать лишь доблестью >2
short-wall_new_walls = Стены: нападать лишь доблестью >3
short-wall_stonework = Стены: нападать лишь доблестью >4
short-wall_moat = +1 к стенам города
short-wall_fortress = Город нельзя атаковать
short-army_militia = Защита: доблесть = могущество
short-event_batu = Начинает последний круг
short-event_secret_message = Отодвигает конец игры
short-event_red_rooster = Сожги всё построенное в городе
short-event_chronicler = Сбрось любую летопись
short-event_ruin = Взятый город — без построек
short-event_ambush = Отбивает любое войско
short-event_watch = Отбивает Измену или событие
short-event_metropolitan_word = Отбивает дружину, конец войны
short-event_fat_purse = Перекупи чужое наёмное войско
short-event_siege = Противник без Ополчения
short-event_tunnel = Уничтожь стены города
short-event_treason = Нападение в обход стен
short-chronicle_wise = +3 могущества князю
short-chronicle_pious = +2 могущества князю
short-chronicle_accursed = −3 могущества князю
short-chronicle_seditious = −2 могущества князю
short-chronicle_gatherer = +1 за каждый город князя
short-chronicle_big_nest = Князь берёт по 2 карты
short-chronicle_brave = +1 доблести войскам князя
short-chronicle_meek = Князь не начинает войн
