"""Every option is declared with its reference and meaning, and games end under each."""

from __future__ import annotations

import pytest

from stil.games.unicorns import GAME, SPEC
from stil.games.unicorns import effects as fx
from stil.testing.conformance import random_playout

from .conftest import all_pass, legal, play, table

NON_DEFAULT = [(o.name, v) for o in SPEC.options for v in o.allowed if v != o.default]


def test_options_are_declared_with_defaults_references_and_meanings() -> None:
    names = [o.name for o in SPEC.options]
    assert len(names) == len(set(names)) >= 15
    for o in SPEC.options:
        assert o.ref.startswith(("unicorns.cards.md", "unicorns.uk.md")), o.name
        assert o.meaning and o.default in o.allowed
    assert SPEC.option("targeting").default == "announce"
    assert SPEC.option("deck_exhausted").default == "end"


@pytest.mark.parametrize(("name", "value"), NON_DEFAULT, ids=[f"{n}={v}" for n, v in NON_DEFAULT])
def test_random_games_end_under_each_non_default_option(name: str, value: object) -> None:
    for seed in range(3):
        *_, (final, action) = random_playout(GAME, 3, seed, {name: value})
        assert action is None and final.is_over


def test_unicorns_into_any_stable_option() -> None:
    s = table(2, hands=[["rhinocorn"], []])
    assert [a for a in legal(s) if "rhinocorn" in a] == ["play rhinocorn 0"]
    s = table(2, hands=[["rhinocorn"], []], unicorns_into_any_stable=True)
    play(s, "play rhinocorn 1")
    all_pass(s)
    assert s.stables[1] == ["rhinocorn"]


def test_barbed_wire_blocks_play_option() -> None:
    s = table(2, hands=[[], []], stables=[["barbed_wire"], []], deck=["rhinocorn"] + ["yay"] * 5)
    assert "play rhinocorn 0" in legal(s)
    s = table(
        2,
        hands=[[], []],
        stables=[["barbed_wire"], []],
        deck=["rhinocorn"] + ["yay"] * 5,
        barbed_wire_blocks_play=True,
    )
    assert "play rhinocorn 0" not in legal(s)


def test_rhinocorn_skips_hand_limit_option() -> None:
    hand = ["neigh"] * 8
    s = table(2, hands=[hand, []], stables=[["rhinocorn"], ["narwhal", "yay"]])
    play(s, "pick 1 narwhal")
    assert s.current == 0 and s.decision is not None and s.decision.kind == "hand_limit"
    s = table(
        2,
        hands=[hand, []],
        stables=[["rhinocorn"], ["narwhal", "yay"]],
        rhinocorn_skips_hand_limit=True,
    )
    play(s, "pick 1 narwhal")
    assert s.current == 1


def test_black_knight_saves_itself_option() -> None:
    s = table(
        2,
        hands=[["unicorn_poison"], []],
        stables=[[], ["black_knight_unicorn", "narwhal"]],
        black_knight_saves_itself=True,
    )
    play(s, "play unicorn_poison 1")
    all_pass(s)
    play(s, "pick 1 black_knight_unicorn")
    assert legal(s) == ["pick 1 black_knight_unicorn", "skip"]


def test_panda_abilities_option() -> None:
    pandas = [["pandamonium", "ginormous_unicorn"], []]
    s = table(2, hands=[[], ["neigh"]], stables=pandas, current=1)
    assert not fx.can_neigh(s, 0)  # a Panda Ginormous still keeps its owner from Neighing
    s = table(2, hands=[[], ["neigh"]], stables=pandas, current=1, panda_abilities=False)
    assert fx.can_neigh(s, 0)
