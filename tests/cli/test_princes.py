"""Князья in the terminal: ``stil rules``, bots alone, a person with scripted input, every
choice, question and event in words in uk/ru/en, and hands kept to their owners' screens."""

from __future__ import annotations

import io
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from stil import i18n
from stil import render as renderer
from stil.bots import RandomBot
from stil.cli.play import make_players
from stil.core import Action, Rng
from stil.core.registry import game
from stil.games.princes import game as princes_game
from stil.games.princes import render
from stil.games.princes.cards import card_name
from stil.games.princes.state import PrincesState
from stil.i18n import LANGS, t

from .conftest import hot_seat, plain, show, text

GAME = game("princes")
SPEC = GAME.spec

DECISION_KINDS = {"turn", "war_open", "war_defend", "war_counter", "war_ruin"}
EVENT_TYPES = {
    "start", "draw", "drawn", "pass", "city", "build", "chronicle", "batu", "message",
    "end_pending", "arson", "ravage", "chronicler", "war", "war_attack", "war_tunnel",
    "war_siege", "war_stop", "war_defend", "war_ambush", "war_watch", "war_word", "war_end",
    "war_purse", "war_accept", "war_yield", "war_ruin", "war_decline", "capture", "end",
}  # fmt: skip


# -- stil rules ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_rules_lists_every_option_with_its_default(cli, lang):
    result = cli(["rules", "princes", "--lang", lang])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    for option in SPEC.options:
        rows = [line for line in lines if f" {option.name} " in line]
        assert rows, f"{option.name} missing"
        cells = [c.strip() for c in rows[0].split("│")]
        assert cells[1:4] == [option.name, show(option.default), option.allowed_text()]
    assert SPEC.names[lang] in result.output
    assert "2–6" in result.output and "allow_up_to_8=true" in result.output
    first_word = t(lang, f"princes.option.{SPEC.options[0].name}").split()[0]
    assert first_word in result.output  # the meaning column is narrow at 100 columns


def test_every_rule_option_has_words_in_every_language():
    for option in SPEC.options:
        for lang in LANGS:
            assert t(lang, f"princes.option.{option.name}")
    assert i18n.catalog("princes").missing() == []


# -- bots alone ---------------------------------------------------------------------------
BOTS = ["play", "princes", "--seats", "random,random", "--lang", "en"]


def _expected(seed: int, kinds: list[str]) -> tuple[list[int], list[int]]:
    """The same game as ``stil play`` plays it: the same bots with the same generators."""
    players = make_players(kinds, "princes", seed)
    state = GAME.new(players=len(kinds), seed=seed)
    while not state.is_over:
        p = players[state.to_act]
        assert p.bot is not None and p.rng is not None
        state.apply(p.bot.choose(state.view(state.to_act), state.legal_actions(), p.rng))
    return state.scores(), state.winners()


