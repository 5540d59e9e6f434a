"""Інтриги та Капуста, rule by rule (rulebook cabbage.uk.md, notes cabbage.notes.md)."""

from __future__ import annotations

import pytest

import stil
from stil.games.cabbage.state import CabbageState

from .conftest import castle, legal, position

FILLER = ["cabbage"] * 3  # deck cards that keep the game going past the tested turn


# -- the turn ---------------------------------------------------------------------------
def test_turn_starts_by_revealing_the_top_card_then_asks_draw_or_stop() -> None:
    s = position(["dog", "cabbage", *FILLER])
    assert s.to_dict()["row"] == ["dog"]
    assert s.decision is not None and s.decision.kind == "draw_or_stop"
    assert legal(s) == ["draw", "stop"]
    s.apply("draw")
    assert s.to_dict()["row"] == ["dog", "cabbage"]


def test_stopping_banks_every_laid_out_card_and_passes_the_turn() -> None:
    s = position(["dog", "cabbage", "wheat", *FILLER])
    s.apply("draw")
    s.apply("stop")
    assert castle(s, 0) == {"dog": 1, "cabbage": 1}
    assert s.current == 1 and s.to_dict()["row"] == ["wheat"]


def test_duplicate_busts_and_every_laid_out_card_goes_to_the_discard() -> None:
    s = position(["cabbage", "wolf", "cabbage", *FILLER], castles=[{}, {}])
    # Wolf with an empty own castle does nothing
    s.apply("draw")
    assert s.decision is not None and s.decision.kind == "draw_or_stop"
    s.apply("draw")
    assert castle(s, 0) == {}
    assert s.to_dict()["discard"] == {"cabbage": 2, "wolf": 1}
    assert s.current == 1


def test_busting_card_has_no_effect() -> None:
    # The second Pig busts: its effect (discard a card elsewhere) must not happen.
    s = position(["pig", "pig", *FILLER], castles=[{}, {"cow": 1}])
    s.apply("discard 1 cow")
    s.apply("draw")
    assert castle(s, 1) == {}
    assert s.current == 1
    s = position(["cat", "cat", *FILLER], castles=[{}, {}], discard={"fox": 1})
    # first Cat takes the Fox; the second Cat busts and takes nothing more
    assert castle(s, 0) == {"fox": 1}
    s.apply("draw")
    assert castle(s, 0) == {"fox": 1}


def test_wheat_repeats_never_bust_and_stack() -> None:
    s = position(["wheat", "wheat", "wheat", *FILLER])
    s.apply("draw")
    s.apply("draw")
    assert s.to_dict()["row"] == ["wheat", "wheat", "wheat"]
    s.apply("stop")
    assert castle(s, 0) == {"wheat": 3}


# -- the Dog saving a busted turn -------------------------------------------------------
def test_dog_saves_two_cards_the_wheat_stack_counting_as_one() -> None:
    s = position(["dog", "wheat", "wheat", "wheat", "cabbage", "cabbage", *FILLER])
    for _ in range(5):
        s.apply("draw")
    assert s.decision is not None and s.decision.kind == "dog_save"
    assert legal(s) == ["save dog", "save cabbage", "save wheat", "done"]
    s.apply("save wheat")
    assert castle(s, 0) == {"wheat": 3}
    s.apply("save cabbage")
    assert castle(s, 0) == {"wheat": 3, "cabbage": 1}
    assert s.to_dict()["discard"] == {"dog": 1, "cabbage": 1}
    assert s.current == 1


def test_dog_may_save_the_busting_card_by_default_but_not_with_the_option() -> None:
    s = position(["dog", "cabbage", "cabbage", *FILLER])
    s.apply("draw")
    s.apply("draw")
    s.apply("save cabbage")
    s.apply("save cabbage")
    assert castle(s, 0) == {"cabbage": 2}
    s = position(["dog", "cabbage", "cabbage", *FILLER], dog_saves_busting_card=False)
    s.apply("draw")
    s.apply("draw")
    assert legal(s) == ["save dog", "save cabbage", "done"]
    s.apply("save cabbage")
    assert legal(s) == ["save dog", "done"]


