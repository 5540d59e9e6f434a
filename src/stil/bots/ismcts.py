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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from stil.bots.plain import Bot, Move, guide_move, plain_bot
from stil.core import Action, Game, Observation, Rng, Seat, State
from stil.core.registry import game as get_game
from stil.core.registry import parts

if TYPE_CHECKING:  # NumPy (an optional dependency, `.[rl]`) is loaded only by the expert level
    from stil.bots.evaluation import Evaluation

_UNSET = object()


class _Node:
    __slots__ = ("avail", "children", "hint", "reward", "seat", "visits")

    def __init__(self, seat: Seat | None) -> None:
        self.seat = seat  # who chose the move leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.hint: object = _UNSET  # the guide's choice here, asked once


def outcome(state: State) -> list[float]:
    """Per seat, in [0, 1]: half for winning (1/k of it to each of k winners), half for the
    margin over the best other seat. The margin term tells a narrow loss from a rout, which
    win/loss alone cannot do over random playouts of long games."""
    return _judged(state.scores(), state.winners())


def standing(state: State) -> list[float]:
    """:func:`outcome` of a playout cut before the end (``max_rollout``), as if the game
    ended now: the seats ahead on score share the win.

    >>> import stil
    >>> s = stil.game("unicorns").new(players=2, seed=1)
    >>> standing(s)  # nobody has a unicorn yet: an even game
    [0.5, 0.5]
    """
    scores = state.scores()
    top = max(scores)
    return _judged(scores, [s for s, own in enumerate(scores) if own == top])


def _judged(scores: Sequence[int | float], winners: Sequence[Seat]) -> list[float]:
    share = 1.0 / len(winners) if winners else 0.0
    values = []
    for seat, own in enumerate(scores):
        # alone at the table (a solo game): the margin is over nothing
        best_other = max((s for i, s in enumerate(scores) if i != seat), default=0)
        margin = (own - best_other) / (abs(own) + abs(best_other) + 1)
        win = share if seat in winners else 0.0
        values.append(0.5 * win + 0.25 * (1 + margin))
    return values


def better_half(
    moves: Sequence[Action], total: Mapping[Action, float], hint: Action | None, keep: bool = False
) -> list[Action]:
    """One round's cut of sequential halving: the better half of ``moves`` by ``total``
    (ties to ``hint``, the guide's move); with ``keep`` the hint goes on in place of the
    last kept move, until only the final pair is cut.

    >>> total = {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.0}
    >>> better_half(list("abcd"), total, "d"), better_half(list("abcd"), total, "d", keep=True)
    (['a', 'b'], ['a', 'd'])
    >>> better_half(["a", "d"], total, "d", keep=True)  # the final pair: results decide
    ['a']
    """
    ranked = sorted(moves, key=lambda a: (total[a], a == hint), reverse=True)
    kept = ranked[: (len(ranked) + 1) // 2]
    if keep and hint in ranked and hint not in kept and len(kept) > 1:
        kept[-1] = hint
    return kept


def win_shares(state: State) -> list[float]:
    """Per seat, its share of the win (1/k to each of k winners): the scale the learned
    evaluation predicts, so that finished and cut playouts are judged alike."""
    winners = state.winners()
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.players)]


