"""Bots that teach: a hint for the seat to act, and a review of a finished game.

Both read a seat's *observation* only, as every bot does (``docs/bots.md``, "Fair by
construction"), and draw their randomness from a seed they are given, so that the same
observation and seed give the same answer whatever the cards the seat cannot see.

- :func:`hint`: the expert level's move (``ismcts-expert``) from the seat's observation,
  and, where the game's learned evaluation has a model for the player count, a reason:
  the expert's move and the next best are each tried in the same few deals of what the
  seat cannot see (:func:`values`), and the reason names the block of evaluation features
  (``stil.core.encoding.layout``: "castle_0", "hand", "scores"...) whose weighted change
  favours the expert's move most.
- :func:`review`: a finished game replayed move by move; after each move every seat's
  chance of winning, estimated by the learned evaluation from *that seat's own view* (the
  chance is not shared out between the seats: each seat's line says what that seat could
  have believed); the end is the result (a win shared by k seats: 1/k each). For each
  person's seat, the three of its own decisions (with a choice) across which its chance
  fell most, each with the expert's move from that decision and how much chance it would
  have kept: the played move and the expert's are valued in the same deals of that
  decision's observation (:func:`values`).

Where the game has no model for the table's size (catboxes at three players and more,
unicorns at seven and eight), a hint has no reason, and a review's chances are played out
instead: each seat's mean share of the win over a few deals of what it cannot see, each
played out at random (:func:`sampled_chance`), within a budget of playouts; a game too long
for it (unicorns at seven and eight players) gets no chances. NumPy (the evaluation's) is
loaded only when a model is used.

>>> import stil
>>> s = stil.game("cabbage").new(players=2, seed=3)
>>> h = hint(s.view(s.to_act), s.legal_actions(), seed=1, iterations=20)
>>> h.action in s.legal_actions()
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from importlib import resources
from typing import TYPE_CHECKING, Any

from stil.bots.ismcts import level
from stil.core import Action, Observation, Rng, State
from stil.core.registry import game as get_game
from stil.i18n import Catalog, Lang, catalog, register

if TYPE_CHECKING:
    import numpy as np

    from stil.bots.evaluation import Linear

#: deals of what the seat cannot see in which each weighed action is tried
SAMPLES = 8
#: actions weighed for a hint's reason (the expert's, the heuristic's, then others drawn)
CANDIDATES = 12
#: moments a review shows per person
MOMENTS = 3
#: the level whose move a hint gives and a review offers as the alternative
LEVEL = "expert"
#: where the game has no model for the table's size, a chance is the seat's mean share of
#: the win over this many deals of what it cannot see, each played out at random (a short,
#: flat search: :func:`sampled_chance`)...
PLAYOUTS = 16
#: ...or over fewer, as the review's budget allows, but never fewer than this: a game too
#: long for it gets no chances (unicorns at seven and eight players)
LEAST_PLAYOUTS = 8
#: the most random playouts one review's chart may cost (a few seconds of one worker)
REVIEW_PLAYOUTS = 5_000
#: a random playout still going after this many moves is judged by the scores
PLAYOUT_CAP = 2_000
#: mixed into a seed for the deals that value actions, so that they are not the search's
_VALUE_SALT = 0x7EAC4
#: mixed into a seed for the deals a review plays out (no model), for the same reason
_PLAYOUT_SALT = 0x91A7


# -- the evaluation, where the game has one ---------------------------------------------
def model_for(game_id: str, players: int) -> Linear | None:
    """The game's learned model for ``players`` seats, or ``None`` (no file, no model for
    that count, or no NumPy)."""
    try:
        from stil.bots.evaluation import shipped
    except ImportError:
        return None
    found = shipped(game_id)
    return None if found is None else found.models.get(players)


def _features(game_id: str, state: State, seat: int) -> np.ndarray:
    from stil.bots.evaluation import state_features

    return state_features(game_id, state, seat)


def chance(game_id: str, state: State, seat: int, model: Linear) -> float:
    """``seat``'s chance of winning as the model reads *its own view* of ``state`` (the
    result itself once the game is over)."""
    if state.is_over:
        return _result(state, seat)
    return float(model.win(_features(game_id, state, seat)[None, :])[0])


def _result(state: State, seat: int) -> float:
    return _share(state.winners(), seat)


def _share(winners: Sequence[int], seat: int) -> float:
    """``seat``'s share of a win shared by ``winners`` (1/k each)."""
    return 1.0 / len(winners) if seat in winners else 0.0


