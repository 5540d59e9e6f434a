"""Reinforcement-learning environments for every registered game.

:class:`StilAECEnv` is a PettingZoo AEC environment: one agent per seat (``player_0``,
``player_1``...), the agent to act is whoever the game asks (the same seat several times in
a row, a defender out of turn), each observation is ``{"observation": float32 vector,
"action_mask": int8 vector}``. :class:`StilGymEnv` is a Gymnasium environment for one
learner seat, the other seats played by bots. Both draw the vector from
:mod:`stil.rl.encoding` (only the seat's view) and number actions by the game's stable
action index (``game.actions``).

Rewards come once, when the game ends (every other step gives 0):

- ``reward="win"``: a sole winner gets +1; ``k`` seats sharing the win get ``1/k`` each
  (a shared win is worth less than a sole one, as the simulator counts it); every other
  seat gets -1. When every seat is among the winners (a full tie) all get 0.
- ``reward="score_diff"``: own final score minus the best final score among the other
  seats, divided by the game's ``score_scale`` (cabbage 50; princes, catboxes and
  kingdoms 10; unicorns 7; 10 under the generic encoding). Tie-breaks (cabbage's Wheat)
  do not enter it.

>>> env = StilAECEnv("cabbage", players=2)
>>> env.reset(seed=7)
>>> obs, reward, terminated, truncated, info = env.last()
>>> env.agent_selection, obs["action_mask"].sum() > 0, reward
('player_0', np.True_, 0.0)
"""

from __future__ import annotations

import io
import secrets
from collections.abc import Callable, Mapping, Sequence
from operator import index as as_index
from typing import Any, Literal

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from stil.bots import Bot, make_bot
from stil.core import Action, IllegalAction, InvalidAction, Rng, State, game
from stil.rl.encoding import EncoderChoice, Vector, bounds, encoding_for
from stil.sim.match import bot_rng

Reward = Literal["win", "score_diff"]
Obs = dict[str, npt.NDArray[Any]]
Mask = npt.NDArray[np.int8]

#: Keeps the generator of seeds for ``reset()`` without a seed off the games' own streams.
_SEED_SALT = 0x5EED_0F_E9150DE5


def final_rewards(state: State, reward: Reward = "win", score_scale: float = 1.0) -> list[float]:
    """Each seat's reward for a finished game (see the module's docstring).

    >>> import stil
    >>> s = stil.game("cabbage").new(players=2, seed=3)
    >>> while not s.is_over:
    ...     s.apply(s.legal_actions()[0])
    >>> sorted(final_rewards(s))
    [-1.0, 1.0]
    """
    n = state.players
    if reward == "win":
        winners = state.winners()
        if not winners or len(winners) == n:
            return [0.0] * n
        share = 1.0 / len(winners)
        return [share if s in winners else -1.0 for s in range(n)]
    if reward == "score_diff":
        scores = state.scores()
        return [
            (scores[s] - max(scores[o] for o in range(n) if o != s)) / score_scale for s in range(n)
        ]
    raise ValueError(f"reward must be 'win' or 'score_diff', got {reward!r}")


def check_reward(reward: str) -> Reward:
    """``reward`` checked to be one the environments give (module docstring)."""
    if reward not in ("win", "score_diff"):
        raise ValueError(f"reward must be 'win' or 'score_diff', got {reward!r}")
    return reward  # type: ignore[return-value]


def check_render_mode(render_mode: str | None, metadata: Mapping[str, Any]) -> str | None:
    """``render_mode`` checked against the environment's ``metadata`` (text only: ansi)."""
    if render_mode is not None and render_mode not in metadata["render_modes"]:
        raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
    return render_mode


def seat_bots(
    opponents: str | Sequence[str | Bot], players: int, seat: int, game_id: str
) -> list[Bot | None]:
    """The bot of every seat but the learner's (``None`` there): ``opponents`` is one bot
    name for them all, or one name or :class:`stil.bots.Bot` per seat in seat order."""
    names = [opponents] * players if isinstance(opponents, str) else list(opponents)
    if len(names) != players:
        raise ValueError(f"opponents: give one bot per seat ({players}), got {len(names)}")
    return [
        None if s == seat else (make_bot(b, game_id) if isinstance(b, str) else b)
        for s, b in enumerate(names)
    ]


