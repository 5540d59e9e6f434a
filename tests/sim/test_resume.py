"""Resuming a stopped run (``simulate.resume``): the games its file holds are kept, checked
to be this run's, the rest played into the same file, which ends byte for byte as the whole
run's; a file of another run is refused and left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from stil.sim import simulate as sim

BOTS = ["heuristic", "random"]


def _whole(path: Path, games: int = 6, **kwargs: object) -> sim.SimulationResult:
    """The uninterrupted run, its file at ``path``."""
    return sim.run("cabbage", BOTS, games, seed=5, out=path, **kwargs)  # type: ignore[arg-type]


def _cut(whole: Path, path: Path, games: int) -> bytes:
    """``whole`` as a run stopped after ``games`` games leaves it (its header included)."""
    lines = whole.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[: 1 + games]))
    return path.read_bytes()


@pytest.mark.parametrize(
    ("bots", "duplicate", "kept", "workers"),
    [
        (BOTS, False, 2, 1),
        (BOTS, True, 3, 1),  # in the middle of the second deal
        (["heuristic", "random", "random"], True, 4, 2),  # a deal of three, two workers
    ],
)
def test_a_stopped_run_resumed_ends_as_the_whole_runs_file(
    tmp_path: Path, bots: list[str], duplicate: bool, kept: int, workers: int
) -> None:
    whole_path, path = tmp_path / "whole.csv", tmp_path / "cut.csv"
    whole = sim.run("cabbage", bots, 6, seed=5, duplicate=duplicate, out=whole_path)
    _cut(whole_path, path, kept)
    calls: list[tuple[int, int]] = []
    result = sim.resume(
        path, "cabbage", bots, 6, seed=5, duplicate=duplicate, workers=workers,
        progress=lambda done, total: calls.append((done, total)),
    )  # fmt: skip
    assert path.read_bytes() == whole_path.read_bytes()
    assert result == whole and result.kept == kept
    assert calls[0] == (kept, 6) and calls[-1] == (6, 6)
    # the summary counts every game; the CPU a move only those played now (no timings kept)
    assert result.summary().games == 6
    assert [r.choices for r in result.records[:kept]] == [()] * kept
    assert all(r.choices for r in result.records[kept:])


def test_the_file_of_a_run_is_what_to_csv_writes(tmp_path: Path) -> None:
    result = _whole(tmp_path / "run.csv")
    result.to_csv(tmp_path / "after.csv")
    assert (tmp_path / "run.csv").read_bytes() == (tmp_path / "after.csv").read_bytes()


def test_resuming_a_whole_file_plays_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.csv"
    whole = _whole(path)
    before = path.read_bytes()

    def no_game(*args: object) -> None:
        raise AssertionError("a game was played")

    monkeypatch.setattr(sim, "play_one", no_game)
    result = sim.resume(path, "cabbage", BOTS, 6, seed=5)
    assert path.read_bytes() == before
    assert result == whole and result.kept == 6 and result.games_per_second == 0


@pytest.mark.parametrize("start", ["header", "empty", "missing", "header cut off"])
def test_a_file_without_games_is_started_afresh(tmp_path: Path, start: str) -> None:
    whole_path, path = tmp_path / "whole.csv", tmp_path / "cut.csv"
    whole = _whole(whole_path)
    if start == "header":
        _cut(whole_path, path, 0)
    elif start == "empty":
        path.write_bytes(b"")
    elif start == "header cut off":
        path.write_bytes(whole_path.read_bytes()[:10])
    result = sim.resume(path, "cabbage", BOTS, 6, seed=5)
    assert path.read_bytes() == whole_path.read_bytes()
    assert result == whole and result.kept == 0


def test_a_row_cut_off_as_it_was_written_is_played_again(tmp_path: Path) -> None:
    whole_path, path = tmp_path / "whole.csv", tmp_path / "cut.csv"
    whole = _whole(whole_path)
    cut = _cut(whole_path, path, 3)
    half = whole_path.read_bytes()[len(cut) : len(cut) + 20]  # game 3's row, half written
    path.write_bytes(cut + half)
    assert sim.kept_games(path, "cabbage", BOTS, 6, seed=5) == whole.records[:3]
    assert sim.resume(path, "cabbage", BOTS, 6, seed=5).kept == 3
    assert path.read_bytes() == whole_path.read_bytes()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seed": 6}, "line 2: game 0 was dealt with seed"),
        ({"duplicate": True}, "line 3: game 1 was dealt with seed"),  # game 0: the same deal
        ({"seats": ["ismcts-easy", "random"]}, "holds games of heuristic, random, not of "),
        ({"seats": ["random", "heuristic"]}, "holds games of heuristic, random, not of "),
        ({"seats": ["heuristic", "random", "random"]}, "not of heuristic, random#2, random#3"),
        ({"game_id": "princes"}, "holds cabbage games, not princes"),
        ({"games": 2}, "holds 3 games, more than the 2 of this run"),
        ({"first": 1}, "line 2: game 0 where this run's game 1 comes"),
    ],
)
def test_the_file_of_another_run_is_refused_and_left_as_it_was(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    whole_path, path = tmp_path / "whole.csv", tmp_path / "cut.csv"
    _whole(whole_path)
    before = _cut(whole_path, path, 3)
    args: dict[str, object] = {"game_id": "cabbage", "seats": BOTS, "games": 6, "seed": 5}
    args.update(change)
    with pytest.raises(sim.ResumeError, match=message):
        sim.resume(path, **args)  # type: ignore[arg-type]
    with pytest.raises(sim.ResumeError, match=message):
        sim.kept_games(path, **args)  # type: ignore[arg-type]
    assert path.read_bytes() == before
    assert issubclass(sim.ResumeError, ValueError)


def test_a_file_that_is_not_a_results_file_is_refused_and_left_as_it_was(
    tmp_path: Path,
) -> None:
    path = tmp_path / "notes.csv"
    path.write_text("name,value\nrounds,3\n", encoding="utf-8")
    with pytest.raises(sim.ResultsFileError, match="not a results file"):
        sim.resume(path, "cabbage", BOTS, 6, seed=5)
    assert path.read_text(encoding="utf-8") == "name,value\nrounds,3\n"
    # a header of another table and no game: nothing to keep, but not this run's file
    path.write_text("game,index,seed,seat0_bot\n", encoding="utf-8")
    with pytest.raises(sim.ResumeError, match="header is not this run's"):
        sim.resume(path, "cabbage", BOTS, 6, seed=5)
    assert path.read_text(encoding="utf-8") == "game,index,seed,seat0_bot\n"


def test_a_part_of_a_run_from_game_first_is_the_whole_runs_games(tmp_path: Path) -> None:
    whole = _whole(tmp_path / "whole.csv")
    part = sim.run("cabbage", BOTS, 6, seed=5, first=2, out=tmp_path / "part.csv")
    assert part.records == whole.records[2:]
    rows = (tmp_path / "whole.csv").read_bytes().splitlines(keepends=True)
    assert (tmp_path / "part.csv").read_bytes() == b"".join([rows[0], *rows[3:]])
    # a part stopped after one game, resumed from the same first game
    _cut(tmp_path / "part.csv", tmp_path / "cut.csv", 1)
    resumed = sim.resume(tmp_path / "cut.csv", "cabbage", BOTS, 6, seed=5, first=2)
    assert resumed.records == whole.records[2:] and resumed.kept == 1
    with pytest.raises(ValueError, match="first game must be one of the run's, 0 to 5"):
        sim.run("cabbage", BOTS, 6, first=6)


def test_rows_are_written_in_game_order_as_games_end(tmp_path: Path) -> None:
    """A game over before an earlier one waits for it: the file always holds games
    ``first`` to some ``k``, what a resumed run continues."""
    result = sim.run("cabbage", ["random", "random"], 5, seed=1)
    records = result.records
    with (tmp_path / "rows.csv").open("w", newline="", encoding="utf-8") as f:
        rows = sim._Rows(f, result, first=0)
        rows.header()
        rows.add([records[2], records[1]])  # game 0 still being played
        assert len((tmp_path / "rows.csv").read_bytes().splitlines()) == 1
        rows.add([records[0], records[4]])
        assert len((tmp_path / "rows.csv").read_bytes().splitlines()) == 1 + 3
        rows.add([records[3]])
    result.to_csv(tmp_path / "whole.csv")
    assert (tmp_path / "rows.csv").read_bytes() == (tmp_path / "whole.csv").read_bytes()
