"""Inside a game package imports point one way: no module reaches back to one that imports
it (a state's setup reaching for its game's options, the rules for the state and the state
for the rules). Read from the sources, so every import counts, those inside functions too;
only imports under ``if TYPE_CHECKING:`` (never run) are left out. The games are the
folders of ``stil/games``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import stil.games

GAMES = Path(stil.games.__file__).parent
PACKAGES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imported(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that runs (those under ``if TYPE_CHECKING:`` left out)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def imports_within(package: str) -> dict[str, set[str]]:
    """For each module of ``stil.games.<package>``, the modules of the same package it
    imports (``__init__`` for names taken from the package itself)."""
    folder = GAMES / package
    # a module is a file of the folder or a subpackage (all of its files together: unicorns'
    # effects/), so ``from stil.games.x import effects`` is an edge to it, not to __init__
    sources = {p.stem: [p] for p in folder.glob("*.py")}
    sources |= {
        d.name: sorted(d.rglob("*.py")) for d in folder.iterdir() if (d / "__init__.py").exists()
    }
    modules = set(sources)
    prefix = f"stil.games.{package}"
    graph: dict[str, set[str]] = {}
    for name in sorted(modules):
        trees = [ast.parse(f.read_text(encoding="utf-8")) for f in sources[name]]
        edges: set[str] = set()
        for node in (node for tree in trees for node in _imported(tree)):
            if isinstance(node, ast.Import):
                targets = [(a.name, None) for a in node.names]
            elif node.level:  # relative, from inside the package
                base = f"{prefix}.{node.module}" if node.module else prefix
                targets = [(base, a.name) for a in node.names]
            else:
                targets = [(node.module or "", a.name) for a in node.names]
            for module, member in targets:
                if module == prefix:  # from stil.games.x import rules / GAME
                    edges.add(member if member in modules else "__init__")
                elif module.startswith(prefix + "."):
                    edges.add(module[len(prefix) + 1 :].split(".")[0])
        edges.discard(name)
        graph[name] = edges
    return graph


def find_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports (``[a, b, a]``), or ``None``."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_games_are_found_from_the_folder() -> None:
    assert len(PACKAGES) >= 5


@pytest.mark.parametrize("package", PACKAGES)
def test_imports_inside_a_game_package_point_one_way(package: str) -> None:
    circle = find_circle(imports_within(package))
    assert circle is None, f"stil.games.{package} imports in a circle: {' → '.join(circle)}"


def test_a_circle_is_found() -> None:
    """The check itself can fail: a state that imports its game, which imports the state."""
    circle = find_circle({"state": {"game"}, "game": {"state", "rules"}, "rules": set()})
    assert circle == ["game", "state", "game"]
    assert find_circle({"state": set(), "rules": {"state"}, "game": {"rules", "state"}}) is None
