"""A state's fields, declared once: how each starts, is copied, saved and read back.

A game's state class lists its fields as class attributes, one line each::

    class CabbageState(State):
        deck: list[int] = field(cards(KINDS, KIND))  # kinds, the top card last
        castles: list[list[int]] = field(rows(COUNTS), per_seat(no_counts))
        current: Seat = field(INT, 0, public=True)

and the core derives from that one list what every state needs (see :class:`StateType`):
``__slots__``, the starting values, :meth:`~stil.core.game.State.clone` (generated code, as
fast as a copy written by hand), ``to_dict``/``from_dict``, and ``from_view``, the public
part of ``determinize``. A :class:`Codec` says how one kind of value is copied and how it
looks in JSON; the common ones are below, a game adds its own (card names, records).
"""

from __future__ import annotations

import copy as _copy
from abc import ABCMeta
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

JSON = Any


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Codec:
    """How one kind of value is copied, written as JSON and read back.

    ``copy`` is an expression with ``{}`` for the value (so that ``clone`` is straight-line
    code: ``"{}[:]"``, ``"[x[:] for x in {}]"``), or a function; ``"{}"`` shares the value
    (immutable, or never changed in place). ``empty`` makes the starting value of a field
    that gives none.
    """

    copy: str | Callable[[Any], Any]
    out: Callable[[Any], JSON]
    into: Callable[[JSON], Any]
    empty: Callable[[], Any] | None = None


def scalar(into: Callable[[JSON], Any]) -> Codec:
    """An immutable value written as itself and read back through ``into``."""
    return Codec("{}", _same, into)


INT = scalar(int)
BOOL = scalar(bool)
STR = scalar(str)
OPT_INT = scalar(lambda j: None if j is None else int(j))
INTS = Codec("{}[:]", list, lambda j: list(map(int, j)), list)
BOOLS = Codec("{}[:]", list, lambda j: list(map(bool, j)), list)
STRS = Codec("{}[:]", list, lambda j: list(map(str, j)), list)
#: flat records (``{"k": "fox"}``): each dict copied, their values shared
RECORDS = Codec(
    "[dict(r) for r in {}]", lambda v: [dict(r) for r in v], lambda j: [dict(r) for r in j], list
)
#: any plain JSON data, copied whole
DATA = Codec(_copy.deepcopy, _copy.deepcopy, _copy.deepcopy, dict)


def one_of(*values: str) -> Codec:
    """A string from a fixed set (a phase, a step); anything else is refused on reading."""

    def into(j: JSON) -> str:
        if j not in values:
            raise ValueError(f"unknown value {j!r} (expected one of {', '.join(values)})")
        return str(j)

    return scalar(into)


def card(names: Sequence[str], index: Mapping[str, int]) -> Codec:
    """A card (or any int with a name) written by its name."""
    return Codec("{}", names.__getitem__, index.__getitem__)


def cards(names: Sequence[str], index: Mapping[str, int]) -> Codec:
    """A list of cards written by their names."""
    name, number = names.__getitem__, index.__getitem__
    return Codec("{}[:]", lambda v: list(map(name, v)), lambda j: list(map(number, j)), list)


def optional(inner: Codec, none: Any = None) -> Codec:
    """``inner`` or nothing: ``none`` in the state (``None``, or ``-1`` for an int), ``null``
    in JSON."""
    inner_copy = inner.copy
    if isinstance(inner_copy, str):
        copy: str | Callable[[Any], Any] = (
            "{}" if inner_copy == "{}" else f"None if {{0}} is None else {inner_copy.format('{0}')}"
        )
    else:
        copy = lambda v: None if v is None else inner_copy(v)  # noqa: E731
    return Codec(
        copy,
        lambda v: None if v == none else inner.out(v),
        lambda j: none if j is None else inner.into(j),
    )


def rows(inner: Codec) -> Codec:
    """A list of ``inner`` values (per seat, per kingdom)."""
    inner_copy = inner.copy
    if isinstance(inner_copy, str):
        copy: str | Callable[[Any], Any] = f"[{inner_copy.format('x')} for x in {{}}]"
    else:
        copy = lambda v: [inner_copy(x) for x in v]  # noqa: E731
    out, into = inner.out, inner.into
    return Codec(copy, lambda v: list(map(out, v)), lambda j: list(map(into, j)), list)


