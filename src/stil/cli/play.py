"""One game at one terminal: people and bots in seats, the screen shown to whoever decides.

What a person sees is built from their own view and their own events, never from the
state: one person at the table follows everything as their seat may know it; several
people (hot seat) each get a "pass the device" screen that clears the previous person's
secrets, then what happened since their last decision. With no person at the table the
game is narrated as a spectator sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.console import Console, RenderableType
from rich.rule import Rule
from rich.text import Text

from stil.bots import Bot, bot_names, make_bot
from stil.core import Rng, Seat, State
from stil.core.moves import unplayable
from stil.i18n import Lang, has, t
from stil.labels import HUMAN, tags
from stil.render import GameRenderer, card_label, reason_text


class SeatError(ValueError):
    """A ``--seats`` entry that names no player kind, or a bot that cannot be made."""


@dataclass
class Player:
    """Who sits in a seat: a person, or a bot with its own random generator."""

    kind: str
    bot: Bot | None = None
    rng: Rng | None = None

    @property
    def human(self) -> bool:
        return self.bot is None


def seat_kinds() -> list[str]:
    return [HUMAN, *bot_names()]


def make_players(kinds: Sequence[str], game_id: str, seed: int) -> list[Player]:
    """One player per seat; each bot's generator comes from the seed and its seat, so a
    seed replays the bots' moves too."""
    players = []
    for seat, kind in enumerate(kinds):
        if kind == HUMAN:
            players.append(Player(HUMAN))
            continue
        if kind not in bot_names():
            raise SeatError(f"unknown player {kind!r}; seats are: {', '.join(seat_kinds())}")
        try:
            bot = make_bot(kind, game_id)
        except (ImportError, AttributeError) as e:
            raise SeatError(f"the {kind} bot for {game_id} is not available: {e}") from None
        except ValueError as e:
            raise SeatError(str(e)) from None
        players.append(Player(kind, bot, Rng(seed * 1_000_003 + 7919 * (seat + 1))))
    return players


