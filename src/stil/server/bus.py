"""Several server processes behind one PostgreSQL: Redis pub/sub tells every process that a
table changed, and PostgreSQL decides who moves the table's bots and clock.

- The store stays the one truth. A process that hears "table T changed" (or is about to act
  on T) catches T up from its rows; the unique key (table, seq) lets exactly one of two
  racing processes store action N, the other answers 409 (stale) and catches up.
- The bots and the turn clock of a table run only in the process that holds the table's
  PostgreSQL advisory lock (taken on a connection kept for that); when that process dies,
  PostgreSQL drops its session and its locks, and another process takes the table over on
  its next round (every ``OWNER_ROUND`` seconds).

With SQLite (one process) none of this runs: no Redis, every table is this process's own.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import zlib
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

log = logging.getLogger("stil.server")

OWNER_ROUND = 1.0


def lock_key(table_id: str) -> int:
    """The advisory lock key of a table: a 31-bit hash of its id (two tables that share
    a key share an owner, which is harmless)."""
    return zlib.crc32(table_id.encode()) & 0x7FFFFFFF


class Bus:
    """Redis pub/sub for table changes, and table ownership by advisory lock."""

    def __init__(self, redis_url: str, prefix: str, engine: Engine) -> None:
        import redis.asyncio as redis

        # a blocking pool: a burst of clients (hundreds connecting at once) waits for a
        # connection instead of failing with "Too many connections"
        pool = redis.BlockingConnectionPool.from_url(redis_url, max_connections=64, timeout=10)
        self.pool = pool
        self.redis = redis.Redis(connection_pool=pool)
        self.prefix = prefix
        #: names this process in what it publishes, so it does not act on its own news
        self.origin = secrets.token_hex(8)
        self.engine = engine
        self.owner_connection: Connection | None = None
        self.owned: set[str] = set()
        self.tasks: list[asyncio.Task[None]] = []
        #: a chat message another process stored: delivered to this process's connections
        self.chat_heard: Callable[[str, dict[str, Any]], None] | None = None

    def channel(self, table_id: str) -> str:
        return f"{self.prefix}:table:{table_id}"

    async def publish(self, table_id: str, seq: int) -> None:
        try:
            await self.redis.publish(self.channel(table_id), f"{self.origin} {seq}")
        except Exception as e:  # the store has it; other processes catch up on their next act
            log.warning("could not publish a change of %s: %s", table_id, e)

    async def publish_chat(self, table_id: str, message: dict[str, Any]) -> None:
        """Tell the other processes of a stored chat message (their connections read it)."""
        try:
            payload = f"{self.origin} chat {json.dumps(message, ensure_ascii=True)}"
            await self.redis.publish(self.channel(table_id), payload)
        except Exception as e:  # stored: a reload there shows it
            log.warning("could not publish a chat message of %s: %s", table_id, e)

    def start(
        self,
        heard: Callable[[str], Awaitable[None]],
        live: Callable[[], list[str]],
        took: Callable[[str], Awaitable[None]],
    ) -> None:
        """Listen for changes (``heard(table_id)``) and, every round, try to own the live
        tables (``live()``) not owned yet (``took(table_id)`` for each one taken)."""
        self.tasks = [
            asyncio.create_task(self._listen(heard)),
            asyncio.create_task(self._own(live, took)),
        ]

    async def _listen(self, heard: Callable[[str], Awaitable[None]]) -> None:
        start = len(self.channel(""))
        while True:
            try:
                async with self.redis.pubsub() as pubsub:
                    await pubsub.psubscribe(self.channel("*"))
                    async for message in pubsub.listen():
                        if message.get("type") != "pmessage":
                            continue
                        channel, data = message["channel"], message.get("data") or b""
                        if isinstance(channel, bytes):
                            channel = channel.decode()
                        if isinstance(data, bytes):
                            data = data.decode(errors="replace")
                        origin, _, rest = str(data).partition(" ")
                        if origin == self.origin:
                            continue  # our own change: our clients have it already
                        if rest.startswith("chat "):
                            if self.chat_heard is not None:
                                try:
                                    self.chat_heard(channel[start:], json.loads(rest[5:]))
                                except Exception:
                                    log.exception("a chat message from %s failed", channel)
                            continue
                        try:
                            await heard(channel[start:])
                        except Exception:
                            log.exception("catching up %s failed", channel)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # Redis gone for a while: try again
                log.warning("table events from Redis stopped (%s); reconnecting", e)
                await asyncio.sleep(1.0)

    async def connected(self, table_id: str, seat: int, delta: int) -> int | None:
        """Add ``delta`` to the seat's connections over every process; the new count, or
        None when Redis cannot say. A process that dies leaves its count up, so its
        people keep their seats (their turn timer still runs) rather than lose them."""
        key = f"{self.prefix}:connected:{table_id}:{seat}"
        try:
            count = int(await self.redis.incrby(key, delta))
            await self.redis.expire(key, 86_400)
        except Exception as e:
            log.warning("could not count the connections of %s: %s", key, e)
            return None
        return count

    def owns(self, table_id: str) -> bool:
        return table_id in self.owned

    def try_own(self, table_id: str) -> bool:
        if table_id in self.owned:
            return True
        if self.owner_connection is None:
            self.owner_connection = self.engine.connect()
        got = self.owner_connection.execute(
            text("SELECT pg_try_advisory_lock(:k)"), {"k": lock_key(table_id)}
        ).scalar()
        self.owner_connection.commit()
        if got:
            self.owned.add(table_id)
        return bool(got)

    def release(self, table_id: str) -> None:
        if table_id in self.owned and self.owner_connection is not None:
            self.owned.discard(table_id)
            self.owner_connection.execute(
                text("SELECT pg_advisory_unlock(:k)"), {"k": lock_key(table_id)}
            )
            self.owner_connection.commit()

    async def _own(
        self, live: Callable[[], list[str]], took: Callable[[str], Awaitable[None]]
    ) -> None:
        while True:
            for table_id in live():
                if table_id not in self.owned and self.try_own(table_id):
                    await took(table_id)
            await asyncio.sleep(OWNER_ROUND)

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(BaseException):
                await task
        if self.owner_connection is not None:
            # closed for real, not handed back to the pool: its session ends, and with it
            # every advisory lock it held
            self.owner_connection.invalidate()
        with contextlib.suppress(Exception):
            await self.redis.aclose()
            await self.pool.disconnect()


def attach(engine: Engine, redis_url: str | None, prefix: str) -> Bus | None:
    """A bus when Redis is configured; scale-out needs PostgreSQL (SQLite is one process)."""
    if not redis_url:
        return None
    if engine.dialect.name != "postgresql":
        raise ValueError("several processes (STIL_REDIS_URL) need PostgreSQL as the store")
    return Bus(redis_url, prefix, engine)


__all__ = ["Bus", "attach", "lock_key"]
