"""``stil``: the command line. A thin adapter: the rules are the engine's, the words the
game's ``render`` module's; here are only arguments, errors and the terminal.

This module holds ``play``, ``rules`` and ``games`` and imports the other commands' modules,
which register on :data:`stil.cli.base.app`; none of them imports this one.

Bad arguments (an unknown game, bot or option, a seat count the game does not allow) end
with a one-line message and exit code 2; an interrupted game (Ctrl-C, end of input) with
exit code 130.
"""

from __future__ import annotations

import secrets
from typing import Annotated

import typer
from rich.cells import cell_len
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from stil.core import Game, GameSpec, InvalidPlayers, OptionValue
from stil.core.registry import game as get_game
from stil.core.registry import games as game_ids
from stil.core.registry import parts
from stil.i18n import DEFAULT, FALLBACK, Lang, option_source, t
from stil.labels import kind_label
from stil.render import load
from stil.server.options import value_key

from .base import LangOption, RuleOptions, app, game_arg, options_arg
from .play import SeatError, Session, make_players, seat_kinds


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    seats: Annotated[
        str,
        typer.Option(
            "--seats",
            "-s",
            help="Who sits at the table, in turn order, comma-separated: "
            f"{', '.join(seat_kinds()[:-1])} or {seat_kinds()[-1]} (e.g. human,heuristic,ismcts).",
        ),
    ] = "human,heuristic",
    seed: Annotated[
        int | None,
        typer.Option("--seed", help="Deal number; the same number deals the same game again."),
    ] = None,
    lang: LangOption = DEFAULT,
    option: RuleOptions = None,
    tournament: Annotated[
        bool,
        typer.Option(
            "--tournament", help="Play a series until a total reaches 100 (games that have one)."
        ),
    ] = False,
) -> None:
    """Play a game at this terminal: people and bots in any mix of seats."""
    g = game_arg(game)
    kinds = [k.strip().lower() for k in seats.split(",") if k.strip()]
    try:
        g.check_players(len(kinds))
    except InvalidPlayers as e:
        raise typer.BadParameter(f"{e} (seats: {seats!r})", param_hint="--seats") from None
    options = options_arg(g, option or [])
    if seed is None:
        seed = secrets.randbelow(1_000_000)
    try:
        players = make_players(kinds, g.spec.id, seed)
        state = g.new(players=len(kinds), seed=seed, options=options)
    except SeatError as e:
        raise typer.BadParameter(str(e), param_hint="--seats") from None
    except InvalidPlayers as e:
        raise typer.BadParameter(str(e), param_hint="--seats") from None

    console = Console(highlight=False)
    try:
        if tournament:
            _play_tournament(g, kinds, seed, options, lang, console)
            return
        session = Session(state, players, load(g.spec.id), lang, console, console.input)
        for line in session.intro(_name(g.spec, lang), seed):
            console.print(line)
        session.run()
    except (KeyboardInterrupt, EOFError):
        console.print()
        console.print(Text(t(lang, "stil.cli.interrupted"), style="bold"))
        raise typer.Exit(130) from None


def _play_tournament(
    g: Game,
    kinds: list[str],
    seed: int,
    options: dict[str, OptionValue],
    lang: Lang,
    console: Console,
) -> None:
    """Game after game, seats turning one place each game, until the series is decided."""
    make = parts(g.spec.id).tournament
    if make is None:
        raise typer.BadParameter(f"{g.spec.id} has no tournament", param_hint="--tournament")
    series = make()(players=len(kinds), seed=seed, options=options)
    name = _name(g.spec, lang)
    while not series.is_over:
        number = len(series.games) + 1
        console.rule(t(lang, "stil.cli.tournament_game", n=number))
        seated = [kinds[series.prince_at(s)] for s in range(len(kinds))]
        state = series.next_game()
        players = make_players(seated, g.spec.id, seed + number)
        session = Session(state, players, load(g.spec.id), lang, console, console.input)
        for line in session.intro(name, seed):
            console.print(line)
        session.run()
        series.record(state)
        grid = Table(title=t(lang, "stil.cli.tournament_totals", n=number))
        for p, kind in enumerate(kinds):
            label = kind_label(lang, kind)
            grid.add_column(t(lang, "stil.cli.tournament_player", n=p + 1, kind=label))
        grid.add_row(*(str(total) for total in series.totals))
        console.print(grid)
    winners = ", ".join(str(p + 1) for p in series.winners())
    console.print(Text(t(lang, "stil.cli.tournament_winner", players=winners), style="bold"))


_MEANING_MIN = 16  # characters the meaning column of ``stil rules`` must keep
_ALLOWED_MIN = 10  # and the allowed values' column


def _name(spec: GameSpec, lang: Lang) -> str:
    """The game's name in ``lang``; the fallback's where the game gives none in it."""
    return spec.names.get(lang) or spec.names.get(FALLBACK) or spec.id


