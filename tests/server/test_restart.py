"""A restart loses nothing: tables are rebuilt by replaying their stored actions, so after
the server process is stopped and started again every game goes on at the same point."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx2 as httpx
import pytest

from ..ports import free_port
from .durability import stop_group


@contextmanager
def server(url: str, port: int, kill: bool = False) -> Iterator[httpx.Client]:
    # every decision is the test's to answer, a forced one too (STIL_AUTO_ANSWER=0)
    env = os.environ | {"STIL_BOT_DELAY": "0", "STIL_ABANDON_AFTER": "0", "STIL_AUTO_ANSWER": "0"}
    cmd = [sys.executable, "-c", "from stil.cli.main import app; app()", "serve"]
    proc = subprocess.Popen(
        [*cmd, "--port", str(port), "--database", url],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        process_group=0,
    )
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10)
    try:
        for _ in range(300):
            try:
                if client.get("/api/catalog").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.05)
        else:
            raise AssertionError(f"the server did not start: {proc.stderr.read()!r}")
        yield client
    finally:
        client.close()
        stop_group(proc, signal.SIGKILL if kill else signal.SIGTERM)


def play_some(c: httpx.Client, made: dict[str, Any], moves: int) -> None:
    tid = made["id"]
    for _ in range(moves):
        spec = c.get(f"/api/tables/{tid}/state").json()
        if spec["status"] != "live":
            return
        token = made["seats"][spec["to_act"]]["token"]
        f = c.get(f"/api/tables/{tid}/state", headers={"X-Seat-Token": token}).json()
        r = c.post(
            f"/api/tables/{tid}/actions",
            headers={"X-Seat-Token": token},
            json={"seq": f["seq"], "action": f["actions"][-1]["action"]},
        )
        assert r.status_code == 200, r.text


def views(c: httpx.Client, made: dict[str, Any]) -> list[Any]:
    tid = made["id"]
    out = [c.get(f"/api/tables/{tid}/state").json()]
    for s in made["seats"]:
        out.append(c.get(f"/api/tables/{tid}/state", headers={"X-Seat-Token": s["token"]}).json())
    return [(f["seq"], f["status"], f["view"], [a["action"] for a in f["actions"]]) for f in out]


@pytest.mark.parametrize("kill", [False, True], ids=["stop", "kill"])
def test_every_game_continues_at_the_same_point_after_a_restart(store: str, kill: bool) -> None:
    port = free_port()
    games = [("cabbage", 2), ("princes", 3), ("catboxes", 2), ("kingdoms", 3)]
    made: list[dict[str, Any]] = []
    with server(store, port, kill=kill) as c:
        for game, n in games:
            r = c.post(
                "/api/tables",
                json={"game": game, "players": n, "seats": [{"kind": "human"}] * n, "seed": 11},
            )
            m = r.json()
            for s in m["seats"]:
                c.post(f"/api/tables/{m['id']}/join", headers={"X-Seat-Token": s["token"]})
            c.post(f"/api/tables/{m['id']}/start", headers={"X-Host-Token": m["host_token"]})
            play_some(c, m, 7)
            made.append(m)
        before = [views(c, m) for m in made]
        assert all(b[0][0] > 0 for b in before)
    with server(store, free_port()) as c:
        after = [views(c, m) for m in made]
        assert after == before
        for m, b in zip(made, before, strict=True):
            play_some(c, m, 12)
            assert c.get(f"/api/tables/{m['id']}").json()["seq"] > b[0][0]
