"""Царства зверей (Animal Kingdoms), 1–5 players (1: solo against the upstart).

>>> import stil
>>> s = stil.game("kingdoms").new(players=3, seed=1)
>>> s.decision.kind, len(s.view(s.to_act).data["hand"])
('turn', 4)
"""

from stil.games.kingdoms.game import GAME, SPEC
from stil.games.kingdoms.state import KingdomsState

__all__ = ["GAME", "SPEC", "KingdomsState"]
