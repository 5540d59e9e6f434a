"""Load: hundreds of concurrent games, each a person (an asyncio WebSocket client here) against
a bot on the server, on loopback. Reports sustained actions/s, the action round trip (sent
to the frame that shows it, p50/p99) and the server's memory per live game.

Run from the repository root with the main venv; the server is a separate ``stil serve``
process on a fresh SQLite file (or ``--database URL``):

    nice -n 10 .venv/bin/python benchmarks/load.py --games 500 --seconds 60

With ``--search-tables N`` the server also keeps N tables of ``--search-players`` search
bots (``--search-bot``, default ``ismcts-hard``) playing, a new one as each ends; with
``--spectators`` every table has one silent spectator, a WebSocket with a small receive
buffer that never reads a frame. The issue 16 run (docs/server.md):

    nice -n 10 .venv/bin/python benchmarks/load.py --games 200 --bot heuristic \
        --search-tables 20 --spectators --seconds 60

With ``--board-spectators`` every table has instead a spectator who reads every frame and
asks for the drawn board after each change: ``ws`` (the default) over the socket
(``board=1``: the board in every frame), ``poll`` as the browser's open board panel does (a
socket with ``board=0`` and ``GET /state?board=1`` once after each change, coalesced).

``--server-src PATH`` starts the server from another checkout (``PYTHONPATH=PATH/src``);
given twice or more, with ``--rounds N``, the same load runs against each tree in turn,
alternating, one fresh server at a time, and a table of the figures ends the run. The
issue 38 comparison (the tree before the round's server work against this one):

    git worktree add --detach /tmp/stil-base 028ee41
    nice -n 10 .venv/bin/python benchmarks/load.py --games 200 --bot heuristic \
        --search-tables 20 --board-spectators --seconds 45 --warmup 15 \
        --server-src /tmp/stil-base --server-src . --rounds 2

Each client waits ``--think`` seconds (uniform 0.5×–1.5×) before it answers its own turn,
as a person would, and asks for frames without the drawn board (``?board=0``) as the
browser does for a game with its own view; the bot waits ``--bot-delay`` (the server's
``STIL_BOT_DELAY``). A game that ends is replaced by a new one, so the number of live
games stays the same. Memory per game is the server's RSS with every game live and
connected, less its RSS after one warm-up game, divided by the number of games.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import multiprocessing
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

import httpx2 as httpx
from websockets.asyncio.client import connect

# The server under cProfile. uvicorn stops on SIGTERM, then raises it again with the handler
# it found, which here exits through ``finally`` so that the stats are written.
PROFILED = """
import cProfile, signal, sys
from stil.cli.main import app
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
prof = cProfile.Profile()
prof.enable()
try:
    app()
finally:
    prof.disable()
    prof.dump_stats({path!r})
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """A process's user + system CPU time so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Stats:
    rtts: list[float] = field(default_factory=list)
    acked: int = 0
    server_actions: int = 0
    finished: int = 0
    errors: list[str] = field(default_factory=list)
    measuring: bool = False
    spectators: int = 0
    dropped: int = 0
    search_finished: int = 0
    #: the silent spectators ask for the drawn board (1, the costlier frame) or not (0, as
    #: the browser's table page does)
    spectator_board: int = 1
    #: board spectators, while measured: the frames they read, those that carried a
    #: drawn board, and (``poll``) each board request's time and failures
    spectator_frames: int = 0
    boards: int = 0
    board_gets: list[float] = field(default_factory=list)
    board_errors: int = 0
    #: how late this client's own event loop woke a 10 ms timer, while measured: the part
    #: of a round trip that is the harness's, not the server's
    client_lag: list[float] = field(default_factory=list)
    #: the board spectators' own process (``--watchers-apart``), or none: this one
    watchers: Any = None


#: how a board spectator gets its boards: in every frame, or by asking after each change
BoardVia = Literal["ws", "poll"]


@dataclass
class Result:
    """One run's figures, for the table that ends a comparison."""

    src: str
    p50: float
    p90: float
    p99: float
    max: float
    n: int
    people_per_s: float
    all_per_s: float
    server_cpu: float
    loadavg: float
    errors: int
    board_p50: float
    board_p99: float


def quantile(xs: list[float], p: float) -> float:
    """The ``p`` quantile of sorted ``xs`` in ms (nan when empty)."""
    return xs[min(len(xs) - 1, int(p * len(xs)))] * 1000 if xs else float("nan")


