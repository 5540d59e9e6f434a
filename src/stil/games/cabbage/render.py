"""Інтриги та Капуста as text: the table, questions, choices, events and the final score.

Every game has a ``render`` module with these functions (the terminal client finds it by
the game's id): ``player``, ``table``, ``question``, ``action_text``, ``event_text`` and
``final``. The table is drawn from an :class:`~stil.Observation`, so it shows exactly what
the seat it was built for may know; only ``final`` reads the state (once the game is over
nothing is hidden). Texts come from the game's language files (``locale/<lang>/``)
through :func:`stil.i18n.t`.

>>> import stil
>>> s = stil.game("cabbage").new(players=2, seed=1)
>>> action_text(stil.Action("take", (1, "fox")), s.view(0), "uk")
'Взяти Лиса у гравця 2'
>>> cards_text(["fox", "wheat", "wheat"], "en")
'Fox, Wheat ×2'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from stil.core import Action, Event, Observation, Seat, State
from stil.games.cabbage import rules
from stil.games.cabbage.cards import ID, KIND, KINDS, STACKS, card_name
from stil.games.cabbage.scoring import breakdown
from stil.games.cabbage.state import CabbageState
from stil.i18n import Lang, t


def _t(lang: Lang, key: str, **params: object) -> str:
    return t(lang, f"{ID}.{key}", **params)


def player(seat: Seat, lang: Lang) -> str:
    """A seat as players call it: seats count from 1 on the screen."""
    return _t(lang, "player", n=seat + 1)


def card(kind: str, lang: Lang) -> str:
    return card_name(kind, lang)


def card_acc(kind: str, lang: Lang) -> str:
    """The card's name as the object of a phrase ("взяти Лиса")."""
    return _t(lang, f"card_acc.{kind}")


def cards_text(cards: Iterable[str] | Mapping[str, int], lang: Lang) -> str:
    """A list of cards, repeats counted, in order of first appearance."""
    counts = Counter(cards) if not isinstance(cards, Mapping) else Counter(dict(cards))
    if not counts:
        return _t(lang, "cards.none")
    return ", ".join(card(k, lang) + (f" ×{n}" if n > 1 else "") for k, n in counts.items())


def _busts(kind: str, row: Sequence[str]) -> bool:
    """Would laying ``kind`` out now bust? (Shown as a warning next to the choice.)"""
    return not STACKS[KIND[kind]] and kind in row