def test_dog_saving_is_a_choice_of_up_to_two() -> None:
    s = position(["dog", "pig", "pig", *FILLER], castles=[{}, {}])
    s.apply("draw")
    s.apply("draw")
    s.apply("done")
    assert castle(s, 0) == {}
    assert s.to_dict()["discard"] == {"dog": 1, "pig": 2}


def test_bust_without_a_dog_saves_nothing() -> None:
    s = position(["cabbage", "dog", "cabbage", *FILLER], castles=[{}, {}])
    # the Dog comes after the Cabbage but before the bust: it was played this turn
    s.apply("draw")
    s.apply("draw")
    assert s.decision is not None and s.decision.kind == "dog_save"
    s = position(["cabbage", "cabbage", *FILLER], castles=[{"dog": 3}, {}])
    s.apply("draw")  # a Dog in the castle is not a Dog played this turn
    assert s.current == 1 and castle(s, 0) == {"dog": 3}


def test_a_second_dog_brought_by_a_fox_busts_and_the_saving_happens_once() -> None:
    s = position(["dog", "fox", *FILLER], castles=[{}, {"dog": 1}])
    s.apply("draw")
    assert legal(s) == ["take 1 dog"]  # only a duplicate on offer: forced
    s.apply("take 1 dog")
    assert s.decision is not None and s.decision.params == {"left": 2}
    s.apply("save dog")
    s.apply("save dog")
    assert castle(s, 0) == {"dog": 2} and castle(s, 1) == {}
    assert s.to_dict()["discard"] == {"fox": 1}


# -- immediate effects ------------------------------------------------------------------
def test_fox_takes_a_card_from_another_castle_and_lays_it_out() -> None:
    s = position(["fox", *FILLER], castles=[{}, {"cabbage": 1}, {"wheat": 2}])
    assert legal(s) == ["take 1 cabbage", "take 2 wheat"]
    s.apply("take 2 wheat")
    assert castle(s, 2) == {"wheat": 1}
    assert s.to_dict()["row"] == ["fox", "wheat"]


def test_fox_brought_card_resolves_its_own_effect() -> None:
    s = position(["fox", *FILLER], castles=[{}, {"pig": 1, "cow": 1}])
    s.apply("take 1 pig")
    assert s.decision is not None and s.decision.kind == "pig_discard"
    s.apply("discard 1 cow")
    assert castle(s, 1) == {} and s.to_dict()["row"] == ["fox", "pig"]


def test_fox_with_empty_castles_elsewhere_does_nothing() -> None:
    s = position(["fox", *FILLER], castles=[{"cow": 2}, {}])
    assert s.decision is not None and s.decision.kind == "draw_or_stop"


@pytest.mark.parametrize("voluntary", [None, True, False])
def test_fox_takes_any_card_a_duplicate_included_unless_the_option_forbids(
    voluntary: bool | None,
) -> None:
    """Fox: «Гравець забирає будь-яку карту з чужого замку й розіграє в центр стола. Якщо в
    чужих замках є лише карти, що повторюють уже зіграні, гравець зобов'язаний взяти одну з
    таких карт, чим провалити свій хід.»

    «будь-яку карту»: the duplicate is offered beside a safe card and busts when taken
    (default, ``voluntary_bust=true``); the clause on duplicates only adds an obligation.
    ``voluntary_bust=false`` offers the duplicate only when nothing else is there.
    """
    options = {} if voluntary is None else {"voluntary_bust": voluntary}
    s = position(["cabbage", "fox", *FILLER], castles=[{}, {"cabbage": 1, "wheat": 1}], **options)
    s.apply("draw")
    if voluntary is False:
        assert legal(s) == ["take 1 wheat"]
        return
    assert legal(s) == ["take 1 cabbage", "take 1 wheat"]
    s.apply("take 1 cabbage")  # taken by choice: the turn busts
    assert s.current == 1 and castle(s, 0) == {} and castle(s, 1) == {"wheat": 1}
    assert s.to_dict()["discard"] == {"cabbage": 2, "fox": 1}


