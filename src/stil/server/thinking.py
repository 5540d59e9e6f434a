"""Bots think in worker processes, never in the server's: a search holds the interpreter
for as long as it runs, and in the server that would stall every table's frames.

A :class:`Pool` is a bounded set of worker processes shared fairly by the tables: each table
(``key``) has its own queue and a free worker takes the next job round-robin over the
tables, so a table with many bot seats cannot starve another. A job runs under a time limit;
a worker that dies is replaced and its job fails (the move falls back to the random bot).

A worker gets what the seat may know and nothing more: its observation, its legal actions
and a fresh generator seeded from :mod:`secrets` (the server's bots are unpredictable too).

Stopping ends every process the pools started (issue 38, finding 5). A signal to the
server's process group (a service manager's SIGTERM, a terminal's Ctrl-C) reaches the
workers and the forkserver too: they ignore it, since a worker or the forkserver dying of
it made the pool count itself broken and start new ones while the server stopped, which
then outlived it. The server ends them when it closes the pools (:meth:`Pool.close`: no
pool is started again after that), and each worker also ends by itself as soon as its
server's end of a pipe closes, however the server went (even killed).

:class:`Bots` releases every answer on a schedule that does not depend on the cards: at the
moment the bot's turn began plus a fixed delay of that bot's kind, at least its time budget.
A forced move (one legal action) waits like a searched one, so the answer's timing tells a
watcher nothing about the hand.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import multiprocessing
import multiprocessing.forkserver
import multiprocessing.resource_tracker
import os
import secrets
import signal
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

import stil
from stil.bots import make_bot
from stil.bots.ismcts import IsmctsBot
from stil.core import Action, Game, Observation, Rng

log = logging.getLogger("stil.server.bots")

#: how much lower the workers' CPU priority is than the server's: when cores are short,
#: the event loop (every table's frames and actions) goes first, the searches wait
WORKER_NICE = 10
#: modules the worker processes load once, before any of them is forked
PRELOAD = ["stil.server.thinking", "stil.bots.ismcts"]
#: the signals that stop the server: its workers and forkserver leave them to the server
STOPS = frozenset({signal.SIGINT, signal.SIGTERM})
#: seconds a closing pool waits for its workers to end by themselves before killing them
#: (and for the forkserver to end before killing it)
END_GRACE = 2.0


class PoolClosed(RuntimeError):
    """A job for a pool that was closed (the server is stopping): no worker is started."""


def secret_seed() -> int:
    """A seed of at least 128 bits from :mod:`secrets` (the top bit set, so never smaller)."""
    return (1 << 128) | secrets.randbits(128)


@dataclass(frozen=True)
class Move:
    """One bot decision as a worker is asked it: no state, only the seat's view."""

    bot: str
    game: str
    observation: Observation
    legal: tuple[str, ...]
    seed: int
    #: seconds the search may take (0: no cap; quick bots are not searched)
    budget: float


def think(move: Move) -> str:
    """In a worker: the bot's choice, as the action's text."""
    bot = make_bot(move.bot, move.game)
    if isinstance(bot, IsmctsBot) and move.budget > 0:
        bot = dataclasses.replace(bot, budget=move.budget)
    parse = stil.game(move.game).actions.parse
    legal = [parse(text) for text in move.legal]
    return str(bot.choose(move.observation, legal, Rng(move.seed)))


def _worker_start(nice: int, life: Connection) -> None:
    """In each worker, before its first job: a lower priority, deaf to the stopping signals
    (the server ends its workers itself), and a thread that ends the worker when the
    server's end of ``life`` closes."""
    os.nice(nice)
    for signum in STOPS:
        signal.signal(signum, signal.SIG_IGN)
    threading.Thread(target=_live_while, args=(life,), daemon=True).start()


def _ready() -> None:
    """In a worker: nothing, answered once the worker has started (:attr:`_Workers.ready`)."""


def _live_while(life: Connection) -> None:
    """In a worker: nothing is ever sent on ``life``, so this returns (EOF) only when the
    server's end closes, the pool closed or the server gone; a search under way is
    abandoned (its answer has nobody to go to)."""
    with contextlib.suppress(EOFError, OSError):
        life.recv_bytes()
    os._exit(0)


