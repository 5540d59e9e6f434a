"""Князья: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from stil.core.parts import lazy, standard
from stil.games.princes.cards import card_catalog
from stil.games.princes.game import GAME
from stil.games.princes.invariants import count_cards

PARTS = standard(
    __package__,
    GAME,
    card_counter=count_cards,
    card_catalog=card_catalog,
    tournament=lazy(f"{__package__}.tournament", "Tournament"),
)
