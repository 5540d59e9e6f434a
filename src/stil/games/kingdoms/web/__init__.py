"""Царства зверей in the browser: the view (``view.js``, beside this file) and the box's
contents it draws from (card names in every language and printed facts), served by the web app
through the game's parts. Nothing here is hidden information.
"""

from __future__ import annotations

from typing import Any

from stil.core.faces import Number, Style, faces
from stil.games.kingdoms.game import GAME
from stil.i18n import names_in_langs as names
from stil.i18n import texts_under


def web_data() -> dict[str, Any]:
    """What the view reads as ``data``."""
    from stil.games.kingdoms.cards import DATA, ID

    return {
        "animals": {a.id: names(f"{ID}.animal.{a.id}") for a in DATA.animal},
        "edicts": {
            e.id: {"name": names(f"{ID}.card.{e.id}.name"), "kind": e.kind} for e in DATA.edict
        },
        "sizes": list(DATA.kingdom_sizes),
        "council_seats": DATA.council_seats,
        "texts": texts_under(GAME.spec.id, "colour", "upstart", "level", "ui.level"),
        "faces": FACES,
    }


#: Card faces: an animal card's colour is its animal's (edicts match animals by type), its
#: rank in the corner; an edict is a scroll.
FACES = faces(
    {
        "animal": Style("#7a4b1e", "paw"),
        "edict": Style("#4f4a44", "scroll"),
        "red_panda": Style("#b5441b"),
        "tiger": Style("#d9821e"),
        "bee": Style("#e3bb2a"),
        "lizard": Style("#44781f"),
        "frog": Style("#1e7a5a"),
        "owl": Style("#6b5a8e"),
        "okapi": Style("#6b3f2a"),
        "wolf": Style("#4f5f70"),
    },
    numbers=[Number("rank")],
    main=["rank"],
    by="animal",
)
