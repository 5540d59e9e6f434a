"""Undo across two server processes on one PostgreSQL with Redis between them: a move taken
back on A leaves B's table (and B's clients' frames) exactly as before the move, and the
next move through B takes the freed seq."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

from .conftest import settings
from .test_scale import HUMAN, redis_or_skip, run
from .test_table_help import BATU_SEED


def test_a_move_taken_back_on_one_process_is_gone_on_the_other(postgres_url: str) -> None:
    redis_or_skip()
    from stil.server.manager import LIVE, Manager, Subscriber

    async def scenario() -> None:
        s = settings(
            postgres_url, redis_url="redis://127.0.0.1:6379/0", redis_prefix=secrets.token_hex(6)
        )
        a, b = Manager(s), Manager(s)
        a.start_bus()
        b.start_bus()
        await asyncio.sleep(0.3)  # both listening
        made, told = a.create("princes", 2, {}, [HUMAN, HUMAN], BATU_SEED, None)
        made.status = LIVE
        a.store.save_table(made)
        copy = b.get(made.id)
        frames: list[dict[str, Any]] = []

        async def send(message: dict[str, Any]) -> None:
            if message.get("type") == "frame":
                frames.append(message)

        await b.subscribe(copy, Subscriber(send, 1, "uk", board=False))
        async with asyncio.timeout(10):
            while not frames:
                await asyncio.sleep(0.02)
        first = frames[-1]
        token = told["seats"][0]["token"]
        seq = await a.act(made, token, 0, "batu")
        async with asyncio.timeout(10):
            while frames[-1]["seq"] != seq:
                await asyncio.sleep(0.02)
        assert await a.runtime(made).undo(token, seq, "en") == 0
        async with asyncio.timeout(10):
            while frames[-1]["seq"] != 0:
                await asyncio.sleep(0.02)
        assert frames[-1] == first
        assert copy.actions == [] and copy.state.to_json() == made.state.to_json()
        # B takes the next move at the freed seq
        assert await b.act(copy, token, 0, "draw") == 1
        async with asyncio.timeout(10):
            while made.seq != 1:
                await asyncio.sleep(0.02)
        assert made.actions == ["draw"]
        await a.close()
        await b.close()

    run(scenario())
