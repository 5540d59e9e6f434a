# Stil: the game unicorns's texts, in this file's language (uk).
# Fluent syntax (https://projectfluent.org); a message's id is the text's dotted key
# with '-' for '.'; stil/ftl.py says which part of Fluent the texts use.

## player

player = Гравець { $n }

## quoted

quoted = «{ $card }»

## cards

cards-none = нічого

## kind

kind-baby = малюк-одноног
kind-basic = звичайний одноног
kind-magical = чарівний одноног
kind-magic = заклинання
kind-upgrade = бонус
kind-downgrade = штраф
kind-instant = негайна

## what

what-card = карту
what-unicorn = однонога
what-basic = звичайного однонога
what-magical = чарівного однонога
what-upgrade = бонус
what-downgrade = штраф
what-upgrade_or_downgrade = бонус або штраф
what-narwhal = нарвала
what-magic = заклинання
what-instant = негайну карту
what-self = цю карту

## ui

ui-stables = Стайні
ui-seat = Гравець
ui-unicorns = Одноноги
ui-hand_size = На руці
ui-stable = Стайня
ui-empty = порожньо
ui-your_hand = Ваша рука (гравець { $n })
ui-open_hand = Відкрита рука гравця { $n }
ui-nursery = Розплідник
ui-status = Хід { $turn } · ходить гравець { $n } · для перемоги: { $target } одноногів · колода: { $deck } · скид: { $discard }
ui-status_setup = Приготування до гри: гравці вибирають малюків-одноногів · для перемоги: { $target } одноногів · колода: { $deck } · скид: { $discard }
ui-top_discard = зверху скиду: { $card }
ui-plays_left = дій лишилося: { $n }
ui-extra_turns = додаткових ходів: { $n }
ui-turn_cut = хід обірвано
ui-chain = Зіграна карта та відповіді на неї
ui-chain_play = Гравець { $n } грає { $card }
ui-chain_play_into = Гравець { $n } грає { $card } у стайню гравця { $m }
ui-chain_play_at = Гравець { $n } грає { $card }, ціль — гравець { $m }
ui-chain_neigh = Гравець { $n } відповідає: { $card }
ui-chain_stands = Якщо ніхто не відповість, карта спрацює.
ui-chain_cancelled = Якщо ніхто не відповість, карту буде скасовано й скинуто.
ui-asking = Ще відповідають: { $players }
ui-pending = Ефекти, що чекають
ui-pending_step = { $src }: { $op } (гравець { $n })
ui-bot_queue = На початку ходу ще спрацюють: { $cards }
ui-deck_cards = Колода (ви шукаєте): { $cards }
ui-top_cards = Верхні карти колоди (бачите лише ви; остання — верхня): { $cards }
ui-looking = Рука гравця { $n } (бачите лише ви): { $cards }
ui-limbo = Діє: { $cards }
ui-final_title = Кінець гри
ui-letters = Букв у назвах
ui-winner = Перемога: { $players }
ui-winners = Переможці: { $players }
ui-nobody = Переможця немає: програють усі.
ui-why-unicorns = Зібрано потрібну кількість одноногів.
ui-why-deck_exhausted = Колода вичерпалася: перемагає той, у кого найбільше одноногів (за рівності — більше букв у їхніх назвах).
ui-why-other = Гру завершено.

## decision

decision-baby = Виберіть малюка-однонога для своєї стайні.
decision-trigger = Початок ходу: ефекти спрацьовують разом. Який застосувати зараз?
decision-action = Ваша дія: зіграйте одну карту з руки або візьміть карту з колоди.
decision-action_more = Можна зіграти ще одну карту (Подвійна скакалка) або закінчити.
decision-respond = Гравець { $n } грає { $card }. Відповісти картою «Іржання»?
decision-hand_limit = Кінець ходу: на руці щонайбільше 7 карт. Скиньте ще { $over }.
decision-discard = { $src }: скиньте { $what } з руки (ще { $n }).
decision-sacrifice = { $src }: пожертвуйте { $what } зі своєї стайні.
decision-destroy = { $src }: знищте { $what } в чужій стайні.
decision-steal = { $src }: украдіть { $what } з чужої стайні.
decision-return = { $src }: поверніть карту з чужої стайні на руку її власникові (малюк-одноног повертається в розплідник).
decision-return_each = { $src }: поверніть на руку по одній карті з кожної стайні, спершу своєї (малюк-одноног повертається в розплідник).
decision-pull_random = { $src }: у кого витягти навмання карту з руки?
decision-other_discards = { $src }: хто з інших гравців скидає карту?
decision-swap_hands = { $src }: з ким обмінятися руками?
decision-look = { $src }: чию руку подивитися та яку карту з неї забрати?
decision-give = { $src }: якого свого однонога й кому віддати (потім украдете в нього однонога)?
decision-retarget = { $src }: який бонус чи штраф і в чию стайню перемістити?
decision-choose_one = { $src }: знищте чужий бонус або пожертвуйте свій штраф.
decision-from_discard = { $src }: яку карту взяти зі скиду?
decision-search = { $src }: яку карту знайти в колоді (колоду потім перетасують)?
decision-oracle = { $src }: яку з верхніх карт колоди взяти (або покласти наверх)?
decision-bring_baby = { $src }: якого малюка з розплідника взяти у стайню?
decision-bring_from_hand = { $src }: можете ввести у стайню { $what } з руки.
decision-tiny = { $src }: у стайні забагато одноногів — пожертвуйте одного.
decision-replace = { $src } має покинути стайню. Застосувати заміну?
decision-effect = { $src }: виберіть.
decision-may = { $text } (Можна пропустити.)