@pytest.mark.parametrize("voluntary", [True, False])
def test_fox_must_take_a_duplicate_when_nothing_else_is_there(voluntary: bool) -> None:
    """Fox: «Якщо в чужих замках є лише карти, що повторюють уже зіграні, гравець
    зобов'язаний взяти одну з таких карт, чим провалити свій хід.» (either option value)"""
    s = position(
        ["cabbage", "fox", *FILLER], castles=[{}, {"cabbage": 1}], voluntary_bust=voluntary
    )
    s.apply("draw")
    assert legal(s) == ["take 1 cabbage"]
    s.apply("take 1 cabbage")
    assert s.current == 1 and castle(s, 0) == {}
    assert s.to_dict()["discard"] == {"cabbage": 2, "fox": 1}


@pytest.mark.parametrize("voluntary", [None, True, False])
def test_rabbit_plays_any_card_of_the_castle_a_duplicate_included_unless_the_option_forbids(
    voluntary: bool | None,
) -> None:
    """Rabbit: «Гравець вибирає будь-яку карту зі свого замку й розіграє в центр стола. Якщо
    в замку є лише карти, які повторюють уже зіграні, гравець зобов'язаний взяти одну з таких
    карт, чим провалити свій хід.»

    Default (``voluntary_bust=true``): the duplicate is offered beside a safe card;
    ``false``: only the safe one.
    """
    options = {} if voluntary is None else {"voluntary_bust": voluntary}
    s = position(
        ["cabbage", "rabbit", *FILLER], castles=[{"cabbage": 1, "pig": 1}, {"cow": 1}], **options
    )
    s.apply("draw")
    if voluntary is False:
        assert legal(s) == ["play pig"]
        return
    assert legal(s) == ["play pig", "play cabbage"]
    s.apply("play cabbage")
    assert s.current == 1 and castle(s, 0) == {"pig": 1} and castle(s, 1) == {"cow": 1}
    assert s.to_dict()["discard"] == {"cabbage": 2, "rabbit": 1}


@pytest.mark.parametrize("voluntary", [None, True, False])
def test_chicken_plays_any_looked_card_a_duplicate_included_unless_the_option_forbids(
    voluntary: bool | None,
) -> None:
    """Chicken: «Гравець перетасовує скид, дивиться 4 випадкові карти й одну з них грає в
    центр стола. Якщо серед витягнутих карт усі повторюють уже зіграні, гравець зобов'язаний
    зіграти одну з них і провалити свій хід.»

    «одну з них»: any of them by default (``voluntary_bust=true``); ``false``: a duplicate
    only when every looked-at card is one.
    """
    options = {} if voluntary is None else {"voluntary_bust": voluntary}
    s = position(["cabbage", "chicken", *FILLER], discard={"cabbage": 1, "wheat": 1}, **options)
    s.apply("draw")
    assert s.view(0).data["looked"] == ["cabbage", "wheat"]
    if voluntary is False:
        assert legal(s) == ["play wheat"]
        return
    assert legal(s) == ["play cabbage", "play wheat"]
    s.apply("play cabbage")
    assert s.current == 1 and castle(s, 0) == {}
    assert s.to_dict()["discard"] == {"cabbage": 2, "chicken": 1, "wheat": 1}


def test_wolf_moves_a_banked_card_to_a_chosen_castle() -> None:
    s = position(["wolf", *FILLER], castles=[{"pig": 1, "cow": 1}, {}, {}])
    assert legal(s) == ["give pig 1", "give pig 2", "give cow 1", "give cow 2"]
    s.apply("give pig 2")
    assert castle(s, 0) == {"cow": 1} and castle(s, 2) == {"pig": 1}


