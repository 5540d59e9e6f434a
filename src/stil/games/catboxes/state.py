"""The plain data of one Якщо влізе position, and how to copy and serialise it.

The table is a grid of cells (catboxes.data.md §2.2): ``x`` grows east, ``y`` south, and a
cell is coded as one int (``table.cell``). Cards are card *types* (``cards.TYPES``). The
rules that change a state are functions in ``rules.py``; the geometry is in ``table.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Rng, Seat, State
from stil.core.game import Game
from stil.core.options import OptionValue
from stil.games.catboxes import table
from stil.games.catboxes.cards import CARDS, TYPE, TYPES

# Overlay kinds: what lies across a slot (two cells joined by their long sides).
CAT, PRINCESS_OVERLAY, TOY = "cat", "princess", "toy"


class CatboxesState(State):
    """Fields:

    - ``hands[s]``: sorted card types; ``deck``: the draw pile, top card last; ``piles``:
      the sizes of the deck's piles at setup, top first (public: each holds one Princess),
      empty when the Princesses were shuffled in freely.
    - ``supply[s]``: cat cards seat ``s`` still has; ``placed[s]``: cats it has placed.
    - ``starts``: start cards not yet on the table; ``discard``: cards discarded face up.
    - The layout: ``card[c]``, ``open[c]`` (open-side mask after turning) and ``rot[c]``
      (0 or 1 for 180°) for every occupied cell ``c``; ``sleeper[c]``: the seat of a
      sleeping cat lying in ``c``; ``overlay[c]``: ``(kind, value)`` across the slot whose
      west cell is ``c`` (a cat and its seat, a Princess, a special toy and its type);
      ``frontier``: empty cells on the table next to an occupied one.
    - ``bounds``: ``(xmin, xmax, ymin, ymax)`` of the table's cells, inclusive; ``fit``:
      ``(columns, rows)`` the layout must fit in with a floating table, else ``None``.
    - Turn: ``phase`` (``setup``, ``play``, ``final``), ``step`` (the decision asked of
      ``current``), ``pending`` (the card being played, public, or -1), ``this_cell`` (the
      cell filled this turn, or -1), ``cats_this_turn``, ``extra_used`` (a Princess played
      as an extra action this turn), ``ending`` (the end was triggered), ``turn``.
    - ``first``: the first player; ``column``: the start column's top and bottom cells.
    """

    game: ClassVar[Game]
    __slots__ = (
        "bounds",
        "card",
        "cats_this_turn",
        "column",
        "current",
        "deck",
        "discard",
        "ending",
        "extra_used",
        "first",
        "fit",
        "frontier",
        "hands",
        "open",
        "options",
        "overlay",
        "pending",
        "phase",
        "piles",
        "placed",
        "rng",
        "rot",
        "sleeper",
        "starts",
        "step",
        "supply",
        "this_cell",
        "turn",
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        super().__init__(players)
        self.options = dict(options)
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []
        self.piles: list[int] = []
        self.supply = [CARDS.cat_cards] * players
        self.placed = [0] * players
        self.starts: list[int] = []
        self.discard: list[int] = []
        self.card: dict[int, int] = {}
        self.open: dict[int, int] = {}
        self.rot: dict[int, int] = {}
        self.sleeper: dict[int, Seat] = {}
        self.overlay: dict[int, tuple[str, int]] = {}
        self.frontier: set[int] = set()
        self.bounds, self.fit = table.bounds(self.options)
        self.phase = "setup"
        self.step = "start"
        self.current: Seat = 0
        self.first: Seat = 0
        self.pending = -1
        self.this_cell = -1
        self.cats_this_turn = 0
        self.extra_used = False
        self.ending = False
        self.turn = 0
        self.column = (-1, -1)

    # -- engine contract: the rest is answered by the rules and observation modules ----
    def clone(self) -> CatboxesState:
        c = CatboxesState.__new__(CatboxesState)
        self._copy_common(c)
        c.options = self.options  # never mutated after creation
        c.rng = self.rng.clone()
        c.hands = [h[:] for h in self.hands]
        c.deck = self.deck[:]
        c.piles = self.piles  # never mutated after setup
        c.supply = self.supply[:]
        c.placed = self.placed[:]
        c.starts = self.starts[:]
        c.discard = self.discard[:]
        c.card = self.card.copy()
        c.open = self.open.copy()
        c.rot = self.rot.copy()
        c.sleeper = self.sleeper.copy()
        c.overlay = self.overlay.copy()
        c.frontier = self.frontier.copy()
        c.bounds, c.fit = self.bounds, self.fit
        c.phase, c.step, c.current, c.first = self.phase, self.step, self.current, self.first
        c.pending, c.this_cell = self.pending, self.this_cell
        c.cats_this_turn, c.extra_used = self.cats_this_turn, self.extra_used
        c.ending, c.turn, c.column = self.ending, self.turn, self.column
        return c

    # -- serialisation -----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "over": self.is_over,
            "hands": [names(h) for h in self.hands],
            "deck": names(self.deck),
            "piles": list(self.piles),
            "supply": list(self.supply),
            "placed": list(self.placed),
            "starts": names(self.starts),
            "discard": names(self.discard),
            "cells": cells_out(self),
            "overlays": overlays_out(self),
            "phase": self.phase,
            "step": self.step,
            "current": self.current,
            "first": self.first,
            "pending": None if self.pending < 0 else TYPES[self.pending],
            "this_cell": None if self.this_cell < 0 else list(table.xy(self.this_cell)),
            "cats_this_turn": self.cats_this_turn,
            "extra_used": self.extra_used,
            "ending": self.ending,
            "turn": self.turn,
            "column": [None if c < 0 else list(table.xy(c)) for c in self.column],
            "log": self.log_to_json(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> CatboxesState:
        s = cls(int(d["players"]), d["options"], Rng(state=int(d["rng"])))
        n = s._players
        s.is_over = bool(d["over"])
        s.hands = [types(h) for h in d["hands"]]
        s.supply = [int(v) for v in d["supply"]]
        s.placed = [int(v) for v in d["placed"]]
        if not len(s.hands) == len(s.supply) == len(s.placed) == n:
            raise ValueError("per-seat lists do not match the player count")
        s.deck = types(d["deck"])
        s.piles = [int(v) for v in d["piles"]]
        s.starts = types(d["starts"])
        s.discard = types(d["discard"])
        cells_in(s, d["cells"])
        overlays_in(s, d["overlays"])
        s.phase, s.step = str(d["phase"]), str(d["step"])
        s.current, s.first = int(d["current"]), int(d["first"])
        s.pending = -1 if d["pending"] is None else TYPE[d["pending"]]
        s.this_cell = -1 if d["this_cell"] is None else table.cell(*d["this_cell"])
        s.cats_this_turn = int(d["cats_this_turn"])
        s.extra_used, s.ending = bool(d["extra_used"]), bool(d["ending"])
        s.turn = int(d["turn"])
        top, bottom = (-1 if c is None else table.cell(*c) for c in d["column"])
        s.column = (top, bottom)
        s.log_from_json(d["log"])
        return s

    @classmethod
    def setup(
        cls,
        players: int = 2,
        *,
        cells: Sequence[tuple[int, int, str] | tuple[int, int, str, int]] = (),
        sleepers: Mapping[tuple[int, int], Seat] | None = None,
        overlays: Mapping[tuple[int, int], tuple[str, int | str]] | None = None,
        hands: Sequence[Sequence[str]] = (),
        deck: Sequence[str] = (),
        current: Seat = 0,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
    ) -> CatboxesState:
        """A position laid out by hand (tests, puzzles, teaching), in the play phase with
        ``current`` about to choose between drawing and a sleeping cat.

        ``cells`` are ``(x, y, card id[, rot])``, or ``(x, y, "sleeping")`` with the seat
        in ``sleepers``; ``overlays`` map a slot's west cell to ``("cat", seat)``,
        ``("princess", 0)`` or ``("toy", toy id)``; ``deck`` is top card first.

        >>> s = CatboxesState.setup(cells=[(5, 4, "B07"), (6, 4, "B01")])
        >>> sorted(s.card) == [table.cell(5, 4), table.cell(6, 4)]
        True
        """
        from stil.core.options import validate_options
        from stil.games.catboxes import rules
        from stil.games.catboxes.game import SPEC

        s = cls(players, validate_options(SPEC.options, options), Rng(seed))
        sleepers = dict(sleepers or {})
        for x, y, card_id, *rot in cells:
            c = table.cell(x, y)
            if card_id == "sleeping":
                rules.put(s, c, TYPE["sleeping"], 0, sleeper=sleepers[(x, y)])
            else:
                rules.put(s, c, TYPE[card_id], rot[0] if rot else 0)
        for (x, y), (kind, value) in (overlays or {}).items():
            v = TYPE[value] if isinstance(value, str) else value
            s.overlay[table.cell(x, y)] = (kind, v)
            if kind == CAT:
                s.supply[v] -= 1
                s.placed[v] += 1
        for seat in sleepers.values():
            s.supply[seat] -= 1
            s.placed[seat] += 1
        for seat, hand in enumerate(hands):
            s.hands[seat] = sorted(types(hand))
        s.deck = types(list(reversed(deck)))
        s.phase = "play"
        s.current = s.first = current
        rules.begin_turn(s)
        return s


def names(cards: Sequence[int]) -> list[str]:
    return [TYPES[c] for c in cards]


def types(ids: Sequence[str]) -> list[int]:
    return [TYPE[i] for i in ids]


def cells_out(s: CatboxesState) -> list[dict[str, Any]]:
    out = []
    for c in sorted(s.card):
        x, y = table.xy(c)
        entry: dict[str, Any] = {
            "x": x,
            "y": y,
            "card": TYPES[s.card[c]],
            "rot": s.rot[c],
            "sides": table.sides_text(s.open[c]),
        }
        if c in s.sleeper:
            entry["sleeper"] = s.sleeper[c]
        out.append(entry)
    return out


def cells_in(s: CatboxesState, cells: Sequence[Mapping[str, Any]]) -> None:
    from stil.games.catboxes import rules

    for e in cells:
        c = table.cell(int(e["x"]), int(e["y"]))
        rules.put(s, c, TYPE[e["card"]], int(e["rot"]), sleeper=e.get("sleeper"))
        s.open[c] = table.sides_mask(e["sides"])


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