def test_bots_play_to_the_end_and_the_might_and_winner_are_printed(cli):
    result = cli([*BOTS, "--seed", "3"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Deal number: 3" in out
    assert "goes first" in out and "The game is over" in out
    final = out.split("Final score: the might of the princes", 1)[1]
    might = {}
    for line in final.splitlines():
        m = re.match(r"\s*(Prince \d)\b.*?(-?\d+)\s*$", line)
        if m:
            might[m.group(1)] = int(m.group(2))
    scores, winners = _expected(3, ["random", "random"])
    assert might == {f"Prince {s + 1}": p for s, p in enumerate(scores)}
    names = ", ".join(f"Prince {s + 1} ({scores[s]})" for s in winners)
    label = "Winner" if len(winners) == 1 else "Shared win"
    assert f"{label}: {names}" in final


def test_same_seed_same_game(cli):
    a, b, c = (cli([*BOTS, "--seed", s]).output for s in ("3", "3", "4"))
    assert a == b
    assert a != c


# -- people -------------------------------------------------------------------------------
def test_a_person_with_bad_input_is_asked_again_and_finishes(cli):
    script = "abc\n99\n\n" + "1\n" * 800
    args = ["play", "princes", "--seats", "human,random", "--seed", "5", "--lang", "en"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    # the first decision has one choice: "abc" and "99" are refused, Enter confirms it
    assert out.count("There is only one choice here: press Enter") == 2
    assert "The only choice: Draw a card" in out
    assert "Your turn: what do you do?" in out
    assert "1. Draw a card" in out
    assert "Your hand (Prince 1)" in out and "Your hand (Prince 2)" not in out
    assert "Winner" in out or "Shared win" in out
    assert cli(args, input=script).output == out


def test_russian_table_of_three_plays_to_the_end(cli):
    script = "2\n3\n1\n" * 400
    args = ["play", "princes", "--seats", "human,random,random", "--seed", "7", "--lang", "ru"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "Ваш ход: что делаете?" in out and "Взять карту из колоды" in out
    assert "Итог партии: могущество князей" in out
    assert "Победитель" in out or "Общая победа" in out
    assert "princes." not in out


def test_end_of_input_ends_the_game_cleanly(cli):
    args = ["play", "princes", "--seats", "human,random", "--seed", "5", "--lang", "uk"]
    result = cli(args, input="1\n")
    assert result.exit_code == 130
    assert "Гру перервано." in result.output


# -- words for every choice, question and event -------------------------------------------
def _pskov_war(**options: object) -> PrincesState:
    """The rulebook's war for Pskov (princes.deck.md 5.2), Alice (1) against Bob (2)."""
    return princes_game.setup(
        2,
        hands=[
            ["army_lyakhi_5", "army_druzhina_7", "event_tunnel", "army_druzhina_4"],
            ["army_militia", "event_ambush", "event_ruin", "event_fat_purse"],
        ],
        deck=["building_school"] * 5,
        cities={
            "city_pskov": (
                1,
                [
                    "building_school",
                    "building_library",
                    "building_metropolitan_court",
                    "wall_stonework",
                ],
            )
        },
        options=options,
    )


def _choices(state: PrincesState, lang: str) -> list[str]:
    obs = state.view(state.to_act)
    return [render.action_text(a, obs, lang) for a in state.legal_actions()]  # type: ignore[arg-type]


def test_the_war_for_pskov_reads_in_russian():
    s = _pskov_war()
    turn = _choices(s, "ru")
    assert "Взять карту из колоды" in turn
    assert "Пойти войной на Псков (князь 2): Ляхи (5)" in turn
    assert not any("Подземный ход" in c for c in turn)  # a war opens with an army
    tunnel = "Пойти войной на Псков (князь 2): Подземный ход"
    assert tunnel in _choices(_pskov_war(war_opens_with_army=False), "ru")
    assert not any("Дружина (4)" in c for c in turn)  # 4 does not beat the walls (>4)
    s.apply("war city_pskov army_lyakhi_5")
    assert render.question(s.view(1), "ru") == (
        "Князь 1 нападает на Псков: Ляхи (5). Чем отбиваетесь?"
    )
    assert _choices(s, "ru") == [
        "Отбиваться: Ополчение (15)",
        "Засадный полк: отбить атаку",
        "Тугая мошна: переманить Ляхов (5) к себе — атака отбита",
        "Не отбиваться — отдать Псков",
    ]
    s.apply("defend army_militia")
    assert _choices(s, "ru") == ["Принять отпор — атака отбита"]
    s.apply("accept")
    assert _choices(s, "ru") == [
        "Атаковать: Дружина (7)",
        "Подземный ход: снести стены Пскова (Каменная кладка)",
        "Отступить",
    ]
    s.apply("tunnel")
    s.apply("attack army_druzhina_4")
    shown = text(render.table(s.view(1), "ru", ["", "вы"]))
    assert "Война за Псков" in shown and "Атака: Дружина (4)" in shown
    assert "Сыграно в этой атаке: Подземный ход" in shown
    s.apply("yield")
    assert render.question(s.view(1), "ru") == "Град Псков взят. Разорить его, прежде чем отдать?"
    assert _choices(s, "ru") == [
        "Разорение: сжечь всё в Пскове, прежде чем отдать "
        "(Школа, Библиотека, Митрополичье подворье)",
        "Отдать град как есть",
    ]
    assert _choices(s, "uk")[0] == (
        "Розорення: спалити все у Пскові, перш ніж віддати "
        "(Школа, Бібліотека, Митрополиче подвір'я)"
    )
    s.apply("ruin")
    events = [render.event_text(e, None, "ru") for e in s.events(None)]
    shown = "\n".join(text(e) for e in events if e is not None)
    assert "Князь 1 захватывает Псков у князя 2" in shown
    assert "Подземный ход: князь 1 сносит стены (Каменная кладка)" in shown


def test_peaceful_choices_read_in_every_language():
    s = princes_game.setup(
        3,
        hands=[["building_school", "wall_moat", "chronicle_wise", "city_kyiv", "event_batu"]],
        deck=["army_druzhina_1"] * 3,
        cities={"city_vladimir": (0, ["wall_palisade"]), "city_ryazan": (2, [])},
    )
    obs = s.view(0)

    def say(action: str, lang: str) -> str:
        return render.action_text(Action.parse(action), obs, lang)  # type: ignore[arg-type]

    assert say("build building_school city_vladimir", "ru") == "Построить Школу (+1) во Владимире"
    assert say("build building_school city_ryazan", "uk") == (
        "Збудувати Школу (+1) у Рязані (місто князя 3)"
    )
    assert (
        say("build wall_moat city_vladimir", "ru") == "Выкопать Ров (+1 к стенам) вокруг Владимира"
    )
    assert say("build wall_new_walls city_vladimir", "en") == (
        "Raise New Walls (>3) in Vladimir, replacing Palisade"
    )
    assert say("city city_kyiv 0", "ru") == "Выложить град Киев (3) перед собой"
    assert say("city city_kyiv 2", "ru") == "Выложить град Киев (3) перед князем 3"
    assert say("chronicle chronicle_wise 1", "uk") == "Зіграти літопис «Мудрий» (+3) на князя 2"
    assert say("chronicle chronicle_wise 0", "en") == (
        "Play the chronicle “The Wise” (+3) on yourself"
    )
    assert say("batu", "ru").startswith("Батый: каждый сделает ещё по ходу")


@pytest.mark.parametrize("lang", LANGS)
def test_every_action_of_the_game_has_words(lang):
    s = _pskov_war()
    for obs in (s.view(0), GAME.new(players=6, seed=0).view(0)):
        texts_ = {render.action_text(a, obs, lang) for a in GAME.actions}
        assert len(texts_) == len(GAME.actions)  # distinct choices read distinctly
        assert not any(
            tx.startswith("princes.") or tx == str(a)
            for a in GAME.actions
            for tx in [render.action_text(a, obs, lang)]
        )


def _random_games(options: dict[str, object], seeds: range) -> Iterator[PrincesState]:
    """Random games, each state yielded before every decision (the same object, mutated)."""
    for seed in seeds:
        state = GAME.new(players=2 + seed % 5, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        while not state.is_over:
            yield state  # type: ignore[misc]
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
        yield state  # type: ignore[misc]


@pytest.mark.parametrize(
    "options",
    [{}, {"ruin_peaceful": True, "burn_scope": "peaceful", "secret_message_anytime": True}],
)
def test_every_decision_action_and_event_seen_in_play_has_words(options):
    """Random games (strict texts): every question, every legal choice, the table now and
    then, and at the end every event for every seat, in every language."""
    kinds, types = set(), set()
    said: list[str] = []
    console = Console(file=io.StringIO(), width=100)
    step = 0
    for state in _random_games(options, range(30)):
        if state.is_over:
            for seat in [None, *range(state.players)]:
                for event in state.events(seat):
                    types.add(event["type"])
                    for lang in LANGS:
                        said.append(plain(render.event_text(event, seat, lang)))
            console.print(render.final(state, LANGS[step % 3], [""] * state.players))
            continue
        step += 1
        obs = state.view(state.to_act)
        kinds.add(obs.data["decision"]["kind"])
        for lang in LANGS:
            assert render.question(obs, lang)
            for a in state.legal_actions():
                choice = render.action_text(a, obs, lang)
                assert choice and choice != str(a)
            if step % 29 == 0:
                console.print(render.table(obs, lang, [""] * state.players))
    shown = console.file.getvalue() + "\n".join(said)  # type: ignore[attr-defined]
    assert "Prince 1" in shown and "Князь 1" in shown and "princes." not in shown
    assert kinds == DECISION_KINDS
    expected = EVENT_TYPES if options else EVENT_TYPES - {"ravage"}
    assert types == expected


# -- the table ----------------------------------------------------------------------------
def test_the_table_shows_known_cards_the_countdown_and_only_ones_own_hand():
    s = princes_game.setup(
        2,
        hands=[["army_lyakhi_5", "event_batu"], ["event_fat_purse", "building_library"]],
        deck=["building_school"] * 5,
        cities={"city_pskov": (1, ["wall_moat", "wall_palisade"])},
    )
    mine = text(render.table(s.view(0), "en", ["you", ""]))
    assert "Your hand (Prince 1)" in mine and "Lyakhs (5)" in mine and "Library" not in mine
    assert "Pskov (2, walls >3): Moat, Palisade" in mine
    s.apply("war city_pskov army_lyakhi_5")
    s.apply("purse")  # Prince 2 lures the Lyakhs: everybody saw them go into that hand
    s.apply("stop")
    theirs = text(render.table(s.view(1), "en", ["", "you"]))
    assert "known: Lyakhs (5)" in theirs
    assert "Batu" not in theirs  # Prince 1's hand stays his
    s.apply("draw")
    s.apply("batu")
    ru = text(render.table(s.view(1), "ru", ["", "вы"]))
    assert "Батый на столе" in ru
    assert "Осталось ходов: 2 (включая этот); последним ходит князь 1" in ru
    s.apply("draw")
    assert "Это последний ход партии!" in text(render.table(s.view(0), "ru", ["вы", ""]))


def test_renderer_is_found_by_game_id():
    assert renderer.load("princes") is render


# -- hot seat: a hand never reaches another person's screen --------------------------------
PASS = re.compile(r"^Pass the device to (Prince \d+)\.$")
EVERYONE = "The game is over. Show the screen to everyone."
PANEL = re.compile(r"Your hand \((Prince \d+)\)")
DRAWN = re.compile(r"You \((Prince \d+)\) draw:")


def _screens(output: str) -> list[tuple[str | None, list[str]]]:
    owner: str | None = None
    parts: list[tuple[str | None, list[str]]] = [(None, [])]
    for line in output.splitlines():
        m = PASS.match(line.strip())
        if m:
            owner = m.group(1)
            parts.append((owner, []))
        elif line.strip() == EVERYONE:
            parts.append((None, []))
        else:
            parts[-1][1].append(line)
    return parts


def _panel_cards(lines: list[str], start: int) -> Counter[str]:
    """Card names in the hand panel whose title is on line ``start`` (long groups wrap)."""
    body: list[str] = []
    for line in lines[start + 1 :]:
        if line.startswith("╰"):
            break
        body.append(line.strip("│ "))
    names: Counter[str] = Counter()
    groups = re.split(r"(?:^| )(?:Cities|Buildings|Armies|Events|Chronicles): ", " ".join(body))
    for group in groups[1:]:
        for item in group.split(", "):
            m = re.fullmatch(r"(.*?)(?: \([^()]*\))?(?: ×(\d+))?", item.strip())
            assert m, item
            names[m.group(1)] += int(m.group(2) or 1)
    return names


def _hand(state: Any, seat: int) -> tuple[str, Counter[str]]:
    """Who decides, with what in hand."""
    return f"Prince {seat + 1}", Counter(card_name(c, "en") for c in state.view(seat).data["hand"])


@pytest.mark.parametrize("seed", [3, 8])
def test_a_hand_is_never_printed_on_another_persons_screen(seed):
    _, hands, output = hot_seat("princes", seed, 120, _hand)
    panels = []
    drawn = 0
    parts = _screens(output)
    for who, lines in parts:
        for i, line in enumerate(lines):
            m = PANEL.search(line)
            if m:
                assert m.group(1) == who, f"{m.group(1)}'s hand on {who or 'everyone'}'s screen"
                panels.append((who, _panel_cards(lines, i)))
            m = DRAWN.search(line)
            if m:
                drawn += 1
                assert m.group(1) == who, f"{m.group(1)}'s draw on {who or 'everyone'}'s screen"
    assert {who for who, _ in parts} == {None, "Prince 1", "Prince 2"}
    assert panels == hands  # each table shows the hand of the one deciding, and only that
    assert drawn > 0
    assert "Final score" in "\n".join(parts[-1][1])


def test_tournament_plays_games_until_a_total_reaches_100(cli):
    result = cli(
        [
            "play",
            "princes",
            "--seats",
            "heuristic,heuristic",
            "--seed",
            "4",
            "--tournament",
            "--lang",
            "en",
        ]
    )
    assert result.exit_code == 0, result.output
    assert "Tournament: game 1" in result.output and "Tournament: game 2" in result.output
    totals = [line for line in result.output.splitlines() if "Totals after game" in line]
    assert len(totals) >= 2
    assert "Tournament won by: player" in result.output


def test_tournament_for_a_game_without_one_is_refused(cli):
    result = cli(["play", "cabbage", "--seats", "random,random", "--tournament"])
    assert result.exit_code == 2 and "no tournament" in result.output


def test_seven_princes_need_the_option(cli):
    result = cli(["play", "princes", "--seats", ",".join(["random"] * 7)])
    assert result.exit_code == 2 and "allow_up_to_8" in result.output
