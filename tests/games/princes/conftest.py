from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Seat
from stil.games.princes import game as princes_game
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
    return princes_game.setup(
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


def at_war(
    hands: Sequence[Sequence[str]],
    cities: Mapping[str, tuple[Seat, Sequence[str]]],
    city_id: str,
    **options: object,
) -> PrincesState:
    """Seat 0 at war on ``city_id``, its first attempt over: «сыграйте с руки карту рать»
    opens a war, so the Varangians 10 opened it and the owner's Ambush repelled them. The
    war is open and events may join it; the discard holds those two cards."""
    owner = cities[city_id][0]
    full = [list(h) for h in hands]
    full[0].append("army_varyagi_10")
    full[owner].append("event_ambush")
    s = table(full, cities, **options)
    s.apply(f"war {city_id} army_varyagi_10")
    s.apply("ambush")
    assert s.decision is not None and s.decision.kind == "war_open"
    return s
