"""Якщо влізе in the terminal: ``stil rules``, the drawing of the table, bots alone, a person
with scripted input, every choice, question and event in words in uk/ru/en, and hands kept
to their owners' screens."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from rich.console import Console

from stil import i18n
from stil import render as renderer
from stil.bots import RandomBot, make_bot
from stil.cli.play import Session, make_players
from stil.core import Action, Rng
from stil.core.registry import game
from stil.games.catboxes import game as catboxes_game
from stil.games.catboxes import render
from stil.games.catboxes.cards import CARDS, INFO, TYPE, card_catalog
from stil.games.catboxes.state import CatboxesState
from stil.i18n import LANGS, t

from .conftest import option_rows, plain, show, text

GAME = game("catboxes")
SPEC = GAME.spec

STEPS = {"start", "place", "turn", "card", "cat", "toy", "princess"}
EVENT_TYPES = {
    "setup", "start", "draw", "drew", "play", "place", "sleep", "cat", "toy", "princess",
    "discard", "pass", "ending", "final", "end",
}  # fmt: skip


def _drawing(state: CatboxesState, seat: int | None = 0, width: int = 100) -> list[str]:
    obs = state.view(seat)
    d = obs.data
    return [line.plain for line in render.Layout(d, "en", render._targets(d)).lines(width)]


# -- stil rules ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_rules_lists_every_option_with_its_default(cli, lang):
    result = cli(["rules", "catboxes", "--lang", lang])
    assert result.exit_code == 0, result.output
    rows = option_rows(result.output)
    for option in SPEC.options:
        assert option.name in rows, f"{option.name} missing"
        cells = rows[option.name]
        assert cells[1] == show(option.default)
        # a value longer than the column folds onto the next line
        assert cells[2].replace(" ", "") == option.allowed_text().replace(" ", "")
    assert SPEC.names[lang] in result.output
    assert "2–5" in result.output
    first_word = t(lang, f"catboxes.option.{SPEC.options[0].name}").split()[0]
    assert first_word in result.output


def test_every_text_in_every_language():
    for option in SPEC.options:
        for lang in LANGS:
            assert t(lang, f"catboxes.option.{option.name}")
    for step in STEPS:
        assert i18n.has(f"catboxes.decision.{step}")
    assert i18n.catalog("catboxes").missing() == []


def test_renderer_is_found_by_game_id():
    assert renderer.load("catboxes") is render


# -- the drawing --------------------------------------------------------------------------
def _position() -> CatboxesState:
    """A cat across B16 (wall on the left; yarn ×2, a spray) and B01 (open), Purry asleep
    next to them, a special toy across B02–B03, and below a two-card box with walls on
    top and at both ends (B25 and B33)."""
    return catboxes_game.setup(
        2,
        cells=[
            (5, 4, "B16"),
            (6, 4, "B01"),
            (7, 4, "sleeping"),
            (8, 4, "B02"),
            (9, 4, "B03"),
            (5, 5, "B25"),
            (6, 5, "B33"),
        ],
        sleepers={(7, 4): 1},
        overlays={(5, 4): ("cat", 0), (8, 4): ("toy", "T")},
        hands=[["B48"], ["B72"]],
        deck=["B07"] * 6,
    )


def test_the_drawing_shows_walls_toys_cats_and_coordinates():
    lines = _drawing(_position())
    # columns 4..10 and rows 3..6: the cards plus a margin of one cell
    assert lines[0].split() == [str(x) for x in range(4, 11)] == lines[-1].split()
    labels = [line[:2].strip() for line in lines[1:-1]]
    assert [lb for lb in labels if lb] == ["3", "4", "5", "6"]
    cw = 7  # 7 columns fit 100 characters at 7 characters a card
    col = {x: 2 + (x - 4) * cw for x in range(4, 11)}  # where each card starts
    row = {y: 1 + (y - 3) * 4 for y in range(3, 7)}  # its top line
    toys, below = lines[row[4] + 1], lines[row[4] + 2]
    # B16: a wall on its left (west) side, open on the right; yarn ×2 and a spray
    assert toys[col[5]] == "┃" and toys[col[5] + cw - 1] == " "
    assert toys[col[5] + 1 : col[5] + cw - 1].strip() == "YY!"
    assert lines[row[4]][col[5] + 1 : col[5] + cw - 1] == " " * (cw - 2)  # open on top
    # Toffee's cat lies across (5, 4)–(6, 4); Purry sleeps in (7, 4); the special toy
    assert "=Toffee=" in below[col[5] : col[7]]
    assert toys[col[7] : col[8]].strip() == "zzz" and below[col[7] : col[8]].strip() == "Purry"
    assert "[YMFH]" in below[col[8] : col[10]]
    # B25 (walls top and left) and B33 (walls top and right) make one closed-on-top box
    assert lines[row[5]][col[5] : col[7]] == "┏" + "━" * (2 * cw - 2) + "┓"
    assert lines[row[5] + 1][col[5]] == "┃" and lines[row[5] + 1][col[6] + cw - 1] == "┃"
    assert lines[row[5] + 1][col[5] + cw - 1 : col[6] + 1] == "  "  # the passage between


def test_double_walls_and_the_narrow_layout():
    s = catboxes_game.setup(2, cells=[(0, 0, "B41"), (1, 0, "B41")])  # two long tubes
    lines = _drawing(s, width=40)
    # the table's corner: no margin beyond columns 0 and rows 0; 6 characters a card at 40
    assert lines[0].split() == ["0", "1", "2"]
    assert [line[:2].strip() for line in lines[1:-1] if line[:2].strip()] == ["0", "1"]
    assert "┃┃" in lines[2]  # wall against wall
    assert all(len(line) <= 40 for line in lines)


def test_an_unbounded_table_crops_around_negative_coordinates():
    s = catboxes_game.setup(
        2, cells=[(-12, -3, "B05"), (-11, -3, "B41")], options={"table": "unbounded"}
    )
    lines = _drawing(s)
    assert lines[0].split() == ["-13", "-12", "-11", "-10"]
    assert [line[:3].strip() for line in lines[1:-1] if line[:3].strip()] == ["-4", "-3", "-2"]
    assert "YY" in lines[6]
    shown = text(render.table(s.view(0), "ru", ["вы", ""]))
    assert "Стол без границ" in shown


def test_the_cells_a_card_may_go_into_show_their_coordinates():
    s = catboxes_game.setup(2, cells=[(6, 4, "S1")], hands=[["B25"], ["B33"]], deck=["B02"])
    s.apply("draw")
    s.apply(f"play {s.view(0).data['hand'].index('B02')}")
    mine = "\n".join(_drawing(s, 0))
    for x, y in ((6, 3), (7, 4), (6, 5), (5, 4)):
        assert f"{x},{y}" in mine
    assert "6,4" not in mine  # taken
    assert "7,4" not in "\n".join(_drawing(s, 1))  # only the deciding seat sees its targets
    shown = text(render.table(s.view(0), "uk", ["ви", ""]))
    assert "Зараз грається: «Коробка „відкрита“» (без стінок; клубок)" in shown
    assert "x,y у порожній клітинці" in shown


def test_a_table_before_any_card_and_a_spectators_table():
    s = GAME.new(players=3, seed=4)
    assert "No cards on the table yet." in text(render.table(s.view(None), "en", ["", "", ""]))
    while s.view(None).data["phase"] == "setup":
        s.apply(s.legal_actions()[0])
    shown = text(render.table(s.view(None), "en", ["", "", ""]))
    assert "Your hand" not in shown and "Toffee (player 1)" in shown


def test_overlays_sharing_a_card_both_show():
    s = catboxes_game.setup(
        2,
        cells=[(4, 4, "B01"), (5, 4, "B01"), (6, 4, "B01")],
        overlays={(4, 4): ("cat", 0), (5, 4): ("princess", 0)},
        options={"overlays_per_cell": 2},
    )
    below = _drawing(s)[7]
    assert "Toffee" in below and "Prin" in below


# -- hands --------------------------------------------------------------------------------
def test_the_table_shows_only_the_viewers_own_hand():
    s = _position()
    mine = text(render.table(s.view(0), "en", ["you", ""]))
    assert "Your hand: Toffee (player 1)" in mine
    assert "“Box: long tube” (walls: right, left; yarn ball, toy mouse, toy fish, spray)" in mine
    assert "B72" not in mine  # Purry's only card
    theirs = text(render.table(s.view(1), "en", ["", "you"]))
    assert "B72" in theirs and "B48" not in theirs
    nobody = text(render.table(s.view(None), "en", ["", ""]))
    assert "B48" not in nobody and "B72" not in nobody and "Your hand" not in nobody


def test_the_table_of_random_games_never_names_another_hand():
    for seed in range(4):
        state = GAME.new(players=2 + seed % 3, seed=seed)
        rng, bot = Rng(seed), RandomBot()
        step = 0
        while not state.is_over:
            step += 1
            if step % 7 == 0:
                for seat in range(state.players):
                    obs = state.view(seat)
                    shown = text(render.table(obs, LANGS[step % 3], [""] * state.players))
                    d = obs.data
                    seen = set(d["hand"]) | set(d["discard"]) | {d["pending"]}
                    for other in range(state.players):
                        for card in state.view(other).data["hand"]:
                            if card not in seen and INFO[TYPE[card]].kind == "box":
                                assert card not in shown, (seed, step, seat, card)
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))


# -- words for every choice, question and event -------------------------------------------
def test_choices_read_in_every_language():
    s = _position()
    obs = s.view(0)

    def say(action: str, lang: str) -> str:
        return render.action_text(Action.parse(action), obs, lang)  # type: ignore[arg-type]

    assert say("draw", "en") == "Draw a card, then play one from your hand"
    assert say("sleep", "uk") == ("Покласти сплячого кота (Іриска) як картку коробки, без добору")
    assert say("play 0", "ru") == (
        "Сыграть «Коробка „длинная труба“» (стенки: право, лево; клубок, мышка, рыбка, распылитель)"
    )
    assert say("cat 5 5", "en") == "Lay a cat across (5, 5)–(6, 5)"
    assert say("nocat", "uk") == "Не класти кота"
    assert say("princess 5 4", "en") == (
        "The Princess takes the place of a cat: Toffee (yours), (5, 4)–(6, 4)"
    )
    assert say("princess 7 4", "ru") == ("Принцесса на место спящего кота: Мурчик, (7, 4)")
    assert say("toy 5 5", "en") == "Lay it across (5, 5)–(6, 5) (nobody holds the box)"
    assert say("toy 5 4", "uk") == (
        "Покласти на (5, 4)–(6, 4) (коробку займає Іриска (ваш), Мурчик)"
    )
    assert say("start s4", "en") == "“Start box: corner A” (walls: top, left; no toys)"
    assert say("discard 0", "en").startswith("Discard “Box: long tube” (walls: right, left;")
    assert say("pass", "ru") == "Пропустить ход"
    s.apply("draw")
    s.apply(f"play {s.view(0).data['hand'].index('B07')}")  # B07: a wall on the left
    obs = s.view(0)
    assert say("place 4 4 0", "en") == "Put it at (4, 4) — walls: left"
    assert say("place 4 4 1", "uk") == "Покласти на (4, 4), повернувши на 180° — стінки: право"
    assert render.question(obs, "en") == (
        "The card: “Box: one long wall” (walls: left; no toys). Where does it go?"
    )


def _random_games(options: dict[str, object], seeds: range) -> Iterator[CatboxesState]:
    """Random games, each state yielded before every decision and once at the end."""
    for seed in seeds:
        state = GAME.new(players=2 + seed % 4, seed=seed, options=options)
        rng, bot = Rng(seed), RandomBot()
        while not state.is_over:
            yield state  # type: ignore[misc]
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
        yield state  # type: ignore[misc]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"extended": True, "table": "unbounded", "toy_timing": "free_then_redraw"},
        {"table": "600x600", "princess_timing": "extra_action", "overlays_per_cell": 2},
    ],
)
def test_every_decision_action_and_event_seen_in_play_has_words(options):
    """Random games (strict texts): every question and every legal choice, distinct from
    each other, the table now and then, and at the end every event for every seat and the
    final score, in every language."""
    steps, types = set(), set()
    said: list[str] = []
    console = Console(file=io.StringIO(), width=100)
    n = 0
    for state in _random_games(options, range(8)):
        if state.is_over:
            for seat in [None, *range(state.players)]:
                for event in state.events(seat):
                    types.add(event["type"])
                    for lang in LANGS:
                        said.append(plain(render.event_text(event, seat, lang)))
            console.print(render.final(state, LANGS[n % 3], [""] * state.players))
            continue
        n += 1
        obs = state.view(state.to_act)
        steps.add(obs.data["decision"]["kind"])
        legal = state.legal_actions()
        for lang in LANGS:
            assert render.question(obs, lang)
            choices = [render.action_text(a, obs, lang) for a in legal]
            assert len(set(choices)) == len(choices), (lang, choices)
            assert not any(
                c == str(a) or "catboxes." in c for c, a in zip(choices, legal, strict=True)
            )
            if n % 37 == 0:
                console.print(render.table(obs, lang, [""] * state.players))
    shown = console.file.getvalue() + "\n".join(said)  # type: ignore[attr-defined]
    assert "Toffee (player 1)" in shown and "Іриска (гравець 1)" in shown
    assert "Ириска (игрок 1)" in shown and "catboxes." not in shown
    assert steps >= STEPS - {"toy"} and "place" in steps and "cat" in steps
    assert types >= EVENT_TYPES - {"discard", "pass", "toy", "princess"}


def _stuck(no_legal_play: str) -> CatboxesState:
    """Toffee holds nothing but a Princess, draws another, and no cat is on the table."""
    return catboxes_game.setup(
        2,
        cells=[(6, 4, "S1")],
        hands=[["princess"], ["B01"]],
        deck=["princess", "B02", "B03"],
        options={"no_legal_play": no_legal_play},
    )


def test_rare_events_read_in_every_language():
    """A discard and a pass (nothing can be played), a Princess and a special toy."""
    s = _stuck("discard")
    s.apply("draw")
    assert [str(a) for a in s.legal_actions()] == ["discard 0"]
    assert render.action_text(s.legal_actions()[0], s.view(0), "en") == (
        "Discard Princess (it cannot be played)"
    )
    s.apply("discard 0")
    p = _stuck("pass")
    p.apply("draw")
    assert render.action_text(p.legal_actions()[0], p.view(0), "uk") == "Пропустити хід"
    p.apply("pass")
    q = catboxes_game.setup(
        2,
        cells=[(5, 4, "B01"), (6, 4, "B01"), (7, 4, "sleeping"), (8, 4, "B02"), (9, 4, "B01")],
        sleepers={(7, 4): 1},
        overlays={(5, 4): ("cat", 1)},
        hands=[["princess"], ["B03"]],
        deck=["B04", "T", "B05"],
    )
    q.apply("draw")
    q.apply(f"play {q.view(0).data['hand'].index('princess')}")
    assert render.question(q.view(0), "en").startswith("Which cat does the Princess replace?")
    q.apply("princess 5 4")
    q.apply("draw")  # Purry draws the special toy and must play it
    q.apply(f"play {q.view(1).data['hand'].index('T')}")
    assert render.question(q.view(1), "en").startswith("The special toy card lies across")
    q.apply(str(q.legal_actions()[0]))
    types = set()
    for state in (s, p, q):
        for seat in (None, 0, 1):
            for event in state.events(seat):
                types.add(event["type"])
                for lang in LANGS:
                    shown = render.event_text(event, seat, lang)
                    if event["type"] not in ("draw", "play"):
                        assert plain(shown), event
    assert {"discard", "pass", "princess", "toy", "drew"} <= types
    say = {e["type"]: plain(render.event_text(e, 0, "en")) for e in q.events(0)}
    assert say["princess"] == (
        "Toffee (player 1): the Princess takes the place of the cat at (5, 4); "
        "Purry goes back to its owner"
    )
    assert say["drew"] == "You drew: Princess" or say["drew"].startswith("You drew:")
    toy = next(e for e in q.events(None) if e["type"] == "toy")
    assert plain(render.event_text(toy, None, "en")).startswith(
        "Purry (player 2) lays special toy card (yarn ball, toy mouse, feather, toy fish) across"
    )
    # the drawer reads what they drew, the others that a card was drawn
    draw = next(e for e in q.events(None) if e["type"] == "draw")
    assert render.event_text(draw, int(draw["seat"]), "en") is None  # type: ignore[arg-type]
    assert "draws a card" in plain(render.event_text(draw, None, "en"))


# -- stil play ----------------------------------------------------------------------------
def _expected(seed: int, kinds: list[str]) -> list[int]:
    """The same game as ``stil play`` plays it: the same bots with the same generators."""
    players = make_players(kinds, "catboxes", seed)
    state = GAME.new(players=len(kinds), seed=seed)
    while not state.is_over:
        p = players[state.to_act]
        assert p.bot is not None and p.rng is not None
        state.apply(p.bot.choose(state.view(state.to_act), state.legal_actions(), p.rng))
    return state.scores()


@pytest.mark.parametrize(
    ("lang", "title", "winner"),
    [
        ("uk", "Підсумок: очки за коробки", ("Переможець", "Спільна перемога")),
        ("ru", "Итог: очки за коробки", ("Победитель", "Общая победа")),
        ("en", "Final score: points for the boxes", ("Winner", "Shared win")),
    ],
)
def test_bots_play_to_the_end_in_every_language(cli, lang, title, winner):
    result = cli(["play", "catboxes", "--seats", "random,random,random", "--seed", "3",
                  "--lang", lang])  # fmt: skip
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert title in out and any(w in out for w in winner)
    assert "catboxes." not in out
    if lang == "en":
        scores = {}
        for line in out.split(title, 1)[1].splitlines():
            m = re.match(r"\s*(\w+) \(player (\d)\).*?(-?\d+)\s+(-?\d+)\s*$", line)
            if m:
                scores[int(m.group(2)) - 1] = int(m.group(3))
        assert scores == dict(enumerate(_expected(3, ["random"] * 3)))


def test_same_seed_same_game(cli):
    args = ["play", "catboxes", "--seats", "random,random", "--lang", "en", "--seed"]
    a, b, c = (cli([*args, s]).output for s in ("5", "5", "6"))
    assert a == b
    assert a != c


def test_heuristic_seat_plays_or_says_why_not(cli):
    """The heuristic bot is its own module; until it is there the seat is refused cleanly."""
    args = ["play", "catboxes", "--seats", "heuristic,random", "--seed", "2", "-l", "en"]
    result = cli(args)
    try:
        make_bot("heuristic", "catboxes")
    except (ImportError, AttributeError, ValueError):
        assert result.exit_code == 2
        assert "heuristic" in result.output
    else:
        assert result.exit_code == 0, result.output[-2000:]
        assert "Final score" in result.output


def test_a_person_plays_to_the_end(cli):
    script = "x\n0\n" + "1\n" * 600
    args = ["play", "catboxes", "--seats", "human,random", "--seed", "5", "--lang", "en"]
    result = cli(args, input=script)
    assert result.exit_code == 0, result.output[-2000:]
    out = result.output
    assert out.count("Enter a number from 1 to") == 2
    assert "Choose a start box card." in out or "goes first" in out
    assert "Your hand: Toffee (player 1)" in out and "Your hand: Purry" not in out
    assert "Where does it go?" in out and "x,y in an empty cell" in out
    assert "Final score" in out
    assert cli(args, input=script).output == out


def test_end_of_input_ends_the_game_cleanly(cli):
    args = ["play", "catboxes", "--seats", "human,random", "--seed", "5", "--lang", "uk"]
    result = cli(args, input="1\n")
    assert result.exit_code == 130
    assert "Гру перервано." in result.output


# -- hot seat: a hand never reaches another person's screen --------------------------------
PASS = re.compile(r"^Pass the device to (\w+ \(player \d\))\.$")
EVERYONE = "The game is over. Show the screen to everyone."
PANEL = re.compile(r"Your hand: (\w+ \(player \d\))")
DREW = "You drew:"


def test_a_hand_is_never_printed_on_another_persons_screen():
    seed = 6
    state = GAME.new(players=3, seed=seed)
    console = Console(file=io.StringIO(), width=120)
    rng = Rng(seed)
    hands: dict[str, set[str]] = {}  # every card each person held when deciding

    def read_line(prompt: str) -> str:
        if prompt.startswith("Your choice"):
            seat = state.to_act
            assert seat is not None
            hands.setdefault(render.player(seat, "en"), set()).update(state.view(seat).data["hand"])
            return str(1 + rng.below(len(state.legal_actions())))
        return ""

    people = make_players(["human", "human", "random"], "catboxes", seed)
    Session(state, people, renderer.load("catboxes"), "en", console, read_line).run()
    assert state.is_over
    owner: str | None = None
    screens: list[tuple[str | None, list[str]]] = [(None, [])]
    for line in console.file.getvalue().splitlines():  # type: ignore[attr-defined]
        m = PASS.match(line.strip())
        if m:
            owner = m.group(1)
            screens.append((owner, []))
        elif line.strip() == EVERYONE:
            screens.append((None, []))
        else:
            screens[-1][1].append(line)
    assert {who for who, _ in screens} == {None, "Toffee (player 1)", "Purry (player 2)"}
    panels = drew = 0
    for who, lines in screens:
        for line in lines:
            m = PANEL.search(line)
            if m:
                panels += 1
                assert m.group(1) == who, f"{m.group(1)}'s hand on {who or 'everyone'}'s screen"
            if DREW in line:
                drew += 1
                assert who is not None
        if who is None:
            continue
        other = next(p for p in hands if p != who)
        shown = "\n".join(lines)
        secret = hands[other] - hands[who] - {"princess", "T"}
        # a card only the other person ever held: on this screen only if it was played (the
        # screen names a card by its words, not its id)
        for card in secret:
            said = render.card_label(card, "en")
            if said in shown:
                assert re.search(rf"(puts|discards|lays) {re.escape(said)}", shown), said
    assert panels > 0 and drew > 0


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_reads_as_its_catalog_name_and_no_two_read_alike(lang):
    """Issue 17: choices and the log name a card as the catalog does (its class), never by
    its id, and the walls and toys after the name keep the cards of one game apart."""
    catalog = {c["id"]: c[lang]["name"] for c in card_catalog()}
    for start_set in ("varied", "all_open"):
        ids = [b.id for b in CARDS.box] + [s.id for s in CARDS.start if s.set == start_set]
        said = {card: render.card_label(card, lang) for card in ids}
        assert len(set(said.values())) == len(ids), start_set
        for card, words in said.items():
            assert card not in words
            assert words.startswith(("«", "“"))
            assert catalog[card].translate(render.INNER_QUOTES) in words
