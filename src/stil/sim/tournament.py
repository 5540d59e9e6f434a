"""Tournaments between bots: every table of ``players`` bots drawn from a list plays the
same seeded games, and the results rate the bots with openskill's Plackett-Luce model (a
Bayesian skill rating in the family of TrueSkill, for two or more players a game).

Each table is a :func:`stil.sim.simulate.run` with the tournament's seed, so every table is
dealt the same games, seats rotating within it: the bots are compared on common deals.
The games are then rated in a fixed order, game ``k`` of every table before game ``k + 1``
of any, so that no bot's rating depends on where its table stands in the list. The result
depends only on the game, the bots, the number of games, the options and the seed.
With ``duplicate`` each deal is played once in every rotation of a table's seats
(:func:`stil.sim.simulate.deal_seeds`), so the luck of the deal cancels.

>>> t = tournament("cabbage", ["heuristic", "random"], games=4, seed=1)
>>> [r.label for r in t.ratings]
['heuristic', 'random']
>>> t.ratings[0].mu > t.ratings[1].mu
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from stil.core import InvalidPlayers, game
from stil.sim.match import WinRate, wilson_interval
from stil.sim.simulate import GameRecord, SimulationResult, prepare, run

#: The model's prior: every bot starts at ``mu`` 25 with ``sigma`` 25/3 (openskill's
#: defaults, as TrueSkill's); the ordinal ``mu - 3 sigma`` ranks the table.
MU = 25.0
SIGMA = 25.0 / 3


@dataclass(frozen=True)
class Rating:
    """A bot's skill after the tournament, and what it won."""

    label: str
    mu: float
    sigma: float
    games: int
    wins: float  # a shared win counts 1/k
    win_rate: WinRate
    cpu_per_move: float = field(default=0.0, compare=False)  # CPU s a move with a choice

    @property
    def ordinal(self) -> float:
        """A conservative skill, ``mu - 3 sigma``: what the table is sorted by."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class TournamentResult:
    game_id: str
    bots: tuple[str, ...]
    players: int
    seed: int
    tables: tuple[SimulationResult, ...]  # one per combination of bots, in itertools order
    ratings: tuple[Rating, ...]  # in the order the bots were named

    def ranking(self) -> list[Rating]:
        """The ratings, best first (by ordinal, then by name for a stable order)."""
        return sorted(self.ratings, key=lambda r: (-r.ordinal, r.label))

    def head_to_head(self, a: int, b: int) -> WinRate | None:
        """Bot ``a``'s win share over the games it played at a table with bot ``b``
        (``None`` if they never met)."""
        games, wins = 0, 0.0
        for table in self.tables:
            members = [self.bots.index(name) for name in table.bots]
            if a not in members or b not in members or a == b:
                continue
            mine = members.index(a)
            for r in table.records:
                games += 1
                wins += r.share(r.seats.index(mine))
        if not games:
            return None
        return WinRate(wins / games, *wilson_interval(wins, games))


def ranks(record: GameRecord) -> list[int]:
    """Each seat's place in one game (1 is best): the winners share first place, the rest
    follow by score, equal scores sharing a place.

    >>> ranks(GameRecord(0, 0, (0, 1, 2), (9, 5, 5), (0,), 10, 0))
    [1, 2, 2]
    """
    others = sorted({s for seat, s in enumerate(record.scores) if seat not in record.winners})
    others.reverse()
    return [
        1 if seat in record.winners else 2 + others.index(score)
        for seat, score in enumerate(record.scores)
    ]


def tables(bots: Sequence[str], players: int) -> list[tuple[int, ...]]:
    """Every table of ``players`` bots from the list (all of them with two bots, a round
    robin; fewer bots than players is an error).

    >>> tables(["a", "b", "c"], 2)
    [(0, 1), (0, 2), (1, 2)]
    """
    if players > len(bots):
        raise InvalidPlayers(f"{players} players a table, but only {len(bots)} bots")
    return list(combinations(range(len(bots)), players))


def tournament(
    game_id: str,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    duplicate: bool = False,
) -> TournamentResult:
    """Play ``games`` games at every table of ``players`` bots (default: the game's
    smallest player count, at least 2) and rate the bots.

    Raises ``ValueError`` for a bot named twice or fewer than two bots, and what
    :func:`stil.sim.simulate.prepare` raises for the rest.
    """
    from openskill.models import PlackettLuce

    names = tuple(bots)
    if len(names) < 2:
        raise ValueError("a tournament needs at least two bots")
    if len(set(names)) != len(names):
        raise ValueError(f"each bot once: {', '.join(names)}")
    size = players if players is not None else max(2, min(game(game_id).spec.player_counts))
    plan = tables(names, size)
    prepared = [prepare(game_id, [names[b] for b in t], options) for t in plan]
    total = games * len(plan)
    results: list[SimulationResult] = []
    for i, (members, opts) in enumerate(zip(plan, prepared, strict=True)):

        def table_progress(done: int, _total: int, offset: int = i * games) -> None:
            if progress is not None:
                progress(offset + done, total)

        results.append(
            run(
                game_id,
                [names[b] for b in members],
                games,
                seed=seed,
                options=opts,
                workers=workers,
                progress=table_progress,
                duplicate=duplicate,
            )
        )

    model = PlackettLuce(mu=MU, sigma=SIGMA)
    skill = [model.rating(name=name) for name in names]
    played, wins = [0] * len(names), [0.0] * len(names)
    cpu, moves = [0.0] * len(names), [0] * len(names)
    for k in range(games):
        for members, result in zip(plan, results, strict=True):
            record = result.records[k]
            who = [members[b] for b in record.seats]  # seat -> bot in the tournament list
            teams = [[skill[b]] for b in who]
            rated = model.rate(teams, ranks=[float(place) for place in ranks(record)])
            for seat, b in enumerate(who):
                skill[b] = rated[seat][0]
                played[b] += 1
                wins[b] += record.share(seat)
                if record.choices:
                    cpu[b] += record.cpu[seat]
                    moves[b] += record.choices[seat]
    ratings = tuple(
        Rating(
            names[b],
            skill[b].mu,
            skill[b].sigma,
            played[b],
            wins[b],
            WinRate(wins[b] / played[b], *wilson_interval(wins[b], played[b])),
            cpu[b] / moves[b] if moves[b] else 0.0,
        )
        for b in range(len(names))
    )
    return TournamentResult(game_id, names, size, seed, tuple(results), ratings)


__all__ = ["MU", "SIGMA", "Rating", "TournamentResult", "ranks", "tables", "tournament"]
