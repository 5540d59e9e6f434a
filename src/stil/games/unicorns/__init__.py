"""Відчайдушні однороги (Unstable Unicorns, 2nd edition base game), 2–8 players.

>>> import stil
>>> s = stil.game("unicorns").new(players=2, seed=1)
>>> s.decision.kind, len(s.hands[0])
('baby', 6)
"""

from stil.games.unicorns.game import GAME, SPEC
from stil.games.unicorns.state import UnicornsState

__all__ = ["GAME", "SPEC", "UnicornsState"]
