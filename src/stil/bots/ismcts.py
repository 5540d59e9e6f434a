"""Information-set Monte Carlo tree search (single observer), for every registered game.

Each iteration deals the unseen cards at random with the game's ``determinize`` (so the
bot never looks at the real state), walks down one tree shared by all deals choosing by UCB
among the actions legal in this deal (each child counts how often it was available, as
Cowling, Powley and Whitehouse's SO-ISMCTS does), adds one node, plays the rest of the game
at random and credits each node with the result for the seat that chose it. The move played
is the root child visited most.

>>> import stil
>>> s = stil.game("cabbage").new(players=2, seed=1)
>>> bot = IsmctsBot(iterations=50)
>>> bot.choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

from stil.core import Action, Observation, Rng, Seat, State
from stil.core.registry import game as get_game


class _Node:
    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: Seat | None) -> None:
        self.seat = seat  # who chose the move leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


def outcome(state: State) -> list[float]:
    """Per seat, in [0, 1]: half for winning (1/k of it to each of k winners), half for the
    margin over the best other seat. The margin term tells a narrow loss from a rout, which
    win/loss alone cannot do over random playouts of long games."""
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    scores = state.scores()
    values = []
    for seat, own in enumerate(scores):
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        margin = (own - best_other) / (abs(own) + abs(best_other) + 1)
        win = share if seat in winners else 0.0
        values.append(0.5 * win + 0.25 * (1 + margin))
    return values


@dataclass
class IsmctsBot:
    """``iterations`` per move, or as many as ``seconds`` allow; ``noise`` is the chance
    of playing a random legal move instead (the easy level's deliberate mistakes)."""

    iterations: int | None = None
    seconds: float = 0.2
    exploration: float = 0.7
    noise: float = 0.0
    name: str = "ismcts"
    max_rollout: int = 5_000

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        game = get_game(observation.game)
        root = _Node(None)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif done and time.perf_counter() >= deadline:
                break
            self._iterate(game.determinize(observation, rng), root, rng)
            done += 1
        allowed = set(legal)
        best = max(
            (a for a in root.children if a in allowed),
            key=lambda a: (root.children[a].visits, root.children[a].reward),
            default=None,
        )
        return best if best is not None else legal[rng.below(len(legal))]

    def _iterate(self, state: State, root: _Node, rng: Rng) -> None:
        node = root
        path = [root]
        # selection and expansion, in this deal
        while not state.is_over:
            seat = state.to_act
            actions = state.legal_actions()
            for a in actions:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[rng.below(len(untried))]
                child = _Node(seat)
                child.avail = 1
                node.children[action] = child
                state.apply(action)
                path.append(child)
                break
            action = self._ucb(node, actions)
            node = node.children[action]
            state.apply(action)
            path.append(node)
        # random play to the end
        for _ in range(self.max_rollout):
            if state.is_over:
                break
            actions = state.legal_actions()
            state.apply(actions[rng.below(len(actions))])
        result = outcome(state) if state.is_over else [0.0] * state.players
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += result[n.seat]

    def _ucb(self, node: _Node, actions: Sequence[Action]) -> Action:
        c = self.exploration
        best, best_value = actions[0], -math.inf
        for a in actions:
            child = node.children[a]
            value = child.reward / child.visits + c * math.sqrt(
                math.log(max(child.avail, 1)) / child.visits
            )
            if value > best_value:
                best, best_value = a, value
        return best


# Budgets in iterations, not seconds, so that a seeded game replays exactly whatever the
# machine's load; "normal" is about 0.2 s a move here (cabbage ~0.15 s, princes ~0.25 s).
LEVELS: dict[str, IsmctsBot] = {
    "easy": IsmctsBot(iterations=60, noise=0.15, name="ismcts-easy"),
    "normal": IsmctsBot(iterations=300, name="ismcts"),
    "hard": IsmctsBot(iterations=1500, name="ismcts-hard"),
}


def level(name: str) -> IsmctsBot:
    """A fresh bot of a difficulty level: ``easy``, ``normal`` or ``hard``."""
    base = LEVELS[name]
    return IsmctsBot(
        iterations=base.iterations,
        seconds=base.seconds,
        exploration=base.exploration,
        noise=base.noise,
        name=base.name,
    )
