"""The solo game's upstart (выскочка): an automaton that reveals the deck's top card and
places it by fixed rules (kingdoms.data.md §3.3). It is a side, not a seat: it never
decides, so its turns are played inside ``rules.settle``.
"""

from __future__ import annotations

from stil.games.kingdoms.board import (
    clockwise_from,
    free_ordinary,
    log,
    place_piece,
    retreat,
    reveal,
)
from stil.games.kingdoms.cards import CARDS, SIZES, kind_of, rank
from stil.games.kingdoms.scoring import turn_up_bonus
from stil.games.kingdoms.state import UPSTART, KingdomsState

YOU = 0
LOW = 3  # ranks 1–3 name no kingdom


def leads(state: KingdomsState, k: int) -> bool:
    """The upstart is 2 or more pieces ahead of you in ``k``."""
    if state.options["solo_lead_counts_council"]:
        mine, its = state.pieces(k, YOU), state.pieces(k, UPSTART)
    else:
        mine, its = (
            state.ordinary[k][YOU] + (state.capital[k] == YOU),
            (state.ordinary[k][UPSTART] + (state.capital[k] == UPSTART)),
        )
    return its - mine >= 2


def capital_only(state: KingdomsState, k: int) -> bool:
    return free_ordinary(state, k) == 0 and state.capital[k] < 0


def target(state: KingdomsState, card: int) -> int | None:
    """The kingdom a card names: the one with as many territories as its rank; for ranks
    1–3, where you last played this age (none yet: option ``solo_low_rank_fallback``)."""
    r = rank(card)
    if r > LOW:
        return SIZES.index(r)
    if state.last_played[YOU] >= 0:
        return state.last_played[YOU]
    return 0 if state.options["solo_low_rank_fallback"] == "smallest" else None


def turn(state: KingdomsState) -> None:
    """One upstart turn; it may stop at a bonus choice asked of you (``step == "bonus"``)."""
    card = reveal(state)
    while card is not None and rank(card) <= LOW and state.phase2:
        log(state, {"type": "upstart_discard", "card": CARDS[card]})
        state.discard.append(card)
        if state.options["solo_phase2_low"] == "discard_turn":
            return
        card = reveal(state)
    if card is None:
        retreat(state, UPSTART, "no_cards")
        return
    log(state, {"type": "upstart_reveal", "card": CARDS[card]})
    t = target(state, card)
    if t is None:
        log(state, {"type": "upstart_discard", "card": CARDS[card]})
        state.discard.append(card)
        return
    placed = route(state, card, t)
    if placed is None or state.options["solo_difficulty"] == "easy":
        finish(state, played_bonus=False)
        return
    matches = [b for b in state.bonus if bonus_matches(state, b, card)]
    if not matches or state.supply[UPSTART] == 0 or all(state.retreated):
        finish(state, played_bonus=False)
        return
    if len(matches) > 1 and state.options["solo_xhard_choice"] == "player_choice":
        state.pending = {"card": card, "at": placed, "matches": matches}
        state.step = "bonus"
        return
    best = max(matches, key=lambda b: (rank(b), -state.bonus.index(b)))
    play_bonus(state, best, placed)


def bonus_matches(state: KingdomsState, bonus: int, card: int) -> bool:
    """Medium plays the bonus card on a type match only; higher levels on type or rank."""
    if state.options["solo_difficulty"] == "medium":
        return kind_of(bonus) == kind_of(card)
    return kind_of(bonus) == kind_of(card) or rank(bonus) == rank(card)


def play_bonus(state: KingdomsState, bonus: int, placed: int) -> None:
    """The bonus card follows the card it matched (option ``solo_bonus_routing``), then a
    new bonus card is turned up. After your capital a bonus card of rank 1–3 is discarded
    instead under ``solo_phase2_bonus_low=discarded`` (and replaced all the same)."""
    state.bonus.remove(bonus)
    if (
        state.phase2
        and rank(bonus) <= LOW
        and state.options["solo_phase2_bonus_low"] == "discarded"
    ):
        log(state, {"type": "upstart_discard", "card": CARDS[bonus]})
        state.discard.append(bonus)
        finish(state, played_bonus=True)
        return
    log(state, {"type": "upstart_bonus", "card": CARDS[bonus]})
    start = placed
    if state.options["solo_bonus_routing"] == "own_rank" and rank(bonus) > LOW:
        start = SIZES.index(rank(bonus))
    route(state, bonus, start)
    finish(state, played_bonus=True)


def choose_bonus(state: KingdomsState, bonus: int) -> None:
    """Your choice of bonus card under ``solo_xhard_choice=player_choice``."""
    at = state.pending["at"]
    state.pending = {}
    state.step = "turn"
    play_bonus(state, bonus, at)


def finish(state: KingdomsState, played_bonus: bool) -> None:
    if played_bonus:
        turn_up_bonus(state)
    if state.supply[UPSTART] == 0 and not state.retreated[UPSTART]:
        retreat(state, UPSTART, "pieces")


def route(state: KingdomsState, card: int, t: int) -> int | None:
    """Place ``card`` from target ``t`` on, clockwise, and return the kingdom it went
    under; ``None`` when it took a capital (the upstart retreats, or in phase 2 the age
    ends) or found no room."""
    order = clockwise_from(state, t)
    if state.phase2:
        for k in order:
            if capital_only(state, k) and (
                state.options["solo_phase2_capture"] == "on_route" or k == t
            ):
                place_piece(state, UPSTART, k, card)
                log(state, {"type": "age_ends_now"})
                state.retreated = [True] * state.sides
                return None
            if free_ordinary(state, k) > 0 and not leads(state, k):
                place_piece(state, UPSTART, k, card)
                return k
        free = first_free(state, order)
        if free is not None:
            place_piece(state, UPSTART, free, card)
            return free
        state.discard.append(card)
        retreat(state, UPSTART, "no_room")
        return None
    free = first_free(state, order, unless_leading=True)
    if free is not None:
        place_piece(state, UPSTART, free, card)
        return free
    capitals = [k for k in order if state.capital[k] < 0]
    if not capitals:
        state.discard.append(card)
        retreat(state, UPSTART, "no_room")
        return None
    place_piece(state, UPSTART, capitals[0], card)
    retreat(state, UPSTART, "capital")
    return None


def first_free(state: KingdomsState, order: list[int], unless_leading: bool = False) -> int | None:
    """The first kingdom of ``order`` with a free ordinary territory; ``unless_leading``:
    the first such where the upstart does not lead by 2 or more, else the first such."""
    first = None
    for k in order:
        if free_ordinary(state, k) > 0:
            if not unless_leading or not leads(state, k):
                return k
            if first is None:
                first = k
    return first
