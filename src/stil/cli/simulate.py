"""``stil simulate``: the balance simulator on the command line (see ``docs/simulate.md``).

A progress bar with its ETA goes to stderr while the games are played, the summary tables
to stdout, and with ``--out`` one CSV row per game to a file as the games end, so that
``--resume`` can finish a stopped run. Bad arguments (among them a file to resume that
holds another run's games) end with a one-line message and exit code 2, Ctrl-C with exit
code 130. The tables are in English only: this is a tool for whoever balances the games,
not for players.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
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

from stil.core import Game, InvalidOption, InvalidPlayers, OptionValue, UnknownGame
from stil.core.data import CardsError, check_cards, parse_set
from stil.i18n import plural
from stil.sim import WinRate, ray_backend
from stil.sim import compare as sim_compare
from stil.sim import report as sim_report
from stil.sim import simulate as sim
from stil.sim import sweep as sim_sweep

from .base import RuleOptions, app, game_arg, options_arg


def counted(n: int, noun: str) -> str:
    """«1 worker», «4 workers»: this report is in English, its plurals by CLDR's rules."""
    return plural("en", n, {"one": f"{{n}} {noun}", "other": f"{{n}} {noun}s"})


def _cores() -> int:
    return os.cpu_count() or 1


def progress_bar(console: Console) -> Progress:
    """A bar with the count, the elapsed time and an ETA."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
    )


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
    option: RuleOptions = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            help="Write one CSV row per game to this file (with --compare: two files, "
            "NAME-a and NAME-b).",
            dir_okay=False,
        ),
    ] = None,
    report: Annotated[
        Path | None,
        typer.Option(
            "--report",
            help="Write an HTML report with plots (report.html; with --compare report-a.html "
            "and report-b.html) and the games (results.csv...) into this directory.",
            file_okay=False,
        ),
    ] = None,
    backend: Annotated[
        str,
        typer.Option(
            "--backend",
            help="Where the games are played: local (processes) or ray (a local Ray "
            "instance of --workers CPUs, or the cluster given by --ray).",
        ),
    ] = "local",
    ray_address: Annotated[
        str | None,
        typer.Option(
            "--ray",
            help="Play on the Ray cluster at this address (ray://host:10001, host:6379 or "
            "auto); implies --backend ray.",
            show_default=False,
        ),
    ] = None,
    compare: Annotated[
        list[str] | None,
        typer.Option(
            "--compare",
            "-c",
            help="A/B: play the same games again with this option changed, as name=value "
            "(repeatable), and show the differences with 95% intervals.",
        ),
    ] = None,
    cards: Annotated[
        Path | None,
        typer.Option(
            "--cards",
            help="Play with this changed cards.toml of the game instead of the packaged one "
            "(checked first; the results name it and its SHA-256).",
            dir_okay=False,
            show_default=False,
        ),
    ] = None,
    sweep: Annotated[
        str | None,
        typer.Option(
            "--sweep",
            help="Play the run once per value of one rule option, as name=a,b,c (the same "
            "games under each), and show the arms side by side with 95% intervals.",
            show_default=False,
        ),
    ] = None,
    card_set: Annotated[
        list[str] | None,
        typer.Option(
            "--set",
            help="Change one value of the card data, as card.field=value (field=value for "
            "the deck; the value as TOML: 30, [0, 12, 5, 3], true); repeatable, on the "
            "packaged cards.toml or on --cards.",
            show_default=False,
        ),
    ] = None,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            help="Finish a stopped run: keep the games its --out file holds (checked to be "
            "this command's: same game, bots, seed and seats) and play the rest into it.",
        ),
    ] = False,
) -> None:
    """Play many games between bots and show who wins, from which seat, and how long games
    last."""
    g = game_arg(game)
    given = options_arg(g, option or [])
    bots = _bots(seats)
    options = _prepared(g.spec.id, bots, given, seats)
    change = _change(g, options, compare or [])
    _check_outputs(out, report)
    _check_resume(resume, out, change)
    sets = _check_cards(g.spec.id, cards, card_set or [], change, resume, backend, ray_address)
    if sweep is not None:
        _sweep(
            g,
            bots,
            options,
            sweep,
            games,
            seed,
            workers or _cores(),
            (change, resume, out, report, backend, ray_address),
            cards,
            sets,
        )
        return
    run = _Run(
        game_id=g.spec.id,
        bots=bots,
        games=games,
        seed=seed,
        options=options,
        change=change,
        workers=workers or _cores(),
        backend=_backend(backend, ray_address),
        address=ray_address,
        out=out,
        resume=resume,
        cards=cards,
        card_sets=sets,
    )
    console, errors = Console(highlight=False), Console(stderr=True, highlight=False)
    if resume:
        _tell_kept(run, errors)
    played = _play(run, errors)
    if isinstance(played, sim_compare.Comparison):
        _tell_comparison(console, played, run, out, report)
    else:
        _tell_result(console, played, run, out, report)


@dataclass(frozen=True, slots=True)
class _Run:
    """A checked ``stil simulate``: what to play, and where."""

    game_id: str
    bots: list[str]
    games: int
    seed: int
    options: dict[str, object]
    change: dict[str, OptionValue]  # empty: one run; else an A/B comparison
    workers: int
    backend: str
    address: str | None
    out: Path | None = None  # one run's rows written here as its games end
    resume: bool = False  # keep the games already in ``out``
    cards: Path | None = None  # changed card data to play with
    card_sets: dict[str, object] | None = None  # single values changed in it (--set)


def _bots(seats: str) -> list[str]:
    bots = [k.strip().lower() for k in seats.split(",")]
    if not all(bots):
        raise typer.BadParameter(f"an empty seat in {seats!r}", param_hint="--seats")
    return bots


def _prepared(
    game_id: str, bots: list[str], given: dict[str, OptionValue], seats: str
) -> dict[str, object]:
    """The options to play with; each refusal names the argument it is about."""
    try:
        return sim.prepare(game_id, bots, given)
    except UnknownGame as e:  # pragma: no cover - game_arg has checked
        raise typer.BadParameter(str(e), param_hint="GAME") from None
    except InvalidPlayers as e:
        raise typer.BadParameter(f"{e} (seats: {seats!r})", param_hint="--seats") from None
    except InvalidOption as e:
        raise typer.BadParameter(str(e), param_hint="--option") from None
    except ValueError as e:  # a bot that does not exist, or not for this game
        raise typer.BadParameter(str(e), param_hint="--seats") from None


def _change(g: Game, options: dict[str, object], compare: list[str]) -> dict[str, OptionValue]:
    """``--compare``'s options, checked to change something."""
    change = options_arg(g, compare)
    if change:
        try:
            sim_compare.check_change(g.spec.id, options, change)
        except ValueError as e:
            raise typer.BadParameter(str(e), param_hint="--compare") from None
    return change


