"""Schemathesis against the app's own OpenAPI schema: every operation, with generated good
and bad input, answers without a server error (5xx) and as its schema documents.

Generated table ids and tokens would only ever reach the 404 and 403 paths, so every
operation on a table runs once more against each of three real tables (open, live,
finished), with some requests pointed at real tokens, the current sequence number, a legal
action or an existing replay step; the rest of each request stays as Schemathesis made it.
``STIL_SCHEMA_EXAMPLES`` sets the examples per run (CI: 10; the longer run in
docs/server.md: 200).
"""

from __future__ import annotations

import os
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import hypothesis
import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig
from schemathesis.python import asgi

from stil.server.app import create_app
from stil.server.manager import same_secret, token_hash

from .conftest import settings

EXAMPLES = int(os.environ.get("STIL_SCHEMA_EXAMPLES", "10"))
CONFIG = Path(__file__).with_name("schemathesis.toml")


def _made(client: Any, seats: list[dict[str, str]], start: bool) -> dict[str, Any]:
    r = client.post(
        "/api/tables", json={"game": "cabbage", "players": len(seats), "seats": seats, "seed": 5}
    )
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    if start:
        for s in (s for s in made["seats"] if "token" in s):
            r = client.post(f"/api/tables/{made['id']}/join", headers={"X-Seat-Token": s["token"]})
            assert r.status_code == 200, r.text
        r = client.post(
            f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]}
        )
        assert r.status_code == 200, r.text
    return made


@pytest.fixture
def api(store: str) -> Iterator[tuple[Any, list[dict[str, Any]], Any]]:
    """The schema as the app serves it, and three real tables: open, live and finished."""
    app = create_app(settings(store))
    config = SchemathesisConfig.from_path(CONFIG)
    schema = schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    humans = [{"kind": "human"}, {"kind": "human"}]
    with asgi.get_client(app) as client:
        tables = [
            _made(client, humans, start=False),
            _made(client, humans, start=True),
            _made(client, [{"kind": "bot", "bot": "random"}] * 2, start=True),
        ]
        end = time.monotonic() + 30
        while client.get(f"/api/tables/{tables[2]['id']}").json()["status"] != "finished":
            assert time.monotonic() < end, "the bot table did not finish"
            time.sleep(0.02)
    try:
        with asgi.get_client(app) as client:
            yield schema, tables, client
    finally:
        asgi.shutdown_lifespans()


def _pick(value: Any, n: int) -> int:
    """A choice made from the generated value itself, so Hypothesis replays it exactly."""
    return zlib.crc32(repr(value).encode()) % n


def _aim(case: Any, made: dict[str, Any], client: Any) -> None:
    """Point a case at a real table, and some at its real tokens, its current sequence
    number, a legal action or a replay step that exists (the rest stays as generated)."""
    path = case.path_parameters
    path["table_id"] = made["id"]
    headers = case.headers if case.headers is not None else {}
    if "X-Host-Token" in headers and _pick(headers["X-Host-Token"], 2):
        headers["X-Host-Token"] = made["host_token"]
    now = client.get(f"/api/tables/{made['id']}").json()
    if "replay" in case.operation.label:
        case.query = query = case.query or {}
        step = query.get("step", 0)
        if not isinstance(step, int) or _pick(step, 4):
            query["step"] = _pick(query, 101) % (now["seq"] + 2)
    if "X-Seat-Token" not in headers or not _pick(headers["X-Seat-Token"], 3):
        return
    seat = now["to_act"] if now["to_act"] is not None else _pick(headers["X-Seat-Token"], 2)
    token = made["seats"][seat].get("token", headers["X-Seat-Token"])
    headers["X-Seat-Token"] = token
    body = case.body
    if isinstance(body, dict) and "seq" in body and "action" in body and _pick(body, 3):
        body["seq"] = now["seq"]
        legal = client.get(
            f"/api/tables/{made['id']}/state", headers={"X-Seat-Token": token}
        ).json()
        if legal.get("actions") and _pick(body, 5) < 3:
            body["action"] = legal["actions"][0]["action"]


def _run(operation: Any, made: dict[str, Any] | None, client: Any) -> None:
    @hypothesis.given(case=operation.as_strategy())
    @hypothesis.settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=list(hypothesis.HealthCheck),
        derandomize=True,
        database=None,
    )
    def check(case: Any) -> None:
        if made is not None:
            _aim(case, made, client)
        response = case.call_and_validate()
        assert response.status_code < 500, (case.operation.label, response.text)

    check()


def test_the_api_answers_as_documented_and_never_fails(api: Any) -> None:
    """Each operation with generated input; each operation on a table once more against
    each of the three real tables."""
    schema, tables, client = api
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 11
    for operation in operations:
        on_table = "{table_id}" in operation.path
        for made in [None, *(tables if on_table else [])]:
            _run(operation, made, client)


def test_tokens_come_from_secrets_and_are_compared_in_constant_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Swapping the two primitives the seat tokens rest on must be seen by this test."""
    import stil.server.lobby as lobby
    import stil.server.manager as manager
    import stil.server.model as model

    drawn: list[int] = []
    real = lobby.secrets.token_urlsafe

    def counted(n: int | None = None) -> str:
        drawn.append(n or 0)
        return real(n)

    compared: list[tuple[Any, Any]] = []
    real_compare = model.hmac.compare_digest

    def compare(a: Any, b: Any) -> bool:
        compared.append((a, b))
        return real_compare(a, b)

    monkeypatch.setattr(lobby.secrets, "token_urlsafe", counted)
    monkeypatch.setattr(model.hmac, "compare_digest", compare)
    m = manager.Manager(settings("sqlite://"))
    # create() draws the table id, one token per human seat and the host token
    table, told = m.create("cabbage", 2, {}, [{"kind": "human"}] * 2, 1, None)
    assert len(drawn) == 4 and all(n >= 24 for n in drawn[1:])
    token = told["seats"][1]["token"]
    assert table.seat_of(token) == 1
    # every seat was compared through hmac.compare_digest, on hashes, never the raw token
    assert len(compared) == 2 and all(token not in pair for pair in compared)
    assert same_secret(token, token_hash(token)) and not same_secret(token, token_hash("x"))
