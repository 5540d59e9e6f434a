"""Князья in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in every language and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.core.faces import Number, Style, faces
from stil.i18n import names_in_langs as names


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.princes.cards import CARDS, ID

    fields = ("might", "plus", "mult", "wall", "valour")
    return {
        "cards": {
            c.id: {
                "name": names(f"{ID}.card.{c.id}.name"),
                "kind": c.kind,
                **{f: getattr(c, f) for f in fields},
            }
            for c in CARDS.card
        },
        "faces": FACES,
    }


#: Card faces: a colour and an icon per kind; a face shows might, valour, walls, a
#: building's bonus or factor and a chronicle's points.
FACES = faces(
    {
        "city": Style("#8a5a00", "tower"),
        "building": Style("#2e6fbf", "house"),
        "wall": Style("#5b5247", "shield"),
        "moat": Style("#1f6f8b", "wave"),
        "fortress": Style("#3b2a1a", "tower"),
        "army": Style("#b3261e", "sword"),
        "militia": Style("#8c4a2f", "sword"),
        "event": Style("#6a3d9a", "bolt"),
        "chronicle": Style("#2f6f4e", "scroll"),
    },
    numbers=[
        Number("might"),
        Number("valour"),
        Number("wall", prefix=">"),
        Number("plus", prefix="+"),
        Number("mult", prefix="×"),
        Number("points"),
    ],
    main=["might", "valour", "wall", "plus", "mult", "points"],
)
