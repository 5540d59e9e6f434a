"""N games stepping together, with batched NumPy arrays, in one process or over several.

:class:`StilVectorEnv` is a :class:`gymnasium.vector.VectorEnv`: ``num_envs`` tables of
one game, every :meth:`~StilVectorEnv.step` takes one action per table and returns
``observations`` (``{"observation": float32 (N, D), "action_mask": int8 (N, A)}``),
``rewards`` (float64 (N,)), ``terminations`` and ``truncations`` (bool (N,)) and ``infos``.
:class:`StilProcVectorEnv` is the same over worker processes: the tables are split into
contiguous slices, one per worker, and every array lives in one shared-memory block that
the workers write in place; a step sends each worker one short message and gets back one
(the finished games' infos, only when a game ended).

**Whose view a row is.** Gymnasium's vector API is single-agent, so each table has an
agent to act: ``opponents="random"`` / ``"heuristic"`` (or one name or
:class:`stil.bots.Bot` per seat) puts a learner in ``seat`` (one seat for all tables or
one per table) and the bots play the other seats between the learner's decisions, as in
:class:`stil.rl.StilGymEnv`; ``opponents="self"`` is self-play, turn-based multi-agent:
the row is the view of whichever seat the game asks (:attr:`StilVectorEnv.seats` says
which), the reward is that seat's. A learner against bots is the common case for
single-agent libraries; self-play needs no bots, so it costs only the engine (the
benchmark's figure) and lets one policy train on every seat.

**Rewards.** 0 until the game ends; then the learner's (self-play: the seat that made
the last move) :func:`stil.rl.final_rewards` entry; every seat's entry is in
``infos["final_info"]["rewards"]``.

**Autoreset** (``AutoresetMode.SAME_STEP``): a table whose game ends in a step is dealt
its next game in the same step; the returned row is the new game's first observation,
the finished game's last one is ``infos["final_obs"][i]`` (an object array of
observation dicts) and its info (``scores``,
``winners``, ``rewards``, ``game_seed``, ``seat``) in ``infos["final_info"]``, both with
the ``"_final_obs"`` / ``"_final_info"`` masks of Gymnasium's info convention. So every
returned mask has a legal action and a policy never meets a finished game.

**Seeds.** ``reset(seed=s)`` deals table ``i`` game ``s + i`` (a list gives each table's
seed); each later game of a table draws its seed from a generator seeded by that table's
last seeded reset, so the same seeds and actions give the same trajectories whatever the
number of processes. ``reset()`` without a seed draws fresh seeds from the OS.

>>> env = StilVectorEnv("cabbage", num_envs=3, players=2, opponents="random")
>>> obs, infos = env.reset(seed=1)
>>> obs["observation"].shape[0], obs["action_mask"].dtype.name
(3, 'int8')
>>> actions = env.sample_legal(np.random.default_rng(0))
>>> obs, rewards, terminations, truncations, infos = env.step(actions)
>>> rewards.shape, terminations.dtype.name
((3,), 'bool')
>>> env.close()
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing as mp
import os
import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.shared_memory import SharedMemory
from typing import Any, Literal

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from stil.bots import Bot
from stil.core import IllegalAction, InvalidAction, Rng
from stil.rl.encoding import EncoderChoice
from stil.rl.env import (
    Reward,
    StilAECEnv,
    StilGymEnv,
    final_rewards,
    legal_in,
    set_indices,
)
from stil.rl.twostep import StilTwoStepAECEnv, StilTwoStepGymEnv, two_steps

Opponents = str | Sequence[str | Bot]
Seats = int | Sequence[int]

#: Keeps a table's stream of game seeds off the games' own streams (as the AEC env's).
_SEED_SALT = 0x5EED_0F_E9150DE5


@dataclass(frozen=True)
class Settings:
    """What every table of a vector env is built from (picklable, for the workers)."""

    game_id: str
    players: int
    seats: tuple[int, ...]
    opponents: str | tuple[str, ...]
    options: dict[str, object]
    reward: Reward
    score_scale: float | None
    encoder: EncoderChoice
    illegal_action: Literal["lose", "raise"]
    illegal_reward: float
    #: each action as two steps (:mod:`stil.rl.twostep`): a head, then its tail
    two_step: bool = False


#: A row's legal indices are also kept as a list of at most this many (a policy that picks
#: among them need not scan a mask of catboxes' 218,575 entries); a row with more has only
#: its mask.
LEGAL_CAP = 512


class Buffers:
    """The batched arrays, laid out one after another in one byte buffer (a NumPy array
    or a shared-memory block), so that the workers and the parent see the same memory.

    ``legal[i, :nlegal[i]]`` are row ``i``'s legal indices in increasing order, written
    with its mask whenever ``nlegal[i]`` is at most ``legal.shape[1]``."""

    def __init__(self, n: int, obs_size: int, n_actions: int, buf: Any = None) -> None:
        cap = min(n_actions, LEGAL_CAP)
        layout: list[tuple[str, tuple[int, ...], type[np.generic]]] = [
            ("obs", (n, obs_size), np.float32),
            ("mask", (n, n_actions), np.int8),
            ("legal", (n, cap), np.int32),
            ("nlegal", (n,), np.int32),
            ("reward", (n,), np.float64),
            ("actions", (n,), np.int64),
            ("seat", (n,), np.int16),
            ("terminated", (n,), np.bool_),
            ("truncated", (n,), np.bool_),
        ]
        sizes = [int(np.prod(shape)) * np.dtype(dt).itemsize for _, shape, dt in layout]
        self.nbytes = sum(-(-s // 8) * 8 for s in sizes)
        if buf is None:
            buf = np.zeros(self.nbytes, dtype=np.uint8)
        arrays: dict[str, npt.NDArray[Any]] = {}
        offset = 0
        for (name, shape, dt), size in zip(layout, sizes, strict=True):
            arrays[name] = np.ndarray(shape, dtype=dt, buffer=buf, offset=offset)
            offset += -(-size // 8) * 8
        self.obs: npt.NDArray[np.float32] = arrays["obs"]
        self.mask: npt.NDArray[np.int8] = arrays["mask"]
        self.legal: npt.NDArray[np.int32] = arrays["legal"]
        self.nlegal: npt.NDArray[np.int32] = arrays["nlegal"]
        self.reward: npt.NDArray[np.float64] = arrays["reward"]
        self.actions: npt.NDArray[np.int64] = arrays["actions"]
        self.seat: npt.NDArray[np.int16] = arrays["seat"]
        self.terminated: npt.NDArray[np.bool_] = arrays["terminated"]
        self.truncated: npt.NDArray[np.bool_] = arrays["truncated"]


#: A finished game: its table, last observation and info.
Ended = tuple[int, dict[str, npt.NDArray[Any]], dict[str, Any]]


class _Table:
    """One game of a vector env, writing its results into row ``i`` of the buffers."""

    def __init__(self, s: Settings, i: int) -> None:
        self.i = i
        self.self_play = s.opponents == "self"
        self.illegal_action = s.illegal_action
        self.illegal_reward = s.illegal_reward
        self.seeds = Rng(secrets.randbits(64))
        self.aec: StilAECEnv | None = None
        self.gym: StilGymEnv | None = None
        self.two_step = s.two_step
        if self.self_play:
            aec = StilTwoStepAECEnv if s.two_step else StilAECEnv
            self.aec = aec(
                s.game_id,
                s.players,
                options=s.options,
                reward=s.reward,
                score_scale=s.score_scale,
                encoder=s.encoder,
            )
        else:
            opp: Opponents = s.opponents if isinstance(s.opponents, str) else list(s.opponents)
            gym = StilTwoStepGymEnv if s.two_step else StilGymEnv
            self.gym = gym(
                s.game_id,
                s.players,
                seat=s.seats[i],
                opponents=opp,
                options=s.options,
                reward=s.reward,
                score_scale=s.score_scale,
                illegal_action=s.illegal_action,
                illegal_reward=s.illegal_reward,
                encoder=s.encoder,
            )
        self.seat = s.seats[i]
        #: the mask indices this table set in its row last (``None``: not known, clear it)
        self.set_in_mask: list[int] | None = None

    def reset(self, seed: int | None, b: Buffers) -> None:
        if seed is not None:
            self.seeds = Rng(int(seed) ^ _SEED_SALT)
            game_seed = int(seed)
        else:
            game_seed = self.seeds.next64() >> 1
        self._deal(game_seed, b)

    def _deal(self, game_seed: int, b: Buffers) -> None:
        i = self.i
        if self.aec is not None:
            self.aec.reset(seed=game_seed)
            self._write_aec(b)
        else:
            assert self.gym is not None
            obs, _ = self.gym.reset(seed=game_seed)
            b.obs[i] = obs["observation"]
            b.mask[i] = obs["action_mask"]
            _write_legal(b, i, legal_in(obs["action_mask"]))
            b.seat[i] = self.seat
        b.reward[i] = 0.0
        b.terminated[i] = b.truncated[i] = False

    def _write_aec(self, b: Buffers) -> None:
        """The seat to act's observation into row ``i``: the vector, and the mask by
        clearing the indices set last time and setting the new ones (a row of a large
        action space is not rewritten whole)."""
        aec = self.aec
        assert aec is not None
        state = aec.game_state
        assert state is not None
        seat = state.to_act
        assert seat is not None  # the game goes on: a seat is asked
        t = aec._table
        i = self.i
        b.seat[i] = seat
        if self.two_step:  # a small mask (the heads, or a head's tails): written whole
            obs = aec.observe(aec.agent_selection)
            b.obs[i] = obs["observation"]
            b.mask[i] = obs["action_mask"]
            _write_legal(b, i, legal_in(obs["action_mask"]))
            return
        b.obs[i], indices = t.lean_observe(state, seat)
        row = b.mask[i]
        old = self.set_in_mask
        if old is None:
            row[:] = 0
        else:
            set_indices(row, old, 0)
        set_indices(row, indices, 1)
        self.set_in_mask = indices
        _write_legal(b, i, sorted(indices))

    def step(self, action: int, b: Buffers) -> Ended | None:
        """Play ``action``; on the game's end, deal the next game and return the finished
        one's last observation and info."""
        i = self.i
        if self.gym is not None:
            obs, reward, terminated, truncated, info = self.gym.step(action)
            b.obs[i] = obs["observation"]
            b.mask[i] = obs["action_mask"]
            _write_legal(b, i, legal_in(obs["action_mask"]))
            if not (terminated or truncated):
                if reward:  # the row was cleared before the step (_Tables.step)
                    b.reward[i] = reward
                return None
            state, seat, game_seed = self.gym.game_state, self.seat, self.gym.game_seed
        else:
            aec = self.aec
            assert aec is not None
            agent = aec.agent_selection
            seat = int(agent.rpartition("_")[2])
            info = {}
            try:
                aec.step(action)
            except (IllegalAction, InvalidAction):
                if self.illegal_action == "raise":
                    raise
                obs = aec.observe(agent)
                reward, terminated, truncated = self.illegal_reward, True, False
                info = {"illegal_action": True}
            else:
                state = aec.game_state
                assert state is not None
                if not state.is_over:
                    self._write_aec(b)  # reward and ends: cleared before the step
                    return None
                obs = aec.observe(agent)
                reward, terminated, truncated = aec.rewards[agent], True, False
            state, game_seed = aec.game_state, aec.game_seed
        assert state is not None and game_seed is not None
        final_info: dict[str, Any] = {**info, "seat": seat, "game_seed": game_seed}
        if state.is_over:
            final_info["scores"] = state.scores()
            final_info["winners"] = state.winners()
            final_info["rewards"] = self._game_rewards()
        final_obs = {"observation": obs["observation"].copy(), "action_mask": obs["action_mask"]}
        self._deal(self.seeds.next64() >> 1, b)
        b.reward[i] = reward
        b.terminated[i], b.truncated[i] = bool(terminated), bool(truncated)
        return i, final_obs, final_info

    def _game_rewards(self) -> list[float]:
        """Every seat's reward by the environment's own scale."""
        env = self.aec if self.aec is not None else self.gym
        assert env is not None
        t = env._table
        state = env.game_state
        assert state is not None
        return final_rewards(state, t.reward, t.score_scale)