def _rulebook_lang(spec: GameSpec) -> str:
    """The language of the printed rulebook, from its file's name (``cabbage.uk.md``)."""
    return spec.rulebook.rsplit(".", 2)[-2]


def _show(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@app.command()
def rules(
    game: Annotated[str, typer.Argument(help="Game id, see `stil games`.", show_default=False)],
    lang: LangOption = DEFAULT,
) -> None:
    """Show a game's player range and rule options with their defaults."""
    spec = game_arg(game).spec
    console = Console(highlight=False)
    console.print(Text(f"{_name(spec, lang)} ({spec.id})", style="bold"))
    plain = [n for n in spec.player_counts if n not in spec.player_options]
    console.print(t(lang, "stil.cli.players_range", lo=min(plain), hi=max(plain)))
    for n, needs in spec.player_options.items():
        option = ", ".join(f"{k}={str(v).lower()}" for k, v in needs.items())
        console.print(t(lang, "stil.cli.players_by_option", n=n, option=option))
    console.print(
        t(lang, "stil.cli.rulebook", language=t(lang, f"stil.cli.lang_{_rulebook_lang(spec)}"))
    )
    rows: list[tuple[str, str, str, Text]] = [
        (o.name, _show(o.default), o.allowed_text(), _meaning(lang, spec.id, o.name))
        for o in spec.options
    ]
    headers = [t(lang, f"stil.cli.col_{c}") for c in ("option", "default", "allowed", "meaning")]
    # The option and default columns never wrap (they are typed back as name=value); where
    # they leave the other two too little room the options are listed one under another.
    fixed = max(cell_len(r[0]) for r in rows) + max(cell_len(r[1]) for r in rows) + 7
    if fixed + max(cell_len(headers[2]), _ALLOWED_MIN) + 3 + _MEANING_MIN + 3 > console.width:
        console.print(Text(t(lang, "stil.cli.options_title"), style="bold"))
        for name, default, allowed, meaning in rows:
            console.print()
            console.print(Text.assemble((name, "bold"), f" = {default}"))
            body = Text.assemble((headers[2] + ": ", "dim"), allowed, "\n", meaning)
            console.print(Padding(body, (0, 0, 0, 4), expand=False))
        return
    grid = Table(title=t(lang, "stil.cli.options_title"), show_lines=True)
    grid.add_column(headers[0], style="bold", no_wrap=True)
    grid.add_column(headers[1], no_wrap=True)
    # The allowed values stay on one line unless that would squeeze the meanings out.
    widest = fixed + max(cell_len(r[2]) for r in rows) + 3
    fits = widest + 4 + _MEANING_MIN <= console.width
    grid.add_column(headers[2], no_wrap=fits, overflow="fold")
    grid.add_column(headers[3])
    for row in rows:
        grid.add_row(*row)
    console.print(grid)


def _meaning(lang: Lang, game_id: str, name: str) -> Text:
    """An option's name and meaning, what each value written as a word means (the command
    line takes it as written on the left) and, where the game words one, the rulebook
    paragraph it settles."""
    meaning = Text(t(lang, f"{game_id}.option_name.{name}"), style="bold")
    meaning.append("\n" + t(lang, f"{game_id}.option.{name}"))
    spec = next(o for o in get_game(game_id).spec.options if o.name == name)
    for value in spec.allowed:
        key = value_key(game_id, name, value)
        if key and any(c.isalpha() for c in str(value)):  # an id: what it means
            meaning.append(f"\n{str(value).lower()}: {t(lang, key)}", style="dim")
    source = option_source(lang, game_id, name)
    if source:
        meaning.append("\n" + t(lang, "stil.cli.ref", ref=source), style="dim")
    return meaning


@app.command()
def games(lang: LangOption = DEFAULT) -> None:
    """List the games."""
    grid = Table(title=t(lang, "stil.cli.games_title"))
    grid.add_column(t(lang, "stil.cli.col_id"), style="bold", no_wrap=True)
    grid.add_column(t(lang, "stil.cli.col_name"))
    grid.add_column(t(lang, "stil.cli.col_players"), justify="right")
    for game_id in game_ids():
        spec = get_game(game_id).spec
        grid.add_row(game_id, _name(spec, lang), f"{spec.min_players}–{spec.max_players}")
    Console(highlight=False).print(grid)


__all__ = ["app"]

# The other commands register after this module's, so that `stil --help` lists play, rules
# and games first; they import only .base, never this module.
from . import evaluate as _evaluate  # noqa: E402, F401  (registers `stil evaluate`)
from . import llm as _llm  # noqa: E402, F401  (registers `stil llm`)
from . import serve as _serve  # noqa: E402, F401  (registers `stil serve`)
from . import simulate as _simulate  # noqa: E402, F401  (registers `stil simulate`)
from . import tournament as _tournament  # noqa: E402, F401  (registers `stil tournament`)
from . import train_eval as _train_eval  # noqa: E402, F401  (registers `stil train-eval`)
from . import verify as _verify  # noqa: E402, F401  (registers `stil verify`)
