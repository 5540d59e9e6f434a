"""The teaching bots (``stil.bots.teach``): a hint and a review step read the seat's
observation only, so re-dealing what the seat cannot see changes neither."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

import stil
from stil.bots import teach
from stil.i18n import LANGS
from stil.server.teaching import ReviewJob, think_review
from stil.testing.conformance import random_playout

REDEALS = 3


def _positions(game_id: str, players: int = 2) -> list[stil.State]:
    found = []
    for step, (state, action) in enumerate(random_playout(stil.game(game_id), players, seed=4)):
        if action is not None and step % 9 == 4 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        if len(found) == 2:
            break
    return found


def test_a_callers_iterations_win_over_a_table_sizes_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """Catboxes' expert sets 100 playouts at three players (``sizes``); a caller that asks
    for 8 (a test, a cheap review) gets far fewer playouts than one that asks for 100."""
    from stil.bots.ismcts import IsmctsBot

    played: list[int] = []
    real = IsmctsBot._playout

    def counted(self: IsmctsBot, *args: object) -> list[float]:
        played.append(1)
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(IsmctsBot, "_playout", counted)
    state = _positions("catboxes", players=3)[0]
    seat = state.to_act
    assert seat is not None
    counts = []
    for iterations in (8, 100):
        played.clear()
        teach.expert(state.view(seat), state.legal_actions(), 5, iterations=iterations)
        counts.append(len(played))
    assert 0 < counts[0] < counts[1], counts


@pytest.mark.parametrize("game_id", stil.games())
def test_a_hint_and_a_review_step_do_not_change_when_hidden_cards_are_redealt(
    game_id: str,
) -> None:
    game = stil.game(game_id)
    model = teach.model_for(game_id, 2)
    changed = 0
    for state in _positions(game_id):
        seat = state.to_act
        assert seat is not None
        seen = state.view(seat)
        legal = state.legal_actions()
        hint = teach.hint(seen, legal, seed=7, iterations=8, samples=2)
        assert hint.action in legal
        step = None
        if model is not None:
            step = (
                teach.chance(game_id, state, seat, model),
                teach.values(seen, legal[:3], model, stil.Rng(5), samples=2),
            )
        for k in range(REDEALS):
            other = game.determinize(seen, stil.Rng(200 + k))
            changed += other.to_dict() != state.to_dict()
            assert other.view(seat) == seen
            again = teach.hint(other.view(seat), other.legal_actions(), 7, iterations=8, samples=2)
            assert again == hint
            if model is not None:
                assert step is not None
                chance = teach.chance(game_id, other, seat, model)
                valued = teach.values(other.view(seat), legal[:3], model, stil.Rng(5), samples=2)
                assert chance == step[0]
                assert [(v.action, v.chance) for v in valued] == [
                    (v.action, v.chance) for v in step[1]
                ]
    assert changed, "no re-deal changed the hidden cards: the test proves nothing"


def _game(game_id: str, players: int, seed: int) -> list[str]:
    state = stil.game(game_id).new(players=players, seed=seed)
    rng = stil.Rng(seed)
    heuristic = stil.bots.make_bot("heuristic", game_id)
    actions = []
    while not state.is_over:
        a = heuristic.choose(state.view(state.to_act), state.legal_actions(), rng)
        actions.append(str(a))
        state.apply(a)
    return actions


def test_a_review_gives_every_seat_a_chance_after_each_move_and_ends_on_the_result() -> None:
    actions = _game("cabbage", 2, 5)
    r = teach.review("cabbage", 2, 5, {}, actions, [0], search_seed=3, iterations=8, samples=2)
    end = stil.game("cabbage").replay(2, 5, {}, actions)
    assert [len(c) for c in r.chances] == [len(actions) + 1] * 2
    assert all(0 <= x <= 1 for c in r.chances for x in c)
    winners = end.winners()
    assert [c[-1] for c in r.chances] == [
        1 / len(winners) if s in winners else 0.0 for s in range(2)
    ]
    assert 1 <= len(r.moments) <= teach.MOMENTS
    assert all(m.seat == 0 for m in r.moments)
    drops = [m.drop for m in r.moments]
    assert drops == sorted(drops, reverse=True) and drops[-1] > 0
    for m in r.moments:
        assert m.before == r.chances[0][m.step] and m.after == r.chances[0][m.step + 1]
        assert m.kept >= 0
        if m.better == m.played:
            assert m.kept == 0
    again = teach.review("cabbage", 2, 5, {}, actions, [0], search_seed=3, iterations=8, samples=2)
    assert again == r


def test_a_review_without_a_model_plays_each_seats_chances_out() -> None:
    """Catboxes has no model at three players: each seat's chance after each move is its
    mean share of the win over deals of what it could not see, played out at random."""
    assert teach.model_for("catboxes", 3) is None  # the model files hold no 3-player catboxes
    actions = _game("catboxes", 3, 2)
    r = teach.review("catboxes", 3, 2, {}, actions, [0], search_seed=1, iterations=8, samples=2)
    end = stil.game("catboxes").replay(3, 2, {}, actions)
    assert r.by == "playouts"
    assert [len(c) for c in r.chances] == [len(actions) + 1] * 3
    assert all(0 <= x <= 1 for c in r.chances for x in c)
    winners = end.winners()
    assert [c[-1] for c in r.chances] == [
        1 / len(winners) if s in winners else 0.0 for s in range(3)
    ]
    # the playouts tell the seats apart and follow the game: not a constant guess
    assert len({round(x, 6) for c in r.chances for x in c[:-1]}) > 10
    # a chance is the seat's own view played out, with the seed of its step and seat
    playouts = min(teach.PLAYOUTS, teach.REVIEW_PLAYOUTS // (len(actions) * 3))
    state = stil.game("catboxes").replay(3, 2, {}, actions[:7])
    deals = stil.Rng(teach._mix(teach._mix(1, 7), 2) ^ teach._PLAYOUT_SALT)
    assert r.chances[2][7] == teach.sampled_chance(state.view(2), deals, playouts)
    assert 1 <= len(r.moments) <= teach.MOMENTS
    drops = [m.drop for m in r.moments]
    assert drops == sorted(drops, reverse=True) and drops[-1] > 0
    assert all(m.seat == 0 and m.kept >= 0 for m in r.moments)
    again = teach.review("catboxes", 3, 2, {}, actions, [0], search_seed=1, iterations=8, samples=2)
    assert again == r


def test_a_game_too_long_to_play_out_within_the_budget_gets_no_chances(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    actions = _game("catboxes", 3, 2)
    monkeypatch.setattr(teach, "REVIEW_PLAYOUTS", len(actions) * 3 * teach.LEAST_PLAYOUTS - 1)
    r = teach.review("catboxes", 3, 2, {}, actions, [0], search_seed=1)
    assert r.by is None and r.chances == [[], [], []] and r.moments == []
    monkeypatch.setattr(teach, "REVIEW_PLAYOUTS", len(actions) * 3 * teach.LEAST_PLAYOUTS)
    r = teach.review("catboxes", 3, 2, {}, actions, [], search_seed=1)
    assert r.by == "playouts" and all(r.chances)


@pytest.mark.parametrize(("game_id", "players"), [("catboxes", 3), ("unicorns", 7)])
def test_a_played_out_chance_does_not_change_when_hidden_cards_are_redealt(
    game_id: str, players: int
) -> None:
    """Where there is no model, the chance and the moves' values are played out from deals
    of the seat's observation: re-dealing what it cannot see changes neither."""
    game = stil.game(game_id)
    assert teach.model_for(game_id, players) is None
    changed = 0
    for state in _positions(game_id, players):
        seat = state.to_act
        assert seat is not None
        seen = state.view(seat)
        legal = state.legal_actions()
        want = teach.sampled_chance(seen, stil.Rng(5), 3)
        valued = teach.values(seen, legal[:3], None, stil.Rng(6), samples=2)
        assert all(v.parts is None for v in valued)
        for k in range(REDEALS):
            other = game.determinize(seen, stil.Rng(300 + k))
            changed += other.to_dict() != state.to_dict()
            assert other.view(seat) == seen
            assert teach.sampled_chance(other.view(seat), stil.Rng(5), 3) == want
            again = teach.values(other.view(seat), legal[:3], None, stil.Rng(6), samples=2)
            assert [(v.action, v.chance) for v in again] == [(v.action, v.chance) for v in valued]
    assert changed, "no re-deal changed the hidden cards: the test proves nothing"


