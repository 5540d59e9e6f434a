"""Якщо влізе: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Its blocks are declared once (:func:`pieces`, each listed with
its meaning in ``docs/rl.md``) and filled from the state (:func:`state_catboxes`), reading
only what the seat's view shows: its own hand and the public table.

>>> import stil
>>> state = stil.game("catboxes").new(players=2, seed=1)
>>> vec = state_catboxes(state, 0)
>>> vec.dtype.name, len(vec) == lay_out(pieces(2))[-1].end
('float32', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

import numpy as np
import numpy.typing as npt

from stil.core.features import Data, GameEncoding, Piece, Vector, lay_out, offsets
from stil.core.features import clip as _clip
from stil.core.features import counts as _counts
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
from stil.core.features import seats as _seats
from stil.core.memo import ByIdentity
from stil.games.catboxes import scoring as kscoring
from stil.games.catboxes.cards import INFO as KINFO
from stil.games.catboxes.cards import SIDE_BITS as KSIDE_BITS
from stil.games.catboxes.cards import TYPE as KTYPE
from stil.games.catboxes.game import GAME
from stil.games.catboxes.scoring import Result
from stil.games.catboxes.state import CatboxesState
from stil.games.catboxes.table import OFF as KOFF
from stil.games.catboxes.table import STRIDE as KSTRIDE
from stil.games.catboxes.table import grid_size as k_grid_size

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 10.0


#: The grid window: the default 900 × 900 mm table is 14 × 10 cards and is seen whole. A
#: bigger, smaller or unbounded table is seen through a window of the same size placed as
#: the default table sits around its anchor (the first start card's cell): columns
#: anchor−6 … anchor+7, rows anchor−4 … anchor+5. Cells of the window off the table are
#: marked ``on_table`` 0; what lies beyond the window is summed up in ``beyond``.
_K_COLS, _K_ROWS = 14, 10
_K_LEFT, _K_UP = 6, 4  # the anchor's column and row within the window
_K_STEPS = ("start", "place", "turn", "card", "cat", "toy", "princess", "over")
_K_PHASES = ("setup", "play", "final")
_K_SYMBOL_CAP = 3.0  # most symbols of one kind on one card (a special toy of one kind)
_K_SCORE_SCALE = 20.0
_K_VALUE_SCALE = 10.0
_K_HAND = 3  # a drawn card joins the hand of 2 before one is played
_K_HAND_CAP = 75  # hands grow past 3 only when nothing can be played (no_legal_play=pass)
_K_CARD_SIZE = 14  # a card by its features (:func:`_k_card`)
_K_PILES = 5  # the pile sizes' block (fewer piles leave zeros)
_K_STARTS = 6  # start card types, S1 … S6
_K_DISCARD = 8  # the discard's block (:func:`_discard_block`)
#: The options' block: a boolean option one feature, any other one per allowed value.
_K_OPTIONS = sum(1 if isinstance(o.default, bool) else len(o.allowed) for o in GAME.spec.options)
#: Hand card types (box, special toy, Princess: start cards and sleeping cats are never held)
_K_HELD = tuple(t.id for t in KINFO if t.kind in ("box", "toy", "princess"))
_K_COPIES = [KINFO[KTYPE[c]].copies for c in _K_HELD]
_K_CELL = ("occupied", "on_table", "frontier", "this_cell")
_K_SIDES = ("open_n", "open_e", "open_s", "open_w")
_K_KINDS = ("yarn", "mouse", "feather", "fish")


def _k_card(card: str | None) -> list[float]:
    """A card by its features: present, open sides as printed (N E S W), toy symbols per
    kind, sprays, and whether it is a special toy, a Princess, a start card or a sleeping
    cat (the pending card of a sleeping-cat turn)."""
    if card is None:
        return [0.0] * _K_CARD_SIZE
    info = KINFO[KTYPE[card]]
    return [
        1.0,
        *(float(bool(info.open & bit)) for bit in KSIDE_BITS),
        *(t / _K_SYMBOL_CAP for t in info.toys),
        min(info.spray, 3) / 3,
        float(info.kind == "toy"),
        float(info.kind == "princess"),
        float(info.kind == "start"),
        float(info.kind == "sleeping"),
    ]


def _k_window(opts: Data, bounds: Sequence[int]) -> tuple[int, int]:
    """The grid cell at the window's top-left corner."""
    size = k_grid_size(opts)
    if size is None or opts["table_anchor"] == "floating":
        ax, ay = 0, 0
    else:
        xmin, xmax, ymin, ymax = (int(v) for v in bounds)
        ax, ay = (xmax - xmin) // 2 + xmin, (ymax - ymin) // 2 + ymin
    return ax - _K_LEFT, ay - _K_UP


