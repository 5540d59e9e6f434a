"""Інтриги та Капуста as a registered game: its facts, options and constructors."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Game, GameSpec, OptionSpec, Rng, Seat, State
from stil.core.options import OptionValue, validate_options
from stil.games.cabbage import observation, rules
from stil.games.cabbage.cards import FULL_DECK, ID, KIND
from stil.games.cabbage.state import CabbageState, counts_in

SPEC = GameSpec(
    id=ID,
    min_players=2,
    max_players=5,
    rulebook="cabbage.uk.md",
    options=(
        OptionSpec(
            "blocking_dogs_score",
            True,
            "cabbage.notes.md open point 1; rulebook scoring table vs the Степан example",
            "Dogs that block in the intrigue phase still score 1 point each "
            "(false: they score nothing, as the 25-point example counts)",
        ),
        OptionSpec(
            "dog_saves_busting_card",
            True,
            "cabbage.notes.md open point 2; rulebook, Dog",
            "The Dog may save the very card that busted the turn (false: any other two)",
        ),
        OptionSpec(
            "voluntary_bust",
            True,
            "cabbage.notes.md open point 5; rulebook, Fox / Rabbit / Chicken",
            "A Fox, Rabbit or Chicken may bring a duplicate and bust even when a safe card "
            "is on offer (false: a duplicate only when nothing else is possible)",
        ),
        OptionSpec(
            "looks_public",
            True,
            "rulebook, Cat and Chicken; the Руслана example reveals the Cat's cards",
            "Everyone sees the discard cards a Cat or Chicken looks at "
            "(false: only the player does; the Cow's peek is always private)",
        ),
    ),
)


class CabbageGame(Game):
    spec = SPEC
    actions = rules.ACTIONS
    state_type = CabbageState

    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State:
        rng = Rng(seed)
        state = CabbageState(players, options, rng)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        state.deck = deck
        rules.start_turn(state)  # seat 0 is the player who last fed an animal
        return state


def setup(
    players: int,
    *,
    deck: Sequence[str] = (),
    castles: Sequence[Mapping[str, int]] = (),
    discard: Mapping[str, int] | None = None,
    current: Seat = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
    start: bool = True,
) -> CabbageState:
    """A position laid out by hand (tests, puzzles, teaching); ``deck`` top card first.

    With ``start`` the current player's turn begins (the first card is revealed).
    """
    s = CabbageState(players, validate_options(SPEC.options, options), Rng(seed))
    s.deck = [KIND[k] for k in reversed(deck)]
    for seat, castle in enumerate(castles):
        s.castles[seat] = counts_in(castle)
    s.discard = counts_in(discard or {})
    s.current = s.last = current
    if start:
        rules.start_turn(s)
    return s


GAME = CabbageGame()
CabbageState.game = GAME
CabbageState.rules = rules
CabbageState.views = observation