def _check_outputs(out: Path | None, report: Path | None) -> None:
    """Fail before any game is played where a result could not be written."""
    if out is not None and not out.resolve().parent.is_dir():
        raise typer.BadParameter(f"no directory {str(out.parent)!r}", param_hint="--out")
    if report is not None:
        _check_report_dir(report)


def _check_cards(
    game_id: str,
    cards: Path | None,
    card_set: list[str],
    change: dict[str, OptionValue],
    resume: bool,
    backend: str,
    ray_address: str | None,
) -> dict[str, object] | None:
    """Changed card data checked before any game is played (a data error is one line);
    the ``--set`` values."""
    if cards is None and not card_set:
        return None
    hint = "--cards" if cards is not None else "--set"
    if change or resume:
        raise typer.BadParameter("not with --compare or --resume (yet)", param_hint=hint)
    if ray_address is not None or backend.strip().lower() != "local":
        raise typer.BadParameter("played by the local backend only", param_hint=hint)
    try:
        sets = dict(parse_set(text) for text in card_set)
        check_cards(game_id, cards, sets)
    except CardsError as e:
        raise typer.BadParameter(str(e), param_hint=hint) from None
    return sets


def _sweep(
    g: Game,
    bots: list[str],
    options: dict[str, object],
    text: str,
    games: int,
    seed: int,
    workers: int,
    others: tuple[object, ...],
    cards: Path | None,
    sets: dict[str, object] | None,
) -> None:
    """``--sweep name=a,b,c``: the run once per value, one table."""
    _sweep_alone(others)
    name, values = _sweep_values(g, text)
    base = {k: v for k, v in options.items() if k != name}
    errors = Console(stderr=True, highlight=False)
    try:
        with progress_bar(errors) as bar:
            task = bar.add_task(f"{g.spec.id}, {name}", total=games * len(values))
            arms = sim_sweep.sweep(
                g.spec.id,
                bots,
                games,
                name,
                values,
                seed=seed,
                options=base,
                workers=workers,
                progress=lambda done, _total: bar.update(task, completed=done),
                cards=cards,
                card_sets=sets,
            )
    except (InvalidOption, ValueError) as e:
        raise typer.BadParameter(str(e), param_hint="--sweep") from None
    except KeyboardInterrupt:
        errors.print(Text("Interrupted.", style="bold"))
        raise typer.Exit(130) from None
    console = Console(highlight=False)
    shown = ", ".join(f"{k}={_text(v)}" for k, v in base.items()) or "defaults"
    console.print(
        Text(
            f"{g.spec.id}: {name} swept over {len(values)} values, {games} games each "
            f"(the same seeds and seats in every arm), seed {seed}, options: {shown}",
            style="bold",
        )
    )
    console.print(_sweep_table(name, sim_sweep.table_rows(arms)))
    if arms[0].result.cards:
        console.print(Text(f"Changed card data: {arms[0].result.cards}", style="bold"))


