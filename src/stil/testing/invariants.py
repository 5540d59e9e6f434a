"""Per-game invariants: every card of a game is somewhere, exactly once.

``cards_in_play(state)`` counts each card type across every zone a game has (deck, hands,
discard, table, cards held by a pending effect), with the counter the game declares in
its parts (``card_counter``); ``check_invariants`` compares the count with the count at
the start of the same game, so no rule may create or lose a card. A game without a
counter is still covered by every generic check of :mod:`stil.testing.stateful`; only
this one is skipped for it.

>>> import stil
>>> s = stil.game("cabbage").new(3, seed=1)
>>> from stil.games.cabbage.cards import COUNTS
>>> sum(cards_in_play(s).values()) == sum(COUNTS)
True
"""

from __future__ import annotations

from stil.core import State
from stil.core.parts import CardCount
from stil.core.registry import parts

__all__ = ["CardCount", "cards_in_play", "check_invariants", "has_counter"]


def cards_in_play(state: State) -> CardCount:
    """Every card of ``state`` by type, across all zones (``KeyError``: no counter)."""
    count = parts(state.game.spec.id).card_counter
    if count is None:
        raise KeyError(f"{state.game.spec.id} has no card counter")
    return count(state)


def has_counter(game_id: str) -> bool:
    return parts(game_id).card_counter is not None


def check_invariants(state: State, start: CardCount | None) -> None:
    """Cards are neither created nor lost since ``start`` (the count of the same game's
    first state); a no-op for a game without a counter or when ``start`` is ``None``."""
    if start is None or not has_counter(state.game.spec.id):
        return
    now = cards_in_play(state)
    if now != start:
        created, lost = now - start, start - now
        raise AssertionError(
            f"{state.game.spec.id}: cards created {dict(created)} lost {dict(lost)}"
        )
