"""Random legal and illegal play against any registered game, with the engine contract
checked as it goes.

One :class:`Session` is one seeded game: it plays legal actions, throws illegal ones at
the state (unknown text, a seat out of turn, an action legal for another seat, malformed
values) and checks, when asked:

- an illegal action raises the engine's error (a :class:`~stil.core.StilError`) and leaves
  the state exactly as it was (its JSON before == after);
- ``clone()`` then apply == apply on the original;
- undo by replay: a new game from the same seed and the action list == the current state;
- ``to_json`` / ``from_json`` round trip == the state, and the copy plays on the same;
- re-dealing what a seat cannot see leaves its view, events and legal actions alone;
- the game's invariants (card conservation, :mod:`stil.testing.invariants`).

The Hypothesis state machine (``tests/core/test_stateful.py``) and the long fuzz run
(``benchmarks/fuzz.py``) both drive a session, so a failure of either is replayed by the
same few lines: :meth:`Session.reproducer` prints them.

>>> import stil
>>> s = Session(stil.game("cabbage"), 2, {}, seed=3)
>>> s.play(0) is not None and s.try_illegal("unknown_text", 3)
'IllegalAction'
>>> s.check_all()
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Iterator, Mapping
from typing import Any

from stil.core import Action, Game, Rng, State, StilError
from stil.testing.invariants import CardCount, cards_in_play, check_invariants, has_counter

#: The kinds of illegal attempt a session makes; each ``pick`` selects a variant.
ILLEGAL_KINDS = ("unknown_text", "out_of_turn", "other_seat", "space", "malformed")

GARBAGE_TEXTS = (
    "",
    "   ",
    "!!",
    "no_such_action",
    "draw draw draw draw draw draw draw draw draw",
    "x" * 250,
    "play -1",
    "play 99999999999999999999",
    "take Лис",
    "\x00",
    "42",
    "play 0 0 0 0 0 0 0",
)


def random_options(game: Game, players: int, rng: Rng) -> dict[str, object]:
    """Options drawn at random among each option's allowed values (the player count's own
    requirements kept). A combination the game refuses is dropped for the defaults."""
    options: dict[str, object] = {
        o.name: o.allowed[rng.below(len(o.allowed))] for o in game.spec.options
    }
    options.update(game.spec.options_for(players))
    try:
        game.new(players, 0, options)
    except StilError:
        return game.spec.options_for(players)
    return options


def random_play(game: Game, players: int, seed: int, rng: Rng) -> Iterator[State]:
    """Every state of one game dealt from ``seed``, its rule options and every move drawn
    from ``rng`` (the same arguments, the same states: what a pinned fingerprint needs).

    >>> import stil
    >>> states = list(random_play(stil.game("cabbage"), 2, seed=1, rng=Rng(5)))
    >>> states[-1].is_over
    True
    """
    state = game.new(players=players, seed=seed, options=random_options(game, players, rng))
    yield state
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        yield state


class Session:
    """One seeded game played by a caller's choices (ints), checked on request."""

    def __init__(
        self,
        game: Game,
        players: int,
        options: Mapping[str, object],
        seed: int,
        exact: bool = True,
    ) -> None:
        self.game = game
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.state: State = game.new(players, seed, self.options)
        self.actions: list[Action] = []
        #: actions legal at some earlier step for a seat other than the one acting then
        self.seen: dict[int, list[Action]] = {}
        self.start: CardCount | None = (
            cards_in_play(self.state) if has_counter(game.spec.id) else None
        )
        self.illegal_tried = 0
        #: compare ``to_json`` texts (``True``) or ``marshal`` bytes of ``to_dict`` (the
        #: same content, a few times cheaper: the long fuzz run's choice)
        self.exact = exact

    def snapshot(self) -> str | bytes:
        """The whole state, serialised, for an unchanged-state comparison."""
        if self.exact:
            return self.state.to_json()
        try:
            return marshal.dumps(self.state.to_dict())
        except ValueError:  # something marshal cannot write: fall back to the JSON
            return self.state.to_json()

    # -- playing ----------------------------------------------------------------------
    def play(self, choice: int) -> Action | None:
        """Play legal action number ``choice`` (modulo their count); ``None`` at the end."""
        state = self.state
        if state.is_over:
            return None
        legal = state.legal_actions()
        seat = state.to_act
        assert legal, "no legal action before the end"
        assert seat is not None and state.decision is not None and state.decision.seat == seat
        pool = self.seen.setdefault(seat, [])
        if len(pool) < 64:
            pool.extend(legal[: 64 - len(pool)])
        else:  # keep the pool moving with the game: one slot replaced a step
            pool[len(self.actions) % 64] = legal[(choice >> 3) % len(legal)]
        action = legal[choice % len(legal)]
        state.apply(action)
        self.actions.append(action)
        return action

    @classmethod
    def replayed(
        cls,
        game_id: str,
        players: int,
        options: Mapping[str, object],
        seed: int,
        actions: list[str],
    ) -> Session:
        """A session brought to where a failure report left it (its action list)."""
        import stil

        session = cls(stil.game(game_id), players, options, seed)
        for text in actions:
            legal = [str(a) for a in session.state.legal_actions()]
            session.play(legal.index(text))
        return session

    def play_many(self, n: int, rng: Rng) -> int:
        """Up to ``n`` random legal actions (fewer if the game ends); how many were played."""
        done = 0
        while done < n and self.play(rng.below(1 << 30)) is not None:
            done += 1
        return done

    # -- illegal attempts -------------------------------------------------------------
    def illegal_attempt(self, kind: str, pick: int) -> tuple[object, int | None] | None:
        """The attempt ``(action or text, seat)`` of ``kind`` variant ``pick``; ``None``
        when this kind has nothing illegal to offer here (a seat's own pool all legal)."""
        state = self.state
        legal = state.legal_actions()
        to_act = state.to_act
        if kind == "unknown_text":
            return GARBAGE_TEXTS[pick % len(GARBAGE_TEXTS)], None
        if kind == "out_of_turn":
            if not legal or to_act is None:
                return None
            seats = [s for s in range(max(self.players, 2)) if s != to_act]
            return legal[pick % len(legal)], seats[pick % len(seats)]
        if kind == "other_seat":
            others = [
                a
                for seat, pool in sorted(self.seen.items())
                if seat != to_act
                for a in pool
                if a not in legal
            ]
            if not others:
                return None
            return others[pick % len(others)], None
        if kind == "space":
            size = len(self.game.actions)
            legal_set = set(legal)
            for i in range(40):
                a = self.game.actions.action((pick * 7919 + i * 104_729) % size)
                if a not in legal_set:
                    return a, None
            return None
        if kind == "malformed":
            base = legal[pick % len(legal)] if legal else Action("draw")
            variants: list[object] = [
                Action(base.name, (*base.args, 0)),
                Action(base.name, (10**12,) * max(1, len(base.args))),
                Action(base.name, ("no_such_card",) * max(1, len(base.args))),
                Action("no_such_action", base.args),
                f"{base} 7",
                str(base).upper(),
                None,
                12,
                [str(base)],
                Action(base.name, (-1,) * max(1, len(base.args))),
            ]
            attempt = variants[pick % len(variants)]
            if attempt in legal:  # -1 is a real coordinate on an open table, say
                return None
            return attempt, None
        raise ValueError(f"unknown illegal kind {kind!r}")

    def try_illegal(self, kind: str, pick: int) -> str | None:
        """Make one illegal attempt: it must raise the engine's error and change nothing.
        Returns the error's class name (``None`` when the kind had nothing to try)."""
        attempt = self.illegal_attempt(kind, pick)
        if attempt is None:
            return None
        return self.check_refused(*attempt, kind=kind)

    def check_refused(self, action: object, seat: int | None, kind: str = "") -> str:
        """``action`` (by ``seat``) must raise a :class:`StilError` and change nothing;
        returns the error's class name."""
        state = self.state
        before = self.snapshot()
        legal_before = state.legal_actions()
        try:
            state.apply(action, seat=seat)  # type: ignore[arg-type]
        except StilError as e:
            error = type(e).__name__
        except Exception as e:  # any other exception is a bug: bad input must be a StilError
            raise AssertionError(
                f"{kind} {action!r} (seat {seat}) raised {type(e).__name__}: {e}"
            ) from e
        else:
            raise AssertionError(f"illegal {kind} {action!r} (seat {seat}) was accepted")
        assert self.snapshot() == before, f"illegal {kind} {action!r} changed the state"
        assert state.legal_actions() == legal_before, f"illegal {kind} changed the legal actions"
        self.illegal_tried += 1
        return error

    # -- checks -----------------------------------------------------------------------
    def check_clone(self, choice: int = 0) -> Action | None:
        """A clone plays like the original: legal action ``choice`` applied to a clone and
        to the original (which moves on: the action is recorded) gives the same JSON, and
        neither move touches the other copy."""
        state = self.state
        before = state.to_json()
        twin, bystander = state.clone(), state.clone()
        assert twin.to_json() == before, "a clone differs from its original"
        if state.is_over:
            return None
        legal = state.legal_actions()
        assert twin.legal_actions() == legal
        action = legal[choice % len(legal)]
        twin.apply(action)
        assert state.to_json() == before, "playing on a clone changed the original"
        self.play(choice)
        assert state.to_json() == twin.to_json(), "clone then apply != apply on the original"
        assert bystander.to_json() == before, "playing on the original changed a clone"
        return action

    def check_replay(self) -> None:
        """Undo by replay: the same seed and action list give the current state."""
        replayed = self.game.replay(
            self.players, self.seed, self.options, [str(a) for a in self.actions]
        )
        assert replayed.to_json() == self.state.to_json(), "replay of the action list differs"

    def check_json(self) -> None:
        """``from_json(to_json())`` is the state, plays on alike and has the same views."""
        state = self.state
        text = state.to_json()
        json.loads(text)
        restored = self.game.from_json(text)
        assert restored.to_json() == text, "JSON round trip is lossy"
        assert restored == state
        assert restored.legal_actions() == state.legal_actions()
        assert restored.to_act == state.to_act and restored.decision == state.decision
        for seat in [None, *range(self.players)]:
            assert restored.view(seat) == state.view(seat), f"seat {seat}'s view differs"
        if not state.is_over:
            action = state.legal_actions()[-1]
            probe = state.clone()
            probe.apply(action)
            restored.apply(action)
            assert restored.to_json() == probe.to_json(), "restored state plays differently"

    def check_hidden(self, pick: int, rng: Rng) -> bool:
        """Re-dealing what seat ``pick`` (or the spectator) cannot see leaves its view and
        its events as they were; returns whether the re-deal changed the state at all."""
        seats = [None, *range(self.players)]
        seat = seats[pick % len(seats)]
        state = self.state
        other = self.game.resample_hidden(state, seat, rng)
        assert other.view(seat) == state.view(seat), f"seat {seat}'s view saw a re-deal"
        assert other.events(seat) == state.events(seat), f"seat {seat}'s events saw a re-deal"
        if seat is not None and seat == state.to_act:
            assert other.legal_actions() == state.legal_actions()
        return other.to_json() != state.to_json()

    def check_invariants(self) -> None:
        """Cards are conserved; a finished game has no seat to act and a score per seat."""
        check_invariants(self.state, self.start)
        state = self.state
        if state.is_over:
            assert state.to_act is None and state.decision is None
            assert state.legal_actions() == []
            assert len(state.scores()) == self.players
            assert all(0 <= w < self.players for w in state.winners())

    def check_all(self, choice: int = 0) -> None:
        self.check_clone(choice)
        self.check_json()
        self.check_replay()
        self.check_invariants()

    # -- reporting --------------------------------------------------------------------
    def reproducer(self) -> str:
        """Python lines that rebuild this session where it stands (for a failure report)."""
        actions = [str(a) for a in self.actions]
        return (
            "from stil.testing.stateful import Session\n"
            f"session = Session.replayed({self.game.spec.id!r}, {self.players}, "
            f"{self.options!r}, {self.seed}, {json.dumps(actions)})"
        )

    def describe(self) -> dict[str, Any]:
        return {
            "game": self.game.spec.id,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "actions": [str(a) for a in self.actions],
        }
