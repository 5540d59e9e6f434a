"""WebSockets admitted per client address, and all of them below the connection cap.

A WebSocket lives for hours. uvicorn counts one against its ``limit_concurrency`` like a
request but never refuses an upgrade, so a thousand spectator sockets from one address
took every place and every other client's request got 503 (issue 38, finding 1). Here one
address may hold ``sockets_per_address`` sockets at once, across all tables of the
process, and all addresses together ``socket_cap`` – below the connection cap, so plain
requests keep the rest. A refused socket is accepted and closed at once with
:data:`CLOSE_BUSY` and a reason the page shows (a browser sees no HTTP status).

The counts are plain dictionary arithmetic on the event loop (nothing waits) and live in
the process's memory: each of several processes counts its own sockets.
"""

from __future__ import annotations

from dataclasses import dataclass

from stil.server.settings import Settings

#: the close code of a socket refused for a cap (per address or in total): try again later
CLOSE_BUSY = 4429
#: the close code of a spectator's socket closed after ``spectator_idle`` seconds of silence
CLOSE_IDLE = 4408
#: a WebSocket close reason is at most this many bytes of UTF-8 (RFC 6455, 5.5)
MAX_REASON = 123


@dataclass(frozen=True)
class Refusal:
    """Why a socket is turned away: its close code, the key of its text under
    ``stil.server`` and the count the text names."""

    code: int
    key: str
    n: int


@dataclass(eq=False)
class Ticket:
    """One admitted socket; :meth:`Connections.release` gives its place back (once)."""

    address: str
    released: bool = False


class Connections:
    """The WebSockets this process holds, per client address and in total."""

    def __init__(self, per_address: int, total: int) -> None:
        #: 0: no limit
        self.per_address = per_address
        self.total = total
        self.held: dict[str, int] = {}
        self.count = 0

    @classmethod
    def from_settings(cls, settings: Settings) -> Connections:
        return cls(settings.sockets_per_address, settings.socket_cap())

    def admit(self, address: str) -> Refusal | Ticket:
        """A place for a new socket from ``address``, or why there is none."""
        mine = self.held.get(address, 0)
        if self.per_address > 0 and mine >= self.per_address:
            return Refusal(CLOSE_BUSY, "sockets_per_address", mine)
        if self.total > 0 and self.count >= self.total:
            return Refusal(CLOSE_BUSY, "sockets", self.count)
        self.held[address] = mine + 1
        self.count += 1
        return Ticket(address)

    def release(self, ticket: Ticket) -> None:
        if ticket.released:
            return
        ticket.released = True
        self.count -= 1
        left = self.held[ticket.address] - 1
        if left:
            self.held[ticket.address] = left
        else:
            del self.held[ticket.address]  # an address with no socket costs no memory


def close_reason(text: str) -> str:
    """``text`` cut to fit a close frame's reason (whole characters, with an ellipsis)."""
    if len(text.encode()) <= MAX_REASON:
        return text
    cut = text.encode()[: MAX_REASON - len("…".encode())].decode(errors="ignore")
    return cut.rstrip() + "…"