def _sweep_alone(others: tuple[object, ...]) -> None:
    """A sweep is one local run: refuse the flags it does not combine with (yet)."""
    change, resume, out, report, backend, ray_address = others
    if change or resume or out is not None or report is not None:
        raise typer.BadParameter(
            "not with --compare, --resume, --out or --report (yet)", param_hint="--sweep"
        )
    if ray_address is not None or str(backend).strip().lower() != "local":
        raise typer.BadParameter("played by the local backend only", param_hint="--sweep")


def _sweep_values(g: Game, text: str) -> tuple[str, list[object]]:
    """``name=a,b,c`` read: the option's name and its values, each checked by the game."""
    name, eq, listed = text.partition("=")
    name = name.strip()
    raw = [v.strip() for v in listed.split(",") if v.strip()]
    if not eq or not name or not raw:
        raise typer.BadParameter(f"expected name=a,b,c, got {text!r}", param_hint="--sweep")
    return name, [options_arg(g, [f"{name}={v}"])[name] for v in raw]


def _sweep_table(name: str, rows: list[sim_sweep.Row]) -> Table:
    """One row per value: the first seat's and each bot's win rate, length and speed."""
    table = Table(title=f"Win rates by {name} (95% intervals; a shared win counts 1/k)")
    table.add_column(name, style="bold", no_wrap=True)
    table.add_column("first seat", justify="right", no_wrap=True)
    for label, _ in rows[0].bots:
        table.add_column(label, justify="right", no_wrap=True)
    table.add_column("length", justify="right", no_wrap=True)
    table.add_column("games/s", justify="right", no_wrap=True)
    for row in rows:
        table.add_row(
            _text(row.value),
            _rate(row.first_seat),
            *(_rate(r) for _, r in row.bots),
            f"{row.length:.1f}",
            f"{row.games_per_second:.1f}",
        )
    return table


def _check_resume(resume: bool, out: Path | None, change: dict[str, OptionValue]) -> None:
    if resume and out is None:
        raise typer.BadParameter("needs --out: the stopped run's file", param_hint="--resume")
    if resume and change:
        raise typer.BadParameter("an A/B run (--compare) cannot be resumed", param_hint="--resume")


def _tell_kept(run: _Run, errors: Console) -> None:
    """Check the file to resume before any game is played, and say what is left to play."""
    assert run.out is not None
    try:
        kept = sim.kept_games(run.out, run.game_id, run.bots, run.games, run.seed)
    except (sim.ResumeError, sim.ResultsFileError) as e:
        raise typer.BadParameter(str(e), param_hint="--resume") from None
    if run.out.exists():
        errors.print(
            f"{run.out}: {counted(len(kept), 'game')} kept, "
            f"{counted(run.games - len(kept), 'game')} to play"
        )


def _backend(backend: str, ray_address: str | None) -> str:
    """The backend named (``--ray`` implies ray), checked to be there."""
    backend = "ray" if ray_address is not None else backend.strip().lower()
    if backend not in sim.BACKENDS:
        raise typer.BadParameter(
            f"no backend {backend!r}; backends are: {', '.join(sim.BACKENDS)}",
            param_hint="--backend",
        )
    if backend == "ray":
        try:
            ray_backend.require_ray()
        except ray_backend.BackendUnavailable as e:
            raise typer.BadParameter(str(e), param_hint="--backend") from None
    return backend


