"""Replay frames of finished tables: built once, off the event loop, then served from memory.

A replay frame replays the game up to a step and draws the board (tens of milliseconds);
done on the event loop for every request, a few clients asking in a loop slowed every
table. A finished table never changes, so its frames are kept (the most recently used,
up to a bound) and a miss is built in a worker thread.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from stil.server.manager import Manager, Table, _lang

#: frames kept (a frame is a few kilobytes to a few tens of kilobytes)
SIZE = 512


class Replays:
    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self.frames: OrderedDict[tuple[str, int, str], dict[str, Any]] = OrderedDict()
        self.built = 0

    async def frame(self, manager: Manager, table: Table, step: int, lang: str) -> dict[str, Any]:
        """``manager.replay(table, step, lang)``, from memory when it was built before."""
        key = (table.id, step, _lang(lang))
        hit = self.frames.get(key)
        if hit is not None:
            self.frames.move_to_end(key)
            return hit
        made = await asyncio.to_thread(manager.replay, table, step, key[2])
        self.built += 1
        self.frames[key] = made
        while len(self.frames) > self.size:
            self.frames.popitem(last=False)
        return made
