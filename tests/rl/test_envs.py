"""The RL environments of every registered game: PettingZoo's and Gymnasium's own checks,
the observation encodings (hidden information, fixed length, bounds, seat-relative),
rewards and reproducibility."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test
from pettingzoo.utils.wrappers import TerminateIllegalWrapper

import stil
from stil.bots import make_bot
from stil.core import IllegalAction, InvalidAction, Rng, State
from stil.games.cabbage import game as cabbage_game
from stil.games.kingdoms import game as kingdoms_game
from stil.games.princes import game as princes_game
from stil.games.unicorns import game as unicorns_game
from stil.rl import (
    StilAECEnv,
    StilGymEnv,
    StilLeanEnv,
    bounds,
    layout,
    make_env,
    register_envs,
)
from stil.rl.encoding import ENCODERS, GENERIC_SIZE, NoEncoder, encoding_for

GAMES = stil.games()


def table_sizes(game_id: str) -> list[int]:
    """The two smallest tables of two or more seats the game allows (solo is tested with
    every player count below)."""
    return sorted(n for n in stil.game(game_id).spec.player_counts if n >= 2)[:2]


def opponents_for(game_id: str) -> list[str]:
    """The random bot, and the game's heuristic bot where it has one."""
    try:
        make_bot("heuristic", game_id)
    except ValueError:
        return ["random"]
    return ["random", "heuristic"]


def strongest(game_id: str) -> str:
    return opponents_for(game_id)[-1]


def vec_of(state: State, seat: int | None, encoder: str = "auto") -> np.ndarray:
    """``seat``'s vector of ``state``, filled from the state (``stil.rl.encode`` of a view
    fills it from a state dealt to match the view, which a hand-built state may not be)."""
    enc = encoding_for(state.game.spec.id, encoder)  # type: ignore[arg-type]
    return enc.from_state(state, seat)


CASES = [(g, n) for g in GAMES for n in table_sizes(g)]
ids = [f"{g}-{n}p" for g, n in CASES]
#: Games and tables whose encoding is hand-written (the others get the generic one).
OWN_CASES = [(g, n) for g, n in CASES if g in ENCODERS]
own_ids = [f"{g}-{n}p" for g, n in OWN_CASES]

# Warnings the upstream checkers raise for every dict observation with an action mask
# (their own classic games are on an allow-list), and Gymnasium's note that an environment
# built without gymnasium.make has no spec.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes"),
]


# Options that hide more (cabbage: the Chicken's looks are private) or open other paths.
VARIANTS: dict[str, dict[str, object]] = {
    "cabbage": {"looks_public": False, "voluntary_bust": True},
    "princes": {"ruin_peaceful": True, "second_defending_army": True, "pass_rule": "always"},
    "kingdoms": {
        "modifier_protocol": "sealed_bid",
        "council_move": "optional",
        "first_player": "host_choice",
    },
}


def playout(
    game_id: str, players: int, seed: int, options: dict[str, object] | None = None
) -> Iterator[State]:
    """Every state of a random game, the final one included."""
    state = stil.game(game_id).new(players=players, seed=seed, options=options)
    rng = Rng(seed + 1000)
    yield state
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        yield state


def test_every_registered_game_has_an_encoding() -> None:
    """A game gets its hand-written encoding, or else the generic one; ``encoder="own"``
    is a clear error for a game without one (``docs/rl.md`` lists which have one)."""
    for game_id in GAMES:
        enc = encoding_for(game_id)
        if game_id in ENCODERS:
            assert enc is ENCODERS[game_id] is encoding_for(game_id, "own")
        else:
            assert enc is encoding_for(game_id, "generic")
            with pytest.raises(NoEncoder, match="no hand-written observation encoder"):
                encoding_for(game_id, "own")
    with pytest.raises(stil.UnknownGame):
        encoding_for("chess")
    with pytest.raises(ValueError, match="encoder must be"):
        encoding_for("cabbage", "hashed")  # type: ignore[arg-type]


# -- PettingZoo and Gymnasium's own checks ---------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_pettingzoo_api_test(game_id: str, players: int) -> None:
    api_test(StilAECEnv(game_id, players), num_cycles=1000)
    api_test(StilAECEnv(game_id, players, reward="score_diff", render_mode="ansi"), 1000)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_pettingzoo_seed_test(game_id: str, players: int) -> None:
    seed_test(lambda: StilAECEnv(game_id, players), num_cycles=500)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_gymnasium_check_env(game_id: str, players: int) -> None:
    for opponents in opponents_for(game_id):
        for seat in (0, players - 1):
            env = StilGymEnv(game_id, players, seat=seat, opponents=opponents)
            check_env(env.unwrapped)


