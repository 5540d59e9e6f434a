"""The plain data of one Царства зверей position, and how to copy and serialise it.

Cards are ints (``cards.CARDS``), kingdoms are indices into ``cards.SIZES`` (0 is the
kingdom of 4 territories), edicts are indices into ``cards.EDICTS``. A *side* is a seat,
or in the solo game also the upstart, which plays as side 1 (``UPSTART``) without being a
seat. The rules that change a state are functions in ``rules.py``, ``scoring.py`` and
``upstart.py``.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Rng, Seat, State
from stil.core.game import Game
from stil.core.options import OptionValue
from stil.games.kingdoms.cards import from_ids, ids
from stil.games.kingdoms.edicts import flags

#: the solo game's automated opponent, as a side
UPSTART = 1
Pending = dict[str, Any]


class KingdomsState(State):
    """Fields (lists per side have one entry per seat, plus the upstart in solo):

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
    __slots__ = (
        "age",
        "bonus",
        "capital",
        "captures",
        "cards",
        "council",
        "current",
        "deck",
        "discard",
        "edict_deck",
        "edicts",
        "edicts_past",
        "first",
        "flags",
        "hands",
        "last_played",
        "mod_supply",
        "mods",
        "options",
        "ordinary",
        "pending",
        "phase2",
        "rallies",
        "retreat",
        "retreat_pool",
        "retreated",
        "rng",
        "score",
        "scoring_pos",
        "solo_battles",
        "solo_wins",
        "step",
        "supply",
        "tokens",
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        super().__init__(players)
        self.options = dict(options)
        #: the options the edicts read, as the key of their tables (options never change)
        self.flags = flags(self.options)
        self.rng = rng
        sides = self.sides
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(sides)]
        self.edict_deck: list[int] = []
        self.edicts: list[int] = []
        self.edicts_past: list[int] = []
        self.tokens: list[list[int]] = []
        self.retreat_pool: list[int] = []
        self.retreat: list[list[int]] = [[] for _ in range(sides)]
        self.mods = [0] * sides
        self.mod_supply = 0
        self.ordinary: list[list[int]] = []
        self.capital: list[int] = []
        self.council: list[list[int]] = []
        self.cards: list[list[int]] = []
        self.supply = [0] * sides
        self.score = [0] * sides
        self.retreated = [False] * sides
        self.rallies = [0] * sides
        self.last_played = [-1] * sides
        self.captures: list[list[int]] = []
        self.age = 1
        self.first: Seat = 0
        self.current = 0
        self.step = "turn"
        self.pending: Pending = {}
        self.scoring_pos = -1
        self.bonus: list[int] = []
        self.phase2 = False
        self.solo_battles = 0
        self.solo_wins = 0

    @property
    def solo(self) -> bool:
        return self._players == 1

    @property
    def sides(self) -> int:
        """Seats, plus the upstart in the solo game."""
        return 2 if self._players == 1 else self._players

    def pieces(self, k: int, side: int) -> int:
        """Side's pieces that count in kingdom ``k``: territories, capital and council."""
        return self.ordinary[k][side] + (self.capital[k] == side) + self.council[k].count(side)

    # -- engine contract ----------------------------------------------------------------
    def clone(self) -> KingdomsState:
        c = KingdomsState.__new__(KingdomsState)
        self._copy_common(c)
        c.options = self.options  # never mutated after creation
        c.flags = self.flags
        c.rng = self.rng.clone()
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.hands = [h[:] for h in self.hands]
        c.edict_deck = self.edict_deck[:]
        c.edicts = self.edicts[:]
        c.edicts_past = self.edicts_past[:]
        c.tokens = [t[:] for t in self.tokens]
        c.retreat_pool = self.retreat_pool[:]
        c.retreat = [r[:] for r in self.retreat]
        c.mods = self.mods[:]
        c.mod_supply = self.mod_supply
        c.ordinary = [o[:] for o in self.ordinary]
        c.capital = self.capital[:]
        c.council = [x[:] for x in self.council]
        c.cards = [x[:] for x in self.cards]
        c.supply = self.supply[:]
        c.score = self.score[:]
        c.retreated = self.retreated[:]
        c.rallies = self.rallies[:]
        c.last_played = self.last_played[:]
        c.captures = [x[:] for x in self.captures]
        c.age, c.first, c.current, c.step = self.age, self.first, self.current, self.step
        c.pending = copy.deepcopy(self.pending) if self.pending else {}
        c.scoring_pos = self.scoring_pos
        c.bonus = self.bonus[:]
        c.phase2, c.solo_battles, c.solo_wins = self.phase2, self.solo_battles, self.solo_wins
        return c

    # -- serialisation ----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "over": self.is_over,
            "deck": ids(self.deck),
            "discard": ids(self.discard),
            "hands": [ids(h) for h in self.hands],
            "edict_deck": self.edict_deck,
            "edicts": self.edicts,
            "edicts_past": self.edicts_past,
            "tokens": self.tokens,
            "retreat_pool": self.retreat_pool,
            "retreat": self.retreat,
            "mods": self.mods,
            "mod_supply": self.mod_supply,
            "ordinary": self.ordinary,
            "capital": self.capital,
            "council": self.council,
            "cards": [ids(x) for x in self.cards],
            "supply": self.supply,
            "score": self.score,
            "retreated": self.retreated,
            "rallies": self.rallies,
            "last_played": self.last_played,
            "captures": self.captures,
            "age": self.age,
            "first": self.first,
            "current": self.current,
            "step": self.step,
            "pending": self.pending,
            "scoring_pos": self.scoring_pos,
            "bonus": ids(self.bonus),
            "phase2": self.phase2,
            "solo_battles": self.solo_battles,
            "solo_wins": self.solo_wins,
            "log": self.log_to_json(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> KingdomsState:
        s = cls(int(d["players"]), d["options"], Rng(state=int(d["rng"])))
        s.is_over = bool(d["over"])
        s.deck, s.discard = from_ids(d["deck"]), from_ids(d["discard"])
        s.hands = [from_ids(h) for h in d["hands"]]
        if len(s.hands) != s.sides:
            raise ValueError("per-side lists do not match the player count")
        s.edict_deck = [int(e) for e in d["edict_deck"]]
        s.edicts = [int(e) for e in d["edicts"]]
        s.edicts_past = [int(e) for e in d["edicts_past"]]
        s.tokens = [[int(v) for v in t] for t in d["tokens"]]
        s.retreat_pool = [int(v) for v in d["retreat_pool"]]
        s.retreat = [[int(v) for v in r] for r in d["retreat"]]
        s.mods = [int(v) for v in d["mods"]]
        s.mod_supply = int(d["mod_supply"])
        s.ordinary = [[int(v) for v in o] for o in d["ordinary"]]
        s.capital = [int(v) for v in d["capital"]]
        s.council = [[int(v) for v in x] for x in d["council"]]
        s.cards = [from_ids(x) for x in d["cards"]]
        s.supply = [int(v) for v in d["supply"]]
        s.score = [int(v) for v in d["score"]]
        s.retreated = [bool(v) for v in d["retreated"]]
        s.rallies = [int(v) for v in d["rallies"]]
        s.last_played = [int(v) for v in d["last_played"]]
        s.captures = [[int(a), int(b)] for a, b in d["captures"]]
        s.age, s.first, s.current = int(d["age"]), int(d["first"]), int(d["current"])
        s.step = str(d["step"])
        s.pending = copy.deepcopy(dict(d["pending"]))
        s.scoring_pos = int(d["scoring_pos"])
        s.bonus = from_ids(d["bonus"])
        s.phase2 = bool(d["phase2"])
        s.solo_battles, s.solo_wins = int(d["solo_battles"]), int(d["solo_wins"])
        s.log_from_json(d["log"])
        return s

    @classmethod
    def setup(
        cls,
        players: int,
        *,
        hands: Sequence[Sequence[str]] = (),
        deck: Sequence[str] = (),
        edicts: Sequence[str] = (),
        tokens: Sequence[Sequence[int]] = (),
        current: Seat = 0,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
    ) -> KingdomsState:
        """A position laid out by hand (tests, puzzles, teaching): the start of age 1 with
        the given hands, draw pile (top card first), edicts by id (``"E12"``, under the
        kingdoms of 4, 5, 6, 7 and 8 in that order) and kingdom tokens, ``current`` to act.
        Whatever is not given is dealt from the seed as in a real game, less the cards
        named; the upstart (solo) has not moved yet."""
        from stil.core.options import validate_options
        from stil.games.kingdoms import rules
        from stil.games.kingdoms.cards import EDICT, EDICTS
        from stil.games.kingdoms.game import SPEC

        s = cls(players, validate_options(SPEC.options, options), Rng(seed))
        rules.deal(s)
        named = [c for h in hands for c in from_ids(h)] + from_ids(deck)
        pool = [c for c in s.deck + [c for h in s.hands for c in h] if c not in named]
        pool = [c for c in pool if c not in s.bonus]
        s.bonus = [pool.pop() if c in named else c for c in s.bonus]
        for seat, hand in enumerate(hands):
            s.hands[seat] = sorted(from_ids(hand))
        for seat in range(len(hands), players):
            s.hands[seat] = sorted(pool.pop() for _ in range(len(s.hands[seat])))
        s.deck = pool + from_ids(list(reversed(deck)))
        if edicts:
            order = [e.id for e in EDICTS]
            chosen = [order.index(EDICT[e].id) for e in edicts]
            rest = [e for e in s.edicts + s.edict_deck if e not in chosen]
            s.edicts = chosen
            s.edict_deck = rest[: len(s.edict_deck)]
        if tokens:
            s.tokens = [sorted(t) for t in tokens]
        s.first = s.current = current
        s.step = "turn"
        s.log = []
        return s