def test_every_block_of_every_game_has_words_and_the_reason_reads() -> None:
    from stil.rl.encoding import layout

    for game_id in stil.games():
        for players in (2, 3):
            for b in layout(game_id, players):
                if teach._NO_REASON.match(b.name):
                    continue
                for lang in LANGS:
                    said = teach.thing(game_id, b.name, 0, players, ["Оля", "Bob", "Ann"], lang)
                    assert said and "{" not in said
                    # its own words, not its name read out
                    base = re.sub(r"_\d+$", "", b.name).replace("_", " ")
                    assert said.split(" (")[0] != base, (game_id, b.name, lang)
    assert teach.thing("cabbage", "castle_1", 1, 2, ["Оля", "Bob"], "en") == "the castle (Оля)"
    assert teach.thing("cabbage", "castle_0", 1, 2, ["Оля", "Bob"], "uk") == "замок (ви)"


GOLDEN = Path(__file__).parent.parent / "golden" / "review_cabbage.json"


def _golden_review() -> dict[str, object]:
    """A known seeded game's review, as the server's worker stores it (rounded), with the
    expert's searches at the level's own iterations."""
    actions = _game("cabbage", 2, 5)
    job = ReviewJob("cabbage", 2, 5, {}, tuple(actions), (0,), 3, 0.0)
    return think_review(job)


def test_the_review_of_a_known_seeded_game_is_its_golden_file() -> None:
    """``STIL_REGEN_GOLDEN=1 pytest tests/bots/test_teach.py`` records it again (only for
    an intended change of the evaluation, the search or the review)."""
    actual = _golden_review()
    if os.environ.get("STIL_REGEN_GOLDEN"):
        GOLDEN.write_text(json.dumps(actual, indent=1, ensure_ascii=False) + "\n", "utf-8")
        pytest.skip("golden regenerated")
    assert actual == json.loads(GOLDEN.read_text(encoding="utf-8"))
