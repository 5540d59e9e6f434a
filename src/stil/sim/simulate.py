"""The balance simulator: many seeded games between bots, spread over processes, with what
they say about the bots, the seats and the length of a game.

Game ``k`` of a run seeded ``seed`` is dealt with ``game_seeds(seed, games)[k]`` (the
``k``-th draw of the run's own stream, the same seed :func:`stil.sim.match` gives game
``k``) and its seats are the named bots rotated by ``k``: seat ``s`` holds bot
``(s + k) % n``, so every bot sits in every seat equally often (exactly so when the number
of games is a multiple of the number of bots). Each bot is made fresh for each game and
draws on its seat's generator (:func:`stil.sim.bot_rng`), so a game depends on nothing but
``(game, seats, seed, options, k)``: the records of a run are the same whatever the number
of worker processes, and game by game the same as :func:`stil.sim.match` plays.

A **duplicate** run (``duplicate=True``) deals each seed to ``n`` games in a row, the bots
rotated through every seat of it (with two bots: each deal played twice, seats swapped), so
the luck of the deal cancels out of the comparison: game ``k`` is dealt with
``game_seeds(seed, ⌈games / n⌉)[k // n]``.

>>> result = run("cabbage", ["heuristic", "random"], games=4, seed=1)
>>> [r.seats for r in result.records]
[(0, 1), (1, 0), (0, 1), (1, 0)]
>>> summary = result.summary()
>>> summary.games, round(sum(b.wins for b in summary.bots), 9)
(4, 4.0)
"""

from __future__ import annotations

import csv
import math
import multiprocessing
import os
import re
import signal
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from statistics import fmean

from stil.bots import make_bot
from stil.core import InvalidPlayers, OptionValue, game
from stil.sim import ray_backend
from stil.sim.match import WinRate, game_seeds, wilson_interval
from stil.sim.play import GameRecord, play_chunk, play_one, seating

#: ``progress(done, total)``: called as games finish (after each chunk of games).
Progress = Callable[[int, int], None]

#: Games per task sent to a worker process: large enough that sending a task costs nothing
#: next to playing it, small enough that the workers finish together and progress moves.
MAX_CHUNK = 64
#: Aim for at least this many chunks per worker (load balance at the end of a run).
CHUNKS_PER_WORKER = 32
#: Where the games are played: local processes, or Ray tasks (``stil.sim.ray_backend``).
BACKENDS = ("local", "ray")

_LABEL = re.compile(r"^(?P<name>.+)#(?P<number>\d+)$")


@dataclass(frozen=True)
class BotStats:
    label: str
    games: int
    wins: float  # a shared win counts 1/k to each of the k winners
    win_rate: WinRate
    mean_score: float
    # CPU seconds a move with a choice (0 where not measured); no rerun repeats it exactly
    cpu_per_move: float = field(default=0.0, compare=False)


@dataclass(frozen=True)
class PositionStats:
    position: int  # 0: the seat that acted first in its game
    games: int
    wins: float
    win_rate: WinRate
    mean_score: float


@dataclass(frozen=True)
class Summary:
    """What a run says: per bot, per position in turn order, and the games' length."""

    game_id: str
    games: int
    players: int
    bots: tuple[BotStats, ...]
    positions: tuple[PositionStats, ...]
    length_mean: float
    length_min: int
    length_max: int
    seconds: float = 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def __str__(self) -> str:
        lines = [f"{self.game_id}: {self.games} games, {self.players} players"]
        for b in self.bots:
            lines.append(
                f"  {b.label:<12} wins {b.wins:g}/{b.games}, win rate {b.win_rate}, "
                f"mean score {b.mean_score:.1f}, CPU {b.cpu_per_move:.4f} s a move"
            )
        for p in self.positions:
            lines.append(
                f"  position {p.position + 1:<3} wins {p.wins:g}/{p.games}, "
                f"win rate {p.win_rate}, mean score {p.mean_score:.1f}"
            )
        lines.append(
            f"  length (decisions): mean {self.length_mean:.1f}, "
            f"min {self.length_min}, max {self.length_max}"
        )
        return "\n".join(lines)


def _rate(wins: float, games: int) -> WinRate:
    return WinRate(wins / games if games else 0.0, *wilson_interval(wins, games))


def labels(bots: Sequence[str]) -> tuple[str, ...]:
    """Names that tell the bots apart: a name given more than once gets ``#place``
    (1-based place in the list).

    >>> labels(["heuristic", "random", "random"])
    ('heuristic', 'random#2', 'random#3')
    """
    return tuple(f"{name}#{i + 1}" if bots.count(name) > 1 else name for i, name in enumerate(bots))


