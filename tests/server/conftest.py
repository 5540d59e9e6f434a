"""The server under test: a fresh store per test, on SQLite and on the machine's real
PostgreSQL (a database made for the test run and dropped after it)."""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from stil.server.app import create_app
from stil.server.settings import Settings

POSTGRES = os.environ.get("STIL_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1/postgres")


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A new, empty PostgreSQL database for this test process."""
    name = f"stil_test_{secrets.token_hex(4)}"
    admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    with admin.connect() as c:
        c.execute(text(f'CREATE DATABASE "{name}"'))
    base = POSTGRES.rsplit("/", 1)[0]
    yield f"{base}/{name}"
    with admin.connect() as c:
        c.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Any) -> str:
    """A store URL; the PostgreSQL one is emptied before each test."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/stil.db"
    url: str = request.getfixturevalue("postgres_url")
    engine = create_engine(url)
    with engine.begin() as c:
        c.execute(
            text(
                "DROP TABLE IF EXISTS chat, push_subscriptions, server_settings, "
                "actions, tables, alembic_version"
            )
        )
    engine.dispose()
    return url


def settings(url: str, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "database_url": url,
        "bot_delay": 0.0,
        # a person's forced decisions are theirs to answer here, as the tests were written;
        # the server's answering them is tested on its own (test_table_help.py)
        "auto_answer": False,
        "abandon_after": 0.0,
        "min_turn_timer": 0.05,
        # admission and read limits are tested on their own (test_admission.py)
        "tables_per_minute": 0,
        "search_tables_per_client": 0,
        "search_tables": 0,
        "read_rate": 0.0,
        # boards drawn in the server's drawing thread, where a test can watch them
        # (test_board.py draws in a worker process on purpose)
        "draw_workers": 0,
        # Python's own collector: many apps start and stop in one test process
        # (test_collector.py tests the server's policy)
        "gc_every": 0.0,
    }
    return Settings(**(base | kw))


@pytest.fixture
def client(store: str) -> Iterator[TestClient]:
    with TestClient(create_app(settings(store))) as c:
        yield c


def table(
    c: TestClient,
    game: str = "cabbage",
    players: int = 2,
    seats: list[dict[str, Any]] | None = None,
    start: bool = True,
    **extra: Any,
) -> dict[str, Any]:
    """Create (join every human seat, and start) a table; returns the creation answer."""
    seats = seats or [{"kind": "human"}] * players
    r = c.post("/api/tables", json={"game": game, "players": players, "seats": seats, **extra})
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    for s in made["seats"]:
        if s["kind"] == "human":
            assert (
                c.post(f"/api/tables/{made['id']}/join", headers=seat(s["token"])).status_code
                == 200
            )
    if start:
        r = c.post(f"/api/tables/{made['id']}/start", headers={"X-Host-Token": made["host_token"]})
        assert r.status_code == 200, r.text
    return made


def seat(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def frame(
    c: TestClient, table_id: str, token: str | None = None, lang: str = "en"
) -> dict[str, Any]:
    r = c.get(
        f"/api/tables/{table_id}/state", headers=seat(token) if token else {}, params={"lang": lang}
    )
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def wait_for(check: Callable[[], bool], timeout: float = 20.0) -> None:
    """Poll until ``check()`` (bots move in the server's own tasks)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")
