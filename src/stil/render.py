"""What the terminal client and the server's frames need from a game's renderer, and
how they find one.

Each game ships a renderer (usually ``stil/games/<id>/render.py``) with the functions
below and names it in its parts (``renderer``); both screens look it up by the game's id,
so a new game needs no change here. It sits below ``cli`` and ``server`` alike, and
imports only the core: a game's renderer builds on its contexts (:class:`ChoiceContext`,
:class:`EventContext`), tables of small functions keyed by verb or event kind.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, Self, TypeVar, cast

from rich.console import RenderableType

from stil.core import Action, Event, Observation, Seat, State
from stil.core.moves import Unplayable
from stil.core.registry import parts
from stil.i18n import FALLBACK, LANGS, Lang, t


class GameRenderer(Protocol):
    def player(self, seat: Seat, lang: Lang) -> str:
        """A seat's name on screen."""

    def table(self, obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
        """The table as the observation's seat sees it; ``tags`` label the seats."""

    def question(self, obs: Observation, lang: Lang) -> str:
        """The pending decision of the observation's seat."""

    def action_text(self, action: Action, obs: Observation, lang: Lang) -> str:
        """One legal action in words."""

    def event_text(self, event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
        """One event of ``state.events(viewer)`` in words (``None``: nothing to say)."""

    def final(self, state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
        """Scores and winners of a finished game."""


def reason_text(r: GameRenderer, why: Unplayable, lang: Lang) -> str:
    """Why a card cannot be played now, in words: the renderer's optional ``reason_text``
    (which names the card ids among the parameters), else the catalog's text as it is."""
    own = getattr(r, "reason_text", None)
    if callable(own):
        return str(own(why, lang))
    return t(lang, why.key, **why.params)


@functools.cache
def _card_names(game_id: str) -> dict[str, dict[str, str]]:
    """Each card's name by language, from the game's catalog."""
    make = parts(game_id).card_catalog
    if make is None:
        return {}
    return {c["id"]: {lang: c[lang]["name"] for lang in LANGS if lang in c} for c in make()}


def card_label(state: State, card: str, lang: Lang) -> str:
    """A card's name from the game's card catalog (its id where the game has none)."""
    entry = _card_names(state.game.spec.id).get(card) or {}
    return entry.get(lang) or entry.get(FALLBACK) or card


FUNCTIONS = ("player", "table", "question", "action_text", "event_text", "final")


def load(game_id: str) -> GameRenderer:
    """The renderer of game ``game_id``; fails if it has none or it lacks a function."""
    make = parts(game_id).renderer
    if make is None:
        raise TypeError(f"{game_id} has no renderer")
    module = make()
    missing = [f for f in FUNCTIONS if not callable(getattr(module, f, None))]
    if missing:
        name = getattr(module, "__name__", repr(module))
        raise TypeError(f"{name} lacks {', '.join(missing)}")
    return cast(GameRenderer, module)


# -- what a renderer's tables of small functions read -------------------------------------
@dataclass(frozen=True, slots=True)
class ChoiceContext:
    """One choice about to be put in words for the seat whose observation it is. A game's
    renderer subclasses it (``catalog``: its texts' key prefix, helpers of its own) and
    keeps a table of small functions of it, one a verb (see :func:`choice_text`)."""

    args: tuple[Any, ...]
    d: Mapping[str, Any]
    me: Seat | None
    lang: Lang
    #: the prefix of the game's keys in the text catalog, ``"<game id>."``
    catalog: ClassVar[str] = ""

    @classmethod
    def of(cls, action: Action, obs: Observation, lang: Lang) -> Self:
        return cls(tuple(action.args), obs.data, obs.seat, lang)

    def t(self, key: str, **params: object) -> str:
        """The game's text ``key`` in the context's language."""
        return t(self.lang, self.catalog + key, **params)


C = TypeVar("C", bound=ChoiceContext)


def choice_text(
    verbs: Mapping[str, Callable[[C], str]],
    context: type[C],
    action: Action,
    obs: Observation,
    lang: Lang,
) -> str:
    """``action`` in words by the entry of its verb in ``verbs``, read from the context
    made for it (the action as it prints where its verb has none)."""
    said = verbs.get(action.name)
    return str(action) if said is None else said(context.of(action, obs, lang))


@dataclass(frozen=True, slots=True)
class EventContext:
    """One event about to be told to one viewer. A game's renderer subclasses it with what
    its events need (who acted, how to name them) and keeps a table of small functions of
    it, one an event kind."""

    event: Event
    viewer: Seat | None
    lang: Lang
    #: the prefix of the game's keys in the text catalog, ``"<game id>."``
    catalog: ClassVar[str] = ""

    def t(self, key: str, **params: object) -> str:
        """The game's text ``key`` in the context's language."""
        return t(self.lang, self.catalog + key, **params)
