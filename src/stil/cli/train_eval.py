"""``stil train-eval``: fit the search bot's learned evaluation of a game (see
``docs/bots.md``). English only, like ``stil simulate``: a tool for whoever tunes bots.

It plays heuristic-vs-heuristic games (each move random with a small chance), records the
features of every seat's view along the way with the seat's final share of the win, fits a
logistic regression with NumPy and writes it where the game's parts say (``eval.npz`` in
the game's package), or to ``--out``. The same game, games, seed, player count, streams
and spacing give the same file's weights, on any number of workers (``--workers`` plays the
games in several processes; it needs ``--streams game``, a generator per game).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .base import app, game_arg

#: the default L2 penalty (``stil.bots.evaluation.L2``; that module needs NumPy, which only
#: the `.[rl]` extra installs, so it is imported when the command runs)
L2 = 1.0
#: a position every this many moves (``stil.bots.evaluation.EVERY``)
EVERY = 5


@app.command("train-eval")
def train_eval(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    games: Annotated[
        int, typer.Option("--games", "-n", min=2, help="Training games (a fifth held out).")
    ] = 2000,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the training games.")] = 0,
    players: Annotated[int, typer.Option("--players", "-p", min=1, help="Players.")] = 2,
    l2: Annotated[
        float, typer.Option("--l2", min=0.0, help="L2 penalty (more for fewer games).")
    ] = L2,
    streams: Annotated[
        str,
        typer.Option(
            "--streams",
            help="The moves' noise: 'shared', one generator for the whole run (the shipped "
            "files'), or 'game', one per game (needed for --workers).",
        ),
    ] = "shared",
    every: Annotated[
        int, typer.Option("--every", min=1, help="A position every N moves (more: less memory).")
    ] = EVERY,
    workers: Annotated[
        int,
        typer.Option(
            "--workers", "-w", min=1, help="Processes playing the games (with --streams game)."
        ),
    ] = 1,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Where to write the weights. Default: the game's own file (its parts' "
            "evaluation, e.g. eval.npz in its package).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Train the search bot's evaluation of a game's positions on heuristic self-play."""
    try:
        from stil.bots.evaluation import Evaluation, EvaluationError, path_of, train
    except ImportError as e:  # a plain install: NumPy comes with the `.[rl]` extra
        hint = "install stil with the rl extra: pip install 'stil[rl]'"
        raise typer.BadParameter(f"{e}; {hint}") from None
    spec = game_arg(game).spec
    if players not in spec.player_counts:
        raise typer.BadParameter(
            f"{spec.id} is for {spec.player_counts} players", param_hint="--players"
        )
    target = out if out is not None else path_of(spec.id)
    if target is None:
        raise typer.BadParameter(
            f"{spec.id} declares no evaluation file; give --out", param_hint="--out"
        )
    try:
        model = train(
            spec.id,
            games,
            seed=seed,
            players=players,
            l2=l2,
            streams=streams,
            every=every,
            workers=workers,
        )
    except EvaluationError as e:
        raise typer.BadParameter(str(e)) from None
    run = model.runs[players]
    held = run["held_out"]
    if held["log_loss"] >= held["log_loss_constant"]:  # it would judge worse than a guess
        typer.echo(
            f"{spec.id}: held-out log-loss {held['log_loss']:.4f} is no better than a constant "
            f"guess's {held['log_loss_constant']:.4f}: not written (try a larger --l2 or more "
            "--games)",
            err=True,
        )
        raise typer.Exit(1)
    kept = ""
    if target.is_file():  # the file's models for other player counts stay
        try:
            before = Evaluation.load(spec.id, target.read_bytes())
        except (EvaluationError, OSError) as e:  # a foreign or damaged file
            raise typer.BadParameter(f"{target}: {e}; give another --out") from None
        model = before.merged(model)
        others = sorted(n for n in model.models if n != players)
        kept = f" (kept the models for {', '.join(map(str, others))} players)" if others else ""
    model.save(target)
    typer.echo(
        f"{spec.id}: {games} games, {run['positions']} positions, "
        f"{run['cpu_seconds']} s CPU; held out ({run['held_out_games']} games): "
        f"log-loss {held['log_loss']:.4f} (constant {held['log_loss_constant']:.4f}), "
        f"accuracy {held['accuracy']:.3f}; written to {target}{kept}"
    )
