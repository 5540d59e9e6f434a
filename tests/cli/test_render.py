"""The cabbage renderer: the table as one seat sees it, choices in words, the final score,
and a hot-seat table where one person's secret must not reach the next person's screen."""

from __future__ import annotations

import dataclasses
import io
import types
from collections.abc import Iterator

import pytest
from rich.console import Console, RenderableType

from stil import render as renderer
from stil.cli.play import Player, Session, make_players
from stil.core import Action
from stil.core.registry import game
from stil.games.cabbage import game as cabbage_game
from stil.games.cabbage import render

from .conftest import screens


def text(renderable: RenderableType) -> str:
    console = Console(file=io.StringIO(), width=100)
    console.print(renderable)
    return console.file.getvalue()


def test_choices_read_in_the_chosen_language():
    obs = cabbage_game.setup(3, deck=["cabbage"]).view(0)
    take = Action("take", (1, "fox"))
    assert render.action_text(take, obs, "uk") == "Взяти Лиса у гравця 2"
    assert render.action_text(take, obs, "ru") == "Взять Лиса у игрока 2"
    assert render.action_text(take, obs, "en") == "Take the Fox from Player 2"
    give = Action("give", ("pig", 2))
    assert render.action_text(give, obs, "uk") == "Передати Свинку гравцеві 3"
    assert render.action_text(Action("block", (1, 2)), obs, "en") == (
        "Block all the Foxes and Wolves: 2"
    )


def test_a_choice_that_busts_says_so():
    state = cabbage_game.setup(2, deck=["rabbit", "cabbage"], castles=[{"rabbit": 1, "pig": 1}])
    obs = state.view(0)
    assert obs.data["decision"]["kind"] == "rabbit_play"
    assert render.action_text(Action("play", ("pig",)), obs, "en") == "Lay out the Pig"
    assert "busts" in render.action_text(Action("play", ("rabbit",)), obs, "en")


def test_the_wheat_stack_is_one_stack_and_the_busting_card_is_marked():
    deck = ["dog", "wheat", "cabbage", "wheat", "wheat", "cabbage", "pig"]
    state = cabbage_game.setup(2, deck=deck)
    for _ in range(4):
        state.apply("draw")
    shown = text(render.table(state.view(0), "en", ["you", ""]))
    assert "[Dog]  [Wheat ×3 — stack]  [Cabbage]" in shown
    state.apply("draw")  # the second Cabbage busts; the Dog saves two cards
    obs = state.view(0)
    assert obs.data["decision"]["kind"] == "dog_save"
    shown = text(render.table(obs, "uk", ["ви", ""]))
    assert "[Пес]  [Пшениця ×3 — стос]  [Капуста]  ✗ Капуста — провал" in shown
    save = render.action_text(Action("save", ("wheat",)), obs, "en")
    assert save == "Save the stack: Wheat ×3"


def test_the_peeked_card_is_on_the_peekers_table_only():
    state = cabbage_game.setup(2, deck=["cow", "pig", "cabbage"])
    mine = text(render.table(state.view(0), "en", ["you", ""]))
    theirs = text(render.table(state.view(1), "en", ["", "you"]))
    assert "Top card of the deck (only you see it): Pig" in mine
    assert "Pig" not in theirs
    assert "Has seen the top card: Player 1" in theirs


@pytest.mark.parametrize(("dogs_score", "dog_cell"), [(True, "1 → 1"), (False, "1 → 0")])
def test_final_breakdown_follows_the_blocking_dogs_option(dogs_score, dog_cell):
    state = cabbage_game.setup(
        2,
        deck=["cabbage"],
        castles=[{"dog": 1, "wolf": 1, "cow": 1}, {"wheat": 1}],
        options={"blocking_dogs_score": dogs_score},
    )
    state.apply("block 0 1")  # the Dog keeps the Wolf off the Cow
    assert state.is_over
    shown = text(render.final(state, "en", ["", ""]))
    dog_row = next(line for line in shown.splitlines() if line.strip().startswith("Dog "))
    assert dog_cell in dog_row
    total = next(line for line in shown.splitlines() if line.strip().startswith("Total"))
    assert total.split()[1:] == [str(p) for p in state.scores()]
    assert f"Winner: Player 1 ({state.scores()[0]})" in shown


