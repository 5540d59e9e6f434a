"""Якщо влізе in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in uk/ru/en and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.games.catboxes.game import GAME
from stil.i18n import names_in_langs as names
from stil.i18n import texts_under


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.catboxes.cards import CARDS, INFO, sides_text

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
        "cats": [{"id": c.id, "colour": c.colour, "name": names(c.name)} for c in CARDS.cat],
        "names": {k: names(v) for k, v in CARDS.names.items()},
        "texts": texts_under(GAME.spec.id, "sym"),
    }
