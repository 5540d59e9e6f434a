# Stil: the game princes's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Князь { $n }

## cards

cards-none = нічого

## plural

plural-cards =
    { $n ->
        [one] { $n } карта
        [few] { $n } карти
       *[many] { $n } карт
    }

## city_loc

city_loc-city_kyiv = у Києві
city_loc-city_novgorod = у Новгороді
city_loc-city_chernihiv = у Чернігові
city_loc-city_vladimir = у Володимирі
city_loc-city_pskov = у Пскові
city_loc-city_polotsk = у Полоцьку
city_loc-city_halych = у Галичі
city_loc-city_rostov = у Ростові
city_loc-city_pereiaslav = у Переяславі
city_loc-city_smolensk = у Смоленську
city_loc-city_ryazan = у Рязані
city_loc-city_tmutarakan = у Тмутаракані

## city_gen

city_gen-city_kyiv = Києва
city_gen-city_novgorod = Новгорода
city_gen-city_chernihiv = Чернігова
city_gen-city_vladimir = Володимира
city_gen-city_pskov = Пскова
city_gen-city_polotsk = Полоцька
city_gen-city_halych = Галича
city_gen-city_rostov = Ростова
city_gen-city_pereiaslav = Переяслава
city_gen-city_smolensk = Смоленська
city_gen-city_ryazan = Рязані
city_gen-city_tmutarakan = Тмутаракані

## card_acc

card_acc-building_school = Школу
card_acc-building_library = Бібліотеку
card_acc-building_craft_quarter = Ремісничий кінець
card_acc-building_metropolitan_court = Митрополиче подвір'я
card_acc-wall_palisade = Частокіл
card_acc-wall_new_walls = Нові стіни
card_acc-wall_stonework = Кам'яну кладку
card_acc-wall_moat = Рів
card_acc-wall_fortress = Неприступну фортецю
card_acc-army_ugry_4 = Угрів
card_acc-army_ugry_5 = Угрів
card_acc-army_polovtsy_5 = Половців
card_acc-army_polovtsy_6 = Половців
card_acc-army_lyakhi_5 = Ляхів
card_acc-army_lyakhi_7 = Ляхів
card_acc-army_varyagi_8 = Варягів
card_acc-army_varyagi_10 = Варягів

## note

note-moat = +1 до стін
note-fortress = нічого не збудувати, жодна рать не нападе
note-militia = доблесть = могутність міста

## chronicle_note

chronicle_note-chronicle_wise = +3
chronicle_note-chronicle_pious = +2
chronicle_note-chronicle_accursed = −3
chronicle_note-chronicle_seditious = −2
chronicle_note-chronicle_gatherer = +1 за кожне місто
chronicle_note-chronicle_big_nest = бере з колоди по 2 карти
chronicle_note-chronicle_brave = +1 до доблесті військ
chronicle_note-chronicle_meek = не може починати війну

## decision

decision-turn = Ваш хід: що робите?
decision-war_open = Війна за { $city }: що далі?
decision-war_defend = Князь { $attacker } нападає на { $city }: { $attack }. Чим відбиваєтеся?
decision-war_counter = Війна за { $city }: князь { $defender } відбивається. Ваша відповідь?
decision-war_ruin = Місто { $city } захоплено. Розорити його, перш ніж віддати?

## action