def shared(inner: Codec) -> Codec:
    """``inner``, shared between clones: it is never changed in place after setup."""
    return Codec("{}", inner.out, inner.into, inner.empty)


class PerSeat:
    """A starting value with one entry per side (:attr:`State.sides`); a field that starts
    with one must have as many entries when it is read back."""

    __slots__ = ("make",)

    def __init__(self, make: Any) -> None:
        self.make = make

    def __call__(self, state: Any) -> list[Any]:
        make = self.make
        if callable(make):
            return [make() for _ in range(state.sides)]
        return [make] * state.sides


def per_seat(make: Any) -> PerSeat:
    """One ``make()`` (or one ``make``, an immutable value) per side."""
    return PerSeat(make)


class Field:
    """One field of a state. ``start``: its starting value (an immutable value, a type such
    as ``dict`` for a new empty one, or a function of the new state); ``key``: its name in
    ``to_dict`` (``None``: saved by a :class:`Saved` entry, or not at all); ``public``: a
    view shows it under the same key in the same form, so ``from_view`` reads it back."""

    __slots__ = ("codec", "key", "name", "public", "start")

    def __init__(self, codec: Codec, start: Any, key: str | bool | None, public: bool) -> None:
        self.codec = codec
        self.start = start
        self.key: str | bool | None = key  # True until the class names it
        self.public = public
        self.name = ""


_EMPTY = object()


def field(
    codec: Codec, start: Any = _EMPTY, *, key: str | bool | None = True, public: bool = False
) -> Any:
    """Declare a state field (see the module's docstring). Typed ``Any`` so that the class
    attribute's annotation gives the field's type."""
    return Field(codec, start, key, public)


@dataclass(frozen=True)
class Saved:
    """A ``to_dict`` entry written from several fields together (a city and what lies on
    it): ``out(state)`` writes it, ``into(state, json)`` sets the fields back."""

    out: Callable[[Any], JSON]
    into: Callable[[Any, JSON], None]
    public: bool = False


def saved(
    out: Callable[[Any], JSON], into: Callable[[Any, JSON], None], *, public: bool = False
) -> Any:
    """Declare a ``to_dict`` entry made of several fields; its class attribute's name is its
    key."""
    return Saved(out, into, public)


Entry = tuple[str, Field | Saved]


class StateType(ABCMeta):
    """The metaclass of states: it turns the declared fields into slots and writes
    ``clone``."""

    def __new__(
        mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any
    ) -> StateType:
        entries: list[Entry] = [e for b in bases for e in getattr(b, "_entries", ())]
        base_slots = {s for b in bases for k in b.__mro__ for s in getattr(k, "__slots__", ())}
        slots = list(ns.get("__slots__", ()))
        for attr, value in list(ns.items()):
            if isinstance(value, Field):
                del ns[attr]
                value.name = attr
                if value.key is True:
                    value.key = attr
                if attr not in base_slots:
                    slots.append(attr)
                entries.append((attr, value))
            elif isinstance(value, Saved):
                del ns[attr]
                entries.append((attr, value))
        if entries or "__slots__" not in ns:
            ns["__slots__"] = tuple(slots)
        cls = super().__new__(mcls, name, bases, ns, **kw)
        cls._entries = tuple(entries)  # type: ignore[attr-defined]
        fields = [f for _, f in entries if isinstance(f, Field) and f.name not in base_slots]
        if entries:
            declared = [f for _, f in entries if isinstance(f, Field)]
            cls._start = _start_code(cls, declared)  # type: ignore[attr-defined]
            cls._read_saved = _read_code(cls, entries, public_only=False)  # type: ignore[attr-defined]
            cls._read_public = _read_code(cls, entries, public_only=True)  # type: ignore[attr-defined]
        if fields:
            cls.clone = _clone_code(cls, fields)  # type: ignore[attr-defined]
        return cls


def _compile(cls: type, name: str, lines: list[str], ns: dict[str, Any], doc: str) -> Any:
    """A function from the lines written below (code made from the declared names only)."""
    exec("\n".join(lines), ns)
    fn = ns[name]
    fn.__qualname__ = f"{cls.__qualname__}.{name}"
    fn.__doc__ = doc
    return fn