async def create(http: httpx.AsyncClient, game: str, bot: str, seed: int) -> dict[str, Any]:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": bot}]
    r = await http.post(
        "/api/tables", json={"game": game, "players": 2, "seats": seats, "seed": seed}
    )
    r.raise_for_status()
    made: dict[str, Any] = r.json()
    token = made["seats"][0]["token"]
    await http.post(f"/api/tables/{made['id']}/join", headers={"X-Seat-Token": token})
    r = await http.post(
        f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
    )
    r.raise_for_status()
    return made


async def silent(ws_base: str, table_id: str, stats: Stats) -> None:
    """A spectator that connects and never reads: its socket's receive buffer is small and
    the client stops reading after one queued message, so the server's sends pile up."""
    host, port = ws_base.removeprefix("ws://").split(":")
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (host, int(port)))
    url = f"{ws_base}/ws/tables/{table_id}?board={stats.spectator_board}"
    try:
        async with connect(url, sock=sock, max_queue=1, max_size=None) as ws:
            await ws.send("{}")
            stats.spectators += 1
            await asyncio.Event().wait()  # never read; cancelled when its table is replaced
    except Exception:  # the server may close a spectator that falls behind
        stats.dropped += 1


async def boards_asked(
    http: httpx.AsyncClient, table_id: str, changed: asyncio.Event, stats: Stats
) -> None:
    """The browser's board panel: after a change, one ``/state?board=1``; changes that come
    while it is on its way make one more request, not one each."""
    while True:
        await changed.wait()
        changed.clear()
        began = time.perf_counter()
        try:
            r = await http.get(f"/api/tables/{table_id}/state", params={"board": 1})
            r.raise_for_status()
            drawn = bool(r.json().get("board"))
        except (httpx.HTTPError, ValueError):
            stats.board_errors += stats.measuring
            await asyncio.sleep(0.5)
            continue
        if stats.measuring:
            stats.board_gets.append(time.perf_counter() - began)
            stats.boards += drawn


async def board_watcher(
    ws_base: str, http: httpx.AsyncClient, table_id: str, stats: Stats, via: BoardVia
) -> None:
    """A spectator who reads every frame and wants the drawn board after every change."""
    url = f"{ws_base}/ws/tables/{table_id}?board={1 if via == 'ws' else 0}"
    changed = asyncio.Event()
    asking = (
        asyncio.create_task(boards_asked(http, table_id, changed, stats)) if via == "poll" else None
    )
    try:
        async with connect(url, max_size=None) as ws:
            await ws.send("{}")
            stats.spectators += 1
            async for raw in ws:
                msg = json.loads(raw)
                if msg.get("type") != "frame":
                    continue
                if via == "poll":
                    changed.set()
                elif stats.measuring:
                    stats.spectator_frames += 1
                    stats.boards += bool(msg.get("board"))
    except Exception:  # the server may close a spectator that falls behind
        stats.dropped += 1
    finally:
        if asking is not None:
            asking.cancel()


class Watchers:
    """The board spectators in a process of their own (``--watchers-apart``): parsing 220
    boards' frames took this client's loop for tens of milliseconds at a time (its lag, p99
    30-40 ms, max 0.3-0.5 s, measured by :func:`lag_probe`), and every person's round trip
    timed meanwhile looked that much slower. A browser reads one table's frames, not 220."""

    def __init__(self, via: BoardVia) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_watchers_main, args=(child, via), daemon=True)
        self.proc.start()

    def watch(self, ws_base: str, base: str, table_id: str) -> Stopper:
        self.conn.send(("watch", table_id, ws_base, base))
        return Stopper(self.conn, table_id)

    def measuring(self, on: bool) -> None:
        self.conn.send(("measure", on))

    def report(self, stats: Stats) -> None:
        """Add the watchers' counts to ``stats`` and end the process."""
        self.conn.send(("report",))
        got = self.conn.recv()
        stats.spectators += got["spectators"]
        stats.dropped += got["dropped"]
        stats.spectator_frames += got["frames"]
        stats.boards += got["boards"]
        stats.board_gets.extend(got["gets"])
        stats.board_errors += got["errors"]
        self.conn.send(("end",))
        self.proc.join(30)


