"""Playing together across two server processes on one PostgreSQL with Redis between them:
a chat message written on A reaches B's connections that may read it (a spectator's never
reaches B's seat) and B's history shows it; a turn-based table's deadline is the same on B,
and stays so when B takes the table over."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

from .conftest import settings
from .test_scale import HUMAN, redis_or_skip, run


def test_a_message_on_one_process_reaches_the_others_connections(postgres_url: str) -> None:
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
        made, told = a.create("cabbage", 2, {}, [HUMAN, HUMAN], 3, None)
        made.status = LIVE
        a.store.save_table(made)
        copy = b.get(made.id)
        heard: dict[str, list[dict[str, Any]]] = {"seat": [], "crowd": []}

        def keep(into: list[dict[str, Any]]) -> Any:
            async def send(message: dict[str, Any]) -> None:
                if message.get("type") == "chat":
                    into.append(message)

            return send

        await b.subscribe(copy, Subscriber(keep(heard["seat"]), 1, "en", board=False))
        await b.subscribe(copy, Subscriber(keep(heard["crowd"]), None, "en", board=False))
        token = told["seats"][0]["token"]
        await a.chat.post(made, token, "hello from A", "test")
        await a.chat.post(made, None, "a spectator on A", "test")
        async with asyncio.timeout(10):
            while len(heard["crowd"]) < 2:
                await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)
        assert [m["text"] for m in heard["crowd"]] == ["hello from A", "a spectator on A"]
        assert [m["text"] for m in heard["seat"]] == ["hello from A"]
        history = await b.chat.history(copy, told["seats"][1]["token"])
        assert [m["text"] for m in history] == ["hello from A"]
        await a.close()
        await b.close()

    run(scenario())


def test_a_turn_based_clock_is_the_same_on_the_process_that_takes_the_table_over(
    postgres_url: str,
) -> None:
    """The decision's deadline is stored: another process shows it, and runs it once it
    owns the table, instead of a fresh move_time."""
    redis_or_skip()
    from stil.server.manager import LIVE, Manager

    async def scenario() -> None:
        s = settings(
            postgres_url, redis_url="redis://127.0.0.1:6379/0", redis_prefix=secrets.token_hex(6)
        )
        a = Manager(s)
        made, _ = a.create(
            "cabbage", 2, {}, [HUMAN, HUMAN], 3, None, turn_based=True, move_time=3600
        )
        made.status = LIVE
        a.store.save_table(made)
        await a.changed(made)  # A owns it: its clock runs, its deadline stored
        deadline = made.deadline
        assert deadline is not None
        await asyncio.sleep(0.5)
        b = Manager(s)
        copy = b.get(made.id)
        assert copy.deadline == deadline  # shown by a process that does not own it
        await a.close()  # A's session ends: its lock goes
        await asyncio.sleep(0.2)
        assert b.bus is not None and b.bus.try_own(made.id)
        await b._took(made.id)
        assert copy.deadline == deadline and copy.timer_task is not None
        await b.close()

    run(scenario())


def test_a_move_made_on_another_process_sends_the_owners_push(postgres_url: str) -> None:
    """A person moves on B; A owns the table and hears of the move by Redis: A sends the
    next seat its "your move", once."""
    redis_or_skip()
    from stil.server.manager import LIVE, Manager

    from .test_push import Receiver

    receiver = Receiver()

    async def scenario() -> None:
        s = settings(
            postgres_url,
            redis_url="redis://127.0.0.1:6379/0",
            redis_prefix=secrets.token_hex(6),
            push_allow_loopback=True,
        )
        a, b = Manager(s), Manager(s)
        a.start_bus()
        b.start_bus()
        await asyncio.sleep(0.3)
        made, told = a.create(
            "cabbage", 2, {}, [HUMAN, HUMAN], 3, None, turn_based=True, move_time=3600
        )
        made.status = LIVE
        a.store.save_table(made)
        await a.changed(made)  # A owns it
        first = made.state.to_act
        assert first is not None
        other = 1 - first
        await a.push.subscribe(made, told["seats"][other]["token"], receiver.subscription())
        copy = b.get(made.id)
        while copy.state.to_act == first:  # the first seat plays on B until it is other's
            action = str(copy.state.legal_actions()[0])
            await b.act(copy, told["seats"][first]["token"], copy.seq, action)
        async with asyncio.timeout(10):
            while receiver.requests.empty():
                await asyncio.sleep(0.05)
        _, body, _ = receiver.requests.get()
        assert receiver.decrypt(body)["seat"] == other
        await asyncio.sleep(0.5)
        assert receiver.requests.empty()  # once: B, not the owner, sent none
        await a.close()
        await b.close()

    try:
        run(scenario())
    finally:
        receiver.close()
