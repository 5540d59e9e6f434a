"""Web Push: "your move" for a person whose page is closed (RFC 8030, VAPID RFC 8292,
aes128gcm payload encryption RFC 8291, by pywebpush and py-vapid).

A seat registers its browser's subscription (``POST /api/tables/{id}/push``). When it
becomes that seat's turn and no page of the seat is connected, one push per decision goes
to each of its subscriptions; its decrypted payload names the table, the game and the seat.

**A push endpoint is a URL the client chose**, so the server treats it as hostile: only
``https`` is accepted; the host's every DNS address must be a public one (no loopback,
private, link-local — 169.254.169.254 —, shared, reserved or multicast address), checked
when registering and again, after a fresh lookup, when sending; the request goes to the very
address that was checked (no second lookup a rebinding DNS could answer differently), with
TLS verified for the host name; redirects are never followed; each send has a short
timeout; a subscription that fails ``push_failures`` times in a row, or that its service
says is gone (404, 410), is dropped. ``STIL_PUSH_ALLOW_LOOPBACK=1`` (tests only) also
accepts ``http://127.0.0.1:…``.

Sending never runs on the event loop: the lookup, the encryption and the request run on
this module's own small thread pool, and nothing waits for them.
"""

from __future__ import annotations

import asyncio
import base64
import http.client
import ipaddress
import json
import logging
import socket
import ssl
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any
from urllib.parse import SplitResult, urlsplit

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from stil.server import db
from stil.server.bus import Bus
from stil.server.model import HUMAN, LIVE, ApiError, Table
from stil.server.settings import Settings
from stil.server.store import Store

log = logging.getLogger("stil.server")

#: seconds one push request may take (connect, TLS, answer)
SEND_TIMEOUT = 10.0
#: subscriptions one seat may hold (a new one beyond it replaces the oldest)
PER_SEAT = 5
#: how long a push service keeps an undelivered "your move" (seconds)
TTL = 86400
#: the server settings' key of the VAPID private key (base64url DER, PKCS#8)
VAPID_KEY = "vapid_private_key"


class BadEndpoint(ValueError):
    """An endpoint the server will not send to, and why."""


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass(frozen=True)
class Target:
    """Where to send, as checked: the URL's parts and the one address to connect to."""

    scheme: str
    host: str
    port: int
    path: str
    address: str


#: IPv6 prefixes that carry an IPv4 address inside (NAT64): that address is checked too
_NAT64 = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))


def public(address: str) -> bool:
    """Whether ``address`` is a public unicast one (an IPv4 address inside an IPv6 one,
    mapped, 6to4 or NAT64, is judged as itself)."""
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.ip_address(
        address.split("%", 1)[0]
    )
    if isinstance(ip, ipaddress.IPv6Address):
        inner = ip.ipv4_mapped or ip.sixtofour
        if inner is None and any(ip in net for net in _NAT64):
            inner = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if inner is not None:
            ip = inner
    return ip.is_global and not ip.is_multicast


def check(endpoint: str, allow_loopback: bool) -> Target:
    """The endpoint's target, its host looked up now (blocking: call it off the loop), or
    :class:`BadEndpoint`."""
    url, port = _parsed(endpoint)
    host = url.hostname or ""
    loopback = allow_loopback and host in ("127.0.0.1", "::1", "localhost")
    if url.scheme != "https" and not (loopback and url.scheme == "http"):
        raise BadEndpoint("a push endpoint must be an https URL")
    if not host:
        raise BadEndpoint("the endpoint names no host")
    port = port or (443 if url.scheme == "https" else 80)
    if port != 443 and not loopback:  # every push service listens there; no port scans
        raise BadEndpoint("a push endpoint must use the https port, 443")
    addresses = _public_addresses(host, port, loopback)
    path = url.path or "/"
    if url.query:
        path += "?" + url.query
    return Target(url.scheme, host, port, path, addresses[0])


def _parsed(endpoint: str) -> tuple[SplitResult, int | None]:
    """The endpoint as a URL and its port, if it is a short URL with no credentials."""
    if not isinstance(endpoint, str) or len(endpoint) > 1000:
        raise BadEndpoint("the endpoint is not a URL of at most 1000 characters")
    try:
        url = urlsplit(endpoint)
        port = url.port
    except ValueError as e:
        raise BadEndpoint(f"the endpoint is not a URL: {e}") from None
    if url.username is not None or url.password is not None:
        raise BadEndpoint("the endpoint may not carry a user name or password")
    return url, port


