"""The core's small types: actions, options, RNG, registry, state framing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import stil
from stil.core import Action, ActionSpace, InvalidAction, OptionSpec, Rng, validate_options


@pytest.mark.parametrize("text", ["", "   ", "Take 1", "take 1.5", "take -", "a" * 300, "x;y"])
def test_action_parse_refuses_garbage(text: str) -> None:
    with pytest.raises(InvalidAction):
        Action.parse(text)


@given(
    st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True),
    st.lists(
        st.one_of(st.integers(-99, 99), st.from_regex(r"[a-z][a-z_]{0,6}", fullmatch=True)),
        max_size=4,
    ),
)
def test_action_text_round_trip(name: str, args: list[int | str]) -> None:
    a = Action(name, tuple(args))
    assert Action.parse(str(a)) == a


def test_action_space_indices_are_stable() -> None:
    space = ActionSpace([("draw",), ("take", range(2), ("fox", "pig"))])
    assert [str(a) for a in space] == [
        "draw",
        "take 0 fox",
        "take 0 pig",
        "take 1 fox",
        "take 1 pig",
    ]
    with pytest.raises(InvalidAction):
        space.index(Action("take", (2, "fox")))
    with pytest.raises(InvalidAction):
        space.action(5)
    with pytest.raises(ValueError, match="duplicate"):
        ActionSpace([("draw",), ("draw",)])


def test_large_action_spaces_are_numbered_without_being_built() -> None:
    coords = range(-104, 105)
    space = ActionSpace([("pass",), ("place", coords, coords, (0, 1)), ("cat", coords, coords)])
    assert len(space) == 1 + 209 * 209 * 2 + 209 * 209
    place = space.get("place", 3, -2, 1)
    assert space.index(place) == 1 + ((3 + 104) * 209 + (-2 + 104)) * 2 + 1
    assert space.action(space.index(place)) is place  # interned: one object per action
    assert space.get("cat", 104, 104) is space.action(len(space) - 1)
    assert Action("place", (3, -2)) not in space and "pass" not in space
    assert Action("place", (3, -2, True)) not in space  # a bool is not the int 1
    with pytest.raises(InvalidAction):
        space.get("place", 105, 0, 0)
    with pytest.raises(ValueError, match="duplicate"):
        ActionSpace([("take", range(3)), ("take", range(2, 5))])
    ActionSpace([("take", range(3)), ("take", range(3), range(3))])  # other arity: fine


def test_cabbage_action_index_is_pinned() -> None:
    # Machine-learning callers store these numbers: changing them is a breaking change.
    actions = stil.game("cabbage").actions
    assert len(actions) == 191
    assert actions.index(Action.parse("draw")) == 0
    assert actions.index(Action.parse("take 1 fox")) == 3 + 10 + 4
    assert str(actions.action(190)) == "block 1 8"


def test_options_booleans_are_not_ints() -> None:
    spec = OptionSpec("x", False, "ref", "meaning")
    assert validate_options([spec], None) == {"x": False}
    with pytest.raises(stil.InvalidOption, match="'x' must be one of false, true; got 0"):
        validate_options([spec], {"x": 0})
    assert spec.parse("TRUE") is True
    with pytest.raises(stil.InvalidOption):
        spec.parse("yes")


def test_option_spec_refuses_default_outside_allowed() -> None:
    with pytest.raises(ValueError):
        OptionSpec("n", 3, "ref", "meaning", allowed=(1, 2))


def test_rng_is_reproducible_and_uniform_enough() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(10)] == [b.next64() for _ in range(10)]
    rng = Rng(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts)
    with pytest.raises(ValueError):
        rng.below(0)


def test_rng_shuffle_is_a_permutation() -> None:
    items = list(range(50))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))


def test_registry() -> None:
    assert "cabbage" in stil.games()
    assert stil.game("cabbage") is stil.game("cabbage")
    with pytest.raises(stil.UnknownGame, match="no game 'uno'"):
        stil.game("uno")


def test_spec_declares_names_players_options() -> None:
    spec = stil.game("cabbage").spec
    assert set(spec.names) == {"uk", "ru", "en"}
    assert spec.player_counts == (2, 3, 4, 5)
    for option in spec.options:
        assert option.ref and option.meaning and option.default in option.allowed


def test_from_json_refuses_bad_input() -> None:
    g = stil.game("cabbage")
    for bad in [
        "",
        "{",
        "[]",
        '{"game": "uno", "format": 1, "state": {}}',
        '{"game": "cabbage", "format": 2, "state": {}}',
        '{"game": "cabbage", "format": 1, "state": {"players": 2}}',
    ]:
        with pytest.raises(stil.InvalidState):
            g.from_json(bad)


def test_apply_accepts_text_and_checks_the_seat() -> None:
    s = stil.game("cabbage").new(players=2, seed=0)
    before = s.to_json()
    with pytest.raises(stil.IllegalAction, match="not to act"):
        s.apply(s.legal_actions()[0], seat=1 - (s.to_act or 0))
    assert s.to_json() == before
    s.apply(str(s.legal_actions()[0]), seat=s.to_act)
    assert s.to_json() != before


def test_legal_mask_matches_legal_actions() -> None:
    s = stil.game("cabbage").new(players=2, seed=4)
    mask = s.legal_mask()
    actions = stil.game("cabbage").actions
    assert [actions.action(i) for i, ok in enumerate(mask) if ok] == s.legal_actions()
