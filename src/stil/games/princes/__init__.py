"""Князья (Princes), 2–6 players (7–8 with an option).

>>> import stil
>>> s = stil.game("princes").new(players=3, seed=1)
>>> s.decision.kind, len(s.view(s.to_act).data["hand"])
('turn', 4)
"""

from stil.games.princes.game import GAME, SPEC
from stil.games.princes.state import PrincesState

__all__ = ["GAME", "SPEC", "PrincesState"]
