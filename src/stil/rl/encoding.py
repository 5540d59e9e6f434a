"""Observation encoders: one seat's view of a game as a fixed-length float32 vector.

An encoder reads only ``Observation.data`` (what ``state.view(seat)`` gives) and the
observing seat, never the State, so it cannot leak what the seat may not know: two states
that give a seat the same view give it the same vector. Every seat-indexed block is
*relative* to the observer: the observer's own castle, cities or hand come first, then the
next seat in turn order, and so on. The length depends only on the game and the player
count; each block has fixed bounds (:func:`layout`), so the vector always lies in the
``Box`` that :func:`bounds` describes.

Every block is listed with its meaning in ``docs/rl.md``; :func:`layout` gives the offsets.

>>> import stil
>>> state = stil.game("cabbage").new(players=2, seed=1)
>>> vec = encode(state.view(0))
>>> vec.dtype.name, vec.shape == (layout("cabbage", 2)[-1].end,)
('float32', True)
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from stil.core import Observation, OptionSpec, game
from stil.games.cabbage.cards import CARDS as CCARDS
from stil.games.cabbage.cards import COUNTS as CCOUNTS
from stil.games.cabbage.cards import KIND as CKIND
from stil.games.cabbage.cards import KINDS as CKINDS
from stil.games.catboxes.cards import INFO as KINFO
from stil.games.catboxes.cards import SIDE_BITS as KSIDE_BITS
from stil.games.catboxes.cards import TYPE as KTYPE
from stil.games.catboxes.table import grid_size as k_grid_size
from stil.games.kingdoms.cards import ANIMALS as GANIMALS
from stil.games.kingdoms.cards import CARD as GCARD
from stil.games.kingdoms.cards import CARDS as GCARDS
from stil.games.kingdoms.cards import DATA as GDATA
from stil.games.kingdoms.cards import EDICTS as GEDICTS
from stil.games.kingdoms.cards import HAND as GHAND
from stil.games.kingdoms.cards import RANKS as GRANKS
from stil.games.kingdoms.cards import SIZES as GSIZES
from stil.games.princes.cards import ATTACHMENTS, CHRONICLES, CITIES
from stil.games.princes.cards import INFO as PINFO
from stil.games.princes.cards import TYPE as PTYPE
from stil.games.princes.cards import TYPES as PTYPES
from stil.games.princes.rules import INFINITE
from stil.games.unicorns.cards import CARD as UCARD
from stil.games.unicorns.cards import IDS as UIDS
from stil.games.unicorns.cards import deck_for as udeck_for
from stil.games.unicorns.effects import OPTIONS as U_OPS
from stil.games.unicorns.state import PHASES as UPHASES

Vector = npt.NDArray[np.float32]
Data = Mapping[str, Any]


@dataclass(frozen=True)
class Block:
    """One named run of features: ``vector[start:end]``, every value in ``[low, high]``."""

    name: str
    start: int
    end: int
    low: float
    high: float


class _Features:
    """Collects feature blocks in order; records the layout when asked to."""

    __slots__ = ("blocks", "values")

    def __init__(self, record: bool = False) -> None:
        self.values: list[float] = []
        self.blocks: list[Block] | None = [] if record else None

    def add(self, name: str, values: Iterable[float], low: float = 0.0, high: float = 1.0) -> None:
        start = len(self.values)
        self.values.extend(values)
        if self.blocks is not None:
            self.blocks.append(Block(name, start, len(self.values), low, high))

    def vector(self) -> Vector:
        return np.asarray(self.values, dtype=np.float32)


def _clip(x: float, low: float, high: float) -> float:
    return min(max(x, low), high)


def _one_hot(index: int | None, size: int) -> list[float]:
    out = [0.0] * size
    if index is not None:
        out[index] = 1.0
    return out


def _seats(me: int, players: int) -> list[int]:
    """Seats in the order the observer meets them: itself first, then turn order."""
    return [(me + r) % players for r in range(players)]


def _rel_one_hot(seat: int | None, me: int, players: int) -> list[float]:
    return _one_hot(None if seat is None else (int(seat) - me) % players, players)


def _options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> list[float]:
    """Each rule option: a boolean as 0/1, any other as one-hot over its allowed values."""
    out: list[float] = []
    for spec in specs:
        value = values[spec.name]
        if isinstance(spec.default, bool):
            out.append(1.0 if value else 0.0)
        else:
            out += [1.0 if value == a else 0.0 for a in spec.allowed]
    return out


def _counts(cards: Iterable[str], index: Mapping[str, int], full: Sequence[int]) -> list[float]:
    """How many of each card type, as a fraction of how many the deck has (so in [0, 1])."""
    out = [0.0] * len(full)
    for card, n in Counter(cards).items():
        out[index[card]] += n
    return [n / f for n, f in zip(out, full, strict=True)]


# -- Інтриги та Капуста ---------------------------------------------------------------------
_C_PHASES = ("turn", "intrigue", "over")
_C_DECISIONS = (
    "draw_or_stop",
    "fox_take",
    "pig_discard",
    "wolf_give",
    "rabbit_play",
    "chicken_play",
    "dog_save",
    "dog_block",
)
_C_LOOK = max(c.look for c in CCARDS.card)  # most cards a Cat or Chicken looks at
_C_DOGS = CCARDS.by_id("dog").count
_C_DOG_SAVES = CCARDS.by_id("dog").saves
_C_SCORE_SCALE = 100.0
_C_SCORE_CAP = 3.0


def _c_counts(counts: Mapping[str, int]) -> list[float]:
    """Cards per kind, each as a fraction of the deck's copies of that kind."""
    out = [0.0] * len(CKINDS)
    for kind, c in counts.items():
        k = CKIND[kind]
        out[k] = c / CCOUNTS[k]
    return out


