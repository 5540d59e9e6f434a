"""Changing a game's texts for one test: card names and texts live in the game's language
files, so a test that breaks one swaps the game's catalog for a changed copy."""

from __future__ import annotations

import pytest

from stil import i18n


def change_text(
    monkeypatch: pytest.MonkeyPatch, game_id: str, key: str, lang: str, text: str | None
) -> None:
    """Game ``game_id``'s text ``key`` in ``lang`` is ``text`` (``None``: it has none) until
    the test ends."""
    catalog = i18n.catalog(game_id)
    entries = {k: catalog.templates(k) for k in catalog.keys()}  # noqa: SIM118 (not a dict)
    texts = entries.setdefault(key, {})
    if text is None:
        texts.pop(lang, None)
    else:
        texts[lang] = text
    monkeypatch.setitem(i18n._CATALOGS, game_id, i18n.Catalog(game_id, entries))