def _write_legal(b: Buffers, i: int, indices: Sequence[int] | npt.NDArray[Any]) -> None:
    """Row ``i``'s legal indices (increasing) beside its mask, when they fit."""
    k = len(indices)
    b.nlegal[i] = k
    if k <= b.legal.shape[1]:
        b.legal[i, :k] = indices


class _Tables:
    """A slice ``lo..hi`` of a vector env's tables and the buffers they write into."""

    def __init__(self, s: Settings, lo: int, hi: int, b: Buffers) -> None:
        self.tables = [_Table(s, i) for i in range(lo, hi)]
        self.lo, self.hi, self.b = lo, hi, b

    def reset(self, seeds: Sequence[int | None]) -> None:
        for table, seed in zip(self.tables, seeds, strict=True):
            table.reset(seed, self.b)

    def step(self) -> list[Ended]:
        ended = []
        b = self.b
        actions = b.actions
        # A step's rewards and ends are 0 but where a game ends: cleared for the slice at
        # once, not written table by table (three NumPy item writes a table step).
        b.reward[self.lo : self.hi] = 0.0
        b.terminated[self.lo : self.hi] = False
        b.truncated[self.lo : self.hi] = False
        for table in self.tables:
            end = table.step(int(actions[table.i]), self.b)
            if end is not None:
                ended.append(end)
        return ended