@dataclass
class Stopper:
    """A spectator in the watchers' process, stopped when its table is replaced."""

    conn: Any
    table_id: str

    def cancel(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.send(("stop", self.table_id))


def _watchers_main(conn: Any, via: BoardVia) -> None:
    asyncio.run(_watchers(conn, via))


async def _watchers(conn: Any, via: BoardVia) -> None:
    loop = asyncio.get_running_loop()
    inbox: asyncio.Queue[tuple[Any, ...]] = asyncio.Queue()

    def reader() -> None:
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                msg = ("end",)
            loop.call_soon_threadsafe(inbox.put_nowait, msg)
            if msg[0] == "end":
                return

    threading.Thread(target=reader, daemon=True).start()
    stats = Stats()
    https: dict[str, httpx.AsyncClient] = {}
    tasks: dict[str, asyncio.Task[None]] = {}
    while True:
        msg = await inbox.get()
        if msg[0] == "watch":
            _, table_id, ws_base, base = msg
            if base not in https:
                limits = httpx.Limits(max_connections=100)
                https[base] = httpx.AsyncClient(base_url=base, timeout=60, limits=limits)
            tasks[table_id] = asyncio.create_task(
                board_watcher(ws_base, https[base], table_id, stats, via)
            )
        elif msg[0] == "stop":
            task = tasks.pop(msg[1], None)
            if task is not None:
                task.cancel()
        elif msg[0] == "measure":
            stats.measuring = msg[1]
        elif msg[0] == "report":
            conn.send(
                {
                    "spectators": stats.spectators,
                    "dropped": stats.dropped,
                    "frames": stats.spectator_frames,
                    "boards": stats.boards,
                    "gets": stats.board_gets,
                    "errors": stats.board_errors,
                }
            )
        else:  # end
            for task in tasks.values():
                task.cancel()
            await asyncio.gather(*tasks.values(), return_exceptions=True)
            for client in https.values():
                await client.aclose()
            return


async def watched(
    ws_base: str,
    table_id: str,
    stats: Stats,
    args: argparse.Namespace,
    http: httpx.AsyncClient,
) -> asyncio.Task[None] | Stopper | None:
    """The table's spectator, if the run has them (cancelled when the table is replaced);
    in the watchers' process when the run has one."""
    if stats.watchers is not None:
        return stats.watchers.watch(ws_base, str(http.base_url).rstrip("/"), table_id)
    if args.board_spectators:
        return asyncio.create_task(
            board_watcher(ws_base, http, table_id, stats, args.board_spectators)
        )
    if args.spectators:
        return asyncio.create_task(silent(ws_base, table_id, stats))
    return None


async def searching(
    http: httpx.AsyncClient,
    watching: httpx.AsyncClient,
    ws_base: str,
    args: argparse.Namespace,
    i: int,
    stats: Stats,
    stop: float,
) -> None:
    """Keep one table of search bots playing (a new one when it ends) until the run ends."""
    n = 0
    while time.monotonic() < stop:
        n += 1
        seats = [{"kind": "bot", "bot": args.search_bot}] * args.search_players
        body = {"game": args.game, "players": args.search_players, "seats": seats}
        try:
            r = await http.post("/api/tables", json=body)
            r.raise_for_status()
            made = r.json()
            spectator = await watched(ws_base, made["id"], stats, args, watching)
            r = await http.post(
                f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
            )
            r.raise_for_status()
            try:
                while time.monotonic() < stop:
                    await asyncio.sleep(2)
                    summary = (await http.get(f"/api/tables/{made['id']}")).json()
                    if summary["status"] == "finished":
                        stats.search_finished += stats.measuring
                        break
            finally:
                if spectator is not None:
                    spectator.cancel()
        except Exception as e:
            stats.errors.append(repr(e))
            await asyncio.sleep(1)


async def play(
    made: dict[str, Any],
    ws_base: str,
    think: float,
    rng: random.Random,
    stats: Stats,
    connected: asyncio.Event | None = None,
) -> None:
    """One person: answer every own turn after thinking, until the game ends."""
    token = made["seats"][0]["token"]
    # As the browser does for a game with its own view: frames without the drawn board.
    url = f"{ws_base}/ws/tables/{made['id']}?board=0"
    async with connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"token": token}))
        if connected is not None:
            connected.set()
        pending: tuple[int, float] | None = None
        last_seq = 0
        async for raw in ws:
            msg = json.loads(raw)
            if msg["type"] == "error":
                stats.errors.append(msg["detail"])
                pending = None
                continue
            seq = msg["seq"]
            if stats.measuring and seq > last_seq:
                stats.server_actions += seq - last_seq
            last_seq = max(last_seq, seq)
            if pending is not None and seq > pending[0]:
                if stats.measuring:
                    stats.rtts.append(time.perf_counter() - pending[1])
                    stats.acked += 1
                pending = None
            if msg["status"] == "finished":
                stats.finished += stats.measuring
                return
            if msg["your_turn"] and pending is None and msg["actions"]:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                action = rng.choice(msg["actions"])["action"]
                pending = (seq, time.perf_counter())
                await ws.send(json.dumps({"type": "action", "seq": seq, "action": action}))


