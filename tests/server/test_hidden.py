"""Hidden information over the wire, for every game and every decision type it has.

- What a seat receives over the WebSocket (the whole frame: view, question, legal actions
  with their texts, events, the drawn table) is the same for two states that differ only
  in what that seat cannot see (``game.resample_hidden``). The states come from seeded
  random games played until each decision type of the game (``decision.<kind>`` in its
  texts) has been met; a type never met fails the test.
- Refusals never depend on hidden cards: an illegal action gives the same message whether
  the card it names is in another seat's hand or nowhere, from the engine, the HTTP API
  and the WebSocket alike.
- Server log records written during whole games name no card at all.

The server runs on SQLite only here: the store plays no part in what a frame holds.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

import stil
from stil.core import Action, Game, IllegalAction, Rng, State, StilError
from stil.server.app import create_app
from stil.server.manager import Manager, Table
from stil.server.settings import Settings
from stil.testing.hidden import Found, decision_kinds, find_decisions

from .conftest import frame, seat, settings, table, wait_for

#: ``decision.*`` texts that are parts of questions, not decision kinds of their own
NOT_KINDS: dict[str, set[str]] = {
    # unicorns' renderer composes a question from these around the kind's own text
    "unicorns": {"action_more", "effect", "may"},
}
LANGS = ("uk", "ru", "en")


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    path = tmp_path_factory.mktemp("hidden") / "stil.db"
    # these tests submit far faster than a person: no rate limit where the server has one
    unlimited = {"action_rate": 0.0} if "action_rate" in Settings.__dataclass_fields__ else {}
    with TestClient(create_app(settings(f"sqlite:///{path}", **unlimited))) as c:
        yield c


def manager(client: TestClient) -> Manager:
    m: Manager = client.app.state.manager  # type: ignore[attr-defined]
    return m


_FOUND: dict[str, dict[str, list[Found]]] = {}


def samples(game: Game) -> dict[str, list[Found]]:
    """One state per decision type of ``game`` (searched once per test run)."""
    gid = game.spec.id
    if gid not in _FOUND:
        kinds = decision_kinds(game) - NOT_KINDS.get(gid, set())
        _FOUND[gid] = find_decisions(game, kinds, per_kind=1, max_games=300, seed=10)
    return _FOUND[gid]


def live_table(client: TestClient, sample: Found) -> tuple[dict[str, Any], Table]:
    """A started table of all-human seats whose state is ``sample``'s (the action list
    that led there kept too, so the sequence number matches)."""
    made = table(
        client, sample.state.game.spec.id, sample.players, options=sample.options, seed=sample.seed
    )
    t = manager(client).tables[made["id"]]
    t.state = sample.state.clone()
    t.actions = list(sample.actions)
    return made, t


def ws_frames(
    client: TestClient,
    made: dict[str, Any],
    t: Table,
    seat_: int | None,
    lang: str,
    states: list[State],
) -> list[dict[str, Any]]:
    """The frame ``seat_`` receives when it connects over the WebSocket, with the table at
    each of ``states`` in turn (a fresh connection each: the frame a socket gets first)."""
    token = made["seats"][seat_]["token"] if seat_ is not None else None
    out = []
    for state in states:
        t.state = state
        # the state is swapped behind the table's back, at the same sequence number: the
        # frames and boards the server keeps per change must be made again
        manager(client).fanout.forget(t.id)
        with client.websocket_connect(f"/ws/tables/{t.id}?lang={lang}") as ws:
            ws.send_json({"token": token} if token else {})
            out.append(_next_frame(ws))
    return out


def _next_frame(ws: Any) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "frame":
            return msg


@pytest.mark.parametrize("game_id", stil.games())
def test_every_decision_type_is_reached(game_id: str) -> None:
    game = stil.game(game_id)
    kinds = decision_kinds(game) - NOT_KINDS.get(game_id, set())
    found = samples(game)
    assert kinds, f"{game_id} has no decision texts"
    missing = sorted(kinds - found.keys())
    assert not missing, f"{game_id}: decision types never reached: {missing}"
    untexted = sorted(found.keys() - kinds)
    assert not untexted, f"{game_id}: decision types without a decision text: {untexted}"


@pytest.mark.parametrize("game_id", stil.games())
def test_a_seat_receives_the_same_whatever_it_cannot_see(client: TestClient, game_id: str) -> None:
    game = stil.game(game_id)
    rng = Rng(31)
    moved = 0
    for n, (kind, found) in enumerate(sorted(samples(game).items())):
        sample = found[0]
        made, t = live_table(client, sample)
        assert t.state.decision is not None and t.state.decision.kind == kind
        lang = LANGS[n % len(LANGS)]
        for seat_ in [None, *range(sample.players)]:
            others = [game.resample_hidden(sample.state, seat_, rng) for _ in range(2)]
            moved += sum(o.to_json() != sample.state.to_json() for o in others)
            mine, *again = ws_frames(client, made, t, seat_, lang, [sample.state, *others])
            if seat_ == sample.state.to_act:
                assert mine["your_turn"] and mine["actions"] and mine["question"], kind
            for other in again:
                assert other == mine, (
                    f"{game_id} {kind}: seat {seat_}'s frame changed when only what it "
                    f"cannot see moved ({_first_difference(mine, other)})"
                )
    assert moved > 0, f"{game_id}: no re-deal moved a hidden card: the test has no teeth"


def test_a_frame_that_leaks_is_caught(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison has teeth: a frame carrying the next card of the deck differs."""
    from stil.server import frames

    game = stil.game("cabbage")
    sample = samples(game)["draw_or_stop"][0]
    made, t = live_table(client, sample)
    build = frames.build

    def leaky(game_id: str, state: Any, *args: Any, **kw: Any) -> dict[str, Any]:
        return {**build(game_id, state, *args, **kw), "peek": state.deck[-1:]}

    monkeypatch.setattr(frames, "build", leaky)
    rng = Rng(1)
    others = [game.resample_hidden(sample.state, 0, rng) for _ in range(6)]
    got = ws_frames(client, made, t, 0, "en", [sample.state, *others])
    assert any(g != got[0] for g in got[1:])


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {json.dumps(a, ensure_ascii=False)[:120]} != {json.dumps(b)[:120]}"


