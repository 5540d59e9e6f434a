"""Every registered game against the engine contract (stil.testing.conformance)."""

from __future__ import annotations

import os

import pytest

import stil
from stil.testing import conformance as cf

CASES = [(g, n) for g in stil.games() for n in stil.game(g).spec.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]

#: random games per game and player count here (STIL_PLAYOUTS=N for a longer run);
#: benchmarks/fuzz.py plays a million actions a game outside CI, illegal attempts and every
#: check of the contract included
PLAYOUTS_PER_COUNT = int(os.environ.get("STIL_PLAYOUTS", "400"))

# A unicorns game is about twenty times as long as a cabbage game (every card played asks
# every other seat; random play mostly ends when the deck runs out) and it has seven table
# sizes, so it plays a tenth of the seeds of each check here; the Hypothesis state machines
# (tests/core/test_stateful.py) and benchmarks/fuzz.py cover it further.
SCALE = {"unicorns": 10}


def seeds(game_id: str, n: int) -> range:
    """The first ``n`` seeds, or the game's share of them (at least two)."""
    return range(max(2, n // SCALE.get(game_id, 1)))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_random_playouts_terminate_with_legal_actions(game_id: str, players: int) -> None:
    game = stil.game(game_id)
    runs = seeds(game_id, PLAYOUTS_PER_COUNT)
    assert cf.check_playouts(game, players, runs) == len(runs)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_determinism_and_replay(game_id: str, players: int) -> None:
    for seed in seeds(game_id, 10):
        cf.check_determinism_and_replay(stil.game(game_id), players, seed)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_json_round_trip_every_step(game_id: str, players: int) -> None:
    for seed in seeds(game_id, 5):
        cf.check_json_round_trip(stil.game(game_id), players, seed)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_illegal_actions_change_nothing(game_id: str, players: int) -> None:
    tried = sum(cf.check_illegal_actions(stil.game(game_id), players, s) for s in seeds(game_id, 5))
    assert tried > 50


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_clone_is_independent(game_id: str, players: int) -> None:
    for seed in seeds(game_id, 5):
        cf.check_clone_independent(stil.game(game_id), players, seed)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_views_are_snapshots(game_id: str, players: int) -> None:
    for seed in seeds(game_id, 2):
        cf.check_views_are_snapshots(stil.game(game_id), players, seed)


@pytest.mark.parametrize("game_id", stil.games())
def test_actions_text_and_index_round_trip(game_id: str) -> None:
    cf.check_actions_round_trip(stil.game(game_id))


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_hidden_information_never_reaches_a_view(game_id: str, players: int) -> None:
    changed = sum(
        cf.check_hidden_information(stil.game(game_id), players, s) for s in seeds(game_id, 4)
    )
    # The re-deals did move hidden cards, so equal views prove something.
    assert changed > 100
