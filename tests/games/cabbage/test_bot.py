"""The heuristic bot of Інтриги та Капуста: legal always, sensible in targeted positions,
and far stronger than random play."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence

import pytest

import stil
from stil.bots import RandomBot
from stil.core import Observation
from stil.games.cabbage import game as cabbage_game
from stil.games.cabbage import rules
from stil.games.cabbage.bot import HeuristicBot, bust_chance, final_points
from stil.games.cabbage.cards import COUNTS, KIND, KINDS, N_KINDS
from stil.games.cabbage.scoring import after_intrigue, castle_score
from stil.games.cabbage.scoring import points_without_cats as points
from stil.games.cabbage.state import CabbageState
from stil.sim import match
from stil.testing.bots import bot_choice

BOT = HeuristicBot()
FILLER = ["cabbage", "wheat", "dog"]  # deck cards that keep the game going past the test
# Cards that never lower their owner's score when banked (and no Dog: it changes a bust)
HARMLESS = {"cat", "cow", "cabbage", "wheat"}


def table(
    deck: Sequence[str],
    castles: Sequence[Mapping[str, int]] = ({}, {}),
    discard: Mapping[str, int] | None = None,
    options: Mapping[str, object] | None = None,
) -> CabbageState:
    """A hand-laid table, seat 0 to play; ``deck`` lists the top card first."""
    return cabbage_game.setup(
        len(castles), deck=deck, castles=castles, discard=discard, options=options
    )


def whole_deck_table(deck: Sequence[str], castles: Sequence[Mapping[str, int]]) -> CabbageState:
    """A table that accounts for all 86 cards: what is not in the deck or a castle lies in
    the discard, so the bot's count of unseen cards is exactly the deck."""
    rest = list(COUNTS)
    for card in deck:
        rest[KIND[card]] -= 1
    for castle in castles:
        for card, n in castle.items():
            rest[KIND[card]] -= n
    assert min(rest) >= 0
    return table(deck, castles, {KINDS[k]: n for k, n in enumerate(rest) if n})


def choice(state: stil.State) -> str:
    return bot_choice(BOT, state)


def kind_of(state: stil.State) -> str:
    assert state.decision is not None
    return state.decision.kind


# -- helpers agree with the rules ----------------------------------------------------------
def test_points_and_intrigue_agree_with_scoring_and_rules() -> None:
    rng = stil.Rng(11)
    for _ in range(2000):
        castle = [rng.below(n + 1) if rng.below(3) else 0 for n in COUNTS]
        foxes = rng.below(2) if castle[KIND["dog"]] else 0
        wolves = rng.below(min(castle[KIND["wolf"]], castle[KIND["dog"]] - foxes) + 1)
        state = CabbageState(2, {"blocking_dogs_score": True}, stil.Rng(0))
        state.castles = [castle[:], [0] * N_KINDS]
        rules.resolve_intrigue(state, 0, foxes, wolves)
        assert after_intrigue(castle, foxes, wolves) == state.castles[0]
        no_cats = castle[:]
        no_cats[KIND["cat"]] = 0
        unscored = foxes + wolves
        assert points(no_cats, unscored) == castle_score(no_cats, [no_cats], 0, unscored)
        # the best block among every legal one, as the rules offer them
        state.castles[0] = no_cats
        state.pending = [{"k": "block", "seat": 0}]
        state.phase = "intrigue"
        for dogs_score in (True, False):
            blocks = [(int(a.args[0]), int(a.args[1])) for a in rules.block_choices(state, 0)]
            best = max(
                points(after_intrigue(no_cats, f, w), 0 if dogs_score else f + w) for f, w in blocks
            )
            assert final_points(tuple(castle), dogs_score) == best


# -- always legal --------------------------------------------------------------------------
def test_only_ever_returns_legal_actions_and_needs_only_the_views_data() -> None:
    """Ask the bot at every state of many games (random and heuristic play, every option,
    2–5 players); replay a view through JSON to show it needs nothing but plain data."""
    game = stil.game("cabbage")
    spec_options = [o.name for o in game.spec.options]
    seen: Counter[str] = Counter()
    known_busts = 0
    rng = stil.Rng(2024)
    for g in range(120):
        players = 2 + g % 4
        options = {name: bool(rng.below(2)) for name in spec_options}
        state = game.new(players=players, seed=g, options=options)
        drivers = [BOT if (g + seat) % 2 else RandomBot() for seat in range(players)]
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            mine = BOT.choose(view, legal, rng)
            assert mine in legal, (mine, legal)
            seen[kind_of(state)] += 1
            if g % 10 == 0:
                plain = Observation(view.game, view.seat, json.loads(view.to_json())["data"])
                assert BOT.choose(plain, legal, stil.Rng(0)) == BOT.choose(view, legal, stil.Rng(0))
            top, row = view.data["top"], view.data["row"]
            known_bust = kind_of(state) == "draw_or_stop" and top in row and top != "wheat"
            if known_bust and set(row) <= HARMLESS:  # banking it can only help, a bust loses it
                known_busts += 1
                assert str(mine) == "stop", f"drew a known bust on {row}"
            state.apply(drivers[seat].choose(view, legal, rng))
    every_kind = {
        "draw_or_stop",
        "fox_take",
        "pig_discard",
        "wolf_give",
        "rabbit_play",
        "chicken_play",
        "dog_save",
        "dog_block",
    }
    assert set(seen) == every_kind
    assert known_busts > 0


