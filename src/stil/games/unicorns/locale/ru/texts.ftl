# Stil: the game unicorns's texts, in this file's language (ru).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Игрок { $n }

## quoted

quoted = «{ $card }»

## cards

cards-none = ничего

## kind

kind-baby = малыш-единорог
kind-basic = обычный единорог
kind-magical = волшебный единорог
kind-magic = магия
kind-upgrade = улучшение
kind-downgrade = ухудшение
kind-instant = мгновенная

## what

what-card = карту
what-unicorn = единорога
what-basic = обычного единорога
what-magical = волшебного единорога
what-upgrade = улучшение
what-downgrade = ухудшение
what-upgrade_or_downgrade = улучшение или ухудшение
what-narwhal = нарвала
what-magic = карту магии
what-instant = мгновенную карту
what-self = эту карту

## ui

ui-stables = Конюшни
ui-seat = Игрок
ui-unicorns = Единороги
ui-hand_size = В руке
ui-stable = Конюшня
ui-empty = пусто
ui-your_hand = Ваша рука (игрок { $n })
ui-open_hand = Открытая рука игрока { $n }
ui-nursery = Ясли
ui-status = Ход { $turn } · ходит игрок { $n } · для победы: { $target } единорогов · колода: { $deck } · сброс: { $discard }
ui-status_setup = Подготовка к игре: игроки выбирают малышей-единорогов · для победы: { $target } единорогов · колода: { $deck } · сброс: { $discard }
ui-top_discard = сверху сброса: { $card }
ui-plays_left = действий осталось: { $n }
ui-extra_turns = дополнительных ходов: { $n }
ui-turn_cut = ход прерван
ui-chain = Сыгранная карта и ответы на неё
ui-chain_play = Игрок { $n } играет { $card }
ui-chain_play_into = Игрок { $n } играет { $card } в конюшню игрока { $m }
ui-chain_play_at = Игрок { $n } играет { $card }, цель — игрок { $m }
ui-chain_neigh = Игрок { $n } отвечает: { $card }
ui-chain_stands = Если никто не ответит, карта сработает.
ui-chain_cancelled = Если никто не ответит, карта будет отменена и сброшена.
ui-asking = Ещё отвечают: { $players }
ui-pending = Ожидающие эффекты
ui-pending_step = { $src }: { $op } (игрок { $n })
ui-bot_queue = В начале хода ещё сработают: { $cards }
ui-deck_cards = Колода (вы ищете): { $cards }
ui-top_cards = Верхние карты колоды (видите только вы; последняя — верхняя): { $cards }
ui-looking = Рука игрока { $n } (видите только вы): { $cards }
ui-limbo = Действует: { $cards }
ui-final_title = Конец игры
ui-letters = Букв в названиях
ui-winner = Победа: { $players }
ui-winners = Победители: { $players }
ui-nobody = Победителя нет: проигрывают все.
ui-why-unicorns = Собрано нужное число единорогов.
ui-why-deck_exhausted = Колода кончилась: побеждает тот, у кого больше всего единорогов (при равенстве — больше букв в их названиях).
ui-why-other = Игра окончена.

## decision

decision-baby = Выберите малыша-единорога для своей конюшни.
decision-trigger = Начало хода: эффекты срабатывают вместе. Какой применить сейчас?
decision-action = Ваше действие: сыграйте одну карту с руки или возьмите карту из колоды.
decision-action_more = Можно сыграть ещё одну карту (Двойная скакалка) или закончить.
decision-respond = Игрок { $n } играет { $card }. Ответить картой «Ржание»?
decision-hand_limit = Конец хода: в руке не больше 7 карт. Сбросьте ещё { $over }.
decision-discard = { $src }: сбросьте { $what } с руки (ещё { $n }).
decision-sacrifice = { $src }: пожертвуйте { $what } из своей конюшни.
decision-destroy = { $src }: уничтожьте { $what } в чужой конюшне.
decision-steal = { $src }: украдите { $what } из чужой конюшни.
decision-return = { $src }: верните карту из чужой конюшни в руку её владельцу (малыш-единорог возвращается в ясли).
decision-return_each = { $src }: верните в руку по одной карте из каждой конюшни, сначала своей (малыш-единорог возвращается в ясли).
decision-pull_random = { $src }: у кого вытянуть наугад карту из руки?
decision-other_discards = { $src }: кто из других игроков сбрасывает карту?
decision-swap_hands = { $src }: с кем обменяться руками?
decision-look = { $src }: чью руку посмотреть и какую карту из неё забрать?
decision-give = { $src }: какого своего единорога и кому отдать (потом украдёте у него единорога)?
decision-retarget = { $src }: какое улучшение или ухудшение и в чью конюшню переместить?
decision-choose_one = { $src }: уничтожьте чужое улучшение или пожертвуйте своё ухудшение.
decision-from_discard = { $src }: какую карту взять из сброса?
decision-search = { $src }: какую карту найти в колоде (колоду потом перемешают)?
decision-oracle = { $src }: какую из верхних карт колоды взять (или положить наверх)?
decision-bring_baby = { $src }: какого малыша из яслей взять в конюшню?
decision-bring_from_hand = { $src }: можете ввести в конюшню { $what } с руки.
decision-tiny = { $src }: в конюшне слишком много единорогов — пожертвуйте одного.
decision-replace = { $src } должен покинуть конюшню. Применить замену?
decision-effect = { $src }: выберите.
decision-may = { $text } (Можно пропустить.)

