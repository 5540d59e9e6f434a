"""Царства зверей as validated data: ``cards.toml`` is read once and checked at import.

A card is an int: ``type * 8 + rank - 1``, so the 64 animal cards are 0..63 and the rank
and type are arithmetic. Its text id is ``<type>_<rank>``.

>>> len(CARDS), CARD["tiger_5"], CARDS[CARD["tiger_5"]], rank(CARD["tiger_5"])
(64, 12, 'tiger_5', 5)
>>> animal(CARD["owl_3"]), len(EDICTS), EDICT["E12"].rule
('owl', 30, 'one_step_from_last_here')
>>> card_text(CARD["tiger_5"], "en")[:25]
'An animal of rank 5. Clai'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Literal

from pydantic import Field, model_validator

from stil.core.data import SaidCard, Strict, check_said, load_toml, said
from stil.i18n import FALLBACK, LANGS, catalog

#: The game's id: the catalog its names and texts are in.
ID = "kingdoms"

Kind = Literal["A", "B", "V", "G"]


class Animal(Strict):
    """An animal type; its name is ``animal.<id>`` in the game's language files."""

    id: str = Field(pattern=r"^[a-z_]+$")

    def named(self, lang: str) -> str:
        return said(ID, f"animal.{self.id}", lang)


class Edict(SaidCard):
    """An edict card: its name and rule are ``card.<id>.name`` and ``card.<id>.text`` in the
    game's language files."""

    GAME = ID

    id: str = Field(pattern=r"^E[0-9]{2}$")
    kind: Kind
    rule: str
    status: Literal["RB", "RV", "AS"]


class Data(Strict):
    format: Literal[1]
    game: Literal["kingdoms"]
    ranks: int = Field(gt=0)
    hand_size: int = Field(gt=0)
    pieces: int = Field(gt=0)
    council_seats: int = Field(ge=0)
    kingdom_sizes: tuple[int, ...]
    modifier_tokens: int = Field(ge=0)
    modifier_value: int = Field(gt=0)
    second_place_points: int
    third_place_points: int
    rally_points: int
    animal: tuple[Animal, ...]
    edict: tuple[Edict, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Data:
        ids = [a.id for a in self.animal]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate animal id")
        edicts = [e.id for e in self.edict]
        if len(set(edicts)) != len(edicts):
            raise ValueError("duplicate edict id")
        if len({e.rule for e in self.edict}) != len(self.edict):
            raise ValueError("two edicts name the same rule")
        sizes = self.kingdom_sizes
        if len(set(sizes)) != len(sizes) or min(sizes) < 2:
            raise ValueError("kingdom sizes must be distinct and at least 2")
        if len(self.edict) < 3 * len(sizes):
            raise ValueError("too few edicts for three ages")
        needed = ("animal", "rank_1", f"rank_{self.ranks}", "edict_B", "edict_V", "edict_G")
        for key in needed:
            check_said(ID, f"card text {key!r}", [f"cardtext.{key}"], rank=1)
        check_said(ID, "the card kinds", ["kind.animal", "kind.edict"])
        for a in self.animal:
            check_said(ID, f"animal {a.id!r}", [f"animal.{a.id}"])
        return self


def load(text: str | None = None) -> Data:
    """Parse and validate the data (the packaged ``cards.toml`` unless ``text`` is given)."""
    return load_toml(__package__, Data, text)


DATA = load()
RANKS = DATA.ranks
ANIMALS: tuple[str, ...] = tuple(a.id for a in DATA.animal)
CARDS: tuple[str, ...] = tuple(f"{t}_{r}" for t in ANIMALS for r in range(1, RANKS + 1))
CARD: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
EDICTS: tuple[Edict, ...] = DATA.edict
EDICT: dict[str, Edict] = {e.id: e for e in EDICTS}
SIZES: tuple[int, ...] = DATA.kingdom_sizes
HAND = DATA.hand_size


@lru_cache(maxsize=64)
def ring_indices(order: str) -> tuple[int, ...]:
    """Kingdom indices in the clockwise order that option ``ring_order`` names by size
    (``"4-5-6-7-8"``)."""
    return tuple(SIZES.index(int(x)) for x in order.split("-"))


def rank(card: int) -> int:
    return card % RANKS + 1


def animal(card: int) -> str:
    return ANIMALS[card // RANKS]


def kind_of(card: int) -> int:
    """The card's animal type as an index (cards of a type share it)."""
    return card // RANKS


def ids(cards: Sequence[int]) -> list[str]:
    return [CARDS[c] for c in cards]


def from_ids(names: Sequence[str]) -> list[int]:
    return [CARD[n] for n in names]


def card_name(card: int | str, lang: str = FALLBACK) -> str:
    """``"tiger 5"`` in the language asked."""
    c = card if isinstance(card, int) else CARD[card]
    return f"{DATA.animal[kind_of(c)].named(lang)} {rank(c)}"


def _has(key: str) -> bool:
    return f"cardtext.{key}" in catalog(ID)


def _said(key: str, lang: str, rank: int = 0) -> str:
    return said(ID, f"cardtext.{key}", lang).format(rank=rank)


def card_text(card: int, lang: str) -> str:
    """What an animal card does, in ``lang``: the same for every card but for its rank, and
    the battle exception on ranks 1 and 8."""
    r = rank(card)
    extra = f"rank_{r}" if _has(f"rank_{r}") else ""
    return " ".join(filter(None, (_said("animal", lang, r), extra and _said(extra, lang))))


def edict_text(edict: Edict, lang: str) -> str:
    """An edict's rule, then when it allows any card (for the edicts that look at cards)."""
    extra = f"edict_{edict.kind}"
    tail = _said(extra, lang) if _has(extra) else ""
    return " ".join(filter(None, (edict.said(lang), tail)))


def card_catalog() -> list[dict[str, Any]]:
    """One entry per distinct card, for the web client's card faces and reference page: the
    64 animal cards (id ``tiger_5``, ``numbers.rank``) and the 30 edicts (id ``E12``,
    ``looks_at``: A nothing played, B this kingdom, V the neighbours, G all others)."""
    out: list[dict[str, Any]] = []
    for c, card_id in enumerate(CARDS):
        entry: dict[str, Any] = {"id": card_id, "kind": "animal", "count": 1}
        entry["animal"] = animal(c)
        entry["numbers"] = {"rank": rank(c)}
        for lang in LANGS:
            beast = DATA.animal[kind_of(c)].named(lang)
            entry[lang] = {
                "name": f"{beast[:1].upper()}{beast[1:]} {rank(c)}",
                "kind": said(ID, "kind.animal", lang),
                "text": card_text(c, lang),
            }
        out.append(entry)
    for e in EDICTS:
        entry = {"id": e.id, "kind": "edict", "count": 1, "looks_at": e.kind}
        for lang in LANGS:
            entry[lang] = {
                "name": e.named(lang),
                "kind": said(ID, "kind.edict", lang),
                "text": edict_text(e, lang),
            }
        out.append(entry)
    return out
