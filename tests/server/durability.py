"""Kill the server mid-play and check that nothing acknowledged is lost.

Shared by ``tests/server/test_durability.py`` (a few games) and ``benchmarks/durability.py``
(many): a server process on a store, concurrent tables with human seats driven here and bot
seats played by the server, SIGKILL once enough actions are acknowledged, a restart on the
same port, and every table played on to its end. Then every acknowledged action must be the
stored action at its sequence number, and the restarted server's replay of the table must
show it there.
"""

from __future__ import annotations

import contextlib
import os
import random
import secrets
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx2 as httpx
from sqlalchemy import create_engine, text

from ..ports import free_port

#: every process of a test's server carries this variable (value: the server's own mark) in
#: its environment, its bot workers and their forkserver too, reparented or not
MARK = "STIL_TEST_SERVER"


def marked(mark: str) -> set[int]:
    """The live processes (zombies have no environment left) whose environment holds
    ``MARK=mark``: everything a test's server started, whoever its parent is now."""
    needle = f"{MARK}={mark}".encode()
    found = set()
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/environ", "rb") as f:
                    if needle in f.read().split(b"\0"):
                        found.add(int(entry.name))
            except OSError:  # gone, or not ours to read
                continue
    return found


def stop_group(proc: subprocess.Popen[bytes], signum: int, timeout: float = 20.0) -> None:
    """Stop a server started as the leader of its own process group: ``signum`` to the whole
    group (as a terminal's Ctrl-C or a service manager does), up to ``timeout`` s for the
    server to exit, then SIGKILL to whatever is left of the group (a worker or forkserver
    the server failed to end), so a test's server never outlives the test. The leader is
    reaped only after that: until then its group id cannot name another group."""
    if proc.returncode is not None:  # reaped already: its id may be another's now
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signum)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
            break
        time.sleep(0.02)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


class Server:
    """``stil serve`` as a child process on a fixed port, the leader of its own process
    group (its bot workers and their forkserver are in the group too)."""

    def __init__(self, url: str, port: int, **env: str) -> None:
        self.url, self.port = url, port
        self.mark = secrets.token_hex(8)
        self.env = os.environ | {
            "STIL_BOT_DELAY": "0",
            "STIL_ABANDON_AFTER": "0",
            "STIL_AUTO_ANSWER": "0",  # every decision is the test's to answer
            "STIL_ACTION_RATE": "0",
            MARK: self.mark,
            **env,
        }
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> float:
        """Start and wait until it answers; returns the seconds that took."""
        began = time.monotonic()
        cmd = [sys.executable, "-c", "from stil.cli.main import app; app()", "serve"]
        self.proc = subprocess.Popen(
            [*cmd, "--port", str(self.port), "--database", self.url],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            process_group=0,
        )
        with httpx.Client(base_url=self.base, timeout=5) as c:
            while time.monotonic() - began < timeout:
                if self.proc.poll() is not None:
                    raise AssertionError(f"the server died: {self.proc.stderr.read()!r}")  # type: ignore[union-attr]
                try:
                    if c.get("/api/catalog").status_code == 200:
                        return time.monotonic() - began
                except httpx.TransportError:
                    time.sleep(0.05)
        raise AssertionError("the server did not start")

    def kill(self) -> None:
        """SIGKILL to the whole group, as when the machine or the container goes."""
        assert self.proc is not None
        stop_group(self.proc, signal.SIGKILL)

    def stop(self) -> None:
        """SIGTERM to the group, as a service manager stops it; what is left is killed."""
        if self.proc is not None and self.proc.returncode is None:
            stop_group(self.proc, signal.SIGTERM)


@dataclass
class Driven:
    """One table and what its human seats were told."""

    made: dict[str, Any]
    acked: dict[int, str] = field(default_factory=dict)
    finished: bool = False
    refused: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.made["id"])


def create(c: httpx.Client, game: str, seats: list[dict[str, str]], seed: int) -> Driven:
    body = {"game": game, "players": len(seats), "seats": seats, "seed": seed}
    r = c.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    made = r.json()
    for s in made["seats"]:
        if "token" in s:
            c.post(f"/api/tables/{made['id']}/join", headers={"X-Seat-Token": s["token"]})
    r = c.post(f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]})
    assert r.status_code == 200, r.text
    return Driven(made)


