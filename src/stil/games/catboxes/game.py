"""Якщо влізе as a registered game: its facts, options and constructors.

Every open point of ``catboxes.data.md`` §7 (C01–C41) that has an alternative is an option
here, named after the data sheet; the ones with no alternative are fixed readings listed in
``docs/games/catboxes.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Game, GameSpec, OptionSpec, Rng, Seat, State
from stil.core.options import OptionValue, validate_options
from stil.games.catboxes import observation, rules, table
from stil.games.catboxes.cards import SIDE_PATTERNS, TYPE
from stil.games.catboxes.state import CAT, CatboxesState, types

_N = "catboxes.data.md §7"

TABLES = ("600x600", "900x600", "900x900", "1200x800", "1200x1200", "1800x900", "unbounded")

SPEC = GameSpec(
    id="catboxes",
    min_players=2,
    max_players=5,
    rulebook="catboxes.uk.md",
    options=(
        OptionSpec(
            "extended",
            False,
            "rulebook, extended rules",
            "The extended rules: all Princesses shuffled into the deck, no double walls, "
            "extra cats score nothing, a sleeping cat weighs half a cat",
        ),
        OptionSpec(
            "table",
            "900x900",
            f"{_N} C09",
            "Table size in millimetres (cards must lie fully on it), or unbounded",
            allowed=TABLES,
        ),
        OptionSpec(
            "card_mm",
            "63x88",
            f"{_N} C02",
            "Card size in millimetres, which sets how many cards fit across the table",
            allowed=("63x88", "56x87", "70x120"),
        ),
        OptionSpec(
            "table_anchor",
            "fixed",
            f"{_N} C09",
            "fixed: cards lie where they are put (floating: legal while the layout's bounding "
            "box fits the table; not the rulebook)",
            allowed=("fixed", "floating"),
        ),
        OptionSpec(
            "anchor_choice",
            "centre",
            f"{_N} C09",
            "The first start card goes on the centre cell (first_player: on any cell)",
            allowed=("centre", "first_player"),
        ),
        OptionSpec(
            "allow_180",
            True,
            f"{_N} C03",
            "A new card may be put down either way up (false: printed top always up)",
        ),
        OptionSpec(
            "open_vs_wall",
            "sealed",
            f"{_N} C07",
            "An open side facing another card's wall is sealed (stays_open: it keeps the box open)",
            allowed=("sealed", "stays_open"),
        ),
        OptionSpec(
            "table_edge_closes",
            False,
            f"{_N} C08",
            "An open side facing the table's edge closes the box (false: it stays open)",
        ),
        OptionSpec(
            "extended_forbid",
            "wall_wall",
            f"{_N} C10",
            "Extended rules ban wall against wall (any_wall_contact: any wall touching a card)",
            allowed=("wall_wall", "any_wall_contact"),
        ),
        OptionSpec(
            "overlays_per_cell",
            1,
            f"{_N} C11",
            "How many overlays (cats, Princesses, special toys) one box card can carry",
            allowed=(1, 2),
        ),
        OptionSpec(
            "cats_per_turn",
            1,
            f"{_N} C12",
            "Awake cats a player may place after a box card",
            allowed=(1, 2),
        ),
        OptionSpec(
            "cat_in_box_closed_this_turn",
            True,
            f"{_N} C40",
            "An awake cat may go into a box that the card placed this turn has just closed "
            "(false: never into a closed box)",
        ),
        OptionSpec(
            "sleeping_sides",
            "oooo",
            f"{_N} C14",
            "The sides of a sleeping cat lying as a box card (N, E, S, W; o open, w wall)",
            allowed=SIDE_PATTERNS,
        ),
        OptionSpec(
            "wake_by",
            "owner",
            f"{_N} C15",
            "A sleeping cat scores once its owner has an awake cat in the box "
            "(any_awake_cat: anyone's)",
            allowed=("owner", "any_awake_cat"),
        ),
        OptionSpec(
            "sleeping_only_takes_penalty",
            False,
            f"{_N} C16",
            "An occupier with only sleeping cats still takes the box's spray penalty "
            "(false: it scores 0 either way)",
        ),
        OptionSpec(
            "extra_cat_bonus_to",
            "any_player_with_2plus",
            f"{_N} C17",
            "Every player with two or more ordinary cats in a box gets +1 per cat after the "
            "first, occupier or not (occupiers: only the players who occupy the box)",
            allowed=("occupiers", "any_player_with_2plus"),
        ),
        OptionSpec(
            "extended_woken_weight",
            "0.5",
            f"{_N} C18",
            "Extended rules: a woken sleeping cat still weighs half a cat (1: a whole one)",
            allowed=("0.5", "1"),
        ),
        OptionSpec(
            "princess_timing",
            "replaces_play",
            f"{_N} C19",
            "Playing a Princess is the turn's card play (extra_action: besides the card)",
            allowed=("replaces_play", "extra_action"),
        ),
        OptionSpec(
            "toy_timing",
            "replaces_play",
            f"{_N} C20",
            "A special toy is the turn's card play (free_then_redraw: placed at once, a "
            "replacement is drawn and the turn goes on)",
            allowed=("replaces_play", "free_then_redraw"),
        ),
        OptionSpec(
            "toy_in_opening_hand",
            "play_first_turn",
            f"{_N} C21",
            "A special toy dealt at setup is played on the first turn (redeal: dealt again)",
            allowed=("play_first_turn", "redeal"),
        ),
        OptionSpec(
            "special_toys",
            "one_of_each",
            f"{_N} C22",
            "Each special toy shows one toy of every kind (one_kind: three of one kind)",
            allowed=("one_of_each", "one_kind"),
        ),
        OptionSpec(
            "toy_only_open_boxes",
            False,
            f"{_N} C24",
            "A special toy may only go across a slot of an open box (false: any free slot)",
        ),
        OptionSpec(
            "no_legal_play",
            "discard",
            f"{_N} C26, §3.6",
            "With no card that can be played, discard one (pass: play nothing)",
            allowed=("discard", "pass"),
        ),
        OptionSpec(
            "pile_order",
            "larger_on_top",
            f"{_N} C27",
            "Unequal deck piles: the larger ones on top (larger_at_bottom)",
            allowed=("larger_on_top", "larger_at_bottom"),
        ),
        OptionSpec(
            "extended_princesses",
            "all_five",
            f"{_N} C28",
            "Extended rules shuffle all 5 Princesses into the deck (n_players: one per player)",
            allowed=("all_five", "n_players"),
        ),
        OptionSpec(
            "fifth_cat_trigger",
            "supply_empty",
            f"{_N} C30",
            "The end is triggered when a player's cat supply becomes empty "
            "(fifth_placement: on their fifth cat placement ever)",
            allowed=("supply_empty", "fifth_placement"),
        ),
        OptionSpec(
            "box_floor_zero",
            False,
            f"{_N} C33",
            "A box never scores below 0 (not the rulebook: sprays always count)",
        ),
        OptionSpec(
            "penalty_count",
            "deducted",
            f"{_N} C34",
            "Tie-break penalty points: spray points deducted from your score, doubling "
            "included (raw_symbols_in_occupied_boxes: spray symbols in boxes you occupy)",
            allowed=("deducted", "raw_symbols_in_occupied_boxes"),
        ),
        OptionSpec(
            "start_cards",
            "varied",
            "catboxes.data.md §4.4",
            "The five different start cards (all_open: five open ones)",
            allowed=("varied", "all_open"),
        ),
        OptionSpec(
            "first_player",
            "random",
            f"{_N} C37",
            "Who starts: drawn at random from the seed (seat0: seat 0, the host's choice)",
            allowed=("random", "seat0"),
        ),
    ),
)


class CatboxesGame(Game):
    spec = SPEC
    actions = rules.ACTIONS
    state_type = CatboxesState

    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State:
        state = CatboxesState(players, options, Rng(seed))
        rules.setup(state)
        return state


def setup(
    players: int = 2,
    *,
    cells: Sequence[tuple[int, int, str] | tuple[int, int, str, int]] = (),
    sleepers: Mapping[tuple[int, int], Seat] | None = None,
    overlays: Mapping[tuple[int, int], tuple[str, int | str]] | None = None,
    hands: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = (),
    current: Seat = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
) -> CatboxesState:
    """A position laid out by hand (tests, puzzles, teaching), in the play phase with
    ``current`` about to choose between drawing and a sleeping cat.

    ``cells`` are ``(x, y, card id[, rot])``, or ``(x, y, "sleeping")`` with the seat
    in ``sleepers``; ``overlays`` map a slot's west cell to ``("cat", seat)``,
    ``("princess", 0)`` or ``("toy", toy id)``; ``deck`` is top card first.

    >>> s = setup(cells=[(5, 4, "B07"), (6, 4, "B01")])
    >>> sorted(s.card) == [table.cell(5, 4), table.cell(6, 4)]
    True
    """
    s = CatboxesState(players, validate_options(SPEC.options, options), Rng(seed))
    sleepers = dict(sleepers or {})
    for x, y, card_id, *rot in cells:
        c = table.cell(x, y)
        if card_id == "sleeping":
            rules.put(s, c, TYPE["sleeping"], 0, sleeper=sleepers[(x, y)])
        else:
            rules.put(s, c, TYPE[card_id], rot[0] if rot else 0)
    for (x, y), (kind, value) in (overlays or {}).items():
        v = TYPE[value] if isinstance(value, str) else value
        s.overlay[table.cell(x, y)] = (kind, v)
        rules.laid(s, table.cell(x, y))
        if kind == CAT:
            s.supply[v] -= 1
            s.placed[v] += 1
    for seat in sleepers.values():
        s.supply[seat] -= 1
        s.placed[seat] += 1
    for seat, hand in enumerate(hands):
        s.hands[seat] = sorted(types(hand))
    s.deck = types(list(reversed(deck)))
    s.phase = "play"
    s.current = s.first = current
    rules.begin_turn(s)
    return s


GAME = CatboxesGame()
CatboxesState.game = GAME
CatboxesState.rules = rules
CatboxesState.views = observation
