"""Відчайдушні однороги as text: the table, questions, choices, events and the end.

The terminal client finds this module by the game's id (``player``, ``table``,
``question``, ``action_text``, ``event_text``, ``final``). The table is drawn from an
:class:`~stil.Observation`, so it shows exactly what its seat may know; only ``final``
reads the state (at the end nothing is hidden). Every word, card names included, comes
from the game's language files (``locale/<lang>/``). Decisions, steps and events the texts
do not know yet (the engine may grow) get a generic sentence instead of failing.

>>> import stil
>>> s = stil.game("unicorns").new(players=2, seed=1)
>>> action_text(stil.Action("baby", ("baby_narwhal",)), s.view(0), "uk")
'Взяти «Малюк-нарвал»'
>>> question(s.view(0), "en")
'Choose a Baby Unicorn for your stable.'
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

import stil.games.unicorns.effects as fx
from stil.core import Action, Event, Observation, Seat, State
from stil.core.moves import Unplayable
from stil.games.unicorns.cards import CARD, card_name, letters
from stil.games.unicorns.state import UnicornsState
from stil.i18n import Lang, has, t

_KIND_MARK = {"upgrade": "↑ ", "downgrade": "↓ ", "baby": "", "instant": "! ", "magic": "✦ "}
_KIND_STYLE = {
    "baby": "magenta",
    "basic": "blue",
    "magical": "cyan",
    "upgrade": "green",
    "downgrade": "red",
    "magic": "yellow",
    "instant": "bold red",
}


def _t(lang: Lang, key: str, **params: object) -> str:
    return t(lang, f"unicorns.{key}", **params)


def _tk(lang: Lang, key: str, fallback: str, **params: object) -> str:
    """``key`` if the catalog has it, else ``fallback`` (new ops or events of the engine)."""
    return _t(lang, key if has(f"unicorns.{key}") else fallback, **params)


def player(seat: Seat, lang: Lang) -> str:
    """A seat as players call it: seats count from 1 on the screen."""
    return _t(lang, "player", n=seat + 1)


def card(card_id: str, lang: Lang) -> str:
    """A card's name in quotes, so that no phrase needs to decline it."""
    return _t(lang, "quoted", card=card_name(card_id, lang))


def cards_text(cards: Iterable[str], lang: Lang) -> str:
    """Cards by name, repeats counted, in the order given."""
    counts = Counter(cards)
    if not counts:
        return _t(lang, "cards.none")
    return ", ".join(card(c, lang) + (f" ×{n}" if n > 1 else "") for c, n in counts.items())


def _what(lang: Lang, what: object) -> str:
    return _tk(lang, f"what.{what}", "what.card")


def _card_cell(c: str, lang: Lang) -> Text:
    kind = CARD[c].kind
    return Text(_KIND_MARK.get(kind, "") + card_name(c, lang), style=_KIND_STYLE.get(kind, ""))


def _row(cards: Sequence[str], lang: Lang) -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(" · ")
        out.append_text(_card_cell(c, lang))
    if not cards:
        out.append(_t(lang, "ui.empty"), style="dim")
    return out


def win_target(players: int) -> int:
    """Unicorns needed to win: 7, or 6 at 6–8 players (the rulebook's two numbers)."""
    return 6 if players >= 6 else 7