ALL_COUNTS = [(g, n) for g in GAMES for n in stil.game(g).spec.player_counts]
all_ids = [f"{g}-{n}p" for g, n in ALL_COUNTS]


@pytest.mark.parametrize(("game_id", "players"), ALL_COUNTS, ids=all_ids)
def test_every_player_count(game_id: str, players: int) -> None:
    """Every player count a game allows (with the options it needs, princes 7-8)."""
    options = stil.game(game_id).spec.options_for(players)
    api_test(StilAECEnv(game_id, players, options=options), num_cycles=1000)
    bot = strongest(game_id)
    env = StilGymEnv(game_id, players, seat=players - 1, options=options, opponents=bot)
    obs, _ = env.reset(seed=players)
    assert obs in env.observation_space


def test_gymnasium_make_after_registering() -> None:
    assert register_envs() == [f"stil/{g}-v0" for g in GAMES]  # every registered game
    env = gymnasium.make("stil/princes-v0", players=3, seat=1, opponents="heuristic")
    obs, info = env.reset(seed=4)
    assert obs in env.observation_space
    assert (info["action_mask"] == obs["action_mask"]).all() and obs["action_mask"].any()


# -- the encoding --------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_encoding_length_bounds_and_changes(game_id: str, players: int) -> None:
    """Fixed length, inside the declared bounds, and every change of a seat's view
    (what it may know, not the wording of its legal actions) changes its vector."""
    low, high = bounds(game_id, players)
    blocks = layout(game_id, players)
    assert blocks[0].start == 0 and all(a.end == b.start for a, b in pairwise(blocks))
    assert len({b.name for b in blocks}) == len(blocks)
    size = blocks[-1].end
    changes = 0
    for seed in range(8):
        options = VARIANTS.get(game_id) if seed % 2 else None
        before: list[tuple[dict[str, Any], np.ndarray] | None] = [None] * players
        for state in playout(game_id, players, seed, options):
            for seat in range(players):
                view = state.view(seat)
                vec = vec_of(state, seat)
                assert vec.dtype == np.float32 and vec.shape == (size,)
                assert (low <= vec).all() and (vec <= high).all()
                data = {k: v for k, v in view.data.items() if k != "legal"}
                prev = before[seat]
                if prev is not None and prev[0] != data:
                    changes += 1
                    assert not np.array_equal(prev[1], vec), (seed, seat, state.decision)
                before[seat] = (data, vec)
    assert changes > 100


@pytest.mark.parametrize(("game_id", "players"), OWN_CASES, ids=own_ids)
def test_encoding_is_relative_to_the_seat(game_id: str, players: int) -> None:
    blocks = {b.name: b for b in layout(game_id, players)}
    current, to_act = blocks["current"], blocks["to_act"]
    for state in playout(game_id, players, seed=5):
        for seat in range(players):
            vec = vec_of(state, seat)
            want = np.zeros(players, dtype=np.float32)
            want[(state.view(None).data["current"] - seat) % players] = 1
            assert (vec[current.start : current.end] == want).all()
            if state.to_act is not None:
                want = np.zeros(players, dtype=np.float32)
                want[(state.to_act - seat) % players] = 1
                assert (vec[to_act.start : to_act.end] == want).all()


def test_own_castle_and_hand_come_first() -> None:
    from stil.games.cabbage.cards import COUNTS, KIND
    from stil.games.princes.cards import INFO, TYPE

    castles = [{"fox": 1}, {"pig": 2}, {"wheat": 3, "dog": 1}]
    state = cabbage_game.setup(3, deck=["cat"] * 5, castles=castles, start=False)
    blocks = {b.name: b for b in layout("cabbage", 3)}
    for seat in range(3):
        vec = vec_of(state, seat)
        for r in range(3):
            want = np.zeros(len(COUNTS), dtype=np.float32)
            for kind, n in castles[(seat + r) % 3].items():
                want[KIND[kind]] = n / COUNTS[KIND[kind]]
            b = blocks[f"castle_{r}"]
            assert np.allclose(vec[b.start : b.end], want)

    hands = [["army_militia"], ["event_batu", "event_batu"], ["wall_moat"]]
    princes = princes_game.setup(3, hands=hands, deck=["army_druzhina_1"] * 5)
    hand = {b.name: b for b in layout("princes", 3)}["hand"]
    for seat in range(3):
        vec = vec_of(princes, seat)
        want = np.zeros(len(INFO), dtype=np.float32)
        for card in hands[seat]:
            want[TYPE[card]] += 1 / INFO[TYPE[card]].count
        assert np.allclose(vec[hand.start : hand.end], want)
    assert not vec_of(princes, None)[hand.start : hand.end].any()  # a spectator's


