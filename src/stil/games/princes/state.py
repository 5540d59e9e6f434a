"""The plain data of one Князья position, and how to copy and serialise it.

Card types (indices into ``cards.TYPES``) stand for cards everywhere. The rules that change
a state are functions in ``rules.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Seat, State
from stil.core.fields import BOOL, INT, OPT_INT, Codec, cards, field, per_seat, rows, saved
from stil.core.game import Game
from stil.games.princes.cards import TYPE, TYPES

War = dict[str, Any]
CARDS = cards(TYPES, TYPE)


def names(cards: Sequence[int]) -> list[str]:
    return [TYPES[c] for c in cards]


def types(ids: Sequence[str]) -> list[int]:
    return [TYPE[i] for i in ids]


_WAR_CARDS = ("city", "x")
_WAR_LISTS = ("against", "events")


def war_out(war: War) -> dict[str, Any]:
    out = dict(war)
    for k in _WAR_CARDS:
        out[k] = None if war[k] < 0 else TYPES[war[k]]
    for k in _WAR_LISTS:
        out[k] = names(war[k])
    return out


def war_in(d: Mapping[str, Any]) -> War:
    war = dict(d)
    for k in _WAR_CARDS:
        war[k] = -1 if d[k] is None else TYPE[d[k]]
    for k in _WAR_LISTS:
        war[k] = types(d[k])
    return war


def copy_war(war: War | None) -> War | None:
    if war is None:
        return None
    c = dict(war)
    for k in _WAR_LISTS:
        c[k] = war[k][:]
    return c


#: the war in progress, or ``None``
WAR = Codec(
    copy_war,
    lambda w: None if w is None else war_out(w),
    lambda j: None if j is None else war_in(j),
)


def cities_out(s: PrincesState) -> list[dict[str, Any]]:
    return [
        {"city": TYPES[c], "owner": s.owner[c], "attached": names(s.attached[c])}
        for c in sorted(s.owner)
    ]


def cities_in(s: PrincesState, cities: Sequence[Mapping[str, Any]]) -> None:
    for city in cities:
        c = TYPE[city["city"]]
        s.owner[c] = int(city["owner"])
        s.attached[c] = types(city["attached"])


class PrincesState(State):
    """Card types (indices into ``cards.TYPES``) stand for cards everywhere. ``public``: a
    view shows the field as saved. ``log``: events as ``(visible_to, event)``, ``None``
    meaning everyone."""

    game: ClassVar[Game]
    is_over: bool = field(BOOL, False, key="over", public=True)
    #: the draw pile, top card last
    deck: list[int] = field(CARDS)
    #: sorted card types
    hands: list[list[int]] = field(rows(CARDS), per_seat(list))
    #: cards everybody knows are in a seat's hand (foreigners it lured)
    known: list[list[int]] = field(rows(CARDS), per_seat(list), public=True)
    #: the face-up discard pile, oldest first
    discard: list[int] = field(CARDS, public=True)
    #: for each city in play, its prince and the cards lying on it in the order laid
    owner: dict[int, Seat] = field(Codec("{}.copy()", dict, dict), dict, key=None)
    attached: dict[int, list[int]] = field(
        Codec("{{c: x[:] for c, x in {}.items()}}", dict, dict), dict, key=None
    )
    cities = saved(cities_out, cities_in, public=True)
    #: chronicles in front of each seat
    chronicles: list[list[int]] = field(rows(CARDS), per_seat(list), public=True)
    #: Батый and Тайное послание once played (they stay until the end)
    table: list[int] = field(CARDS, public=True)
    current: Seat = field(INT, 0, public=True)
    #: the turn being played; the turn after which the game ends, once an end is pending
    turn: int = field(INT, 0, public=True)
    last_turn: int | None = field(OPT_INT, None, public=True)
    #: the war in progress (see ``rules.start_war``), or ``None``
    war: War | None = field(WAR, None, public=True)