def _settings(
    game_id: str,
    num_envs: int,
    players: int,
    seat: Seats,
    opponents: Opponents,
    options: Mapping[str, object] | None,
    reward: Reward,
    score_scale: float | None,
    encoder: EncoderChoice,
    illegal_action: Literal["lose", "raise"],
    illegal_reward: float,
    actions: Literal["auto", "flat", "two_step"],
) -> Settings:
    if num_envs < 1:
        raise ValueError(f"num_envs must be at least 1, got {num_envs}")
    seats = (seat,) * num_envs if isinstance(seat, int) else tuple(int(x) for x in seat)
    if len(seats) != num_envs:
        raise ValueError(f"seat: give one seat or one per table ({num_envs}), got {len(seats)}")
    if any(not 0 <= x < players for x in seats):
        raise ValueError(f"every seat must lie in 0..{players - 1}, got {list(seats)}")
    if isinstance(opponents, str):
        opp: str | tuple[str, ...] = opponents
    else:
        opp = tuple(opponents)  # type: ignore[arg-type]
    if illegal_action not in ("lose", "raise"):
        raise ValueError(f"illegal_action must be 'lose' or 'raise', got {illegal_action!r}")
    return Settings(
        game_id,
        players,
        seats,
        opp,
        dict(options or {}),
        reward,
        score_scale,
        encoder,
        illegal_action,
        float(illegal_reward),
        two_steps(game_id, actions),
    )


