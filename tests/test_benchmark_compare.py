"""``benchmarks/compare_builds.py`` keeps working: two builds (here the same one twice, the
installed ``stil``) are played in fresh processes and reported per build, the first one as
the base of the ratios; a build that cannot play stops the run instead of printing a
figure. Timing figures are not checked (speed is never asserted in tests)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

import stil

from .benchmark_scripts import load_script

BUILD = str(Path(stil.__file__).resolve().parents[1])  # the folder that holds ``stil``


def load() -> ModuleType:
    return load_script("compare_builds.py")


def test_two_builds_are_reported_side_by_side(capsys: pytest.CaptureFixture[str]) -> None:
    compare = load()
    args = [f"a={BUILD}", f"b={BUILD}", "--games", "cabbage:2", "--rounds", "2"]
    assert compare.main([*args, "--seconds", "0.05"]) == 0
    rows = [r for r in capsys.readouterr().out.splitlines() if r.startswith("| cabbage ")]
    assert [r.split("|")[3].strip() for r in rows] == ["a", "b"]
    for row in rows:
        rate = float(row.split("|")[4].split("[")[0].replace(",", ""))
        assert rate > 0
    assert "| 1.000 [1.000–1.000]× |" in rows[0]  # the base against itself, round by round
    assert re.search(r"\| \d+\.\d{3} \[\d+\.\d{3}–\d+\.\d{3}\]× \|$", rows[1])


def test_a_build_that_cannot_play_stops_the_run() -> None:
    compare = load()
    with pytest.raises(subprocess.CalledProcessError):
        compare.main([f"a={BUILD}", f"b={BUILD}", "--games", "no_such_game:2", "--rounds", "1"])


def test_builds_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        load().main([BUILD, f"b={BUILD}", "--games", "cabbage:2"])
    assert "NAME=DIR" in capsys.readouterr().err


@pytest.mark.parametrize(("measure", "unit"), [("clone", "clones"), ("determinize", "determ")])
def test_clone_and_determinize_are_measured_on_request(
    capsys: pytest.CaptureFixture[str], measure: str, unit: str
) -> None:
    compare = load()
    args = [f"a={BUILD}", f"b={BUILD}", "--games", "cabbage:2", "--rounds", "1"]
    assert compare.main([*args, "--measure", measure, "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert f"| {unit}" in out.splitlines()[1]
    rows = [r for r in out.splitlines() if r.startswith("| cabbage ")]
    assert len(rows) == 2 and all(
        float(r.split("|")[4].split("[")[0].replace(",", "")) > 0 for r in rows
    )
