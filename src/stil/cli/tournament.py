"""``stil tournament``: bots against each other at every table, rated (see
``docs/simulate.md``). English only, like ``stil simulate``: a tool for whoever tunes bots.
"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from stil.core import InvalidOption, InvalidPlayers
from stil.sim import simulate as sim
from stil.sim import tournament as sim_tournament

from .base import RuleOptions, app, game_arg, options_arg
from .simulate import _cores, counted, progress_bar


@app.command()
def tournament(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            "-b",
            help="The bots, comma-separated, each once (e.g. random,heuristic,ismcts).",
        ),
    ] = "random,heuristic",
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games at each table.")] = 100,
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            min=1,
            help="Bots at a table; every combination of that many plays. "
            "Default: the game's smallest player count (2 for most).",
            show_default=False,
        ),
    ] = None,
    seed: Annotated[
        int, typer.Option("--seed", help="Seed; every table is dealt the same games.")
    ] = 0,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-w",
            min=1,
            help="Processes playing the games. Default: the number of CPU cores.",
            show_default=False,
        ),
    ] = None,
    option: RuleOptions = None,
    duplicate: Annotated[
        bool,
        typer.Option(
            "--duplicate",
            help="Duplicate deals: each deal played once in every rotation of the seats "
            "(two bots: twice, seats swapped), so the luck of the deal cancels.",
        ),
    ] = False,
) -> None:
    """Play every pairing (or table) of the bots the same seeded games and rate them
    (openskill's Plackett-Luce model, the TrueSkill family)."""
    g = game_arg(game)
    given = options_arg(g, option or [])
    names = [k.strip().lower() for k in bots.split(",")]
    if not all(names):
        raise typer.BadParameter(f"an empty name in {bots!r}", param_hint="--bots")
    size = players if players is not None else max(2, min(g.spec.player_counts))
    if len(set(names)) != len(names) or len(names) < 2:
        raise typer.BadParameter(
            f"a tournament needs at least two bots, each named once (got {bots!r})",
            param_hint="--bots",
        )
    try:
        plan = sim_tournament.tables(names, size)
        for members in plan:
            sim.prepare(g.spec.id, [names[b] for b in members], given)
    except InvalidPlayers as e:
        raise typer.BadParameter(str(e), param_hint="--players") from None
    except InvalidOption as e:
        raise typer.BadParameter(str(e), param_hint="--option") from None
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--bots") from None
    workers = workers or _cores()
    console = Console(highlight=False)
    errors = Console(stderr=True, highlight=False)
    try:
        with progress_bar(errors) as bar:
            task = bar.add_task(
                f"{g.spec.id}, {counted(len(plan), 'table')}, {counted(workers, 'worker')}",
                total=games * len(plan),
            )
            result = sim_tournament.tournament(
                g.spec.id,
                names,
                games,
                seed=seed,
                players=size,
                options=given,
                workers=workers,
                progress=lambda done, _total: bar.update(task, completed=done),
                duplicate=duplicate,
            )
    except KeyboardInterrupt:
        errors.print(Text("Interrupted.", style="bold"))
        raise typer.Exit(130) from None
    _show(console, result, games, duplicate)


def _show(
    console: Console, result: sim_tournament.TournamentResult, games: int, duplicate: bool
) -> None:
    deals = "duplicate deals: each in every seat" if duplicate else "the same deals"
    console.print(
        Text(
            f"{result.game_id}: {counted(len(result.tables), 'table')} of {result.players}, "
            f"{games} games each ({deals} at every table), seed {result.seed}",
            style="bold",
        )
    )
    ratings = Table(title="Ratings (openskill Plackett-Luce), best first by μ − 3σ")
    ratings.add_column("#", justify="right", no_wrap=True)
    ratings.add_column("bot", style="bold", no_wrap=True)
    for name in ("μ", "σ", "μ − 3σ", "games", "win rate", "95% CI", "CPU s/move"):
        ratings.add_column(name, justify="right", no_wrap=True)
    for place, r in enumerate(result.ranking(), start=1):
        ratings.add_row(
            str(place),
            r.label,
            f"{r.mu:.2f}",
            f"{r.sigma:.2f}",
            f"{r.ordinal:.2f}",
            str(r.games),
            f"{r.win_rate.rate:.3f}",
            f"{r.win_rate.low:.3f}–{r.win_rate.high:.3f}",
            f"{r.cpu_per_move:.4f}",
        )
    console.print(ratings)
    grid = Table(title="Head to head: the row's win share at tables with the column")
    grid.add_column("", style="bold", no_wrap=True)
    for name in result.bots:
        grid.add_column(name, justify="right", no_wrap=True)
    for a, name in enumerate(result.bots):
        cells = []
        for b in range(len(result.bots)):
            rate = result.head_to_head(a, b)
            cells.append("–" if rate is None else f"{rate.rate:.3f}")
        grid.add_row(name, *cells)
    console.print(grid)