# -- drawing -------------------------------------------------------------------------------
def test_bust_chance_counts_every_card_in_sight() -> None:
    # 8 Cabbages: 3 in castles, 3 in the discard, 1 in the row, so 1 of 79 unseen cards
    castles = [{"cabbage": 2}, {"cabbage": 1}]
    s = table(["cabbage", *FILLER], castles=castles, discard={"cabbage": 3})
    assert bust_chance(s.view(0)) == pytest.approx(1 / 79)
    s = table(["cabbage", "cow", "cabbage", *FILLER])
    s.apply("draw")  # the Cow shows seat 0 the next Cabbage; seat 1 only counts
    assert bust_chance(s.view(0)) == 1.0
    assert bust_chance(s.view(1)) == pytest.approx((7 + 7) / 84)  # a Cabbage or a Cow


def test_stops_when_the_cow_showed_a_busting_card() -> None:
    s = table(["cabbage", "cow", "cabbage", *FILLER])
    s.apply("draw")  # the Cow peeks: the next card is another Cabbage
    assert s.view(0).data["top"] == "cabbage"
    assert choice(s) == "stop"


def test_draws_when_the_cow_showed_a_safe_useful_card() -> None:
    s = table(["cabbage", "cow", "wheat", "cabbage", *FILLER])
    s.apply("draw")  # the Cow peeks: Wheat, which completes nothing but scores and is safe
    assert s.view(0).data["top"] == "wheat"
    assert choice(s) == "draw"


def test_busts_on_purpose_to_throw_away_a_row_that_would_cost_points() -> None:
    # Banking a second Pig turns 9 points into 5; the Cow-peeked Cow busts and discards it.
    s = table(["pig", "cow", "cow", *FILLER], castles=[{"pig": 1}, {}])
    s.apply("draw")
    assert s.view(0).data["top"] == "cow"
    assert choice(s) == "draw"


def test_never_draws_when_every_card_left_busts() -> None:
    s = whole_deck_table(["cabbage", "cabbage"], [{}, {}])
    assert choice(s) == "stop"


def test_draws_when_the_last_card_is_known_safe_by_counting() -> None:
    s = whole_deck_table(["cabbage", "wheat"], [{}, {}])
    assert choice(s) == "draw"


def test_draws_on_a_one_card_row_at_the_start() -> None:
    game = stil.game("cabbage")
    for seed in range(30):
        s = game.new(players=2, seed=seed)
        known_bust = s.view(s.to_act).data["top"] in s.to_dict()["row"]  # a Cow saw a copy
        if kind_of(s) == "draw_or_stop" and not known_bust:
            assert choice(s) == "draw", s.to_dict()["row"]


def test_a_dog_in_the_row_makes_the_same_risk_worth_taking() -> None:
    """Pig, Fox, Cabbage, Wheat and a fifth card: a bust loses 14 points, or 3 when the
    fifth card is a Dog that would save the Pig and the Cabbage."""
    for first, expected in (("rabbit", "stop"), ("dog", "draw")):
        s = table([first, "pig", "fox", "cabbage", "wheat", *FILLER])
        for _ in range(4):  # with empty castles these cards do nothing when laid out
            s.apply("draw")
        assert s.to_dict()["row"] == [first, "pig", "fox", "cabbage", "wheat"]
        assert choice(s) == expected, first


# -- targets -------------------------------------------------------------------------------
def test_fox_takes_by_score_change_not_by_card_value() -> None:
    # A second Pig would drop mine from 9 to 5 and lift theirs from 5 to 9.
    s = table(["fox", *FILLER], castles=[{"pig": 1}, {"pig": 2, "cabbage": 1}])
    assert kind_of(s) == "fox_take"
    assert choice(s) == "take 1 cabbage"


