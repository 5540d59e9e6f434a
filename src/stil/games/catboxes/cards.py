"""The cards of Якщо влізе as validated data: ``cards.toml`` is read once and checked at import.

The engine holds card *types* (indices into ``TYPES``): identical cards (B07 and B08, the
three special toys, the Princesses) are one type with several copies. Sides are a 4-bit mask
of the *open* sides, N=1, E=2, S=4, W=8, so a 180° turn is a 2-bit rotation.

>>> len(BOX_DECK), sum(INFO[t].toys[0] for t in BOX_DECK), sum(INFO[t].spray for t in BOX_DECK)
(72, 21, 12)
>>> sides_text(INFO[TYPE["B25"]].open), sides_text(turned(INFO[TYPE["B25"]].open))
('woow', 'owwo')
>>> card_text(TYPE["B72"], "en")[:85]
'Walls: top, bottom, left (U open on a long side). Toys: toy mouse, feather, toy fish.'
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from stil.core.data import Strict, check_said, load_toml, said
from stil.i18n import FALLBACK, LANGS

#: The game's id: the catalog its names and texts are in.
ID = "catboxes"

N, E, S, W = 1, 2, 4, 8
SIDE_BITS = (N, E, S, W)
KINDS = ("yarn", "mouse", "feather", "fish")


def sides_mask(text: str) -> int:
    """``"woow"`` (N, E, S, W; ``o`` open, ``w`` wall) as the mask of open sides."""
    return sum(bit for bit, ch in zip(SIDE_BITS, text, strict=True) if ch == "o")


def sides_text(mask: int) -> str:
    return "".join("o" if mask & bit else "w" for bit in SIDE_BITS)


def turned(mask: int) -> int:
    """The open sides after a 180° turn: N↔S, E↔W."""
    return ((mask << 2) | (mask >> 2)) & 15


class Cat(Strict):
    """A player's cat; its name is ``cat.<id>`` in the game's language files."""

    id: str
    colour: str


class WallClass(Strict):
    """A wall pattern; its name is ``class.<code>`` in the game's language files."""

    code: str
    sides: str = Field(pattern=r"^[ow]{4}$")


class Start(Strict):
    id: str
    set: Literal["varied", "all_open"]
    sides: str = Field(pattern=r"^[ow]{4}$")
    copies: int = Field(default=1, gt=0)
    class_: str = Field(alias="class")


class Toy(Strict):
    id: str
    set: Literal["one_of_each", "one_kind"]
    toys: tuple[int, int, int, int]
    copies: int = Field(default=1, gt=0)


class Box(Strict):
    id: str = Field(pattern=r"^B\d\d$")
    class_: str = Field(alias="class")
    sides: str = Field(pattern=r"^[ow]{4}$")
    toys: tuple[int, int, int, int]
    spray: int = Field(ge=0)
    copies: int = Field(default=1, gt=0)

    @field_validator("toys")
    @classmethod
    def _non_negative(cls, v: tuple[int, ...]) -> tuple[int, ...]:
        if min(v) < 0:
            raise ValueError("toy counts are never negative")
        return v


