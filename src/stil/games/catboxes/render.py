"""Якщо влізе as text: the table drawn card by card, the cats, the boxes and what they are
worth now, the deciding player's hand, every choice and event in words, and the final score.

The terminal client finds this module by the game's id and calls ``player``, ``table``,
``question``, ``action_text``, ``event_text`` and ``final`` (see ``stil.render``).
Everything but ``final`` is drawn from an :class:`~stil.Observation` or an event the seat
may know, so a screen shows exactly what its seat may know: its own hand and no other.
Texts, cat and toy names among them, come from the game's language files
(``locale/<lang>/``) through :func:`stil.i18n.t`.

The drawing: every card is a small box, 6 or 7 characters wide and 4 lines tall (the shape
of a card on the table), with heavy lines where a side is a wall and a gap where it is open,
its toys on the first line (one letter per symbol, ``!`` for a spray bottle) and on the
second line a sleeping cat, a Princess in the cell, or an overlay lying across two cards
joined east–west (``=Іриска=`` on its owner's colour, ``=Принцеса=``, a special toy
``[КМПР]``).
Columns are numbered along the top and bottom, rows on the left; while a card is being
placed the cells it may go into show their coordinates.

>>> from stil.games.catboxes.game import setup
>>> s = setup(cells=[(5, 4, "B16"), (6, 4, "B01")], hands=[["B25"]])
>>> card_label("B16", "en")
'“Box: one long wall” (walls: left; yarn ball ×2, spray)'
>>> action_text(Action("cat", (5, 4)), s.view(0), "uk")
'Покласти кота на (5, 4)–(6, 4)'
>>> action_text(Action("play", (0,)), s.view(0), "ru")
'Сыграть «Коробка „угол А“» (стенки: верх, лево; без игрушек)'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from stil.core import Action, Event, Observation, Seat, State
from stil.games.catboxes.cards import (
    CARDS,
    CAT_IDS,
    INFO,
    KINDS,
    TYPE,
    TYPES,
    E,
    N,
    S,
    W,
    card_name,
    sides_mask,
    turned,
)
from stil.games.catboxes.cards import name as component_name
from stil.i18n import Lang, t

Data = Mapping[str, Any]
XY = tuple[int, int]

COLOURS: dict[str, str] = {c.id: c.colour for c in CARDS.cat}
SIDES = ((N, "n"), (E, "e"), (S, "s"), (W, "w"))
#: Inner width of a drawn card: the widest that lets the layout fit the terminal.
MIN_INNER, MAX_INNER = 4, 5
CARD_LINES = 4
SPRAY = "!"
TOY_STYLE = "bold"
SPRAY_STYLE = "bold red"
WALL_STYLE = "bold"
FRESH_STYLE = "bold green"  # the walls of the card placed this turn
TARGET_STYLE = "green"
PRINCESS_STYLE = "bold reverse"
TOY_OVERLAY_STYLE = "bold black on cyan"
MAX_BOX_ROWS = 12


def _t(lang: Lang, key: str, **params: object) -> str:
    return t(lang, f"catboxes.{key}", **params)


# -- words for seats, cats and cards --------------------------------------------------------
def cat_name(seat: Seat, lang: Lang) -> str:
    """The name of the cat seat ``seat`` plays (seat 0 has Іриска, seat 1 Мурчик...)."""
    return component_name(CAT_IDS[seat], lang)


def cat_style(seat: Seat) -> str:
    return f"bold {COLOURS[CAT_IDS[seat]]}"


def _overlay_style(seat: Seat) -> str:
    return f"bold black on {COLOURS[CAT_IDS[seat]]}"


def player(seat: Seat, lang: Lang) -> str:
    """A seat as players call it: its cat, and its number counted from 1."""
    return _t(lang, "player", cat=cat_name(seat, lang), n=seat + 1)


def progress(obs: Observation, lang: Lang) -> str | None:
    """How near the end is, once it comes near (for a first game): the end begins when the
    draw pile runs out or a player lays their last cat card (rulebook, «Кінець гри»); then
    nobody draws and the hands are played out. Says the cats of whoever is nearest
    (from 3 of 5 on) and the pile (from two cards a player on); ``None`` before that."""
    d = obs.data
    if d["over"] or d["phase"] == "setup":
        return None
    if d["ending"]:
        return _t(lang, "progress.final")
    parts = []
    total = CARDS.cat_cards
    placed = [int(n) for n in d["placed"]]
    if d["options"]["fifth_cat_trigger"] == "supply_empty":
        left = [int(n) for n in d["supply"]]
        near = min(range(len(left)), key=lambda s: (left[s], s))
        if left[near] <= 2:
            parts.append(_t(lang, "progress.supply", who=player(near, lang), n=left[near]))
    else:
        near = max(range(len(placed)), key=lambda s: (placed[s], -s))
        if placed[near] >= total - 2:
            parts.append(
                _t(lang, "progress.cats", who=player(near, lang), n=placed[near], total=total)
            )
    deck = int(d["deck"])
    if deck <= 2 * int(d["players"]):
        parts.append(_t(lang, "progress.deck", n=deck))
    return " · ".join(parts) or None


def at_text(xy: Sequence[Any]) -> str:
    return f"({xy[0]}, {xy[1]})"


def slot_text(xy: Sequence[Any]) -> str:
    """The two cells an overlay lies across: its west cell and the one east of it."""
    x, y = int(xy[0]), int(xy[1])
    return f"({x}, {y})–({x + 1}, {y})"


def printed_sides(card: str, options: Data | None = None) -> int:
    """The open sides of card ``card`` as printed (a sleeping cat's come from the options)."""
    if card == "sleeping":
        return sides_mask(str((options or {}).get("sleeping_sides", "oooo")))
    return INFO[TYPE[card]].open


def walls_text(mask: int, lang: Lang) -> str:
    """«стінки: верх, ліво» for the wall sides of an open-side mask, as drawn on screen."""
    walls = [_t(lang, f"side.{key}") for bit, key in SIDES if not mask & bit]
    if not walls:
        return _t(lang, "label.no_walls")
    return _t(lang, "label.walls", sides=", ".join(walls))


def toys_text(toys: Sequence[int], spray: int, lang: Lang) -> str:
    parts = [
        component_name(kind, lang) + (f" ×{n}" if n > 1 else "")
        for kind, n in zip(KINDS, toys, strict=True)
        if n
    ]
    if spray:
        parts.append(_t(lang, "label.spray") + (f" ×{spray}" if spray > 1 else ""))
    return ", ".join(parts) if parts else _t(lang, "label.no_toys")


#: the catalog's «…» inside a quoted name become „…“ (the label quotes the whole name, so it
#: reads right in whatever case the sentence around it asks for: Зіграти «Коробка „кут А“»)
INNER_QUOTES = str.maketrans("«»", "„“")


def card_label(card: str, lang: Lang, rot: int = 0, options: Data | None = None) -> str:
    """A card as words: «Коробка „відкрита“» (стінки: ліво; клубок ×2, розпилювач), its
    name as the catalog (and so the web client's card faces) gives it, quoted, the walls as
    they lie after a 180° turn when ``rot``; the Princess, a special toy, a sleeping cat.
    Within one game no two cards' words are the same: the name says the box's class, and
    the walls and toys the rest of what sets one card type apart."""
    info = INFO[TYPE[card]]
    if info.kind in ("box", "start"):
        mask = turned(info.open) if rot else info.open
        return _t(
            lang,
            "label.card",
            name=card_name(card, lang).translate(INNER_QUOTES),
            walls=walls_text(mask, lang),
            toys=toys_text(info.toys, info.spray, lang),
        )
    if info.kind == "toy":
        name = component_name("special_toy", lang)
        return _t(lang, "label.toy", name=name, toys=toys_text(info.toys, info.spray, lang))
    if info.kind == "princess":
        return component_name("princess", lang)
    return component_name("sleeping", lang)


def _short(card: str, lang: Lang) -> str:
    """A card's name over its drawing: the id of a box or start card, else its name."""
    info = INFO[TYPE[card]]
    if info.kind in ("box", "start"):
        return card
    return component_name({"toy": "special_toy"}.get(info.kind, info.kind), lang)


def _symbols(toys: Sequence[int], spray: int, lang: Lang) -> list[tuple[str, str]]:
    """One letter per toy symbol, then ``!`` per spray bottle, each with its style."""
    out = [
        (_t(lang, f"sym.{kind}"), TOY_STYLE)
        for kind, n in zip(KINDS, toys, strict=True)
        for _ in range(n)
    ]
    return out + [(SPRAY, SPRAY_STYLE)] * spray


def _symbol_counts(toys: Sequence[int], spray: int, lang: Lang) -> str:
    """«К2 М3 П6 Р1 !1»: a box's toys by kind."""
    parts = [f"{_t(lang, f'sym.{k}')}{n}" for k, n in zip(KINDS, toys, strict=True) if n]
    if spray:
        parts.append(f"{SPRAY}{spray}")
    return " ".join(parts) or "—"


# -- drawing ------------------------------------------------------------------------------
class _Canvas:
    """A grid of characters, each with a style, turned into lines of rich text."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.grid = [[(" ", "")] * width for _ in range(height)]

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        if not 0 <= y < self.height:
            return
        row = self.grid[y]
        for i, ch in enumerate(text):
            if 0 <= x + i < self.width:
                row[x + i] = (ch, style)

    def put_runs(self, x: int, y: int, runs: Sequence[tuple[str, str]]) -> None:
        for i, (ch, style) in enumerate(runs):
            self.put(x + i, y, ch, style)

    def line(self, y: int) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        run, style = "", ""
        for ch, st in self.grid[y]:
            if st != style and run:
                text.append(run, style or None)
                run = ""
            style = st
            run += ch
        if run:
            text.append(run, style or None)
        return text


def _draw_card(
    cv: _Canvas,
    ox: int,
    oy: int,
    inner: int,
    mask: int,
    style: str = WALL_STYLE,
    toys: Sequence[tuple[str, str]] = (),
    below: tuple[str, str] | None = None,
) -> None:
    """One card at ``(ox, oy)``: heavy lines for walls, gaps for open sides, the toys on the
    first inner line and ``below`` (text, style) on the second."""
    wall = {key: not mask & bit for bit, key in SIDES}

    def corner(h: bool, v: bool, both: str) -> tuple[str, str]:
        if h and v:
            return both, style
        if h:
            return "━", style
        if v:
            return "┃", style
        return "·", "dim"

    right = ox + inner + 1
    for y, side, left_c, right_c in (
        (oy, "n", "┏", "┓"),
        (oy + CARD_LINES - 1, "s", "┗", "┛"),
    ):
        cv.put(ox, y, *corner(wall[side], wall["w"], left_c))
        cv.put(ox + 1, y, ("━" if wall[side] else " ") * inner, style)
        cv.put(right, y, *corner(wall[side], wall["e"], right_c))
    for y in range(oy + 1, oy + CARD_LINES - 1):
        if wall["w"]:
            cv.put(ox, y, "┃", style)
        if wall["e"]:
            cv.put(right, y, "┃", style)
    shown = list(toys)[:inner]
    cv.put_runs(ox + 1 + (inner - len(shown)) // 2, oy + 1, shown)
    if below is not None:
        text = below[0][:inner]
        cv.put(ox + 1 + (inner - len(text)) // 2, oy + 2, text, below[1])


def _draw_target(cv: _Canvas, ox: int, oy: int, inner: int, xy: XY) -> None:
    """An empty cell the card being placed may go into: dotted corners and ``x,y``."""
    for y in (oy, oy + CARD_LINES - 1):
        cv.put(ox, y, "·", TARGET_STYLE)
        cv.put(ox + inner + 1, y, "·", TARGET_STYLE)
    label = f"{xy[0]},{xy[1]}"
    if len(label) > inner:
        label = "·"
    cv.put(ox + 1 + (inner - len(label)) // 2, oy + 1, label, TARGET_STYLE)


class Layout:
    """The cards on the table, cropped to the occupied cells (and the cells the card being
    placed may go into) plus a margin of one cell, within the table's edges. Drawn as wide
    as the terminal allows: 6 or 7 characters a card."""

    def __init__(
        self,
        d: Data,
        lang: Lang,
        targets: Iterable[XY] = (),
        fresh: XY | None = None,
    ) -> None:
        self.d = d
        self.lang = lang
        self.cells: dict[XY, Data] = {(int(c["x"]), int(c["y"])): c for c in d["cells"]}
        self.overlays: dict[XY, Data] = {(int(o["x"]), int(o["y"])): o for o in d["overlays"]}
        self.targets = {xy for xy in targets if xy not in self.cells}
        self.fresh = fresh

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines(options.max_width)

    def extent(self) -> tuple[int, int, int, int] | None:
        """``(x0, x1, y0, y1)`` of the cells drawn, or ``None`` for an empty table."""
        points = set(self.cells) | self.targets
        if not points:
            return None
        xmin, xmax, ymin, ymax = (int(v) for v in self.d["bounds"])
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        return (
            max(min(xs) - 1, xmin),
            min(max(xs) + 1, xmax),
            max(min(ys) - 1, ymin),
            min(max(ys) + 1, ymax),
        )

    def lines(self, width: int = 100) -> list[Text]:
        extent = self.extent()
        if extent is None:
            return [Text(_t(self.lang, "ui.table_empty"), style="dim")]
        x0, x1, y0, y1 = extent
        label = max(len(str(y0)), len(str(y1))) + 1
        cols, rows = x1 - x0 + 1, y1 - y0 + 1
        inner = max(MIN_INNER, min(MAX_INNER, (width - label) // cols - 2))
        cw = inner + 2
        cv = _Canvas(cols * cw, rows * CARD_LINES)
        lang = self.lang
        for (x, y), c in self.cells.items():
            ox, oy = (x - x0) * cw, (y - y0) * CARD_LINES
            card = str(c["card"])
            mask = sides_mask(str(c["sides"]))
            style = FRESH_STYLE if (x, y) == self.fresh else WALL_STYLE
            if card == "sleeping":
                seat = int(c["sleeper"])
                _draw_card(cv, ox, oy, inner, mask, style, [(ch, cat_style(seat)) for ch in "zzz"],
                           (cat_name(seat, lang), cat_style(seat)))  # fmt: skip
            elif card == "princess":
                below = (component_name("princess", lang), PRINCESS_STYLE)
                _draw_card(cv, ox, oy, inner, mask, style, below=below)
            else:
                info = INFO[TYPE[card]]
                _draw_card(cv, ox, oy, inner, mask, style, _symbols(info.toys, info.spray, lang))
        for xy in self.targets:
            _draw_target(cv, (xy[0] - x0) * cw, (xy[1] - y0) * CARD_LINES, inner, xy)
        for (x, y), o in self.overlays.items():
            self._overlay(cv, x - x0, y - y0, o, inner)

        head = Text(" " * label, no_wrap=True, overflow="crop")
        for x in range(x0, x1 + 1):
            head.append(str(x).center(cw), "bold cyan")
        out = [head]
        for row in range(rows * CARD_LINES):
            y = y0 + row // CARD_LINES
            tag = str(y).rjust(label - 1) + " " if row % CARD_LINES == 1 else " " * label
            line = Text(no_wrap=True, overflow="crop")
            line.append(tag, "bold cyan")
            line.append_text(cv.line(row))
            out.append(line)
        out.append(head.copy())
        return out

    def _overlay(self, cv: _Canvas, col: int, row: int, o: Data, inner: int) -> None:
        """A cat, a Princess or a special toy across the second lines of two cards (half of
        a card when another overlay shares it, with ``overlays_per_cell = 2``)."""
        x, y = int(o["x"]), int(o["y"])
        cw = inner + 2
        start = col * cw + 1
        end = (col + 1) * cw + inner  # inclusive
        if (x - 1, y) in self.overlays:
            start += (inner + 1) // 2
        if (x + 1, y) in self.overlays:
            end -= (inner + 1) // 2
        span = end - start + 1
        kind = o["kind"]
        if kind == "cat":
            seat = int(o["value"])
            text, style = cat_name(seat, self.lang), _overlay_style(seat)
        elif kind == "princess":
            text, style = component_name("princess", self.lang), PRINCESS_STYLE
        else:
            info = INFO[TYPE[str(o["value"])]]
            letters = "".join(ch for ch, _ in _symbols(info.toys, info.spray, self.lang))
            text, style = f"[{letters}]", TOY_OVERLAY_STYLE
        if kind != "toy" and len(text) + 2 <= span:
            text = f"={text}="  # whiskers: a cat lying across, readable without colour
        cv.put(start, row * CARD_LINES + 2, fit_name(text, span).center(span), style)


#: Columns between a card as it lies and the same card turned 180° (a dotted line in the
#: middle), and between two cards: the two drawings of one card never read as one box.
TURN_GAP, CARD_GAP = 5, 6
TURN_RULE = "┆"


def fit_name(text: str, width: int) -> str:
    """``text`` in ``width`` columns: whole, or shortened with a full stop («Принц.») so that
    a name is never simply cut off mid-word."""
    if len(text) <= width:
        return text
    return text[: width - 1] + "." if width > 1 else text[:width]


def _card_drawings(cards: Sequence[str], lang: Lang, d: Data, seat: Seat | None) -> list[Text]:
    """Cards side by side, each as it lies and, when that makes a difference and the
    options allow it, turned 180°: what ``place x y 0`` and ``place x y 1`` put down, each
    drawing with its label under it."""
    inner = MAX_INNER
    cw = inner + 2
    options = d["options"]
    blocks = []
    for card in cards:
        info = INFO[TYPE[card]]
        mask = printed_sides(card, options)
        both = bool(options.get("allow_180", True)) and turned(mask) != mask
        title = _short(card, lang)
        width = max(len(title), 2 * cw + TURN_GAP if both else cw)
        blocks.append((card, info, mask, both, title, width))
    total = sum(b[-1] for b in blocks) + CARD_GAP * (len(blocks) - 1)
    cv = _Canvas(max(total, 1), CARD_LINES + 2)
    x = 0
    for card, info, mask, both, title, width in blocks:
        cv.put(x, 0, title, "bold")
        toys: list[tuple[str, str]] = []
        below: tuple[str, str] | None = None
        if info.kind == "princess":
            below = (component_name("princess", lang), PRINCESS_STYLE)
        elif card == "sleeping" and seat is not None:
            toys = [(ch, cat_style(seat)) for ch in "zzz"]
            below = (cat_name(seat, lang), cat_style(seat))
        else:
            toys = _symbols(info.toys, info.spray, lang)
        _draw_card(cv, x, 1, inner, mask, WALL_STYLE, toys, below)
        if both:
            second = x + cw + TURN_GAP
            _draw_card(cv, second, 1, inner, turned(mask), WALL_STYLE, toys, below)
            for y in range(1, CARD_LINES + 2):
                cv.put(x + cw + TURN_GAP // 2, y, TURN_RULE, "dim")
            cv.put(x, CARD_LINES + 1, _t(lang, "ui.upright").center(cw)[:cw], "dim")
            cv.put(second, CARD_LINES + 1, _t(lang, "ui.turned").center(cw)[:cw], "dim")
        x += width + CARD_GAP
    return [cv.line(y) for y in range(cv.height)]


# -- the table ----------------------------------------------------------------------------
def _players_grid(d: Data, lang: Lang, tags: Sequence[str], seat_of_view: Seat | None) -> Table:
    players = int(d["players"])
    current = int(d["current"])
    grid = Table(box=box.SIMPLE_HEAVY, expand=False, pad_edge=False)
    grid.add_column(_t(lang, "ui.player"), no_wrap=True)
    grid.add_column(_t(lang, "ui.supply"), justify="right")
    grid.add_column(_t(lang, "ui.hand_size"), justify="right")
    grid.add_column(_t(lang, "ui.score"), justify="right")
    grid.add_column(_t(lang, "ui.penalty"), justify="right")
    for seat in range(players):
        head = Text()
        if seat == current and not d["over"]:
            head.append("▶ ", style="bold yellow")
        head.append(player(seat, lang), style=cat_style(seat))
        if tags[seat]:
            head.append(f" ({tags[seat]})", style="bold" if seat == seat_of_view else "dim")
        supply = int(d["supply"][seat])
        grid.add_row(
            head,
            Text(str(supply), style="bold" if supply else "bold red"),
            str(d["hand_sizes"][seat]),
            Text(str(d["scores"][seat]), style="bold"),
            str(d["penalties"][seat]),
        )
    return grid


def _status(d: Data, lang: Lang) -> Text:
    parts = [
        _t(lang, "ui.setup") if d["phase"] == "setup" else _t(lang, "ui.turn", n=int(d["turn"]) + 1)
    ]
    deck = int(d["deck"])
    parts.append(_t(lang, "ui.deck", n=deck) if deck else _t(lang, "ui.deck_empty"))
    if d["discard"]:
        parts.append(_t(lang, "ui.discard", cards=", ".join(_short(c, lang) for c in d["discard"])))
    xmin, xmax, ymin, ymax = (int(v) for v in d["bounds"])
    size = _table_size(d)
    if size is None:
        parts.append(_t(lang, "ui.table_unbounded"))
    else:
        cols, rows = size
        parts.append(
            _t(lang, "ui.table_size", cols=cols, rows=rows, x0=xmin, x1=xmax, y0=ymin, y1=ymax)
        )
    text = Text("  ·  ".join(parts))
    if d["phase"] == "final":
        text.append("\n" + _t(lang, "ui.final_phase"), style="bold red")
    elif d["ending"]:
        text.append("\n" + _t(lang, "ui.ending"), style="bold red")
    return text


def _table_size(d: Data) -> tuple[int, int] | None:
    """Columns and rows of a bounded, fixed table; ``None`` when there is no fixed edge."""
    options = d["options"]
    if options.get("table") == "unbounded" or options.get("table_anchor") == "floating":
        return None
    xmin, xmax, ymin, ymax = (int(v) for v in d["bounds"])
    return xmax - xmin + 1, ymax - ymin + 1


def _box_cats(d: Data) -> list[tuple[set[XY], list[int], list[int]]]:
    """Each box's cells with the awake and the sleeping cats of every seat in it."""
    players = int(d["players"])
    out = []
    for b in d["boxes"]:
        cells = {(int(x), int(y)) for x, y in b["cells"]}
        awake, asleep = [0] * players, [0] * players
        for o in d["overlays"]:
            if o["kind"] == "cat" and (int(o["x"]), int(o["y"])) in cells:
                awake[int(o["value"])] += 1
        for c in d["cells"]:
            if "sleeper" in c and (int(c["x"]), int(c["y"])) in cells:
                asleep[int(c["sleeper"])] += 1
        out.append((cells, awake, asleep))
    return out


def _boxes_grid(d: Data, lang: Lang, everything: bool = False) -> list[RenderableType]:
    """The boxes with cats, and the others worth 2 or more, by value; every box with a cat
    or an occupier when ``everything`` (the final score)."""
    rows = []
    for b, (_, awake, asleep) in zip(d["boxes"], _box_cats(d), strict=True):
        has_cats = any(awake) or any(asleep)
        if has_cats or (not everything and int(b["value"]) >= 2):
            rows.append((not has_cats, -int(b["value"]), b, awake, asleep))
    rows.sort(key=lambda r: (r[0], r[1]))
    more = len(d["boxes"]) - min(len(rows), MAX_BOX_ROWS)
    if not everything:
        rows = rows[:MAX_BOX_ROWS]
    if not rows:
        return []
    grid = Table(box=box.SIMPLE_HEAVY, expand=False, pad_edge=False, title_justify="left")
    grid.add_column(_t(lang, "ui.box"), no_wrap=True)
    grid.add_column(_t(lang, "ui.toys"))
    grid.add_column("", no_wrap=True)
    grid.add_column(_t(lang, "ui.value"), justify="right")
    grid.add_column(_t(lang, "ui.cats"))
    grid.add_column(_t(lang, "ui.points"))
    for _, _, b, awake, asleep in rows:
        first = b["cells"][0]
        where = _t(lang, "ui.box_cells", at=at_text(first), n=len(b["cells"]))
        cats = Text()
        for seat in range(len(awake)):
            for count, mark in ((awake[seat], ""), (asleep[seat], "ui.sleeping_mark")):
                if not count:
                    continue
                if cats:
                    cats.append(", ")
                label = cat_name(seat, lang) + (f" ×{count}" if count > 1 else "")
                if mark:
                    label += f" ({_t(lang, mark)})"
                cats.append(label, style=cat_style(seat))
        points = Text()
        for seat in b["occupiers"]:
            if points:
                points.append(", ")
            points.append(f"{cat_name(seat, lang)} {int(b['points'][seat]):+d}", cat_style(seat))
        grid.add_row(
            where,
            _symbol_counts(b["toys"], int(b["sprays"]), lang),
            _t(lang, "ui.closed") if b["closed"] else _t(lang, "ui.open"),
            Text(str(b["value"]), style="bold"),
            cats if cats else Text(_t(lang, "ui.nobody"), style="dim"),
            points if points else Text(_t(lang, "ui.nobody"), style="dim"),
        )
    parts: list[RenderableType] = [grid]
    if more > 0 and not everything:
        parts.append(Text(_t(lang, "ui.more_boxes", n=more), style="dim"))
    return parts


def _legend(lang: Lang, targets: bool) -> Text:
    symbols = {kind: _t(lang, f"sym.{kind}") for kind in KINDS}
    text = Text(_t(lang, "ui.legend_toys", **symbols), style="dim")
    text.append("\n" + _t(lang, "ui.legend_walls"), style="dim")
    text.append("\n" + _t(lang, "ui.legend_cats"), style="dim")
    if targets:
        text.append("\n" + _t(lang, "ui.legend_targets"), style=TARGET_STYLE)
    return text


def _targets(d: Data) -> list[XY]:
    """The cells the card being placed may go into (the seat to act's own view only)."""
    if d["step"] != "place":
        return []
    out = []
    for action in d["legal"]:
        words = str(action).split()
        if words[0] == "place":
            out.append((int(words[1]), int(words[2])))
    return out


def table(obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """The players (cat, supply, hand size, score now), the deck and the phase, the boxes
    worth knowing about, the drawing of the table, the card being played and this seat's
    own hand (only its own)."""
    d = obs.data
    parts: list[RenderableType] = [_players_grid(d, lang, tags, obs.seat), _status(d, lang)]
    parts += _boxes_grid(d, lang)
    targets = _targets(d)
    fresh = tuple(d["this_cell"]) if d["this_cell"] is not None and d["step"] == "cat" else None
    parts.append(Rule(_t(lang, "ui.table_title"), style="dim", align="left"))
    parts.append(Layout(d, lang, targets, fresh))
    parts.append(_legend(lang, bool(targets)))
    pending = d["pending"]
    if pending is not None:
        label = card_label(str(pending), lang, options=d["options"])
        lines: list[RenderableType] = [Text(_t(lang, "ui.pending", card=label), style="bold")]
        if d["step"] == "place":
            lines += _card_drawings([str(pending)], lang, d, int(d["current"]))
        parts.append(Group(*lines))
    if obs.seat is not None and d["hand"] is not None:
        parts.append(_hand_panel(list(d["hand"]), obs.seat, d, lang))
    return Group(*parts)


def _hand_panel(hand: Sequence[str], seat: Seat, d: Data, lang: Lang) -> Panel:
    body: list[RenderableType]
    if hand:
        body = list(_card_drawings(hand, lang, d, seat))
        body += [Text(card_label(card, lang)) for card in hand]
    else:
        body = [Text(_t(lang, "ui.hand_empty"), style="dim")]
    title = _t(lang, "ui.your_hand", who=player(seat, lang))
    return Panel(Group(*body), title=title, title_align="left", border_style="green", expand=False)


# -- questions and choices ----------------------------------------------------------------
def question(obs: Observation, lang: Lang) -> str:
    """The pending decision, as asked of the seat whose observation this is."""
    d = obs.data
    dec = d["decision"]
    if dec is None:
        return ""
    params = dict(dec["params"])
    card = params.get("card")
    cell = params.get("cell")
    return t(
        lang,
        dec["key"],
        card=card_label(str(card), lang, options=d["options"])
        if card
        else _t(lang, "label.unknown"),
        cell=at_text(cell) if cell else "",
    )


def _hand_card(d: Data, index: int, lang: Lang) -> str:
    hand = d["hand"] or []
    if 0 <= index < len(hand):
        return card_label(str(hand[index]), lang)
    return f"{_t(lang, 'label.unknown')} #{index + 1}"


def _cat_of(seat: Seat, me: Seat | None, lang: Lang) -> str:
    name = cat_name(seat, lang)
    return _t(lang, "action.yours", cat=name) if seat == me else name


def _box_holder(d: Data, xy: XY, me: Seat | None, lang: Lang) -> str:
    """Who holds the box that cell ``xy`` belongs to, for a special toy's choice."""
    for b in d["boxes"]:
        if [xy[0], xy[1]] in [list(c) for c in b["cells"]]:
            if b["occupiers"]:
                cats = ", ".join(_cat_of(int(s), me, lang) for s in b["occupiers"])
                return _t(lang, "action.box_of", cats=cats)
            break
    return _t(lang, "action.box_free")


def action_text(action: Action, obs: Observation, lang: Lang) -> str:
    """One choice in words, for the seat whose observation this is."""
    d = obs.data
    me = obs.seat
    verb = action.name
    a = action.args
    if verb in ("draw", "pass", "nocat"):
        return _t(lang, f"action.{verb}")
    if verb == "sleep":
        seat = me if me is not None else int(d["current"])
        return _t(lang, "action.sleep", cat=cat_name(seat, lang))
    if verb in ("play", "discard"):
        return _t(lang, f"action.{verb}", card=_hand_card(d, int(a[0]), lang))
    if verb == "start":
        card = next((c for c in TYPES if c.lower() == str(a[0])), str(a[0]))
        label = card_label(card, lang) if card in TYPE else card
        return _t(lang, "action.start", card=label)
    if verb == "place":
        x, y, rot = (int(v) for v in a)
        pending = d["pending"]
        mask = printed_sides(str(pending), d["options"]) if pending is not None else 15
        if rot:
            mask = turned(mask)
        key = "action.place_turned" if rot else "action.place"
        return _t(lang, key, at=at_text((x, y)), walls=walls_text(mask, lang))
    if verb == "cat":
        return _t(lang, "action.cat", slot=slot_text(a))
    if verb == "toy":
        xy = (int(a[0]), int(a[1]))
        return _t(lang, "action.toy", slot=slot_text(xy), box=_box_holder(d, xy, me, lang))
    if verb == "princess":
        x, y = int(a[0]), int(a[1])
        for c in d["cells"]:
            if int(c["x"]) == x and int(c["y"]) == y and "sleeper" in c:
                cat = _cat_of(int(c["sleeper"]), me, lang)
                return _t(lang, "action.princess_sleeping", cat=cat, at=at_text((x, y)))
        for o in d["overlays"]:
            if int(o["x"]) == x and int(o["y"]) == y and o["kind"] == "cat":
                cat = _cat_of(int(o["value"]), me, lang)
                return _t(lang, "action.princess", cat=cat, slot=slot_text((x, y)))
        return _t(lang, "action.princess", cat="?", slot=slot_text((x, y)))
    return str(action)


# -- events -------------------------------------------------------------------------------
def event_text(event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
    """One event of ``state.events(viewer)`` in words.

    The drawer reads which card they drew (the private ``drew`` event) instead of the
    public "draws a card"; a box card's ``play`` says nothing that its ``place`` does not.
    """
    kind = str(event["type"])
    seat = int(event["seat"]) if "seat" in event else None
    who = player(seat, lang) if seat is not None else ""
    style = cat_style(seat) if seat is not None else ""
    if kind == "setup":
        first = player(int(event["first"]), lang)
        return Rule(_t(lang, "event.setup", who=first), style="cyan", align="left")
    if kind in ("start", "place"):
        card, rot = str(event["card"]), int(event["rot"])
        key = f"event.{kind}_turned" if rot else f"event.{kind}"
        label = card_label(card, lang, rot=rot)
        return Text(_t(lang, key, who=who, card=label, at=at_text(event["at"])))
    if kind == "draw":
        if viewer is not None and viewer == seat:
            return None
        return Text(_t(lang, "event.draw", who=who, left=event["left"]), style="dim")
    if kind == "drew":
        return Text(_t(lang, "event.drew", card=card_label(str(event["card"]), lang)), "green")
    if kind == "play":
        card = str(event["card"])
        if INFO[TYPE[card]].kind in ("box", "start"):
            return None
        return Text(_t(lang, "event.play", who=who, card=card_label(card, lang)), style="bold")
    if kind == "sleep":
        return Text(_t(lang, "event.sleep", who=who, at=at_text(event["at"])), style)
    if kind == "cat":
        return Text(_t(lang, "event.cat", who=who, slot=slot_text(event["at"])), style)
    if kind == "toy":
        label = card_label(str(event["card"]), lang)
        return Text(_t(lang, "event.toy", who=who, card=label, slot=slot_text(event["at"])))
    if kind == "princess":
        owner = int(event["owner"])
        text = _t(lang, "event.princess", who=who, at=at_text(event["at"]),
                  cat=cat_name(owner, lang))  # fmt: skip
        return Text(text, style="bold")
    if kind == "discard":
        return Text(_t(lang, "event.discard", who=who, card=card_label(str(event["card"]), lang)))
    if kind == "pass":
        return Text(_t(lang, "event.pass", who=who), style="dim")
    if kind == "ending":
        return Text(_t(lang, f"event.ending.{event['why']}", who=who), style="bold red")
    if kind == "final":
        return Rule(_t(lang, "event.final"), style="bold red", align="left")
    if kind == "end":
        return Rule(_t(lang, "event.end"), style="bold", align="left")
    return Text(str(event), style="dim")


# -- the end ------------------------------------------------------------------------------
def final(state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """The table as it ended, every box with a cat and what it scored, each player's
    total and penalty points, and the winners. Drawn from the spectator's view."""
    d = state.view(None).data
    players = int(d["players"])
    scores = [int(s) for s in d["scores"]]
    penalties = [int(p) for p in d["penalties"]]
    winners = state.winners()

    parts: list[RenderableType] = [Layout(d, lang)]
    parts += _boxes_grid(d, lang, everything=True)
    grid = Table(title=_t(lang, "ui.final_title"), box=box.SIMPLE_HEAVY, title_style="bold")
    grid.add_column(_t(lang, "ui.player"), no_wrap=True)
    grid.add_column(_t(lang, "ui.final_score"), justify="right")
    grid.add_column(_t(lang, "ui.penalty"), justify="right")
    for seat in range(players):
        head = Text(player(seat, lang), style=cat_style(seat))
        if tags[seat]:
            head.append(f" ({tags[seat]})", style="dim")
        won = "bold green" if seat in winners else "bold"
        grid.add_row(head, Text(str(scores[seat]), style=won), str(penalties[seat]))
    parts.append(grid)
    if scores.count(max(scores)) > len(winners):
        parts.append(Text(_t(lang, "ui.tie_penalty")))
    names = ", ".join(f"{player(s, lang)} ({scores[s]})" for s in winners)
    key = "ui.winner" if len(winners) == 1 else "ui.winners"
    parts.append(Text(_t(lang, key, players=names), style="bold green"))
    return Group(*parts)
