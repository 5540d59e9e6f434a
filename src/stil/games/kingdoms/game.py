"""Царства зверей as a registered game: its facts, options and constructors.

Every open point of kingdoms.data.md is an option named as there, with its default.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations

from stil.core import Game, GameSpec, OptionSpec, Rng, Seat, State
from stil.core.options import OptionValue, validate_options
from stil.games.kingdoms import observation, rules
from stil.games.kingdoms.cards import EDICT, EDICTS, from_ids
from stil.games.kingdoms.state import KingdomsState

_D = "kingdoms.data.md"
RINGS = tuple("4-" + "-".join(str(x) for x in p) for p in permutations((5, 6, 7, 8)))
TOKEN_SETS = (
    "5,5,6,6,6,7,7,7,8,8,8,9,9,10,10",  # the data sheet's default
    "6,6,6,6,7,7,7,7,7,8,8,8,8,9,9",  # flatter: first places matter less
    "4,4,5,5,6,6,7,7,8,8,9,9,10,11,12",  # steeper
)
RETREAT_SETS = ("2,3,4,5", "1,2,3,4", "3,4,5,6", "0,0,0,0")
RALLY_CAPS = (0, 1, 2, 3, 5, 10, 20)


def _o(
    name: str, default: OptionValue, ref: str, meaning: str, *allowed: OptionValue
) -> OptionSpec:
    return OptionSpec(name, default, f"{_D} {ref}", meaning, allowed=tuple(allowed))


SPEC = GameSpec(
    id="kingdoms",
    min_players=1,
    max_players=5,
    rulebook="kingdoms.ru.md",
    automa_counts=(1,),
    options=(
        _o(
            "ring_order",
            "4-5-6-7-8",
            "A01",
            "Kingdom sizes clockwise round the board, from the kingdom of 4",
            *RINGS,
        ),
        _o(
            "kingdom_token_values",
            TOKEN_SETS[0],
            "A02",
            "The 15 kingdom tokens' values",
            *TOKEN_SETS,
        ),
        _o(
            "retreat_token_values",
            RETREAT_SETS[0],
            "A03",
            "The 4 retreat tokens' values",
            *RETREAT_SETS,
        ),
        _o(
            "first_player",
            "random",
            "A04",
            "Who starts age 1: drawn from the seed (host_choice: seat 0 names the first player)",
            "random",
            "host_choice",
        ),
        OptionSpec(
            "reshuffle_on_any_draw",
            True,
            f"{_D} A05",
            "Every draw reshuffles the discard pile into an empty deck (false: only a rally does)",
        ),
        _o("rally_min_discard", 1, "A06", "Fewest cards a rally must discard", 1, 0),
        OptionSpec(
            "no_play_forces_retreat",
            True,
            f"{_D} A08; kingdoms.ru.md, «Сбор зверей», примечание",
            "With no card playable anywhere you must retreat, as the rulebook says "
            "(false: the data sheet's reading, you may still rally if rallying is allowed)",
        ),
        _o(
            "retreat_token_causes",
            "any",
            "A09",
            "Which first retreat of an age earns the "
            "retreat token (chosen_or_capital: not running out of pieces or being forced)",
            "any",
            "chosen_or_capital",
        ),
        OptionSpec(
            "remove_unawarded_token",
            True,
            f"{_D} A12",
            "A kingdom's leftmost token "
            "leaves at the end of every age even if nobody took first place",
        ),
        _o(
            "council_move",
            "mandatory",
            "A13",
            "Capital pieces move to the council between "
            "ages (optional: each owner decides; declined pieces return)",
            "mandatory",
            "optional",
        ),
        _o(
            "after_shared_first_next_group",
            1,
            "A16",
            "Points of the group below a shared first place",
            1,
            3,
        ),
        _o(
            "first_player_tiebreak_fallback",
            "clockwise_from_previous",
            "A17",
            "Tied last places, none with a capital: the first tied seat clockwise from the "
            "previous first player (random: drawn)",
            "clockwise_from_previous",
            "random",
        ),
        OptionSpec(
            "endgame_tiebreak",
            "k8_only",
            f"kingdoms.ru.md, «Конец игры»; {_D} A18",
            "Tied winners: the one who took the capital of the largest kingdom (8 territories) "
            "in age 3 wins; if none did, they share (largest_captured: the largest capital "
            "each took decides)",
            allowed=("k8_only", "largest_captured"),
        ),
        _o(
            "max_rallies_per_player_per_age",
            0,
            "A19",
            "Most rallies a player may make in one age (0: no limit)",
            *RALLY_CAPS,
        ),
        _o(
            "empty_reference",
            "set_empty",
            "§2.3, A23",
            "An edict lets any card through "
            "when the cards it refers to are absent (no_satisfying_card: also when no card "
            "at all could meet it)",
            "set_empty",
            "no_satisfying_card",
        ),
        OptionSpec(
            "ascending_strict",
            True,
            f"{_D} A25",
            "The ascending edict needs a higher rank (false: higher or equal)",
        ),
        OptionSpec(
            "descending_strict",
            True,
            f"{_D} A25",
            "The descending edict needs a lower rank (false: lower or equal)",
        ),
        _o(
            "pair_edict_draw",
            "refill_to_4",
            "A26",
            "After the pair edict: the usual refill to 4 (exactly_2_extra: then 2 more cards)",
            "refill_to_4",
            "exactly_2_extra",
        ),
        _o(
            "used_modifier_destination",
            "supply",
            "§1.6",
            'Where a used "+2" token goes',
            "supply",
            "removed",
        ),
        _o(
            "modifier_supply",
            "limited",
            "§1.6",
            'The 18 "+2" tokens run out (unlimited: never)',
            "limited",
            "unlimited",
        ),
        _o(
            "modifier_protocol",
            "alternating",
            "§3.2",
            '"+2" tokens after the reveal: '
            "one at a time in turn until all pass (sealed_bid: one secret bid each)",
            "alternating",
            "sealed_bid",
        ),
        _o(
            "one_beats_eight_uses",
            "effective_rank",
            "A30",
            "Whether a card counts as a 1 "
            "for beating 8+ by its boosted rank (printed_rank: a boosted 1 keeps the power)",
            "effective_rank",
            "printed_rank",
        ),
        _o(
            "cycle_resolution",
            "replay_all",
            "A31",
            "Three cards beating each other in a "
            "ring: all reveal again (ignore_exception: highest rank wins)",
            "replay_all",
            "ignore_exception",
        ),
        OptionSpec(
            "peace_variant",
            False,
            "kingdoms.ru.md, Вариант мирного соглашения",
            'Ties for first settled by the capital, without battles or "+2" tokens',
        ),
        _o(
            "solo_difficulty",
            "normal",
            "§3.3",
            "The upstart's level (solo)",
            "easy",
            "medium",
            "normal",
            "hard",
            "extra_hard",
        ),
        _o(
            "solo_low_rank_fallback",
            "smallest",
            "S1",
            "A rank 1–3 before you have played "
            "this age goes to the kingdom of 4 (discard: it is discarded)",
            "smallest",
            "discard",
        ),
        OptionSpec(
            "solo_lead_counts_council",
            True,
            f"{_D} S3",
            "The upstart's lead of 2 counts council pieces",
        ),
        _o(
            "solo_bonus_routing",
            "same_kingdom",
            "S4",
            "The bonus card follows the card it "
            "matched (own_rank: it starts from the kingdom of its own rank)",
            "same_kingdom",
            "own_rank",
        ),
        _o(
            "solo_phase2_capture",
            "on_route",
            "S6",
            "After your capital the upstart takes "
            "any capital-only kingdom it passes (target_only: only its target's)",
            "on_route",
            "target_only",
        ),
        _o(
            "solo_phase2_low",
            "discard_turn",
            "S7",
            "After your capital a rank 1–3 is "
            "discarded and the turn lost (reveal_again: it reveals another)",
            "discard_turn",
            "reveal_again",
        ),
        OptionSpec(
            "solo_phase2_bonus_low",
            "plays",
            "kingdoms.ru.md, «После захвата столицы»",
            "After your capital the upstart's bonus card of rank 1–3 is played like any other "
            "(discarded: it is discarded instead, like a 1–3 it reveals)",
            allowed=("plays", "discarded"),
        ),
        _o(
            "solo_battle_decrement",
            "cumulative_each",
            "S9",
            "The upstart reveals one card "
            "fewer after each battle of the age (flat_after_first: only after the first; "
            "only_after_your_win: after each of your wins)",
            "cumulative_each",
            "flat_after_first",
            "only_after_your_win",
        ),
        _o(
            "solo_battle_exhaustion",
            "shared",
            "S10",
            "Out of cards in a tied solo battle: "
            "both take first place (upstart_wins: the upstart wins)",
            "shared",
            "upstart_wins",
        ),
        OptionSpec(
            "solo_bonus_refresh_each_age",
            False,
            f"{_D} S11",
            "New bonus cards every age (false: they stay)",
        ),
        _o(
            "solo_xhard_choice",
            "higher_rank",
            "S12",
            "Extra hard, both bonus cards match: the higher rank plays (player_choice: you choose)",
            "higher_rank",
            "player_choice",
        ),
    ),
)


class KingdomsGame(Game):
    spec = SPEC
    actions = rules.ACTIONS
    state_type = KingdomsState

    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State:
        state = KingdomsState(players, options, Rng(seed))
        rules.deal(state)
        rules.begin(state)
        return state


def setup(
    players: int,
    *,
    hands: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = (),
    edicts: Sequence[str] = (),
    tokens: Sequence[Sequence[int]] = (),
    current: Seat = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
) -> KingdomsState:
    """A position laid out by hand (tests, puzzles, teaching): the start of age 1 with
    the given hands, draw pile (top card first), edicts by id (``"E12"``, under the
    kingdoms of 4, 5, 6, 7 and 8 in that order) and kingdom tokens, ``current`` to act.
    Whatever is not given is dealt from the seed as in a real game, less the cards
    named; the upstart (solo) has not moved yet."""
    s = KingdomsState(players, validate_options(SPEC.options, options), Rng(seed))
    rules.deal(s)
    named = [c for h in hands for c in from_ids(h)] + from_ids(deck)
    pool = [c for c in s.deck + [c for h in s.hands for c in h] if c not in named]
    pool = [c for c in pool if c not in s.bonus]
    s.bonus = [pool.pop() if c in named else c for c in s.bonus]
    for seat, hand in enumerate(hands):
        s.hands[seat] = sorted(from_ids(hand))
    for seat in range(len(hands), players):
        s.hands[seat] = sorted(pool.pop() for _ in range(len(s.hands[seat])))
    s.deck = pool + from_ids(list(reversed(deck)))
    if edicts:
        order = [e.id for e in EDICTS]
        chosen = [order.index(EDICT[e].id) for e in edicts]
        rest = [e for e in s.edicts + s.edict_deck if e not in chosen]
        s.edicts = chosen
        s.edict_deck = rest[: len(s.edict_deck)]
    if tokens:
        s.tokens = [sorted(t) for t in tokens]
    s.first = s.current = current
    s.step = "turn"
    s.log = []
    return s


GAME = KingdomsGame()
KingdomsState.game = GAME
KingdomsState.rules = rules
KingdomsState.views = observation
