"""How ``stil serve`` runs uvicorn: a cap on connections and a deadline for every request.

uvicorn closes an idle keep-alive connection, but has no deadline for a request that is
being sent: a connection that sends nothing, half a header or a body a byte at a time
stays open for ever and holds a descriptor. :class:`Guarded` gives each request (header
and body) ``request_timeout`` seconds from its first byte (from the connection's opening
for the first one) and closes the connection when they run out; a WebSocket, once
upgraded, is the app's (it waits 30 s for the first message, and uvicorn pings it).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from stil.server.settings import Settings


class Guarded(H11Protocol):
    """uvicorn's h11 protocol with a deadline on receiving each request."""

    request_timeout: float = 10.0
    _deadline: asyncio.TimerHandle | None = None
    _upgraded = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._upgraded or self.transport.is_closing() or self.conn.their_state is h11.DONE:
            self._disarm()
        elif self._deadline is None:  # the first bytes of the next request on this connection
            self._arm()

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        self._upgraded = True
        self._disarm()
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        if self.request_timeout > 0:
            self._deadline = self.loop.call_later(self.request_timeout, self._expired)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expired(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.logger.info(
                "a request did not arrive in %s s: connection closed", self.request_timeout
            )
            self.transport.close()


def guarded(request_timeout: float) -> type[Guarded]:
    """:class:`Guarded` with this deadline (uvicorn makes the protocol from a class)."""
    return type("Guarded", (Guarded,), {"request_timeout": request_timeout})


def config(application: Any, host: str, port: int, settings: Settings) -> uvicorn.Config:
    """uvicorn's configuration for the app, with this deployment's connection limits and
    the proxies it trusts to name the client."""
    # the app closes a message over max_message with a clear reason; far larger frames are
    # cut by the protocol before they are read whole
    ws_max = 4 * settings.max_message if settings.max_message > 0 else 16 * 1024 * 1024
    # uvicorn trusts X-Forwarded-For from 127.0.0.1 unless told otherwise, and then every
    # per-address limit takes the address a client writes: only the proxies the operator
    # names are believed, none by default
    proxies = settings.forwarded_allow_ips.strip()
    return uvicorn.Config(
        application,
        host=host,
        port=port,
        log_level="warning",
        proxy_headers=bool(proxies),
        forwarded_allow_ips=proxies,
        ws_max_size=ws_max,
        http=guarded(settings.request_timeout),
        limit_concurrency=settings.max_connections or None,
        timeout_keep_alive=max(1, round(settings.keep_alive)),
        h11_max_incomplete_event_size=settings.max_header,
    )
