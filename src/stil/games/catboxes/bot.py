"""A heuristic player for Якщо влізе: one ply of every card, cell, turn and cat, weighed.

The bot rebuilds the public layout from the observation (cards, their open sides, cats,
Princesses, special toys) and splits it into boxes, each with its exposed open sides, toys,
sprays and cats per seat. Every candidate play (a hand card into each frontier cell, either
way up, then the best awake cat or none; a sleeping cat; a Princess on a cat; a special toy
across a slot) changes only the boxes next to the cell or slot it uses, so the bot works out
those boxes anew and scores them with the rules' own ``scoring.settle``: the provisional
score difference, me minus the best rival, which is public.

On top of the provisional score:

- an open box held with an awake cat is worth a little more to its takers, and more the
  fewer exposed sides it has left (it may still close and double its value);
- a card of the bot's with an open long side facing an empty cell is room for a later cat
  (worth little in a box nobody holds yet, since a rival may take it first);
- a cat in the supply is worth a fixed amount, less as the end nears (a rival down to its
  last cats, a thin deck) and nothing once the end is triggered: an awake cat goes where it
  gains more than that, a sleeping cat only where it pays (a second cat that takes a box
  from a rival or adds its bonus). Triggering the end with the last cat is good with a lead
  and bad without one. Cats spent early end the game early, which pays against players
  who keep theirs;
- a Princess kept in hand is worth a little, so she goes on the cat worth most to a rival
  (or rescues a box) rather than on any cat.

Drawing is weighed against a sleeping cat by the best play the hand already holds. Spray
cards end up in rival boxes, toys in the bot's own, and cards that close the bot's boxes
double them, all by the same score difference. The numbers are :class:`Weights` (tuned
against random play and in self-play). The bot reads only the observation's ``data`` and
the legal actions; ties go to the first candidate, so its RNG is used only for a view with
no hand (a spectator's), where it plays at random.

>>> import stil
>>> s = stil.game("catboxes").new(players=3, seed=4)
>>> while s.decision.kind in ("start", "place"):
...     s.apply(HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)))
>>> HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from stil.core import Action, Observation, Rng
from stil.games.catboxes import scoring
from stil.games.catboxes.cards import (
    COVERABLE,
    INFO,
    PRINCESS,
    SLEEPING,
    TYPE,
    TYPES,
    sides_mask,
    turned,
)
from stil.games.catboxes.observation import layout_cells
from stil.games.catboxes.scoring import BoxScore
from stil.games.catboxes.state import CatboxesState, names, overlays_out
from stil.games.catboxes.table import BITS, FACING, OFF, STEPS, STRIDE, xy
from stil.games.catboxes.table import bounds as table_bounds


# -- weights (tuned against the random bot and in self-play) ------------------------------
@dataclass(frozen=True)
class Weights:
    """The bot's tunable numbers (points of score difference)."""

    potential: float = 0.5  # share of an open box's value per 1/exposed side, to its takers
    cat: float = 0.6  # a cat in the supply, before the end is triggered
    cat_final: float = 0.0  # ... and after
    end_lead: float = 1.0  # triggering the end with a lead
    end_behind: float = 4.0  # ... without one (a cost)
    princess_keep: float = 1.0  # a Princess kept in hand
    draw: float = 0.5  # drawing a card, besides the best play the hand holds
    others: float = 0.2  # weight of the rivals behind the leading one
    socket: float = 0.15  # an open long side of my new card, room for a later cat
    socket_free: float = 0.05  # ... in a box nobody holds yet (a rival may take it)
    presence: float = 0.2  # holding an open box with an awake cat, whatever it holds yet
    horizon: float = 3.0  # a cat is worth ``cat`` while every rival has this many more
    #: than one cat left (the last one ends the game), proportionally less with fewer


_E, _W = 2, 8
_EAST, _WEST = 1, -1
_CAT_KIND, _TOY_KIND = "cat", "toy"
_MAX_MEMO = 200_000


def _cell(x: int, y: int) -> int:
    return (y + OFF) * STRIDE + x + OFF


def _target(action: Action) -> int:
    """The cell an action names by its first two arguments."""
    return _cell(int(action.args[0]), int(action.args[1]))


def _xy(c: int) -> tuple[int, int]:
    return c % STRIDE - OFF, c // STRIDE - OFF


