"""The vector environments (``stil.rl.vector``): batched shapes and dtypes, masks of legal
actions only, same-step autoreset, seeds that give the same trajectories in one process
and in two, and workers that stop on close."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import stil
from stil.core import InvalidAction
from stil.rl import WIDEST_MASK, StilTwoStepGymEnv, make_env
from stil.rl.twostep import TwoStep
from stil.rl.vector import StilProcVectorEnv, StilVectorEnv

GAMES = stil.games()


def run(env: StilVectorEnv, steps: int, seed: int = 5) -> list[Any]:
    """A trajectory under uniformly random legal actions: every array of every step."""
    rng = np.random.default_rng(seed)
    obs, _ = env.reset(seed=seed)
    out: list[Any] = [obs["observation"].copy(), obs["action_mask"].copy()]
    for _ in range(steps):
        actions = env.sample_legal(rng)
        obs, rewards, terminated, truncated, infos = env.step(actions)
        out += [actions, obs["observation"], obs["action_mask"], rewards, terminated, truncated]
        out.append(sorted(np.flatnonzero(infos.get("_final_info", np.zeros(1, bool))).tolist()))
    return out


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("opponents", ["random", "self"])
def test_shapes_dtypes_and_legal_masks(game_id: str, opponents: str) -> None:
    env = StilVectorEnv(game_id, 3, 2, opponents=opponents)
    single = make_env(game_id, 2, kind="gym")  # the same action space: two steps if wide
    assert int(single.action_space.n) <= WIDEST_MASK
    dim = single.observation_space["observation"].shape[0]
    n_actions = int(single.action_space.n)
    obs, infos = env.reset(seed=11)
    assert env.observation_space.contains(obs) and infos == {}
    rng = np.random.default_rng(1)
    for _ in range(40):
        assert obs["observation"].shape == (3, dim) and obs["observation"].dtype == np.float32
        assert obs["action_mask"].shape == (3, n_actions) and obs["action_mask"].dtype == np.int8
        assert (obs["action_mask"].sum(axis=1) >= 1).all()  # a finished game is never shown
        obs, rewards, terminated, truncated, infos = env.step(env.sample_legal(rng))
        assert rewards.dtype == np.float64 and rewards.shape == (3,)
        assert terminated.dtype == np.bool_ and truncated.dtype == np.bool_
        assert not truncated.any()
    env.close()


def test_masks_are_exactly_the_legal_actions() -> None:
    """Row ``i``'s mask is the legal actions of the seat named by ``seats[i]``."""
    env = StilVectorEnv("princes", 2, 3, opponents="self")
    obs, _ = env.reset(seed=2)
    rng = np.random.default_rng(0)
    game = stil.game("princes")
    for _ in range(60):
        for i, table in enumerate(env._tables.tables):
            assert table.aec is not None
            state = table.aec.game_state
            assert state is not None and state.to_act == env.seats[i]
            legal = {game.actions.index(a) for a in state.legal_actions()}
            assert set(np.flatnonzero(obs["action_mask"][i]).tolist()) == legal
        obs, *_ = env.step(env.sample_legal(rng))
    env.close()


def test_same_step_autoreset_gives_final_obs_info_and_a_new_game() -> None:
    env = StilVectorEnv("cabbage", 2, 2, seat=[0, 1], opponents="random")
    obs, _ = env.reset(seed=7)
    rng = np.random.default_rng(3)
    seen = 0
    for _ in range(400):
        before = [t.gym.game_seed for t in env._tables.tables]  # type: ignore[union-attr]
        obs, rewards, terminated, _, infos = env.step(env.sample_legal(rng))
        for i in np.flatnonzero(terminated):
            seen += 1
            assert infos["_final_obs"][i] and infos["_final_info"][i]
            final = infos["final_info"]
            assert final["seat"][i] == i and final["game_seed"][i] == before[i]
            assert rewards[i] == final["rewards"][i][i] and rewards[i] in (-1.0, 1.0, 0.0)
            assert final["winners"][i] and len(final["scores"][i]) == 2
            table = env._tables.tables[i].gym
            assert table is not None and table.game_seed != before[i]  # dealt again
            state = table.game_state
            assert state is not None and not state.is_over
            assert (obs["action_mask"][i] == table.action_masks()).all()
        assert (rewards[~terminated] == 0).all()
    assert seen >= 2
    env.close()