# -- refusals --------------------------------------------------------------------------
def illegal_sample(game: Game, state: State, k: int = 40) -> list[Action]:
    """Up to ``k`` actions of the space that are not legal now, spread over the space."""
    legal = set(state.legal_actions())
    size = len(game.actions)
    step = max(1, size // (3 * k))
    out = [a for a in (game.actions.action(i) for i in range(0, size, step)) if a not in legal]
    return out[:k]


def refusal(state: State, action: Action | str, seat_: int | None = None) -> str:
    before = state.to_json()
    with pytest.raises(StilError) as e:
        state.apply(action, seat=seat_)
    assert state.to_json() == before
    return str(e.value)


@pytest.mark.parametrize("game_id", stil.games())
def test_engine_refusals_do_not_depend_on_hidden_cards(game_id: str) -> None:
    """At a state of every decision type: each illegal action's message is the same after
    what the acting seat cannot see is re-dealt, and, once the action's own text is
    blanked, the same for every illegal action (so it says nothing about where a card
    is)."""
    game = stil.game(game_id)
    rng = Rng(5)
    for kind, found in sorted(samples(game).items()):
        state = found[0].state.clone()
        me = state.to_act
        assert me is not None
        others = [game.resample_hidden(state, me, rng) for _ in range(2)]
        shapes = set()
        for action in illegal_sample(game, state):
            said = refusal(state, action)
            shapes.add(said.replace(str(action), "<action>"))
            for other in others:
                if action not in other.legal_actions():
                    assert refusal(other, action) == said, f"{game_id} {kind}: {action}"
        assert len(shapes) <= 1, f"{game_id} {kind}: refusals differ: {sorted(shapes)}"
        if state.players > 1:
            legal = state.legal_actions()[0]
            out_of_turn = {refusal(s, legal, (me + 1) % state.players) for s in [state, *others]}
            assert len(out_of_turn) == 1


def princes_turn() -> tuple[State, int, str, str]:
    """A Князья turn with a city in another prince's hand and one in no hand at all."""
    from stil.games.princes.cards import CITIES, TYPES
    from stil.games.princes.state import PrincesState

    game = stil.game("princes")
    for seed in range(200):
        s = game.new(3, seed)
        assert isinstance(s, PrincesState)
        me = s.to_act
        assert me is not None
        elsewhere = [c for h in s.hands for c in h]
        theirs = [c for i, h in enumerate(s.hands) if i != me for c in h if c in CITIES]
        nowhere = [c for c in CITIES if c not in elsewhere and c not in s.owner]
        if theirs and nowhere:
            return s, me, TYPES[theirs[0]], TYPES[nowhere[0]]
    raise AssertionError("no such deal in 200 seeds")


def test_naming_a_card_in_another_hand_says_what_naming_one_nowhere_says(
    client: TestClient,
) -> None:
    state, me, theirs, nowhere = princes_turn()
    a, b = f"city {theirs} {me}", f"city {nowhere} {me}"
    ea, eb = refusal(state.clone(), a), refusal(state.clone(), b)
    assert isinstance(a, str) and ea.replace(a, "<a>") == eb.replace(b, "<a>")
    with pytest.raises(IllegalAction):
        state.clone().apply(a)
    # and through the server: the HTTP API and the WebSocket
    made = table(client, "princes", 3, seed=1)
    t = manager(client).tables[made["id"]]
    t.state, t.actions = state.clone(), []
    manager(client).fanout.forget(t.id)
    token = made["seats"][me]["token"]
    details = []
    for text in (a, b):
        r = client.post(
            f"/api/tables/{t.id}/actions", json={"seq": 0, "action": text}, headers=seat(token)
        )
        assert r.status_code == 400, r.text
        details.append(r.json()["detail"].replace(text, "<a>"))
        with client.websocket_connect(f"/ws/tables/{t.id}") as ws:
            ws.send_json({"token": token})
            _next_frame(ws)
            ws.send_json({"type": "action", "seq": 0, "action": text})
            msg = ws.receive_json()
            while msg["type"] != "error":
                msg = ws.receive_json()
            details.append(msg["detail"].replace(text, "<a>"))
    assert len(set(details)) == 1, details


@pytest.mark.parametrize("game_id", stil.games())
def test_api_refusals_do_not_depend_on_hidden_cards(client: TestClient, game_id: str) -> None:
    """The HTTP API's refusal of each illegal action, at a state of each decision type,
    reads the same after what the acting seat cannot see is re-dealt."""
    game = stil.game(game_id)
    rng = Rng(8)
    for _kind, found in sorted(samples(game).items())[:3]:
        sample = found[0]
        made, t = live_table(client, sample)
        me = sample.state.to_act
        assert me is not None
        token = made["seats"][me]["token"]
        other = game.resample_hidden(sample.state, me, rng)
        for action in illegal_sample(game, sample.state, k=6):
            said = []
            for state in (sample.state, other):
                t.state = state.clone()
                r = client.post(
                    f"/api/tables/{t.id}/actions",
                    json={"seq": t.seq, "action": str(action)},
                    headers=seat(token),
                )
                assert r.status_code in (400, 409), r.text
                said.append(r.json()["detail"])
            assert said[0] == said[1], (game_id, str(action), said)


# -- logs ------------------------------------------------------------------------------
def card_names(game: Game) -> set[str]:
    """Every card id in the hidden zones (deck, hands) of fresh games of ``game``."""
    names: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, str):
            names.add(node)
        elif isinstance(node, list):
            for x in node:
                walk(x)

    for players in game.spec.player_counts:
        needed = game.spec.options_for(players)
        d = game.new(players, players, needed).to_dict()
        for key in ("deck", "hands", "hand"):
            walk(d.get(key))
    return {n for n in names if len(n) >= 2}  # a one-letter id would match too much


