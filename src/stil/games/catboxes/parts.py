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
    # more than its tree at less CPU a move, with 100 playouts where they fit 0.2 s; at
    # three and four players halving keeps the heuristic's placement to the final pair
    # (about 21 placements get one random-finished playout each in the first rounds).
    # At two players the levels are spaced by what beats what head to head (docs/bots.md,
    # "Catboxes' levels re-spaced"): 60 random-finished iterations are as strong as 300 and
    # beat the evaluated search, which beats 15 of them; so `easy` searches less, `normal`
    # is 15 iterations, `hard` the evaluated search at half the old expert's 60, and the
    # expert the old `normal`'s 60 iterations finished at random (80 cost over 0.2 s a move).
    ismcts_levels={
        "easy": {"iterations": 20},
        "normal": {"iterations": 15},
        "hard": {"iterations": 30, "evaluate": True, "playout_noise": 0.1},
        "expert": {
            "iterations": 60,
            "sizes": {
                2: {"iterations": 60, "evaluate": False, "playout_noise": 0.0},
                3: {"halving": True, "iterations": 100, "keep_guide": True},
                4: {"halving": True, "iterations": 100, "keep_guide": True},
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