action-draw = Взяти карту з колоди
action-draw_many = Взяти з колоди { $cards }
action-pass = Пропустити хід
action-city_self = Викласти місто { $city } ({ $might }) перед собою
action-city_other = Викласти місто { $city } ({ $might }) перед князем { $other }
action-build-building = Збудувати { $card } ({ $note }) { $city_loc }
action-build-wall = Звести { $card } ({ $note }) { $city_loc }
action-build-moat = Викопати { $card } ({ $note }) навколо { $city_gen }
action-build-fortress = Звести { $card } { $city_loc }
action-whose_city = { $text } (місто князя { $other })
action-replaces = { $text } — замість: { $cards }
action-chronicle_self = Зіграти літопис «{ $card }» ({ $note }) на себе
action-chronicle_other = Зіграти літопис «{ $card }» ({ $note }) на князя { $other }
action-batu = Батий: кожен зробить ще по ходу, ваш буде останнім
action-message = Таємне послання: продовжити гру — кожен зробить ще по ходу, ваш буде останнім
action-arson = Червоний півень: спалити все збудоване { $city_loc } ({ $cards })
action-ravage = Розорення: розорити { $city } ({ $cards })
action-chronicler_self = Літописець: викреслити свій літопис «{ $card }»
action-chronicler_other = Літописець: викреслити літопис «{ $card }» у князя { $other }
action-war = Піти війною на { $city } (князь { $other }): { $card }
action-war_unowned = Піти війною на { $city }: { $card }
action-attack = Атакувати: { $card }
action-attack_treason = Атакувати: { $card } (стіни не допоможуть)
action-tunnel = Підземний хід: знести стіни { $city_gen } ({ $cards })
action-tunnel_any = Підземний хід: знести стіни
action-siege = Облога: Ополчення більше не захищатиме { $city }
action-siege_any = Облога: Ополчення більше не захищатиме місто
action-siege_counter = Облога: скинути Ополчення — ваша рать знову стоїть
action-stop = Відступити
action-defend = Відбиватися: { $card }
action-ambush = Засадний полк: відбити атаку
action-watch = Дозор: відбити атаку
action-word = Митрополиче слово: відбити атаку й закінчити війну
action-purse = Тугий гаманець: переманити іноземців
action-purse_defend = Тугий гаманець: переманити { $card } до себе — атаку відбито
action-purse_counter = Тугий гаманець: переманити { $card } до себе — ваша рать знову стоїть
action-yield = Не відбиватися — віддати { $city }
action-yield_any = Не відбиватися — віддати місто
action-accept = Прийняти відсіч — атаку відбито
action-ruin = Розорення: спалити все { $city_loc }, перш ніж віддати ({ $cards })
action-ruin_any = Розорення: спалити все в місті, перш ніж віддати
action-decline = Віддати місто як є

## event

event-start = Гру починає князь { $n }
event-draw = Князь { $n } бере карту з колоди
event-draw_many = Князь { $n } бере з колоди { $cards }
event-drawn = Ви (князь { $n }) берете з колоди: { $cards }
event-pass = Князь { $n } пропускає хід
event-city_self = Князь { $n } викладає перед собою місто { $city } ({ $might })
event-city_other = Князь { $n } викладає місто { $city } ({ $might }) перед князем { $other }
event-build-building = Князь { $n } будує { $card } { $city_loc }
event-build-wall = Князь { $n } зводить { $card } { $city_loc }
event-build-moat = Князь { $n } викопує { $card } навколо { $city_gen }
event-build-fortress = Князь { $n } зводить { $card } { $city_loc }
event-discarded = { $text }; у скид: { $cards }
event-chronicle_self = Князь { $n } грає на себе літопис «{ $card }» ({ $note })
event-chronicle_other = Князь { $n } грає на князя { $other } літопис «{ $card }» ({ $note })
event-batu = Князь { $n } грає Батия!
event-message = Князь { $n } грає Таємне послання
event-end_pending = Кінець близько: кожен князь зробить ще по одному ходу
event-arson = Червоний півень: князь { $n } спалює { $city_loc }: { $cards }
event-ravage = Розорення: князь { $n } розоряє { $city }: { $cards }
event-chronicler_self = Літописець: князь { $n } викреслює свій літопис «{ $card }»
event-chronicler_other = Літописець: князь { $n } викреслює літопис «{ $card }» у князя { $other }
event-war = Князь { $n } іде війною на { $city }
event-war_attack = Князь { $n } атакує: { $card }
event-war_tunnel = Підземний хід: князь { $n } зносить стіни ({ $cards })
event-war_siege = Облога: князь { $n } бере місто в облогу — Ополчення його більше не захистить
event-war_stop = Князь { $n } відступає
event-war_defend = Князь { $n } відбивається: { $card }
event-war_ambush = Засадний полк: князь { $n } відбиває атаку
event-war_watch = Дозор: князь { $n } відбиває атаку
event-war_word = Митрополиче слово: князь { $n } відбиває атаку
event-war_end = Війну закінчено: цього ходу князь { $n } більше не нападає
event-war_purse = Тугий гаманець: князь { $n } переманює до себе { $card }
event-war_accept = Атаку князя { $n } відбито, карти бою йдуть у скид
event-war_yield = Князь { $n } не відбивається
event-war_ruin = Розорення: князь { $n } спалює все в місті, перш ніж віддати: { $cards }
event-war_decline = Князь { $n } віддає місто як є
event-capture = Князь { $n } захоплює { $city } у князя { $other }
event-end = Гру закінчено

