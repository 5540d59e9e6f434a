"""Інтриги та Капуста in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in every language and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.core.faces import Number, Style, faces
from stil.i18n import names_in_langs as names


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.cabbage.cards import CARDS, ID

    return {
        "cards": {c.id: {"name": names(f"{ID}.card.{c.id}.name")} for c in CARDS.card},
        "faces": FACES,
    }


#: Card faces: a paw for an animal, a leaf for food, a colour per card (one card a kind).
FACES = faces(
    {
        "animal": Style("#7a4b1e", "paw"),
        "food": Style("#2f6f3e", "leaf"),
        "cat": Style("#5e3c8f"),
        "pig": Style("#b0456b"),
        "chicken": Style("#e0b020"),
        "cow": Style("#4f4a44"),
        "fox": Style("#c2500a"),
        "wolf": Style("#3f4d5c"),
        "dog": Style("#8a5a2b"),
        "rabbit": Style("#a89a8a"),
        "cabbage": Style("#2a7d45"),
        "wheat": Style("#d9b23a"),
    },
    numbers=[Number("points"), Number("majority_points"), Number("look"), Number("saves")],
    main=["points", "majority_points"],
)
