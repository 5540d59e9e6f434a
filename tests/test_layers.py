"""No import points up: each part of ``stil`` imports only its own layer and those below,
function-level imports included (a late import hid a loop between the bots and the RL
package: ``bots.evaluation`` read ``rl.encoding`` while ``rl`` imports ``bots``)."""

from __future__ import annotations

import ast
from pathlib import Path

import stil

#: the layers, lowest first: the texts (read by everything, reading nothing of ours); the
#: engine; the seat labels and the renderer kit; the games; the
#: bots; what plays many games; what serves them to people and programs; the command line
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"ftl", "i18n"}),
    frozenset({"core"}),
    frozenset({"labels", "render", "howto", "shorts"}),
    frozenset({"games"}),
    frozenset({"bots"}),
    frozenset({"sim", "testing"}),
    frozenset({"rl", "server"}),
    frozenset({"cli"}),
)
ROOT = Path(stil.__file__).parent


def layer(part: str) -> int:
    for n, names in enumerate(LAYERS):
        if part in names:
            return n
    raise AssertionError(f"stil.{part} is in no layer: add it to LAYERS")


def imported(path: Path) -> set[str]:
    """The ``stil`` parts a module imports, anywhere in it."""
    parts = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        parts |= {n.split(".")[1] for n in names if n.startswith("stil.")}
    return parts


def test_every_import_points_down_or_across() -> None:
    upward = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ("__init__.py", "__main__.py", "migrations"):
            continue
        part = rel.parts[0] if len(rel.parts) > 1 else rel.stem
        for other in imported(path):
            if layer(other) > layer(part):
                upward.append(f"{rel} imports stil.{other}")
    assert upward == []


def test_the_check_sees_a_late_import(tmp_path: Path) -> None:
    path = tmp_path / "late.py"
    path.write_text("def f():\n    from stil.rl.encoding import layout\n    return layout\n")
    assert imported(path) == {"rl"}