def _public_addresses(host: str, port: int, loopback: bool) -> list[str]:
    """Every address ``host`` has now, each public (or loopback, where allowed)."""
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as e:
        raise BadEndpoint(f"the endpoint's host {host!r} cannot be found ({e})") from None
    addresses = [str(info[4][0]) for info in found]
    if not addresses:
        raise BadEndpoint(f"the endpoint's host {host!r} has no address")
    for address in addresses:
        if loopback and ipaddress.ip_address(address.split("%", 1)[0]).is_loopback:
            continue
        if not public(address):
            raise BadEndpoint(f"the endpoint's host {host!r} is at {address}, not a public address")
    return addresses


def check_keys(p256dh: str, auth: str) -> None:
    """The subscription's keys: a P-256 public point (65 bytes) and a 16-byte secret."""
    from cryptography.hazmat.primitives.asymmetric import ec

    try:
        point, secret = unb64url(p256dh), unb64url(auth)
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
    except (ValueError, TypeError):
        raise BadEndpoint("keys.p256dh is not a P-256 public key (base64url)") from None
    if len(point) != 65 or len(secret) != 16:
        raise BadEndpoint("keys.p256dh must be 65 bytes and keys.auth 16, base64url")


def post(target: Target, body: bytes, headers: dict[str, str]) -> int:
    """POST ``body`` to the checked address (blocking); the status. Nothing is followed."""
    if target.scheme == "https":
        context = ssl.create_default_context()
        conn: http.client.HTTPConnection = http.client.HTTPSConnection(
            target.host, target.port, timeout=SEND_TIMEOUT, context=context
        )
        raw = socket.create_connection((target.address, target.port), timeout=SEND_TIMEOUT)
        conn.sock = context.wrap_socket(raw, server_hostname=target.host)
    else:
        conn = http.client.HTTPConnection(target.host, target.port, timeout=SEND_TIMEOUT)
        conn.sock = socket.create_connection((target.address, target.port), timeout=SEND_TIMEOUT)
    try:
        conn.request("POST", target.path, body=body, headers=headers)
        answer = conn.getresponse()
        answer.read(4096)
        return answer.status
    finally:
        conn.close()


