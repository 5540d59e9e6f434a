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
from gymnasium import spaces

from stil.core import IllegalAction, game
from stil.rl.env import Obs, StilAECEnv, _action_index


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


__all__ = ["StilTwoStepAECEnv", "TwoStep"]
