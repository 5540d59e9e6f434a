"""Rule-option A/B: the same games played under two rule sets, and what the change does.

Both arms play the same number of games with the same seeds and the same seating (game
``k`` of one arm is dealt from the same seed as game ``k`` of the other), so the games are
paired and their differences vary far less than two independent runs would. For each bot
and each position in turn order the comparison gives the change in win share and in mean
score with a 95% confidence interval of the paired differences (normal approximation) and
a two-sided p-value.

>>> c = compare("cabbage", ["heuristic", "random"], 20, {"looks_public": False}, seed=1)
>>> c.bots[0].label, c.bots[0].games
('heuristic', 20)
>>> abs(c.bots[0].win_change.diff - (c.bots[0].win_b - c.bots[0].win_a)) < 1e-12
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from statistics import NormalDist, fmean, stdev

from stil.core import game
from stil.core.options import validate_options
from stil.sim.simulate import GameRecord, SimulationResult, labels, run

_Z = NormalDist().inv_cdf(0.975)


@dataclass(frozen=True)
class Difference:
    """Mean of paired differences (B − A), its 95% interval and two-sided p-value."""

    diff: float
    low: float
    high: float
    p_value: float

    @property
    def significant(self) -> bool:
        """The 95% interval leaves out 0."""
        return self.low > 0 or self.high < 0


def paired(a: Sequence[float], b: Sequence[float]) -> Difference:
    """The difference of two paired samples.

    >>> d = paired([0, 0, 1, 1], [1, 1, 1, 1])
    >>> d.diff, round(d.low, 3), round(d.high, 3), d.significant
    (0.5, -0.066, 1.066, False)
    """
    if len(a) != len(b):
        raise ValueError("paired samples must have the same length")
    d = [y - x for x, y in zip(a, b, strict=True)]
    if not d:
        return Difference(0.0, 0.0, 0.0, 1.0)
    mean = fmean(d)
    se = stdev(d) / math.sqrt(len(d)) if len(d) > 1 else 0.0
    if se == 0:
        return Difference(mean, mean, mean, 1.0 if mean == 0 else 0.0)
    p = 2 * (1 - NormalDist().cdf(abs(mean) / se))
    return Difference(mean, mean - _Z * se, mean + _Z * se, p)


@dataclass(frozen=True)
class Change:
    """What the option change did to one bot (or one position in turn order)."""

    label: str
    games: int
    win_a: float  # win share under A (a shared win counts 1/k)
    win_b: float
    win_change: Difference
    score_a: float
    score_b: float
    score_change: Difference


@dataclass(frozen=True)
class Comparison:
    game_id: str
    change: dict[str, object]
    a: SimulationResult
    b: SimulationResult
    bots: tuple[Change, ...]
    positions: tuple[Change, ...]
    length_change: Difference


def _per_game(
    records: Sequence[GameRecord], who: Callable[[GameRecord, int], int], k: int
) -> tuple[list[float], list[float]]:
    """Win share and score of ``k`` in each game, ``who(record, seat)`` naming a seat's
    bot or position."""
    wins, scores = [], []
    for r in records:
        (seat,) = (s for s in range(len(r.seats)) if who(r, s) == k)
        wins.append(r.share(seat))
        scores.append(float(r.scores[seat]))
    return wins, scores


def _changes(
    a: SimulationResult, b: SimulationResult, names: Sequence[str], by_position: bool
) -> tuple[Change, ...]:
    def who(r: GameRecord, seat: int) -> int:
        return r.position(seat) if by_position else r.seats[seat]

    out = []
    for k, name in enumerate(names):
        wa, sa = _per_game(a.records, who, k)
        wb, sb = _per_game(b.records, who, k)
        out.append(
            Change(
                name,
                len(wa),
                fmean(wa),
                fmean(wb),
                paired(wa, wb),
                fmean(sa),
                fmean(sb),
                paired(sa, sb),
            )
        )
    return tuple(out)


def check_change(
    game_id: str, options: Mapping[str, object], change: Mapping[str, object]
) -> dict[str, object]:
    """The options of arm B; raises ``ValueError`` (``InvalidOption`` for a bad name or
    value) when the change is empty or leaves every option as it is (defaults included)."""
    if not change:
        raise ValueError("nothing to compare: give at least one option to change")
    specs = game(game_id).spec.options
    variant = {**options, **change}
    if validate_options(specs, variant) == validate_options(specs, options):
        raise ValueError("the change sets the options to what they already are")
    return variant


def compare(
    game_id: str,
    seats: Sequence[str],
    games: int,
    change: Mapping[str, object],
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    backend: str = "local",
    address: str | None = None,
) -> Comparison:
    """Play ``games`` games under ``options`` (arm A) and under ``options`` with ``change``
    applied (arm B), same seeds and seats, and compare them."""
    base = dict(options or {})
    variant = check_change(game_id, base, change)
    total = 2 * games

    def arm(offset: int) -> Callable[[int, int], None] | None:
        if progress is None:
            return None
        return lambda done, _total: progress(offset + done, total)

    a = run(game_id, seats, games, seed, base, workers, arm(0), backend, address)
    b = run(game_id, seats, games, seed, variant, workers, arm(games), backend, address)
    names = labels(tuple(seats))
    return Comparison(
        game_id,
        dict(change),
        a,
        b,
        _changes(a, b, names, by_position=False),
        _changes(a, b, [str(p + 1) for p in range(len(seats))], by_position=True),
        paired([r.decisions for r in a.records], [r.decisions for r in b.records]),
    )