@dataclass(frozen=True)
class SimulationResult:
    """The records of a run, in game order, and how long it took."""

    game_id: str
    bots: tuple[str, ...]  # bot names as given, in the order of the bot indices
    records: tuple[GameRecord, ...]
    seconds: float = field(default=0.0, compare=False)
    workers: int = field(default=1, compare=False)

    @property
    def labels(self) -> tuple[str, ...]:
        return labels(self.bots)

    @property
    def games_per_second(self) -> float:
        return len(self.records) / self.seconds if self.seconds else 0.0

    def summary(self) -> Summary:
        n = len(self.bots)
        games = len(self.records)
        bot_wins, bot_scores, bot_games = [0.0] * n, [0] * n, [0] * n
        bot_cpu, bot_moves = [0.0] * n, [0] * n
        pos_wins, pos_scores, pos_games = [0.0] * n, [0] * n, [0] * n
        for r in self.records:
            for seat, bot in enumerate(r.seats):
                share, score, pos = r.share(seat), r.scores[seat], r.position(seat)
                bot_games[bot] += 1
                bot_wins[bot] += share
                bot_scores[bot] += score
                if r.choices:
                    bot_cpu[bot] += r.cpu[seat]
                    bot_moves[bot] += r.choices[seat]
                pos_games[pos] += 1
                pos_wins[pos] += share
                pos_scores[pos] += score
        bots = tuple(
            BotStats(
                label,
                bot_games[b],
                bot_wins[b],
                _rate(bot_wins[b], bot_games[b]),
                bot_scores[b] / bot_games[b] if bot_games[b] else 0.0,
                bot_cpu[b] / bot_moves[b] if bot_moves[b] else 0.0,
            )
            for b, label in enumerate(self.labels)
        )
        positions = tuple(
            PositionStats(
                p,
                pos_games[p],
                pos_wins[p],
                _rate(pos_wins[p], pos_games[p]),
                pos_scores[p] / pos_games[p] if pos_games[p] else 0.0,
            )
            for p in range(n)
        )
        lengths = [r.decisions for r in self.records]
        return Summary(
            self.game_id,
            games,
            n,
            bots,
            positions,
            fmean(lengths) if lengths else 0.0,
            min(lengths, default=0),
            max(lengths, default=0),
            self.seconds,
        )

    # -- CSV ----------------------------------------------------------------------------
    def columns(self) -> list[str]:
        seat_columns = [
            column for s in range(len(self.bots)) for column in (f"seat{s}_bot", f"seat{s}_score")
        ]
        return ["game", "index", "seed", "first_seat", "decisions", "winners", *seat_columns]

    def to_csv(self, path: str | os.PathLike[str]) -> None:
        """One row per game: the game id, its index and seed, the seat that acted first, the
        number of decisions, the winning seats (space-separated), then per seat the bot's
        label and its score."""
        with open(path, "w", newline="", encoding="utf-8") as f:
            out = csv.writer(f)
            out.writerow(self.columns())
            out.writerows(self.row(r) for r in self.records)

    def row(self, r: GameRecord) -> list[object]:
        """The CSV row of one game (see :meth:`to_csv`)."""
        names = self.labels
        seats = [value for s, bot in enumerate(r.seats) for value in (names[bot], r.scores[s])]
        winners = " ".join(str(w) for w in r.winners)
        return [self.game_id, r.index, r.seed, r.first_seat, r.decisions, winners, *seats]

    @classmethod
    def from_csv(cls, path: str | os.PathLike[str]) -> SimulationResult:
        """Read back what :meth:`to_csv` wrote (timings are not kept).

        Raises :class:`ResultsFileError` for a file that is missing, empty, lacks a column
        or holds a value that does not fit it, naming the line.
        """
        try:
            with open(path, newline="", encoding="utf-8") as f:
                reader = csv.DictReader(f)
                header = list(reader.fieldnames or [])
                rows = list(reader)
        except FileNotFoundError:
            raise ResultsFileError(f"{path}: no such file") from None
        except (OSError, UnicodeDecodeError, csv.Error) as e:
            raise ResultsFileError(f"{path}: cannot be read as CSV ({e})") from None
        players = sum(1 for key in header if re.fullmatch(r"seat\d+_bot", key))
        needed = [*_FIXED_COLUMNS, *(f"seat{s}_{c}" for s in range(players) for c in _SEAT)]
        missing = [c for c in needed if c not in header]
        if not header or players < 1 or missing:
            shown = ", ".join(missing) if missing and players else "seat0_bot, seat0_score"
            raise ResultsFileError(f"{path}: not a results file (missing column(s) {shown})")
        if not rows:
            raise ResultsFileError(f"{path}: no games")
        # Game k has bot (s + k) % n in seat s: any row names every bot's place.
        first = rows[0]
        try:
            k = _int(first, "index")
        except ValueError as e:
            raise ResultsFileError(f"{path}, line 2: {e}") from None
        found = [first[f"seat{(b - k) % players}_bot"] for b in range(players)]
        place = {label: b for b, label in enumerate(found)}
        if len(place) != players:
            raise ResultsFileError(f"{path}, line 2: a bot appears twice: {', '.join(found)}")
        records = []
        for line, row in enumerate(rows, start=2):
            try:
                records.append(_record(row, first["game"], place, players))
            except (TypeError, ValueError) as e:
                raise ResultsFileError(f"{path}, line {line}: {e}") from None
        return cls(first["game"], tuple(_name(label) for label in found), tuple(records))


