"""Bots see only what a player sees: an Observation, the legal actions and their own RNG.

>>> import stil
>>> from stil.bots import RandomBot
>>> s = stil.game("cabbage").new(players=2, seed=3)
>>> bot = RandomBot()
>>> bot.choose(s.view(s.to_act), s.legal_actions(), stil.Rng(1)) in s.legal_actions()
True
"""

from stil.bots.base import Bot, RandomBot, bot_names, make_bot

__all__ = ["Bot", "RandomBot", "bot_names", "make_bot"]