def test_wolf_with_an_empty_castle_does_nothing_and_row_cards_are_not_banked() -> None:
    s = position(["cabbage", "wolf", *FILLER], castles=[{}, {}])
    s.apply("draw")
    assert s.decision is not None and s.decision.kind == "draw_or_stop"


def test_cow_peek_is_private_and_lasts_until_the_card_is_drawn() -> None:
    s = position(["cow", "fox", *FILLER], castles=[{}, {}])
    assert s.view(0).data["top"] == "fox"
    assert s.view(1).data["top"] is None and s.view(None).data["top"] is None
    assert s.view(1).data["knows_top"] == [0]
    peeks = [e for e in s.events(0) if e["type"] == "peek"]
    assert peeks == [{"type": "peek", "seat": 0, "card": "fox"}]
    assert not [e for e in s.events(1) if e["type"] == "peek"]
    assert "fox" not in str(s.events(None))
    s.apply("stop")  # seat 1's turn starts by drawing the peeked card: no secret left
    assert s.to_dict()["row"] == ["fox"]
    assert s.view(0).data["top"] is None and s.view(0).data["knows_top"] == []


def test_cow_with_an_empty_deck_does_nothing() -> None:
    s = position(["cow"], castles=[{}, {}])
    assert s.is_over or s.phase == "intrigue"
    assert not [e for e in s.events(0) if e["type"] == "peek"]


def test_chicken_plays_one_of_four_random_discard_cards() -> None:
    discard = {"cabbage": 3, "dog": 3, "wheat": 3}
    s = position(["chicken", *FILLER], discard=discard)
    looked = s.view(0).data["looked"]
    assert len(looked) == 4
    assert sum(s.discard) == 9 - 4
    choices = legal(s)
    assert choices == [f"play {k}" for k in sorted(set(looked), key=looked.index)]
    s.apply(choices[0])
    assert sum(s.discard) == 9 - 1
    assert s.to_dict()["row"] == ["chicken", choices[0].split()[1]]


def test_chicken_looks_at_all_when_four_or_fewer_and_does_nothing_on_empty() -> None:
    s = position(["chicken", *FILLER], discard={"pig": 1, "cow": 2})
    assert s.view(0).data["looked"] == ["pig", "cow", "cow"]
    assert legal(s) == ["play pig", "play cow"]
    s = position(["chicken", *FILLER], discard={})
    assert s.decision is not None and s.decision.kind == "draw_or_stop"


@pytest.mark.parametrize("voluntary", [True, False])
def test_chicken_forced_to_bust_when_every_looked_card_is_a_duplicate(voluntary: bool) -> None:
    """Chicken: «Якщо серед витягнутих карт усі повторюють уже зіграні, гравець зобов'язаний
    зіграти одну з них і провалити свій хід.» (either option value)"""
    s = position(
        ["cabbage", "chicken", *FILLER],
        discard={"cabbage": 2, "chicken": 1},
        voluntary_bust=voluntary,
    )
    s.apply("draw")
    assert legal(s) == ["play chicken", "play cabbage"]
    s.apply("play cabbage")
    assert s.current == 1
    assert s.to_dict()["discard"] == {"cabbage": 3, "chicken": 2}


def test_chicken_looks_can_be_private() -> None:
    s = position(["chicken", *FILLER], discard={"pig": 1, "cow": 2}, looks_public=False)
    assert s.view(0).data["looked"] == ["pig", "cow", "cow"]
    assert s.view(1).data["looked"] is None
    assert s.view(1).data["discard"] == {"pig": 1, "cow": 2}  # as far as seat 1 knows
    assert "pig" not in str(s.view(1).data["decision"])
    assert "pig" not in str(s.events(1)) and "pig" in str(s.events(0))