def play_bots(state: State, seat: int, bots: Sequence[Bot | None], rngs: Sequence[Rng]) -> None:
    """The bots' moves, each from its seat's view, until ``seat`` is to act or the game
    is over."""
    while not state.is_over and state.to_act != seat:
        s = state.to_act
        assert s is not None
        bot = bots[s]
        assert bot is not None
        state.apply(bot.choose(state.view(s), state.legal_actions(), rngs[s]), s)


def _action_index(action: object, size: int) -> int:
    """An action index from an int or a NumPy integer (floats and bools are refused)."""
    if isinstance(action, bool | np.bool_):
        raise InvalidAction(f"an action is an integer index, got {action!r}")
    try:
        i = as_index(action)  # type: ignore[arg-type]
    except TypeError:
        raise InvalidAction(f"an action is an integer index, got {action!r}") from None
    if not 0 <= i < size:
        raise InvalidAction(f"action index {i} out of range 0..{size - 1}")
    return i


def legal_in(mask: npt.NDArray[Any]) -> npt.NDArray[np.intp]:
    """The indices of the legal actions in an action mask of 0s and 1s, increasing.

    NumPy lists the nonzero entries of a ``bool`` array many times faster than those of an
    ``int8`` one (catboxes' 218,575-entry mask: about 25 µs against 440 µs), so the mask
    is read as booleans; ``np.flatnonzero(mask)`` gives the same indices.

    >>> legal_in(np.array([0, 1, 0, 1], dtype=np.int8)).tolist()
    [1, 3]
    """
    m = np.asarray(mask)
    if m.dtype.itemsize == 1:
        return np.flatnonzero(m.view(np.bool_))
    return np.flatnonzero(m)


def set_indices(row: Mask, indices: list[int], value: int) -> None:
    """``row[indices] = value``; a few indices one by one (cheaper than an index array)."""
    if len(indices) > 8:
        row[indices] = value
    else:
        for j in indices:
            row[j] = value


class _Table:
    """What both environments share: the game, its spaces and the encoding of views."""

    def __init__(
        self,
        game_id: str,
        players: int,
        options: Mapping[str, object] | None,
        reward: str,
        score_scale: float | None,
        encoder: EncoderChoice,
    ) -> None:
        self.game = game(game_id)
        self.game.new(players=players, seed=0, options=options)  # validates all three
        self.game_id, self.players = game_id, players
        self.options = dict(options or {})
        self.reward = check_reward(reward)
        enc = encoding_for(game_id, encoder)
        #: the seat's vector, filled from the state (no view built)
        self.from_state = enc.from_state
        self.score_scale = enc.score_scale if score_scale is None else float(score_scale)
        self.n_actions = len(self.game.actions)
        #: ``id(action)`` -> its index, filled as actions are met (``ActionSpace.index``
        #: works the index out from the action's arguments every time, and an action's
        #: hash is a Python call); ``_met`` holds the actions, so no id is reused meanwhile
        self._index: dict[int, int] = {}
        self._met: list[Action] = []
        #: index -> action, as met
        self._action_at: dict[int, Action] = {}
        low, high = bounds(game_id, players, encoder)
        self.low, self.high = low, high

    def observation_space(self) -> spaces.Dict:
        return spaces.Dict(
            {
                "observation": spaces.Box(self.low, self.high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(self.n_actions,), dtype=np.int8),
            }
        )

    def indices(self, actions: list[Action]) -> list[int]:
        """The indices of ``actions`` in the game's action space."""
        cache = self._index
        try:
            return [cache[id(a)] for a in actions]
        except KeyError:
            if len(self._met) > 4 * self.n_actions + 4096:  # actions not interned: start over
                cache.clear()
                self._met.clear()
            index = self.game.actions.index
            for a in actions:
                if id(a) not in cache:
                    cache[id(a)] = index(a)
                    self._met.append(a)
            return [cache[id(a)] for a in actions]

    def action(self, i: int) -> Action:
        """The action of index ``i`` (in range)."""
        a = self._action_at.get(i)
        if a is None:
            a = self._action_at[i] = self.game.actions.action(i)
        return a

    def mask(self, state: State, seat: int) -> Mask:
        mask = np.zeros(self.n_actions, dtype=np.int8)
        if state.to_act == seat:
            set_indices(mask, self.indices(state.legal_actions()), 1)
        return mask

    def vector(self, state: State, seat: int) -> Vector:
        """The observation vector of ``seat``."""
        return self.from_state(state, seat)

    def observe(self, state: State, seat: int) -> Obs:
        return {"observation": self.vector(state, seat), "action_mask": self.mask(state, seat)}

    def lean_observe(self, state: State, seat: int) -> tuple[Vector, list[int]]:
        """``seat``'s vector and its legal indices (none unless it is to act): the lean
        env's observation, the mask of :meth:`observe` as a list."""
        legal = self.indices(state.legal_actions()) if state.to_act == seat else []
        return self.vector(state, seat), legal

    def deal(self, seed: int) -> State:
        """A new game of this table's players and options, dealt from ``seed``."""
        return self.game.new(players=self.players, seed=seed, options=self.options)

    def render(self, state: State | None) -> str:
        """The table as a spectator sees it, as plain text."""
        if state is None:
            return ""
        from rich.console import Console

        from stil.render import load

        module = load(self.game_id)
        out = io.StringIO()
        console = Console(file=out, width=100, color_system=None, force_terminal=False)
        console.print(module.table(state.view(None), "en", [""] * self.players))
        if state.is_over:
            console.print(module.final(state, "en", [""] * self.players))
        return out.getvalue()


