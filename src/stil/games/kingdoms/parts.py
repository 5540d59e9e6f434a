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
    # the expert halves at the root, and its playouts follow the heuristic for eight rounds
    # of the table (16 moves at two players, 24 at three, 32 at four and five) before the
    # evaluation judges them: judged after one round, the moves ranked worse than the
    # heuristic's own choice; the playouts a move keep it within 0.2 s (docs/bots.md)
    ismcts_levels={
        "expert": {
            "halving": True,
            "guided_steps": 16,
            "iterations": 150,
            "sizes": {
                3: {"guided_steps": 24, "iterations": 100},
                4: {"guided_steps": 32, "iterations": 80},
                5: {"guided_steps": 32, "iterations": 64},
            },
        }
    },
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "peace_variant",
        "solo_difficulty",
        "first_player",
        "modifier_protocol",
        "max_rallies_per_player_per_age",
    ),
)