def test_kingdoms_hand_and_sides_are_relative() -> None:
    """Kingdoms: the own hand, per-side blocks and pieces start with the observer; in solo
    the upstart is the second side and the face-up hand is seen by a spectator too."""
    from stil.games.kingdoms.cards import CARD

    hands = [["tiger_3", "owl_8"], ["bee_1", "bee_2"], ["frog_5", "wolf_6"]]
    state = kingdoms_game.setup(3, hands=hands)
    state.score = [4, 7, 9]
    state.ordinary[2] = [0, 2, 1]  # the kingdom of 6
    blocks = {b.name: b for b in layout("kingdoms", 3)}

    def block(vec: np.ndarray, name: str) -> np.ndarray:
        return vec[blocks[name].start : blocks[name].end]

    for seat in range(3):
        vec = vec_of(state, seat)
        want = np.zeros(64, dtype=np.float32)
        want[[CARD[c] for c in hands[seat]]] = 1
        assert (block(vec, "hand") == want).all()
        order = [(seat + r) % 3 for r in range(3)]
        assert np.allclose(block(vec, "score"), [state.score[s] / 50 for s in order])
        assert np.allclose(block(vec, "k6_ordinary"), [state.ordinary[2][s] / 5 for s in order])
    assert not block(vec_of(state, None), "hand").any()  # a spectator's

    solo = stil.game("kingdoms").new(players=1, seed=3)
    blocks = {b.name: b for b in layout("kingdoms", 1)}
    assert len(block(vec_of(solo, 0), "score")) == 2  # you and the upstart
    assert vec_of(solo, None).tobytes() == vec_of(solo, 0).tobytes()
    assert block(vec_of(solo, 0), "bonus_0").sum() == 2  # a bonus card at normal


def test_unicorns_hands_and_stables_are_relative() -> None:
    """Unicorns: the own hand, each stable and each Unicorn count start with the observer;
    another seat's hidden hand is nowhere in the vector, a hand made public is."""
    from stil.games.unicorns.cards import CARD, IDS

    hands = [["neigh", "unicorn_poison"], ["super_neigh"], ["back_kick", "neigh"]]
    stables = [["baby_unicorn_red"], ["baby_unicorn_blue", "basic_unicorn_red"], []]
    state = unicorns_game.setup(3, hands=hands, stables=stables, deck=["neigh"] * 10)
    blocks = {b.name: b for b in layout("unicorns", 3)}

    def block(vec: np.ndarray, name: str) -> np.ndarray:
        return vec[blocks[name].start : blocks[name].end]

    def counts(cards: list[str]) -> np.ndarray:
        want = np.zeros(len(IDS), dtype=np.float32)
        for c in cards:
            want[IDS.index(c)] += 1 / CARD[c].copies
        return want

    view_stables = state.view(None).data["stables"]
    for seat in range(3):
        vec = vec_of(state, seat)
        assert np.allclose(block(vec, "hand"), counts(state.view(seat).data["hand"]))
        for r in range(3):
            assert np.allclose(block(vec, f"stable_{r}"), counts(view_stables[(seat + r) % 3]))
            assert not block(vec, f"open_hand_{r}").any()  # no hand is public here
        scores = state.scores()
        assert np.allclose(block(vec, "scores"), [scores[(seat + r) % 3] / 7 for r in range(3)])
    assert not block(vec_of(state, None), "hand").any()  # a spectator's
    assert block(vec_of(state, 1), "stable_0").sum() > 0 and max(state.scores()) > 0
    other = [hands[0], ["unicorn_poison"], hands[2]]  # seat 1 holds another card
    swapped = unicorns_game.setup(3, hands=other, stables=stables, deck=["neigh"] * 10)
    assert vec_of(swapped, 0).tobytes() == vec_of(state, 0).tobytes()
    assert vec_of(swapped, 1).tobytes() != vec_of(state, 1).tobytes()


