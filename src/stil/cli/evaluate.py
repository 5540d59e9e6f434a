"""``stil evaluate``: any agent (a bot, ``module:name`` or ``file.py:name``) against our
bots over duplicate deals, its win rate with a 95% interval (:mod:`stil.sim.evaluate`)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from stil.core import InvalidOption, InvalidPlayers
from stil.sim.evaluate import evaluate as run_evaluation
from stil.sim.evaluate import evaluation_text

from .base import RuleOptions, app, game_arg, options_arg


@app.command()
def evaluate(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    agent: Annotated[
        str,
        typer.Option(
            "--agent",
            "-a",
            help="A bot's name, or module:name / path/to/file.py:name naming a "
            "choose(observation, legal, rng) callable, a Bot class, or a function of the "
            "game id returning one.",
        ),
    ],
    deals: Annotated[
        int, typer.Option("--deals", "-n", min=1, help="Deals, each played in every seat.")
    ] = 100,
    opponents: Annotated[
        str, typer.Option("--opponents", help="The bot in every other seat.")
    ] = "heuristic",
    players: Annotated[int, typer.Option("--players", "-p", min=1)] = 2,
    seed: Annotated[int, typer.Option("--seed")] = 0,
    option: RuleOptions = None,
) -> None:
    """Play an agent against the bots over duplicate deals and print its win rate with a
    95% interval, by seat too."""
    g = game_arg(game)
    options = options_arg(g, option or [])
    errors = Console(stderr=True, highlight=False)
    try:
        row = run_evaluation(
            g.spec.id,
            agent,
            deals,
            opponents=opponents,
            players=players,
            seed=seed,
            options=options,
            progress=lambda done, total: errors.print(f"game {done}/{total}", end="\r"),
        )
    except (InvalidPlayers, InvalidOption) as e:
        raise typer.BadParameter(str(e)) from None
    except ValueError as e:  # the agent's spec, or the opponents' name
        raise typer.BadParameter(str(e), param_hint="--agent/--opponents") from None
    Console(highlight=False).print(evaluation_text(row))
