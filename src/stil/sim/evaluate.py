"""Any agent against our bots over duplicate deals, with Wilson intervals.

An *agent* is what a bot is: ``choose(observation, legal, rng) -> Action`` — a
:class:`stil.bots.Bot`, a bot's name (``"ismcts"``: a baseline), or any callable with that
signature, for instance a trained policy wrapped to read the observation. From the command
line (``stil evaluate GAME --agent SPEC``) ``SPEC`` is a bot name, ``module:name`` or
``path/to/file.py:name``, where ``name`` is such a callable, a :class:`~stil.bots.Bot`
subclass, or a function of the game id returning either (a "policy file").

Duplicate deals: each of ``deals`` deals is played once with the agent in each seat, the
bots in the others (each on its own generator seeded from the deal), so luck of the deal
cancels out and the agent sits in every seat equally often.

>>> row = evaluate("cabbage", "heuristic", deals=3, opponents="random")
>>> row.games, row.agent, 0.0 <= row.low <= row.rate <= row.high <= 1.0
(6, 'heuristic', True)
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from stil.bots import Bot, make_bot
from stil.core import Action, Observation, Rng, game
from stil.sim.match import bot_rng, game_seeds, wilson_interval

#: what an agent is called with
Choose = Callable[[Observation, Sequence[Action], Rng], Action]
#: mixed into a deal's seed for the agent's own generator
_AGENT_SALT = 0xA6E7


@dataclass(frozen=True)
class Evaluation:
    """An agent's results against bots: the win rate over all games (a win shared by
    ``k`` seats counts ``1/k``) with its Wilson 95% interval, the rate by seat, the mean
    score, and the agent's mean time a decision."""

    game: str
    agent: str
    opponents: str
    players: int
    deals: int
    games: int
    wins: float
    rate: float
    low: float
    high: float
    by_seat: tuple[float, ...]
    mean_score: float
    ms_per_decision: float
    seed: int


def load_agent(spec: str | Bot | Choose, game_id: str) -> tuple[str, Choose]:
    """An agent and its name, from a bot name, ``module:name``, ``file.py:name``, a
    :class:`~stil.bots.Bot` or a callable. ``ValueError`` says what is wrong with a spec."""
    if not isinstance(spec, str) and hasattr(spec, "choose"):
        return type(spec).__name__, spec.choose
    if callable(spec) and not isinstance(spec, str):
        return getattr(spec, "__name__", "agent"), spec
    if ":" not in spec:
        bot = make_bot(spec, game_id)  # ValueError names the bots
        return spec, bot.choose
    where, _, name = spec.rpartition(":")
    try:
        if where.endswith(".py") or os.sep in where:
            loader = importlib.util.spec_from_file_location(f"stil_agent_{abs(hash(where))}", where)
            if loader is None or loader.loader is None:
                raise ValueError(f"{where}: not a Python file")
            module = importlib.util.module_from_spec(loader)
            loader.loader.exec_module(module)
        else:
            module = importlib.import_module(where)
    except (OSError, ImportError, SyntaxError) as e:
        raise ValueError(f"cannot load agent {spec!r}: {e}") from None
    obj = getattr(module, name, None)
    if obj is None:
        raise ValueError(f"{where} has no {name!r}")
    if isinstance(obj, type) and hasattr(obj, "choose"):
        obj = obj()
    elif callable(obj) and not hasattr(obj, "choose"):
        try:
            made = obj(game_id) if _takes_game(obj) else obj
        except TypeError:
            made = obj
        obj = made
    if hasattr(obj, "choose"):
        return spec, obj.choose
    if callable(obj):
        return spec, obj
    raise ValueError(f"{spec}: not a bot or a choose(observation, legal, rng) callable")


def _takes_game(fn: Any) -> bool:
    """Is ``fn`` a factory of one argument (the game id) rather than an agent of three?"""
    import inspect

    try:
        params = [
            p
            for p in inspect.signature(fn).parameters.values()
            if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]
    except (TypeError, ValueError):
        return False
    return len(params) == 1


def evaluate(
    game_id: str,
    agent: str | Bot | Choose,
    deals: int = 100,
    *,
    opponents: str = "heuristic",
    players: int = 2,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Evaluation:
    """Play ``deals`` deals, each once with the agent in every seat and ``opponents`` (a bot
    name) in the others; the agent's win rate with its interval."""
    if deals < 1:
        raise ValueError(f"deals must be at least 1, got {deals}")
    g = game(game_id)
    g.check_players(players)
    needed = g.spec.options_for(players)
    opts = {**needed, **(options or {})}
    g.new(players=players, seed=0, options=opts)  # validates them
    name, choose = load_agent(agent, game_id)
    make_bot(opponents, game_id)  # an unknown bot fails before any game
    wins, score, thinking, decisions = 0.0, 0.0, 0.0, 0
    by_seat = [0.0] * players
    total = deals * players
    done = 0
    for deal in game_seeds(seed, deals):
        for seat in range(players):
            state = g.new(players=players, seed=deal, options=opts)
            bots = [make_bot(opponents, game_id) for _ in range(players)]
            rngs = [bot_rng(deal, s) for s in range(players)]
            own = Rng(deal ^ _AGENT_SALT)
            while not state.is_over:
                to_act = state.to_act
                assert to_act is not None
                legal = state.legal_actions()
                if to_act == seat:
                    start = time.process_time()
                    action = choose(state.view(seat), legal, own)
                    thinking += time.process_time() - start
                    decisions += 1
                else:
                    action = bots[to_act].choose(state.view(to_act), legal, rngs[to_act])
                state.apply(action)
            winners = state.winners()
            share = 1 / len(winners) if seat in winners else 0.0
            wins += share
            by_seat[seat] += share / deals
            score += state.scores()[seat] / total
            done += 1
            if progress:
                progress(done, total)
    low, high = wilson_interval(wins, total)
    return Evaluation(
        game_id,
        name,
        opponents,
        players,
        deals,
        total,
        wins,
        wins / total,
        low,
        high,
        tuple(by_seat),
        score,
        1000 * thinking / decisions if decisions else 0.0,
        seed,
    )


def evaluation_text(e: Evaluation) -> str:
    """One line, as ``stil evaluate`` prints it."""
    seats = ", ".join(f"{r:.3f}" for r in e.by_seat)
    return (
        f"{e.agent} vs {e.opponents} at {e.game} ({e.players} players, {e.deals} deals × "
        f"{e.players} seats): win rate {e.rate:.3f} (95% CI {e.low:.3f}–{e.high:.3f}); by "
        f"seat {seats}; mean score {e.mean_score:.1f}; {e.ms_per_decision:.2f} ms a decision"
    )


__all__ = ["Choose", "Evaluation", "evaluate", "evaluation_text", "load_agent"]
