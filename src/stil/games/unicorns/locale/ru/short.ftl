# Stil: a short line per card with an effect, for its face (issue 39), in this file's
# language (ru): what it does, in a few words of our own, at most 40 characters; the
# full text stays in the card's text. The message is short-<card id>; stil.shorts reads and
# checks it (every card of a kind in short.toml's effects has its line).
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

## short

short-rhinocorn = Уничтожь единорога и закончи ход
short-magical_kittencorn = Магия не может его уничтожить
short-stabby_the_unicorn = Гибнет — уничтожь единорога
short-rainbow_unicorn = Приведи обычного с руки
short-extremely_destructive_unicorn = Каждый жертвует единорога
short-chainsaw_unicorn = Уничтожь улучшение / сбрось ухудшение
short-llamacorn = Каждый сбрасывает карту
short-americorn = Вытяни карту из чужой руки
short-ginormous_unicorn = Два единорога; без Ржания
short-seductive_unicorn = Сбрось карту — укради единорога
short-queen_bee_unicorn = Другим нельзя обычных
short-greedy_flying_unicorn = Возьми карту; вернётся в руку
short-annoying_flying_unicorn = Соперник сбрасывает; вернётся
short-magical_flying_unicorn = Магия из сброса; вернётся
short-swift_flying_unicorn = Нет из сброса; вернётся
short-majestic_flying_unicorn = Единорог из сброса; вернётся
short-unicorn_phoenix = Сбрось карту вместо гибели
short-unicorn_on_the_cob = Возьми 2, сбрось 1
short-black_knight_unicorn = Гибнет вместо твоего единорога
short-shark_with_a_horn = Пожертвуй его — уничтожь единорога
short-shabby_the_narwhal = Найди в колоде ухудшение
short-narwhal_torpedo = Сбрось все свои ухудшения
short-alluring_narwhal = Укради улучшение
short-mermaid_unicorn = Верни чужую карту в руку
short-classy_narwhal = Найди в колоде улучшение
short-the_great_narwhal = Найди в колоде Нарвала
short-mother_goose_unicorn = Приведи малыша из Яслей
short-unicorn_oracle = Посмотри 3 верхние, одну возьми
short-necromancer_unicorn = Сбрось 2 — единорог из сброса
short-dark_angel_unicorn = Пожертвуй — единорог из сброса
short-unicorn_poison = Уничтожь чужого единорога
short-back_kick = Верни чужую карту; он сбрасывает
short-change_of_luck = Возьми 2, сбрось 3, ещё ход
short-glitter_tornado = Из каждой конюшни карта в руку
short-unicorn_swap = Обменяйтесь единорогами
short-re_target = Перенеси улучшение или ухудшение
short-unfair_bargain = Обменяйтесь руками
short-two_for_one = Пожертвуй 1 — уничтожь 2
short-targeted_destruction = Уничтожь улучшение / сбрось ухудшение
short-mystical_vortex = Каждый сбрасывает; сброс в колоду
short-good_deal = Возьми 3, сбрось 1
short-shake_up = Рука и сброс в колоду, возьми 5
short-blatant_thievery = Посмотри чужую руку, возьми карту
short-reset_button = Все сбрасывают улучшения/ухудшения
short-kiss_of_life = Единорог из сброса в конюшню
short-glitter_bomb = Пожертвуй карту — уничтожь карту
short-yay = Твои карты нельзя Ржание
short-rainbow_aura = Твоих единорогов не уничтожить
short-double_dutch = Два действия за ход
short-claw_machine = Сбрось 1, возьми 1
short-stable_artillery = Сбрось 2 — уничтожь единорога
short-rainbow_lasso = Сбрось 3 — укради единорога
short-caffeine_overload = Пожертвуй карту — возьми 2
short-barbed_wire = Единорог пришёл/ушёл — сбрось
short-pandamonium = Твои единороги — панды
short-sadistic_ritual = Каждый ход жертвуй единорога
short-slowdown = Ты не играешь Ржание
short-nanny_cam = Твою руку видно всем
short-broken_stable = Ты не играешь улучшений
short-blinding_light = Твои единороги без эффектов
short-tiny_stable = Не больше 5 единорогов
short-neigh = Отмени сыгранную карту
short-super_neigh = Отмени карту; без ответа
