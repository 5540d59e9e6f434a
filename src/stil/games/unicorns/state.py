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
- ``stack``: pending effects, plain dict records (:class:`Step`), top last:
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

from collections.abc import Mapping
from typing import Any, ClassVar, Required, TypedDict

from stil.core import Seat, State
from stil.core.fields import BOOL, INT, INTS, RECORDS, STRS, Codec, field, one_of, per_seat, rows
from stil.core.game import Game
from stil.games.unicorns.cards import CARD

PHASES = ("baby", "bot", "draw", "action", "end", "over")
Rec = dict[str, Any]


class StepParams(TypedDict, total=False):
    """The parameters of a step, each read by the ops that name it in their docstring
    (``effects.OPS``); a step holds only those its effect gave it or its op wrote."""

    then: bool  # dropped when the step before it in its group failed or was declined
    may: bool  # optional: its seat may skip
    what: str  # a card filter (``cards.matches``): "unicorn", "upgrade", "self"...
    n: int  # how many (cards to discard, destroy, draw, look at)
    done: int  # how many of ``n`` are done
    by_magic: bool  # a Magic card does it (Magical Kittencorn)
    voluntary: bool  # a cost paid by choice (Stabby's option)
    only: Seat  # the one seat it may target
    exclude: str | None  # a card it may not take (Unicorn Swap's steal back)
    any_player: bool  # oneself among the targets too
    victim: Seat  # the seat chosen at its first answer (look, give)
    victim_discards: bool  # the returned card's owner discards next (Back Kick)
    order: list[Seat]  # the stables still to visit (Glitter Tornado)
    card: str  # the card it moves (retarget) or that is about to leave (replace)
    how: str  # how that card is leaving: "sacrifice", "destroy"
    keep_for: int  # the group of the destroy step still picking (replace)
    kept: list[str]  # cards a replacement kept in play, "seat card" (destroy)
    to: str  # "hand" or "stable"
    not_self: bool  # not the card whose effect this is
    stage: int  # the Oracle's second answer
    limit: int  # Tiny Stable's Unicorns allowed


#: ``from`` is a Python key word: the field is declared this way
_From = TypedDict("_From", {"from": Seat}, total=False)


class Step(StepParams, _From, total=False):
    """A pending effect step on the stack (saved as this plain dict)."""

    op: Required[str]  # its key word: a name in ``effects.OPS``
    seat: Required[Seat]  # who carries it out
    src: Required[str]  # the card whose effect it is
    g: int  # the group of the effect's steps (set when pushed)


class Passed(TypedDict, total=False):
    """What a step hands the steps left in its group (``effects.pass_on``)."""

    seat: Seat
    only: Seat
    exclude: str | None


def _card_ids(j: list[Any]) -> list[str]:
    for c in j:
        if c not in CARD:
            raise ValueError(f"unknown card {c!r}")
    return [str(c) for c in j]


def copy_rec(r: Mapping[str, Any]) -> Rec:
    """A stack record: a new dict, its lists copied (the rest of its values are plain)."""
    return {k: (list(v) if isinstance(v, list) else v) for k, v in r.items()}


#: card ids; an unknown id is refused on reading a saved game (a view is read as a copy)
CARDS = Codec("{}[:]", list, _card_ids, list, "{}[:]")
#: pending effects, plain records whose list values are copied too
_COPY_STACK = "[{{k: (list(v) if isinstance(v, list) else v) for k, v in r.items()}} for r in {}]"
STACK = Codec(
    _COPY_STACK,
    lambda v: [copy_rec(r) for r in v],
    lambda j: [copy_rec(r) for r in j],
    list,
    _COPY_STACK,
)


class UnicornsState(State):
    """Fields as the module's docstring describes them (``public``: a view shows the field
    as saved)."""

    game: ClassVar[Game]
    hands: list[list[str]] = field(rows(CARDS), per_seat(list))
    stables: list[list[str]] = field(rows(CARDS), per_seat(list), public=True)
    deck: list[str] = field(CARDS)
    discard: list[str] = field(CARDS, public=True)
    nursery: list[str] = field(CARDS, public=True)
    limbo: list[str] = field(CARDS, public=True)
    current: Seat = field(INT, 0, public=True)
    phase: str = field(one_of(*PHASES), "baby", public=True)
    baby_queue: list[Seat] = field(INTS, public=True)
    bot_queue: list[str] = field(STRS, public=True)
    plays_left: int = field(INT, 0, public=True)
    played: int = field(INT, 0, public=True)
    turn_cut: bool = field(BOOL, False, public=True)
    extra_turns: int = field(INT, 0, public=True)
    chain: list[Rec] = field(RECORDS, public=True)
    asking: list[Seat] = field(INTS, public=True)
    stack: list[Step] = field(STACK, public=True)
    next_g: int = field(INT, 0, public=True)
    winners_: list[Seat] = field(INTS, key="winners", public=True)
    turn: int = field(INT, 0, public=True)

    def _loaded(self) -> None:
        self.is_over = self.phase == "over"
