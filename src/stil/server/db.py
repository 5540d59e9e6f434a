"""The store: one row per table and one per action, so a restart rebuilds every table by
replaying its actions (the engine is deterministic from game, options, players, seed).

SQLite by default, PostgreSQL (or anything SQLAlchemy speaks) by URL; the schema is made
and upgraded by Alembic (``migrations/``).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator


class Base(DeclarativeBase):
    pass


class SeedText(TypeDecorator[int]):
    """A seed of any size, stored as its decimal digits: a live table's seed has 129 bits,
    beyond BIGINT; rows from before migration 0002 read back as the same integers."""

    impl = String(100)
    cache_ok = True

    def process_bind_param(self, value: int | None, dialect: Dialect) -> str | None:
        return None if value is None else str(int(value))

    def process_result_value(self, value: Any, dialect: Dialect) -> int | None:
        return None if value is None else int(value)


def now() -> datetime:
    return datetime.now(UTC)


class TableRow(Base):
    """A table: what it plays and who sits where (seat tokens only as hashes)."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(SeedText)
    #: per seat: kind, bot, name, token_hash, joined, replaced
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    host_hash: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), index=True)
    turn_timer: Mapped[float | None] = mapped_column(default=None)
    rematch_of: Mapped[str | None] = mapped_column(String(32), default=None)
    rematch: Mapped[str | None] = mapped_column(String(32), default=None)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    finished: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    #: a turn-based table: ``turn_timer`` is the time per move (hours or days), people need
    #: not stay connected, and the running decision's deadline is stored (``deadline``, a
    #: Unix time, for the decision ``deadline_seq``) so a restarted server keeps the clock
    turn_based: Mapped[bool] = mapped_column(Boolean, default=False)
    deadline: Mapped[float | None] = mapped_column(Float, default=None)
    deadline_seq: Mapped[int | None] = mapped_column(Integer, default=None)
    #: whom the host muted in the chat: ``{"seats": [...], "spectators": bool}``
    muted: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    #: a game of a series: ``{"to": target, "games": [scores of each earlier game]}``
    series: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    #: hints allowed: the hints each seat asked; null: no hints at this table
    hints: Mapped[list[int] | None] = mapped_column(JSON, default=None)
    #: a finished table's review, once computed (``stil.server.teaching``)
    review: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)


class ActionRow(Base):
    """One action of a table; ``seq`` counts from 0 and never repeats within a table."""

    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("table_id", "seq", name="uq_action_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class ChatRow(Base):
    """One chat message of a table: a seat's (``seat``) or a spectator's (``seat`` null),
    cleaned plain text, with the name it was written under."""

    __tablename__ = "chat"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seat: Mapped[int | None] = mapped_column(Integer, default=None)
    name: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class PushRow(Base):
    """A browser's Web Push subscription for one seat (RFC 8030): where to send, and the
    keys the payload is encrypted to (RFC 8291); dropped after a few failures."""

    __tablename__ = "push_subscriptions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    endpoint: Mapped[str] = mapped_column(Text)
    p256dh: Mapped[str] = mapped_column(String(128))
    auth: Mapped[str] = mapped_column(String(64))
    failures: Mapped[int] = mapped_column(Integer, default=0)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class SettingRow(Base):
    """A setting the server made for itself once and keeps (the VAPID key pair)."""

    __tablename__ = "server_settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


def connect(url: str, busy_timeout: float = 1.0) -> Engine:
    """An engine for ``url`` with the schema migrated to the newest version. A write to a
    locked SQLite file waits ``busy_timeout`` seconds, then fails (the server answers 503
    rather than hold the request for SQLite's default of five seconds)."""
    if url.startswith("sqlite:///") and not url.startswith("sqlite:///:memory:"):
        Path(url.removeprefix("sqlite:///")).expanduser().parent.mkdir(parents=True, exist_ok=True)
    sqlite = url.startswith("sqlite")
    engine = create_engine(
        url, future=True, connect_args={"timeout": busy_timeout} if sqlite else {}
    )
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    migrate(engine)
    return engine


def _sqlite_pragmas(connection: Any, _record: Any) -> None:
    """Write-ahead log: a commit is one append and one flush of the log instead of a
    rollback journal's several, and readers never wait for the writer. ``synchronous=FULL``
    keeps every acknowledged commit through a process kill and a power cut alike."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


def migrate(engine: Engine) -> None:
    """``alembic upgrade head`` on ``engine``, from the migrations shipped in the package."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            # several processes starting together on one database migrate one at a time
            connection.exec_driver_sql("SELECT pg_advisory_xact_lock(2035775101)")
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