def test_pig_discards_a_card_from_another_castle() -> None:
    s = position(["pig", *FILLER], castles=[{"cow": 1}, {"cat": 2}])
    assert legal(s) == ["discard 1 cat"]
    s.apply("discard 1 cat")
    assert castle(s, 1) == {"cat": 1} and s.to_dict()["discard"] == {"cat": 1}
    s = position(["pig", *FILLER], castles=[{"cow": 1}, {}])
    assert s.decision is not None and s.decision.kind == "draw_or_stop"


def test_cat_takes_every_kind_missing_from_the_castle_with_all_its_copies() -> None:
    # The Руслана case: 4 cards in the discard, all looked at.
    s = position(
        ["cat", *FILLER],
        castles=[{"wheat": 2}, {}],
        discard={"chicken": 2, "dog": 1, "wheat": 1},
    )
    assert castle(s, 0) == {"wheat": 2, "chicken": 2, "dog": 1}
    assert s.to_dict()["discard"] == {"wheat": 1}
    # taken cards are not laid out: no bust, no effect
    assert s.to_dict()["row"] == ["cat"]


def test_cat_looks_at_five_only() -> None:
    s = position(["cat", *FILLER], discard={"cabbage": 10, "dog": 10})
    taken = castle(s, 0)
    assert sum(taken.values()) == 5
    assert sum(s.discard) == 15


def test_cat_with_an_empty_discard_does_nothing() -> None:
    s = position(["cat", *FILLER])
    assert castle(s, 0) == {} and s.decision is not None


def test_rabbit_lays_out_a_card_of_your_own_castle() -> None:
    s = position(["rabbit", *FILLER], castles=[{"pig": 1, "wheat": 1}, {"cow": 1}])
    assert legal(s) == ["play pig", "play wheat"]
    s.apply("play pig")
    assert castle(s, 0) == {"wheat": 1}
    assert s.decision is not None and s.decision.kind == "pig_discard"


@pytest.mark.parametrize("voluntary", [True, False])
def test_rabbit_forced_bust_and_empty_castle(voluntary: bool) -> None:
    """Rabbit: «Якщо в замку є лише карти, які повторюють уже зіграні, гравець зобов'язаний
    взяти одну з таких карт, чим провалити свій хід. Якщо в замку ще немає жодної карти,
    нічого не відбувається.» (either option value)"""
    s = position(
        ["cabbage", "rabbit", *FILLER], castles=[{"cabbage": 2}, {}], voluntary_bust=voluntary
    )
    s.apply("draw")
    assert legal(s) == ["play cabbage"]
    s.apply("play cabbage")
    assert castle(s, 0) == {"cabbage": 1} and s.current == 1
    s = position(["rabbit", *FILLER], castles=[{}, {}])
    assert s.decision is not None and s.decision.kind == "draw_or_stop"


# -- end of the deck --------------------------------------------------------------------
def test_last_card_ends_the_turn_with_a_bank_and_starts_the_intrigue() -> None:
    s = position(["cabbage", "wheat"], castles=[{}, {}])
    s.apply("draw")
    assert s.is_over
    assert castle(s, 0) == {"cabbage": 1, "wheat": 1}


def test_last_card_still_resolves_its_effect_and_can_bust() -> None:
    s = position(["cabbage", "fox"], castles=[{}, {"wheat": 1}])
    s.apply("draw")
    assert legal(s) == ["take 1 wheat"]
    s.apply("take 1 wheat")
    assert s.is_over and castle(s, 0) == {"cabbage": 1, "fox": 1, "wheat": 1}
    s = position(["cabbage", "cabbage"], castles=[{}, {}])
    s.apply("draw")
    assert s.is_over and castle(s, 0) == {}


# -- intrigue phase ---------------------------------------------------------------------
def _to_intrigue(castles: list[dict[str, int]], **options: object) -> CabbageState:
    """Seat 1 draws the last card (a Cabbage) and banks; the intrigue starts with seat 1."""
    return position(["cabbage"], castles=castles, current=1, **options)


