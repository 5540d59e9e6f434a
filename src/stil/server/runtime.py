"""One table's runtime: what moves it, under its lock.

The walk of an action: a socket or a request hands it to the table's runtime
(:meth:`TableRuntime.act`), which checks it under the table's lock, has the store commit it
(:mod:`.store`), applies it in memory and has the fan-out queue every connection its frame
(:mod:`.fanout`). The runtime also runs the table's bots (thinking in worker processes,
:mod:`.thinking`), its turn clock, the absence clock of each person's seat, and, with
several processes, catches the table up from the store when another process moved it.

Two things keep a person's decisions timing-blind (docs/web.md, "Forced answers, confirm
and undo"): a decision with one legal action is answered by the server (``auto_answer``),
released ``bot_delay`` seconds after the decision came, exactly as a bot's; and a person's
considered answer that comes sooner is held until that same moment. Whoever watches sees
every answer of a person no sooner than ``bot_delay`` after its decision, forced or not.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Coroutine, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError

from stil.core import Action, InvalidAction, Observation, Rng
from stil.core.undo import loud
from stil.i18n import Lang, t
from stil.server import db, undo
from stil.server.bus import Bus
from stil.server.fanout import Fanout
from stil.server.limits import Bucket, too_many
from stil.server.model import (
    FALLBACK_BOT,
    FINISHED,
    HUMAN,
    LIVE,
    STORE_RETRY,
    ApiError,
    Subscriber,
    Table,
)
from stil.server.settings import Settings
from stil.server.store import Moved, Store
from stil.server.thinking import Bots, secret_seed

log = logging.getLogger("stil.server")

#: how long after a person's move went out its undo check starts (the frames queued for
#: everyone are sent first; seconds)
UNDO_CHECK_AFTER = 0.05


@dataclass
class Background:
    """Background tasks of the process (bots, clocks, pruning, closing slow connections):
    each failure is logged, never silent, and all are cancelled at the end."""

    tasks: set[asyncio.Task[None]] = field(default_factory=set)

    def spawn(self, work: Coroutine[Any, Any, None], what: str) -> asyncio.Task[None]:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self.tasks.discard(t)
            if not t.cancelled() and t.exception() is not None:
                log.error("%s failed", what, exc_info=t.exception())

        task.add_done_callback(done)
        return task

    def cancel(self) -> None:
        for running in list(self.tasks):
            running.cancel()


@dataclass
class Context:
    """What every table's runtime shares: the process's settings, store, fan-out, bot
    pools, the bus to other processes (or none), and its background tasks."""

    settings: Settings
    store: Store
    fanout: Fanout
    bots: Bots
    bus: Bus | None
    background: Background
    #: Web Push "your move" notifications (:mod:`.push`), or none
    push: Any = None


class TableRuntime:
    """The one thing that changes a table in memory (besides the lobby's seat and status
    writes, under the same lock)."""

    def __init__(self, table: Table, ctx: Context) -> None:
        self.table = table
        self.ctx = ctx
        #: action submissions per seat, over HTTP and every socket of the seat together
        self.buckets: dict[int, Bucket] = {}
        #: the decision pending now (its ``seq``, and an epoch that each undo moves on, so
        #: that a seq reached again after an undo is a new decision) and when it came
        #: (``time.monotonic``): a person's answer is released no sooner than ``bot_delay``
        #: after that, forced or considered
        self.decided: tuple[tuple[int, int], float] = ((-1, -1), 0.0)
        #: undos so far (each one makes the seqs after it new decisions)
        self.undos = 0
        #: the last stored action's undo point: its seq, the state before it, the turn
        #: clock's deadline before it, and whether it was a person's own considered move
        self.undo_point: undo.Point | None = None
        #: the last undo check: (the undo point checked, why it may not be taken back, once
        #: known); the check after the move and every ask share it (:meth:`_loud`)
        self.loud_seen: tuple[undo.Point, asyncio.Future[str | None]] | None = None
        #: a person's move whose undo check waits for its frames to go out
        self.undo_check: undo.Point | None = None
        #: the answer the server plays for a person's forced decision
        self.forced_task: asyncio.Task[None] | None = None

    @property
    def settings(self) -> Settings:
        return self.ctx.settings

    def spawn(self, work: Coroutine[Any, Any, None], what: str) -> asyncio.Task[None]:
        return self.ctx.background.spawn(work, what)

    # -- play -----------------------------------------------------------------------------
    def spend(self, seat: int) -> float:
        """Spend one of the seat's action tokens: 0, or the seconds until one is there (and
        nothing spent). One bucket per seat, whatever it comes through: HTTP, or any of the
        seat's sockets (more sockets buy no more actions)."""
        s = self.settings
        return self.buckets.setdefault(seat, Bucket(s.action_rate, s.action_burst)).take()

    def take_token(self, seat: int) -> None:
        """Spend one of the seat's action tokens, or refuse (429) with the wait."""
        wait = self.spend(seat)
        if wait:
            raise ApiError(429, too_many(wait), {"Retry-After": str(math.ceil(wait))})

    async def act(self, token: str | None, seq: int, text: str, per_seat: bool = True) -> int:
        """A person's action, answered to ``seq``; returns the new sequence number.

        With ``per_seat`` (every person's submission, over HTTP or a socket), it draws
        from the seat's one bucket, checked after the token (a wrong token costs nobody's
        bucket). A refused one changes nothing. An answer that comes sooner than
        ``bot_delay`` after its decision waits until then (see the module's docstring)."""
        table = self.table
        await self.hold(seq)
        async with table.lock:
            if self.ctx.bus is not None:
                await self.catch_up()
            seat = table.seat_for(token)
            if per_seat:
                self.take_token(seat)
            if table.seats[seat].replaced:
                raise ApiError(409, "a bot plays this seat now; join again to take it back")
            await self.play(seat, seq, text)
        await self.changed()
        return table.seq

    def moment(self) -> tuple[int, int]:
        """The decision pending now: the table's ``seq`` and the undos so far."""
        return (self.table.seq, self.undos)

    async def hold(self, seq: int) -> None:
        """Wait until the decision at ``seq`` is ``bot_delay`` old (no wait for another, nor
        when the server answers no forced decision: then no answer's time says anything)."""
        (seen, _), since = self.decided
        if not self.settings.auto_answer or seen != seq or seq != self.table.seq:
            return
        left = since + self.settings.bot_delay - time.monotonic()
        if left > 0:
            await asyncio.sleep(left)

    async def catch_up(self) -> None:
        """What other processes stored (the caller holds the lock): a table whose last
        stored moves differ from memory's (another process took one back) is rebuilt from
        the store; then the rows after memory's are applied."""
        table = self.table
        if await undo.diverged(self.ctx.store, table):
            fresh = await asyncio.to_thread(self.ctx.store.fetch, table.id)
            table.state, table.actions = fresh.state, fresh.actions
            table.undoable = None
            self.undos += 1
            self.undo_point = None
            self.ctx.fanout.forget(table.id)
            await self._caught_up(table)
        await self.ctx.store.catch_up(table, each=self._caught_up)

    async def play(self, seat: int, seq: int, text: str, by: str = "person") -> None:
        """Check, store, then apply (the caller holds the lock). The store's commit waits
        for the disk, so it runs in a worker thread: other tables go on meanwhile."""
        table = self.table
        if table.status != LIVE:
            raise ApiError(409, f"the table is {table.status}, not live")
        if seq != table.seq:
            raise ApiError(409, f"stale sequence number {seq}: the table is at {table.seq}")
        if table.state.to_act != seat:
            raise ApiError(409, f"it is not seat {seat}'s turn")
        try:
            action = table.game.actions.parse(text)
        except InvalidAction as e:
            raise ApiError(400, str(e)) from None
        if action not in table.state.legal_actions():
            raise ApiError(400, f"{action} is not legal now")
        # once the row may be committed, the table must follow it even if the caller is
        # cancelled (a client gone, a shutdown); and the caller keeps the table's lock until
        # it has, so nobody (a catch-up from the store) sees the row before memory does
        commit = asyncio.ensure_future(self.commit(seat, seq, action, by))
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            while not commit.done():
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.shield(commit)
            raise

    async def commit(self, seat: int, seq: int, action: Action, by: str = "person") -> None:
        """Store the action (and the finish, when it ends the game) then apply it. ``by``:
        who chose it (``person``, ``bot``, ``forced``, ``timer``); only a person's own
        move may be taken back, and a timer's move is said in the log."""
        table = self.table
        before = table.state
        deadline = table.deadline
        after = table.state.clone()
        after.apply(action)  # legal: checked under the same lock
        row = db.ActionRow(table_id=table.id, seq=seq, seat=seat, action=str(action))
        try:
            await self.ctx.store.write_action(row, after.is_over)
        except (IntegrityError, Moved):  # another process stored ``seq`` or took ``seq - 1`` back
            raise ApiError(409, f"stale sequence number {seq}: another move came first") from None
        if table.seq != seq:  # applied already (a catch-up read our own row): never twice
            return
        table.state = after
        table.actions.append(str(action))
        table.moved = time.time()
        table.undoable = None
        self.undo_point = undo.Point(seq, seat, before, action, deadline, by)
        if by == "person" and not after.is_over:
            self.undo_check = self.undo_point  # checked once everyone's frame is out
        if by == "timer":
            table.timer_moves[seq] = (len(before.log), seat)
        if after.is_over:
            table.status = FINISHED
            self.buckets.clear()

    async def _check_undo(self, point: undo.Point) -> None:
        """Whether a person's move may be taken back, worked out once it is stored (off the
        loop, after everyone's frame went out: the time the check takes never delays what
        anyone sees); if so, and nothing happened since, the mover's own connections get a
        frame that offers it. Nobody else is told anything."""
        # after the frames just queued are sent, so that the check's use of the interpreter
        # cannot slow them by how long it takes (which depends on the move)
        await asyncio.sleep(UNDO_CHECK_AFTER)
        if self.undo_point is not point:
            return
        why = await asyncio.shield(self._loud(point))
        table = self.table
        if self.undo_point is not point:  # taken back, or another move came
            return
        seat = point.seat
        if why is None and seat is not None and table.status == LIVE and table.seq == point.seq + 1:
            table.undoable = (table.seq, seat)
            for sub in list(table.subscribers):
                if sub.seat == seat:
                    self.ctx.fanout.tell_frame(table, sub)

    def _loud(self, point: undo.Point) -> asyncio.Future[str | None]:
        """Why ``point``'s move may not be taken back (``None``: it may), worked out off the
        loop once per action: the replay in 24 worlds is started by the check after the
        move or by the first ask, whichever comes first, and shared by both and by every
        later ask however often undo is asked."""
        if self.loud_seen is None or self.loud_seen[0] is not point:
            checking: asyncio.Future[str | None] = asyncio.ensure_future(
                asyncio.to_thread(loud, point.before, point.action)
            )
            self.loud_seen = (point, checking)
            return checking
        return self.loud_seen[1]

    async def undo(self, token: str | None, seq: int, lang: Lang) -> int:
        """Take back the seat's last action, answered to ``seq`` (the table's sequence
        number now): the table is then exactly as before that action, in memory and in the
        store. Refused (409, in ``lang``) when it was not the seat's own considered move,
        someone acted since, ``seq`` is stale, or the move was loud (it used randomness or
        showed anyone something hidden: :mod:`stil.core.undo`)."""
        table = self.table

        def refuse(key: str, **params: object) -> ApiError:
            return ApiError(409, t(lang, f"stil.server.undo.{key}", **params))

        async with table.lock:
            if self.ctx.bus is not None:
                await self.catch_up()
            seat = table.seat_for(token)
            self.take_token(seat)
            if table.status != LIVE:
                raise refuse("not_live")
            if seq != table.seq:
                raise refuse("stale", seq=seq, now=table.seq)
            if table.seats[seat].replaced:
                raise refuse("replaced")
            point = self.undo_point
            if point is None or point.seq != seq - 1:
                if not table.actions:
                    raise refuse("nothing")
                before = await asyncio.to_thread(
                    table.game.replay, table.players, table.seed, table.options, table.actions[:-1]
                )
                last = table.game.actions.parse(table.actions[-1])
                point = undo.Point(seq - 1, before.to_act, before, last, None, "unknown")
                # kept: asked again, the whole game is not replayed again (a thread holding
                # the interpreter that long at every ask would slow every table)
                self.undo_point = point
            if point.seat != seat:
                raise refuse("someone_since")
            if point.by == "timer":
                raise refuse("timer")
            if point.by in ("forced", "bot"):
                raise refuse("forced")
            why = await asyncio.shield(self._loud(point))
            if why is not None:
                raise refuse(why)
            await self.ctx.store.write(undo.delete_last, self.ctx.store.engine, table.id, point.seq)
            table.state = point.before
            table.actions.pop()
            table.undoable = None
            table.timer_moves.pop(point.seq, None)
            self.undos += 1
            self.undo_point = None
            self.ctx.fanout.forget(table.id)  # frames and boards of the seq reached again
            if table.turn_timer and point.deadline is not None and not table.turn_based:
                # the decision's clock goes on from where it was: taking a move back buys
                # no time
                if table.timer_task is not None and not table.timer_task.done():
                    table.timer_task.cancel()
                table.timer_seq, table.deadline = table.seq, point.deadline
                table.timer_task = self.spawn(
                    self._clock(table.seq, max(0.0, point.deadline - time.time())),
                    f"turn timer of {table.id}",
                )
        await self.changed()
        return table.seq

    # -- telling everybody ----------------------------------------------------------------
    async def changed(self, publish: bool = True) -> None:
        """Queue every client its frame, then let a bot or the clock move if it is theirs;
        with several processes, tell the others (unless they told us)."""
        table = self.table
        table.used = time.monotonic()
        if publish and self.ctx.bus is not None:
            await self.ctx.bus.publish(table.id, table.seq)
        self.schedule()
        self.ctx.fanout.send(table)
        if self.ctx.push is not None:
            self.ctx.push.turn(table)  # "your move" to a person with no page open
        if self.undo_check is not None:
            point, self.undo_check = self.undo_check, None
            self.spawn(self._check_undo(point), f"undo check of {table.id}")

    async def subscribe(self, sub: Subscriber) -> None:
        """A new connection: it gets its own frame; the others hear of it only when it
        changes what they see (a seat's first connection, a person taking the seat back)."""
        table, fanout, bus = self.table, self.ctx.fanout, self.ctx.bus
        fanout.attach(table, sub)
        table.used = time.monotonic()
        if sub.seat is None:
            fanout.tell_frame(table, sub)
            return
        if bus is not None:
            await bus.connected(table.id, sub.seat, 1)
        s = table.seats[sub.seat]
        s.connected += 1
        if s.away_task:
            s.away_task.cancel()
            s.away_task = None
        if s.replaced and table.status == LIVE and s.joined:
            # back before the game ended: the seat is theirs again
            try:
                async with table.lock:
                    rows = [x.to_row() for x in table.seats]
                    rows[sub.seat]["replaced"] = False
                    await self.ctx.store.save(table, rows)
            except ApiError as e:
                log.warning("table %s: seat %s stays with the bot: %s", table.id, sub.seat, e)
            await self.changed()
        elif s.connected == 1:
            fanout.send(table)  # everybody sees the seat connected
        else:
            fanout.tell_frame(table, sub)

    async def unsubscribe(self, sub: Subscriber) -> None:
        table = self.table
        self.ctx.fanout.drop(table, sub, close=False)
        if sub.seat is not None:
            if self.ctx.bus is not None:
                await self.ctx.bus.connected(table.id, sub.seat, -1)
            s = table.seats[sub.seat]
            s.connected = max(0, s.connected - 1)
            if s.connected == 0:
                self.arm_away()
                self.ctx.fanout.send(table)  # everybody sees the seat gone

    # -- another process moved the table -------------------------------------------------
    async def _caught_up(self, table: Table) -> None:
        """One move another process stored, applied here: this process's clients see it
        as they would have there (the clock's deadline included); the owner sends the
        "your move" push a move made on another process calls for."""
        table.undoable = None  # a move made elsewhere (its undo is that process's to offer)
        self.schedule()
        self.ctx.fanout.send(table)
        if self.ctx.push is not None:
            self.ctx.push.turn(table)

    async def heard(self) -> None:
        """Another process changed the table: catch up, and show each move to this
        process's clients as its own clients would have seen it."""
        async with self.table.lock:
            seq, undos = self.table.seq, self.undos
            await self.catch_up()
            moved = (self.table.seq, self.undos) != (seq, undos)
        if not moved:  # seats, status or a rematch changed: one frame for that
            await self.changed(publish=False)

    async def took(self) -> None:
        """This process now owns the table: catch up (its clients see every move it had
        missed: the owner may have died before telling anyone), then run its bots and
        clock."""
        async with self.table.lock:
            await self.catch_up()
        self.schedule()

    # -- bots and clocks ------------------------------------------------------------------
    def schedule(self) -> None:
        table, bus = self.table, self.ctx.bus
        if table.status != LIVE or table.state.is_over:
            table.deadline = None
            if bus is not None:
                bus.release(table.id)
            return
        seat = table.state.to_act
        if seat is None:
            return
        if self.decided[0] != self.moment():
            self.decided = (self.moment(), time.monotonic())
        s = table.seats[seat]
        if bus is not None and not bus.try_own(table.id):
            # another process moves this table's bots and runs its clock; this one shows
            # the clock too, from when it saw the decision come (the owner's, within the
            # moment a change takes to reach every process)
            if s.label == HUMAN and table.turn_timer:
                if table.timer_seq != table.seq or table.deadline is None:
                    table.timer_seq = table.seq
                    table.deadline = table.deadline_for(table.seq)
            else:
                table.deadline = None
            return
        if s.label != HUMAN:
            if table.bot_task is None or table.bot_task.done():
                table.bot_task = self.spawn(self._bot_moves(), f"bots of {table.id}")
            table.deadline = None
            return
        forced = self.settings.auto_answer and len(table.state.legal_actions()) == 1
        if forced and (self.forced_task is None or self.forced_task.done()):
            self.forced_task = self.spawn(self._forced(), f"forced answers of {table.id}")
        if table.turn_timer:
            # every decision gets its own full timer: re-armed whenever the table moved on
            if table.timer_seq != table.seq or table.timer_task is None or table.timer_task.done():
                if table.timer_task is not None and not table.timer_task.done():
                    table.timer_task.cancel()
                table.timer_seq = table.seq
                table.deadline = table.deadline_for(table.seq)
                self._keep_deadline()
                table.timer_task = self.spawn(
                    self._clock(table.seq, max(0.0, table.deadline - time.time())),
                    f"turn timer of {table.id}",
                )
        else:
            table.deadline = None

    def _keep_deadline(self) -> None:
        """A turn-based table stores its decision's deadline (off the loop), so a restarted
        server or another process runs the same clock, not a fresh one."""
        table = self.table
        if not table.turn_based or table.deadline is None:
            return
        saved = (table.seq, table.deadline)
        if table.saved_deadline == saved:
            return
        table.saved_deadline = saved
        self.spawn(
            self.ctx.store.write(self.ctx.store.store_deadline, table.id, *saved),
            f"storing the deadline of {table.id}",
        )

    async def _forced(self) -> None:
        """A person's decisions with one legal action, answered for them while they come,
        each released ``bot_delay`` after it came, as a bot's and a considered one's are
        (whether a decision is forced may depend on a hidden hand: a Neigh window)."""
        table = self.table
        while True:
            moment, since = self.decided
            if moment != self.moment() or not self._forced_now():
                return  # a new decision is scheduled anew when it comes
            left = since + self.settings.bot_delay - time.monotonic()
            if left > 0:
                await asyncio.sleep(left)
            async with table.lock:
                if self.moment() != moment:
                    continue  # taken back or moved on meanwhile: look again
                if not self._forced_now():
                    return
                legal = table.state.legal_actions()
                seat = table.state.to_act
                assert seat is not None
                await self.play(seat, table.seq, str(legal[0]), by="forced")
            await self.changed()

    def _forced_now(self) -> bool:
        """Whether the decision pending now is a person's with one legal action."""
        table = self.table
        if table.status != LIVE or table.state.is_over or table.state.to_act is None:
            return False
        if table.seats[table.state.to_act].label != HUMAN:
            return False
        return len(table.state.legal_actions()) == 1

    async def _decide(
        self, bot_name: str, view: Observation, legal: Sequence[Action], release: bool
    ) -> Action:
        """A bot's action for this decision, thought in a worker (with ``release``, answered
        on the bot's fixed schedule). Should even that fail, it is logged and the random bot
        plays the decision here: a table never waits on a broken bot."""
        table, bots = self.table, self.ctx.bots
        try:
            if release:
                return await bots.move(table.id, bot_name, table.game, view, legal)
            return await bots.choose(table.id, bot_name, table.game, view, legal)
        except Exception:
            log.exception("table %s: bot %s failed; the random bot plays", table.id, bot_name)
            return legal[Rng(secret_seed()).below(len(legal))]

    async def _bot_moves(self) -> None:
        """Bots (and stand-ins) play while it is their turn, each thinking in a worker and
        answering its release delay after its turn began (see :mod:`.thinking`). A turn
        that fails (a broken bot, a store that refused the move) is logged and tried
        again after a pause, played by the random bot: the table never waits silently."""
        pause, broken = 0.0, False
        while True:
            if pause:
                await asyncio.sleep(pause)
            try:
                if not await self._bot_turn(broken):
                    return
                pause, broken = 0.0, False
            except Exception as e:
                log.exception(
                    "table %s: a bot's turn failed (%s); the random bot plays", self.table.id, e
                )
                pause, broken = max(self.settings.bot_delay, float(STORE_RETRY)), True

    async def _bot_turn(self, broken: bool) -> bool:
        """One bot decision; False when it is no bot's turn (nothing more to do)."""
        table = self.table
        async with table.lock:
            if table.status != LIVE or table.state.is_over:
                return False
            seat = table.state.to_act
            assert seat is not None
            s = table.seats[seat]
            if s.label == HUMAN:
                return False
            seq, moment = table.seq, self.moment()
            view = table.state.view(seat)
            legal = table.state.legal_actions()
        name = FALLBACK_BOT if broken else (s.bot or self.settings.stand_in)
        action = await self._decide(name, view, legal, release=True)
        async with table.lock:
            if self.moment() != moment:  # moved on, or taken back meanwhile
                return True
            await self.play(seat, seq, str(action), by="bot")
        await self.changed()
        return True

    async def _clock(self, seq: int, seconds: float) -> None:
        """Out of time: a stand-in bot plays this one decision (the random bot when that
        fails; tried again after a pause while the store refuses it)."""
        await asyncio.sleep(seconds)
        broken = False
        while True:
            try:
                await self._timed_out(seq, broken)
                return
            except Exception as e:
                log.exception("table %s: the turn timer's move failed (%s)", self.table.id, e)
                broken = True
                await asyncio.sleep(STORE_RETRY)

    async def _timed_out(self, seq: int, broken: bool) -> None:
        table = self.table
        async with table.lock:
            if table.seq != seq or table.status != LIVE:
                return
            moment = self.moment()
            seat = table.state.to_act
            assert seat is not None
            view = table.state.view(seat)
            legal = table.state.legal_actions()
        name = FALLBACK_BOT if broken else self.settings.stand_in
        action = await self._decide(name, view, legal, release=False)
        async with table.lock:
            if self.moment() != moment or table.status != LIVE:
                return
            await self.play(seat, seq, str(action), by="timer")
            table.deadline = None
        await self.changed()

    def arm_away(self) -> None:
        """Start the absence clock of every person's seat that nobody is connected to."""
        table = self.table
        if self.settings.abandon_after <= 0 or table.status != LIVE or table.turn_based:
            return  # (a turn-based table's people come and go: their clock is the move's)
        for i, s in enumerate(table.seats):
            waiting = s.away_task is not None and not s.away_task.done()
            if s.kind == HUMAN and not s.replaced and s.connected == 0 and not waiting:
                s.away_task = self.spawn(self._away(i), f"absence clock {table.id}")

    async def _away(self, seat: int) -> None:
        table, bus = self.table, self.ctx.bus
        while True:
            await asyncio.sleep(self.settings.abandon_after)
            async with table.lock:
                s = table.seats[seat]
                elsewhere = 0
                if bus is not None:  # connected to another process still?
                    elsewhere = await bus.connected(table.id, seat, 0) or 0
                if s.connected > 0 or elsewhere > 0 or table.status != LIVE or s.replaced:
                    return
                rows = [x.to_row() for x in table.seats]
                rows[seat]["replaced"] = True
                try:
                    await self.ctx.store.save(table, rows)
                except ApiError as e:  # the store is down: try again after another wait
                    log.warning("table %s: seat %s not replaced yet: %s", table.id, seat, e)
                    continue
            await self.changed()
            return

    # -- memory ---------------------------------------------------------------------------
    def idle(self) -> bool:
        """Nothing connected, running or due: the table may leave memory. A turn-based
        table's clock (hours, days) does not hold it: its deadline is stored, and the
        manager loads it again shortly before it runs out (``Manager._due_rounds``)."""
        table = self.table
        tasks = [
            table.bot_task,
            None if table.turn_based else table.timer_task,
            self.forced_task,
            *(s.away_task for s in table.seats),
        ]
        if table.subscribers or table.lock.locked() or any(t and not t.done() for t in tasks):
            return False
        if table.status != LIVE:
            return True
        seat = table.state.to_act  # a live table waits for a person, not for a bot
        waits = seat is not None and table.seats[seat].label == HUMAN
        if table.turn_based and table.deadline is not None:
            # its clock runs out before the rounds that load due tables would see it: stay
            soon = table.deadline - time.time() < 2 * self.settings.prune_every() + 1
            return waits and not soon
        return waits and not table.turn_timer

    def stop(self) -> None:
        """Cancel the table's bots and clocks (the process is stopping)."""
        table = self.table
        tasks = (table.bot_task, table.timer_task, self.forced_task)
        for task in (*tasks, *(s.away_task for s in table.seats)):
            if task is not None:
                task.cancel()