def test_seeds_fix_trajectories_and_a_reset_repeats_them() -> None:
    env = StilVectorEnv("kingdoms", 3, 2, opponents="random")
    first, again = run(env, 80), run(env, 80)
    other = run(env, 80, seed=6)
    env.close()
    for a, b in zip(first, again, strict=True):
        np.testing.assert_array_equal(a, b)
    assert any(
        np.shape(a) != np.shape(b) or not np.array_equal(a, b)
        for a, b in zip(first, other, strict=True)
    )


@pytest.mark.parametrize(
    ("opponents", "processes", "in_parent"),
    [("random", 2, True), ("self", 2, True), ("self", 2, False), ("random", 3, True)],
)
def test_one_and_several_processes_give_the_same_trajectories(
    opponents: str, processes: int, in_parent: bool
) -> None:
    sync = StilVectorEnv("cabbage", 5, 2, opponents=opponents)
    expected = run(sync, 150)
    sync.close()
    with StilProcVectorEnv(
        "cabbage", 5, 2, opponents=opponents, processes=processes, in_parent=in_parent
    ) as proc:
        assert proc.processes == processes
        # this process steps the first slice itself unless told to only wait
        assert len(proc._procs) == processes - in_parent
        assert (proc._local is not None) == in_parent
        got = run(proc, 150)
    assert any(x for x in expected[8::7])  # some game ended on the way
    for a, b in zip(expected, got, strict=True):
        np.testing.assert_array_equal(a, b)


