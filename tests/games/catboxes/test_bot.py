"""The heuristic bot of Якщо влізе: always legal, reading only the view's data; its model of
the table agrees with the rules; sensible in laid-out positions; far stronger than random
play (the 2,000-game check is tests/bots/test_heuristic_strength.py)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence

import stil
from stil.bots import RandomBot, make_bot
from stil.core import Observation, Seat
from stil.games.catboxes import game as catboxes_game
from stil.games.catboxes import rules, scoring, table
from stil.games.catboxes.bot import HeuristicBot, Weights
from stil.games.catboxes.cards import SLEEPING, turned
from stil.games.catboxes.state import CatboxesState
from stil.sim.match import match, play_game

BOT = HeuristicBot()
FILLER = ["B41"] * 10  # long tubes with nothing on them: they carry no cat and score nothing


def position(
    cells: Sequence[tuple[int, int, str] | tuple[int, int, str, int]],
    hands: Sequence[Sequence[str]],
    overlays: Mapping[tuple[int, int], tuple[str, int | str]] | None = None,
    deck: Sequence[str] = FILLER,
    players: int = 2,
) -> CatboxesState:
    return catboxes_game.setup(
        players, cells=cells, hands=hands, overlays=overlays, deck=deck, current=0
    )


def play_turn(state: CatboxesState, bot: HeuristicBot = BOT) -> list[str]:
    """Let the bot play the whole turn of the seat to act; the actions it took."""
    me = state.to_act
    taken = []
    while not state.is_over and state.to_act == me:
        legal = state.legal_actions()
        action = bot.choose(state.view(me), legal, stil.Rng(0))
        assert action in legal
        taken.append(str(action))
        state.apply(action)
    return taken


def box_at(state: CatboxesState, x: int, y: int) -> scoring.BoxScore:
    cells = table.box(state, table.cell(x, y))
    return scoring.settle(state, scoring.contents(state, cells))


# -- always legal --------------------------------------------------------------------------
def _random_options(rng: stil.Rng) -> dict[str, object]:
    options: dict[str, object] = {}
    for o in stil.game("catboxes").spec.options:
        if o.allowed:
            options[o.name] = o.allowed[rng.below(len(o.allowed))]
        elif isinstance(o.default, bool):
            options[o.name] = bool(rng.below(2))
    return options


def test_only_ever_returns_legal_actions_and_needs_only_the_views_data() -> None:
    """The bot asked at every state of games of 2–5 players under random option sets (the
    defaults every third game), the other seats random; a view sent through JSON gives the
    same choice, and another RNG too (ties go to the first candidate)."""
    game = stil.game("catboxes")
    rng = stil.Rng(2024)
    seen: Counter[str] = Counter()
    for i in range(36):
        players = 2 + i % 4
        options = None if i % 3 == 0 else _random_options(rng)
        state = game.new(players=players, seed=i, options=options)
        bot_seat = i % players
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            view = state.view(seat)
            if seat == bot_seat:
                action = BOT.choose(view, legal, stil.Rng(i))
                assert action in legal
                again = Observation(view.game, view.seat, json.loads(json.dumps(view.data)))
                assert HeuristicBot().choose(again, legal, stil.Rng(i + 1)) == action
                assert state.decision is not None
                seen[state.decision.kind] += 1
            else:
                action = legal[rng.below(len(legal))]
            state.apply(action)
    assert {"start", "place", "turn", "card", "cat"} <= set(seen)


# -- the bot's model of the table agrees with the rules ------------------------------------
def _diff(state: CatboxesState, me: Seat) -> int:
    scores = scoring.score(state).scores
    return scores[me] - max(s for p, s in enumerate(scores) if p != me)


def test_its_model_scores_every_play_as_the_rules_do() -> None:
    """With every shaping weight at zero the bot's value of a play is the provisional score
    difference: checked against the engine for each legal placement, cat, Princess and
    special toy, with the placements and cat slots it lists equal to the legal ones."""
    plain = HeuristicBot(
        Weights(
            potential=0, cat=0, end_lead=0, end_behind=0, others=0, presence=0, socket=0,
            socket_free=0,
        )
    )  # fmt: skip
    variants: list[dict[str, object] | None] = [
        None,
        {"extended": True},
        {"open_vs_wall": "stays_open"},
        {"table_edge_closes": True, "table": "600x600"},
        {"overlays_per_cell": 2, "cat_in_box_closed_this_turn": True},
        {"table_anchor": "floating", "table": "600x600"},
        {"allow_180": False, "sleeping_sides": "woow"},
    ]
    checked: Counter[str] = Counter()
    for seed, options in enumerate(variants * 2):
        players = 2 + seed % 3
        state = stil.game("catboxes").new(players=players, seed=seed, options=options)
        assert isinstance(state, CatboxesState)
        rng = stil.Rng(seed)
        while not state.is_over:
            me = state.to_act
            assert me is not None
            legal = state.legal_actions()
            if state.phase != "setup" and state.step in ("place", "cat", "princess", "toy"):
                board = plain._board(state.view(me).data, me)
                assert board.base() == _diff(state, me)
                for a in legal:
                    after = state.clone()
                    after.apply(a)
                    target = table.cell(int(a.args[0]), int(a.args[1])) if a.args else -1
                    if a.name == "place":
                        t = state.pending
                        mask = rules.sides_of(state, t)
                        mask = turned(mask) if a.args[2] else mask
                        value, _ = board.place(target, mask, t, t == SLEEPING, cat=False)
                        if t != SLEEPING:
                            laid = state.clone()
                            rules.put(laid, target, t, int(a.args[2]))
                            laid.this_cell = target
                            _, boxes = board.merge(target, mask, t, False)
                            got = board.cat_slots(target, mask, t, boxes[0])
                            assert sorted(got) == rules.cat_slots(laid), a
                    elif a.name == "cat":
                        value = board.cat_at(target)
                    elif a.name == "princess":
                        value = board.princess_at(target)
                    elif a.name == "toy":
                        value = board.toy_at(target, state.pending)
                    else:
                        continue
                    assert value == _diff(after, me), (seed, a)
                    checked[a.name] += 1
                if state.step == "place":
                    mask = rules.sides_of(state, state.pending)
                    mine = {(*table.xy(c), r) for c, r, _ in board.placements(mask)}
                    assert mine == {tuple(a.args) for a in legal}
            state.apply(legal[rng.below(len(legal))])
    assert set(checked) == {"place", "cat", "princess", "toy"}


# -- laid-out positions ----------------------------------------------------------------------
def test_closes_its_own_box_to_double_it() -> None:
    # my cat on a box (fish 2, yarn 2: 4 points) whose one open side is (6,4) south
    state = position(
        [(5, 4, "B69"), (6, 4, "B38")],
        hands=[["B17", "B07"], ["B07", "B07"]],
        overlays={(5, 4): ("cat", 0)},
    )
    assert box_at(state, 5, 4).points[0] == 4
    taken = play_turn(state)
    assert "place 6 5 0" in taken  # the short wall of B17 seals it
    box = box_at(state, 5, 4)
    assert box.closed and box.points[0] == 8


def test_puts_its_cat_on_the_richer_box() -> None:
    # two lone open cards: yarn 2 at (3,4), yarn 1 at (9,4); an empty card in hand
    state = position([(3, 4, "B05"), (9, 4, "B02")], hands=[["B01", "B41"], ["B41", "B41"]])
    play_turn(state)
    cats = [c for c, (kind, seat) in state.overlay.items() if kind == "cat" and seat == 0]
    assert len(cats) == 1
    assert box_at(state, 3, 4).points[0] == 2


def test_dumps_a_spray_card_into_a_rival_box() -> None:
    # the rival's cat on a box with a mouse; the bot holds a spray card and a blank one
    state = position(
        [(5, 4, "B01"), (6, 4, "B03")],
        hands=[["B09", "B07"], ["B41", "B41"]],
        overlays={(5, 4): ("cat", 1)},
    )
    before = box_at(state, 5, 4)
    assert before.points[1] == 1 and before.sprays == 0
    play_turn(state)
    after = box_at(state, 5, 4)
    assert after.sprays == 1 and after.points[1] == 0


def test_sends_the_princess_to_the_rival_cat_worth_most() -> None:
    # rival cats on a box with yarn 2 + mouse 2 (4 points) and on one with a yarn (1)
    state = position(
        [(2, 4, "B05"), (3, 4, "B14", 1), (9, 4, "B02"), (10, 4, "B01")],
        hands=[["B41", "princess"], ["B41", "B41"]],
        overlays={(2, 4): ("cat", 1), (9, 4): ("cat", 1)},
    )
    assert scoring.score(state).scores == [0, 5]
    taken = play_turn(state)
    assert "princess 2 4" in taken
    assert scoring.score(state).scores == [0, 1]


def test_draws_rather_than_burning_a_cat_early() -> None:
    game = stil.game("catboxes")
    for seed in range(6):
        state = game.new(players=2, seed=seed)
        while state.phase == "setup" or (state.step == "turn" and state.turn < 2):
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            action = BOT.choose(state.view(seat), legal, stil.Rng(0))
            if state.step == "turn" and len(legal) > 1:
                assert str(action) == "draw"
            state.apply(action)


# -- strength --------------------------------------------------------------------------------
def test_far_stronger_than_random_with_more_players() -> None:
    for players in (3, 5):
        result = match("catboxes", ["heuristic"] + ["random"] * (players - 1), 40, seed=3)
        assert result.win_rate(0).rate >= 0.75, (players, result.summary())
        assert result.mean_score(0) > max(result.mean_score(b) for b in range(1, players))


def test_registered_and_deterministic_in_whole_games() -> None:
    assert isinstance(make_bot("heuristic", "catboxes"), HeuristicBot)
    bots = [make_bot("heuristic", "catboxes"), RandomBot()]
    a = play_game("catboxes", bots, seed=11)
    b = play_game("catboxes", [HeuristicBot(), RandomBot()], seed=11)
    assert a.to_dict() == b.to_dict()
