"""The drawn board on demand: a client says whether its frames carry ``board`` (``?board=0``
or ``1``, on the WebSocket and on ``/state``). A frame without it draws nothing; the board
fetched on demand is the seat's own and the one its frame would have carried."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

import stil
from stil.server import frames
from stil.testing.conformance import random_playout

from .conftest import seat, table
from .test_ws import receive_frame


def state(c: TestClient, tid: str, token: str | None, **params: Any) -> dict[str, Any]:
    r = c.get(f"/api/tables/{tid}/state", headers=seat(token) if token else {}, params=params)
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every board drawn from now on (the seat's observation of each)."""
    calls: list[Any] = []
    real = frames.board

    def counting(obs: Any, *rest: Any) -> str:
        calls.append(obs)
        return real(obs, *rest)

    monkeypatch.setattr(frames, "board", counting)
    return calls


@pytest.fixture
def on_loop(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """For every board drawn from now on: whether it was drawn on a thread running an event
    loop (the server's)."""
    where: list[bool] = []
    real = frames.board

    def watched(*args: Any) -> str:
        try:
            asyncio.get_running_loop()
            where.append(True)
        except RuntimeError:
            where.append(False)
        return real(*args)

    monkeypatch.setattr(frames, "board", watched)
    return where


def test_boards_are_drawn_off_the_loop_once_per_change(
    client: TestClient, on_loop: list[bool]
) -> None:
    """Spectators asking for the board (in their frames, and by ``GET /state?board=1``, as
    many times as they like) cost one drawing per change of what they see, and none on the
    event loop (issue 38: Rich drew every board on the loop, ~7 ms each, and a person's p99
    rose to 383 ms). Failed before: every request drew again, on the loop."""
    made = table(client, "cabbage", 2)
    tid = made["id"]
    watchers = [client.websocket_connect(f"/ws/tables/{tid}?board=1") for _ in range(4)]
    try:
        firsts = []
        for ws in watchers:
            ws.__enter__().send_json({})
            firsts.append(receive_frame(ws))
        polled = [state(client, tid, None, board="1") for _ in range(5)]
        assert {f["board"] for f in firsts + polled} == {firsts[0]["board"]}
        assert len(on_loop) == 1 and not any(on_loop)
        # a move: every watcher gets the new board, drawn once more
        lean = state(client, tid, None, board="0")
        token = made["seats"][lean["to_act"]]["token"]
        mine = state(client, tid, token, board="0")
        r = client.post(
            f"/api/tables/{tid}/actions",
            headers=seat(token),
            json={"seq": mine["seq"], "action": mine["actions"][0]["action"]},
        )
        assert r.status_code == 200, r.text
        after = []
        for ws in watchers:
            f = receive_frame(ws)
            while f["seq"] == lean["seq"]:
                f = receive_frame(ws)
            after.append(f)
        again = [state(client, tid, None, board="1") for _ in range(3)]
        assert {f["board"] for f in after + again} == {after[0]["board"]} != {firsts[0]["board"]}
        assert len(on_loop) == 2 and not any(on_loop)
    finally:
        for ws in watchers:
            ws.__exit__(None, None, None)


def test_frames_without_the_board_draw_none(client: TestClient, drawn: list[Any]) -> None:
    made = table(client, "cabbage", 2)
    tid = made["id"]
    lean = state(client, tid, None, board="0")
    actor = lean["to_act"]
    token = made["seats"][actor]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}?board=0") as ws:
        ws.send_json({"token": token})
        f = receive_frame(ws)
        assert f["your_turn"] and "board" not in f
        ws.send_json({"type": "action", "seq": f["seq"], "action": f["actions"][0]["action"]})
        after = receive_frame(ws)
        while after["seq"] == f["seq"]:
            after = receive_frame(ws)
        assert "board" not in after
    assert "board" not in lean and "board" not in state(client, tid, token, board="0")
    assert drawn == []
    # the default keeps the board (existing clients), drawn once for the one frame asked
    full = state(client, tid, token)
    assert full["board"] and len(drawn) == 1