async def seat(
    http: httpx.AsyncClient,
    watching: httpx.AsyncClient,
    ws_base: str,
    args: argparse.Namespace,
    i: int,
    stats: Stats,
    stop: float,
    first: dict[str, Any],
    connected: asyncio.Event,
) -> None:
    """Keep one live game going at this seat until the end of the run."""
    rng = random.Random(args.seed * 100_003 + i)
    made: dict[str, Any] | None = first
    n = 0
    while time.monotonic() < stop:
        if made is None:
            n += 1
            made = await create(http, args.game, args.bot, args.seed + i * 1000 + n)
        spectator = await watched(ws_base, made["id"], stats, args, watching)
        try:
            await play(made, ws_base, args.think, rng, stats, connected)
        except Exception as e:  # a dropped connection counts as an error and is retried
            stats.errors.append(repr(e))
            await asyncio.sleep(0.5)
        finally:
            if spectator is not None:
                spectator.cancel()
        made = None
        connected = None  # type: ignore[assignment]


async def lag_probe(stats: Stats) -> None:
    """Wake every 10 ms and note how late: a round trip cannot be told apart from this
    client's own delay in reading the answer."""
    while True:
        began = time.perf_counter()
        await asyncio.sleep(0.01)
        if stats.measuring:
            stats.client_lag.append(time.perf_counter() - began - 0.01)


