"""Царства зверей as text: the five kingdoms round the ring with their edicts, tokens,
pieces and the cards under them, the houses' scores, pieces and tokens, a battle in
progress, the deciding seat's hand, every choice and event in words, and the final score.

The terminal client finds this module by the game's id and calls ``player``, ``table``,
``question``, ``action_text``, ``event_text`` and ``final`` (see ``stil.render``).
Everything but ``final`` is drawn from an :class:`~stil.Observation` or an event the seat
may know, so a screen shows exactly what its seat may know: its own hand and no other, its
own retreat tokens' values and only the count of the others'. Texts come from the game's
language files (``locale/<lang>/``) through :func:`stil.i18n.t`, animal and edict names
among them.

Each side (a house, or in solo the upstart) is named by its colour in the events: the log
does not say whether side 1 is the second player or the solo game's upstart, and a colour
is right either way; the table ties each colour to its player.

>>> import stil
>>> from stil.games.kingdoms.game import setup
>>> s = setup(2, hands=[["tiger_5", "owl_3", "bee_6", "wolf_2"]],
...                         edicts=["E01", "E11", "E12", "E20", "E26"])
>>> action_text(stil.Action("claim", ("bee_6", 4)), s.view(0), "ru")
'Сыграть пчелу 6 под царство 4'
>>> action_text(stil.Action("retreat", ()), s.view(0), "en")
'Retreat for the rest of the age (the first to retreat takes a retreat token)'
>>> side_name(1, "uk"), player(0, "en")
('Червоні', 'Player 1')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from stil.core import Action, Event, Observation, Seat, State
from stil.core.moves import Unplayable
from stil.games.kingdoms.cards import CARD, DATA, EDICT, SIZES, animal, card_name, rank
from stil.i18n import Lang, has, t
from stil.render import ChoiceContext, EventContext, choice_text

Data = Mapping[str, Any]

#: Each side's colour on screen (the upstart, side 1 in solo, is red).
COLOURS = ("yellow", "red", "blue", "green", "magenta")
#: The edict's kind as its icon shows it: no arrow, down, single and double side arrows.
KIND_ICON = {"A": "", "B": "↓ ", "V": "↔ ", "G": "⇔ "}
PIECE, FREE = "●", "○"
CAPITAL, FREE_CAPITAL = "♛", "♔"
COUNCIL, FREE_COUNCIL = "◆", "◇"
UPSTART = 1
BATTLE_STYLE = "bold red"


def _t(lang: Lang, key: str, **params: object) -> str:
    return t(lang, f"kingdoms.{key}", **params)


# -- words for seats, sides and cards -----------------------------------------------------
def player(seat: Seat, lang: Lang) -> str:
    """A seat as players call it: houses count from 1 on the screen."""
    return _t(lang, "player", n=seat + 1)


def side_name(side: int, lang: Lang) -> str:
    """A side by its colour: «Жёлтые», «Червоні», «Blue»."""
    return _t(lang, f"colour.{side}")


def seat_label(seat: Seat, lang: Lang) -> str:
    """A seat with its colour, for a list of the players: «Гравець 1 (жовті)» (a screen
    writes the person's name for the label part: «Оля (жовті)»)."""
    return _t(lang, "side_label", who=player(seat, lang), colour=_t(lang, f"colour_lc.{seat}"))


def side_words(seat: Seat, lang: Lang) -> list[str]:
    """Where running text names ``seat``'s side by its colour (a regular expression per
    way): a screen that knows the seat's person writes their name beside it, «Жовті
    (Оля)». The colour leads, so the verbs (plural, agreeing with it) stay right. In
    English "Red" is also the start of "Red panda", which is not a side."""
    word = re.escape(side_name(seat, lang))
    return [word + r"(?! [Pp]anda)" if lang == "en" else word]


def side_style(side: int) -> str:
    return f"bold {COLOURS[side % len(COLOURS)]}"


def side_label(side: int, d: Data, lang: Lang) -> str:
    """Who a side is, with its colour: «Игрок 2 (красные)», «Выскочка (красные)»."""
    who = _t(lang, "upstart") if _solo(d) and side == UPSTART else player(side, lang)
    return _t(lang, "side_label", who=who, colour=_t(lang, f"colour_lc.{side}"))


def name(card: str, lang: Lang) -> str:
    """«тигр 5»."""
    return card_name(card, lang)


def acc(card: str, lang: Lang) -> str:
    """A card as the object of a verb: «тигра 5», «красную панду 4» (en: as named)."""
    return f"{_t(lang, f'animal_acc.{animal(CARD[card])}')} {rank(CARD[card])}"


def cards_text(cards: Iterable[str], lang: Lang) -> str:
    names = [name(c, lang) for c in cards]
    return ", ".join(names) if names else _t(lang, "ui.none")


def edict_text(edict: str, lang: Lang) -> str:
    """An edict's icon and name: «↓ Все ранги здесь разные»."""
    e = EDICT[edict]
    return KIND_ICON[e.kind] + e.named(lang)


def _said(text: str, highlights: Sequence[tuple[str, str]] = ()) -> Text:
    """``text`` with each given word in its style (a side's name in its colour)."""
    out = Text(text)
    for word, style in highlights:
        if word:
            out.highlight_words([word], style=style)
    return out


# -- reading an observation ---------------------------------------------------------------
def _solo(d: Data) -> bool:
    return int(d["players"]) == 1


def _sides(d: Data) -> int:
    return len(d["score"])


def _ring(d: Data) -> list[int]:
    """Kingdom indices clockwise from the kingdom of 4 (as ``board.ring`` reads the option)."""
    return [SIZES.index(int(x)) for x in str(d["options"]["ring_order"]).split("-")]


def _pieces(d: Data, k: int, side: int) -> int:
    """Side's pieces that count in kingdom ``k``: territories, capital and council."""
    return (
        int(d["ordinary"][k][side])
        + (int(d["capital"][k]) == side)
        + sum(1 for s in d["council"][k] if s == side)
    )


def _free(d: Data, k: int) -> int:
    return SIZES[k] - 1 - sum(int(x) for x in d["ordinary"][k])


def _k(size: object) -> int:
    return SIZES.index(int(str(size)))


# -- the table ----------------------------------------------------------------------------
def table(obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """The houses (score, pieces in supply, cards in hand, "+2" tokens, retreat tokens and
    who has retreated) and in solo the upstart; the age, first player, deck and discard;
    the five kingdoms in ring order; a battle in progress; this seat's own hand."""
    d = obs.data
    parts: list[RenderableType] = [
        _sides_grid(d, lang, tags, obs.seat),
        _status(d, lang),
        _kingdoms_grid(d, lang),
        Text(_t(lang, "ui.legend"), style="dim"),
    ]
    pending = _pending_panel(d, obs.seat, lang)
    if pending is not None:
        parts.append(pending)
    if d["hand"] is not None and (obs.seat is not None or _solo(d)):
        parts.append(_hand_panel(d, obs.seat, lang))
    return Group(*parts)


def _sides_grid(d: Data, lang: Lang, tags: Sequence[str], me: Seat | None) -> Table:
    solo = _solo(d)
    grid = Table(box=box.SIMPLE_HEAVY, pad_edge=False)
    grid.add_column(_t(lang, "ui.side"), no_wrap=True)
    grid.add_column(_t(lang, "ui.score"), justify="right")
    grid.add_column(_t(lang, "ui.supply"), justify="right")
    grid.add_column(_t(lang, "ui.cards"))
    if not solo:
        grid.add_column(_t(lang, "ui.mods"), justify="right")
        grid.add_column(_t(lang, "ui.retreat_tokens"))
    grid.add_column(_t(lang, "ui.state"))
    current = d["current"] if d["step"] in ("turn", "rally", "pair") else None
    for side in range(_sides(d)):
        head = Text()
        if side == current and not d["over"]:
            head.append("▶ ", style="bold yellow")
        head.append(side_label(side, d, lang), style=side_style(side))
        if side < len(tags) and tags[side]:
            head.append(f" ({tags[side]})", style="dim")
        if solo and side == UPSTART:
            bonus = d["bonus"]
            cards = _t(lang, "ui.bonus", cards=cards_text(bonus, lang)) if bonus else "—"
        else:
            cards = str(d["hand_sizes"][side])
        row: list[RenderableType] = [
            head,
            Text(str(d["score"][side]), style="bold"),
            str(d["supply"][side]),
            cards,
        ]
        if not solo:
            row += [str(d["mods"][side]), _retreat_cell(d, side, me, lang)]
        state = _t(lang, "ui.retreated") if d["retreated"][side] else _t(lang, "ui.playing")
        row.append(state)
        grid.add_row(*row)
    return grid


def _retreat_cell(d: Data, side: int, me: Seat | None, lang: Lang) -> str:
    """Own retreat tokens with their values; another's only as a count (values at the end)."""
    values = d["retreat_values"][side]
    if values is not None and (side == me or d["over"]):
        return ", ".join(str(v) for v in values) if values else "—"
    n = int(d["retreat_tokens"][side])
    return _t(lang, "ui.hidden_tokens", n=n) if n else "—"


def _status(d: Data, lang: Lang) -> Text:
    parts = [_t(lang, "ui.age", age=d["age"])]
    first = int(d["first"])
    named = d["step"] != "first"  # the host has not named the first player yet
    if named:
        parts.append(_t(lang, "ui.first_player", who=side_label(first, d, lang)))
    parts.append(_t(lang, "ui.deck", n=d["deck"]))
    discard = d["discard"]
    if discard:
        parts.append(_t(lang, "ui.discard_top", n=len(discard), card=name(discard[-1], lang)))
    else:
        parts.append(_t(lang, "ui.discard", n=0))
    if not _solo(d) and not d["options"].get("peace_variant"):
        parts.append(_t(lang, "ui.mod_supply", n=d["mod_supply"]))
    if not _solo(d):
        parts.append(_t(lang, "ui.retreat_pool", n=d["retreat_pool"]))
    if d["step"] in ("scoring", "battle", "boost"):
        parts.append(_t(lang, "ui.scoring"))
    if _solo(d):
        level = _t(lang, f"level.{d['options']['solo_difficulty']}")
        parts.append(_t(lang, "ui.level", level=level))
    if _solo(d) and d["phase2"]:
        parts.append(_t(lang, "ui.phase2"))
    text = Text("  ·  ".join(parts))
    if named:
        text.highlight_words([side_label(first, d, lang)], style=side_style(first))
    return text


def _kingdoms_grid(d: Data, lang: Lang) -> Table:
    grid = Table(box=box.SIMPLE_HEAVY, pad_edge=False, show_lines=True)
    grid.add_column(_t(lang, "ui.kingdom"), no_wrap=True)
    grid.add_column(_t(lang, "ui.edict"), ratio=2)
    grid.add_column(_t(lang, "ui.territories"), no_wrap=True)
    grid.add_column(_t(lang, "ui.played"), ratio=3)
    for k in _ring(d):
        size = SIZES[k]
        head = Text(_t(lang, "ui.kingdom_n", n=size), style="bold")
        tokens = d["tokens"][k]
        if tokens:
            head.append("\n" + _t(lang, "ui.tokens") + " ")
            head.append(str(tokens[0]), style="bold")
            if len(tokens) > 1:
                head.append(" · " + " · ".join(str(v) for v in tokens[1:]), style="dim")
        else:
            head.append("\n" + _t(lang, "ui.no_tokens"), style="dim")
        free = _free(d, k)
        capital_free = int(d["capital"][k]) < 0
        head.append("\n" + _t(lang, "ui.free", n=free))
        if capital_free:
            head.append(" + " + FREE_CAPITAL)
        grid.add_row(
            head,
            Text(edict_text(d["edicts"][k], lang)),
            _territories(d, k, lang),
            _played(d["cards"][k], lang),
        )
    return grid


def _territories(d: Data, k: int, lang: Lang) -> Text:
    """A track of the kingdom's places (pieces in their colours, then the empty ones, the
    capital, the council), and under it each side's count."""
    out = Text()
    for side in range(_sides(d)):
        out.append(PIECE * int(d["ordinary"][k][side]), style=side_style(side))
    out.append(FREE * _free(d, k), style="dim")
    out.append(" ")
    holder = int(d["capital"][k])
    if holder >= 0:
        out.append(CAPITAL, style=side_style(holder))
    else:
        out.append(FREE_CAPITAL, style="dim")
    out.append(" │ ")
    council = list(d["council"][k])
    for side in council:
        out.append(COUNCIL, style=side_style(int(side)))
    out.append(FREE_COUNCIL * max(0, DATA.council_seats - len(council)), style="dim")
    for side in range(_sides(d)):
        n = _pieces(d, k, side)
        if not n:
            continue
        marks = (CAPITAL if holder == side else "") + COUNCIL * list(council).count(side)
        out.append("\n")
        out.append(f"{side_name(side, lang)} {n}", style=side_style(side))
        if marks:
            out.append(f" ({marks})")
    return out


def _played(cards: Sequence[str], lang: Lang) -> Text:
    """The cards under a kingdom in play order, the last (the one edicts look at) bold."""
    if not cards:
        return Text(_t(lang, "ui.no_cards"), style="dim")
    out = Text(", ".join(name(c, lang) for c in cards[:-1]), style="dim")
    if len(cards) > 1:
        out.append(" → ", style="dim")
    out.append(name(cards[-1], lang), style="bold reverse")
    return out


def _pending_panel(d: Data, me: Seat | None, lang: Lang) -> Panel | None:
    """A battle, a rally's discards, the pair edict's placed card, the council, the upstart's
    bonus choice: what the step in progress holds."""
    p = d["pending"]
    step = d["step"]
    if not p:
        return None
    if step in ("battle", "boost") and "who" in p:
        return _battle_panel(d, me, lang)
    if step == "battle":
        return _solo_battle_panel(d, lang)
    lines: list[str] = []
    if step == "rally":
        lines.append(_t(lang, "ui.rally", cards=cards_text(p["discarded"], lang)))
    elif step == "pair":
        lines.append(_t(lang, "ui.pair", card=name(p["card"], lang), kingdom=SIZES[p["k"]]))
    elif step == "council":
        queue = [
            _t(lang, "ui.council_item", who=side_name(int(s), lang), kingdom=SIZES[int(k)])
            for s, k in p["queue"]
        ]
        lines.append(_t(lang, "ui.council", items=", ".join(queue)))
    elif step == "bonus":
        lines.append(
            _t(
                lang,
                "ui.bonus_choice",
                card=name(p["card"], lang),
                cards=cards_text(p["matches"], lang),
            )
        )
    if not lines:
        return None
    return Panel(Text("\n".join(lines)), border_style="cyan", expand=False)


def _battle_panel(d: Data, me: Seat | None, lang: Lang) -> Panel:
    p = d["pending"]
    k = int(p["k"])
    tokens = d["tokens"][k]
    title = _t(lang, "ui.battle_title", kingdom=SIZES[k], token=tokens[0] if tokens else 0,
               round=p["round"])  # fmt: skip
    sealed = d["options"]["modifier_protocol"] == "sealed_bid"
    boosting = p["stage"] == "boost"
    body = Text()
    for i, side in enumerate(p["who"]):
        side = int(side)
        if i:
            body.append("\n")
        body.append(side_label(side, d, lang), style=side_style(side))
        body.append(": ")
        played = list(p["played"][i])
        now = p["shown"][i] if boosting and i < len(p["shown"]) else None
        earlier = played[:-1] if now is not None else played
        status: list[str] = []
        if earlier:
            status.append(_t(lang, "ui.battle_earlier", cards=cards_text(earlier, lang)))
        if p["lost"][i]:
            status.append(_t(lang, "ui.battle_out"))
        elif now is not None:
            boost = int(p["boost"][i])
            effective = rank(CARD[now]) + DATA.modifier_value * boost
            if boost:
                status.append(
                    _t(lang, "ui.battle_boosted", card=name(now, lang), n=boost, rank=effective)
                )
            else:
                status.append(_t(lang, "ui.battle_card", card=name(now, lang)))
            if sealed and p["bids"][i]:
                own = int(p["own_bid"]) if side == me else -1
                status.append(
                    _t(lang, "ui.own_bid", n=own) if own >= 0 else _t(lang, "ui.bid_made")
                )
        elif p["alive"][i]:
            if side == me and p["own_choice"] is not None:
                status.append(_t(lang, "ui.own_choice", card=name(p["own_choice"], lang)))
            elif p["choice"][i]:
                status.append(_t(lang, "ui.chosen"))
            else:
                status.append(_t(lang, "ui.choosing"))
        body.append("; ".join(status) or "—")
    if d["over"] is False and boosting:
        body.append("\n" + _t(lang, "ui.boost_hint"), style="dim")
    return Panel(body, title=title, title_align="left", border_style="red", expand=False)


def _solo_battle_panel(d: Data, lang: Lang) -> Panel:
    p = d["pending"]
    k = int(p["k"])
    tokens = d["tokens"][k]
    title = _t(lang, "ui.solo_battle_title", kingdom=SIZES[k], token=tokens[0] if tokens else 0)
    lines = [_t(lang, "ui.solo_reveals", n=_t(lang, "plural.cards", n=int(p["n"])))]
    if p["used"]:
        lines.append(_t(lang, "ui.solo_used", cards=cards_text(p["used"], lang)))
    if p["shown"]:
        lines.append(_t(lang, "ui.solo_shown", cards=cards_text(p["shown"], lang)))
    if p["ties"]:
        lines.append(_t(lang, "ui.solo_ties", n=p["ties"]))
    return Panel(
        Text("\n".join(lines)), title=title, title_align="left", border_style="red", expand=False
    )


def _hand_panel(d: Data, seat: Seat | None, lang: Lang) -> Panel:
    hand = list(d["hand"])
    where: dict[str, list[int]] = {}
    for action in d["legal"]:
        words = str(action).split()
        if words[0] == "claim":
            where.setdefault(words[1], []).append(int(words[2]))
    body = Text()
    for i, card in enumerate(hand):
        if i:
            body.append("\n")
        body.append(name(card, lang), style="bold")
        if card in where:
            body.append("  → " + _t(lang, "ui.goes_to", kingdoms=", ".join(map(str, where[card]))))
    if not hand:
        body.append(_t(lang, "ui.hand_empty"), style="dim")
    owner = 0 if seat is None else seat
    key = "ui.your_hand" if seat is not None else "ui.open_hand"
    return Panel(
        body, title=_t(lang, key, who=player(owner, lang)), title_align="left",
        border_style="green", expand=False,
    )  # fmt: skip


# -- questions and choices ----------------------------------------------------------------
def question(obs: Observation, lang: Lang) -> str:
    """The pending decision, as asked of the seat whose observation this is."""
    d = obs.data
    dec = d["decision"]
    if dec is None:
        return ""
    kind = dec["kind"]
    params = dict(dec["params"])
    if "card" in params:
        card = str(params["card"])
        params["card"] = acc(card, lang) if kind == "bonus" else name(card, lang)
    if kind == "rally":
        params["n"] = len(params.get("discarded", []))
    text = t(lang, dec["key"], **params)
    if kind == "battle" and _solo(d):
        text += " " + _t(lang, "decision_more.solo_battle",
                         n=_t(lang, "plural.cards", n=int(params["reveals"])))  # fmt: skip
    elif kind == "boost" and params.get("sealed"):
        text += " " + _t(lang, "decision_more.sealed")
    if kind in ("battle", "boost") and int(params.get("round", 1)) > 1:
        text += " " + _t(lang, "decision_more.round", round=params["round"])
    return text


def _my_battle_index(d: Data, me: Seat | None) -> int | None:
    p = d["pending"]
    if "who" not in p or me is None:
        return None
    mine = [i for i, s in enumerate(p["who"]) if s == me]
    return mine[0] if mine else None


@dataclass(frozen=True, slots=True)
class _Asked(ChoiceContext):
    """One choice about to be put in words for the seat whose observation it is."""

    catalog = "kingdoms."

    def sealed(self) -> bool:
        """Whether modifiers are bid sealed (option ``modifier_protocol``)."""
        return bool(self.d["options"]["modifier_protocol"] == "sealed_bid")


Asked = Callable[[_Asked], str]


def _claim_choice(c: _Asked) -> str:
    return _claim_text(str(c.args[0]), int(c.args[1]), c.d, c.me, c.lang)


def _retreat_choice(c: _Asked) -> str:
    d = c.d
    first = not any(d["retreated"]) and not _solo(d) and int(d["retreat_pool"]) > 0
    return c.t("action.retreat_first" if first else "action.retreat")


def _discard_choice(c: _Asked) -> str:
    card = acc(str(c.args[0]), c.lang)
    if c.d["step"] == "pair" and c.d["pending"]:
        placed = name(c.d["pending"]["card"], c.lang)
        return c.t("action.pair_discard", card=card, placed=placed)
    return c.t("action.discard", card=card)


def _done_choice(c: _Asked) -> str:
    n = len(c.d["pending"].get("discarded", [])) if c.d["pending"] else 0
    if n == 0:
        return c.t("action.done_none")
    return c.t("action.done", cards=_t(c.lang, "plural.cards_acc", n=n))


def _named_card(verb: str) -> Asked:
    """A choice naming one card: a battle card, a bonus card."""
    return lambda c: c.t(f"action.{verb}", card=name(str(c.args[0]), c.lang))


def _boost_choice(c: _Asked) -> str:
    n = int(c.args[0])
    if c.sealed():
        return c.t("action.bid", n=n)
    i = _my_battle_index(c.d, c.me)
    p = c.d["pending"]
    if i is not None and i < len(p.get("shown", [])) and p["shown"][i]:
        new = rank(CARD[p["shown"][i]]) + DATA.modifier_value * (int(p["boost"][i]) + n)
        return c.t("action.boost_to", n=n, rank=new)
    return c.t("action.boost", n=n)


def _pass_choice(c: _Asked) -> str:
    return c.t("action.bid_none" if c.sealed() else "action.pass")


def _queued_kingdom(verb: str) -> Asked:
    """A council's choice, about the kingdom first in its queue."""

    def said(c: _Asked) -> str:
        queue = c.d["pending"].get("queue") if c.d["pending"] else None
        kingdom = SIZES[int(queue[0][1])] if queue else "?"
        return c.t(f"action.{verb}", kingdom=kingdom)

    return said


def _first_choice(c: _Asked) -> str:
    seat = int(c.args[0])
    who = c.t("side_label", who=player(seat, c.lang), colour=c.t(f"colour_lc.{seat}"))
    return c.t("action.first", who=who)


#: How each verb is put in words; a verb not here is shown as the action itself.
ACTIONS: dict[str, Asked] = {
    "claim": _claim_choice,
    "rally": lambda c: c.t("action.rally"),
    "retreat": _retreat_choice,
    "discard": _discard_choice,
    "done": _done_choice,
    "battle": _named_card("battle"),
    "boost": _boost_choice,
    "pass": _pass_choice,
    **{verb: _queued_kingdom(verb) for verb in ("council", "return")},
    "bonus": _named_card("bonus"),
    "first": _first_choice,
}


def action_text(action: Action, obs: Observation, lang: Lang) -> str:
    """One choice in words, for the seat whose observation this is, by the
    :data:`ACTIONS` entry of its verb."""
    return choice_text(ACTIONS, _Asked, action, obs, lang)


def _claim_text(card: str, size: int, d: Data, me: Seat | None, lang: Lang) -> str:
    k = _k(size)
    edict = d["edicts"][k]
    text = _t(lang, "action.claim", card=acc(card, lang), kingdom=size)
    notes: list[str] = []
    if EDICT[edict].rule == "pair":
        notes.append(_t(lang, "action.note_pair"))
    if _free(d, k) == 0:
        notes.append(_t(lang, "action.note_capital"))
    elif me is not None and int(d["supply"][me]) == 1:
        notes.append(_t(lang, "action.note_last_piece"))
    return text + "".join(" — " + n for n in notes)


# -- events -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Told(EventContext):
    """One event about to be told to one viewer: who acted, and how to name them."""

    catalog = "kingdoms."
    side: int | None
    by_upstart: bool  # solo: the upstart, by name and not by colour
    who: str
    marks: list[tuple[str, str]]

    @classmethod
    def of(cls, event: Event, viewer: Seat | None, lang: Lang) -> _Told:
        side = int(str(event["side"])) if "side" in event else None
        by_upstart = bool(event.get("upstart_side"))
        who = side_name(side, lang) if side is not None else ""
        if by_upstart:
            who = _t(lang, "upstart")
        marks = [(who, side_style(side))] if side is not None else []
        if by_upstart:
            marks.append((who.lower(), side_style(UPSTART)))  # «Эпоха 2: первым ходит выскочка»
        return cls(event, viewer, lang, side, by_upstart, who, marks)

    def say(self, key: str, style: str = "", **params: object) -> Text:
        """The event's line with the actor named and coloured."""
        if self.by_upstart and has(f"kingdoms.event.upstart.{key}"):
            key = f"upstart.{key}"  # the upstart takes a singular verb
        text = _said(self.t(f"event.{key}", who=self.who, **params), self.marks)
        if style:
            text.stylize(style)
        return text

    def card(self, field: str = "card") -> str:
        return name(str(self.event[field]), self.lang)

    def card_acc(self, field: str = "card") -> str:
        return acc(str(self.event[field]), self.lang)

    def mine(self) -> bool:
        """Whether the viewer is the side the event is about."""
        return self.viewer is not None and self.viewer == self.side


Told = Callable[[_Told], RenderableType | None]


def _age(e: _Told) -> RenderableType:
    key = "event.upstart.age" if e.by_upstart else "event.age"
    first = side_name(int(str(e.event["first"])), e.lang)
    return Rule(e.t(key, age=e.event["age"], who=first), style="cyan", align="left")


def _claim(e: _Told) -> RenderableType:
    key = "claim_capital" if e.event["capital"] else "claim"
    return e.say(key, card=e.card(), kingdom=e.event["kingdom"])


def _draw(e: _Told) -> RenderableType | None:
    """The drawer reads which cards they drew (the private ``drew`` event) instead of the
    public "draws 2 cards"; in solo the hand lies face up and the draw names its cards."""
    cards = e.event.get("cards")
    if isinstance(cards, list):  # solo: the hand lies face up
        shown = cards_text(map(str, cards), e.lang)
        if e.mine():
            return Text(e.t("event.drew", cards=shown), "green")
        return e.say("draw_open", style="dim", cards=shown)
    if e.mine():
        return None
    return e.say("draw", style="dim", cards=_t(e.lang, "plural.cards", n=int(str(e.event["n"]))))


def _drew(e: _Told) -> RenderableType:
    cards = e.event["cards"]
    assert isinstance(cards, list)
    return Text(e.t("event.drew", cards=cards_text(map(str, cards), e.lang)), "green")


def _reshuffle(e: _Told) -> RenderableType:
    cards = _t(e.lang, "plural.cards", n=int(str(e.event["cards"])))
    return Text(e.t("event.reshuffle", cards=cards), "dim")


def _retreat(e: _Told) -> RenderableType:
    return e.say(f"retreat.{e.event['cause']}", style="bold")


def _retreat_token_value(e: _Told) -> RenderableType:
    return Text(e.t("event.retreat_token_value", value=e.event["value"]), "green")


def _plain(kind: str) -> Told:
    """An event told by its kind alone: «Жёлтые сплачивают войска»."""
    return lambda e: e.say(kind)


def _with_card_acc(kind: str) -> Told:
    return lambda e: e.say(kind, card=e.card_acc())


def _at_kingdom(kind: str) -> Told:
    return lambda e: e.say(kind, kingdom=e.event["kingdom"])


def _pair_card(e: _Told) -> RenderableType:
    return e.say("pair_card", card=e.card(), kingdom=e.event["kingdom"])


def _age_end(e: _Told) -> RenderableType:
    return Rule(e.t("event.age_end", age=e.event["age"]), style="bold", align="left")


def _empty(e: _Told) -> RenderableType:
    return Text(e.t("event.empty", kingdom=e.event["kingdom"]), "dim")


def _score(e: _Told) -> RenderableType:
    place = e.t(f"place.{e.event['place']}")
    return e.say("score", points=e.event["points"], kingdom=e.event["kingdom"], place=place)


def _battle(e: _Told) -> RenderableType:
    sides = [int(s) for s in e.event["sides"]]
    names = [e.who if e.by_upstart and s == UPSTART else side_name(s, e.lang) for s in sides]
    text = e.t("event.battle", kingdom=e.event["kingdom"], token=e.event["token"],
               sides=", ".join(names))  # fmt: skip
    return _said(text, [(n, side_style(s)) for n, s in zip(names, sides, strict=True)])


def _battle_reveal(e: _Told) -> RenderableType:
    pairs = [(int(s), str(c)) for s, c in e.event["cards"]]
    shown = ", ".join(
        e.t("event.side_card", who=side_name(s, e.lang), card=name(c, e.lang)) for s, c in pairs
    )
    return _said(e.t("event.battle_reveal", cards=shown),
                 [(side_name(s, e.lang), side_style(s)) for s, _ in pairs])  # fmt: skip


def _boost(e: _Told) -> RenderableType:
    return e.say("boost", n=e.event["n"])


def _battle_end(e: _Told) -> RenderableType:
    if "outcome" in e.event:
        return Text(e.t(f"event.solo_battle_end.{e.event['outcome']}",
                        kingdom=e.event["kingdom"]), BATTLE_STYLE)  # fmt: skip
    winners = [int(s) for s in e.event["winners"]]
    names = [side_name(s, e.lang) for s in winners]
    key = "event.battle_won" if len(winners) == 1 else "event.battle_shared"
    text = e.t(key, kingdom=e.event["kingdom"], who=", ".join(names))
    return _said(text, [(n, side_style(s)) for n, s in zip(names, winners, strict=True)])


def _solo_reveal(e: _Told) -> RenderableType:
    upstart = [str(c) for c in e.event["upstart"]]
    return Text(e.t("event.solo_reveal", card=e.card_acc(),
                    cards=cards_text(upstart, e.lang)), BATTLE_STYLE)  # fmt: skip


def _bonus_card(e: _Told) -> RenderableType:
    return Text(e.t("event.bonus_card", card=e.card()))


def _upstart_card(kind: str) -> Told:
    """The upstart's own cards, told without a subject: reveal, discard (dim), bonus."""
    style = "dim" if kind == "upstart_discard" else side_style(UPSTART)
    return lambda e: Text(e.t(f"event.{kind}", card=e.card(), card_acc=e.card_acc()), style)


def _age_ends_now(e: _Told) -> RenderableType:
    return Text(e.t("event.age_ends_now"), "bold red")


def _final_bonus(e: _Told) -> RenderableType:
    values = [int(v) for v in e.event["retreat"]]
    mods = int(str(e.event["modifiers"]))
    if not values and not mods:
        return e.say("final_bonus_none", style="dim")
    return e.say("final_bonus", values=", ".join(map(str, values)) or "—", mods=mods,
                 total=sum(values) + mods)  # fmt: skip


def _game_end(e: _Told) -> RenderableType:
    return Rule(e.t("event.game_end"), style="bold", align="left")


#: How each kind of event is told; a kind not here is shown raw, dimmed.
EVENTS: dict[str, Told] = {
    "age": _age,
    "claim": _claim,
    "draw": _draw,
    "drew": _drew,
    "reshuffle": _reshuffle,
    "retreat": _retreat,
    "retreat_token": _plain("retreat_token"),
    "retreat_token_value": _retreat_token_value,
    **{k: _plain(k) for k in ("rally", "battle_card", "boost_pass", "bid_made", "modifier")},
    **{k: _with_card_acc(k) for k in ("rally_discard", "pair_discard")},
    "pair_card": _pair_card,
    "age_end": _age_end,
    "empty": _empty,
    "score": _score,
    "battle": _battle,
    "battle_reveal": _battle_reveal,
    "boost": _boost,
    "battle_end": _battle_end,
    "solo_reveal": _solo_reveal,
    **{k: _at_kingdom(k) for k in ("council", "council_declined")},
    "bonus_card": _bonus_card,
    **{k: _upstart_card(k) for k in ("upstart_reveal", "upstart_discard", "upstart_bonus")},
    "age_ends_now": _age_ends_now,
    "final_bonus": _final_bonus,
    "game_end": _game_end,
}


def event_text(event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
    """One event of ``state.events(viewer)`` in words (``None``: nothing to tell this
    viewer), by the :data:`EVENTS` entry of its kind."""
    told = EVENTS.get(str(event["type"]))
    if told is None:
        return Text(str(event), style="dim")
    return told(_Told.of(event, viewer, lang))


# -- the end ------------------------------------------------------------------------------
def final(state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Each side's points on the track, its retreat tokens and unused "+2" tokens and its
    total, and the winners (in solo: whether you beat the upstart). From the spectator's
    view: retreat tokens are turned up at the end, hands stay hidden."""
    d = state.view(None).data
    solo = _solo(d)
    scores = [int(s) for s in d["score"]]
    winners = state.winners()
    grid = Table(title=_t(lang, "ui.final_title"), box=box.SIMPLE_HEAVY, title_style="bold")
    grid.add_column(_t(lang, "ui.side"), no_wrap=True)
    if not solo:
        grid.add_column(_t(lang, "ui.track"), justify="right")
        grid.add_column(_t(lang, "ui.retreat_tokens"), justify="right")
        grid.add_column(_t(lang, "ui.mods"), justify="right")
    grid.add_column(_t(lang, "ui.total"), justify="right")
    for side in range(len(scores)):
        won = side in winners or (solo and side == UPSTART and not winners)
        head = Text(side_label(side, d, lang), style=side_style(side))
        if side < len(tags) and tags[side]:
            head.append(f" ({tags[side]})", style="dim")
        total = Text(str(scores[side]), style="bold green" if won else "bold")
        if solo:
            grid.add_row(head, total)
            continue
        values = [int(v) for v in (d["retreat_values"][side] or [])]
        mods = int(d["mods"][side])
        track = scores[side] - sum(values) - mods
        grid.add_row(head, str(track), ", ".join(map(str, values)) or "—", str(mods), total)
    parts: list[RenderableType] = [grid]
    if solo:
        key = "ui.solo_won" if winners else "ui.solo_lost"
        style = "bold green" if winners else "bold red"
        parts.append(Text(_t(lang, key, you=scores[0], upstart=scores[UPSTART]), style=style))
        return Group(*parts)
    best = max(scores)
    if scores.count(best) > len(winners):
        parts.append(Text(_t(lang, "ui.tie_capitals")))
    names = ", ".join(f"{side_label(s, d, lang)} ({scores[s]})" for s in winners)
    key = "ui.winner" if len(winners) == 1 else "ui.winners"
    parts.append(Text(_t(lang, key, players=names), style="bold green"))
    return Group(*parts)


def reason_text(why: Unplayable, lang: Lang) -> str:
    """Why a card of the hand cannot be played: the kingdoms with room and their edicts
    by name («5 — ↓ Все ранги здесь разные»), a card by name."""
    params = dict(why.params)
    if "edicts" in params:
        pairs = zip(params.pop("kingdoms"), params.pop("edicts"), strict=True)
        params["edicts"] = "; ".join(f"{k} — {edict_text(e, lang)}" for k, e in pairs)
    if "card" in params:
        params["card"] = name(str(params["card"]), lang)
    return t(lang, why.key, **params)
