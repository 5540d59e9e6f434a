# Stil: the game catboxes's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = { $cat } (гравець { $n })

## side

side-n = верх
side-e = право
side-s = низ
side-w = ліво

## sym

sym-yarn = К
sym-mouse = М
sym-feather = П
sym-fish = Р

## label

label-walls = стінки: { $sides }
label-no_walls = без стінок
label-no_toys = без іграшок
label-spray = розпилювач
label-card = «{ $name }» ({ $walls }; { $toys })
label-toy = { $name } ({ $toys })
label-unknown = картку

## decision

decision-start = Оберіть стартову картку коробки.
decision-place = Картка: { $card }. Куди її покласти?
decision-turn = Ваш хід: взяти картку з колоди чи покласти сплячого кота?
decision-card = Яку картку з руки зіграти?
decision-cat = Покласти кота поперек щойно покладеної картки { $cell }?
decision-toy = Спеціальна картка іграшок лягає поперек двох карток, як кіт. Куди її покласти?
decision-princess = Якого кота замінить Принцеса? Він повернеться до власника.

## action

action-draw = Взяти картку з колоди й зіграти картку з руки
action-sleep = Покласти сплячого кота ({ $cat }) як картку коробки, без добору
action-play = Зіграти { $card }
action-discard = Скинути { $card } (її нікуди зіграти)
action-pass = Пропустити хід
action-start = { $card }
action-place = Покласти на { $at } — { $walls }
action-place_turned = Покласти на { $at }, повернувши на 180° — { $walls }
action-cat = Покласти кота на { $slot }
action-nocat = Не класти кота
action-toy = Покласти на { $slot } ({ $box })
action-box_of = коробку займає { $cats }
action-box_free = коробка нічия
action-princess = Принцеса на місце кота: { $cat }, { $slot }
action-princess_sleeping = Принцеса на місце сплячого кота: { $cat }, { $at }
action-yours = { $cat } (ваш)

## event

event-setup = Першим ходить { $who }. Кожен кладе стартову картку коробки.
event-start = { $who } кладе { $card } на { $at }
event-start_turned = { $who } кладе { $card } на { $at }, повернувши на 180°
event-draw = { $who } бере картку з колоди (у колоді: { $left })
event-drew = Ви взяли: { $card }
event-play = { $who } грає { $card }
event-place = { $who } кладе { $card } на { $at }
event-place_turned = { $who } кладе { $card } на { $at }, повернувши на 180°
event-sleep = { $who } кладе сплячого кота на { $at }
event-cat = { $who } кладе кота на { $slot }
event-toy = { $who } кладе { $card } на { $slot }
event-princess = { $who }: Принцеса стає на місце кота на { $at }; { $cat } повертається до власника
event-discard = { $who } скидає { $card }: її нікуди зіграти
event-pass = { $who } пропускає хід
event-ending-cats = { $who } виклав останнього кота: після цього ходу почнеться завершальна фаза
event-ending-deck = Колода скінчилася: після цього ходу почнеться завершальна фаза
event-final = Завершальна фаза: карт не беруть, сплячих котів не кладуть, грають, доки не спорожніють руки
event-end = Гру завершено

## ui

