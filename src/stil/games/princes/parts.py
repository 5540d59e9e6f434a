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
    minutes=(30, 60),
    # the expert level compares the first moves by sequential halving, each in the same
    # deals: in princes its tree's visits followed the heuristic's move. Its playouts are
    # what it lacked (three times as many won 0.18 more of the same games): 300 a move,
    # affordable since the heuristic reads the search's states without building views
    # (docs/bots.md)
    # random playouts say little of who wins here (500 of them were no step above 100), so
    # "hard" is the expert's search at a tenth of its budget (a quarter was too close to it)
    ismcts_levels={
        "hard": {"like": "expert", "share": 0.1},
        # at seven players a playout costs most (every seat encoded): 230 of them keep a move
        # within 0.2 s and win as much as 300 did (docs/bots.md)
        "expert": {"halving": True, "iterations": 300, "sizes": {7: {"iterations": 230}}},
    },
    # the rule options that change the game most, most first (the lobby shows the rest folded)
    major_options=(
        "allow_up_to_8",
        "pass_rule",
        "defender_wins_ties",
        "tie_break",
        "first_player",
    ),
)
