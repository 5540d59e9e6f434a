"""The plain data of one Князья position, and how to copy and serialise it.

Card types (indices into ``cards.TYPES``) stand for cards everywhere. The rules that change
a state are functions in ``rules.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Rng, Seat, State
from stil.core.game import Game
from stil.core.options import OptionValue
from stil.games.princes.cards import TYPE, TYPES

War = dict[str, Any]


class PrincesState(State):
    """Fields:

    - ``deck``: the draw pile, top card last; ``hands[s]``: sorted card types.
    - ``known[s]``: cards everybody knows are in seat ``s``'s hand (foreigners it lured).
    - ``discard``: the face-up discard pile, oldest first.
    - ``owner[c]``, ``attached[c]``: for each city ``c`` in play, its prince and the cards
      lying on it, in the order they were laid.
    - ``chronicles[s]``: chronicles in front of seat ``s``; ``table``: Батый and Тайное
      послание once played (they stay until the end).
    - ``turn``: index of the turn being played; ``last_turn``: the turn after which the game
      ends, once an end is pending.
    - ``war``: the war in progress (see ``rules.start_war``), or ``None``.
    - ``log``: events as ``(visible_to, event)``; ``visible_to`` ``None`` means everyone.
    """

    game: ClassVar[Game]
    __slots__ = (
        "attached",
        "chronicles",
        "current",
        "deck",
        "discard",
        "hands",
        "known",
        "last_turn",
        "options",
        "owner",
        "rng",
        "table",
        "turn",
        "war",
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        super().__init__(players)
        self.options = dict(options)
        self.rng = rng
        self.deck: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.known: list[list[int]] = [[] for _ in range(players)]
        self.discard: list[int] = []
        self.owner: dict[int, Seat] = {}
        self.attached: dict[int, list[int]] = {}
        self.chronicles: list[list[int]] = [[] for _ in range(players)]
        self.table: list[int] = []
        self.current: Seat = 0
        self.turn = 0
        self.last_turn: int | None = None
        self.war: War | None = None

    # -- engine contract: the rest is answered by the rules and observation modules ----
    def clone(self) -> PrincesState:
        c = PrincesState.__new__(PrincesState)
        self._copy_common(c)
        c.options = self.options  # never mutated after creation
        c.rng = self.rng.clone()
        c.deck = self.deck[:]
        c.hands = [h[:] for h in self.hands]
        c.known = [k[:] for k in self.known]
        c.discard = self.discard[:]
        c.owner = dict(self.owner)
        c.attached = {city: cards[:] for city, cards in self.attached.items()}
        c.chronicles = [ch[:] for ch in self.chronicles]
        c.table = self.table[:]
        c.current = self.current
        c.turn = self.turn
        c.last_turn = self.last_turn
        c.war = None if self.war is None else _copy_war(self.war)
        return c

    # -- serialisation -----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "over": self.is_over,
            "deck": names(self.deck),
            "hands": [names(h) for h in self.hands],
            "known": [names(k) for k in self.known],
            "discard": names(self.discard),
            "cities": [
                {"city": TYPES[c], "owner": self.owner[c], "attached": names(self.attached[c])}
                for c in sorted(self.owner)
            ],
            "chronicles": [names(ch) for ch in self.chronicles],
            "table": names(self.table),
            "current": self.current,
            "turn": self.turn,
            "last_turn": self.last_turn,
            "war": None if self.war is None else war_out(self.war),
            "log": self.log_to_json(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> PrincesState:
        s = cls(int(d["players"]), d["options"], Rng(state=int(d["rng"])))
        n = s._players
        s.is_over = bool(d["over"])
        s.deck = types(d["deck"])
        s.hands = [types(h) for h in d["hands"]]
        s.known = [types(k) for k in d["known"]]
        s.chronicles = [types(ch) for ch in d["chronicles"]]
        if not len(s.hands) == len(s.known) == len(s.chronicles) == n:
            raise ValueError("per-seat lists do not match the player count")
        s.discard = types(d["discard"])
        for city in d["cities"]:
            c = TYPE[city["city"]]
            s.owner[c] = int(city["owner"])
            s.attached[c] = types(city["attached"])
        s.table = types(d["table"])
        s.current, s.turn = int(d["current"]), int(d["turn"])
        s.last_turn = None if d["last_turn"] is None else int(d["last_turn"])
        s.war = None if d["war"] is None else war_in(d["war"])
        s.log_from_json(d["log"])
        return s

    @classmethod
    def setup(
        cls,
        players: int,
        *,
        hands: Sequence[Sequence[str]] = (),
        deck: Sequence[str] = (),
        cities: Mapping[str, tuple[Seat, Sequence[str]]] | None = None,
        chronicles: Sequence[Sequence[str]] = (),
        discard: Sequence[str] = (),
        current: Seat = 0,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
    ) -> PrincesState:
        """A position laid out by hand (tests, puzzles, teaching); ``deck`` top card first.
        ``cities`` maps a city id to ``(owner, attachments)``."""
        from stil.core.options import validate_options
        from stil.games.princes.game import SPEC

        s = cls(players, validate_options(SPEC.options, options), Rng(seed))
        s.deck = types(list(reversed(deck)))
        for seat, hand in enumerate(hands):
            s.hands[seat] = sorted(types(hand))
        for seat, chs in enumerate(chronicles):
            s.chronicles[seat] = types(chs)
        for city, (seat, attached) in (cities or {}).items():
            s.owner[TYPE[city]] = seat
            s.attached[TYPE[city]] = types(attached)
        s.discard = types(discard)
        s.current = current
        return s


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


def _copy_war(war: War) -> War:
    c = dict(war)
    for k in _WAR_LISTS:
        c[k] = war[k][:]
    return c