## op

op-discard = сбросить
op-sacrifice = пожертвовать
op-destroy = уничтожить
op-steal = украсть
op-return = вернуть в руку
op-return_each = вернуть по карте из каждой конюшни
op-pull_random = вытянуть карту наугад
op-other_discards = заставить другого сбросить
op-swap_hands = обменяться руками
op-look = посмотреть руку и забрать карту
op-give = отдать единорога
op-retarget = переместить улучшение или ухудшение
op-choose_one = уничтожить улучшение или пожертвовать ухудшение
op-from_discard = взять карту из сброса
op-search = найти карту в колоде
op-oracle = выбрать из верхних карт колоды
op-bring_baby = взять малыша из яслей
op-bring_from_hand = ввести единорога с руки
op-tiny = пожертвовать лишних единорогов
op-replace = решить о замене
op-draw = взять карты
op-sacrifice_all = пожертвовать все такие карты
op-end_turn = завершить ход
op-extra_play = сыграть ещё одну карту
op-extra_turn = ещё один ход
op-shuffle_discard = сброс — в колоду
op-shake_up = рука и сброс — в колоду
op-magic_done = магия — в сброс
op-other = выполнить эффект

## action

action-baby = Взять { $card }
action-trigger = Применить { $card }
action-draw = Взять карту из колоды
action-end = Закончить действие
action-play = Сыграть { $card }
action-play_own = Сыграть { $card } в свою конюшню
action-play_into = Сыграть { $card } в конюшню игрока { $m }
action-play_at = Сыграть { $card }, цель — игрок { $m }
action-pass = Не отвечать
action-neigh = Сыграть «Ржание»
action-super_neigh = Сыграть «Супер-ржание» (на него не отвечают)
action-skip = Пропустить
action-skip_replace = Без замены
action-hand-discard = Сбросить { $card }
action-hand-bring = Ввести в конюшню { $card }
action-hand-replace = Сбросить { $card } вместо этого
action-hand-other = Выбрать с руки { $card }
action-pick-sacrifice = Пожертвовать { $card }
action-pick-destroy = Уничтожить { $card } игрока { $m }
action-pick-steal = Украсть { $card } у игрока { $m }
action-pick-return = Вернуть { $card } в руку игроку { $m }
action-pick-return_own = Вернуть себе в руку { $card }
action-pick-return_nursery = Вернуть { $card } игрока { $m } в ясли
action-pick-return_own_nursery = Вернуть своего { $card } в ясли
action-pick-give = Отдать { $card }
action-pick-move = Переместить { $card } из конюшни игрока { $m }
action-pick-replace = Пожертвовать { $card } вместо этого
action-pick-other = Выбрать { $card } в конюшне игрока { $m }
action-take-from_discard = Взять { $card } из сброса
action-take-search = Взять { $card } из колоды
action-take-oracle = Взять { $card }
action-take-oracle_top = Положить { $card } на самый верх
action-take-bring_baby = Взять из яслей { $card }
action-take-look = Забрать { $card }
action-take-other = Выбрать { $card }
action-seat-pull_random = Вытянуть карту наугад у игрока { $m }
action-seat-other_discards = Игрок { $m } сбрасывает карту
action-seat-swap_hands = Обменяться руками с игроком { $m }
action-seat-look = Посмотреть руку игрока { $m }
action-seat-give = Отдать единорога игроку { $m }
action-seat-retarget = Переместить в конюшню игрока { $m }
action-seat-other = Выбрать игрока { $m }