async def main_async(
    args: argparse.Namespace, bases: list[str], pids: list[int], src: str
) -> Result:
    limits = httpx.Limits(max_connections=50)
    https = [httpx.AsyncClient(base_url=b, timeout=60, limits=limits) for b in bases]
    # the board spectators' own connections, so their requests never queue behind the
    # tables' creations (nor the other way round)
    watch_limits = httpx.Limits(max_connections=100)
    watchings = [httpx.AsyncClient(base_url=b, timeout=60, limits=watch_limits) for b in bases]

    def rss() -> int:
        return sum(rss_kib(pid) for pid in pids)

    try:
        # warm-up: one table and its frame per process, so imports and renderers are in
        # the baseline
        for http in https:
            warm = await create(http, args.game, args.bot, 1)
            token = warm["seats"][0]["token"]
            await http.get(f"/api/tables/{warm['id']}/state", headers={"X-Seat-Token": token})
        await asyncio.sleep(1)
        base_rss = rss()
        made = []
        began = time.monotonic()
        for i in range(args.games):  # table i lives on process i mod n; so does its client
            http = https[i % len(https)]
            made.append(await create(http, args.game, args.bot, args.seed + i * 1000))
        print(f"{args.games} tables made in {time.monotonic() - began:.1f} s", flush=True)
        stats = Stats(spectator_board=args.spectator_board)
        if args.board_spectators and args.watchers_apart:
            stats.watchers = Watchers(args.board_spectators)
        stop = time.monotonic() + args.warmup + args.seconds
        events = [asyncio.Event() for _ in made]
        tasks = []
        for i, (m, e) in enumerate(zip(made, events, strict=True)):
            http = https[i % len(https)]
            ws_base = bases[i % len(bases)].replace("http://", "ws://")
            watching = watchings[i % len(watchings)]
            tasks.append(
                asyncio.create_task(seat(http, watching, ws_base, args, i, stats, stop, m, e))
            )
        for j in range(args.search_tables):
            http = https[j % len(https)]
            watching = watchings[j % len(watchings)]
            ws_base = bases[j % len(bases)].replace("http://", "ws://")
            tasks.append(
                asyncio.create_task(searching(http, watching, ws_base, args, j, stats, stop))
            )
        for e in events:
            await e.wait()
        tasks.append(asyncio.create_task(lag_probe(stats)))
        await asyncio.sleep(args.warmup)
        live_rss = rss()
        stats.measuring = True
        if stats.watchers is not None:
            stats.watchers.measuring(True)
        t0 = time.monotonic()
        cpu0 = sum(cpu_seconds(pid) for pid in pids), time.process_time()
        await asyncio.sleep(max(0.0, stop - time.monotonic()))
        elapsed = time.monotonic() - t0
        stats.measuring = False
        if stats.watchers is not None:
            stats.watchers.measuring(False)
        cpu1 = sum(cpu_seconds(pid) for pid in pids), time.process_time()
        loadavg = os.getloadavg()[0]
        end_rss = rss()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if stats.watchers is not None:
            await asyncio.to_thread(stats.watchers.report, stats)
    finally:
        for http in [*https, *watchings]:
            await http.aclose()
    rtts = sorted(stats.rtts)

    def q(p: float) -> float:
        return quantile(rtts, p)

    print(
        f"server: {src}; games live: {args.games} ({args.game}, person vs {args.bot}) on "
        f"{len(pids)} server process(es); think {args.think} s, "
        f"bot delay {args.bot_delay} s; measured {elapsed:.0f} s after {args.warmup:.0f} s "
        f"warm-up"
    )
    print(
        f"actions/s: {stats.acked / elapsed:.1f} by the clients, "
        f"{stats.server_actions / elapsed:.1f} in all (bots too); games finished: "
        f"{stats.finished}; errors: {len(stats.errors)}"
        + (f" (first: {stats.errors[0][:120]})" if stats.errors else "")
    )
    if (args.search_tables or args.spectators) and not args.board_spectators:
        print(
            f"search tables: {args.search_tables} of {args.search_players} {args.search_bot} "
            f"({stats.search_finished} finished while measured); silent spectators "
            f"connected: {stats.spectators} (board={stats.spectator_board}), closed by the "
            f"server: {stats.dropped}"
        )
    gets = sorted(stats.board_gets)
    if args.board_spectators:
        print(
            f"search tables: {args.search_tables} of {args.search_players} {args.search_bot} "
            f"({stats.search_finished} finished while measured); board spectators "
            f"({args.board_spectators}) connected: {stats.spectators}, closed by the server: "
            f"{stats.dropped}; boards received while measured: {stats.boards}"
            + (
                f" in {stats.spectator_frames} frames"
                if args.board_spectators == "ws"
                else f" (requests: p50 {quantile(gets, 0.5):.1f} ms, p99 "
                f"{quantile(gets, 0.99):.1f} ms, failed {stats.board_errors})"
            )
        )
    print(
        f"round trip ms: p50 {q(0.5):.1f}, p90 {q(0.9):.1f}, p99 {q(0.99):.1f}, "
        f"max {q(1.0):.1f}, mean {statistics.fmean(rtts) * 1000 if rtts else 0:.1f} "
        f"(n={len(rtts)})"
    )
    lag = sorted(stats.client_lag)
    print(
        f"client loop lag ms: p50 {quantile(lag, 0.5):.1f}, p99 {quantile(lag, 0.99):.1f}, "
        f"max {quantile(lag, 1.0):.1f}"
    )
    print(
        f"CPU while measured: server {100 * (cpu1[0] - cpu0[0]) / elapsed:.0f}% of a core, "
        f"these clients {100 * (cpu1[1] - cpu0[1]) / elapsed:.0f}%; machine load average "
        f"{loadavg:.1f} on {os.cpu_count()} cores"
    )
    per_game = (live_rss - base_rss) / args.games
    print(
        f"server RSS: {base_rss / 1024:.0f} MiB after warm-up, {live_rss / 1024:.0f} MiB with "
        f"{args.games} live games, {end_rss / 1024:.0f} MiB at the end; "
        f"{per_game:.0f} KiB per live game",
        flush=True,
    )
    return Result(
        src=src,
        p50=q(0.5),
        p90=q(0.9),
        p99=q(0.99),
        max=q(1.0),
        n=len(rtts),
        people_per_s=stats.acked / elapsed,
        all_per_s=stats.server_actions / elapsed,
        server_cpu=100 * (cpu1[0] - cpu0[0]) / elapsed,
        loadavg=loadavg,
        errors=len(stats.errors),
        board_p50=quantile(gets, 0.5),
        board_p99=quantile(gets, 0.99),
    )