def test_dog_block_choices_are_all_foxes_or_one_wolf_per_dog_never_forced() -> None:
    s = _to_intrigue([{"dog": 2, "fox": 1, "wolf": 3}, {}])
    assert s.to_act == 0 and s.decision is not None and s.decision.kind == "dog_block"
    assert legal(s) == ["block 0 0", "block 0 1", "block 0 2", "block 1 0", "block 1 1"]


def test_unblocked_fox_discards_all_chickens() -> None:
    s = _to_intrigue([{"dog": 1, "fox": 2, "chicken": 3}, {}])
    s.apply("block 0 0")
    assert castle(s, 0) == {"dog": 1, "fox": 2}
    s = _to_intrigue([{"dog": 1, "fox": 2, "chicken": 3}, {}])
    s.apply("block 1 0")
    assert castle(s, 0)["chicken"] == 3


def test_unblocked_wolf_discards_all_cows_and_pigs() -> None:
    base = {"dog": 1, "wolf": 2, "cow": 2, "pig": 1, "wheat": 1}
    s = _to_intrigue([dict(base), {}])
    s.apply("block 0 1")  # one Wolf still free
    assert castle(s, 0) == {"dog": 1, "wolf": 2, "wheat": 1}
    s = _to_intrigue([{**base, "dog": 2}, {}])
    s.apply("block 0 2")
    assert castle(s, 0)["cow"] == 2 and castle(s, 0)["pig"] == 1


def test_no_dog_no_decision() -> None:
    s = _to_intrigue([{"fox": 1, "chicken": 2, "wolf": 1, "pig": 1}, {}])
    assert s.is_over
    assert castle(s, 0) == {"fox": 1, "wolf": 1}


def test_five_chickens_discard_all_wheat_five_rabbits_all_cabbage() -> None:
    s = _to_intrigue([{"chicken": 5, "wheat": 3, "rabbit": 5, "cabbage": 2}, {}])
    assert castle(s, 0) == {"chicken": 5, "rabbit": 5}
    s = _to_intrigue([{"chicken": 4, "wheat": 3, "rabbit": 4, "cabbage": 2}, {}])
    assert castle(s, 0) == {"chicken": 4, "wheat": 3, "rabbit": 4, "cabbage": 2}


def test_fox_acts_before_chicken() -> None:
    # The Fox removes the 5 Chickens first, so they can no longer discard the Wheat.
    s = _to_intrigue([{"chicken": 5, "fox": 1, "wheat": 2}, {}])
    assert castle(s, 0) == {"fox": 1, "wheat": 2}


def test_intrigue_starts_with_the_player_who_moved_last() -> None:
    castles = [{"dog": 1, "fox": 1}, {"dog": 1, "fox": 1}, {"dog": 1, "fox": 1}]
    s = position(["cabbage"], castles=castles, current=1)
    assert s.to_act == 1
    s.apply("block 0 0")
    assert s.to_act == 2
    s.apply("block 0 0")
    assert s.to_act == 0


# -- the rulebook's worked examples -----------------------------------------------------
STEPAN = {
    "cow": 2,
    "wheat": 3,
    "pig": 2,
    "rabbit": 1,
    "fox": 2,
    "wolf": 1,
    "dog": 1,
    "cat": 1,
    "cabbage": 2,
    "chicken": 3,
}


@pytest.mark.parametrize(("dogs_score", "total"), [(True, 26), (False, 25)])
def test_stepan_scoring_example(dogs_score: bool, total: int) -> None:
    from stil.games.cabbage import rules
    from stil.games.cabbage.scoring import breakdown

    s = _to_intrigue([dict(STEPAN), {"cat": 2}], blocking_dogs_score=dogs_score)
    s.apply("block 0 1")  # his Dog guards against the Wolf; the Foxes eat his Chickens
    assert s.is_over
    assert "chicken" not in castle(s, 0) and castle(s, 0)["cabbage"] == 2
    points = breakdown(s.castles[0], s.castles, 0, rules.unscored_dogs(s, 0))
    assert points == {
        "cat": 0,
        "pig": 5,
        "chicken": 0,
        "cow": 7,
        "fox": 2,
        "wolf": 3,
        "dog": 1 if dogs_score else 0,
        "rabbit": 1,
        "cabbage": 4,
        "wheat": 3,
    }
    assert s.scores()[0] == total