def finals(env: StilVectorEnv, steps: int, seed: int = 5) -> list[Any]:
    """Every finished game's last observation and info, in order, under random actions."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    out: list[Any] = []
    for _ in range(steps):
        *_, infos = env.step(env.sample_legal(rng))
        for i in np.flatnonzero(infos.get("_final_info", np.zeros(1, bool))):
            out.append((int(i), infos["final_obs"][i], dict(infos["final_info"])))
    return out


@pytest.mark.parametrize("spin", [None, 0.0])
def test_finished_games_cross_from_the_workers_whole(spin: float | None) -> None:
    """Catboxes' flat masks (218,575 entries) of several games ending in one step cross the
    pipe as their legal indices and come back as the same arrays, polled or slept on."""
    sync = StilVectorEnv("catboxes", 6, 2, opponents="self", actions="flat")
    assert sync.n_actions > 200_000
    want = finals(sync, 120)
    sync.close()
    with StilProcVectorEnv(
        "catboxes", 6, 2, opponents="self", processes=3, spin=spin, actions="flat"
    ) as env:
        if spin == 0.0:
            assert env.spin == 0.0
        got = finals(env, 120)
    assert len(want) >= 6  # games ended in every slice's tables
    assert [i for i, *_ in want] == [i for i, *_ in got]
    for (_, obs_a, info_a), (_, obs_b, info_b) in zip(want, got, strict=True):
        assert obs_b["action_mask"].shape == obs_a["action_mask"].shape
        assert obs_b["action_mask"].dtype == np.int8
        np.testing.assert_array_equal(obs_a["action_mask"], obs_b["action_mask"])
        np.testing.assert_array_equal(obs_a["observation"], obs_b["observation"])
        assert set(info_a) == set(info_b)


def test_a_worker_that_dies_is_reported_not_waited_for() -> None:
    import os
    import signal

    env = StilProcVectorEnv("cabbage", 4, 2, opponents="self", processes=2)
    env.reset(seed=1)
    rng = np.random.default_rng(0)
    env.step(env.sample_legal(rng))
    os.kill(env._procs[0].pid, signal.SIGKILL)
    env._procs[0].join()
    with pytest.raises(RuntimeError, match="worker process died"):
        env.step(env.sample_legal(rng))
    env.close()


def test_spin_must_be_a_duration() -> None:
    with pytest.raises(ValueError, match="spin"):
        StilProcVectorEnv("cabbage", 2, 2, processes=2, spin=-1.0)


def test_close_stops_the_workers_and_frees_the_shared_block() -> None:
    from multiprocessing.shared_memory import SharedMemory

    env = StilProcVectorEnv("unicorns", 4, 2, processes=2)
    env.reset(seed=1)
    procs, name = list(env._procs), env._shm.name  # type: ignore[union-attr]
    assert all(p.is_alive() for p in procs)
    env.close()
    assert not any(p.is_alive() for p in procs)
    assert all(p.exitcode == 0 for p in procs)
    with pytest.raises(FileNotFoundError):
        SharedMemory(name=name)
    env.close()  # a second close does nothing


def test_bad_actions_are_refused_before_any_table_moves() -> None:
    with StilProcVectorEnv(
        "cabbage", 2, 2, opponents="self", illegal_action="raise", processes=2
    ) as env:
        obs, _ = env.reset(seed=3)
        with pytest.raises(InvalidAction):
            env.step(np.array([0.5, 1.0]))
        with pytest.raises(InvalidAction):
            env.step(np.array([0, 0, 0]))
        illegal = np.array([int(np.flatnonzero(m == 0)[0]) for m in obs["action_mask"]])
        illegal[0] = int(np.flatnonzero(obs["action_mask"][0])[0])  # only table 1 is wrong
        with pytest.raises(stil.IllegalAction, match=r"tables \[1\]"):
            env.step(illegal)
        assert env.step(env.sample_legal(np.random.default_rng(0)))[0]["observation"].shape[0] == 2
        again, _ = env.reset(seed=3)
        np.testing.assert_array_equal(again["observation"], obs["observation"])


def test_an_illegal_action_loses_that_table_only() -> None:
    env = StilVectorEnv("cabbage", 2, 2, opponents="random")
    obs, _ = env.reset(seed=3)
    legal = env.sample_legal(np.random.default_rng(0))
    actions = legal.copy()
    actions[1] = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    _, rewards, terminated, _, infos = env.step(actions)
    assert list(terminated) == [False, True] and rewards[1] == -1.0
    assert infos["final_info"]["illegal_action"][1]
    env.close()


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="num_envs"):
        StilVectorEnv("cabbage", 0)
    with pytest.raises(ValueError, match="seat"):
        StilVectorEnv("cabbage", 2, 2, seat=[0, 1, 0])
    with pytest.raises(ValueError, match="seat"):
        StilVectorEnv("cabbage", 2, 2, seat=2)
    with pytest.raises(RuntimeError, match="reset"):
        StilVectorEnv("cabbage", 1).step(np.array([0]))


@pytest.mark.parametrize("game_id", GAMES)
def test_self_play_rows_are_the_observations(game_id: str) -> None:
    """Each row is exactly what the AEC env observes for the seat to act (its mask kept up
    to date in place, through autoresets)."""
    env = StilVectorEnv(game_id, 2, 2, opponents="self", copy=False)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(3)
    for _ in range(150):
        for i, table in enumerate(env._tables.tables):
            assert table.aec is not None
            want = table.aec.observe(table.aec.agent_selection)
            assert np.array_equal(obs["observation"][i], want["observation"])
            assert np.array_equal(obs["action_mask"][i], want["action_mask"])
        obs, *_ = env.step(env.sample_legal(rng))
    env.close()


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("opponents", ["random", "self"])
def test_the_kept_legal_lists_are_the_masks_ones(game_id: str, opponents: str) -> None:
    """``legal_indices`` (what ``sample_legal`` picks from, without scanning a mask) is the
    mask's ones in increasing order, after every step, game end and reset."""
    env = StilVectorEnv(game_id, 3, 2, opponents=opponents)
    rng = np.random.default_rng(2)
    obs, _ = env.reset(seed=4)
    for _ in range(60):
        for i in range(3):
            np.testing.assert_array_equal(
                env.legal_indices(i), np.flatnonzero(obs["action_mask"][i])
            )
        actions = env.sample_legal(rng)
        assert all(obs["action_mask"][i, a] == 1 for i, a in enumerate(actions))
        obs, *_ = env.step(actions)
    env.close()


