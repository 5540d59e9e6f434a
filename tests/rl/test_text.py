"""The text interface for language-model agents (``stil.rl.text``): a scripted agent that
reads only the text plays every game to its end in every language; refused answers say
why and change nothing."""

from __future__ import annotations

import random
import re

import pytest

import stil
from stil.i18n import LANGS, t
from stil.rl.text import Refused, StilTextAECEnv, StilTextEnv, choose, describe, plain_text

GAMES = stil.games()
OPTION = re.compile(r"^(\d+)\. (.+)$")


def options_in(text: str) -> list[tuple[int, str]]:
    """The numbered options at the end of an observation, as an agent would read them."""
    found: list[tuple[int, str]] = []
    for line in text.splitlines():
        m = OPTION.match(line)
        if m:
            if m.group(1) == "1":
                found = []
            found.append((int(m.group(1)), m.group(2)))
    return found


def scripted_agent(text: str, turn: int) -> str | int:
    """Answers from the text alone: by number on even turns, by an option's text on odd
    ones (the last option whose text is unique)."""
    opts = options_in(text)
    assert opts, "an observation that asks for a decision lists the options"
    if turn % 2 == 0:
        return opts[turn % len(opts)][0] if turn % 4 else str(opts[0][0])
    texts = [o for _, o in opts]
    unique = [o for o in texts if texts.count(o) == 1]
    return unique[-1] if unique else opts[0][0]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_a_scripted_agent_plays_every_game_to_the_end(game_id: str, lang: str) -> None:
    env = StilTextEnv(game_id, 2, seat=1, lang=lang)  # type: ignore[arg-type]
    text, info = env.reset(seed=3)
    turn = 0
    while True:
        assert isinstance(text, str) and env.observation_space.contains(text)
        assert [o for _, o in options_in(text)] == info["actions"]
        answer = scripted_agent(text, turn)
        text, reward, terminated, truncated, info = env.step(answer)
        assert "refused" not in info, info.get("refused")
        turn += 1
        if terminated:
            break
        assert reward == 0.0 and not truncated
        assert turn < 5000
    state = env.game_state
    assert state is not None and state.is_over
    assert info["winners"] == state.winners() and info["actions"] == []
    assert reward == (0.0 if len(state.winners()) == 2 else 1.0 if 1 in state.winners() else -1.0)
    assert options_in(text.split("\n\n")[-1]) == []


def test_same_seed_same_texts_and_languages_differ() -> None:
    def texts(lang: str) -> list[str]:
        env = StilTextEnv("princes", 3, lang=lang)  # type: ignore[arg-type]
        text, _ = env.reset(seed=9)
        out = [text]
        for turn in range(30):
            text, _, terminated, _, _ = env.step(scripted_agent(text, turn))
            out.append(text)
            if terminated:
                break
        return out

    assert texts("uk") == texts("uk")
    uk, ru, en = texts("uk"), texts("ru"), texts("en")
    assert len(uk) == len(ru) == len(en) and uk[0] != ru[0] != en[0]
    assert "Можливі дії" in uk[0] and "Возможные действия" in ru[0] and "Your options" in en[0]


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        (0, "0 is not a number from 1 to {n}."),
        (99, "99 is not a number from 1 to {n}."),
        ("99", "99 is not a number from 1 to {n}."),
        ("-1", "-1 is not a number from 1 to {n}."),
        (True, "True is not a number from 1 to {n}."),
        ("", "The answer is empty; answer with a number from 1 to {n}."),
        ("dance a jig", "None of the options reads “dance a jig”."),
        (2.0, "None of the options reads “2.0”."),
    ],
)
def test_a_refused_answer_says_why_and_changes_nothing(answer: object, reason: str) -> None:
    env = StilTextEnv("cabbage", 2, lang="en")
    text, info = env.reset(seed=5)
    state = env.game_state
    assert state is not None
    before, events = state.to_json(), len(state.events(None))
    out, reward, terminated, truncated, info2 = env.step(answer)
    n = len(info["actions"])
    assert info2["refused"] == reason.format(n=n)
    question = text.removeprefix(env.rules_text + "\n\n")
    assert out == f"Answer refused: {reason.format(n=n)}\n\n{question}"
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert info2["actions"] == info["actions"]
    assert state.to_json() == before and len(state.events(None)) == events
    # and the same question can still be answered
    _, _, _, _, info3 = env.step(1)
    assert "refused" not in info3 and state.to_json() != before


