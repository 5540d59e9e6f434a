# Stil: how to play Если влезет, for a newcomer, in our own words, in this file's
# language (ru); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Складывать из карт картонные коробки с кошачьими игрушками и занимать их своими котами, чтобы в конце набрать больше всех очков.

howto-setup = Каждый берёт 5 карт своего кота и 2 карты коробок в руку; в колоде на каждого игрока по Принцессе; по очереди все кладут на стол стартовую коробку.

howto-turn-1 = Выберите: возьмите карту из колоды и сыграйте одну карту коробки с руки — или вместо этого сыграйте спящего кота (тогда новую карту не берёте).
howto-turn-2 = Карту прикладывают длинной стороной к длинной или короткой к короткой, без наложения; она должна целиком лежать на столе, а положенное уже не двигают.
howto-turn-3 = Сошедшиеся открытые стороны делают из нескольких карт одну коробку; стенки её замыкают.
howto-turn-4 = После этого можно положить кота: поперёк двух карт, соединённых длинными сторонами, не через стенку, и одна из них — только что сыгранная. В коробку с чужим котом класть нельзя, если там ещё нет вашего.
howto-turn-5 = Особую карту игрушек, как только её взяли, сразу кладут поперёк двух коробок.

howto-cards-1-name = Карта коробки
howto-cards-1-text = Часть коробки со стенками, открытыми сторонами и значками игрушек или бутылок с распылителем.
howto-cards-2-name = Кот
howto-cards-2-text = Ложится поперёк двух карт и занимает коробку.
howto-cards-3-name = Спящий кот
howto-cards-3-text = Обратная сторона карты кота: играется как коробка и занимает её, но очков не даёт, пока к нему не ляжет обычный кот.
howto-cards-4-name = Принцесса
howto-cards-4-text = Заменяет любого кота в коробке (кот возвращается хозяину); сама коробку не занимает.
howto-cards-5-name = Особая карта игрушек
howto-cards-5-text = Добавляет игрушки; её сразу кладут поперёк двух коробок — иногда и в чужую.

howto-scoring-1 = Коробку занимает тот, у кого в ней больше котов; при ничьей очки получают все претенденты.
howto-scoring-2 = Считают только игрушки того вида, которого в коробке больше всего: по 1 очку за значок. Каждая бутылка с распылителем — минус 1.
howto-scoring-3 = Закрытая коробка (без открытых сторон) удваивает и плюсы, и минусы.
howto-scoring-4 = Каждый дополнительный ваш кот в коробке — ещё 1 очко.

howto-end = Когда колода кончилась или кто-то положил пятого кота, карты больше не берут и спящих котов не играют; играем, пока у всех не опустеют руки. Побеждает больше очков; при ничьей — меньше штрафных.

howto-variant = Обычные правила: двойные стенки разрешены, дополнительные коты приносят очки. В расширенных правилах все Принцессы в колоде, двойные стенки запрещены, лишние коты очков не дают, а спящий кот весит полкота.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Игрок, который сейчас ходит.
howto-legend-2-symbol = ♛
howto-legend-2-meaning = Принцесса.
howto-legend-3-symbol = К
howto-legend-3-meaning = Клубок.
howto-legend-4-symbol = М
howto-legend-4-meaning = Мышка.
howto-legend-5-symbol = П
howto-legend-5-meaning = Пёрышко.
howto-legend-6-symbol = Р
howto-legend-6-meaning = Рыбка.
howto-legend-7-symbol = !
howto-legend-7-meaning = Бутылка с распылителем (минус очко).
howto-legend-8-symbol = ↻
howto-legend-8-meaning = Карта положена повёрнутой на 180°.
howto-legend-9-symbol = ━ ┃
howto-legend-9-meaning = Стенка (в терминале; в браузере — толстая линия). Тонкий пунктир — открытая сторона.
howto-legend-10-symbol = ┆
howto-legend-10-meaning = В терминале разделяет карту как есть и ту же карту, повёрнутую на 180°.
howto-legend-11-symbol = + −
howto-legend-11-meaning = В браузере: приблизить или отдалить рисунок стола (также клавиши + − и щипок).
howto-legend-12-symbol = ⤢
howto-legend-12-meaning = В браузере: показать весь стол.
