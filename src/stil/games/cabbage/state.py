"""The plain data of one Інтриги та Капуста position, and how to copy and serialise it.

The rules that change it are functions in ``rules.py``; this class only holds fields and
answers the engine contract by calling them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Rng, Seat, State
from stil.core.game import Game
from stil.core.options import OptionValue
from stil.games.cabbage import rules
from stil.games.cabbage.cards import KIND, KINDS, N_KINDS

Phase = str  # "turn" | "intrigue" | "over"


class CabbageState(State):
    """Fields, in the order a player would describe the table.

    - ``deck``: kinds, the top card last; ``discard``, ``castles[s]``: counts per kind.
    - ``row``: cards laid out this turn in order (Wheat repeats stay in it, one stack).
    - ``bust``: the card that busted this turn, last in ``row``, or ``None``.
    - ``pending``: the effect stack, records such as ``{"k": "fox"}`` (top is last).
    - ``looked``: cards a Chicken is choosing from (out of the discard meanwhile).
    - ``knows_top``: seats that peeked at the top card with a Cow (until it is drawn).
    - ``blocking``: per seat, Dogs used to block in the intrigue phase.
    - ``log``: events as ``(visible_to, event)``; ``visible_to`` ``None`` means everyone.
    """

    game: ClassVar[Game]
    __slots__ = (
        "blocking",
        "bust",
        "castles",
        "current",
        "deck",
        "discard",
        "intrigue_queue",
        "knows_top",
        "last",
        "looked",
        "options",
        "pending",
        "phase",
        "rng",
        "row",
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        super().__init__(players)
        self.options = dict(options)
        self.rng = rng
        self.deck: list[int] = []
        self.discard = [0] * N_KINDS
        self.castles = [[0] * N_KINDS for _ in range(players)]
        self.row: list[int] = []
        self.bust: int | None = None
        self.current: Seat = 0
        self.last: Seat = 0
        self.phase: Phase = "turn"
        self.pending: list[dict[str, int | str]] = []
        self.looked: list[int] = []
        self.knows_top: list[Seat] = []
        self.blocking = [0] * players
        self.intrigue_queue: list[Seat] = []

    # -- engine contract: the rest is answered by the rules and observation modules ----
    def clone(self) -> CabbageState:
        c = CabbageState.__new__(CabbageState)
        self._copy_common(c)
        c.options = self.options  # never mutated after creation
        c.rng = self.rng.clone()
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.castles = [castle[:] for castle in self.castles]
        c.row = self.row[:]
        c.bust = self.bust
        c.current = self.current
        c.last = self.last
        c.phase = self.phase
        c.pending = [dict(p) for p in self.pending]
        c.looked = self.looked[:]
        c.knows_top = self.knows_top[:]
        c.blocking = self.blocking[:]
        c.intrigue_queue = self.intrigue_queue[:]
        return c

    # -- serialisation -----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "deck": [KINDS[k] for k in self.deck],
            "discard": counts_out(self.discard),
            "castles": [counts_out(c) for c in self.castles],
            "row": [KINDS[k] for k in self.row],
            "bust": None if self.bust is None else KINDS[self.bust],
            "current": self.current,
            "last": self.last,
            "phase": self.phase,
            "pending": [dict(p) for p in self.pending],
            "looked": [KINDS[k] for k in self.looked],
            "knows_top": list(self.knows_top),
            "blocking": list(self.blocking),
            "intrigue_queue": list(self.intrigue_queue),
            "log": self.log_to_json(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> CabbageState:
        s = cls(int(d["players"]), d["options"], Rng(state=int(d["rng"])))
        s.deck = [KIND[k] for k in d["deck"]]
        s.discard = counts_in(d["discard"])
        s.castles = [counts_in(c) for c in d["castles"]]
        if len(s.castles) != s._players:
            raise ValueError("castle count does not match players")
        s.row = [KIND[k] for k in d["row"]]
        s.bust = None if d["bust"] is None else KIND[d["bust"]]
        s.current, s.last, s.phase = int(d["current"]), int(d["last"]), str(d["phase"])
        if s.phase not in ("turn", "intrigue", "over"):
            raise ValueError(f"unknown phase {s.phase}")
        s.is_over = s.phase == "over"
        s.pending = [dict(p) for p in d["pending"]]
        s.looked = [KIND[k] for k in d["looked"]]
        s.knows_top = [int(x) for x in d["knows_top"]]
        s.blocking = [int(x) for x in d["blocking"]]
        s.intrigue_queue = [int(x) for x in d["intrigue_queue"]]
        s.log_from_json(d["log"])
        return s

    @classmethod
    def setup(
        cls,
        players: int,
        *,
        deck: Sequence[str] = (),
        castles: Sequence[Mapping[str, int]] = (),
        discard: Mapping[str, int] | None = None,
        current: Seat = 0,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
        start: bool = True,
    ) -> CabbageState:
        """A position laid out by hand (tests, puzzles, teaching); ``deck`` top card first.

        With ``start`` the current player's turn begins (the first card is revealed).
        """
        from stil.core.options import validate_options
        from stil.games.cabbage.game import SPEC

        s = cls(players, validate_options(SPEC.options, options), Rng(seed))
        s.deck = [KIND[k] for k in reversed(deck)]
        for seat, castle in enumerate(castles):
            s.castles[seat] = counts_in(castle)
        s.discard = counts_in(discard or {})
        s.current = s.last = current
        if start:
            rules.start_turn(s)
        return s


def counts_out(counts: Sequence[int]) -> dict[str, int]:
    """Counts per kind as JSON: ``{"fox": 2}``, kinds with none left out."""
    return {KINDS[k]: n for k, n in enumerate(counts) if n}


def counts_in(d: Mapping[str, int]) -> list[int]:
    """The inverse of :func:`counts_out` (unknown kinds and negative counts raise)."""
    counts = [0] * N_KINDS
    for k, n in d.items():
        if int(n) < 0:
            raise ValueError(f"negative count for {k}")
        counts[KIND[k]] = int(n)
    return counts