class StilVectorEnv(gymnasium.vector.VectorEnv[Any, Any, Any]):
    """``num_envs`` tables of ``game_id`` in this process (see the module's docstring).

    ``seat`` is the learner's seat (one for all tables or one per table; ignored under
    ``opponents="self"``); ``options``, ``reward``, ``score_scale``, ``encoder``,
    ``illegal_action`` and ``illegal_reward`` are as for :class:`stil.rl.StilGymEnv`
    (``illegal_action="lose"`` ends that table's game with ``illegal_reward``).
    ``actions`` is as for :func:`stil.rl.make_env`: by default (``"auto"``) a game whose
    flat space passes :data:`stil.rl.WIDEST_MASK` entries (catboxes) takes each action in
    two steps (a head, then its tail: the row asks the same seat again, nothing else moves
    between), so no row's mask is wider than a few thousand entries; ``"flat"`` gives the
    one index per action. With ``copy=False`` the returned arrays are the env's own
    buffers, overwritten by the next step.
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        num_envs: int,
        players: int = 2,
        *,
        seat: Seats = 0,
        opponents: Opponents = "random",
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        score_scale: float | None = None,
        encoder: EncoderChoice = "auto",
        illegal_action: Literal["lose", "raise"] = "lose",
        illegal_reward: float = -1.0,
        actions: Literal["auto", "flat", "two_step"] = "auto",
        copy: bool = True,
    ) -> None:
        self.settings = _settings(
            game_id,
            num_envs,
            players,
            seat,
            opponents,
            options,
            reward,
            score_scale,
            encoder,
            illegal_action,
            illegal_reward,
            actions,
        )
        gym = StilTwoStepGymEnv if self.settings.two_step else StilGymEnv
        probe = gym(game_id, players, options=options, encoder=encoder)
        self.num_envs = num_envs
        self.copy = copy
        self.single_observation_space = probe.observation_space
        self.single_action_space = probe.action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        space = probe.observation_space
        assert isinstance(space, spaces.Dict)
        box = space["observation"]
        assert isinstance(box, spaces.Box) and isinstance(probe.action_space, spaces.Discrete)
        self.n_actions = int(probe.action_space.n)
        self._buffers = self._make_buffers(num_envs, int(box.shape[0]), self.n_actions)
        self._started = False
        self._start()

    # -- what the process version overrides ------------------------------------------
    def _make_buffers(self, n: int, obs_size: int, n_actions: int) -> Buffers:
        return Buffers(n, obs_size, n_actions)

    def _start(self) -> None:
        self._tables = _Tables(self.settings, 0, self.num_envs, self._buffers)

    def _reset_tables(self, seeds: list[int | None]) -> None:
        self._tables.reset(seeds)

    def _step_tables(self) -> list[Ended]:
        return self._tables.step()

    def __enter__(self) -> StilVectorEnv:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the vector API --------------------------------------------------------------
    @property
    def seats(self) -> npt.NDArray[np.int16]:
        """The seat whose view each row is (the learner's, or under self-play the seat
        to act)."""
        return self._buffers.seat.copy()

    def reset(
        self,
        *,
        seed: int | Sequence[int | None] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
        n = self.num_envs
        if seed is None:
            seeds: list[int | None] = [secrets.randbits(63) for _ in range(n)]
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(n)]
        else:
            seeds = list(seed)
            if len(seeds) != n:
                raise ValueError(f"give one seed per table ({n}), got {len(seeds)}")
            seeds = [secrets.randbits(63) if x is None else int(x) for x in seeds]
        self._reset_tables(seeds)
        self._started = True
        return self._observations(), {}

    def step(
        self, actions: Any
    ) -> tuple[
        dict[str, npt.NDArray[Any]],
        npt.NDArray[np.float64],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        dict[str, Any],
    ]:
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions)
        if acts.shape != (self.num_envs,) or not np.issubdtype(acts.dtype, np.integer):
            raise InvalidAction(
                f"give one integer action per table, shape ({self.num_envs},); "
                f"got shape {acts.shape} of {acts.dtype}"
            )
        b = self._buffers
        if ((acts < 0) | (acts >= self.n_actions)).any():
            raise InvalidAction(f"every action must lie in 0..{self.n_actions - 1}, got {acts}")
        if self.settings.illegal_action == "raise":
            bad = np.flatnonzero(b.mask[np.arange(self.num_envs), acts] == 0)
            if bad.size:  # refused before any table moves: the batch changes nothing
                raise IllegalAction(
                    f"tables {bad.tolist()} may not play actions {acts[bad].tolist()} now"
                )
        b.actions[:] = acts
        ended = self._step_tables()
        infos: dict[str, Any] = {}
        for i, final_obs, final_info in ended:
            infos = self._add_info(infos, {"final_obs": final_obs, "final_info": final_info}, i)
        return (
            self._observations(),
            b.reward.copy(),
            b.terminated.copy(),
            b.truncated.copy(),
            infos,
        )

    def _observations(self) -> dict[str, npt.NDArray[Any]]:
        b = self._buffers
        if self.copy:
            return {"observation": b.obs.copy(), "action_mask": b.mask.copy()}
        return {"observation": b.obs, "action_mask": b.mask}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions of every row now, as booleans (N, A)."""
        return self._buffers.mask.astype(bool)

    def legal_indices(self, i: int) -> npt.NDArray[np.int64]:
        """Table ``i``'s legal actions now, in increasing order (RLCard's legal-action
        list): from the kept list, or the mask where a row has more than it holds."""
        b = self._buffers
        k = int(b.nlegal[i])
        if k <= b.legal.shape[1]:
            return b.legal[i, :k].astype(np.int64)
        return legal_in(b.mask[i])

    def sample_legal(self, rng: np.random.Generator) -> npt.NDArray[np.int64]:
        """One uniformly random legal action per table (for baselines and benchmarks): the
        k-th legal index of each row, k drawn uniformly, read from the kept lists without
        scanning the masks."""
        b = self._buffers
        counts = b.nlegal.copy()
        picks = rng.integers(counts)  # the k-th legal action of each row, from 0
        rows = np.arange(self.num_envs)
        fits = counts <= b.legal.shape[1]
        out = np.empty(self.num_envs, dtype=np.int64)
        out[fits] = b.legal[rows[fits], picks[fits]]
        for i in np.flatnonzero(~fits):  # more legal actions than a list holds
            out[i] = legal_in(b.mask[i])[picks[i]]
        return out


