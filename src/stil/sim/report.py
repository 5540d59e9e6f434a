"""The HTML report of a simulation: one self-contained file a designer can open or mail.

Tables carry the numbers (win rates with Wilson 95% intervals, score and length
statistics); matplotlib draws the plots, embedded as base64 PNG so that the page needs no
other file. The report reads only what a run records (:class:`SimulationResult`, or the CSV
it writes), so any run of any registered game can be reported, now or later.

Per-action statistics are not in it: a run's records keep each game's result, not its
actions (replaying every game to count them would cost as much as playing them again).

>>> from stil.sim import simulate
>>> html = build_report(simulate.run("cabbage", ["heuristic", "random"], games=4, seed=1))
>>> html.startswith("<!DOCTYPE html>") and "First-player advantage" in html
True
"""

from __future__ import annotations

import base64
import html
import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean, median, pstdev
from typing import TYPE_CHECKING, Any

from stil.sim.match import WinRate, wilson_interval
from stil.sim.simulate import SimulationResult

if TYPE_CHECKING:
    from matplotlib.figure import Figure


class ReportUnavailable(ValueError):
    """matplotlib, which draws the report's plots, is not installed."""


@dataclass(frozen=True)
class RateRow:
    """One line of a win-rate table: a bot, a seat or a position in turn order."""

    label: str
    games: int
    wins: float  # a shared win counts 1/k
    rate: WinRate
    mean_score: float


@dataclass(frozen=True)
class Spread:
    """Where a sample lies: mean, standard deviation, median and range."""

    mean: float
    sd: float
    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        if not values:
            return cls(0.0, 0.0, 0.0, 0.0, 0.0)
        return cls(fmean(values), pstdev(values), median(values), min(values), max(values))


def _rate(wins: float, games: int) -> WinRate:
    return WinRate(wins / games if games else 0.0, *wilson_interval(wins, games))


def by_seat(result: SimulationResult) -> tuple[RateRow, ...]:
    """Win rate per seat number (seat 0 first), whoever acted first in each game."""
    n = len(result.bots)
    wins, scores = [0.0] * n, [0] * n
    for r in result.records:
        for seat in range(n):
            wins[seat] += r.share(seat)
            scores[seat] += r.scores[seat]
    games = len(result.records)
    return tuple(
        RateRow(
            f"seat {s}", games, wins[s], _rate(wins[s], games), scores[s] / games if games else 0.0
        )
        for s in range(n)
    )


def scores_by_bot(result: SimulationResult) -> list[list[int]]:
    """Every final score of each bot (in the order the bots were named)."""
    out: list[list[int]] = [[] for _ in result.bots]
    for r in result.records:
        for seat, bot in enumerate(r.seats):
            out[bot].append(r.scores[seat])
    return out


def scores_by_position(result: SimulationResult) -> list[list[int]]:
    """Every final score of each position in turn order (0: the first to act)."""
    out: list[list[int]] = [[] for _ in result.bots]
    for r in result.records:
        for seat in range(len(r.seats)):
            out[r.position(seat)].append(r.scores[seat])
    return out


# -- drawing ------------------------------------------------------------------------------
def require_matplotlib() -> None:
    """Raise :class:`ReportUnavailable` unless matplotlib can be imported."""
    _pyplot()


def _pyplot() -> Any:
    try:
        import matplotlib
    except ModuleNotFoundError:
        raise ReportUnavailable("the report needs matplotlib: pip install 'stil[report]'") from None
    matplotlib.use("Agg")  # no display: the plots only go into the file
    from matplotlib import pyplot

    return pyplot


def _embed(figure: Figure, alt: str) -> str:
    buffer = io.BytesIO()
    # No timestamp or software tag: the same results draw the same bytes.
    figure.savefig(buffer, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    _pyplot().close(figure)
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


def _rates_plot(rows: Sequence[RateRow], title: str, fair: float, meaning: str) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(max(4.0, 1.2 * len(rows) + 2), 3.2))
    x = list(range(len(rows)))
    rates = [r.rate.rate for r in rows]
    # max(0, ...): rounding can put a rate of 0 or 1 a hair outside its own interval
    below = [max(0.0, r.rate.rate - r.rate.low) for r in rows]
    above = [max(0.0, r.rate.high - r.rate.rate) for r in rows]
    axes.bar(x, rates, color="#4c72b0", width=0.6)
    axes.errorbar(x, rates, yerr=[below, above], fmt="none", ecolor="black", capsize=5)
    axes.axhline(fair, color="#c44e52", linestyle="--", label=f"{meaning} ({fair:.3f})")
    axes.legend(loc="upper right", fontsize="small")
    axes.set_xticks(x, [r.label for r in rows])
    axes.set_ylim(0, 1)
    axes.set_ylabel("win rate (95% CI)")
    axes.set_title(title)
    return _embed(figure, title)


def _histogram(samples: Sequence[Sequence[float]], names: Sequence[str], title: str) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots(figsize=(6.4, 3.2))
    values = [v for sample in samples for v in sample]
    low, high = (min(values), max(values)) if values else (0.0, 1.0)
    whole = all(float(v).is_integer() for v in values)
    if whole and high - low <= 60:  # one bar per value
        bins: int | list[float] = [low - 0.5 + i for i in range(int(high - low) + 2)]
    else:
        bins = 30
    for sample, name in zip(samples, names, strict=True):
        axes.hist(sample, bins=bins, alpha=0.5, label=name, histtype="stepfilled")
    if len(samples) > 1:
        axes.legend(fontsize="small")
    axes.set_ylabel("games")
    axes.set_title(title)
    return _embed(figure, title)


