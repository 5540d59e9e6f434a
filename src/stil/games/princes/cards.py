"""The Князья deck as validated data: ``cards.toml`` is read once and checked at import.

Cards of one type are interchangeable, so the engine holds card *types* (indices into
``TYPES``) everywhere: hands, the draw pile, cities' attachments.

>>> len(FULL_DECK), len(CITIES)
(100, 12)
>>> CARDS.by_id("city_pskov").might, TYPES[TYPE["army_varyagi_10"]]
(2, 'army_varyagi_10')
>>> CARDS.by_id("army_druzhina_7").said("en")[:29]
'A native army, valour 7. In y'
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from stil.core.data import SaidCard, Strict, check_said, load_toml, said
from stil.i18n import FALLBACK, LANGS

#: The game's id: the catalog its names and texts are in.
ID = "princes"

Kind = Literal[
    "city", "building", "wall", "moat", "fortress", "army", "militia", "event", "chronicle"
]
Effect = Literal[
    "",
    "batu",
    "secret_message",
    "red_rooster",
    "chronicler",
    "ruin",
    "ambush",
    "watch",
    "word",
    "purse",
    "siege",
    "tunnel",
    "treason",
    "points",
    "gatherer",
    "big_nest",
    "brave",
    "meek",
]


class Card(SaidCard):
    NUMBERS = ("might", "plus", "mult", "wall", "valour", "points")
    GAME = ID

    kind: Kind
    count: int = Field(default=1, gt=0)
    might: int = 0
    plus: int = 0
    mult: int = 1
    wall: int = 0
    valour: int = 0
    foreign: bool = False
    effect: Effect = ""
    points: int = 0
    uncancellable: bool = False

    @model_validator(mode="after")
    def _fields_fit_the_kind(self) -> Card:
        need = {
            "city": self.might > 0,
            "building": (self.plus > 0) != (self.mult > 1),
            "wall": self.wall > 0,
            "army": self.valour > 0,
            "event": self.effect != "",
            "chronicle": self.effect != "",
        }
        if not need.get(self.kind, True):
            raise ValueError(f"{self.id}: a {self.kind} card lacks its number or effect")
        if self.foreign and self.kind != "army":
            raise ValueError(f"{self.id}: only armies can be foreign")
        if self.effect and self.kind not in ("event", "chronicle"):
            raise ValueError(f"{self.id}: only events and chronicles have effects")
        return self


class Deck(Strict):
    format: Literal[1]
    game: Literal["princes"]
    deck_size: int
    hand_size: int
    card: tuple[Card, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Deck:
        ids = [c.id for c in self.card]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate card id")
        if sum(c.count for c in self.card) != self.deck_size:
            raise ValueError(f"card counts do not add up to {self.deck_size}")
        for c in self.card:
            if c.kind == "city" and c.count != 1:
                raise ValueError(f"{c.id}: every city is unique")
        for k in sorted({c.kind for c in self.card}):
            check_said(ID, f"kind {k!r}", [f"kind.{k}"])
        return self

    def by_id(self, card_id: str) -> Card:
        for c in self.card:
            if c.id == card_id:
                return c
        raise KeyError(card_id)


def load(text: str | None = None) -> Deck:
    """Parse and validate the deck (the packaged ``cards.toml`` unless ``text`` is given)."""
    return load_toml(__package__, Deck, text)


CARDS = load()
TYPES: tuple[str, ...] = tuple(c.id for c in CARDS.card)
TYPE: dict[str, int] = {t: i for i, t in enumerate(TYPES)}
INFO: tuple[Card, ...] = CARDS.card
FULL_DECK: tuple[int, ...] = tuple(i for i, c in enumerate(INFO) for _ in range(c.count))


def of_kind(*kinds: str) -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(INFO) if c.kind in kinds)


def with_effect(effect: str) -> int:
    """The one card type that carries ``effect`` (events and chronicles are one type each,
    but for the points chronicles, which are looked up by kind)."""
    (found,) = (i for i, c in enumerate(INFO) if c.effect == effect)
    return found


CITIES = of_kind("city")
BUILDINGS = of_kind("building")  # peaceful: "+N" and "x3"
WALLS = of_kind("wall", "fortress")  # wall cards: at most one per city
ATTACHMENTS = of_kind("building", "wall", "moat", "fortress")
ARMIES = of_kind("army")  # numbered armies
CHRONICLES = of_kind("chronicle")
MILITIA = TYPE["army_militia"]
MOAT = TYPE["wall_moat"]
FORTRESS = TYPE["wall_fortress"]
COURT = next(i for i in BUILDINGS if INFO[i].mult > 1)
BATU, MESSAGE = with_effect("batu"), with_effect("secret_message")
RED_ROOSTER, CHRONICLER, RUIN = (
    with_effect("red_rooster"),
    with_effect("chronicler"),
    with_effect("ruin"),
)
AMBUSH, WATCH, WORD, PURSE = (with_effect(e) for e in ("ambush", "watch", "word", "purse"))
SIEGE, TUNNEL, TREASON = (with_effect(e) for e in ("siege", "tunnel", "treason"))
GATHERER, BIG_NEST, BRAVE, MEEK = (
    with_effect(e) for e in ("gatherer", "big_nest", "brave", "meek")
)
NATIVE = tuple(i for i in ARMIES if not INFO[i].foreign)


def card_name(card: int | str, lang: str = FALLBACK) -> str:
    return INFO[card if isinstance(card, int) else TYPE[card]].named(lang)


def card_catalog() -> list[dict[str, Any]]:
    """One entry per distinct card, for the web client's card faces and reference page:
    its id, kind, count in the deck, numbers, and name, kind name and text per language."""
    out: list[dict[str, Any]] = []
    for c in INFO:
        numbers = {k: v for k, v in c.numbers().items() if v and not (k == "mult" and v == 1)}
        entry: dict[str, Any] = {"id": c.id, "kind": c.kind, "count": c.count}
        entry["numbers"] = numbers
        entry["foreign"] = c.foreign
        for lang in LANGS:
            entry[lang] = {
                "name": c.named(lang),
                "kind": said(ID, f"kind.{c.kind}", lang),
                "text": c.said(lang),
            }
        out.append(entry)
    return out
