from __future__ import annotations

from collections.abc import Sequence

from stil.games.unicorns import game as unicorns_game
from stil.games.unicorns.state import UnicornsState

FILLER = "basic_unicorn_indigo"


def table(
    players: int = 2,
    hands: Sequence[Sequence[str]] = (),
    stables: Sequence[Sequence[str]] = (),
    deck: Sequence[str] | None = None,
    discard: Sequence[str] = (),
    nursery: Sequence[str] | None = None,
    current: int = 0,
    seed: int = 0,
    **options: object,
) -> UnicornsState:
    """A laid-out table at the start of ``current``'s turn (beginning-of-turn effects
    triggered, then on to the draw and the action phase when nothing is asked)."""
    return unicorns_game.setup(
        players,
        hands=hands,
        stables=stables,
        deck=[FILLER] * 20 if deck is None else deck,
        discard=discard,
        nursery=nursery,
        current=current,
        options=options,
        seed=seed,
    )


def legal(state: UnicornsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def play(state: UnicornsState, *actions: str) -> UnicornsState:
    for a in actions:
        state.apply(a)
    return state


def all_pass(state: UnicornsState) -> UnicornsState:
    """Every seat asked about the card on the chain passes."""
    while state.decision is not None and state.decision.kind == "respond":
        state.apply("pass")
    return state


def kinds(state: UnicornsState) -> str | None:
    return None if state.decision is None else state.decision.kind


def mine(state: UnicornsState, seat: int) -> list[str]:
    """The seat's hand without the filler cards the table deals by default."""
    return [c for c in state.hands[seat] if c != FILLER]
