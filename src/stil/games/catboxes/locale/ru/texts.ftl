# Stil: the game catboxes's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = { $cat } (игрок { $n })

## side

side-n = верх
side-e = право
side-s = низ
side-w = лево

## sym

sym-yarn = К
sym-mouse = М
sym-feather = П
sym-fish = Р

## label

label-walls = стенки: { $sides }
label-no_walls = без стенок
label-no_toys = без игрушек
label-spray = распылитель
label-card = «{ $name }» ({ $walls }; { $toys })
label-toy = { $name } ({ $toys })
label-unknown = карту

## decision

decision-start = Выберите стартовую карту коробки.
decision-place = Карта: { $card }. Куда её положить?
decision-turn = Ваш ход: взять карту из колоды или положить спящего кота?
decision-card = Какую карту с руки сыграть?
decision-cat = Положить кота поперёк только что положенной карты { $cell }?
decision-toy = Особая карта игрушек ложится поперёк двух карт, как кот. Куда её положить?
decision-princess = Какого кота заменит Принцесса? Он вернётся к владельцу.

## action

action-draw = Взять карту из колоды и сыграть карту с руки
action-sleep = Положить спящего кота ({ $cat }) как карту коробки, без добора
action-play = Сыграть { $card }
action-discard = Сбросить { $card } (её некуда сыграть)
action-pass = Пропустить ход
action-start = { $card }
action-place = Положить на { $at } — { $walls }
action-place_turned = Положить на { $at }, повернув на 180° — { $walls }
action-cat = Положить кота на { $slot }
action-nocat = Не класть кота
action-toy = Положить на { $slot } ({ $box })
action-box_of = коробку занимает { $cats }
action-box_free = коробка ничья
action-princess = Принцесса на место кота: { $cat }, { $slot }
action-princess_sleeping = Принцесса на место спящего кота: { $cat }, { $at }
action-yours = { $cat } (ваш)

## event

event-setup = Первым ходит { $who }. Каждый кладёт стартовую карту коробки.
event-start = { $who } кладёт { $card } на { $at }
event-start_turned = { $who } кладёт { $card } на { $at }, повернув на 180°
event-draw = { $who } берёт карту из колоды (в колоде: { $left })
event-drew = Вы взяли: { $card }
event-play = { $who } играет { $card }
event-place = { $who } кладёт { $card } на { $at }
event-place_turned = { $who } кладёт { $card } на { $at }, повернув на 180°
event-sleep = { $who } кладёт спящего кота на { $at }
event-cat = { $who } кладёт кота на { $slot }
event-toy = { $who } кладёт { $card } на { $slot }
event-princess = { $who }: Принцесса встаёт на место кота на { $at }; { $cat } возвращается к владельцу
event-discard = { $who } сбрасывает { $card }: её некуда сыграть
event-pass = { $who } пропускает ход
event-ending-cats = { $who } выложил последнего кота: после этого хода начнётся завершающая фаза
event-ending-deck = Колода закончилась: после этого хода начнётся завершающая фаза
event-final = Завершающая фаза: карт не берут, спящих котов не кладут, играют, пока не опустеют руки
event-end = Игра окончена

## ui

ui-player = Игрок
ui-supply = Котов в запасе
ui-hand_size = Карт на руке
ui-score = Очки сейчас
ui-final_score = Очки
ui-penalty = Штрафные
ui-turn = Ход { $n }
ui-setup = Подготовка: стартовые карты
ui-deck = В колоде: { $n }
ui-deck_empty = Колода пуста
ui-discard = Сброшено: { $cards }
ui-final_phase = Завершающая фаза: без добора, пока не опустеют руки
ui-ending = Конец запущен: после этого хода — завершающая фаза
ui-table_size = Стол: { $cols }×{ $rows } карт (столбцы { $x0 }–{ $x1 }, строки { $y0 }–{ $y1 })
ui-table_unbounded = Стол без границ
ui-table_title = Стол (x — столбцы, y — строки)
ui-table_empty = На столе ещё нет карт.
ui-legend_toys = { $yarn } клубок  { $mouse } мышка  { $feather } пёрышко  { $fish } рыбка  ! распылитель (−1)
ui-legend_walls = ━ ┃ стенка карты, пробел — открытая сторона (рядом открытые стороны — одна коробка)
ui-legend_cats = =имя= (цветное) — кот поперёк двух карт · zzz — спящий кот · [ ] — особая игрушка
ui-legend_targets = x,y в пустой клетке — туда можно положить карту
ui-boxes_title = Коробки с котами или игрушками
ui-box = Коробка
ui-box_cells = { $at }, карт: { $n }
ui-toys = Игрушки
ui-closed = закрыта ×2
ui-open = открыта
ui-value = Стоимость
ui-cats = Коты
ui-sleeping_mark = спящий
ui-points = Очки
ui-nobody = —
ui-more_boxes = …и ещё коробок без котов: { $n }
ui-your_hand = Ваша рука: { $who }
ui-hand_empty = Рука пуста
ui-pending = Сейчас играется: { $card }
ui-upright = прямо
ui-turned = 180°
ui-final_title = Итог: очки за коробки
ui-winner = Победитель: { $players }
ui-winners = Общая победа: { $players }
ui-tie_penalty = Ничью по очкам разрешили штрафные очки: побеждает тот, у кого их меньше.