class Session:
    """Runs ``state`` to its end, asking people through ``read_line`` (which may raise
    ``EOFError`` or ``KeyboardInterrupt``; the caller ends the program on those)."""

    def __init__(
        self,
        state: State,
        players: Sequence[Player],
        renderer: GameRenderer,
        lang: Lang,
        console: Console,
        read_line: Callable[[str], str],
    ) -> None:
        self.state = state
        self.players = list(players)
        self.r = renderer
        self.lang = lang
        self.console = console
        self.read_line = read_line
        humans = [s for s, p in enumerate(self.players) if p.human]
        self.hot_seat = len(humans) > 1
        # Whose screen it is: the one person, or a spectator until someone decides.
        self.viewer: Seat | None = humans[0] if len(humans) == 1 else None
        # How many of ``state.events(viewer)`` each viewer has been shown.
        self.seen: dict[Seat | None, int] = {}
        # Public events before the last person's decision: the shared final screen
        # starts there.
        self.public_mark = 0

    def run(self) -> None:
        state = self.state
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            player = self.players[seat]
            if player.human:
                self.ask(seat)
            else:
                assert player.bot is not None and player.rng is not None
                action = player.bot.choose(state.view(seat), state.legal_actions(), player.rng)
                state.apply(action, seat=seat)
            self.flush(self.viewer)
        if self.hot_seat:
            self.handover(self.cli("show_everyone"))
            self.viewer = None
            self.seen[None] = self.public_mark
            self.flush(None)
        self.console.print(self.r.final(state, self.lang, self.tags(self.viewer)))

    # -- people ----------------------------------------------------------------------
    def ask(self, seat: Seat) -> None:
        if self.hot_seat and self.viewer != seat:
            self.handover(self.cli("pass_device", player=self.r.player(seat, self.lang)))
            self.viewer = seat
            if 0 < self.seen.get(seat, 0) < len(self.state.events(seat)):
                self.console.print(Text(self.cli("since_last"), style="bold"))
        self.flush(seat)
        obs = self.state.view(seat)
        legal = self.state.legal_actions()
        self.console.print(self.r.table(obs, self.lang, self.tags(seat)))
        question = self.r.question(obs, self.lang)
        choices = [self.r.action_text(action, obs, self.lang) for action in legal]
        self.show_choices(question, choices)
        self.show_unplayable(seat)
        choice = self.choose(len(legal), lambda: self.help(seat, question, choices))
        self.public_mark = len(self.state.events(None))
        self.state.apply(legal[choice - 1], seat=seat)

    def show_choices(self, question: str, choices: Sequence[str]) -> None:
        """The question and its numbered choices; a lone choice the person only confirms is
        shown as that, not as a list of one."""
        self.console.print(Text(question, style="bold"))
        if len(choices) == 1:
            self.console.print(Text.assemble((self.cli("only_choice") + " ", "bold"), choices[0]))
            return
        for i, text in enumerate(choices, 1):
            self.console.print(Text.assemble((f"{i:>3}. ", "bold"), text))

    def show_unplayable(self, seat: Seat) -> None:
        """The cards of the hand that cannot be played now, each with the game's reason."""
        blocked = unplayable(self.state, seat)
        if not blocked:
            return
        self.console.print(Text(self.cli("unplayable"), style="bold dim"))
        for why in blocked:
            name = card_label(self.state, why.card, self.lang)
            said = reason_text(self.r, why, self.lang)
            self.console.print(Text(f"  ✗ {name}: {said}", style="dim"))

    def help(self, seat: Seat, question: str, choices: Sequence[str]) -> None:
        """What ``?`` prints: what the decision asks (with the game's own explanation of
        this kind of decision, where it has one) and how to answer it, then the choices."""
        lines = [Text(self.cli("help_title"), style="bold underline")]
        lines.append(Text(self.cli("help_asked", question=question)))
        decision = self.state.decision
        if decision is not None and decision.seat == seat:
            key = f"{self.state.game.spec.id}.help.{decision.kind}"
            if has(key):
                lines.append(Text(t(self.lang, key, **decision.params)))
        n = len(choices)
        lines.append(Text(self.cli("help_only") if n == 1 else self.cli("help_choices", n=n)))
        lines.append(Text(self.cli("help_keys"), style="dim"))
        for line in lines:
            self.console.print(line)
        self.show_choices(question, choices)

    def choose(self, n: int, help: Callable[[], None] = lambda: None) -> int:
        """A number in 1..n (Enter alone when there is one choice); ``?`` calls ``help``;
        anything else asks again."""
        only = n == 1
        while True:
            answer = self.read_line(self.cli("prompt_only" if only else "prompt", n=n)).strip()
            if answer == "?":
                help()
            elif only and answer in ("", "1"):
                return 1
            elif answer.isdecimal() and 1 <= int(answer) <= n:
                return int(answer)
            else:
                self.console.print(
                    Text(self.cli("bad_only" if only else "bad_choice", n=n), style="red")
                )

    def handover(self, message: str) -> None:
        """A blank screen between two people, so that nothing private stays on it (nor in
        the scrollback); before anyone's first decision there is nothing to clear."""
        if self.viewer is not None:
            self.clear()
        self.console.print(Text(message, style="bold"))
        self.read_line(self.cli("press_enter") + " ")

    def clear(self) -> None:
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")  # the scrollback too
            self.console.file.flush()
        else:
            self.console.print(Rule(style="dim"))

    # -- what to show ----------------------------------------------------------------
    def flush(self, viewer: Seat | None) -> None:
        """Print the events ``viewer`` may know and has not been shown yet."""
        events = self.state.events(viewer)
        for event in events[self.seen.get(viewer, 0) :]:
            text = self.r.event_text(event, viewer, self.lang)
            if text is not None:
                self.console.print(text)
        self.seen[viewer] = len(events)

    def tags(self, viewer: Seat | None) -> list[str]:
        kinds = [HUMAN if p.human else p.kind for p in self.players]
        return tags(kinds, viewer, self.lang)

    def intro(self, game_name: str, seed: int) -> list[RenderableType]:
        seats = ", ".join(
            f"{self.r.player(s, self.lang)} ({tag})" for s, tag in enumerate(self.tags(None))
        )
        return [
            Text(game_name, style="bold"),
            Text(self.cli("seats", seats=seats)),
            Text(self.cli("seed", seed=seed), style="dim"),
        ]

    def cli(self, key: str, **params: object) -> str:
        return t(self.lang, f"stil.cli.{key}", **params)
