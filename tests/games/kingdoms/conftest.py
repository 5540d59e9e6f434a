from __future__ import annotations

from collections.abc import Sequence

from stil.games.kingdoms import game as kingdoms_game
from stil.games.kingdoms import rules
from stil.games.kingdoms.cards import CARD, CARDS, SIZES
from stil.games.kingdoms.state import KingdomsState

#: edicts that let everything through (kind A pair aside): a neutral board
OPEN = ("E11", "E14", "E27", "E29", "E11")


def table(
    players: int,
    hands: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = (),
    edicts: Sequence[str] = ("E14", "E11", "E29", "E27", "E04"),
    tokens: Sequence[Sequence[int]] = ((5, 6, 7), (5, 6, 7), (6, 7, 8), (7, 8, 9), (8, 9, 10)),
    current: int = 0,
    seed: int = 0,
    **options: object,
) -> KingdomsState:
    return kingdoms_game.setup(
        players,
        hands=hands,
        deck=deck,
        edicts=edicts,
        tokens=tokens,
        current=current,
        options=options,
        seed=seed,
    )


def k(size: int) -> int:
    """The kingdom index of the kingdom with ``size`` territories."""
    return SIZES.index(size)


def legal(state: KingdomsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def play(state: KingdomsState, *actions: str) -> KingdomsState:
    for a in actions:
        state.apply(a)
    return state


def put(
    state: KingdomsState, size: int, side: int, n: int = 0, capital: bool = False, council: int = 0
) -> None:
    """Pieces straight onto the board (and out of the side's supply)."""
    j = k(size)
    state.ordinary[j][side] += n
    if capital:
        state.capital[j] = side
    state.council[j] += [side] * council
    state.supply[side] -= n + capital + council
    state._legal = None


def under(state: KingdomsState, size: int, *cards: str) -> None:
    """Cards straight under a kingdom (taken out of the deck)."""
    for c in cards:
        card = CARD[c]
        if card in state.deck:
            state.deck.remove(card)
        state.cards[k(size)].append(card)
    state._legal = None


def score_age(state: KingdomsState) -> KingdomsState:
    """Everybody retreats now and the age is scored as far as it can go unasked."""
    state.retreated = [True] * state.sides
    state.step = "turn"
    state._legal = None
    rules.settle(state)
    return state


def allowed(state: KingdomsState, size: int) -> list[str]:
    """Every card of the game the edict under that kingdom allows now."""
    return [c for i, c in enumerate(CARDS) if rules.edict_allows(state, k(size), i)]


def events(state: KingdomsState, kind: str, seat: int | None = None) -> list[dict[str, object]]:
    return [e for e in state.events(seat) if e["type"] == kind]
