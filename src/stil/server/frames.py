"""What a client draws, built for one seat (or the spectator) in one language.

Texts come from the game's terminal renderer (``stil/games/<id>/render.py``): the question,
each legal action, each event, the final screen and the table itself (as HTML with inline
styles), so every registered game is playable in a browser through this one mechanism.
A frame is made only from the seat's observation and events; the state never leaves.
"""

from __future__ import annotations

import bisect
import functools
import io
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from html import escape as html_escape
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from stil.core import Action, Observation, Seat, State
from stil.core.moves import card_target, hints, unplayable, weighty
from stil.i18n import Lang, t
from stil.labels import tags
from stil.render import GameRenderer, load, reason_text

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


def _plain(cell: RenderableType | str | None) -> str:
    """A table cell's words (markup and styles dropped)."""
    if cell is None:
        return ""
    if isinstance(cell, Text):
        return cell.plain
    if isinstance(cell, str):
        return Text.from_markup(cell).plain
    return text(cell)


def final_parts(drawn: RenderableType, rename: Callable[[str], str]) -> list[dict[str, Any]]:
    """The final screen as data a page lays out for its width: each table's title, column
    heads, rows and footer as plain words, each line of text; a drawing (a map of the
    table, say) only as its text, which the page may leave to its own view of the game."""
    items = list(drawn.renderables) if isinstance(drawn, Group) else [drawn]
    out: list[dict[str, Any]] = []
    for item in items:
        if isinstance(item, Table):
            cols = item.columns
            rows = [[rename(_plain(c._cells[i])) for c in cols] for i in range(item.row_count)]
            out.append(
                {
                    "table": {
                        "title": rename(_plain(item.title)) if item.title else None,
                        "columns": [rename(_plain(c.header)) for c in cols],
                        "rows": rows,
                        "footer": (
                            [rename(_plain(c.footer)) for c in cols] if item.show_footer else None
                        ),
                    }
                }
            )
        elif isinstance(item, (Text, str)):
            out.append({"text": rename(_plain(item))})
        else:
            out.append({"drawing": rename(text(item))})
    return out


def renderer(game_id: str) -> GameRenderer:
    return load(game_id)


@functools.lru_cache(maxsize=50_000)
def _event_text(game_id: str, event: str, seat: Seat | None, lang: Lang) -> str | None:
    said = renderer(game_id).event_text(json.loads(event), seat, lang)
    return None if said is None else text(said)


def event_text(game_id: str, event: Any, seat: Seat | None, lang: Lang) -> str | None:
    """An event in words, as plain text. Rendering one costs far more than the rest of a
    frame, and a seat's view of an event never changes, so the text is cached by what
    the event says, for whom and in which language (common events recur in every game)."""
    try:
        key = json.dumps(event, sort_keys=True)
    except TypeError:  # not plain data: rendered each time
        said = renderer(game_id).event_text(event, seat, lang)
        return None if said is None else text(said)
    return _event_text(game_id, key, seat, lang)


#: a log entry's line in a frame, by the entry (held, so its ``id`` is never reused while
#: kept), the seat, the language and the names: the text and whether a rule stood in it
_LINES: dict[tuple[int, Seat | None, str, tuple[str | None, ...]], tuple[Any, Any]] = {}
LINES_KEPT = 100_000
_LINES_LOCK = threading.Lock()