def played_out(state: State, seat: int, rng: Rng) -> float:
    """``seat``'s share of the win once ``state`` (a deal: every card known) is played out
    by random moves; a playout cut at :data:`PLAYOUT_CAP` moves is shared by the seats
    ahead on score. The state is played on, not copied.

    >>> import stil
    >>> s = stil.game("catboxes").new(players=3, seed=1)
    >>> 0.0 <= played_out(s, 0, Rng(2)) <= 1.0 and s.is_over
    True
    """
    for _ in range(PLAYOUT_CAP):
        actions = [] if state.is_over else state.legal_actions()
        if not actions:
            break
        state.apply(actions[rng.below(len(actions))])
    if state.is_over:
        return _result(state, seat)
    scores = state.scores()
    return _share([s for s, own in enumerate(scores) if own == max(scores)], seat)


def sampled_chance(observation: Observation, rng: Rng, samples: int = PLAYOUTS) -> float:
    """The observing seat's chance of winning where there is no model: its mean share of
    the win over ``samples`` deals of what it cannot see, each played out at random. Read
    from the observation alone, as a bot reads it."""
    seat = observation.seat
    assert seat is not None
    game = get_game(observation.game)
    total = 0.0
    for _ in range(samples):
        total += played_out(game.determinize(observation, rng), seat, rng)
    return total / samples


@dataclass(frozen=True)
class Valued:
    """An action tried in the same deals as the others: its mean chance for the seat, and
    the mean of the model's weighted, standardized features after it (what the reason
    compares; ``None`` where the chance was played out, with no model)."""

    action: Action
    chance: float
    parts: Any  # np.ndarray of the features' contributions to the model's logit, or None


def values(
    observation: Observation,
    actions: Sequence[Action],
    model: Linear | None,
    rng: Rng,
    samples: int = SAMPLES,
) -> list[Valued]:
    """Each action's chance for the observing seat, tried in the same ``samples`` deals of
    what the seat cannot see (the game's ``determinize``; every action in each deal, with
    the same random draws after it), judged by the model from the seat's view after it, or,
    with no model, by the seat's share of the win after random play from there (each action
    of a deal with the same random numbers)."""
    seat = observation.seat
    assert seat is not None
    game = get_game(observation.game)
    total = {a: 0.0 for a in actions}
    parts: dict[Action, Any] = {a: None for a in actions}  # NumPy's only with a model
    if model is not None:
        import numpy as np

        parts = {a: np.zeros_like(model.weights, dtype=np.float64) for a in actions}
    for _ in range(samples):
        deal = game.determinize(observation, rng)
        future = rng.below(1 << 62) if model is None else 0
        for a in actions:
            state = deal.clone()  # every action meets the same deal and the same future
            state.apply(a)
            if model is None:
                total[a] += played_out(state, seat, Rng(future))
                continue
            total[a] += chance(observation.game, state, seat, model)
            x = _features(observation.game, state, seat)
            parts[a] += (x - model.mean) / model.scale * model.weights
    return [
        Valued(a, total[a] / samples, None if model is None else parts[a] / samples)
        for a in actions
    ]


# -- the hint ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reason:
    """Why the expert's move beats the next best, as the evaluation sees it: the feature
    block (``stil.core.encoding.layout``'s name) whose weighted change favours it most, the
    runner-up, and both moves' estimated chances."""

    block: str
    other: Action
    chance: float
    other_chance: float


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: Reason | None


def expert(
    observation: Observation,
    legal: Sequence[Action],
    seed: int,
    budget: float | None = None,
    iterations: int | None = None,
) -> Action:
    """The expert level's move from ``observation`` with the generator seeded ``seed``
    (``budget`` caps the search in seconds: the server's; ``iterations`` overrides the
    level's, for tests)."""
    # as it plays at this table's size, so that ``iterations`` overrides that size's own
    bot = level(LEVEL, observation.game).at(observation.players)
    if budget:
        bot = replace(bot, budget=budget)
    if iterations is not None:
        bot = replace(bot, iterations=iterations)
    return bot.choose(observation, list(legal), Rng(seed))


def hint(
    observation: Observation,
    legal: Sequence[Action],
    seed: int,
    budget: float | None = None,
    iterations: int | None = None,
    samples: int = SAMPLES,
) -> Hint:
    """The expert's move for the observing seat, with the evaluation's reason where it
    gives one (:class:`Reason`)."""
    action = expert(observation, legal, seed, budget, iterations)
    return Hint(action, explain(observation, legal, action, seed, samples))