def _play(run: _Run, errors: Console) -> sim.SimulationResult | sim_compare.Comparison:
    """The games, with a progress bar on ``errors``; Ctrl-C ends with exit code 130."""
    total = 2 * run.games if run.change else run.games
    try:
        with progress_bar(errors) as bar:
            task = bar.add_task(f"{run.game_id}, {counted(run.workers, 'worker')}", total=total)

            def progress(done: int, _total: int) -> None:
                bar.update(task, completed=done)

            if run.change:
                return sim_compare.compare(
                    run.game_id,
                    run.bots,
                    run.games,
                    run.change,
                    seed=run.seed,
                    options=run.options,
                    workers=run.workers,
                    progress=progress,
                    backend=run.backend,
                    address=run.address,
                )
            if run.resume:
                assert run.out is not None
                return sim.resume(
                    run.out,
                    run.game_id,
                    run.bots,
                    run.games,
                    seed=run.seed,
                    options=run.options,
                    workers=run.workers,
                    progress=progress,
                    backend=run.backend,
                    address=run.address,
                )
            return sim.run(
                run.game_id,
                run.bots,
                run.games,
                seed=run.seed,
                options=run.options,
                workers=run.workers,
                progress=progress,
                backend=run.backend,
                address=run.address,
                out=run.out,
                cards=run.cards,
                card_sets=run.card_sets,
            )
    except CardsError as e:  # a rule the data breaks that only the game's import finds
        raise typer.BadParameter(str(e), param_hint="--cards") from None
    except ray_backend.BackendUnavailable as e:
        raise typer.BadParameter(str(e), param_hint="--ray") from None
    except (sim.ResumeError, sim.ResultsFileError) as e:  # the file changed since checked
        raise typer.BadParameter(str(e), param_hint="--resume") from None
    except KeyboardInterrupt:
        errors.print(Text("Interrupted.", style="bold"))
        if run.out is not None and not run.change:
            errors.print(
                f"The games over are in {run.out}: the same command with --resume plays the rest."
            )
        raise typer.Exit(130) from None


def _tell_comparison(
    console: Console,
    comparison: sim_compare.Comparison,
    run: _Run,
    out: Path | None,
    report: Path | None,
) -> None:
    _show_comparison(console, comparison, run.seed, run.options)
    _write_outputs(console, (("-a", comparison.a), ("-b", comparison.b)), out, report)


def _tell_result(
    console: Console,
    result: sim.SimulationResult,
    run: _Run,
    out: Path | None,
    report: Path | None,
) -> None:
    _show(console, result, run.seed, run.options, run.backend)
    if out is not None:  # written as the games ended
        console.print(f"Wrote {counted(len(result.records), 'game')} to {out}")
    _write_outputs(console, (("", result),), None, report)


def _write_outputs(
    console: Console,
    results: Sequence[tuple[str, sim.SimulationResult]],
    out: Path | None,
    report: Path | None,
) -> None:
    """Each result's games as CSV to ``--out`` and its report into ``--report``, the file
    names taking the result's suffix (``-a``/``-b`` for an A/B comparison's arms)."""
    if out is not None:
        for suffix, res in results:
            path = out.with_name(f"{out.stem}{suffix}{out.suffix}")
            res.to_csv(path)
            console.print(f"Wrote {counted(len(res.records), 'game')} to {path}")
    if report is not None:
        for suffix, res in results:
            _write_report(console, res, report, suffix)


def _check_report_dir(directory: Path) -> None:
    """Fail before any game is played: no matplotlib, or nowhere to write."""
    try:
        sim_report.require_matplotlib()
    except sim_report.ReportUnavailable as e:
        raise typer.BadParameter(str(e), param_hint="--report") from None
    if directory.exists() and not directory.is_dir():
        raise typer.BadParameter(f"{str(directory)!r} is not a directory", param_hint="--report")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise typer.BadParameter(
            f"cannot create {str(directory)!r}: {e}", param_hint="--report"
        ) from None


def _write_report(
    console: Console, result: sim.SimulationResult, directory: Path, suffix: str
) -> None:
    results = directory / f"results{suffix}.csv"
    result.to_csv(results)
    page = sim_report.write_report(result, directory / f"report{suffix}.html", results.name)
    console.print(f"Wrote the report to {page} (games in {results})")


@app.command()
def report(
    results: Annotated[
        Path,
        typer.Argument(help="A results file written by `stil simulate --out`.", show_default=False),
    ],
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            "-o",
            help="The HTML file to write. Default: the results file's name with .html.",
            dir_okay=False,
            show_default=False,
        ),
    ] = None,
) -> None:
    """Write an HTML report with plots of a simulation's results: win rates by bot, seat
    and turn position with 95% intervals, scores and game lengths."""
    try:
        sim_report.require_matplotlib()
        result = sim.SimulationResult.from_csv(results)
    except sim_report.ReportUnavailable as e:
        raise typer.BadParameter(str(e)) from None
    except sim.ResultsFileError as e:
        raise typer.BadParameter(str(e), param_hint="RESULTS") from None
    target = out if out is not None else results.with_suffix(".html")
    if not target.resolve().parent.is_dir():
        raise typer.BadParameter(f"no directory {str(target.parent)!r}", param_hint="--out")
    page = sim_report.write_report(result, target, str(results))
    Console(highlight=False).print(
        f"Wrote the report of {len(result.records)} {result.game_id} games to {page}"
    )


