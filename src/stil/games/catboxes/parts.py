"""Якщо влізе: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from stil.core.parts import standard
from stil.games.catboxes.cards import card_catalog
from stil.games.catboxes.game import GAME
from stil.games.catboxes.invariants import count_cards

PARTS = standard(
    __package__,
    GAME,
    card_counter=count_cards,
    card_catalog=card_catalog,
    # a guided search iteration costs about 3 ms here (the heuristic weighs every
    # placement), twice what the default levels assume, hence fewer iterations; at three to
    # five players (no learned evaluation there) the expert halves at the root, which won
    # more than its tree at less CPU a move, with 100 playouts where they fit 0.2 s
    # (docs/bots.md)
    ismcts_levels={
        "normal": {"iterations": 60},
        "hard": {"iterations": 300},
        "expert": {
            "iterations": 60,
            "sizes": {
                3: {"halving": True, "iterations": 100},
                4: {"halving": True, "iterations": 100},
                5: {"halving": True},
            },
        },
    },
    minutes=(20, 30),
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "extended",
        "table",
        "start_cards",
        "first_player",
    ),
)
