"""The plain data of one Царства зверей position, and how to copy and serialise it.

Cards are ints (``cards.CARDS``), kingdoms are indices into ``cards.SIZES`` (0 is the
kingdom of 4 territories), edicts are indices into ``cards.EDICTS``. A *side* is a seat,
or in the solo game also the upstart, which plays as side 1 (``UPSTART``) without being a
seat. The rules that change a state are functions in ``rules.py``, ``scoring.py`` and
``upstart.py``.
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar

from stil.core import Seat, State
from stil.core.fields import BOOL, BOOLS, INT, INTS, STR, Codec, field, per_seat, rows, shared
from stil.core.game import Game
from stil.games.kingdoms.cards import from_ids, ids, ring_indices
from stil.games.kingdoms.edicts import Around, neighbourhood
from stil.games.kingdoms.edicts import flags as option_flags

#: the solo game's automated opponent, as a side
UPSTART = 1
Pending = dict[str, Any]

CARDS = Codec("{}[:]", ids, from_ids, list)
#: the step's data, plain JSON, copied whole (most steps have none)
PENDING = Codec(
    lambda p: copy.deepcopy(p) if p else {}, copy.deepcopy, lambda j: copy.deepcopy(dict(j)), dict
)


def around_of(options: dict[str, Any]) -> Around:
    """The ring's :func:`~stil.games.kingdoms.edicts.neighbourhood` (option ``ring_order``)."""
    return neighbourhood(ring_indices(str(options["ring_order"])))


class KingdomsState(State):
    """Fields (lists per side have one entry per seat, plus the upstart in solo; ``public``:
    a view shows the field as saved):

    - ``deck`` (top card last), ``discard``, ``hands[s]`` (sorted).
    - ``edict_deck`` (top last), ``edicts[k]`` (in force under kingdom ``k``),
      ``edicts_past`` (those of earlier ages, public).
    - ``tokens[k]``: kingdom ``k``'s kingdom tokens still in play, ascending (leftmost
      first). ``retreat_pool``: the face-down retreat tokens set aside; ``retreat[s]``:
      the values side ``s`` took (secret to others). ``mods[s]``: "+2" tokens held;
      ``mod_supply``: the common supply.
    - The board: ``ordinary[k][s]`` pieces of side ``s`` on ordinary territories,
      ``capital[k]`` (a side or -1), ``council[k]`` (sides, kept between ages),
      ``cards[k]`` played under ``k`` this age, in order. ``supply[s]``: pieces in hand.
    - ``score[s]``; ``retreated[s]``; ``rallies[s]`` this age; ``last_played[s]``: the
      kingdom side ``s`` last played under this age, or -1; ``captures``: ``[side, k]``
      capital captures of this age in order.
    - Flow: ``age`` (1–3), ``first`` (the age's first player), ``current``, ``step`` (the
      decision asked: ``first``, ``turn``, ``rally``, ``pair``, ``battle``, ``boost``,
      ``council``, ``bonus``, or ``over``), ``pending`` (the step's data: discards of a
      rally, the pair edict's placed card, the battle, the council queue),
      ``scoring_pos`` (the position in scoring order being scored, -1 outside scoring).
    - Solo: ``bonus`` (the upstart's face-up bonus cards), ``phase2`` (you took a
      capital this age), ``solo_battles`` and ``solo_wins`` in this age's scoring.
    """

    game: ClassVar[Game]
    is_over: bool = field(BOOL, False, key="over", public=True)
    deck: list[int] = field(CARDS)
    discard: list[int] = field(CARDS, public=True)
    hands: list[list[int]] = field(rows(CARDS), per_seat(list))
    edict_deck: list[int] = field(INTS)
    edicts: list[int] = field(INTS)
    edicts_past: list[int] = field(INTS)
    tokens: list[list[int]] = field(rows(INTS), public=True)
    retreat_pool: list[int] = field(INTS)
    retreat: list[list[int]] = field(rows(INTS), per_seat(list))
    mods: list[int] = field(INTS, per_seat(0), public=True)
    mod_supply: int = field(INT, 0, public=True)
    ordinary: list[list[int]] = field(rows(INTS), public=True)
    capital: list[int] = field(INTS, public=True)
    council: list[list[int]] = field(rows(INTS), public=True)
    cards: list[list[int]] = field(rows(CARDS), public=True)
    supply: list[int] = field(INTS, per_seat(0), public=True)
    score: list[int] = field(INTS, per_seat(0), public=True)
    retreated: list[bool] = field(BOOLS, per_seat(False), public=True)
    rallies: list[int] = field(INTS, per_seat(0), public=True)
    last_played: list[int] = field(INTS, per_seat(-1), public=True)
    captures: list[list[int]] = field(rows(INTS), public=True)
    age: int = field(INT, 1, public=True)
    first: Seat = field(INT, 0, public=True)
    current: Seat = field(INT, 0, public=True)
    step: str = field(STR, "turn", public=True)
    pending: Pending = field(PENDING)
    scoring_pos: int = field(INT, -1, public=True)
    bonus: list[int] = field(CARDS, public=True)
    phase2: bool = field(BOOL, False, public=True)
    solo_battles: int = field(INT, 0, public=True)
    solo_wins: int = field(INT, 0, public=True)
    #: the options the edicts read, as the key of their tables (options never change)
    flags: int = field(shared(INT), lambda s: option_flags(s.options), key=None)
    #: one player against the upstart (a field, not a property: every log entry reads it)
    solo: bool = field(shared(BOOL), lambda s: s.players == 1, key=None)
    #: the kingdoms each kingdom's V and G edicts read, from option ``ring_order``
    around: Around = field(shared(INTS), lambda s: around_of(s.options), key=None)

    @property
    def sides(self) -> int:
        """Seats, plus the upstart in the solo game."""
        return 2 if self._players == 1 else self._players

    def pieces(self, k: int, side: int) -> int:
        """Side's pieces that count in kingdom ``k``: territories, capital and council."""
        return self.ordinary[k][side] + (self.capital[k] == side) + self.council[k].count(side)