@dataclass
class IsmctsBot:
    """``iterations`` per move, or as many as ``seconds`` allow; ``noise`` is the chance
    of playing a random legal move instead (the easy level's deliberate mistakes).

    ``guide`` names a bot that plays without searching (one of ``stil.bots.plain``'s: the
    game's ``heuristic``) to steer the search: at each node its choice for the seat to act,
    asked from that seat's view of the deal at hand, is expanded first and gets a bonus of
    ``bias / (visits + 1)`` in UCB (progressive bias, fading as real results come in), and
    it plays the first ``guided_steps`` moves of each playout before random play takes
    over. A game without such a bot is searched unguided.

    ``evaluate``: playouts stop after the ``guided_steps`` moves (the guide's, each a
    random legal move with chance ``playout_noise``) and the game's learned evaluation
    (:mod:`stil.bots.evaluation`) judges the position from each seat's view of the deal;
    results are then shares of the win, finished games' too. A game (or a player count)
    without a trained evaluation plays its playouts out as above.

    ``trust``: with a guide, the move played is the guide's choice at the root unless another
    move was searched at least ``trust_visits`` of the iterations and its mean result beats
    the guide's by more than ``trust`` (a strong prior is then overruled only by a clear,
    well-searched difference, not by the noise of a few cut playouts); 0: the most visited.

    ``halving``: with ``iterations``, the budget goes to the first move alone, by sequential
    halving (:meth:`_halving`: every move left played out in the same deals, the better half
    kept each round) instead of growing a tree; where a tree's visits follow the guide's
    bonus more than the results, this compares the moves themselves. ``keep_guide``: halving
    never cuts the guide's move before the final pair. With many moves and few playouts the
    first rounds give each move one or two playouts, a coin flip when they are finished at
    random; the guide's move, the best single guess, then falls as often as any other.

    ``max_rollout`` cuts a random playout after that many moves, judged then by the scores
    (:func:`standing`): where random games run long (unicorns: 240 moves in the median),
    a level's playouts would otherwise not fit its budget.

    ``budget`` caps one move's search in seconds even when ``iterations`` are left (the
    server's time budget per move, so that no search outlasts the moment its answer is due).

    ``sizes``: the settings that differ at a table size (``{3: {"iterations": 400}}``, any
    of :data:`TUNABLE` but ``sizes``, ``like`` and ``share``, which shape a level, not a
    size): a playout with more seats costs more, a larger table needs more search, and a
    way of searching that pays at two players may not pay at five, so a game tunes its
    level per table size (the count is public: any deal of the observation has it).
    """

    iterations: int | None = None
    seconds: float = 0.2
    exploration: float = 0.7
    noise: float = 0.0
    name: str = "ismcts"
    max_rollout: int = 5_000
    guide: str | None = None
    bias: float = 0.0
    guided_steps: int = 0
    budget: float | None = None
    evaluate: bool = False
    playout_noise: float = 0.0
    trust: float = 0.0
    trust_visits: float = 0.0
    halving: bool = False
    keep_guide: bool = False
    sizes: dict[int, dict[str, Any]] = field(default_factory=dict)
    # each bot's own (a copy made by ``replace`` starts empty)
    _guides: dict[str, tuple[Bot, Move] | None] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _sized: dict[int, IsmctsBot] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def at(self, players: int) -> IsmctsBot:
        """This bot as it plays at a table of ``players`` (its ``sizes``' settings there).

        >>> bot = IsmctsBot(iterations=100, sizes={4: {"iterations": 200, "halving": True}})
        >>> bot.at(4).iterations, bot.at(4).halving, bot.at(2) is bot
        (200, True, True)
        """
        own = self.sizes.get(players)
        if not own:
            return self
        if players not in self._sized:
            self._sized[players] = replace(self, sizes={}, **own)
        return self._sized[players]

    def _guide(self, game_id: str) -> tuple[Bot, Move] | None:
        """The guide bot, and how the search asks it for a move in one of its states."""
        if self.guide is None:
            return None
        if game_id not in self._guides:
            try:
                bot = plain_bot(self.guide, game_id)
            except ValueError:  # no such bot for this game (yet)
                self._guides[game_id] = None
            else:
                self._guides[game_id] = (bot, guide_move(bot))
        return self._guides[game_id]

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        sized = self.at(observation.players)
        if sized is not self:
            return sized.choose(observation, legal, rng)
        if self.noise and rng.random() < self.noise:
            return legal[rng.below(len(legal))]
        game = get_game(observation.game)
        root = _Node(None)
        found = self._guide(observation.game)
        guide = None if found is None else found[1]
        judge = _shipped(observation.game) if self.evaluate else None
        start = time.perf_counter()
        deadline = start + self.seconds
        cap = math.inf if self.budget is None else start + self.budget
        if self.halving and self.iterations is not None:
            prior = None if found is None else found[0].choose(observation, legal, rng)
            return self._halving(game, observation, legal, rng, prior, guide, judge, cap)
        done = 0
        while not self._stopped(done, deadline, cap):
            self._iterate(game.determinize(observation, rng), root, rng, guide, judge)
            done += 1
        return self._chosen(root, legal, rng, done)

    def _stopped(self, done: int, deadline: float, cap: float) -> bool:
        """Whether the search has run its iterations (without a count: its time), or is
        past its budget; the first iteration always runs."""
        if self.iterations is not None:
            if done >= self.iterations:
                return True
        elif done and time.perf_counter() >= deadline:
            return True
        return bool(done) and time.perf_counter() >= cap

    def _chosen(self, root: _Node, legal: Sequence[Action], rng: Rng, done: int) -> Action:
        """The guide's move when trusted, else the most visited legal move (a random one
        when none was searched)."""
        allowed = set(legal)
        hint = root.hint
        if self.trust and isinstance(hint, Action) and hint in allowed and hint in root.children:
            return self._trusted(root, hint, allowed, done)
        best = max(
            (a for a in root.children if a in allowed),
            key=lambda a: (root.children[a].visits, root.children[a].reward),
            default=None,
        )
        return best if best is not None else legal[rng.below(len(legal))]

    def _trusted(self, root: _Node, hint: Action, allowed: set[Action], done: int) -> Action:
        """The guide's move at the root, unless another move was searched at least
        ``trust_visits`` of the iterations and its mean result beats the guide's by more
        than ``trust`` (the most visited such move then)."""
        own = root.children[hint]
        bar = own.reward / max(own.visits, 1) + self.trust
        floor = max(1.0, self.trust_visits * done)
        rivals = [
            a
            for a, c in root.children.items()
            if a != hint and a in allowed and c.visits >= floor and c.reward / c.visits > bar
        ]
        if not rivals:
            return hint
        return max(rivals, key=lambda a: (root.children[a].visits, root.children[a].reward))

    def _iterate(
        self, state: State, root: _Node, rng: Rng, guide: Move | None, judge: Evaluation | None
    ) -> None:
        if judge is not None and state.players not in judge.models:
            judge = None
        node = root
        path = [root]
        # selection and expansion, in this deal
        while not state.is_over:
            seat = state.to_act
            actions = state.legal_actions()
            if guide is not None and node.hint is _UNSET and seat is not None:
                node.hint = guide(state, seat, actions, rng) if len(actions) > 1 else None
            for a in actions:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in actions if a not in node.children]
            if untried:
                hint = node.hint
                if isinstance(hint, Action) and hint in untried:
                    action = hint
                else:
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
        result = self._playout(state, rng, guide, judge)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += result[n.seat]

    def _playout(
        self, state: State, rng: Rng, guide: Move | None, judge: Evaluation | None
    ) -> list[float]:
        """The guide's play for a few moves, then the evaluation or random play to the end:
        each seat's result."""
        for step in range(self.max_rollout):
            if state.is_over or (judge is not None and step >= self.guided_steps):
                break
            actions = state.legal_actions()
            if guide is not None and step < self.guided_steps and len(actions) > 1:
                seat = state.to_act
                assert seat is not None
                if self.playout_noise and rng.random() < self.playout_noise:
                    state.apply(actions[rng.below(len(actions))])
                else:
                    state.apply(guide(state, seat, actions, rng))
            else:
                state.apply(actions[rng.below(len(actions))])
        if judge is not None:
            return win_shares(state) if state.is_over else judge.values(state)
        return outcome(state) if state.is_over else standing(state)

    def _halving(
        self,
        game: Game,
        observation: Observation,
        legal: Sequence[Action],
        rng: Rng,
        hint: Action | None,
        guide: Move | None,
        judge: Evaluation | None,
        cap: float = math.inf,
    ) -> Action:
        """Sequential halving at the root (Karnin, Koren and Somekh 2013): the moves share
        the budget in rounds, each round every move left is played out in the same deals
        with the same random draws (so that moves are compared in like positions, not
        through the noise of different deals), and the better half goes on. What counts is
        only which move is best, which is what halving spends its budget on. Past ``cap``
        (the server's time budget) the best mean so far is played."""
        seat = observation.seat
        assert seat is not None
        moves = list(legal)
        total = dict.fromkeys(moves, 0.0)
        tried = dict.fromkeys(moves, 0)
        budget = self.iterations or 1
        rounds = max(1, math.ceil(math.log2(len(moves))))
        while len(moves) > 1:
            for _ in range(max(1, budget // (rounds * len(moves)))):
                if tried[moves[0]] and time.perf_counter() >= cap:
                    return max(moves, key=lambda a: (total[a] / max(tried[a], 1), a == hint))
                deal = game.determinize(observation, rng)
                if judge is not None and deal.players not in judge.models:
                    judge = None
                draws = rng.below(1 << 30)
                for a in moves:
                    state = deal.clone()
                    state.apply(a)
                    total[a] += self._playout(state, Rng(draws), guide, judge)[seat]
                    tried[a] += 1
            moves = better_half(moves, total, hint, keep=self.keep_guide)
        return moves[0]

    def _ucb(self, node: _Node, actions: Sequence[Action]) -> Action:
        c = self.exploration
        hint, bias = node.hint, self.bias
        best, best_value = actions[0], -math.inf
        for a in actions:
            child = node.children[a]
            value = child.reward / child.visits + c * math.sqrt(
                math.log(max(child.avail, 1)) / child.visits
            )
            if bias and a == hint:
                value += bias / (child.visits + 1)
            if value > best_value:
                best, best_value = a, value
        return best


# Budgets in iterations, not seconds, so that a seeded game replays exactly whatever the
# machine's load. "normal" stays under 0.2 s a move on the 2-core development machine:
# a guided iteration costs about 1.5 ms in cabbage and princes, 3 ms in catboxes (its
# heuristic weighs every placement), hence fewer iterations there: a game whose moves cost
# more says so in its parts (``ismcts_levels``).
LEVELS: dict[str, IsmctsBot] = {
    "easy": IsmctsBot(iterations=60, noise=0.15, name="ismcts-easy"),
    "normal": IsmctsBot(iterations=100, name="ismcts", guide="heuristic", bias=2.0, guided_steps=4),
    "hard": IsmctsBot(
        iterations=500, name="ismcts-hard", guide="heuristic", bias=2.0, guided_steps=4
    ),
    # playouts cut after four guided moves (a little noise) and judged by the game's learned
    # evaluation instead of finished at random: about as costly as "normal" an iteration
    "expert": IsmctsBot(
        iterations=100,
        name="ismcts-expert",
        guide="heuristic",
        bias=2.0,
        guided_steps=4,
        evaluate=True,
        playout_noise=0.1,
        # where a game trusts its heuristic (its parts' ``ismcts_levels``), a rival move must
        # have had a tenth of the iterations to overrule it
        trust_visits=0.1,
    ),
}


#: The settings a game's parts may tune per level (``ismcts_levels``), and their types.
TUNABLE: dict[str, type] = {
    "iterations": int,
    "exploration": float,
    "bias": float,
    "guided_steps": int,
    "playout_noise": float,
    "trust": float,
    "trust_visits": float,
    "halving": bool,
    "keep_guide": bool,
    # a game whose random finish judges better than its model at some size (catboxes'
    # two-player expert) turns the evaluation off there, or on for another level
    "evaluate": bool,
    "max_rollout": int,
    "sizes": dict,
    "like": str,
    "share": float,
}


#: The key of ``ismcts_levels`` whose settings apply to every level (a level's own win).
EVERY_LEVEL = "every"


class LevelError(ValueError):
    """A level that does not exist, or a game's setting of one that cannot be tuned."""


def tuning(name: str, game_id: str | None) -> dict[str, Any]:
    """What ``game_id``'s parts change in level ``name`` (``ismcts_levels``), checked:
    only the :data:`TUNABLE` settings, each of its type.

    >>> tuning("normal", "catboxes")
    {'iterations': 15}
    >>> tuning("expert", "princes")  # fewer playouts at seven players
    {'halving': True, 'iterations': 300, 'sizes': {7: {'iterations': 230}}}
    >>> tuning("normal", None)
    {}
    >>> tuning("hard", "unicorns")  # its setting for every level
    {'max_rollout': 40}
    """
    if name not in LEVELS:
        raise LevelError(f"no level {name!r}; levels are: {', '.join(LEVELS)}")
    levels = parts(game_id).ismcts_levels if game_id is not None else {}
    unknown = set(levels) - set(LEVELS) - {EVERY_LEVEL}
    if unknown:
        raise LevelError(f"{game_id}: tunes no level {', '.join(sorted(unknown))}")
    # a level's own entry wins over the game's setting for every level
    own = {**levels.get(EVERY_LEVEL, {}), **levels.get(name, {})}
    _checked(own, f"{game_id}: level {name!r}")
    like = own.get("like")
    if like is not None and (like not in LEVELS or like == name):
        raise LevelError(f"{game_id}: level {name!r} cannot search like {like!r}")
    share = own.get("share")
    if share is not None and (like is None or not 0 < share <= 1):
        raise LevelError(f"{game_id}: 'share' of level {name!r} needs 'like' and lies in (0, 1]")
    if like is not None and "like" in levels.get(like, {}):
        raise LevelError(
            f"{game_id}: level {name!r} searches like {like!r}, which searches like another"
        )
    for players, settings in own.get("sizes", {}).items():
        if type(players) is not int or players < 1 or not isinstance(settings, dict):
            raise LevelError(f"{game_id}: 'sizes' of level {name!r} maps player counts to settings")
        if {"sizes", "like", "share"} & set(settings):
            raise LevelError(
                f"{game_id}: 'sizes' of level {name!r} cannot hold 'sizes', 'like' or 'share'"
            )
        _checked(settings, f"{game_id}: level {name!r} at {players} players")
    return own


def _checked(settings: Mapping[str, object], where: str) -> None:
    """Each of ``settings`` is a :data:`TUNABLE` one, of its type."""
    for key, value in settings.items():
        kind = TUNABLE.get(key)
        if kind is None:
            raise LevelError(f"{where}: {key!r} cannot be tuned")
        # a bool is an int to Python: ask for exactly the type (an int may stand for a float)
        if not (type(value) is kind or (kind is float and type(value) is int)):
            raise LevelError(f"{where}: {key!r} must be of type {kind.__name__}")
        if key == "iterations" and value < 1:  # type: ignore[operator]
            raise LevelError(f"{where}: 'iterations' must be at least 1")


def level(name: str, game_id: str | None = None) -> IsmctsBot:
    """A fresh bot of a difficulty level (``easy``, ``normal``, ``hard`` or ``expert``) with
    the settings ``game_id`` tunes (its parts' ``ismcts_levels``: iterations where its moves
    cost more, trust in its heuristic, halving at the root, ...).

    A level may search like another (``"like": "expert"``): it starts from that level as the
    game tunes it (its evaluation, trust, halving and ``sizes``), under its own name, with
    ``share`` of its iterations at every table size (``"share": 0.25``: a quarter), and its
    own settings apply over it; so a game whose random playouts say little of who wins can
    make ``hard`` the expert's search at a smaller budget.

    >>> level("expert", "catboxes").iterations, level("expert", "cabbage").iterations
    (60, 100)
    >>> hard = level("hard", "cabbage")
    >>> hard.name, hard.evaluate, hard.iterations < level("expert", "cabbage").iterations
    ('ismcts-hard', True, True)
    """
    own = tuning(name, game_id)  # an unknown level fails here
    like, share = own.pop("like", None), own.pop("share", 1.0)
    if like is None:
        return replace(LEVELS[name], **own)
    base = level(like, game_id)

    def cut(iterations: int | None) -> int | None:
        return None if iterations is None else max(1, round(iterations * share))

    sizes = {
        players: {**settings, "iterations": cut(settings["iterations"])}
        if "iterations" in settings
        else settings
        for players, settings in base.sizes.items()
    }
    shared = {"iterations": cut(base.iterations), "sizes": sizes}
    return replace(base, name=LEVELS[name].name, **{**shared, **own})


def _shipped(game_id: str) -> Evaluation | None:
    """The game's learned evaluation; imported here, not above, because it needs NumPy,
    which a plain install (server, terminal) does not have: there the levels that evaluate
    finish their playouts instead, as where a game has no model."""
    try:
        from stil.bots.evaluation import shipped
    except ImportError:
        return None
    return shipped(game_id)
