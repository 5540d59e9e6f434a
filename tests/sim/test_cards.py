"""Designers change data, not code (issue 41): ``stil simulate --cards FILE`` and
``run(cards=...)`` play a changed ``cards.toml``, checked first; a data error is one line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.core.data import CardsError, check_cards, parse_set
from stil.sim import simulate as sim

PACKAGED = Path(__file__).parents[2] / "src/stil/games/cabbage/cards.toml"


def changed(tmp_path: Path, name: str, old: str, new: str, count: int = 1) -> Path:
    text = PACKAGED.read_text("utf-8")
    assert text.count(old) >= count
    path = tmp_path / name
    path.write_text(text.replace(old, new, count), "utf-8")
    return path


def cabbage_points(tmp_path: Path, points: int) -> Path:
    """The packaged data with each Cabbage worth ``points``."""
    text = PACKAGED.read_text("utf-8")
    start = text.index('id = "cabbage"')
    at = text.index("points = 2", start)
    path = tmp_path / f"cabbage{points}.toml"
    path.write_text(text[:at] + f"points = {points}" + text[at + len("points = 2") :], "utf-8")
    return path


def test_a_changed_card_changes_the_games(tmp_path: Path) -> None:
    """Cabbages worth 30 instead of 2: the same deals end with far higher scores, in
    workers that read the file (the packaged data stays in this process)."""
    path = cabbage_points(tmp_path, 30)
    digest = check_cards("cabbage", path)
    plain = sim.run("cabbage", ["random", "random"], 4, seed=3)
    rich = sim.run("cabbage", ["random", "random"], 4, seed=3, cards=path)
    assert plain.cards is None
    assert rich.cards == f"{path} (sha256 {digest[:12]})"
    assert [r.seed for r in rich.records] == [r.seed for r in plain.records]
    mean = lambda res: sum(sum(r.scores) for r in res.records) / len(res.records)  # noqa: E731
    assert mean(rich) > mean(plain) + 50
    import stil.games.cabbage.cards as packaged

    assert next(c for c in packaged.CARDS.card if c.id == "cabbage").points == 2


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("points_by_count = [0, 9, 5, 3]", 'points_by_count = [0, "nine", 5, 3]',
         r'card "pig" points_by_count #2: Input should be a valid integer'),
        ('id = "pig"\ncount = 8', 'id = "pig"\ncount = 9', r"card counts do not add up to 86"),
        ('id = "pig"\ncount = 8', 'id = "pig"\ncount = 8\ncolour = "pink"',
         r'card "pig" colour: Extra inputs are not permitted'),
        ("deck_size = 86", "deck_size = ", r"not valid TOML"),
        ('game = "cabbage"', 'game = "princes"', r"this file is for 'princes', not 'cabbage'"),
    ],
)  # fmt: skip
def test_data_errors_are_one_line(tmp_path: Path, old: str, new: str, message: str) -> None:
    path = changed(tmp_path, "bad.toml", old, new)
    with pytest.raises(CardsError, match=re.escape(str(path)) + ".*" + message) as caught:
        check_cards("cabbage", path)
    assert "\n" not in str(caught.value)
    with pytest.raises(CardsError):
        sim.run("cabbage", ["random", "random"], 2, cards=path)


def test_the_command_line(tmp_path: Path) -> None:
    runner = CliRunner()
    good = cabbage_points(tmp_path, 30)
    done = runner.invoke(app, ["simulate", "cabbage", "-n", "2", "-w", "1", "--cards", str(good)])
    assert done.exit_code == 0, done.output
    assert "Changed card data:" in done.output and "sha256" in done.output
    bad = changed(tmp_path, "bad.toml", "deck_size = 86", "deck_size = 85")
    refused = runner.invoke(app, ["simulate", "cabbage", "-n", "2", "--cards", str(bad)])
    assert refused.exit_code == 2
    assert "Traceback" not in refused.output and "--cards" in refused.output
    missing = runner.invoke(app, ["simulate", "cabbage", "--cards", str(tmp_path / "no.toml")])
    said = " ".join(missing.output.replace("│", " ").split())
    assert missing.exit_code == 2 and "cannot be read" in said


def test_set_changes_one_value(tmp_path: Path) -> None:
    """``--set card.field=value`` (``card_sets``) on the packaged data or on a file."""
    plain = sim.run("cabbage", ["random", "random"], 4, seed=3)
    rich = sim.run("cabbage", ["random", "random"], 4, seed=3, card_sets={"cabbage.points": 30})
    assert rich.cards is not None and rich.cards.startswith("cards.toml with cabbage.points=30")
    mean = lambda res: sum(sum(r.scores) for r in res.records) / len(res.records)  # noqa: E731
    assert mean(rich) > mean(plain) + 50
    on_file = check_cards("cabbage", cabbage_points(tmp_path, 30), {"cabbage.points": 2})
    assert on_file != check_cards("cabbage", cabbage_points(tmp_path, 30))
    assert parse_set("pig.points_by_count=[0, 12, 5, 3]") == ("pig.points_by_count", [0, 12, 5, 3])
    for bad, message in [
        ({"nocard.points": 3}, "no card 'nocard'"),
        ({"cabbage.points": "lots"}, 'card "cabbage" points: Input should be a valid integer'),
        ({"deck_size": 85}, "card counts do not add up to 85"),
    ]:
        with pytest.raises(CardsError, match=re.escape(message)):
            check_cards("cabbage", None, bad)
    with pytest.raises(CardsError, match=r"not card\.field=value"):
        parse_set("points")


@pytest.mark.parametrize("game_id", ["cabbage", "princes", "unicorns", "kingdoms", "catboxes"])
def test_every_games_packaged_data_checks(game_id: str) -> None:
    assert len(check_cards(game_id, None)) == 64
    assert len(check_cards(game_id, None, {"format": 1})) == 64
    with pytest.raises(CardsError):
        check_cards(game_id, None, {"format": 2})


def test_the_command_line_set() -> None:
    runner = CliRunner()
    args = ["simulate", "cabbage", "-n", "2", "-w", "1", "--set", "cabbage.points=30"]
    done = runner.invoke(app, args)
    assert done.exit_code == 0, done.output
    assert "Changed card data: cards.toml with cabbage.points=30" in done.output
    refused = runner.invoke(app, ["simulate", "cabbage", "--set", "nocard.points=3"])
    said = " ".join(refused.output.replace("│", " ").split())
    assert refused.exit_code == 2 and "no card 'nocard'" in said and "Traceback" not in said