def _k_names(n: int) -> tuple[str, ...]:
    """The grid's channels for ``n`` seats, in the vector's order."""
    return (
        *_K_CELL,
        *_K_SIDES,
        *_K_KINDS,
        "spray",
        "start_card",
        "toy_card",
        "princess_card",
        *(f"sleeping_{r}" for r in range(n)),
        *(f"cat_{r}" for r in range(n)),
        "princess_overlay",
        "toy_overlay",
        *(f"overlay_{k}" for k in _K_KINDS),
        "covered_east",
        "box_closed",
        "box_value",
        "box_mine",
        "box_rivals",
    )


_K_CHANNELS = {n: _k_names(n) for n in range(1, 9)}
_K_ROW = {n: {name: i for i, name in enumerate(names)} for n, names in _K_CHANNELS.items()}
_K_CHANNEL_BOUNDS = {"box_value": (-2.0, 4.0)}
_K_SIZE = _K_COLS * _K_ROWS


@cache
def pieces(players: int) -> tuple[Piece, ...]:
    """The vector's blocks for ``players`` seats; a seat's block is relative to the observer.

    Globals first: options, phase and step, seats, turn, deck and piles, hand sizes, cat
    supplies and cats placed, the own hand (its first three cards in card-type order by
    their features, and counts per card type), the card being played, start cards left,
    the discard summed up, scores and penalty points. Then the 14 × 10 grid window
    (:func:`_k_window`), one block of 140 cells per channel (:func:`_k_names`), row by
    row. Last, what lies beyond the window: cards, and awake and sleeping cats per seat.
    """
    n = players
    grid = (
        Piece(f"grid_{c}", _K_SIZE, *_K_CHANNEL_BOUNDS.get(c, (0.0, 1.0))) for c in _K_CHANNELS[n]
    )
    return (
        Piece("options", _K_OPTIONS),
        Piece("phase", len(_K_PHASES)),
        Piece("step", len(_K_STEPS)),
        Piece("over", 1),
        Piece("current", n),
        Piece("to_act", n),
        Piece("first", n),
        Piece("turn", 1, 0.0, 3.0),
        Piece("ending", 1),
        Piece("cats_this_turn", 1),
        Piece("extra_used", 1),
        Piece("deck", 1),
        Piece("piles", _K_PILES),
        Piece("hand_sizes", n, 0.0, _K_HAND_CAP / _K_HAND),
        Piece("supply", n),
        Piece("placed", n, 0.0, 3.0),
        *(Piece(f"hand_{i}", _K_CARD_SIZE) for i in range(_K_HAND)),
        Piece("hand_types", len(_K_HELD)),
        Piece("pending", _K_CARD_SIZE),
        Piece("starts", _K_STARTS),
        Piece("discard", _K_DISCARD, 0.0, 4.0),
        Piece("scores", n, -2.0, 4.0),
        Piece("penalties", n, 0, 2),  # int bounds, as first recorded: the pinned layout has them
        *grid,
        Piece("beyond", 1 + 2 * n, 0.0, 10.0),
    )


@cache
def _k_at(players: int) -> dict[str, int]:
    """Where each block starts, for ``players`` seats."""
    return offsets(lay_out(pieces(players)))


#: A placed card's features in the grid: toy symbols per kind, sprays, start card, special
#: toy, Princess (the channels right after the open sides), by card type.
_K_CARD_ROWS = {
    t: (
        *(x / _K_SYMBOL_CAP for x in info.toys),
        min(info.spray, 3) / 3,
        float(info.kind == "start"),
        float(info.kind == "toy"),
        float(info.kind == "princess"),
    )
    for t, info in enumerate(KINFO)
}
_K_ON_TABLE: dict[tuple[int, ...], npt.NDArray[np.float32]] = {}


