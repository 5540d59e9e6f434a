"""What a table is, in this server's memory: its seats, its connections and its game.

Plain data with the few rules that belong to it (who a token is, what a summary shows,
when the seed may be told); everything that moves a table lives elsewhere: the store
(:mod:`.store`), the fan-out to clients (:mod:`.fanout`), each table's runtime
(:mod:`.runtime`) and the lobby (:mod:`.lobby`).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from stil.core import Game, State
from stil.i18n import FALLBACK, LANGS, Lang

OPEN, LIVE, FINISHED = "open", "live", "finished"
HUMAN, BOT = "human", "bot"
#: seconds a client is told to wait (Retry-After) when the store refused a write
STORE_RETRY = 2
#: the bot that plays a decision when the seat's own bot (or the stand-in) failed
FALLBACK_BOT = "random"

#: the stored form of a table's seats, one dict per seat
SeatRows = list[dict[str, Any]]


class ApiError(Exception):
    """A refused request: an HTTP status and a message that names what was wrong."""

    def __init__(self, status: int, detail: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.headers = headers


#: the first seed the server draws itself: seeds at or above it are 129-bit secrets (the
#: keyed generator's range, ``stil.core.rng``); a seed below it was chosen by the host, or
#: drawn before seeds grew, and is published from the start as a custom deal
SERVER_SEEDS = 1 << 128


def new_seed() -> int:
    """A table's secret seed: 128 random bits from the OS, in the keyed generator's range."""
    return SERVER_SEEDS | secrets.randbits(128)


def seed_commitment(seed: int) -> str:
    """What a table publishes at creation: the SHA-256, lowercase hex, of the seed in
    decimal ASCII digits. Revealed at the end, the seed can be checked against it."""
    return hashlib.sha256(str(seed).encode("ascii")).hexdigest()


def names_of(table: Table) -> list[str | None]:
    return [s.name for s in table.seats]


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def same_secret(token: str | None, digest: str | None) -> bool:
    """Constant-time comparison of a presented token with a stored hash."""
    if not token or not digest:
        return False
    return hmac.compare_digest(token_hash(token), digest)


@dataclass
class Seat:
    kind: str
    bot: str | None = None
    name: str | None = None
    token_hash: str | None = None
    joined: bool = False
    #: a stand-in bot plays this person's seat (they left, or went away too long)
    replaced: bool = False
    connected: int = 0
    away_task: asyncio.Task[None] | None = None

    def to_row(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "bot": self.bot,
            "name": self.name,
            "token_hash": self.token_hash,
            "joined": self.joined,
            "replaced": self.replaced,
        }

    def take(self, row: dict[str, Any]) -> None:
        """Take the stored fields of ``row`` (this seat's connections and clocks stay)."""
        self.kind, self.bot, self.name = row["kind"], row.get("bot"), row.get("name")
        self.joined, self.replaced = bool(row.get("joined")), bool(row.get("replaced"))

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Seat:
        return cls(
            kind=row["kind"],
            bot=row.get("bot"),
            name=row.get("name"),
            token_hash=row.get("token_hash"),
            joined=bool(row.get("joined")),
            replaced=bool(row.get("replaced")),
        )

    def facts(self, seat: int) -> dict[str, Any]:
        """What everyone may know of this seat (a summary's and a frame's seat entry)."""
        return {
            "seat": seat,
            "kind": self.kind,
            "bot": self.bot,
            "name": self.name,
            "joined": self.joined,
            "connected": self.connected > 0,
            "replaced": self.replaced,
        }

    @property
    def label(self) -> str:
        """The seat's kind as the renderers tag it: ``human`` or the bot's name."""
        return HUMAN if self.kind == HUMAN and not self.replaced else (self.bot or "heuristic")


#: a message for one connection: ready, or a frame whose board is being drawn off the loop
Outgoing = dict[str, Any] | asyncio.Future[dict[str, Any]]


@dataclass(eq=False)
class Subscriber:
    """One connected client: where frames go, for which seat, in which language and whether
    its frames carry the drawn board (a client with its own view fetches that on demand).

    Frames wait in ``queue`` (bounded) for the connection's own writer task; ``close`` ends
    the connection when it falls behind."""

    send: Callable[[dict[str, Any]], Awaitable[None]]
    seat: int | None
    lang: Lang
    board: bool = True
    close: Callable[[], Awaitable[None]] | None = None
    queue: asyncio.Queue[Outgoing] | None = None
    writer: asyncio.Task[None] | None = None
    #: dropped (fell behind or gone): nothing more is queued for it
    gone: bool = False


@dataclass(eq=False)
class Table:
    id: str
    game: Game
    players: int
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    host_hash: str
    status: str
    turn_timer: float | None
    state: State
    created: float
    rematch: str | None = None
    rematch_of: str | None = None
    actions: list[str] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: set[Subscriber] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None
    #: the decision (``seq``) the running turn timer is for
    timer_seq: int | None = None
    deadline: float | None = None
    #: when this process last used the table (``time.monotonic``), for pruning idle ones
    used: float = field(default_factory=time.monotonic)
    #: the moves a turn timer's stand-in made: seq -> (the log's length before, the seat);
    #: the frames' log says so there (kept in memory: a restart forgets them)
    timer_moves: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: a turn-based table: ``turn_timer`` is the time per move (hours or days), nobody
    #: needs to stay connected (no absence clock), and each decision's deadline is stored
    turn_based: bool = False
    #: the stored deadline of a turn-based table: (the decision's ``seq``, its Unix time)
    saved_deadline: tuple[int, float] | None = None
    #: whom the host muted in the chat: seats, and whether every spectator
    muted_seats: set[int] = field(default_factory=set)
    muted_spectators: bool = False
    #: a game of a series: ``{"to": target, "games": [each earlier game's scores]}``
    series: dict[str, Any] | None = None
    #: the last decision (``seq``) this process sent a "your move" push for
    pushed_seq: int | None = None
    #: when the last action was stored (Unix time), for "your tables", newest move first
    moved: float | None = None
    #: hints allowed (the host's choice at creation): the hints each seat asked; ``None``:
    #: no hints at this table (``stil.server.teaching``)
    hints: list[int] | None = None
    #: (the table's ``seq``, the seat) while that seat's last move may be taken back: its
    #: own considered move, checked quiet after it was stored (``stil.core.undo``), and
    #: nothing since; the seat's frame then offers undo
    undoable: tuple[int, int] | None = None

    def hint_facts(self) -> dict[str, Any]:
        """Whether people may ask for a hint, and how many each seat asked."""
        return {"hints": self.hints is not None, "hints_used": self.hints}

    @property
    def seq(self) -> int:
        return len(self.actions)

    @property
    def custom_deal(self) -> bool:
        """The seed was not drawn by this server in secret (the host chose it)."""
        return self.seed < SERVER_SEEDS

    def seed_facts(self) -> dict[str, Any]:
        """The commitment always; the seed itself only once nobody can use it (the game is
        finished) or when it was never secret (a custom deal)."""
        shown = self.custom_deal or self.status == FINISHED
        return {
            "seed_commitment": seed_commitment(self.seed),
            "custom_deal": self.custom_deal,
            "seed": self.seed if shown else None,
        }

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token belongs to (every seat compared, in constant time each)."""
        found = None
        for i, s in enumerate(self.seats):
            if s.kind == HUMAN and same_secret(token, s.token_hash):
                found = i
        return found

    def seat_for(self, token: str | None) -> int:
        """The seat of a token, or 403."""
        seat = self.seat_of(token)
        if seat is None:
            raise ApiError(403, "a valid seat token is needed (header X-Seat-Token)")
        return seat

    def check_host(self, token: str | None) -> None:
        """403 unless ``token`` is the host's."""
        if not same_secret(token, self.host_hash):
            raise ApiError(403, "a valid host token is needed (header X-Host-Token)")

    def deadline_for(self, seq: int) -> float:
        """The deadline of decision ``seq``: the stored one (a turn-based table's clock
        survives a restart and a move to another process), else a full move's time from
        now."""
        if self.saved_deadline is not None and self.saved_deadline[0] == seq:
            return self.saved_deadline[1]
        assert self.turn_timer is not None
        return time.time() + self.turn_timer

    def muted(self) -> dict[str, Any]:
        return {"seats": sorted(self.muted_seats), "spectators": self.muted_spectators}

    def series_facts(self) -> dict[str, Any] | None:
        """A series' standing: ``{to, games, totals, over, winners}`` — every finished game's
        scores (this one's once it is over), the running totals, and once a total reaches
        ``to`` the series is over and won by the highest total (shared when equal; Князья's
        ``tournament_tie=play_on`` plays on until one prince alone is highest)."""
        if self.series is None:
            return None
        to = int(self.series["to"])
        games = [list(g) for g in self.series.get("games", [])]
        if self.state.is_over:
            games.append(list(self.state.scores()))
        totals = [sum(g[i] for g in games) for i in range(self.players)]
        best = max(totals) if totals else 0
        leaders = [i for i, v in enumerate(totals) if v == best]
        over = bool(games) and best >= to
        if over and self.options.get("tournament_tie", "shared") == "play_on" and len(leaders) > 1:
            over = False
        return {
            "to": to,
            "games": games,
            "totals": totals,
            "over": over,
            "winners": leaders if over else [],
        }

    def summary(self) -> dict[str, Any]:
        over = self.state.is_over
        return {
            "id": self.id,
            "game": self.game.spec.id,
            "names": dict(self.game.spec.names),
            "players": self.players,
            "options": self.options,
            "status": self.status,
            "seq": self.seq,
            "turn_timer": self.turn_timer,
            "turn_based": self.turn_based,
            "move_time": self.turn_timer if self.turn_based else None,
            "deadline": self.deadline if self.status == LIVE else None,
            "series": self.series_facts(),
            **self.hint_facts(),
            "seats": [s.facts(i) for i, s in enumerate(self.seats)],
            "to_act": None if self.status != LIVE else self.state.to_act,
            "scores": self.state.scores() if over else None,
            "winners": self.state.winners() if over else None,
            "rematch": self.rematch,
            "rematch_of": self.rematch_of,
            "created": self.created,
            "moved": self.moved,
            **self.seed_facts(),
        }


def lang_of(lang: str | None) -> Lang:
    """One of our languages: ``lang`` if it is one, else the fallback's."""
    for known in LANGS:
        if lang == known:
            return known
    return FALLBACK


_lang = lang_of  # the name the routes used before the manager was split
