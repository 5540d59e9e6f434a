"""Князья as a registered game: its facts, options and constructors."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from stil.core import Game, GameSpec, OptionSpec, Rng, Seat, State
from stil.core.options import OptionValue, validate_options
from stil.games.princes import observation, rules
from stil.games.princes.cards import FULL_DECK, TYPE
from stil.games.princes.state import PrincesState, types

_NOTES = "princes.deck.md §1.8"

SPEC = GameSpec(
    id="princes",
    min_players=2,
    max_players=8,
    rulebook="princes.ru.md",
    player_options={7: {"allow_up_to_8": True}, 8: {"allow_up_to_8": True}},
    options=(
        OptionSpec(
            "defender_wins_ties",
            True,
            f"{_NOTES} #1; rulebook, Vladimir's militia caption",
            "A defending army equal in valour to the attacker holds (false: it must be more "
            "valorous)",
        ),
        OptionSpec(
            "metropolitan_scope",
            "city",
            f"{_NOTES} #2",
            "A second Metropolitan's Court discards the older one on the same city "
            "(global: every other one in play)",
            allowed=("city", "global"),
        ),
        OptionSpec(
            "burn_scope",
            "all",
            f"{_NOTES} #3",
            "Red Rooster and Ravage discard every attachment, walls included "
            "(peaceful: only the peaceful buildings)",
            allowed=("all", "peaceful"),
        ),
        OptionSpec("moat_stacks", True, f"{_NOTES} #4", "Several Moats on a city add 1 each"),
        OptionSpec(
            "tunnel_removes_moat",
            False,
            f"{_NOTES} #5",
            "Tunnel also discards the city's Moats (false: only the wall card)",
        ),
        OptionSpec(
            "fortress_wall_value",
            "infinite",
            f"{_NOTES} #6",
            "No army may attack a city with the Impregnable Fortress (6: it is a wall >6)",
            allowed=("infinite", "6"),
        ),
        OptionSpec(
            "city_on_opponent", True, f"{_NOTES} #7", "A city may be laid before any prince"
        ),
        OptionSpec(
            "build_on_opponent_city",
            True,
            f"{_NOTES} #8",
            "Buildings and walls may go on any prince's city (false: only your own)",
        ),
        OptionSpec(
            "second_defending_army",
            False,
            f"{_NOTES} #9",
            "After its army was lured or besieged away, the defender may lay a second one",
        ),
        OptionSpec(
            "war_opens_with_army",
            True,
            f"princes.ru.md, «Ваши войны»; {_NOTES} #10",
            "A war must open with a numbered army; Tunnel, Siege and Treason join a war "
            "already open (false: they may open it too)",
        ),
        OptionSpec(
            "events_repel_treason",
            True,
            "princes.ru.md, «Ваши войны»",
            "Watch or Metropolitan's Word played against Treason repels it (false: Treason "
            "acts first and takes the city; no event can answer it)",
        ),
        OptionSpec(
            "pass_rule",
            "empty_deck",
            f"{_NOTES} #11",
            "When a prince may pass: once the draw pile is empty; no_legal_action: only when "
            "nothing else is legal; always",
            allowed=("empty_deck", "no_legal_action", "always"),
        ),
        OptionSpec(
            "end_trigger_when_pending",
            "keep",
            f"{_NOTES} #12",
            "Batu or the last card while an end is pending changes nothing "
            "(restart: it restarts the countdown)",
            allowed=("keep", "restart"),
        ),
        OptionSpec(
            "secret_message_anytime",
            False,
            f"{_NOTES} #13",
            "Secret Message may be played with no end pending (to no effect)",
        ),
        OptionSpec(
            "ruin_peaceful",
            False,
            f"{_NOTES} #14",
            "Ravage may also be played in peace on any city (false: only on capture)",
        ),
        OptionSpec(
            "tie_break",
            "shared",
            f"{_NOTES} #15",
            "Equal highest might: a shared win (most_cities: most cities, then shared)",
            allowed=("shared", "most_cities"),
        ),
        OptionSpec(
            "tournament_tie",
            "shared",
            f"{_NOTES} #16",
            "Tournament: equal totals at 100 or more share the win (play_on: more games)",
            allowed=("shared", "play_on"),
        ),
        OptionSpec(
            "first_player",
            "random",
            f"{_NOTES} #17",
            "Who starts: drawn at random from the game's seed (seat0: seat 0)",
            allowed=("random", "seat0"),
        ),
        OptionSpec("allow_up_to_8", False, f"{_NOTES} #20", "Allow 7 and 8 players (default 2–6)"),
    ),
)


class PrincesGame(Game):
    spec = SPEC
    actions = rules.ACTIONS
    state_type = PrincesState

    def _new(self, players: int, seed: int, options: dict[str, OptionValue]) -> State:
        if players > 6 and not options["allow_up_to_8"]:
            from stil.core import InvalidPlayers

            raise InvalidPlayers("princes with 7 or 8 players needs option allow_up_to_8=true")
        rng = Rng(seed)
        state = PrincesState(players, options, rng)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        state.deck = deck
        rules.deal(state)
        return state


def setup(
    players: int,
    *,
    hands: Sequence[Sequence[str]] = (),
    deck: Sequence[str] = (),
    cities: Mapping[str, tuple[Seat, Sequence[str]]] | None = None,
    chronicles: Sequence[Sequence[str]] = (),
    discard: Sequence[str] = (),
    current: Seat = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
) -> PrincesState:
    """A position laid out by hand (tests, puzzles, teaching); ``deck`` top card first.
    ``cities`` maps a city id to ``(owner, attachments)``."""
    s = PrincesState(players, validate_options(SPEC.options, options), Rng(seed))
    s.deck = types(list(reversed(deck)))
    for seat, hand in enumerate(hands):
        s.hands[seat] = sorted(types(hand))
    for seat, chs in enumerate(chronicles):
        s.chronicles[seat] = types(chs)
    for city, (seat, attached) in (cities or {}).items():
        s.owner[TYPE[city]] = seat
        s.attached[TYPE[city]] = types(attached)
    s.discard = types(discard)
    s.current = current
    return s


GAME = PrincesGame()
PrincesState.game = GAME
PrincesState.rules = rules
PrincesState.views = observation