def _k_on_table(x0: int, y0: int, bounds: tuple[int, int, int, int]) -> npt.NDArray[np.float32]:
    """The ``on_table`` channel of a window and table bounds (worked out once)."""
    key = (x0, y0, *bounds)
    row = _K_ON_TABLE.get(key)
    if row is None:
        if len(_K_ON_TABLE) > 4096:
            _K_ON_TABLE.clear()
        xmin, xmax, ymin, ymax = bounds
        row = np.array(
            [
                float(xmin <= x0 + i <= xmax and ymin <= y0 + j <= ymax)
                for j in range(_K_ROWS)
                for i in range(_K_COLS)
            ],
            dtype=np.float32,
        )
        _K_ON_TABLE[key] = row
    return row


#: A card's open sides as printed or turned, as the grid's four side channels, by mask.
_K_MASK_ROWS = tuple(tuple(float(mask & bit != 0) for bit in KSIDE_BITS) for mask in range(16))
#: One cell of the table as the grid reads it: x, y, card type, open-side mask, and the
#: seat of a sleeping cat in it (or -1).
_KCell = tuple[int, int, int, int, int]
#: A slot's overlay: its west cell's x and y, its kind, and a seat (a cat), a toy's card
#: type, or 0 (a Princess).
_KOverlay = tuple[int, int, str, int]
#: A box: its cells as (x, y), closed, its value, its occupiers (seats).
_KBox = tuple[list[tuple[int, int]], bool, int, list[int]]


class _KWindow:
    """The grid being filled and what placing a thing in it needs: the window's top-left,
    the seats' rows from the observer's, and the counts of what lies beyond it."""

    __slots__ = ("beyond", "grid", "n", "rel", "row_of", "x0", "y0")

    def __init__(self, n: int, rel: dict[int, int], x0: int, y0: int) -> None:
        self.row_of = _K_ROW[n]
        self.grid = np.zeros((len(self.row_of), _K_SIZE), dtype=np.float32)
        self.n, self.rel, self.x0, self.y0 = n, rel, x0, y0
        self.beyond = [0.0] * (1 + 2 * n)

    def at(self, x: int, y: int) -> int | None:
        """The window's cell of table cell ``(x, y)``; ``None`` outside the window."""
        i, j = x - self.x0, y - self.y0
        return j * _K_COLS + i if 0 <= i < _K_COLS and 0 <= j < _K_ROWS else None


def _k_grid_of(
    cells: list[_KCell],
    overlays: list[_KOverlay],
    boxes: list[_KBox],
    x0: int,
    y0: int,
    bounds: tuple[int, int, int, int],
    n: int,
    rel: dict[int, int],
) -> tuple[npt.NDArray[np.float32], list[float]]:
    """The grid and what lies beyond it, from the table's cells (in cell order), overlays
    (in cell order) and boxes (in the scoring's order); the window's top-left is
    ``(x0, y0)``. The cell filled this turn is left to :func:`state_catboxes`."""
    w = _KWindow(n, rel, x0, y0)
    w.grid[w.row_of["on_table"]] = _k_on_table(x0, y0, bounds)
    _k_cards(w, cells)
    _k_frontier(w, cells)
    _k_overlays(w, overlays)
    _k_boxes(w, boxes)
    return w.grid, [min(v, 10.0) for v in w.beyond]


def _k_cards(w: _KWindow, cells: list[_KCell]) -> None:
    """The cards in the window (open sides, type, a sleeping cat); those beyond it counted."""
    grid, row_of, n, rel = w.grid, w.row_of, w.n, w.rel
    where: list[int] = []  # the window's cells of the cards in it
    sides: list[tuple[float, ...]] = []
    rows: list[tuple[float, ...]] = []
    sleeping = row_of["sleeping_0"]
    for x, y, t, mask, sleeper in cells:
        pos = w.at(x, y)
        if pos is None:
            w.beyond[0] += 1 / 10
            if sleeper >= 0:
                w.beyond[1 + n + rel[sleeper]] += 1 / 5
            continue
        where.append(pos)
        sides.append(_K_MASK_ROWS[mask])
        rows.append(_K_CARD_ROWS[t])
        if sleeper >= 0:
            grid[sleeping + rel[sleeper], pos] = 1.0
    if where:
        first = row_of["open_n"]
        grid[row_of["occupied"], where] = 1.0
        grid[first : first + 4, where] = np.array(sides, dtype=np.float64).T
        grid[first + 4 : first + 12, where] = np.array(rows, dtype=np.float64).T


