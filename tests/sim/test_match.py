"""The match runner: Wilson intervals, seeding, seat rotation and the win bookkeeping."""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import stil
from stil.bots import Bot, RandomBot
from stil.sim import bot_rng, game_seeds, match, play_game, wilson_interval

# the module, which the function of the same name hides as an attribute of ``stil.sim``
match_module = importlib.import_module("stil.sim.match")


@pytest.mark.parametrize(
    ("successes", "n", "low", "high"),
    [
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
        (1600, 2000, 0.7819, 0.8169),
    ],
)
def test_wilson_interval_known_values(successes: int, n: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(successes, n)
    assert (round(lo, 4), round(hi, 4)) == (low, high)


@pytest.mark.parametrize("n", [1, 10, 300, 2000, 10**6])
def test_wilson_interval_holds_the_rate_at_the_ends(n: int) -> None:
    """At 0 or n successes the rate is an end of the interval exactly, not a rounding off."""
    assert wilson_interval(n, n)[1] == 1.0 and wilson_interval(0, n)[0] == 0.0
    for successes in (0, n // 3, n):
        lo, hi = wilson_interval(successes, n)
        assert lo <= successes / n <= hi


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(2.5, 5)  # shared wins make fractional successes
    assert lo < 0.5 < hi and hi - 0.5 == pytest.approx(0.5 - lo)
    narrow, wide = wilson_interval(8, 10, z=1.0), wilson_interval(8, 10, z=2.58)
    assert wide[0] < narrow[0] < narrow[1] < wide[1]
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_play_game_is_reproducible_and_gives_each_seat_its_own_rng() -> None:
    a = play_game("cabbage", [RandomBot(), RandomBot(), RandomBot()], seed=9)
    b = play_game("cabbage", [RandomBot(), RandomBot(), RandomBot()], seed=9)
    assert a.is_over and a.to_json() == b.to_json()
    assert len({bot_rng(9, seat).next64() for seat in range(3)}) == 3
    assert bot_rng(9, 0).next64() != bot_rng(10, 0).next64()


class _Recorder:
    """Plays randomly and notes which seats it was asked in."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.seats: set[int] = set()

    def choose(self, observation: Any, legal: Sequence[Any], rng: stil.Rng) -> Any:
        self.seats.add(observation.seat)
        return legal[rng.below(len(legal))]


def test_play_game_seats_bots_in_order_and_shows_them_only_their_view() -> None:
    bots = [_Recorder("a"), _Recorder("b")]
    play_game("cabbage", bots, seed=1)
    assert bots[0].seats == {0} and bots[1].seats == {1}


class _FakeState:
    def __init__(self, scores: list[int], winners: list[int]) -> None:
        self._scores, self._winners = scores, winners

    def scores(self) -> list[int]:
        return self._scores

    def winners(self) -> list[int]:
        return self._winners


def _fake_games(
    monkeypatch: pytest.MonkeyPatch, outcomes: Sequence[tuple[list[int], list[int]]]
) -> list[list[str]]:
    """Replace whole games by fixed outcomes (per seat); record who sat where."""
    seatings: list[list[str]] = []
    played = iter(outcomes)

    def fake_play(
        game_id: str, bots: Sequence[Bot], seed: int, options: Mapping[str, object] | None
    ) -> _FakeState:
        seatings.append([b.name for b in bots])
        return _FakeState(*next(played))

    monkeypatch.setattr(match_module, "play_game", fake_play)
    return seatings


def test_match_rotates_seats_and_credits_scores_and_wins_to_bots(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Seat 0 always scores 10 and wins: each bot gets it every other game.
    seatings = _fake_games(monkeypatch, [([10, 3], [0])] * 4)
    result = match("cabbage", ["heuristic", "random"], games=4)
    assert seatings == [["heuristic", "random"], ["random", "heuristic"]] * 2
    assert result.wins == (2.0, 2.0)
    assert result.total_scores == (26, 26)
    assert result.mean_score(0) == 6.5
    assert result.win_rate(0).rate == 0.5


def test_match_without_rotation_keeps_seats() -> None:
    result = match("cabbage", ["heuristic", "random"], games=6, seed=4, rotate_seats=False)
    assert result.win_rate(0).rate >= 0.5  # the heuristic always sits first and still wins


def test_match_counts_a_shared_win_as_a_fraction(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_games(monkeypatch, [([5, 5, 1], [0, 1]), ([4, 4, 4], [0, 1, 2]), ([1, 2, 3], [2])])
    result = match("cabbage", ["random"] * 3, games=3, rotate_seats=False)
    assert result.wins == pytest.approx((0.5 + 1 / 3, 0.5 + 1 / 3, 1 / 3 + 1))
    assert sum(result.wins) == pytest.approx(3)
    rate = result.win_rate(2)
    assert rate.rate == pytest.approx(4 / 9)
    assert (rate.low, rate.high) == wilson_interval(4 / 3, 3)


def test_match_is_reproducible_and_uses_the_derived_seeds() -> None:
    first = match("cabbage", ["random", "random"], games=6, seed=7)
    again = match("cabbage", ["random", "random"], games=6, seed=7)
    assert first == again
    seeds = game_seeds(7, 6)
    assert len(set(seeds)) == 6 and seeds == game_seeds(7, 6)
    totals = [0, 0]
    for i, seed in enumerate(seeds):
        scores = play_game("cabbage", [RandomBot(), RandomBot()], seed).scores()
        for bot in range(2):
            totals[bot] += scores[(bot - i) % 2]
    assert list(first.total_scores) == totals


def test_match_result_summary_names_every_bot() -> None:
    result = match("cabbage", ["heuristic", "random", "random"], games=3, seed=1)
    text = result.summary()
    assert "heuristic" in text and text.count("random") == 2 and "95% CI" in text
    assert result.games_per_second > 0