def test_pig_spares_a_castle_that_a_discard_would_help() -> None:
    # Seat 1 leads with two Pigs (5); one Pig less would make it 9. Hit seat 2 instead.
    s = table(["pig", *FILLER], castles=[{}, {"pig": 2}, {"cabbage": 2}])
    assert kind_of(s) == "pig_discard"
    assert choice(s) == "discard 2 cabbage"


def test_pig_discards_the_leaders_best_card() -> None:
    s = table(["pig", *FILLER], castles=[{}, {"pig": 1, "cabbage": 1}, {"cabbage": 2}])
    assert choice(s) == "discard 1 pig"


def test_wolf_gives_away_the_fox_that_would_eat_its_chickens() -> None:
    s = table(["wolf", *FILLER], castles=[{"fox": 1, "chicken": 3}, {"cabbage": 1}])
    assert kind_of(s) == "wolf_give"
    assert choice(s) == "give fox 1"


def test_chicken_plays_the_best_looked_card() -> None:
    discard = {"pig": 1, "cabbage": 1, "wolf": 1}  # three cards: all of them are looked at
    s = table(["chicken", *FILLER], castles=[{"cow": 1, "wheat": 2}, {}], discard=discard)
    assert kind_of(s) == "chicken_play"
    assert choice(s) == "play pig"


def test_rabbit_replays_the_fox_when_there_is_something_to_steal() -> None:
    s = table(["rabbit", *FILLER], castles=[{"fox": 1, "cabbage": 1}, {"pig": 1}])
    assert kind_of(s) == "rabbit_play"
    assert choice(s) == "play fox"


def test_dog_saves_the_most_valuable_cards() -> None:
    deck = ["dog", "pig", "cabbage", "wheat", "wheat", "wheat", "cabbage", *FILLER]
    s = table(deck)
    while kind_of(s) == "draw_or_stop":
        s.apply("draw")
    assert kind_of(s) == "dog_save"
    assert choice(s) == "save pig"  # 9 points
    s.apply("save pig")
    assert choice(s) == "save wheat"  # the stack: 3 points, more than a Cabbage or the Dog


# -- the intrigue phase --------------------------------------------------------------------
def intrigue_table(mine: Mapping[str, int], **options: object) -> CabbageState:
    """The last card is a Cabbage: seat 0 banks it and decides its Dogs first."""
    s = table(["cabbage"], castles=[mine, {"cabbage": 1}], options=options)
    assert kind_of(s) == "dog_block"
    return s


def test_block_keeps_the_bigger_loss_out() -> None:
    # The Wolf would take a Cow set and a lone Pig (15); the Foxes only four Chickens (8).
    mine = {"dog": 1, "fox": 2, "wolf": 1, "chicken": 4, "cow": 1, "wheat": 2, "pig": 1}
    assert choice(intrigue_table(mine)) == "block 0 1"
    mine = {"dog": 1, "fox": 2, "wolf": 1, "chicken": 4, "cow": 2}
    assert choice(intrigue_table(mine)) == "block 1 0"


def test_block_lets_the_fox_eat_five_chickens_to_save_the_wheat() -> None:
    # Five Chickens would discard the Wheat of two Cow sets; unblocked Foxes remove them first.
    s = intrigue_table({"dog": 1, "fox": 1, "chicken": 5, "cow": 2, "wheat": 4})
    assert choice(s) == "block 0 0"


@pytest.mark.parametrize(
    ("mine", "best"),
    [
        ({"dog": 2, "wolf": 1, "fox": 1}, "block 0 0"),  # nothing to protect
        ({"dog": 2, "wolf": 2, "pig": 1}, "block 0 2"),  # both Wolves, or the Pig is lost
    ],
)
def test_block_counts_the_points_of_blocking_dogs(mine: dict[str, int], best: str) -> None:
    assert choice(intrigue_table(mine, blocking_dogs_score=False)) == best


# -- speed and strength --------------------------------------------------------------------
def test_seats_do_not_matter_to_the_bot_itself() -> None:
    """Four heuristic bots, seats rotating: nobody wins nearly everything (no seat bug)."""
    result = match("cabbage", ["heuristic"] * 4, games=40, seed=3)
    assert all(w < 30 for w in result.wins)
    assert sum(result.wins) == pytest.approx(40)


def test_packed_castles_score_as_the_plain_ones() -> None:
    """The bot's packed castles and per-kind point tables give ``final_points``' integers."""
    from stil.games.cabbage.bot import _final_points, _pack, _unpack

    rng = stil.Rng(7)
    for _ in range(3000):
        castle = [rng.below(n + 1) if rng.below(3) else 0 for n in COUNTS]
        assert _unpack(_pack(castle)) == castle
        for dogs_score in (True, False):
            assert _final_points(castle, dogs_score) == final_points(tuple(castle), dogs_score)