#: What a worker is told through its control word (``Control.command``).
STEP, RESET, CLOSE = 0, 1, 2
#: What its answer is (``Control.message``): nothing to read, a pipe message, or gone.
NOTHING, MESSAGE, GONE = 0, 1, 2

#: How long a waiting process polls before it sleeps (``StilProcVectorEnv``'s ``spin``).
SPIN = 0.002

#: How often a sleeping wait wakes to see whether the other side is still alive (seconds).
ALIVE_CHECK = 0.5


def _cores() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class Control:
    """Per worker, in a small shared block: the command of the step (``STEP`` / ``RESET``
    / ``CLOSE``) and whether its answer has a pipe message (finished games' infos, an
    error). The values cross with the semaphores' release and acquire, which order the
    memory on every platform; the arrays themselves are written before the release."""

    def __init__(self, workers: int, buf: Any = None) -> None:
        self.nbytes = max(8, 2 * workers)
        if buf is None:
            buf = np.zeros(self.nbytes, dtype=np.uint8)
        self.command = np.ndarray((workers,), dtype=np.uint8, buffer=buf, offset=0)
        self.message = np.ndarray((workers,), dtype=np.uint8, buffer=buf, offset=workers)


def wait(sem: Any, spin: float, alive: Any) -> None:
    """Acquire ``sem``: polled (``sem_trywait``, no system call) for ``spin`` seconds, then
    slept on, waking every :data:`ALIVE_CHECK` seconds to call ``alive()``, which raises
    when the other side is gone.

    Why poll: on a virtual machine a process that sleeps gives its CPU back, and waking it
    costs tens to hundreds of microseconds, each step, on each side; a cheap step (a few
    microseconds a table) spent a quarter of its time so. A poll that finds nothing for
    ``spin`` seconds sleeps, so an env left waiting for a slow policy does not hold a core.
    """
    if sem.acquire(False):
        return
    if spin > 0:
        clock = time.perf_counter
        end = clock() + spin
        while clock() < end:
            for _ in range(32):
                if sem.acquire(False):
                    return
    while not sem.acquire(True, ALIVE_CHECK):
        alive()


