"""Actions: small values with a text form that parses back and a stable integer index.

>>> a = Action.parse("take 1 fox")
>>> a
Action(name='take', args=(1, 'fox'))
>>> str(a)
'take 1 fox'
>>> space = ActionSpace([("draw",), ("take", range(2), ("fox", "pig"))])
>>> len(space), space.index(a), space.action(0)
(5, 3, Action(name='draw', args=()))
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from stil.core.errors import InvalidAction

Arg = int | str

_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
_INT = re.compile(r"-?[0-9]+\Z")


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a player does: a verb and its arguments (seats as ints, cards as ids)."""

    name: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.name
        return self.name + " " + " ".join(str(a) for a in self.args)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the text form back. Raises :class:`InvalidAction` when it is not one."""
        if not isinstance(text, str):
            raise InvalidAction(f"an action is text, got {type(text).__name__}")
        words = text.split()
        if not words:
            raise InvalidAction("empty action text")
        if len(words) > 8 or len(text) > 200:
            raise InvalidAction("action text too long")
        name, *rest = words
        if not _NAME.match(name):
            raise InvalidAction(f"invalid action name {name!r}")
        args: list[Arg] = []
        for w in rest:
            if _INT.match(w):
                args.append(int(w))
            elif _NAME.match(w):
                args.append(w)
            else:
                raise InvalidAction(f"invalid action argument {w!r} in {text!r}")
        return cls(name, tuple(args))


class ActionSpace:
    """Every action a game can ever ask for, numbered once and for all.

    Built from templates ``(name, values_of_arg1, values_of_arg2, ...)``; the index of an
    action is its position in that enumeration, so it is stable as long as the templates
    are (machine-learning callers rely on it). Actions are interned: the space hands out one
    shared object per action, which keeps legal-action lists cheap.
    """

    def __init__(self, templates: Iterable[Sequence[Any]]) -> None:
        self._actions: list[Action] = []
        self._index: dict[Action, int] = {}
        self._by_key: dict[tuple[Arg, ...], Action] = {}  # (name, *args) -> action, for get()
        for template in templates:
            name, *dims = template
            if not isinstance(name, str) or not _NAME.match(name):
                raise ValueError(f"invalid action name {name!r}")
            for combo in product(*(tuple(d) for d in dims)):
                action = Action(name, tuple(combo))
                if action in self._index:
                    raise ValueError(f"duplicate action {action}")
                self._index[action] = len(self._actions)
                self._actions.append(action)
                self._by_key[(name, *combo)] = action

    def __len__(self) -> int:
        return len(self._actions)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        return action in self._index

    def index(self, action: Action) -> int:
        try:
            return self._index[action]
        except KeyError:
            raise InvalidAction(f"{action} is not an action of this game") from None

    def action(self, index: int) -> Action:
        if not 0 <= index < len(self._actions):
            raise InvalidAction(f"action index {index} out of range 0..{len(self._actions) - 1}")
        return self._actions[index]

    def get(self, name: str, *args: Arg) -> Action:
        """The interned action ``name args`` (a plain tuple lookup: games call it a lot)."""
        try:
            return self._by_key[(name, *args)]
        except KeyError:
            raise InvalidAction(f"{Action(name, args)} is not an action of this game") from None

    def intern(self, action: Action) -> Action:
        return self._actions[self.index(action)]

    def parse(self, text: str) -> Action:
        """Parse text and check the action belongs to this game."""
        return self.intern(Action.parse(text))