## option_name

option_name-extended = Расширенные правила
option_name-table = Размер стола
option_name-card_mm = Размер карт
option_name-table_anchor = Раскладка на столе
option_name-anchor_choice = Куда ложится первая карта
option_name-allow_180 = Карту можно перевернуть
option_name-open_vs_wall = Открытая сторона напротив стенки
option_name-table_edge_closes = Край стола закрывает коробку
option_name-extended_forbid = Запрет в расширенных правилах
option_name-overlays_per_cell = Сколько накладок на одну карту
option_name-cats_per_turn = Котов за ход
option_name-cat_in_box_closed_this_turn = Кот в только что закрытую коробку
option_name-sleeping_sides = Стороны спящего кота
option_name-wake_by = Кто будит спящего кота
option_name-sleeping_only_takes_penalty = Штраф и для спящих
option_name-extra_cat_bonus_to = Бонус за лишних котов
option_name-extended_woken_weight = Вес разбуженного кота
option_name-princess_timing = Когда играют Принцессу
option_name-toy_timing = Когда играют особую игрушку
option_name-toy_in_opening_hand = Игрушка в первой руке
option_name-special_toys = Особые игрушки
option_name-toy_only_open_boxes = Игрушки только в открытые коробки
option_name-no_legal_play = Когда сыграть нечего
option_name-pile_order = Порядок стопок колоды
option_name-extended_princesses = Принцессы в расширенных правилах
option_name-fifth_cat_trigger = Что запускает конец игры
option_name-box_floor_zero = Коробка не уходит в минус
option_name-penalty_count = Штраф для ничьей
option_name-start_cards = Стартовые карты
option_name-first_player = Кто ходит первым

## option

option-extended = Все Принцессы замешаны в колоду, двойных стенок не бывает, лишние коты очков не дают, а спящий кот весит как полкота.
option-table = На каком столе выкладывают карты: каждая карта должна лежать на нём целиком.
option-card_mm = От размера карт зависит, сколько их поместится на столе.
option-table_anchor = Можно ли сдвигать всю раскладку по столу.
option-anchor_choice = Куда кладут первую стартовую карту.
option-allow_180 = Новую карту можно положить любым краем вверх. Если выключено, верх карты всегда наверху.
option-open_vs_wall = Что происходит с открытой стороной коробки, которая касается стенки соседней карты.
option-table_edge_closes = Открытая сторона, упёршаяся в край стола, закрывает коробку. Если выключено, она остаётся открытой.
option-extended_forbid = Какие касания стенок запрещены в расширенных правилах.
option-overlays_per_cell = Сколько котов, Принцесс или особых игрушек может лежать на одной карте коробки.
option-cats_per_turn = Сколько неспящих котов можно посадить после карты коробки.
option-cat_in_box_closed_this_turn = Кота можно посадить в коробку, которую закрыла карта этого хода. Если выключено, в закрытую коробку котов не сажают.
option-sleeping_sides = Какие стороны у спящего кота, когда он лежит как карта коробки.
option-wake_by = Спящий кот приносит очки, когда в коробке есть неспящий кот.
option-sleeping_only_takes_penalty = Кто занимает коробку только спящими котами, всё равно получает штраф за распылители. Если выключено, такая коробка даёт 0.
option-extra_cat_bonus_to = Кто получает +1 за каждого кота после первого в коробке.
option-extended_woken_weight = В расширенных правилах: сколько весит спящий кот, когда его разбудили.
option-princess_timing = Забирает ли Принцесса розыгрыш карты этого хода.
option-toy_timing = Забирает ли особая игрушка розыгрыш карты этого хода.
option-toy_in_opening_hand = Что делать с особой игрушкой, пришедшей при раздаче.
option-special_toys = Какие игрушки изображены на особых картах игрушек.
option-toy_only_open_boxes = Особую игрушку можно положить только на место открытой коробки. Если выключено, на любое свободное место.
option-no_legal_play = Что делает игрок, ни одну карту которого нельзя положить.
option-pile_order = Когда стопки колоды неравны, куда идут большие.
option-extended_princesses = Сколько Принцесс замешивают в колоду по расширенным правилам.
option-fifth_cat_trigger = Когда игрок запускает конец игры своими котами.
option-box_floor_zero = Коробка никогда не даёт меньше 0 очков. По правилам распылители всегда отнимают.
option-penalty_count = Какие штрафные очки сравнивают, когда счёт равный.
option-start_cards = Какими будут пять стартовых карт.
option-first_player = Кто делает первый ход.

## value

