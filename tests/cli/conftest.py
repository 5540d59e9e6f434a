"""Every text looked up during the CLI tests must exist: a missing key fails the test."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Sequence

import pytest
from rich.console import Console, RenderableType
from rich.rule import Rule
from rich.text import Text
from typer.testing import CliRunner, Result

import stil
from stil import i18n
from stil import render as renderer
from stil.cli.main import app
from stil.cli.play import Session, make_players
from stil.core import Rng, State


@pytest.fixture(autouse=True)
def strict_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)


@pytest.fixture
def cli() -> Callable[..., Result]:
    """Run ``stil ARGS`` in-process with a fixed terminal width and scripted input."""
    runner = CliRunner()

    def invoke(args: Sequence[str], input: str | None = None) -> Result:
        result = runner.invoke(app, list(args), input=input, env={"COLUMNS": "100"})
        assert "Traceback" not in result.output
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return result

    return invoke


PASS = re.compile(r"^Pass the device to (Player \d+)\.$")
EVERYONE = "The game is over. Show the screen to everyone."


def screens(output: str) -> list[tuple[str | None, str]]:
    """Split a hot-seat transcript into (whose screen, text); ``None``: everyone's."""
    owner: str | None = None
    parts: list[tuple[str | None, list[str]]] = [(None, [])]
    for line in output.splitlines():
        m = PASS.match(line.strip())
        if m:
            owner = m.group(1)
            parts.append((owner, []))
        elif line.strip() == EVERYONE:
            parts.append((None, []))
        else:
            parts[-1][1].append(line)
    return [(who, "\n".join(lines)) for who, lines in parts]


def text(renderable: RenderableType | str, width: int = 100) -> str:
    """What a terminal ``width`` columns wide shows of ``renderable``."""
    console = Console(file=io.StringIO(), width=width)
    console.print(renderable)
    return console.file.getvalue()  # type: ignore[attr-defined]


def plain(shown: RenderableType | str | None) -> str:
    """An event's words without drawing them (cheap for thousands of events)."""
    if shown is None or isinstance(shown, str):
        return shown or ""
    if isinstance(shown, Text):
        return shown.plain
    if isinstance(shown, Rule):
        return str(shown.title)
    return text(shown)


def show(value: object) -> str:
    """An option value as ``stil rules`` prints it."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def option_rows(output: str) -> dict[str, list[str]]:
    """The rows of ``stil rules``' option table by option name; a row wrapped over several
    lines (long values and meanings fold at the terminal's width) is joined back."""
    rows: dict[str, list[str]] = {}
    block: list[list[str]] = []
    for line in output.splitlines():
        if line.startswith("│"):
            block.append([c.strip() for c in line.split("│")[1:-1]])
        elif block:
            cells = [" ".join(part for part in col if part) for col in zip(*block, strict=True)]
            rows[cells[0]] = cells
            block = []
    return rows


def hot_seat(
    game_id: str, seed: int, width: int, hand_of: Callable[[State, int], tuple[str, object]]
) -> tuple[State, list[tuple[str, object]], str]:
    """Two people and a random bot at one terminal, the people choosing at random: the
    finished state, each person's hand (``hand_of(state, seat)``) at every choice they made,
    and everything printed — for the tests that no hand reaches another person's screen."""
    state = stil.game(game_id).new(players=3, seed=seed)
    console = Console(file=io.StringIO(), width=width)
    rng = Rng(seed)
    hands: list[tuple[str, object]] = []

    def read_line(prompt: str) -> str:
        if prompt.startswith(("Your choice", "Enter to continue")):
            seat = state.to_act
            assert seat is not None
            hands.append(hand_of(state, seat))
            return str(1 + rng.below(len(state.legal_actions())))
        return ""

    people = make_players(["human", "human", "random"], game_id, seed)
    Session(state, people, renderer.load(game_id), "en", console, read_line).run()
    assert state.is_over
    return state, hands, console.file.getvalue()  # type: ignore[attr-defined]
