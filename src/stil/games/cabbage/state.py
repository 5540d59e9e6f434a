"""The plain data of one Інтриги та Капуста position, and how to copy and serialise it.

The rules that change it are functions in ``rules.py``; this class only holds fields and
answers the engine contract by calling them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from stil.core import Seat, State
from stil.core.fields import (
    INT,
    INTS,
    RECORDS,
    Codec,
    card,
    cards,
    field,
    one_of,
    optional,
    per_seat,
    rows,
)
from stil.core.game import Game
from stil.games.cabbage.cards import KIND, KINDS, N_KINDS

Phase = str  # "turn" | "intrigue" | "over"


def no_counts() -> list[int]:
    return [0] * N_KINDS


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


#: counts per kind, written ``{"fox": 2}`` (kinds with none left out)
COUNTS = Codec("{}[:]", counts_out, counts_in, no_counts)
KIND_LIST = cards(KINDS, KIND)


class CabbageState(State):
    """Fields, in the order a player would describe the table (``public``: a view shows it
    as saved). ``log``: events as ``(visible_to, event)``, ``None`` meaning everyone."""

    game: ClassVar[Game]
    #: kinds, the top card last
    deck: list[int] = field(KIND_LIST)
    #: (not public: a view counts in it the cards a Chicken looks at in secret)
    discard: list[int] = field(COUNTS)
    castles: list[list[int]] = field(rows(COUNTS), per_seat(no_counts), public=True)
    #: cards laid out this turn in order (Wheat repeats stay in it, one stack)
    row: list[int] = field(KIND_LIST, public=True)
    #: the card that busted this turn, last in ``row``, or ``None``
    bust: int | None = field(optional(card(KINDS, KIND)), None, public=True)
    current: Seat = field(INT, 0, public=True)
    last: Seat = field(INT, 0, public=True)
    phase: Phase = field(one_of("turn", "intrigue", "over"), "turn", public=True)
    #: the effect stack, records such as ``{"k": "fox"}`` (top is last)
    pending: list[dict[str, int | str]] = field(RECORDS, public=True)
    #: cards a Chicken is choosing from (out of the discard meanwhile)
    looked: list[int] = field(KIND_LIST)
    #: seats that peeked at the top card with a Cow (until it is drawn)
    knows_top: list[Seat] = field(INTS, public=True)
    #: per seat, Dogs used to block in the intrigue phase
    blocking: list[int] = field(INTS, per_seat(0), public=True)
    intrigue_queue: list[Seat] = field(INTS, public=True)

    def _loaded(self) -> None:
        self.is_over = self.phase == "over"
