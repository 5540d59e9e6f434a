"""What every ``stil`` command shares: the Typer app they register on, the ``--lang``
option, and reading a game id and ``name=value`` options into a clear refusal.

The command modules import this one, and :mod:`stil.cli.main` imports them all, so the
imports point one way (``main`` → commands → ``base``).
"""

from __future__ import annotations

from typing import Annotated

import typer

# ``stil.games`` is the games subpackage once one is imported, so the registry is read here.
from stil.core import Game, InvalidOption, OptionValue, UnknownGame
from stil.core.registry import game as get_game
from stil.i18n import LANGS, Lang

app = typer.Typer(
    name="stil",
    help="Stil: tabletop card games in the terminal.",
    no_args_is_help=True,
    add_completion=False,
)


def _known_lang(value: str) -> str:
    """A language there are files for (:data:`stil.i18n.LANGS`), or a refusal."""
    if value not in LANGS:
        known = ", ".join(repr(code) for code in LANGS)
        raise typer.BadParameter(f"{value!r} is not one of {known}.")
    return value


#: ``--lang``: one of the languages there are files for.
LangOption = Annotated[
    Lang,
    typer.Option(
        "--lang",
        "-l",
        envvar="STIL_LANG",
        callback=_known_lang,
        help=f"Language: {', '.join(LANGS)}.",
    ),
]
#: ``--option``/``-o``, the rule options of a command that plays a game (read by
#: :func:`options_arg`).
RuleOptions = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A rule option as name=value (repeatable)."),
]


def game_arg(game_id: str) -> Game:
    """The game named on the command line, or a refusal of the GAME argument."""
    try:
        return get_game(game_id)
    except UnknownGame as e:
        raise typer.BadParameter(str(e), param_hint="GAME") from None


def options_arg(game: Game, given: list[str]) -> dict[str, OptionValue]:
    """``name=value`` pairs read against the game's option list."""
    options: dict[str, OptionValue] = {}
    for item in given:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise typer.BadParameter(f"expected name=value, got {item!r}", param_hint="--option")
        try:
            spec = game.spec.option(name)
        except KeyError:
            known = ", ".join(o.name for o in game.spec.options) or "(none)"
            raise typer.BadParameter(
                f"unknown option {name!r} for {game.spec.id}; options are: {known}",
                param_hint="--option",
            ) from None
        try:
            options[name] = spec.parse(value)
        except InvalidOption as e:
            raise typer.BadParameter(str(e), param_hint="--option") from None
    return options
