"""Царства зверей: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from stil.core.parts import standard
from stil.games.kingdoms.cards import card_catalog
from stil.games.kingdoms.game import GAME
from stil.games.kingdoms.invariants import count_cards

PARTS = standard(
    __package__,
    GAME,
    card_counter=count_cards,
    card_catalog=card_catalog,
    # the solo levels are named where the upstart's level is shown
    option_value_keys={"solo_difficulty": "level.{value}"},
    minutes=(30, 45),
    # the expert searches twice as much at three players, where a move costs half the budget
    # (with its three-player model trained on 3,000 games: docs/bots.md)
    ismcts_levels={"expert": {"sizes": {3: {"iterations": 200}}}},
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "peace_variant",
        "solo_difficulty",
        "first_player",
        "modifier_protocol",
        "max_rallies_per_player_per_age",
    ),
)
