"""Frames out to every connection: the subscribers' queues and writers, and the frame cache.

Nothing a table does waits for a client: each connection has its own bounded queue of
outgoing messages and its own writer task; a connection that falls behind is closed (it
reconnects and gets the whole frame).

Drawing a table (Rich, exported as HTML) costs milliseconds, far more than the rest of a
frame, so it never runs on the event loop: a board is drawn in a drawing worker process (a
thread of the server's when there is none) once per change of what a seat sees, in one
language, and every connection and request that wants that board shares the one drawing
(a spectator crowd costs one board per change, not one each). A connection's frame whose
board is being drawn waits in the connection's queue as a future, so its messages keep
their order while the loop goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from stil.server import frames
from stil.server.model import (
    HUMAN,
    LIVE,
    OPEN,
    Outgoing,
    Subscriber,
    Table,
    lang_of,
    names_of,
)
from stil.server.settings import Settings
from stil.server.thinking import Pool, PoolClosed

log = logging.getLogger("stil.server")

#: frames (without the board) and boards kept, the most recently used
CACHE = 1024
#: seconds a drawing worker may take for one board before the thread draws it instead
DRAW_LIMIT = 10.0
#: how much lower a drawing worker's priority is than the server's: people's moves first,
#: the boards (for spectators and open board panels) with what is left
DRAW_NICE = 5

Spawn = Callable[[Coroutine[Any, Any, None], str], "asyncio.Task[None]"]


def fingerprint(table: Table, seat: int | None, lang: str) -> Hashable:
    """Everything a frame for ``seat`` in ``lang`` is made of: a frame with the same
    fingerprint is the same frame (the game part follows from the table and its ``seq``;
    the rest from seats, status, deadline and rematch)."""
    seats = tuple(
        (s.kind, s.bot, s.name, s.joined, s.connected > 0, s.replaced) for s in table.seats
    )
    muted = (tuple(sorted(table.muted_seats)), table.muted_spectators)
    return (
        table.id,
        table.seq,
        table.status,
        seat,
        lang,
        seats,
        table.deadline,
        table.rematch,
        muted,
        tuple(table.hints) if table.hints is not None else None,
        table.undoable,
    )


class Fanout:
    """Every connection's queue and writer, and the frames they are sent."""

    def __init__(self, settings: Settings, spawn: Spawn) -> None:
        self.settings = settings
        self.spawn = spawn
        self.frames: OrderedDict[Hashable, dict[str, Any]] = OrderedDict()
        self.boards: OrderedDict[Hashable, asyncio.Future[str]] = OrderedDict()
        #: boards are drawn in worker processes (Rich holds the interpreter while it draws:
        #: in a thread of the server's it still took the loop's turns), fair across tables;
        #: by this thread, never by the event loop, when there are none or they failed
        workers = settings.draw_workers
        self.pool = Pool(workers, nice=DRAW_NICE) if workers > 0 else None
        self.drawer = ThreadPoolExecutor(1, thread_name_prefix="stil-draw")
        #: boards drawn (not found in the cache), for tests and benchmarks
        self.drawn = 0

    # -- frames ---------------------------------------------------------------------------
    def frame(self, table: Table, seat: int | None, lang: str | None) -> dict[str, Any]:
        """The frame for ``seat`` (``None``: a spectator) without its board: built once per
        change and kept (the same dict is handed out: never change it)."""
        lang_ = lang_of(lang)
        key = fingerprint(table, seat, lang_)
        hit = self.frames.get(key)
        if hit is not None:
            self.frames.move_to_end(key)
            return hit
        made = build(table, seat, lang_, self.settings.auto_answer)
        self.frames[key] = made
        if len(self.frames) > CACHE:
            self.frames.popitem(last=False)
        return made

    def board(self, table: Table, seat: int | None, lang: str | None) -> asyncio.Future[str]:
        """The drawn table for ``seat``, drawn in the drawing thread once per change; an
        open table has none (nothing dealt is seen before Start)."""
        lang_ = lang_of(lang)
        kinds = [s.label for s in table.seats]
        names = names_of(table)
        key = (table.id, table.seq, seat, lang_, tuple(kinds), tuple(names))
        hit = self.boards.get(key)
        if hit is not None and not (
            hit.done() and (hit.cancelled() or hit.exception() is not None)
        ):
            self.boards.move_to_end(key)
            return hit
        if table.status == OPEN:
            done: asyncio.Future[str] = asyncio.get_running_loop().create_future()
            done.set_result("")
            return done
        # the observation is taken here, on the loop: the table may move on meanwhile
        obs = table.state.view(seat)
        gid = table.game.spec.id
        drawing = asyncio.ensure_future(self._draw(table.id, gid, obs, lang_, kinds, seat, names))
        self.drawn += 1
        self.boards[key] = drawing
        if len(self.boards) > CACHE:
            self.boards.popitem(last=False)
        return drawing

    async def _draw(self, key: str, *job: Any) -> str:
        """``frames.drawn_board(*job)`` in a drawing worker, in ``key``'s (the table's)
        turn; in the drawing thread when there is no worker or it failed."""
        if self.pool is not None:
            try:
                drawn: str = await self.pool.run(key, frames.drawn_board, *job, limit=DRAW_LIMIT)
                return drawn
            except PoolClosed:
                raise
            except Exception as e:  # a worker that died or ran over: this thread draws
                log.warning("a drawing worker failed (%r): the board is drawn in a thread", e)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.drawer, frames.drawn_board, *job)

    async def full(
        self, table: Table, seat: int | None, lang: str | None, board: bool = True
    ) -> dict[str, Any]:
        """The frame, with its board when asked for (awaited, never drawn on the loop)."""
        made = self.frame(table, seat, lang)
        if not board or table.status == OPEN:
            return made
        return {**made, "board": await self.board(table, seat, lang)}

    def outgoing(self, table: Table, seat: int | None, lang: str, board: bool) -> Outgoing:
        """What a connection is queued: the frame, or a future of it with its board."""
        made = self.frame(table, seat, lang)
        if not board or table.status == OPEN:
            return made
        drawing = self.board(table, seat, lang)
        whole: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

        def drawn(f: asyncio.Future[str]) -> None:
            if whole.done():
                return
            if f.cancelled():  # the server is stopping: the frame without its board
                whole.set_result(made)
            elif f.exception() is not None:
                log.error("table %s: a board could not be drawn", table.id, exc_info=f.exception())
                whole.set_result(made)  # the frame without its board rather than none
            else:
                whole.set_result({**made, "board": f.result()})

        drawing.add_done_callback(drawn)
        return whole

    # -- connections ----------------------------------------------------------------------
    def attach(self, table: Table, sub: Subscriber) -> None:
        """Give a new connection its queue and writer."""
        sub.queue = asyncio.Queue(max(1, self.settings.send_queue))
        sub.writer = asyncio.create_task(self._writer(table, sub))
        table.subscribers.add(sub)

    def tell(self, table: Table, sub: Subscriber, message: Outgoing) -> None:
        """Queue a message for one connection; never waits. A connection whose queue is
        full has fallen behind: it is closed (it reconnects and gets the whole frame)."""
        if sub.gone or sub.queue is None:
            return
        try:
            sub.queue.put_nowait(message)
        except asyncio.QueueFull:
            log.info("table %s: a connection fell behind and is closed", table.id)
            self.drop(table, sub)

    def tell_frame(self, table: Table, sub: Subscriber) -> None:
        """Queue one connection its current frame."""
        self.tell(table, sub, self.outgoing(table, sub.seat, sub.lang, sub.board))

    def send(self, table: Table) -> None:
        """Queue every connected client its frame (one built per seat, language and board
        or not); waits for nobody."""
        made: dict[tuple[int | None, str, bool], Outgoing] = {}
        for sub in list(table.subscribers):
            key = (sub.seat, sub.lang, sub.board)
            if key not in made:
                made[key] = self.outgoing(table, sub.seat, sub.lang, sub.board)
            self.tell(table, sub, made[key])

    async def _writer(self, table: Table, sub: Subscriber) -> None:
        """This connection's own sender: one message at a time, each within the send
        timeout (a frame whose board is being drawn is waited for here, in order)."""
        assert sub.queue is not None
        while True:
            message = await sub.queue.get()
            try:
                if isinstance(message, asyncio.Future):
                    message = await message
                await asyncio.wait_for(sub.send(message), self.settings.send_timeout)
            except Exception:  # too slow, or gone: closed; it reconnects for the whole frame
                sub.writer = None  # this task ends here; drop must not cancel it
                self.drop(table, sub)
                return

    def drop(self, table: Table, sub: Subscriber, close: bool = True) -> None:
        """Stop sending to ``sub``; with ``close``, close its connection in the background."""
        table.subscribers.discard(sub)
        if sub.gone:
            return
        sub.gone = True
        if sub.writer is not None:
            sub.writer.cancel()
        if close and sub.close is not None:
            self.spawn(self._close(sub.close), "closing a slow connection")

    async def _close(self, close: Callable[[], Awaitable[None]]) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(close(), self.settings.send_timeout)

    def forget(self, table_id: str) -> None:
        """Drop a table's cached frames and boards (it left memory)."""
        for cache in (self.frames, self.boards):
            for key in [k for k in cache if isinstance(k, tuple) and k[0] == table_id]:
                del cache[key]

    def close(self, tables: list[Table]) -> None:
        for table in tables:
            for sub in list(table.subscribers):
                self.drop(table, sub, close=False)
        if self.pool is not None:
            self.pool.close()
        self.drawer.shutdown(wait=False, cancel_futures=True)


def build(table: Table, seat: int | None, lang: str, auto: bool = False) -> dict[str, Any]:
    """A frame for ``seat`` in ``lang``, without the drawn board (``Fanout.full`` adds it);
    with ``auto``, a person's forced decision is shown as the server's to answer."""
    kinds = [s.label for s in table.seats]
    lang_ = lang_of(lang)
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
            False,
            names=names_of(table),
            auto=auto,
            notes=table.timer_moves,
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
        "players": [  # a seat nobody named goes by the game's label for it
            s.facts(i) | {"name": s.name or game_part["names"][i]}
            for i, s in enumerate(table.seats)
        ],
        "bot_to_act": bool(actor and actor.label != HUMAN),
        "deadline": table.deadline,
        "rematch": table.rematch,
        "turn_based": table.turn_based,
        "move_time": table.turn_timer if table.turn_based else None,
        "series": table.series_facts(),
        "muted": table.muted(),
        # this seat's last move may be taken back now (its own frame only)
        "undo": seat is not None
        and table.status == LIVE
        and table.undoable == (table.seq, seat)
        and not table.seats[seat].replaced,
        **table.hint_facts(),
        **table.seed_facts(),
        **game_part,
    }
