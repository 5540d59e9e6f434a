"""Live tables: the authoritative states, who sits where, and everything that moves them.

Every change goes through :class:`Manager` under the table's lock: checked, written to the
store (in a worker thread, so the event loop never waits for the disk), then applied in
memory and offered to every connected client as a frame for that client's seat. A store
that fails or is locked refuses the change (503) and memory stays as it was. An action is
acknowledged only once its row is committed, so a restart (which replays every table's
rows) loses nothing that was acknowledged.

Nothing a table does waits for a client: each connection has its own bounded queue of
outgoing frames and its own writer task; a connection that falls behind is closed (it
reconnects and gets the whole frame).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import math
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

import stil
from stil.bots import bot_names, make_bot
from stil.core import (
    Action,
    Game,
    InvalidAction,
    InvalidOption,
    InvalidPlayers,
    Rng,
    State,
    UnknownGame,
)
from stil.i18n import LANGS, Lang
from stil.server import db, frames
from stil.server.bus import Bus, attach
from stil.server.limits import Bucket, too_many
from stil.server.settings import Settings
from stil.server.thinking import Bots, secret_seed

log = logging.getLogger("stil.server")

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

    @property
    def label(self) -> str:
        """The seat's kind as the renderers tag it: ``human`` or the bot's name."""
        return HUMAN if self.kind == HUMAN and not self.replaced else (self.bot or "heuristic")


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
    queue: asyncio.Queue[dict[str, Any]] | None = None
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
            "seats": [
                {
                    "seat": i,
                    "kind": s.kind,
                    "bot": s.bot,
                    "name": s.name,
                    "joined": s.joined,
                    "connected": s.connected > 0,
                    "replaced": s.replaced,
                }
                for i, s in enumerate(self.seats)
            ],
            "to_act": None if self.status != LIVE else self.state.to_act,
            "scores": self.state.scores() if over else None,
            "winners": self.state.winners() if over else None,
            "rematch": self.rematch,
            "rematch_of": self.rematch_of,
            "created": self.created,
            **self.seed_facts(),
        }


def _lang(lang: str | None) -> Lang:
    for known in LANGS:
        if lang == known:
            return known
    return "en"


class Manager:
    """Every table of this server process, and the store behind them."""

    def __init__(self, settings: Settings, engine: Engine | None = None) -> None:
        self.settings = settings
        self.engine = engine or db.connect(settings.database_url, settings.store_timeout)
        self.tables: dict[str, Table] = {}
        #: several processes: table events by Redis, bots and clocks by their table's owner
        self.bus: Bus | None = attach(self.engine, settings.redis_url, settings.redis_prefix)
        #: HTTP action submissions per (table, seat)
        self.buckets: dict[tuple[str, int], Bucket] = {}
        #: bots think in worker processes, answering on a schedule blind to the cards
        self.bots = Bots(
            settings.bot_workers, settings.quick_workers, settings.bot_budget, settings.bot_delay
        )
        #: background work that belongs to no table (pruning, closing slow connections)
        self.tasks: set[asyncio.Task[None]] = set()
        #: SQLite takes one writer at a time: this process's writes queue on one thread of
        #: their own instead of racing each other for the file's lock from several threads
        #: (which, on a busy machine, ran past the busy timeout and refused moves with 503).
        #: A server database takes writes in parallel, on the default thread pool.
        self.writer = (
            ThreadPoolExecutor(1, thread_name_prefix="stil-store")
            if self.engine.dialect.name == "sqlite"
            else None
        )

    # -- loading and storing ------------------------------------------------------------
    def load(self) -> int:
        """Rebuild every open and live table from its rows; returns how many. A table whose
        stored actions end its game (the finish itself was not stored) is marked finished."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(db.TableRow).where(db.TableRow.status.in_((OPEN, LIVE)))
            ).all()
            for row in rows:
                self.tables[row.id] = self._rebuild(session, row)
        for table in list(self.tables.values()):
            if table.state.is_over and table.status != FINISHED:
                table.status = FINISHED
                self._save_table(table, finished=True)
        return len(rows)

    async def resume(self) -> None:
        """After a start: bots and clocks go on, and every person's absence clock starts
        (nobody is connected yet: whoever does not come back is replaced by a bot)."""
        for table in list(self.tables.values()):
            self._arm_away(table)
            await self.changed(table, publish=False)
        self._spawn(self._prune_rounds(), "pruning tables")

    def start_bus(self) -> None:
        """With several processes: hear other processes' changes, and own tables."""
        if self.bus is not None:
            self.bus.start(self._heard, self._live, self._took)

    def _live(self) -> list[str]:
        return [i for i, t in self.tables.items() if t.status == LIVE]

    async def _heard(self, table_id: str) -> None:
        """Another process changed a table: catch up, and show each move to this
        process's clients as its own clients would have seen it."""
        table = self.tables.get(table_id)
        if table is None:
            return
        async with table.lock:
            moved = await self._catch_up(table, each=self._send_async)
        if moved:
            self._schedule(table)
        else:
            await self.changed(table, publish=False)

    async def _send_async(self, table: Table) -> None:
        self._send(table)

    async def _took(self, table_id: str) -> None:
        table = self.tables.get(table_id)
        if table is not None:
            async with table.lock:
                await self._catch_up(table)
            self._schedule(table)

    def _since(self, table_id: str, seq: int) -> tuple[db.TableRow | None, list[tuple[int, str]]]:
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.get(db.TableRow, table_id)
            actions = session.execute(
                select(db.ActionRow.seq, db.ActionRow.action)
                .where(db.ActionRow.table_id == table_id, db.ActionRow.seq >= seq)
                .order_by(db.ActionRow.seq)
            ).all()
            return row, [(n, a) for n, a in actions]

    async def _catch_up(
        self, table: Table, each: Callable[[Table], Awaitable[None]] | None = None
    ) -> int:
        """Apply what other processes stored for this table (the caller holds its lock),
        calling ``each`` after every action; returns how many actions were applied. A row
        is applied only at its own ``seq``: one the table already has is never applied
        twice."""
        row, actions = await asyncio.to_thread(self._since, table.id, table.seq)
        if row is not None:
            for seat, stored in zip(table.seats, row.seats, strict=True):
                seat.take(stored)
            table.rematch = row.rematch
        applied = 0
        for seq, text in actions:
            if seq != table.seq:
                continue
            table.state.apply(table.game.actions.parse(text))
            table.actions.append(text)
            applied += 1
            if row is not None and not table.state.is_over:
                table.status = LIVE if row.status == FINISHED else row.status
            if each is not None:
                await each(table)
        if row is not None:
            table.status = FINISHED if table.state.is_over else row.status
        return applied

    def _rebuild(self, session: Session, row: db.TableRow) -> Table:
        game = stil.game(row.game)
        actions = session.scalars(
            select(db.ActionRow.action)
            .where(db.ActionRow.table_id == row.id)
            .order_by(db.ActionRow.seq)
        ).all()
        state = game.replay(row.players, row.seed, row.options, list(actions))
        return Table(
            id=row.id,
            game=game,
            players=row.players,
            options=dict(row.options),
            seed=row.seed,
            seats=[Seat.from_row(s) for s in row.seats],
            host_hash=row.host_hash,
            status=row.status,
            turn_timer=row.turn_timer,
            state=state,
            created=row.created.timestamp(),
            rematch=row.rematch,
            rematch_of=row.rematch_of,
            actions=list(actions),
        )

    def get(self, table_id: str) -> Table:
        """A table by id: from memory, or rebuilt from the store (a finished or idle table
        left memory; it comes back on demand)."""
        table = self.tables.get(table_id)
        if table is not None:
            table.used = time.monotonic()
            return table
        with Session(self.engine) as session:
            row = session.get(db.TableRow, table_id) if len(table_id) <= 32 else None
            if row is None:
                raise ApiError(404, f"no table {table_id!r}")
            table = self._rebuild(session, row)
        self.tables[table_id] = table
        return table

    def _save_table(self, table: Table, finished: bool = False) -> None:
        """Store the table's seats, status and rematch link as they are in memory."""
        rows = [s.to_row() for s in table.seats]
        self._store_table(table.id, rows, table.status, table.rematch, finished)

    def _store_table(
        self,
        table_id: str,
        seats: list[dict[str, Any]],
        status: str,
        rematch: str | None,
        finished: bool = False,
    ) -> None:
        with Session(self.engine) as session, session.begin():
            self._put_table(session, table_id, seats, status, rematch, finished)

    @staticmethod
    def _put_table(
        session: Session,
        table_id: str,
        seats: list[dict[str, Any]],
        status: str,
        rematch: str | None,
        finished: bool,
    ) -> None:
        row = session.get(db.TableRow, table_id)
        assert row is not None
        row.seats = seats
        row.status = status
        row.rematch = rematch
        if finished:
            row.finished = db.now()

    async def _write(self, write: Callable[..., None], *args: Any) -> None:
        """Run a store write in a worker thread (the event loop never waits for the disk or
        for a lock). A failed or locked store refuses with 503: the caller changes nothing."""
        try:
            if self.writer is None:
                await asyncio.to_thread(write, *args)
            else:
                await asyncio.get_running_loop().run_in_executor(self.writer, write, *args)
        except IntegrityError:
            raise
        except SQLAlchemyError as e:
            log.warning("the store refused a write: %s", e)
            raise ApiError(
                503,
                "the game store is busy or unavailable, so nothing was changed; "
                f"try again in {STORE_RETRY} s",
                {"Retry-After": str(STORE_RETRY)},
            ) from None

    async def _save(
        self,
        table: Table,
        seats: list[dict[str, Any]] | None = None,
        status: str | None = None,
        rematch: str | None = None,
    ) -> None:
        """Store the table's new seats, status or rematch link, and only then take them
        into memory (a refused write leaves the table as it was)."""
        rows = seats if seats is not None else [s.to_row() for s in table.seats]
        status = status or table.status
        rematch = rematch or table.rematch
        await self._write(self._store_table, table.id, rows, status, rematch, status == FINISHED)
        for seat, row in zip(table.seats, rows, strict=True):
            seat.take(row)
        table.status, table.rematch = status, rematch

    def list(self, status: str | None, limit: int = 50) -> list[dict[str, Any]]:
        if status not in (None, OPEN, LIVE, FINISHED):
            raise ApiError(400, f"status must be open, live or finished; got {status!r}")
        with Session(self.engine) as session:
            q = select(db.TableRow).order_by(db.TableRow.created.desc()).limit(limit)
            if status:
                q = q.where(db.TableRow.status == status)
            rows = session.scalars(q).all()
            ids = [r.id for r in rows]
        return [self.get(i).summary() for i in ids]

    # -- the lobby ----------------------------------------------------------------------
    def create(
        self,
        game_id: str,
        players: int,
        options: dict[str, Any],
        seats: Sequence[dict[str, Any]],
        seed: int | None,
        turn_timer: float | None,
        rematch_of: Table | None = None,
        store: bool = True,
    ) -> tuple[Table, dict[str, Any]]:
        """A new open table; returns it and what the creator is told once (the tokens).

        With ``store`` it is stored here (blocking: for tests and tools); the server
        stores it off the event loop with :meth:`insert` instead."""
        try:
            game = stil.game(game_id)
            game.check_players(players)
        except (UnknownGame, InvalidPlayers) as e:
            raise ApiError(400, str(e)) from None
        if len(seats) != players:
            raise ApiError(400, f"{players} players need {players} seats, got {len(seats)}")
        made: list[Seat] = []
        told: list[dict[str, Any]] = []
        table_id = secrets.token_urlsafe(9)
        for i, spec in enumerate(seats):
            kind = spec.get("kind")
            if kind == HUMAN:
                old = rematch_of.seats[i] if rematch_of else None
                token = None if old else secrets.token_urlsafe(24)
                digest = old.token_hash if old else token_hash(token or "")
                made.append(
                    Seat(
                        HUMAN,
                        token_hash=digest,
                        name=old.name if old else None,
                        joined=bool(old and old.joined),
                        # a person who had left is played by a bot until they come back
                        replaced=bool(old and old.replaced),
                    )
                )
                entry: dict[str, Any] = {"seat": i, "kind": HUMAN}
                if token:
                    entry |= {"token": token, "invite": f"/t/{table_id}#seat={i}&token={token}"}
                told.append(entry)
            elif kind == BOT:
                name = spec.get("bot") or "heuristic"
                if name not in bot_names():
                    raise ApiError(400, f"no bot {name!r}; bots are: {', '.join(bot_names())}")
                try:
                    make_bot(name, game_id)
                except ValueError as e:
                    raise ApiError(400, str(e)) from None
                made.append(Seat(BOT, bot=name, joined=True))
                told.append({"seat": i, "kind": BOT, "bot": name})
            else:
                raise ApiError(400, f"seat {i}: kind must be human or bot, got {kind!r}")
        if seed is None:
            seed = new_seed()
        try:
            state = game.new(players, seed, options)
        except (InvalidOption, InvalidPlayers) as e:
            raise ApiError(400, str(e)) from None
        low = self.settings.min_turn_timer
        if turn_timer is not None and not low <= turn_timer <= 3600:
            raise ApiError(400, f"turn_timer must be between {low:g} and 3600 seconds")
        host = None if rematch_of else secrets.token_urlsafe(24)
        table = Table(
            id=table_id,
            game=game,
            players=players,
            options=dict(options),
            seed=seed,
            seats=made,
            host_hash=rematch_of.host_hash if rematch_of else token_hash(host or ""),
            status=OPEN,
            turn_timer=turn_timer,
            state=state,
            created=time.time(),
            rematch_of=rematch_of.id if rematch_of else None,
        )
        if store:
            self._store_new(self._new_row(table))
            self.tables[table.id] = table
        answer: dict[str, Any] = {"id": table.id, "seats": told}
        if host:
            answer["host_token"] = host
        return table, answer

    def _new_row(self, table: Table) -> db.TableRow:
        return db.TableRow(
            id=table.id,
            game=table.game.spec.id,
            players=table.players,
            options=table.options,
            seed=table.seed,
            seats=[s.to_row() for s in table.seats],
            host_hash=table.host_hash,
            status=table.status,
            turn_timer=table.turn_timer,
            rematch_of=table.rematch_of,
        )

    def _store_new(self, row: db.TableRow, old: tuple[str, SeatRows] | None = None) -> None:
        """Store a new table (and, for a rematch, the finished table's link to it) at once."""
        with Session(self.engine) as session, session.begin():
            session.add(row)
            if old is not None:
                old_id, old_seats = old
                self._put_table(session, old_id, old_seats, FINISHED, row.id, False)

    async def insert(self, table: Table) -> None:
        """Store a table made by ``create(store=False)``, then keep it in memory."""
        await self._write(self._store_new, self._new_row(table))
        self.tables[table.id] = table

    def check_host(self, table: Table, token: str | None) -> None:
        if not same_secret(token, table.host_hash):
            raise ApiError(403, "a valid host token is needed (header X-Host-Token)")

    def seat_for(self, table: Table, token: str | None) -> int:
        seat = table.seat_of(token)
        if seat is None:
            raise ApiError(403, "a valid seat token is needed (header X-Seat-Token)")
        return seat

    async def join(self, table: Table, token: str | None, name: str | None) -> int:
        async with table.lock:
            seat = self.seat_for(table, token)
            rows = [s.to_row() for s in table.seats]
            row = rows[seat]
            row |= {"joined": True, "replaced": False}
            if name:
                row["name"] = name.strip()[:40] or None
            await self._save(table, rows)
        await self.changed(table)
        return seat

    async def start(
        self, table: Table, host_token: str | None, fill_with_bots: bool = False
    ) -> None:
        """The table goes live once every person has joined; or, when the host asks for it,
        with the stand-in bot in the seats nobody took (their invite still takes them)."""
        async with table.lock:
            self.check_host(table, host_token)
            if table.status != OPEN:
                raise ApiError(409, f"the table is {table.status}, not open")
            rows = [s.to_row() for s in table.seats]
            empty = [i for i, r in enumerate(rows) if r["kind"] == HUMAN and not r["joined"]]
            if empty and not fill_with_bots:
                which = ", ".join(str(i + 1) for i in empty)
                raise ApiError(
                    409,
                    f"nobody has joined seat(s) {which} yet: wait for them, or start with "
                    "fill_with_bots to let bots play the empty seats",
                )
            for i in empty:
                rows[i]["replaced"] = True
            await self._save(table, rows, LIVE)
            self._arm_away(table)
        await self.changed(table)

    async def leave(self, table: Table, token: str | None) -> int:
        async with table.lock:
            seat = self.seat_for(table, token)
            rows = [s.to_row() for s in table.seats]
            rows[seat]["replaced"] = True
            await self._save(table, rows)
        await self.changed(table)
        return seat

    async def rematch(self, table: Table, host_token: str | None) -> Table:
        async with table.lock:
            self.check_host(table, host_token)
            if table.status != FINISHED:
                raise ApiError(409, "a rematch needs a finished table")
            if table.rematch:
                return self.get(table.rematch)
            seats = [{"kind": s.kind, "bot": s.bot} for s in table.seats]
            new, _ = self.create(
                table.game.spec.id,
                table.players,
                table.options,
                seats,
                None,
                table.turn_timer,
                rematch_of=table,
                store=False,
            )
            new.status = LIVE
            old = (table.id, [s.to_row() for s in table.seats])
            await self._write(self._store_new, self._new_row(new), old)
            self.tables[new.id] = new
            table.rematch = new.id
            self._arm_away(new)
        await self.changed(table)
        await self.changed(new)
        return new

    # -- play -----------------------------------------------------------------------------
    def bucket(self) -> Bucket:
        return Bucket(self.settings.action_rate, self.settings.action_burst)

    async def act(
        self, table: Table, token: str | None, seq: int, text: str, per_seat: bool = True
    ) -> int:
        """A person's action, answered to ``seq``; returns the new sequence number.

        With ``per_seat``, submissions are rate limited by the seat's bucket (HTTP); a
        WebSocket limits its own messages before calling. A refused one changes nothing."""
        async with table.lock:
            if self.bus is not None:
                await self._catch_up(table)
            seat = self.seat_for(table, token)
            if per_seat:
                bucket = self.buckets.setdefault((table.id, seat), self.bucket())
                wait = bucket.take()
                if wait:
                    raise ApiError(429, too_many(wait), {"Retry-After": str(math.ceil(wait))})
            if table.seats[seat].replaced:
                raise ApiError(409, "a bot plays this seat now; join again to take it back")
            await self._play(table, seat, seq, text)
        await self.changed(table)
        return table.seq

    async def _play(self, table: Table, seat: int, seq: int, text: str) -> None:
        """Check, store, then apply (the caller holds the lock). The store's commit waits
        for the disk, so it runs in a worker thread: other tables go on meanwhile."""
        if table.status != LIVE:
            raise ApiError(409, f"the table is {table.status}, not live")
        if seq != table.seq:
            raise ApiError(409, f"stale sequence number {seq}: the table is at {table.seq}")
        if table.state.to_act != seat:
            raise ApiError(409, f"it is not seat {seat}'s turn")
        try:
            action = table.game.actions.parse(text)
        except InvalidAction as e:
            raise ApiError(400, str(e)) from None
        if action not in table.state.legal_actions():
            raise ApiError(400, f"{action} is not legal now")
        # once the row may be committed, the table must follow it even if the caller is
        # cancelled (a client gone, a shutdown); and the caller keeps the table's lock until
        # it has, so nobody (a catch-up from the store) sees the row before memory does
        commit = asyncio.ensure_future(self._commit(table, seat, seq, action))
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            while not commit.done():
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.shield(commit)
            raise

    async def _commit(self, table: Table, seat: int, seq: int, action: Action) -> None:
        """Store the action (and the finish, when it ends the game) then apply it."""
        after = table.state.clone()
        after.apply(action)  # legal: checked under the same lock
        row = db.ActionRow(table_id=table.id, seq=seq, seat=seat, action=str(action))
        try:
            await self._write(self._store, row, after.is_over)
        except IntegrityError:  # another process stored action ``seq`` first
            raise ApiError(409, f"stale sequence number {seq}: another move came first") from None
        if table.seq != seq:  # applied already (a catch-up read our own row): never twice
            return
        table.state = after
        table.actions.append(str(action))
        if after.is_over:
            table.status = FINISHED
            for s in range(table.players):
                self.buckets.pop((table.id, s), None)

    def _store(self, row: db.ActionRow, finished: bool = False) -> None:
        with Session(self.engine) as session, session.begin():
            session.add(row)
            if finished:  # the same transaction: a finished game is never left "live"
                table = session.get(db.TableRow, row.table_id)
                assert table is not None
                table.status, table.finished = FINISHED, db.now()

    # -- telling everybody ----------------------------------------------------------------
    def frame(
        self, table: Table, seat: int | None, lang: str | None, board: bool = True
    ) -> dict[str, Any]:
        kinds = [s.label for s in table.seats]
        lang_ = _lang(lang)
        if table.status == OPEN:  # nothing dealt is seen before Start
            game_part = frames.waiting(table.game.spec.id, table.players, lang_)
        else:
            game_part = frames.build(
                table.game.spec.id,
                table.state,
                seat,
                lang_,
                kinds,
                table.status == LIVE,
                board,
                names=names_of(table),
            )
        waiting = table.status == LIVE and game_part["to_act"] is not None
        actor = table.seats[game_part["to_act"]] if waiting else None
        return {
            "type": "frame",
            "table": table.id,
            "game": table.game.spec.id,
            "seat": seat,
            "seq": table.seq,
            "status": table.status,
            "lang": lang_,
            "players": [
                {
                    "seat": i,
                    "name": s.name or game_part["names"][i],
                    "kind": s.kind,
                    "bot": s.bot,
                    "joined": s.joined,
                    "connected": s.connected > 0,
                    "replaced": s.replaced,
                }
                for i, s in enumerate(table.seats)
            ],
            "bot_to_act": bool(actor and actor.label != HUMAN),
            "deadline": table.deadline,
            "rematch": table.rematch,
            **table.seed_facts(),
            **game_part,
        }

    async def subscribe(self, table: Table, sub: Subscriber) -> None:
        """A new connection: it gets its own frame; the others hear of it only when it
        changes what they see (a seat's first connection, a person taking the seat back)."""
        sub.queue = asyncio.Queue(max(1, self.settings.send_queue))
        sub.writer = asyncio.create_task(self._writer(table, sub))
        table.subscribers.add(sub)
        table.used = time.monotonic()
        if sub.seat is None:
            self.tell(table, sub, self.frame(table, None, sub.lang, sub.board))
            return
        if self.bus is not None:
            await self.bus.connected(table.id, sub.seat, 1)
        s = table.seats[sub.seat]
        s.connected += 1
        if s.away_task:
            s.away_task.cancel()
            s.away_task = None
        if s.replaced and table.status == LIVE and s.joined:
            # back before the game ended: the seat is theirs again
            try:
                async with table.lock:
                    rows = [x.to_row() for x in table.seats]
                    rows[sub.seat]["replaced"] = False
                    await self._save(table, rows)
            except ApiError as e:
                log.warning("table %s: seat %s stays with the bot: %s", table.id, sub.seat, e)
            await self.changed(table)
        elif s.connected == 1:
            self._send(table)  # everybody sees the seat connected
        else:
            self.tell(table, sub, self.frame(table, sub.seat, sub.lang, sub.board))

    async def unsubscribe(self, table: Table, sub: Subscriber) -> None:
        self._drop(table, sub, close=False)
        if sub.seat is not None:
            if self.bus is not None:
                await self.bus.connected(table.id, sub.seat, -1)
            s = table.seats[sub.seat]
            s.connected = max(0, s.connected - 1)
            if s.connected == 0:
                self._arm_away(table)
                self._send(table)  # everybody sees the seat gone

    def tell(self, table: Table, sub: Subscriber, message: dict[str, Any]) -> None:
        """Queue a message for one connection; never waits. A connection whose queue is
        full has fallen behind: it is closed (it reconnects and gets the whole frame)."""
        if sub.gone or sub.queue is None:
            return
        try:
            sub.queue.put_nowait(message)
        except asyncio.QueueFull:
            log.info("table %s: a connection fell behind and is closed", table.id)
            self._drop(table, sub)

    async def _writer(self, table: Table, sub: Subscriber) -> None:
        """This connection's own sender: one frame at a time, each within the send timeout."""
        assert sub.queue is not None
        while True:
            message = await sub.queue.get()
            try:
                await asyncio.wait_for(sub.send(message), self.settings.send_timeout)
            except Exception:  # too slow, or gone: closed; it reconnects for the whole frame
                sub.writer = None  # this task ends here; _drop must not cancel it
                self._drop(table, sub)
                return

    def _drop(self, table: Table, sub: Subscriber, close: bool = True) -> None:
        """Stop sending to ``sub``; with ``close``, close its connection in the background."""
        table.subscribers.discard(sub)
        if sub.gone:
            return
        sub.gone = True
        if sub.writer is not None:
            sub.writer.cancel()
        if close and sub.close is not None:
            self._spawn(self._close(sub.close), "closing a slow connection")

    async def _close(self, close: Callable[[], Awaitable[None]]) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(close(), self.settings.send_timeout)

    def _arm_away(self, table: Table) -> None:
        """Start the absence clock of every person's seat that nobody is connected to."""
        if self.settings.abandon_after <= 0 or table.status != LIVE:
            return
        for i, s in enumerate(table.seats):
            waiting = s.away_task is not None and not s.away_task.done()
            if s.kind == HUMAN and not s.replaced and s.connected == 0 and not waiting:
                s.away_task = self._spawn(self._away(table, i), f"absence clock {table.id}")

    async def _away(self, table: Table, seat: int) -> None:
        while True:
            await asyncio.sleep(self.settings.abandon_after)
            async with table.lock:
                s = table.seats[seat]
                elsewhere = 0
                if self.bus is not None:  # connected to another process still?
                    elsewhere = await self.bus.connected(table.id, seat, 0) or 0
                if s.connected > 0 or elsewhere > 0 or table.status != LIVE or s.replaced:
                    return
                rows = [x.to_row() for x in table.seats]
                rows[seat]["replaced"] = True
                try:
                    await self._save(table, rows)
                except ApiError as e:  # the store is down: try again after another wait
                    log.warning("table %s: seat %s not replaced yet: %s", table.id, seat, e)
                    continue
            await self.changed(table)
            return

    async def changed(self, table: Table, publish: bool = True) -> None:
        """Queue every client its frame, then let a bot or the clock move if it is theirs;
        with several processes, tell the others (unless they told us)."""
        table.used = time.monotonic()
        if publish and self.bus is not None:
            await self.bus.publish(table.id, table.seq)
        self._schedule(table)
        self._send(table)

    def _send(self, table: Table) -> None:
        """Queue every connected client its frame (one built per seat, language and board
        or not); waits for nobody."""
        cache: dict[tuple[int | None, str, bool], dict[str, Any]] = {}
        for sub in list(table.subscribers):
            key = (sub.seat, sub.lang, sub.board)
            if key not in cache:
                cache[key] = self.frame(table, sub.seat, sub.lang, sub.board)
            self.tell(table, sub, cache[key])

    def _schedule(self, table: Table) -> None:
        if table.status != LIVE or table.state.is_over:
            table.deadline = None
            if self.bus is not None:
                self.bus.release(table.id)
            return
        if self.bus is not None and not self.bus.try_own(table.id):
            return  # another process moves this table's bots and clock
        seat = table.state.to_act
        if seat is None:
            return
        s = table.seats[seat]
        if s.label != HUMAN:
            if table.bot_task is None or table.bot_task.done():
                table.bot_task = self._spawn(self._bot_moves(table), f"bots of {table.id}")
            table.deadline = None
        elif table.turn_timer:
            # every decision gets its own full timer: re-armed whenever the table moved on
            if table.timer_seq != table.seq or table.timer_task is None or table.timer_task.done():
                if table.timer_task is not None and not table.timer_task.done():
                    table.timer_task.cancel()
                table.timer_seq = table.seq
                table.deadline = time.time() + table.turn_timer
                table.timer_task = self._spawn(
                    self._clock(table, table.seq, table.turn_timer), f"turn timer of {table.id}"
                )
        else:
            table.deadline = None

    async def _decide(
        self, bot_name: str, table: Table, view: Any, legal: Sequence[Action], release: bool
    ) -> Action:
        """A bot's action for this decision, thought in a worker (with ``release``, answered
        on the bot's fixed schedule). Should even that fail, it is logged and the random bot
        plays the decision here: a table never waits on a broken bot."""
        try:
            if release:
                return await self.bots.move(table.id, bot_name, table.game, view, legal)
            return await self.bots.choose(table.id, bot_name, table.game, view, legal)
        except Exception:
            log.exception("table %s: bot %s failed; the random bot plays", table.id, bot_name)
            return legal[Rng(secret_seed()).below(len(legal))]

    async def _bot_moves(self, table: Table) -> None:
        """Bots (and stand-ins) play while it is their turn, each thinking in a worker and
        answering its release delay after its turn began (see :mod:`.thinking`). A turn
        that fails (a broken bot, a store that refused the move) is logged and tried
        again after a pause, played by the random bot: the table never waits silently."""
        pause, broken = 0.0, False
        while True:
            if pause:
                await asyncio.sleep(pause)
            try:
                if not await self._bot_turn(table, broken):
                    return
                pause, broken = 0.0, False
            except Exception as e:
                log.exception(
                    "table %s: a bot's turn failed (%s); the random bot plays", table.id, e
                )
                pause, broken = max(self.settings.bot_delay, float(STORE_RETRY)), True

    async def _bot_turn(self, table: Table, broken: bool) -> bool:
        """One bot decision; False when it is no bot's turn (nothing more to do)."""
        async with table.lock:
            if table.status != LIVE or table.state.is_over:
                return False
            seat = table.state.to_act
            assert seat is not None
            s = table.seats[seat]
            if s.label == HUMAN:
                return False
            seq = table.seq
            view = table.state.view(seat)
            legal = table.state.legal_actions()
        name = FALLBACK_BOT if broken else (s.bot or self.settings.stand_in)
        action = await self._decide(name, table, view, legal, release=True)
        async with table.lock:
            if table.seq != seq:
                return True
            await self._play(table, seat, seq, str(action))
        await self.changed(table)
        return True

    async def _clock(self, table: Table, seq: int, seconds: float) -> None:
        """Out of time: a stand-in bot plays this one decision (the random bot when that
        fails; tried again after a pause while the store refuses it)."""
        await asyncio.sleep(seconds)
        broken = False
        while True:
            try:
                await self._timed_out(table, seq, broken)
                return
            except Exception as e:
                log.exception("table %s: the turn timer's move failed (%s)", table.id, e)
                broken = True
                await asyncio.sleep(STORE_RETRY)

    async def _timed_out(self, table: Table, seq: int, broken: bool) -> None:
        async with table.lock:
            if table.seq != seq or table.status != LIVE:
                return
            seat = table.state.to_act
            assert seat is not None
            view = table.state.view(seat)
            legal = table.state.legal_actions()
        name = FALLBACK_BOT if broken else self.settings.stand_in
        action = await self._decide(name, table, view, legal, release=False)
        async with table.lock:
            if table.seq != seq or table.status != LIVE:
                return
            await self._play(table, seat, seq, str(action))
            table.deadline = None
        await self.changed(table)

    def _spawn(self, work: Coroutine[Any, Any, None], what: str) -> asyncio.Task[None]:
        """A background task whose failure is logged, never silent."""
        task = asyncio.ensure_future(work)
        self.tasks.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self.tasks.discard(t)
            if not t.cancelled() and t.exception() is not None:
                log.error("%s failed", what, exc_info=t.exception())

        task.add_done_callback(done)
        return task

    # -- memory ---------------------------------------------------------------------------
    def prune(self, now: float | None = None) -> Sequence[str]:
        """Let finished and idle tables leave memory (``get`` loads them again): nobody
        connected, nothing running or due for them, untouched for ``idle_after`` seconds.
        Returns the ids that left."""
        now = time.monotonic() if now is None else now
        gone = []
        for table_id, table in list(self.tables.items()):
            if now - table.used >= self.settings.idle_after and self._idle(table):
                del self.tables[table_id]
                if self.bus is not None:
                    self.bus.release(table_id)
                gone.append(table_id)
        return gone

    @staticmethod
    def _idle(table: Table) -> bool:
        tasks = [table.bot_task, table.timer_task, *(s.away_task for s in table.seats)]
        if table.subscribers or table.lock.locked() or any(t and not t.done() for t in tasks):
            return False
        if table.status != LIVE:
            return True
        seat = table.state.to_act  # a live table waits for a person, not for a bot
        return seat is not None and table.seats[seat].label == HUMAN and not table.turn_timer

    async def _prune_rounds(self) -> None:
        every = max(1.0, min(60.0, self.settings.idle_after / 2))
        while True:
            await asyncio.sleep(every)
            self.prune()

    def replay(self, table: Table, step: int, lang: str | None) -> dict[str, Any]:
        """A finished table's spectator frame after ``step`` actions."""
        if table.status != FINISHED:
            raise ApiError(409, "replays are for finished tables")
        if not 0 <= step <= table.seq:
            raise ApiError(400, f"step must be between 0 and {table.seq}")
        state = table.game.replay(table.players, table.seed, table.options, table.actions[:step])
        kinds = [s.label for s in table.seats]
        lang_ = _lang(lang)
        game_part = frames.build(
            table.game.spec.id, state, None, lang_, kinds, live=False, names=names_of(table)
        )
        last = table.actions[step - 1] if step else None
        return {
            "type": "replay",
            "table": table.id,
            "game": table.game.spec.id,
            "step": step,
            "steps": table.seq,
            "last_action": last,
            "lang": lang_,
            "moves": list(table.actions),
            **table.seed_facts(),
            **game_part,
        }

    async def close(self) -> None:
        self.bots.close()
        if self.bus is not None:
            await self.bus.close()
        for running in list(self.tasks):
            running.cancel()
        for table in self.tables.values():
            for sub in list(table.subscribers):
                self._drop(table, sub, close=False)
            for task in (table.bot_task, table.timer_task, *(s.away_task for s in table.seats)):
                if task is not None:
                    task.cancel()
        if self.writer is not None:
            await asyncio.to_thread(self.writer.shutdown, True)
        self.engine.dispose()
