"""``stil simulate``: the balance simulator on the command line (see ``docs/simulate.md``).

A progress bar with its ETA goes to stderr while the games are played, the summary tables
to stdout, and with ``--out`` one CSV row per game to a file. Bad arguments end with a
one-line message and exit code 2, Ctrl-C with exit code 130. The tables are in English
only: this is a tool for whoever balances the games, not for players.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from stil.core import InvalidOption, InvalidPlayers, UnknownGame
from stil.sim import WinRate
from stil.sim import simulate as sim

from .main import _game, _options, app


def _cores() -> int:
    return os.cpu_count() or 1


@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="How many games to play.")
    ] = 1000,
    seats: Annotated[
        str,
        typer.Option(
            "--seats",
            "-s",
            help="The bots at the table, comma-separated (e.g. heuristic,random,random); "
            "they change seats every game, so each sits first equally often.",
        ),
    ] = "heuristic,random",
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-w",
            min=1,
            help="Processes playing the games (1: this one). Default: the number of CPU cores.",
            show_default=False,
        ),
    ] = None,
    seed: Annotated[
        int, typer.Option("--seed", help="Seed of the run; the same seed plays the same games.")
    ] = 0,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="A rule option as name=value (repeatable)."),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Write one CSV row per game to this file.", dir_okay=False),
    ] = None,
) -> None:
    """Play many games between bots and show who wins, from which seat, and how long games
    last."""
    g = _game(game)
    given = _options(g, option or [])
    bots = [k.strip().lower() for k in seats.split(",")]
    if not all(bots):
        raise typer.BadParameter(f"an empty seat in {seats!r}", param_hint="--seats")
    try:
        options = sim.prepare(g.spec.id, bots, given)
    except UnknownGame as e:  # pragma: no cover - _game has checked
        raise typer.BadParameter(str(e), param_hint="GAME") from None
    except InvalidPlayers as e:
        raise typer.BadParameter(f"{e} (seats: {seats!r})", param_hint="--seats") from None
    except InvalidOption as e:
        raise typer.BadParameter(str(e), param_hint="--option") from None
    except ValueError as e:  # a bot that does not exist, or not for this game
        raise typer.BadParameter(str(e), param_hint="--seats") from None
    if out is not None and not out.resolve().parent.is_dir():
        raise typer.BadParameter(f"no directory {str(out.parent)!r}", param_hint="--out")
    workers = workers or _cores()

    console = Console(highlight=False)
    errors = Console(stderr=True, highlight=False)
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
    )
    try:
        with Progress(*columns, console=errors) as bar:
            task = bar.add_task(f"{g.spec.id}, {workers} worker(s)", total=games)
            result = sim.run(
                g.spec.id,
                bots,
                games,
                seed=seed,
                options=options,
                workers=workers,
                progress=lambda done, total: bar.update(task, completed=done),
            )
    except KeyboardInterrupt:
        errors.print(Text("Interrupted.", style="bold"))
        raise typer.Exit(130) from None

    _show(console, result, seed, options)
    if out is not None:
        result.to_csv(out)
        console.print(f"Wrote {len(result.records)} games to {out}")


def _show(
    console: Console, result: sim.SimulationResult, seed: int, options: Mapping[str, object]
) -> None:
    summary = result.summary()
    shown = ", ".join(f"{k}={str(v).lower()}" for k, v in options.items()) or "defaults"
    console.print(
        Text(
            f"{summary.game_id}: {summary.games} games, {summary.players} players, "
            f"seed {seed}, options: {shown}",
            style="bold",
        )
    )
    console.print(
        f"{result.seconds:.1f} s with {result.workers} worker(s): "
        f"{result.games_per_second:.1f} games/s"
    )

    bots = Table(title="Bots (a shared win counts 1/k)")
    positions = Table(title="Turn order (1 = the seat that acted first)")
    for table, first in ((bots, "bot"), (positions, "position")):
        table.add_column(first, style="bold", no_wrap=True)
        for name in ("games", "wins", "win rate", "95% CI", "mean score"):
            table.add_column(name, justify="right", no_wrap=True)
    for b in summary.bots:
        bots.add_row(b.label, *_cells(b.games, b.wins, b.win_rate, b.mean_score))
    for p in summary.positions:
        positions.add_row(str(p.position + 1), *_cells(p.games, p.wins, p.win_rate, p.mean_score))
    console.print(bots)
    console.print(positions)
    console.print(
        f"Game length (decisions): mean {summary.length_mean:.1f}, "
        f"min {summary.length_min}, max {summary.length_max}"
    )


def _cells(games: int, wins: float, rate: WinRate, mean: float) -> list[str]:
    return [
        str(games),
        f"{wins:.6g}",
        f"{rate.rate:.3f}",
        f"{rate.low:.3f}–{rate.high:.3f}",
        f"{mean:.1f}",
    ]