def explain(
    observation: Observation,
    legal: Sequence[Action],
    action: Action,
    seed: int,
    samples: int = SAMPLES,
) -> Reason | None:
    """Why ``action`` rather than the next best (:class:`Reason`), or ``None`` where the
    game has no model for this table or no other move."""
    if len(legal) < 2 or observation.seat is None:
        return None
    rng = Rng(seed ^ _VALUE_SALT)
    players = observation.players
    model = model_for(observation.game, players)
    if model is None:
        return None
    candidates = [action]
    guide = _heuristic(observation, legal, seed)
    if guide is not None and guide != action:
        candidates.append(guide)
    rest = [a for a in legal if a not in candidates]
    while rest and len(candidates) < CANDIDATES:
        candidates.append(rest.pop(rng.below(len(rest))))
    valued = values(observation, candidates, model, rng, samples)
    mine, others = valued[0], valued[1:]
    best = max(others, key=lambda v: v.chance)
    block = _block(observation.game, players, mine.parts - best.parts)
    if block is None:
        return None
    return Reason(block, best.action, mine.chance, best.chance)


def _heuristic(observation: Observation, legal: Sequence[Action], seed: int) -> Action | None:
    from stil.bots.plain import heuristic

    try:
        bot = heuristic(observation.game)
    except ValueError:
        return None
    return bot.choose(observation, list(legal), Rng(seed))


#: blocks that say whose turn it is, what is asked or which rules are on: a move changes
#: them by being made, which is no reason to make it
_NO_REASON = re.compile(
    r"^(options|phase|current|last|to_act|decision|over|first|turn|turn_state|step|asking|"
    r"asked_first|stack_.*|bot_queue|baby_queue|pending|scoring_pos|council_queue|"
    r"intrigue_queue|end_pending|turns_left|ending|winners|age|solo)$"
)


def _block(game_id: str, players: int, delta: Any) -> str | None:
    """The layout block whose summed contributions favour the first move most (``None``
    when none does), leaving out the blocks of turn order and rules (:data:`_NO_REASON`)."""
    from stil.core.encoding import layout  # NumPy: not in a plain install

    best, best_sum = None, 1e-9
    for b in layout(game_id, players):
        if _NO_REASON.match(b.name):
            continue
        moved = float(delta[b.start : b.end].sum())
        if moved > best_sum:
            best, best_sum = b.name, moved
    return best


# -- words ---------------------------------------------------------------------------------
#: this folder's texts (a catalog of its own: ``teach.…`` keys)
CATALOG = "teach"


def words() -> Catalog:
    """This folder's texts: the reasons' words and the labels of the hint and the review."""
    try:
        return catalog(CATALOG)
    except Exception:
        made = Catalog.from_folder(CATALOG, resources.files("stil.bots"))
        register(made)
        return made


_SEAT_SUFFIX = re.compile(r"^(.*)_(\d+)$")


def thing(
    game_id: str, block: str, observer: int, players: int, names: Sequence[str], lang: Lang
) -> str:
    """A feature block in words: the game's word for it where this folder's texts have one
    (``thing.<game>.<name>``, then ``thing.<name>``, then its first word), with the seat it
    belongs to when the block is one seat's (``castle_1``: the next seat's, relative to the
    observer)."""
    said_in = words()
    whose = None
    name = block
    m = _SEAT_SUFFIX.match(block)
    if m and m.group(1) and not m.group(1)[-1].isdigit():
        name, rel = m.group(1), int(m.group(2))
        if rel < players:
            seat = (observer + rel) % players
            whose = said_in.text(lang, "you") if rel == 0 else names[seat]
    keys = [f"thing.{game_id}.{name}", f"thing.{name}", f"thing.{name.split('_')[0]}"]
    said = next((said_in.text(lang, k) for k in keys if k in said_in), name.replace("_", " "))
    return said_in.text(lang, "whose", thing=said, whose=whose) if whose else said


def reason_text(said: str, other_text: str, lang: Lang) -> str:
    """The hint's one line: what weighs most (:func:`thing`), and the next best move."""
    return words().text(lang, "reason", thing=said, other=other_text)