## plural

plural-cards =
    { $n ->
        [one] { $n } карту
        [few] { $n } карты
       *[many] { $n } карт
    }

## event

event-turn = Ход { $turn }: игрок { $n }
event-baby = Игрок { $n } берёт в конюшню { $card }
event-play = Игрок { $n } играет { $card }
event-play_own = Игрок { $n } играет { $card } в свою конюшню
event-play_into = Игрок { $n } играет { $card } в конюшню игрока { $m }
event-play_at = Игрок { $n } играет { $card }, цель — игрок { $m }
event-neigh = Игрок { $n } отвечает: { $card }
event-neighed = { $card } отменена и сброшена
event-neighed_chain = Супер-ржание игрока { $n } отменяет карту под ним
event-draw = Игрок { $n } берёт { $cards } из колоды
event-drew = Вы взяли: { $cards }
event-discard = Игрок { $n } сбрасывает { $card }
event-enter-play = { $card } попадает в конюшню игрока { $n }
event-enter-bring = { $card } приходит в конюшню игрока { $n }
event-enter-steal = { $card } украден в конюшню игрока { $n }
event-enter-move = { $card } переходит в конюшню игрока { $n }
event-enter-other = { $card } попадает в конюшню игрока { $n }
event-leave-sacrifice = Игрок { $n } жертвует { $card }
event-leave-destroy = { $card } игрока { $n } уничтожен
event-leave-return = { $card } возвращается в руку игроку { $n }
event-leave-return_nursery = { $card } игрока { $n } возвращается в ясли
event-leave-steal = { $card } покидает конюшню игрока { $n }
event-leave-move = { $card } покидает конюшню игрока { $n }
event-leave-other = { $card } покидает конюшню игрока { $n }
event-to-nursery = { $leave } — малыш-единорог возвращается в ясли
event-to-hand = { $leave } — карта возвращается в руку игроку { $n }
event-instead = Игрок { $n } применяет замену, чтобы сохранить { $card }
event-look = Игрок { $n } смотрит руку игрока { $m }
event-took = Игрок { $n } забирает { $card } из руки игрока { $m }
event-pull = Игрок { $n } вытягивает наугад карту из руки игрока { $m }
event-pulled = Вытянутая карта: { $card }
event-swap_hands = Игрок { $n } меняется руками с игроком { $m }
event-take_discard = Игрок { $n } берёт из сброса { $card }
event-search = Игрок { $n } находит в колоде { $card } и показывает её
event-oracle = Игрок { $n } берёт одну из верхних карт колоды
event-shake_up = Игрок { $n } замешивает руку и сброс в колоду
event-shuffle_discard = Сброс замешан в колоду
event-turn_cut = Ход игрока { $n } закончится после эффектов начала хода
event-game_over = Конец игры
event-other = Событие: { $type }

## option_name

option_name-targeting = Когда выбирают цель магии
option_name-deck_exhausted = Пустая колода
option_name-deck_out_timing = Когда именно пустая колода завершает игру
option_name-letters_tiebreak = Ничью решают буквы
option_name-language = Язык для подсчёта букв
option_name-baby_setup = Малыши в начале
option_name-magic_needs_target = Магия только с целью
option_name-unicorns_into_any_stable = Единороги в любую конюшню
option_name-black_knight_saves_itself = Чёрный рыцарь спасает себя
option_name-panda_abilities = Панды сохраняют способности
option_name-stabby_voluntary_sacrifice = Пырялка в добровольную жертву
option_name-swap_steal_back_same_card = Обмен единорогами забирает того же
option_name-glitter_tornado_chooser = Кто выбирает карты для Блестящего смерча
option_name-two_for_one_needs_two_targets = Два за одного — только на две цели
option_name-barbed_wire_blocks_play = Колючая проволока не пускает единорогов
option_name-mermaid_older_print = Единорог-русалка по старому тиражу
option_name-annoying_flyer_any_player = Надоедливый летающий — на любого
option_name-win_check = Когда проверяют победу
option_name-rhinocorn_skips_hand_limit = Единорог-носорог без сброса
option_name-super_neigh_reopens = Супер-ржание открывает новые ответы

## option