ui-player = Гравець
ui-supply = Котів у запасі
ui-hand_size = Карт на руці
ui-score = Очки зараз
ui-final_score = Очки
ui-penalty = Штрафні
ui-turn = Хід { $n }
ui-setup = Підготовка: стартові картки
ui-deck = У колоді: { $n }
ui-deck_empty = Колода порожня
ui-discard = Скинуто: { $cards }
ui-final_phase = Завершальна фаза: без добору, доки не спорожніють руки
ui-ending = Кінець запущено: після цього ходу — завершальна фаза
ui-table_size = Стіл: { $cols }×{ $rows } карток (стовпці { $x0 }–{ $x1 }, рядки { $y0 }–{ $y1 })
ui-table_unbounded = Стіл без меж
ui-table_title = Стіл (x — стовпці, y — рядки)
ui-table_empty = На столі ще немає карток.
ui-legend_toys = { $yarn } клубок  { $mouse } мишка  { $feather } пір'їнка  { $fish } рибка  ! розпилювач (−1)
ui-legend_walls = ━ ┃ стінка картки, пропуск — відкритий бік (поруч відкриті боки — одна коробка)
ui-legend_cats = =ім'я= (кольорове) — кіт поперек двох карток · zzz — сплячий кіт · [ ] — спеціальна іграшка
ui-legend_targets = x,y у порожній клітинці — туди можна покласти картку
ui-boxes_title = Коробки з котами або іграшками
ui-box = Коробка
ui-box_cells = { $at }, карток: { $n }
ui-toys = Іграшки
ui-closed = закрита ×2
ui-open = відкрита
ui-value = Вартість
ui-cats = Коти
ui-sleeping_mark = сплячий
ui-points = Очки
ui-nobody = —
ui-more_boxes = …і ще коробок без котів: { $n }
ui-your_hand = Ваша рука: { $who }
ui-hand_empty = Рука порожня
ui-pending = Зараз грається: { $card }
ui-upright = як є
ui-turned = 180°
ui-final_title = Підсумок: очки за коробки
ui-winner = Переможець: { $players }
ui-winners = Спільна перемога: { $players }
ui-tie_penalty = Нічию за очками розв'язали штрафні очки: перемагає той, у кого їх менше.

## option_name

option_name-extended = Розширені правила
option_name-table = Розмір столу
option_name-card_mm = Розмір карт
option_name-table_anchor = Викладка на столі
option_name-anchor_choice = Де лягає перша карта
option_name-allow_180 = Карту можна перевернути
option_name-open_vs_wall = Відкритий бік навпроти стінки
option_name-table_edge_closes = Край столу закриває коробку
option_name-extended_forbid = Заборона в розширених правилах
option_name-overlays_per_cell = Скільки накладок на одну карту
option_name-cats_per_turn = Котів за хід
option_name-cat_in_box_closed_this_turn = Кіт у щойно закриту коробку
option_name-sleeping_sides = Боки сплячого кота
option_name-wake_by = Хто будить сплячого кота
option_name-sleeping_only_takes_penalty = Штраф і для сплячих
option_name-extra_cat_bonus_to = Бонус за зайвих котів
option_name-extended_woken_weight = Вага розбудженого кота
option_name-princess_timing = Коли грають Принцесу
option_name-toy_timing = Коли грають особливу іграшку
option_name-toy_in_opening_hand = Іграшка в першій руці
option_name-special_toys = Особливі іграшки
option_name-toy_only_open_boxes = Іграшки лише у відкриті коробки
option_name-no_legal_play = Коли зіграти нічого
option_name-pile_order = Порядок стосів колоди
option_name-extended_princesses = Принцеси в розширених правилах
option_name-fifth_cat_trigger = Що запускає кінець гри
option_name-box_floor_zero = Коробка не йде в мінус
option_name-penalty_count = Штраф для нічиєї
option_name-start_cards = Стартові карти
option_name-first_player = Хто ходить першим

## option

