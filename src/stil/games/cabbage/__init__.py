"""Інтриги та Капуста (Intrigues & Cabbage), 2–5 players.

>>> import stil
>>> s = stil.game("cabbage").new(players=2, seed=1)
>>> s.decision.kind in ("draw_or_stop", "fox_take", "pig_discard", "chicken_play")
True
"""

from stil.games.cabbage.game import GAME, SPEC
from stil.games.cabbage.state import CabbageState

__all__ = ["GAME", "SPEC", "CabbageState"]