value-table-600x600 = 60 × 60 см
value-table-900x600 = 90 × 60 см
value-table-900x900 = 90 × 90 см
value-table-1200x800 = 120 × 80 см
value-table-1200x1200 = 120 × 120 см
value-table-1800x900 = 180 × 90 см
value-table-unbounded = без границ
value-card_mm-63x88 = 63 × 88 мм
value-card_mm-56x87 = 56 × 87 мм
value-card_mm-70x120 = 70 × 120 мм
value-table_anchor-fixed = карты лежат там, где их положили
value-table_anchor-floating = достаточно, чтобы вся раскладка помещалась на столе (не по правилам)
value-anchor_choice-centre = в центр стола
value-anchor_choice-first_player = куда угодно, на выбор первого игрока
value-open_vs_wall-sealed = она закрывается
value-open_vs_wall-stays_open = коробка остаётся открытой
value-extended_forbid-wall_wall = стенка к стенке
value-extended_forbid-any_wall_contact = любая стенка, касающаяся карты
value-sleeping_sides-oooo = все стороны открыты
value-sleeping_sides-ooow = стенки: запад
value-sleeping_sides-wooo = стенки: север
value-sleeping_sides-woow = стенки: север, запад
value-sleeping_sides-wwoo = стенки: север, восток
value-sleeping_sides-owow = стенки: восток, запад
value-sleeping_sides-wowo = стенки: север, юг
value-sleeping_sides-wwow = стенки: север, восток, запад
value-sleeping_sides-woww = стенки: север, юг, запад
value-wake_by-owner = кот его владельца
value-wake_by-any_awake_cat = чей угодно кот
value-extra_cat_bonus_to-occupiers = только те, кто занимает коробку
value-extra_cat_bonus_to-any_player_with_2plus = каждый, у кого там два кота и больше
value-extended_woken_weight-0-5 = полкота
value-extended_woken_weight-1 = целый кот
value-princess_timing-replaces_play = вместо карты хода
value-princess_timing-extra_action = в придачу к карте
value-toy_timing-replaces_play = вместо карты хода
value-toy_timing-free_then_redraw = сразу и бесплатно: берут другую карту, и ход продолжается
value-toy_in_opening_hand-play_first_turn = её играют первым ходом
value-toy_in_opening_hand-redeal = её раздают заново
value-special_toys-one_of_each = по одной игрушке каждого вида
value-special_toys-one_kind = три одинаковые игрушки
value-no_legal_play-discard = сбрасывает одну карту
value-no_legal_play-pass = ничего не играет
value-pile_order-larger_on_top = большие сверху
value-pile_order-larger_at_bottom = большие снизу
value-extended_princesses-all_five = все пять
value-extended_princesses-n_players = по одной на игрока
value-fifth_cat_trigger-supply_empty = когда у него кончились коты
value-fifth_cat_trigger-fifth_placement = на пятом посаженном коте
value-penalty_count-deducted = очки за распылители, снятые со счёта, с удвоением
value-penalty_count-raw_symbols_in_occupied_boxes = распылители в коробках, которые вы занимаете
value-start_cards-varied = пять разных
value-start_cards-all_open = пять открытых
value-first_player-random = жребий, по номеру раздачи
value-first_player-seat0 = первое место за столом

## source

source-extended = «Расширенные правила»

## web

web-table = Стол в масштабе
web-supply = котов в запасе
web-penalty = штраф
web-pending = Карта, которую кладут
web-turned = Повернуть на 180°
web-boxes = Коробки
web-closed = закрыта
web-open = открыта
web-value = ценность { $n }
web-click_hint = Нажмите подсвеченное место на столе или одну из кнопок выбора.
web-size = Стол { $w }×{ $h } мм, карта { $cw }×{ $ch } мм
web-ending = Игра подходит к концу
web-number-yarn = клубки
web-number-mouse = мышки
web-number-feather = пёрышки
web-number-fish = рыбки
web-number-spray = распылители
web-zoom_in = Приблизить
web-zoom_out = Отдалить
web-zoom_fit = Показать выложенные карты
web-zoom_hint = Тяните или стрелки — сдвинуть, щипок или + и − — масштаб
web-box_state = Состояние

## lobby

lobby-line = Складывайте из карт коробки и рассаживайте в них своих котов раньше других.

## why

why-toy_first = В руке особая карта игрушек: сначала играют её
why-princess_no_cat = Принцессе некого заменить: на столе нет ни одного кота
why-princess_once = Принцессу как дополнительное действие уже сыграли в этом ходу
why-no_fit = Эта карта никуда не влезет: ни одно свободное место не подходит к её стенкам

## progress

progress-cats = { $who }: выложено { $n } из { $total } котов — последний начнёт конец игры
progress-supply =
    { $n ->
        [one] { $who }: остался { $n } кот — когда кончатся, начнётся конец игры
        [few] { $who }: осталось { $n } кота — когда кончатся, начнётся конец игры
       *[many] { $who }: осталось { $n } котов — когда кончатся, начнётся конец игры
    }
progress-deck =
    { $n ->
        [one] В колоде { $n } карта — когда кончится, начнётся конец игры
        [few] В колоде { $n } карты — когда кончатся, начнётся конец игры
       *[many] В колоде { $n } карт — когда кончатся, начнётся конец игры
    }
progress-final = Конец игры: карт больше не берут; игра кончится, когда все сыграют свои карты