option-extended = Усі Принцеси замішані в колоду, подвійних стінок не буває, зайві коти очок не дають, а сплячий кіт важить як пів кота.
option-table = На якому столі викладають карти: кожна карта мусить лежати на ньому цілком.
option-card_mm = Від розміру карт залежить, скільки їх поміститься на столі.
option-table_anchor = Чи можна зсувати всю викладку по столу.
option-anchor_choice = Куди кладуть першу стартову карту.
option-allow_180 = Нову карту можна покласти догори будь-яким краєм. Якщо вимкнено, верх карти завжди вгорі.
option-open_vs_wall = Що стається з відкритим боком коробки, який торкається стінки сусідньої карти.
option-table_edge_closes = Відкритий бік, що впирається в край столу, закриває коробку. Якщо вимкнено, вона лишається відкритою.
option-extended_forbid = Які дотики стінок заборонені в розширених правилах.
option-overlays_per_cell = Скільки котів, Принцес чи особливих іграшок може лежати на одній карті коробки.
option-cats_per_turn = Скільки котів, що не сплять, можна посадити після карти коробки.
option-cat_in_box_closed_this_turn = Кота можна посадити в коробку, яку закрила карта цього ходу. Якщо вимкнено, у закриту коробку котів не садять.
option-sleeping_sides = Які боки має сплячий кіт, коли лежить як карта коробки.
option-wake_by = Сплячий кіт приносить очки, коли в коробці є кіт, що не спить.
option-sleeping_only_takes_penalty = Хто займає коробку лише сплячими котами, все одно отримує штраф за розпилювачі. Якщо вимкнено, така коробка дає 0.
option-extra_cat_bonus_to = Хто отримує +1 за кожного кота після першого в коробці.
option-extended_woken_weight = У розширених правилах: скільки важить сплячий кіт, коли його розбудили.
option-princess_timing = Чи забирає Принцеса розіграш карти цього ходу.
option-toy_timing = Чи забирає особлива іграшка розіграш карти цього ходу.
option-toy_in_opening_hand = Що робити з особливою іграшкою, що прийшла при роздачі.
option-special_toys = Які іграшки зображені на особливих картах іграшок.
option-toy_only_open_boxes = Особливу іграшку можна покласти лише на місце відкритої коробки. Якщо вимкнено, на будь-яке вільне місце.
option-no_legal_play = Що робить гравець, жодну карту якого не можна покласти.
option-pile_order = Коли стоси колоди нерівні, куди йдуть більші.
option-extended_princesses = Скільки Принцес замішують у колоду за розширеними правилами.
option-fifth_cat_trigger = Коли гравець запускає кінець гри своїми котами.
option-box_floor_zero = Коробка ніколи не дає менше за 0 очок. За правилами розпилювачі завжди віднімають.
option-penalty_count = Які штрафні очки порівнюють, коли рахунок рівний.
option-start_cards = Якими є п'ять стартових карт.
option-first_player = Хто робить перший хід.

## value