## ui

ui-prince = Князь
ui-cities = Міста
ui-chronicles = Літописи
ui-hand_size = Карт у руці
ui-might = Могутність
ui-none = —
ui-walls = стіни >{ $n }
ui-impregnable = стіни неприступні
ui-known = відомі: { $cards }
ui-deck = Колода: { $n }
ui-deck_empty = Колода порожня
ui-discard = Скид: { $n }
ui-discard_top = Скид: { $n } (зверху: { $card })
ui-turn = Хід: князь { $n }
ui-batu = Батий на столі
ui-messages = Таємне послання на столі ×{ $n }
ui-countdown = Залишилося ходів: { $left } (разом із цим); останнім ходить князь { $n }
ui-last_turn = Це останній хід гри!
ui-your_hand = Ваша рука
ui-your_hand_of = Ваша рука (князь { $n })
ui-hand_empty = порожньо
ui-group-city = Міста
ui-group-building = Будівлі
ui-group-army = Війська
ui-group-event = Події
ui-group-chronicle = Літописи
ui-war_title = Війна за { $city }
ui-war_sides = Нападає князь { $attacker }, обороняється князь { $defender }. Місто: { $city }
ui-war_siege = Облога: Ополчення в цій війні не діє
ui-war_attack = Атака: { $card }
ui-war_no_attack = Нової атаки ще немає
ui-war_taken = Місто захоплено
ui-war_against = Проти неї: { $cards }
ui-war_events = Зіграно в цій атаці: { $cards }
ui-final_title = Підсумок гри: могутність князів
ui-winner = Переможець: { $players }
ui-winners = Спільна перемога: { $players }
ui-tie_cities = Рівна могутність: перемагає той, у кого більше міст

## option_name

option_name-defender_wins_ties = Нічия в бою — на користь оборони
option_name-metropolitan_scope = Що скидає нове Митрополиче подвір'я
option_name-burn_scope = Що знищують Червоний півень і Розорення
option_name-moat_stacks = Рови додаються
option_name-tunnel_removes_moat = Підземний хід знищує й рови
option_name-fortress_wall_value = Сила Неприступної фортеці
option_name-city_on_opponent = Місто можна закласти іншому князю
option_name-build_on_opponent_city = Будувати в чужих містах
option_name-second_defending_army = Друга рать на захист
option_name-war_opens_with_army = Війну починає рать
option_name-events_repel_treason = Дозор і Митрополиче слово відбивають Зраду
option_name-pass_rule = Коли можна пропустити хід
option_name-end_trigger_when_pending = Батий під час відліку кінця
option_name-secret_message_anytime = Таємне послання будь-коли
option_name-ruin_peaceful = Розорення в мирний час
option_name-tie_break = Рівна могутність наприкінці
option_name-tournament_tie = Нічия в турнірі
option_name-first_player = Хто ходить першим
option_name-allow_up_to_8 = До 8 гравців

## option

