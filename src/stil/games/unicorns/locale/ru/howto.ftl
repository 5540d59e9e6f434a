# Stil: how to play Нестабильные единороги, for a newcomer, in our own words, in this file's
# language (ru); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Первым собрать в своей конюшне 7 единорогов (если игроков 6–8 — 6 единорогов).

howto-setup = Каждый получает 5 карт и одного малыша-единорога в конюшню; остальные малыши — в яслях, колода — в центре.

howto-turn-1 = Начало хода: срабатывают карты вашей конюшни, действующие «в начале хода».
howto-turn-2 = Возьмите карту из колоды.
howto-turn-3 = Действие: сыграйте одну карту с руки (единорога, магию, улучшение или ухудшение) или возьмите ещё одну карту.
howto-turn-4 = Пока карта разыгрывается, любой другой может остановить её Ржанием; на Ржание можно ответить новым Ржанием.
howto-turn-5 = Конец хода: если в руке больше 7 карт, сбросьте лишние.

howto-cards-1-name = Малыш-единорог
howto-cards-1-text = Начинает игру в конюшне; покидая конюшню, возвращается в ясли.
howto-cards-2-name = Обычный единорог
howto-cards-2-text = Просто единорог без эффекта — но считается для победы.
howto-cards-3-name = Волшебный единорог
howto-cards-3-text = Единорог с эффектом, который действует, пока он в вашей конюшне.
howto-cards-4-name = Магия
howto-cards-4-text = Разовое действие, после него карта уходит в сброс.
howto-cards-5-name = Улучшение
howto-cards-5-text = Кладётся в конюшню кого угодно и даёт её хозяину преимущество.
howto-cards-6-name = Ухудшение
howto-cards-6-text = Кладётся в чужую конюшню и мешает её хозяину.
howto-cards-7-name = Мгновенная (Ржание)
howto-cards-7-text = Играется в любой момент, чтобы не дать другому сыграть карту; Супер-ржание остановить нельзя.

howto-scoring-1 = Каждая карта единорога в конюшне — один единорог (если карта не говорит иначе).
howto-scoring-2 = Как только у кого-то нужное число единорогов, игра заканчивается его победой.

howto-end = Если колода кончилась раньше, побеждает тот, у кого больше единорогов; при ничьей — у кого больше букв в названиях его единорогов, как они напечатаны (цвет в скобках не считают). Если и тогда ничья — проигрывают все.

howto-variant = Базовая колода, игра на 2–8 игроков. Цель магии объявляют сразу, когда карта сыграна, — ещё до Ржания.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Игрок, который сейчас ходит.
howto-legend-2-symbol = ↑
howto-legend-2-meaning = Улучшение.
howto-legend-3-symbol = ↓
howto-legend-3-meaning = Ухудшение.
howto-legend-4-symbol = ✦
howto-legend-4-meaning = Магия.
howto-legend-5-symbol = !
howto-legend-5-meaning = Мгновенная карта (Ржание).
howto-legend-6-symbol = ↳
howto-legend-6-meaning = Ответ на карту строкой выше (Ржание на Ржание).
howto-legend-7-symbol = →
howto-legend-7-meaning = На кого направлена сыгранная карта.
