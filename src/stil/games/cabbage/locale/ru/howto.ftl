# Stil: how to play Интриги и Капуста, for a newcomer, in our own words, in this file's
# language (ru); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Соберите в своём замке самую выгодную компанию зверей и еды и наберите больше всех победных очков (ПО).

howto-setup = Колоду тасуют и кладут в центр; замки у всех пусты, первым ходит первый игрок, дальше — по кругу.

howto-turn-1 = Откройте верхнюю карту колоды и положите её в центр стола, в ряд этого хода: её действие срабатывает сразу.
howto-turn-2 = Решите: тянуть ещё карту или остановиться.
howto-turn-3 = Остановились — все карты вашего ряда уходят в ваш замок.
howto-turn-4 = Открыли карту, которая уже есть в вашем ряду, — ход провален: ряд уходит в сброс (вторая Пшеница не проваливает ход, а ложится на первую).
howto-turn-5 = Если в проваленном ряду есть Пёс, вы спасаете две любые карты в свой замок (стопка Пшеницы считается одной).

howto-cards-1-name = Кот
howto-cards-1-text = Посмотрите до 5 случайных карт из сброса и заберите в замок все, которых у вас ещё нет. В конце: 7 ПО тому, у кого больше всех Котов.
howto-cards-2-name = Свинка
howto-cards-2-text = Сбросьте одну карту из чужого замка. Ценнее всего, когда она у вас одна.
howto-cards-3-name = Курица
howto-cards-3-text = Посмотрите 4 случайные карты сброса и сыграйте одну из них в свой ряд.
howto-cards-4-name = Коровка
howto-cards-4-text = Тайком посмотрите верхнюю карту колоды и решите, тянуть её или остановиться.
howto-cards-5-name = Лис
howto-cards-5-text = Возьмите любую карту из чужого замка и сыграйте её в свой ряд.
howto-cards-6-name = Волк
howto-cards-6-text = Отдайте карту из своего замка в чужой.
howto-cards-7-name = Пёс
howto-cards-7-text = Спасает две карты, если ход провален; в конце блокирует всех Лисов или одного Волка.
howto-cards-8-name = Кролик
howto-cards-8-text = Сыграйте карту из своего замка в свой ряд.
howto-cards-9-name = Пшеница
howto-cards-9-text = Повторная Пшеница не проваливает ход; кормит Коровку.
howto-cards-10-name = Капуста
howto-cards-10-text = Без действия, но приносит 2 ПО.

howto-scoring-1 = Пёс и Лис — по 1 ПО, Волк — 3 ПО, Пшеница — по 1 ПО, Капуста — по 2 ПО.
howto-scoring-2 = Кролики и отдельно Курицы: 1–2 штуки — 1 ПО, 3 — 4 ПО, 4 и больше — 8 ПО.
howto-scoring-3 = Свинки: одна — 9 ПО, две — 5 ПО, три и больше — 3 ПО.
howto-scoring-4 = Коровка с двумя Пшеницами — 6 ПО, другая Коровка — 1 ПО.
howto-scoring-5 = Коты: 7 ПО получает только тот, у кого их больше всех; при ничьей никто.
howto-scoring-6 = Перед подсчётом — фаза интриг: не заблокированные Псом Лисы сбрасывают ваших Куриц, каждый Волк — Коровок и Свинок; 5 Кроликов сбрасывают Капусту, 5 Куриц — Пшеницу.

howto-end = Игра кончается, когда колода иссякла: тогда фаза интриг и подсчёт. Побеждает наибольшая сумма ПО; при ничьей — тот, у кого больше Пшеницы.

howto-variant = Обычная игра на 2–5 игроков по книге правил. Хозяин стола может изменить несколько спорных мест правил (например, приносит ли очки блокирующий Пёс).

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Игрок, который сейчас ходит.
howto-legend-2-symbol = ✗
howto-legend-2-meaning = Карта, провалившая ход.
howto-legend-3-symbol = ×2
howto-legend-3-meaning = Сколько одинаковых карт лежит в замке.
howto-legend-4-symbol = →
howto-legend-4-meaning = В итоговой таблице: сколько карт → сколько очков они принесли.
