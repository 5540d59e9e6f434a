"""Playing together, timed on a real server (``stil serve`` on a fresh SQLite file, one
process): a chat line from its POST to the other seat's socket (300 lines), and a "your
move" push from the move's HTTP answer to a loopback receiver that decrypts it (a turn-based
table played to its end, both seats subscribed, no page open).

    nice -n 10 .venv/bin/python benchmarks/together.py

The run in docs/server.md ("Playing together") was on the shared two-core machine.
"""

from __future__ import annotations

import json
import queue
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
from websockets.sync.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.e2e.conftest import serving
from tests.server.test_push import Receiver

LINES = 300


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def said(what: str, xs: list[float]) -> None:
    print(
        f"{what} ({len(xs)}): p50 {statistics.median(xs):.1f} ms, p90 {pct(xs, 0.9):.1f} ms, "
        f"p99 {pct(xs, 0.99):.1f} ms, max {max(xs):.1f} ms"
    )


def table(url: str) -> tuple[str, list[str]]:
    body = {"game": "cabbage", "players": 2, "seats": [{"kind": "human"}] * 2}
    made = httpx.post(f"{url}/api/tables", json=body | {"turn_based": True}).json()
    tid, tokens = made["id"], [s["token"] for s in made["seats"]]
    for token in tokens:
        httpx.post(f"{url}/api/tables/{tid}/join", headers={"X-Seat-Token": token})
    httpx.post(f"{url}/api/tables/{tid}/start", headers={"X-Host-Token": made["host_token"]})
    return tid, tokens


def chat(url: str, tid: str, tokens: list[str]) -> list[float]:
    got: queue.Queue[tuple[float, str]] = queue.Queue()
    ready = threading.Event()

    def reader() -> None:
        with connect(url.replace("http", "ws", 1) + f"/ws/tables/{tid}?board=0") as ws:
            ws.send(json.dumps({"token": tokens[1]}))
            ready.set()
            for raw in ws:
                msg = json.loads(raw)
                if msg["type"] == "chat":
                    got.put((time.perf_counter(), msg["text"]))
                    if msg["text"] == f"m{LINES - 1}":
                        return

    threading.Thread(target=reader, daemon=True).start()
    ready.wait(10)
    time.sleep(0.5)
    out = []
    with httpx.Client() as c:
        for i in range(LINES):
            start = time.perf_counter()
            r = c.post(
                f"{url}/api/tables/{tid}/chat",
                json={"text": f"m{i}"},
                headers={"X-Seat-Token": tokens[0]},
            )
            assert r.status_code == 201, r.text
            at, text = got.get(timeout=10)
            assert text == f"m{i}"
            out.append((at - start) * 1000)
    time.sleep(0.5)  # the reader's socket gone: the seat has no page open
    return out


def push(url: str, tid: str, tokens: list[str]) -> list[float]:
    receiver = Receiver()
    for token in tokens:
        r = httpx.post(
            f"{url}/api/tables/{tid}/push",
            json=receiver.subscription(),
            headers={"X-Seat-Token": token},
        )
        assert r.status_code == 201, r.text
    out = []
    with httpx.Client() as c:
        for _ in range(400):
            seen: dict[str, Any] = c.get(f"{url}/api/tables/{tid}/state?board=0").json()
            actor = seen["to_act"]
            if actor is None:
                break
            headers = {"X-Seat-Token": tokens[actor]}
            mine = c.get(f"{url}/api/tables/{tid}/state?board=0", headers=headers).json()
            if not mine["actions"]:  # a forced answer the server gives
                time.sleep(0.3)
                continue
            while not receiver.requests.empty():
                receiver.requests.get()
            move = {"seq": mine["seq"], "action": mine["actions"][0]["action"]}
            r = c.post(f"{url}/api/tables/{tid}/actions", json=move, headers=headers)
            start = time.perf_counter()
            assert r.status_code == 200, r.text
            try:
                _, body, _ = receiver.requests.get(timeout=5)
            except queue.Empty:
                continue  # the game ended, or a forced answer is on its way
            out.append((time.perf_counter() - start) * 1000)
            receiver.decrypt(body)
    receiver.close()
    return out


def main() -> None:
    settings = {
        "STIL_PUSH_ALLOW_LOOPBACK": "1",
        "STIL_CHAT_RATE": "0",
        "STIL_MIN_MOVE_TIME": "1",
    }
    with serving(Path(tempfile.mkdtemp()), **settings) as url:
        tid, tokens = table(url)
        said("chat: POST to the other seat's socket", chat(url, tid, tokens))
        said("push: the move's answer to the receiver", push(url, tid, tokens))


if __name__ == "__main__":
    main()
