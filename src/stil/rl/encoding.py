"""The observation encoders, under the name the RL package has always given them.

They live in :mod:`stil.core.encoding`: the bots' learned evaluations read the same
vectors, and the RL package sits above the bots (it imports them), so the encoders belong
below both.
"""

from stil.core import encoding as _core
from stil.core.encoding import *  # noqa: F403 (the same names, listed once, there)

__all__ = _core.__all__
