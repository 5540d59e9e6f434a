"""The engine contract every game implements (see DESIGN.md, "The engine contract").

A game is a :class:`Game` (facts, options, action space, constructors) and a
:class:`State` (one position, mutated by :meth:`State.apply`). The base classes hold what
every game shares: option and player-count validation, illegal-action checking that leaves
the state untouched, JSON framing and replay.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Self

from stil.core.action import Action, ActionSpace
from stil.core.errors import IllegalAction, InvalidPlayers, InvalidState
from stil.core.fields import Field, Saved, StateType
from stil.core.options import OptionSpec, OptionValue, validate_options
from stil.core.rng import Rng

Seat = int
JSON = Any


@dataclass(frozen=True)
class GameSpec:
    """What a game declares once, for callers to read instead of guessing."""

    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    rulebook: str
    player_counts: tuple[int, ...] = field(default=())
    #: options a player count needs (``{7: {"allow_up_to_8": True}}``); ``new`` checks them
    player_options: Mapping[int, Mapping[str, OptionValue]] = field(default_factory=dict)
    #: player counts at which the game's own automaton plays too and may win alone, so
    #: that ``winners()`` is empty (a solo mode's opponent)
    automa_counts: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.player_counts:
            counts = tuple(range(self.min_players, self.max_players + 1))
            object.__setattr__(self, "player_counts", counts)

    @property
    def names(self) -> dict[str, str]:
        """The game's name in every language of :data:`stil.i18n.LANGS`: ``game.name`` in
        its language files, so a language is a set of files."""
        from stil.i18n import LANGS, catalog

        texts = catalog(self.id).templates("game.name")
        return {lang: str(texts.get(lang, self.id)) for lang in LANGS}

    def options_for(self, players: int) -> dict[str, object]:
        """The options a table of ``players`` needs, as a fresh dict a caller may extend.

        >>> import stil
        >>> stil.game("princes").spec.options_for(7)
        {'allow_up_to_8': True}
        >>> stil.game("princes").spec.options_for(4)
        {}
        """
        return dict(self.player_options.get(players, {}))

    def option(self, name: str) -> OptionSpec:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)


@dataclass(frozen=True)
class Decision:
    """What is being asked of a seat: a kind, an i18n key and JSON parameters for any UI."""

    seat: Seat
    kind: str
    key: str
    params: Mapping[str, JSON] = field(default_factory=dict)

    def to_dict(self) -> dict[str, JSON]:
        return {"seat": self.seat, "kind": self.kind, "key": self.key, "params": dict(self.params)}


@dataclass(frozen=True)
class Observation:
    """What one seat (or a spectator, ``seat=None``) may know. Built, never filtered.

    ``data`` is plain JSON; two observations are equal when their data are. Every game's
    view holds the table size as ``data["players"]`` (it is public; the conformance suite
    checks it).
    """

    game: str
    seat: Seat | None
    data: Mapping[str, JSON]

    @property
    def players(self) -> int:
        """The number of seats at the table.

        >>> Observation("cabbage", None, {"players": 3}).players
        3
        """
        players = self.data["players"]
        assert isinstance(players, int)
        return players

    def to_json(self) -> str:
        return json.dumps(
            {"game": self.game, "seat": self.seat, "data": self.data},
            sort_keys=True,
            ensure_ascii=False,
        )


Event = dict[str, JSON]
#: A log entry: who may see it (``None``: everyone) and what happened.
LogEntry = tuple[tuple[Seat, ...] | None, Event]


class Rules(Protocol):
    """What a game's ``rules`` module provides: plain functions of its state."""

    def to_act(self, state: Any) -> Seat: ...
    def decision(self, state: Any) -> Decision | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply_action(self, state: Any, action: Action) -> None: ...
    def scores(self, state: Any) -> list[int]: ...
    def winners(self, state: Any) -> list[Seat]: ...


class Views(Protocol):
    """What a game's ``observation`` module provides."""

    def view(self, state: Any, seat: Seat | None) -> Observation: ...
    def determinize(self, observation: Observation, rng: Rng) -> Any: ...
    def resample_hidden(self, state: Any, seat: Seat | None, rng: Rng) -> Any: ...
    def resample_unseen(self, state: Any, rng: Rng) -> Any: ...


