"""SIGKILL during concurrent games, then a restart: no acknowledged action is lost and every
game goes on to its end (tests/server/durability.py; a bigger run: benchmarks/durability.py)."""

from __future__ import annotations

from .durability import run

HUMAN = {"kind": "human"}
RANDOM = {"kind": "bot", "bot": "random"}
HEURISTIC = {"kind": "bot", "bot": "heuristic"}


def test_a_killed_server_loses_no_acknowledged_action(store: str) -> None:
    games = [
        ("cabbage", [HUMAN, RANDOM]),
        ("cabbage", [HUMAN, HUMAN]),
        ("cabbage", [HEURISTIC, HUMAN, HUMAN]),
        ("cabbage", [HUMAN, RANDOM, HUMAN]),
    ]
    report = run(store, games, kill_after=24, seed=3, timeout=240, then=6)
    assert report.lost == 0 and report.acked_before_kill >= 24
    assert report.acked > report.acked_before_kill  # the games went on after the restart
