"""Царства зверей in the terminal: ``stil rules``, the table (the kingdoms in ring order, the
houses, a battle, the solo upstart), bots alone and in solo, a person with scripted input,
every choice, question and event in words in uk/ru/en, and hands and retreat values kept
to their owners' screens."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from stil import i18n
from stil import render as renderer
from stil.bots import RandomBot, make_bot
from stil.cli.play import make_players
from stil.core import Action, Rng
from stil.core.registry import game
from stil.games.kingdoms import game as kingdoms_game
from stil.games.kingdoms import render
from stil.games.kingdoms.cards import CARDS, card_name
from stil.games.kingdoms.state import KingdomsState
from stil.i18n import LANGS, t

from .conftest import hot_seat, option_rows, plain, screens, show, text

GAME = game("kingdoms")
SPEC = GAME.spec

DECISION_KINDS = {"turn", "rally", "pair", "battle", "boost", "council", "bonus", "first"}
EVENT_TYPES = {
    "claim", "draw", "drew", "reshuffle", "retreat", "retreat_token", "retreat_token_value",
    "rally", "rally_discard", "pair_card", "pair_discard", "age_end", "empty", "score",
    "battle", "battle_card", "battle_reveal", "boost", "boost_pass", "bid_made", "battle_end",
    "modifier", "solo_reveal", "council", "council_declined", "age", "bonus_card",
    "final_bonus", "game_end", "upstart_reveal", "upstart_discard", "upstart_bonus",
    "age_ends_now",
}  # fmt: skip


# -- stil rules ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_rules_lists_every_option_with_its_default(cli, lang):
    result = cli(["rules", "kingdoms", "--lang", lang])
    assert result.exit_code == 0, result.output
    rows = option_rows(result.output)
    assert set(rows) == {o.name for o in SPEC.options}
    for option in SPEC.options:
        cells = rows[option.name]
        assert cells[1] == show(option.default)
        assert cells[2].replace(" ", "") == option.allowed_text().replace(" ", "")
    assert SPEC.names[lang] in result.output
    assert "1–5" in result.output


def test_every_text_in_every_language():
    for option in SPEC.options:
        for lang in LANGS:
            assert t(lang, f"kingdoms.option.{option.name}")
    for kind in DECISION_KINDS:
        assert i18n.has(f"kingdoms.decision.{kind}")
    assert i18n.catalog("kingdoms").missing() == []


def test_renderer_is_found_by_game_id():
    assert renderer.load("kingdoms") is render


# -- the table ----------------------------------------------------------------------------
HANDS = [
    ["tiger_5", "owl_3", "bee_6", "wolf_2"],
    ["frog_8", "lizard_2", "okapi_4", "red_panda_1"],
]


def _position(**options: Any) -> KingdomsState:
    """Two houses; Yellow plays bee 6 and Red frog 8 under the kingdom of 4 (ranks 6–8)."""
    s = kingdoms_game.setup(
        2,
        hands=HANDS,
        deck=["owl_7", "wolf_8", "frog_6", "tiger_2"],
        edicts=["E01", "E11", "E12", "E20", "E26"],
        tokens=[[5, 6, 7], [5, 6, 8], [6, 7, 9], [7, 8, 10], [8, 9, 10]],
        options=options,
    )
    s.apply("claim bee_6 4")
    s.apply("claim frog_8 4")
    return s


def test_the_table_shows_the_kingdoms_in_ring_order_with_all_they_hold():
    s = _position(ring_order="4-6-8-5-7")
    shown = text(render.table(s.view(0), "en", ["you", ""]))
    heads = re.findall(r"Kingdom (\d)\b", shown)
    assert heads == ["4", "6", "8", "5", "7"]
    row4 = shown[shown.index("Kingdom 4 ") : shown.index("Kingdom 6 ")]
    assert "Ranks 6, 7 or 8" in row4  # the edict, in the language
    assert "tokens: 5 · 6 · 7" in row4 and "free: 1 + ♔" in row4
    assert "●●○ ♔ │ ◇◇" in row4
    assert "Yellow 1" in row4 and "Red 1" in row4
    assert "bee 6 → frog 8" in row4  # in play order, the last one at the end
    wide = text(render.table(s.view(0), "en", ["you", ""]), width=160)
    assert "↓ No rank twice here" in wide and "⇔ Rank of another kingdom's last card" in wide
    assert "Player 1 (yellow) (you)" in shown and "Player 2 (red)" in shown
    flat = " ".join(shown.split())
    assert "Age 1 of 3 · first player: Player 1 (yellow)" in flat
    assert "retreat tokens left: 3" in flat
    assert '"+2" in supply: 18' in flat and f"deck: {s.view(0).data['deck']}" in flat
    ru = text(render.table(s.view(0), "ru", ["вы", ""]))
    assert "Ранги 6, 7 или 8" in ru and "Жёлтые 1" in ru and "пчела 6 → лягушка 8" in ru
    uk = text(render.table(s.view(1), "uk", ["", "ви"]))
    assert "Ранги 6, 7 або 8" in uk and "Червоні 1" in uk and "бджола 6 → жаба 8" in uk


def test_the_table_shows_only_the_viewers_own_hand():
    s = _position()
    hands = [s.view(seat).data["hand"] for seat in (0, 1)]
    for seat, other in ((0, 1), (1, 0)):
        shown = text(render.table(s.view(seat), "en", ["", ""]))
        assert f"Your hand (Player {seat + 1})" in shown
        assert all(card_name(c, "en") in shown for c in hands[seat])
        assert not any(card_name(c, "en") in shown for c in hands[other])
        assert f"Your hand (Player {other + 1})" not in shown
    nobody = text(render.table(s.view(None), "en", ["", ""]))
    assert "hand" not in nobody.lower()
    assert not any(card_name(c, "en") in nobody for h in hands for c in h)


def test_own_retreat_values_show_and_others_only_as_a_count():
    s = _position()
    s.apply("retreat")  # Yellow retreats first and takes a retreat token
    assert s.retreat[0]
    other = s.clone()
    other.retreat[0] = [9]  # a value no token has: Red cannot tell the difference
    for lang in LANGS:
        theirs = [text(render.table(x.view(1), lang, ["", ""])) for x in (s, other)]
        assert theirs[0] == theirs[1]
        mine = [text(render.table(x.view(0), lang, ["", ""])) for x in (s, other)]
        assert mine[0] != mine[1]
    assert "1 (face down)" in theirs[0]
    value = s.retreat[0][0]
    yellow = next(line for line in mine[0].splitlines() if "Player 1" in line)
    assert f" {value} " in yellow and "retreated" in yellow
    said = [plain(render.event_text(e, 0, "en")) for e in s.events(0)]
    assert f"Your retreat token: {value}" in said
    assert not any(
        "Your retreat token" in plain(render.event_text(e, 1, "en")) for e in s.events(1)
    )
    assert "Yellow takes a retreat token (face down)" in said


def test_the_table_of_random_games_never_names_another_hand_or_face_down_card():
    for seed in range(6):
        players = 2 + seed % 4
        options = {"modifier_protocol": "sealed_bid"} if seed % 2 else {}
        state = GAME.new(players=players, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        step = 0
        while not state.is_over:
            step += 1
            if step % 5 == 0 or state.step in ("battle", "boost"):
                lang = LANGS[step % 3]
                for seat in range(players):
                    secret = {c for other in range(players) if other != seat
                              for c in state.view(other).data["hand"]}  # fmt: skip
                    p = state.pending
                    if state.step == "battle" and p and not state.solo:
                        # the others' face-down battle cards
                        secret |= {CARDS[c] for who, c in zip(p["who"], p["choice"], strict=True)
                                   if who != seat and c >= 0}  # fmt: skip
                    shown = text(render.table(state.view(seat), lang, [""] * players))
                    for card in secret:
                        assert card_name(card, lang) not in shown, (seed, step, seat, card)
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))


def _battle(options: dict[str, Any] | None = None) -> Iterator[KingdomsState]:
    """States of random 3-player games whenever a battle decision is pending."""
    for seed in range(60):
        state = GAME.new(players=3, seed=seed, options=options or {})
        rng, bot = Rng(seed), RandomBot()
        while not state.is_over:
            if state.step == "battle":
                yield state
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))


def test_a_battle_shows_its_sides_their_revealed_cards_and_boosts():
    committed = boosted = False
    for state in _battle():
        p = state.pending
        k = int(p["k"])
        title = f"Battle for kingdom {[4, 5, 6, 7, 8][k]}"
        if p["stage"] == "commit" and any(c >= 0 for c in p["choice"]) and not committed:
            i = next(i for i, c in enumerate(p["choice"]) if c >= 0)
            chooser, card = p["who"][i], card_name(CARDS[p["choice"][i]], "en")
            other = state.to_act
            mine = text(render.table(state.view(chooser), "en", ["", "", ""]))
            theirs = text(render.table(state.view(other), "en", ["", "", ""]))
            assert title in mine and title in theirs
            assert f"your card (face down): {card}" in mine
            assert "card chosen (face down)" in theirs and card not in theirs
            committed = True
        if p["stage"] == "boost" and not boosted:
            obs = state.view(state.to_act)
            shown = text(render.table(obs, "en", ["", "", ""]))
            for _side, card in obs.data["decision"]["params"]["cards"]:
                assert f"shows {card_name(card, 'en')}" in shown
            question = render.question(obs, "en")
            assert question.startswith(title) and 'Add "+2" tokens?' in question
            choices = [render.action_text(a, obs, "en") for a in state.legal_actions()]
            assert choices[-1] == 'Pass (no "+2")'
            assert all(re.match(r'Add "\+2" ×\d+: your card\'s rank becomes \d+$', c)
                       for c in choices[:-1])  # fmt: skip
            state.apply(str(state.legal_actions()[0]))  # one token: shown on the table
            if state.step == "battle" and state.pending.get("stage") == "boost":
                shown = text(render.table(state.view(None), "en", ["", "", ""]))
                assert re.search(r'\+ "\+2" ×1 = \d+', shown), shown
                boosted = True
        if committed and boosted:
            return
    raise AssertionError("no battle with a commit and a boost found")


def test_the_solo_table_names_the_upstart_its_score_and_bonus_cards():
    state = GAME.new(players=1, seed=2, options={"solo_difficulty": "extra_hard"})
    obs = state.view(0)
    bonus = obs.data["bonus"]
    assert len(bonus) == 2
    for lang, upstart in (("uk", "Вискочка"), ("ru", "Выскочка"), ("en", "Upstart")):
        shown = text(render.table(obs, lang, [t(lang, "stil.seat.you")]))
        row = next(line for line in shown.splitlines() if upstart in line)
        assert all(card_name(c, lang) in row for c in bonus)
        assert re.search(rf"{upstart} \(\w+\)\s+0\s+18\b", row), row
        assert t(lang, "kingdoms.ui.mods") not in shown  # no "+2" tokens in solo
    spectator = text(render.table(state.view(None), "en", [""]))
    assert "Hand (face up): Player 1" in spectator  # the solo hand lies face up


UPSTART_NAME = {"uk": "Вискочка", "ru": "Выскочка", "en": "upstart"}
LEVELS = {
    "uk": ("легкий", "середній", "звичайний", "складний", "надскладний"),
    "ru": ("лёгкий", "средний", "обычный", "сложный", "экстрасложный"),
    "en": ("easy", "medium", "normal", "hard", "extra hard"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_solo_names_the_upstart_one_way_everywhere_and_shows_its_level(lang):
    """Kingdoms solo: one name for the upstart in every line of the log (its claims, retreats,
    scores and council moves too, not «Червоні»), and the status names its level."""
    levels = [str(v) for v in next(o for o in SPEC.options if o.name == "solo_difficulty").allowed]
    colour = t(lang, "kingdoms.colour.1")
    for level, word in zip(levels, LEVELS[lang], strict=True):
        state = GAME.new(players=1, seed=11, options={"solo_difficulty": level})
        status = text(render.table(state.view(0), lang, [""]), width=200)
        assert t(lang, "kingdoms.ui.level", level=word) in status
        bot, rng = RandomBot(), Rng(3)
        while not state.is_over:
            obs = state.view(state.to_act)
            state.apply(bot.choose(obs, state.legal_actions(), rng))
        own = [e for e in state.events(0) if e.get("upstart_side")]
        assert {str(e["type"]) for e in own} >= {"claim", "score", "retreat"}
        for event in own:
            words = plain(render.event_text(event, 0, lang))
            assert UPSTART_NAME[lang].lower() in words.lower() and colour not in words, words
        for event in state.events(0):
            assert colour not in plain(render.event_text(event, 0, lang)), event


def test_the_upstart_event_texts_take_its_name_and_a_singular_verb():
    claim = {"type": "claim", "side": 1, "card": "owl_3", "kingdom": 4, "capital": True,
             "upstart_side": True}  # fmt: skip
    assert plain(render.event_text(claim, 0, "uk")) == (
        "Вискочка грає під царство 4: сова 3, і захоплює столицю!"
    )
    first = {"type": "age", "age": 2, "first": 1, "upstart_side": True}
    assert plain(render.event_text(first, 0, "ru")) == "Эпоха 2: первым ходит выскочка"
    multi = {"type": "claim", "side": 1, "card": "owl_3", "kingdom": 4, "capital": True}
    assert plain(render.event_text(multi, 0, "uk")).startswith("Червоні грають")


# -- words for every choice, question and event -------------------------------------------
def _random_games(
    options: dict[str, Any], players: list[int], seeds: range
) -> Iterator[KingdomsState]:
    """Random games, each state yielded before every decision and once at the end."""
    for seed in seeds:
        n = players[seed % len(players)]
        state = GAME.new(players=n, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        while not state.is_over:
            yield state
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
        yield state


@pytest.mark.parametrize(
    ("options", "players", "kinds"),
    [
        ({}, [1, 2, 3, 4, 5], {"turn", "rally", "pair", "battle", "boost"}),
        (
            {"modifier_protocol": "sealed_bid", "council_move": "optional",
             "first_player": "host_choice", "rally_min_discard": 0},
            [2, 3, 4, 5],
            {"turn", "rally", "battle", "boost", "council", "first"},
        ),
        (
            {"solo_difficulty": "extra_hard", "solo_xhard_choice": "player_choice"},
            [1],
            {"turn", "battle", "bonus"},
        ),
        ({"peace_variant": True, "ring_order": "4-6-8-5-7"}, [3, 5], {"turn", "rally"}),
        ({"solo_difficulty": "easy", "solo_phase2_low": "reveal_again"}, [1], {"turn"}),
    ],
)  # fmt: skip
def test_every_decision_action_and_event_seen_in_play_has_words(options, players, kinds):
    """Random games (strict texts): every question and every legal choice, distinct from
    each other and never the raw action, the table now and then, and at the end every
    event for every seat and the final score, in every language."""
    seen, types = set(), set()
    said: list[str] = []
    console = Console(file=io.StringIO(), width=100)
    n = 0
    for state in _random_games(options, players, range(10)):
        if state.is_over:
            for seat in [None, *range(state.players)]:
                for event in state.events(seat):
                    types.add(event["type"])
                    for lang in LANGS:
                        words = plain(render.event_text(event, seat, lang))
                        assert not words.startswith("{"), event
                        said.append(words)
            console.print(render.final(state, LANGS[n % 3], [""] * state.players))
            continue
        n += 1
        obs = state.view(state.to_act)
        seen.add(obs.data["decision"]["kind"])
        legal = state.legal_actions()
        for lang in LANGS:
            assert render.question(obs, lang)
            choices = [render.action_text(a, obs, lang) for a in legal]
            assert len(set(choices)) == len(choices), (lang, choices)
            assert all(c and c != str(a) for c, a in zip(choices, legal, strict=True))
            if n % 41 == 0:
                console.print(render.table(obs, lang, [""] * state.players))
    shown = console.file.getvalue() + "\n".join(said)  # type: ignore[attr-defined]
    assert "kingdoms." not in shown
    assert "Player 1" in shown and "Гравець 1" in shown and "Игрок 1" in shown
    assert seen >= kinds and seen <= DECISION_KINDS
    assert types <= EVENT_TYPES
    if options.get("modifier_protocol") == "sealed_bid":
        assert "bid_made" in types
    if players == [1]:
        assert {"upstart_reveal", "solo_reveal"} <= types
        assert "Upstart" in shown and "Вискочка" in shown and "Выскочка" in shown


def _every_event() -> list[dict[str, Any]]:
    """One event of every type (and every variant a text depends on), as the log holds it."""
    return [
        {"type": "age", "age": 1, "first": 2},
        {"type": "claim", "side": 0, "card": "tiger_5", "kingdom": 6, "capital": False},
        {"type": "claim", "side": 1, "card": "owl_3", "kingdom": 4, "capital": True},
        {"type": "draw", "side": 1, "n": 2},
        {"type": "draw", "side": 0, "n": 1, "cards": ["bee_2"]},
        {"type": "drew", "side": 0, "cards": ["bee_2", "wolf_8"]},
        {"type": "reshuffle", "cards": 21},
        *({"type": "retreat", "side": 3, "cause": c}
          for c in ("chosen", "forced", "capital", "pieces", "no_cards", "no_room")),
        {"type": "retreat_token", "side": 3},
        {"type": "retreat_token_value", "side": 3, "value": 4},
        {"type": "rally", "side": 2},
        {"type": "rally_discard", "side": 2, "card": "red_panda_4"},
        {"type": "pair_card", "side": 4, "card": "lizard_7", "kingdom": 8},
        {"type": "pair_discard", "side": 4, "card": "lizard_1"},
        {"type": "age_end", "age": 2},
        {"type": "empty", "kingdom": 5},
        *({"type": "score", "side": 0, "points": p, "kingdom": 7, "place": pl}
          for p, pl in ((9, 1), (3, 2), (1, 3))),
        {"type": "battle", "kingdom": 7, "sides": [0, 2, 4], "token": 9},
        {"type": "battle_card", "side": 2},
        {"type": "battle_reveal", "cards": [[0, "okapi_6"], [2, "frog_1"]]},
        {"type": "boost", "side": 0, "n": 2},
        {"type": "boost_pass", "side": 2},
        {"type": "bid_made", "side": 4},
        {"type": "battle_end", "kingdom": 7, "winners": [2]},
        {"type": "battle_end", "kingdom": 7, "winners": [0, 2]},
        *({"type": "battle_end", "kingdom": 6, "outcome": o} for o in ("won", "lost", "shared")),
        {"type": "modifier", "side": 0},
        {"type": "solo_reveal", "card": "tiger_7", "upstart": ["owl_2", "bee_7", "frog_4"]},
        {"type": "council", "side": 1, "kingdom": 5},
        {"type": "council_declined", "side": 1, "kingdom": 5},
        {"type": "bonus_card", "card": "wolf_3"},
        {"type": "final_bonus", "side": 0, "retreat": [3, 5], "modifiers": 2},
        {"type": "final_bonus", "side": 1, "retreat": [], "modifiers": 0},
        {"type": "game_end", "scores": [70, 64]},
        {"type": "upstart_reveal", "card": "okapi_2"},
        {"type": "upstart_discard", "card": "okapi_2"},
        {"type": "upstart_bonus", "card": "red_panda_1"},
        {"type": "age_ends_now"},
    ]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_type_has_words(lang):
    events = _every_event()
    assert {e["type"] for e in events} == EVENT_TYPES
    texts_ = []
    for event in events:
        words = plain(render.event_text(event, None, lang))
        assert words and not words.startswith("{") and "kingdoms." not in words, event
        texts_.append(words)
    assert len(set(texts_)) == len(texts_)  # variants read differently
    by_type = dict(zip((e["type"] for e in events), texts_, strict=False))
    expected = {
        "uk": ("Червоні грають під царство 4: сова 3, і захоплюють столицю!", "Вискочка"),
        "ru": ("Красные играют под царство 4: сова 3, и захватывают столицу!", "Выскочка"),
        "en": ("Red plays owl 3 under kingdom 4 and takes the capital!", "upstart"),
    }[lang]
    assert expected[0] in texts_
    assert expected[1] in by_type["upstart_reveal"] and expected[1] in by_type["age_ends_now"]


def test_the_drawer_reads_what_they_drew_and_the_others_how_many():
    draw = {"type": "draw", "side": 1, "n": 2}
    assert render.event_text(draw, 1, "en") is None  # the private "drew" says more
    assert plain(render.event_text(draw, 0, "en")) == "Red draws 2 cards"
    assert plain(render.event_text(draw, None, "uk")) == "Червоні добирають: 2 карти"
    solo = {"type": "draw", "side": 0, "n": 1, "cards": ["bee_2"]}  # a solo hand is face up
    assert plain(render.event_text(solo, 0, "ru")) == "Вы добрали: пчела 2"
    assert plain(render.event_text(solo, None, "en")) == "Yellow draws: bee 2"


def test_choices_read_in_every_language():
    s = _position()
    obs = s.view(0)

    def say(action: str, lang: str, o: Any = obs) -> str:
        return render.action_text(Action.parse(action), o, lang)  # type: ignore[arg-type]

    assert say("claim tiger_5 5", "ru") == "Сыграть тигра 5 под царство 5"
    assert say("claim owl_3 5", "uk") == "Зіграти сову 3 під царство 5"
    assert say("claim owl_7 4", "en") == "Play owl 7 under kingdom 4"
    assert say("rally", "en") == "Rally: +1 point, discard 1–4 cards and draw as many"
    assert say("retreat", "ru") == (
        "Отступить до конца эпохи (первый отступивший берёт жетон отступления)"
    )
    s.apply("claim owl_7 4")  # the last free territory of the kingdom of 4
    s.apply("rally")
    obs = s.view(1)
    assert render.question(obs, "en") == "Rally (0 discarded so far): which card goes?"
    assert say("discard lizard_2", "ru", obs) == "Сбросить ящерицу 2"
    s.apply("discard lizard_2")
    obs = s.view(1)
    assert say("done", "uk", obs) == "Досить: добрати 1 карту"
    assert say("done", "en", obs) == "Stop: draw 1 card"
    s.apply("done")
    obs = s.view(0)
    capital = [say(str(a), "en", obs) for a in s.legal_actions() if a.args[-1:] == (4,)]
    assert capital and all(c.endswith("— takes the capital, then you retreat") for c in capital)
    assert say("retreat", "en", obs) == (
        "Retreat for the rest of the age (the first to retreat takes a retreat token)"
    )
    host = GAME.new(players=3, seed=1, options={"first_player": "host_choice"})
    assert render.question(host.view(0), "ru") == "Кто ходит первым в первой эпохе?"
    assert "first player" not in text(render.table(host.view(0), "en", ["", "", ""]))
    assert [say(str(a), "en", host.view(0)) for a in host.legal_actions()] == [
        "Player 1 (yellow) goes first",
        "Player 2 (red) goes first",
        "Player 3 (blue) goes first",
    ]


def test_the_pair_edict_asks_for_the_second_card():
    s = kingdoms_game.setup(
        2, hands=[["bee_2", "bee_7", "tiger_5", "owl_5"], HANDS[1]],
        edicts=["E10", "E11", "E12", "E20", "E26"],
    )  # fmt: skip
    s.apply("claim tiger_5 4")
    obs = s.view(0)
    assert render.question(obs, "ru") == (
        "Указ пары: тигр 5 ложится под царство 4. Какую вторую карту пары сбросить?"
    )
    assert [render.action_text(a, obs, "en") for a in s.legal_actions()] == [
        "Discard owl 5 as the pair's second card"
    ]
    assert "Pair edict: tiger 5 goes under kingdom 4" in text(render.table(obs, "en", ["", ""]))


# -- the end ------------------------------------------------------------------------------
def _finished(players: int, seed: int, **options: Any) -> KingdomsState:
    state = GAME.new(players=players, seed=seed, options=options)
    rng, bot = Rng(seed), RandomBot()
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return state


def test_the_final_score_adds_retreat_and_plus_two_tokens_to_the_track():
    state = _finished(3, 4)
    shown = text(render.final(state, "en", ["", "", ""]))
    bonus = {int(e["side"]): e for e in state.events(None) if e["type"] == "final_bonus"}
    for seat in range(3):
        line = next(x for x in shown.splitlines() if f"Player {seat + 1} (" in x)
        numbers = [int(x) for x in re.findall(r"\b\d+\b", line.split(")", 1)[1])]
        retreat = [int(v) for v in bonus[seat]["retreat"]]
        mods = int(bonus[seat]["modifiers"])
        total = state.scores()[seat]
        assert numbers == [total - sum(retreat) - mods, *retreat, mods, total], line
    winners = ", ".join(
        f"{render.side_label(s, state.view(None).data, 'en')} ({state.scores()[s]})"
        for s in state.winners()
    )
    assert f"Winner: {winners}" in shown or f"Shared win: {winners}" in shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_solo_final_says_whether_you_beat_the_upstart(lang):
    lost = _finished(1, 3, solo_difficulty="easy")
    upstart = lost.view(None).data["score"][1]
    won = lost.clone()
    won.score[0] = upstart + 1  # the same ending, one point more than the upstart
    tied = lost.clone()
    tied.score[0] = upstart  # a tie goes to the upstart
    label = render.side_label(1, lost.view(None).data, lang)
    for state, key in ((lost, "solo_lost"), (won, "solo_won"), (tied, "solo_lost")):
        assert (state.winners() == [0]) == (key == "solo_won")
        shown = " ".join(text(render.final(state, lang, [""])).split())
        assert t(lang, f"kingdoms.ui.{key}", you=state.score[0], upstart=upstart) in shown
        assert shown.split(label, 1)[1].split()[0] == str(upstart)  # the upstart's total


# -- stil play ----------------------------------------------------------------------------
def _expected(seed: int, kinds: list[str], options: dict[str, Any] | None = None) -> KingdomsState:
    """The same game as ``stil play`` plays it: the same bots with the same generators."""
    players = make_players(kinds, "kingdoms", seed)
    state = GAME.new(players=len(kinds), seed=seed, options=options or {})
    while not state.is_over:
        p = players[state.to_act]
        assert p.bot is not None and p.rng is not None
        state.apply(p.bot.choose(state.view(state.to_act), state.legal_actions(), p.rng))
    return state  # type: ignore[return-value]


def _final_scores(out: str, title: str) -> dict[int, int]:
    """Each side's total in the final table: the last number on its row."""
    scores = {}
    for line in out.split(title, 1)[1].splitlines():
        m = re.match(r"\s*(?:Player (\d)|(Upstart)) \(.*?(-?\d+)\s*$", line)
        if m:
            scores[int(m.group(1)) - 1 if m.group(1) else 1] = int(m.group(3))
    return scores


