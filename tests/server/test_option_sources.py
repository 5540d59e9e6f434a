"""The lobby's option list: each option's source is for players (a rulebook paragraph in
words, in each language), never the developer's reference with its file names."""

from __future__ import annotations

import re

from stil.server.routes.catalog import catalog


def test_the_lobby_gets_sources_in_words_without_file_names():
    shown = 0
    for game in catalog():
        for option in game["options"]:
            for lang, source in option["sources"].items():
                assert not re.search(r"\.(md|toml|py)\b|§", source), (game["id"], source)
                if lang != "en":
                    assert not re.search(r"[A-Za-z]", source), (game["id"], lang, source)
                shown += bool(source)
    assert shown >= 3 * 5  # five sources or more, each in all three languages
