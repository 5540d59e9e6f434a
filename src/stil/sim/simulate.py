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

With ``out`` a run writes each game's row to a CSV file as the game ends, in game order, so
a run stopped early (a crash, Ctrl-C, a session's end) leaves its first games there, and
:func:`resume` with the same arguments keeps them and plays the rest into the same file:
since game ``k`` depends only on the run and ``k``, the file ends byte for byte as an
uninterrupted run's.

>>> result = run("cabbage", ["heuristic", "random"], games=4, seed=1)
>>> [r.seats for r in result.records]
[(0, 1), (1, 0), (0, 1), (1, 0)]
>>> summary = result.summary()
>>> summary.games, round(sum(b.wins for b in summary.bots), 9)
(4, 4.0)
"""

from __future__ import annotations

import csv
import io
import json
import math
import multiprocessing
import os
import re
import signal
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from statistics import fmean
from typing import TextIO

from stil.bots import make_bot
from stil.core import InvalidPlayers, game
from stil.core.data import CARDS_VAR, SETS_VAR, check_cards
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
    kept: int = 0  # games of a resumed run read back from its file, not played in ``seconds``

    @property
    def games_per_second(self) -> float:
        return (self.games - self.kept) / self.seconds if self.seconds else 0.0

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
    # the first ``kept`` records were read back from a stopped run's file (:func:`resume`):
    # not played in ``seconds``, and without CPU times
    kept: int = field(default=0, compare=False)
    #: the changed card data the games were played with (``run(cards=...)``): the file
    #: and its SHA-256, ``"cards.toml (sha256 0e39580c8d3f...)"``; ``None``: the packaged
    cards: str | None = field(default=None, compare=False)

    @property
    def labels(self) -> tuple[str, ...]:
        return labels(self.bots)

    @property
    def games_per_second(self) -> float:
        """Games played a second; a resumed run's kept games are not counted."""
        return (len(self.records) - self.kept) / self.seconds if self.seconds else 0.0

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
            self.kept,
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
                text = f.read()
        except FileNotFoundError:
            raise ResultsFileError(f"{path}: no such file") from None
        except (OSError, UnicodeDecodeError) as e:
            raise ResultsFileError(f"{path}: cannot be read as CSV ({e})") from None
        return cls._parse(path, text)

    @classmethod
    def _parse(cls, path: str | os.PathLike[str], text: str) -> SimulationResult:
        """:meth:`from_csv` of the file's text (``path`` only names it in errors)."""
        header, rows = _csv_rows(path, text)
        players = _seat_columns(path, header)
        if not rows:
            raise ResultsFileError(f"{path}: no games")
        first = rows[0]
        found = _bots_in_order(path, first, players)
        place = {label: b for b, label in enumerate(found)}
        records = []
        for line, row in enumerate(rows, start=2):
            try:
                records.append(_record(row, first["game"], place, players))
            except (TypeError, ValueError) as e:
                raise ResultsFileError(f"{path}, line {line}: {e}") from None
        return cls(first["game"], tuple(_name(label) for label in found), tuple(records))


def _csv_rows(path: str | os.PathLike[str], text: str) -> tuple[list[str], list[dict[str, str]]]:
    """The header and the rows of a results file's text."""
    try:
        reader = csv.DictReader(io.StringIO(text, newline=""))
        return list(reader.fieldnames or []), list(reader)
    except csv.Error as e:
        raise ResultsFileError(f"{path}: cannot be read as CSV ({e})") from None


def _seat_columns(path: str | os.PathLike[str], header: list[str]) -> int:
    """The number of seats, once every column of every seat is there."""
    players = sum(1 for key in header if re.fullmatch(r"seat\d+_bot", key))
    needed = [*_FIXED_COLUMNS, *(f"seat{s}_{c}" for s in range(players) for c in _SEAT)]
    missing = [c for c in needed if c not in header]
    if not header or players < 1 or missing:
        shown = ", ".join(missing) if missing and players else "seat0_bot, seat0_score"
        raise ResultsFileError(f"{path}: not a results file (missing column(s) {shown})")
    return players


def _bots_in_order(path: str | os.PathLike[str], first: dict[str, str], players: int) -> list[str]:
    """The run's bots in their order, read from the first row: game k has bot (s + k) % n
    in seat s, so any row names every bot's place."""
    try:
        k = _int(first, "index")
    except ValueError as e:
        raise ResultsFileError(f"{path}, line 2: {e}") from None
    found = [first[f"seat{(b - k) % players}_bot"] for b in range(players)]
    if len(set(found)) != players:
        raise ResultsFileError(f"{path}, line 2: a bot appears twice: {', '.join(found)}")
    return found


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


def _worker_init(cards: _Override | None = None) -> None:
    # Ctrl-C is the parent's to handle: it cancels what is left and stops the workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if cards:  # before any game is imported here: its card data is read with these changes
        files, sets = cards
        if files:
            os.environ[CARDS_VAR] = json.dumps(files)
        if sets:
            os.environ[SETS_VAR] = json.dumps(sets)


#: changed card data for the workers: files by game id, single values by game id
_Override = tuple[dict[str, str], dict[str, dict[str, object]]]


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
    needed = g.spec.options_for(len(seats))
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
    first: int = 0,
    out: str | os.PathLike[str] | None = None,
    cards: str | os.PathLike[str] | None = None,
    card_sets: Mapping[str, object] | None = None,
) -> SimulationResult:
    """Play ``games`` games between the bots named in ``seats`` (one seat each); with
    ``duplicate`` each deal is played in every rotation of the seats (:func:`deal_seeds`).

    ``workers`` processes share the games (1: played here, in this process); the records
    do not depend on it. ``progress(done, total)`` is called as games finish. With
    ``backend="ray"`` the same chunks are Ray tasks: on a local Ray instance of ``workers``
    CPUs, or on the cluster at ``address`` (see :mod:`stil.sim.ray_backend`); the records
    are the same as the local backend's.

    ``first``: only games ``first`` to ``games - 1`` are played, each as the whole run
    plays it, so that a run can be shared out between machines. ``out``: the games are
    written to this file as :meth:`SimulationResult.to_csv` writes them, each row as soon
    as its game and those before it are over (played here: game by game; by several
    workers: chunk by chunk), so that a run stopped early leaves its first games for
    :func:`resume`.

    ``cards``: a changed ``cards.toml`` of the game to play with instead of the packaged
    one (a designer's data change), validated first (:func:`stil.core.data.check_cards`:
    :class:`stil.core.data.CardsError`, one line, for a file that cannot be played). The
    games are then played in fresh worker processes that read it (even with one worker;
    not on Ray), and :attr:`SimulationResult.cards` names the file and its SHA-256.
    ``card_sets``: single values changed in the card data (``{"pig.points_by_count": [0,
    12, 5, 3]}``: ``card.field``, or ``field`` for the deck; ``--set``), on the packaged
    file or on ``cards``, checked the same way.
    """
    override, mark = _cards(game_id, cards, card_sets, backend)
    bots, opts = _checked(game_id, seats, games, options, workers, backend, first)
    work = list(enumerate(deal_seeds(seed, games, len(bots), duplicate)))[first:]
    if out is None:
        result = _play(
            game_id, bots, opts, work, workers, backend, address, progress, None, (), override
        )
        return replace(result, cards=mark)
    with open(out, "w", newline="", encoding="utf-8") as f:
        rows = _Rows(f, SimulationResult(game_id, bots, ()), first)
        rows.header()
        result = _play(
            game_id, bots, opts, work, workers, backend, address, progress, rows, (), override
        )
        return replace(result, cards=mark)


