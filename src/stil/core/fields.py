"""A state's fields, declared once: how each starts, is copied, saved and read back.

A game's state class lists its fields as class attributes, one line each::

    class CabbageState(State):
        deck: list[int] = field(cards(KINDS, KIND))  # kinds, the top card last
        castles: list[list[int]] = field(rows(COUNTS), per_seat(no_counts))
        current: Seat = field(INT, 0, public=True)

and the core derives from that one list what every state needs (see :class:`StateType`):
``__slots__``, the starting values, :meth:`~stil.core.game.State.clone`, ``to_dict`` and the
readers of ``from_dict`` and ``from_view`` (the public part of ``determinize``). The
starting values, ``clone`` and the readers are generated code, as fast as code written by
hand: the common codecs' copies and conversions are written into it as expressions, and a
plain value that a view shows is read back as a copy (as a hand-written ``determinize``
would), the checks and conversions being for saved games. A :class:`Codec` says how one
kind of value is copied and how it looks in JSON; the common ones are below, a game adds
its own (card names, records).
"""

from __future__ import annotations

import copy as _copy
import functools
from abc import ABCMeta
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

JSON = Any
#: how a value is copied or read: an expression with ``{}`` (or ``{0}``) for the value,
#: using builtins only, or a function of the value
How = str | Callable[[Any], Any]


@dataclass(frozen=True)
class Codec:
    """How one kind of value is copied, written as JSON and read back.

    ``copy`` and ``into`` are expressions with ``{}`` for the value (so that the generated
    code is straight-line: ``"{}[:]"``, ``"[x[:] for x in {}]"``, ``"list(map(int, {}))"``),
    or functions; a ``copy`` of ``"{}"`` shares the value (immutable, or never changed in
    place). ``into`` reads saved JSON, checking and converting it; ``view``, when given,
    reads the same JSON from a view instead: a view is made by this engine from a state, so
    a value that is its own JSON needs only a copy there (see :func:`plain`). ``empty``
    makes the starting value of a field that gives none.
    """

    copy: How
    out: Callable[[Any], JSON]
    into: How
    empty: Callable[[], Any] | None = None
    view: How | None = None

    def reader(self) -> Callable[[JSON], Any]:
        """``into`` as a function (for a codec made of this one)."""
        return _function(self.into)


@functools.cache
def _compiled(how: str) -> Callable[[Any], Any]:
    fn: Callable[[Any], Any] = eval(f"lambda v: {how.format('v')}", {})  # builtins only
    return fn


def _function(how: How) -> Callable[[Any], Any]:
    """``how`` as a function of the value."""
    return _compiled(how) if isinstance(how, str) else how


def _within(how: str, arg: str) -> str:
    """The expression ``how`` applied to ``arg`` (a name, or ``"{0}"``), as an expression
    again: its own braces doubled, so that it can be part of a larger one."""
    return how.format("\0").replace("{", "{{").replace("}", "}}").replace("\0", arg)


def plain(copy: str, into: How, empty: Callable[[], Any] | None = None) -> Codec:
    """A value that is its own JSON (numbers, strings, lists and records of them): written
    and read from a view as a copy, read from saved JSON through ``into``."""
    return Codec(copy, _function(copy), into, empty, copy)


def scalar(into: How) -> Codec:
    """An immutable value written as itself and read back through ``into``."""
    return plain("{}", into)


INT = scalar("int({})")
BOOL = scalar("bool({})")
STR = scalar("str({})")
OPT_INT = scalar("None if {0} is None else int({0})")
INTS = plain("{}[:]", "list(map(int, {}))", list)
BOOLS = plain("{}[:]", "list(map(bool, {}))", list)
STRS = plain("{}[:]", "list(map(str, {}))", list)
#: flat records (``{"k": "fox"}``): each dict copied, their values shared
RECORDS = plain("[dict(r) for r in {}]", "[dict(r) for r in {}]", list)
#: any plain JSON data, copied whole
DATA = Codec(_copy.deepcopy, _copy.deepcopy, _copy.deepcopy, dict, _copy.deepcopy)


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
    inner_copy, inner_into, inner_out = inner.copy, inner.into, inner.out
    copy: How
    if inner_copy == "{}":
        copy = "{}"
    elif isinstance(inner_copy, str):
        copy = f"None if {{0}} is None else {_within(inner_copy, '{0}')}"
    else:
        copy = lambda v: None if v is None else inner_copy(v)  # noqa: E731
    into: How
    if isinstance(inner_into, str) and (none is None or type(none) is int):
        into = f"{none!r} if {{0}} is None else {_within(inner_into, '{0}')}"
    else:
        read = _function(inner_into)
        into = lambda j: none if j is None else read(j)  # noqa: E731
    view = inner.view if none is None and inner.view == "{}" else None
    return Codec(copy, lambda v: None if v == none else inner_out(v), into, view=view)