@pytest.mark.parametrize(
    ("lang", "title", "winner"),
    [
        ("uk", "Підсумок: очки домів", ("Переможець", "Спільна перемога")),
        ("ru", "Итог партии: очки домов", ("Победитель", "Общая победа")),
        ("en", "Final score of the houses", ("Winner", "Shared win")),
    ],
)
def test_bots_play_to_the_end_in_every_language(cli, lang, title, winner):
    result = cli(["play", "kingdoms", "--seats", "random,random", "--seed", "3", "--lang", lang])
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert title in out and any(w in out for w in winner)
    assert "kingdoms." not in out
    if lang == "en":
        state = _expected(3, ["random", "random"])
        assert _final_scores(out, title) == dict(enumerate(state.scores()))
        assert "Age 3: " in out and "End of age 3: scoring" in out


def test_a_solo_game_of_bots_plays_to_the_end(cli):
    args = ["play", "kingdoms", "--seats", "random", "--seed", "4", "--lang", "en",
            "--option", "solo_difficulty=hard"]  # fmt: skip
    result = cli(args)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    state = _expected(4, ["random"], {"solo_difficulty": "hard"})
    you, upstart = state.view(None).data["score"]
    assert _final_scores(out, "Final score of the houses") == {0: you, 1: upstart}
    assert "The upstart turns up" in out and "New upstart bonus card" in out
    verdict = "You beat the upstart" if state.winners() == [0] else "The upstart wins"
    assert verdict in out
    assert cli(args).output == out


