# Stil: the game cabbage's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Гравець { $n }

## card_acc

card_acc-cat = Кота
card_acc-pig = Свинку
card_acc-chicken = Курку
card_acc-cow = Корівку
card_acc-fox = Лиса
card_acc-wolf = Вовка
card_acc-dog = Пса
card_acc-rabbit = Кролика
card_acc-cabbage = Капусту
card_acc-wheat = Пшеницю

## cards

cards-none = нічого

## decision

decision-draw_or_stop = Тягнути ще одну карту чи зупинитися й забрати відкриті карти в замок?
decision-fox_take = Лис: яку карту з чужого замку взяти й розіграти?
decision-pig_discard = Свинка: яку карту з чужого замку скинути?
decision-wolf_give = Вовк: яку карту зі свого замку й кому передати?
decision-rabbit_play = Кролик: яку карту зі свого замку розіграти?
decision-chicken_play = Курка: яку з карт зі скиду розіграти?
decision-dog_save = Пес рятує карти проваленого ходу: яку карту забрати в замок? (ще можна: { $left })
decision-dog_block = Фаза інтриги. Ваші Пси ({ $dogs }) можуть заблокувати всіх Лисів ({ $foxes }) або по одному Вовку ({ $wolves }). Як блокувати?

## action

action-draw = Тягнути карту
action-stop = Зупинитися й забрати карти в замок
action-done = Більше нічого не рятувати
action-take = Взяти { $card } у гравця { $other }
action-discard = Скинути { $card } із замку гравця { $other }
action-give = Передати { $card } гравцеві { $other }
action-play = Розіграти { $card }
action-save = Врятувати { $card }
action-save_stack = Врятувати стос: { $card } ×{ $count }
action-block_none = Не блокувати
action-block_foxes = Заблокувати всіх Лисів (1 Пес)
action-block_wolves = Заблокувати Вовків: { $wolves }
action-block_both = Заблокувати всіх Лисів і Вовків: { $wolves }
action-busts = { $text } — повтор, хід провалиться!

## event

event-turn = Хід гравця { $n }
event-reveal-deck = Гравець { $n } відкриває { $card }
event-reveal-fox = Лис: гравець { $n } розігрує { $card }
event-reveal-rabbit = Кролик: гравець { $n } розігрує { $card } зі свого замку
event-reveal-chicken = Курка: гравець { $n } розігрує { $card } зі скиду
event-bank = Гравець { $n } забирає в замок: { $cards }
event-bust = Повтор ({ $card }) — хід гравця { $n } провалено!
event-save = Пес: гравець { $n } рятує { $card }
event-save_stack = Пес: гравець { $n } рятує стос: { $card } ×{ $count }
event-discard_row = У скид: { $cards }
event-peek = Корівка: гравець { $n } бачить верхню карту колоди — { $card } (бачите лише ви)
event-peeked = Корівка: гравець { $n } таємно дивиться верхню карту колоди
event-fox_take = Лис: гравець { $n } бере { $card } із замку гравця { $other }
event-pig_discard = Свинка: гравець { $n } скидає { $card } із замку гравця { $other }
event-wolf_give = Вовк: гравець { $n } передає { $card } гравцеві { $other }
event-cat = Кіт: гравець { $n } дивиться карти зі скиду ({ $cards }) і забирає в замок: { $taken }
event-cat_hidden = Кіт: гравець { $n } таємно дивиться карти зі скиду (кількість: { $count }) і забирає в замок: { $taken }
event-chicken_look = Курка: гравець { $n } дивиться карти зі скиду: { $cards }
event-chicken_look_hidden = Курка: гравець { $n } таємно дивиться карти зі скиду (кількість: { $count })
event-intrigue = Колода скінчилася: фаза інтриги
event-intrigue_castle = Замок гравця { $n }: { $blocks }; скинуто: { $cards }
event-blocks-none = Пси не блокують
event-blocks-foxes = Пес блокує Лисів
event-blocks-wolves = Пси блокують Вовків: { $wolves }
event-blocks-both = Пси блокують Лисів і Вовків: { $wolves }
event-end = Гру завершено

## ui

ui-card = Карта
ui-castles = Замки
ui-castles_empty = порожньо
ui-points_now = Очки зараз
ui-row = На столі цього ходу
ui-row_empty = порожньо
ui-stack = стос
ui-bust = провал
ui-deck = Колода: { $n }
ui-discard = Скид: { $n }
ui-turn = Хід: { $player }
ui-intrigue = Фаза інтриги
ui-knows_top = Бачили верхню карту: { $players }
ui-top = Верхня карта колоди (бачите лише ви): { $card }
ui-looked = Карти Курки зі скиду: { $cards }
ui-looked_hidden = Курка: гравець дивиться карти зі скиду (кількість: { $count })
ui-final_title = Підсумок: кількість карт → очки
ui-total = Разом
ui-blocking_dogs = Псів блокувало
ui-winner = Переможець: { $players }
ui-winners = Спільна перемога: { $players }
ui-wheat_tiebreak = Нічия за очками: перемагає той, у кого більше Пшениці

## option_name

option_name-blocking_dogs_score = Пси-охоронці дають очки
option_name-dog_saves_busting_card = Пес рятує карту, що зіпсувала хід
option_name-voluntary_bust = Можна ризикнути дублем
option_name-looks_public = Підглянуте в скиді бачать усі

## option

option-blocking_dogs_score = Пес, який у фазі інтриг заступив Лису чи Вовку дорогу, наприкінці все одно приносить 1 очко. Якщо вимкнено, такий Пес очок не дає.
option-dog_saves_busting_card = Коли хід провалено, Пес може вберегти й ту саму карту-дубль, через яку все пропало. Якщо вимкнено, він рятує лише інші карти.
option-voluntary_bust = Лис, Кролик чи Курка можуть принести карту, яка вже лежить у ряду, і зіпсувати хід, навіть коли є безпечний вибір. Якщо вимкнено, дубль береться лише тоді, коли іншого виходу немає.
option-looks_public = Карти зі скиду, які переглядає Кіт чи Курка, відкриті для всіх гравців. Якщо вимкнено, їх бачить лише той, хто дивиться. Підглядання Корівки завжди таємне.

## source

source-blocking_dogs_score = «Підрахунок очок» і приклад підрахунку (замок Степана)
source-dog_saves_busting_card = «Ефекти карт»: Пес
source-voluntary_bust = «Ефекти карт»: Лис, Кролик, Курка
source-looks_public = «Ефекти карт»: Кіт і Курка; приклад ходу Руслани

## web

web-castle = Замок
web-row = Ряд цього ходу
web-bust = перебір
web-top = Верхня карта колоди (знаєте лише ви): { $card }
web-looked = Ви бачили: { $cards }
web-intrigue = Фаза інтриги
web-empty = порожньо
web-blocking = Собак блокує: { $n }
web-number-points = ПО в кінці гри
web-number-majority_points = ПО за більшість
web-number-look = дивиться карт
web-number-saves = рятує карт

## lobby

lobby-line = Тягніть карти з колоди й вчасно зупиніться: дубль зіпсує весь хід.

## why

why-voluntary_bust = Ця карта спричинила б перебір, а є безпечна: за правилом «без добровільного перебору» бери безпечну
