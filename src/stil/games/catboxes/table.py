"""The geometry of the table (catboxes.data.md §2): cells, placements, boxes.

Every card lies in one cell of a grid and keeps the layout's orientation; neighbours east
and west share a long side, north and south a short one, so the long-to-long / short-to-
short rule holds by construction. A cell is one int, ``(y + OFF) * STRIDE + (x + OFF)``,
which makes the four neighbours ``c ± 1`` and ``c ± STRIDE``.

Boxes are found by walking *passages* (open side against open side) from a cell: cards
never move and sides never change, so boxes only ever merge, and a walk over at most a
hundred cards is as exact as union–find and keeps the state plain.

>>> c = cell(6, 4)
>>> xy(c), xy(c + E_STEP), xy(c + S_STEP)
((6, 4), (7, 4), (6, 5))
>>> bounds({"table": "900x900", "card_mm": "63x88", "table_anchor": "fixed"})
((0, 13, 0, 9), None)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from stil.core.options import OptionValue
from stil.games.catboxes.cards import COVERABLE, E, N, S, W, sides_mask, sides_text, turned

__all__ = ["sides_mask", "sides_text", "turned"]

Bounds = tuple[int, int, int, int]


class Layout(Protocol):
    """What the geometry reads of a state: the table and the cards on it (the state module
    builds on this one, so it is named by what it has, not imported)."""

    options: dict[str, OptionValue]
    bounds: Bounds
    fit: tuple[int, int] | None
    card: dict[int, int]
    open: dict[int, int]
    overlay: dict[int, tuple[str, int]]


OFF = 128
STRIDE = 256
#: No layout reaches farther than this from the first card (at most 105 cards lie on the
#: table, all joined), so an "unbounded" table is exactly this square.
REACH = 104
COORDS = range(-REACH, REACH + 1)
E_STEP, S_STEP = 1, STRIDE
STEPS = (-STRIDE, 1, STRIDE, -1)  # N, E, S, W
BITS = (N, E, S, W)
FACING = (S, W, N, E)  # the side of the neighbour in direction d that faces back


def cell(x: int, y: int) -> int:
    if not (-REACH <= x <= REACH and -REACH <= y <= REACH):
        raise ValueError(f"cell ({x}, {y}) is beyond any table")
    return (y + OFF) * STRIDE + x + OFF


def xy(c: int) -> tuple[int, int]:
    return c % STRIDE - OFF, c // STRIDE - OFF


def grid_size(options: Mapping[str, object]) -> tuple[int, int] | None:
    """Columns and rows of cards that fit on the table; ``None`` when unbounded."""
    t = str(options["table"])
    if t == "unbounded":
        return None
    w, h = (int(v) for v in t.split("x"))
    cw, ch = (int(v) for v in str(options["card_mm"]).split("x"))
    return min(w // cw, REACH + 1), min(h // ch, REACH + 1)


def bounds(options: Mapping[str, object]) -> tuple[Bounds, tuple[int, int] | None]:
    """The cells a card may use and, for a floating table, the size the layout must fit."""
    size = grid_size(options)
    everywhere = (-REACH, REACH, -REACH, REACH)
    if size is None:
        return everywhere, None
    if options["table_anchor"] == "floating":
        return everywhere, size
    return (0, size[0] - 1, 0, size[1] - 1), None


def anchor(state: Layout) -> int:
    """The cell of the first start card (the table's centre; the origin when the table is
    unbounded or floating)."""
    xmin, xmax, ymin, ymax = state.bounds
    if state.fit is not None or xmin == -REACH:
        return cell(0, 0)
    return cell((xmax - xmin) // 2 + xmin, (ymax - ymin) // 2 + ymin)


def inside(state: Layout, c: int) -> bool:
    x, y = c % STRIDE - OFF, c // STRIDE - OFF
    xmin, xmax, ymin, ymax = state.bounds
    return xmin <= x <= xmax and ymin <= y <= ymax


def on_table(state: Layout) -> list[int]:
    """Every cell of a bounded, fixed table (for choosing where the first card goes)."""
    xmin, xmax, ymin, ymax = state.bounds
    return [cell(x, y) for y in range(ymin, ymax + 1) for x in range(xmin, xmax + 1)]


def fits_floating(state: Layout, cells: Iterable[int]) -> list[int]:
    """The cells whose filling keeps the layout's bounding box within ``state.fit``."""
    assert state.fit is not None
    cols, rows = state.fit
    xs = [c % STRIDE for c in state.card]
    ys = [c // STRIDE for c in state.card]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [
        c
        for c in cells
        if max(x1, c % STRIDE) - min(x0, c % STRIDE) < cols
        and max(y1, c // STRIDE) - min(y0, c // STRIDE) < rows
    ]


def wall_rule_allows(state: Layout, c: int, mask: int) -> bool:
    """The extended rules' ban on double walls (or on any wall contact, by option)."""
    if not state.options["extended"]:
        return True
    any_wall = state.options["extended_forbid"] == "any_wall_contact"
    card_open = state.open
    for d in range(4):
        y = c + STEPS[d]
        theirs = card_open.get(y)
        if theirs is None:
            continue
        mine_open = mask & BITS[d]
        their_open = theirs & FACING[d]
        if any_wall:
            if not (mine_open and their_open):
                return False
        elif not (mine_open or their_open):
            return False
    return True


def placements(
    state: Layout, mask: int, cells: Iterable[int], walls: bool = True
) -> list[tuple[int, int]]:
    """``(cell, rot)`` for every legal way to put a card with open sides ``mask`` into one
    of ``cells`` (sorted; rot 1 is a 180° turn, offered when it makes a difference).
    ``walls=False`` leaves out the extended rules' wall ban."""
    rots = [(0, mask)]
    if state.options["allow_180"] and turned(mask) != mask:
        rots.append((1, turned(mask)))
    if state.fit is not None and state.card:
        cells = fits_floating(state, cells)
    if not (walls and state.options["extended"]):
        return [(c, r) for c in cells for r, _ in rots]
    return [(c, r) for c in cells for r, m in rots if wall_rule_allows(state, c, m)]


# -- boxes ------------------------------------------------------------------------------
def box(state: Layout, start: int) -> list[int]:
    """The cells of the box holding ``start``: everything reached through passages."""
    card_open = state.open
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        mask = card_open[c]
        for d in range(4):
            if mask & BITS[d]:
                y = c + STEPS[d]
                m = card_open.get(y)
                if m is not None and m & FACING[d] and y not in seen:
                    seen.add(y)
                    todo.append(y)
    return sorted(seen)


def boxes(state: Layout) -> list[list[int]]:
    """Every box on the table, each a sorted list of cells, ordered by first cell."""
    done: set[int] = set()
    out = []
    for c in sorted(state.card):
        if c not in done:
            b = box(state, c)
            done.update(b)
            out.append(b)
    return out


def exposed(state: Layout, cells: Iterable[int]) -> int:
    """Open sides of these cells that keep their box open (§2.5): facing an empty cell,
    the table's edge (unless the option closes it) or, by option, another card's wall."""
    card_open = state.open
    edge_closes = state.options["table_edge_closes"]
    wall_seals = state.options["open_vs_wall"] == "sealed"
    n = 0
    for c in cells:
        mask = card_open[c]
        for d in range(4):
            if not mask & BITS[d]:
                continue
            y = c + STEPS[d]
            m = card_open.get(y)
            if m is None:
                if not (edge_closes and state.fit is None and not inside(state, y)):
                    n += 1
            elif not m & FACING[d] and not wall_seals:
                n += 1
    return n


def closed(state: Layout, cells: Iterable[int]) -> bool:
    return exposed(state, cells) == 0


# -- slots: where cats, Princesses and special toys lie ------------------------------------
def slot_free(state: Layout, west: int) -> bool:
    """Can an overlay lie across ``west`` and its east neighbour (§2.7): two coverable
    cards joined long side to long side through open sides, neither already covered."""
    east = west + 1
    card = state.card
    if card.get(west) not in COVERABLE or card.get(east) not in COVERABLE:
        return False
    if not (state.open[west] & E and state.open[east] & W):
        return False
    overlay = state.overlay
    if west in overlay:
        return False
    if state.options["overlays_per_cell"] == 1:
        return west - 1 not in overlay and east not in overlay
    return True
