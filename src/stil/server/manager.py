"""Live tables: the authoritative states, who sits where, and everything that moves them.

Every change goes through :class:`Manager` under the table's lock: checked, written to the
store, then applied and sent to every connected client as a frame for that client's seat.
An action is acknowledged only once its row is committed, so a restart (which replays
every table's rows) loses nothing that was acknowledged.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import math
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

import stil
from stil.bots import bot_names, make_bot
from stil.core import (
    Action,
    Game,
    InvalidAction,
    InvalidOption,
    InvalidPlayers,
    State,
    UnknownGame,
)
from stil.i18n import LANGS, Lang
from stil.server import db, frames
from stil.server.bus import Bus, attach
from stil.server.limits import Bucket, too_many
from stil.server.settings import Settings
from stil.server.thinking import Bots

log = logging.getLogger("stil.server")

OPEN, LIVE, FINISHED = "open", "live", "finished"
HUMAN, BOT = "human", "bot"


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
    its frames carry the drawn board (a client with its own view fetches that on demand)."""

    send: Callable[[dict[str, Any]], Awaitable[None]]
    seat: int | None
    lang: Lang
    board: bool = True


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
    deadline: float | None = None

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
        self.engine = engine or db.connect(settings.database_url)
        self.tables: dict[str, Table] = {}
        #: several processes: table events by Redis, bots and clocks by their table's owner
        self.bus: Bus | None = attach(self.engine, settings.redis_url, settings.redis_prefix)
        #: HTTP action submissions per (table, seat)
        self.buckets: dict[tuple[str, int], Bucket] = {}
        #: bots think in worker processes, answering on a schedule blind to the cards
        self.bots = Bots(
            settings.bot_workers, settings.quick_workers, settings.bot_budget, settings.bot_delay
        )

    # -- loading and storing ------------------------------------------------------------
    def load(self) -> int:
        """Rebuild every open and live table from its rows; returns how many."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(db.TableRow).where(db.TableRow.status.in_((OPEN, LIVE)))
            ).all()
            for row in rows:
                self.tables[row.id] = self._rebuild(session, row)
        return len(rows)

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
            moved = await self._catch_up(table, each=self._send)
        if moved:
            self._schedule(table)
        else:
            await self.changed(table, publish=False)

    async def _took(self, table_id: str) -> None:
        table = self.tables.get(table_id)
        if table is not None:
            async with table.lock:
                await self._catch_up(table)
            self._schedule(table)

    def _since(self, table_id: str, seq: int) -> tuple[db.TableRow | None, list[str]]:
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.get(db.TableRow, table_id)
            actions = session.scalars(
                select(db.ActionRow.action)
                .where(db.ActionRow.table_id == table_id, db.ActionRow.seq >= seq)
                .order_by(db.ActionRow.seq)
            ).all()
            return row, list(actions)

    async def _catch_up(
        self, table: Table, each: Callable[[Table], Awaitable[None]] | None = None
    ) -> int:
        """Apply what other processes stored for this table (the caller holds its lock),
        calling ``each`` after every action; returns how many actions were applied."""
        row, actions = await asyncio.to_thread(self._since, table.id, table.seq)
        if row is not None:
            for seat, stored in zip(table.seats, row.seats, strict=True):
                fresh = Seat.from_row(stored)
                seat.name, seat.joined, seat.replaced = fresh.name, fresh.joined, fresh.replaced
            table.rematch = row.rematch
        for text in actions:
            table.state.apply(table.game.actions.parse(text))
            table.actions.append(text)
            if row is not None and not table.state.is_over:
                table.status = LIVE if row.status == FINISHED else row.status
            if each is not None:
                await each(table)
        if row is not None:
            table.status = FINISHED if table.state.is_over else row.status
        return len(actions)

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
        """A table by id: live ones from memory, finished ones rebuilt from the store."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        with Session(self.engine) as session:
            row = session.get(db.TableRow, table_id) if len(table_id) <= 32 else None
            if row is None:
                raise ApiError(404, f"no table {table_id!r}")
            table = self._rebuild(session, row)
        self.tables[table_id] = table
        return table

    def _save_table(self, table: Table, finished: bool = False) -> None:
        with Session(self.engine) as session, session.begin():
            row = session.get(db.TableRow, table.id)
            assert row is not None
            row.seats = [s.to_row() for s in table.seats]
            row.status = table.status
            row.rematch = table.rematch
            if finished:
                row.finished = db.now()

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
    ) -> tuple[Table, dict[str, Any]]:
        """A new open table; returns it and what the creator is told once (the tokens)."""
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
        with Session(self.engine) as session, session.begin():
            session.add(
                db.TableRow(
                    id=table.id,
                    game=game_id,
                    players=players,
                    options=table.options,
                    seed=seed,
                    seats=[s.to_row() for s in made],
                    host_hash=table.host_hash,
                    status=OPEN,
                    turn_timer=turn_timer,
                    rematch_of=table.rematch_of,
                )
            )
        self.tables[table.id] = table
        answer: dict[str, Any] = {"id": table.id, "seats": told}
        if host:
            answer["host_token"] = host
        return table, answer

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
            s = table.seats[seat]
            s.joined = True
            s.replaced = False
            if name:
                s.name = name.strip()[:40] or None
            self._save_table(table)
        await self.changed(table)
        return seat

    async def start(self, table: Table, host_token: str | None) -> None:
        async with table.lock:
            self.check_host(table, host_token)
            if table.status != OPEN:
                raise ApiError(409, f"the table is {table.status}, not open")
            table.status = LIVE
            self._save_table(table)
        await self.changed(table)

    async def leave(self, table: Table, token: str | None) -> int:
        async with table.lock:
            seat = self.seat_for(table, token)
            table.seats[seat].replaced = True
            self._save_table(table)
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
            )
            new.status = LIVE
            self._save_table(new)
            table.rematch = new.id
            self._save_table(table)
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
        # shielded: once the row may be committed, the table must follow it even if the
        # caller is cancelled (a client gone, a shutdown)
        await asyncio.shield(self._commit(table, seat, seq, action))

    async def _commit(self, table: Table, seat: int, seq: int, action: Action) -> None:
        row = db.ActionRow(table_id=table.id, seq=seq, seat=seat, action=str(action))
        try:
            await asyncio.to_thread(self._store, row)
        except IntegrityError:  # another process stored action ``seq`` first
            raise ApiError(409, f"stale sequence number {seq}: another move came first") from None
        table.state.apply(action)  # legal: checked under the same lock
        table.actions.append(str(action))
        if table.state.is_over:
            table.status = FINISHED
            for s in range(table.players):
                self.buckets.pop((table.id, s), None)
            self._save_table(table, finished=True)

    def _store(self, row: db.ActionRow) -> None:
        with Session(self.engine) as session, session.begin():
            session.add(row)

    # -- telling everybody ----------------------------------------------------------------
    def frame(
        self, table: Table, seat: int | None, lang: str | None, board: bool = True
    ) -> dict[str, Any]:
        kinds = [s.label for s in table.seats]
        lang_ = _lang(lang)
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
        table.subscribers.add(sub)
        if sub.seat is not None:
            if self.bus is not None:
                await self.bus.connected(table.id, sub.seat, 1)
            s = table.seats[sub.seat]
            s.connected += 1
            if s.away_task:
                s.away_task.cancel()
                s.away_task = None
            if s.replaced and table.status == LIVE and s.joined:
                s.replaced = False  # back before the game ended: the seat is theirs again
                self._save_table(table)
                await self.changed(table)
                return
        await self.changed(table, publish=False)

    async def unsubscribe(self, table: Table, sub: Subscriber) -> None:
        table.subscribers.discard(sub)
        if sub.seat is not None:
            if self.bus is not None:
                await self.bus.connected(table.id, sub.seat, -1)
            s = table.seats[sub.seat]
            s.connected = max(0, s.connected - 1)
            if s.connected == 0 and self.settings.abandon_after > 0 and table.status == LIVE:
                s.away_task = asyncio.create_task(self._away(table, sub.seat))
        await self.changed(table, publish=False)

    async def _away(self, table: Table, seat: int) -> None:
        await asyncio.sleep(self.settings.abandon_after)
        async with table.lock:
            s = table.seats[seat]
            elsewhere = 0
            if self.bus is not None:  # connected to another process still?
                elsewhere = await self.bus.connected(table.id, seat, 0) or 0
            if s.connected == 0 and elsewhere <= 0 and table.status == LIVE:
                s.replaced = True
                self._save_table(table)
        await self.changed(table)

    async def changed(self, table: Table, publish: bool = True) -> None:
        """Send every client its frame, then let a bot or the clock move if it is theirs;
        with several processes, tell the others (unless they told us)."""
        if publish and self.bus is not None:
            await self.bus.publish(table.id, table.seq)
        self._schedule(table)
        await self._send(table)

    async def _send(self, table: Table) -> None:
        """Every connected client its frame (one built per seat, language and board or not)."""
        cache: dict[tuple[int | None, str, bool], dict[str, Any]] = {}
        for sub in list(table.subscribers):
            key = (sub.seat, sub.lang, sub.board)
            if key not in cache:
                cache[key] = self.frame(table, sub.seat, sub.lang, sub.board)
            try:
                await sub.send(cache[key])
            except Exception:  # a client gone mid-send is dropped; the socket's end cleans up
                table.subscribers.discard(sub)

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
                table.bot_task = asyncio.create_task(self._bot_moves(table))
            table.deadline = None
        elif table.turn_timer:
            if table.timer_task is None or table.timer_task.done() or table.deadline is None:
                table.deadline = time.time() + table.turn_timer
                table.timer_task = asyncio.create_task(
                    self._clock(table, table.seq, table.turn_timer)
                )
        else:
            table.deadline = None

    async def _bot_moves(self, table: Table) -> None:
        """Bots (and stand-ins) play while it is their turn, each thinking in a worker and
        answering its release delay after its turn began (see :mod:`.thinking`)."""
        while True:
            async with table.lock:
                if table.status != LIVE or table.state.is_over:
                    return
                seat = table.state.to_act
                assert seat is not None
                s = table.seats[seat]
                if s.label == HUMAN:
                    return
                seq = table.seq
                view = table.state.view(seat)
                legal = table.state.legal_actions()
            name = s.bot or self.settings.stand_in
            action = await self.bots.move(table.id, name, table.game, view, legal)
            async with table.lock:
                if table.seq != seq:
                    continue
                await self._play(table, seat, seq, str(action))
            await self.changed(table)

    async def _clock(self, table: Table, seq: int, seconds: float) -> None:
        """Out of time: a stand-in bot plays this one decision."""
        await asyncio.sleep(seconds)
        async with table.lock:
            if table.seq != seq or table.status != LIVE:
                return
            seat = table.state.to_act
            assert seat is not None
            view, legal = table.state.view(seat), table.state.legal_actions()
            stand_in = self.settings.stand_in
            action = await self.bots.choose(table.id, stand_in, table.game, view, legal)
            await self._play(table, seat, seq, str(action))
            table.deadline = None
        await self.changed(table)

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
        for table in self.tables.values():
            for task in (table.bot_task, table.timer_task, *(s.away_task for s in table.seats)):
                if task is not None:
                    task.cancel()
        self.engine.dispose()
