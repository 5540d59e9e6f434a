"""Відчайдушні однороги as a registered game: its facts, options and constructors.

Every open edge case of unicorns.cards.md is an option named here, with the file's default.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Game, GameSpec, OptionSpec, Rng, Seat, State
from stil.core.options import OptionValue, validate_options
from stil.games.unicorns import observation, rules
from stil.games.unicorns.cards import BABIES, deck_for
from stil.games.unicorns.state import UnicornsState
from stil.i18n import LANGS

_C = "unicorns.cards.md"
_R = "unicorns.uk.md"


def _o(
    name: str, default: OptionValue, ref: str, meaning: str, *allowed: OptionValue
) -> OptionSpec:
    return OptionSpec(name, default, ref, meaning, allowed=tuple(allowed))


SPEC = GameSpec(
    id="unicorns",
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
        _o(
            "deck_out_timing",
            "empty",
            f"{_R}, «Якщо в колоді вичерпуються карти»",
            "When an empty deck ends the game: as soon as it is empty, once the effect and "
            "the Neighs under way have resolved (mid_effect: at once, the rest of that "
            "effect undone; end_of_turn: the turn is played to its end first)",
            "empty",
            "mid_effect",
            "end_of_turn",
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
            *LANGS,
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
        _o(
            "glitter_tornado_chooser",
            "caster",
            f"{_C} §5.5 Glitter Tornado",
            "Who picks the card each stable returns to its owner's hand (owner: each owner)",
            "caster",
            "owner",
        ),
        OptionSpec(
            "two_for_one_needs_two_targets",
            False,
            f"{_C} §6.10",
            "Two-For-One may be played only with two cards to destroy (false: it destroys as "
            "many as it can)",
        ),
        OptionSpec(
            "barbed_wire_blocks_play",
            False,
            f"{_C} §6.8",
            "With Barbed Wire in one's stable and no other card in hand, no Unicorn may be "
            "played into that stable (false: play it and skip the discard)",
        ),
        OptionSpec(
            "mermaid_older_print",
            False,
            f"{_C} §6.2",
            "Mermaid Unicorn as the older print reads: optional, and any player's stable",
        ),
        OptionSpec(
            "annoying_flyer_any_player",
            False,
            f"{_C} §6.3",
            "Annoying Flying Unicorn may make any player discard, its owner too (false: "
            "another player)",
        ),
        _o(
            "win_check",
            "end_of_chain",
            f"{_C} §5.1, §6.5",
            "When a win is checked: once every pending effect and Neigh has resolved "
            "(immediate: the moment a stable reaches the target)",
            "end_of_chain",
            "immediate",
        ),
        OptionSpec(
            "rhinocorn_skips_hand_limit",
            False,
            f"{_C} §5.4 Rhinocorn",
            "A turn that Rhinocorn ends skips the end-of-turn discard to the hand limit too",
        ),
        OptionSpec(
            "super_neigh_reopens",
            True,
            f"{_C} §5.2 chain step 5",
            "A Super Neigh that cancels a Neigh exposes the card under it to new answers "
            "(false: the chain then resolves at once)",
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


def setup(
    players: int,
    *,
    hands: Sequence[Sequence[str]] = (),
    stables: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    nursery: Sequence[str] | None = None,
    current: Seat = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
    start: bool = True,
) -> UnicornsState:
    """A position laid out by hand (tests, puzzles); ``deck`` top card first.

    The nursery defaults to every Baby not placed in a stable. With ``start`` the
    current player's turn begins (its beginning-of-turn effects trigger).
    """
    s = UnicornsState(players, validate_options(SPEC.options, options), Rng(seed))
    for seat, h in enumerate(hands):
        s.hands[seat] = sorted(h)
    for seat, st in enumerate(stables):
        s.stables[seat] = list(st)
    s.deck = list(reversed(deck))
    s.discard = list(discard)
    placed = {c for st in s.stables for c in st}
    s.nursery = sorted(nursery if nursery is not None else [b for b in BABIES if b not in placed])
    s.current = current
    if start:
        rules.start_turn(s, current)
        rules.advance(s)
    return s


GAME = UnicornsGame()
UnicornsState.game = GAME
UnicornsState.rules = rules
UnicornsState.views = observation
