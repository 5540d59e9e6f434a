"""A sixth game is a copied folder: cabbage's package copied under a new id (in the copy
only the id string and the imports of its own package change), installed as another
distribution would install it (an entry point of the ``stil.games`` group in a
``dist-info`` on ``sys.path``), works everywhere with no other file touched: the registry,
``stil games/rules/play/simulate``, the heuristic and search bots, the conformance suite,
the card invariant, the RL environments, and the web lobby and table with its own view.
"""

from __future__ import annotations

import importlib
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

import stil
from stil.bots import make_bot
from stil.cli.main import app as cli
from stil.core import registry
from stil.sim.match import play_game
from stil.testing import conformance as cf
from stil.testing.invariants import cards_in_play

NEW = "kapusta"
SOURCE = "cabbage"


def copy_game(root: Path) -> Path:
    """The copy, with only what the brief allows changed; returns its folder."""
    src = Path(importlib.import_module(registry.package(SOURCE)).__path__[0])
    dst = root / NEW
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    own = registry.package(SOURCE)
    for py in dst.rglob("*.py"):
        text = py.read_text("utf-8")
        changed = text.replace(f"from {own}.", f"from {NEW}.").replace(
            f"from {own} ", f"from {NEW} "
        )
        changed = changed.replace(f'ID = "{SOURCE}"', f'ID = "{NEW}"')
        py.write_text(changed, "utf-8")
    assert f'ID = "{NEW}"' in (dst / "cards.py").read_text("utf-8")  # the one id string
    # installed as a distribution would be: an entry point of the ``stil.games`` group
    info = root / f"{NEW}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {NEW}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[stil.games]\n{NEW} = {NEW}\n")
    return dst


@pytest.fixture(scope="module")
def new_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("sixth")
    copy_game(root)
    sys.path.insert(0, str(root))
    registry.refresh()
    try:
        yield NEW
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m == NEW or m.startswith(NEW + ".")]:
            del sys.modules[name]
        registry.refresh()


def test_the_registry_finds_it_by_its_entry_point(new_game: str) -> None:
    assert new_game in stil.games() and SOURCE in stil.games()
    g = stil.game(new_game)
    assert g.spec.id == new_game and g is not stil.game(SOURCE)
    assert type(g).__module__.startswith(new_game + ".")  # its own code, not cabbage's
    s = g.new(players=3, seed=5)
    assert s.view(0).game == new_game and s.decision.key.startswith(new_game + ".")


def test_the_conformance_suite_passes(new_game: str) -> None:
    g = stil.game(new_game)
    assert cf.check_playouts(g, 3, range(5)) > 0
    cf.check_determinism_and_replay(g, 2, 1)
    cf.check_json_round_trip(g, 2, 2)
    assert cf.check_illegal_actions(g, 2, 3) > 0
    cf.check_clone_independent(g, 2, 4)
    cf.check_actions_round_trip(g)


def test_bots_and_the_card_invariant(new_game: str) -> None:
    s = stil.game(new_game).new(players=2, seed=9)
    start = cards_in_play(s)
    bots = [make_bot("heuristic", new_game), make_bot("ismcts-easy", new_game)]
    end = play_game(new_game, bots, seed=9)
    assert end.is_over and cards_in_play(end) == start


def test_the_terminal_commands(new_game: str) -> None:
    run = CliRunner()
    listed = run.invoke(cli, ["games", "--lang", "en"])
    assert listed.exit_code == 0 and new_game in listed.output
    rules = run.invoke(cli, ["rules", new_game, "--lang", "en"])
    assert rules.exit_code == 0, rules.output
    played = run.invoke(cli, ["play", new_game, "--seats", "heuristic,random", "--seed", "3"])
    assert played.exit_code == 0, played.output
    sim = run.invoke(cli, ["simulate", new_game, "-n", "4", "-w", "1", "--seed", "2"])
    assert sim.exit_code == 0, sim.output


def test_the_rl_environments(new_game: str) -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from stil.rl import StilAECEnv, StilGymEnv, encoding_for

    assert encoding_for(new_game, "own") is not encoding_for(SOURCE, "own")  # its own copy
    api_test(StilAECEnv(new_game, 2), num_cycles=100)
    gym = StilGymEnv(new_game, 2, opponents="heuristic")
    obs, _ = gym.reset(seed=3)
    assert obs in gym.observation_space


def test_the_web_lobby_and_table_with_its_own_view(new_game: str, tmp_path: Path) -> None:
    from stil.server.app import create_app
    from tests.server.conftest import frame, settings, table

    with TestClient(create_app(settings(f"sqlite:///{tmp_path / 'new.db'}"))) as c:
        listed = c.get("/api/catalog").json()
        assert new_game in [g["id"] for g in listed]
        view = c.get(f"/static/games/{new_game}.js")
        assert view.status_code == 200 and "export function render" in view.text
        data = c.get(f"/static/data/{new_game}.json").json()
        assert data["cards"]
        # the view asks for its own words by bare key, and gets the copy's
        assert f't("{SOURCE}.' not in view.text
        asked = re.findall(r'\blabel\("([a-z_.]+)"', view.text)
        assert asked and all(f"{new_game}.{key}" in data["ui"] for key in asked)
        assert c.get(f"/static/games/{new_game}.css").status_code == 200
        seats = [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}]
        made = table(c, new_game, 2, seats)
        seen = frame(c, made["id"], made["seats"][0]["token"])
        assert seen["game"] == new_game and seen["view"]["players"] == 2
        assert seen["names"] and (seen["question"] or seen["to_act"] != 0)