# -- the generic encoding (the fallback for a game without its own) ---------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_generic_encoding(game_id: str) -> None:
    """On every game: PettingZoo's and Gymnasium's checks pass, the vector has a fixed
    length inside its bounds, starts with the observer's seat, sees nothing hidden, and
    almost every change of the view changes it (features may share a bucket)."""
    players = table_sizes(game_id)[-1]
    api_test(StilAECEnv(game_id, players, encoder="generic"), num_cycles=300)
    check_env(StilGymEnv(game_id, players, seat=1, encoder="generic").unwrapped)
    game = stil.game(game_id)
    seats = max(game.spec.player_counts) + 1
    low, high = bounds(game_id, players, "generic")
    assert [b.name for b in layout(game_id, players, "generic")] == ["seat", "hashed"]
    assert low.shape == (seats + GENERIC_SIZE,)
    rng = Rng(5)
    changes = missed = redealt = 0
    for seed in range(4):
        before: list[tuple[Any, np.ndarray] | None] = [None] * players
        for i, state in enumerate(playout(game_id, players, seed)):
            for seat in range(players):
                view = state.view(seat)
                vec = vec_of(state, seat, "generic")
                assert vec.shape == low.shape and (low <= vec).all() and (vec <= high).all()
                assert vec[:seats].tolist() == [float(s == seat) for s in range(seats)]
                if i % 5 == 0:
                    other = game.resample_hidden(state, seat, rng)
                    redealt += other.to_dict() != state.to_dict()
                    assert vec_of(other, seat, "generic").tobytes() == vec.tobytes()
                data = {k: v for k, v in view.data.items() if k != "legal"}
                prev = before[seat]
                if prev is not None and prev[0] != data:
                    changes += 1
                    missed += np.array_equal(prev[1], vec)
                before[seat] = (data, vec)
    spectator = vec_of(state, None, "generic")
    assert spectator[:seats].tolist() == [0.0] * (seats - 1) + [1.0]
    assert redealt > 0 and changes > 50
    assert missed <= changes // 100, (missed, changes)


def test_generic_encoding_is_the_same_in_every_process() -> None:
    """Buckets come from a stable hash, not Python's salted ``hash()``."""
    code = (
        "import stil; from stil.rl import encode; "
        "s = stil.game('princes').new(players=3, seed=11); "
        "print(encode(s.view(2), 'generic').tobytes().hex())"
    )
    state = stil.game("princes").new(players=3, seed=11)
    here = vec_of(state, 2, "generic").tobytes().hex()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        assert out.stdout.strip() == here


def test_a_game_without_its_own_encoder(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a newly registered game gets: environments on the generic encoding, and a
    clear error where the caller insists on a hand-written one."""
    own_size = layout("cabbage", 2)[-1].end
    monkeypatch.delitem(ENCODERS, "cabbage")
    env = StilAECEnv("cabbage", 2)
    assert env.observation_space("player_0")["observation"].shape == (6 + GENERIC_SIZE,)
    api_test(env, num_cycles=200)
    gym = StilGymEnv("cabbage", 2, opponents="heuristic")
    obs, _ = gym.reset(seed=3)
    assert obs in gym.observation_space
    with pytest.raises(NoEncoder, match="encoder='generic'"):
        StilAECEnv("cabbage", 2, encoder="own")
    monkeypatch.undo()
    assert layout("cabbage", 2)[-1].end == own_size  # the layout follows the registry


# -- rewards ---------------------------------------------------------------------------------
def final_returns(env: StilAECEnv, seed: int) -> dict[str, float]:
    """Play a random game through the AEC loop; each agent's return as ``last()`` gave it."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    returns: dict[str, float] = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        returns[agent] += reward
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return returns


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_rewards_match_the_winners(game_id: str, players: int) -> None:
    env = StilAECEnv(game_id, players)
    diff = StilAECEnv(game_id, players, reward="score_diff")
    scale = encoding_for(game_id).score_scale
    for seed in range(6):
        returns = final_returns(env, seed)
        state = env.game_state
        assert state is not None and state.is_over and not env.agents
        winners = state.winners()
        for seat, agent in enumerate(env.possible_agents):
            if len(winners) == players:
                want = 0.0
            elif seat in winners:
                want = 1.0 / len(winners)
            else:
                want = -1.0
            assert returns[agent] == pytest.approx(want)
        returns = final_returns(diff, seed)
        scores = state.scores()
        for seat, agent in enumerate(diff.possible_agents):
            best_other = max(s for o, s in enumerate(scores) if o != seat)
            assert returns[agent] == pytest.approx((scores[seat] - best_other) / scale)


def test_shared_and_full_ties() -> None:
    from stil.rl import final_rewards

    class Tie:
        players = 3

        def __init__(self, winners: list[int]) -> None:
            self._w = winners

        def winners(self) -> list[int]:
            return self._w

        def scores(self) -> list[int]:
            return [5, 5, 1]

    assert final_rewards(Tie([0, 1])) == [0.5, 0.5, -1.0]  # type: ignore[arg-type]
    assert final_rewards(Tie([0, 1, 2])) == [0.0, 0.0, 0.0]  # type: ignore[arg-type]
    assert final_rewards(Tie([0, 1]), "score_diff", 5) == [0.0, 0.0, -0.8]  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="reward"):
        StilAECEnv("cabbage", reward="points")  # type: ignore[arg-type]


