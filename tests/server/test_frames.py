"""A frame is built from what its seat may know, and nothing else: for every game, along
random games, re-dealing what a seat cannot see leaves that seat's frame unchanged, in
every language (the texts, the drawn table and the actions included)."""

from __future__ import annotations

import json

import pytest

import stil
from stil.core import Rng
from stil.server import frames
from stil.testing.conformance import random_playout

CASES = [(g, n) for g in stil.games() for n in (2, 3)]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_a_frame_does_not_depend_on_what_its_seat_cannot_see(game_id: str, players: int) -> None:
    game = stil.game(game_id)
    rng = Rng(11)
    kinds = ["human"] * players
    moved = 0
    for step, (state, _action) in enumerate(random_playout(game, players, seed=4)):
        if step % 6:
            continue
        for seat in [None, *range(players)]:
            lang = ("uk", "ru", "en")[step % 3]
            mine = json.dumps(frames.build(game_id, state, seat, lang, kinds, live=True))
            other = game.resample_hidden(state, seat, rng)
            moved += other.to_json() != state.to_json()
            again = json.dumps(frames.build(game_id, other, seat, lang, kinds, live=True))
            assert again == mine, f"{game_id}: seat {seat}'s frame changed at step {step}"
    assert moved > 5  # the re-deals did move hidden cards


def test_actions_carry_their_card_and_target_and_the_frame_its_unplayable_cards() -> None:
    """A Queen Bee Unicorn in another stable: the basic unicorn is said to be unplayable,
    in the frame's language, and each action names its card and target."""
    from stil.games.unicorns import game as unicorns_game

    state = unicorns_game.setup(
        3,
        hands=[["basic_unicorn_indigo", "rhinocorn"], [], []],
        stables=[[], ["queen_bee_unicorn"], []],
        deck=["basic_unicorn_indigo"] * 20,
    )
    frame = frames.build("unicorns", state, 0, "uk", ["human"] * 3, live=True, names=["", "Оля"])
    plays = {(a["card"], a["target"]) for a in frame["actions"]}
    assert ("rhinocorn", "seat:0") in plays and (None, None) in plays  # and draw
    [why] = frame["unplayable"]
    assert why["card"] == "basic_unicorn_indigo"
    assert "Оля" in why["reason"] and "«Одноног-королева бджіл»" in why["reason"]
    other = frames.build("unicorns", state, 1, "uk", ["human"] * 3, live=True)
    assert other["unplayable"] == [] and other["actions"] == []


@pytest.mark.parametrize("game_id", stil.games())
def test_each_log_entry_is_put_in_words_once_and_as_before(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A frame is built after every move, and each holds the last events of the log: each
    entry's line is worked out once per seat, language and names, then kept (the loop spent
    a third of its time on them under load), and reads as it did when worked out each time."""
    game = stil.game(game_id)
    states = [s.clone() for s, _ in random_playout(game, 3, seed=9)]
    names = ["Оксана", None, "Bob"]
    kept = [frames.build(game_id, s, 1, "uk", ["human"] * 3, True, False, names) for s in states]
    said: list[object] = []
    real = frames.event_text

    def counted(*args: object) -> object:
        said.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(frames, "event_text", counted)
    again = frames.build(game_id, states[-1], 1, "uk", ["human"] * 3, True, False, names)
    assert again["events"] == kept[-1]["events"] and not said  # all of them kept
    frames._LINES.clear()
    fresh = [frames.build(game_id, s, 1, "uk", ["human"] * 3, True, False, names) for s in states]
    assert [f["events"] for f in fresh] == [f["events"] for f in kept]
    logged = sum(1 for vis, _ in states[-1].log if vis is None or 1 in vis)
    assert len(said) == logged  # each entry once, however many frames showed it
