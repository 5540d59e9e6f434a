"""Whether a move may be taken back: a *quiet* move used no randomness and revealed nothing.

A person may take back their last move while nobody has acted since (the server checks
that), provided the move was quiet: taking it back must not let anyone try again with
knowledge they did not have before it. Two things make a move loud:

- **randomness**: the state's random stream moved (a die, a shuffle, a random pick);
- **hidden information**: what the mover or everybody sees, or what the log tells anyone,
  changed in a way that depends on something the mover could not see (a card drawn from
  the pile, a card taken from a hand, the next seat's draw at the start of its turn, when
  the game logs it).

The second is checked by replaying: the move is played again in several *worlds* that the
mover cannot tell from the real one (the state with everything hidden from the mover
re-dealt, :meth:`~stil.core.game.Game.resample_hidden`), and in each world the mover's view,
the spectator's view and the new log entries must change exactly as in the real game. (The
other seats' own views are not compared: in a world their hands differ, so what they may
do next differs with them, which says nothing about the move.) A draw changes the drawer's hand
differently from world to world, so it is loud; playing a card from one's own hand changes
every world the same way, so it is quiet. The worlds come from a fixed seed: the answer for
a given position is always the same.

>>> import stil
>>> g = stil.game("princes")
>>> s = g.new(2, seed=3)
>>> a = s.legal_actions()[0]
>>> str(a), loud(s, a)
('draw', 'hidden')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from stil.core.action import Action
from stil.core.game import State
from stil.core.rng import Rng

#: worlds replayed per check; a drawn card that every one of them draws alike would have
#: to be all but certain from what the mover saw (each world misses it with the chance of
#: that card, ``p ** WORLDS`` in all)
WORLDS = 24
#: the seed of the worlds (public on purpose: the worlds re-deal only what the mover cannot
#: see, so knowing the seed tells nobody anything)
WORLD_SEED = 0x5717_0039

Loud = Literal["random", "hidden"]


def _changes(before: Any, after: Any) -> Any:
    """What changed from ``before`` to ``after`` (JSON): ``None`` when nothing did, the new
    value where a leaf or a list of another length changed, else the changes per key or
    index."""
    if before == after:
        return None
    if isinstance(before, Mapping) and isinstance(after, Mapping):
        keys = sorted(set(before) | set(after), key=str)
        out = {k: _changes(before.get(k), after.get(k)) for k in keys}
        return {k: v for k, v in out.items() if v is not None} or None
    if (
        isinstance(before, Sequence)
        and isinstance(after, Sequence)
        and not isinstance(before, str)
        and not isinstance(after, str)
        and len(before) == len(after)
    ):
        return [_changes(b, a) for b, a in zip(before, after, strict=True)]
    return ("=", after)


def _effect(before: State, after: State, seat: int | None) -> list[Any]:
    """How the move changed the mover's view and the spectator's, and the log entries it
    added with who sees them."""
    seats = [seat, None]
    views = [_changes(before.view(s).data, after.view(s).data) for s in seats]
    return [views, [[v, dict(e)] for v, e in after.log[len(before.log) :]]]


def loud(before: State, action: Action) -> Loud | None:
    """Why taking ``action`` back from ``before`` would be unfair (``"random"``: it used the
    random stream; ``"hidden"``: it showed someone something the mover could not see), or
    ``None`` when it is quiet. ``before`` is not changed."""
    seat = before.to_act
    after = before.clone()
    after.apply(action)
    if after.rng.state != before.rng.state:
        return "random"
    effect = _effect(before, after, seat)
    rng = Rng(WORLD_SEED)
    game = type(before).game
    for _ in range(WORLDS):
        world = game.resample_hidden(before, seat, rng.fork())
        world_before = world.clone()
        rng_before = world.rng.state
        try:
            world.apply(action)
        except ValueError:  # not even legal there: the move leaned on something hidden
            return "hidden"
        if world.rng.state != rng_before:
            return "random"
        if _effect(world_before, world, seat) != effect:
            return "hidden"
    return None


def quiet(before: State, action: Action) -> bool:
    return loud(before, action) is None


__all__ = ["WORLDS", "Loud", "loud", "quiet"]
