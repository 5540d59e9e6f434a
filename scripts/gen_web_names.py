"""Writes ``src/stil/server/static/data/<game>.json``: the names (uk/ru/en) and the printed facts of
every card, as each game's ``cards.toml`` gives them through its validated loader, for the
browser's table views. Nothing here is hidden information: it is the box's contents.

Run after a change to a ``cards.toml``:  ``.venv/bin/python scripts/gen_web_names.py``;
``--check`` writes nothing and fails if a file is not what it would write (for a test).
"""

from __future__ import annotations

import json
import sys
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "src" / "stil" / "server" / "static" / "data"
LANGS = ("uk", "ru", "en")


def names(n: Any) -> dict[str, str]:
    return {lang: str(getattr(n, lang)) for lang in LANGS}


def locale(game: str, *prefixes: str) -> dict[str, dict[str, str]]:
    """Entries of the game's ``locale.toml`` under the given dotted prefixes."""
    data = tomllib.loads(resources.files(f"stil.games.{game}").joinpath("locale.toml").read_text())
    out: dict[str, dict[str, str]] = {}

    def walk(node: dict[str, Any], key: str) -> None:
        if all(isinstance(v, str) for v in node.values()) and set(node) >= set(LANGS):
            if any(key == p or key.startswith(p + ".") for p in prefixes):
                out[key] = {lang: node[lang] for lang in LANGS}
            return
        for k, v in node.items():
            if isinstance(v, dict):
                walk(v, f"{key}.{k}" if key else k)

    walk(data, "")
    return out


def cabbage() -> dict[str, Any]:
    from stil.games.cabbage.cards import CARDS

    return {"cards": {c.id: {"name": names(c.name)} for c in CARDS.card}}


def princes() -> dict[str, Any]:
    from stil.games.princes.cards import CARDS

    fields = ("might", "plus", "mult", "wall", "valour")
    return {
        "cards": {
            c.id: {"name": names(c.name), "kind": c.kind, **{f: getattr(c, f) for f in fields}}
            for c in CARDS.card
        }
    }


def kingdoms() -> dict[str, Any]:
    from stil.games.kingdoms.cards import DATA

    return {
        "animals": {a.id: names(a.name) for a in DATA.animal},
        "edicts": {e.id: {"name": names(e.name), "kind": e.kind} for e in DATA.edict},
        "sizes": list(DATA.kingdom_sizes),
        "council_seats": DATA.council_seats,
        "texts": locale("kingdoms", "colour", "upstart", "level", "ui.level"),
    }


def catboxes() -> dict[str, Any]:
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
        "texts": locale("catboxes", "sym"),
    }


def unicorns() -> dict[str, Any]:
    from stil.games.unicorns.cards import CARDS

    return {
        "cards": {c.id: {"name": names(c.name), "kind": c.kind} for c in CARDS},
        "texts": locale("unicorns", "ui", "op"),
    }


def main(check: bool = False) -> int:
    """Write (or with ``check`` compare) every game's file; the number of stale files."""
    OUT.mkdir(exist_ok=True)
    makers = {
        "cabbage": cabbage,
        "princes": princes,
        "kingdoms": kingdoms,
        "catboxes": catboxes,
        "unicorns": unicorns,
    }
    stale = 0
    for game, make in makers.items():
        text = json.dumps(make(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        path = OUT / f"{game}.json"
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"{path} is stale: run scripts/gen_web_names.py")
                stale += 1
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{game}: {len(text)} characters")
    return stale


if __name__ == "__main__":
    sys.exit(1 if main(check="--check" in sys.argv[1:]) else 0)
