"""The plain data of one Відчайдушні однороги position, and how to copy and serialise it.

State shape (every zone holds card ids from ``cards.toml``; copies are interchangeable):

- ``hands[s]`` (sorted), ``stables[s]`` (order of entry), ``deck`` (top card last),
  ``discard`` (top last), ``nursery`` (sorted Baby Unicorns), ``limbo`` (a Magic card
  while its effect resolves).
- ``current``: whose turn; ``phase``: ``"baby"`` (setup: ``baby_queue`` seats still
  choose a Baby) → ``"bot"`` (``bot_queue``: beginning-of-turn effects triggered at the
  start of the turn, the owner orders them) → ``"draw"`` → ``"action"`` (``plays_left``,
  ``played``) → ``"end"`` (discard to the hand limit) → next turn; ``"over"`` at the end.
  ``turn_cut``: a Rhinocorn ended the turn (draw and action are skipped);
  ``extra_turns``: Change of Luck turns still owed to ``current``.
- ``chain``: the card being played and the Neighs on it, records
  ``{"card", "seat", "target"}``, bottom first; ``asking``: seats still to answer the
  top of the chain, in table order (every seat but the one that played the top card is
  asked, whether or not it holds a Neigh).
- ``stack``: pending effects, plain dict records, top last:
  ``{"op", "seat", "src", "g", "then", "may", ...op parameters}``. ``g`` groups the
  steps of one effect; a step with ``then`` is dropped when the step before it in its
  group failed or was declined. Records never hold hidden cards, so views show them.
- ``winners``: set when the game ends; ``turn``: turns begun so far.

Action vocabulary (text form; the integer index is ``GAME.actions.index``):

- ``baby <card>``: setup, choose a Baby from the nursery.
- ``trigger <card>``: which beginning-of-turn effect resolves next.
- ``draw``: the action phase's draw; ``end``: stop after one play of Double Dutch's two.
- ``play <card> <seat>``: play a Unicorn, Upgrade or Downgrade into that seat's stable, or
  a Magic card whose target player is announced (option ``targeting = "announce"``);
  ``play <card>``: a Magic card with no announced target.
- ``pass`` / ``neigh`` / ``super_neigh``: the answer of an asked seat to the chain's top.
- Inside effects: ``hand <card>`` (a card of one's own hand: discard, bring),
  ``pick <seat> <card>`` (a card in that seat's stable: sacrifice, destroy, steal, return,
  move), ``take <card>`` (from a shown list: deck search, discard pile, nursery, a hand
  being looked at, the Oracle's three), ``seat <seat>`` (a player), ``skip`` (decline a
  "may" or a replacement).

``decision.kind`` is ``baby``, ``trigger``, ``action``, ``respond`` (params: the chain's
top ``card`` and who played it, ``by``), ``hand_limit`` (``over``: cards too many), or,
inside an effect, the op of the step on top (``discard``, ``sacrifice``, ``destroy``,
``steal``, ``return``, ``return_each``, ``pull_random``, ``other_discards``,
``swap_hands``, ``look``, ``give``, ``retarget``, ``choose_one``, ``from_discard``,
``search``, ``oracle``, ``bring_baby``, ``bring_from_hand``, ``tiny``, ``replace``) with
``src``: the card whose effect asks. A step with one possible answer is carried out
unasked unless its answers come from a hand or the deck (those are always asked).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from stil.core import Rng, Seat, State
from stil.core.game import Game
from stil.core.options import OptionValue, validate_options

PHASES = ("baby", "bot", "draw", "action", "end", "over")
Rec = dict[str, Any]


class UnicornsState(State):
    game: ClassVar[Game]
    __slots__ = (
        "asking",
        "baby_queue",
        "bot_queue",
        "chain",
        "current",
        "deck",
        "discard",
        "extra_turns",
        "hands",
        "limbo",
        "next_g",
        "nursery",
        "options",
        "phase",
        "played",
        "plays_left",
        "rng",
        "stables",
        "stack",
        "turn",
        "turn_cut",
        "winners_",
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        super().__init__(players)
        self.options = dict(options)
        self.rng = rng
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.stables: list[list[str]] = [[] for _ in range(players)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.nursery: list[str] = []
        self.limbo: list[str] = []
        self.current: Seat = 0
        self.phase = "baby"
        self.baby_queue: list[Seat] = []
        self.bot_queue: list[str] = []
        self.plays_left = 0
        self.played = 0
        self.turn_cut = False
        self.extra_turns = 0
        self.chain: list[Rec] = []
        self.asking: list[Seat] = []
        self.stack: list[Rec] = []
        self.next_g = 0
        self.winners_: list[Seat] = []
        self.turn = 0

    def clone(self) -> UnicornsState:
        c = UnicornsState.__new__(UnicornsState)
        self._copy_common(c)
        c.options = self.options  # never mutated after creation
        c.rng = self.rng.clone()
        c.hands = [h[:] for h in self.hands]
        c.stables = [s[:] for s in self.stables]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.nursery = self.nursery[:]
        c.limbo = self.limbo[:]
        c.current = self.current
        c.phase = self.phase
        c.baby_queue = self.baby_queue[:]
        c.bot_queue = self.bot_queue[:]
        c.plays_left = self.plays_left
        c.played = self.played
        c.turn_cut = self.turn_cut
        c.extra_turns = self.extra_turns
        c.chain = [dict(r) for r in self.chain]
        c.asking = self.asking[:]
        c.stack = [_copy_rec(r) for r in self.stack]
        c.next_g = self.next_g
        c.winners_ = self.winners_[:]
        c.turn = self.turn
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
            "hands": [h[:] for h in self.hands],
            "stables": [s[:] for s in self.stables],
            "deck": self.deck[:],
            "discard": self.discard[:],
            "nursery": self.nursery[:],
            "limbo": self.limbo[:],
            "current": self.current,
            "phase": self.phase,
            "baby_queue": self.baby_queue[:],
            "bot_queue": self.bot_queue[:],
            "plays_left": self.plays_left,
            "played": self.played,
            "turn_cut": self.turn_cut,
            "extra_turns": self.extra_turns,
            "chain": [dict(r) for r in self.chain],
            "asking": self.asking[:],
            "stack": [_copy_rec(r) for r in self.stack],
            "next_g": self.next_g,
            "winners": self.winners_[:],
            "turn": self.turn,
            "log": self.log_to_json(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> UnicornsState:
        from stil.games.unicorns.cards import CARD
        from stil.games.unicorns.game import SPEC

        players = int(d["players"])
        # options added since the state was saved take their defaults
        s = cls(players, validate_options(SPEC.options, d["options"]), Rng(state=int(d["rng"])))
        s.hands = [[str(c) for c in h] for h in d["hands"]]
        s.stables = [[str(c) for c in st] for st in d["stables"]]
        if len(s.hands) != players or len(s.stables) != players:
            raise ValueError("hands or stables do not match the player count")
        s.deck = [str(c) for c in d["deck"]]
        s.discard = [str(c) for c in d["discard"]]
        s.nursery = [str(c) for c in d["nursery"]]
        s.limbo = [str(c) for c in d["limbo"]]
        for zone in [*s.hands, *s.stables, s.deck, s.discard, s.nursery, s.limbo]:
            for c in zone:
                if c not in CARD:
                    raise ValueError(f"unknown card {c!r}")
        s.current = int(d["current"])
        s.phase = str(d["phase"])
        if s.phase not in PHASES:
            raise ValueError(f"unknown phase {s.phase!r}")
        s.baby_queue = [int(x) for x in d["baby_queue"]]
        s.bot_queue = [str(x) for x in d["bot_queue"]]
        s.plays_left = int(d["plays_left"])
        s.played = int(d["played"])
        s.turn_cut = bool(d["turn_cut"])
        s.extra_turns = int(d["extra_turns"])
        s.chain = [dict(r) for r in d["chain"]]
        s.asking = [int(x) for x in d["asking"]]
        s.stack = [_copy_rec(r) for r in d["stack"]]
        s.next_g = int(d["next_g"])
        s.winners_ = [int(x) for x in d["winners"]]
        s.turn = int(d["turn"])
        s.is_over = s.phase == "over"
        s.log_from_json(d["log"])
        return s

    @classmethod
    def setup(
        cls,
        players: int,
        *,
        hands: Sequence[Sequence[str]] = (),
        stables: Sequence[Sequence[str]] = (),
        deck: Sequence[str] = (),
        discard: Sequence[str] = (),
        nursery: Sequence[str] | None = None,
        current: Seat = 0,
        options: Mapping[str, object] | None = None,
        seed: int = 0,
        start: bool = True,
    ) -> UnicornsState:
        """A position laid out by hand (tests, puzzles); ``deck`` top card first.

        The nursery defaults to every Baby not placed in a stable. With ``start`` the
        current player's turn begins (its beginning-of-turn effects trigger).
        """
        from stil.games.unicorns import rules
        from stil.games.unicorns.cards import BABIES
        from stil.games.unicorns.game import SPEC

        s = cls(players, validate_options(SPEC.options, options), Rng(seed))
        for seat, h in enumerate(hands):
            s.hands[seat] = sorted(h)
        for seat, st in enumerate(stables):
            s.stables[seat] = list(st)
        s.deck = list(reversed(deck))
        s.discard = list(discard)
        placed = {c for st in s.stables for c in st}
        s.nursery = sorted(
            nursery if nursery is not None else [b for b in BABIES if b not in placed]
        )
        s.current = current
        if start:
            rules.start_turn(s, current)
            rules.advance(s)
        return s


def _copy_rec(r: Mapping[str, Any]) -> Rec:
    return {k: (list(v) if isinstance(v, list) else v) for k, v in r.items()}