# -- the review ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Moment:
    """One of a person's decisions where their chance fell most: the move played, the
    expert's from that decision, the chance before and after the move (the seat's view,
    as the chart draws it), and both moves' mean chances over the same deals of what the
    seat could not see. ``drop``: the chance before less the played move's mean (the fall
    with the luck of the draw taken out; what the moments are ranked by); ``kept``: how
    much more the expert's move would have kept (0 when it is the move played)."""

    seat: int
    step: int
    played: Action
    better: Action
    before: float
    after: float
    played_chance: float
    better_chance: float

    @property
    def drop(self) -> float:
        return self.before - self.played_chance

    @property
    def kept(self) -> float:
        return max(0.0, self.better_chance - self.played_chance)


@dataclass(frozen=True)
class Review:
    """``chances[seat][k]``: the seat's chance after ``k`` moves (``k = 0``: the deal), or
    an empty list for every seat where the game has no model for the table's size."""

    chances: list[list[float]]
    moments: list[Moment]
    #: how the chances were estimated: ``"evaluation"`` (the learned model), ``"playouts"``
    #: (where the game has no model for the table's size: :func:`sampled_chance`), or
    #: ``None`` (no chances: a game too long to play out within :data:`REVIEW_PLAYOUTS`)
    by: str | None = "evaluation"


def review(
    game_id: str,
    players: int,
    seed: int,
    options: dict[str, Any],
    actions: Sequence[str],
    people: Sequence[int],
    search_seed: int,
    budget: float | None = None,
    iterations: int | None = None,
    samples: int = SAMPLES,
) -> Review:
    """The review of a finished game (see the module's docstring). ``people``: the seats
    whose moments are wanted; ``search_seed`` seeds the expert's searches and the deals
    that value the moves (each decision's from it and its step)."""
    game = get_game(game_id)
    model = model_for(game_id, players)
    state = game.new(players=players, seed=seed, options=options)
    playouts = 0
    if model is None:
        # no model for this table's size: each seat's chance is played out from its view,
        # as many playouts each as the review's budget allows, or none at all
        playouts = min(PLAYOUTS, REVIEW_PLAYOUTS // max(1, len(actions) * players))
        if playouts < LEAST_PLAYOUTS:
            return Review([[] for _ in range(players)], [], None)
    chances: list[list[float]] = [[] for _ in range(players)]
    decisions: list[tuple[int, int, Observation, list[Action], Action]] = []
    for step, text in enumerate([*actions, None]):
        for s in range(players):
            if state.is_over:
                chances[s].append(_result(state, s))
            elif model is not None:
                chances[s].append(chance(game_id, state, s, model))
            else:
                deals = Rng(_mix(_mix(search_seed, step), s) ^ _PLAYOUT_SALT)
                chances[s].append(sampled_chance(state.view(s), deals, playouts))
        if text is None:
            break
        action = game.actions.parse(text)
        seat = state.to_act
        if seat is not None and seat in people:
            legal = state.legal_actions()
            if len(legal) > 1:
                decisions.append((seat, step, state.view(seat), legal, action))
        state.apply(action)
    moments: list[Moment] = []
    for person in people:
        # each decision's fall with the luck taken out: the chance before it, less the
        # played move's mean chance over deals of what the seat could not see (a bad draw
        # after a good move is no mistake)
        falls = []
        for seat, step, obs, legal, played in decisions:
            if seat != person:
                continue
            one = _mix(search_seed, step)
            mine = values(obs, [played], model, Rng(one ^ _VALUE_SALT), samples)[0]
            falls.append((chances[seat][step] - mine.chance, step, obs, legal, played, mine))
        falls.sort(key=lambda f: (-f[0], f[1]))
        for fall, step, obs, legal, played, mine in falls[:MOMENTS]:
            if fall <= 0:
                break
            one = _mix(search_seed, step)
            better = expert(obs, legal, one, budget, iterations)
            alt = mine
            if better != played:
                alt = values(obs, [played, better], model, Rng(one ^ _VALUE_SALT), samples)[1]
            moments.append(
                Moment(
                    person,
                    step,
                    played,
                    better,
                    chances[person][step],
                    chances[person][step + 1],
                    mine.chance,
                    alt.chance,
                )
            )
    return Review(chances, moments, "evaluation" if model is not None else "playouts")


def _mix(seed: int, step: int) -> int:
    return (seed * 1_000_003 + step) % (1 << 127)


def round_chance(x: float) -> float:
    return math.floor(x * 1000 + 0.5) / 1000


__all__ = [
    "Hint",
    "Moment",
    "Reason",
    "Review",
    "chance",
    "expert",
    "explain",
    "hint",
    "reason_text",
    "review",
    "thing",
    "values",
    "words",
]