def _cabbage(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    kinds = len(CKINDS)

    f.add("options", _options(game("cabbage").spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in _C_PHASES])
    f.add("current", _rel_one_hot(data["current"], me, n))
    f.add("last", _rel_one_hot(data["last"], me, n))
    f.add("to_act", _rel_one_hot(data["to_act"], me, n))
    dec = data["decision"]
    f.add(
        "decision",
        _one_hot(None if dec is None else _C_DECISIONS.index(dec["kind"]), len(_C_DECISIONS)),
    )
    left = dec["params"].get("left", 0) if dec is not None and dec["kind"] == "dog_save" else 0
    f.add("dog_saves_left", [left / _C_DOG_SAVES])
    f.add("deck", [data["deck"] / CCARDS.deck_size])
    f.add("top", _one_hot(None if data["top"] is None else CKIND[data["top"]], kinds))
    knows = set(data["knows_top"])
    f.add("knows_top", [float(s in knows) for s in order])
    f.add("discard", _c_counts(data["discard"]))
    f.add("row", _c_counts(Counter(data["row"])))
    f.add("bust", _one_hot(None if data["bust"] is None else CKIND[data["bust"]], kinds))
    looked = [0.0] * kinds
    for card in data["looked"] or ():
        looked[CKIND[card]] += 1 / _C_LOOK
    f.add("looked", looked)
    f.add("looked_count", [data["looked_count"] / _C_LOOK])
    f.add("looked_hidden", [float(data["looked"] is None and data["looked_count"] > 0)])
    for r, s in enumerate(order):
        f.add(f"castle_{r}", _c_counts(data["castles"][s]))
    f.add("blocking", [data["blocking"][s] / _C_DOGS for s in order])
    queue = set(data["intrigue_queue"])
    f.add("intrigue_queue", [float(s in queue) for s in order])
    cap = _C_SCORE_CAP
    f.add("scores", [_clip(data["scores"][s] / _C_SCORE_SCALE, 0.0, cap) for s in order], 0, cap)


def encode_cabbage(data: Data, seat: int | None) -> Vector:
    """Інтриги та Капуста, as ``seat`` sees it (``None``: a spectator, seat 0 first)."""
    f = _Features()
    _cabbage(data, seat, f)
    return f.vector()


# -- Князья ---------------------------------------------------------------------------------
_P_FULL = [c.count for c in PINFO]
_P_DECK = sum(_P_FULL)
_P_DECISIONS = ("turn", "war_open", "war_defend", "war_counter", "war_ruin")
_P_WAR_STEPS = ("open", "defend", "counter", "ruin")
_P_TABLE = tuple(i for i, c in enumerate(PINFO) if c.uncancellable)  # Батый, Тайное послание
_P_MIGHT_CAP = 10.0
_P_SCORE_SCALE = 50.0


def _p_subset(cards: Iterable[str], types: Sequence[int]) -> list[float]:
    """Counts over a few card types only, each as a fraction of the deck's copies."""
    out = [0.0] * len(types)
    for card in cards:
        out[types.index(PTYPE[card])] += 1 / _P_FULL[PTYPE[card]]
    return out


def _princes(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    full, types = _P_FULL, len(PTYPES)

    f.add("options", _options(game("princes").spec.options, data["options"]))
    f.add("turn", [_clip(data["turn"] / 100, 0.0, 5.0)], 0.0, 5.0)
    last = data["last_turn"]
    f.add("end_pending", [float(last is not None)])
    f.add("turns_left", [0.0 if last is None else _clip((last - data["turn"]) / n, 0.0, 1.0)])
    f.add("over", [float(bool(data["over"]))])
    f.add("current", _rel_one_hot(data["current"], me, n))
    f.add("to_act", _rel_one_hot(data["to_act"], me, n))
    dec = data["decision"]
    kind = None if dec is None else _P_DECISIONS.index(dec["kind"])
    f.add("decision", _one_hot(kind, len(_P_DECISIONS)))
    f.add("deck", [data["deck"] / _P_DECK])
    f.add("hand", _counts(data["hand"] or (), PTYPE, full))
    f.add("hand_sizes", [data["hand_sizes"][s] / 10 for s in order], 0.0, _P_DECK / 10)
    for r, s in enumerate(order):
        f.add(f"known_{r}", _counts(data["known"][s], PTYPE, full))
    f.add("discard", _counts(data["discard"], PTYPE, full))
    f.add("table", _p_subset(data["table"], _P_TABLE))
    for r, s in enumerate(order):
        f.add(f"chronicles_{r}", _p_subset(data["chronicles"][s], CHRONICLES))
    cities = {c["city"]: c for c in data["cities"]}
    for city in CITIES:
        c = cities.get(PTYPES[city])
        values = [0.0] * (n + 4 + len(ATTACHMENTS))
        if c is not None:
            wall = int(c["wall"])
            values = [
                1.0,  # in play
                *_rel_one_hot(c["owner"], me, n),
                _clip(c["might"] / 10, 0.0, _P_MIGHT_CAP),
                1.0 if wall >= INFINITE else min(wall, 10) / 10,
                float(wall >= INFINITE),
                *_p_subset(c["attached"], ATTACHMENTS),
            ]
        f.add(f"city_{PTYPES[city].removeprefix('city_')}", values, 0.0, _P_MIGHT_CAP)
    war = data["war"]
    if war is None:
        f.add("war", [0.0] * (3 + 2 * n + len(CITIES) + len(_P_WAR_STEPS)))
        f.add("war_attack", [0.0] * types)
        f.add("war_valour", [0.0], 0.0, 2.0)
        f.add("war_against", [0.0] * types)
        f.add("war_events", [0.0] * types)
    else:
        f.add(
            "war",
            [
                1.0,  # a war is on
                *_rel_one_hot(war["attacker"], me, n),
                *_rel_one_hot(war["defender"], me, n),
                *_one_hot(CITIES.index(PTYPE[war["city"]]), len(CITIES)),
                float(bool(war["siege"])),
                float(bool(war["slot"])),
                *_one_hot(_P_WAR_STEPS.index(war["step"]), len(_P_WAR_STEPS)),
            ],
        )
        f.add("war_attack", _one_hot(None if war["x"] is None else PTYPE[war["x"]], types))
        f.add("war_valour", [_clip(war["x_valour"] / 10, 0.0, 2.0)], 0.0, 2.0)
        f.add("war_against", _counts(war["against"], PTYPE, full))
        f.add("war_events", _counts(war["events"], PTYPE, full))
    scores = [_clip(data["scores"][s] / _P_SCORE_SCALE, -1.0, 3.0) for s in order]
    f.add("scores", scores, -1.0, 3.0)


def encode_princes(data: Data, seat: int | None) -> Vector:
    """Князья, as ``seat`` sees it (``None``: a spectator, seat 0 first)."""
    f = _Features()
    _princes(data, seat, f)
    return f.vector()


# -- Якщо влізе -----------------------------------------------------------------------------
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
#: Hand card types (box, special toy, Princess: start cards and sleeping cats are never held)
_K_HELD = tuple(t.id for t in KINFO if t.kind in ("box", "toy", "princess"))
_K_TYPE_INDEX = {c: i for i, c in enumerate(_K_HELD)}
_K_COPIES = [KINFO[KTYPE[c]].copies for c in _K_HELD]
_K_CELL = ("occupied", "on_table", "frontier", "this_cell")
_K_SIDES = ("open_n", "open_e", "open_s", "open_w")
_K_KINDS = ("yarn", "mouse", "feather", "fish")


def _k_card(card: str | None) -> list[float]:
    """A card by its features: present, open sides as printed (N E S W), toy symbols per
    kind, sprays, and whether it is a special toy, a Princess, a start card or a sleeping
    cat (the pending card of a sleeping-cat turn)."""
    if card is None:
        return [0.0] * 14
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


def _k_window(data: Data) -> tuple[int, int]:
    """The grid cell at the window's top-left corner."""
    opts = data["options"]
    size = k_grid_size(opts)
    if size is None or opts["table_anchor"] == "floating":
        ax, ay = 0, 0
    else:
        xmin, xmax, ymin, ymax = (int(v) for v in data["bounds"])
        ax, ay = (xmax - xmin) // 2 + xmin, (ymax - ymin) // 2 + ymin
    return ax - _K_LEFT, ay - _K_UP


def _catboxes(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    rel = {s: r for r, s in enumerate(order)}

    f.add("options", _options(game("catboxes").spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in _K_PHASES])
    f.add("step", [float(data["step"] == s) for s in _K_STEPS])
    f.add("over", [float(bool(data["over"]))])
    f.add("current", _rel_one_hot(data["current"], me, n))
    f.add("to_act", _rel_one_hot(data["to_act"], me, n))
    f.add("first", _rel_one_hot(data["first"], me, n))
    f.add("turn", [_clip(data["turn"] / 100, 0.0, 3.0)], 0.0, 3.0)
    f.add("ending", [float(bool(data["ending"]))])
    f.add("cats_this_turn", [min(int(data["cats_this_turn"]), 2) / 2])
    f.add("extra_used", [float(bool(data["extra_used"]))])
    f.add("deck", [data["deck"] / 80])
    piles = [p / 40 for p in data["piles"]]
    f.add("piles", piles + [0.0] * (5 - len(piles)))
    sizes = [min(data["hand_sizes"][s], _K_HAND_CAP) / _K_HAND for s in order]
    f.add("hand_sizes", sizes, 0.0, _K_HAND_CAP / _K_HAND)
    f.add("supply", [data["supply"][s] / 5 for s in order])
    f.add("placed", [_clip(data["placed"][s] / 10, 0.0, 3.0) for s in order], 0.0, 3.0)
    hand = sorted(data["hand"] or (), key=lambda c: KTYPE[c])
    for i in range(_K_HAND):
        f.add(f"hand_{i}", _k_card(hand[i] if i < len(hand) else None))
    f.add("hand_types", _counts(hand, _K_TYPE_INDEX, _K_COPIES))
    f.add("pending", _k_card(data["pending"]))
    starts = [0.0] * 6
    for card in data["starts"]:
        i = KTYPE[card] - KTYPE["S1"]
        starts[i] += 1 / KINFO[KTYPE[card]].copies
    f.add("starts", starts)
    discard = [0.0] * 8
    for card in data["discard"]:
        info = KINFO[KTYPE[card]]
        discard[0] += 1 / 10
        for k in range(4):
            discard[1 + k] += info.toys[k] / 10
        discard[5] += info.spray / 10
        discard[6] += float(info.kind == "princess") / 5
        discard[7] += float(info.kind == "toy") / 3
    f.add("discard", [min(v, 4.0) for v in discard], 0.0, 4.0)
    score = [_clip(data["scores"][s] / _K_SCORE_SCALE, -2.0, 4.0) for s in order]
    f.add("scores", score, -2.0, 4.0)
    f.add("penalties", [min(data["penalties"][s] / _K_SCORE_SCALE, 2.0) for s in order], 0, 2)

    # the grid, channel by channel, row by row
    x0, y0 = _k_window(data)
    xmin, xmax, ymin, ymax = (int(v) for v in data["bounds"])
    size = _K_COLS * _K_ROWS

    def at(x: int, y: int) -> int | None:
        i, j = x - x0, y - y0
        return j * _K_COLS + i if 0 <= i < _K_COLS and 0 <= j < _K_ROWS else None

    grid: dict[str, list[float]] = {}

    def channel(name: str) -> list[float]:
        return grid.setdefault(name, [0.0] * size)

    beyond = [0.0] * (1 + 2 * n)
    on_table = channel("on_table")
    for j in range(_K_ROWS):
        for i in range(_K_COLS):
            x, y = x0 + i, y0 + j
            on_table[j * _K_COLS + i] = float(xmin <= x <= xmax and ymin <= y <= ymax)
    occupied = set()
    for e in data["cells"]:
        x, y = int(e["x"]), int(e["y"])
        occupied.add((x, y))
        pos = at(x, y)
        if pos is None:
            beyond[0] += 1 / 10
            if "sleeper" in e:
                beyond[1 + n + rel[int(e["sleeper"])]] += 1 / 5
            continue
        info = KINFO[KTYPE[e["card"]]]
        channel("occupied")[pos] = 1.0
        sides = e["sides"]
        for name, ch in zip(_K_SIDES, sides, strict=True):
            channel(name)[pos] = float(ch == "o")
        for name, t in zip(_K_KINDS, info.toys, strict=True):
            channel(name)[pos] = t / _K_SYMBOL_CAP
        channel("spray")[pos] = min(info.spray, 3) / 3
        channel("start_card")[pos] = float(info.kind == "start")
        channel("toy_card")[pos] = float(info.kind == "toy")
        channel("princess_card")[pos] = float(info.kind == "princess")
        if "sleeper" in e:
            channel(f"sleeping_{rel[int(e['sleeper'])]}")[pos] = 1.0
    for x, y in occupied:
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            c = (x + dx, y + dy)
            if c not in occupied and xmin <= c[0] <= xmax and ymin <= c[1] <= ymax:
                pos = at(*c)
                if pos is not None:
                    channel("frontier")[pos] = 1.0
    if data["this_cell"] is not None:
        pos = at(*data["this_cell"])
        if pos is not None:
            channel("this_cell")[pos] = 1.0
    for e in data["overlays"]:
        x, y = int(e["x"]), int(e["y"])
        pos, east = at(x, y), at(x + 1, y)
        kind = e["kind"]
        if east is not None:
            channel("covered_east")[east] = 1.0
        if pos is None:
            if kind == "cat":
                beyond[1 + rel[int(e["value"])]] += 1 / 5
            continue
        if kind == "cat":
            channel(f"cat_{rel[int(e['value'])]}")[pos] = 1.0
        elif kind == "princess":
            channel("princess_overlay")[pos] = 1.0
        else:
            toys = KINFO[KTYPE[e["value"]]].toys
            channel("toy_overlay")[pos] = 1.0
            for name, t in zip(_K_KINDS, toys, strict=True):
                channel(f"overlay_{name}")[pos] = t / _K_SYMBOL_CAP
    for b in data["boxes"]:
        value = _clip(b["value"] / _K_VALUE_SCALE, -2.0, 4.0)
        occupiers = {rel[int(p)] for p in b["occupiers"]}
        for x, y in b["cells"]:
            pos = at(int(x), int(y))
            if pos is None:
                continue
            channel("box_closed")[pos] = float(bool(b["closed"]))
            channel("box_value")[pos] = value
            channel("box_mine")[pos] = float(0 in occupiers)
            channel("box_rivals")[pos] = float(bool(occupiers - {0}))

    names = [
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
    ]
    empty = [0.0] * size
    for name in names:
        low = -2.0 if name == "box_value" else 0.0
        high = 4.0 if name == "box_value" else 1.0
        f.add(f"grid_{name}", grid.get(name, empty), low, high)
    f.add("beyond", [min(v, 10.0) for v in beyond], 0.0, 10.0)


def encode_catboxes(data: Data, seat: int | None) -> Vector:
    """Якщо влізе, as ``seat`` sees it (``None``: a spectator, seat 0 first).

    Globals first: options, phase and step, seats relative to the observer, turn, deck and
    piles, hand sizes, cat supplies and cats placed, the own hand (its first three cards in
    card-type order by their features, and counts per card type), the card being played,
    start cards left, the discard summed up, scores and penalty points. Then the table as a
    14 × 10 grid window (``_k_window``; the whole default table), one block of 140 cells per
    channel, row by row: occupied, on the table, frontier, the cell filled this turn, open
    sides, toy symbols, sprays, start card / special toy / Princess in the cell, a sleeping
    cat per relative seat, an awake cat per relative seat (on the slot's west cell), a
    Princess or special toy across a slot (and its toys), the east half of a slot covered,
    and the cell's box: closed, its value, taken by the observer, by a rival. Last, what
    lies beyond the window: cards, and awake and sleeping cats per relative seat.
    """
    f = _Features()
    _catboxes(data, seat, f)
    return f.vector()


# -- Царства зверей -------------------------------------------------------------------------
#: The decision kinds (the step, with a battle's "+2" window split off as ``boost``).
_G_DECISIONS = ("first", "turn", "rally", "pair", "battle", "boost", "council", "bonus")
_G_K = len(GSIZES)  # kingdoms, indexed as in ``cards.SIZES`` (0: the kingdom of 4)
_G_DECK = len(GCARDS)
_G_TYPES = len(GANIMALS)
_G_EDICT = {e.id: i for i, e in enumerate(GEDICTS)}
_G_AGES = 3
_G_TOKENS = 3  # kingdom tokens under each kingdom at the start
_G_RETREAT_TOKENS = 3  # retreat tokens in play (one side may take one per age)
_G_MODS = GDATA.modifier_tokens  # the "+2" tokens (18)
_G_PIECES = GDATA.pieces
_G_COUNCIL = _G_AGES - 1  # capitals of ages 1 and 2 can sit on a council in age 3
_G_BONUS = 2  # the upstart's bonus cards (extra hard: two)
_G_SCORE_SCALE = 50.0
_G_SCORE_CAP = 6.0
_G_HAND_CAP = 2.0  # hand sizes / 4, clipped (pair_edict_draw=exactly_2_extra: up to 6)
_G_ROUND_CAP = 8  # battle rounds
_G_REVEALS = 4  # most cards the upstart reveals per solo battle card (hard)
_G_SCORE_ORDER_POSITIONS = _G_K


def _g_spec_max(name: str, reduce: Callable[[list[int]], int]) -> int:
    spec = next(o for o in game("kingdoms").spec.options if o.name == name)
    return max(reduce([int(v) for v in str(a).split(",")]) for a in spec.allowed)


@cache
def _g_token_max() -> int:
    """The largest kingdom token of any allowed token set (12)."""
    return _g_spec_max("kingdom_token_values", max)


@cache
def _g_retreat_max() -> int:
    """The most a side's retreat tokens can add up to: the 3 largest of a set (15)."""
    return max(1, _g_spec_max("retreat_token_values", lambda v: sum(sorted(v)[-3:])))


def _g_card(card: str | None) -> list[float]:
    """A card by its animal type (one-hot over 8) and rank (one-hot over 1..8)."""
    if card is None:
        return [0.0] * (_G_TYPES + GRANKS)
    c = GCARD[card]
    return _one_hot(c // GRANKS, _G_TYPES) + _one_hot(c % GRANKS, GRANKS)


def _g_presence(cards: Iterable[str]) -> list[float]:
    """Which of the 64 cards (each exists once) are in a pile."""
    out = [0.0] * _G_DECK
    for card in cards:
        out[GCARD[card]] = 1.0
    return out


def _g_type_rank_counts(cards: Iterable[str], scale: float) -> list[float]:
    """Cards per animal type, then per rank, each count divided by ``scale``."""
    out = [0.0] * (_G_TYPES + GRANKS)
    for card in cards:
        c = GCARD[card]
        out[c // GRANKS] += 1 / scale
        out[_G_TYPES + c % GRANKS] += 1 / scale
    return out


def _g_ranks(cards: Iterable[str], scale: float, cap: float) -> list[float]:
    out = [0.0] * GRANKS
    for card in cards:
        out[GCARD[card] % GRANKS] += 1 / scale
    return [min(v, cap) for v in out]


def _kingdoms(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    sides = 2 if n == 1 else n  # the solo game's upstart is a side, not a seat
    solo = n == 1
    me = 0 if seat is None else seat
    order = _seats(me, sides)
    over = bool(data["over"])
    p = data["pending"]
    step = data["step"]

    # -- globals
    f.add("options", _options(game("kingdoms").spec.options, data["options"]))
    f.add("age", _one_hot(int(data["age"]) - 1, _G_AGES))
    f.add("over", [float(over)])
    f.add("first", _rel_one_hot(data["first"], me, sides))
    f.add("current", _rel_one_hot(data["current"], me, sides))
    f.add("to_act", _rel_one_hot(data["to_act"], me, sides))
    dec = data["decision"]
    f.add(
        "decision",
        _one_hot(None if dec is None else _G_DECISIONS.index(dec["kind"]), len(_G_DECISIONS)),
    )
    pos = int(data["scoring_pos"])
    f.add("scoring_pos", _one_hot(pos if pos >= 0 else None, _G_SCORE_ORDER_POSITIONS))
    f.add("deck", [data["deck"] / _G_DECK])
    f.add("discard_size", [len(data["discard"]) / _G_DECK])
    f.add("discard", _g_presence(data["discard"]))
    f.add("edict_deck", [data["edict_deck"] / len(GEDICTS)])
    past = [0.0] * len(GEDICTS)
    for e in data["edicts_past"]:
        past[_G_EDICT[e]] = 1.0
    f.add("edicts_past", past)
    f.add("retreat_pool", [data["retreat_pool"] / _G_RETREAT_TOKENS])
    f.add("mod_supply", [_clip(data["mod_supply"] / _G_MODS, 0.0, 2.0)], 0.0, 2.0)

    # -- the own hand (in solo it lies face up; a spectator of a game with seats sees none)
    hand = data["hand"] or ()
    f.add("hand", _g_presence(hand))
    f.add("hand_counts", _g_type_rank_counts(hand, GRANKS))

    # -- the kingdoms, in kingdom order (4, 5, 6, 7, 8 territories)
    top = float(_g_token_max())
    capture_order = {int(k): i for i, (_s, k) in enumerate(data["captures"])}
    capture_side = {int(k): int(s) for s, k in data["captures"]}
    for k, size in enumerate(GSIZES):
        territories = size - 1
        tokens = list(data["tokens"][k])
        cards = data["cards"][k]
        council = Counter(int(s) for s in data["council"][k])
        ordinary = data["ordinary"][k]
        capital = int(data["capital"][k])
        free = territories - sum(ordinary)
        f.add(f"k{size}_edict", _one_hot(_G_EDICT[data["edicts"][k]], len(GEDICTS)))
        f.add(
            f"k{size}_tokens",
            [len(tokens) / _G_TOKENS]
            + [tokens[i] / top if i < len(tokens) else 0.0 for i in range(_G_TOKENS)],
        )
        f.add(f"k{size}_ordinary", [ordinary[s] / territories for s in order])
        f.add(f"k{size}_capital", [float(capital == s) for s in order])
        f.add(f"k{size}_council", [council[s] / _G_COUNCIL for s in order])
        f.add(f"k{size}_free", [free / territories, float(capital < 0)])
        f.add(f"k{size}_cards", [len(cards) / size, *_g_type_rank_counts(cards, size)])
        f.add(f"k{size}_last", _g_card(cards[-1] if cards else None))
        k_order = capture_order.get(k)
        f.add(
            f"k{size}_captured",
            [
                0.0 if k_order is None else (k_order + 1) / _G_K,
                *_rel_one_hot(capture_side.get(k), me, sides),
            ],
        )

    # -- the sides, relative to the observer (in solo: you, then the upstart)
    cap = _G_SCORE_CAP
    f.add("score", [_clip(data["score"][s] / _G_SCORE_SCALE, 0.0, cap) for s in order], 0, cap)
    f.add("supply", [data["supply"][s] / _G_PIECES for s in order])
    f.add("mods", [_clip(data["mods"][s] / _G_MODS, 0.0, 1.0) for s in order])
    f.add("retreat_tokens", [data["retreat_tokens"][s] / _G_RETREAT_TOKENS for s in order])
    values = data["retreat_values"]  # own values; everyone's once the game is over
    rmax = _g_retreat_max()
    f.add(
        "retreat_values",
        [0.0 if values[s] is None else min(sum(values[s]) / rmax, 1.0) for s in order],
    )
    f.add("retreated", [float(bool(data["retreated"][s])) for s in order])
    f.add("rallies", [_clip(data["rallies"][s] / 10, 0.0, 3.0) for s in order], 0.0, 3.0)
    sizes = [_clip(data["hand_sizes"][s] / GHAND, 0.0, _G_HAND_CAP) for s in order]
    f.add("hand_sizes", sizes, 0.0, _G_HAND_CAP)
    for r, s in enumerate(order):
        last = int(data["last_played"][s])
        f.add(f"last_played_{r}", _one_hot(last if last >= 0 else None, _G_K))

    # -- a rally's discards, the pair edict's first card, the council queue
    rally = step == "rally"
    discarded = p.get("discarded", []) if rally else []
    f.add(
        "rally",
        [
            float(rally),
            min(len(discarded) / GHAND, 2.0),
            *_g_card(discarded[-1] if discarded else None),
        ],
        0.0,
        2.0,
    )
    pair = step == "pair"
    f.add(
        "pair",
        [
            float(pair),
            *_g_card(p["card"] if pair else None),
            *_one_hot(int(p["k"]) if pair else None, _G_K),
        ],
    )
    queue = p.get("queue", []) if step == "council" else []
    asked = [0.0] * _G_K
    waiting = [0.0] * _G_K
    for i, (_s, k) in enumerate(queue):
        waiting[int(k)] = 1.0
        if i == 0:
            asked[int(k)] = 1.0
    f.add("council_queue", waiting + asked)

    # -- the battle in progress
    battle = step == "battle" and bool(p)
    f.add("battle", [float(battle), *_one_hot(int(p["k"]) if battle else None, _G_K)])
    stage = [0.0, 0.0]
    rnd = 0.0
    own = None
    own_bid = [0.0, 0.0]
    solo_info = [0.0, 0.0]
    per_side = {s: [0.0] * 10 for s in order}
    shown = {s: [0.0] * GRANKS for s in order}
    played = {s: [0.0] * GRANKS for s in order}
    if battle and not solo:
        stage = [float(p["stage"] == "commit"), float(p["stage"] == "boost")]
        rnd = min(int(p["round"]), _G_ROUND_CAP) / _G_ROUND_CAP
        own = p["own_choice"]
        bid = int(p["own_bid"])
        own_bid = [float(bid >= 0), max(bid, 0) / _G_MODS]
        below = {int(s) for s in p["below"]}
        for s in below:
            per_side[s][9] = 1.0
        for i, raw in enumerate(p["who"]):
            s = int(raw)
            per_side[s][:9] = [
                1.0,  # takes part
                float(bool(p["alive"][i])),
                float(bool(p["lost"][i])),
                float(bool(p["choice"][i])),  # a face-down card is in
                float(bool(p["bids"][i])),  # a sealed bid is in
                float(bool(p["passed"][i])),
                float(i == int(p["actor"])),
                min(int(p["boost"][i]) / _G_MODS, 1.0),
                min(int(p["spent"][i]) / _G_MODS, 1.0),
            ]
            if i < len(p["shown"]) and p["shown"][i] is not None:
                shown[s] = _one_hot(GCARD[p["shown"][i]] % GRANKS, GRANKS)
            played[s] = _g_ranks(p["played"][i], GHAND, 2.0)
    elif battle:  # solo: you against the upstart, who reveals cards from the deck
        stage = [1.0, 0.0]
        solo_info = [int(p["n"]) / _G_REVEALS, min(int(p["ties"]) / GHAND, 2.0)]
        for s in order:
            per_side[s][:3] = [1.0, 1.0, 0.0]
        played[0] = _g_ranks(p["used"], GHAND, 2.0)
        played[1] = _g_ranks(p["shown"], GHAND, 2.0)
    f.add("battle_stage", stage)
    f.add("battle_round", [rnd])
    f.add("battle_own_card", _g_card(own))
    f.add("battle_own_bid", own_bid)
    f.add("battle_solo", solo_info, 0.0, 2.0)
    for r, s in enumerate(order):
        f.add(f"battle_side_{r}", per_side[s])
        f.add(f"battle_shown_{r}", shown[s])
        f.add(f"battle_played_{r}", played[s], 0.0, 2.0)

    # -- solo: the upstart's bonus cards, the choice between two, the second phase
    bonus = list(data["bonus"])
    for i in range(_G_BONUS):
        f.add(f"bonus_{i}", _g_card(bonus[i] if i < len(bonus) else None))
    choosing = step == "bonus"
    matches = set(p.get("matches", [])) if choosing else set()
    f.add(
        "bonus_choice",
        [float(choosing)]
        + _g_card(p["card"] if choosing else None)
        + _one_hot(int(p["at"]) if choosing else None, _G_K)
        + [float(i < len(bonus) and bonus[i] in matches) for i in range(_G_BONUS)],
    )
    f.add(
        "solo",
        [
            float(bool(data["phase2"])),
            min(int(data["solo_battles"]) / _G_K, 1.0),
            min(int(data["solo_wins"]) / _G_K, 1.0),
        ],
    )


def encode_kingdoms(data: Data, seat: int | None) -> Vector:
    """Царства зверей, as ``seat`` sees it (``None``: a spectator, seat 0 first).

    Globals (options, age, seats relative to the observer, the decision asked, the
    scoring position, deck and discard, past edicts, the token supplies), the own hand (in
    solo the face-up hand), then per kingdom in kingdom order (edict, tokens, each side's
    pieces, free territories, cards played this age, the last of them, this age's capital
    capture), per side (score, supply, "+2" tokens, retreat tokens and their known values,
    retreated, rallies, hand size, where it last played), a rally, the pair edict, the
    council queue, the battle in progress, and the solo game's bonus cards and phase.
    Every side-indexed block starts with the observer; the solo upstart is the second
    side. ``docs/rl.md`` lists every block.
    """
    f = _Features()
    _kingdoms(data, seat, f)
    return f.vector()


# -- Відчайдушні однороги ------------------------------------------------------------------
_U_IDS = UIDS  # every card id, Baby Unicorns included, in cards.toml order
_U_INDEX = {c: i for i, c in enumerate(_U_IDS)}
_U_COPIES = [UCARD[c].copies for c in _U_IDS]
_U_DECISIONS = ("baby", "trigger", "action", "hand_limit", "respond", *U_OPS)
_U_OPS = tuple(U_OPS)
_U_SEAT_KEYS = frozenset({"seat", "victim", "to", "from", "target", "by"})
_U_RECORD_SIZE = 128  # hashed buckets for the pending effect records' parameters
_U_WIN_CAP = 7.0  # Unicorns in a stable, as a fraction of 7 (6 at 6+ players), ≤ 2
_U_HAND_CAP = 10.0


def _u_counts(cards: Iterable[str]) -> list[float]:
    """Cards per id, each as a fraction of that card's copies (so in [0, 1])."""
    out = [0.0] * len(_U_IDS)
    for card in cards:
        out[_U_INDEX[card]] += 1 / _U_COPIES[_U_INDEX[card]]
    return out


def _u_records(stack: Sequence[Mapping[str, Any]], me: int, n: int) -> list[float]:
    """The pending effect records' parameters, hashed (seat-valued ones made relative)."""
    sums = np.zeros(_U_RECORD_SIZE)
    for depth, rec in enumerate(reversed(stack)):  # the top record first
        for key, value in rec.items():
            if key in _U_SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
                value = (value - me) % n
            leaves: dict[str, float] = {}
            _generic_leaves(value, f"{min(depth, 3)}.{rec['op']}.{key}", leaves)
            for k, x in leaves.items():
                sums[_bucket(k) % _U_RECORD_SIZE] += x
    squashed = np.clip(np.sign(sums) * np.log1p(np.abs(sums)), -_GENERIC_CAP, _GENERIC_CAP)
    out: list[float] = squashed.tolist()
    return out


def _unicorns(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    ids = len(_U_IDS)

    def rel(s: Any) -> list[float]:
        return _rel_one_hot(None if s is None else int(s), me, n)

    f.add("options", _options(game("unicorns").spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in UPHASES])
    f.add("current", rel(data["current"]))
    f.add("to_act", rel(data["to_act"]))
    f.add("turn", [_clip(data["turn"] / 50, 0.0, 4.0)], 0.0, 4.0)
    dec = data["decision"]
    kind = None if dec is None else _U_DECISIONS.index(dec["kind"])
    f.add("decision", _one_hot(kind, len(_U_DECISIONS)))
    f.add("hand", _u_counts(data["hand"] or ()))
    f.add("hand_sizes", [_clip(data["hand_sizes"][s] / _U_HAND_CAP, 0, 3) for s in order], 0, 3)
    open_hands = {int(k): v for k, v in data["open_hands"].items()}
    f.add("hand_open", [float(s in open_hands) for s in order])
    for r, s in enumerate(order):
        f.add(f"open_hand_{r}", _u_counts(open_hands.get(s, ())), 0.0, 2.0)
    for r, s in enumerate(order):
        f.add(f"stable_{r}", _u_counts(data["stables"][s]))
    win = _U_WIN_CAP if n < 6 else _U_WIN_CAP - 1
    f.add("scores", [_clip(data["scores"][s] / win, 0.0, 2.0) for s in order], 0.0, 2.0)
    f.add("deck", [data["deck"] / len(udeck_for(n))], 0.0, 1.0)
    f.add("discard", _u_counts(data["discard"]))
    f.add("nursery", _u_counts(data["nursery"]))
    f.add("limbo", _u_counts(data["limbo"]))
    chain = data["chain"]
    bottom = chain[0] if chain else None
    f.add(
        "chain",
        [
            float(bool(chain)),
            _clip((len(chain) - 1) / 4, 0.0, 2.0) if chain else 0.0,
            *_one_hot(None if bottom is None else _U_INDEX[bottom["card"]], ids),
            *(rel(bottom["seat"]) if bottom else [0.0] * n),
            *(rel(bottom["target"]) if bottom else [0.0] * n),
            *(rel(chain[-1]["seat"]) if chain else [0.0] * n),
            *_one_hot(None if not chain else _U_INDEX[chain[-1]["card"]], ids),
        ],
        0.0,
        2.0,
    )
    asking = set(data["asking"])
    f.add("asking", [float(s in asking) for s in order])
    f.add("asked_first", rel(data["asking"][0] if data["asking"] else None))
    stack = data["stack"]
    top = stack[-1] if stack else None
    f.add("stack_depth", [_clip(len(stack) / 4, 0.0, 2.0)], 0.0, 2.0)
    f.add(
        "stack_top",
        [
            *_one_hot(None if top is None else _U_OPS.index(top["op"]), len(_U_OPS)),
            *(rel(top["seat"]) if top else [0.0] * n),
            *_one_hot(None if top is None or top["src"] is None else _U_INDEX[top["src"]], ids),
            float(bool(top and top.get("may"))),
        ],
    )
    cap = _GENERIC_CAP
    f.add("stack_records", _u_records(stack, me, n), -cap, cap)
    f.add("bot_queue", _u_counts(data["bot_queue"]))
    f.add(
        "turn_state",
        [
            _clip(data["plays_left"] / 2, 0.0, 2.0),
            _clip(data["played"] / 2, 0.0, 2.0),
            float(bool(data["turn_cut"])),
            _clip(data["extra_turns"] / 2, 0.0, 2.0),
        ],
        0.0,
        2.0,
    )
    babies = set(data["baby_queue"])
    f.add("baby_queue", [float(s in babies) for s in order])
    winners = set(data["winners"])
    f.add("winners", [float(s in winners) for s in order])
    f.add("peek_deck", _u_counts(data.get("deck_cards", ())))
    f.add("peek_top", _u_counts(data.get("top", ())))
    f.add("peek_hand", _u_counts(data.get("looking", ())))


def encode_unicorns(data: Data, seat: int | None) -> Vector:
    """Відчайдушні однороги, as ``seat`` sees it (``None``: a spectator, seat 0 first).

    Globals (options, phase, seats to act, the decision), the own hand and every hand
    made public, each stable by card, the discard, nursery and limbo, the Neigh chain, the
    pending effects (the top record by kind, seat and source card; every record's
    parameters hashed into a small block), the turn's counters, and what the seat alone
    is shown (deck search, the Oracle's cards, a hand looked at). Card counts are by card
    id over its copies; every seat-indexed block starts with the observer.
    """
    f = _Features()
    _unicorns(data, seat, f)
    return f.vector()


# -- what a game's encoding is -------------------------------------------------------------
@dataclass(frozen=True)
class GameEncoding:
    """What the environments need of a game: its encoder and its score scale."""

    encode: Callable[[Data, int | None], Vector]
    fill: Callable[[Data, int | None, _Features], None]
    #: ``score_diff`` rewards are score differences divided by this
    score_scale: float


# -- the generic fallback --------------------------------------------------------------------
#: Length of the hashed block of the generic encoding.
GENERIC_SIZE = 2048
#: The generic encoding's ``score_diff`` scale (a hand-written encoding sets its own).
GENERIC_SCORE_SCALE = 10.0
#: Top-level view keys the generic encoding skips: the legal actions are the action mask.
_GENERIC_SKIP = frozenset({"legal"})
#: A hashed feature is ``sign(x)·log(1 + |x|)`` of its bucket's sum, clipped to this.
_GENERIC_CAP = 20.0


@lru_cache(maxsize=1 << 16)
def _bucket(key: str) -> int:
    """A stable bucket for a feature key (the same in every process, unlike ``hash``)."""
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % GENERIC_SIZE


def _generic_leaves(value: Any, path: str, out: dict[str, float]) -> None:
    """Flatten a JSON value into ``{feature key: number}``.

    A number or boolean is a feature of its path; a string or ``null`` is the indicator
    ``path=value``; a list gives its length, each item under ``path[i]``, and its strings
    also as a multiset ``path[]=value`` (a hand is the same hand in any order).
    """
    if isinstance(value, Mapping):
        for k, v in value.items():
            _generic_leaves(v, f"{path}.{k}", out)
    elif isinstance(value, list | tuple):
        out[f"{path}#len"] = out.get(f"{path}#len", 0.0) + len(value)
        for i, v in enumerate(value):
            if isinstance(v, str):
                key = f"{path}[]={v}"
                out[key] = out.get(key, 0.0) + 1.0
            _generic_leaves(v, f"{path}[{i}]", out)
    elif isinstance(value, int | float):  # a boolean too
        out[path] = out.get(path, 0.0) + float(value)
    else:  # a string or null
        key = f"{path}={value}"
        out[key] = out.get(key, 0.0) + 1.0


def _generic_hashed(data: Data) -> list[float]:
    leaves: dict[str, float] = {}
    for key, value in data.items():
        if key not in _GENERIC_SKIP:
            _generic_leaves(value, key, leaves)
    sums = np.zeros(GENERIC_SIZE)
    np.add.at(sums, [_bucket(k) for k in leaves], list(leaves.values()))
    squashed = np.clip(np.sign(sums) * np.log1p(np.abs(sums)), -_GENERIC_CAP, _GENERIC_CAP)
    out: list[float] = squashed.tolist()
    return out


def generic_encoding(game_id: str) -> GameEncoding:
    """The fallback for a game without a hand-written encoder: the view's JSON hashed into
    a fixed-length vector (feature hashing), after a one-hot of the observing seat.

    Any game gets an environment this way, with nothing leaked (it reads the view only)
    and a fixed length, but the vector is not seat-relative (a seat-indexed list keeps
    absolute seats, hence the seat block) and distinct features may share a bucket. A
    learner does better on a hand-written encoding; ``docs/rl.md`` says how to add one.
    """
    seats = max(game(game_id).spec.player_counts) + 1  # the last entry: a spectator

    def fill(data: Data, seat: int | None, f: _Features) -> None:
        f.add("seat", _one_hot(seats - 1 if seat is None else seat, seats))
        f.add("hashed", _generic_hashed(data), -_GENERIC_CAP, _GENERIC_CAP)

    def encode_generic(data: Data, seat: int | None) -> Vector:
        f = _Features()
        fill(data, seat, f)
        return f.vector()

    return GameEncoding(encode_generic, fill, GENERIC_SCORE_SCALE)


# -- the registry ---------------------------------------------------------------------------
#: The hand-written encodings, by game id.
ENCODERS: dict[str, GameEncoding] = {
    "cabbage": GameEncoding(encode_cabbage, _cabbage, score_scale=50.0),
    "catboxes": GameEncoding(encode_catboxes, _catboxes, score_scale=10.0),
    "kingdoms": GameEncoding(encode_kingdoms, _kingdoms, score_scale=10.0),
    "princes": GameEncoding(encode_princes, _princes, score_scale=10.0),
    "unicorns": GameEncoding(encode_unicorns, _unicorns, score_scale=7.0),
}

#: Which encoding to use: ``"auto"`` the game's own, else the generic one; ``"own"`` the
#: game's own or :class:`NoEncoder`; ``"generic"`` the generic one even where an own exists.
EncoderChoice = Literal["auto", "own", "generic"]


class NoEncoder(ValueError):
    """The game has no hand-written observation encoder."""


@cache
def _generic(game_id: str) -> GameEncoding:
    return generic_encoding(game_id)


def encoding_for(game_id: str, encoder: EncoderChoice = "auto") -> GameEncoding:
    """The encoding of ``game_id`` (an unknown game raises ``stil.UnknownGame``)."""
    game(game_id)  # an unknown game fails here, whatever the choice
    if encoder not in ("auto", "own", "generic"):
        raise ValueError(f"encoder must be 'auto', 'own' or 'generic', got {encoder!r}")
    own = ENCODERS.get(game_id)
    if encoder == "generic" or (own is None and encoder == "auto"):
        return _generic(game_id)
    if own is None:
        raise NoEncoder(
            f"no hand-written observation encoder for {game_id!r} (they exist for: "
            f"{', '.join(ENCODERS)}); use encoder='generic' or 'auto' for the hashed "
            "fallback, or write one (docs/rl.md, 'A new game')"
        )
    return own


def encode(observation: Observation, encoder: EncoderChoice = "auto") -> Vector:
    """The vector of an observation (its game's encoder, relative to its seat)."""
    return encoding_for(observation.game, encoder).encode(observation.data, observation.seat)


def layout(game_id: str, players: int, encoder: EncoderChoice = "auto") -> tuple[Block, ...]:
    """The blocks of ``game_id``'s vector for ``players`` seats, in order."""
    enc = encoding_for(game_id, encoder)
    return _layout(game_id, players, "own" if enc is ENCODERS.get(game_id) else "generic")


@cache
def _layout(game_id: str, players: int, encoder: EncoderChoice) -> tuple[Block, ...]:
    g = game(game_id)
    state = g.new(players=players, seed=0, options=g.spec.player_options.get(players))
    f = _Features(record=True)
    encoding_for(game_id, encoder).fill(state.view(0).data, 0, f)
    assert f.blocks is not None
    return tuple(f.blocks)


def bounds(game_id: str, players: int, encoder: EncoderChoice = "auto") -> tuple[Vector, Vector]:
    """Per-feature lower and upper bounds (for a ``gymnasium.spaces.Box``)."""
    blocks = layout(game_id, players, encoder)
    low = np.zeros(blocks[-1].end, dtype=np.float32)
    high = np.zeros(blocks[-1].end, dtype=np.float32)
    for b in blocks:
        low[b.start : b.end] = b.low
        high[b.start : b.end] = b.high
    return low, high


__all__ = [
    "ENCODERS",
    "GENERIC_SIZE",
    "Block",
    "EncoderChoice",
    "GameEncoding",
    "NoEncoder",
    "bounds",
    "encode",
    "encode_cabbage",
    "encode_catboxes",
    "encode_kingdoms",
    "encode_princes",
    "encode_unicorns",
    "encoding_for",
    "generic_encoding",
    "layout",
]