def test_refusals_in_every_language() -> None:
    texts = ["Взяти карту", "Пас"]
    assert choose("пас", texts, "uk") == 1
    with pytest.raises(Refused, match="не число від 1 до 2"):
        choose(3, texts, "uk")
    with pytest.raises(Refused, match="не число от 1 до 2"):
        choose(3, texts, "ru")
    with pytest.raises(Refused, match="Жодна з можливих дій"):
        choose("так", texts, "uk")
    with pytest.raises(Refused, match="Ни одно из возможных действий"):
        choose("да", texts, "ru")


def test_an_ambiguous_text_asks_for_the_number() -> None:
    texts = ["Play Druzhina (3)", "Draw a card", "play  druzhina (3)"]
    with pytest.raises(Refused, match=r"names several options \(1, 3\)"):
        choose("Play Druzhina (3)", texts)
    assert choose("3.", texts) == 2 and choose(" DRAW A CARD ", texts) == 1


def test_describe_waits_when_another_seat_acts_and_checks_the_language() -> None:
    state = stil.game("cabbage").new(players=2, seed=1)
    other = 1 - (state.to_act or 0)
    text = describe(state, other, "en")
    assert text.endswith("Another player is to act now.") and options_in(text) == []
    with pytest.raises(Refused, match="not your turn"):
        choose(1, [], "en")
    with pytest.raises(ValueError, match="lang must be"):
        describe(state, 0, "de")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="lang must be"):
        StilTextEnv("cabbage", 2, lang="fr")  # type: ignore[arg-type]


class Spy:
    """A state that records whose views and events are asked for."""

    def __init__(self, state: stil.State) -> None:
        self._state = state
        self.asked: list[object] = []

    def view(self, seat: object) -> object:
        self.asked.append(seat)
        return self._state.view(seat)  # type: ignore[arg-type]

    def events(self, seat: object) -> object:
        self.asked.append(seat)
        return self._state.events(seat)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> object:
        return getattr(self._state, name)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_text_is_drawn_from_the_seats_view_alone(game_id: str) -> None:
    state = stil.game(game_id).new(players=2, seed=4)
    for _ in range(6):
        state.apply(state.legal_actions()[-1])
    for seat in (0, 1):
        spy = Spy(state)
        text = describe(spy, seat, "uk")  # type: ignore[arg-type]
        assert seat in spy.asked and set(spy.asked) <= {seat, None}  # None: public
        assert text == describe(state, seat, "uk")


def test_the_example_in_the_docs_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "rl.md").read_text("utf-8")
    section = doc.split("## Text: games for language-model agents")[1].split("\n## ")[0]
    code = section.split("```python\n")[1].split("```")[0]
    exec(compile(code, "docs/rl.md", "exec"), {"__name__": "docs_example"})
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].endswith(("-1.0", "1.0", "0.0")) and "Переможець" in "\n".join(out)


# -- every seat an agent: the PettingZoo text environment ------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_scripted_agents_play_each_other_to_the_end(game_id: str) -> None:
    env = StilTextAECEnv(game_id, 2, lang="ru")
    env.reset(seed=8)
    turns = 0
    for agent in env.agent_iter(max_iter=20_000):
        text, reward, terminated, truncated, info = env.last()
        assert env.observation_space(agent).contains(text)
        if terminated or truncated:
            winners = env.infos[agent]["winners"]
            seat = env.possible_agents.index(agent)
            share = 0.0 if len(winners) == 2 else 1.0 if seat in winners else -1.0
            assert reward == share
            env.step(None)
            continue
        assert reward == 0.0
        assert [o for _, o in options_in(text)] == info["actions"]
        other = env.possible_agents[1 - env.possible_agents.index(agent)]
        assert options_in(env.observe(other)) == [] or env.agent_selection == other
        env.step(scripted_agent(text, turns))
        assert "refused" not in env.infos.get(agent, {})
        turns += 1
    state = env.game_state
    assert state is not None and state.is_over and turns > 0 and env.agents == []


def test_a_refused_answer_in_the_aec_env_changes_nothing() -> None:
    env = StilTextAECEnv("kingdoms", 3, lang="uk")
    env.reset(seed=2)
    agent = env.agent_selection
    state = env.game_state
    assert state is not None
    before, text = state.to_json(), env.observe(agent)
    env.step("сто")
    assert env.agent_selection == agent and state.to_json() == before
    assert env.infos[agent]["refused"] == "Жодна з можливих дій не називається «сто»."
    assert env.observe(agent) == text
    env.step(1)
    assert state.to_json() != before and "refused" not in env.infos.get(agent, {})


# -- issue 41: a text environment that explains itself ------------------------------------