def _packed(ended: Ended) -> Ended:
    """A finished game's last observation for the pipe: its mask as the legal indices
    (catboxes' masks are 218,575 bytes, mostly zeros, and a step can end several games)."""
    i, obs, info = ended
    return i, {**obs, "action_mask": legal_in(obs["action_mask"])}, info


def _unpacked(ended: Ended, n_actions: int) -> Ended:
    """The inverse of :func:`_packed`."""
    i, obs, info = ended
    mask = np.zeros(n_actions, dtype=np.int8)
    mask[obs["action_mask"]] = 1
    return i, {**obs, "action_mask": mask}, info


def _worker(
    conn: Connection,
    settings: Settings,
    lo: int,
    hi: int,
    shm_name: str,
    sizes: tuple[int, int, int],
    j: int,
    control_name: str,
    workers: int,
    go: Any,
    done: Any,
    spin: float,
) -> None:
    """A worker process: owns tables ``lo..hi`` and writes them into the shared block.

    Each step it waits for ``go``, does what its control word says, and releases ``done``;
    only a step that has something to tell (a game ended, an error) sends a pipe message,
    flagged in the control block before ``done`` is released."""
    parent = os.getppid()

    def alive() -> None:
        if os.getppid() != parent:  # the parent died without closing: nothing to serve
            raise SystemExit(0)

    shm = SharedMemory(name=shm_name)
    ctl_shm = SharedMemory(name=control_name)
    ctl = Control(workers, buf=ctl_shm.buf)
    closed = False
    try:
        b = Buffers(*sizes, buf=shm.buf)
        tables = _Tables(settings, lo, hi, b)
        # Everything built so far lives as long as the worker: kept out of the cyclic
        # collector's scans, whose full passes over it stalled a step by up to 50 ms (and
        # every step waits for the slowest process).
        gc.freeze()
        conn.send(("ok", None))
        while True:
            wait(go, spin, alive)
            cmd = int(ctl.command[j])
            answer: tuple[str, Any] | None = None
            try:
                if cmd == STEP:
                    ended = tables.step()
                    if ended:
                        answer = ("ok", [_packed(e) for e in ended])
                elif cmd == RESET:
                    tables.reset(conn.recv())
                else:
                    closed = True
                    break
            except Exception as e:
                answer = ("error", e)
            # the answer is flagged and released first, then sent: a message larger than
            # the pipe's buffer would otherwise block this worker on a parent that reads
            # only after the release
            ctl.message[j] = MESSAGE if answer is not None else NOTHING
            done.release()
            if answer is not None:
                conn.send(answer)
    except (EOFError, KeyboardInterrupt, SystemExit):
        pass
    finally:
        if not closed:  # a parent waiting on this worker's answer learns that it is gone
            ctl.message[j] = GONE
            done.release()
        del ctl
        shm.close()
        ctl_shm.close()
        conn.close()