def _k_frontier(w: _KWindow, cells: list[_KCell]) -> None:
    """The free cells of the table next to a card (cards just outside the window count
    too, hence the margin of one cell round it)."""
    occ = np.zeros((_K_ROWS + 2, _K_COLS + 2), dtype=np.bool_)
    near = [(y - w.y0 + 1, x - w.x0 + 1) for x, y, *_ in cells]
    near = [(j, i) for j, i in near if 0 <= j < _K_ROWS + 2 and 0 <= i < _K_COLS + 2]
    if not near:
        return
    js, is_ = zip(*near, strict=True)
    occ[list(js), list(is_)] = True
    inner = occ[1:-1, 1:-1]
    nb = occ[:-2, 1:-1] | occ[2:, 1:-1] | occ[1:-1, :-2] | occ[1:-1, 2:]
    on_table = w.grid[w.row_of["on_table"]] > 0
    w.grid[w.row_of["frontier"]] = (nb & ~inner).ravel() & on_table


def _k_overlays(w: _KWindow, overlays: list[_KOverlay]) -> None:
    """Cats, the princess and toys lying on cards; a cat beyond the window is counted."""
    grid, row_of, rel = w.grid, w.row_of, w.rel
    for x, y, kind, value in overlays:
        pos, east = w.at(x, y), w.at(x + 1, y)
        if east is not None:
            grid[row_of["covered_east"], east] = 1.0
        if pos is None:
            if kind == "cat":
                w.beyond[1 + rel[value]] += 1 / 5
            continue
        if kind == "cat":
            grid[row_of[f"cat_{rel[value]}"], pos] = 1.0
        elif kind == "princess":
            grid[row_of["princess_overlay"], pos] = 1.0
        else:
            grid[row_of["toy_overlay"], pos] = 1.0
            for name, t in zip(_K_KINDS, KINFO[value].toys, strict=True):
                grid[row_of[f"overlay_{name}"], pos] = t / _K_SYMBOL_CAP


def _k_boxes(w: _KWindow, boxes: list[_KBox]) -> None:
    """Each box's cells in the window: closed, its value, whether you or a rival is in."""
    grid, row_of, rel = w.grid, w.row_of, w.rel
    closed, value_row = row_of["box_closed"], row_of["box_value"]
    mine, rivals = row_of["box_mine"], row_of["box_rivals"]
    for box_cells, is_closed, value, occupying in boxes:
        inside = [p for x, y in box_cells if (p := w.at(x, y)) is not None]
        if not inside:
            continue
        occupiers = {rel[p] for p in occupying}
        grid[closed, inside] = float(is_closed)
        grid[value_row, inside] = _clip(value / _K_VALUE_SCALE, -2.0, 4.0)
        grid[mine, inside] = float(0 in occupiers)
        grid[rivals, inside] = float(bool(occupiers - {0}))


def _discard_block(types: Iterable[int]) -> list[float]:
    """The discard pile's eight features (cards, toys by kind, spray, Princesses, toy
    cards), each capped at 4."""
    discard = [0.0] * _K_DISCARD
    for t in types:
        info = KINFO[t]
        discard[0] += 1 / 10
        for k in range(4):
            discard[1 + k] += info.toys[k] / 10
        discard[5] += info.spray / 10
        discard[6] += float(info.kind == "princess") / 5
        discard[7] += float(info.kind == "toy") / 3
    return [min(x, 4.0) for x in discard]


# -- the blocks before the grid, read from the state ------------------------------------
#: ``_k_card`` by card type (-1: none)
_K_CARD_OF = {t: _k_card(c.id) for t, c in enumerate(KINFO)} | {-1: _k_card(None)}
_K_HELD_INDEX = {KTYPE[c]: i for i, c in enumerate(_K_HELD)}
_K_START_0 = KTYPE["S1"]
_K_PHASE_ROWS = {p: [float(p == q) for q in _K_PHASES] for p in _K_PHASES}
_K_STEP_ROWS = {s: [float(s == t) for t in _K_STEPS] for s in _K_STEPS}