value-table-600x600 = 60 × 60 см
value-table-900x600 = 90 × 60 см
value-table-900x900 = 90 × 90 см
value-table-1200x800 = 120 × 80 см
value-table-1200x1200 = 120 × 120 см
value-table-1800x900 = 180 × 90 см
value-table-unbounded = без меж
value-card_mm-63x88 = 63 × 88 мм
value-card_mm-56x87 = 56 × 87 мм
value-card_mm-70x120 = 70 × 120 мм
value-table_anchor-fixed = карти лежать там, де їх поклали
value-table_anchor-floating = досить, щоб уся викладка вміщалася на столі (не за правилами)
value-anchor_choice-centre = у центр столу
value-anchor_choice-first_player = куди завгодно, на вибір першого гравця
value-open_vs_wall-sealed = він закривається
value-open_vs_wall-stays_open = коробка лишається відкритою
value-extended_forbid-wall_wall = стінка до стінки
value-extended_forbid-any_wall_contact = будь-яка стінка, що торкається карти
value-sleeping_sides-oooo = усі боки відкриті
value-sleeping_sides-ooow = стінки: захід
value-sleeping_sides-wooo = стінки: північ
value-sleeping_sides-woow = стінки: північ, захід
value-sleeping_sides-wwoo = стінки: північ, схід
value-sleeping_sides-owow = стінки: схід, захід
value-sleeping_sides-wowo = стінки: північ, південь
value-sleeping_sides-wwow = стінки: північ, схід, захід
value-sleeping_sides-woww = стінки: північ, південь, захід
value-wake_by-owner = кіт його власника
value-wake_by-any_awake_cat = будь-чий кіт
value-extra_cat_bonus_to-occupiers = лише ті, хто займає коробку
value-extra_cat_bonus_to-any_player_with_2plus = кожен, хто має там двох котів і більше
value-extended_woken_weight-0-5 = пів кота
value-extended_woken_weight-1 = цілий кіт
value-princess_timing-replaces_play = замість карти ходу
value-princess_timing-extra_action = на додачу до карти
value-toy_timing-replaces_play = замість карти ходу
value-toy_timing-free_then_redraw = одразу й задарма: беруть іншу карту, і хід триває
value-toy_in_opening_hand-play_first_turn = її грають першим ходом
value-toy_in_opening_hand-redeal = її роздають заново
value-special_toys-one_of_each = по одній іграшці кожного виду
value-special_toys-one_kind = три однакові іграшки
value-no_legal_play-discard = скидає одну карту
value-no_legal_play-pass = нічого не грає
value-pile_order-larger_on_top = більші зверху
value-pile_order-larger_at_bottom = більші знизу
value-extended_princesses-all_five = усі п'ять
value-extended_princesses-n_players = по одній на гравця
value-fifth_cat_trigger-supply_empty = коли в нього скінчилися коти
value-fifth_cat_trigger-fifth_placement = на п'ятому посадженому коті
value-penalty_count-deducted = очки за розпилювачі, зняті з рахунку, з подвоєнням
value-penalty_count-raw_symbols_in_occupied_boxes = розпилювачі в коробках, які ви займаєте
value-start_cards-varied = п'ять різних
value-start_cards-all_open = п'ять відкритих
value-first_player-random = жереб, за номером роздачі
value-first_player-seat0 = перше місце за столом

## source

source-extended = «Розширені правила»

## web

web-table = Стіл у масштабі
web-supply = котів у запасі
web-penalty = штраф
web-pending = Картка, яку кладуть
web-turned = Повернути на 180°
web-boxes = Коробки
web-closed = закрита
web-open = відкрита
web-value = цінність { $n }
web-click_hint = Натисніть підсвічене місце на столі або одну з кнопок вибору.
web-size = Стіл { $w }×{ $h } мм, картка { $cw }×{ $ch } мм
web-ending = Гра добігає кінця
web-number-yarn = клубки
web-number-mouse = мишки
web-number-feather = пір'їнки
web-number-fish = рибки
web-number-spray = розпилювачі
web-zoom_in = Наблизити
web-zoom_out = Віддалити
web-zoom_fit = Показати покладені картки
web-zoom_hint = Тягніть або стрілки — зсунути, щипок або + і − — масштаб
web-box_state = Стан

## lobby

lobby-line = Складайте з карт коробки й саджайте в них своїх котів раніше за інших.

## why

why-toy_first = У руці спеціальна картка іграшок: спершу грають її
why-princess_no_cat = Принцесі нема кого замінити: на столі немає жодного кота
why-princess_once = Принцесу як додаткову дію вже зіграно в цьому ході
why-no_fit = Ця картка нікуди не влізе: жодне вільне місце не підходить до її стінок

## progress

progress-cats = { $who }: викладено { $n } з { $total } котів — останній почне кінець гри
progress-supply =
    { $n ->
        [one] { $who }: лишився { $n } кіт — коли скінчаться, почнеться кінець гри
        [few] { $who }: лишилося { $n } коти — коли скінчаться, почнеться кінець гри
       *[many] { $who }: лишилося { $n } котів — коли скінчаться, почнеться кінець гри
    }
progress-deck =
    { $n ->
        [one] У колоді { $n } картка — коли скінчиться, почнеться кінець гри
        [few] У колоді { $n } картки — коли скінчаться, почнеться кінець гри
       *[many] У колоді { $n } карток — коли скінчаться, почнеться кінець гри
    }
progress-final = Кінець гри: карт більше не беруть; гра скінчиться, коли всі зіграють свої картки