def rows(inner: Codec) -> Codec:
    """A list of ``inner`` values (per seat, per kingdom)."""

    def each(how: How | None) -> How | None:
        if how is None:
            return None
        if isinstance(how, str):
            return f"[{_within(how, 'x')} for x in {{}}]"
        return lambda v: list(map(how, v))

    out = inner.out
    copy, into = each(inner.copy), each(inner.into)
    assert copy is not None and into is not None
    return Codec(copy, lambda v: list(map(out, v)), into, list, each(inner.view))


def shared(inner: Codec) -> Codec:
    """``inner``, shared between clones: it is never changed in place after setup (a view's
    value is still copied once, as ``inner`` reads it)."""
    return Codec("{}", inner.out, inner.into, inner.empty, inner.view)


class PerSeat:
    """A starting value with one entry per side (:attr:`State.sides`); a field that starts
    with one must have as many entries when it is read back."""

    __slots__ = ("make",)

    def __init__(self, make: Any) -> None:
        self.make = make


def per_seat(make: Any) -> PerSeat:
    """One ``make()`` (a type, or a function of nothing) or one ``make`` (an immutable
    value) per side."""
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
    ``clone``, the starting values and the readers."""

    def __new__(
        mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any
    ) -> StateType:
        entries: list[Entry] = [e for b in bases for e in getattr(b, "_entries", ())]
        base_slots = {s for b in bases for k in b.__mro__ for s in getattr(k, "__slots__", ())}
        own, slots = _take_declared(ns, base_slots)
        entries += own
        if entries or "__slots__" not in ns:
            ns["__slots__"] = tuple(slots)
        cls = super().__new__(mcls, name, bases, ns, **kw)
        cls._entries = tuple(entries)  # type: ignore[attr-defined]
        _write_code(cls, entries, base_slots)
        return cls


def _take_declared(ns: dict[str, Any], base_slots: set[str]) -> tuple[list[Entry], list[str]]:
    """The fields and saved entries declared in a class body, taken out of ``ns`` (they
    become slots and code), and the class's slots with the new fields added."""
    entries: list[Entry] = []
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
    return entries, slots


def _write_code(cls: type, entries: list[Entry], base_slots: set[str]) -> None:
    """The class's starting values and readers (of every entry, inherited ones too) and its
    ``clone`` (of the fields it adds to its bases' slots)."""
    if entries:
        declared = [f for _, f in entries if isinstance(f, Field)]
        cls._start = _start_code(cls, declared)  # type: ignore[attr-defined]
        cls._read_saved = _read_code(cls, entries, public_only=False)  # type: ignore[attr-defined]
        cls._read_public = _read_code(cls, entries, public_only=True)  # type: ignore[attr-defined]
    fields = [f for _, f in entries if isinstance(f, Field) and f.name not in base_slots]
    if fields:
        cls.clone = _clone_code(cls, fields)  # type: ignore[attr-defined]


def _compile(cls: type, name: str, lines: list[str], ns: dict[str, Any], doc: str) -> Any:
    """A function from the lines written below (code made from the declared names only)."""
    exec("\n".join(lines), ns)
    fn = ns[name]
    fn.__qualname__ = f"{cls.__qualname__}.{name}"
    fn.__doc__ = doc
    return fn


def _apply(how: How, arg: str, ns: dict[str, Any], name: str) -> str:
    """The code of ``how`` applied to the expression ``arg``: an expression inlined, or a
    call of a function (bound as ``name`` in ``ns``)."""
    if isinstance(how, str):
        return how.format(arg)
    ns[name] = how
    return f"{name}({arg})"


_NEW_EMPTY = {list: "[]", dict: "{}", set: "set()"}


