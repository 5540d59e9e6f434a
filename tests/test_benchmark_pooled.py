"""``benchmarks/pooled.py`` pools a pairing's results files: each game once, a shared win as
a share, the deals of duplicate runs paired; files of another pairing are refused."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from stil.sim.play import GameRecord
from stil.sim.simulate import SimulationResult

from .benchmark_scripts import load_script


def load() -> ModuleType:
    return load_script("pooled.py")


def write(path: Path, bots: tuple[str, str], games: list[tuple[int, tuple[int, ...]]]) -> str:
    """Two-player games of a duplicate run: (deal seed, winning seats), bots rotated."""
    records = tuple(
        GameRecord(k, seed, (k % 2, (k + 1) % 2), (1, 1), winners, 10, 0)
        for k, (seed, winners) in enumerate(games)
    )
    SimulationResult("cabbage", bots, records).to_csv(path)
    return str(path)


def test_files_are_pooled_game_by_game_and_deal_by_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pooled = load()
    # a wins deal 1 in both seats, shares deal 2's first game and loses its second
    one = write(tmp_path / "1.csv", ("a", "b"), [(1, (0,)), (1, (1,)), (2, (0, 1)), (2, (0,))])
    # the other file lists the bots the other way round: a is bot 1, seat 1 in game 0
    two = write(tmp_path / "2.csv", ("b", "a"), [(3, (1,)), (3, (1,))])
    assert pooled.main(["--bot", "a", one, two]) == 0
    out = capsys.readouterr().out
    assert "a 3.5 of 6 games = 0.583" in out
    # deals 1, 2, 3: shares 1 and 1, 0.5 and 0, 0 and 1; the interval is clipped to 0..1
    assert "per deal: 3 deals, mean 0.583 (normal 95% 0.151–1.000)" in out
    game, got, repeated = pooled.shares([one, two], "a")
    assert repeated == 0
    assert game == "cabbage"
    assert sorted(got) == [(1, 1.0), (1, 1.0), (2, 0.0), (2, 0.5), (3, 0.0), (3, 1.0)]


def test_another_pairing_or_an_unknown_bot_is_refused(tmp_path: Path) -> None:
    pooled = load()
    one = write(tmp_path / "1.csv", ("a", "b"), [(1, (0,)), (1, (1,))])
    other = write(tmp_path / "2.csv", ("a", "c"), [(1, (0,)), (1, (1,))])
    assert pooled.main(["--bot", "a", one, other]) == 2
    assert pooled.main(["--bot", "z", one]) == 2


def test_an_alias_reads_as_the_bot(tmp_path: Path) -> None:
    pooled = load()
    one = write(tmp_path / "1.csv", ("a", "b"), [(1, (0,)), (1, (1,))])
    other = write(tmp_path / "2.csv", ("x", "b"), [(2, (0,)), (2, (0,))])
    assert pooled.main(["--bot", "a", one, other]) == 2  # another pairing without it
    _, got, _ = pooled.shares([one, other], "a", ["x"])
    assert sorted(got) == [(1, 1.0), (1, 1.0), (2, 0.0), (2, 1.0)]


def test_a_game_found_again_counts_once_and_must_have_come_out_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A stopped run finished with ``--first`` at the deal it had begun plays that deal's
    first game again: pooled, it counts once; had it come out otherwise, the two files
    were played by different code, and pooling them is refused."""
    pooled = load()
    # the stopped run: deal 1 whole (a wins both), deal 2's first game (a in seat 0 wins)
    part = write(tmp_path / "part.csv", ("a", "b"), [(1, (0,)), (1, (1,)), (2, (0,))])
    # the rest, from deal 2: its first game again, the same, then its second (b wins)
    rest = write(tmp_path / "rest.csv", ("a", "b"), [(2, (0,)), (2, (0,))])
    pool = pooled.shares([part, rest], "a")
    assert pool == ("cabbage", [(1, 1.0), (1, 1.0), (2, 1.0), (2, 0.0)], 1)
    assert pooled.main(["--bot", "a", part, rest]) == 0
    out = capsys.readouterr().out
    assert "a 3 of 4 games = 0.750" in out
    assert "1 game(s) found again in a later file, the same, counted once" in out
    # deal 2's first game again, but b wins it this time
    other = write(tmp_path / "other.csv", ("a", "b"), [(2, (1,)), (2, (0,))])
    with pytest.raises(pooled.PoolError, match="came out otherwise"):
        pooled.shares([part, other], "a")
    assert pooled.main(["--bot", "a", part, other]) == 2


def test_a_variant_is_paired_with_its_base_deal_by_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--base``: the mean over the deals both played of the variant's share minus the
    base's; deals only one of them played are left out."""
    pooled = load()
    # the base: a wins deal 1 once and deal 2 never; deal 4 only here
    base = write(
        tmp_path / "b.csv",
        ("a", "b"),
        [(1, (0,)), (1, (0,)), (2, (1,)), (2, (0,)), (4, (0,)), (4, (1,))],
    )
    # the variant: a wins deal 1 twice and deal 2 once; deal 3 only here (a sits in seat 0
    # in the even games, seat 1 in the odd ones)
    variant = write(
        tmp_path / "v.csv",
        ("a", "b"),
        [(1, (0,)), (1, (1,)), (2, (0,)), (2, (0,)), (3, (0,)), (3, (1,))],
    )
    assert pooled.main(["--bot", "a", variant, "--base", base]) == 0
    out = capsys.readouterr().out
    # deal 1: 1 - 0.5 = +0.5; deal 2: 0.5 - 0 = +0.5; mean +0.5, no spread
    assert "paired with the base, 2 deals: +0.500 (normal 95% +0.500 to +0.500)" in out
    assert pooled.main(["--bot", "a", base, "--base", variant]) == 0
    assert "paired with the base, 2 deals: -0.500" in capsys.readouterr().out
    # no deal in common: refused
    other = write(tmp_path / "o.csv", ("a", "b"), [(9, (0,)), (9, (1,))])
    assert pooled.main(["--bot", "a", other, "--base", base]) == 2
