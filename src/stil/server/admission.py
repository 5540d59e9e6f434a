"""Admission limits per client address: what one client may cost the server.

A stranger can create tables (each one a row, a lobby line and, with search bots, seconds
of worker time a move) and read replays (each frame a replay and a drawing) as fast as the
network allows. Here each client address has a token bucket of table creations a minute
and one of replay reads, and a cap on its open or live tables that hold a search bot; all
clients together have a cap on those tables too. A refusal is 429 with ``Retry-After`` and
a message in the page's language (``?lang=``, else ``Accept-Language``), and creates
nothing.

The address is the one the server sees (``routes.common._client``): the peer, or the
client that a proxy named in ``STIL_FORWARDED_ALLOW_IPS`` (``stil serve
--forwarded-allow-ips``) puts in ``X-Forwarded-For``; nobody else's header is believed
(docs/server.md, "Behind nginx or Caddy").
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from stil.i18n import FALLBACK, LANGS, Lang, t
from stil.server.limits import Bucket
from stil.server.model import ApiError
from stil.server.settings import Settings

#: seconds a client is told to wait when a cap on live tables refuses it
RETRY_TABLES = 60
#: buckets kept before the full ones (clients quiet for a while) are forgotten
MAX_CLIENTS = 4096


def page_lang(query: str | None, accept: str | None) -> Lang:
    """The page's language: ``?lang=`` if it is one of ours, else the first of ours that
    ``Accept-Language`` names, else the fallback's (:data:`stil.i18n.FALLBACK`)."""
    for lang in LANGS:
        if query == lang:
            return lang
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        for lang in LANGS:
            if code == lang:
                return lang
    return FALLBACK


def refuse(lang: Lang, key: str, wait: float, **params: object) -> ApiError:
    seconds = max(1, math.ceil(wait))
    text = t(lang, f"stil.server.{key}", wait=seconds, **params)
    return ApiError(429, text, {"Retry-After": str(seconds)})


class Admission:
    """The per-address limits of one server process (kept in memory: a restart forgets
    them, and each process of several counts its own clients)."""

    def __init__(
        self,
        settings: Settings,
        alive: Callable[[str], bool],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.alive = alive
        self.clock = clock
        self.creations: dict[str, Bucket] = {}
        self.reads: dict[str, Bucket] = {}
        #: address -> its tables with a search bot that were not finished when last seen
        self.searching: dict[str, set[str]] = {}

    def _bucket(
        self, buckets: dict[str, Bucket], address: str, rate: float, burst: float
    ) -> Bucket:
        if address not in buckets and len(buckets) >= MAX_CLIENTS:
            now = self.clock()
            for key in [k for k, b in buckets.items() if b.stamp + burst / rate < now]:
                del buckets[key]  # refilled long ago: forgetting them changes nothing
        return buckets.setdefault(address, Bucket(rate, burst, clock=self.clock))

    def _live(self, address: str) -> int:
        ids = self.searching.get(address, set())
        ids &= {i for i in ids if self.alive(i)}
        if not ids:
            self.searching.pop(address, None)
        return len(ids)

    def admit(self, address: str, search: bool, lang: Lang) -> None:
        """Refuse (raise 429) a new table from ``address``, or count it."""
        s = self.settings
        if search:
            mine = self._live(address)
            if s.search_tables_per_client > 0 and mine >= s.search_tables_per_client:
                raise refuse(lang, "search_tables_per_client", RETRY_TABLES, n=mine)
            if s.search_tables > 0:
                everyone = sum(self._live(a) for a in list(self.searching))
                if everyone >= s.search_tables:
                    raise refuse(lang, "search_tables", RETRY_TABLES, n=everyone)
        per_minute = s.tables_per_minute
        if per_minute > 0:
            wait = self._bucket(self.creations, address, per_minute / 60, per_minute).take()
            if wait:
                raise refuse(lang, "tables_per_minute", wait)

    def created(self, address: str, table_id: str, search: bool) -> None:
        if search:
            self.searching.setdefault(address, set()).add(table_id)

    def read(self, address: str, lang: Lang) -> None:
        """Refuse (raise 429) a replay read over the address's rate."""
        s = self.settings
        if s.read_rate > 0:
            wait = self._bucket(self.reads, address, s.read_rate, s.read_burst).take()
            if wait:
                raise refuse(lang, "reads", wait)
