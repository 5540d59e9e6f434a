"""The HTML report: every section, the numbers of the run, plots embedded in the one file,
and clear errors for results files that cannot be read."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from stil.sim import simulate as sim
from stil.sim import wilson_interval
from stil.sim.report import Spread, build_report, by_seat, scores_by_bot, write_report
from stil.sim.simulate import GameRecord, ResultsFileError, SimulationResult

HAND_MADE = SimulationResult(
    "cabbage",
    ("heuristic", "random"),
    (
        GameRecord(0, 100, (0, 1), (10, 4), (0,), 30, 0),
        GameRecord(1, 101, (1, 0), (7, 7), (0, 1), 50, 1),
        GameRecord(2, 102, (0, 1), (2, 9), (1,), 40, 1),
        GameRecord(3, 103, (1, 0), (3, 8), (1,), 40, 0),
    ),
)


def _cells(page: str, first: str) -> list[str]:
    """The cells of the table row that starts with ``first``."""
    rows = re.findall(r"<tr>(.*?)</tr>", page)
    for row in rows:
        cells = re.findall(r"<td>(.*?)</td>", row)
        if cells and cells[0] == first:
            return cells
    raise AssertionError(f"no row {first!r}")


def test_every_section_is_there_with_its_plot() -> None:
    page = build_report(HAND_MADE, "hand.csv")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    for section in (
        "Win rate by bot",
        "Win rate by position in turn order",
        "Win rate by seat",
        "First-player advantage",
        "Score distributions",
        "Game length",
        "Per-action statistics",
    ):
        assert f">{section}</h2>" in page
    # Six plots, all inside the page: no file or address outside it is referred to.
    assert page.count('src="data:image/png;base64,') == 6
    assert "http" not in page.replace('lang="en"', "")
    assert "<td>hand.csv</td>" in page


def test_the_numbers_of_a_hand_made_run() -> None:
    page = build_report(HAND_MADE)
    # heuristic: wins 1 + 1/2 + 0 + 1 (seat 1 in game 3) = 2.5 of 4
    low, high = wilson_interval(2.5, 4)
    assert _cells(page, "heuristic") == [
        "heuristic",
        "4",
        "2.5",
        "0.625",
        f"{low:.3f}–{high:.3f}",
        f"{(10 + 7 + 2 + 8) / 4:.1f}",
    ]
    # position 1 is the seat that acted first: it won games 0, 1 (shared), 3 = 2.5 of 4
    assert _cells(page, "1")[:4] == ["1", "4", "2.5", "0.625"]
    # seat 0 won game 0, half of game 1: 1.5 of 4
    assert _cells(page, "seat 0")[:4] == ["seat 0", "4", "1.5", "0.375"]
    assert "wins 0.625 of the games" in page and "+0.125" in page
    assert "not significant at 95%" in page
    assert "Decisions per game: mean 40.0, sd 7.1, median 40, min 30, max 50." in page


def test_a_clear_first_player_advantage_is_called_significant() -> None:
    records = tuple(GameRecord(k, k, sim.seating(2, k), (5, 1), (0,), 10, 0) for k in range(40))
    page = build_report(SimulationResult("cabbage", ("random", "random"), records))
    assert "wins 1.000 of the games" in page and ", significant at 95%." in page
    assert _cells(page, "random#1")[:4] == ["random#1", "40", "20", "0.500"]


def test_helpers() -> None:
    assert [r.wins for r in by_seat(HAND_MADE)] == [1.5, 2.5]
    assert scores_by_bot(HAND_MADE) == [[10, 7, 2, 8], [4, 7, 9, 3]]
    assert Spread.of([]) == Spread(0.0, 0.0, 0.0, 0.0, 0.0)
    assert Spread.of([1, 3]) == Spread(2.0, 1.0, 2.0, 1, 3)


def test_report_of_a_simulated_run_read_back_from_csv(tmp_path: Path) -> None:
    result = sim.run("princes", ["heuristic", "random", "random"], games=9, seed=3)
    path = tmp_path / "results.csv"
    result.to_csv(path)
    page = write_report(SimulationResult.from_csv(path), tmp_path / "r.html").read_text()
    summary = result.summary()
    for b in summary.bots:
        cells = _cells(page, b.label)
        assert cells[1:4] == [str(b.games), f"{b.wins:.6g}", f"{b.win_rate.rate:.3f}"]
    assert "princes: 9 games, 3 players" in page


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.csv"
    path.write_text(text, encoding="utf-8")
    return path


GOOD_HEADER = (
    "game,index,seed,first_seat,decisions,winners,seat0_bot,seat0_score,seat1_bot,seat1_score"
)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "missing column"),
        ("a,b\n1,2\n", "missing column(s) seat0_bot, seat0_score"),
        ("game,index,seat0_bot,seat0_score\ncabbage,0,random,1\n", "missing column(s) seed"),
        (GOOD_HEADER + "\n", "no games"),
        (GOOD_HEADER + "\ncabbage,0,5,0,10,0,random,3,heuristic,x\n", "line 2: seat1_score: 'x'"),
        (GOOD_HEADER + "\ncabbage,0,5,0,10,7,random,3,heuristic,1\n", "line 2: winners"),
        (GOOD_HEADER + "\ncabbage,0,5,0,10,0,random,3\n", "line 2: the row does not have"),
        (
            GOOD_HEADER
            + "\ncabbage,0,5,0,10,0,random,3,heuristic,1\ncabbage,1,6,0,10,0,robot,3,random,1\n",
            "line 3: seat0_bot: 'robot'",
        ),
        (
            GOOD_HEADER
            + "\ncabbage,0,5,0,10,0,random,3,heuristic,1"
            + "\nprinces,1,6,0,10,0,heuristic,3,random,1\n",
            "line 3: game 'princes'",
        ),
    ],
)
def test_malformed_results_files(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ResultsFileError) as error:
        SimulationResult.from_csv(_write(tmp_path, text))
    assert message in str(error.value)
    assert isinstance(error.value, ValueError)


def test_a_missing_results_file(tmp_path: Path) -> None:
    with pytest.raises(ResultsFileError, match="no such file"):
        SimulationResult.from_csv(tmp_path / "nope.csv")
