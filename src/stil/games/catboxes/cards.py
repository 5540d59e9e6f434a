"""The cards of Якщо влізе as validated data: ``cards.toml`` is read once and checked at import.

The engine holds card *types* (indices into ``TYPES``): identical cards (B07 and B08, the
three special toys, the Princesses) are one type with several copies. Sides are a 4-bit mask
of the *open* sides, N=1, E=2, S=4, W=8, so a 180° turn is a 2-bit rotation.

>>> len(BOX_DECK), sum(INFO[t].toys[0] for t in BOX_DECK), sum(INFO[t].spray for t in BOX_DECK)
(72, 21, 12)
>>> sides_text(INFO[TYPE["B25"]].open), sides_text(turned(INFO[TYPE["B25"]].open))
('woow', 'owwo')
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator, model_validator

from stil.core.data import Strict, load_toml

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


class Names(Strict):
    uk: str
    ru: str
    en: str


class Cat(Strict):
    id: str
    colour: str
    name: Names


class WallClass(Strict):
    code: str
    sides: str = Field(pattern=r"^[ow]{4}$")
    name: Names


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
    names: dict[str, Names]
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
        if sum(b.copies for b in self.box) != 72:
            raise ValueError("there are 72 box cards")
        for s in ("varied", "all_open"):
            if sum(c.copies for c in self.start if c.set == s) != 5:
                raise ValueError(f"start set {s} must have 5 cards")
        for s in ("one_of_each", "one_kind"):
            if sum(c.copies for c in self.toy if c.set == s) != 3:
                raise ValueError(f"special toy set {s} must have 3 cards")
        return self


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


def name(key: str, lang: str = "en") -> str:
    """A component's name (``princess``, ``yarn``, ``box``...) or a cat's (``iryska``)."""
    for cat in CARDS.cat:
        if cat.id == key:
            return str(getattr(cat.name, lang))
    return str(getattr(CARDS.names[key], lang))