def _event_line(
    game_id: str,
    entry: Any,
    seat: Seat | None,
    lang: Lang,
    names: tuple[str | None, ...],
    rename: Callable[[str], str],
) -> tuple[str, bool] | None:
    """One log entry as a frame's event line (with the chosen names), and whether a turn's
    rule was in it; ``None`` when it says nothing. Worked out once per entry object."""
    key = (id(entry), seat, lang, names)
    with _LINES_LOCK:  # frames are built on the loop and, for replays, in threads
        hit = _LINES.get(key)
    if hit is not None and hit[0] is entry:
        line: tuple[str, bool] | None = hit[1]
        return line
    said = event_text(game_id, dict(entry), seat, lang)
    line = None
    if said is not None:
        ruled = _RUN.sub(" ", said).strip()
        ruled = "\n".join(part for part in ruled.splitlines() if not _RULE.match(part))
        if ruled:
            line = (rename(ruled), ruled != said.strip())
    with _LINES_LOCK:
        if len(_LINES) >= LINES_KEPT:
            _LINES.clear()  # a new start; each line is worked out again when next asked
        _LINES[key] = (entry, line)
    return line


_BOARDS: OrderedDict[tuple[str, str, tuple[str, ...]], str] = OrderedDict()
BOARD_CACHE = 256
_BOARDS_LOCK = threading.Lock()


def board(obs: Observation, r: GameRenderer, lang: Lang, labels: Sequence[str]) -> str:
    """The drawn table as HTML. The same view drawn again (a client polling, a reconnect,
    several clients of one seat) comes from a small cache keyed by the whole observation
    (its JSON names the game and the seat), so one seat's board never serves another."""
    key = (obs.to_json(), lang, tuple(labels))
    with _BOARDS_LOCK:  # boards are drawn in worker threads (live frames, replays)
        hit = _BOARDS.get(key)
        if hit is not None:
            _BOARDS.move_to_end(key)
            return hit
    drawn = html(r.table(obs, lang, list(labels)))
    with _BOARDS_LOCK:
        _BOARDS[key] = drawn
        if len(_BOARDS) > BOARD_CACHE:
            _BOARDS.popitem(last=False)
    return drawn


_NUMBERED = re.compile(r"(\w+) (\d+)\)?$")


def renamer(
    r: GameRenderer, lang: Lang, names: Sequence[str | None], escape: bool = False
) -> Callable[[str], str]:
    """A function that writes each chosen name where the game's texts say the seat's label
    ("Player 2" becomes "Оксана"), in one pass, so that a name is never renamed again.
    A label of the kind "<word> <number>" is also found declined ("Хід гравця 2" becomes
    "Хід гравця Оксана": the word keeps its case, the name stands after it as in "у гравця
    Оксана"). ``escape``: the names go into HTML, escaped."""
    said = {s: (html_escape(n) if escape else n) for s, n in enumerate(names) if n}
    chosen = {r.player(s, lang): n for s, n in said.items()}
    if not chosen:
        return str
    alternatives = [
        re.escape(k) + (r"(?!\d)" if k[-1:].isdigit() else "")
        for k in sorted(chosen, key=len, reverse=True)
    ]
    declined: dict[str, int] = {}
    for s in said:
        m = _NUMBERED.search(r.player(s, lang))
        if m and int(m.group(2)) == s + 1 and len(m.group(1)) >= 4:
            stem = m.group(1)[:4].lower()  # "Гравець" → "грав": гравця, гравцю, гравцем
            declined[str(s + 1)] = s
            alternatives.append(rf"\b{re.escape(stem)}\w* {s + 1}(?!\d)")
    # a game whose texts also name a seat another way (kingdoms: a side by its colour)
    # gets the name beside those words: «Жовті (Оля)»
    side_words = getattr(r, "side_words", None)
    sides: list[tuple[re.Pattern[str], str]] = []
    if side_words is not None:
        for s, name in said.items():
            for word in side_words(s, lang):
                sides.append((re.compile(word), name))
                alternatives.append(rf"(?-i:\b{word}\b)")
    pattern = re.compile("|".join(alternatives), re.IGNORECASE)

    def one(m: re.Match[str]) -> str:
        found = m.group(0)
        if found in chosen:
            return chosen[found]
        for side, name in sides:
            if side.fullmatch(found):
                return f"{found} ({name})"
        word, _, number = found.rpartition(" ")
        seat = declined.get(number)
        return f"{word} {said[seat]}" if seat is not None else found

    return lambda text_: pattern.sub(one, text_)


