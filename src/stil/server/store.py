"""The store behind the tables: rows in, tables out, and catching a table up.

Every write runs in a worker thread (the event loop never waits for the disk or for a lock)
and comes before memory changes: a store that fails or is locked refuses with 503 and the
table stays as it was. On SQLite this process's writes queue on one thread of their own; a
server database takes them in parallel. A table is rebuilt by replaying its action rows
(the engine is deterministic from game, players, options and seed).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

import stil
from stil.server import db
from stil.server.model import (
    FINISHED,
    LIVE,
    OPEN,
    STORE_RETRY,
    ApiError,
    Seat,
    SeatRows,
    Table,
)
from stil.server.settings import Settings

log = logging.getLogger("stil.server")


class Moved(Exception):
    """An action row could not follow the one before it: that one was taken back (by
    another process) meanwhile. The move is stale, as when another took its ``seq``."""


def busy() -> ApiError:
    """The answer when the store refused a write: nothing changed, try again soon."""
    return ApiError(
        503,
        "the game store is busy or unavailable, so nothing was changed; "
        f"try again in {STORE_RETRY} s",
        {"Retry-After": str(STORE_RETRY)},
    )


class Store:
    """This process's door to the database: tables' rows, actions' rows, and the thread
    that writes them."""

    def __init__(self, settings: Settings, engine: Engine | None = None) -> None:
        self.engine = engine or db.connect(settings.database_url, settings.store_timeout)
        #: SQLite takes one writer at a time: this process's writes queue on one thread of
        #: their own instead of racing each other for the file's lock from several threads
        #: (which, on a busy machine, ran past the busy timeout and refused moves with 503).
        #: A server database takes writes in parallel, on the default thread pool.
        self.writer = (
            ThreadPoolExecutor(1, thread_name_prefix="stil-store")
            if self.engine.dialect.name == "sqlite"
            else None
        )
        #: action rows waiting for the next group commit (SQLite), and the task committing
        self.batch: list[tuple[db.ActionRow, bool, asyncio.Future[None]]] = []
        self.flusher: asyncio.Future[None] | None = None

    # -- reading --------------------------------------------------------------------------
    def load(self) -> list[Table]:
        """Every open and live table, rebuilt from its rows. A table whose stored actions
        end its game (the finish itself was not stored) is marked finished, here and in the
        store."""
        with Session(self.engine) as session:
            rows = session.scalars(
                select(db.TableRow).where(db.TableRow.status.in_((OPEN, LIVE)))
            ).all()
            tables = [self.rebuild(session, row) for row in rows]
        for table in tables:
            if table.state.is_over and table.status != FINISHED:
                table.status = FINISHED
                self.save_table(table, finished=True)
        return tables

    @staticmethod
    def rebuild(session: Session, row: db.TableRow) -> Table:
        game = stil.game(row.game)
        actions = session.scalars(
            select(db.ActionRow.action)
            .where(db.ActionRow.table_id == row.id)
            .order_by(db.ActionRow.seq)
        ).all()
        state = game.replay(row.players, row.seed, row.options, list(actions))
        moved = session.scalar(
            select(db.ActionRow.at)
            .where(db.ActionRow.table_id == row.id)
            .order_by(db.ActionRow.seq.desc())
            .limit(1)
        )
        muted = row.muted or {}
        saved = (
            (row.deadline_seq, row.deadline)
            if row.deadline is not None and row.deadline_seq is not None
            else None
        )
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
            turn_based=bool(row.turn_based),
            saved_deadline=saved,
            muted_seats=set(muted.get("seats", [])),
            muted_spectators=bool(muted.get("spectators")),
            series=row.series,
            moved=_stamp(moved),
            hints=list(row.hints) if row.hints is not None else None,
        )

    def fetch(self, table_id: str) -> Table:
        """A table rebuilt from its rows (404 when there is none)."""
        with Session(self.engine) as session:
            row = session.get(db.TableRow, table_id) if len(table_id) <= 32 else None
            if row is None:
                raise ApiError(404, f"no table {table_id!r}")
            return self.rebuild(session, row)

    def ids(self, status: str | None, limit: int) -> list[str]:
        """The newest tables' ids, of one status or all."""
        with Session(self.engine) as session:
            q = select(db.TableRow.id).order_by(db.TableRow.created.desc()).limit(limit)
            if status:
                q = q.where(db.TableRow.status == status)
            return list(session.scalars(q).all())

    def since(self, table_id: str, seq: int) -> tuple[db.TableRow | None, list[tuple[int, str]]]:
        """The table's row and its actions from ``seq`` on."""
        with Session(self.engine, expire_on_commit=False) as session:
            row = session.get(db.TableRow, table_id)
            actions = session.execute(
                select(db.ActionRow.seq, db.ActionRow.action)
                .where(db.ActionRow.table_id == table_id, db.ActionRow.seq >= seq)
                .order_by(db.ActionRow.seq)
            ).all()
            return row, [(n, a) for n, a in actions]

    async def catch_up(
        self, table: Table, each: Callable[[Table], Awaitable[None]] | None = None
    ) -> int:
        """Apply what other processes stored for this table (the caller holds its lock),
        calling ``each`` after every action; returns how many actions were applied. A row
        is applied only at its own ``seq``: one the table already has is never applied
        twice."""
        row, actions = await asyncio.to_thread(self.since, table.id, table.seq)
        if row is not None:
            for seat, stored in zip(table.seats, row.seats, strict=True):
                seat.take(stored)
            table.rematch = row.rematch
            if row.hints is not None:
                table.hints = list(row.hints)
            muted = row.muted or {}
            table.muted_seats = set(muted.get("seats", []))
            table.muted_spectators = bool(muted.get("spectators"))
            if row.deadline is not None and row.deadline_seq is not None:
                table.saved_deadline = (row.deadline_seq, row.deadline)
        applied = 0
        for seq, text in actions:
            if seq != table.seq:
                continue
            table.state.apply(table.game.actions.parse(text))
            table.actions.append(text)
            table.moved = time.time()
            applied += 1
            if row is not None and not table.state.is_over:
                table.status = LIVE if row.status == FINISHED else row.status
            if each is not None:
                await each(table)
        if row is not None:
            table.status = FINISHED if table.state.is_over else row.status
        return applied

    # -- writing --------------------------------------------------------------------------
    async def write(self, write: Callable[..., Any], *args: Any) -> Any:
        """Run a store write in a worker thread (the event loop never waits for the disk or
        for a lock) and answer what it returns. A failed or locked store refuses with 503:
        the caller changes nothing."""
        try:
            if self.writer is None:
                return await asyncio.to_thread(write, *args)
            return await asyncio.get_running_loop().run_in_executor(self.writer, write, *args)
        except IntegrityError:
            raise
        except SQLAlchemyError as e:
            log.warning("the store refused a write: %s", e)
            raise busy() from None

    async def save(
        self,
        table: Table,
        seats: SeatRows | None = None,
        status: str | None = None,
        rematch: str | None = None,
    ) -> None:
        """Store the table's new seats, status or rematch link, and only then take them
        into memory (a refused write leaves the table as it was)."""
        rows = seats if seats is not None else [s.to_row() for s in table.seats]
        status = status or table.status
        rematch = rematch or table.rematch
        await self.write(self.store_table, table.id, rows, status, rematch, status == FINISHED)
        for seat, row in zip(table.seats, rows, strict=True):
            seat.take(row)
        table.status, table.rematch = status, rematch

    def save_table(self, table: Table, finished: bool = False) -> None:
        """Store the table's seats, status and rematch link as they are in memory."""
        rows = [s.to_row() for s in table.seats]
        self.store_table(table.id, rows, table.status, table.rematch, finished)

    def store_table(
        self,
        table_id: str,
        seats: SeatRows,
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
        seats: SeatRows,
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

    @staticmethod
    def new_row(table: Table) -> db.TableRow:
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
            turn_based=table.turn_based,
            muted=table.muted(),
            series=table.series,
            hints=table.hints,
        )

    def store_new(self, row: db.TableRow, old: tuple[str, SeatRows] | None = None) -> None:
        """Store a new table (and, for a rematch, the finished table's link to it) at once."""
        with Session(self.engine) as session, session.begin():
            session.add(row)
            if old is not None:
                old_id, old_seats = old
                self._put_table(session, old_id, old_seats, FINISHED, row.id, False)

    async def insert(self, table: Table, old: tuple[str, SeatRows] | None = None) -> None:
        """Store a new table off the event loop (with ``old``, a rematch's link too)."""
        await self.write(self.store_new, self.new_row(table), old)

    async def write_action(self, row: db.ActionRow, finished: bool = False) -> None:
        """Commit one action's row (see :meth:`store_action`); answered once it is committed.

        On SQLite every write queues on one thread and each commit waits for the disk, so
        under load a person's move waited behind every other table's (the store's wait was
        most of a move's p99). Rows that arrive while a commit runs are committed together
        in the next one (group commit): each caller still hears only once its own row is
        on disk, and a batch that fails is tried again row by row, so one bad row refuses
        only its own move. A server database commits in parallel: no batches there."""
        if self.writer is None:
            await self.write(self.store_action, row, finished)
            return
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.batch.append((row, finished, done))
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.ensure_future(self._flush())
        await done

    async def _flush(self) -> None:
        """Commit what waits, in batches, until nothing does."""
        while self.batch:
            batch, self.batch = self.batch, []
            rows = [(row, finished) for row, finished, _ in batch]
            try:
                await self.write(self.store_actions, rows)
            except Exception as e:
                if len(batch) == 1:
                    _settle(batch[0][2], e)
                    continue
                for row, finished, done in batch:  # each on its own: only the bad one fails
                    try:
                        await self.write(self.store_action, row, finished)
                    except Exception as one:
                        _settle(done, one)
                    else:
                        _settle(done, None)
                continue
            for *_, done in batch:
                _settle(done, None)

    def store_actions(self, rows: list[tuple[db.ActionRow, bool]]) -> None:
        """Several actions' rows (of any tables) in one transaction: one wait for the disk."""
        if len(rows) == 1:
            self.store_action(*rows[0])
            return
        with Session(self.engine) as session, session.begin():
            for row, finished in rows:
                self._add_action(session, row, finished)

    def store_action(self, row: db.ActionRow, finished: bool = False) -> None:
        """One action's row; with ``finished``, the table's finish in the same transaction
        (a finished game is never left "live")."""
        with Session(self.engine) as session, session.begin():
            self._add_action(session, row, finished)

    @staticmethod
    def _add_action(session: Session, row: db.ActionRow, finished: bool) -> None:
        if row.seq > 0:
            # the row this one follows, held until the commit (PostgreSQL ``FOR SHARE``;
            # SQLite has one writer and renders nothing): an undo on another process
            # deletes that row only under ``FOR UPDATE``, so either this row waits for the
            # undo and finds its predecessor gone, or the undo waits and finds this row
            before = session.scalar(
                select(db.ActionRow.seq)
                .where(db.ActionRow.table_id == row.table_id, db.ActionRow.seq == row.seq - 1)
                .with_for_update(read=True)
            )
            if before is None:
                raise Moved(f"action {row.seq - 1} of table {row.table_id} is not stored")
        session.add(row)
        if finished:
            table = session.get(db.TableRow, row.table_id)
            assert table is not None
            table.status, table.finished = FINISHED, db.now()

    # -- the clock of a turn-based table, the chat's mutes --------------------------------
    def store_deadline(self, table_id: str, seq: int, deadline: float) -> None:
        with Session(self.engine) as session, session.begin():
            row = session.get(db.TableRow, table_id)
            if row is not None:
                row.deadline, row.deadline_seq = deadline, seq

    def due(self, before: float) -> list[str]:
        """The live turn-based tables whose stored deadline is before ``before``."""
        with Session(self.engine) as session:
            return list(
                session.scalars(
                    select(db.TableRow.id).where(
                        db.TableRow.status == LIVE,
                        db.TableRow.turn_based.is_(True),
                        db.TableRow.deadline < before,
                    )
                ).all()
            )

    def store_muted(self, table_id: str, muted: dict[str, Any]) -> None:
        with Session(self.engine) as session, session.begin():
            row = session.get(db.TableRow, table_id)
            assert row is not None
            row.muted = muted

    # -- chat -----------------------------------------------------------------------------
    def store_chat(self, row: db.ChatRow, cap: int) -> tuple[int, float] | None:
        """Store a chat message unless the table has ``cap`` already (0: no cap); its id
        and time, or None when the table's chat is full."""
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            if cap > 0:
                count = session.scalar(
                    select(func.count())
                    .select_from(db.ChatRow)
                    .where(db.ChatRow.table_id == row.table_id)
                )
                if (count or 0) >= cap:
                    return None
            session.add(row)
            session.flush()
            stamp = _stamp(row.at)
            assert stamp is not None
            return row.id, stamp

    def chat_rows(self, table_id: str, limit: int) -> list[db.ChatRow]:
        """A table's newest ``limit`` messages, oldest first."""
        with Session(self.engine, expire_on_commit=False) as session:
            rows = session.scalars(
                select(db.ChatRow)
                .where(db.ChatRow.table_id == table_id)
                .order_by(db.ChatRow.id.desc())
                .limit(limit)
            ).all()
            return list(reversed(rows))

    async def read(self, read: Callable[..., Any], *args: Any) -> Any:
        """A store read in a worker thread; a failed store answers 503."""
        try:
            return await asyncio.to_thread(read, *args)
        except SQLAlchemyError as e:
            log.warning("the store refused a read: %s", e)
            raise busy() from None

    # -- the server's own settings (the VAPID key pair) -----------------------------------
    def setting(self, key: str, make: Callable[[], str]) -> str:
        """The stored value of ``key``, made by ``make`` and stored the first time (two
        processes racing keep the first one stored)."""
        with Session(self.engine) as session:
            row = session.get(db.SettingRow, key)
            if row is not None:
                return row.value
        value = make()
        try:
            with Session(self.engine) as session, session.begin():
                session.add(db.SettingRow(key=key, value=value))
        except IntegrityError:
            pass
        with Session(self.engine) as session:
            row = session.get(db.SettingRow, key)
            assert row is not None
            return row.value

    async def close(self) -> None:
        """Let queued writes finish, then let the connections go."""
        if self.flusher is not None and not self.flusher.done():
            with contextlib.suppress(Exception):
                await asyncio.shield(self.flusher)
        if self.writer is not None:
            await asyncio.to_thread(self.writer.shutdown, True)
        self.engine.dispose()


def _stamp(at: datetime | None) -> float | None:
    """A stored time as Unix time (SQLite gives it back without its zone: UTC)."""
    if at is None:
        return None
    return (at if at.tzinfo else at.replace(tzinfo=UTC)).timestamp()


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    """Answer one waiting writer (unless it stopped waiting)."""
    if done.done():
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)


__all__: Sequence[str] = ("Store", "busy")
