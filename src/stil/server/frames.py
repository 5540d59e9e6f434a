"""What a client draws, built for one seat (or the spectator) in one language.

Texts come from the game's terminal renderer (``stil/games/<id>/render.py``): the question,
each legal action, each event, the final screen and the table itself (as HTML with inline
styles), so every registered game is playable in a browser through this one mechanism.
A frame is made only from the seat's observation and events; the state never leaves.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from rich.console import Console, RenderableType

from stil.cli import texts as _texts  # noqa: F401  (registers the "cli" catalog)
from stil.cli.renderer import GameRenderer, load
from stil.core import Seat, State
from stil.i18n import Lang, t

WIDTH = 100
MAX_EVENTS = 150
_BOARD = '<pre class="board" style="font-family:monospace;line-height:1.25">{code}</pre>'


def _console() -> Console:
    return Console(
        file=io.StringIO(), width=WIDTH, record=True, color_system="truecolor", force_terminal=True
    )


def text(renderable: RenderableType | str) -> str:
    """A renderable as plain text."""
    if isinstance(renderable, str):
        return renderable
    console = _console()
    console.print(renderable)
    return console.export_text().rstrip()


def html(renderable: RenderableType) -> str:
    """A renderable as HTML with inline styles (Rich escapes every text)."""
    console = _console()
    console.print(renderable)
    return console.export_html(inline_styles=True, code_format=_BOARD)


def renderer(game_id: str) -> GameRenderer:
    return load(game_id)


def tags(kinds: Sequence[str], viewer: Seat | None, lang: Lang) -> list[str]:
    """How the terminal labels seats: you, a person, or a bot by kind."""
    out = []
    for seat, kind in enumerate(kinds):
        if seat == viewer:
            out.append(t(lang, "cli.you"))
        elif kind == "human":
            out.append(t(lang, "cli.human"))
        else:
            out.append(t(lang, f"cli.bot_{kind}"))
    return out


def build(
    game_id: str,
    state: State,
    seat: Seat | None,
    lang: Lang,
    kinds: Sequence[str],
    live: bool,
) -> dict[str, Any]:
    """The game part of a frame: view, question, legal actions with their texts, events,
    the drawn table and, once the game is over, scores and the final screen."""
    r = renderer(game_id)
    obs = state.view(seat)
    to_act = state.to_act
    mine = live and seat is not None and seat == to_act
    labels = tags(kinds, seat, lang)
    events: list[dict[str, Any]] = []
    all_events = state.events(seat)
    for i, event in enumerate(all_events[-MAX_EVENTS:], start=max(0, len(all_events) - MAX_EVENTS)):
        said = r.event_text(event, seat, lang)
        if said is not None:
            events.append({"i": i, "text": text(said)})
    frame: dict[str, Any] = {
        "view": obs.data,
        "to_act": to_act,
        "your_turn": mine,
        "question": r.question(obs, lang) if mine else None,
        "actions": (
            [{"action": str(a), "text": r.action_text(a, obs, lang)} for a in state.legal_actions()]
            if mine
            else []
        ),
        "events": events,
        "board": html(r.table(obs, lang, labels)),
        "names": [r.player(s, lang) for s in range(state.players)],
        "scores": state.scores() if state.is_over else None,
        "winners": state.winners() if state.is_over else None,
        "final": text(r.final(state, lang, labels)) if state.is_over else None,
    }
    return frame
