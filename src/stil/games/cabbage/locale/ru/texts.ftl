# Stil: the game cabbage's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Игрок { $n }

## card_acc

card_acc-cat = Кота
card_acc-pig = Свинку
card_acc-chicken = Курицу
card_acc-cow = Коровку
card_acc-fox = Лиса
card_acc-wolf = Волка
card_acc-dog = Пса
card_acc-rabbit = Кролика
card_acc-cabbage = Капусту
card_acc-wheat = Пшеницу

## cards

cards-none = ничего

## decision

decision-draw_or_stop = Тянуть ещё одну карту или остановиться и забрать открытые карты в замок?
decision-fox_take = Лис: какую карту из чужого замка взять и разыграть?
decision-pig_discard = Свинка: какую карту из чужого замка сбросить?
decision-wolf_give = Волк: какую карту из своего замка и кому передать?
decision-rabbit_play = Кролик: какую карту из своего замка разыграть?
decision-chicken_play = Курица: какую из карт из сброса разыграть?
decision-dog_save = Пёс спасает карты проваленного хода: какую карту забрать в замок? (ещё можно: { $left })
decision-dog_block = Фаза интриги. Ваши Псы ({ $dogs }) могут заблокировать всех Лисов ({ $foxes }) или по одному Волку ({ $wolves }). Как блокировать?

## action

action-draw = Тянуть карту
action-stop = Остановиться и забрать карты в замок
action-done = Больше ничего не спасать
action-take = Взять { $card } у игрока { $other }
action-discard = Сбросить { $card } из замка игрока { $other }
action-give = Передать { $card } игроку { $other }
action-play = Разыграть { $card }
action-save = Спасти { $card }
action-save_stack = Спасти стопку: { $card } ×{ $count }
action-block_none = Не блокировать
action-block_foxes = Заблокировать всех Лисов (1 Пёс)
action-block_wolves = Заблокировать Волков: { $wolves }
action-block_both = Заблокировать всех Лисов и Волков: { $wolves }
action-busts = { $text } — повтор, ход провалится!

## event

event-turn = Ход игрока { $n }
event-reveal-deck = Игрок { $n } открывает { $card }
event-reveal-fox = Лис: игрок { $n } разыгрывает { $card }
event-reveal-rabbit = Кролик: игрок { $n } разыгрывает { $card } из своего замка
event-reveal-chicken = Курица: игрок { $n } разыгрывает { $card } из сброса
event-bank = Игрок { $n } забирает в замок: { $cards }
event-bust = Повтор ({ $card }) — ход игрока { $n } провален!
event-save = Пёс: игрок { $n } спасает { $card }
event-save_stack = Пёс: игрок { $n } спасает стопку: { $card } ×{ $count }
event-discard_row = В сброс: { $cards }
event-peek = Коровка: игрок { $n } видит верхнюю карту колоды — { $card } (видите только вы)
event-peeked = Коровка: игрок { $n } тайком смотрит верхнюю карту колоды
event-fox_take = Лис: игрок { $n } берёт { $card } из замка игрока { $other }
event-pig_discard = Свинка: игрок { $n } сбрасывает { $card } из замка игрока { $other }
event-wolf_give = Волк: игрок { $n } передаёт { $card } игроку { $other }
event-cat = Кот: игрок { $n } смотрит карты из сброса ({ $cards }) и забирает в замок: { $taken }
event-cat_hidden = Кот: игрок { $n } тайком смотрит карты из сброса (количество: { $count }) и забирает в замок: { $taken }
event-chicken_look = Курица: игрок { $n } смотрит карты из сброса: { $cards }
event-chicken_look_hidden = Курица: игрок { $n } тайком смотрит карты из сброса (количество: { $count })
event-intrigue = Колода закончилась: фаза интриги
event-intrigue_castle = Замок игрока { $n }: { $blocks }; сброшено: { $cards }
event-blocks-none = Псы не блокируют
event-blocks-foxes = Пёс блокирует Лисов
event-blocks-wolves = Псы блокируют Волков: { $wolves }
event-blocks-both = Псы блокируют Лисов и Волков: { $wolves }
event-end = Игра окончена

## ui

ui-card = Карта
ui-castles = Замки
ui-castles_empty = пусто
ui-points_now = Очки сейчас
ui-row = На столе в этот ход
ui-row_empty = пусто
ui-stack = стопка
ui-bust = провал
ui-deck = Колода: { $n }
ui-discard = Сброс: { $n }
ui-turn = Ход: { $player }
ui-intrigue = Фаза интриги
ui-knows_top = Видели верхнюю карту: { $players }
ui-top = Верхняя карта колоды (видите только вы): { $card }
ui-looked = Карты Курицы из сброса: { $cards }
ui-looked_hidden = Курица: игрок смотрит карты из сброса (количество: { $count })
ui-final_title = Итог: количество карт → очки
ui-total = Итого
ui-blocking_dogs = Псов блокировало
ui-winner = Победитель: { $players }
ui-winners = Общая победа: { $players }
ui-wheat_tiebreak = Ничья по очкам: побеждает тот, у кого больше Пшеницы

## option_name

option_name-blocking_dogs_score = Псы-сторожа приносят очки
option_name-dog_saves_busting_card = Пёс спасает карту, испортившую ход
option_name-voluntary_bust = Можно рискнуть дублем
option_name-looks_public = Подсмотренное в сбросе видят все

## option

option-blocking_dogs_score = Пёс, который в фазе интриг преградил путь Лису или Волку, в конце всё равно приносит 1 очко. Если выключено, такой Пёс очков не даёт.
option-dog_saves_busting_card = Когда ход провален, Пёс может уберечь и ту самую карту-дубль, из-за которой всё пропало. Если выключено, он спасает только другие карты.
option-voluntary_bust = Лис, Кролик или Курица могут принести карту, которая уже лежит в ряду, и испортить ход, даже когда есть безопасный выбор. Если выключено, дубль берётся, только когда другого выхода нет.
option-looks_public = Карты из сброса, которые просматривает Кот или Курица, открыты всем игрокам. Если выключено, их видит только смотрящий. Подсматривание Коровки всегда тайное.

## source

source-blocking_dogs_score = «Подсчёт очков» и пример подсчёта (замок Степана)
source-dog_saves_busting_card = «Эффекты карт»: Пёс
source-voluntary_bust = «Эффекты карт»: Лис, Кролик, Курица
source-looks_public = «Эффекты карт»: Кот и Курица; пример хода Русланы

## web

web-castle = Замок
web-row = Ряд этого хода
web-bust = перебор
web-top = Верхняя карта колоды (знаете только вы): { $card }
web-looked = Вы видели: { $cards }
web-intrigue = Фаза интриги
web-empty = пусто
web-blocking = Собак блокирует: { $n }
web-number-points = ПО в конце игры
web-number-majority_points = ПО за большинство
web-number-look = смотрит карт
web-number-saves = спасает карт

## lobby

lobby-line = Тяните карты из колоды и вовремя остановитесь: дубль испортит весь ход.

## why

why-voluntary_bust = Эта карта вызвала бы перебор, а есть безопасная: по правилу «без добровольного перебора» бери безопасную
