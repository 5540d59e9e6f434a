"""Якщо влізе (If It Fits), 2–5 players.

>>> import stil
>>> s = stil.game("catboxes").new(players=2, seed=1)
>>> s.decision.kind, len(s.view(s.to_act).data["hand"])
('start', 2)
"""

from stil.games.catboxes.game import GAME, SPEC
from stil.games.catboxes.state import CatboxesState

__all__ = ["GAME", "SPEC", "CatboxesState"]