def _start_forkserver() -> None:
    """This process's forkserver, started (if it is not running) with SIGINT and SIGTERM
    blocked, a mask it and the workers it forks inherit: a signal to the process group
    must not kill it (its workers' status pipes close with it, and the pool counts itself
    broken). It ends when this process and every worker are gone, or by
    :func:`stop_forkserver`. multiprocessing starts its resource tracker the same way, and
    unblocks both signals after that, so the tracker is started first."""
    multiprocessing.resource_tracker.ensure_running()
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    try:
        multiprocessing.forkserver.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def stop_forkserver(grace: float = END_GRACE) -> None:
    """End the forkserver this process started, if any (killed after ``grace`` s); the next
    pool starts a new one. multiprocessing keeps one per process and has no public way to
    stop it: this is its own ``ForkServer._stop`` with a deadline."""
    server: Any = multiprocessing.forkserver._forkserver
    with server._lock:
        pid, address = server._forkserver_pid, server._forkserver_address
        if pid is None:
            return
        os.close(server._forkserver_alive_fd)  # its EOF, once no worker holds a copy either
        server._forkserver_alive_fd = server._forkserver_pid = server._forkserver_address = None
        deadline = time.monotonic() + grace
        with contextlib.suppress(ChildProcessError):
            while os.waitpid(pid, os.WNOHANG)[0] == 0:
                if time.monotonic() > deadline:
                    log.warning("the bots' forkserver did not end; killing it")
                    os.kill(pid, signal.SIGKILL)
                    os.waitpid(pid, 0)
                    break
                time.sleep(0.01)
        if isinstance(address, str) and not address.startswith("\0"):
            with contextlib.suppress(OSError):
                os.unlink(address)


@dataclass(eq=False)
class _Workers:
    """One executor's worker processes and the pipe that keeps them alive: each worker
    holds the reading end and ends when the server closes the writing end."""

    executor: ProcessPoolExecutor
    life: Connection
    alive: Connection
    #: done once a first worker has started and answered (:func:`_ready`); a job's time
    #: limit starts only then, so the forkserver's preload and a worker's start-up (seconds
    #: on a loaded machine) never count as a bot's thinking
    ready: asyncio.Future[None] | None = None

    def end(self, grace: float | None) -> None:
        """Cancel what waits, end the workers (whatever they run) and, with ``grace``, wait
        that long for them before killing what is left, joined."""
        processes = list((getattr(self.executor, "_processes", None) or {}).values())
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.alive.close()
        self.life.close()
        if grace is None:  # the executor's own thread joins them
            return
        deadline = time.monotonic() + grace
        for p in processes:
            p.join(max(0.0, deadline - time.monotonic()))
        for p in processes:
            if p.is_alive():
                log.warning("bot worker %s did not end; killing it", p.pid)
                p.kill()
                p.join(1.0)


#: the pools of this process with workers: the forkserver is stopped when the last closes
_OPEN: set[Pool] = set()


@dataclass(eq=False)
class _Job:
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    answer: asyncio.Future[Any]
    limit: float | None