class _Rules:
    """What ``scoring.settle`` reads of a state: the options and the player count."""

    __slots__ = ("options", "players")

    def __init__(self, options: Mapping[str, Any], players: int) -> None:
        self.options = dict(options)
        self.players = players


# A box's contents as a hashable key: closed, exposed sides, toys, sprays, awake and
# sleeping cats per seat.
Stats = tuple[bool, int, tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]


class _Worth:
    """What a box is worth to each seat: its points by the rules plus its potential when
    open. Memoised on the box's contents (few different boxes occur)."""

    def __init__(self, options: Mapping[str, Any], players: int, w: Weights) -> None:
        self.rules = _Rules(options, players)
        self.potential = w.potential
        self.presence = w.presence
        self.players = players
        self.memo: dict[Stats, tuple[float, ...]] = {}

    def __call__(self, st: Stats) -> tuple[float, ...]:
        got = self.memo.get(st)
        if got is not None:
            return got
        closed, exposed, toys, sprays, awake, sleeping = st
        b = BoxScore([], closed, list(toys), sprays, list(awake), list(sleeping))
        scoring.settle(cast(Any, self.rules), b)
        out = [float(p) for p in b.points]
        if not closed:
            bonus = self.presence + self.potential * max(0, b.value) / max(1, exposed)
            for p in b.occupiers:
                if awake[p]:
                    out[p] += bonus
        res = tuple(out)
        if len(self.memo) > _MAX_MEMO:
            self.memo.clear()
        self.memo[st] = res
        return res


def _cat_value(data: Mapping[str, Any], me: int, w: Weights) -> float:
    """A cat in the supply: less as a rival runs out of cats or the deck thins."""
    n = int(data["players"])
    supply = data["supply"]
    least = min(int(supply[p]) for p in range(n) if p != me)
    scale = min(1.0, max(0.0, (least - 1) / w.horizon), int(data["deck"]) / (4 * n))
    return w.cat * scale


def _board_key(data: Mapping[str, Any], me: int, w: Weights) -> tuple[Any, ...]:
    """Everything of an observation a :class:`_Board` reads: equal keys, equal boards (so
    a turn's decisions, which share the layout, share one board and what it worked out)."""
    return (
        me,
        int(data["players"]),
        tuple(int(v) for v in data["bounds"]),
        tuple((e["x"], e["y"], e["card"], e["sides"], e.get("sleeper")) for e in data["cells"]),
        tuple((e["x"], e["y"], e["kind"], e["value"]) for e in data["overlays"]),
        tuple(int(v) for v in data["supply"]),
        bool(data["ending"]),
        _cat_value(data, me, w),
    )