def _cards(
    game_id: str,
    cards: str | os.PathLike[str] | None,
    sets: Mapping[str, object] | None,
    backend: str,
) -> tuple[_Override | None, str | None]:
    """``run``'s ``cards`` and ``card_sets`` checked: the override for the workers and the
    result's mark."""
    if cards is None and not sets:
        return None, None
    if backend != "local":
        raise ValueError("changed card data (cards=) is played by the local backend only")
    changes = dict(sets or {})
    digest = check_cards(game_id, cards, changes)
    files = {} if cards is None else {game_id: os.path.abspath(cards)}
    said = ", ".join(f"{k}={json.dumps(v)}" for k, v in changes.items())
    name = str(cards) if cards is not None else "cards.toml"
    mark = f"{name}{' with ' + said if said else ''} (sha256 {digest[:12]})"
    return (files, {game_id: changes} if changes else {}), mark


def resume(
    out: str | os.PathLike[str],
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
    first: int = 0,
) -> SimulationResult:
    """Finish a stopped run: keep the games ``out`` holds (:func:`kept_games`, checked to
    be this run's), play the rest and append them, so that ``out`` ends byte for byte as
    :func:`run` with the same arguments writes it. A file that does not exist or holds no
    game is started afresh; a last row cut off as it was written is dropped and its game
    played again.

    The result holds every game of the file, the ``kept`` ones first, so its summary counts
    them all. The file keeps no timings: ``seconds``, ``games_per_second`` and the CPU a
    move (:attr:`BotStats.cpu_per_move`) are those of the games played this time.
    ``progress(done, total)`` counts the kept games as done.

    Raises :class:`ResumeError` for a file of another run and :class:`ResultsFileError`
    for one that is not a results file, before any game is played and with the file left
    as it was. The file does not record the rule options: give those the run had.

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "run.csv")
    >>> stopped = run("cabbage", ["heuristic", "random"], games=2, seed=1, out=path)
    >>> result = resume(path, "cabbage", ["heuristic", "random"], games=4, seed=1)
    >>> result.kept, result == run("cabbage", ["heuristic", "random"], games=4, seed=1)
    (2, True)
    """
    bots, opts = _checked(game_id, seats, games, options, workers, backend, first)
    seeds = deal_seeds(seed, games, len(bots), duplicate)
    kept, size = _kept(out, game_id, bots, seeds, first)
    work = list(enumerate(seeds))[first + len(kept) :]
    if kept and os.path.getsize(out) > size:
        os.truncate(out, size)  # the row of a game cut off as it was written
    with open(out, "a" if kept else "w", newline="", encoding="utf-8") as f:
        rows = _Rows(f, SimulationResult(game_id, bots, ()), first + len(kept))
        if not kept:
            rows.header()
        return _play(game_id, bots, opts, work, workers, backend, address, progress, rows, kept)