BOX_DRAWING = {chr(c) for c in range(0x2500, 0x2580)}


@pytest.mark.parametrize("game_id", stil.games())
def test_the_first_observation_holds_the_rules_and_every_card(game_id: str) -> None:
    """Goal, scoring, the options in use and each card's text are in the first text, so a
    model can play from it alone; the glossary names every card in the catalog."""
    from stil.core.registry import parts
    from stil.howto import howto

    env = StilTextEnv(game_id, 2, lang="en")
    text, info = env.reset(seed=3)
    assert text.startswith(info["rules"]) and info["rules"] == env.rules_text
    guide = howto(game_id, "en")
    assert guide.goal in text and all(line in text for line in guide.scoring)
    for option in stil.game(game_id).spec.options:
        assert t("en", f"{game_id}.option.{option.name}") in text
    for card in parts(game_id).card_catalog():
        assert f"- {card['en']['name']}" in text
    assert "refused answer number 3" in text
    if game_id == "unicorns":
        assert "- Glitter Tornado: " in text  # the example: now it says what it does
    assert (
        not StilTextEnv(game_id, 2, lang="en", rules=False)
        .reset(seed=3)[0]
        .startswith(info["rules"][:40])
    )


@pytest.mark.parametrize("game_id", stil.games())
def test_texts_are_plain(game_id: str) -> None:
    """No frame or box-drawing character in any text of a random game (a catboxes map's
    walls come out as ASCII); ``plain=False`` keeps the terminal's frames."""
    env = StilTextEnv(game_id, 2, lang="en")
    text, info = env.reset(seed=4)
    rng = random.Random(0)
    for _ in range(60):
        assert not BOX_DRAWING & set(text), sorted(BOX_DRAWING & set(text))
        if not info["actions"]:
            break
        text, _, terminated, _, info = env.step(rng.randrange(len(info["actions"])) + 1)
        if terminated:
            break
    framed, _ = StilTextEnv(game_id, 2, lang="en", plain=False, rules=False).reset(seed=4)
    assert BOX_DRAWING & set(framed)


def test_plain_text_keeps_the_words() -> None:
    framed = "\n".join(
        [
            "╭─ Your hand (Player 1) ─────╮",
            "│ Fox · Wolf                 │",
            "╰────────────────────────────╯",
            "Player 1's turn ──────────────",
            " " + "━" * 40,
            "   ┃  ·  ┆  ·  ┃",
        ]
    )
    assert (
        plain_text(framed) == "Your hand (Player 1):\nFox · Wolf\nPlayer 1's turn\n   |  ·  :  ·  |"
    )


def test_refusals_are_capped_and_asking_for_the_rules_is_free() -> None:
    env = StilTextEnv("cabbage", 2, lang="en", max_refusals=2, refusal_penalty=-2.0)
    env.reset(seed=5)
    again, reward, terminated, _, info2 = env.step("rules")
    assert again.startswith(env.rules_text) and (reward, terminated) == (0.0, False)
    assert "refused" not in info2
    _, reward, terminated, _, info2 = env.step("nonsense")
    assert (reward, terminated, info2["refusals"]) == (0.0, False, 1)
    out, reward, terminated, _, info2 = env.step("999")
    assert (reward, terminated, info2["forfeit"], info2["refusals"]) == (-2.0, True, True, 2)
    assert "Too many refused answers (2)" in out
    with pytest.raises(RuntimeError, match="over"):
        env.step(1)
    env.reset(seed=5)  # a new game, a new allowance
    assert env.refusals == 0 and not env.forfeited
    unlimited = StilTextEnv("cabbage", 2, lang="en", max_refusals=None)
    unlimited.reset(seed=5)
    for _ in range(10):
        assert unlimited.step("nonsense")[2] is False
    with pytest.raises(ValueError, match="max_refusals"):
        StilTextEnv("cabbage", 2, max_refusals=0)


def test_aec_refusals_end_the_game_for_everyone() -> None:
    env = StilTextAECEnv("princes", 3, lang="en", max_refusals=2)
    env.reset(seed=1)
    agent = env.agent_selection
    assert env.observe(agent).startswith(env.rules_text)
    env.step("?")  # free, and the rules come again
    assert env.agent_selection == agent and env.observe(agent).startswith(env.rules_text)
    env.step("nonsense")
    assert env.infos[agent]["refusals"] == 1 and not env.terminations[agent]
    env.step("nonsense")
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1.0
    assert all(r == 0.0 for a, r in env.rewards.items() if a != agent)
    assert all(info["forfeit"] == agent for info in env.infos.values())
