"""How a game's cards look in the browser: a colour and an icon per kind (or per card, or
per value of one catalog field), and which of a card's numbers its face shows. A game
declares this in its ``web_data()`` as ``faces``; the web client's ``card.js`` draws every
face from it and the catalog's names and texts, so no face is drawn by hand per game.

>>> declared = faces({"city": Style("#8a5a00", "tower")}, [Number("might")], main=["might"])
>>> declared["styles"], declared["main"]
({'city': {'colour': '#8a5a00', 'icon': 'tower'}}, ['might'])
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from stil.core.errors import StilError

_HEX = re.compile(r"^#[0-9a-f]{6}$")
_NAME = re.compile(r"^[a-z][a-z_]*$")


class InvalidFaces(StilError):
    """A face declaration with a colour that is not ``#rrggbb`` or a malformed icon or key."""


@dataclass(frozen=True, slots=True)
class Style:
    """A kind's look: its colour (``#rrggbb``; the face picks a readable ink) and icon (a
    name of ``card.js``'s ``ICONS``)."""

    colour: str
    icon: str | None = None

    def __post_init__(self) -> None:
        if not _HEX.match(self.colour):
            raise InvalidFaces(f"colour {self.colour!r} is not #rrggbb (lower case)")
        if self.icon is not None and not _NAME.match(self.icon):
            raise InvalidFaces(f"icon {self.icon!r} is not an icon name")


@dataclass(frozen=True, slots=True)
class Number:
    """A number the face shows, named ``<game>.number.<key>`` in the game's ``[web]``
    texts; ``prefix`` is written before it (``+`` for a bonus, ``×`` for a factor)."""

    key: str
    prefix: str = ""
    icon: str | None = None

    def __post_init__(self) -> None:
        if not _NAME.match(self.key):
            raise InvalidFaces(f"number key {self.key!r} is not a plain name")


def faces(
    styles: dict[str, Style],
    numbers: list[Number] | None = None,
    main: list[str] | None = None,
    by: str | None = None,
) -> dict[str, Any]:
    """The ``faces`` entry of a game's web data. ``styles`` are looked up by card id, then
    by the card's value of catalog field ``by``, then by its kind (later ones merged
    under earlier ones); ``main`` lists the numbers, first found first, that a small face
    shows in its corner."""
    nums = numbers or []
    keys = {n.key for n in nums}
    for k in main or []:
        if k not in keys:
            raise InvalidFaces(f"main number {k!r} is not one of the numbers shown")
    out: dict[str, Any] = {
        "styles": {
            k: {"colour": s.colour, **({"icon": s.icon} if s.icon else {})}
            for k, s in styles.items()
        },
        "numbers": [
            {
                "key": n.key,
                **({"prefix": n.prefix} if n.prefix else {}),
                **({"icon": n.icon} if n.icon else {}),
            }
            for n in nums
        ],
    }
    if main:
        out["main"] = list(main)
    if by:
        out["by"] = by
    return out