## op

op-discard = скинути
op-sacrifice = пожертвувати
op-destroy = знищити
op-steal = украсти
op-return = повернути на руку
op-return_each = повернути по карті з кожної стайні
op-pull_random = витягти карту навмання
op-other_discards = змусити іншого скинути
op-swap_hands = обмінятися руками
op-look = подивитися руку й забрати карту
op-give = віддати однонога
op-retarget = перемістити бонус чи штраф
op-choose_one = знищити бонус або пожертвувати штраф
op-from_discard = взяти карту зі скиду
op-search = знайти карту в колоді
op-oracle = вибрати з верхніх карт колоди
op-bring_baby = взяти малюка з розплідника
op-bring_from_hand = ввести однонога з руки
op-tiny = пожертвувати зайвих одноногів
op-replace = вирішити про заміну
op-draw = взяти карти
op-sacrifice_all = пожертвувати всі такі карти
op-end_turn = завершити хід
op-extra_play = зіграти ще одну карту
op-extra_turn = ще один хід
op-shuffle_discard = скид — у колоду
op-shake_up = рука й скид — у колоду
op-magic_done = заклинання — у скид
op-other = виконати ефект

## action

action-baby = Взяти { $card }
action-trigger = Застосувати { $card }
action-draw = Взяти карту з колоди
action-end = Закінчити дію
action-play = Зіграти { $card }
action-play_own = Зіграти { $card } у свою стайню
action-play_into = Зіграти { $card } у стайню гравця { $m }
action-play_at = Зіграти { $card }, ціль — гравець { $m }
action-pass = Не відповідати
action-neigh = Зіграти «Іржання»
action-super_neigh = Зіграти «Супер-іржання» (на нього не відповідають)
action-skip = Пропустити
action-skip_replace = Без заміни
action-hand-discard = Скинути { $card }
action-hand-bring = Ввести у стайню { $card }
action-hand-replace = Скинути { $card } замість цього
action-hand-other = Вибрати з руки { $card }
action-pick-sacrifice = Пожертвувати { $card }
action-pick-destroy = Знищити { $card } гравця { $m }
action-pick-steal = Украсти { $card } у гравця { $m }
action-pick-return = Повернути { $card } на руку гравцеві { $m }
action-pick-return_own = Повернути собі на руку { $card }
action-pick-return_nursery = Повернути { $card } гравця { $m } у розплідник
action-pick-return_own_nursery = Повернути свого { $card } у розплідник
action-pick-give = Віддати { $card }
action-pick-move = Перемістити { $card } зі стайні гравця { $m }
action-pick-replace = Пожертвувати { $card } замість цього
action-pick-other = Вибрати { $card } у стайні гравця { $m }
action-take-from_discard = Взяти { $card } зі скиду
action-take-search = Взяти { $card } з колоди
action-take-oracle = Взяти { $card }
action-take-oracle_top = Покласти { $card } на самий верх
action-take-bring_baby = Взяти з розплідника { $card }
action-take-look = Забрати { $card }
action-take-other = Вибрати { $card }
action-seat-pull_random = Витягти карту навмання в гравця { $m }
action-seat-other_discards = Гравець { $m } скидає карту
action-seat-swap_hands = Обмінятися руками з гравцем { $m }
action-seat-look = Подивитися руку гравця { $m }
action-seat-give = Віддати однонога гравцеві { $m }
action-seat-retarget = Перемістити в стайню гравця { $m }
action-seat-other = Вибрати гравця { $m }

