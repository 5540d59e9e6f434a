"""Reaching every decision type of a game, for the hidden-information tests.

A game's decision types are the ``decision.<kind>`` texts of its locale catalog (what any
UI may be asked to show). :func:`find_decisions` plays seeded random games, with random
rule options, until each kind has been met (or a budget runs out) and keeps, per kind, a
few states where that kind is pending, so a test can check every one of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from stil.core import Game, Rng, State
from stil.i18n import catalog
from stil.testing.stateful import random_options


def decision_kinds(game: Game) -> set[str]:
    """The kinds of decision the game may ask (keys ``decision.<kind>`` of its texts)."""
    return {
        key.removeprefix("decision.")
        for key in catalog(game.spec.id).keys()  # noqa: SIM118 (not a dict)
        if key.startswith("decision.") and key.count(".") == 1
    }


@dataclass
class Found:
    """A state where ``kind`` is pending, and how it was reached."""

    kind: str
    state: State
    players: int
    options: dict[str, object]
    seed: int
    #: the actions that led from ``new(players, seed, options)`` to ``state``
    actions: list[str]


def find_decisions(
    game: Game,
    kinds: Iterable[str],
    per_kind: int = 2,
    max_games: int = 400,
    seed: int = 0,
) -> dict[str, list[Found]]:
    """Up to ``per_kind`` states for each of ``kinds``, from seeded random games (the
    default options first, then random ones, over every player count). Kinds never met
    within ``max_games`` games are missing from the answer."""
    wanted = set(kinds)
    found: dict[str, list[Found]] = {}
    counts = game.spec.player_counts
    rng = Rng(seed)
    for n in range(max_games):
        if all(len(found.get(k, ())) >= per_kind for k in wanted):
            break
        players = counts[n % len(counts)]
        options: dict[str, object] = (
            game.spec.options_for(players)
            if n < len(counts)
            else random_options(game, players, Rng(rng.below(2**31)))
        )
        game_seed = rng.below(2**31)
        state = game.new(players, game_seed, options)
        moves = Rng(game_seed)
        actions: list[str] = []
        while not state.is_over and len(actions) < 5_000:
            decision = state.decision
            assert decision is not None
            got = found.setdefault(decision.kind, [])
            # keep at most one state per kind and game, so the samples differ
            if len(got) < per_kind and (not got or got[-1].seed != game_seed):
                here = state.clone()
                got.append(Found(decision.kind, here, players, options, game_seed, actions[:]))
            legal = state.legal_actions()
            action = legal[moves.below(len(legal))]
            state.apply(action)
            actions.append(str(action))
    return found