# -- the table ----------------------------------------------------------------------------
def table(obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Every stable (its Unicorns counted), hand sizes, the chain of Neighs, pending
    effects, the nursery, and what only this seat sees: its hand, a deck it searches, the
    Oracle's top cards, a hand it looks at. ``tags`` label the seats ("you")."""
    d = obs.data
    players = int(d["players"])
    current = int(d["current"])
    target = win_target(players)

    grid = Table(title=_t(lang, "ui.stables"), box=box.SIMPLE_HEAVY, title_style="bold")
    grid.add_column(_t(lang, "ui.seat"))
    grid.add_column(_t(lang, "ui.unicorns"), justify="right")
    grid.add_column(_t(lang, "ui.hand_size"), justify="right")
    grid.add_column(_t(lang, "ui.stable"))
    for seat in range(players):
        name = player(seat, lang)
        if tags[seat]:
            name += f" ({tags[seat]})"
        if seat == current and d["phase"] != "baby":
            name = f"▶ {name}"
        style = "bold cyan" if seat == obs.seat else None
        grid.add_row(
            Text(name, style=style or ""),
            f"{d['scores'][seat]}/{target}",
            str(d["hand_sizes"][seat]),
            _row(d["stables"][seat], lang),
        )

    parts: list[RenderableType] = [grid]
    status = _t(
        lang,
        "ui.status_setup" if d["phase"] == "baby" else "ui.status",
        turn=d["turn"],
        n=current + 1,
        target=target,
        deck=d["deck"],
        discard=len(d["discard"]),
    )
    extra = []
    if d["discard"]:
        extra.append(_t(lang, "ui.top_discard", card=card(d["discard"][-1], lang)))
    if d["phase"] == "action" and d["plays_left"] > 1:
        extra.append(_t(lang, "ui.plays_left", n=d["plays_left"]))
    if d["extra_turns"]:
        extra.append(_t(lang, "ui.extra_turns", n=d["extra_turns"]))
    if d["turn_cut"]:
        extra.append(_t(lang, "ui.turn_cut"))
    parts.append(Text(" · ".join([status, *extra])))
    nursery = Text(_t(lang, "ui.nursery") + ": ", style="bold")
    nursery.append_text(_row(d["nursery"], lang))
    parts.append(nursery)

    if d["chain"]:
        parts.append(_chain_panel(d, lang))
    pending = _pending(d, lang)
    if pending is not None:
        parts.append(pending)
    for s, hand in sorted(d["open_hands"].items(), key=lambda kv: int(kv[0])):
        if obs.seat is None or int(s) != obs.seat:
            parts.append(Panel(_row(hand, lang), title=_t(lang, "ui.open_hand", n=int(s) + 1)))

    if obs.seat is not None and d["hand"] is not None:
        secret: list[RenderableType] = [_row(d["hand"], lang)]
        if d.get("deck_cards") is not None:
            secret.append(Text(_t(lang, "ui.deck_cards", cards=cards_text(d["deck_cards"], lang))))
        if d.get("top") is not None:
            secret.append(Text(_t(lang, "ui.top_cards", cards=cards_text(d["top"], lang))))
        if d.get("looking") is not None:
            victim = int(d["stack"][-1]["victim"])
            shown = cards_text(d["looking"], lang)
            secret.append(Text(_t(lang, "ui.looking", n=victim + 1, cards=shown)))
        parts.append(
            Panel(
                Group(*secret),
                title=_t(lang, "ui.your_hand", n=obs.seat + 1),
                title_align="left",
                border_style="yellow",
            )
        )
    return Group(*parts)


def _chain_panel(d: Mapping[str, Any], lang: Lang) -> Panel:
    """The card played and its Neighs, bottom first; whether it stands as things are."""
    lines: list[str] = []
    for i, rec in enumerate(d["chain"]):
        n, c = int(rec["seat"]) + 1, card(rec["card"], lang)
        tgt = rec.get("target")
        if i:
            lines.append("  " * i + _t(lang, "ui.chain_neigh", n=n, card=c))
        elif tgt is None:
            lines.append(_t(lang, "ui.chain_play", n=n, card=c))
        elif CARD[rec["card"]].kind == "magic":
            lines.append(_t(lang, "ui.chain_play_at", n=n, card=c, m=int(tgt) + 1))
        else:
            lines.append(_t(lang, "ui.chain_play_into", n=n, card=c, m=int(tgt) + 1))
    stands = len(d["chain"]) % 2 == 1
    lines.append(_t(lang, "ui.chain_stands" if stands else "ui.chain_cancelled"))
    if d["asking"]:
        names = ", ".join(player(int(s), lang) for s in d["asking"])
        lines.append(_t(lang, "ui.asking", players=names))
    return Panel("\n".join(lines), title=_t(lang, "ui.chain"), title_align="left")


def _pending(d: Mapping[str, Any], lang: Lang) -> Panel | None:
    lines = []
    for rec in reversed(d["stack"]):
        op = _tk(lang, f"op.{rec['op']}", "op.other")
        src = card(rec["src"], lang) if rec.get("src") in CARD else "—"
        lines.append(_t(lang, "ui.pending_step", src=src, op=op, n=int(rec["seat"]) + 1))
    if d["bot_queue"]:
        lines.append(_t(lang, "ui.bot_queue", cards=cards_text(d["bot_queue"], lang)))
    if d["limbo"]:
        lines.append(_t(lang, "ui.limbo", cards=cards_text(d["limbo"], lang)))
    if not lines:
        return None
    return Panel("\n".join(lines), title=_t(lang, "ui.pending"), title_align="left")


# -- questions and choices ------------------------------------------------------------------
def _top(obs: Observation) -> dict[str, Any] | None:
    stack = obs.data["stack"]
    return dict(stack[-1]) if stack else None


def question(obs: Observation, lang: Lang) -> str:
    """The pending decision, as asked of the seat whose observation this is."""
    d = obs.data
    dec = d["decision"]
    kind = str(dec["kind"])
    params = dec["params"]
    rec = _top(obs)
    if rec is not None:
        src = card(rec["src"], lang) if rec.get("src") in CARD else "—"
        need = int(rec.get("n", 1)) - int(rec.get("done", 0))
        if kind == "replace":
            src = card(rec["card"], lang)
        text = _tk(
            lang,
            f"decision.{kind}",
            "decision.effect",
            src=src,
            what=_what(lang, rec.get("what", "card")),
            n=need,
        )
        return _t(lang, "decision.may", text=text) if rec.get("may") else text
    if kind == "respond":
        return _t(
            lang, "decision.respond", n=int(params["by"]) + 1, card=card(params["card"], lang)
        )
    if kind == "action" and int(params.get("played", 0)):
        return _t(lang, "decision.action_more")
    if kind == "hand_limit":
        return _t(lang, "decision.hand_limit", over=params["over"])
    return _tk(lang, f"decision.{kind}", "decision.effect", src="—", what="", n=0)


def action_text(action: Action, obs: Observation, lang: Lang) -> str:
    """One choice in words; an effect's picks read by the step that asks for them."""
    name, args = action.name, action.args
    me = obs.seat
    rec = _top(obs)
    op = str(rec["op"]) if rec is not None else ""
    if name in ("draw", "end", "pass", "neigh", "super_neigh"):
        return _t(lang, f"action.{name}")
    if name == "skip":
        return _t(lang, "action.skip_replace" if op == "replace" else "action.skip")
    if name in ("baby", "trigger"):
        return _t(lang, f"action.{name}", card=card(str(args[0]), lang))
    if name == "play":
        c = card(str(args[0]), lang)
        if len(args) < 2:
            return _t(lang, "action.play", card=c)
        m = int(args[1])
        if CARD[str(args[0])].kind == "magic":
            return _t(lang, "action.play_at", card=c, m=m + 1)
        if m == me:
            return _t(lang, "action.play_own", card=c)
        return _t(lang, "action.play_into", card=c, m=m + 1)
    if name == "hand":
        c = card(str(args[0]), lang)
        verbs = {"discard": "discard", "bring_from_hand": "bring", "replace": "replace"}
        return _t(lang, f"action.hand.{verbs.get(op, 'discard' if not op else 'other')}", card=c)
    if name == "pick":
        m, c = int(args[0]), card(str(args[1]), lang)
        if op in ("sacrifice", "tiny") or (op == "choose_one" and m == me):
            use = "sacrifice"
        elif op == "choose_one":
            use = "destroy"
        elif op in ("return", "return_each"):
            use = "return_own" if m == me else "return"
            if CARD[str(args[1])].kind == "baby":  # a Baby never goes to a hand
                use += "_nursery"
        elif op == "retarget":
            use = "move"
        else:
            use = op if has(f"unicorns.action.pick.{op}") else "other"
        return _t(lang, f"action.pick.{use}", card=c, m=m + 1)
    if name == "take":
        c = card(str(args[0]), lang)
        use = "oracle_top" if op == "oracle" and rec and rec.get("stage") else op
        return _tk(lang, f"action.take.{use}", "action.take.other", card=c)
    if name == "seat":
        return _tk(lang, f"action.seat.{op}", "action.seat.other", m=int(args[0]) + 1)
    return str(action)


# -- events ---------------------------------------------------------------------------------
def event_text(event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
    """One event of ``state.events(viewer)`` in words (a turn starts with a rule line)."""
    kind = str(event["type"])
    n = int(event["seat"]) + 1 if "seat" in event else 0
    c = card(str(event["card"]), lang) if event.get("card") in CARD else ""
    if kind == "turn":
        return Rule(_t(lang, "event.turn", turn=event["turn"], n=n), style="cyan", align="left")
    if kind == "play":
        tgt = event.get("target")
        if tgt is None:
            return _t(lang, "event.play", n=n, card=c)
        m = int(tgt) + 1
        if CARD[str(event["card"])].kind == "magic":
            return _t(lang, "event.play_at", n=n, card=c, m=m)
        return _t(lang, "event.play_own" if m == n else "event.play_into", n=n, card=c, m=m)
    if kind == "neighed":
        if c:
            return Text(_t(lang, "event.neighed", card=c), style="red")
        return Text(_t(lang, "event.neighed_chain", n=n), style="red")
    if kind == "drew":
        return Text(_t(lang, "event.drew", cards=cards_text(event["cards"], lang)), style="yellow")
    if kind in ("enter", "leave"):
        how = str(event.get("how", "other"))
        to = str(event.get("to", ""))
        if how == "return" and to == "nursery":
            how = "return_nursery"
        text = _tk(lang, f"event.{kind}.{how}", f"event.{kind}.other", n=n, card=c)
        if how in ("sacrifice", "destroy") and to in ("nursery", "hand"):
            text = _t(lang, f"event.to.{to}", leave=text, n=n)
        return Text(text, style="green" if kind == "enter" else "red")
    if kind in ("look", "took", "pull", "swap_hands"):
        other = event.get("at", event.get("from", event.get("with")))
        m = int(other) + 1 if other is not None else 0
        return _t(lang, f"event.{kind}", n=n, m=m, card=c)
    if kind == "pulled":
        return Text(_t(lang, "event.pulled", card=c), style="yellow")
    if kind == "draw":
        return _t(lang, "event.draw", n=n, cards=_t(lang, "plural.cards", n=int(event["count"])))
    if kind == "game_over":
        return Rule(_t(lang, "event.game_over"), style="bold", align="left")
    if has(f"unicorns.event.{kind}"):
        return _t(lang, f"event.{kind}", n=n, card=c)
    return _t(lang, "event.other", type=kind)


# -- the end ----------------------------------------------------------------------------------
def final(state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Every stable with its Unicorns counted (and their letters, which break a deck-out
    tie in the table's language); the winners, or that everybody loses."""
    if not isinstance(state, UnicornsState):
        raise TypeError(f"not a Відчайдушні однороги state: {state!r}")
    scores = state.scores()
    winners = state.winners()
    count_in: Lang = str(state.options["language"])  # the rule option, read as declared
    why = next(
        (str(e.get("why")) for _, e in reversed(state.log) if e.get("type") == "game_over"),
        "other",
    )
    grid = Table(title=_t(lang, "ui.final_title"), box=box.SIMPLE_HEAVY, title_style="bold")
    grid.add_column(_t(lang, "ui.seat"))
    grid.add_column(_t(lang, "ui.unicorns"), justify="right")
    if why == "deck_exhausted":
        grid.add_column(_t(lang, "ui.letters"), justify="right")
    grid.add_column(_t(lang, "ui.stable"))
    for s in range(state.players):
        name = player(s, lang) + (f" ({tags[s]})" if tags[s] else "")
        cells: list[RenderableType] = [
            Text(name, style="bold green" if s in winners else ""),
            str(scores[s]),
        ]
        if why == "deck_exhausted":
            n = sum(letters(c, count_in) for c in state.stables[s] if fx.is_unicorn(state, s, c))
            cells.append(str(n))
        cells.append(_row(state.stables[s], lang))
        grid.add_row(*cells)
    parts: list[RenderableType] = [grid, Text(_tk(lang, f"ui.why.{why}", "ui.why.other"))]
    if winners:
        names = ", ".join(f"{player(s, lang)} ({scores[s]})" for s in winners)
        key = "ui.winner" if len(winners) == 1 else "ui.winners"
        parts.append(Text(_t(lang, key, players=names), style="bold green"))
    else:
        parts.append(Text(_t(lang, "ui.nobody"), style="bold red"))
    return Group(*parts)


def reason_text(why: Unplayable, lang: Lang) -> str:
    """Why a card of the hand cannot be played, the card that causes it named."""
    params = dict(why.params)
    if params.get("card"):
        params["card"] = card(str(params["card"]), lang)
    if "seat" in params:
        params["seat"] = player(int(params["seat"]), lang)
    return t(lang, why.key, **params)