def test_same_seed_same_game(cli):
    args = ["play", "kingdoms", "--seats", "random,random,random", "--lang", "en", "--seed"]
    a, b, c = (cli([*args, s]).output for s in ("5", "5", "6"))
    assert a == b
    assert a != c


def test_heuristic_seat_plays_or_says_why_not(cli):
    """The heuristic bot is its own module; until it is there the seat is refused cleanly."""
    script = "1\n" * 400
    args = ["play", "kingdoms", "--seats", "human,heuristic", "--seed", "2", "-l", "en"]
    result = cli(args, input=script)
    try:
        make_bot("heuristic", "kingdoms")
    except (ImportError, AttributeError, ValueError):
        assert result.exit_code == 2
        assert "heuristic" in result.output
    else:
        assert result.exit_code == 0, result.output[-2000:]
        assert "Final score of the houses" in result.output


def test_a_person_with_bad_input_is_asked_again_and_finishes(cli):
    script = "x\n0\n" + "1\n" * 400
    args = ["play", "kingdoms", "--seats", "human,random", "--seed", "5", "--lang", "en"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert out.count("Enter a number from 1 to") == 2
    assert "Age 1, your turn: what do you do?" in out
    assert "Your hand (Player 1)" in out and "Your hand (Player 2)" not in out
    assert "Rally: +1 point" in out and "Final score of the houses" in out
    assert cli(args, input=script).output == out


def test_a_solo_person_plays_against_the_upstart(cli):
    script = "2\n" * 400
    args = ["play", "kingdoms", "--seats", "human", "--seed", "1", "--lang", "ru", "-o",
            "solo_difficulty=extra_hard", "-o", "solo_xhard_choice=player_choice"]  # fmt: skip
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert "Выскочка (красные)" in out and "бонус: " in out
    assert "Ваша рука (Игрок 1)" in out
    assert "Победа выскочки" in out or "Вы победили выскочку" in out


def test_end_of_input_ends_the_game_cleanly(cli):
    args = ["play", "kingdoms", "--seats", "human,random", "--seed", "5", "--lang", "uk"]
    result = cli(args, input="1\n")
    assert result.exit_code == 130
    assert "Гру перервано." in result.output


# -- hot seat: a hand or a retreat value never reaches another person's screen ------------
PANEL = re.compile(r"Your hand \((Player \d)\)")
TOKEN = re.compile(r"Your retreat token: (\d+)")


def _panel_cards(lines: list[str], start: int) -> list[str]:
    """The cards in the hand panel whose title is on line ``start``."""
    cards = []
    for line in lines[start + 1 :]:
        if line.startswith("╰"):
            break
        cards.append(line.strip("│ ").split("  →")[0].strip())
    return cards


def _hand(state: Any, seat: int) -> tuple[str, list[str]]:
    """Who decides, with what in hand."""
    return render.player(seat, "en"), [card_name(c, "en") for c in state.view(seat).data["hand"]]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_hand_is_never_printed_on_another_persons_screen(seed):
    state, hands, output = hot_seat("kingdoms", seed, 120, _hand)
    tokens = {render.player(seat, "en"): state.retreat[seat] for seat in (0, 1)}
    parts = screens(output)
    assert {who for who, _ in parts} == {None, "Player 1", "Player 2"}
    panels = []
    drew = told = 0
    for who, body in parts:
        lines = body.splitlines()
        for i, line in enumerate(lines):
            m = PANEL.search(line)
            if m:
                assert m.group(1) == who, f"{m.group(1)}'s hand on {who or 'everyone'}'s screen"
                panels.append((who, _panel_cards(lines, i)))
            if "You drew:" in line:
                drew += 1
                assert who is not None
            m = TOKEN.search(line)
            if m:
                told += 1
                assert who is not None and int(m.group(1)) in tokens[who], (who, line)
    assert panels == hands  # each table shows the hand of the one deciding, and only that
    assert drew > 0 and told > 0
    assert "Final score of the houses" in parts[-1][1]
