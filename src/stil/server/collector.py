"""When the server's garbage collector may stop the event loop.

CPython's cycle collector stops the whole process while it walks a generation. A full
(oldest-generation) walk visits every container the server holds: with 200 live tables
that is some 300,000 objects and tens of milliseconds on a quiet core, several times that
on a busy one, and by default it runs whenever the old generation has grown by a quarter,
every few seconds under load. Every person whose move is in flight waits for it: under the
benchmark's full load these walks were the tail of a person's round trip.

So the server takes the full walk into its own hands (the way large Python services do):

- what exists once the app has started (modules, card data, evaluations, the routes) is
  moved out of the collector's sight with :func:`gc.freeze`: it lives as long as the
  process and holds no garbage worth finding;
- the young generations are collected as usual (cheap: they hold only what was made since
  the last walk), never the old one by itself;
- the old generation is walked on a timer (``STIL_GC_EVERY`` seconds, 300 by default), so
  one pause comes every few minutes instead of every few seconds. Cyclic garbage (few:
  reference counting frees almost everything) waits at most that long.

``STIL_GC_EVERY=0`` leaves Python's collector as it is.

>>> policy = Collector(every=0)
>>> policy.start()  # nothing changes
>>> policy.stop()
"""

from __future__ import annotations

import asyncio
import gc
import logging

log = logging.getLogger(__name__)

#: the collector's thresholds while the server runs: the young generations as Python's own
#: (small walks: larger ones cost a person's round trip tens of milliseconds each under load),
#: the old one never by itself
THRESHOLDS = (700, 10, 1_000_000_000)


class Collector:
    """The server's collection policy, from start to stop."""

    def __init__(self, every: float) -> None:
        self.every = every
        self._was: tuple[int, int, int] | None = None
        self._timer: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Freeze what startup made and hand the old generation to the timer."""
        if self.every <= 0:
            return
        gc.collect()
        gc.freeze()
        self._was = gc.get_threshold()
        gc.set_threshold(*THRESHOLDS)
        self._timer = asyncio.get_running_loop().create_task(self._walks())

    async def _walks(self) -> None:
        while True:
            await asyncio.sleep(self.every)
            found = gc.collect()
            log.debug("full collection: %d unreachable objects", found)

    def stop(self) -> None:
        """Python's own policy again (the process may go on, as the tests' does)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._was is not None:
            gc.set_threshold(*self._was)
            gc.unfreeze()
            self._was = None
