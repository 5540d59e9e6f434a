"""Tournaments: every table plays the same seeded games, the ratings follow the results,
and the whole is reproducible from the seed whatever the number of workers."""

from __future__ import annotations

import pytest

from stil.bots import base
from stil.core import InvalidPlayers
from stil.sim import simulate as sim
from stil.sim.simulate import GameRecord
from stil.sim.tournament import MU, ranks, tables, tournament


class FirstBot:
    """Always the first legal action: a third bot as cheap as random."""

    name = "first"

    def choose(self, observation, legal, rng):
        return legal[0]


@pytest.fixture(scope="module")
def three_bots():
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(base._FACTORIES, "ismcts-easy", lambda game_id: FirstBot())
        yield tournament("cabbage", ["random", "heuristic", "ismcts-easy"], games=10, seed=3)


def test_every_pairing_plays_the_same_deals(three_bots) -> None:
    t = three_bots
    assert [tuple(table.bots) for table in t.tables] == [
        ("random", "heuristic"),
        ("random", "ismcts-easy"),
        ("heuristic", "ismcts-easy"),
    ]
    seeds = [[r.seed for r in table.records] for table in t.tables]
    assert seeds[0] == seeds[1] == seeds[2]
    # a table is exactly the simulator's run with the tournament's seed
    assert t.tables[0].records == sim.run("cabbage", ["random", "heuristic"], 10, seed=3).records
    assert [r.games for r in t.ratings] == [20, 20, 20]


def test_ratings_follow_the_results(three_bots) -> None:
    t = three_bots
    by_name = {r.label: r for r in t.ratings}
    heuristic, random = by_name["heuristic"], by_name["random"]
    wins = sum(
        r.share(r.seats.index(table.bots.index("heuristic")))
        for table in t.tables
        if "heuristic" in table.bots
        for r in table.records
    )
    assert heuristic.wins == pytest.approx(wins)
    assert heuristic.mu > MU > random.mu
    assert heuristic.sigma < 25 / 3 and random.sigma < 25 / 3
    # the ranking is the order of the results (the always-first bot stands in for a third
    # player; with cabbage's duplicates on offer by default it busts more than random)
    by_wins = sorted(t.ratings, key=lambda r: r.wins, reverse=True)
    assert [r.label for r in t.ranking()] == [r.label for r in by_wins]
    assert t.ranking()[0].label == "heuristic"
    assert heuristic.ordinal == pytest.approx(heuristic.mu - 3 * heuristic.sigma)
    h2h = t.head_to_head(1, 0)
    assert h2h is not None
    assert h2h.rate == pytest.approx(t.tables[0].summary().bots[1].win_rate.rate)
    assert t.head_to_head(0, 0) is None


def test_reproducible_from_the_seed_whatever_the_workers() -> None:
    one = tournament("cabbage", ["random", "heuristic"], 6, seed=3)
    assert tournament("cabbage", ["random", "heuristic"], 6, seed=3) == one
    two = tournament("cabbage", ["random", "heuristic"], 6, seed=3, workers=2)
    assert two.ratings == one.ratings
    assert [t.records for t in two.tables] == [t.records for t in one.tables]
    other = tournament("cabbage", ["random", "heuristic"], 6, seed=4)
    assert other.tables[0].records != one.tables[0].records


def test_tables_of_three_and_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(base._FACTORIES, "first", lambda game_id: FirstBot())
    calls: list[tuple[int, int]] = []
    t = tournament(
        "princes",
        ["random", "heuristic", "first"],
        games=3,
        seed=1,
        players=3,
        progress=lambda done, total: calls.append((done, total)),
    )
    assert len(t.tables) == 1 and t.players == 3
    assert calls[-1] == (3, 3)
    assert sum(r.wins for r in t.ratings) == pytest.approx(3)


def test_ranks() -> None:
    assert ranks(GameRecord(0, 0, (0, 1), (3, 9), (1,), 5, 0)) == [2, 1]
    assert ranks(GameRecord(0, 0, (0, 1, 2), (4, 4, 1), (0, 1), 5, 0)) == [1, 1, 2]
    assert ranks(GameRecord(0, 0, (0, 1, 2, 3), (1, 7, 5, 3), (1,), 5, 0)) == [4, 1, 2, 3]
    assert tables(["a", "b", "c", "d"], 3) == [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]


@pytest.mark.parametrize(
    ("bots", "kwargs", "error", "message"),
    [
        (["random"], {}, ValueError, "at least two bots"),
        (["random", "random"], {}, ValueError, "each bot once"),
        (["random", "robot"], {}, ValueError, "no bot 'robot'"),
        (["random", "heuristic"], {"players": 3}, InvalidPlayers, "only 2 bots"),
        (["random", "heuristic"], {"options": {"nope": 1}}, ValueError, "nope"),
    ],
)
def test_bad_arguments(bots, kwargs, error, message) -> None:
    with pytest.raises(error, match=message):
        tournament("cabbage", bots, games=2, **kwargs)
