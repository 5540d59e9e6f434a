"""Direct manipulation in Відчайдушні однороги: the stable a card goes into, and why a card
of the hand cannot be played, naming the card on the table that forbids it."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from stil.cli.play import Session, make_players
from stil.core import Action
from stil.core.moves import card_target, unplayable
from stil.i18n import LANGS, Lang
from stil.render import card_label, load, reason_text

from .conftest import FILLER, kinds, table


def reasons(state, seat=0):  # type: ignore[no-untyped-def]
    return {u.card: u.key.rsplit(".", 1)[1] for u in unplayable(state, seat)}


def test_queen_bee_in_another_stable_keeps_basic_unicorns_in_hand() -> None:
    s = table(3, hands=[[FILLER, "neigh"], [], []], stables=[[], ["queen_bee_unicorn"], []])
    assert kinds(s) == "action"
    assert reasons(s) == {FILLER: "queen_bee", "neigh": "instant"}
    why = next(u for u in unplayable(s, 0) if u.card == FILLER)
    assert why.params == {"card": "queen_bee_unicorn", "seat": 1}
    text = reason_text(load("unicorns"), why, "en")
    assert text == (
        "“Queen Bee Unicorn” is in another stable (Player 2): "
        "only her owner may play Basic Unicorns"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_the_terminal_names_the_blocked_card_and_why_under_the_choices(lang: Lang) -> None:
    """The person at the terminal sees, below the numbered choices and before the prompt,
    each card of the hand that cannot be played, by name, with the game's reason."""
    s = table(3, hands=[[FILLER, "neigh"], [], []], stables=[[], ["queen_bee_unicorn"], []])
    r = load("unicorns")
    expected = [
        f"✗ {card_label(s, u.card, lang)}: {reason_text(r, u, lang)}" for u in unplayable(s, 0)
    ]
    assert [u.card for u in unplayable(s, 0)] == [FILLER, "neigh"]
    (draw,) = (r.action_text(a, s.view(0), lang) for a in s.legal_actions())
    console = Console(file=io.StringIO(), width=200)
    screens: list[str] = []

    def read_line(prompt: str) -> str:
        # the screen as it stands each time the person is asked (a handover, then the choice)
        screens.append(console.file.getvalue())  # type: ignore[attr-defined]
        return "1"

    people = make_players(["human"] * 3, "unicorns", 0)
    Session(s, people, r, lang, console, read_line).ask(0)
    shown = screens[-1]
    heading = shown.index(
        {"uk": "Не можна зіграти зараз:", "ru": "Нельзя сыграть сейчас:"}.get(
            lang, "Cannot be played now:"
        )
    )
    assert shown.rindex(draw) < heading  # under the (only) choice, before the prompt
    blocked = [row.strip() for row in shown[heading:].splitlines()[1:]]
    assert blocked == expected
    if lang == "en":
        assert blocked[0] == (
            "✗ Basic Unicorn (Indigo): “Queen Bee Unicorn” is in another stable (Player 2): "
            "only her owner may play Basic Unicorns"
        )


def test_her_owner_still_plays_basic_unicorns() -> None:
    s = table(3, hands=[[FILLER], [], []], stables=[["queen_bee_unicorn"], [], []])
    assert FILLER not in reasons(s)
    plays = [card_target(s, a) for a in s.legal_actions() if a.name == "play"]
    assert (FILLER, "seat:0") in plays


def test_actions_name_their_card_and_stable() -> None:
    s = table(2, hands=[[FILLER], []])
    assert card_target(s, Action.parse(f"play {FILLER} 1")) == (FILLER, "seat:1")
    assert card_target(s, Action.parse("pick 1 rhinocorn")) == ("rhinocorn", "seat:1")
    assert card_target(s, Action.parse("neigh")) == ("neigh", None)
    assert card_target(s, Action.parse("draw")) == (None, None)
