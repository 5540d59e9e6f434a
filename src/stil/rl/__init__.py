"""Reinforcement-learning environments for every registered game (needs the ``rl`` extra).

>>> from stil.rl import make_env
>>> env = make_env("cabbage", players=2, kind="gym", opponents="random")
>>> obs, info = env.reset(seed=1)
>>> sorted(obs), obs["observation"].dtype.name
(['action_mask', 'observation'], 'float32')

See ``docs/rl.md``: the environments, the observation encodings, rewards, the OpenSpiel
adapter (``stil.rl.openspiel``) and the training examples.
"""

from __future__ import annotations

from typing import Any, Literal

from stil.core import games
from stil.rl.encoding import (
    ENCODERS,
    Block,
    EncoderChoice,
    NoEncoder,
    bounds,
    encode,
    encoding_for,
    layout,
)
from stil.rl.env import StilAECEnv, StilGymEnv, StilLeanEnv, final_rewards, legal_in
from stil.rl.twostep import WIDEST_MASK, StilTwoStepAECEnv, StilTwoStepGymEnv, two_steps
from stil.rl.vector import StilProcVectorEnv, StilVectorEnv


def make_env(
    game_id: str,
    players: int = 2,
    *,
    kind: Literal["aec", "gym"] = "aec",
    actions: Literal["auto", "flat", "two_step"] = "auto",
    **kwargs: Any,
) -> StilAECEnv | StilGymEnv:
    """An environment for ``game_id``: ``kind="aec"`` a PettingZoo :class:`StilAECEnv`,
    ``"gym"`` a Gymnasium :class:`StilGymEnv` (``seat=``, ``opponents=``...). The other
    keyword arguments go to the class. ``actions``: ``"two_step"`` gives the two-step env
    of :mod:`stil.rl.twostep` (:class:`StilTwoStepAECEnv`, :class:`StilTwoStepGymEnv`: no
    mask over a few thousand entries), ``"flat"`` the one index per action, ``"auto"``
    (default) two steps where the flat space would pass :data:`WIDEST_MASK` entries
    (catboxes), else flat."""
    if kind not in ("aec", "gym"):
        raise ValueError(f"kind must be 'aec' or 'gym', got {kind!r}")
    two_step = two_steps(game_id, actions)
    if kind == "aec":
        if two_step:
            return StilTwoStepAECEnv(game_id, players, **kwargs)
        return StilAECEnv(game_id, players, **kwargs)
    if two_step:
        return StilTwoStepGymEnv(game_id, players, **kwargs)
    return StilGymEnv(game_id, players, **kwargs)


def register_envs() -> list[str]:
    """Register ``stil/<game_id>-v0`` with Gymnasium for every registered game, so
    ``gymnasium.make("stil/cabbage-v0", players=3, opponents="heuristic")`` works; the
    ids registered. They make :func:`make_env`'s Gymnasium env with ``actions="flat"``
    (a :class:`StilGymEnv`, as they always have); pass ``actions="auto"`` or
    ``"two_step"`` to ``gymnasium.make`` for :class:`StilTwoStepGymEnv`."""
    import gymnasium

    ids = []
    for game_id in games():
        env_id = f"stil/{game_id}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="stil.rl:make_env",
                kwargs={"game_id": game_id, "kind": "gym", "actions": "flat"},
            )
        ids.append(env_id)
    return ids


__all__ = [
    "ENCODERS",
    "WIDEST_MASK",
    "Block",
    "EncoderChoice",
    "NoEncoder",
    "StilAECEnv",
    "StilGymEnv",
    "StilLeanEnv",
    "StilProcVectorEnv",
    "StilTwoStepAECEnv",
    "StilTwoStepGymEnv",
    "StilVectorEnv",
    "bounds",
    "encode",
    "encoding_for",
    "final_rewards",
    "layout",
    "legal_in",
    "make_env",
    "register_envs",
]
