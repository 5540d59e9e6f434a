"""The names people choose for their seats: what is refused, and why.

A name is shown to every other player, in the lobby, on the seats and in the game log, so
it must not be able to lie about who is who:

- control characters (NUL, line breaks…) and format characters (bidi overrides and
  isolates U+202A–202E and U+2066–2069, marks U+200E/U+200F, zero-width characters) are
  refused: they reorder or hide what the others read;
- a name that reads as a seat label in any language and any game ("Player 2", «Гравець 2»,
  «Игрок 2», "you", "random bot"…), compared without case, spaces or punctuation and with
  Cyrillic letters that look Latin read as Latin, is refused: it would make a person look
  like another seat or a bot;
- the name is trimmed and at most ``MAX_NAME`` characters; a name of only spaces (or
  none at all, ``""``) is refused too: it would silently keep whatever name was there.
  Sending no name (``None``) means no name.

>>> clean_name("  Оксана ", "uk")
'Оксана'
>>> clean_name("   ", "en")
Traceback (most recent call last):
...
stil.server.names.BadName: A name cannot be blank: leave it out to sit without one.
>>> clean_name("Player\\u202e2", "en")
Traceback (most recent call last):
...
stil.server.names.BadName: A name cannot contain control or text-direction characters.
>>> clean_name("игрок-2", "en")
Traceback (most recent call last):
...
stil.server.names.BadName: A name cannot look like a seat label such as “Player 2”.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from stil.core.registry import games as game_ids
from stil.i18n import FALLBACK, LANGS, Lang, t
from stil.labels import bot_name

MAX_NAME = 24
#: control, format (bidi, zero-width), surrogate, private-use, unassigned, line/para
_REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
#: Cyrillic letters drawn like Latin ones (a look-alike "Рlayer 2" is "Player 2")
_LOOKALIKE = str.maketrans("аеорсухкмтнвіїјѕԁԛԝ", "aeopcyxkmthbiijsdqw")
#: seat labels the generic clients use besides the games' own ("you", "human", bots…)
_CLI_TAGS = ("you", "human")
#: words that, with a number, name a seat whatever a game calls it
_SEAT_WORDS = ("seat", "місце", "место", "player", "гравець", "игрок", "bot", "бот")


class BadName(ValueError):
    """A refused name; the message is in the language asked."""


def _skeleton(text: str) -> str:
    """What a name reads as: compatibility forms folded, no case, no spaces or marks,
    look-alike Cyrillic letters as Latin."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    kept = "".join(ch for ch in unicodedata.normalize("NFKD", folded) if ch.isalnum())
    return kept.translate(_LOOKALIKE)


@functools.cache
def _labels() -> tuple[frozenset[str], re.Pattern[str]]:
    """Every seat label of every game and language, as skeletons; and a pattern of their
    words followed by a number ("player2", "гравець 7" read as "гpabeць7"), which a name
    may not contain anywhere ("Player 2 fan" would pass for seat 2 in the log)."""
    from stil.bots import bot_names
    from stil.core.registry import game
    from stil.render import load

    whole: set[str] = set()
    for gid in game_ids():
        r = load(gid)
        for lang in LANGS:
            for seat in range(game(gid).spec.max_players):
                whole.add(_skeleton(r.player(seat, lang)))
    for lang in LANGS:
        for tag in _CLI_TAGS:
            whole.add(_skeleton(t(lang, f"stil.seat.{tag}")))
        for bot in bot_names():
            whole.add(_skeleton(bot_name(lang, bot)))
            whole.add(_skeleton(bot))
    stems = {re.sub(r"\d+", "", w) for w in whole if any(c.isdigit() for c in w)}
    stems |= {_skeleton(word) for word in _SEAT_WORDS}
    words = sorted((s for s in stems if s), key=len, reverse=True)
    return frozenset(whole), re.compile("(?:" + "|".join(map(re.escape, words)) + r")\d")


def clean_name(name: str | None, lang: Lang = FALLBACK) -> str | None:
    """The name to keep (trimmed; ``None`` for none), or ``BadName`` saying why not."""
    if name is None:
        return None
    name = name.strip()
    if any(unicodedata.category(ch) in _REFUSED for ch in name):
        raise BadName(t(lang, "stil.names.control"))
    if not name:
        raise BadName(t(lang, "stil.names.blank"))
    if len(name) > MAX_NAME:
        raise BadName(t(lang, "stil.names.long", n=MAX_NAME))
    skeleton = _skeleton(name)
    whole, numbered = _labels()
    if skeleton in whole or numbered.search(skeleton):
        raise BadName(t(lang, "stil.names.label"))
    return name