class State(metaclass=StateType):
    """One position of a game. ``apply`` mutates; ``clone`` is cheap.

    A game's state class declares its fields (``stil.core.fields``: one line each, with how
    the field starts, is copied and is saved); ``clone``, ``to_dict``/``from_dict`` and
    ``from_view`` come from that list. The rules are plain functions in the game's ``rules``
    module and views are built by its ``observation`` module, both named as class
    attributes, so every game answers the contract the same way.
    """

    game: ClassVar[Game]
    rules: ClassVar[Rules]
    views: ClassVar[Views]
    __slots__ = ("_legal", "_players", "is_over", "log", "options", "rng")

    def __init__(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        self._bare(players, options, rng)
        self._start()

    def _bare(self, players: int, options: Mapping[str, OptionValue], rng: Rng) -> None:
        """The attributes every state has; the declared fields are set after it, to their
        starting values or as read."""
        self._players = players
        self._legal: list[Action] | None = None
        #: True once the game has ended. A plain attribute rather than a property because
        #: every playout loop reads it once a decision; games set it when they finish.
        self.is_over = False
        self.log: list[LogEntry] = []
        self.options: dict[str, OptionValue] = dict(options)
        self.rng = rng

    # -- what every caller reads ------------------------------------------------------
    @property
    def to_act(self) -> Seat | None:
        """The seat whose decision is pending; ``None`` once the game is over."""
        return None if self.is_over else self.rules.to_act(self)

    @property
    def decision(self) -> Decision | None:
        """What is being asked of :attr:`to_act`; ``None`` once the game is over."""
        return None if self.is_over else self.rules.decision(self)

    @property
    def players(self) -> int:
        return self._players

    @property
    def sides(self) -> int:
        """Entries of a per-seat field: the seats (a game with an automated opponent adds
        it)."""
        return self._players

    def scores(self) -> list[int]:
        """Points per seat (final once :attr:`is_over`)."""
        return self.rules.scores(self)

    def winners(self) -> list[Seat]:
        """Seats that won (several on a shared win); empty while the game goes on."""
        return self.rules.winners(self) if self.is_over else []

    def view(self, seat: Seat | None) -> Observation:
        """Exactly what ``seat`` may know; ``None`` is a spectator."""
        return self.views.view(self, seat)

    def events(self, seat: Seat | None) -> list[Event]:
        """What happened so far, as ``seat`` may know it: the public entries of the log
        and the ones addressed to that seat."""
        return [dict(e) for vis, e in self.log if vis is None or (seat is not None and seat in vis)]

    def clone(self) -> Self:
        """A copy sharing nothing that the rules change (written for each state class from
        its fields)."""
        raise NotImplementedError

    def log_to_json(self) -> list[JSON]:
        return [[None if v is None else list(v), dict(e)] for v, e in self.log]

    def log_from_json(self, entries: list[JSON]) -> None:
        self.log = [(None if v is None else tuple(v), dict(e)) for v, e in entries]

    # -- the fields, as declared --------------------------------------------------------
    #: the declared fields and saved entries in order (set by
    #: :class:`~stil.core.fields.StateType`, which also writes ``clone``, ``_start``,
    #: ``_read_saved`` and ``_read_public`` from them as straight-line code)
    _entries: ClassVar[tuple[tuple[str, Field | Saved], ...]] = ()

    def _start(self) -> None:
        """Set every declared field to its starting value."""

    def _read_saved(self, data: Mapping[str, Any]) -> None:
        """Set the fields from what :meth:`to_dict` wrote (every field: those not saved
        start as in a new game)."""

    def _read_public(self, data: Mapping[str, Any]) -> None:
        """Set the public fields from a view's data, the others to their starting
        values."""

    def to_dict(self) -> dict[str, JSON]:
        """Every field of the state as plain JSON (the RNG included)."""
        out: dict[str, JSON] = {
            "players": self._players,
            "options": dict(self.options),
            "rng": self.rng.state,
        }
        for key, entry in self._entries:
            if isinstance(entry, Saved):
                out[key] = entry.out(self)
            elif isinstance(entry.key, str):
                out[entry.key] = entry.codec.out(getattr(self, entry.name))
        out["log"] = self.log_to_json()
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The state :meth:`to_dict` wrote. Options added to the game since it was saved
        take their defaults."""
        options = validate_options(cls.game.spec.options, data["options"])
        state = cls.__new__(cls)
        state._bare(int(data["players"]), options, Rng(state=int(data["rng"])))
        state._read_saved(data)
        state.log_from_json(data["log"])
        return state

    @classmethod
    def from_view(cls, data: Mapping[str, Any], rng: Rng) -> Self:
        """A state holding what a view's ``data`` shows of every field declared public; the
        rest as a new game starts (``determinize`` deals the hidden parts). The log is
        empty and ``rng`` is the state's own."""
        state = cls.__new__(cls)
        state._bare(int(data["players"]), data["options"], rng)
        state._read_public(data)
        return state

    def _loaded(self) -> None:
        """After reading: what follows from the fields read (and checks across them)."""

    # -- the hot path, straight to the rules ------------------------------------------
    def _legal_actions(self) -> list[Action]:
        """The legal actions of :attr:`to_act`, deterministic order (interned)."""
        return self.rules.legal_actions(self)

    def _apply(self, action: Action) -> None:
        """Carry out an action known to be legal."""
        self.rules.apply_action(self, action)

    # -- shared behaviour -------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """The legal actions in a fixed order; empty only when the game is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.is_over else self._legal_actions()
        return legal[:]

    def apply(self, action: Action | str, seat: Seat | None = None) -> None:
        """Play ``action`` (an :class:`Action` or its text).

        Raises :class:`IllegalAction` and changes nothing when the action is not legal now,
        or when ``seat`` is given and is not the seat to act.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.is_over else self._legal_actions()
        if not legal:
            raise IllegalAction("the game is over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction(f"seat {seat} is not to act")
        for candidate in legal:  # interned actions: identity first, the fast path
            if candidate is action:
                break
        else:
            if isinstance(action, str):
                action = Action.parse(action)
            if action not in legal:
                kind = self.decision.kind if self.decision else "-"
                raise IllegalAction(f"{action} is not legal now (decision: {kind})")
        self._legal = None
        self._apply(action)

    def legal_mask(self) -> list[bool]:
        """One flag per index of the game's action space (for machine-learning callers)."""
        mask = [False] * len(self.game.actions)
        for a in self.legal_actions():
            mask[self.game.actions.index(a)] = True
        return mask

    def to_json(self) -> str:
        return json.dumps(
            {"game": self.game.spec.id, "format": 1, "state": self.to_dict()},
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Game(ABC):
    """A registered game: its facts, its action space and how to make states."""

    spec: GameSpec
    actions: ActionSpace
    #: The game's state class; its ``views`` module also determinizes and resamples.
    state_type: type[State]

    def new(
        self, players: int, seed: int = 0, options: Mapping[str, object] | None = None
    ) -> State:
        """A fresh game. Options are validated; unknown names and bad values raise."""
        self.check_players(players)
        opts = validate_options(self.spec.options, options)
        for name, needed in self.spec.options_for(players).items():
            if opts[name] != needed:
                raise InvalidPlayers(
                    f"{self.spec.id} with {players} players needs option {name}={needed}"
                )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        return self._new(players, seed, opts)

    def check_players(self, players: object) -> None:
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or players not in self.spec.player_counts
        ):
            lo, hi = self.spec.min_players, self.spec.max_players
            raise InvalidPlayers(f"{self.spec.id} is for {lo}–{hi} players, got {players!r}")

    def from_json(self, text: str) -> State:
        try:
            doc = json.loads(text)
        except (TypeError, json.JSONDecodeError) as e:
            raise InvalidState(f"not JSON: {e}") from None
        if not isinstance(doc, dict) or doc.get("game") != self.spec.id:
            raise InvalidState(f"not a {self.spec.id} state")
        if doc.get("format") != 1:
            raise InvalidState(f"unknown state format {doc.get('format')!r}")
        try:
            return self._from_dict(doc["state"])
        except (KeyError, TypeError, IndexError, ValueError) as e:
            raise InvalidState(f"corrupt {self.spec.id} state: {e!r}") from None

    def replay(
        self,
        players: int,
        seed: int,
        options: Mapping[str, object] | None,
        actions: Iterable[Action | str],
    ) -> State:
        """The state reached by playing ``actions`` from ``new(players, seed, options)``."""
        state = self.new(players, seed, options)
        for i, action in enumerate(actions):
            try:
                state.apply(action)
            except IllegalAction as e:
                raise IllegalAction(f"replay step {i}: {e}") from None
        return state

    @abstractmethod
    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State: ...

    def _from_dict(self, data: dict[str, JSON]) -> State:
        state = self.state_type.from_dict(data)
        self.check_players(state.players)
        return state

    def determinize(self, observation: Observation, rng: Rng) -> State:
        """A full state consistent with ``observation``, hidden parts sampled from ``rng``."""
        state: State = self.state_type.views.determinize(observation, rng)
        return state

    def resample_hidden(self, state: State, seat: Seat | None, rng: Rng) -> State:
        """A copy of ``state`` with everything ``seat`` cannot see re-drawn at random.

        Works on the state, not on a view, so the conformance suite can prove that a view
        does not depend on anything hidden.
        """
        if not isinstance(state, self.state_type):
            raise TypeError(f"not a {self.spec.id} state: {type(state).__name__}")
        resampled: State = self.state_type.views.resample_hidden(state, seat, rng)
        return resampled

    def resample_unseen(self, state: State, rng: Rng) -> State:
        """A copy of ``state`` with what no seat can see re-drawn at random: the order of
        the deck and the RNG, the future rather than anyone's knowledge (every seat's view
        stays the same). A search that clones a state through this cannot read its next
        draws from it."""
        if not isinstance(state, self.state_type):
            raise TypeError(f"not a {self.spec.id} state: {type(state).__name__}")
        resampled: State = self.state_type.views.resample_unseen(state, rng)
        return resampled

    def action_index(self, action: Action) -> int:
        return self.actions.index(action)

    def __repr__(self) -> str:
        return f"<Game {self.spec.id}>"


def seats_text(seats: Sequence[Seat]) -> str:
    return ", ".join(str(s) for s in seats)
