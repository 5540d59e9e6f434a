"""Відчайдушні однороги in the terminal: ``stil rules``, the table (stables, the Neigh chain,
pending effects, the nursery, one's own hand and private peeks), bots and a person with
scripted input, every choice, question and event in words in uk/ru/en, and hands kept to
their owners' screens."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console

from stil import i18n
from stil import render as renderer
from stil.bots import RandomBot
from stil.core import Action, Rng
from stil.core.registry import game
from stil.games.unicorns import effects, render
from stil.games.unicorns import game as unicorns_game
from stil.games.unicorns.cards import card_name, printed_name
from stil.games.unicorns.observation import resample_hidden
from stil.games.unicorns.state import UnicornsState
from stil.i18n import LANGS, t

from .conftest import hot_seat, option_rows, screens, show, text

GAME = game("unicorns")
SPEC = GAME.spec
DECISION_KINDS = {"baby", "trigger", "action", "respond", "hand_limit", *effects.OPTIONS}
B = "basic_unicorn_red"


# -- stil rules ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_rules_lists_every_option_with_its_default(cli, lang):
    result = cli(["rules", "unicorns", "--lang", lang])
    assert result.exit_code == 0, result.output
    rows = option_rows(result.output)
    assert set(rows) == {o.name for o in SPEC.options}
    for option in SPEC.options:
        assert rows[option.name][1] == show(option.default)
    assert SPEC.names[lang] in result.output
    assert "2–8" in result.output


def test_every_text_in_every_language():
    for option in SPEC.options:
        for lang in LANGS:
            assert t(lang, f"unicorns.option.{option.name}")
    for kind in DECISION_KINDS:
        assert i18n.has(f"unicorns.decision.{kind}"), kind
    for op in [*effects.OPTIONS, *effects.AUTO]:
        assert i18n.has(f"unicorns.op.{op}"), op
    assert i18n.catalog("unicorns").missing() == []


def test_renderer_is_found_by_game_id():
    assert renderer.load("unicorns") is render


# -- the table ----------------------------------------------------------------------------
def _position(**options: Any) -> UnicornsState:
    """Player 1 holds a Basic Unicorn, Player 2 a Neigh; Player 1 plays the Unicorn."""
    s = unicorns_game.setup(
        2,
        hands=[[B, "unicorn_poison"], ["neigh", "yay"]],
        stables=[["baby_unicorn_red", "double_dutch"], ["baby_unicorn_blue", "pandamonium"]],
        deck=["neigh"] * 10,
        discard=["good_deal"],
        options=options,
    )
    s.apply(f"play {B} 0")
    return s


def test_the_table_shows_stables_counts_the_chain_and_the_nursery():
    s = _position()
    shown = text(render.table(s.view(1), "en", ["", "you"]))
    flat = " ".join(shown.split())
    assert "Baby Unicorn (Red) · ↑ Double Dutch" in flat
    assert "Baby Unicorn (Blue) · ↓ Pandamonium" in flat
    assert re.search(r"Player 1\s+1/7\s+2", shown)  # one Unicorn, two cards in hand
    assert re.search(r"Player 2 \(you\)\s+0/7\s+2", shown)  # Pandas count for nothing
    assert "Player 1 plays “Basic Unicorn (Red)” into Player 1's stable" in flat
    assert "If nobody answers, the card resolves." in flat and "Still to answer: Player 2" in flat
    assert "top of the discard pile: “Good Deal”" in flat
    assert "Nursery:" in flat and "Baby Narwhal" in flat
    s.apply("neigh")
    flat = " ".join(text(render.table(s.view(0), "uk", ["ви", ""])).split())
    assert "Гравець 2 відповідає: «Іржання»" in flat
    assert "Якщо ніхто не відповість, карту буде скасовано й скинуто." in flat
    flat = " ".join(text(render.table(s.view(0), "ru", ["вы", ""])).split())
    assert "Игрок 2 отвечает: «Ржание»" in flat and "Конюшни" in flat


def test_the_table_shows_only_the_viewers_own_hand():
    s = _position()
    for seat, mine, theirs in ((0, "Unicorn Poison", "Yay"), (1, "Yay", "Unicorn Poison")):
        shown = text(render.table(s.view(seat), "en", ["", ""]))
        assert f"Your hand (Player {seat + 1})" in shown and mine in shown
        assert theirs not in shown and f"Your hand (Player {2 - seat})" not in shown
    nobody = text(render.table(s.view(None), "en", ["", ""]))
    assert "hand (" not in nobody and "Yay" not in nobody and "Unicorn Poison" not in nobody


def test_hidden_cards_never_change_what_a_seat_is_shown():
    """Two states that differ only in what a seat cannot see (the deck, other hands) draw
    the same table and the same choices for it, in random games of 2–6 players."""
    for seed in range(4):
        players = 2 + seed
        state = GAME.new(players=players, seed=seed)
        rng, bot = Rng(seed), RandomBot()
        step = 0
        while not state.is_over and step < 250:
            step += 1
            if step % 9 == 0:
                lang = LANGS[step % 3]
                seat = state.to_act
                other = resample_hidden(state, seat, Rng(step))
                tags = [""] * players
                a, b = state.view(seat), other.view(seat)
                assert text(render.table(a, lang, tags)) == text(render.table(b, lang, tags))
                assert render.question(a, lang) == render.question(b, lang)
                seen = sorted(render.action_text(x, a, lang) for x in state.legal_actions())
                assert seen == sorted(render.action_text(x, b, lang) for x in other.legal_actions())
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))


def test_private_peeks_show_only_to_the_one_peeking():
    s = unicorns_game.setup(
        2,
        hands=[["unicorn_oracle"], ["neigh"]],
        stables=[["baby_unicorn_red"], ["baby_unicorn_blue"]],
        deck=["yay", "slowdown", "good_deal", "neigh", "neigh"],
    )
    s.apply("play unicorn_oracle 0")
    s.apply("pass")
    assert s.decision is not None and s.decision.kind == "oracle"
    mine = " ".join(text(render.table(s.view(0), "en", ["", ""])).split())
    theirs = " ".join(text(render.table(s.view(1), "en", ["", ""])).split())
    assert "The top cards of the deck (only you see them" in mine
    assert "The top cards" not in theirs and "Slowdown" not in theirs
    q = render.question(s.view(0), "en")
    assert q.startswith("“Unicorn Oracle”: which of the top cards")


# -- words for every choice, question and event ------------------------------------------------
def _random_game(seed: int, players: int, options: dict[str, object]) -> UnicornsState:
    state = GAME.new(players=players, seed=seed, options=options)
    rng, bot = Rng(seed), RandomBot()
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return state


def _options(rng: Rng) -> dict[str, object]:
    return {o.name: o.allowed[rng.below(len(o.allowed))] for o in SPEC.options if o.allowed}


def test_every_decision_action_and_event_seen_in_play_has_words():
    """Random games (strict texts): every question and every legal choice of every step in
    every language; every event for every seat; the final table."""
    console = Console(file=io.StringIO(), width=100)
    kinds: set[str] = set()
    types: set[str] = set()
    opt_rng = Rng(7)
    for seed in range(8):
        players = 2 + seed % 7
        options = {} if seed % 2 else _options(opt_rng)
        state = GAME.new(players=players, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        steps = 0
        while not state.is_over and steps < 500:  # a reshuffled deck may go on and on
            steps += 1
            seat = state.to_act
            obs = state.view(seat)
            kinds.add(obs.data["decision"]["kind"])
            legal = state.legal_actions()
            lang = LANGS[len(state.log) % 3]
            said = [render.action_text(a, obs, lang) for a in legal]
            assert len(set(said)) == len(said), said  # distinct choices read distinctly
            assert render.question(obs, lang)
            state.apply(bot.choose(obs, legal, rng))
        for viewer in [None, *range(players)]:
            for event in state.events(viewer):
                types.add(str(event["type"]))
                for lang in LANGS:
                    shown = render.event_text(event, viewer, lang)
                    if shown is not None:
                        console.print(shown)
        if state.is_over:
            for lang in LANGS:
                console.print(render.final(state, lang, [""] * players))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "unicorns." not in out and "Event: " not in out
    assert "The end" in out and "Кінець гри" in out
    assert {"baby", "action", "respond", "destroy", "discard"} <= kinds <= DECISION_KINDS
    assert {"turn", "play", "neigh", "neighed", "enter", "leave", "game_over"} <= types


@pytest.mark.parametrize("lang", LANGS)
def test_choices_read_in_every_language(lang):
    s = _position()
    said = {str(a): render.action_text(a, s.view(1), lang) for a in s.legal_actions()}
    names = {"uk": "Іржання", "ru": "Ржание", "en": "Neigh"}
    assert names[lang] in said["neigh"] and said["pass"] != said["neigh"]
    s = unicorns_game.setup(
        2,
        hands=[[B, "unicorn_poison", "slowdown", "yay"], []],
        stables=[["baby_unicorn_red"], ["baby_unicorn_blue"]],
        deck=["neigh"] * 5,
    )
    said = {str(a): render.action_text(a, s.view(0), lang) for a in s.legal_actions()}
    assert set(said) == {
        f"play {B} 0", "play unicorn_poison 1", "play slowdown 0", "play slowdown 1",
        "play yay 0", "play yay 1", "draw",
    }  # fmt: skip
    for action, words in said.items():
        if action != "draw":
            assert card_name(action.split()[1], lang) in words
    assert len(set(said.values())) == len(said)
    mine = {"uk": "у свою стайню", "ru": "в свою конюшню", "en": "into your stable"}
    assert mine[lang] in said["play yay 0"] and mine[lang] not in said["play yay 1"]


def test_an_unknown_event_or_step_reads_generically():
    """The engine may grow: a new event or step gets a plain sentence, not a traceback."""
    assert render.event_text({"type": "brand_new"}, None, "en") == "Event: brand_new"
    s = _position()
    obs = s.view(1)
    obs.data["stack"] = [{"op": "brand_new", "seat": 1, "src": "yay", "g": 0}]
    obs.data["decision"] = {"kind": "brand_new", "key": "", "params": {}}
    assert render.question(obs, "en") == "“Yay”: choose."
    assert render.action_text(Action("seat", (0,)), obs, "en") == "Choose Player 1"


def test_the_final_table_counts_letters_when_the_deck_ran_out():
    s = unicorns_game.setup(
        2, stables=[["baby_unicorn_red", B], ["narwhal", "rhinocorn"]], deck=[], start=False
    )
    s.current = 0
    s.phase = "end"
    from stil.games.unicorns import rules

    rules.advance(s)
    assert s.is_over
    shown = " ".join(text(render.final(s, "en", ["", ""])).split())
    assert "Letters in names" in shown and "The deck ran out" in shown
    # printed names: "Малюк-одноног", "Звичайний одноног" (the colour is ours)
    uk = [sum(c.isalpha() for c in printed_name(x, "uk")) for x in ("baby_unicorn_red", B)]
    assert uk == [12, 16]
    assert f"Player 1 2 {sum(uk)}" in shown
    assert ("Winner: Player 1" in shown) == (s.winners() == [0])


# -- issue 18: texts that say what happens -------------------------------------------------------
def _said(s: UnicornsState, lang: str, seat: int = 0) -> list[str]:
    out = []
    for e in s.events(seat):
        said = render.event_text(e, seat, lang)  # type: ignore[arg-type]
        if said is not None:
            out.append(" ".join(text(said).split()))
    return out


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("uk", "Гравець 1 бере 1 карту з колоди", "Гравець 1 бере 2 карти з колоди"),
        ("ru", "Игрок 1 берёт 1 карту из колоды", "Игрок 1 берёт 2 карты из колоды"),
        ("en", "Player 1 draws 1 card", "Player 1 draws 2 cards"),
    ],
)
def test_a_draw_reads_with_its_count_in_the_right_form(lang, one, two):
    s = unicorns_game.setup(2, hands=[["unicorn_on_the_cob"], []], deck=["yay"] * 6)
    s.apply("play unicorn_on_the_cob 0")
    s.apply("pass")
    said = _said(s, lang)
    assert one in said and two in said
    assert not [x for x in said if "(s)" in x or "карт:" in x]
    five = {"uk": "5 карт", "ru": "5 карт", "en": "5 cards"}[lang]
    assert t(lang, "unicorns.plural.cards", n=5) == five


@pytest.mark.parametrize(
    ("lang", "prompt", "choice", "event"),
    [
        (
            "uk",
            "малюк-одноног повертається в розплідник",
            "Повернути «Малюк-одноног (синій)» гравця 2 у розплідник",
            "«Малюк-одноног (синій)» гравця 2 повертається в розплідник",
        ),
        (
            "ru",
            "малыш-единорог возвращается в ясли",
            "Вернуть «Малыш-единорог (синий)» игрока 2 в ясли",
            "«Малыш-единорог (синий)» игрока 2 возвращается в ясли",
        ),
        (
            "en",
            "a Baby Unicorn goes back to the Nursery",
            "Return Player 2's “Baby Unicorn (Blue)” to the Nursery",
            "Player 2's “Baby Unicorn (Blue)” goes back to the Nursery",
        ),
    ],
)
def test_a_returned_baby_goes_to_the_nursery_in_words(lang, prompt, choice, event):
    """«Карти малюків-одноногів ніколи не потрапляють ані на руку … натомість поверніть
    його в розплідник»: Mermaid Unicorn's prompt, the choice and the event say so."""
    s = unicorns_game.setup(
        2,
        hands=[["mermaid_unicorn"], []],
        stables=[[], ["baby_unicorn_blue", "yay"]],
        deck=["neigh"] * 5,
    )
    s.apply("play mermaid_unicorn 0")
    s.apply("pass")
    obs = s.view(0)
    assert prompt in render.question(obs, lang)  # type: ignore[arg-type]
    texts = [render.action_text(a, obs, lang) for a in s.legal_actions()]  # type: ignore[arg-type]
    assert choice in texts
    s.apply("pick 1 baby_unicorn_blue")
    assert "baby_unicorn_blue" in s.nursery
    assert event in _said(s, lang)