class Push:
    """Subscriptions in, "your move" out; one per process."""

    def __init__(self, settings: Settings, store: Store, bus: Bus | None, spawn: Any) -> None:
        self.settings = settings
        self.store = store
        self.bus = bus
        self.spawn = spawn
        self.pool = ThreadPoolExecutor(4, thread_name_prefix="stil-push")
        self._vapid: Any = None
        #: pushes sent (accepted by the push service), for tests and the log
        self.sent = 0

    # -- the key pair ---------------------------------------------------------------------
    def vapid(self) -> Any:
        """This server's VAPID key pair: made once, kept in the store's settings (every
        process and every restart signs with the same key; blocking, so read at start)."""
        if self._vapid is None:
            from cryptography.hazmat.primitives import serialization
            from py_vapid import Vapid02

            def make() -> str:
                fresh = Vapid02()
                fresh.generate_keys()
                der = fresh.private_key.private_bytes(
                    serialization.Encoding.DER,
                    serialization.PrivateFormat.PKCS8,
                    serialization.NoEncryption(),
                )
                return b64url(der)

            self._vapid = Vapid02.from_der(self.store.setting(VAPID_KEY, make).encode())
        return self._vapid

    def public_key(self) -> str:
        """The applicationServerKey a browser subscribes with (base64url, uncompressed)."""
        from cryptography.hazmat.primitives import serialization

        point = self.vapid().public_key.public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return b64url(point)

    # -- subscriptions --------------------------------------------------------------------
    async def subscribe(self, table: Table, token: str | None, sub: dict[str, Any]) -> int:
        """Keep a seat's subscription (checked first; 400 names what is wrong)."""
        seat = table.seat_for(token)
        endpoint, keys = sub["endpoint"], sub["keys"]
        loop = asyncio.get_running_loop()
        try:
            check_keys(keys["p256dh"], keys["auth"])
            await loop.run_in_executor(
                self.pool, check, endpoint, self.settings.push_allow_loopback
            )
        except BadEndpoint as e:
            raise ApiError(400, str(e)) from None
        row = db.PushRow(
            table_id=table.id,
            seat=seat,
            endpoint=endpoint,
            p256dh=keys["p256dh"],
            auth=keys["auth"],
        )
        await self.store.write(self._keep, row)
        return seat

    def _keep(self, row: db.PushRow) -> None:
        with Session(self.store.engine) as session, session.begin():
            session.execute(
                delete(db.PushRow).where(
                    db.PushRow.table_id == row.table_id,
                    db.PushRow.seat == row.seat,
                    db.PushRow.endpoint == row.endpoint,
                )
            )
            older = session.scalars(
                select(db.PushRow.id)
                .where(db.PushRow.table_id == row.table_id, db.PushRow.seat == row.seat)
                .order_by(db.PushRow.id.desc())
                .offset(PER_SEAT - 1)
            ).all()
            if older:
                session.execute(delete(db.PushRow).where(db.PushRow.id.in_(older)))
            session.add(row)

    # -- "your move" ----------------------------------------------------------------------
    def turn(self, table: Table) -> None:
        """After a change: if a person's decision waits and none of their pages is open
        here, send their subscriptions one push for it (in the background; once per
        decision; with several processes, the table's owner sends)."""
        if table.status != LIVE or table.state.is_over:
            return
        seat = table.state.to_act
        if seat is None or table.pushed_seq == table.seq:
            return
        s = table.seats[seat]
        if s.kind != HUMAN or s.replaced or s.connected > 0:
            return
        if self.settings.auto_answer and len(table.state.legal_actions()) == 1:
            return  # forced: the server answers it for them (runtime's auto_answer)
        if self.bus is not None and not self.bus.owns(table.id):
            return
        table.pushed_seq = table.seq
        payload = {
            "type": "your_move",
            "table": table.id,
            "game": table.game.spec.id,
            "names": dict(table.game.spec.names),
            "seat": seat,
            "seq": table.seq,
            "url": f"/?open={table.id}&seat={seat}",
        }
        self.spawn(self._send_all(table.id, seat, payload), f"pushing to {table.id}")

    async def _send_all(self, table_id: str, seat: int, payload: dict[str, Any]) -> None:
        if self.bus is not None:  # a page of the seat open on another process?
            elsewhere = await self.bus.connected(table_id, seat, 0)
            if elsewhere:
                return
        rows = await self.store.read(self._rows, table_id, seat)
        loop = asyncio.get_running_loop()
        body = json.dumps(payload).encode()
        for row in rows:
            try:
                status = await loop.run_in_executor(self.pool, self._send, row, body)
            except Exception as e:  # a bad endpoint, a timeout, a refused connection
                log.info("push to a subscription of %s failed: %s", table_id, e)
                status = None
            ok = status is not None and 200 <= status < 300
            gone = status in (404, 410)
            if ok:
                self.sent += 1
            await self.store.write(self._settle, row.id, ok, gone)

    def _rows(self, table_id: str, seat: int) -> list[db.PushRow]:
        with Session(self.store.engine, expire_on_commit=False) as session:
            return list(
                session.scalars(
                    select(db.PushRow).where(
                        db.PushRow.table_id == table_id, db.PushRow.seat == seat
                    )
                ).all()
            )

    def _send(self, row: db.PushRow, body: bytes) -> int:
        """Check the endpoint again (a fresh lookup), encrypt, sign, send (blocking)."""
        from pywebpush import WebPusher

        target = check(row.endpoint, self.settings.push_allow_loopback)
        info = {"endpoint": row.endpoint, "keys": {"p256dh": row.p256dh, "auth": row.auth}}
        audience = f"{target.scheme}://{urlsplit(row.endpoint).netloc}"
        claims = {"aud": audience, "sub": self.settings.push_contact}
        headers = dict(self.vapid().sign(claims))
        made = WebPusher(info)._prepare_send_data(
            body, headers=headers, ttl=TTL, content_encoding="aes128gcm"
        )
        sent = {str(k): str(v) for k, v in made["headers"].items()}
        sent["Content-Type"] = "application/octet-stream"
        return post(target, made["data"], sent)

    def _settle(self, row_id: int, ok: bool, gone: bool) -> None:
        with Session(self.store.engine) as session, session.begin():
            row = session.get(db.PushRow, row_id)
            if row is None:
                return
            if ok:
                row.failures = 0
                return
            row.failures += 1
            if gone or row.failures >= self.settings.push_failures:
                session.delete(row)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