## plural

plural-cards =
    { $n ->
        [one] { $n } карту
        [few] { $n } карти
       *[many] { $n } карт
    }

## event

event-turn = Хід { $turn }: гравець { $n }
event-baby = Гравець { $n } бере у стайню { $card }
event-play = Гравець { $n } грає { $card }
event-play_own = Гравець { $n } грає { $card } у свою стайню
event-play_into = Гравець { $n } грає { $card } у стайню гравця { $m }
event-play_at = Гравець { $n } грає { $card }, ціль — гравець { $m }
event-neigh = Гравець { $n } відповідає: { $card }
event-neighed = { $card } скасовано й скинуто
event-neighed_chain = Супер-іржання гравця { $n } скасовує карту під ним
event-draw = Гравець { $n } бере { $cards } з колоди
event-drew = Ви взяли: { $cards }
event-discard = Гравець { $n } скидає { $card }
event-enter-play = { $card } потрапляє у стайню гравця { $n }
event-enter-bring = { $card } приходить у стайню гравця { $n }
event-enter-steal = { $card } вкрадено у стайню гравця { $n }
event-enter-move = { $card } переходить у стайню гравця { $n }
event-enter-other = { $card } потрапляє у стайню гравця { $n }
event-leave-sacrifice = Гравець { $n } жертвує { $card }
event-leave-destroy = { $card } гравця { $n } знищено
event-leave-return = { $card } повертається на руку гравцеві { $n }
event-leave-return_nursery = { $card } гравця { $n } повертається в розплідник
event-leave-steal = { $card } покидає стайню гравця { $n }
event-leave-move = { $card } покидає стайню гравця { $n }
event-leave-other = { $card } покидає стайню гравця { $n }
event-to-nursery = { $leave } — малюк-одноног повертається в розплідник
event-to-hand = { $leave } — карта повертається на руку гравцеві { $n }
event-instead = Гравець { $n } застосовує заміну, щоб зберегти { $card }
event-look = Гравець { $n } дивиться руку гравця { $m }
event-took = Гравець { $n } забирає { $card } з руки гравця { $m }
event-pull = Гравець { $n } витягує навмання карту з руки гравця { $m }
event-pulled = Витягнута карта: { $card }
event-swap_hands = Гравець { $n } обмінюється руками з гравцем { $m }
event-take_discard = Гравець { $n } бере зі скиду { $card }
event-search = Гравець { $n } знаходить у колоді { $card } і показує її
event-oracle = Гравець { $n } бере одну з верхніх карт колоди
event-shake_up = Гравець { $n } замішує руку й скид у колоду
event-shuffle_discard = Скид перетасовано в колоду
event-turn_cut = Хід гравця { $n } закінчиться після ефектів початку ходу
event-game_over = Кінець гри
event-other = Подія: { $type }

## option_name

option_name-targeting = Коли обирають ціль заклинання
option_name-deck_exhausted = Порожня колода
option_name-deck_out_timing = Коли саме порожня колода завершує гру
option_name-letters_tiebreak = Нічию вирішують літери
option_name-language = Мова для підрахунку літер
option_name-baby_setup = Малюки на початку
option_name-magic_needs_target = Заклинання лише з ціллю
option_name-unicorns_into_any_stable = Одноноги в будь-яку стайню
option_name-black_knight_saves_itself = Чорний лицар рятує себе
option_name-panda_abilities = Панди зберігають здібності
option_name-stabby_voluntary_sacrifice = Штрикало у власну жертву
option_name-swap_steal_back_same_card = Обмін одноногами забирає того самого
option_name-glitter_tornado_chooser = Хто обирає карти для Блискітного смерчу
option_name-two_for_one_needs_two_targets = Два за одного — лише на дві цілі
option_name-barbed_wire_blocks_play = Колючий дріт не пускає одноногів
option_name-mermaid_older_print = Одноног-русалка за старим накладом
option_name-annoying_flyer_any_player = Набридливий летючий — на будь-кого
option_name-win_check = Коли перевіряють перемогу
option_name-rhinocorn_skips_hand_limit = Носоріг-одноног без скидання
option_name-super_neigh_reopens = Супер-іржання відкриває нові відповіді

## option

