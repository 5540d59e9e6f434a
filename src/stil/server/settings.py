"""Settings from the environment (``STIL_*``), read once when the app is made."""

from __future__ import annotations

import os
from dataclasses import dataclass, field


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return default if raw is None or raw == "" else float(raw)


@dataclass(frozen=True)
class Settings:
    #: SQLAlchemy URL; SQLite file in the working directory unless ``STIL_DATABASE_URL``
    database_url: str = field(
        default_factory=lambda: os.environ.get("STIL_DATABASE_URL", "sqlite:///stil.db")
    )
    #: seconds a bot waits before it moves, so people can follow what it did
    bot_delay: float = field(default_factory=lambda: _float("STIL_BOT_DELAY", 0.8))
    #: seconds a disconnected player has before a bot takes the seat over (0: never)
    abandon_after: float = field(default_factory=lambda: _float("STIL_ABANDON_AFTER", 120.0))
    #: shortest turn timer a table may ask for, in seconds
    min_turn_timer: float = field(default_factory=lambda: _float("STIL_MIN_TURN_TIMER", 5.0))
    #: the bot that plays for a player who left or ran out of time
    stand_in: str = field(default_factory=lambda: os.environ.get("STIL_STAND_IN", "heuristic"))
