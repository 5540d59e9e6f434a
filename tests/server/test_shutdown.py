"""A stopped server leaves nothing running (issue 38, finding 5): SIGTERM or SIGINT to its
process group (a service manager, Ctrl-C) or SIGTERM to the server alone, while search bots
think and more searches wait, ends the server, its bot workers, their forkserver and the
resource tracker within seconds, and no bot pool is started again while it stops. Before,
the signal killed the workers and the forkserver, the pool counted itself broken and
started a new forkserver and worker for the waiting searches, and the server exited
without ending them: they waited for work for ever, one pair for every stop. Even a server
killed outright leaves nothing: its workers end when it is gone, and then their forkserver."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import httpx2 as httpx
import pytest

from .durability import Server, free_port, marked

ISMCTS = {"kind": "bot", "bot": "ismcts"}
#: tables of two search bots each, for one search worker: the others' searches wait in the
#: queue when the signal comes
TABLES = 3
#: seconds of CPU a search worker has used before the signal: it is thinking, not idle
THINKING = 0.3


def _stat(pid: int) -> list[str]:
    """``/proc/<pid>/stat``'s fields after the command name (which may hold spaces)."""
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()


def _cpu(pid: int) -> float:
    fields = _stat(pid)  # fields[0] is the state; utime and stime are the 12th and 13th
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _parent(pid: int) -> int:
    return int(_stat(pid)[1])


def _describe(pids: set[int], before: set[int]) -> str:
    out = []
    for pid in sorted(pids):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")[:100]
            parent = _parent(pid)
        except OSError:
            continue
        when = "before" if pid in before else "started after the signal"
        out.append(f"{pid} (parent {parent}, {when}): {cmd}")
    return "\n".join(out)


def _searching(server: Server) -> bool:
    """Whether a bot worker (a child of a child of the server: the forkserver's) has been
    thinking for a while."""
    assert server.proc is not None
    ours = marked(server.mark)
    for pid in ours:
        try:
            parent = _parent(pid)
            if parent != server.proc.pid and parent in ours and _cpu(pid) >= THINKING:
                return True
        except OSError:
            continue
    return False


@pytest.mark.parametrize(
    ("signum", "group"),
    [
        (signal.SIGTERM, True),
        (signal.SIGINT, True),
        (signal.SIGTERM, False),
        (signal.SIGKILL, False),
    ],
    ids=["sigterm-group", "sigint-group", "sigterm-server", "sigkill-server"],
)
def test_a_server_stopped_while_bots_think_leaves_no_process(
    tmp_path: Path, signum: signal.Signals, group: bool
) -> None:
    server = Server(
        f"sqlite:///{tmp_path}/stil.db",
        free_port(),
        STIL_BOT_BUDGET="20",
        STIL_BOT_WORKERS="1",
        STIL_TABLES_PER_MINUTE="0",
        STIL_SEARCH_TABLES_PER_CLIENT="0",
        STIL_SEARCH_TABLES="0",
    )
    server.start()
    try:
        assert server.proc is not None
        with httpx.Client(base_url=server.base, timeout=10) as c:
            body = {"game": "cabbage", "players": 2, "seats": [ISMCTS, ISMCTS]}
            for _ in range(TABLES):
                r = c.post("/api/tables", json=body)
                assert r.status_code == 201, r.text
                made = r.json()
                r = c.post(
                    f"/api/tables/{made['id']}/start",
                    headers={"X-Host-Token": made["host_token"]},
                )
                assert r.status_code == 200, r.text
        deadline = time.monotonic() + 60
        while not _searching(server):
            assert time.monotonic() < deadline, "no bot worker started thinking"
            assert server.proc.poll() is None, "the server died"
            time.sleep(0.05)
        before = marked(server.mark)
        if group:
            os.killpg(server.proc.pid, signum)
        else:
            server.proc.send_signal(signum)
        deadline = time.monotonic() + 10
        seen = set(before)
        while (left := marked(server.mark)) and time.monotonic() < deadline:
            seen |= left
            time.sleep(0.05)
        assert not left, f"still running 10 s after the signal:\n{_describe(left, before)}"
        assert seen == before, "processes were started after the signal"
        assert server.proc.stderr is not None  # every process that held it has ended
        log = server.proc.stderr.read().decode()
        assert "worker process died" not in log, log
        # uvicorn stops and then raises the signal again: the process ends of it (SIGINT as
        # KeyboardInterrupt: exit status 130); SIGKILL ends it at once
        assert server.proc.wait(timeout=1) in (0, -signum, 128 + signum)
    finally:
        server.stop()
        for pid in marked(server.mark):  # anything outside the group too: never leak
            os.kill(pid, signal.SIGKILL)