def drive(
    table: Driven,
    base: str,
    seed: int,
    deadline: float,
    restarted: threading.Event,
    then: int | None = None,
) -> None:
    """Play the human seats (a random legal action each) until the table ends; a dead
    server is waited for. Only a 200 answer counts as an acknowledgement. With ``then``,
    after that many acknowledgements past the restart the people leave and the server's
    stand-in bots play the table to its end (cheaper than driving every move)."""
    rng = random.Random(seed)
    tokens = [s.get("token") for s in table.made["seats"]]
    tid = table.id
    after = 0
    with httpx.Client(base_url=base, timeout=10) as c:
        while time.monotonic() < deadline:
            try:
                now = c.get(f"/api/tables/{tid}").json()
                if now["status"] == "finished":
                    table.finished = True
                    return
                if then is not None and after >= then:
                    for token in tokens:
                        if token is not None:
                            c.post(f"/api/tables/{tid}/leave", headers={"X-Seat-Token": token})
                    tokens = [None] * len(tokens)
                actor = now["to_act"]
                token = tokens[actor] if actor is not None else None
                if token is None:
                    time.sleep(0.002)  # a bot's turn
                    continue
                f = c.get(f"/api/tables/{tid}/state", headers={"X-Seat-Token": token}).json()
                if not f.get("actions"):
                    continue
                action = rng.choice(f["actions"])["action"]
                r = c.post(
                    f"/api/tables/{tid}/actions",
                    headers={"X-Seat-Token": token},
                    json={"seq": f["seq"], "action": action},
                )
                if r.status_code == 200:
                    table.acked[f["seq"]] = action
                    after += restarted.is_set()
                elif r.status_code != 409:  # 409: a bot or the clock moved first
                    table.refused.append(r.text)
            except (httpx.TransportError, ValueError):
                time.sleep(0.05)  # the server is down (killed) or restarting


def stored(url: str, table_id: str) -> dict[int, str]:
    """The actions in the store, by sequence number, read past the server."""
    engine = create_engine(url)
    try:
        with engine.connect() as c:
            rows = c.execute(
                text("SELECT seq, action FROM actions WHERE table_id = :t"), {"t": table_id}
            ).all()
    finally:
        engine.dispose()
    return {int(seq): str(action) for seq, action in rows}


@dataclass
class Report:
    tables: int
    acked_before_kill: int
    acked: int
    actions: int
    lost: int
    restart_s: float
    wall_s: float


def run(
    url: str,
    games: list[tuple[str, list[dict[str, str]]]],
    kill_after: int,
    seed: int = 1,
    timeout: float = 300.0,
    then: int | None = None,
) -> Report:
    """The whole scenario; raises AssertionError on a lost action or an unfinished table."""
    began = time.monotonic()
    server = Server(url, free_port())
    server.start()
    try:
        with httpx.Client(base_url=server.base, timeout=10) as c:
            tables = [create(c, g, seats, seed + i) for i, (g, seats) in enumerate(games)]
        deadline = began + timeout
        restarted = threading.Event()
        threads = [
            threading.Thread(
                target=drive, args=(t, server.base, seed * 1000 + i, deadline, restarted, then)
            )
            for i, t in enumerate(tables)
        ]
        for th in threads:
            th.start()
        while sum(len(t.acked) for t in tables) < kill_after:
            assert time.monotonic() < deadline, "too few actions before the kill"
            assert not all(t.finished for t in tables), "every table ended before the kill"
            time.sleep(0.01)
        server.kill()
        before = {t.id: dict(t.acked) for t in tables}
        restart = server.start()
        restarted.set()
        for th in threads:
            th.join(timeout=max(1.0, deadline - time.monotonic()))
        unfinished = [t.id for t in tables if not t.finished]
        assert not unfinished, f"tables that did not reach their end: {unfinished}"
        lost = 0
        actions = 0
        with httpx.Client(base_url=server.base, timeout=30) as c:
            for t in tables:
                rows = stored(url, t.id)
                actions += len(rows)
                assert sorted(rows) == list(range(len(rows))), "a gap in the sequence numbers"
                lost += sum(1 for s, a in t.acked.items() if rows.get(s) != a)
                summary = c.get(f"/api/tables/{t.id}").json()
                assert summary["status"] == "finished" and summary["seq"] == len(rows)
                # the acknowledged actions at risk (before the kill) in the server's replay
                for s, a in sorted(before[t.id].items())[-5:]:
                    r = c.get(f"/api/tables/{t.id}/replay", params={"step": s + 1}).json()
                    lost += r["last_action"] != a
                assert not t.refused, t.refused[:3]
        assert lost == 0, f"{lost} acknowledged actions were lost"
        return Report(
            tables=len(tables),
            acked_before_kill=sum(len(b) for b in before.values()),
            acked=sum(len(t.acked) for t in tables),
            actions=actions,
            lost=lost,
            restart_s=restart,
            wall_s=time.monotonic() - began,
        )
    finally:
        server.stop()