def test_the_board_on_demand_is_the_seats_own_and_the_one_frames_carried(
    client: TestClient,
) -> None:
    made = table(client, "cabbage", 2)
    tid = made["id"]
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:  # the default: with the board
        ws.send_json({"token": tokens[0]})
        carried = receive_frame(ws)
    boards = []
    for token in [*tokens, None]:
        full = state(client, tid, token, board="1")
        lean = state(client, tid, token, board="0")
        assert full["seq"] == carried["seq"]
        assert {k: v for k, v in full.items() if k != "board"} == lean
        boards.append(full["board"])
    assert boards[0] == carried["board"]
    assert len(set(boards)) == 3  # each seat and the spectator: a board of its own


def test_boards_are_drawn_in_a_worker_process_and_match_the_threads(store: str) -> None:
    """With drawing workers (the default), the board comes from another process, the same
    HTML the server's thread draws, once per change however many ask."""
    from stil.server.app import create_app

    from .conftest import settings

    made_boards = []
    for workers in (1, 0):
        with TestClient(create_app(settings(store, draw_workers=workers))) as c:
            made = table(c, "cabbage", 2, seed=11)
            tid = made["id"]
            fanout = c.app.state.manager.fanout  # type: ignore[attr-defined]
            boards = {state(c, tid, None, board="1")["board"] for _ in range(3)}
            assert len(boards) == 1 and fanout.drawn == 1
            if workers:
                assert fanout.pool is not None and fanout.pool.peak == 1  # drawn out there
            else:
                assert fanout.pool is None
            made_boards.append(boards.pop().replace(tid, ""))
    assert made_boards[0] == made_boards[1]


@pytest.mark.parametrize("game_id", ["cabbage", "kingdoms"])
def test_build_without_the_board_is_the_frame_less_its_board(game_id: str) -> None:
    game = stil.game(game_id)
    for step, (s, _action) in enumerate(random_playout(game, 2, seed=8)):
        if step > 30:
            break
        if step % 5:
            continue
        for viewer in (0, 1, None):
            full = frames.build(game_id, s, viewer, "en", ["human", "random"], live=True)
            lean = frames.build(game_id, s, viewer, "en", ["human", "random"], True, False)
            assert "board" not in lean and full.pop("board")
            assert full == lean


@pytest.mark.parametrize("bad", ["2", "yes", "", "true"])
def test_a_bad_board_value_is_refused(client: TestClient, bad: str) -> None:
    made = table(client, "cabbage", 2)
    tid = made["id"]
    r = client.get(f"/api/tables/{tid}/state", params={"board": bad})
    assert r.status_code == 422 and "board" in r.text
    with client.websocket_connect(f"/ws/tables/{tid}?board={bad}") as ws:
        assert ws.receive_json() == {"type": "error", "detail": "board must be 0 or 1"}
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4400


def test_a_drawing_cancelled_while_stopping_leaves_the_frame_and_logs_nothing(
    tmp_path: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """A stopping server cancels the drawings in flight: each queued frame goes out without
    its board, quietly, and the cancelled drawing is not handed out again from the cache."""
    from stil.server.manager import Manager

    from .conftest import settings
    from .test_no_stall import HUMAN, live
    from .test_scale import run

    async def scenario() -> None:
        m = Manager(settings(f"sqlite:///{tmp_path}/stil.db"))
        t, _ = await live(m, [HUMAN, HUMAN])
        never: asyncio.Future[str] = asyncio.get_running_loop().create_future()

        async def stuck(*_: Any) -> str:
            return await never

        m.fanout._draw = stuck  # type: ignore[method-assign]
        queued = m.fanout.outgoing(t, None, "en", True)
        assert isinstance(queued, asyncio.Future)
        await asyncio.sleep(0)
        m.fanout.board(t, None, "en").cancel()
        got = await asyncio.wait_for(queued, 5)
        assert "board" not in got and got["seq"] == t.seq
        again = m.fanout.board(t, None, "en")
        assert not again.cancelled()  # drawn anew, not the cancelled one
        again.cancel()
        await m.close()

    with caplog.at_level("ERROR"):
        run(scenario())
    assert not [r for r in caplog.records if "board" in r.getMessage()]