class Deck(Strict):
    format: Literal[1]
    game: Literal["catboxes"]
    toy_kinds: tuple[str, str, str, str]
    hand_size: int = Field(gt=0)
    cat_cards: int = Field(gt=0)
    table_default: str
    cat: tuple[Cat, ...]
    class_: tuple[WallClass, ...] = Field(alias="class")
    start: tuple[Start, ...]
    toy: tuple[Toy, ...]
    box: tuple[Box, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Deck:
        ids = [c.id for c in self.start] + [c.id for c in self.toy] + [c.id for c in self.box]
        ids += [c.id for c in self.cat]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate card id")
        if self.toy_kinds != KINDS:
            raise ValueError(f"toy kinds must be {KINDS}")
        if len(self.cat) != 5:
            raise ValueError("there are five cats")
        classes = {c.code: c.sides for c in self.class_}
        laid: list[Start | Box] = [*self.start, *self.box]
        for card in laid:
            if classes.get(card.class_) != card.sides:
                raise ValueError(f"{card.id}: sides {card.sides} are not class {card.class_}")
            if card.sides == "wwww":
                raise ValueError(f"{card.id}: no card has four walls")
        for key in TEXTS:
            values = {"sides": "", "cls": "", "toys": "", "n": 0}
            check_said(ID, f"card text {key!r}", [f"cardtext.{key}"], **values)
        for key in NAMES:
            check_said(ID, f"name {key!r}", [f"name.{key}"])
        for cat in self.cat:
            check_said(ID, f"cat {cat.id!r}", [f"cat.{cat.id}"])
        for c in self.class_:
            check_said(ID, f"wall class {c.code!r}", [f"class.{c.code}"])
        if sum(b.copies for b in self.box) != 72:
            raise ValueError("there are 72 box cards")
        for s in ("varied", "all_open"):
            if sum(c.copies for c in self.start if c.set == s) != 5:
                raise ValueError(f"start set {s} must have 5 cards")
        for s in ("one_of_each", "one_kind"):
            if sum(c.copies for c in self.toy if c.set == s) != 3:
                raise ValueError(f"special toy set {s} must have 3 cards")
        return self


#: The components named in the game's language files (``name.<key>``).
NAMES = (
    *("box", "start", "special_toy", "princess", "cat", "sleeping", "wall", "open"),
    *(*KINDS, "spray", "black_cat"),
)

#: The pieces card texts are made of (``cardtext.<key>`` in the game's language files).
TEXTS = (
    *("box", "start", "start_varied", "start_all_open", "toy", "toy_one_kind"),
    *("princess", "cat", "sleeping"),
    *("walls", "no_walls", "side_n", "side_e", "side_s", "side_w", "toys", "no_toys", "spray"),
    *("box_name", "start_name", "toy_name"),
)


def load(text: str | None = None) -> Deck:
    """Parse and validate the cards (the packaged ``cards.toml`` unless ``text`` is given)."""
    return load_toml(__package__, Deck, text)


Kind = Literal["box", "start", "toy", "princess", "sleeping"]


class CardType:
    """One type of card as the engine uses it: plain attributes, read in the hot loops."""

    __slots__ = ("copies", "id", "kind", "open", "set", "spray", "symmetric", "toys")

    def __init__(
        self,
        id: str,
        kind: Kind,
        sides: str,
        toys: tuple[int, int, int, int] = (0, 0, 0, 0),
        spray: int = 0,
        copies: int = 1,
        set: str = "",
    ) -> None:
        self.id = id
        self.kind = kind
        self.open = sides_mask(sides)
        self.symmetric = turned(self.open) == self.open
        self.toys = toys
        self.spray = spray
        self.copies = copies
        self.set = set

    def __repr__(self) -> str:
        return f"CardType({self.id!r}, {self.kind!r}, {sides_text(self.open)!r})"


CARDS = load()
INFO: tuple[CardType, ...] = (
    *(CardType(b.id, "box", b.sides, b.toys, b.spray, b.copies) for b in CARDS.box),
    *(CardType(t.id, "toy", "oooo", t.toys, 0, t.copies, t.set) for t in CARDS.toy),
    *(CardType(s.id, "start", s.sides, copies=s.copies, set=s.set) for s in CARDS.start),
    CardType("princess", "princess", "oooo", copies=5),
    CardType("sleeping", "sleeping", "oooo", copies=0),
)
TYPES: tuple[str, ...] = tuple(c.id for c in INFO)
TYPE: dict[str, int] = {t: i for i, t in enumerate(TYPES)}
PRINCESS = TYPE["princess"]
SLEEPING = TYPE["sleeping"]  # a sleeping cat lying in a cell (its sides come from options)
BOX_DECK: tuple[int, ...] = tuple(
    i for i, c in enumerate(INFO) if c.kind == "box" for _ in range(c.copies)
)
#: The nine wall patterns of the classes, each as printed (the choices for a sleeping cat).
SIDE_PATTERNS: tuple[str, ...] = tuple(c.sides for c in CARDS.class_)
CAT_IDS: tuple[str, ...] = tuple(c.id for c in CARDS.cat)
#: Cards that go into a cell and may carry an overlay (a cat, a Princess, a special toy).
COVERABLE: frozenset[int] = frozenset(
    i for i, c in enumerate(INFO) if c.kind in ("box", "start", "toy")
)


def toy_set(which: str) -> tuple[int, ...]:
    """The three special toy cards of set ``one_of_each`` or ``one_kind``."""
    return tuple(
        i for i, c in enumerate(INFO) if c.kind == "toy" and c.set == which for _ in range(c.copies)
    )


def start_set(which: str) -> tuple[int, ...]:
    """The five start cards of set ``varied`` or ``all_open``, one entry per card."""
    return tuple(
        i
        for i, c in enumerate(INFO)
        if c.kind == "start" and c.set == which
        for _ in range(c.copies)
    )


def name(key: str, lang: str = FALLBACK) -> str:
    """A component's name (``princess``, ``yarn``, ``box``...) or a cat's (``iryska``)."""
    if key in CAT_IDS:
        return said(ID, f"cat.{key}", lang)
    return said(ID, f"name.{key}", lang)


def _text(key: str, lang: str, **values: object) -> str:
    return said(ID, f"cardtext.{key}", lang).format(**values)


def _toys(toys: tuple[int, ...], lang: str) -> str:
    """``клубок ×2, мишка``: each kind shown, with its count when more than one."""
    shown = [
        name(kind, lang) + (f" ×{n}" if n > 1 else "")
        for kind, n in zip(KINDS, toys, strict=True)
        if n
    ]
    return ", ".join(shown)


def _walls(sides: str, cls: str, lang: str) -> str:
    walls = [_text(f"side_{s}", lang) for s, ch in zip("nesw", sides, strict=True) if ch == "w"]
    if not walls:
        return _text("no_walls", lang)
    return _text("walls", lang, sides=", ".join(walls), cls=_class_name(cls, lang))


def _class_name(code: str, lang: str) -> str:
    return said(ID, f"class.{code}", lang)


def _symbols(toys: tuple[int, ...], spray: int, lang: str) -> list[str]:
    said = [_text("toys", lang, toys=_toys(toys, lang)) if any(toys) else _text("no_toys", lang)]
    return said + ([_text("spray", lang, n=spray)] if spray else [])


def card_text(card_type: int, lang: str) -> str:
    """What a card type does, in ``lang``: its own walls and symbols, then its kind's text."""
    card_id = TYPES[card_type]
    for b in CARDS.box:
        if b.id == card_id:
            parts = [_walls(b.sides, b.class_, lang), *_symbols(b.toys, b.spray, lang)]
            return " ".join([*parts, _text("box", lang)])
    for s in CARDS.start:
        if s.id == card_id:
            which = _text(f"start_{s.set}", lang)
            return " ".join((_walls(s.sides, s.class_, lang), _text("start", lang), which))
    for t in CARDS.toy:
        if t.id == card_id:
            extra = [_text("toy_one_kind", lang)] if t.set == "one_kind" else []
            return " ".join([*_symbols(t.toys, 0, lang), _text("toy", lang), *extra])
    return _text(card_id, lang)  # princess, sleeping


def _card_name(card_type: int, lang: str) -> str:
    card_id = TYPES[card_type]
    for b in CARDS.box:
        if b.id == card_id:
            return _text("box_name", lang, cls=_class_name(b.class_, lang))
    for s in CARDS.start:
        if s.id == card_id:
            return _text("start_name", lang, cls=_class_name(s.class_, lang))
    for t in CARDS.toy:
        if t.id == card_id:
            return _text("toy_name", lang, toys=_toys(t.toys, lang))
    said = name(card_id, lang)
    return said[:1].upper() + said[1:]


def card_name(card_id: str, lang: str) -> str:
    """A card's name as the catalog (and so the web client) names it: «Коробка «відкрита»»."""
    return _card_name(TYPE[card_id], lang)


_KIND_NAME = {"box": "box", "start": "start", "toy": "special_toy", "princess": "black_cat"}


def card_catalog() -> list[dict[str, Any]]:
    """One entry per distinct card, for the web client's card faces and reference page: the
    box, start and special toy card types (``sides`` N, E, S, W as ``o`` open / ``w`` wall,
    ``numbers``: toys by kind and spray bottles), the Princess, each player's cat and the
    sleeping side of a cat card."""
    out: list[dict[str, Any]] = []
    for i, c in enumerate(INFO):
        if c.kind == "sleeping":
            continue  # listed with the cats, below
        numbers = {k: n for k, n in zip(KINDS, c.toys, strict=True) if n}
        numbers |= {"spray": c.spray} if c.spray else {}
        entry: dict[str, Any] = {"id": c.id, "kind": c.kind, "count": c.copies}
        entry |= {"sides": sides_text(c.open), "numbers": numbers}
        for lang in LANGS:
            kind = name(_KIND_NAME[c.kind], lang)
            entry[lang] = {"name": _card_name(i, lang), "kind": kind, "text": card_text(i, lang)}
        out.append(entry)
    for cat in CARDS.cat:
        entry = {"id": cat.id, "kind": "cat", "count": CARDS.cat_cards, "colour": cat.colour}
        for lang in LANGS:
            kind = name("cat", lang)
            entry[lang] = {"name": name(cat.id, lang), "kind": kind, "text": _text("cat", lang)}
        out.append(entry)
    sleeping: dict[str, Any] = {"id": "sleeping", "kind": "sleeping", "count": 0}
    for lang in LANGS:
        said = name("sleeping", lang)
        sleeping[lang] = {
            "name": said[:1].upper() + said[1:],
            "kind": name("cat", lang),
            "text": _text("sleeping", lang),
        }
    return [*out, sleeping]