class Pool:
    """A bounded pool of worker processes, fair across keys (tables), replaced when broken
    until it is closed."""

    def __init__(self, workers: int, method: str = "forkserver", nice: int = WORKER_NICE) -> None:
        self.workers = max(1, workers)
        self.method = method
        #: how much lower its workers' priority is than the server's
        self.nice = nice
        self.running = 0
        #: the most jobs ever running at once (never above ``workers``)
        self.peak = 0
        #: closed for good: no job runs, no worker starts
        self.closed = False
        self._workers: _Workers | None = None
        self._queues: dict[str, deque[_Job]] = {}
        # when each key was last served: the next job is the waiting key's served longest
        # ago (round robin; a key never served goes first, in the order keys arrived)
        self._served: dict[str, int] = {}
        self._tick = 0
        #: jobs given a slot that wait for fresh workers to start (:attr:`_Workers.ready`)
        self._gated: list[_Job] = []

    def _pool(self) -> _Workers:
        if self.closed:
            raise PoolClosed("the bot pool is closed: the server is stopping")
        if self._workers is None:
            ctx = multiprocessing.get_context(self.method)
            if self.method == "forkserver":
                ctx.set_forkserver_preload(PRELOAD)
                _start_forkserver()
            life, alive = ctx.Pipe(duplex=False)
            executor = ProcessPoolExecutor(
                self.workers,
                mp_context=ctx,
                initializer=_worker_start,
                initargs=(self.nice, life),
            )
            workers = _Workers(executor, life, alive)
            loop = asyncio.get_running_loop()
            ready: asyncio.Future[None] = loop.create_future()
            workers.ready = ready

            def started(_: Future[Any]) -> None:
                # started or broken alike: a broken pool shows itself to the job's submit
                with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                    loop.call_soon_threadsafe(_resolve, ready)

            executor.submit(_ready).add_done_callback(started)
            self._workers = workers
            _OPEN.add(self)
        return self._workers

    def _replace(self, broken: _Workers) -> None:
        """A worker died: the whole executor is broken and its other workers are ended; the
        next job gets fresh ones (none once the pool is closed)."""
        if self._workers is broken:
            log.warning("a bot worker process died; starting new workers")
            self._workers = None
            broken.end(grace=None)

    async def run(
        self, key: str, fn: Callable[..., Any], *args: Any, limit: float | None = None
    ) -> Any:
        """``fn(*args)`` in a worker, in ``key``'s turn; ``limit`` seconds once it runs
        (``TimeoutError`` beyond it), ``BrokenProcessPool`` if its worker dies,
        ``PoolClosed`` once the pool is closed."""
        if self.closed:
            raise PoolClosed("the bot pool is closed: the server is stopping")
        answer: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queues.setdefault(key, deque()).append(_Job(fn, args, answer, limit))
        self._pump()
        return await answer

    def queued(self) -> int:
        return sum(len(q) for q in self._queues.values())

    def _pump(self) -> None:
        while not self.closed and self.running < self.workers and self._queues:
            key = min(self._queues, key=lambda k: self._served.get(k, -1))
            queue = self._queues[key]
            job = queue.popleft()
            if not queue:
                del self._queues[key]
            if job.answer.done():  # a caller that gave up is not run
                continue
            self._tick += 1
            self._served[key] = self._tick
            if len(self._served) > 4 * len(self._queues) + 1024:  # forget finished tables
                self._served = {k: v for k, v in self._served.items() if k in self._queues}
            self._start(job)

    def _start(self, job: _Job) -> None:
        workers = self._pool()
        self.running += 1
        self.peak = max(self.peak, self.running)
        if workers.ready is not None and not workers.ready.done():
            # fresh workers: the job is sent, and its time starts, once one has started
            self._gated.append(job)
            workers.ready.add_done_callback(lambda _: self._submit(job))
            return
        self._submit(job)

    def _submit(self, job: _Job) -> None:
        """Send ``job`` (its slot already counted) to the workers and start its time limit;
        a job the pool can no longer run fails, and frees its slot."""
        if job in self._gated:
            self._gated.remove(job)
        if self.closed or job.answer.done():
            self.running -= 1
            if not job.answer.done():
                job.answer.set_exception(
                    PoolClosed("the bot pool is closed: the server is stopping")
                )
            self._pump()
            return
        loop = asyncio.get_running_loop()
        try:
            workers = self._pool()
            try:
                done = workers.executor.submit(job.fn, *job.args)
            except BrokenProcessPool:
                self._replace(workers)
                workers = self._pool()
                done = workers.executor.submit(job.fn, *job.args)
        except Exception as e:  # the job's caller gets it, and the slot is freed
            self.running -= 1
            job.answer.set_exception(e)
            self._pump()
            return
        timer = None
        if job.limit is not None:
            timer = loop.call_later(job.limit, _expire, job.answer)

        def finished(f: Future[Any]) -> None:
            # a job that ends after its event loop closed (the server stopped) has nobody
            # waiting for its answer
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._finished, f, job, workers, timer)

        done.add_done_callback(finished)

    def _finished(
        self,
        done: Future[Any],
        job: _Job,
        workers: _Workers,
        timer: asyncio.TimerHandle | None,
    ) -> None:
        # the slot is freed only now, when the worker is really free: a job over its limit
        # still counts against the bound while it runs
        self.running -= 1
        if timer is not None:
            timer.cancel()
        error = done.exception() if not done.cancelled() else None
        if isinstance(error, BrokenProcessPool):
            self._replace(workers)
        if not job.answer.done():
            if done.cancelled():
                job.answer.set_exception(BrokenProcessPool("the job was cancelled"))
            elif error is not None:
                job.answer.set_exception(error)
            else:
                job.answer.set_result(done.result())
        self._pump()

    def close(self, grace: float = END_GRACE) -> None:
        """Close for good (the server is stopping): queued jobs cancelled, running ones
        failed, the workers ended (killed after ``grace`` s) and, when no other pool of
        this process has workers, the forkserver too; later jobs get :class:`PoolClosed`."""
        self.closed = True
        for queue in self._queues.values():
            for job in queue:
                job.answer.cancel()
        self._queues.clear()
        for job in self._gated:
            job.answer.cancel()
        workers, self._workers = self._workers, None
        if workers is not None:
            workers.end(grace)
        _OPEN.discard(self)
        if not _OPEN:
            stop_forkserver(grace)