def test_ruslana_turn_example() -> None:
    s = position(
        ["wolf", "cat", "dog", "wheat", "wheat", "wolf", *FILLER],
        castles=[{"pig": 1, "wheat": 2}, {}],
        discard={"chicken": 2, "dog": 1, "wheat": 1},
    )
    assert legal(s) == ["give pig 1", "give wheat 1"]
    s.apply("give pig 1")
    assert castle(s, 1) == {"pig": 1}
    s.apply("draw")  # Cat: all 4 discard cards looked at
    assert castle(s, 0) == {"wheat": 2, "chicken": 2, "dog": 1}
    s.apply("draw")  # Dog
    s.apply("draw")  # Wheat
    s.apply("draw")  # Wheat: stacks
    assert s.to_dict()["row"] == ["wolf", "cat", "dog", "wheat", "wheat"]
    s.apply("draw")  # second Wolf: bust
    assert s.decision is not None and s.decision.kind == "dog_save"
    s.apply("save wheat")
    s.apply("save dog")
    assert castle(s, 0) == {"wheat": 4, "chicken": 2, "dog": 2}
    assert s.to_dict()["discard"] == {"wheat": 1, "wolf": 2, "cat": 1}
    assert s.current == 1


# -- winners ----------------------------------------------------------------------------
def test_tie_on_points_goes_to_most_wheat_then_is_shared() -> None:
    s = _to_intrigue([{"cabbage": 2, "wheat": 2}, {"cabbage": 3}])
    # seat 1 banks one more Cabbage: 8 points vs 4 + 2 = 6
    assert s.scores() == [6, 8] and s.winners() == [1]
    s = _to_intrigue([{"wheat": 2}, {"cabbage": 0}])
    assert s.scores() == [2, 2] and s.winners() == [0]
    s = _to_intrigue([{"wheat": 1, "fox": 1}, {"wheat": 1}])
    assert s.scores() == [2, 3]


def test_shared_win_when_points_and_wheat_tie() -> None:
    s = position(["cabbage"], castles=[{"cabbage": 1, "wheat": 1}, {"wheat": 1}], current=1)
    assert s.scores() == [3, 3] and s.winners() == [0, 1]


# -- set-up and options -----------------------------------------------------------------
def test_new_game_deals_the_whole_deck() -> None:
    s = stil.game("cabbage").new(players=3, seed=11)
    d = s.to_dict()
    assert (
        len(d["deck"])
        + len(d["row"])
        + sum(d["discard"].values())
        + sum(sum(c.values()) for c in d["castles"])
        == 86
    )


def test_unknown_option_and_bad_values_are_refused_with_the_allowed_values() -> None:
    g = stil.game("cabbage")
    with pytest.raises(stil.InvalidOption, match=r"unknown option 'dogs'.*blocking_dogs_score"):
        g.new(players=2, seed=1, options={"dogs": True})
    with pytest.raises(stil.InvalidOption, match="'voluntary_bust' must be one of false, true"):
        g.new(players=2, seed=1, options={"voluntary_bust": 1})
    with pytest.raises(stil.InvalidPlayers, match="2–5 players"):
        g.new(players=6, seed=1)
    with pytest.raises(stil.InvalidPlayers):
        g.new(players=1, seed=1)


def test_same_seed_same_deal_other_seed_other_deal() -> None:
    g = stil.game("cabbage")
    assert g.new(players=2, seed=5).to_json() == g.new(players=2, seed=5).to_json()
    assert g.new(players=2, seed=5).to_json() != g.new(players=2, seed=6).to_json()