# -- reproducibility -----------------------------------------------------------------------
def aec_trajectory(env: StilAECEnv, seed: int | None, steps: int = 400) -> list[Any]:
    if seed is not None:
        env.reset(seed=seed)
    else:
        env.reset()
    rng = np.random.default_rng(0)
    out: list[Any] = []
    for agent in env.agent_iter(steps):
        obs, reward, terminated, truncated, _ = env.last()
        out.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_trajectory(game_id: str) -> None:
    n = table_sizes(game_id)[-1]
    a, b = StilAECEnv(game_id, n), StilAECEnv(game_id, n)
    first = aec_trajectory(a, 21)
    assert first == aec_trajectory(b, 21)
    assert first != aec_trajectory(b, 22)
    assert a.game_seed == 21 and a.game_state is not None
    # an unseeded reset draws from a generator seeded by the last seeded one
    a.reset(seed=30)
    b.reset(seed=30)
    assert aec_trajectory(a, None) == aec_trajectory(b, None)
    assert a.game_seed == b.game_seed and a.game_seed != 30

    def gym_run(env: StilGymEnv, seed: int) -> list[Any]:
        obs, _ = env.reset(seed=seed)
        out = [obs["observation"].tobytes()]
        rng = np.random.default_rng(1)
        while True:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, _, info = env.step(action)
            out.append((obs["observation"].tobytes(), reward))
            if terminated:
                return [*out, info["scores"]]

    g1 = StilGymEnv(game_id, n, seat=1, opponents=strongest(game_id))
    g2 = StilGymEnv(game_id, n, seat=1, opponents=strongest(game_id))
    assert gym_run(g1, 5) == gym_run(g2, 5)


def test_gym_unseeded_resets_follow_the_seeded_one() -> None:
    """After ``reset(seed=s)``, unseeded resets draw their deals from ``np_random``: the
    same sequence for the same ``s``, another for another."""

    def deals(seed: int) -> list[int | None]:
        env = StilGymEnv("cabbage", 2, opponents="random")
        env.reset(seed=seed)
        out = [env.game_seed]
        for _ in range(3):
            env.reset()
            out.append(env.game_seed)
        return out

    assert deals(3) == deals(3)
    assert deals(3)[1:] != deals(4)[1:]
    assert len(set(deals(3))) == 4


def test_reset_deals_exactly_the_seeded_game() -> None:
    env = StilAECEnv("princes", 2, options={"first_player": "seat0"})
    env.reset(seed=8)
    want = stil.game("princes").new(2, seed=8, options={"first_player": "seat0"})
    assert env.game_state == want
    gym = StilGymEnv("cabbage", 2)
    gym.reset(seed=8)
    assert gym.game_state is not None and gym.game_state.view(0) == stil.game("cabbage").new(
        2, seed=8
    ).view(0)


# -- the Gymnasium wrapper -------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_gym_learner_acts_only_on_its_turn(game_id: str, players: int) -> None:
    env = StilGymEnv(game_id, players, seat=1, opponents="random")
    rng = np.random.default_rng(3)
    for seed in range(3):
        obs, info = env.reset(seed=seed)
        while True:
            state = env.game_state
            assert state is not None and state.to_act == 1
            assert (info["action_mask"] == obs["action_mask"]).all()
            assert (env.action_masks() == obs["action_mask"].astype(bool)).all()
            legal = {stil.game(game_id).actions.index(a) for a in state.legal_actions()}
            assert set(np.flatnonzero(obs["action_mask"])) == legal
            obs, reward, terminated, truncated, info = env.step(
                int(rng.choice(np.flatnonzero(obs["action_mask"])))
            )
            assert not truncated
            if terminated:
                assert state.is_over and not obs["action_mask"].any()
                assert reward in (-1.0, 0.0, 1.0) or 0 < reward < 1
                break
            assert reward == 0.0


