"""What every part of the rules shares: the ring, room under a kingdom, placing pieces,
drawing, retreating, and which battle card beats which.

>>> beats(1, 8), beats(8, 1), beats(1, 10), beats(3, 8), beats(5, 5)
(True, False, True, False, False)
"""

from __future__ import annotations

from typing import Any

from stil.games.kingdoms.cards import CARDS, HAND, SIZES, ring_indices
from stil.games.kingdoms.state import UPSTART, KingdomsState

K = len(SIZES)


def ring(state: KingdomsState) -> list[int]:
    """Kingdom indices in clockwise order, from the kingdom of 4 (option ``ring_order``)."""
    return list(ring_indices(str(state.options["ring_order"])))


def clockwise_from(state: KingdomsState, k: int) -> list[int]:
    """Every kingdom once, from ``k`` on, clockwise."""
    order = ring(state)
    i = order.index(k)
    return order[i:] + order[:i]


def log(state: KingdomsState, event: dict[str, Any], to: int | None = None) -> None:
    """An event for everyone, or only for seat ``to`` (never for the upstart). In solo an
    event about the upstart (its side, it goes first, it fights) says ``"upstart_side": True``,
    so that its text names the upstart as everywhere else, not by its colour."""
    if state.solo and (
        event.get("side") == UPSTART
        or event.get("first") == UPSTART
        or UPSTART in event.get("sides", ())
    ):
        event["upstart_side"] = True
    state.log.append((None if to is None else (to,), event))


# -- the board ----------------------------------------------------------------------------
def free_ordinary(state: KingdomsState, k: int) -> int:
    return SIZES[k] - 1 - sum(state.ordinary[k])


def has_room(state: KingdomsState, k: int) -> bool:
    """A piece can go under ``k``: an empty territory, or the capital once every other
    territory is taken (a card may be played only where a piece can follow)."""
    return free_ordinary(state, k) > 0 or state.capital[k] < 0


def place_piece(state: KingdomsState, side: int, k: int, card: int) -> bool:
    """``card`` goes under ``k`` and one of ``side``'s pieces onto a territory of ``k``;
    True when that territory was the capital."""
    state.cards[k].append(card)
    state.supply[side] -= 1
    state.last_played[side] = k
    if free_ordinary(state, k) > 0:
        state.ordinary[k][side] += 1
        capital = False
    else:
        state.capital[k] = side
        state.captures.append([side, k])
        capital = True
    log(
        state,
        {
            "type": "claim",
            "side": side,
            "card": CARDS[card],
            "kingdom": SIZES[k],
            "capital": capital,
        },
    )
    return capital


# -- cards --------------------------------------------------------------------------------
def reshuffle(state: KingdomsState) -> None:
    state.deck = state.discard
    state.discard = []
    state.rng.shuffle(state.deck)
    log(state, {"type": "reshuffle", "cards": len(state.deck)})


def reveal(state: KingdomsState) -> int | None:
    """The top card of the deck turned face up (reshuffling the discard pile into a new
    deck when the deck is empty); ``None`` if there is no card at all."""
    if not state.deck and state.discard:
        reshuffle(state)
    return state.deck.pop() if state.deck else None


def draw(state: KingdomsState, side: int, n: int, *, always_reshuffle: bool = False) -> None:
    """``side`` draws ``n`` cards. An empty deck is made anew from the discard pile for a
    rally, and for every draw under option ``reshuffle_on_any_draw``; otherwise the
    draw stops short."""
    if n <= 0:
        return
    deck = state.deck
    if len(deck) >= n:  # the common case: no reshuffle can happen
        got = deck[: -n - 1 : -1]  # the top card first, as drawn one by one
        del deck[-n:]
    else:
        got = draw_through_reshuffles(state, n, always_reshuffle)
        if not got:
            return
    hand = state.hands[side]
    hand += got
    hand.sort()
    names = [CARDS[c] for c in got]
    if state.solo:  # the solo player's hand lies face up
        log(state, {"type": "draw", "side": side, "n": len(got), "cards": names})
    else:
        log(state, {"type": "draw", "side": side, "n": len(got)})
        log(state, {"type": "drew", "side": side, "cards": names}, to=side)


def draw_through_reshuffles(state: KingdomsState, n: int, always_reshuffle: bool) -> list[int]:
    """Up to ``n`` cards off the deck one by one, the discard pile reshuffled into an empty
    deck where :func:`draw` says so."""
    reshuffles = always_reshuffle or bool(state.options["reshuffle_on_any_draw"])
    got: list[int] = []
    for _ in range(n):
        if not state.deck and reshuffles and state.discard:
            reshuffle(state)
        if not state.deck:
            break
        got.append(state.deck.pop())
    return got


def refill(state: KingdomsState, side: int) -> None:
    """Draw up to the hand size (a hand never shrinks here)."""
    draw(state, side, HAND - len(state.hands[side]))


def discard_from_hand(state: KingdomsState, side: int, card: int) -> None:
    state.hands[side].remove(card)
    state.discard.append(card)


# -- retreat ------------------------------------------------------------------------------
def retreat(state: KingdomsState, side: int, cause: str) -> None:
    """``side`` is out of this age. The first to retreat in an age takes a random retreat
    token, if its cause earns one (option ``retreat_token_causes``); not in solo."""
    first = not any(state.retreated)
    state.retreated[side] = True
    log(state, {"type": "retreat", "side": side, "cause": cause})
    earns = state.options["retreat_token_causes"] == "any" or cause in ("chosen", "capital")
    if first and earns and not state.solo and state.retreat_pool:
        value = state.retreat_pool.pop(state.rng.below(len(state.retreat_pool)))
        state.retreat[side].append(value)
        log(state, {"type": "retreat_token", "side": side})
        log(state, {"type": "retreat_token_value", "side": side, "value": value}, to=side)


# -- battles ------------------------------------------------------------------------------
def beats(x: int, y: int, x_is_one: bool | None = None, y_is_one: bool | None = None) -> bool:
    """Whether a battle card of effective rank ``x`` beats one of rank ``y``: the higher
    wins, but a 1 beats any card of 8 or more. ``x_is_one``/``y_is_one`` say whether a
    card counts as a 1 (by default: its effective rank is 1)."""
    one_x = x == 1 if x_is_one is None else x_is_one
    one_y = y == 1 if y_is_one is None else y_is_one
    if one_x and y >= 8:
        return True
    if one_y and x >= 8:
        return False
    return x > y
