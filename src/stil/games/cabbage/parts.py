"""Інтриги та Капуста: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from stil.core.parts import standard
from stil.games.cabbage.cards import card_catalog
from stil.games.cabbage.game import GAME
from stil.games.cabbage.invariants import count_cards

PARTS = standard(
    __package__,
    GAME,
    card_counter=count_cards,
    card_catalog=card_catalog,
    minutes=(15, 25),
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "voluntary_bust",
        "looks_public",
    ),
)