# -- the table --------------------------------------------------------------------------
def table(obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Every castle, the row laid out this turn, deck and discard, and what only this seat
    knows (a Cow-peeked top card, a Chicken's cards). ``tags`` label the seats ("you")."""
    d = obs.data
    players = int(d["players"])
    current = int(d["current"])
    intrigue = d["phase"] == "intrigue"

    castles = Table(
        title=_t(lang, "ui.intrigue" if intrigue else "ui.castles"),
        box=box.SIMPLE_HEAVY,
        title_style="bold",
        show_footer=True,
    )
    castles.add_column(_t(lang, "ui.card"), footer=_t(lang, "ui.points_now"))
    for seat in range(players):
        tag = f"({tags[seat]})" if tags[seat] else ""
        if seat == current and not intrigue:
            tag = f"▶ {tag}".rstrip()
        head = f"{player(seat, lang)}\n{tag}" if tag else player(seat, lang)
        style = "bold cyan" if seat == obs.seat else None
        castles.add_column(head, justify="right", header_style=style, footer=str(d["scores"][seat]))
    for kind in KINDS:
        counts = [int(d["castles"][seat].get(kind, 0)) for seat in range(players)]
        if any(counts):  # kinds nobody holds would only make the table long
            castles.add_row(card(kind, lang), *[str(n) if n else "·" for n in counts])
    if not castles.row_count:
        castles.add_row(Text(_t(lang, "ui.castles_empty"), style="dim"), *["·"] * players)

    parts: list[RenderableType] = [castles]
    if not intrigue:
        parts.append(Panel(_row_text(d, lang), title=_t(lang, "ui.row"), title_align="left"))
    status = [
        _t(lang, "ui.deck", n=d["deck"]),
        _t(lang, "ui.discard", n=sum(d["discard"].values())),
    ]
    if not intrigue:
        status.append(_t(lang, "ui.turn", player=player(current, lang)))
    if d["knows_top"]:
        names = ", ".join(player(s, lang) for s in d["knows_top"])
        status.append(_t(lang, "ui.knows_top", players=names))
    parts.append(Text("  ·  ".join(status)))

    secret: list[str] = []
    if d["top"] is not None:
        secret.append(_t(lang, "ui.top", card=card(d["top"], lang)))
    if d["looked"]:
        secret.append(_t(lang, "ui.looked", cards=cards_text(d["looked"], lang)))
    elif d["looked_count"]:
        parts.append(Text(_t(lang, "ui.looked_hidden", count=d["looked_count"])))
    if secret:
        parts.append(Panel(Text("\n".join(secret), style="bold yellow"), border_style="yellow"))
    return Group(*parts)


def _row_text(d: Mapping[str, Any], lang: Lang) -> Text:
    """The row in the order laid out; repeated Wheat is one stack at its first place and
    the card that busted the turn comes last, marked."""
    row: list[str] = list(d["row"])
    bust = d["bust"]
    if bust is not None:
        row = row[:-1]
    text = Text()
    shown: set[str] = set()
    for kind in row:
        if kind in shown:
            continue
        if text:
            text.append("  ")
        n = row.count(kind) if STACKS[KIND[kind]] else 1
        if n > 1:
            shown.add(kind)
            text.append(f"[{card(kind, lang)} ×{n} — {_t(lang, 'ui.stack')}]", style="bold")
        else:
            text.append(f"[{card(kind, lang)}]", style="bold")
    if bust is not None:
        text.append(f"  ✗ {card(bust, lang)} — {_t(lang, 'ui.bust')}", style="bold red")
    if not text:
        text.append(_t(lang, "ui.row_empty"), style="dim")
    return text


# -- questions and choices --------------------------------------------------------------
def question(obs: Observation, lang: Lang) -> str:
    """The pending decision, as asked of the seat whose observation this is."""
    dec = obs.data["decision"]
    return t(lang, dec["key"], **dec["params"])


def action_text(action: Action, obs: Observation, lang: Lang) -> str:
    """One choice in words, with a warning when it brings a duplicate into the row."""
    row: list[str] = obs.data["row"]
    name, args = action.name, action.args
    if name in ("draw", "stop", "done"):
        return _t(lang, f"action.{name}")
    if name in ("take", "discard"):
        seat, kind = int(args[0]), str(args[1])
        text = _t(lang, f"action.{name}", card=card_acc(kind, lang), other=seat + 1)
        return _t(lang, "action.busts", text=text) if name == "take" and _busts(kind, row) else text
    if name == "give":
        kind, seat = str(args[0]), int(args[1])
        return _t(lang, "action.give", card=card_acc(kind, lang), other=seat + 1)
    if name == "play":
        kind = str(args[0])
        text = _t(lang, "action.play", card=card_acc(kind, lang))
        return _t(lang, "action.busts", text=text) if _busts(kind, row) else text
    if name == "save":
        kind = str(args[0])
        n = row.count(kind)
        if STACKS[KIND[kind]] and n > 1:
            return _t(lang, "action.save_stack", card=card(kind, lang), count=n)
        return _t(lang, "action.save", card=card_acc(kind, lang))
    if name == "block":
        foxes, wolves = int(args[0]), int(args[1])
        which = ("none", "wolves", "foxes", "both")[2 * bool(foxes) + bool(wolves)]
        return _t(lang, f"action.block_{which}", wolves=wolves)
    return str(action)


# -- events -----------------------------------------------------------------------------
def event_text(event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
    """One event of ``state.events(viewer)`` in words (a turn starts with a rule line).

    The public half of a secret ("Player 1 peeks") is left out for the one who knows the
    secret itself: they have just read the private half.
    """
    kind = str(event["type"])
    n = int(event["seat"]) + 1 if "seat" in event else 0
    if viewer is not None and viewer == n - 1 and _public_half_of_secret(event):
        return None
    if kind == "turn":
        return Rule(_t(lang, "event.turn", n=n), style="cyan", align="left")
    if kind == "reveal":
        return _t(lang, f"event.reveal.{event['from']}", n=n, card=card_acc(event["card"], lang))
    if kind in ("bank", "discard_row"):
        return _t(lang, f"event.{kind}", n=n, cards=cards_text(event["cards"], lang))
    if kind == "bust":
        return Text(_t(lang, "event.bust", n=n, card=card(event["card"], lang)), style="red")
    if kind == "save":
        count = int(event["count"])
        if count > 1:
            return _t(lang, "event.save_stack", n=n, card=card(event["card"], lang), count=count)
        return _t(lang, "event.save", n=n, card=card_acc(event["card"], lang))
    if kind == "peek":
        return Text(_t(lang, "event.peek", n=n, card=card(event["card"], lang)), style="yellow")
    if kind in ("fox_take", "pig_discard", "wolf_give"):
        other = int(event["from"] if "from" in event else event["to"]) + 1
        return _t(lang, f"event.{kind}", n=n, other=other, card=card_acc(event["card"], lang))
    if kind in ("cat", "chicken_look"):
        taken = cards_text(event.get("taken", ()), lang)
        if "cards" in event:
            cards = cards_text(event["cards"], lang)
            return _t(lang, f"event.{kind}", n=n, cards=cards, taken=taken)
        return _t(lang, f"event.{kind}_hidden", n=n, count=event["count"], taken=taken)
    if kind == "intrigue":
        return Rule(_t(lang, "event.intrigue"), style="magenta", align="left")
    if kind == "intrigue_castle":
        foxes, wolves = int(event["foxes_blocked"]), int(event["wolves_blocked"])
        which = ("none", "wolves", "foxes", "both")[2 * bool(foxes) + bool(wolves)]
        blocks = _t(lang, f"event.blocks.{which}", wolves=wolves)
        cards = cards_text(event["discarded"], lang)
        return _t(lang, "event.intrigue_castle", n=n, blocks=blocks, cards=cards)
    if kind == "end":
        return Rule(_t(lang, "event.end"), style="bold", align="left")
    return _t(lang, f"event.{kind}", n=n)


def _public_half_of_secret(event: Event) -> bool:
    kind = event["type"]
    return kind == "peeked" or (kind in ("cat", "chicken_look") and "count" in event)


# -- the end ----------------------------------------------------------------------------
def final(state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Per card kind, every seat's count and points after the intrigue phase; the winners."""
    if not isinstance(state, CabbageState):
        raise TypeError(f"not an Інтриги та Капуста state: {state!r}")
    castles = state.castles
    players = state.players
    points = [
        breakdown(castles[s], castles, s, rules.unscored_dogs(state, s)) for s in range(players)
    ]
    totals = state.scores()
    winners = state.winners()

    grid = Table(title=_t(lang, "ui.final_title"), box=box.SIMPLE_HEAVY, show_footer=True)
    grid.add_column(_t(lang, "ui.card"), footer=_t(lang, "ui.total"))
    for s in range(players):
        head = player(s, lang) + (f"\n({tags[s]})" if tags[s] else "")
        style = "bold green" if s in winners else None
        grid.add_column(head, justify="right", footer=str(totals[s]), footer_style=style)
    for k, kind in enumerate(KINDS):
        cells = []
        for s in range(players):
            n, p = castles[s][k], points[s][kind]
            cells.append(f"{n} → {p}" if n or p else "·")
        grid.add_row(card(kind, lang), *cells)
    if any(state.blocking):
        grid.add_row(_t(lang, "ui.blocking_dogs"), *[str(b) for b in state.blocking])

    names = ", ".join(f"{player(s, lang)} ({totals[s]})" for s in winners)
    key = "ui.winner" if len(winners) == 1 else "ui.winners"
    parts: list[RenderableType] = [grid]
    if totals.count(max(totals)) > len(winners):
        parts.append(Text(_t(lang, "ui.wheat_tiebreak")))
    parts.append(Text(_t(lang, key, players=names), style="bold green"))
    return Group(*parts)
