"""Durability, the long run: many concurrent tables on a server process, SIGKILL mid-play,
a restart, every table played to its end; then no acknowledged action may be missing.

Run from the repository root with the main venv (the scenario is the one the test suite
runs small, ``tests/server/durability.py``):

    nice -n 10 .venv/bin/python benchmarks/durability.py --store sqlite --tables 24
    nice -n 10 .venv/bin/python benchmarks/durability.py --store postgres --tables 24 --kills 3

``--store postgres`` makes a fresh database on the machine's PostgreSQL (``STIL_TEST_POSTGRES``
names the server) and drops it after. Each round kills the server once.
"""

from __future__ import annotations

import argparse
import secrets
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sqlalchemy import create_engine, text  # noqa: E402
from tests.server.conftest import POSTGRES  # noqa: E402
from tests.server.durability import run  # noqa: E402

HUMAN = {"kind": "human"}
SEATINGS = [
    [HUMAN, {"kind": "bot", "bot": "random"}],
    [HUMAN, HUMAN],
    [{"kind": "bot", "bot": "heuristic"}, HUMAN, HUMAN],
    [HUMAN, {"kind": "bot", "bot": "random"}, HUMAN, {"kind": "bot", "bot": "heuristic"}],
]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--store", choices=["sqlite", "postgres"], default="sqlite")
    p.add_argument("--tables", type=int, default=24)
    p.add_argument("--game", default="cabbage")
    p.add_argument("--kill-after", type=int, default=0, help="acks before the kill (0: 4/table)")
    p.add_argument("--then", type=int, default=None, help="acks per table after the restart")
    p.add_argument("--kills", type=int, default=1, help="rounds, each with its own tables")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    games = [(a.game, SEATINGS[i % len(SEATINGS)]) for i in range(a.tables)]
    kill_after = a.kill_after or 4 * a.tables
    with tempfile.TemporaryDirectory() as tmp:
        if a.store == "sqlite":
            url, drop = f"sqlite:///{tmp}/stil.db", None
        else:
            name = f"stil_durability_{secrets.token_hex(4)}"
            admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
            with admin.connect() as c:
                c.execute(text(f'CREATE DATABASE "{name}"'))
            url, drop = f"{POSTGRES.rsplit('/', 1)[0]}/{name}", name
        try:
            for round_ in range(a.kills):
                began = time.monotonic()
                r = run(url, games, kill_after, seed=a.seed + 1000 * round_, then=a.then)
                print(
                    f"round {round_ + 1} ({a.store}): {r.tables} tables, {r.actions} actions "
                    f"stored, {r.acked} acknowledged ({r.acked_before_kill} before the kill), "
                    f"lost {r.lost}; restart {r.restart_s:.1f} s; "
                    f"wall {time.monotonic() - began:.0f} s",
                    flush=True,
                )
        finally:
            if drop:
                with admin.connect() as c:
                    c.execute(text(f'DROP DATABASE IF EXISTS "{drop}" WITH (FORCE)'))
                admin.dispose()


if __name__ == "__main__":
    main()
