"""``stil verify`` against a real ``stil serve``: a finished table's seed matches its
commitment and its replay gives what the server reports; an unfinished table, a wrong
commitment and a doctored result are refused with exit code 1."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.cli.verify import VerifyError, check, commitment

from .durability import Server, free_port

BOTS = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


def run(*args: str) -> Any:
    return CliRunner().invoke(app, ["verify", *args, "--lang", "en"], env={"COLUMNS": "200"})


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Any:
    path: Path = tmp_path_factory.mktemp("verify") / "stil.db"
    s = Server(f"sqlite:///{path}", free_port())
    s.start()
    yield s
    s.kill()


def created(c: httpx.Client, seats: list[dict[str, Any]], start: bool = True) -> dict[str, Any]:
    made: dict[str, Any] = c.post(
        "/api/tables", json={"game": "cabbage", "players": 2, "seats": seats}
    ).json()
    if start:
        c.post(f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]})
    return made


def finished(c: httpx.Client, table_id: str) -> dict[str, Any]:
    end = time.monotonic() + 120
    while time.monotonic() < end:
        s: dict[str, Any] = c.get(f"/api/tables/{table_id}").json()
        if s["status"] == "finished":
            return s
        time.sleep(0.05)
    raise AssertionError("the bots did not finish")


def test_verify_a_finished_table(server: Server) -> None:
    with httpx.Client(base_url=server.base, timeout=10) as c:
        tid = created(c, BOTS)["id"]
        noted = c.get(f"/api/tables/{tid}").json()["seed_commitment"]  # seen during the game
        done = finished(c, tid)
    result = run(f"{server.base}/t/{tid}", "--commitment", noted)
    assert result.exit_code == 0, result.output
    assert f"Commitment {noted} matches seed {done['seed']}" in result.output
    assert f"Replaying {done['seq']} moves gives the same winners" in result.output
    bare = run(f"127.0.0.1:{server.port}/api/tables/{tid}")
    assert bare.exit_code == 0, bare.output
    wrong = run(f"{server.base}/replay/{tid}", "--commitment", "0" * 64)
    assert wrong.exit_code == 1 and "does not match the commitment" in wrong.output


def test_verify_refuses_an_unfinished_table(server: Server) -> None:
    with httpx.Client(base_url=server.base, timeout=10) as c:
        made = created(c, [{"kind": "human"}, {"kind": "bot", "bot": "random"}], start=False)
    result = run(f"{server.base}/t/{made['id']}#seat=0&token={made['seats'][0]['token']}")
    assert result.exit_code == 1 and "is not over (open)" in result.output
    missing = run(f"{server.base}/t/nosuchtable")
    assert missing.exit_code == 2 and "404" in missing.output


def test_verify_catches_a_doctored_result(server: Server) -> None:
    with httpx.Client(base_url=server.base, timeout=10) as c:
        tid = created(c, BOTS)["id"]
        done = finished(c, tid)
        last = c.get(f"/api/tables/{tid}/replay", params={"step": done["seq"]}).json()
    assert check(done, last, "en", None)
    winners = [s for s in range(2) if s not in done["winners"]]
    for doctored, said in [
        (done | {"winners": winners}, "winners"),
        (done | {"seed": done["seed"] + 1}, "commitment"),
        (
            done | {"seed": done["seed"] + 1, "seed_commitment": commitment(done["seed"] + 1)},
            "gave something else",
        ),
    ]:
        with pytest.raises(VerifyError, match=said):
            check(doctored, last | {"seed_commitment": doctored["seed_commitment"]}, "en", None)
    with pytest.raises(VerifyError, match="moves"):
        check(done, last | {"moves": last["moves"][:-1]}, "en", None)
