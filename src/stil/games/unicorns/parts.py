"""Відчайдушні однороги: the parts the platform reads (``stil.core.parts``)."""

from __future__ import annotations

from stil.core.parts import standard
from stil.games.unicorns.cards import card_catalog
from stil.games.unicorns.game import GAME
from stil.games.unicorns.invariants import count_cards

PARTS = standard(
    __package__,
    GAME,
    card_counter=count_cards,
    card_catalog=card_catalog,
    minutes=(30, 45),
    # random games run long (240 moves in the median at two players, 40 µs each), so random
    # playouts are cut after 40 moves and judged by the unicorns in each stable: every level
    # within the other games' cost a move (docs/bots.md); the expert level's cut comes sooner
    # wherever its learned evaluation has a model (two to six players). At every size it
    # halves at the root, at two to six its playouts following the heuristic for 16 moves
    # before the evaluation, as kingdoms' does: at two the tree was only level with `hard`;
    # at three to six halving beat the tree (400 iterations, 300 at five and six) on the
    # tree's own deals by 0.09 to 0.18 of the games at half its CPU (docs/bots.md); at seven
    # and eight, with no model, the heuristic plays each playout to the cut: random playouts
    # left it no stronger than the heuristic itself
    ismcts_levels={
        "every": {"max_rollout": 40},
        "expert": {
            "sizes": {
                2: {"halving": True, "guided_steps": 16, "iterations": 200},
                3: {"halving": True, "guided_steps": 16, "iterations": 150},
                4: {"halving": True, "guided_steps": 16, "iterations": 150},
                5: {"halving": True, "guided_steps": 16, "iterations": 150},
                6: {"halving": True, "guided_steps": 16, "iterations": 150},
                7: {"halving": True, "guided_steps": 40, "iterations": 200},
                8: {"halving": True, "guided_steps": 40, "iterations": 200},
            }
        },
    },
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "baby_setup",
        "deck_exhausted",
        "targeting",
        "unicorns_into_any_stable",
        "win_check",
    ),
)