@pytest.mark.parametrize(
    ("lang", "flyer", "baby"),
    [
        ("uk", "карта повертається на руку гравцеві 2", "малюк-одноног повертається в розплідник"),
        ("ru", "карта возвращается в руку игроку 2", "малыш-единорог возвращается в ясли"),
        ("en", "it returns to Player 2's hand", "it goes back to the Nursery"),
    ],
)
def test_a_destroyed_flyer_or_baby_says_where_it_goes(lang, flyer, baby):
    """Flyers: "if this card is sacrificed or destroyed, it goes to its owner's hand"
    (cards §2c); a destroyed Baby goes to the nursery. The event says where."""
    s = unicorns_game.setup(
        2,
        hands=[["two_for_one"], []],
        stables=[["slowdown"], ["greedy_flying_unicorn", "baby_unicorn_blue"]],
        deck=["neigh"] * 5,
    )
    s.apply("play two_for_one")
    s.apply("pass")
    s.apply("pick 1 greedy_flying_unicorn")  # the Baby, the only card left, goes unasked
    said = _said(s, lang)
    assert "greedy_flying_unicorn" in s.hands[1] and "baby_unicorn_blue" in s.nursery
    assert [x for x in said if x.endswith(flyer)] and [x for x in said if x.endswith(baby)]
    assert not [x for x in said if "Slowdown" in x and "Nursery" in x]  # the discard: plain