def _record(row: dict[str, str], game_id: str, place: dict[str, int], players: int) -> GameRecord:
    """One row of a results file, checked."""
    if None in row or any(v is None for v in row.values()):
        raise ValueError("the row does not have one value per column")
    if row["game"] != game_id:
        raise ValueError(f"game {row['game']!r} in a file of {game_id!r} games")
    seats = []
    for s in range(players):
        label = row[f"seat{s}_bot"]
        if label not in place:
            raise ValueError(f"seat{s}_bot: {label!r} is not one of the run's bots")
        seats.append(place[label])
    try:
        winners = tuple(int(w) for w in row["winners"].split())
    except ValueError:
        raise ValueError(f"winners: {row['winners']!r} are not seat numbers") from None
    if not all(0 <= w < players for w in winners):
        raise ValueError(f"winners: {row['winners']!r} are not seats 0..{players - 1}")
    return GameRecord(
        index=_int(row, "index"),
        seed=_int(row, "seed"),
        seats=tuple(seats),
        scores=tuple(_int(row, f"seat{s}_score") for s in range(players)),
        winners=winners,
        decisions=_int(row, "decisions"),
        first_seat=_int(row, "first_seat"),
    )


class ResultsFileError(ValueError):
    """A results file that cannot be read: missing, empty, or not what ``to_csv`` writes."""


_FIXED_COLUMNS = ("game", "index", "seed", "first_seat", "decisions", "winners")
_SEAT = ("bot", "score")


def _int(row: dict[str, str], column: str) -> int:
    value = row[column]
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ValueError(f"{column}: {value!r} is not a whole number") from None


def _name(label: str) -> str:
    m = _LABEL.match(label)
    return m.group("name") if m else label