def _reader(lines: list[str]) -> Iterator[str]:
    yield from lines
    raise EOFError


def test_a_private_look_never_reaches_the_other_persons_screen():
    """Player 1's Chicken looks (in private) at Cat, Pig, Wolf and Dog, lays out the Dog and
    stops; Player 2 must never see which cards went back to the discard."""
    state = cabbage_game.setup(
        2,
        deck=["chicken", "cabbage", "wheat"],
        discard={"wolf": 1, "pig": 1, "cat": 1, "dog": 1},
        options={"looks_public": False},
    )
    console = Console(file=io.StringIO(), width=100)
    answers = _reader(["", "4", "2", "", "2", ""])  # Enter, Dog, stop, Enter, stop, Enter
    people = make_players(["human", "human"], "cabbage", seed=0)
    session = Session(state, people, renderer.load("cabbage"), "en", console,
                      lambda prompt: next(answers))  # fmt: skip
    session.run()
    assert state.is_over
    parts = dict.fromkeys(["Player 1", "Player 2", None], "")
    for who, shown in screens(console.file.getvalue()):
        parts[who] += shown
    assert "The Chicken's cards from the discard: Cat, Pig, Wolf, Dog" in parts["Player 1"]
    assert "secretly looks at cards from the discard (4)" in parts["Player 2"]
    for secret in ("Cat", "Pig", "Wolf"):
        assert secret not in parts["Player 2"]
        assert secret not in parts[None].split("Final score")[0]


def test_renderers_are_found_through_the_games_parts(monkeypatch):
    assert renderer.load("cabbage") is render
    fake = types.ModuleType("stil_fake.render")
    fake.player = render.player  # type: ignore[attr-defined]
    real = renderer.parts
    with_fake = dataclasses.replace(real("cabbage"), renderer=lambda: fake)
    monkeypatch.setattr(renderer, "parts", lambda g: with_fake if g == "fake" else real(g))
    with pytest.raises(TypeError, match="lacks table, question"):
        renderer.load("fake")


def test_a_bot_seat_has_its_own_generator():
    players = make_players(["random", "human", "random"], "cabbage", seed=7)
    assert players[1] == Player("human")
    assert players[0].rng is not None and players[2].rng is not None
    assert players[0].rng.next64() != players[2].rng.next64()


def test_catboxes_as_is_and_turned_previews_stand_apart_each_with_its_label():
    """A hand card that lies differently turned 180° is drawn twice: the two drawings are
    kept apart by a dotted line with space on both sides, each with its label under it."""
    from stil.games.catboxes import render as catboxes

    state = game("catboxes").new(players=2, seed=3)
    seat = state.to_act
    shown = text(catboxes.table(state.view(seat), "en", ["you", ""]))
    panel = shown.split("Your hand", 1)[1].splitlines()
    at = next(i for i, line in enumerate(panel) if "as is" in line and "180°" in line)
    labels = panel[at]
    rule = labels.index("┆")
    assert labels.index("as is") < rule < labels.index("180°")
    for line in panel[at - 4 : at + 1]:  # the card's four lines and the labels
        assert line[rule - 2 : rule + 3] == "  ┆  ", line


def test_a_name_on_the_catboxes_board_is_shortened_not_cut():
    """Two overlays sharing a card leave half the room: «Принцесса» in 6 columns reads
    «Принц.», not «Принце»; a name that fits is left whole."""
    from stil.games.catboxes.render import fit_name

    assert fit_name("Принцесса", 6) == "Принц."
    assert fit_name("Tsaranka", 8) == "Tsaranka"
    assert fit_name("=Кузя=", 6) == "=Кузя="
