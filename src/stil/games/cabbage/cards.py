"""The deck as validated data: ``cards.toml`` is read once and checked at import.

>>> CARDS.count("wheat"), len(FULL_DECK)
(12, 86)
>>> KIND["fox"], KINDS[KIND["fox"]]
(4, 'fox')
>>> card_catalog()[5]["en"]["text"].endswith("End of game: 3 points.")
True
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from stil.core.data import SaidCard, Strict, check_said, load_toml, said
from stil.i18n import FALLBACK, LANGS, Lang

#: The game's id: its name in the registry and the first segment of its texts' keys (the
#: one place it is written, so a copy of this folder becomes a new game by changing it).
ID = "cabbage"


class Intrigue(Strict):
    discards: tuple[str, ...]
    min_count: int = 1
    blocked_by_dog: Literal["all", "one", "no"] = "no"


class CowSet(Strict):
    with_: str = Field(alias="with")
    size: int
    points: int


class Card(SaidCard):
    NUMBERS = ("points", "look", "saves", "majority_points")
    GAME = ID

    count: int = Field(gt=0)
    kind: Literal["animal", "food"]
    effect: Literal["none", "cat", "pig", "chicken", "cow", "fox", "wolf", "rabbit"]
    points: int = 0
    points_by_count: tuple[int, ...] = ()
    majority_points: int = 0
    look: int = 0
    saves: int = 0
    stacks: bool = False
    set: CowSet | None = None
    intrigue: Intrigue | None = None


class Deck(Strict):
    format: Literal[1]
    game: Literal["cabbage"]
    deck_size: int
    intrigue_order: tuple[str, ...]
    card: tuple[Card, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Deck:
        ids = [c.id for c in self.card]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate card id")
        if sum(c.count for c in self.card) != self.deck_size:
            raise ValueError(f"card counts do not add up to {self.deck_size}")
        known = set(ids)
        for c in self.card:
            refs = list(c.intrigue.discards) if c.intrigue else []
            refs += [c.set.with_] if c.set else []
            if c.effect != "none" and c.effect != c.id:
                raise ValueError(f"{c.id}: effect {c.effect} belongs to another card")
            for r in refs:
                if r not in known:
                    raise ValueError(f"{c.id} refers to unknown card {r}")
        for k in sorted({c.kind for c in self.card}):
            check_said(ID, f"kind {k!r}", [f"kind.{k}"])
        for r in self.intrigue_order:
            if r not in known:
                raise ValueError(f"intrigue order names unknown card {r}")
        return self

    def by_id(self, card_id: str) -> Card:
        for c in self.card:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    def count(self, card_id: str) -> int:
        return self.by_id(card_id).count


def load(text: str | None = None) -> Deck:
    """Parse and validate the deck (the packaged ``cards.toml`` unless ``text`` is given)."""
    return load_toml(__package__, Deck, text)


CARDS = load()
KINDS: tuple[str, ...] = tuple(c.id for c in CARDS.card)
KIND: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
N_KINDS = len(KINDS)
COUNTS: tuple[int, ...] = tuple(c.count for c in CARDS.card)
FULL_DECK: tuple[int, ...] = tuple(i for i, c in enumerate(COUNTS) for _ in range(c))

CAT, PIG, CHICKEN, COW, FOX, WOLF, DOG, RABBIT, CABBAGE, WHEAT = (
    KIND[k]
    for k in ("cat", "pig", "chicken", "cow", "fox", "wolf", "dog", "rabbit", "cabbage", "wheat")
)
STACKS = tuple(c.stacks for c in CARDS.card)


def card_name(kind: int | str, lang: Lang = FALLBACK) -> str:
    card = CARDS.card[kind if isinstance(kind, int) else KIND[kind]]
    return card.named(lang)


def card_catalog() -> list[dict[str, Any]]:
    """One entry per distinct card, for the web client's card faces and reference page:
    its id, kind, count in the deck, numbers, and name, kind name and text per language."""
    out: list[dict[str, Any]] = []
    for c in CARDS.card:
        entry: dict[str, Any] = {"id": c.id, "kind": c.kind, "count": c.count}
        entry["numbers"] = {k: v for k, v in c.numbers().items() if v}
        for lang in LANGS:
            entry[lang] = {
                "name": c.named(lang),
                "kind": said(ID, f"kind.{c.kind}", lang),
                "text": c.said(lang),
            }
        out.append(entry)
    return out
