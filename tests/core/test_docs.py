"""Every registered game has a rules page that lists each of its options with its default."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import stil

DOCS = Path(__file__).parent.parent.parent / "docs" / "games"


def _show(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@pytest.mark.parametrize("game_id", stil.games())
def test_rules_page_lists_every_option_with_its_default(game_id: str) -> None:
    page = (DOCS / f"{game_id}.md").read_text("utf-8")
    rows = {
        m.group(1): m.group(2)
        for m in re.finditer(r"^\| `([a-z0-9_]+)` \| `([^`]*)` \|", page, re.MULTILINE)
    }
    for option in stil.game(game_id).spec.options:
        assert option.name in rows, f"{game_id}.md lacks option {option.name}"
        assert rows[option.name] == _show(option.default), f"{game_id}.md: {option.name}"
