"""docs/rl.md's tables of every game's observation blocks say what the declared layout is:
each heading's feature counts and its formula in ``n``, and each one-block row's size."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import stil
from stil.rl.encoding import ENCODERS, layout

DOC = Path(__file__).parents[2] / "docs" / "rl.md"
HEADING = re.compile(r"^### `(\w+)` — (.*)$", re.M)


def sections() -> dict[str, tuple[str, str]]:
    """Each game's heading (after the dash) and its text, up to the next heading."""
    text = DOC.read_text(encoding="utf-8")
    found = list(HEADING.finditer(text))
    out = {}
    for m, nxt in zip(found, [*found[1:], None], strict=True):
        out[m.group(1)] = (m.group(2), text[m.end() : nxt.start() if nxt else len(text)])
    return out


@pytest.mark.parametrize("game_id", [g for g in stil.games() if g in ENCODERS])
def test_the_documented_sizes_are_the_layouts(game_id: str) -> None:
    heading, body = sections()[game_id]
    size = {n: layout(game_id, n)[-1].end for n in stil.game(game_id).spec.player_counts}
    a, b = map(int, re.search(r"`(\d+)n \+ (\d+)", heading).groups())  # type: ignore[union-attr]
    for n, end in size.items():
        assert end == a * max(n, 2) + b, f"{n} players: {end}, the heading's formula says otherwise"
    for count, players in re.findall(r"([\d,]+) features for ([\d or]+?) players", heading):
        for n in re.findall(r"\d+", players):
            assert size[int(n)] == int(count.replace(",", "")), (n, count)
    for count, n in re.findall(r"([\d,]+) for (\d+)\b", heading):
        assert size[int(n)] == int(count.replace(",", "")), (n, count)
    blocks = {b.name: b.end - b.start for b in layout(game_id, min(size))}
    rows = re.findall(r"^\| `(\w+)` \| (\d+) \|", body, re.M)
    assert rows or game_id == "catboxes"  # catboxes' blocks are described in prose
    for name, n in rows:
        assert blocks[name] == int(n), f"{name}: {blocks[name]} entries, the table says {n}"