# the rules the terminal draws between turns ("Player 2's turn ────…", a line of "────"):
# a frame's event texts carry no such runs, only a mark that the event opens a turn
_RULE = re.compile(r"^[\s─━—=\-_·]*$")
_RUN = re.compile(r"[ \t]*[─━═]{3,}[ \t]*")


def waiting(game_id: str, players: int, lang: Lang) -> dict[str, Any]:
    """The game part of a frame before the host starts: the seats' labels and nothing
    drawn from the state. The deal is made when the table is created (its seed is
    committed to then), but until Start nobody sees a card, an event or a question, in a
    frame, on the drawn board or in a replay, as at a real table where nothing is dealt
    before everyone sits down."""
    r = renderer(game_id)
    return {
        "view": None,
        "to_act": None,
        "your_turn": False,
        "auto": None,
        "progress": None,
        "question": None,
        "actions": [],
        "unplayable": [],
        "events": [],
        "names": [seat_label(r, s, lang) for s in range(players)],
        "scores": None,
        "winners": None,
        "final": None,
    }


def _action(
    state: State,
    action: Action,
    obs: Observation,
    r: GameRenderer,
    lang: Lang,
    rename: Callable[[str], str],
) -> dict[str, Any]:
    """One legal action: its text form, its words, and the card it plays on what target
    (``None`` where it plays none), for a client that plays by picking a card and a target."""
    card, target = card_target(state, action)
    text_ = rename(r.action_text(action, obs, lang))
    said: dict[str, Any] = {"action": str(action), "text": text_, "card": card, "target": target}
    if weighty(state, action):
        said["confirm"] = True  # the page asks before sending it
    return said


def build(
    game_id: str,
    state: State,
    seat: Seat | None,
    lang: Lang,
    kinds: Sequence[str],
    live: bool,
    with_board: bool = True,
    names: Sequence[str | None] = (),
    auto: bool = False,
    notes: Mapping[int, tuple[int, int]] | None = None,
) -> dict[str, Any]:
    """The game part of a frame: view, question, legal actions with their texts, events,
    the drawn table and, once the game is over, scores and the final screen.

    With ``auto`` (the server answers a person's forced decisions), a person's decision
    with one legal action is not asked: ``auto`` says what the server plays for them, and
    ``actions`` is empty. ``notes``: the moves a turn timer made (seq -> the log's length
    before, the seat), each said in the log before what the move did.

    Drawing the table costs more than all the rest (milliseconds per seat and language on
    every change), and a client with its own view of the game shows it only on demand, so
    ``with_board=False`` leaves the ``board`` key out and draws nothing.

    ``names`` are the names people chose (``None`` where none): the texts and the drawn
    board say them instead of the game's seat labels, whatever the game."""
    r = renderer(game_id)
    rename = renamer(r, lang, names)
    obs = state.view(seat)
    to_act = state.to_act
    mine = live and seat is not None and seat == to_act
    labels = tags(kinds, seat, lang)
    events: list[dict[str, Any]] = []
    # the seat's entries of the log, as ``state.events(seat)`` lists them, but the entries
    # themselves: a log is only ever appended to and its entries never change, so each
    # one's words are worked out once (per seat, language and names), not in every frame
    seen = [e for vis, e in state.log if vis is None or (seat is not None and seat in vis)]
    named = tuple(names)
    # where each timer note stands among the seat's entries: before the first entry it
    # sees of the log at or after the note's place (at the end when it saw none)
    told: list[tuple[int, int, int]] = []
    if notes:
        starts = [i for i, (vis, _) in enumerate(state.log) if vis is None or seat in vis]
        for n_seq, (at, who) in sorted(notes.items()):
            told.append((bisect.bisect_left(starts, at), n_seq, who))
    first = max(0, len(seen) - MAX_EVENTS)
    for i, entry in enumerate(seen[first:], start=first):
        for pos, n_seq, who in told:
            if pos == i:
                events.append(_timer_note(r, lang, rename, n_seq, who))
        line = _event_line(game_id, entry, seat, lang, named, rename)
        if line is not None:
            said_event: dict[str, Any] = {"i": i, "text": line[0]}
            if line[1]:
                said_event["rule"] = True  # a new turn: the page may draw its own separator
            events.append(said_event)
    for pos, n_seq, who in told:
        if pos >= len(seen):
            events.append(_timer_note(r, lang, rename, n_seq, who))
    legal = state.legal_actions() if mine else []
    forced = None
    if auto and mine and len(legal) == 1 and seat is not None and kinds[seat] == "human":
        forced = {"action": str(legal[0]), "text": rename(r.action_text(legal[0], obs, lang))}
        mine, legal = False, []
    frame: dict[str, Any] = {
        "view": obs.data,
        "to_act": to_act,
        "your_turn": mine,
        "auto": forced,
        "question": rename(r.question(obs, lang)) if mine else None,
        "actions": [
            _action(state, a, obs, r, lang, rename) | hint
            for a, hint in zip(legal, hints(state, legal), strict=True)
        ],
        "unplayable": [
            {"card": u.card, "reason": rename(reason_text(r, u, lang))}
            for u in unplayable(state, seat)
        ]
        if mine and seat is not None
        else [],
        "events": events,
        "progress": _progress(r, obs, lang, rename),
        "names": [rename(seat_label(r, s, lang)) for s in range(state.players)],
        "scores": state.scores() if state.is_over else None,
        "winners": state.winners() if state.is_over else None,
        "final": None,
        "final_parts": None,
    }
    if state.is_over:
        drawn = r.final(state, lang, labels)
        frame["final"] = rename(text(drawn))
        frame["final_parts"] = final_parts(drawn, rename)
    if with_board:
        frame["board"] = drawn_board(game_id, obs, lang, kinds, seat, names)
    return frame


