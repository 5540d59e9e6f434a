"""Table chat: seats and spectators write; who reads what is a fairness rule.

What a seat writes, everyone at the table reads (seats and spectators). What a spectator
writes, only spectators read while the game is not finished: a spectator sees everything
public and could otherwise coach a seat; once the game is over (the replay) everyone reads
everything. A message is plain text: control and format characters (bidi overrides,
zero-width joiners, lone surrogates) are taken out, whitespace runs become one space, and
at most ``MAX_TEXT`` characters are kept; clients show it as text, never as markup.

Each message is rate-limited (per seat over HTTP and all its sockets together; per socket,
or per address over HTTP, for spectators), capped per table, stored with the table before
anyone sees it (a reload, a restart or another process shows it), and queued on each
connection that may read it. The host can mute a seat or every spectator.
"""

from __future__ import annotations

import logging
import math
import re
import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from stil.server import db
from stil.server.bus import Bus
from stil.server.fanout import Fanout
from stil.server.limits import Bucket
from stil.server.model import FINISHED, ApiError, Table
from stil.server.settings import Settings
from stil.server.store import Store, _stamp

log = logging.getLogger("stil.server")

#: the longest message, in characters after cleaning
MAX_TEXT = 500
#: the messages GET answers at most (the newest, oldest first)
HISTORY = 200
#: spectators' buckets kept (the least recently used go first)
BUCKETS = 10_000
#: the quick reactions the page offers (any text may be sent; these are one tap each)
REACTIONS = ("👍", "👏", "😂", "😮", "😢", "🤝")

_SPACES = re.compile(r"\s+")


def clean(text: str) -> str:
    """``text`` as the chat keeps it: control and format characters out (whitespace among
    them becomes a space), spaces collapsed, trimmed."""
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if ch.isspace() or category in ("Zl", "Zp"):
            kept.append(" ")
        elif category in ("Cc", "Cf", "Cs", "Cn") and ch not in ("\u200d", "\ufe0f"):
            continue  # ZWJ and the emoji variation selector keep emoji whole
        else:
            kept.append(ch)
    return _SPACES.sub(" ", "".join(kept)).strip()


def sees(table: Table, writer: int | None, reader: int | None) -> bool:
    """Whether ``reader`` (a seat, or None: a spectator) may read what ``writer`` wrote."""
    return writer is not None or reader is None or table.status == FINISHED


def message(row_id: int, at: float, seat: int | None, name: str, text: str) -> dict[str, Any]:
    return {"type": "chat", "id": row_id, "from": name, "seat": seat, "text": text, "at": at}


class Chat:
    """Post, read and mute; one per process."""

    def __init__(self, settings: Settings, store: Store, fanout: Fanout, bus: Bus | None) -> None:
        self.settings = settings
        self.store = store
        self.fanout = fanout
        self.bus = bus
        self.buckets: OrderedDict[tuple[str, Any], Bucket] = OrderedDict()

    def _bucket(self, key: tuple[str, Any]) -> Bucket:
        bucket = self.buckets.get(key)
        if bucket is None:
            s = self.settings
            bucket = self.buckets[key] = Bucket(s.chat_rate, s.chat_burst)
            if len(self.buckets) > BUCKETS:
                self.buckets.popitem(last=False)
        else:
            self.buckets.move_to_end(key)
        return bucket

    async def post(self, table: Table, token: str | None, text: Any, who: str) -> dict[str, Any]:
        """Store and deliver one message; ``token`` a seat's (None: a spectator), ``who``
        names a spectator's bucket (its socket, or its address over HTTP). Refused (400,
        403, 409, 429) it changes nothing."""
        seat = table.seat_for(token) if token else None
        if not isinstance(text, str):
            raise ApiError(400, "a chat message is text")
        said = clean(text)
        if not said:
            raise ApiError(400, "the message is empty (once control characters are removed)")
        if len(said) > MAX_TEXT:
            raise ApiError(400, f"a chat message has at most {MAX_TEXT} characters")
        if seat is not None and seat in table.muted_seats:
            raise ApiError(403, "the host has muted this seat in the chat")
        if seat is None and table.muted_spectators:
            raise ApiError(403, "the host has muted spectators in the chat")
        key = (table.id, seat) if seat is not None else (table.id, who)
        wait = self._bucket(key).take()
        if wait:
            raise ApiError(
                429,
                f"too many chat messages: try again in {wait:.2f} s",
                {"Retry-After": str(math.ceil(wait))},
            )
        name = self.name(table, seat)
        row = db.ChatRow(table_id=table.id, seat=seat, name=name, text=said)
        stored = await self.store.write(self.store.store_chat, row, self.settings.chat_max)
        if stored is None:
            raise ApiError(409, f"this table's chat is full ({self.settings.chat_max} messages)")
        made = message(stored[0], stored[1], seat, name, said)
        self.deliver(table, made)
        if self.bus is not None:
            await self.bus.publish_chat(table.id, made)
        return made

    @staticmethod
    def name(table: Table, seat: int | None) -> str:
        if seat is None:
            return "spectator"
        return table.seats[seat].name or f"Player {seat + 1}"

    def deliver(self, table: Table, made: dict[str, Any]) -> None:
        """Queue the message on every connection of this process that may read it."""
        for sub in list(table.subscribers):
            if sees(table, made["seat"], sub.seat):
                self.fanout.tell(table, sub, made)

    async def history(self, table: Table, token: str | None) -> list[dict[str, Any]]:
        """The messages the caller (a seat's token, or none: a spectator) may read, oldest
        first, each ``{id, from, seat, text, at}``."""
        reader = table.seat_for(token) if token else None
        rows = await self.store.read(self.store.chat_rows, table.id, HISTORY)
        out = []
        for row in rows:
            if sees(table, row.seat, reader):
                made = message(row.id, _unix(row.at), row.seat, row.name, row.text)
                del made["type"]
                out.append(made)
        return out

    async def mute(
        self,
        table: Table,
        host_token: str | None,
        seat: int | None,
        spectators: bool | None,
        muted: bool,
        changed: Callable[[], Any],
    ) -> dict[str, Any]:
        """The host mutes (or lets speak again) a seat or every spectator."""
        async with table.lock:
            table.check_host(host_token)
            if seat is None and spectators is None:
                raise ApiError(400, "say which: seat (a number) or spectators (true)")
            if seat is not None and not 0 <= seat < table.players:
                raise ApiError(400, f"seat must be between 0 and {table.players - 1}")
            seats = set(table.muted_seats)
            if seat is not None:
                seats = seats | {seat} if muted else seats - {seat}
            crowd = table.muted_spectators if spectators is None else muted
            wanted = {"seats": sorted(seats), "spectators": crowd}
            await self.store.write(self.store.store_muted, table.id, wanted)
            table.muted_seats, table.muted_spectators = seats, crowd
        await changed()
        return table.muted()


def _unix(at: Any) -> float:
    stamp = _stamp(at)
    assert stamp is not None
    return stamp
