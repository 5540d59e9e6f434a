"""Every table of this server process, and the parts that keep them.

The server is four parts, each in its own module, put together here:

- the **store** (:mod:`.store`): rows in, tables out, catching a table up from its rows;
- the **fan-out** (:mod:`.fanout`): every connection's queue and writer, the frames and the
  boards (drawn off the event loop, once per change);
- one **runtime per table** (:mod:`.runtime`): its lock, act → commit, bots and clocks;
- the **lobby** (:mod:`.lobby`): create, join, start, leave, rematch, with admission.

The walk of an action reads socket → table runtime → store → fan-out. :class:`Manager`
holds the tables in memory (loading them on demand, letting idle ones go), the bus to other
processes, and the few calls the routes and tools make, each handed to its part.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import Any

from sqlalchemy.engine import Engine

from stil.i18n import FALLBACK
from stil.server import frames
from stil.server.admission import Admission
from stil.server.bus import Bus, attach
from stil.server.chat import Chat
from stil.server.fanout import Fanout
from stil.server.limits import Bucket
from stil.server.lobby import Lobby
from stil.server.model import (
    BOT,
    FALLBACK_BOT,
    FINISHED,
    HUMAN,
    LIVE,
    OPEN,
    SERVER_SEEDS,
    STORE_RETRY,
    ApiError,
    Seat,
    SeatRows,
    Subscriber,
    Table,
    _lang,
    lang_of,
    names_of,
    new_seed,
    same_secret,
    seed_commitment,
    token_hash,
)
from stil.server.push import Push
from stil.server.runtime import Background, Context, TableRuntime
from stil.server.settings import Settings
from stil.server.store import Store
from stil.server.thinking import Bots

log = logging.getLogger("stil.server")


class Manager:
    """Every table of this server process, and the store behind them."""

    def __init__(self, settings: Settings, engine: Engine | None = None) -> None:
        self._settings = settings
        self.store = Store(settings, engine)
        self.engine = self.store.engine
        self.tables: dict[str, Table] = {}
        #: what moves each table held in memory (act, bots, clocks)
        self.runtimes: dict[str, TableRuntime] = {}
        self.background = Background()
        #: several processes: table events by Redis, bots and clocks by their table's owner
        self.bus: Bus | None = attach(self.engine, settings.redis_url, settings.redis_prefix)
        #: bots think in worker processes, answering on a schedule blind to the cards
        self.bots = Bots(
            settings.bot_workers, settings.quick_workers, settings.bot_budget, settings.bot_delay
        )
        self.fanout = Fanout(settings, self.background.spawn)
        self.ctx = Context(settings, self.store, self.fanout, self.bots, self.bus, self.background)
        self.chat = Chat(settings, self.store, self.fanout, self.bus)
        self.push = Push(settings, self.store, self.bus, self.background.spawn)
        self.ctx.push = self.push
        if self.bus is not None:
            self.bus.chat_heard = self._chat_heard
        self.admission = Admission(settings, self._alive)
        self.lobby = Lobby(settings, self.store, self.admission, self.keep, self.get)
        # the lobby's calls, as the routes, tools and tests make them on the manager
        self.create = self.lobby.create
        self.insert = self.lobby.insert
        self.join = self.lobby.join
        self.start = self.lobby.start
        self.leave = self.lobby.leave
        self.list = self.lobby.list

    @property
    def settings(self) -> Settings:
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        """New settings for every part (a test tightens a clock mid-game)."""
        self._settings = settings
        self.ctx.settings = self.fanout.settings = self.lobby.settings = settings
        self.chat.settings = self.push.settings = settings
        self.admission.settings = settings

    # -- tables in memory -----------------------------------------------------------------
    def keep(self, table: Table) -> TableRuntime:
        """Hold ``table`` in memory (if no other copy of it is) and answer its runtime."""
        self.tables.setdefault(table.id, table)
        return self.runtime(table)

    def runtime(self, table: Table) -> TableRuntime:
        """The table's runtime, made when first needed: one per table held in memory (it
        leaves with the table); a copy that is not held gets one of its own."""
        runtime = self.runtimes.get(table.id)
        if runtime is not None and runtime.table is table:
            return runtime
        runtime = TableRuntime(table, self.ctx)
        if self.tables.get(table.id) is table:
            self.runtimes[table.id] = runtime
        return runtime

    def get(self, table_id: str) -> Table:
        """A table by id: from memory, or rebuilt from the store (a finished or idle table
        left memory; it comes back on demand)."""
        table = self.tables.get(table_id)
        if table is not None:
            table.used = time.monotonic()
            return table
        table = self.store.fetch(table_id)
        runtime = self.keep(table)
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # no event loop (a tool): nothing to run
            return table
        runtime.schedule()  # its bots or clock (or, not the owner, the clock's deadline)
        return table

    def _alive(self, table_id: str) -> bool:
        table = self.tables.get(table_id)
        return table is not None and table.status != FINISHED

    def load(self) -> int:
        """Rebuild every open and live table from its rows; returns how many."""
        self.push.vapid()  # made once, kept in the store: every process signs alike
        loaded = self.store.load()
        for table in loaded:
            self.tables[table.id] = table
        return len(loaded)

    async def resume(self) -> None:
        """After a start: bots and clocks go on, and every person's absence clock starts
        (nobody is connected yet: whoever does not come back is replaced by a bot)."""
        for table in list(self.tables.values()):
            runtime = self.runtime(table)
            runtime.arm_away()
            await runtime.changed(publish=False)
        self.background.spawn(self._prune_rounds(), "pruning tables")

    def start_bus(self) -> None:
        """With several processes: hear other processes' changes, and own tables."""
        if self.bus is not None:
            self.bus.start(self._heard, self._live, self._took)

    def _live(self) -> list[str]:
        return [i for i, t in self.tables.items() if t.status == LIVE]

    async def _heard(self, table_id: str) -> None:
        table = self.tables.get(table_id)
        if table is not None:
            await self.runtime(table).heard()

    def _chat_heard(self, table_id: str, message: dict[str, Any]) -> None:
        table = self.tables.get(table_id)
        if table is not None:
            self.chat.deliver(table, message)

    async def _took(self, table_id: str) -> None:
        table = self.tables.get(table_id)
        if table is not None:
            await self.runtime(table).took()

    def prune(self, now: float | None = None) -> Sequence[str]:
        """Let finished and idle tables leave memory (``get`` loads them again): nobody
        connected, nothing running or due for them, untouched for ``idle_after`` seconds.
        Returns the ids that left."""
        now = time.monotonic() if now is None else now
        gone = []
        for table_id, table in list(self.tables.items()):
            if now - table.used >= self.settings.idle_after and self.runtime(table).idle():
                self.runtime(table).stop()  # a turn-based table's clock: loaded again when due
                del self.tables[table_id]
                self.runtimes.pop(table_id, None)
                self.fanout.forget(table_id)
                if self.bus is not None:
                    self.bus.release(table_id)
                gone.append(table_id)
        return gone

    async def _prune_rounds(self) -> None:
        while True:
            every = self.settings.prune_every()
            await asyncio.sleep(every)
            self.prune()
            try:
                await self.load_due(time.time() + 2 * every)
            except Exception:  # the store is down: the next round tries again
                log.exception("loading turn-based tables whose clock is due failed")

    async def load_due(self, before: float) -> list[str]:
        """Load the turn-based tables not in memory whose decision runs out before
        ``before`` (Unix time), read off the loop: their clocks run here again (the stand-in
        moves on time though the table had left memory). Returns their ids."""
        due = await asyncio.to_thread(self.store.due, before)
        loaded = []
        for table_id in due:
            if table_id in self.tables:
                continue
            table = await asyncio.to_thread(self.store.fetch, table_id)
            if table_id in self.tables:  # loaded meanwhile by a request
                continue
            self.keep(table).schedule()
            loaded.append(table_id)
        return loaded

    # -- the lobby (see :class:`.Lobby`) ---------------------------------------------------
    async def rematch(
        self, table: Table, host_token: str | None, address: str | None = None, lang: str = FALLBACK
    ) -> Table:
        return await self.lobby.rematch(table, host_token, address, lang_of(lang))

    @staticmethod
    def check_host(table: Table, token: str | None) -> None:
        table.check_host(token)

    @staticmethod
    def seat_for(table: Table, token: str | None) -> int:
        return table.seat_for(token)

    # -- play and connections (see :class:`.TableRuntime` and :class:`.Fanout`) -----------
    def bucket(self) -> Bucket:
        """A fresh bucket of action submissions (a spectator's socket has its own)."""
        return Bucket(self.settings.action_rate, self.settings.action_burst)

    async def act(
        self, table: Table, token: str | None, seq: int, text: str, per_seat: bool = True
    ) -> int:
        return await self.runtime(table).act(token, seq, text, per_seat)

    async def subscribe(self, table: Table, sub: Subscriber) -> None:
        await self.runtime(table).subscribe(sub)

    async def unsubscribe(self, table: Table, sub: Subscriber) -> None:
        await self.runtime(table).unsubscribe(sub)

    def tell(self, table: Table, sub: Subscriber, message: dict[str, Any]) -> None:
        self.fanout.tell(table, sub, message)

    async def changed(self, table: Table, publish: bool = True) -> None:
        await self.runtime(table).changed(publish)

    def frame(self, table: Table, seat: int | None, lang: str | None) -> dict[str, Any]:
        """A frame without its board, at once (drawing is not the event loop's work:
        :meth:`full_frame` has the board)."""
        return self.fanout.frame(table, seat, lang)

    async def full_frame(
        self, table: Table, seat: int | None, lang: str | None, board: bool = True
    ) -> dict[str, Any]:
        """A frame, with its board drawn off the event loop when asked for."""
        return await self.fanout.full(table, seat, lang, board)

    def replay(self, table: Table, step: int, lang: str | None) -> dict[str, Any]:
        """A finished table's spectator frame after ``step`` actions (it replays and draws:
        call it in a worker thread, as :class:`.Replays` does)."""
        if table.status != FINISHED:
            raise ApiError(409, "replays are for finished tables")
        if not 0 <= step <= table.seq:
            raise ApiError(400, f"step must be between 0 and {table.seq}")
        state = table.game.replay(table.players, table.seed, table.options, table.actions[:step])
        kinds = [s.label for s in table.seats]
        lang_ = lang_of(lang)
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
            "series": table.series_facts(),
            **table.seed_facts(),
            **game_part,
        }

    async def close(self) -> None:
        """Stop: no more bot or clock moves, every connection dropped, the bot pools shut
        down, the store's queued writes finished."""
        self.background.cancel()
        for table in self.tables.values():
            self.runtime(table).stop()
        self.fanout.close(list(self.tables.values()))
        self.bots.close()
        self.push.close()
        if self.bus is not None:
            await self.bus.close()
        await self.store.close()


__all__ = [
    "BOT",
    "FALLBACK_BOT",
    "FINISHED",
    "HUMAN",
    "LIVE",
    "OPEN",
    "SERVER_SEEDS",
    "STORE_RETRY",
    "ApiError",
    "Manager",
    "Seat",
    "SeatRows",
    "Subscriber",
    "Table",
    "_lang",
    "lang_of",
    "names_of",
    "new_seed",
    "same_secret",
    "seed_commitment",
    "token_hash",
]