def _show_comparison(
    console: Console, c: sim_compare.Comparison, seed: int, options: Mapping[str, object]
) -> None:
    base = ", ".join(f"{k}={_text(v)}" for k, v in options.items()) or "defaults"
    changed = ", ".join(f"{k}={_text(v)}" for k, v in c.change.items())
    console.print(
        Text(
            f"{c.game_id}: A/B over {len(c.a.records)} paired games (same seeds and seats), "
            f"seed {seed}\nA: {base}\nB: A with {changed}",
            style="bold",
        )
    )
    sa, sb = c.a.summary(), c.b.summary()
    for title, rows, first, arms in (
        ("Bots: B − A (a shared win counts 1/k)", c.bots, "bot", (sa.bots, sb.bots)),
        (
            "Turn order: B − A (1 = the seat that acted first)",
            c.positions,
            "position",
            (sa.positions, sb.positions),
        ),
    ):
        table = Table(title=title)
        table.add_column(first, style="bold", no_wrap=True)
        for name in ("win A → B", "change ± 95%", "score A → B", "change ± 95%"):
            table.add_column(name, justify="right", no_wrap=True)
        for ch in rows:
            table.add_row(
                ch.label,
                f"{ch.win_a:.3f} → {ch.win_b:.3f}",
                _diff(ch.win_change, 3),
                f"{ch.score_a:.1f} → {ch.score_b:.1f}",
                _diff(ch.score_change, 1),
            )
        console.print(table)
        each = Table(title=f"Each arm's win rate, 95% interval (by {first})")
        each.add_column(first, style="bold", no_wrap=True)
        each.add_column("A", justify="right", no_wrap=True)
        each.add_column("B", justify="right", no_wrap=True)
        for ch, x, y in zip(rows, *arms, strict=True):
            each.add_row(ch.label, _rate(x.win_rate), _rate(y.win_rate))
        console.print(each)
    console.print(
        f"Time: A {c.a.seconds:.1f} s ({c.a.games_per_second:.1f} games/s), "
        f"B {c.b.seconds:.1f} s ({c.b.games_per_second:.1f} games/s)"
    )
    d = c.length_change
    console.print(
        f"Game length (decisions): {fmean(r.decisions for r in c.a.records):.1f} → "
        f"{fmean(r.decisions for r in c.b.records):.1f}, change {_diff(d, 1)}"
    )
    console.print("* the 95% interval leaves out 0 (p < 0.05; p-values in stil.sim.compare)")


def _text(v: object) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def _rate(r: WinRate) -> str:
    """``0.512 (0.481–0.543)``: a win rate and its Wilson 95% interval."""
    return f"{r.rate:.3f} ({r.low:.3f}–{r.high:.3f})"


def _diff(d: sim_compare.Difference, digits: int) -> str:
    """``+0.041 ± 0.020 *``: the change, half its 95% interval, a star if significant."""
    mark = " *" if d.significant else ""
    return f"{d.diff:+.{digits}f} ± {(d.high - d.low) / 2:.{digits}f}{mark}"


def _show(
    console: Console,
    result: sim.SimulationResult,
    seed: int,
    options: Mapping[str, object],
    backend: str = "local",
) -> None:
    summary = result.summary()
    shown = ", ".join(f"{k}={str(v).lower()}" for k, v in options.items()) or "defaults"
    console.print(
        Text(
            f"{summary.game_id}: {counted(summary.games, 'game')}, "
            f"{counted(summary.players, 'player')}, "
            f"seed {seed}, options: {shown}",
            style="bold",
        )
    )
    played = len(result.records) - result.kept
    console.print(
        f"{result.seconds:.1f} s with {counted(result.workers, 'worker')}"
        + (f" on {backend}" if backend != "local" else "")
        + (f" for the {counted(played, 'game')} played now" if result.kept else "")
        + f": {result.games_per_second:.1f} games/s"
    )
    if result.cards:
        console.print(Text(f"Changed card data: {result.cards}", style="bold"))

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