def _new_value(make: Any, name: str, ns: dict[str, Any], *, of_state: bool) -> str:
    """The code of one new starting value: an empty list, dict or set; a call of a type;
    a call of a function (of the new state when ``of_state``, else of nothing); or an
    immutable value itself (shared; a number, string or ``None`` written out)."""
    if make in _NEW_EMPTY:
        return _NEW_EMPTY[make]
    if make is None or type(make) in (bool, int, str):
        return repr(make)
    ns[name] = make
    if not callable(make):
        return name
    return f"{name}(self)" if of_state and not isinstance(make, type) else f"{name}()"


def _start_line(f: Field, ns: dict[str, Any]) -> str:
    """The line that gives field ``f`` its starting value (``sides``: the state's sides)."""
    n, start = f.name, f.start
    of_state = start is not _EMPTY
    if not of_state:
        start = f.codec.empty
        if start is None:
            raise TypeError(f"field {n!r} needs a starting value")
    if isinstance(start, PerSeat):
        one = _new_value(start.make, f"start_{n}", ns, of_state=False)
        each = f"[{one} for _ in range(sides)]" if callable(start.make) else f"[{one}] * sides"
        return f"    self.{n} = {each}"
    return f"    self.{n} = {_new_value(start, f'start_{n}', ns, of_state=of_state)}"


def _sides_line(fields: Sequence[Field]) -> list[str]:
    """``sides = self.sides``, once, where a per-seat field needs it."""
    return ["    sides = self.sides"] if any(isinstance(f.start, PerSeat) for f in fields) else []


def _start_code(cls: type, fields: list[Field]) -> Callable[[Any], None]:
    """The fields' starting values as straight-line code (``__init__`` runs it)."""
    ns: dict[str, Any] = {}
    lines = ["def _start(self):", *_sides_line(fields)]
    lines += [_start_line(f, ns) for f in fields]
    lines.append("    pass")
    starter: Callable[[Any], None] = _compile(
        cls, "_start", lines, ns, "Set every field to its starting value."
    )
    return starter


def _read_code(
    cls: type, entries: Sequence[Entry], *, public_only: bool
) -> Callable[[Any, Mapping[str, Any]], None]:
    """Setting every field from saved data (or from a view's: its public entries) as
    straight-line code. The fields not read start as in a new game, first, so that the
    entries read find them (a saved entry fills dicts; a field's starting value may depend
    on the options); then each entry is read in turn, a per-seat field checked to have one
    entry per side. A view's values are read by the codec's ``view`` where it has one."""
    read = [
        (key, e)
        for key, e in entries
        if (e.public or not public_only) and (isinstance(e, Saved) or isinstance(e.key, str))
    ]
    fields = [e for _, e in entries if isinstance(e, Field)]
    started = [f for f in fields if all(f is not e for _, e in read)]
    ns: dict[str, Any] = {}
    lines = ["def read(self, data):", *_sides_line(fields)]
    lines += [_start_line(f, ns) for f in started]
    for key, entry in read:
        if isinstance(entry, Saved):
            ns[f"read_{key}"] = entry.into
            lines.append(f"    read_{key}(self, data[{key!r}])")
            continue
        n, codec = entry.name, entry.codec
        how = codec.view if public_only and codec.view is not None else codec.into
        lines.append(f"    self.{n} = {_apply(how, f'data[{entry.key!r}]', ns, f'read_{n}')}")
        if isinstance(entry.start, PerSeat):
            msg = f"{entry.key}: per-seat list does not match the players"
            lines.append(f"    if len(self.{n}) != sides:")
            lines.append(f"        raise ValueError({msg!r})")
    lines.append("    self._loaded()")
    reader: Callable[[Any, Mapping[str, Any]], None] = _compile(
        cls, "read", lines, ns, "Set the fields from saved (or viewed) data."
    )
    return reader


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
        lines.append(
            f"    c.{f.name} = {_apply(f.codec.copy, f'self.{f.name}', ns, f'copy_{f.name}')}"
        )
    lines.append("    return c")
    clone: Callable[[Any], Any] = _compile(
        cls,
        "clone",
        lines,
        ns,
        "A copy sharing nothing that the rules change (generated from the fields).",
    )
    return clone
