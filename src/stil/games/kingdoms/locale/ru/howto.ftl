# Stil: how to play Царства зверей, for a newcomer, in our own words, in this file's
# language (ru); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = За три эпохи распространить влияние своего дома на пять царств и набрать больше всех победных очков.

howto-setup = Каждый берёт фишки своего цвета и 4 карты зверей; в каждом царстве лежит открытый указ и три жетона с очками, от меньшего к большему.

howto-turn-1 = В свой ход выберите одно из трёх.
howto-turn-2 = Захватить территорию: сыграйте под царство карту, которую разрешает его указ, поставьте фишку на свободную территорию и доберите карты до 4.
howto-turn-3 = Столицу можно занять, только когда прочие территории царства заняты; после этого вы сразу отступаете до конца эпохи.
howto-turn-4 = Сбор зверей: получите 1 очко, сбросьте 1–4 карты и возьмите столько же новых (нельзя, если кто-то уже отступил в этой эпохе).
howto-turn-5 = Отступить: до конца эпохи вы больше не ходите. Кто отступает первым, берёт тайный жетон отступления с очками на конец игры.
howto-turn-6 = Эпоха кончается, когда отступили все.

howto-cards-1-name = Карты зверей
howto-cards-1-text = Восемь видов зверей с рангами от 1 до 8. Их играют под царства и в битвы.
howto-cards-2-name = Указ царства
howto-cards-2-text = Говорит, какие карты можно играть под это царство: глядя только на него, на соседние царства или на все остальные.
howto-cards-3-name = Жетоны
howto-cards-3-text = Жетоны царств дают очки за первое место; «+2» повышает ранг карты в битве; жетон отступления — тайные очки на конец игры.

howto-scoring-1 = В конце эпохи в каждом царстве сравнивают фишки: первое место получает очки с самого левого жетона царства, второе — 3 очка, третье — 1.
howto-scoring-2 = Ничья за первое место — битва: участники одновременно открывают по карте, старший ранг побеждает, но 1 бьёт 8. Проигравший берёт жетон «+2» для следующих битв.
howto-scoring-3 = Между эпохами фишки из столиц переходят в совет царства и остаются там до конца игры; остальные возвращаются в запас, указы меняются.
howto-scoring-4 = В конце игры добавляют жетоны отступления и по 1 очку за каждый неиспользованный «+2».

howto-end = Игра заканчивается после третьей эпохи; побеждает наибольшая сумма очков. При ничьей выигрывает тот, кто в третью эпоху захватил столицу самого большого царства.

howto-variant = Игра на 2–5 домов. В одиночку вы играете против выскочки — автомата, который кладёт карты сам; его уровень сложности выбирает хозяин стола. Вариант мирного соглашения заменяет битвы более спокойным разрешением ничьих.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Дом, который сейчас ходит.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = Столица занята (цвет — чей дом).
howto-legend-3-symbol = ♔
howto-legend-3-meaning = Столица свободна.
howto-legend-4-symbol = ◆
howto-legend-4-meaning = Место в совете занято фишкой (цвет — чьей).
howto-legend-5-symbol = ◇
howto-legend-5-meaning = Свободное место в совете.
howto-legend-6-symbol = ● ○
howto-legend-6-meaning = В терминале: занятая и свободная территория.
howto-legend-7-symbol = ↓
howto-legend-7-meaning = Указ учитывает карты, уже лежащие под его царством (последнюю или все).
howto-legend-8-symbol = ↔
howto-legend-8-meaning = Указ смотрит на последние карты двух соседних царств.
howto-legend-9-symbol = ⇔
howto-legend-9-meaning = Указ смотрит на последние карты всех других царств.
howto-legend-10-symbol = →
howto-legend-10-meaning = Куда можно сыграть карту: размеры царств (число территорий).
howto-legend-11-symbol = ✗
howto-legend-11-meaning = Карты, сброшенные при сборе зверей.
