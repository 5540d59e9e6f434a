"""Князья in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in uk/ru/en and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.i18n import names_in_langs as names


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.princes.cards import CARDS

    fields = ("might", "plus", "mult", "wall", "valour")
    return {
        "cards": {
            c.id: {"name": names(c.name), "kind": c.kind, **{f: getattr(c, f) for f in fields}}
            for c in CARDS.card
        }
    }
