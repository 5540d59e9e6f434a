"""``stil rules``, ``stil games`` and every way of asking ``stil play`` for something wrong."""

from __future__ import annotations

import importlib.util

import pytest

from stil.core.registry import game

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
