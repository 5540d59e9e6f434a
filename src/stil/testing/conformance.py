"""The conformance suite: properties every registered game must have.

Each ``check_*`` function raises ``AssertionError`` with a reason, so the suite runs under
pytest (``tests/core/test_conformance.py`` parametrises it over ``stil.games()``) or from
any other harness.

>>> import stil
>>> check_playouts(stil.game("cabbage"), players=2, seeds=range(3))
3
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator

from stil.core import Action, Game, IllegalAction, InvalidAction, Observation, Rng, State

MAX_STEPS = 20_000


def options_for(game: Game, players: int) -> dict[str, object]:
    """The options a player count needs (most need none)."""
    return game.spec.options_for(players)


def random_playout(
    game: Game, players: int, seed: int, options: dict[str, object] | None = None
) -> Iterator[tuple[State, Action | None]]:
    """Yield ``(state, action about to be played)`` along a seeded random game, then
    ``(final state, None)``. The state object is the live one: clone it to keep it."""
    if options is None:
        options = options_for(game, players)
    state = game.new(players, seed, options)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(MAX_STEPS):
        if state.is_over:
            yield state, None
            return
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        yield state, action
        state.apply(action)
    raise AssertionError(f"{game.spec.id}: seed {seed} did not end within {MAX_STEPS} steps")


def check_playouts(game: Game, players: int, seeds: Iterable[int]) -> int:
    """Random games end; until then there is a seat to act, a decision for that seat and a
    non-empty list of legal actions, each in the action space; at the end, winners and a
    score per seat. Returns the number of games played."""
    n = 0
    for seed in seeds:
        for state, action in random_playout(game, players, seed):
            if action is None:
                assert state.to_act is None and state.decision is None
                assert state.legal_actions() == []
                assert len(state.scores()) == players
                winners = state.winners()
                assert winners or players in game.spec.automa_counts, "nobody won"
                assert all(0 <= w < players for w in winners)
            else:
                legal = state.legal_actions()
                assert legal, "no legal action before the end"
                assert len(set(legal)) == len(legal), "duplicate legal actions"
                decision = state.decision
                assert decision is not None and decision.seat == state.to_act
                assert all(a in game.actions for a in legal)
        n += 1
    return n


#: how often the checks that look at every step compare the whole log too (`_snapshot`)
FULL_LOG_EVERY = 16


def _unlogged(state: State) -> State:
    """A copy of ``state`` with an empty log."""
    copy = state.clone()
    copy.log = []
    return copy


def _snapshot(state: State, step: int) -> str:
    """What the checks that look at every step compare: the whole JSON every
    ``FULL_LOG_EVERY``-th step, and between those the JSON without the log, with the log's
    length and its last entries (entries are appended and never changed)."""
    if step % FULL_LOG_EVERY == 0:
        return state.to_json()
    return f"{_unlogged(state).to_json()}|{len(state.log)}|{state.log[-4:]!r}"


def check_determinism_and_replay(game: Game, players: int, seed: int) -> None:
    """The same seed and actions give the same states, step by step; ``replay`` of the
    action list reaches the final state bit for bit."""
    options = options_for(game, players)
    a = game.new(players, seed, options)
    b = game.new(players, seed, options)
    actions: list[Action] = []
    rng = Rng(seed)
    step = 0
    while not a.is_over:
        assert _snapshot(a, step) == _snapshot(b, step), (
            "same seed and actions gave different states"
        )
        step += 1
        legal = a.legal_actions()
        assert legal == b.legal_actions()
        action = legal[rng.below(len(legal))]
        actions.append(action)
        a.apply(action)
        b.apply(action)
    replayed = game.replay(players, seed, options, [str(x) for x in actions])
    assert replayed.to_json() == a.to_json(), "replay from the log differs"
    assert replayed.scores() == a.scores() and replayed.winners() == a.winners()


def check_json_round_trip(game: Game, players: int, seed: int) -> None:
    """At every step the state survives ``to_json`` / ``from_json`` unchanged, and the
    restored state plays on exactly like the original.

    The log only grows (an entry, once written, never changes, and no rule reads it), so
    between every ``FULL_LOG_EVERY``-th step and the last one the state goes through JSON
    without it: the check then costs the length of a game rather than its square (a long
    unicorns game has thousands of entries)."""
    for step, (state, action) in enumerate(random_playout(game, players, seed)):
        whole = action is None or step % FULL_LOG_EVERY == 0
        subject = state.clone() if whole else _unlogged(state)
        text = subject.to_json()
        json.loads(text)
        restored = game.from_json(text)
        assert restored.to_json() == text, "JSON round trip is lossy"
        assert restored.legal_actions() == state.legal_actions()
        if action is not None:
            subject.apply(action)
            restored.apply(action)
            assert restored.to_json() == subject.to_json(), "restored state plays differently"


def check_illegal_actions(game: Game, players: int, seed: int) -> int:
    """Every action of the space that is not legal raises ``IllegalAction`` and leaves the
    state exactly as it was; garbage text raises ``InvalidAction``; a seat out of turn
    is refused. Returns how many illegal actions were tried."""
    tried = 0
    rng = Rng(seed)
    for step, (state, action) in enumerate(random_playout(game, players, seed)):
        if action is None or step % 7:
            continue
        before = state.to_json()
        legal = set(state.legal_actions())
        for a in _illegal_sample(game, legal, rng, 5):
            try:
                state.apply(a)
            except IllegalAction:
                tried += 1
            else:
                raise AssertionError(f"illegal {a} was accepted")
            assert state.to_json() == before, f"illegal {a} changed the state"
        for garbage in ("", "!!", "draw draw draw draw draw draw draw draw draw"):
            try:
                state.apply(garbage)
            except (InvalidAction, IllegalAction):
                pass
            else:
                raise AssertionError(f"garbage {garbage!r} was accepted")
            assert state.to_json() == before
        to_act = state.to_act
        assert to_act is not None
        other = (to_act + 1) % players if players > 1 else to_act + 1  # solo: no such seat
        try:
            state.apply(action, seat=other)
        except IllegalAction:
            pass
        else:
            raise AssertionError("an action out of turn was accepted")
        assert state.to_json() == before
    return tried


def _illegal_sample(game: Game, legal: set[Action], rng: Rng, k: int) -> list[Action]:
    """Up to ``k`` actions of the space drawn at random among those not in ``legal`` (by
    index, so that spaces of hundreds of thousands of placements stay cheap)."""
    size = len(game.actions)
    found: list[Action] = []
    for _ in range(50 * k):
        if len(found) == k or len(legal) >= size:
            break
        a = game.actions.action(rng.below(size))
        if a not in legal:
            found.append(a)
    return found


def check_clone_independent(game: Game, players: int, seed: int) -> None:
    """A clone is a separate copy: playing on it never touches the original."""
    for step, (state, action) in enumerate(random_playout(game, players, seed)):
        if action is None:
            return
        before = _snapshot(state, step)
        twin = state.clone()
        assert _snapshot(twin, step) == before
        twin.apply(action)
        legal = twin.legal_actions()
        if legal:
            twin.apply(legal[-1])
        assert _snapshot(state, step) == before, "playing on a clone changed the original"


def check_views_are_snapshots(game: Game, players: int, seed: int) -> None:
    """A view is a copy: playing on never changes a view taken earlier, and changing a
    view's data never reaches the state (a bot may scribble on what it was given). Every
    view tells the table size (``Observation.players``)."""
    earlier: list[tuple[Observation, str]] = []
    for step, (state, action) in enumerate(random_playout(game, players, seed)):
        for view, text in earlier:
            assert view.to_json() == text, "a view changed when the game moved on"
        if action is None:
            return
        before = _snapshot(state, step)
        for view in [state.view(seat) for seat in [None, *range(players)]]:
            assert view.players == players, "a view does not tell the table size"
            _scribble(view.data)
        try:
            after = _snapshot(state, step)
        except (TypeError, ValueError, KeyError, IndexError) as e:  # scribbled into the state
            raise AssertionError("changing a view's data changed the state") from e
        assert after == before, "changing a view's data changed the state"
        earlier = [(v, v.to_json()) for v in (state.view(s) for s in [None, *range(players)])]


def _scribble(data: object) -> None:
    """Change every list and dict inside ``data`` in place."""
    if isinstance(data, list):
        for item in data:
            _scribble(item)
        data.append(None)
    elif isinstance(data, dict):
        for item in list(data.values()):
            _scribble(item)
        data["_scribbled"] = True


def check_actions_round_trip(game: Game) -> None:
    """Every action's text parses back to it, and its index maps back to it (a seeded
    sample of 20,000 indices, both ends included, when the space is larger)."""
    size = len(game.actions)
    if size <= 20_000:
        indices: Iterable[int] = range(size)
    else:
        rng = Rng(size)
        indices = [0, size - 1, *(rng.below(size) for _ in range(20_000))]
    for i in indices:
        a = game.actions.action(i)
        assert game.actions.index(a) == i
        assert game.actions.action(i) == a
        assert Action.parse(str(a)) == a
        assert eval(repr(a), {"Action": Action}) == a


def check_hidden_information(game: Game, players: int, seed: int, samples: int = 3) -> int:
    """What a seat cannot see never changes its view.

    For states along a random game and every seat (and a spectator), the hidden parts are
    re-dealt with ``game.resample_hidden``: the view, legal actions included, must stay the
    same. ``game.determinize`` of the view must give a state with that same view. Returns
    how many re-deals changed the full state, so callers can check the test has teeth.
    """
    rng = Rng(seed)
    changed = 0
    for step, (state, _action) in enumerate(random_playout(game, players, seed)):
        if step % 3:
            continue
        full = _unlogged(state).to_dict()  # re-deals move cards, never log entries
        for seat in [None, *range(players)]:
            view = state.view(seat)
            json.dumps(view.data)
            for _ in range(samples):
                other = game.resample_hidden(state, seat, rng)
                assert other.view(seat) == view, (
                    f"seat {seat}'s view changed when only hidden cards moved (step {step})"
                )
                changed += _unlogged(other).to_dict() != full
            sampled = game.determinize(view, rng)
            assert sampled.view(seat) == view, f"determinize broke seat {seat}'s view"
    return changed