class _Board:
    """The layout of one observation as boxes, and what a play does to them."""

    def __init__(self, data: Mapping[str, Any], me: int, worth: _Worth, w: Weights) -> None:
        opts = data["options"]
        self.w = w
        self.me = me
        self.n = int(data["players"])
        self.worth = worth
        self.extended = bool(opts["extended"])
        self.any_wall = opts["extended_forbid"] == "any_wall_contact"
        self.wall_seals = opts["open_vs_wall"] == "sealed"
        self.one_overlay = int(opts["overlays_per_cell"]) == 1
        self.allow_180 = bool(opts["allow_180"])
        self.cat_if_closed = bool(opts.get("cat_in_box_closed_this_turn", True))
        self.sleep_mask = sides_mask(str(opts["sleeping_sides"]))
        xmin, xmax, ymin, ymax = (int(v) for v in data["bounds"])
        self.bounds = (xmin, xmax, ymin, ymax)
        fit = table_bounds(opts)[1] if opts["table_anchor"] == "floating" else None
        self.fit = fit
        self.edge_closes = bool(opts["table_edge_closes"]) and fit is None
        self.card: dict[int, int] = {}
        self.open: dict[int, int] = {}
        self.sleeper: dict[int, int] = {}
        for e in data["cells"]:
            c = _cell(int(e["x"]), int(e["y"]))
            self.card[c] = TYPE[e["card"]]
            self.open[c] = sides_mask(e["sides"])
            if "sleeper" in e:
                self.sleeper[c] = int(e["sleeper"])
        self.overlay: dict[int, tuple[str, Any]] = {}
        for e in data["overlays"]:
            self.overlay[_cell(int(e["x"]), int(e["y"]))] = (str(e["kind"]), e["value"])
        self.supply = [int(v) for v in data["supply"]]
        self.ending = bool(data["ending"])
        self.cat_value = _cat_value(data, me, w)
        self._boxes()
        self.best: dict[int, tuple[float, tuple[int, int, int]]] = {}
        self.placed: dict[tuple[int, int, int, bool, bool], tuple[float, int]] = {}
        self.frontier = sorted(
            {
                c + step
                for c in self.card
                for step in STEPS
                if c + step not in self.card and self.inside(c + step)
            }
        )

    # -- geometry ------------------------------------------------------------------------
    def inside(self, c: int) -> bool:
        x, y = _xy(c)
        xmin, xmax, ymin, ymax = self.bounds
        return xmin <= x <= xmax and ymin <= y <= ymax

    def slot_free(self, west: int, masks: Mapping[int, int], types: Mapping[int, int]) -> bool:
        east = west + 1
        if types.get(west) not in COVERABLE or types.get(east) not in COVERABLE:
            return False
        if not (masks[west] & _E and masks[east] & _W):
            return False
        if west in self.overlay:
            return False
        return not self.one_overlay or (west - 1 not in self.overlay and east not in self.overlay)

    def _boxes(self) -> None:
        """Which box each card is in; each box's stats, the cats and toys lying on its
        cards counted in, and its value to each seat."""
        cells_of = self._flood()
        self.stats: list[Stats] = [self._box_stats(cells) for cells in cells_of]
        awake, extra = self._lying_on(len(cells_of))
        for b, st in enumerate(self.stats):
            closed, exposed, toys_t, sprays, _, sleeping_t = st
            toys_t = tuple(a + e for a, e in zip(toys_t, extra[b], strict=True))
            self.stats[b] = (closed, exposed, toys_t, sprays, tuple(awake[b]), sleeping_t)
        self.values = [self.worth(st) for st in self.stats]
        self.totals = [sum(v[p] for v in self.values) for p in range(self.n)]

    def _flood(self) -> list[list[int]]:
        """The cells of each box, flooded from its first card (in cell order) through open
        sides that face each other; ``box_of`` says the box of each card."""
        opn = self.open
        self.box_of: dict[int, int] = {}
        cells_of: list[list[int]] = []
        for start in sorted(self.card):
            if start in self.box_of:
                continue
            b = len(cells_of)
            self.box_of[start] = b
            todo, cells = [start], [start]
            while todo:
                c = todo.pop()
                mask = opn[c]
                for d in range(4):
                    if mask & BITS[d]:
                        y = c + STEPS[d]
                        m = opn.get(y)
                        if m is not None and m & FACING[d] and y not in self.box_of:
                            self.box_of[y] = b
                            todo.append(y)
                            cells.append(y)
            cells_of.append(cells)
        return cells_of

    def _box_stats(self, cells: list[int]) -> Stats:
        """A box's stats from its cards alone (no cat awake in it yet)."""
        toys = [0, 0, 0, 0]
        sprays = 0
        exposed = 0
        sleeping = [0] * self.n
        for c in cells:
            t = self.card[c]
            if t in COVERABLE:
                info = INFO[t]
                for k in range(4):
                    toys[k] += info.toys[k]
                sprays += info.spray
            if c in self.sleeper:
                sleeping[self.sleeper[c]] += 1
            exposed += self._exposed_sides(c)
        return (exposed == 0, exposed, tuple(toys), sprays, (0,) * self.n, tuple(sleeping))

    def _exposed_sides(self, c: int) -> int:
        """The open sides of card ``c`` that keep its box open: onto an empty cell (unless
        the table's edge closes it there) or onto a closed side (unless walls seal)."""
        opn = self.open
        mask = opn[c]
        exposed = 0
        for d in range(4):
            if not mask & BITS[d]:
                continue
            y = c + STEPS[d]
            m = opn.get(y)
            if m is None:
                if not (self.edge_closes and not self.inside(y)):
                    exposed += 1
            elif not m & FACING[d] and not self.wall_seals:
                exposed += 1
        return exposed

    def _lying_on(self, boxes: int) -> tuple[list[list[int]], list[list[int]]]:
        """Per box: the cats awake in it by seat, and the toys of the toy tokens on it."""
        awake = [[0] * self.n for _ in range(boxes)]
        extra = [[0, 0, 0, 0] for _ in range(boxes)]
        for c, (kind, v) in self.overlay.items():
            b = self.box_of[c]
            if kind == _CAT_KIND:
                awake[b][int(v)] += 1
            elif kind == _TOY_KIND:
                info = INFO[TYPE[v]]
                for k in range(4):
                    extra[b][k] += info.toys[k]
        return awake, extra

    # -- the value of a position -----------------------------------------------------------
    def objective(self, totals: Sequence[float], supply: Sequence[int], ending: bool) -> float:
        me = self.me
        cat = self.w.cat_final if ending else self.cat_value
        vals = [totals[p] + cat * supply[p] for p in range(self.n)]
        others = [vals[p] for p in range(self.n) if p != me]
        best = max(others)
        rest = (sum(others) - best) / len(others)
        v = vals[me] - best - self.w.others * rest
        if ending and not self.ending and supply[me] == 0:
            lead = totals[me] - max(totals[p] for p in range(self.n) if p != me)
            v += self.w.end_lead if lead > 0 else -self.w.end_behind
        return v

    def base(self) -> float:
        return self.objective(self.totals, self.supply, self.ending)

    def changed(
        self, old: Sequence[int], new: Sequence[Stats], supply: Sequence[int] | None = None
    ) -> float:
        """The objective after boxes ``old`` become the boxes ``new``."""
        totals = self.totals[:]
        for b in old:
            v = self.values[b]
            for p in range(self.n):
                totals[p] -= v[p]
        for st in new:
            v = self.worth(st)
            for p in range(self.n):
                totals[p] += v[p]
        supply = self.supply if supply is None else supply
        me = self.me
        ending = self.ending or (supply[me] == 0 and self.supply[me] > 0)
        return self.objective(totals, supply, ending)

    # -- plays -------------------------------------------------------------------------
    def placements(self, mask: int) -> list[tuple[int, int, int]]:
        """``(cell, rot, open sides)`` for every legal place of a card with sides ``mask``."""
        rots = [(0, mask)]
        if self.allow_180 and turned(mask) != mask:
            rots.append((1, turned(mask)))
        cells = self.frontier
        if self.fit is not None and self.card:
            cols, rows = self.fit
            xs = [c % STRIDE for c in self.card]
            ys = [c // STRIDE for c in self.card]
            x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
            cells = [
                c
                for c in cells
                if max(x1, c % STRIDE) - min(x0, c % STRIDE) < cols
                and max(y1, c // STRIDE) - min(y0, c // STRIDE) < rows
            ]
        out = []
        for c in cells:
            for r, m in rots:
                if not self.extended or self._walls_ok(c, m):
                    out.append((c, r, m))
        return out

    def _walls_ok(self, c: int, mask: int) -> bool:
        for d in range(4):
            theirs = self.open.get(c + STEPS[d])
            if theirs is None:
                continue
            mine_open = mask & BITS[d]
            their_open = theirs & FACING[d]
            if self.any_wall:
                if not (mine_open and their_open):
                    return False
            elif not (mine_open or their_open):
                return False
        return True

    def merge(self, x: int, mask: int, t: int, sleeper: bool) -> tuple[list[int], list[Stats]]:
        """Laying card ``t`` (open sides ``mask``) into empty cell ``x``: the boxes that change
        and what they become, the box holding ``x`` first."""
        me, n = self.me, self.n
        reduce: dict[int, int] = {}
        merge: list[int] = []
        own = 0
        for d in range(4):
            y = x + STEPS[d]
            m = self.open.get(y)
            mine = mask & BITS[d]
            if m is None:
                if mine and not (self.edge_closes and not self.inside(y)):
                    own += 1
                continue
            b = self.box_of[y]
            if m & FACING[d]:
                if mine:
                    if b not in merge:
                        merge.append(b)
                    reduce[b] = reduce.get(b, 0) + 1
                elif self.wall_seals:
                    reduce[b] = reduce.get(b, 0) + 1
            elif mine and not self.wall_seals:
                own += 1
        toys = [0, 0, 0, 0]
        sprays = 0
        if t in COVERABLE:
            info = INFO[t]
            toys = list(info.toys)
            sprays = info.spray
        awake = [0] * n
        sleeping = [0] * n
        if sleeper:
            sleeping[me] += 1
        exposed = own
        for b in merge:
            _, e, bt, bs, ba, bsl = self.stats[b]
            exposed += e - reduce[b]
            for k in range(4):
                toys[k] += bt[k]
            sprays += bs
            for p in range(n):
                awake[p] += ba[p]
                sleeping[p] += bsl[p]
        new: list[Stats] = [
            (exposed == 0, exposed, tuple(toys), sprays, tuple(awake), tuple(sleeping))
        ]
        for b, r in reduce.items():
            if b not in merge:
                _, e, bt, bs, ba, bsl = self.stats[b]
                new.append((e == r, e - r, bt, bs, ba, bsl))
        return list(reduce), new

    def cat_slots(self, x: int, mask: int, t: int, box: Stats) -> list[int]:
        """West cells of the slots where my awake cat may go after card ``t`` went into
        ``x`` (open sides ``mask``), ``box`` being the box that holds it then (§3.2)."""
        me = self.me
        closed, _, _, _, awake, sleeping = box
        if t not in COVERABLE or self.supply[me] == 0 or (closed and not self.cat_if_closed):
            return []
        if not (awake[me] or sleeping[me]) and (any(awake) or any(sleeping)):
            return []  # another player's cat is there and none of mine
        masks = {x: mask}
        types = {x: t}
        out = []
        for w in (x - 1, x):
            for c in (w, w + 1):
                if c != x and c in self.card:
                    masks[c] = self.open[c]
                    types[c] = self.card[c]
            if self.slot_free(w, masks, types):
                out.append(w)
        return out

    def sockets(self, x: int, mask: int, box: Stats) -> float:
        """What a card of mine just laid into ``x`` (open sides ``mask``, in ``box``) is worth
        as room for a later cat: each open long side facing an empty cell of the table, in
        a box my cat may still enter, more in a richer box."""
        if x in self.overlay or x - 1 in self.overlay:
            return 0.0
        _, _, toys, sprays, awake, sleeping = box
        me = self.me
        weight = self.w.socket
        if not (awake[me] or sleeping[me]):
            if any(awake) or any(sleeping):
                return 0.0
            weight = self.w.socket_free  # a rival may take it first
        n = 0
        for bit, step in ((_E, _EAST), (_W, _WEST)):
            y = x + step
            if mask & bit and y not in self.card and self.inside(y):
                n += 1
        if not n:
            return 0.0
        return n * weight * (1 + 0.25 * max(0, scoring.toy_points(list(toys)) - sprays))

    def place(self, x: int, mask: int, t: int, sleeper: bool, cat: bool) -> tuple[float, int]:
        """The best of laying card ``t`` (open sides ``mask``) into cell ``x`` and then, when
        ``cat``, an awake cat on a slot using it or none: ``(value, west cell or -1)``."""
        key = (x, mask, t, sleeper, cat)
        got = self.placed.get(key)
        if got is None:
            got = self.placed[key] = self._place(x, mask, t, sleeper, cat)
        return got

    def _place(self, x: int, mask: int, t: int, sleeper: bool, cat: bool) -> tuple[float, int]:
        me = self.me
        old, new = self.merge(x, mask, t, sleeper)
        supply = self.supply
        if sleeper:
            supply = supply[:]
            supply[me] -= 1
        value = self.changed(old, new, supply)
        if not cat:
            return value, -1
        if t in COVERABLE:
            value += self.sockets(x, mask, new[0])
        best = value, -1
        slots = self.cat_slots(x, mask, t, new[0])
        if not slots:
            return best
        closed, exposed, toys, sprays, awake, sleeping = new[0]
        with_cat = list(awake)
        with_cat[me] += 1
        st: Stats = (closed, exposed, toys, sprays, tuple(with_cat), sleeping)
        less = self.supply[:]
        less[me] -= 1
        v = self.changed(old, [st, *new[1:]], less)
        if v > best[0]:
            best = v, slots[0]
        return best

    def cat_at(self, west: int) -> float:
        """The objective after an awake cat of mine goes across the slot at ``west``."""
        b = self.box_of[west]
        closed, e, bt, bs, ba, bsl = self.stats[b]
        awake = list(ba)
        awake[self.me] += 1
        supply = self.supply[:]
        supply[self.me] -= 1
        return self.changed([b], [(closed, e, bt, bs, tuple(awake), bsl)], supply)

    def toy_at(self, west: int, t: int) -> float:
        b = self.box_of[west]
        closed, e, bt, bs, ba, bsl = self.stats[b]
        info = INFO[t]
        toys = tuple(a + k for a, k in zip(bt, info.toys, strict=True))
        return self.changed([b], [(closed, e, toys, bs + info.spray, ba, bsl)])

    def princess_at(self, c: int) -> float:
        b = self.box_of[c]
        closed, e, bt, bs, ba, bsl = self.stats[b]
        awake, sleeping = list(ba), list(bsl)
        if c in self.sleeper:
            owner = self.sleeper[c]
            sleeping[owner] -= 1
        else:
            owner = int(self.overlay[c][1])
            awake[owner] -= 1
        supply = self.supply[:]
        supply[owner] += 1
        return self.changed([b], [(closed, e, bt, bs, tuple(awake), tuple(sleeping))], supply)

    def best_card(self, t: int) -> tuple[float, tuple[int, int, int]]:
        """The best way to play card ``t`` now: ``(value, (cell, rot, cat west or -1))``;
        cell is the target for a Princess or the slot for a special toy (rot -1).
        Worked out once per card type and board (a hand may hold two of a type)."""
        got = self.best.get(t)
        if got is None:
            got = self.best[t] = self._best_card(t)
        return got

    def _best_card(self, t: int) -> tuple[float, tuple[int, int, int]]:
        info = INFO[t]
        best = (float("-inf"), (-1, -1, -1))
        if t == PRINCESS:
            targets = [c for c, (k, _) in self.overlay.items() if k == _CAT_KIND]
            for c in sorted([*targets, *self.sleeper]):
                v = self.princess_at(c) - self.w.princess_keep
                if v > best[0]:
                    best = v, (c, -1, -1)
            return best
        if info.kind == "toy":
            slots = [w for w in sorted(self.card) if self.slot_free(w, self.open, self.card)]
            for w in slots:
                v = self.toy_at(w, t)
                if v > best[0]:
                    best = v, (w, -1, -1)
            if slots:
                return best
        for c, r, m in self.placements(info.open):
            v, w = self.place(c, m, t, sleeper=False, cat=True)
            if v > best[0]:
                best = v, (c, r, w)
        return best

    def best_sleep(self) -> tuple[float, tuple[int, int]]:
        best = (float("-inf"), (-1, -1))
        for c, r, m in self.placements(self.sleep_mask):
            v, _ = self.place(c, m, SLEEPING, sleeper=True, cat=False)
            if v > best[0]:
                best = v, (c, r)
        return best


class HeuristicBot:
    """Takes the play worth most by one ply of lookahead (see the module docstring)."""

    name = "heuristic"

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()
        self._worth: dict[tuple[Any, ...], _Worth] = {}
        self._last: tuple[tuple[Any, ...], _Board] | None = None

    def _board(self, data: Mapping[str, Any], me: int) -> _Board:
        opts = data["options"]
        key = (int(data["players"]), tuple(sorted(opts.items())))
        worth = self._worth.get(key)
        if worth is None:
            worth = _Worth(opts, int(data["players"]), self.weights)
            self._worth[key] = worth
        board_key = (key, _board_key(data, me, self.weights))
        if self._last is not None and self._last[0] == board_key:
            return self._last[1]
        board = _Board(data, me, worth, self.weights)
        self._last = (board_key, board)
        return board

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        data = observation.data
        seat = observation.seat if observation.seat is not None else data["to_act"]
        if seat is None or data.get("hand") is None:
            return legal[rng.below(len(legal))]
        return self._decide(data, int(seat), legal)

    def choose_state(
        self, state: CatboxesState, seat: int, legal: Sequence[Action], rng: Rng
    ) -> Action:
        """Exactly ``choose(state.view(seat), legal, rng)``, without building the whole
        view (its boxes, scores and legal moves as text, every copy): the search's
        playouts ask the guide for thousands of moves. The fields the bot reads are the
        view's, taken from the state as the view takes them; the lists the view copies are
        read in place, never changed (``tests/bots/test_guides.py`` compares the two on
        every seat of random states and checks that the state is unchanged)."""
        if len(legal) == 1:
            return legal[0]
        data = {
            "players": state.players,
            "options": state.options,
            "phase": state.phase,
            "step": state.step,
            "hand": names(state.hands[seat]),
            "deck": len(state.deck),
            "supply": state.supply,
            "pending": None if state.pending < 0 else TYPES[state.pending],
            "this_cell": None if state.this_cell < 0 else list(xy(state.this_cell)),
            "ending": state.ending,
            "bounds": state.bounds,
            "cells": layout_cells(state, scoring.score(state)),
            "overlays": overlays_out(state),
        }
        return self._decide(data, seat, legal)

    def _decide(self, data: Mapping[str, Any], me: int, legal: Sequence[Action]) -> Action:
        """The choice among ``legal`` (more than one) from the view's fields ``data``."""
        step = str(data["step"])
        if step == "start":
            return self._start(legal)
        board = self._board(data, me)
        hand = [TYPE[c] for c in data["hand"]]
        if step == "turn":
            return self._turn(board, hand, legal)
        if step == "card":
            return self._card(board, hand, legal)
        if step == "place":
            return self._place(board, TYPE[data["pending"]], data, legal)
        if step == "cat":
            return self._cat(board, data, legal)
        if step == "toy":
            return max(legal, key=lambda a: board.toy_at(_target(a), TYPE[data["pending"]]))
        if step == "princess":
            return max(legal, key=lambda a: board.princess_at(_target(a)))
        return legal[0]

    # -- decisions ---------------------------------------------------------------------
    @staticmethod
    def _start(legal: Sequence[Action]) -> Action:
        """The start card with the most open long sides (room for cats), then most open."""

        def score(a: Action) -> tuple[int, int]:
            t = TYPE[str(a.args[0]).upper()]
            m = INFO[t].open
            return (bool(m & _E) + bool(m & _W), bin(m).count("1"))

        return max(legal, key=score)

    def _turn(self, board: _Board, hand: list[int], legal: Sequence[Action]) -> Action:
        draw = next(a for a in legal if a.name == "draw")
        sleep = next((a for a in legal if a.name == "sleep"), None)
        if sleep is None:
            return draw
        base = board.base()
        slept = board.best_sleep()[0]
        if not slept - base > self.weights.draw:
            return draw  # not even against an empty hand: the cards need not be weighed
        hold = max((board.best_card(t)[0] for t in set(hand)), default=base)
        return sleep if slept - base > max(0.0, hold - base) + self.weights.draw else draw

    def _card(self, board: _Board, hand: list[int], legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if a.name == "play"]
        if not plays:  # nothing can be played: discard the card worth least
            return min(legal, key=lambda a: _keep(hand[int(a.args[0])]) if a.args else 0)
        return max(plays, key=lambda a: board.best_card(hand[int(a.args[0])])[0])

    def _place(
        self, board: _Board, t: int, data: Mapping[str, Any], legal: Sequence[Action]
    ) -> Action:
        sleeper = t == SLEEPING
        mask = board.sleep_mask if sleeper else INFO[t].open
        cat = data["phase"] != "setup" and not sleeper
        best, choice = float("-inf"), legal[0]
        for a in legal:
            if a.name != "place":
                continue
            x, y, rot = (int(v) for v in a.args)
            v, _ = board.place(_cell(x, y), turned(mask) if rot else mask, t, sleeper, cat)
            if v > best:
                best, choice = v, a
        return choice

    def _cat(self, board: _Board, data: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        x = _cell(*(int(v) for v in data["this_cell"]))
        left = board.sockets(x, board.open[x], board.stats[board.box_of[x]])
        best = board.base() + left
        choice = next((a for a in legal if a.name == "nocat"), legal[0])
        for a in legal:
            if a.name == "cat":
                v = board.cat_at(_target(a))
                if v > best:
                    best, choice = v, a
        return choice


def _keep(t: int) -> float:
    """How much a card is worth kept (for choosing a discard): toys less sprays."""
    if t == PRINCESS:
        return 3.0
    info = INFO[t]
    return sum(info.toys) - info.spray


__all__ = ["HeuristicBot", "Weights"]