def kept_games(
    out: str | os.PathLike[str],
    game_id: str,
    seats: Sequence[str],
    games: int,
    seed: int = 0,
    duplicate: bool = False,
    first: int = 0,
) -> tuple[GameRecord, ...]:
    """The games of a stopped run that :func:`resume` keeps: those in ``out``, each checked
    to be the game this run plays at its place (games ``first``, ``first + 1``... in order,
    the same game id, bots in the same seats, dealt with the same seed, which a run with
    another seed or another ``duplicate`` does not deal). None where the file does not
    exist or holds only its header.

    Raises :class:`ResumeError` naming the first thing that differs, and
    :class:`ResultsFileError` for a file that is not a results file.
    """
    bots = tuple(seats)
    return _kept(out, game_id, bots, deal_seeds(seed, games, len(bots), duplicate), first)[0]


class ResumeError(ValueError):
    """A results file that a run cannot resume: it holds games of another run (another
    game, bots, seating or deals), or more games than the run has."""


def _kept(
    out: str | os.PathLike[str],
    game_id: str,
    bots: tuple[str, ...],
    seeds: Sequence[int],
    first: int,
) -> tuple[tuple[GameRecord, ...], int]:
    """:func:`kept_games`, and the bytes of ``out`` they take (its header included)."""
    try:
        with open(out, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return (), 0
    except OSError as e:
        raise ResultsFileError(f"{out}: cannot be read ({e})") from None
    complete = data[: data.rfind(b"\n") + 1]  # a last line without its end was cut off
    try:
        text = complete.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ResultsFileError(f"{out}: cannot be read as CSV ({e})") from None
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return (), 0
    columns = SimulationResult(game_id, bots, ()).columns()
    header = next(csv.reader(lines[:1]))
    if len(lines) == 1:
        if header != columns:
            raise ResumeError(f"{out} holds no game, and its header is not this run's")
        return (), len(complete)
    found = SimulationResult._parse(out, text)
    if found.game_id != game_id:
        raise ResumeError(f"{out} holds {found.game_id} games, not {game_id}")
    if found.bots != bots:
        theirs, ours = ", ".join(found.labels), ", ".join(labels(bots))
        raise ResumeError(f"{out} holds games of {theirs}, not of {ours}")
    if header != columns:
        raise ResumeError(f"{out}: its columns are not those a run writes ({', '.join(header)})")
    for line, record in enumerate(found.records, start=2):
        k = first + line - 2
        if k >= len(seeds):
            start = f" from game {first}" if first else ""
            raise ResumeError(
                f"{out} holds {len(found.records)} games, more than the "
                f"{len(seeds) - first} of this run{start}"
            )
        if record.index != k:
            raise ResumeError(
                f"{out}, line {line}: game {record.index} where this run's game {k} comes "
                "(another first game?)"
            )
        if record.seed != seeds[k]:
            raise ResumeError(
                f"{out}, line {line}: game {k} was dealt with seed {record.seed}, this run "
                f"deals it {seeds[k]} (another seed, or duplicate deals?)"
            )
        if record.seats != seating(len(bots), k):
            theirs = ", ".join(found.labels[b] for b in record.seats)
            ours = ", ".join(found.labels[b] for b in seating(len(bots), k))
            raise ResumeError(f"{out}, line {line}: game {k} seats {theirs}, this run {ours}")
    return found.records, len(complete)


def _checked(
    game_id: str,
    seats: Sequence[str],
    games: int,
    options: Mapping[str, object] | None,
    workers: int,
    backend: str,
    first: int,
) -> tuple[tuple[str, ...], dict[str, object]]:
    """A run's arguments checked (:func:`prepare`): its bots and the options to play with."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"the number of games must be at least 1, got {games!r}")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < games:
        raise ValueError(f"the first game must be one of the run's, 0 to {games - 1}: {first!r}")
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"the number of workers must be at least 1, got {workers!r}")
    if backend not in BACKENDS:
        raise ValueError(f"no backend {backend!r}; backends are: {', '.join(BACKENDS)}")
    if not seats:
        raise InvalidPlayers("no seats")
    bots = tuple(seats)
    return bots, prepare(game_id, bots, options)


class _Rows:
    """A run's rows appended to its file in game order as games end: a game over before an
    earlier one waits for it, so that the file always holds games ``first`` to some ``k``
    (what :func:`resume` continues). Rows are flushed as they are written."""

    def __init__(self, file: TextIO, result: SimulationResult, first: int) -> None:
        self._file = file
        self._writer = csv.writer(file)
        self._result = result  # the run's row format
        self._next = first
        self._waiting: dict[int, GameRecord] = {}

    def header(self) -> None:
        self._writer.writerow(self._result.columns())
        self._file.flush()

    def add(self, records: Iterable[GameRecord]) -> None:
        for r in records:
            self._waiting[r.index] = r
        while self._next in self._waiting:
            self._writer.writerow(self._result.row(self._waiting.pop(self._next)))
            self._next += 1
        self._file.flush()


def _play(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    work: list[tuple[int, int]],
    workers: int,
    backend: str,
    address: str | None,
    progress: Progress | None,
    rows: _Rows | None = None,
    kept: tuple[GameRecord, ...] = (),
    cards: _Override | None = None,
) -> SimulationResult:
    """Play the games ``(index, seed)`` of ``work``; the result starts with ``kept``."""
    played: list[GameRecord] = []
    total = len(kept) + len(work)

    def finished(records: list[GameRecord]) -> None:
        played.extend(records)
        if rows is not None:
            rows.add(records)
        if progress:
            progress(len(kept) + len(played), total)

    if progress:
        progress(len(kept), total)
    seconds, used = 0.0, 1
    if work and backend == "ray":
        seconds, used = _play_ray(game_id, bots, options, work, workers, address, finished)
    elif work:
        seconds, used = _play_local(game_id, bots, options, work, workers, finished, cards)
    played.sort(key=lambda r: r.index)
    return SimulationResult(game_id, bots, (*kept, *played), seconds, used, len(kept))


#: ``finished(records)``: called with the records of each game or chunk as it ends.
_Finished = Callable[[list[GameRecord]], None]


def _chunks(work: list[tuple[int, int]], workers: int) -> list[list[tuple[int, int]]]:
    size = chunk_size(len(work), workers)
    return [work[i : i + size] for i in range(0, len(work), size)]


def _play_local(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    work: list[tuple[int, int]],
    workers: int,
    finished: _Finished,
    cards: _Override | None = None,
) -> tuple[float, int]:
    """Play ``work`` here or in processes: the seconds it took and the workers used (in
    processes always when ``cards`` changes the game's data: this one has read the
    packaged data)."""
    chunks = _chunks(work, workers)
    workers = min(workers, len(chunks))
    start = time.perf_counter()
    if workers == 1 and not cards:
        for index, deal in work:  # each game handed on as it ends, not its chunk
            finished([play_one(game_id, bots, index, deal, options)])
    else:
        _run_parallel(game_id, bots, options, chunks, workers, finished, cards)
    return time.perf_counter() - start, workers


def _play_ray(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    work: list[tuple[int, int]],
    workers: int,
    address: str | None,
    finished: _Finished,
) -> tuple[float, int]:
    """Play ``work`` as Ray tasks: the seconds it took (Ray's start-up not counted) and the
    CPUs used."""
    cpus, started = ray_backend.connect(address, workers)
    try:
        chunks = _chunks(work, cpus)
        start = time.perf_counter()
        ray_backend.run_chunks(game_id, bots, options, chunks, finished)
        seconds = time.perf_counter() - start
    finally:
        if started:
            ray_backend.disconnect()
    return seconds, min(cpus, len(chunks))


def _run_parallel(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    chunks: list[list[tuple[int, int]]],
    workers: int,
    finished: _Finished,
    cards: _Override | None = None,
) -> None:
    # Spawned workers, not forked: the same on every platform, and safe next to threads
    # (a progress display refreshes from one); and a fresh import reads changed cards.
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(
        workers, mp_context=context, initializer=_worker_init, initargs=(cards,)
    )
    pending: set[Future[list[GameRecord]]] = set()
    try:
        for chunk in chunks:
            pending.add(pool.submit(play_chunk, game_id, bots, options, chunk))
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                finished(future.result())
    except BaseException:  # Ctrl-C, or a game that failed: stop now, not after every chunk
        # The workers still busy are stopped too (the pool keeps them in ``_processes``),
        # else the interpreter would wait for their chunks before it exits.
        workers_left = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in workers_left:
            process.terminate()
        raise
    pool.shutdown()


__all__ = [
    "BACKENDS",
    "BotStats",
    "GameRecord",
    "PositionStats",
    "Progress",
    "ResultsFileError",
    "ResumeError",
    "SimulationResult",
    "Summary",
    "chunk_size",
    "deal_seeds",
    "kept_games",
    "labels",
    "play_chunk",
    "play_one",
    "prepare",
    "resume",
    "run",
    "seating",
]
