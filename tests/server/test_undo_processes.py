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


def _stored_table(postgres_url: str, moves: list[str]) -> tuple[str, Any]:
    """A live princes table on PostgreSQL with ``moves`` stored; its id and the engine."""
    from stil.server.manager import LIVE, Manager

    ids: list[str] = []

    async def scenario() -> None:
        m = Manager(settings(postgres_url))
        made, told = m.create("princes", 2, {}, [HUMAN, HUMAN], BATU_SEED, None)
        made.status = LIVE
        m.store.save_table(made)
        for n, text in enumerate(moves):
            assert await m.act(made, told["seats"][made.state.to_act]["token"], n, text) == n + 1
        ids.append(made.id)
        await m.close()

    run(scenario())
    from sqlalchemy import create_engine

    return ids[0], create_engine(postgres_url)


def _seqs(engine: Any, table_id: str) -> list[int]:
    from sqlalchemy import select

    from stil.server import db

    with engine.connect() as c:
        return list(c.scalars(select(db.ActionRow.seq).where(db.ActionRow.table_id == table_id)))


def test_an_undo_racing_a_later_move_on_another_process_never_leaves_a_gap(
    postgres_url: str,
) -> None:
    """Both orders of the race, held open by hand: a move stored after the row being taken
    back makes the undo wait and then refuse; an undo first makes the move wait and then
    refuse as stale. Either way the rows stay 0..n with no hole."""
    import threading

    import pytest
    from sqlalchemy import delete, select
    from sqlalchemy.orm import Session

    from stil.server import db
    from stil.server.model import ApiError
    from stil.server.store import Moved, Store
    from stil.server.undo import delete_last

    table_id, engine = _stored_table(postgres_url, ["draw", "draw"])
    assert _seqs(engine, table_id) == [0, 1]

    # the later move first: its transaction is open when the undo of row 1 comes
    later = Session(engine)
    later.begin()
    Store._add_action(later, db.ActionRow(table_id=table_id, seq=2, seat=0, action="draw"), False)
    later.flush()
    refused: list[BaseException] = []

    def undo() -> None:
        try:
            delete_last(engine, table_id, 1)
        except BaseException as e:
            refused.append(e)

    racing = threading.Thread(target=undo)
    racing.start()
    racing.join(0.5)
    assert racing.is_alive()  # it waits for the move's commit
    later.commit()
    later.close()
    racing.join(10)
    assert len(refused) == 1 and isinstance(refused[0], ApiError)
    assert refused[0].status == 409
    assert _seqs(engine, table_id) == [0, 1, 2]

    # the undo first: row 2 deleted, not yet committed, when the move after it comes
    undoing = Session(engine)
    undoing.begin()
    undoing.scalar(
        select(db.ActionRow.seq)
        .where(db.ActionRow.table_id == table_id, db.ActionRow.seq == 2)
        .with_for_update()
    )
    undoing.execute(
        delete(db.ActionRow).where(db.ActionRow.table_id == table_id, db.ActionRow.seq == 2)
    )
    stale: list[BaseException] = []

    def move() -> None:
        with Session(engine) as s, s.begin():
            try:
                Store._add_action(
                    s, db.ActionRow(table_id=table_id, seq=3, seat=1, action="draw"), False
                )
            except Moved as e:
                stale.append(e)

    mover = threading.Thread(target=move)
    mover.start()
    mover.join(0.5)
    assert mover.is_alive()  # it waits for the undo's commit
    undoing.commit()
    undoing.close()
    mover.join(10)
    assert len(stale) == 1 and isinstance(stale[0], Moved)
    assert _seqs(engine, table_id) == [0, 1]
    with pytest.raises(ApiError):  # and nothing stored meanwhile
        delete_last(engine, table_id, 2)
    engine.dispose()
