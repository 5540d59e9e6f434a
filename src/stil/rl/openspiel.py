"""Every registered game as an OpenSpiel Python game (needs the ``openspiel`` extra).

:func:`register_games` registers ``python_stil_<game_id>`` with ``pyspiel`` for every game
in ``stil.games()``, so OpenSpiel's own tests, bots and algorithms run on them::

    import pyspiel
    from stil.rl.openspiel import register_games

    register_games()
    game = pyspiel.load_game("python_stil_cabbage", {"players": 3, "seed": 7})
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)

How the engine maps onto OpenSpiel's model:

- **Chance** is explicit, so that no state holds its own future. Every move is two
  steps: the seat's action, then a chance node (``current_player() == CHANCE``) with
  ``CHANCE_OUTCOMES`` equally likely outcomes, each a re-draw of what no seat can see
  (``game.resample_unseen``: the deck's order and the engine's generator, seeded by the
  deal, the move number and the outcome) before the action is carried out. So whatever
  the action draws is decided by the chance outcome, not by the order the deck happens to
  have: a clone is an exact copy (as OpenSpiel expects) and two clones that take the same
  action and different outcomes draw differently. The deal itself comes from the game
  object: it holds a generator seeded by the ``seed`` parameter, each
  ``new_initial_state()`` draws the next deal's seed from it (``state.game_seed``), so one
  game object gives a reproducible sequence of deals. As in OpenSpiel's own card games
  (hearts keeps every hand in its state) the state is the world: ``MCTSBot``, a
  perfect-information algorithm, reads the other hands though no longer any future draw;
  imperfect-information search is ``ISMCTSBot`` (OpenSpiel's Python one,
  ``open_spiel.python.algorithms.ismcts``), which re-deals each simulation from the
  seat's information state (``resample_from_infostate``: ``game.resample_hidden`` for
  that seat). pyspiel's C++ ``ISMCTSBot`` cannot call a Python game's resampler (it
  crashes in open_spiel 2.0.2). ``state.stil_state`` is the real state, for analysis only.
- **Players** are seats; ``current_player()`` is the seat the game asks (the same seat
  several times in a row, or out of turn), ``TERMINAL`` once the game is over.
- **Actions** are the game's stable action index (``stil.game(id).actions``), the same
  as the RL environments' ``Discrete`` space; ``action_to_string`` is the action's text.
- **Returns** are those of ``reward="win"`` (:func:`stil.rl.final_rewards`): +1 a sole
  winner, ``1/k`` each for ``k`` sharing the win, -1 the others, 0 for all on a full tie;
  paid at the end (a general-sum game).
- **Observations**: the observation tensor is the seat's vector from
  :mod:`stil.rl.encoding` and the observation string the view's JSON, both from the
  seat's view alone; a public observer (``private_info=NONE``) sees the spectator's view.
- **Information states**: ``information_state_string(seat)`` is the seat's own record,
  perfect recall: the log's entries that seat saw (``state.events(seat)``: every public
  move, its own draws and secrets) followed by its current view, as JSON; equal for two
  states the seat cannot tell apart. ``information_state_tensor(seat)`` is the seat's
  encoded view (the observation tensor; the encodings count what the games keep in the
  open, discards and scores, but it is not a full action history). Outcome-sampling and
  external-sampling MCCFR, ``ISMCTSBot`` and NFSP run; full-width CFR and exploitability
  enumerate the whole game tree and are out of reach at any table size.
- Parameters: ``players`` (default 2), ``seed`` (default 0) and ``options``, the rule
  options as a JSON object (default ``"{}"``).

``pyspiel`` is imported by :func:`register_games` (and :func:`spiel_classes`), not by
importing this module, so the module loads without the extra.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import numpy as np

from stil.core import IllegalAction, Rng, State, game, games
from stil.rl.encoding import bounds, encoding_for
from stil.rl.env import final_rewards

#: OpenSpiel needs a bound on the number of actions in a game; no Stil game comes near it
#: (the tests play random games of every game well under it).
MAX_GAME_LENGTH = 100_000
#: how many re-draws of the unseen a chance node offers (each equally likely)
CHANCE_OUTCOMES = 64
#: The prefix of the registered names: ``python_stil_cabbage``...
PREFIX = "python_stil_"


def game_type(game_id: str) -> Any:
    """The ``pyspiel.GameType`` of ``python_stil_<game_id>``."""
    import pyspiel

    spec = game(game_id).spec
    return pyspiel.GameType(
        short_name=PREFIX + game_id,
        long_name=f"Stil {spec.names.get('en', game_id)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(spec.player_counts),
        min_num_players=min(spec.player_counts),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": 2, "seed": 0, "options": "{}"},
    )


class _Held:
    """Holds the Stil state: pyspiel clones a Python state by deep-copying its attributes,
    and this makes that copy the engine's cheap ``clone()``."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.state.clone())


