"""Taking a move back, in the store: the undo point a runtime keeps, the row it deletes, and
how another process notices.

An undone action leaves no row: the table's rows are then exactly those of the table before
the action, so a restart rebuilds it as it was (event sourcing needs no "undo" event, and a
replay or a stored game never shows the move). The next action takes the freed ``seq``.
Another process that had applied the undone row notices on its next catch-up: the last rows
it holds differ from the store's (:func:`diverged`), and it rebuilds the table.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from sqlalchemy import delete, func, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from stil.core import Action, State
from stil.server import db
from stil.server.model import ApiError, Table
from stil.server.store import Store

#: how many of its last moves a process compares with the store's on each catch-up
WINDOW = 8


@dataclass(frozen=True)
class Point:
    """What taking back action ``seq`` needs: who played it, the state before it, the
    action, the turn clock's deadline before it, and who chose it (``person``, ``bot``,
    ``forced``, ``timer``; ``unknown`` after a restart, where the server's bots and clocks
    are known no more: a person's seat's move counts as theirs)."""

    seq: int
    seat: int | None
    before: State
    action: Action
    deadline: float | None
    by: str


def delete_last(engine: Engine, table_id: str, seq: int) -> None:
    """Delete action row ``seq`` of the table, provided it is the last one (refused with
    409 when another process stored a later one meanwhile)."""
    with Session(engine) as session, session.begin():
        # the row, locked before the check: an action that follows it holds it ``FOR
        # SHARE`` until committed (:meth:`Store._add_action`), so a later row is either
        # committed and seen below or waits and then finds its predecessor gone
        session.scalar(
            select(db.ActionRow.seq)
            .where(db.ActionRow.table_id == table_id, db.ActionRow.seq == seq)
            .with_for_update()
        )
        last = session.scalar(
            select(func.max(db.ActionRow.seq)).where(db.ActionRow.table_id == table_id)
        )
        if last != seq:
            raise ApiError(409, f"the table moved on (action {last} is stored)")
        session.execute(
            delete(db.ActionRow).where(db.ActionRow.table_id == table_id, db.ActionRow.seq == seq)
        )


async def diverged(store: Store, table: Table) -> bool:
    """Whether the store's last moves differ from those in memory (another process took
    one back): compares the last :data:`WINDOW` moves that memory holds."""
    start = max(0, table.seq - WINDOW)
    _, rows = await asyncio.to_thread(store.since, table.id, start)
    stored = [text for n, text in rows if n < table.seq]
    return stored != table.actions[start:]


__all__ = ["WINDOW", "Point", "delete_last", "diverged"]
