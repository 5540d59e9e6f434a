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
from dataclasses import dataclass, field
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
    #: the text form, written once (every view lists its legal actions as text)
    _text: str = field(default="", init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        text = self.name + " " + " ".join(map(str, self.args)) if self.args else self.name
        object.__setattr__(self, "_text", text)

    def __str__(self) -> str:
        return self._text

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

    Indices are worked out by mixed-radix arithmetic and actions are made on first use, so
    a space of a few hundred thousand placements (a grid game's cells × rotations) costs
    nothing until asked.

    >>> grid = ActionSpace([("pass",), ("place", range(-100, 101), range(-100, 101))])
    >>> len(grid), grid.index(Action("place", (-100, -99))), grid.action(40401)
    (40402, 2, Action(name='place', args=(100, 100)))
    """

    def __init__(self, templates: Iterable[Sequence[Any]]) -> None:
        self._templates: list[_Template] = []
        self._by_name: dict[str, list[_Template]] = {}
        self._by_key: dict[tuple[Arg, ...], Action] = {}  # (name, *args) -> action, cache
        self._size = 0
        for template in templates:
            name, *dims = template
            if not isinstance(name, str) or not _NAME.match(name):
                raise ValueError(f"invalid action name {name!r}")
            t = _Template(name, [tuple(d) for d in dims], self._size)
            for other in self._by_name.get(name, []):
                if len(other.dims) == len(t.dims) and all(
                    set(a) & set(b) for a, b in zip(other.dims, t.dims, strict=True)
                ):
                    raise ValueError(f"duplicate actions named {name!r}")
            self._templates.append(t)
            self._by_name.setdefault(name, []).append(t)
            self._size += t.size

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[Action]:
        for t in self._templates:
            for combo in product(*t.dims):
                yield self._intern(t.name, combo)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and self._find(action.name, action.args) is not None

    def _find(self, name: str, args: tuple[Arg, ...]) -> int | None:
        for t in self._by_name.get(name, ()):
            i = t.position(args)
            if i is not None:
                return i
        return None

    def _intern(self, name: str, args: tuple[Arg, ...]) -> Action:
        key = (name, *args)
        action = self._by_key.get(key)
        if action is None:
            action = self._by_key[key] = Action(name, args)
        return action

    def index(self, action: Action) -> int:
        i = self._find(action.name, action.args)
        if i is None:
            raise InvalidAction(f"{action} is not an action of this game")
        return i

    def action(self, index: int) -> Action:
        if not 0 <= index < self._size:
            raise InvalidAction(f"action index {index} out of range 0..{self._size - 1}")
        for t in self._templates:
            if index < t.offset + t.size:
                return self._intern(t.name, t.args_at(index - t.offset))
        raise AssertionError("unreachable")

    def get(self, name: str, *args: Arg) -> Action:
        """The interned action ``name args`` (a plain tuple lookup: games call it a lot)."""
        action = self._by_key.get((name, *args))
        if action is not None:
            return action
        if self._find(name, args) is None:
            raise InvalidAction(f"{Action(name, args)} is not an action of this game")
        return self._intern(name, args)

    def intern(self, action: Action) -> Action:
        return self.get(action.name, *action.args)

    def parse(self, text: str) -> Action:
        """Parse text and check the action belongs to this game."""
        return self.intern(Action.parse(text))


class _Template:
    """One row of templates: its actions are numbered in ``itertools.product`` order."""

    __slots__ = ("dims", "name", "offset", "positions", "size", "strides")

    def __init__(self, name: str, dims: list[tuple[Any, ...]], offset: int) -> None:
        self.name = name
        self.dims = dims
        self.offset = offset
        self.positions: list[dict[tuple[type, Arg], int]] = []
        for d in dims:
            pos = {(type(v), v): i for i, v in enumerate(d)}
            if len(pos) != len(d):
                raise ValueError(f"duplicate values in an argument of {name!r}")
            self.positions.append(pos)
        self.strides: list[int] = []
        size = 1
        for d in reversed(dims):
            self.strides.append(size)
            size *= len(d)
        self.strides.reverse()
        self.size = size

    def position(self, args: tuple[Arg, ...]) -> int | None:
        if len(args) != len(self.dims):
            return None
        i = self.offset
        for arg, pos, stride in zip(args, self.positions, self.strides, strict=True):
            p = pos.get((type(arg), arg))
            if p is None:
                return None
            i += p * stride
        return i

    def args_at(self, i: int) -> tuple[Arg, ...]:
        return tuple(d[(i // s) % len(d)] for d, s in zip(self.dims, self.strides, strict=True))
