"""The browser's card data (``static/data/<game>.json``) is what ``scripts/gen_web_names.py``
makes from each game's ``cards.toml`` and locale: a card or text changed without
regenerating it fails here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import stil

ROOT = Path(__file__).resolve().parent.parent.parent
DATA = ROOT / "src" / "stil" / "server" / "static" / "data"


def test_every_game_has_its_web_data_and_none_is_stale() -> None:
    assert {p.stem for p in DATA.glob("*.json")} >= set(stil.games())
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "gen_web_names.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
