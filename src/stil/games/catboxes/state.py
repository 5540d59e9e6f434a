"""The plain data of one Якщо влізе position, and how to copy and serialise it.

The table is a grid of cells (catboxes.data.md §2.2): ``x`` grows east, ``y`` south, and a
cell is coded as one int (``table.cell``). Cards are card *types* (``cards.TYPES``). The
rules that change a state are functions in ``rules.py``; the geometry is in ``table.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Seat, State
from stil.core.fields import (
    BOOL,
    INT,
    INTS,
    STR,
    Codec,
    card,
    cards,
    field,
    one_of,
    optional,
    per_seat,
    rows,
    saved,
    shared,
)
from stil.core.game import Game
from stil.games.catboxes import table
from stil.games.catboxes.cards import CARDS as CARD_DATA
from stil.games.catboxes.cards import TYPE, TYPES


def _no_json(value: object) -> None:
    return None


# Overlay kinds: what lies across a slot (two cells joined by their long sides).
CAT, PRINCESS_OVERLAY, TOY = "cat", "princess", "toy"

CARDS = cards(TYPES, TYPE)
#: the card being played, or -1 (none)
PENDING = optional(card(TYPES, TYPE), -1)
#: a cell, written ``[x, y]``; -1 (none) is ``null``
CELL = optional(Codec("{}", lambda c: list(table.xy(c)), lambda j: table.cell(*j)), -1)
CELL_IN = CELL.reader()
LAYOUT = Codec("{}.copy()", dict, dict, dict)


class CatboxesState(State):
    """Fields (``public``: a view shows the field as saved):

    - ``hands[s]``: sorted card types; ``deck``: the draw pile, top card last; ``piles``:
      the sizes of the deck's piles at setup, top first (public: each holds one Princess),
      empty when the Princesses were shuffled in freely.
    - ``supply[s]``: cat cards seat ``s`` still has; ``placed[s]``: cats it has placed.
    - ``starts``: start cards not yet on the table; ``discard``: cards discarded face up.
    - The layout (saved as ``cells`` and ``overlays``): ``card[c]``, ``open[c]``
      (open-side mask after turning) and ``rot[c]`` (0 or 1 for 180°) for every occupied
      cell ``c``; ``sleeper[c]``: the seat of a sleeping cat lying in ``c``;
      ``overlay[c]``: ``(kind, value)`` across the slot whose west cell is ``c`` (a cat and
      its seat, a Princess, a special toy and its type); ``frontier``: empty cells on the
      table next to an occupied one.
    - ``bounds``: ``(xmin, xmax, ymin, ymax)`` of the table's cells, inclusive; ``fit``:
      ``(columns, rows)`` the layout must fit in with a floating table, else ``None``.
    - Turn: ``phase`` (``setup``, ``play``, ``final``), ``step`` (the decision asked of
      ``current``), ``pending`` (the card being played, public, or -1), ``this_cell`` (the
      cell filled this turn, or -1), ``cats_this_turn``, ``extra_used`` (a Princess played
      as an extra action this turn), ``ending`` (the end was triggered), ``turn``.
    - ``first``: the first player; ``column``: the start column's top and bottom cells.
    - ``scored``: the score of the layout, cached (not saved; ``scoring.score``).
    """

    game: ClassVar[Game]
    is_over: bool = field(BOOL, False, key="over", public=True)
    hands: list[list[int]] = field(rows(CARDS), per_seat(list))
    deck: list[int] = field(CARDS)
    piles: list[int] = field(shared(INTS), public=True)  # never changed after setup
    supply: list[int] = field(INTS, per_seat(CARD_DATA.cat_cards), public=True)
    placed: list[int] = field(INTS, per_seat(0), public=True)
    starts: list[int] = field(CARDS, public=True)
    discard: list[int] = field(CARDS, public=True)
    card: dict[int, int] = field(LAYOUT, key=None)
    open: dict[int, int] = field(LAYOUT, key=None)
    rot: dict[int, int] = field(LAYOUT, key=None)
    sleeper: dict[int, Seat] = field(LAYOUT, key=None)
    frontier: set[int] = field(Codec("{}.copy()", sorted, set), set, key=None)
    cells = saved(lambda s: cells_out(s), lambda s, j: cells_in(s, j), public=True)
    overlay: dict[int, tuple[str, int]] = field(LAYOUT, key=None)
    overlays = saved(lambda s: overlays_out(s), lambda s, j: overlays_in(s, j), public=True)
    phase: str = field(one_of("setup", "play", "final"), "setup", public=True)
    step: str = field(STR, "start", public=True)
    current: Seat = field(INT, 0, public=True)
    first: Seat = field(INT, 0, public=True)
    pending: int = field(PENDING, -1, public=True)
    this_cell: int = field(CELL, -1, public=True)
    cats_this_turn: int = field(INT, 0, public=True)
    extra_used: bool = field(BOOL, False, public=True)
    ending: bool = field(BOOL, False, public=True)
    turn: int = field(INT, 0, public=True)
    column: tuple[int, int] = field(
        Codec("{}", lambda v: list(map(CELL.out, v)), lambda j: tuple(map(CELL_IN, j))),
        (-1, -1),
        public=True,
    )
    bounds: table.Bounds = field(shared(INTS), lambda s: table.bounds(s.options)[0], key=None)
    fit: tuple[int, int] | None = field(
        shared(INTS),
        # only a floating table has one (so a new state works the bounds out once)
        lambda s: table.bounds(s.options)[1] if s.options["table_anchor"] == "floating" else None,
        key=None,
    )
    #: ``scoring.score`` of the layout as it stands (a ``Result``), a ``scoring.Stale``
    #: one with the cells changed since (``rules.laid``), or ``None``: worked out on use
    #: and shared by clones (never changed in place). Not saved: it follows from the
    #: saved fields.
    scored: Any = field(Codec("{}", _no_json, _no_json), None, key=None)


def names(cards: Sequence[int]) -> list[str]:
    return [TYPES[c] for c in cards]


def types(ids: Sequence[str]) -> list[int]:
    return [TYPE[i] for i in ids]


#: ``table.sides_text`` of every open-side mask
_SIDES_TEXT = tuple(table.sides_text(mask) for mask in range(16))


def cells_out(s: CatboxesState) -> list[dict[str, Any]]:
    out = []
    card, rot, side, sleeper = s.card, s.rot, s.open, s.sleeper
    stride, off = table.STRIDE, table.OFF
    for c in sorted(card):
        entry: dict[str, Any] = {
            "x": c % stride - off,  # table.xy(c), inlined: every view lists every card
            "y": c // stride - off,
            "card": TYPES[card[c]],
            "rot": rot[c],
            "sides": _SIDES_TEXT[side[c]],
        }
        if c in sleeper:
            entry["sleeper"] = sleeper[c]
        out.append(entry)
    return out


def cells_in(s: CatboxesState, cells: Sequence[Mapping[str, Any]]) -> None:
    """Lay the cells :func:`cells_out` wrote, and the frontier around them."""
    for e in cells:
        c = table.cell(int(e["x"]), int(e["y"]))
        s.card[c] = TYPE[e["card"]]
        s.rot[c] = int(e["rot"])
        s.open[c] = table.sides_mask(e["sides"])
        if e.get("sleeper") is not None:
            s.sleeper[c] = int(e["sleeper"])
    s.frontier = {
        c + step
        for c in s.card
        for step in table.STEPS
        if c + step not in s.card and table.inside(s, c + step)
    }


def overlays_out(s: CatboxesState) -> list[dict[str, Any]]:
    out = []
    for c in sorted(s.overlay):
        kind, value = s.overlay[c]
        x, y = table.xy(c)
        out.append({"x": x, "y": y, "kind": kind, "value": TYPES[value] if kind == TOY else value})
    return out


def overlays_in(s: CatboxesState, overlays: Sequence[Mapping[str, Any]]) -> None:
    for e in overlays:
        kind = str(e["kind"])
        if kind not in (CAT, PRINCESS_OVERLAY, TOY):
            raise ValueError(f"unknown overlay kind {kind!r}")
        value = TYPE[e["value"]] if kind == TOY else int(e["value"])
        s.overlay[table.cell(int(e["x"]), int(e["y"]))] = (kind, value)