option-defender_wins_ties = Рать, що захищає місто, встоює проти рівної за доблестю: Ополчення на 8 зупиняє нападників від 1 до 8. Якщо вимкнено, оборона має бути доблеснішою за напад.
option-metropolitan_scope = Друге Митрополиче подвір'я витісняє старіше.
option-burn_scope = Які карти міста йдуть у скид, коли його палять чи розоряють.
option-moat_stacks = Кожен Рів біля міста додає 1 до його захисту. Якщо вимкнено, біля міста може бути лише один Рів.
option-tunnel_removes_moat = Підземний хід скидає не лише стіну, а й рови міста. Якщо вимкнено, рови лишаються.
option-fortress_wall_value = Наскільки міцна стіна Неприступної фортеці.
option-city_on_opponent = Карту міста можна покласти перед будь-яким князем. Якщо вимкнено, лише перед собою.
option-build_on_opponent_city = Будівлі й стіни можна ставити в місті будь-якого князя. Якщо вимкнено, лише у своєму.
option-second_defending_army = Якщо рать оборони виманили чи взяли в облогу, захисник може виставити ще одну.
option-war_opens_with_army = Війну відкриває рать із числом; Підземний хід, Облога та Зрада вступають лише у вже почату війну. Якщо вимкнено, ними теж можна почати війну.
option-events_repel_treason = Дозор чи Митрополиче слово, зіграні проти Зради, відбивають її. Якщо вимкнено, Зрада спрацьовує першою й забирає місто, і жодна подія її не зупинить.
option-pass_rule = Коли князь може нічого не грати.
option-end_trigger_when_pending = Що стається, коли Батий чи остання карта приходять, а кінець гри вже оголошено.
option-secret_message_anytime = Таємне послання можна зіграти й тоді, коли кінця гри не оголошено; тоді воно нічого не робить.
option-ruin_peaceful = Розорення можна зіграти на будь-яке місто й без війни. Якщо вимкнено, лише щойно місто захоплено.
option-tie_break = Як розв'язати нічию за найбільшу могутність.
option-tournament_tie = Що буває, коли в турнірі кілька князів рівно набрали 100 очок чи більше.
option-first_player = Хто робить перший хід.
option-allow_up_to_8 = Дозволяє грати сімом і вісьмом. Звичайна гра — від 2 до 6 князів.

## value

value-metropolitan_scope-city = старіше на тому самому місті
value-metropolitan_scope-global = усі інші в грі
value-burn_scope-all = усе, разом зі стінами
value-burn_scope-peaceful = лише мирні будівлі
value-fortress_wall_value-infinite = на місто не нападе жодна рать
value-fortress_wall_value-6 = стіна понад 6
value-pass_rule-empty_deck = коли колода для добору скінчилася
value-pass_rule-no_legal_action = лише коли більше нічого не можна
value-pass_rule-always = завжди
value-end_trigger_when_pending-keep = нічого не змінюється
value-end_trigger_when_pending-restart = відлік починається знову
value-tie_break-shared = перемогу ділять
value-tie_break-most_cities = перемагає той, хто має більше міст; далі ділять
value-tournament_tie-shared = перемогу ділять
value-tournament_tie-play_on = грають далі
value-first_player-random = жереб, за номером роздачі
value-first_player-seat0 = перше місце за столом

## source

source-defender_wins_ties = «Ополчення»: приклад володимирського ополчення
source-war_opens_with_army = «Ваші війни»
source-events_repel_treason = «Ваші війни»

## web

web-might = Могутність
web-cities = Міста
web-chronicles = Літописи
web-known = Відомі всім карти в руці
web-war = Війна за { $city }
web-attacker = Нападає
web-defender = Захищається
web-attack = Удар
web-against = Проти
web-wall = стіна { $n }
web-no_cities = без міст
web-on_table = На столі
web-last_turn = Останні ходи!
web-number-might = могутність
web-number-valour = доблесть
web-number-wall = стіни
web-number-plus = до могутності
web-number-mult = могутність
web-number-points = могутність у кінці

## lobby

lobby-line = Будуйте міста, ведіть раті й станьте наймогутнішим князем.

## why

why-no_city = Будувати нема на чому: на столі ще немає жодного міста
why-build_own_only = Будують лише на своїх містах (правило цієї гри), а на твоїх це вже не можна: фортеця чи вже є рів
why-build_nowhere = Жодне місто цього не прийме: на фортеці не будують, а рів у місті може бути лише один
why-message_late = Таємне послання грають лише після того, як оголошено кінець гри (останнє коло)
why-nothing_to_burn = Нема чого палити: жодне місто не має будівель, які ця карта скидає
why-ruin_captured = Розорення грають, коли твоє місто захоплено у війні, не в мирний хід
why-no_chronicles = Літописцю нема що скинути: перед князями не лежить жодного літопису
why-defence_only = Цю карту грають лише захищаючись у війні
why-war_only = Цю карту грають лише у війні, яку ти почав (війну починають раттю)
why-meek = Перед тобою лежить «Смиренний»: ти не можеш іти війною
why-no_enemy_city = Іти війною нема на кого: в інших князів немає міст
why-too_weak = Ця рать не сильніша за стіни жодного чужого міста: війну починає лише рать, сильніша за стіну
why-war_step = Не на цьому кроці війни: ця карта тут не відповідає на зіграну
why-not_now = Цю карту зараз зіграти не можна