def _k_head_state(state: CatboxesState, seat: int | None, result: Result) -> list[float]:
    """The blocks before the grid (:func:`pieces`), read from the state: the seat's own
    hand and the public fields only (what its view shows)."""
    n = state.players
    me = 0 if seat is None else seat
    order = _seats(me, n)
    v = _options(GAME.spec.options, state.options)
    v += _K_PHASE_ROWS[state.phase]
    v += _K_STEP_ROWS[state.step] if state.step in _K_STEP_ROWS else [0.0] * len(_K_STEPS)
    over = state.is_over
    v.append(float(over))
    v += _rel_one_hot(state.current, me, n)
    v += _rel_one_hot(None if over else state.current, me, n)  # to_act: rules.to_act
    v += _rel_one_hot(state.first, me, n)
    v.append(_clip(state.turn / 100, 0.0, 3.0))
    v.append(float(state.ending))
    v.append(min(state.cats_this_turn, 2) / 2)
    v.append(float(state.extra_used))
    v.append(len(state.deck) / 80)
    piles = [p / 40 for p in state.piles]
    v += piles + [0.0] * (_K_PILES - len(piles))
    hands = state.hands
    v += [min(len(hands[s]), _K_HAND_CAP) / _K_HAND for s in order]
    supply, placed = state.supply, state.placed
    v += [supply[s] / 5 for s in order]
    v += [_clip(placed[s] / 10, 0.0, 3.0) for s in order]
    hand = [] if seat is None else sorted(hands[seat])
    for i in range(_K_HAND):
        v += _K_CARD_OF[hand[i] if i < len(hand) else -1]
    v += _counts(hand, _K_HELD_INDEX, _K_COPIES)
    v += _K_CARD_OF[state.pending]
    starts = [0.0] * _K_STARTS
    for t in state.starts:
        starts[t - _K_START_0] += 1 / KINFO[t].copies
    v += starts
    v += _discard_block(state.discard)
    scores, penalties = result.scores, result.penalties
    v += [_clip(scores[s] / _K_SCORE_SCALE, -2.0, 4.0) for s in order]
    v += [min(penalties[s] / _K_SCORE_SCALE, 2.0) for s in order]
    return v


#: The table's part of the vector (grid and beyond, this turn's cell left out) by the
#: identity of the state's cached score and the observer: the rules drop that score
#: whenever the layout changes, so one score object stands for one layout (it is held
#: here, so that its id is not reused while its entry lives).
_K_TAILS: ByIdentity[Vector] = ByIdentity()


def _k_tail(state: CatboxesState, me: int, result: Result) -> Vector:
    """The grid and what lies beyond it for this layout and observer, without the cell
    filled this turn; worked out once per layout and seat."""
    hit = _K_TAILS.get(result, me)
    if hit is not None:
        return hit
    n = state.players
    rel = {s: r for r, s in enumerate(_seats(me, n))}
    stride, off = KSTRIDE, KOFF
    card, side, sleeper = state.card, state.open, state.sleeper
    cells: list[_KCell] = [
        (c % stride - off, c // stride - off, card[c], side[c], sleeper.get(c, -1))
        for c in sorted(card)
    ]
    overlay = state.overlay
    overlays: list[_KOverlay] = [
        (c % stride - off, c // stride - off, *overlay[c]) for c in sorted(overlay)
    ]
    boxes: list[_KBox] = [
        ([(c % stride - off, c // stride - off) for c in b.cells], b.closed, b.value, b.occupiers)
        for b in result.boxes
    ]
    x0, y0 = _k_window(state.options, state.bounds)
    grid, beyond = _k_grid_of(cells, overlays, boxes, x0, y0, state.bounds, n, rel)
    tail = np.concatenate((grid.ravel(), np.asarray(beyond, np.float32)))
    return _K_TAILS.put(result, tail, me)


def state_catboxes(state: CatboxesState, seat: int | None) -> Vector:
    """Якщо влізе as ``seat`` sees it (``None``: a spectator, seat 0 first), the blocks of
    :func:`pieces` read from the state without building the view: the seat's own hand and
    the public fields only; the table's part worked out again only when the layout changed
    (:func:`_k_tail`)."""
    me = 0 if seat is None else seat
    result = kscoring.score(state)
    head = np.asarray(_k_head_state(state, seat, result), dtype=np.float32)
    out = np.concatenate((head, _k_tail(state, me, result)))
    this = state.this_cell
    if this >= 0:
        x0, y0 = _k_window(state.options, state.bounds)
        i, j = this % KSTRIDE - KOFF - x0, this // KSTRIDE - KOFF - y0
        if 0 <= i < _K_COLS and 0 <= j < _K_ROWS:
            out[_k_at(state.players)["grid_this_cell"] + j * _K_COLS + i] = 1.0
    return out


ENCODING = GameEncoding(pieces, state_catboxes, SCORE_SCALE)
