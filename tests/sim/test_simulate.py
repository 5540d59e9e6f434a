"""The balance simulator: seeds and seats per game, the same records whatever the number of
workers, the summary's arithmetic and the CSV file."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from stil.core import InvalidOption, InvalidPlayers, UnknownGame
from stil.sim import game_seeds, match, wilson_interval
from stil.sim import simulate as sim
from stil.sim.simulate import GameRecord, SimulationResult


@pytest.fixture(scope="module")
def cabbage_run() -> SimulationResult:
    return sim.run("cabbage", ["heuristic", "random", "random"], games=9, seed=5)


def test_the_records_are_the_same_for_any_number_of_workers(
    cabbage_run: SimulationResult, monkeypatch: pytest.MonkeyPatch
) -> None:
    two = sim.run("cabbage", ["heuristic", "random", "random"], games=9, seed=5, workers=2)
    assert two.records == cabbage_run.records and two == cabbage_run
    assert two.workers == 2
    # Chunks of several games, more workers than are useful: still the same games.
    monkeypatch.setattr(sim, "CHUNKS_PER_WORKER", 1)
    three = sim.run("cabbage", ["heuristic", "random", "random"], games=9, seed=5, workers=3)
    assert sim.chunk_size(9, 3) == 3
    assert three.records == cabbage_run.records


def test_princes_with_two_workers_matches_one() -> None:
    one = sim.run("princes", ["heuristic", "random"], games=4, seed=2, workers=1)
    two = sim.run("princes", ["heuristic", "random"], games=4, seed=2, workers=2)
    assert one == two


def test_game_k_has_the_kth_seed_and_the_seats_rotated_by_k(
    cabbage_run: SimulationResult,
) -> None:
    records = cabbage_run.records
    assert [r.index for r in records] == list(range(9))
    assert [r.seed for r in records] == game_seeds(5, 9)
    assert [r.seats for r in records] == [((0 + k) % 3, (1 + k) % 3, (2 + k) % 3) for k in range(9)]
    # every bot sits in every seat equally often, first to act included (cabbage: seat 0)
    for seat in range(3):
        assert sorted(r.seats[seat] for r in records) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert {r.first_seat for r in records} == {0}
    for r in records:
        assert len(r.scores) == 3 and r.winners and r.decisions > 0


def test_a_run_plays_the_games_a_match_plays() -> None:
    bots = ["heuristic", "random"]
    result = sim.run("cabbage", bots, games=6, seed=11)
    summary = result.summary()
    reference = match("cabbage", bots, games=6, seed=11)
    assert tuple(b.wins for b in summary.bots) == pytest.approx(reference.wins)
    assert [b.mean_score for b in summary.bots] == pytest.approx(
        [reference.mean_score(b) for b in range(2)]
    )


def test_princes_records_who_acted_first() -> None:
    result = sim.run("princes", ["random", "random", "random"], games=9, seed=3)
    assert len({r.first_seat for r in result.records}) > 1  # drawn from each game's seed
    summary = result.summary()
    assert [p.games for p in summary.positions] == [9, 9, 9]
    assert sum(p.wins for p in summary.positions) == pytest.approx(9)


def test_progress_is_reported_up_to_the_total() -> None:
    calls: list[tuple[int, int]] = []
    sim.run("cabbage", ["random", "random"], games=5, progress=lambda d, t: calls.append((d, t)))
    assert calls[0] == (0, 5) and calls[-1] == (5, 5)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


def _record(
    index: int,
    seats: tuple[int, ...],
    scores: tuple[int, ...],
    winners: tuple[int, ...],
    decisions: int,
    first: int = 0,
) -> GameRecord:
    return GameRecord(index, 100 + index, seats, scores, winners, decisions, first)


HAND_MADE = SimulationResult(
    "cabbage",
    ("heuristic", "random"),
    (
        # seat 0 holds bot 0; seat 0 acts first and wins alone
        _record(0, (0, 1), (10, 4), (0,), 30),
        # bot 1 in seat 0; seat 1 (bot 0) acts first; a shared win
        _record(1, (1, 0), (7, 7), (0, 1), 50, first=1),
        # bot 0 in seat 0, acting second; bot 1 (seat 1, first to act) wins
        _record(2, (0, 1), (2, 9), (1,), 40, first=1),
    ),
    seconds=2.0,
)


def test_summary_arithmetic_on_a_hand_made_result() -> None:
    s = HAND_MADE.summary()
    assert (s.game_id, s.games, s.players) == ("cabbage", 3, 2)
    heuristic, random = s.bots
    assert (heuristic.label, heuristic.games, heuristic.wins) == ("heuristic", 3, 1.5)
    assert heuristic.mean_score == pytest.approx((10 + 7 + 2) / 3)
    assert (random.games, random.wins) == (3, 1.5)
    assert random.mean_score == pytest.approx((4 + 7 + 9) / 3)
    assert heuristic.win_rate.rate == 0.5
    assert (heuristic.win_rate.low, heuristic.win_rate.high) == wilson_interval(1.5, 3)
    # position 0 is whoever acted first: seat 0, seat 1, seat 1; it won 1 + 1/2 + 1
    first, second = s.positions
    assert (first.games, first.wins, first.mean_score) == (3, 2.5, pytest.approx(26 / 3))
    assert (second.games, second.wins, second.mean_score) == (3, 0.5, pytest.approx(13 / 3))
    assert first.win_rate.rate == pytest.approx(2.5 / 3)
    assert (s.length_mean, s.length_min, s.length_max) == (40, 30, 50)
    assert s.games_per_second == 1.5 and HAND_MADE.games_per_second == 1.5
    text = str(s)
    assert "heuristic" in text and "position 2" in text and "mean 40.0, min 30, max 50" in text


def test_summary_of_a_first_player_advantage() -> None:
    records = tuple(_record(k, sim.seating(3, k), (5, 1, 1), (0,), 10, first=0) for k in range(6))
    s = SimulationResult("cabbage", ("random",) * 3, records).summary()
    assert [b.label for b in s.bots] == ["random#1", "random#2", "random#3"]
    assert [b.wins for b in s.bots] == [2, 2, 2]
    assert [p.win_rate.rate for p in s.positions] == [1.0, 0.0, 0.0]


def test_empty_result_summary() -> None:
    s = SimulationResult("cabbage", ("random", "random"), ()).summary()
    assert s.games == 0 and s.length_max == 0 and s.bots[0].win_rate.rate == 0.0


def test_csv_round_trip(tmp_path: Path) -> None:
    result = sim.run("cabbage", ["heuristic", "random", "random"], games=7, seed=1)
    path = tmp_path / "results.csv"
    result.to_csv(path)
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == [
        "game",
        "index",
        "seed",
        "first_seat",
        "decisions",
        "winners",
        "seat0_bot",
        "seat0_score",
        "seat1_bot",
        "seat1_score",
        "seat2_bot",
        "seat2_score",
    ]
    assert len(rows) == 1 + 7
    assert rows[2][6::2] == ["random#2", "random#3", "heuristic"]  # game 1, rotated once
    back = SimulationResult.from_csv(path)
    assert back == result
    assert back.bots == ("heuristic", "random", "random")
    assert back.summary().bots == result.summary().bots
    assert back.summary().positions == result.summary().positions


def test_csv_round_trip_of_a_hand_made_result_with_shared_wins(tmp_path: Path) -> None:
    path = tmp_path / "hand.csv"
    HAND_MADE.to_csv(path)
    rows = list(csv.DictReader(path.open(newline="", encoding="utf-8")))
    assert rows[1]["winners"] == "0 1" and rows[1]["seat0_bot"] == "random"
    assert SimulationResult.from_csv(path) == HAND_MADE


def test_from_csv_of_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.csv"
    SimulationResult("cabbage", ("random", "random"), ()).to_csv(path)
    with pytest.raises(ValueError, match="no games"):
        SimulationResult.from_csv(path)


@pytest.mark.parametrize(
    ("game_id", "seats", "kwargs", "error", "message"),
    [
        ("chess", ["random", "random"], {}, UnknownGame, "no game 'chess'"),
        ("cabbage", ["random"], {}, InvalidPlayers, "2–5 players"),
        ("cabbage", [], {}, InvalidPlayers, "no seats"),
        ("cabbage", ["random", "robot"], {}, ValueError, "no bot 'robot'"),
        ("cabbage", ["random", "random"], {"options": {"nope": 1}}, InvalidOption, "nope"),
        ("cabbage", ["random", "random"], {"games": 0}, ValueError, "at least 1"),
        ("cabbage", ["random", "random"], {"workers": 0}, ValueError, "at least 1"),
        (
            "princes",
            ["random"] * 7,
            {"options": {"allow_up_to_8": False}},
            InvalidPlayers,
            "allow_up_to_8",
        ),
    ],
)
def test_bad_arguments_raise_before_any_game(
    game_id: str, seats: list[str], kwargs: dict[str, object], error: type, message: str
) -> None:
    args: dict[str, object] = {"games": 2, **kwargs}
    with pytest.raises(error, match=message):
        sim.run(game_id, seats, **args)  # type: ignore[arg-type]


def test_prepare_adds_the_options_a_player_count_needs() -> None:
    assert sim.prepare("princes", ["random"] * 7) == {"allow_up_to_8": True}
    assert sim.prepare("cabbage", ["random"] * 2, {"looks_public": False}) == {
        "looks_public": False
    }
