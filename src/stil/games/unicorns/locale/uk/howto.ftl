# Stil: how to play Відчайдушні однороги, for a newcomer, in our own words, in this file's
# language (uk); stil.howto reads and checks it (every section present, nothing unknown).
# Sections: goal, setup, turn (steps), cards (name and text of each kind), scoring, end,
# variant, legend (symbol and meaning of every mark the web view and the terminal draw;
# tests/games/test_howto.py checks the views' marks). A list's items are numbered from 1
# (howto-turn-1, howto-cards-1-name, ...) and read in order until the next number is missing.
# Fluent syntax (https://projectfluent.org); stil/ftl.py says which part of Fluent the texts use.

howto-goal = Першим зібрати у своїй стайні 7 одноногів (якщо гравців 6–8 — 6 одноногів).

howto-setup = Кожен отримує 5 карт і одного малюка-однонога в стайню; решта малюків — у розпліднику, колода — посередині.

howto-turn-1 = Початок ходу: спрацьовують карти вашої стайні, що діють «на початку ходу».
howto-turn-2 = Візьміть карту з колоди.
howto-turn-3 = Дія: зіграйте одну карту з руки (однонога, заклинання, бонус чи штраф) або візьміть ще одну карту.
howto-turn-4 = Поки карта грається, будь-хто інший може зупинити її Іржанням; на Іржання можна відповісти новим Іржанням.
howto-turn-5 = Кінець ходу: якщо в руці понад 7 карт, скиньте зайві.

howto-cards-1-name = Малюк-одноног
howto-cards-1-text = Починає гру у стайні; покидаючи стайню, повертається в розплідник.
howto-cards-2-name = Звичайний одноног
howto-cards-2-text = Просто одноног без ефекту — але рахується для перемоги.
howto-cards-3-name = Чарівний одноног
howto-cards-3-text = Одноног з ефектом, що діє, поки він у вашій стайні.
howto-cards-4-name = Заклинання
howto-cards-4-text = Разова дія, після неї карта йде в скид.
howto-cards-5-name = Бонус
howto-cards-5-text = Лягає у стайню будь-кого й дає її власникові перевагу.
howto-cards-6-name = Штраф
howto-cards-6-text = Лягає в чужу стайню й заважає її власникові.
howto-cards-7-name = Негайна (Іржання)
howto-cards-7-text = Грається будь-коли, щоб не дати іншому зіграти карту; Супер-іржання зупинити не можна.

howto-scoring-1 = Кожна карта однонога у стайні — один одноног (якщо карта не каже інакше).
howto-scoring-2 = Щойно хтось має потрібну кількість одноногів, гра закінчується його перемогою.

howto-end = Якщо колода скінчилася раніше, перемагає той, у кого найбільше одноногів; за нічиєї — у кого більше літер у назвах його одноногів, як їх надруковано (колір у дужках не рахують). Якщо й тоді нічия — програють усі.

howto-variant = Базова колода, гра на 2–8 гравців. Ціль заклинання оголошують одразу, коли карту зіграно, — ще до Іржання.

howto-legend-1-symbol = ▶
howto-legend-1-meaning = Гравець, який зараз ходить.
howto-legend-2-symbol = ↑
howto-legend-2-meaning = Бонус.
howto-legend-3-symbol = ↓
howto-legend-3-meaning = Штраф.
howto-legend-4-symbol = ✦
howto-legend-4-meaning = Заклинання.
howto-legend-5-symbol = !
howto-legend-5-meaning = Негайна карта (Іржання).
howto-legend-6-symbol = ↳
howto-legend-6-meaning = Відповідь на карту рядком вище (Іржання на Іржання).
howto-legend-7-symbol = →
howto-legend-7-meaning = На кого спрямовано зіграну карту.
