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
    # the learned evaluation is weak here (held-out log-loss 0.663 against a constant's
    # 0.693), so at two players the expert plays the heuristic's move unless the search
    # beats it clearly; at three to five its tree spent its iterations on the rivals' moves,
    # and halving at the root (every move played out in the same deals) won more, at less
    # CPU a move; at three to five, eight guided moves before the evaluation more still, and
    # at three, halving that keeps the heuristic's move to the final pair. Random
    # playouts say little of who wins here, so "hard" is the expert's search at a quarter of
    # its budget, not more of them (docs/bots.md)
    ismcts_levels={
        "hard": {"like": "expert", "share": 0.25},
        "expert": {
            "trust": 0.03,
            "sizes": {
                3: {"halving": True, "guided_steps": 8, "keep_guide": True},
                4: {"halving": True, "guided_steps": 8},
                5: {"halving": True, "guided_steps": 8},
            },
        },
    },
    minutes=(15, 25),
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "voluntary_bust",
        "looks_public",
    ),
)
