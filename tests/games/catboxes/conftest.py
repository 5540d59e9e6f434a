"""Helpers for laying out Якщо влізе positions by hand (catboxes.data.md §2 coordinates:
x grows east, y grows south; the default table is 14 × 10 cells)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

import stil
from stil.core import Rng, Seat
from stil.games.catboxes import game as catboxes_game
from stil.games.catboxes import scoring, table
from stil.games.catboxes.cards import TYPE
from stil.games.catboxes.state import CatboxesState

FILLER = ["B01"] * 8  # a draw pile that keeps the game going: open cards, no symbols

Cell = tuple[int, int, str] | tuple[int, int, str, int]


def layout(
    cells: Sequence[Cell] = (),
    *,
    hands: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = FILLER,
    players: int = 2,
    sleepers: Mapping[tuple[int, int], Seat] | None = None,
    overlays: Mapping[tuple[int, int], tuple[str, int | str]] | None = None,
    current: Seat = 0,
    **options: object,
) -> CatboxesState:
    return catboxes_game.setup(
        players,
        cells=cells,
        sleepers=sleepers,
        overlays=overlays,
        hands=hands,
        deck=deck,
        current=current,
        options=options,
    )


def legal(state: CatboxesState, prefix: str = "") -> list[str]:
    return [a for a in map(str, state.legal_actions()) if a.startswith(prefix)]


def at(x: int, y: int) -> int:
    return table.cell(x, y)


def play(state: CatboxesState, card: str) -> None:
    """Play hand card ``card`` (by id) of the seat to act."""
    state.apply(f"play {state.hands[state.current].index(TYPE[card])}")


def lay(state: CatboxesState, card: str, x: int, y: int, rot: int = 0) -> None:
    """A whole draw-and-play up to the placement: draw (if asked), play ``card``, place it."""
    if state.step == "turn":
        state.apply("draw")
    play(state, card)
    state.apply(f"place {x} {y} {rot}")


def row(cards: Sequence[str], x0: int = 2, y: int = 4) -> list[Cell]:
    """Cards side by side, west to east, from ``(x0, y)``."""
    return [(x0 + i, y, c) for i, c in enumerate(cards)]


def closed_row(cards: Sequence[str], x0: int = 2, y: int = 4) -> list[Cell]:
    """``row`` walled in on every side, so its box is closed: a cap with an east wall to
    the west, one with a west wall to the east, cards with a south wall along the north
    and cards with a north wall along the south (each of these is a box of its own)."""
    n = len(cards)
    return [
        *row(cards, x0, y),
        (x0 - 1, y, "B07", 1),  # owoo: east wall
        (x0 + n, y, "B07", 0),  # ooow: west wall
        *[(x0 + i, y - 1, "B17", 1) for i in range(n)],  # oowo: south wall
        *[(x0 + i, y + 1, "B17", 0) for i in range(n)],  # wooo: north wall
    ]


def box_of(state: CatboxesState, x: int, y: int) -> scoring.BoxScore:
    """The settled box holding cell ``(x, y)``."""
    return scoring.settle(state, scoring.contents(state, table.box(state, at(x, y))))


def cells_of(state: CatboxesState, x: int, y: int) -> list[tuple[int, int]]:
    return [table.xy(c) for c in table.box(state, at(x, y))]


def diverging(seeds: Sequence[int]) -> Iterator[tuple[CatboxesState, CatboxesState | None]]:
    """Random games (2 + seed % 3 players): at every step the state and a clone of it sent
    another way, then the finished game with ``None``. For checks that a value kept on the
    state (a cached score, a view's cells) follows every change, clones included."""
    for seed in seeds:
        rng = Rng(seed)
        s = stil.game("catboxes").new(players=2 + seed % 3, seed=seed)
        assert isinstance(s, CatboxesState)
        while not s.is_over:
            legal = s.legal_actions()
            other = s.clone()
            other.apply(legal[rng.below(len(legal))])
            yield s, other
            s.apply(legal[rng.below(len(legal))])
        yield s, None