async def traced(args: argparse.Namespace, url: str) -> None:
    """Python heap per live game, by tracemalloc, in this process: tables made, started and
    each watched by its person (a frame built and sent), the bot waiting to move."""
    import tracemalloc

    from stil.server.manager import LIVE, Manager, Subscriber
    from stil.server.settings import Settings

    async def nowhere(frame: dict[str, Any]) -> None:
        return None

    m = Manager(Settings(database_url=url, bot_delay=3600.0, abandon_after=0.0))
    seats = [{"kind": "human"}, {"kind": "bot", "bot": args.bot}]

    async def one(seed: int) -> None:
        table, _ = m.create(args.game, 2, {}, seats, seed, None)
        table.status = LIVE
        await m.subscribe(table, Subscriber(nowhere, 0, "en", board=False))

    await one(0)  # warm-up: imports, renderers, caches
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for i in range(args.games):
        await one(args.seed + i)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    await m.close()
    print(
        f"tracemalloc: {(after - before) / 1024 / args.games:.0f} KiB of Python heap per live "
        f"game ({args.games} {args.game} tables, person vs {args.bot}, each watched)"
    )


LOOPBACK = ("127.0.0.1", "localhost", "::1")


def serve(args: argparse.Namespace, src: str | None, url: str) -> Result:
    """One measured run against fresh server processes (from ``src``'s tree when given),
    stopped at its end: SIGTERM to each, then anything left in their process groups (bot
    workers that outlived their server) is killed."""
    env = os.environ | {
        "STIL_BOT_DELAY": str(args.bot_delay),
        "STIL_ABANDON_AFTER": "0",
        # one client makes every table here: the per-address limits are for strangers
        "STIL_TABLES_PER_MINUTE": "0",
        "STIL_SEARCH_TABLES_PER_CLIENT": "0",
        "STIL_SEARCH_TABLES": "0",
        # ... and every socket comes from 127.0.0.1 (a tree without the setting ignores it)
        "STIL_SOCKETS_PER_ADDRESS": "0",
    }
    for pair in args.server_env:
        name, _, value = pair.partition("=")
        env[name] = value
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(
            [
                os.path.join(os.path.abspath(src), "src"),
                *env.get("PYTHONPATH", "").split(os.pathsep),
            ]
        ).rstrip(os.pathsep)
    if args.processes > 1:
        env |= {"STIL_REDIS_URL": "redis://127.0.0.1:6379/0", "STIL_REDIS_PREFIX": "load"}
    run = "from stil.cli.main import app; app()"
    if args.profile:  # one process only, checked in main
        run = PROFILED.format(path=os.path.abspath(args.profile))
    cmd = [sys.executable, "-c", run, "serve"]
    ports = [free_port() for _ in range(args.processes)]
    procs = [
        subprocess.Popen(
            [*cmd, "--port", str(port), "--database", url],
            env=env,
            stdout=subprocess.DEVNULL,
            start_new_session=True,  # its own process group, swept at the end
        )
        for port in ports
    ]
    bases = [f"http://127.0.0.1:{port}" for port in ports]
    label = os.path.abspath(src) if src is not None else "this tree"
    try:
        for base in bases:
            for _ in range(600):
                try:
                    if httpx.get(f"{base}/api/catalog").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                time.sleep(0.1)
            else:
                raise SystemExit(f"the server at {base} did not start")
        return asyncio.run(main_async(args, bases, [proc.pid for proc in procs], label))
    finally:
        left = 0
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
            time.sleep(1)  # what a clean stop ends has ended by now
            left += len(running_in(proc.pid))
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
        if left:
            print(f"({left} processes of the server outlived it, killed now)", flush=True)


