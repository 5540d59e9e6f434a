"""A wide action space as two small steps: first the verb and its first argument (the
card, the column), then the rest (the row and the turn).

Catboxes numbers every placement of a card on its table: ``place x y r`` over every cell
gives 218,575 action indices, and a mask that wide costs more than the game's rules to
build and to read every step. :class:`TwoStep` splits each action of a game's
:class:`~stil.core.ActionSpace` into a *head* (the verb and its first argument: ``place
-3``, ``play 2``, ``draw``) and a *tail* (the remaining arguments: ``4 1``); an action
with fewer than two arguments is a head alone (or, when other actions continue the same
head, the head with the empty tail). :class:`StilTwoStepAECEnv` is the PettingZoo
AEC environment over it: the agent to act first picks a head among those of its legal
actions, then, when that head has tails, a tail among its legal ones (the same agent acts
again); the engine sees one action as before. For catboxes at the default options the two
spaces have 1,006 and 627 entries, so the action space is ``Discrete(1006)``.
:class:`StilTwoStepGymEnv` is the same for one learner against the bots (Gymnasium).

The observation is the game's vector followed by the step's own part: 1 when a head has
been chosen and its tail is asked, then the chosen head one-hot (zeros for a seat not
acting). Rewards come when the game ends, as in :class:`~stil.rl.StilAECEnv`.

>>> env = StilTwoStepAECEnv("cabbage")
>>> env.reset(seed=1)
>>> int(env.action_space(env.agent_selection).n) == TwoStep.of("cabbage").n
True
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from stil.core import IllegalAction, game
from stil.rl.env import Obs, StilAECEnv, StilGymEnv, _action_index

#: the widest flat action space offered by default (wider: two steps)
WIDEST_MASK = 5000


def two_steps(game_id: str, actions: str) -> bool:
    """Whether ``actions`` (``"auto"``, ``"flat"``, ``"two_step"``) asks for two steps
    for ``game_id``: ``"auto"`` where its flat space passes :data:`WIDEST_MASK`."""
    if actions not in ("auto", "flat", "two_step"):
        raise ValueError(f"actions must be 'auto', 'flat' or 'two_step', got {actions!r}")
    wide = len(game(game_id).actions) > WIDEST_MASK
    return actions == "two_step" or (actions == "auto" and wide)


class TwoStep:
    """A game's action indices as (head, tail) pairs; ``tail`` -1 for a one-step action."""

    def __init__(self, game_id: str) -> None:
        actions = game(game_id).actions
        n = len(actions)
        heads: dict[tuple[Any, ...], int] = {}
        tails: dict[tuple[Any, ...], int] = {}
        self.head_of = np.empty(n, dtype=np.int32)
        self.tail_of = np.empty(n, dtype=np.int32)
        #: (head, tail) -> the flat index; a one-step head -> its flat index
        self.flat: dict[tuple[int, int], int] = {}
        self.single: dict[int, int] = {}
        keys: list[tuple[tuple[Any, ...], tuple[Any, ...] | None]] = []
        for i in range(n):
            a = actions.action(i)
            if len(a.args) >= 2:
                keys.append(((a.name, a.args[0]), tuple(a.args[1:])))
            else:
                keys.append(((a.name, *a.args), None))
        # a head that some action continues: its action without more arguments is the tail
        # () of it (unicorns has verbs both ways)
        continued = {h for h, t in keys if t is not None}
        for i, (hk, tk) in enumerate(keys):
            h = heads.setdefault(hk, len(heads))
            if tk is None and hk in continued:
                tk = ()
            if tk is None:
                self.single[h] = i
                self.tail_of[i] = -1
            else:
                t = tails.setdefault(tk, len(tails))
                self.flat[(h, t)] = i
                self.tail_of[i] = t
            self.head_of[i] = h
        self.n_heads, self.n_tails = len(heads), len(tails)
        #: the size of the action space: both steps' choices are indices below it
        self.n = max(self.n_heads, self.n_tails, 1)

    @staticmethod
    @cache
    def of(game_id: str) -> TwoStep:
        """The split of ``game_id``'s actions (worked out once per process: a few seconds
        for catboxes' 218,575)."""
        return TwoStep(game_id)


