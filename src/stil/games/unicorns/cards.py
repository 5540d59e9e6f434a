"""The cards as validated data: ``cards.toml`` is read once and checked at import.

A card is named by its id (the snake_case of its English name); copies of one card are
interchangeable, so every zone is a list of ids. ``effects`` checks at import that each
effect names a function it has and that each of its functions is used by some card.

>>> len(CARDS), sum(c.copies for c in DECK_CARDS), len(BABIES)
(84, 114, 13)
>>> len(deck_for(2)), CARD["neigh"].copies, CARD["ginormous_unicorn"].kind
(82, 14, 'magical')

Each card also says what it does, in our own words (its text, beside its name in the game's
language files, ``locale/<lang>/cards.ftl``): the reading our engine plays (``effects`` and
the option defaults of docs/games/unicorns.md), with a brief word where a rule option
changes it.
``card_catalog()`` serves names and texts to the web client and ``GET /api/catalog``.

>>> entry = card_catalog()[-2]
>>> entry["id"], entry["copies"], entry["en"]["name"], entry["uk"]["kind"]
('neigh', 14, 'Neigh', 'негайна')
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, model_validator

from stil.core.data import SaidCard, Strict, load_toml
from stil.i18n import FALLBACK, LANGS, Lang, t

#: The game's id: the catalog its names and texts are in.
ID = "unicorns"

Kind = Literal["baby", "basic", "magical", "magic", "upgrade", "downgrade", "instant"]
Trigger = Literal[
    "enter",
    "leave",
    "beginning_of_turn",
    "passive",
    "instead",
    "watch",
    "standing",
    "play",
    "instant",
]
UNICORN_KINDS = ("baby", "basic", "magical")


class Effect(Strict):
    """One ability: when it fires, which function of ``effects`` carries it out."""

    trigger: Trigger
    fn: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    may: bool
    params: dict[str, bool | int | str] = Field(default_factory=dict)


class Card(SaidCard):
    """A card: its name and what it does, in plain player language, are in the game's
    language files."""

    GAME = ID

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    kind: Kind
    copies: int = Field(gt=0)
    removed_in_two_player: bool = False
    effects: tuple[Effect, ...] = ()

    @property
    def unicorn(self) -> bool:
        return self.kind in UNICORN_KINDS


class Deck(Strict):
    format: Literal[1]
    game: Literal["unicorns"]
    deck_size: int
    babies: int
    two_player_deck: int
    card: tuple[Card, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Deck:
        ids = [c.id for c in self.card]
        if len(set(ids)) != len(ids):
            dup = sorted({i for i in ids if ids.count(i) > 1})
            raise ValueError(f"duplicate card id {', '.join(dup)}")
        black = [c for c in self.card if c.kind != "baby"]
        if sum(c.copies for c in black) != self.deck_size:
            raise ValueError(f"black-backed copies do not add up to {self.deck_size}")
        babies = [c for c in self.card if c.kind == "baby"]
        if len(babies) != self.babies or any(c.copies != 1 for c in babies):
            raise ValueError(f"there must be {self.babies} Baby Unicorns, one copy each")
        kept = sum(c.copies for c in black if not c.removed_in_two_player)
        if kept != self.two_player_deck:
            raise ValueError(f"the 2-player deck has {kept} cards, not {self.two_player_deck}")
        for c in self.card:
            triggers = [e.trigger for e in c.effects]
            if c.kind in ("magic",) and triggers != ["play"]:
                raise ValueError(f"{c.id}: a Magic card has exactly one 'play' effect")
            if "play" in triggers and c.kind != "magic":
                raise ValueError(f"{c.id}: only Magic cards have a 'play' effect")
            if ("instant" in triggers) != (c.kind == "instant"):
                raise ValueError(f"{c.id}: only Instants have an 'instant' effect")
        return self


def load(text: str | None = None) -> Deck:
    """Parse and validate the cards (the packaged ``cards.toml`` unless ``text`` is given)."""
    return load_toml(__package__, Deck, text)


DATA = load()
CARDS: tuple[Card, ...] = DATA.card
CARD: dict[str, Card] = {c.id: c for c in CARDS}
IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
DECK_CARDS: tuple[Card, ...] = tuple(c for c in CARDS if c.kind != "baby")
BABIES: tuple[str, ...] = tuple(c.id for c in CARDS if c.kind == "baby")
UNICORNS: frozenset[str] = frozenset(c.id for c in CARDS if c.unicorn)
NARWHALS: frozenset[str] = frozenset(
    c.id for c in DECK_CARDS if "narwhal" in c.named(FALLBACK).lower()
)


def _deck(two_players: bool) -> tuple[str, ...]:
    return tuple(
        sorted(
            c.id
            for c in DECK_CARDS
            if not (two_players and c.removed_in_two_player)
            for _ in range(c.copies)
        )
    )


#: the sorted deck, by "two players?" (built once: every new game starts from a copy)
_DECKS = {two: _deck(two) for two in (False, True)}


def deck_for(players: int) -> list[str]:
    """The black-backed cards in play, sorted (2 players: the removed cards left out)."""
    return list(_DECKS[players == 2])


def kind(card: str) -> str:
    return CARD[card].kind


def is_unicorn_card(card: str) -> bool:
    """A Unicorn card by its face (Pandamonium and Blinding Light are the rules' business)."""
    return card in UNICORNS


def card_name(card: str, lang: Lang = FALLBACK) -> str:
    return CARD[card].named(lang)


#: the colour we add in brackets to tell apart the art of Baby and Basic Unicorns
_ADDED_COLOUR = re.compile(r"\s*\([^()]*\)$")


def printed_name(card: str, lang: Lang) -> str:
    """The name as printed: the 12 coloured Baby Unicorns are all "Baby Unicorn" and the
    seven Basic Unicorns "Basic Unicorn"; the colour in brackets is ours, not the card's.

    >>> printed_name("baby_unicorn_orange", "uk"), printed_name("narwhal", "en")
    ('Малюк-одноног', 'Narwhal')
    """
    return _ADDED_COLOUR.sub("", card_name(card, lang))


def letters(card: str, lang: Lang) -> int:
    """Letters in the card's printed name in ``lang`` (the deck-out tiebreak): no spaces
    or marks, and not the colour we add to Baby and Basic Unicorns."""
    return sum(ch.isalpha() for ch in printed_name(card, lang))


def matches(card: str, what: str) -> bool:
    """Does the card fit an effect's filter ("unicorn", "basic", "upgrade", "card"...)?"""
    k = CARD[card].kind
    if what == "card":
        return True
    if what == "unicorn":
        return k in UNICORN_KINDS
    if what == "upgrade_or_downgrade":
        return k in ("upgrade", "downgrade")
    if what == "narwhal":
        return card in NARWHALS
    return k == what


def card_text(card: str, lang: Lang = FALLBACK) -> str:
    """What the card does, in ``lang``."""
    return CARD[card].said(lang)


def card_catalog() -> list[dict[str, Any]]:
    """One entry per distinct card, in data order (Babies, Basics, Magical Unicorns,
    Magic, Upgrades, Downgrades, Instants): its stable id, kind, copies (in the deck; a
    Baby's one card lies in the nursery), whether the 2-player game keeps it, and per
    language its name, its kind's name and its text."""
    return [
        {
            "id": c.id,
            "kind": c.kind,
            "copies": c.copies,
            "two_player": not c.removed_in_two_player,
            **{
                lang: {
                    "name": card_name(c.id, lang),
                    "kind": t(lang, f"unicorns.kind.{c.kind}"),
                    "text": card_text(c.id, lang),
                }
                for lang in LANGS
            },
        }
        for c in CARDS
    ]
