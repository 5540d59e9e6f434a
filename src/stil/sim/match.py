"""Bots playing whole games against each other, and win rates with confidence intervals.

A match plays ``games`` seeded games between the same bots. Seats rotate from one game to
the next, so every bot sits first equally often (exactly so when ``games`` is a multiple of
the number of bots). A shared win counts ``1/k`` to each of the ``k`` winners.

>>> result = match("cabbage", ["heuristic", "random"], games=10, seed=1)
>>> result.games, round(sum(result.wins), 9)
(10, 10.0)
>>> rate = result.win_rate(0)
>>> rate.low <= rate.rate <= rate.high
True
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from math import sqrt
from typing import NamedTuple

from stil.bots import Bot, make_bot
from stil.core import Rng, State, game

# Salts that keep the bots' generators and the games' seeds away from the game's own stream.
_BOT_SALT = 0xB075_5EED_0F_5EA7
_MATCH_SALT = 0x3A7C_4E5_5EED


def bot_rng(seed: int, seat: int) -> Rng:
    """The generator of the bot in ``seat`` of the game seeded ``seed``."""
    stream = Rng(state=seed ^ _BOT_SALT)
    for _ in range(seat):
        stream.next64()
    return Rng(state=stream.next64())


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of a match's games.

    Drawn from a generator rather than counted up: ``Rng(s + 1)`` is ``Rng(s)`` one step
    on, so consecutive seeds would deal related decks.
    """
    stream = Rng(state=seed ^ _MATCH_SALT)
    return [stream.next64() for _ in range(games)]


def play_game(
    game_id: str,
    bots: Sequence[Bot],
    seed: int,
    options: Mapping[str, object] | None = None,
) -> State:
    """Play one game to the end, ``bots[i]`` in seat ``i``; the final state.

    Each bot sees only its seat's view and the legal actions, and draws on its own RNG.

    >>> from stil.bots import RandomBot
    >>> play_game("cabbage", [RandomBot(), RandomBot()], seed=5).is_over
    True
    """
    state = game(game_id).new(players=len(bots), seed=seed, options=options)
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        state.apply(action, seat)
    return state


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion: sound near 0 and 1 and for small ``n``,
    where the normal approximation is not. ``z=1.96`` gives 95%.

    >>> low, high = wilson_interval(8, 10)
    >>> round(low, 4), round(high, 4)
    (0.4902, 0.9433)
    >>> wilson_interval(300, 300)[1]  # the interval holds the rate itself, rounding or not
    1.0
    """
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie in 0..{n}, got {successes}")
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z / denominator * sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


class WinRate(NamedTuple):
    """A win rate and its Wilson 95% confidence interval."""

    rate: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{self.rate:.3f} (95% CI {self.low:.3f}–{self.high:.3f})"


@dataclass(frozen=True)
class MatchResult:
    """What a match gave, per bot (in the order the bots were named, whatever their seats)."""

    game_id: str
    bots: tuple[str, ...]
    games: int
    wins: tuple[float, ...]  # a shared win counts 1/k to each of the k winners
    total_scores: tuple[int, ...]
    seconds: float = field(default=0.0, compare=False)

    def mean_score(self, bot: int) -> float:
        return self.total_scores[bot] / self.games if self.games else 0.0

    def win_rate(self, bot: int) -> WinRate:
        rate = self.wins[bot] / self.games if self.games else 0.0
        return WinRate(rate, *wilson_interval(self.wins[bot], self.games))

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def summary(self) -> str:
        lines = [f"{self.game_id}: {self.games} games, {len(self.bots)} players"]
        for i, name in enumerate(self.bots):
            lines.append(
                f"  {i} {name:<10} wins {self.wins[i]:g}, win rate {self.win_rate(i)}, "
                f"mean score {self.mean_score(i):.1f}"
            )
        return "\n".join(lines)


def match(
    game_id: str,
    bot_names: list[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    rotate_seats: bool = True,
) -> MatchResult:
    """Play ``games`` games between the named bots (one seat each, see :func:`make_bot`).

    Game ``i`` is seeded ``game_seeds(seed, games)[i]``; with ``rotate_seats`` bot ``b``
    sits in seat ``(b - i) % len(bot_names)`` in it, else always in seat ``b``.
    """
    n = len(bot_names)
    bots = [make_bot(name, game_id) for name in bot_names]
    wins = [0.0] * n
    totals = [0] * n
    start = time.perf_counter()
    for i, seed_i in enumerate(game_seeds(seed, games)):
        shift = i % n if rotate_seats else 0
        seat_of = [(b - shift) % n for b in range(n)]
        seated = [bots[(seat + shift) % n] for seat in range(n)]
        state = play_game(game_id, seated, seed_i, options)
        scores, winners = state.scores(), state.winners()
        for b in range(n):
            totals[b] += scores[seat_of[b]]
            if seat_of[b] in winners:
                wins[b] += 1 / len(winners)
    seconds = time.perf_counter() - start
    return MatchResult(game_id, tuple(bot_names), games, tuple(wins), tuple(totals), seconds)