@pytest.mark.parametrize("game_id", stil.games())
def test_server_logs_name_no_card(
    client: TestClient, caplog: pytest.LogCaptureFixture, game_id: str
) -> None:
    """Two whole games through the server (one person, bots at the other seats; the
    person tries an illegal action before each move), every log record captured."""
    game = stil.game(game_id)
    cards = card_names(game)
    assert len(cards) >= 5, f"{game_id}: found no card ids to look for"
    caplog.set_level(logging.DEBUG)
    rng = Rng(3)
    players = 2 if 2 in game.spec.player_counts else game.spec.player_counts[0]
    for seed in (1, 2):
        seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
        made = table(client, game_id, players, seats=seats, seed=seed)
        tid, token = made["id"], made["seats"][0]["token"]

        def settled(tid: str = tid, token: str = token) -> bool:
            f = frame(client, tid, token)
            return bool(f["status"] != "live" or f["to_act"] is None or f["your_turn"])

        for _ in range(2_000):
            wait_for(settled)
            f = frame(client, tid, token)
            if f["status"] != "live" or f["to_act"] is None:
                break
            illegal = illegal_sample(game, manager(client).tables[tid].state, k=3)
            for action in illegal[:1]:
                client.post(
                    f"/api/tables/{tid}/actions",
                    json={"seq": f["seq"], "action": str(action)},
                    headers=seat(token),
                )
            choice = f["actions"][rng.below(len(f["actions"]))]["action"]
            r = client.post(
                f"/api/tables/{tid}/actions",
                json={"seq": f["seq"], "action": choice},
                headers=seat(token),
            )
            assert r.status_code == 200, r.text
        assert frame(client, tid)["status"] == "finished"
    named = naming_cards(caplog.records, cards)
    assert not named, f"{game_id}: log records name cards: {named[:5]}"


def naming_cards(records: list[logging.LogRecord], cards: set[str]) -> list[tuple[str, str]]:
    """``(message, card)`` for each record whose text names one of ``cards`` as a word."""
    alternatives = "|".join(map(re.escape, sorted(cards)))
    pattern = re.compile(rf"(?<![A-Za-z0-9_])({alternatives})(?![A-Za-z0-9_])")
    out = []
    for r in records:
        text = r.getMessage() + (r.exc_text or "")
        found = pattern.search(text)
        if found:
            out.append((text[:200], found.group(0)))
    return out


def test_a_log_record_naming_a_card_is_caught(caplog: pytest.LogCaptureFixture) -> None:
    cards = card_names(stil.game("princes"))
    caplog.set_level(logging.DEBUG)
    logging.getLogger("stil.server").info("refused 'city city_kyiv 1' from seat 0")
    logging.getLogger("stil.server").info("table abc: seat 0 played; catalog city_kyivx")
    assert [card for _, card in naming_cards(caplog.records, cards)] == ["city_kyiv"]