def running_in(group: int) -> list[int]:
    """The live (not zombie) processes of a process group."""
    found = []
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:  # gone meanwhile
                continue
            if int(fields[2]) == group and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def summary(results: list[Result]) -> None:
    """The runs side by side, as a Markdown table for docs/server.md."""
    print(
        "\n| run | server tree | actions/s (people / all) | p50 | p90 | p99 | max | "
        "board requests p50 / p99 | server CPU | load average | errors |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for i, r in enumerate(results, 1):
        board = "–" if math.isnan(r.board_p50) else f"{r.board_p50:.1f} / {r.board_p99:.1f} ms"
        print(
            f"| {i} | {r.src} | {r.people_per_s:.1f} / {r.all_per_s:.1f} | {r.p50:.1f} ms | "
            f"{r.p90:.1f} ms | **{r.p99:.1f} ms** | {r.max:.0f} ms | "
            f"{board} | {r.server_cpu:.0f}% | "
            f"{r.loadavg:.1f} | {r.errors} |"
        )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--seconds", type=float, default=60)
    p.add_argument("--warmup", type=float, default=10)
    p.add_argument("--game", default="cabbage")
    p.add_argument("--bot", default="random")
    p.add_argument("--think", type=float, default=2.0, help="a person's mean seconds a move")
    p.add_argument("--bot-delay", type=float, default=0.8)
    p.add_argument("--database", default=None, help="SQLAlchemy URL (default: a temp SQLite)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--search-tables", type=int, default=0, help="tables of search bots only")
    p.add_argument("--search-bot", default="ismcts-hard")
    p.add_argument("--search-players", type=int, default=4)
    p.add_argument("--spectators", action="store_true", help="one silent spectator at every table")
    p.add_argument(
        "--spectator-board",
        type=int,
        choices=(0, 1),
        default=1,
        help="the spectators ask for frames with the drawn board (1) or without, as the "
        "browser's table page does (0)",
    )
    p.add_argument(
        "--processes",
        type=int,
        default=1,
        help="server processes on one PostgreSQL with Redis between them (needs --database)",
    )
    p.add_argument(
        "--tracemalloc",
        action="store_true",
        help="only measure the Python heap per live game, in this process (no server)",
    )
    p.add_argument(
        "--profile",
        metavar="PATH",
        help="run the server under cProfile and write its stats here when it stops "
        "(one process; slows the server, so its round trips are not the real ones)",
    )
    p.add_argument(
        "--watchers-apart",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="the board spectators in a client process of their own, so that parsing their "
        "frames does not delay the people's round trips this process times (default: on)",
    )
    p.add_argument(
        "--board-spectators",
        nargs="?",
        const="ws",
        choices=("ws", "poll"),
        help="one spectator at every table who reads every frame and asks for the drawn "
        "board after each change: in the frames (ws, the default) or by GET /state?board=1 "
        "once after each change, as the browser's board panel does (poll)",
    )
    p.add_argument(
        "--server-src",
        metavar="PATH",
        action="append",
        default=[],
        help="run the server from this checkout (PYTHONPATH=PATH/src); several: each in turn",
    )
    p.add_argument("--rounds", type=int, default=1, help="runs per server tree, alternating")
    p.add_argument(
        "--server-env",
        metavar="NAME=VALUE",
        action="append",
        default=[],
        help="an extra environment variable for the server (a limit to lift, say)",
    )
    args = p.parse_args()
    if args.spectators and args.board_spectators:
        p.error("--spectators (silent) or --board-spectators, not both")
    if not 1 <= args.rounds <= 20:
        p.error("--rounds is 1 to 20")
    if any("=" not in pair for pair in args.server_env):
        p.error("--server-env takes NAME=VALUE")
    if args.database and urlsplit(args.database).hostname not in (None, *LOOPBACK):
        p.error("the store must be on this machine (loopback)")
    if args.profile and args.processes > 1:
        p.error("--profile profiles one server process")
    if args.tracemalloc:
        with tempfile.TemporaryDirectory() as tmp:
            asyncio.run(traced(args, args.database or f"sqlite:///{tmp}/stil.db"))
        return
    if args.processes > 1 and not (args.database or "").startswith("postgresql"):
        p.error("--processes > 1 needs --database postgresql+psycopg://…")
    srcs: list[str | None] = list(args.server_src) or [None]
    results = []
    for _ in range(args.rounds):
        for src in srcs:  # alternating: every tree meets the machine's ups and downs
            with tempfile.TemporaryDirectory() as tmp:
                results.append(serve(args, src, args.database or f"sqlite:///{tmp}/stil.db"))
    if len(results) > 1:
        summary(results)


if __name__ == "__main__":
    main()
