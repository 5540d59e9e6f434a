"""Direct manipulation: what a legal action plays on what, and why a card cannot be played.

A screen that lets a player pick a card in hand and then a target needs two things the
action's text form does not say: which card the action plays and what it acts on
(``card_target``), and, for the cards of the hand that no legal action plays, the rule
that stops them now (``unplayable``). Both are optional functions of a game's ``rules``
module; a game without them gets ``(None, None)`` and no reasons.

A reason is a key of the game's catalog and its parameters, so that the terminal and
the browser say it in their own language. It is worked out from the state, and must
name only what the seat may see: the hidden-information tests compare frames across
re-deals, reasons included.

>>> import stil
>>> s = stil.game("cabbage").new(2, seed=1)
>>> card_target(s, s.legal_actions()[0])
(None, None)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from stil.core.action import Action
from stil.core.game import JSON, Seat, State

#: What a target names: ``"seat:1"``, ``"city:kyiv"``, ``"kingdom:5"``, ``"cell:3,4"``...
Target = str


@dataclass(frozen=True)
class Unplayable:
    """A card of the seat's hand that no legal action plays now, and the rule why:
    ``key`` is a text of the game's catalog (``<game>.why.<rule>``), ``params`` its
    parameters (card ids among them are named by the game's renderer)."""

    card: str
    key: str
    params: Mapping[str, JSON] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "key": self.key, "params": dict(self.params)}


def card_target(state: State, action: Action) -> tuple[str | None, Target | None]:
    """The card ``action`` plays (as the view names it) and what it acts on; ``None`` for
    either where the action has none (draw, pass) or the game does not say."""
    f = getattr(state.rules, "card_target", None)
    if f is None:
        return None, None
    card, target = f(state, action)
    return (None if card is None else str(card)), (None if target is None else str(target))


def unplayable(state: State, seat: Seat) -> list[Unplayable]:
    """The cards of ``seat``'s hand no legal action plays now, each with its reason (empty
    when it is not that seat's decision, or the game gives no reasons)."""
    if state.is_over or state.to_act != seat:
        return []
    f = getattr(state.rules, "unplayable", None)
    return [] if f is None else list(f(state, seat))


def weighty(state: State, action: Action) -> bool:
    """Whether ``action`` is a weighty move, one a screen asks about before sending it
    (it ends the game or a round, gives up for long, passes with cards that could be
    played). Each game says which in its ``rules.weighty``; a game without it has none."""
    f = getattr(state.rules, "weighty", None)
    return bool(f is not None and f(state, action))


def hints(state: State, legal: list[Action]) -> list[dict[str, Any]]:
    """Per legal action, what a screen may mark on it beyond its card and target (catboxes:
    ``{"cat": true}`` on a placement that lets a cat be laid). From the game's
    ``rules.action_hints``; empty dicts for a game without it. Public facts and the seat's
    own cards only, as for :func:`unplayable`."""
    f = getattr(state.rules, "action_hints", None)
    return [{} for _ in legal] if f is None else list(f(state, legal))


__all__ = ["Target", "Unplayable", "card_target", "hints", "unplayable", "weighty"]