def _resolve(ready: asyncio.Future[None]) -> None:
    if not ready.done():
        ready.set_result(None)


def _expire(answer: asyncio.Future[Any]) -> None:
    if not answer.done():
        answer.set_exception(TimeoutError("the bot ran over its time"))


def searches(bot: str, game: str) -> bool:
    """Whether a bot searches (and so gets the time budget and the search workers)."""
    return isinstance(make_bot(bot, game), IsmctsBot)


class Bots:
    """Bot moves for the server: searching bots in one pool, quick ones (random, heuristic,
    the stand-in) in another so that they never wait behind a search; every answer released
    on the bot's fixed schedule."""

    #: seconds a worker may run over the budget before its move is given up
    GRACE = 3.0
    #: a search stops this much (at most a quarter of the budget) before its release time,
    #: so that the worker's answer, sent back and parsed, is there when released: a
    #: searched move then reaches the table exactly when a forced one does
    MARGIN = 0.25

    def __init__(
        self,
        search_workers: int,
        quick_workers: int,
        budget: float,
        delay: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        method: str = "forkserver",
    ) -> None:
        self.search = Pool(search_workers or os.cpu_count() or 1, method)
        self.quick = Pool(quick_workers, method)
        self.budget = budget
        self.delay = delay
        self.clock = clock
        self.sleep = sleep

    def release_delay(self, bot: str, game: str) -> float:
        """Seconds from a bot's turn to its answer: fixed per bot kind, never shorter than
        the time it may think."""
        return max(self.delay, self.budget) if searches(bot, game) else self.delay

    async def choose(
        self, key: str, bot: str, game: Game, observation: Observation, legal: Sequence[Action]
    ) -> Action:
        """The bot's choice, thought in a worker; the random bot's if that fails."""
        gid = game.spec.id
        search = searches(bot, gid)
        budget = self.budget if search else 0.0
        thinks = budget - min(self.MARGIN, budget / 4)
        move = Move(bot, gid, observation, tuple(str(a) for a in legal), secret_seed(), thinks)
        pool = self.search if search else self.quick
        try:
            text = await pool.run(key, think, move, limit=budget + self.GRACE)
            action = game.actions.parse(text)
            if action in legal:
                return action
            log.warning("bot %s on table %s answered %r, not legal", bot, key, text)
        except Exception as e:  # a worker that died, ran over or raised
            log.warning("bot %s on table %s failed (%r): the random bot moves", bot, key, e)
        return legal[Rng(secret_seed()).below(len(legal))]

    async def move(
        self, key: str, bot: str, game: Game, observation: Observation, legal: Sequence[Action]
    ) -> Action:
        """:meth:`choose`, answered at the bot's turn plus its release delay (later only if
        the workers are overloaded), whatever the cards and however quick the choice."""
        release = self.clock() + self.release_delay(bot, game.spec.id)
        action = await self.choose(key, bot, game, observation, legal)
        wait = release - self.clock()
        if wait > 0:
            await self.sleep(wait)
        return action

    def close(self) -> None:
        """Both pools closed for good: their workers and forkserver ended, no move thought."""
        self.search.close()
        self.quick.close()
