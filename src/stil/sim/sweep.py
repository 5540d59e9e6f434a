"""One rule option at several values: the same games under each, one report.

:func:`sweep` plays the run once per value of ``option`` (everything else as given), with
the same seeds and seating in every arm, so that arm *k*'s game *i* is the same deal under
another rule; :func:`table_rows` says each arm's first-seat and per-bot win rates with
Wilson 95% intervals, mean game length and speed. ``stil simulate --sweep name=a,b,c``
prints it.

>>> arms = sweep("cabbage", ["random", "random"], 4, "blocking_dogs_score", [True, False])
>>> [a.value for a in arms], len(arms[0].result.records)
([True, False], 4)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from stil.core import game
from stil.core.options import OptionValue, validate_options
from stil.sim.match import WinRate
from stil.sim.simulate import SimulationResult, run


@dataclass(frozen=True)
class Arm:
    """One value of the swept option and the run played under it."""

    value: OptionValue
    result: SimulationResult


def sweep(
    game_id: str,
    seats: Sequence[str],
    games: int,
    option: str,
    values: Sequence[object],
    *,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    cards: str | os.PathLike[str] | None = None,
    card_sets: Mapping[str, object] | None = None,
) -> list[Arm]:
    """Play ``games`` games per value of ``option`` (each value checked first: an unknown
    option or a value it does not allow raises :class:`stil.InvalidOption`; fewer than two
    distinct values, ``ValueError``). ``progress(done, total)`` counts all arms' games."""
    specs = game(game_id).spec.options
    base = dict(options or {})
    if option in base:
        raise ValueError(f"{option} is swept: do not also set it with --option")
    checked: list[OptionValue] = []
    for v in values:
        value = validate_options(specs, {**base, option: v})[option]
        if value in checked:
            raise ValueError(f"{option}={value} is given twice")
        checked.append(value)
    if len(checked) < 2:
        raise ValueError(f"a sweep needs at least two values of {option}, got {len(checked)}")
    arms: list[Arm] = []
    total = games * len(checked)
    for k, value in enumerate(checked):
        done_before = k * games

        def step(done: int, _total: int, before: int = done_before) -> None:
            if progress:
                progress(before + done, total)

        result = run(
            game_id,
            list(seats),
            games,
            seed=seed,
            options={**base, option: value},
            workers=workers,
            progress=step,
            cards=cards,
            card_sets=card_sets,
        )
        arms.append(Arm(value, result))
    return arms


@dataclass(frozen=True)
class Row:
    """What one arm says."""

    value: OptionValue
    first_seat: WinRate
    bots: tuple[tuple[str, WinRate], ...]
    length: float
    games_per_second: float


def table_rows(arms: Sequence[Arm]) -> list[Row]:
    rows = []
    for arm in arms:
        s = arm.result.summary()
        rows.append(
            Row(
                arm.value,
                s.positions[0].win_rate,
                tuple((b.label, b.win_rate) for b in s.bots),
                s.length_mean,
                arm.result.games_per_second,
            )
        )
    return rows


__all__ = ["Arm", "Row", "sweep", "table_rows"]
