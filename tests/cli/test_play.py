"""``stil play``: bots alone, a person with scripted input, two people at one device."""

from __future__ import annotations

import contextlib
import io
import re

import pytest
from rich.console import Console

import stil.cli.play
from stil import i18n
from stil import render as renderer
from stil.cli.play import Session, make_players
from stil.games.cabbage import game as cabbage_game
from stil.games.cabbage import render
from stil.games.cabbage.cards import KIND
from stil.games.cabbage.state import CabbageState
from stil.i18n import LANGS, t

from .conftest import EVERYONE, screens

BOTS = ["play", "cabbage", "--seats", "random,random,random", "--lang", "en"]


def _final(output: str) -> tuple[dict[str, list[int]], list[int], str]:
    """Points per card row, the Total row and the winner line of the final table."""
    lines = output.split("Final score: cards → points", 1)[1].splitlines()
    rows: dict[str, list[int]] = {}
    total: list[int] = []
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "Total":
            total = [int(w) for w in words[1:]]
        cells = re.findall(r"(\d+) → (\d+)|·", line)
        if words[0].isalpha() and len(cells) == 3:
            rows[words[0]] = [int(p) if p else 0 for _, p in cells]
    winner = next(line for line in lines if line.startswith("Winner"))
    return rows, total, winner