# -- the page -----------------------------------------------------------------------------
_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; color: #222; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.7em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
th { background: #f2f2f2; }
img { display: block; margin: 0.6em 0; max-width: 100%; }
.note { color: #555; }
"""


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _rate_table(first: str, rows: Sequence[RateRow]) -> str:
    return _table(
        [first, "games", "wins", "win rate", "95% CI", "mean score"],
        [
            [
                r.label,
                str(r.games),
                f"{r.wins:.6g}",
                f"{r.rate.rate:.3f}",
                f"{r.rate.low:.3f}–{r.rate.high:.3f}",
                f"{r.mean_score:.1f}",
            ]
            for r in rows
        ],
    )


def _spread_table(first: str, names: Sequence[str], samples: Sequence[Sequence[float]]) -> str:
    rows = []
    for name, sample in zip(names, samples, strict=True):
        s = Spread.of(sample)
        numbers = (s.mean, s.sd)
        rows.append(
            [name, str(len(sample)), *(f"{v:.1f}" for v in numbers)]
            + [f"{v:g}" for v in (s.median, s.low, s.high)]
        )
    return _table([first, "games", "mean", "sd", "median", "min", "max"], rows)


def build_report(result: SimulationResult, source: str | None = None) -> str:
    """The report of a run as one HTML page (plots embedded)."""
    _pyplot()  # fail before any work when matplotlib is missing
    summary = result.summary()
    n = summary.players
    fair = 1 / n
    bots = [RateRow(b.label, b.games, b.wins, b.win_rate, b.mean_score) for b in summary.bots]
    positions = [
        RateRow(str(p.position + 1), p.games, p.wins, p.win_rate, p.mean_score)
        for p in summary.positions
    ]
    seats = list(by_seat(result))
    first = summary.positions[0].win_rate if summary.positions else WinRate(0.0, 0.0, 1.0)
    advantage = (
        f"The seat that acts first wins {first.rate:.3f} of the games (95% CI "
        f"{first.low:.3f}–{first.high:.3f}) against {fair:.3f} if the order gave no "
        f"advantage: an advantage of {first.rate - fair:+.3f} "
        f"({first.low - fair:+.3f} to {first.high - fair:+.3f})"
        + (
            ", significant at 95%."
            if first.low > fair or first.high < fair
            else ", not significant at 95%."
        )
    )
    lengths = [float(r.decisions) for r in result.records]
    length = Spread.of(lengths)
    by_bot = scores_by_bot(result)
    by_position = scores_by_position(result)
    labels = list(result.labels)
    position_names = [f"position {p + 1}" for p in range(n)]
    seeds = [r.seed for r in result.records]
    facts = [
        ["game", result.game_id],
        ["games", str(len(result.records))],
        ["players", str(n)],
        ["bots (in seat order of game 0)", ", ".join(labels)],
        ["game seeds", f"{seeds[0]} … {seeds[-1]}" if seeds else "–"],
    ]
    if source:
        facts.append(["results file", source])
    if result.cards:
        facts.append(["changed card data", result.cards])
    title = f"{result.game_id}: {len(result.records)} games, {n} players"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
        _table(["", ""], facts),
        '<p class="note">A win shared by k seats counts 1/k to each; intervals are '
        "Wilson's 95% score intervals. Seats rotate every game, so every bot sits in every "
        "seat equally often.</p>",
        '<h2 id="bots">Win rate by bot</h2>',
        _rate_table("bot", bots),
        _rates_plot(bots, "Win rate by bot", fair, "equal strength"),
        '<h2 id="positions">Win rate by position in turn order</h2>',
        '<p class="note">Position 1 is the seat that made the game\'s first decision, '
        "2 the next seat after it, and so on.</p>",
        _rate_table("position", positions),
        _rates_plot(positions, "Win rate by position in turn order", fair, "no advantage"),
        '<h2 id="seats">Win rate by seat</h2>',
        _rate_table("seat", seats),
        _rates_plot(seats, "Win rate by seat", fair, "no advantage"),
        '<h2 id="first-player">First-player advantage</h2>',
        f"<p>{html.escape(advantage)}</p>",
        '<h2 id="scores">Score distributions</h2>',
        _spread_table("bot", labels, by_bot),
        _histogram(by_bot, labels, "Final scores by bot"),
        _spread_table("position", position_names, by_position),
        _histogram(by_position, position_names, "Final scores by position in turn order"),
        '<h2 id="length">Game length</h2>',
        "<p>"
        + html.escape(
            f"Decisions per game: mean {length.mean:.1f}, sd {length.sd:.1f}, "
            f"median {length.median:g}, min {length.low:g}, max {length.high:g}."
        )
        + "</p>",
        _histogram([lengths], ["decisions"], "Game length (decisions)"),
        '<h2 id="actions">Per-action statistics</h2>',
        '<p class="note">Not included: the results record each game\'s outcome, not its '
        "actions.</p>",
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def write_report(
    result: SimulationResult, path: str | os.PathLike[str], source: str | None = None
) -> Path:
    """Write :func:`build_report`'s page to ``path``; the path written."""
    out = Path(path)
    out.write_text(build_report(result, source), encoding="utf-8")
    return out


__all__ = [
    "RateRow",
    "ReportUnavailable",
    "Spread",
    "build_report",
    "by_seat",
    "require_matplotlib",
    "scores_by_bot",
    "scores_by_position",
    "write_report",
]