@cache
def _actions(game_id: str) -> Any:
    """The game's action table (looked up once: the registry is not free per step)."""
    return game(game_id).actions


def redeal_seed(deal: int, move: int, outcome: int) -> int:
    """The seed of chance outcome ``outcome`` at move ``move`` of deal ``deal``."""
    mixed = (deal ^ (move * 0x9E37_79B9_7F4A_7C15) ^ (outcome << 48)) & ((1 << 64) - 1)
    return Rng(mixed).next64()  # under 2**64: SplitMix64, not the keyed generator


@cache
def spiel_classes() -> tuple[type, type]:
    """The pyspiel ``Game`` and ``State`` subclasses (built on first use, so that only
    callers of the adapter need ``pyspiel``)."""
    import pyspiel

    class StilSpielGame(pyspiel.Game):  # type: ignore[misc]
        """One Stil game (the subclass's ``game_id``) as a pyspiel game."""

        game_id: str = ""

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            players = int(params.get("players", 2))
            options = json.loads(str(params.get("options", "{}")))
            if not isinstance(options, dict):
                raise ValueError(f"options must be a JSON object, got {params['options']!r}")
            stil_game = game(self.game_id)
            stil_game.new(players=players, seed=0, options=options)  # validates both
            info = pyspiel.GameInfo(
                num_distinct_actions=len(stil_game.actions),
                max_chance_outcomes=CHANCE_OUTCOMES,
                num_players=players,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=None,
                max_game_length=MAX_GAME_LENGTH,
            )
            super().__init__(game_type(self.game_id), info, params)
            self.stil_game = stil_game
            self.players = players
            self.options = options
            self._seeds = Rng(int(params.get("seed", 0)))

        def new_initial_state(self) -> StilSpielState:
            """The next deal. (pyspiel's ``state.clone()`` calls this too before copying
            the original into it, so cloning also moves the sequence of deals on.)"""
            return StilSpielState(self, self._seeds.next64())

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> StilObserver:
            if params:
                raise ValueError(f"observation parameters are not supported, got {params!r}")
            return StilObserver(self.game_id, self.players, iig_obs_type)

    class StilSpielState(pyspiel.State):  # type: ignore[misc]
        """A Stil state behind pyspiel's State interface. Its attributes are plain values
        (pyspiel's ``clone()`` builds a new initial state and deep-copies them into it):
        the game id, the deal's seed and the held Stil state."""

        def __init__(self, spiel_game: StilSpielGame, seed: int) -> None:
            super().__init__(spiel_game)
            self.game_id = spiel_game.game_id
            self.game_seed = seed
            new = spiel_game.stil_game.new
            self._held = _Held(
                new(players=spiel_game.players, seed=seed, options=spiel_game.options)
            )
            #: the seat's action waiting for its chance node (an action index), or None
            self.pending: int | None = None
            #: steps taken, the seats' and chance's (part of each re-draw's seed)
            self.moves = 0

        @property
        def stil_state(self) -> State:
            """The Stil state being played (for analysis; a player reads its observation)."""
            return self._held.state

        def current_player(self) -> int:
            if self.pending is not None:
                return int(pyspiel.PlayerId.CHANCE)
            seat = self.stil_state.to_act
            return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

        def _legal_actions(self, player: int) -> list[int]:
            if self.pending is not None:
                return list(range(CHANCE_OUTCOMES)) if player == pyspiel.PlayerId.CHANCE else []
            if player != self.stil_state.to_act:
                return []
            index = _actions(self.game_id).index
            return sorted(index(a) for a in self.stil_state.legal_actions())

        def chance_outcomes(self) -> list[tuple[int, float]]:
            p = 1.0 / CHANCE_OUTCOMES
            return [(k, p) for k in range(CHANCE_OUTCOMES)]

        def _apply_action(self, action: int) -> None:
            state = self.stil_state
            if self.pending is None:
                chosen = _actions(self.game_id).action(int(action))  # InvalidAction
                if state.is_over or chosen not in state.legal_actions():
                    raise IllegalAction(f"{chosen} is not legal now")
                self.pending = int(action)
            else:
                outcome = int(action)
                if not 0 <= outcome < CHANCE_OUTCOMES:
                    raise IllegalAction(f"chance outcome {outcome} is not one of this node's")
                seed = redeal_seed(self.game_seed, self.moves, outcome)
                state = state.game.resample_unseen(state, Rng(seed))
                state.apply(_actions(self.game_id).action(self.pending))
                self._held = _Held(state)
                self.pending = None
            self.moves += 1

        def _action_to_string(self, player: int, action: int) -> str:
            if player == pyspiel.PlayerId.CHANCE:
                return f"redeal {int(action)}"
            return str(_actions(self.game_id).action(int(action)))

        def is_terminal(self) -> bool:
            return self.pending is None and self.stil_state.is_over

        def returns(self) -> list[float]:
            if not self.stil_state.is_over:
                return [0.0] * self.stil_state.players
            return final_rewards(self.stil_state, "win")

        def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
            """A state that ``player_id`` cannot tell from this one, everything it cannot
            see re-dealt (``game.resample_hidden``), drawn with ``probability_sampler``
            (a callable returning a float in [0, 1))."""
            rng = Rng(int(float(probability_sampler()) * 2**53))
            state = self.stil_state
            out = self.clone()
            out._held = _Held(state.game.resample_hidden(state, player_id, rng))
            return out

        def __str__(self) -> str:
            return self.stil_state.view(None).to_json()

    return StilSpielGame, StilSpielState


