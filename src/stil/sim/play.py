"""One game of a simulator's run, and a chunk of them: what a worker plays, in a local
process or as a Ray task (``stil.sim.simulate`` and ``stil.sim.ray_backend`` both send
:func:`play_chunk`; this module sits below both)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from stil.bots import make_bot
from stil.core import game
from stil.sim.match import bot_rng


@dataclass(frozen=True)
class GameRecord:
    """One game of a run. Seats are indexed from 0; bots by their place in the run's list."""

    index: int
    seed: int
    seats: tuple[int, ...]  # seats[s]: the bot sitting in seat s
    scores: tuple[int, ...]  # per seat
    winners: tuple[int, ...]  # seats; several on a shared win
    decisions: int  # actions played: the game's length
    first_seat: int  # the seat that acted first
    # CPU seconds each seat's bot spent choosing, over its ``choices`` moves that had more
    # than one legal action (process time: what the load of the machine does not change)
    cpu: tuple[float, ...] = field(default=(), compare=False)
    choices: tuple[int, ...] = field(default=(), compare=False)

    def position(self, seat: int) -> int:
        """Where ``seat`` sat in turn order: 0 for the first to act, 1 for the next..."""
        return (seat - self.first_seat) % len(self.seats)

    def share(self, seat: int) -> float:
        """The win credited to ``seat``: 1, ``1/k`` on a win shared by ``k``, or 0."""
        return 1 / len(self.winners) if seat in self.winners else 0.0


def seating(players: int, index: int) -> tuple[int, ...]:
    """The bot in each seat of game ``index``: the bots rotated by ``index``.

    >>> [seating(3, k) for k in range(4)]
    [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]
    """
    return tuple((s + index) % players for s in range(players))


def play_one(
    game_id: str,
    bots: Sequence[str],
    index: int,
    seed: int,
    options: Mapping[str, object] | None = None,
) -> GameRecord:
    """Play game ``index`` of a run (dealt with ``seed``) and record it."""
    seats = seating(len(bots), index)
    players = [make_bot(bots[b], game_id) for b in seats]
    rngs = [bot_rng(seed, s) for s in range(len(seats))]
    state = game(game_id).new(players=len(seats), seed=seed, options=options)
    first = state.to_act
    assert first is not None
    decisions = 0
    cpu, choices = [0.0] * len(seats), [0] * len(seats)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        started = time.process_time()
        action = players[seat].choose(view, legal, rngs[seat])
        if len(legal) > 1:
            cpu[seat] += time.process_time() - started
            choices[seat] += 1
        state.apply(action, seat)
        decisions += 1
    return GameRecord(
        index=index,
        seed=seed,
        seats=seats,
        scores=tuple(state.scores()),
        winners=tuple(state.winners()),
        decisions=decisions,
        first_seat=first,
        cpu=tuple(cpu),
        choices=tuple(choices),
    )


def play_chunk(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    games: list[tuple[int, int]],
) -> list[GameRecord]:
    """A worker's task (a process's or a Ray task's): the games ``(index, seed)`` of one
    chunk."""
    return [play_one(game_id, bots, index, seed, options) for index, seed in games]
