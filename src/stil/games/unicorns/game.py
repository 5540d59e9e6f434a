"""Відчайдушні однороги as a registered game: its facts, options and constructors.

Every open edge case of unicorns.cards.md is an option named here, with the file's default.
"""

from __future__ import annotations

from stil.core import Game, GameSpec, OptionSpec, Rng, State
from stil.core.options import OptionValue
from stil.games.unicorns import observation, rules
from stil.games.unicorns.cards import BABIES, deck_for
from stil.games.unicorns.state import UnicornsState

_C = "unicorns.cards.md"
_R = "unicorns.uk.md"


def _o(
    name: str, default: OptionValue, ref: str, meaning: str, *allowed: OptionValue
) -> OptionSpec:
    return OptionSpec(name, default, ref, meaning, allowed=tuple(allowed))


SPEC = GameSpec(
    id="unicorns",
    names={"uk": "Відчайдушні однороги", "ru": "Нестабильные единороги", "en": "Unstable Unicorns"},
    min_players=2,
    max_players=8,
    rulebook="unicorns.uk.md",
    # Deck out with a tie that the letters do not break: "everyone loses", so winners()
    # is empty at any table size (the contract's way of saying nobody won by design).
    automa_counts=tuple(range(2, 9)),
    options=(
        _o(
            "targeting",
            "announce",
            f"{_R}, «Вибір цілей для ефекту»",
            "A Magic card's target player is announced when it is played, before the Neighs "
            "(after_neigh: chosen once the card has survived them)",
            "announce",
            "after_neigh",
        ),
        _o(
            "deck_exhausted",
            "end",
            f"{_C} §6.6",
            "An empty deck ends the game (reshuffle: the discard pile becomes the deck)",
            "end",
            "reshuffle",
        ),
        OptionSpec(
            "letters_tiebreak",
            True,
            f"{_R}, «Якщо в колоді вичерпуються карти»",
            "Deck out, tied for most Unicorns: most letters in the names of one's Unicorns "
            "wins (false: the tie loses)",
        ),
        _o(
            "language",
            "uk",
            f"{_R}, tiebreak by letters",
            "The language whose card names the letters tiebreak counts",
            "uk",
            "ru",
            "en",
        ),
        _o(
            "baby_setup",
            "choose",
            f"{_R}, «Приготування до гри»",
            "Each player chooses a Baby Unicorn in seat order (deal: dealt at random)",
            "choose",
            "deal",
        ),
        OptionSpec(
            "magic_needs_target",
            True,
            f"{_C} §5.3 (requirement)",
            "A Magic card may be played only if its first instruction can be carried out",
        ),
        OptionSpec(
            "unicorns_into_any_stable",
            False,
            f"{_C} §5.1 (where cards go)",
            "Unicorn cards may be played into any player's stable (false: only one's own, "
            "as the rulebook's action list reads)",
        ),
        OptionSpec(
            "black_knight_saves_itself",
            False,
            f"{_C} §5.5 Black Knight",
            "Black Knight may turn its own destruction into a sacrifice",
        ),
        OptionSpec(
            "panda_abilities",
            True,
            f"{_C} §5.5 Pandamonium",
            "Unicorns turned into Pandas keep their abilities",
        ),
        OptionSpec(
            "stabby_voluntary_sacrifice",
            False,
            f"{_C} §5.5 Stabby",
            "Stabby the Unicorn may be chosen for a sacrifice its owner makes by choice",
        ),
        OptionSpec(
            "swap_steal_back_same_card",
            False,
            f"{_C} §6.9 Unicorn Swap",
            "Unicorn Swap may steal back the very Unicorn it just moved",
        ),
    ),
)


class UnicornsGame(Game):
    spec = SPEC
    actions = rules.ACTIONS
    state_type = UnicornsState

    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State:
        state = UnicornsState(players, options, Rng(seed))
        state.deck = deck_for(players)
        state.nursery = sorted(BABIES)
        rules.deal(state)
        state.phase = "baby"
        rules.advance(state)
        return state


GAME = UnicornsGame()
UnicornsState.game = GAME
UnicornsState.rules = rules
UnicornsState.views = observation
