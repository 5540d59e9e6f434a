"""The game packages, one per game, all of the same shape.

``stil.games`` is both this package and the function listing game ids (DESIGN.md's
contract): importing ``stil.games.cabbage`` binds the package to the name ``stil.games``,
so the package itself is made callable and answers like the registry function.

>>> import stil, stil.games.cabbage
>>> stil.games()[0]
'cabbage'
"""

from __future__ import annotations

import sys
import types


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from stil.core.registry import games

        return games()


sys.modules[__name__].__class__ = _CallablePackage
