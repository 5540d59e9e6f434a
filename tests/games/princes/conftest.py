from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Seat
from stil.games.princes.state import PrincesState

FILLER = ["building_school"] * 10  # a draw pile that keeps the game going


def table(
    hands: Sequence[Sequence[str]],
    cities: Mapping[str, tuple[Seat, Sequence[str]]] | None = None,
    deck: Sequence[str] = FILLER,
    chronicles: Sequence[Sequence[str]] = (),
    current: Seat = 0,
    **options: object,
) -> PrincesState:
    return PrincesState.setup(
        len(hands),
        hands=hands,
        cities=cities,
        deck=deck,
        chronicles=chronicles,
        current=current,
        options=options,
    )


def legal(state: PrincesState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def city(state: PrincesState, name: str) -> dict[str, object]:
    for c in state.view(None).data["cities"]:
        if c["city"] == name:
            return dict(c)
    raise KeyError(name)