def seat_label(r: GameRenderer, seat: int, lang: Lang) -> str:
    """A seat as a frame's ``names`` list says it: the renderer's optional ``seat_label``
    (kingdoms: "Гравець 1 (жовті)", whose label part becomes the chosen name: "Оля
    (жовті)"), else its ``player``."""
    label = getattr(r, "seat_label", None)
    return str(label(seat, lang)) if label is not None else r.player(seat, lang)


def _progress(
    r: GameRenderer, obs: Observation, lang: Lang, rename: Callable[[str], str]
) -> str | None:
    """The game's one line on where the game stands (catboxes: how near the end is), from
    the renderer's optional ``progress``; ``None`` when it has none or nothing to say."""
    said = getattr(r, "progress", None)
    line = None if said is None else said(obs, lang)
    return None if not line else rename(line)


def _timer_note(
    r: GameRenderer, lang: Lang, rename: Callable[[str], str], seq: int, seat: int
) -> dict[str, Any]:
    """The log's line for a move the turn timer's stand-in made (``i``: ``"timer-<seq>"``,
    not a log index)."""
    name = rename(r.player(seat, lang))
    said = t(lang, "stil.server.timer_moved", name=name)
    return {"i": f"timer-{seq}", "text": said, "timer": True}


def drawn_board(
    game_id: str,
    obs: Observation,
    lang: Lang,
    kinds: Sequence[str],
    seat: Seat | None,
    names: Sequence[str | None] = (),
) -> str:
    """A frame's ``board``: the seat's observation drawn as HTML, with people's names for
    the seat labels. Needs nothing but its arguments (an observation is a snapshot), so it
    can be drawn in another thread while the table moves on."""
    r = renderer(game_id)
    labels = tags(kinds, seat, lang)
    return renamer(r, lang, names, escape=True)(board(obs, r, lang, labels))