class SeatAgents:
    """What every AEC environment here keeps per agent: one agent per seat (``player_0``...),
    its spaces, and PettingZoo's per-agent records, empty until ``reset``. Comes first among
    the bases, so its space lookups are the ones used."""

    def _seat_agents(
        self,
        players: int,
        observation: Callable[[], spaces.Space[Any]],
        action: Callable[[], spaces.Space[Any]],
    ) -> None:
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation() for a in self.possible_agents}
        self.action_spaces = {a: action() for a in self.possible_agents}
        self.game_state: State | None = None
        self.game_seed: int | None = None  # the seed of the game being played
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = self.possible_agents[0]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]


class StilAECEnv(SeatAgents, AECEnv[str, Obs, int]):  # type: ignore[misc]
    """A PettingZoo AEC environment for any registered game.

    ``options`` are the game's rule options (fixed for the environment's life);
    ``reward`` is ``"win"`` or ``"score_diff"`` (module docstring), ``score_scale``
    overrides the game's scale for ``score_diff``; ``encoder`` picks the observation
    encoding (``"auto"``: the game's own, else the generic hashed one; see
    :func:`stil.rl.encoding.encoding_for`). ``reset(seed=s)`` deals the game
    ``stil.game(game_id).new(players, seed=s, options)`` exactly; ``reset()`` without a
    seed draws one from a generator seeded by the last seeded reset (from the OS when there
    was none). ``reset``'s own ``options`` argument is accepted and ignored.

    An index the agent to act may not play raises :class:`stil.IllegalAction` (an
    ``InvalidAction`` when it is not an index at all) and changes nothing; wrap the
    environment in ``pettingzoo.utils.wrappers.TerminateIllegalWrapper`` to end the game
    with a penalty instead. ``env.game_state`` is the game itself and ``env.game_seed`` its
    seed, for analysis (an agent should only read its observation).
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        score_scale: float | None = None,
        render_mode: str | None = None,
        encoder: EncoderChoice = "auto",
    ) -> None:
        super().__init__()
        self._table = _Table(game_id, players, options, reward, score_scale, encoder)
        self.metadata = {**self.metadata, "name": f"stil_{game_id}_v0"}
        self.render_mode = check_render_mode(render_mode, self.metadata)
        n = self._table.n_actions
        self._seat_agents(players, self._table.observation_space, lambda: spaces.Discrete(n))
        self._seeds: Rng | None = None

    # -- the loop --------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            game_seed = int(seed)
            self._seeds = Rng(game_seed ^ _SEED_SALT)
        else:
            if self._seeds is None:
                self._seeds = Rng(secrets.randbits(64))
            game_seed = self._seeds.next64()
        self.game_seed = game_seed
        self.game_state = self._table.deal(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        to_act = self.game_state.to_act
        assert to_act is not None, "a new game is never over"
        self.agent_selection = self.possible_agents[to_act]

    def observe(self, agent: str) -> Obs:
        if self.game_state is None:
            raise RuntimeError("call reset() before observe()")
        return self._table.observe(self.game_state, self._seat[agent])

    def step(self, action: int | None) -> None:
        if self.game_state is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.game_state
        assert state is not None
        i = _action_index(action, self._table.n_actions)
        act = self._table.action(i)
        try:
            state.apply(act, self._seat[agent])
        except IllegalAction as e:
            raise IllegalAction(f"{agent} may not play action {i} ({act}) now: {e}") from None
        if state.is_over:
            self._cumulative_rewards[agent] = 0.0
            self._clear_rewards()
            t = self._table
            rewards = final_rewards(state, t.reward, t.score_scale)
            for a, r in zip(self.agents, rewards, strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
                self.infos[a] = {"scores": state.scores(), "winners": state.winners()}
            self._accumulate_rewards()
        else:
            # Rewards come only when the game ends: every reward and cumulative reward is
            # still 0, so PettingZoo's clearing and accumulating would change nothing.
            to_act = state.to_act
            assert to_act is not None
            self.agent_selection = self.possible_agents[to_act]

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use 'ansi'")
            return None
        return self._table.render(self.game_state)

    def close(self) -> None:
        pass


class StilGymEnv(gymnasium.Env[dict[str, Any], Any]):
    """A Gymnasium environment: one learner in ``seat``, the other seats played by bots.

    ``opponents`` is a bot name for every other seat (``"random"``, ``"heuristic"``), or
    one name or :class:`stil.bots.Bot` per seat in seat order (the learner's entry is
    ignored). Each bot sees only its seat's view and the legal actions, and draws on its
    own generator seeded from the game's seed (``stil.sim.match.bot_rng``), so a seed fixes
    the whole episode given the learner's actions. ``reset(seed=s)`` deals game ``s``;
    ``reset()`` draws the seed from ``self.np_random``.

    ``options``, ``reward``, ``score_scale`` and ``encoder`` are as for :class:`StilAECEnv`.
    The observation is ``{"observation", "action_mask"}``; ``info["action_mask"]`` and
    :meth:`action_masks` give the mask too (for maskable learners). The reward is 0 until
    the game ends, then the learner's :func:`final_rewards` entry. An index the learner
    may not play: ``illegal_action="lose"`` (default) ends the episode with reward
    ``illegal_reward`` and ``info["illegal_action"] = True`` (the game is left unfinished);
    ``"raise"`` raises :class:`stil.IllegalAction` and changes nothing.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        seat: int = 0,
        opponents: str | Sequence[str | Bot] = "random",
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        score_scale: float | None = None,
        illegal_action: Literal["lose", "raise"] = "lose",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        encoder: EncoderChoice = "auto",
    ) -> None:
        super().__init__()
        self._table = t = _Table(game_id, players, options, reward, score_scale, encoder)
        if not 0 <= seat < players:
            raise ValueError(f"seat must lie in 0..{players - 1}, got {seat}")
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"illegal_action must be 'lose' or 'raise', got {illegal_action!r}")
        self.render_mode = check_render_mode(render_mode, self.metadata)
        self.seat = seat
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.bots = seat_bots(opponents, players, seat, game_id)
        self.observation_space = t.observation_space()
        self.action_space = spaces.Discrete(t.n_actions)
        self.game_state: State | None = None
        self.game_seed: int | None = None  # the seed of the game being played
        self._rngs: list[Rng] = []
        self._done = True

    def _play_bots(self) -> None:
        assert self.game_state is not None
        play_bots(self.game_state, self.seat, self.bots, self._rngs)

    def _obs_info(self) -> tuple[Obs, dict[str, Any]]:
        state = self.game_state
        assert state is not None
        obs = self._table.observe(state, self.seat)
        mask = obs["action_mask"].copy()
        info: dict[str, Any] = {"action_mask": mask, "game_seed": self.game_seed}
        if state.is_over:
            info["scores"] = state.scores()
            info["winners"] = state.winners()
        return obs, info

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2**63))
        t = self._table
        self.game_seed = game_seed
        self.game_state = t.deal(game_seed)
        self._rngs = [bot_rng(game_seed, s) for s in range(t.players)]
        self._done = False
        self._play_bots()
        return self._obs_info()

    def step(self, action: int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state is None or self._done:
            raise RuntimeError("the episode is over: call reset()")
        t = self._table
        if state.is_over:  # the bots finished the game before the learner's first turn
            self._done = True
            obs, info = self._obs_info()
            return obs, self._final(state), True, False, info
        i = _action_index(action, t.n_actions)
        act = t.action(i)
        try:
            state.apply(act, self.seat)
        except IllegalAction as e:
            if self.illegal_action == "raise":
                raise IllegalAction(f"action {i} ({act}) is not legal now: {e}") from None
            self._done = True
            obs, info = self._obs_info()
            info["illegal_action"] = True
            return obs, self.illegal_reward, True, False, info
        self._play_bots()
        obs, info = self._obs_info()
        if state.is_over:
            self._done = True
            return obs, self._final(state), True, False, info
        return obs, 0.0, False, False, info

    def _final(self, state: State) -> float:
        t = self._table
        return final_rewards(state, t.reward, t.score_scale)[self.seat]

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions now, as booleans (what maskable learners call)."""
        if self.game_state is None:
            raise RuntimeError("call reset() first")
        return self._table.mask(self.game_state, self.seat).astype(bool)

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use 'ansi'")
            return None
        return self._table.render(self.game_state)


class StilLeanEnv:
    """The self-play loop without PettingZoo's bookkeeping, the way RLCard's ``env.step``
    works: every call returns the observation vector of the seat to act, the indices of
    its legal actions (a list in the game's order of them, as RLCard's ``legal_actions``,
    rather than a mask of every index) and that seat.

    ``reset(seed)`` deals ``stil.game(game_id).new(players, seed=seed, options)`` exactly
    as :class:`StilAECEnv` does; ``step(i)`` plays index ``i`` for the seat to act. Once
    the game is over, ``step`` returns the observation of the seat that moved last, no
    legal actions and ``None``; :meth:`rewards` gives every seat's :func:`final_rewards`
    (all 0 before the end). ``options``, ``reward``, ``score_scale`` and ``encoder`` are as
    for :class:`StilAECEnv`. An index the seat may not play raises
    :class:`stil.IllegalAction` and changes nothing.

    >>> env = StilLeanEnv("cabbage")
    >>> obs, legal, seat = env.reset(seed=7)
    >>> while seat is not None:
    ...     obs, legal, seat = env.step(legal[0])
    >>> sorted(env.rewards())
    [-1.0, 1.0]
    """

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        score_scale: float | None = None,
        encoder: EncoderChoice = "auto",
    ) -> None:
        self._table = _Table(game_id, players, options, reward, score_scale, encoder)
        self.players = players
        self.n_actions = self._table.n_actions
        self.game_state: State | None = None
        self.game_seed: int | None = None

    def reset(self, seed: int | None = None) -> tuple[Vector, list[int], int]:
        game_seed = int(seed) if seed is not None else secrets.randbits(63)
        self.game_seed = game_seed
        state = self.game_state = self._table.deal(game_seed)
        seat = state.to_act
        assert seat is not None, "a new game is never over"
        return *self._table.lean_observe(state, seat), seat

    def step(self, action: int) -> tuple[Vector, list[int], int | None]:
        state = self.game_state
        if state is None:
            raise RuntimeError("call reset() before step()")
        t = self._table
        i = _action_index(action, t.n_actions)
        act = t.action(i)
        seat = state.to_act
        try:
            state.apply(act)
        except IllegalAction as e:
            raise IllegalAction(f"seat {seat} may not play action {i} ({act}) now: {e}") from None
        nxt = state.to_act
        assert seat is not None
        return *t.lean_observe(state, seat if nxt is None else nxt), nxt

    def rewards(self) -> list[float]:
        """Every seat's reward: :func:`final_rewards` once the game is over, else 0."""
        state = self.game_state
        if state is None or not state.is_over:
            return [0.0] * self.players
        t = self._table
        return final_rewards(state, t.reward, t.score_scale)
