"""Settings from the environment (``STIL_*``), read once when the app is made."""

from __future__ import annotations

import os
from dataclasses import dataclass, field


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return default if raw is None or raw == "" else int(raw)


def _int_or_none(name: str) -> int | None:
    raw = os.environ.get(name)
    return None if raw is None or raw == "" else int(raw)


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return default if raw is None or raw == "" else float(raw)


@dataclass(frozen=True)
class Settings:
    #: SQLAlchemy URL; SQLite file in the working directory unless ``STIL_DATABASE_URL``
    database_url: str = field(
        default_factory=lambda: os.environ.get("STIL_DATABASE_URL", "sqlite:///stil.db")
    )
    #: seconds a bot waits before it moves, so people can follow what it did
    bot_delay: float = field(default_factory=lambda: _float("STIL_BOT_DELAY", 0.8))
    #: a person's decision with one legal action is answered by the server, released when
    #: a considered answer would be (``bot_delay`` after the decision); 0: they answer it
    auto_answer: bool = field(default_factory=lambda: _int("STIL_AUTO_ANSWER", 1) != 0)
    #: seconds a disconnected player has before a bot takes the seat over (0: never)
    abandon_after: float = field(default_factory=lambda: _float("STIL_ABANDON_AFTER", 120.0))
    #: shortest turn timer a table may ask for, in seconds
    min_turn_timer: float = field(default_factory=lambda: _float("STIL_MIN_TURN_TIMER", 5.0))
    #: the bot that plays for a player who left or ran out of time
    stand_in: str = field(default_factory=lambda: os.environ.get("STIL_STAND_IN", "heuristic"))
    #: the largest HTTP request body, in bytes (413 beyond it; 0: no limit)
    max_body: int = field(default_factory=lambda: _int("STIL_MAX_BODY", 64 * 1024))
    #: the largest WebSocket message from a client, in bytes (closed with 1009 beyond it)
    max_message: int = field(default_factory=lambda: _int("STIL_MAX_MESSAGE", 16 * 1024))
    #: action submissions a second, per seat token over HTTP and per WebSocket (0: no limit)
    action_rate: float = field(default_factory=lambda: _float("STIL_ACTION_RATE", 10.0))
    #: submissions allowed at once before the rate applies
    action_burst: float = field(default_factory=lambda: _float("STIL_ACTION_BURST", 20.0))
    #: Redis for several server processes on one PostgreSQL (empty: one process, no Redis)
    redis_url: str = field(default_factory=lambda: os.environ.get("STIL_REDIS_URL", ""))
    #: the prefix of this deployment's Redis channels
    redis_prefix: str = field(default_factory=lambda: os.environ.get("STIL_REDIS_PREFIX", "stil"))
    #: worker processes in which search bots think (0: one per core)
    bot_workers: int = field(default_factory=lambda: _int("STIL_BOT_WORKERS", 0))
    #: worker processes for the quick bots (random, heuristic, the stand-in)
    quick_workers: int = field(default_factory=lambda: _int("STIL_QUICK_WORKERS", 1))
    #: worker processes that draw the boards (0: a thread of the server process draws them)
    draw_workers: int = field(default_factory=lambda: _int("STIL_DRAW_WORKERS", 1))
    #: seconds between the server's full garbage collections (0: Python's own policy);
    #: see :mod:`stil.server.collector`
    gc_every: float = field(default_factory=lambda: _float("STIL_GC_EVERY", 300.0))
    #: seconds a search bot may think per move; its answer comes that long after its turn
    bot_budget: float = field(default_factory=lambda: _float("STIL_BOT_BUDGET", 2.0))
    #: tables one client address may create a minute (0: no limit)
    tables_per_minute: int = field(default_factory=lambda: _int("STIL_TABLES_PER_MINUTE", 10))
    #: open or live tables with a search bot one client address may have (0: no limit)
    search_tables_per_client: int = field(
        default_factory=lambda: _int("STIL_SEARCH_TABLES_PER_CLIENT", 3)
    )
    #: open or live tables with a search bot on this server, all clients together (0: no limit)
    search_tables: int = field(default_factory=lambda: _int("STIL_SEARCH_TABLES", 40))
    #: replay frames a second per client address, and how many at once (0: no limit)
    read_rate: float = field(default_factory=lambda: _float("STIL_READ_RATE", 10.0))
    read_burst: float = field(default_factory=lambda: _float("STIL_READ_BURST", 40.0))
    #: connections (and requests) at once; beyond it requests get 503 (0: no limit)
    max_connections: int = field(default_factory=lambda: _int("STIL_MAX_CONNECTIONS", 1000))
    #: WebSockets one client address may hold at once, all tables together (0: no limit)
    sockets_per_address: int = field(default_factory=lambda: _int("STIL_SOCKETS_PER_ADDRESS", 8))
    #: WebSockets at once, all addresses together (0: no limit); unset, four fifths of
    #: ``max_connections``, so that plain requests keep the rest (see :meth:`socket_cap`)
    max_sockets: int | None = field(default_factory=lambda: _int_or_none("STIL_MAX_SOCKETS"))
    #: seconds a spectator's WebSocket may stay silent before it is closed (0: no limit)
    spectator_idle: float = field(default_factory=lambda: _float("STIL_SPECTATOR_IDLE", 120.0))
    #: proxies whose ``X-Forwarded-For`` names the client (comma-separated addresses or
    #: networks, ``*`` for any); empty: the header is ignored and the peer is the client
    forwarded_allow_ips: str = field(
        default_factory=lambda: os.environ.get("STIL_FORWARDED_ALLOW_IPS", "")
    )
    #: seconds an idle keep-alive connection stays open
    keep_alive: float = field(default_factory=lambda: _float("STIL_KEEP_ALIVE", 5.0))
    #: seconds a request's header and body have to arrive, from its first byte (0: no limit)
    request_timeout: float = field(default_factory=lambda: _float("STIL_REQUEST_TIMEOUT", 10.0))
    #: the largest request header in bytes (uvicorn answers 400 beyond it)
    max_header: int = field(default_factory=lambda: _int("STIL_MAX_HEADER", 16 * 1024))
    #: frames waiting for one connection; a connection that falls this far behind is closed
    send_queue: int = field(default_factory=lambda: _int("STIL_SEND_QUEUE", 64))
    #: seconds one frame may take to reach a client before its connection is closed
    send_timeout: float = field(default_factory=lambda: _float("STIL_SEND_TIMEOUT", 10.0))
    #: seconds a store write waits for a locked SQLite file before it is refused (503)
    store_timeout: float = field(default_factory=lambda: _float("STIL_STORE_TIMEOUT", 1.0))
    #: seconds a table nobody uses stays in memory (finished, or waiting on people)
    idle_after: float = field(default_factory=lambda: _float("STIL_IDLE_AFTER", 600.0))

    #: chat messages a second per seat (spectators: per socket, or per address over HTTP),
    #: and how many at once (0: no limit)
    chat_rate: float = field(default_factory=lambda: _float("STIL_CHAT_RATE", 0.5))
    chat_burst: float = field(default_factory=lambda: _float("STIL_CHAT_BURST", 5.0))
    #: chat messages one table keeps at most; beyond it the chat refuses (0: no limit)
    chat_max: int = field(default_factory=lambda: _int("STIL_CHAT_MAX", 2000))
    #: turn-based tables: the shortest and longest time per move, in seconds
    min_move_time: float = field(default_factory=lambda: _float("STIL_MIN_MOVE_TIME", 600.0))
    max_move_time: float = field(default_factory=lambda: _float("STIL_MAX_MOVE_TIME", 14 * 86400.0))
    #: Web Push: allow ``http://127.0.0.1:…`` endpoints (tests only: a loopback receiver)
    push_allow_loopback: bool = field(
        default_factory=lambda: os.environ.get("STIL_PUSH_ALLOW_LOOPBACK", "") == "1"
    )
    #: Web Push: the VAPID ``sub`` claim, how the push services may reach the operator
    push_contact: str = field(
        default_factory=lambda: os.environ.get("STIL_PUSH_CONTACT", "mailto:admin@localhost")
    )
    #: Web Push: failed sends in a row after which a subscription is dropped
    push_failures: int = field(default_factory=lambda: _int("STIL_PUSH_FAILURES", 3))

    def prune_every(self) -> float:
        """Seconds between two rounds of letting idle tables leave memory (and loading the
        turn-based ones whose clock is due again): half of ``idle_after``, 1 to 60."""
        return max(1.0, min(60.0, self.idle_after / 2))

    def socket_cap(self) -> int:
        """WebSockets at once, all addresses together (0: no limit): ``max_sockets`` when
        set, else four fifths of ``max_connections``. uvicorn counts a WebSocket against
        its connection cap but never refuses an upgrade, so without a lower cap for sockets
        they could take every place and leave plain requests nothing but 503."""
        if self.max_sockets is not None:
            return self.max_sockets
        if self.max_connections <= 0:
            return 0
        return max(1, self.max_connections * 4 // 5)