_NEW_EMPTY = {list: "[]", dict: "{}", set: "set()"}


def _start_code(cls: type, fields: list[Field]) -> Callable[[Any], None]:
    """The fields' starting values as straight-line code (``__init__`` runs it; so does
    every ``determinize``)."""
    lines = ["def _start(self):"]
    ns: dict[str, Any] = {}
    for f in fields:
        start, n = f.start, f.name
        from_codec = start is _EMPTY
        if from_codec:
            start = f.codec.empty
            if start is None:
                raise TypeError(f"field {n!r} needs a starting value")
        if isinstance(start, PerSeat):
            make = start.make
            if make in _NEW_EMPTY:
                expr = f"[{_NEW_EMPTY[make]} for _ in range(self.sides)]"
            elif callable(make):
                ns[f"make_{n}"] = make
                expr = f"[make_{n}() for _ in range(self.sides)]"
            else:
                ns[f"value_{n}"] = make
                expr = f"[value_{n}] * self.sides"
        elif start in _NEW_EMPTY:
            expr = _NEW_EMPTY[start]
        elif from_codec or isinstance(start, type):
            ns[f"start_{n}"] = start
            expr = f"start_{n}()"
        elif callable(start):
            ns[f"start_{n}"] = start
            expr = f"start_{n}(self)"
        else:
            ns[f"value_{n}"] = start
            expr = f"value_{n}"
        lines.append(f"    self.{n} = {expr}")
    lines.append("    pass")
    starter: Callable[[Any], None] = _compile(
        cls, "_start", lines, ns, "Set every field to its starting value."
    )
    return starter


def _read_code(
    cls: type, entries: list[Entry], *, public_only: bool
) -> Callable[[Any, Mapping[str, Any]], None]:
    """Reading the saved (or the public) entries back, as straight-line code; a per-seat
    field must have one entry per side."""
    lines = ["def read(self, data):"]
    ns: dict[str, Any] = {}
    for key, entry in entries:
        if public_only and not entry.public:
            continue
        if isinstance(entry, Saved):
            ns[f"into_{key}"] = entry.into
            lines.append(f"    into_{key}(self, data[{key!r}])")
        elif isinstance(entry.key, str):
            n = entry.name
            ns[f"into_{n}"] = entry.codec.into
            lines.append(f"    self.{n} = into_{n}(data[{entry.key!r}])")
            if isinstance(entry.start, PerSeat):
                lines.append(f"    if len(self.{n}) != self.sides:")
                msg = f"{entry.key}: per-seat list does not match the players"
                lines.append(f"        raise ValueError({msg!r})")
    lines.append("    self._loaded()")
    read: Callable[[Any, Mapping[str, Any]], None] = _compile(
        cls, "read", lines, ns, "Set the fields from saved (or viewed) data."
    )
    return read


def _clone_code(cls: type, fields: list[Field]) -> Callable[[Any], Any]:
    """``clone`` as straight-line code over the fields (what a hand-written one would be),
    so that declaring the fields costs nothing on the search's hot path."""
    lines = [
        "def clone(self):",
        "    c = new(cls)",
        "    c._legal = self._legal",
        "    c._players = self._players",
        "    c.is_over = self.is_over",
        "    c.log = self.log[:]  # entries are never changed",
        "    c.options = self.options  # never changed after creation",
        "    c.rng = self.rng.clone()",
    ]
    ns: dict[str, Any] = {"new": cls.__new__, "cls": cls}
    for f in fields:
        how = f.codec.copy
        if isinstance(how, str):
            expr = how.format(f"self.{f.name}")
        else:
            ns[f"copy_{f.name}"] = how
            expr = f"copy_{f.name}(self.{f.name})"
        lines.append(f"    c.{f.name} = {expr}")
    lines.append("    return c")
    exec("\n".join(lines), ns)
    fn: Callable[[Any], Any] = ns["clone"]
    fn.__qualname__ = f"{cls.__qualname__}.clone"
    fn.__doc__ = "A copy sharing nothing that the rules change (generated from the fields)."
    return fn
