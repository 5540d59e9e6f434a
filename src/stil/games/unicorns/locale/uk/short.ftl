# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (uk): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-rhinocorn = Знищ однонога й закінчи хід
short-magical_kittencorn = Магія не може його знищити
short-stabby_the_unicorn = Гине — знищ однонога
short-rainbow_unicorn = Приведи звичайного з руки
short-extremely_destructive_unicorn = Кожен жертвує однонога
short-chainsaw_unicorn = Знищ бонус чи скинь штраф
short-llamacorn = Кожен скидає карту
short-americorn = Витягни карту з чужої руки
short-ginormous_unicorn = Два одноноги; без Іржання
short-seductive_unicorn = Скинь карту — вкради однонога
short-queen_bee_unicorn = Іншим не можна звичайних
short-greedy_flying_unicorn = Візьми карту; вертається в руку
short-annoying_flying_unicorn = Суперник скидає; вертається
short-magical_flying_unicorn = Магія з відбою; вертається
short-swift_flying_unicorn = Ні з відбою; вертається
short-majestic_flying_unicorn = Одноног з відбою; вертається
short-unicorn_phoenix = Скинь карту замість загибелі
short-unicorn_on_the_cob = Візьми 2, скинь 1
short-black_knight_unicorn = Гине замість твого однонога
short-shark_with_a_horn = Пожертвуй його — знищ однонога
short-shabby_the_narwhal = Знайди в колоді штраф
short-narwhal_torpedo = Скинь усі свої штраф
short-alluring_narwhal = Вкради бонус
short-mermaid_unicorn = Поверни чужу карту в руку
short-classy_narwhal = Знайди в колоді бонус
short-the_great_narwhal = Знайди в колоді Нарвала
short-mother_goose_unicorn = Приведи малюка з Розплідника
short-unicorn_oracle = Глянь 3 верхні, одну візьми
short-necromancer_unicorn = Скинь 2 — одноног з відбою
short-dark_angel_unicorn = Пожертвуй — одноног з відбою
short-unicorn_poison = Знищ чужого однонога
short-back_kick = Поверни чужу карту; він скидає
short-change_of_luck = Візьми 2, скинь 3, ще хід
short-glitter_tornado = З кожної стайні карта в руку
short-unicorn_swap = Обміняйся одноногами
short-re_target = Перенеси бонус чи штраф
short-unfair_bargain = Обміняйся руками
short-two_for_one = Пожертвуй 1 — знищ 2
short-targeted_destruction = Знищ бонус чи скинь штраф
short-mystical_vortex = Кожен скидає; відбій у колоду
short-good_deal = Візьми 3, скинь 1
short-shake_up = Рука й відбій у колоду, візьми 5
short-blatant_thievery = Глянь чужу руку, візьми карту
short-reset_button = Усі скидають бонус й штраф
short-kiss_of_life = Одноног з відбою у стайню
short-glitter_bomb = Пожертвуй карту — знищ карту
short-yay = Твої карти не можна Іржання
short-rainbow_aura = Твоїх одноногів не знищити
short-double_dutch = Дві дії за хід
short-claw_machine = Скинь 1, візьми 1
short-stable_artillery = Скинь 2 — знищ однонога
short-rainbow_lasso = Скинь 3 — вкради однонога
short-caffeine_overload = Пожертвуй карту — візьми 2
short-barbed_wire = Одноног прийшов чи пішов — скинь
short-pandamonium = Твої одноноги — панди
short-sadistic_ritual = Щоходу жертвуй однонога
short-slowdown = Ти не граєш Іржання
short-nanny_cam = Твою руку видно всім
short-broken_stable = Ти не граєш бонусів
short-blinding_light = Твої одноноги без ефектів
short-tiny_stable = Не більше 5 одноногів
short-neigh = Скасуй зіграну карту
short-super_neigh = Скасуй карту; без відповіді
