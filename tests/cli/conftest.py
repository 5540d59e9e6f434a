"""Every text looked up during the CLI tests must exist: a missing key fails the test."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pytest
from typer.testing import CliRunner, Result

from stil import i18n
from stil.cli.main import app


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
