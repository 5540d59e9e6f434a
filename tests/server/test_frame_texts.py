"""What a frame's texts say for people: the names they chose (declined labels and the drawn
board included, escaped there), no rows that only draw a rule, and the final screen as
tables a page can lay out for its width."""

from __future__ import annotations

import random

import pytest

import stil
from stil.render import load
from stil.server import frames


class Labels:
    """A stand-in renderer: seats are "Гравець N" as the games write them."""

    def player(self, seat: int, lang: str) -> str:
        return f"Гравець {seat + 1}"


def test_a_chosen_name_replaces_the_label_declined_too_but_not_a_longer_number() -> None:
    rename = frames.renamer(Labels(), "uk", ["Олена", None])  # type: ignore[arg-type]
    said = rename("Хід гравця 1; Гравець 1 бере в гравця 2; Гравець 12; гравцю 1")
    assert said == "Хід гравця Олена; Олена бере в гравця 2; Гравець 12; гравцю Олена"


def test_a_name_goes_into_html_escaped() -> None:
    rename = frames.renamer(Labels(), "uk", ["<b>Ой</b>"], escape=True)  # type: ignore[arg-type]
    assert rename("<i>Гравець 1</i>") == "<i>&lt;b&gt;Ой&lt;/b&gt;</i>"


def finished(game_id: str) -> stil.core.State:
    game = stil.game(game_id)
    state = game.new(max(2, game.spec.min_players), 3)
    rng = random.Random(5)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(rng.choice(legal))
    return state


@pytest.mark.parametrize("game_id", sorted(stil.games()))
def test_the_end_screen_as_tables_with_the_names_and_no_rules_in_the_log(game_id: str) -> None:
    state = finished(game_id)
    kinds = ["human"] * state.players
    names = ["Олена"] + [None] * (state.players - 1)
    frame = frames.build(game_id, state, None, "uk", kinds, live=False, names=names)
    tables = [p["table"] for p in frame["final_parts"] if "table" in p]
    assert tables, frame["final_parts"]
    for table in tables:
        assert table["columns"] and all(len(r) == len(table["columns"]) for r in table["rows"])
    cells = " ".join(" ".join(r) for tb in tables for r in [tb["columns"], *tb["rows"]])
    label = load(game_id).player(0, "uk")
    assert "Олена" in cells and label not in cells
    assert frame["events"] and not any("───" in e["text"] for e in frame["events"])
    assert "Олена" in frame["board"] and label not in frame["board"]