class StilTwoStepAECEnv(StilAECEnv):
    """:class:`~stil.rl.StilAECEnv` with the action space of :class:`TwoStep` (the
    arguments are the same). ``observe`` gives ``{"observation", "action_mask"}`` with a
    mask of ``TwoStep.n`` entries over the heads, or over the chosen head's tails."""

    def __init__(self, game_id: str, players: int = 2, **kwargs: Any) -> None:
        super().__init__(game_id, players, **kwargs)
        self.metadata = {**self.metadata, "name": f"stil_{game_id}_two_step_v0"}
        two = self.two = TwoStep.of(game_id)
        t = self._table
        low = np.concatenate((t.low, np.zeros(1 + two.n_heads, np.float32)))
        high = np.concatenate((t.high, np.ones(1 + two.n_heads, np.float32)))
        space = spaces.Dict(
            {
                "observation": spaces.Box(low, high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(two.n,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(two.n) for a in self.possible_agents}
        #: the head the agent to act has chosen, its tail not yet (``None``: none)
        self.head: int | None = None
        #: the acting seat's vector when it chose the head (the state has not moved since)
        self._kept: tuple[int, Any] | None = None

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        super().reset(seed, options)
        self.head = None
        self._kept = None

    def _legal(self, seat: int) -> list[int]:
        state = self.game_state
        assert state is not None
        if state.to_act != seat:
            return []
        return self._table.indices(state.legal_actions())

    def observe(self, agent: str) -> Obs:
        if self.game_state is None:
            raise RuntimeError("call reset() before observe()")
        seat = self._seat[agent]
        two = self.two
        kept = self._kept
        if self.head is not None and kept is not None and kept[0] == seat:
            vector = kept[1]  # asked for the tail: nothing has moved since the head
        else:
            vector = self._table.vector(self.game_state, seat)
            if self.head is None and self.game_state.to_act == seat:
                self._kept = (seat, vector)
        extra = np.zeros(1 + two.n_heads, np.float32)
        mask = np.zeros(two.n, np.int8)
        legal = self._legal(seat)
        if legal:
            if self.head is None:
                mask[two.head_of[legal]] = 1
            else:
                extra[0] = 1.0
                extra[1 + self.head] = 1.0
                flat = np.asarray(legal)
                tails = two.tail_of[flat[two.head_of[flat] == self.head]]
                mask[tails] = 1
        return {"observation": np.concatenate((vector, extra)), "action_mask": mask}

    def step(self, action: int | None) -> None:
        if self.game_state is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        two = self.two
        i = _action_index(action, two.n)
        legal = self._legal(self._seat[agent])
        if self.head is None:
            heads = {int(two.head_of[j]) for j in legal}
            if i not in heads:
                raise IllegalAction(f"{agent} may not choose head {i} now")
            flat = two.single.get(i)
            if flat is None or flat not in legal:  # the head has tails: ask for one
                self.head = i
                return
        else:
            flat = two.flat.get((self.head, i))
            if flat is None or flat not in legal:
                raise IllegalAction(f"{agent} may not choose tail {i} after head {self.head}")
        self.head = None
        super().step(flat)


class StilTwoStepGymEnv(StilGymEnv):
    """:class:`~stil.rl.StilGymEnv` (one learner against bots, the same arguments) with
    the action space of :class:`TwoStep`: ``Discrete(TwoStep.n)``, the mask over the
    legal heads, or over the chosen head's legal tails.

    ``step(head)`` for a head that has tails returns the observation asking for the tail
    (reward 0, the game not advanced: nothing moves, the bots do not play); ``step(tail)``
    (or ``step(head)`` for a head alone) plays the action and then the bots, as
    :class:`~stil.rl.StilGymEnv` does. The observation is ``StilGymEnv``'s vector followed
    by the step's part (1 while a tail is asked, then the chosen head one-hot), and the
    mask; ``info["action_mask"]`` and :meth:`action_masks` give the current step's mask.
    An index not in the mask is handled as ``StilGymEnv`` handles an illegal one
    (``illegal_action="lose"``: the episode ends with ``illegal_reward``; ``"raise"``:
    :class:`stil.IllegalAction`, nothing changes, a chosen head stays chosen); an index
    out of range raises :class:`stil.InvalidAction`. ``reset(seed=s)`` deals the game
    ``StilGymEnv`` deals, with the same bots' generators.

    >>> env = StilTwoStepGymEnv("cabbage", opponents="random")
    >>> obs, info = env.reset(seed=1)
    >>> env.action_masks().shape == (TwoStep.of("cabbage").n,)
    True
    """

    def __init__(self, game_id: str, players: int = 2, **kwargs: Any) -> None:
        super().__init__(game_id, players, **kwargs)
        two = self.two = TwoStep.of(game_id)
        t = self._table
        low = np.concatenate((t.low, np.zeros(1 + two.n_heads, np.float32)))
        high = np.concatenate((t.high, np.ones(1 + two.n_heads, np.float32)))
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(low, high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(two.n,), dtype=np.int8),
            }
        )
        self.action_space = spaces.Discrete(two.n)
        #: the head the learner has chosen, its tail not yet (``None``: none)
        self.head: int | None = None
        #: the learner's vector and legal flat indices since the state last moved
        self._vector: Any = None
        self._legal: npt.NDArray[np.intp] = np.empty(0, np.intp)
        #: the current step's mask (what ``action_masks`` gives)
        self._mask: npt.NDArray[np.int8] = np.zeros(two.n, np.int8)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        self.head = None
        return super().reset(seed=seed, options=options)

    def _obs_info(self) -> tuple[Obs, dict[str, Any]]:
        """The observation after the state moved (``StilGymEnv.step`` and ``reset`` call
        it): the learner's vector and legal actions are worked out again."""
        state = self.game_state
        assert state is not None
        t = self._table
        self._vector = t.vector(state, self.seat)
        legal = t.indices(state.legal_actions()) if state.to_act == self.seat else []
        self._legal = np.asarray(legal, dtype=np.intp)
        return self._two_step_obs_info()

    def _two_step_obs_info(self) -> tuple[Obs, dict[str, Any]]:
        """The observation of the current step, from the kept vector and legal actions."""
        state = self.game_state
        assert state is not None
        two, legal = self.two, self._legal
        extra = np.zeros(1 + two.n_heads, np.float32)
        mask = np.zeros(two.n, np.int8)
        if len(legal):
            if self.head is None:
                mask[two.head_of[legal]] = 1
            else:
                extra[0] = 1.0
                extra[1 + self.head] = 1.0
                mask[two.tail_of[legal[two.head_of[legal] == self.head]]] = 1
        self._mask = mask.copy()  # obs["action_mask"] is the caller's
        obs = {"observation": np.concatenate((self._vector, extra)), "action_mask": mask}
        info: dict[str, Any] = {"action_mask": mask.copy(), "game_seed": self.game_seed}
        if state.is_over:
            info["scores"] = state.scores()
            info["winners"] = state.winners()
        return obs, info

    def step(self, action: int) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state is None or self._done or state.is_over:
            return super().step(action)  # no episode, or the bots ended it: as StilGymEnv
        two = self.two
        i = _action_index(action, two.n)
        head = self.head
        if not self._mask[i]:
            what = f"head {i}" if head is None else f"tail {i} after head {head}"
            if self.illegal_action == "raise":
                raise IllegalAction(f"{what} is not legal now")
            self._done = True
            self.head = None
            obs, info = self._two_step_obs_info()
            info["illegal_action"] = True
            return obs, self.illegal_reward, True, False, info
        if head is None:
            flat = two.single.get(i)
            if flat is None:  # the head has tails: ask for one, nothing moves
                self.head = i
                obs, info = self._two_step_obs_info()
                return obs, 0.0, False, False, info
        else:
            flat = two.flat[(head, i)]
        self.head = None
        return super().step(flat)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The current step's legal heads or tails, as booleans (what maskable learners
        call)."""
        if self.game_state is None:
            raise RuntimeError("call reset() first")
        return self._mask.astype(bool)


__all__ = ["StilTwoStepAECEnv", "StilTwoStepGymEnv", "TwoStep"]