class StilObserver:
    """OpenSpiel's PyObserver: a seat's encoded view as ``tensor``; its JSON as string, and
    for a perfect-recall observer (the information state) the seat's log entries before
    it."""

    def __init__(self, game_id: str, players: int, iig_obs_type: Any) -> None:
        import pyspiel

        obs_type = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("an observer of every seat's private information is not provided")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.perfect_recall = bool(obs_type.perfect_recall)
        self.from_state = encoding_for(game_id).from_state
        size = len(bounds(game_id, players)[0])
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: Any, player: int) -> Any:
        return state.stil_state.view(None if self.public_only else player)

    def set_from(self, state: Any, player: int) -> None:
        # what the view shows, from the state (the encoder reads nothing else: a public
        # observer's is the spectator's)
        self.tensor[:] = self.from_state(state.stil_state, None if self.public_only else player)

    def string_from(self, state: Any, player: int) -> str:
        text: str = self._view(state, player).to_json()
        if self.perfect_recall:
            seat = None if self.public_only else player
            events = json.dumps(state.stil_state.events(seat), ensure_ascii=False)
            return f"{events}\n{text}"
        return text


def register_games() -> list[str]:
    """Register ``python_stil_<game_id>`` for every registered game (once); the names."""
    import pyspiel

    base, _ = spiel_classes()
    names = []
    registered = set(pyspiel.registered_names())
    for game_id in games():
        name = PREFIX + game_id
        if name not in registered:
            cls = type(f"StilSpielGame_{game_id}", (base,), {"game_id": game_id})
            pyspiel.register_game(game_type(game_id), cls)
        names.append(name)
    return names


__all__ = [
    "CHANCE_OUTCOMES",
    "MAX_GAME_LENGTH",
    "PREFIX",
    "StilObserver",
    "game_type",
    "redeal_seed",
    "register_games",
    "spiel_classes",
]