option-targeting = У який момент називають гравця, проти якого діє заклинання.
option-deck_exhausted = Що стається, коли в колоді не лишилося карт.
option-deck_out_timing = Мить, коли гра закінчується через порожню колоду.
option-letters_tiebreak = Колода скінчилася, а кілька гравців мають порівну одноногів: перемагає той, у чиїх одноногів у назвах більше літер. Якщо вимкнено, за нічиєї не перемагає ніхто.
option-language = Назви карт якою мовою рахують, коли нічию вирішують літери.
option-baby_setup = Як гравці отримують першого малюка-однонога.
option-magic_needs_target = Заклинання можна зіграти, лише якщо його перша дія здійсненна. Якщо вимкнено, його можна зіграти й даремно.
option-unicorns_into_any_stable = Карту однонога можна зіграти в стайню будь-якого гравця. Якщо вимкнено, лише у свою.
option-black_knight_saves_itself = Одноног Чорний лицар може замість власного знищення піти в жертву.
option-panda_abilities = Одноноги, яких Пандемоніум перетворив на панд, не втрачають своїх здібностей. Якщо вимкнено, втрачають.
option-stabby_voluntary_sacrifice = Однонога Штрикала можна віддати в жертву, яку власник приносить з власної волі.
option-swap_steal_back_same_card = Обмін одноногами може забрати назад саме того однонога, якого щойно віддав.
option-glitter_tornado_chooser = Хто вирішує, яку карту з кожної стайні повернуть власникові в руку.
option-two_for_one_needs_two_targets = Два за одного можна зіграти, лише коли є дві карти, які можна знищити. Якщо вимкнено, вона знищує стільки, скільки вдасться.
option-barbed_wire_blocks_play = Коли в стайні Колючий дріт, а в руці більше немає карт, однонога в цю стайню зіграти не можна. Якщо вимкнено, можна, і скидати не доведеться.
option-mermaid_older_print = Одноног-русалка діє, як написано в давнішому накладі: на вибір, і на будь-яку стайню.
option-annoying_flyer_any_player = Набридливий летючий одноног може змусити скинути карту будь-кого, навіть свого власника. Якщо вимкнено, лише іншого гравця.
option-win_check = У який момент гравець, що зібрав досить одноногів, перемагає.
option-rhinocorn_skips_hand_limit = Хід, який завершив Носоріг-одноног, обходиться й без скидання зайвих карт з руки.
option-super_neigh_reopens = Коли Супер-іржання скасовує Іржання, на карту під ним знову можна відповідати. Якщо вимкнено, усе одразу розігрується.

## value

value-targeting-announce = одразу, ще до Іржання
value-targeting-after_neigh = після того, як карта пережила Іржання
value-deck_exhausted-end = гра закінчується
value-deck_exhausted-reshuffle = скид перетасовують у нову колоду
value-deck_out_timing-empty = щойно колода спорожніла, але після дії та Іржання, що вже тривають
value-deck_out_timing-mid_effect = негайно, решту дії скасовано
value-deck_out_timing-end_of_turn = коли хід дограно до кінця
value-language-uk = українська
value-language-ru = російська
value-language-en = англійська
value-baby_setup-choose = кожен обирає сам, по черзі
value-baby_setup-deal = роздаються навмання
value-glitter_tornado_chooser-caster = той, хто зіграв смерч
value-glitter_tornado_chooser-owner = власник кожної стайні
value-win_check-end_of_chain = коли все, що мало статися, і всі Іржання відбулися
value-win_check-immediate = тієї ж миті

## source

source-targeting = «Вибір цілей для ефекту»
source-deck_out_timing = «Якщо в колоді вичерпуються карти»
source-letters_tiebreak = «Якщо в колоді вичерпуються карти»
source-language = «Якщо в колоді вичерпуються карти»: лік букв
source-baby_setup = «Приготування до гри»

## lobby

lobby-line = Зберіть стайню одноногів раніше за інших, а суперникам заважайте Іржанням.

## why

why-instant = Негайну карту грають лише у відповідь на карту, яку хтось грає
why-queen_bee = { $card } — у чужій стайні ({ $seat }): звичайних одноногів грає лише її власник
why-barbed_wire = Колючий дріт у твоїй стайні вимагає скинути карту, а інших карт у руці немає (правило цієї гри)
why-no_upgrades = { $card } у твоїй стайні: ти не можеш грати бонуси
why-magic_target = Першу дію цього заклинання зараз не виконати: йому нема на що діяти
why-cannot_neigh = { $card } у твоїй стайні: ти не можеш грати «Іржання»
why-not_now = Цю карту зараз зіграти не можна
