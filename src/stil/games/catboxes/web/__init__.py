"""Якщо влізе in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in every language and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.core.faces import Number, Style, faces
from stil.games.catboxes.game import GAME
from stil.i18n import names_in_langs as names
from stil.i18n import texts_under


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.catboxes.cards import CARDS, ID, INFO, NAMES, sides_text

    return {
        "cards": {
            c.id: {
                "kind": c.kind,
                "sides": sides_text(c.open),
                "toys": list(c.toys),
                "spray": c.spray,
            }
            for c in INFO
        },
        "cats": [
            {"id": c.id, "colour": c.colour, "name": names(f"{ID}.cat.{c.id}")} for c in CARDS.cat
        ],
        "names": {k: names(f"{ID}.name.{k}") for k in NAMES},
        "texts": texts_under(GAME.spec.id, "sym"),
        "faces": FACES,
    }


#: Card faces: a colour and an icon per kind, a cat's colour its own (the catalog's
#: ``colour``); the view's ``cardArt`` draws a card's walls and toys.
FACES = faces(
    {
        "box": Style("#8a5a2b", "box"),
        "toy": Style("#1f6f9f", "sparkle"),
        "start": Style("#2f6f4e", "flag"),
        "princess": Style("#b0306a", "crown"),
        "cat": Style("#5b5247", "paw"),
        "sleeping": Style("#4a5a6a", "moon"),
        "yellow": Style("#e0a800"),
        "red": Style("#c0392b"),
        "blue": Style("#2e6fbf"),
        "green": Style("#2a7d45"),
        "magenta": Style("#a53bb0"),
    },
    numbers=[
        Number("yarn"),
        Number("mouse"),
        Number("feather"),
        Number("fish"),
        Number("spray"),
    ],
    by="colour",
)