class StilProcVectorEnv(StilVectorEnv):
    """:class:`StilVectorEnv` over ``processes`` processes (default: every core), the
    tables split into contiguous slices; the arrays live in one shared-memory block.

    This process steps the first slice itself while ``processes - 1`` worker processes
    step the others (``in_parent=False``: ``processes`` workers, and this process only
    waits): a process that only waited would leave its core idle for most of a step, and
    each step would pay one more round of wake-ups. A step is a semaphore each way per
    worker (a pipe message only for finished games); a waiting process polls for ``spin``
    seconds before it sleeps (:func:`wait`; by default 2 ms when every process has a core
    of its own, else 0; 0 sleeps at once, which leaves the cores to a policy that needs
    them between steps). ``context`` is a
    :mod:`multiprocessing` start method (default: the platform's). Close it (or use it as a
    context manager) to stop the workers and free the block."""

    def __init__(
        self,
        game_id: str,
        num_envs: int,
        players: int = 2,
        *,
        processes: int | None = None,
        context: str | None = None,
        in_parent: bool = True,
        spin: float | None = None,
        **kwargs: Any,
    ) -> None:
        n_proc = processes if processes is not None else _cores()
        if n_proc < 1:
            raise ValueError(f"processes must be at least 1, got {processes}")
        if spin is not None and not spin >= 0:
            raise ValueError(f"spin must be a number of seconds >= 0, got {spin}")
        self.processes = min(n_proc, num_envs)
        self.in_parent = in_parent
        #: how long a worker polls for its next step before it sleeps: by default
        #: :data:`SPIN` when every process has a core of its own, else 0 (a poller would
        #: take the CPU from a process that has work)
        self.spin = float(spin) if spin is not None else SPIN if self.processes <= _cores() else 0.0
        #: this process polls for the workers' answers only while it steps tables itself
        #: (otherwise it waits the whole step, and polling would only burn its core)
        self._parent_spin = self.spin if in_parent else 0.0
        self._ctx: Any = mp.get_context(context)
        self._shm: SharedMemory | None = None
        self._control_shm: SharedMemory | None = None
        self._conns: list[Connection] = []
        self._procs: list[Any] = []
        self._go: list[Any] = []
        self._done: list[Any] = []
        self._local: _Tables | None = None
        super().__init__(game_id, num_envs, players, **kwargs)

    def _make_buffers(self, n: int, obs_size: int, n_actions: int) -> Buffers:
        self._sizes = (n, obs_size, n_actions)
        probe = Buffers(n, obs_size, n_actions)
        self._shm = SharedMemory(create=True, size=probe.nbytes)
        return Buffers(n, obs_size, n_actions, buf=self._shm.buf)

    def _start(self) -> None:
        assert self._shm is not None
        k, n = self.processes, self.num_envs
        bounds = [n * j // k for j in range(k + 1)]
        first = 1 if self.in_parent else 0  # the slices the workers own
        workers = k - first
        try:
            self._control_shm = SharedMemory(create=True, size=Control(workers).nbytes)
            self._control = Control(workers, buf=self._control_shm.buf)
            for j in range(workers):
                parent, child = self._ctx.Pipe()
                go, done = self._ctx.Semaphore(0), self._ctx.Semaphore(0)
                proc = self._ctx.Process(
                    target=_worker,
                    args=(
                        child,
                        self.settings,
                        bounds[first + j],
                        bounds[first + j + 1],
                        self._shm.name,
                        self._sizes,
                        j,
                        self._control_shm.name,
                        workers,
                        go,
                        done,
                        self.spin,
                    ),
                    daemon=True,
                    name=f"stil-vector-{first + j}",
                )
                proc.start()
                child.close()
                self._conns.append(parent)
                self._procs.append(proc)
                self._go.append(go)
                self._done.append(done)
            if self.in_parent:  # made after the forks: the workers need not copy them
                self._local = _Tables(self.settings, bounds[0], bounds[1], self._buffers)
            for conn in self._conns:  # each worker says it is ready
                status, value = conn.recv()
                if status == "error":
                    raise value
        except BaseException:
            self.close()
            raise
        self._bounds = bounds[first:]

    def _command(self, command: int) -> None:
        self._control.command[:] = command
        for go in self._go:
            go.release()

    def _gather(self) -> list[Ended]:
        """Every worker's answer to the command just given: the finished games, or the
        first error (raised once all have answered, so the next command finds them
        waiting)."""
        ended: list[Ended] = []
        error: BaseException | None = None
        for j, (conn, done, proc) in enumerate(
            zip(self._conns, self._done, self._procs, strict=True)
        ):

            def alive(proc: Any = proc) -> None:
                if not proc.is_alive():
                    raise RuntimeError("a worker process died")

            try:
                wait(done, self._parent_spin, alive)
                said = int(self._control.message[j])
                if said == GONE:
                    alive()
                    raise RuntimeError("a worker process died")
                if said == MESSAGE:
                    status, value = conn.recv()
                    if status == "error":
                        error = error or value
                    else:
                        ended.extend(_unpacked(e, self.n_actions) for e in value)
            except (EOFError, RuntimeError, OSError):
                error = error or RuntimeError("a worker process died")
        if error is not None:
            raise error
        return ended

    def _reset_tables(self, seeds: list[int | None]) -> None:
        self._command(RESET)
        for j, conn in enumerate(self._conns):
            conn.send(seeds[self._bounds[j] : self._bounds[j + 1]])
        try:
            if self._local is not None:
                self._local.reset(seeds[: self._bounds[0]])
        finally:
            self._gather()  # every worker answers, or the next command would find it busy

    def _step_tables(self) -> list[Ended]:
        self._command(STEP)
        try:
            ended = self._local.step() if self._local is not None else []
        finally:
            ended_there = self._gather()
        return ended + ended_there

    def close_extras(self, **kwargs: Any) -> None:
        if self._procs:
            with contextlib.suppress(Exception):
                self._command(CLOSE)
        for proc in self._procs:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.terminate()
                proc.join()
        for conn in self._conns:
            conn.close()
        self._conns, self._procs, self._local = [], [], None
        self._go, self._done = [], []
        if self._control_shm is not None:
            del self._control
            self._control_shm.close()
            self._control_shm.unlink()
            self._control_shm = None
        if self._shm is not None:
            del self._buffers
            self._shm.close()
            self._shm.unlink()
            self._shm = None

    def __del__(self) -> None:
        if getattr(self, "_shm", None) is not None:
            with contextlib.suppress(Exception):
                self.close()
