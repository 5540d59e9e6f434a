"""The tournament: the same princes play game after game, adding up their might, until
someone has reached 100 (rulebook, "Ваша мечта об абсолютной власти").

Seats rotate between games so that each game starts one prince further clockwise
(princes.deck.md §1.8 #17): in game ``k`` prince ``p`` sits in seat ``(p - k) mod n`` and
seat 0 starts.

>>> t = Tournament(players=2, seed=5)
>>> state = t.next_game()
>>> state.to_act
0
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from stil.core import Rng, validate_options
from stil.core.options import OptionValue
from stil.games.princes.game import GAME, SPEC
from stil.games.princes.state import PrincesState

TARGET = 100


@dataclass
class Tournament:
    #: the points that end it (the lobby offers a series to this many)
    target: ClassVar[int] = TARGET

    players: int
    seed: int = 0
    options: Mapping[str, object] = field(default_factory=dict)
    totals: list[int] = field(init=False)
    games: list[list[int]] = field(init=False, default_factory=list)  # might per prince

    def __post_init__(self) -> None:
        GAME.check_players(self.players)
        self._options: dict[str, OptionValue] = validate_options(SPEC.options, self.options)
        self.totals = [0] * self.players
        self._seeds = Rng(self.seed)

    def seat_of(self, prince: int, game: int | None = None) -> int:
        k = len(self.games) if game is None else game
        return (prince - k) % self.players

    def prince_at(self, seat: int, game: int | None = None) -> int:
        k = len(self.games) if game is None else game
        return (seat + k) % self.players

    def next_game(self) -> PrincesState:
        """The next game of the series (seat 0 starts; see :meth:`prince_at`)."""
        if self.is_over:
            raise ValueError("the tournament is over")
        options = {**self._options, "first_player": "seat0"}
        state = GAME.new(self.players, self._seeds.next64() >> 1, options)
        assert isinstance(state, PrincesState)
        return state

    def record(self, state: PrincesState) -> None:
        """Add a finished game's might to the princes' totals (negative results count)."""
        if not state.is_over:
            raise ValueError("the game is not over")
        might = [0] * self.players
        for seat, points in enumerate(state.scores()):
            might[self.prince_at(seat)] = points
        self.games.append(might)
        self.totals = [t + m for t, m in zip(self.totals, might, strict=True)]

    def leaders(self) -> list[int]:
        best = max(self.totals)
        return [p for p, t in enumerate(self.totals) if t == best]

    @property
    def is_over(self) -> bool:
        """Someone reached 100; with ``tournament_tie=play_on`` the highest total must also
        be a single prince's."""
        if max(self.totals) < TARGET:
            return False
        return self._options["tournament_tie"] == "shared" or len(self.leaders()) == 1

    def winners(self) -> list[int]:
        return self.leaders() if self.is_over else []
