"""No module outside ``stil/games/`` names a game: every layer above the games finds them
through the registry and reads them through their parts, so adding a game never edits a
file outside its folder (DESIGN.md, "A game is its folder").

Code is checked, not prose: string constants and imported module names, with docstrings
(their ``>>>`` examples need some game) and comments left out.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import stil

SRC = Path(stil.__file__).resolve().parent
#: Files allowed to name a game in code, each with why. Keep it tiny.
ALLOWED: dict[str, str] = {}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def named_games(path: Path, ids: list[str]) -> list[str]:
    """``line: text`` of each string constant or import in ``path`` that names a game."""
    tree = ast.parse(path.read_text("utf-8"))
    skip = _docstrings(tree)
    word = re.compile(r"\b(" + "|".join(map(re.escape, ids)) + r")\b")
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value
        elif isinstance(node, ast.ImportFrom):
            text = node.module or ""
        elif isinstance(node, ast.Import):
            text = " ".join(a.name for a in node.names)
        else:
            continue
        if word.search(text):
            found.append(f"{getattr(node, 'lineno', '?')}: {text[:60]!r}")
    return found


def test_no_module_outside_the_game_folders_names_a_game() -> None:
    ids = stil.games()
    bad = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith(("games/", "server/migrations/")) or rel in ALLOWED:
            continue
        hits = named_games(path, ids)
        if hits:
            bad[rel] = hits
    assert not bad, f"game ids named outside stil/games/: {bad}"


def test_the_check_sees_a_game_named_in_code(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Docs may say cabbage."""\n# so may comments: princes\nX = "kingdoms"\n')
    assert named_games(sample, ["cabbage", "princes", "kingdoms"]) == ["3: 'kingdoms'"]


def test_the_shared_web_client_names_no_game() -> None:
    """The browser client outside the game folders: each view, its styles and its labels
    come from the game's folder, so a game id in these files would be a table of games."""
    word = re.compile(r"\b(" + "|".join(map(re.escape, stil.games())) + r")\b")
    bad = [
        f"{p.name}:{n}"
        for p in sorted((SRC / "server" / "static").rglob("*"))
        if p.suffix in (".js", ".html", ".css")
        for n, line in enumerate(p.read_text("utf-8").splitlines(), 1)
        if word.search(line)
    ]
    assert not bad, f"game ids in the shared web client: {bad}"
