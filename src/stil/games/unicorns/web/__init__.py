"""Відчайдушні однороги in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in every language and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.core.faces import Style, faces
from stil.games.unicorns.game import GAME
from stil.i18n import names_in_langs as names
from stil.i18n import texts_under


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.unicorns.cards import CARDS, ID

    return {
        "cards": {c.id: {"name": names(f"{ID}.card.{c.id}.name"), "kind": c.kind} for c in CARDS},
        "texts": texts_under(GAME.spec.id, "ui", "op"),
        "faces": FACES,
    }


#: Card faces: a colour and an icon per kind (the cards carry no numbers).
FACES = faces(
    {
        "baby": Style("#b0306a", "heart"),
        "basic": Style("#55606e", "horn"),
        "magical": Style("#6a3d9a", "star"),
        "magic": Style("#1f6f8b", "sparkle"),
        "upgrade": Style("#2f6f4e", "up"),
        "downgrade": Style("#b3261e", "down"),
        "instant": Style("#3b2a1a", "shield"),
    }
)