# -- illegal actions ---------------------------------------------------------------------------
def test_illegal_actions() -> None:
    env = StilAECEnv("cabbage", 2)
    env.reset(seed=1)
    obs = env.observe(env.agent_selection)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = env.game_state.to_json()  # type: ignore[union-attr]
    with pytest.raises(IllegalAction, match="may not play"):
        env.step(illegal)
    with pytest.raises(InvalidAction):
        env.step(10_000)
    with pytest.raises(InvalidAction):
        env.step(1.0)  # type: ignore[arg-type]
    assert env.game_state.to_json() == before  # type: ignore[union-attr]
    env.step(np.int64(np.flatnonzero(obs["action_mask"])[0]))  # NumPy integers are fine

    wrapped = TerminateIllegalWrapper(StilAECEnv("cabbage", 2), illegal_reward=-1)
    wrapped.reset(seed=1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wrapped.step(illegal)
    assert all(wrapped.terminations.values())

    gym = StilGymEnv("cabbage", 2)
    gym.reset(seed=1)
    _, reward, terminated, _, info = gym.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(RuntimeError, match="reset"):
        gym.step(0)
    strict = StilGymEnv("cabbage", 2, illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(IllegalAction):
        strict.step(illegal)


def test_make_env_and_bad_arguments() -> None:
    assert isinstance(make_env("cabbage", 3), StilAECEnv)
    assert isinstance(make_env("princes", kind="gym", seat=1), StilGymEnv)
    with pytest.raises(ValueError, match="kind"):
        make_env("cabbage", kind="parallel")  # type: ignore[arg-type]
    with pytest.raises(stil.InvalidPlayers):
        StilAECEnv("cabbage", 9)
    with pytest.raises(stil.InvalidOption):
        StilGymEnv("cabbage", options={"no_such": True})
    with pytest.raises(ValueError, match="seat"):
        StilGymEnv("cabbage", 2, seat=2)
    with pytest.raises(ValueError, match="no bot"):
        StilGymEnv("cabbage", 2, opponents="genius")


# -- the lean self-play loop ----------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=ids)
def test_lean_env_follows_the_aec_env(game_id: str, players: int) -> None:
    """``StilLeanEnv`` gives what the AEC env gives: the same vector of the seat to act,
    its legal indices the mask's ones (in the game's order of its legal actions), the
    same game, the same final rewards."""
    lean, aec = StilLeanEnv(game_id, players), StilAECEnv(game_id, players)
    rng = Rng(11)
    for seed in (3, 4):
        obs, legal, seat = lean.reset(seed=seed)
        aec.reset(seed=seed)
        while seat is not None:
            agent = aec.agent_selection
            want = aec.observe(agent)
            assert seat == int(agent.rpartition("_")[2])
            assert np.array_equal(obs, want["observation"])
            assert sorted(legal) == np.flatnonzero(want["action_mask"]).tolist()
            action = legal[rng.below(len(legal))]
            obs, legal, seat = lean.step(action)
            aec.step(action)
        assert legal == [] and aec.game_state is not None and aec.game_state.is_over
        assert lean.game_state == aec.game_state
        assert lean.rewards() == [aec.rewards[a] for a in aec.possible_agents]


def test_lean_env_refuses_what_it_may_not_play() -> None:
    game_id = GAMES[0]
    env = StilLeanEnv(game_id, table_sizes(game_id)[0])
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    _, legal, seat = env.reset(seed=5)
    assert seat in range(env.players)
    assert env.rewards() == [0.0] * env.players
    state = env.game_state
    assert state is not None
    before = state.to_json()
    illegal = next(i for i in range(env.n_actions) if i not in legal)
    with pytest.raises(IllegalAction):
        env.step(illegal)
    for bad in (-1, env.n_actions, 1.5, True):
        with pytest.raises(InvalidAction):
            env.step(bad)  # type: ignore[arg-type]
    assert state.to_json() == before