def test_rows_with_more_legal_actions_than_a_list_holds_use_the_mask(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With room for two indices a row, most rows fall back to their mask, and the picks
    are the same as with room for all (both take the k-th legal index of the row)."""
    import stil.rl.vector as vector

    wide = run(StilVectorEnv("cabbage", 4, 2, opponents="self"), 60)
    monkeypatch.setattr(vector, "LEGAL_CAP", 2)
    narrow_env = StilVectorEnv("cabbage", 4, 2, opponents="self")
    assert narrow_env._buffers.legal.shape == (4, 2)
    narrow = run(narrow_env, 60)
    for a, b in zip(wide, narrow, strict=True):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("opponents", ["random", "self"])
def test_a_wide_game_takes_two_steps_by_default(opponents: str) -> None:
    """Catboxes' rows ask for a head, then that head's tail (the same seat, nothing else
    moving between): masks of ``TwoStep.n`` entries, not 218,575; several processes give
    the same trajectories as one."""
    two = TwoStep.of("catboxes")
    sync = StilVectorEnv("catboxes", 4, 2, opponents=opponents)
    assert sync.settings.two_step and sync.n_actions == two.n <= WIDEST_MASK
    assert sync.single_action_space.n == two.n
    expected = run(sync, 160)
    sync.close()
    assert any(x for x in expected[8::7])  # some game ended on the way
    with StilProcVectorEnv("catboxes", 4, 2, opponents=opponents, processes=2) as proc:
        got = run(proc, 160)
    for a, b in zip(expected, got, strict=True):
        np.testing.assert_array_equal(a, b)


def test_a_two_step_row_is_the_single_envs_observation() -> None:
    """A learner's row is what :class:`StilTwoStepGymEnv` gives for the same deal and the
    same choices, step for step (the head's step included), through a game's end."""
    env = StilVectorEnv("catboxes", 1, 2, opponents="random", copy=False)
    single = StilTwoStepGymEnv("catboxes", 2, opponents="random")
    obs, _ = env.reset(seed=9)
    want, _ = single.reset(seed=9)
    table = env._tables.tables[0].gym  # the bots draw from the deal's seed: the same moves
    assert isinstance(table, StilTwoStepGymEnv)
    rng = np.random.default_rng(4)
    heads = 0
    for _ in range(60):
        np.testing.assert_array_equal(obs["observation"][0], want["observation"])
        np.testing.assert_array_equal(obs["action_mask"][0], want["action_mask"])
        action = env.sample_legal(rng)
        heads += table.head is None and int(action[0]) not in table.two.single
        obs, rewards, terminated, _, _ = env.step(action)
        want, reward, done, _, _ = single.step(int(action[0]))
        assert rewards[0] == reward and terminated[0] == done
        if done:
            break
    assert heads  # some move took two steps
    env.close()


def test_the_flat_space_stays_available_and_bad_choices_are_refused() -> None:
    env = StilVectorEnv("catboxes", 1, 2, actions="flat")
    assert not env.settings.two_step and env.n_actions == len(stil.game("catboxes").actions)
    env.close()
    small = StilVectorEnv("cabbage", 1, 2, actions="two_step")
    assert small.n_actions == TwoStep.of("cabbage").n
    small.close()
    with pytest.raises(ValueError, match="actions"):
        StilVectorEnv("cabbage", 1, 2, actions="wide")  # type: ignore[arg-type]
