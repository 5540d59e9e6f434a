from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest

from stil.games.cabbage import game as cabbage_game
from stil.games.cabbage.state import CabbageState


def position(
    deck: Sequence[str],
    castles: Sequence[Mapping[str, int]] = ({}, {}),
    discard: Mapping[str, int] | None = None,
    current: int = 0,
    **options: object,
) -> CabbageState:
    """A hand-laid table; ``deck`` lists the top card first and the turn starts."""
    return cabbage_game.setup(
        len(castles), deck=deck, castles=castles, discard=discard, current=current, options=options
    )


def castle(state: CabbageState, seat: int) -> dict[str, int]:
    return state.to_dict()["castles"][seat]


def legal(state: CabbageState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


@pytest.fixture
def pos():  # type: ignore[no-untyped-def]
    return position