@pytest.mark.parametrize(
    ("lang", "setup", "turn"),
    [("uk", "Приготування до гри", "Хід 0"), ("ru", "Подготовка к игре", "Ход 0"),
     ("en", "Setting up", "Turn 0")],
)  # fmt: skip
def test_setup_shows_no_turn_zero(lang, setup, turn):
    s = GAME.new(players=3, seed=5)
    assert s.decision.kind == "baby"
    flat = " ".join(text(render.table(s.view(0), lang, ["", "", ""])).split())
    assert setup in flat and turn not in flat


# -- playing in the terminal ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "title"), [("uk", "Кінець гри"), ("ru", "Конец игры"), ("en", "The end")]
)
def test_bots_play_to_the_end_in_every_language(cli, lang, title):
    args = ["play", "unicorns", "--seats", "random,heuristic", "--seed", "3", "--lang", lang]
    result = cli(args)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert title in out and "unicorns." not in out
    assert cli(args).output == out  # same seed, same game


def test_a_person_with_bad_input_is_asked_again_and_finishes(cli):
    script = "x\n0\n" + "1\n" * 600
    args = ["play", "unicorns", "--seats", "human,random", "--seed", "5", "--lang", "en"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert out.count("Enter a number from 1 to") == 2
    assert "Choose a Baby Unicorn for your stable." in out
    assert "Your hand (Player 1)" in out and "Your hand (Player 2)" not in out
    assert "The end" in out


def test_end_of_input_ends_the_game_cleanly(cli):
    args = ["play", "unicorns", "--seats", "human,random", "--seed", "5", "--lang", "uk"]
    result = cli(args, input="1\n")
    assert result.exit_code == 130
    assert "Гру перервано." in result.output


PANEL = re.compile(r"Your hand \((Player \d)\)")
PEEKS = ("The deck (you", "The top cards", "Player 1's hand", "Player 2's hand", "Player 3's")


def _hand(state: Any, seat: int) -> tuple[str, list[str]]:
    return render.player(seat, "en"), [card_name(c, "en") for c in state.view(seat).data["hand"]]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_hand_is_never_printed_on_another_persons_screen(seed):
    _, hands, output = hot_seat("unicorns", seed, 200, _hand)
    parts = screens(output)
    assert {who for who, _ in parts} == {None, "Player 1", "Player 2"}
    panels = []
    for who, body in parts:
        lines = body.splitlines()
        for i, line in enumerate(lines):
            m = PANEL.search(line)
            if m:
                assert m.group(1) == who, f"{m.group(1)}'s hand on {who or 'everyone'}'s screen"
                row = []
                for below in lines[i + 1 :]:
                    inside = below.strip("│ ")
                    if below.startswith("╰") or inside.startswith(PEEKS):
                        break
                    row.append(inside)
                inside = " ".join(row)
                cards = [] if inside == "empty" else inside.split(" · ")
                panels.append((who, [c.lstrip("↑↓!✦ ") for c in cards]))
            if "You drew:" in line:
                assert who is not None
    assert panels == hands  # each table shows the hand of the one deciding, and only that


def test_a_super_neigh_chain_reads_in_words():
    s = unicorns_game.setup(
        2,
        hands=[[B, "super_neigh"], ["neigh", "neigh"]],
        stables=[["baby_unicorn_red"], ["baby_unicorn_blue"]],
        deck=["yay"] * 5,
    )
    s.apply(f"play {B} 0")
    s.apply("neigh")
    flat = " ".join(text(render.table(s.view(0), "en", ["you", ""])).split())
    assert "If nobody answers, the card is cancelled and discarded." in flat
    assert render.question(s.view(0), "en") == "Player 2 plays “Neigh”. Answer with a Neigh?"
    s.apply("super_neigh")  # cannot be answered: it cancels the Neigh, the Unicorn reopens
    assert s.to_act == 1 and [r["card"] for r in s.chain] == [B]
    s.apply("pass")
    said = [render.event_text(e, 0, "en") for e in s.events(0)]
    words = [w if isinstance(w, str) else getattr(w, "plain", "") for w in said]
    assert "Player 2 answers: “Neigh”" in words
    assert "Player 1 answers: “Super Neigh”" in words
    assert "“Basic Unicorn (Red)” enters Player 1's stable" in words
