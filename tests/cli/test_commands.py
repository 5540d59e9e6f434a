"""``stil rules``, ``stil games`` and every way of asking ``stil play`` for something wrong."""

from __future__ import annotations

import importlib.util
import re

import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.core.registry import game, games
from stil.i18n import catalog, option_source, t

from .conftest import option_rows, show

SPEC = game("cabbage").spec


def _show(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_rules_lists_every_option_with_its_default(cli, lang):
    result = cli(["rules", "cabbage", "--lang", lang])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    for option in SPEC.options:
        rows = [line for line in lines if f" {option.name} " in line]
        assert rows, f"{option.name} missing"
        cells = [c.strip() for c in rows[0].split("│")]
        assert cells[1:4] == [option.name, _show(option.default), option.allowed_text()]
    assert SPEC.names[lang] in result.output
    assert "2–5" in result.output
    from stil.i18n import t

    first_words = t(lang, f"cabbage.option.{SPEC.options[0].name}").split()[:2]
    assert " ".join(first_words) in result.output


def test_rules_of_an_unknown_game(cli):
    result = cli(["rules", "chess"])
    assert result.exit_code == 2
    assert "no game 'chess'" in result.output


def test_games_lists_the_registered_games(cli):
    result = cli(["games", "--lang", "en"])
    assert result.exit_code == 0
    assert "cabbage" in result.output and "Intrigues & Cabbage" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "human,robot"], "unknown player 'robot'"),
        (["--seats", "human"], "2–5 players, got 1"),
        (["--seats", "random," * 5 + "random"], "2–5 players, got 6"),
        (["--seats", "random,random", "--option", "nope=1"], "unknown option 'nope'"),
        (["--seats", "random,random", "--option", "looks_public=maybe"], "must be one of"),
        (["--seats", "random,random", "--option", "looks_public"], "expected name=value"),
        (["--seats", "random,random", "--lang", "de"], "'de' is not one of"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(cli, args, message):
    result = cli(["play", "cabbage", *args, "--seed", "1"])
    assert result.exit_code == 2
    assert message in " ".join(result.output.replace("│", " ").split())


def test_unknown_game_exits_2(cli):
    result = cli(["play", "chess", "--seats", "random,random"])
    assert result.exit_code == 2
    assert "no game 'chess'" in result.output


def test_heuristic_seat_plays_or_says_why_not(cli):
    """The heuristic bot is its own module; until it exists the seat is refused cleanly."""
    result = cli(["play", "cabbage", "--seats", "heuristic,random", "--seed", "2", "-l", "en"])
    if importlib.util.find_spec("stil.games.cabbage.bot") is None:
        assert result.exit_code == 2
        assert "heuristic bot for cabbage is not available" in result.output
    else:
        assert result.exit_code == 0, result.output
        assert "Final score" in result.output


DEVELOPER_REFS = re.compile(r"\.(md|toml|py)\b|§|open point|\b[ACS]\d{1,2}\b|#\d")
LABEL = {"uk": "У правилах:", "ru": "В правилах:", "en": "In the rulebook:"}


@pytest.mark.parametrize("game_id", games())
@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_rules_show_no_file_names_and_sources_in_the_page_language(cli, game_id, lang):
    """`stil rules` is for players: no file names, data-sheet entries or open-point numbers
    (those stay in the options' developer ``ref``); a source, where the game gives one, is a
    rulebook paragraph in words, in the page's language."""
    result = cli(["rules", game_id, "--lang", lang])
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.replace("│", " ").split())
    assert not DEVELOPER_REFS.search(shown), DEVELOPER_REFS.search(shown)
    rows = option_rows(result.output)
    sources = [
        row[3].split(LABEL[lang], 1)[1].strip() for row in rows.values() if LABEL[lang] in row[3]
    ]
    expected = [option_source(lang, game_id, o.name) for o in game(game_id).spec.options]
    assert len(sources) == len([s for s in expected if s])
    for source in sources:
        if lang != "en":
            assert not re.search(r"[A-Za-z]", source), f"English in a {lang} source: {source}"


@pytest.mark.parametrize("game_id", games())
def test_every_source_text_belongs_to_an_option(game_id):
    """A ``source.<option>`` text for an option the game does not have is a typo."""
    names = {o.name for o in game(game_id).spec.options}
    keys = catalog(game_id).keys()
    assert {k.removeprefix("source.") for k in keys if k.startswith("source.")} <= names


def test_an_option_without_a_source_shows_none():
    assert option_source("uk", "cabbage", "no_such_option") == ""
    assert option_source("ru", "cabbage", "voluntary_bust") == "«Эффекты карт»: Лис, Кролик, Курица"


@pytest.mark.parametrize("game_id", games())
@pytest.mark.parametrize("lang", ["uk", "en"])
def test_rules_in_a_narrow_terminal_break_no_word(game_id, lang):
    """Where the table would squeeze its headers and values into broken words («Зна / чен /
    ня»), the options are listed one under another: ``name = default``, then the values and
    the meaning; every line within the terminal either way."""
    result = CliRunner().invoke(app, ["rules", game_id, "--lang", lang], env={"COLUMNS": "70"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert all(len(line) <= 70 for line in lines)
    headers = [t(lang, f"stil.cli.col_{c}") for c in ("option", "default", "allowed", "meaning")]
    if "┏" in result.output:  # the table: its headers whole, on one line
        assert any(all(h in line for h in headers) for line in lines), result.output[:800]
        return
    label = headers[2] + ":"
    for option in game(game_id).spec.options:
        at = lines.index(f"{option.name} = {show(option.default)}")
        assert lines[at + 1].strip().startswith(label)
        words = " ".join(lines[at + 1 :]).split(label, 1)[1]
        assert " ".join(option.allowed_text().split()) in " ".join(words.split())