# -- playing ------------------------------------------------------------------------------
def deal_seeds(seed: int, games: int, players: int, duplicate: bool = False) -> list[int]:
    """The seed of each game of a run: ``game_seeds(seed, games)``, or with ``duplicate``
    each of ``game_seeds(seed, ⌈games / players⌉)`` for ``players`` games in a row (the
    rotations of :func:`seating`: every bot in every seat of the same deal).

    >>> a, b = deal_seeds(0, 4, 2, duplicate=True)[:2], deal_seeds(0, 4, 2)[:2]
    >>> a[0] == a[1] == b[0] != b[1]
    True
    """
    if not duplicate:
        return game_seeds(seed, games)
    deals = game_seeds(seed, -(-games // players))
    return [deals[k // players] for k in range(games)]


def _worker_init() -> None:
    # Ctrl-C is the parent's to handle: it cancels what is left and stops the workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def prepare(
    game_id: str, seats: Sequence[str], options: Mapping[str, object] | None = None
) -> dict[str, object]:
    """Check a run's arguments before any game is played; the options to play with.

    Raises :class:`stil.UnknownGame`, :class:`stil.InvalidPlayers` (a seat count the game
    does not allow), :class:`stil.InvalidOption`, or ``ValueError`` for a bot that does
    not exist. The options a player count needs (Князья's ``allow_up_to_8`` for 7 or 8)
    are added unless given.
    """
    g = game(game_id)
    g.check_players(len(seats))
    needed: dict[str, OptionValue] = dict(g.spec.player_options.get(len(seats), {}))
    merged: dict[str, object] = {**needed, **(options or {})}
    for name in seats:
        make_bot(name, game_id)
    g.new(players=len(seats), seed=0, options=merged)  # validates the options
    return merged


def chunk_size(games: int, workers: int) -> int:
    """Games per task: at least :data:`CHUNKS_PER_WORKER` tasks per worker, at most
    :data:`MAX_CHUNK` games each."""
    return max(1, min(MAX_CHUNK, math.ceil(games / (workers * CHUNKS_PER_WORKER))))


def run(
    game_id: str,
    seats: Sequence[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    workers: int = 1,
    progress: Progress | None = None,
    backend: str = "local",
    address: str | None = None,
    duplicate: bool = False,
) -> SimulationResult:
    """Play ``games`` games between the bots named in ``seats`` (one seat each); with
    ``duplicate`` each deal is played in every rotation of the seats (:func:`deal_seeds`).

    ``workers`` processes share the games (1: played here, in this process); the records
    do not depend on it. ``progress(done, total)`` is called as games finish. With
    ``backend="ray"`` the same chunks are Ray tasks: on a local Ray instance of ``workers``
    CPUs, or on the cluster at ``address`` (see :mod:`stil.sim.ray_backend`); the records
    are the same as the local backend's.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"the number of games must be at least 1, got {games!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"the number of workers must be at least 1, got {workers!r}")
    if backend not in BACKENDS:
        raise ValueError(f"no backend {backend!r}; backends are: {', '.join(BACKENDS)}")
    if not seats:
        raise InvalidPlayers("no seats")
    bots = tuple(seats)
    opts = prepare(game_id, bots, options)
    if backend == "ray":
        return _run_ray(game_id, bots, opts, games, seed, workers, progress, address, duplicate)
    work = list(enumerate(deal_seeds(seed, games, len(bots), duplicate)))
    size = chunk_size(games, workers)
    chunks = [work[i : i + size] for i in range(0, games, size)]
    workers = min(workers, len(chunks))
    start = time.perf_counter()
    records: list[GameRecord] = []
    if progress:
        progress(0, games)
    if workers == 1:
        for chunk in chunks:
            records += play_chunk(game_id, bots, opts, chunk)
            if progress:
                progress(len(records), games)
    else:
        records = _run_parallel(game_id, bots, opts, chunks, workers, progress)
    records.sort(key=lambda r: r.index)
    seconds = time.perf_counter() - start
    return SimulationResult(game_id, bots, tuple(records), seconds, workers)


def _run_ray(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    games: int,
    seed: int,
    workers: int,
    progress: Progress | None,
    address: str | None,
    duplicate: bool = False,
) -> SimulationResult:
    cpus, started = ray_backend.connect(address, workers)
    try:
        work = list(enumerate(deal_seeds(seed, games, len(bots), duplicate)))
        size = chunk_size(games, cpus)
        chunks = [work[i : i + size] for i in range(0, games, size)]
        start = time.perf_counter()
        if progress:
            progress(0, games)
        records = ray_backend.run_chunks(game_id, bots, options, chunks, progress)
        seconds = time.perf_counter() - start
    finally:
        if started:
            ray_backend.disconnect()
    records.sort(key=lambda r: r.index)
    return SimulationResult(game_id, bots, tuple(records), seconds, min(cpus, len(chunks)))


def _run_parallel(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    chunks: list[list[tuple[int, int]]],
    workers: int,
    progress: Progress | None,
) -> list[GameRecord]:
    # Spawned workers, not forked: the same on every platform, and safe next to threads
    # (a progress display refreshes from one).
    context = multiprocessing.get_context("spawn")
    total = sum(len(c) for c in chunks)
    records: list[GameRecord] = []
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_init)
    pending: set[Future[list[GameRecord]]] = set()
    try:
        for chunk in chunks:
            pending.add(pool.submit(play_chunk, game_id, bots, options, chunk))
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                records += future.result()
            if progress:
                progress(len(records), total)
    except BaseException:  # Ctrl-C, or a game that failed: stop now, not after every chunk
        # The workers still busy are stopped too (the pool keeps them in ``_processes``),
        # else the interpreter would wait for their chunks before it exits.
        workers_left = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in workers_left:
            process.terminate()
        raise
    pool.shutdown()
    return records


__all__ = [
    "BACKENDS",
    "BotStats",
    "GameRecord",
    "PositionStats",
    "Progress",
    "ResultsFileError",
    "SimulationResult",
    "Summary",
    "chunk_size",
    "labels",
    "play_chunk",
    "play_one",
    "prepare",
    "run",
    "seating",
]