def test_bots_play_to_the_end_with_breakdown_and_winner(cli):
    result = cli([*BOTS, "--seed", "3"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Deal number: 3" in out
    assert "Player 1's turn" in out and "The deck is out: the intrigue phase" in out
    rows, total, winner = _final(out)
    assert set(rows) == {
        "Cat",
        "Pig",
        "Chicken",
        "Cow",
        "Fox",
        "Wolf",
        "Dog",
        "Rabbit",
        "Cabbage",
        "Wheat",
    }
    # the per-card points add up to each seat's total, and the winner has the best one
    assert [sum(col) for col in zip(*rows.values(), strict=True)] == total
    best = max(total)
    m = re.fullmatch(r"Winner: Player (\d) \((\d+)\)", winner.strip())
    assert m and int(m.group(2)) == best == total[int(m.group(1)) - 1]


def test_same_seed_same_game(cli):
    a, b, c = (cli([*BOTS, "--seed", s]).output for s in ("3", "3", "4"))
    assert a == b
    assert a != c


def test_a_person_with_bad_input_is_asked_again_and_finishes(cli):
    script = "abc\n99\n\n" + "1\n" * 400
    args = ["play", "cabbage", "--seats", "human,random", "--seed", "5", "--lang", "en"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert out.count("Enter a number from 1 to") == 3
    assert "Draw another card, or stop and bank the cards laid out?" in out
    assert "1. Draw a card" in out and "2. Stop and bank the cards" in out
    assert "Winner" in out or "Shared win" in out
    assert cli(args, input=script).output == out


def test_end_of_input_ends_the_game_cleanly(cli):
    result = cli(["play", "cabbage", "--seats", "human,random", "--seed", "5"], input="1\n")
    assert result.exit_code == 130
    assert "Гру перервано." in result.output


def test_ctrl_c_ends_the_game_cleanly(cli, monkeypatch):
    def interrupt(self: Session, n: int, help: object = None) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(stil.cli.play.Session, "choose", interrupt)
    args = ["play", "cabbage", "--seats", "random,human", "--seed", "5", "--lang", "ru"]
    result = cli(args, input="1\n" * 50)
    assert result.exit_code == 130
    assert "Игра прервана." in result.output


def test_hot_seat_passes_the_device_between_people(cli):
    args = ["play", "cabbage", "--seats", "human,human,random", "--seed", "3", "--lang", "en"]
    result = cli(args, input="1\n" * 600)
    assert result.exit_code == 0, result.output[-2000:]
    parts = screens(result.output)
    owners = [who for who, _ in parts]
    assert {"Player 1", "Player 2"} <= set(owners)
    assert EVERYONE in result.output
    assert owners[-1] is None
    assert "Winner" in parts[-1][1] or "Shared win" in parts[-1][1]
    assert "(you)" not in parts[-1][1]
    # each screen's table marks its owner as "you" (the tag sits under the seat's name)
    tables = 0
    for who, text in parts[1:-1]:
        assert who is not None
        lines = text.splitlines()
        for i, line in enumerate(lines):
            if "(you)" in line:
                tables += 1
                end = line.index("(you)") + len("(you)")
                assert lines[i - 1][:end].endswith(who), (who, lines[i - 1], line)
    assert tables >= len(parts) - 2


@pytest.mark.parametrize("looks_public", ["true", "false"])
def test_secrets_stay_on_their_owners_screen(cli, looks_public):
    """A peeked top card, or a Chicken's private look, shows only on its owner's screen."""
    args = [
        "play",
        "cabbage",
        "--seats",
        "human,human",
        "--seed",
        "11",
        "--lang",
        "en",
        "--option",
        f"looks_public={looks_public}",
    ]
    result = cli(args, input="1\n" * 600)
    assert result.exit_code == 0, result.output[-2000:]
    secret = re.compile(
        r"Cow: (Player \d) sees the top card"
        r"|Chicken: (Player \d) looks at cards from the discard:"
        r"|Cat: (Player \d) looks at cards from the discard \("
    )
    seen = 0
    peekers, tables_with_top = set(), set()
    for who, text in screens(result.output):
        for m in secret.finditer(text):
            owner = next(g for g in m.groups() if g)
            if m.group(1) or looks_public == "false":
                seen += 1
                assert owner == who, f"{owner}'s secret on {who or 'everyone'}'s screen"
            if m.group(1):
                peekers.add(owner)
        if "Top card of the deck (only you see it)" in text:
            tables_with_top.add(who)
    # both people peeked at some point, and each saw the card on their own table
    assert peekers == tables_with_top == {"Player 1", "Player 2"}
    assert seen > 0


def _session(state, lang: str, answers: list[str]) -> tuple[str, list[str]]:
    """A person (seat 0) against a random bot from ``state``, answering ``answers`` in turn
    and then leaving, unless the game is over by then: what the terminal showed and the
    prompts."""
    console = Console(file=io.StringIO(), width=100)
    prompts: list[str] = []
    replies = iter(answers)

    def read_line(prompt: str) -> str:
        prompts.append(prompt)
        return next(replies)  # StopIteration ends the session below

    people = make_players(["human", "random"], "cabbage", seed=0)
    session = Session(state, people, renderer.load("cabbage"), lang, console, read_line)
    with contextlib.suppress(StopIteration):
        session.run()
    return console.file.getvalue(), prompts  # type: ignore[attr-defined]


def _fox_with_one_choice() -> CabbageState:
    """Player 1 turns up a Fox; the only card it can take is Player 2's Cow."""
    return cabbage_game.setup(2, deck=["fox", "cabbage", "pig"], castles=[{}, {"cow": 1}])


def test_a_lone_choice_is_confirmed_with_enter_not_picked_from_a_list_of_one():
    state = _fox_with_one_choice()
    out, prompts = _session(state, "en", ["2", ""])
    assert "The only choice: Take the Cow from Player 2" in out
    assert "1. Take the Cow" not in out and "(1–1)" not in "".join(prompts)
    assert prompts[0] == "Enter to continue (? for help): "
    assert "There is only one choice here: press Enter (? for help)." in out  # "2" refused
    assert state.castles[1][KIND["cow"]] == 0  # Enter took the Cow from Player 2


@pytest.mark.parametrize(
    ("lang", "asked", "how"),
    [
        ("uk", "Що від вас потрібно: ", "вибору тут немає, натисніть Enter"),
        ("ru", "Что от вас нужно: ", "выбора здесь нет, нажмите Enter"),
        ("en", "What you are asked: ", "there is nothing to choose here; press Enter"),
    ],
)
def test_a_question_mark_explains_a_lone_choice(lang, asked, how):
    state = _fox_with_one_choice()
    out, prompts = _session(state, lang, ["?", ""])
    assert asked in out and how in out
    assert len(prompts) >= 2 and prompts[0] == prompts[1]  # asked again after the help
    assert state.castles[1][KIND["cow"]] == 0


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_a_question_mark_prints_what_is_asked_and_how_to_answer(lang):
    state = cabbage_game.setup(2, deck=["pig", "cabbage", "cow"])
    state.apply("draw")  # a Pig laid out: draw again or stop
    question = render.question(state.view(0), lang)
    out, _ = _session(state, lang, ["?", "2"])
    help_part = out.split(t(lang, "stil.cli.help_title"), 1)[1]
    assert t(lang, "stil.cli.help_asked", question=question) in help_part
    assert t(lang, "stil.cli.help_choices", n=2) in help_part
    assert help_part.count("  2. ") == 1  # the choices again, under the help
    assert state.castles[0][KIND["pig"]] == 1  # "2" stopped and banked the Pig


def test_a_game_can_explain_a_kind_of_decision_in_the_help(monkeypatch):
    cabbage = i18n.catalog("cabbage")
    extra = {"help.fox_take": {lang: f"[{lang}] the Fox takes any card" for lang in LANGS}}
    known = {key: cabbage.templates(key) for key in cabbage.keys()}  # noqa: SIM118
    patched = i18n.Catalog("cabbage", {**known, **extra})
    monkeypatch.setitem(i18n._CATALOGS, "cabbage", patched)
    out, _ = _session(_fox_with_one_choice(), "ru", ["?", ""])
    assert "[ru] the Fox takes any card" in out


@pytest.mark.parametrize(
    ("lang", "said"),
    [("uk", "Номер роздачі: 3"), ("ru", "Номер раздачи: 3"), ("en", "Deal number: 3")],
)
def test_the_seed_is_called_the_deal_number(cli, lang, said):
    result = cli([*BOTS[:-1], lang, "--seed", "3"])
    assert said in result.output
    assert "Зерно" not in result.output and "seed:" not in result.output