option-targeting = В какой момент называют игрока, против которого действует магия.
option-deck_exhausted = Что происходит, когда в колоде не осталось карт.
option-deck_out_timing = Момент, когда игра заканчивается из-за пустой колоды.
option-letters_tiebreak = Колода кончилась, а у нескольких игроков поровну единорогов: побеждает тот, в названиях чьих единорогов больше букв. Если выключено, при ничьей не побеждает никто.
option-language = Названия карт на каком языке считают, когда ничью решают буквы.
option-baby_setup = Как игроки получают первого малыша-единорога.
option-magic_needs_target = Магию можно сыграть, только если её первое действие выполнимо. Если выключено, её можно сыграть и впустую.
option-unicorns_into_any_stable = Карту единорога можно сыграть в конюшню любого игрока. Если выключено, только в свою.
option-black_knight_saves_itself = Единорог Чёрный рыцарь может вместо собственного уничтожения уйти в жертву.
option-panda_abilities = Единороги, которых Пандемониум превратил в панд, не теряют своих способностей. Если выключено, теряют.
option-stabby_voluntary_sacrifice = Единорога Пырялку можно отдать в жертву, которую владелец приносит по своей воле.
option-swap_steal_back_same_card = Обмен единорогами может забрать обратно именно того единорога, которого только что отдал.
option-glitter_tornado_chooser = Кто решает, какую карту из каждой конюшни вернут владельцу в руку.
option-two_for_one_needs_two_targets = Два за одного можно сыграть, только когда есть две карты, которые можно уничтожить. Если выключено, она уничтожает сколько получится.
option-barbed_wire_blocks_play = Когда в конюшне Колючая проволока, а в руке больше нет карт, единорога в эту конюшню сыграть нельзя. Если выключено, можно, и сбрасывать не придётся.
option-mermaid_older_print = Единорог-русалка действует, как написано в более старом тираже: по желанию и на любую конюшню.
option-annoying_flyer_any_player = Надоедливый летающий единорог может заставить сбросить карту любого, даже своего владельца. Если выключено, только другого игрока.
option-win_check = В какой момент игрок, собравший достаточно единорогов, побеждает.
option-rhinocorn_skips_hand_limit = Ход, который завершил Единорог-носорог, обходится и без сброса лишних карт с руки.
option-super_neigh_reopens = Когда Супер-ржание отменяет Ржание, на карту под ним снова можно отвечать. Если выключено, всё сразу разыгрывается.

## value

value-targeting-announce = сразу, ещё до Ржания
value-targeting-after_neigh = после того, как карта пережила Ржание
value-deck_exhausted-end = игра заканчивается
value-deck_exhausted-reshuffle = сброс замешивают в новую колоду
value-deck_out_timing-empty = как только колода опустела, но после уже идущих действия и Ржания
value-deck_out_timing-mid_effect = немедленно, остаток действия отменён
value-deck_out_timing-end_of_turn = когда ход доигран до конца
value-language-uk = украинский
value-language-ru = русский
value-language-en = английский
value-baby_setup-choose = каждый выбирает сам, по очереди
value-baby_setup-deal = раздаются случайно
value-glitter_tornado_chooser-caster = тот, кто сыграл смерч
value-glitter_tornado_chooser-owner = владелец каждой конюшни
value-win_check-end_of_chain = когда всё, что должно было случиться, и все Ржания прошли
value-win_check-immediate = в тот же миг

## source

source-targeting = «Выбор целей для эффекта»
source-deck_out_timing = «Если в колоде заканчиваются карты»
source-letters_tiebreak = «Если в колоде заканчиваются карты»
source-language = «Если в колоде заканчиваются карты»: подсчёт букв
source-baby_setup = «Подготовка к игре»

## lobby

lobby-line = Соберите конюшню единорогов раньше других, а соперникам мешайте Ржанием.

## why

why-instant = Мгновенную карту играют только в ответ на карту, которую кто-то играет
why-queen_bee = { $card } — в чужой конюшне ({ $seat }): обычных единорогов играет только её владелец
why-barbed_wire = Колючая проволока в твоей конюшне требует сбросить карту, а других карт в руке нет (правило этой игры)
why-no_upgrades = { $card } в твоей конюшне: ты не можешь играть улучшения
why-magic_target = Первое действие этой магии сейчас не выполнить: ей не на что действовать
why-cannot_neigh = { $card } в твоей конюшне: ты не можешь играть «Ржание»
why-not_now = Эту карту сейчас сыграть нельзя
