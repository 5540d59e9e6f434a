"""``stil llm``: a language model behind an OpenAI-compatible endpoint plays the bots
(:mod:`stil.rl.chat`), and its win rate with a 95% interval is printed and appended to a
CSV file: a leaderboard row."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from stil.i18n import FALLBACK

from .base import LangOption, RuleOptions, app, game_arg, options_arg


@app.command()
def llm(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    url: Annotated[
        str,
        typer.Option("--url", help="The API's base URL, e.g. http://localhost:8000/v1."),
    ],
    model: Annotated[str, typer.Option("--model", help="The model's name at that endpoint.")],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 20,
    opponents: Annotated[
        str, typer.Option("--opponents", help="The bot in every other seat.")
    ] = "heuristic",
    players: Annotated[int, typer.Option("--players", "-p", min=1)] = 2,
    seed: Annotated[int, typer.Option("--seed", help="Game k is dealt from seed + k.")] = 0,
    lang: LangOption = FALLBACK,
    option: RuleOptions = None,
    max_refusals: Annotated[
        int, typer.Option("--max-refusals", min=1, help="Refused answers that lose a game.")
    ] = 3,
    out: Annotated[
        Path, typer.Option("--out", help="CSV file the result row is appended to.", dir_okay=False)
    ] = Path("llm-results.csv"),
) -> None:
    """Play a language model (any OpenAI-compatible chat endpoint; the key from
    OPENAI_API_KEY) against the bots and write its win rate with a 95% interval."""
    # imported here: the RL extra (Gymnasium, PettingZoo, NumPy) is not in a plain install
    from stil.rl.chat import ChatAgent, ChatError, append_row, play_chat, row_text

    g = game_arg(game)
    options = options_arg(g, option or [])
    errors = Console(stderr=True, highlight=False)

    def progress(done: int, total: int) -> None:
        errors.print(f"game {done}/{total}", end="\r")

    try:
        row = play_chat(
            g.spec.id,
            lambda: ChatAgent(url, model),
            games,
            opponents=opponents,
            players=players,
            seed=seed,
            lang=lang,
            options=options,
            max_refusals=max_refusals,
            progress=progress,
        )
    except ChatError as e:
        raise typer.BadParameter(str(e), param_hint="--url") from None
    except ValueError as e:  # players, a bot that does not exist
        raise typer.BadParameter(str(e)) from None
    append_row(out, row)
    Console(highlight=False).print(row_text(row))
    Console(highlight=False).print(f"Appended to {out}")
