"""Князья as text: the princes and their cities, the war in progress, the deciding prince's
hand, every choice and event in words, and the final might.

The terminal client finds this module by the game's id and calls ``player``, ``table``,
``question``, ``action_text``, ``event_text`` and ``final`` (see ``stil.render``).
Everything but ``final`` is drawn from an :class:`~stil.Observation` or an event the seat
may know, so a screen shows exactly what its seat may know: its own hand and no other.
Texts come from the game's language files (``locale/<lang>/``) through :func:`stil.i18n.t`.

>>> import stil
>>> from stil.games.princes.game import setup
>>> s = setup(2, hands=[["building_school"]], deck=["army_druzhina_1"],
...                        cities={"city_pskov": (1, ["wall_stonework"])})
>>> action_text(stil.Action("build", ("building_school", "city_pskov")), s.view(0), "ru")
'Построить Школу (+1) в Пскове (град князя 2)'
>>> action_text(stil.Action("war", ("city_pskov", "army_lyakhi_5")), s.view(0), "uk")
'Піти війною на Псков (князь 2): Ляхи (5)'
>>> card_label("wall_stonework", "en"), card_label("chronicle_wise", "ru")
('Stonework (>4)', 'Мудрый (+3)')
"""

from __future__ import annotations

from collections import Counter
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
from stil.games.princes.cards import INFO, TYPE, card_name
from stil.i18n import Lang, t
from stil.render import ChoiceContext, EventContext, choice_text

Data = Mapping[str, Any]

#: How a hand is grouped on screen, by card kind.
_GROUPS = {
    "city": "city",
    "building": "building",
    "wall": "building",
    "moat": "building",
    "fortress": "building",
    "army": "army",
    "militia": "army",
    "event": "event",
    "chronicle": "chronicle",
}
_GROUP_ORDER = ("city", "building", "army", "event", "chronicle")
_BUILD_KIND = {"building": "building", "wall": "wall", "moat": "moat", "fortress": "fortress"}
_BRAVE = "chronicle_brave"
_BIG_NEST = "chronicle_big_nest"


def _t(lang: Lang, key: str, **params: object) -> str:
    return t(lang, f"princes.{key}", **params)


# -- words for seats and cards ------------------------------------------------------------
def player(seat: Seat, lang: Lang) -> str:
    """A seat as players call it: princes count from 1 on the screen."""
    return _t(lang, "player", n=seat + 1)


def name(card: str, lang: Lang) -> str:
    return card_name(card, lang)


def card_label(card: str, lang: Lang, valour: int | None = None) -> str:
    """A card with the number that matters: «Дружина (4)», «Школа (+1)», «Частокол (>2)».
    ``valour`` overrides an army's printed valour (a «Храбрый» prince's, a militia's)."""
    info = INFO[TYPE[card]]
    n = name(card, lang)
    kind = info.kind
    if kind == "city":
        return f"{n} ({info.might})"
    if kind == "building":
        return f"{n} (+{info.plus})" if info.plus else f"{n} (×{info.mult})"
    if kind == "wall":
        return f"{n} (>{info.wall})"
    if kind == "moat":
        return f"{n} ({_t(lang, 'note.moat')})"
    if kind == "army":
        return f"{n} ({info.valour if valour is None else valour})"
    if kind == "militia":
        return n if valour is None else f"{n} ({valour})"
    if kind == "chronicle":
        return f"{n} ({_t(lang, f'chronicle_note.{card}')})"
    return n


def _note(card: str, lang: Lang) -> str:
    """What a building or wall adds, for the choice that lays it."""
    info = INFO[TYPE[card]]
    if info.kind == "building":
        return f"+{info.plus}" if info.plus else f"×{info.mult}"
    if info.kind == "wall":
        return f">{info.wall}"
    if info.kind == "moat":
        return _t(lang, "note.moat")
    return _t(lang, "note.fortress")


def cards_text(cards: Iterable[str], lang: Lang, *, labels: bool = False) -> str:
    """A list of cards, repeats counted (``Школа ×2``), in order of first appearance."""
    counts = Counter(cards)
    if not counts:
        return _t(lang, "cards.none")
    show = card_label if labels else name
    return ", ".join(show(c, lang) + (f" ×{n}" if n > 1 else "") for c, n in counts.items())


def _city_params(city: str, lang: Lang) -> dict[str, str]:
    return {
        "city": name(city, lang),
        "city_loc": _t(lang, f"city_loc.{city}"),
        "city_gen": _t(lang, f"city_gen.{city}"),
    }


# -- reading an observation ---------------------------------------------------------------
def _city(d: Data, city: str) -> Data | None:
    for c in d["cities"]:
        if c["city"] == city:
            return dict(c)
    return None


def _wall_text(wall: int, lang: Lang) -> str:
    if wall >= 1000:  # rules.INFINITE: the fortress with its default reading
        return _t(lang, "ui.impregnable")
    return _t(lang, "ui.walls", n=wall)


def city_text(c: Data, lang: Lang) -> str:
    """«Псков (15, стены >4): Школа, Библиотека, Митрополичье подворье, Каменная кладка»."""
    head = f"{name(c['city'], lang)} ({c['might']}"
    if c["wall"]:
        head += ", " + _wall_text(int(c["wall"]), lang)
    head += ")"
    if c["attached"]:
        head += ": " + cards_text(c["attached"], lang)
    return head


def _valour(d: Data, seat: int, card: str) -> int | None:
    """The valour ``card`` has when ``seat`` lays it (the «Храбрый» prince's +1)."""
    info = INFO[TYPE[card]]
    if info.kind != "army":
        return None
    return info.valour + (_BRAVE in d["chronicles"][seat])


def _burns(d: Data, city: str) -> list[str]:
    """What Красный петух or Разорение would discard from ``city`` (option burn_scope)."""
    c = _city(d, city)
    if c is None:
        return []
    if d["options"].get("burn_scope") == "peaceful":
        return [a for a in c["attached"] if INFO[TYPE[a]].kind == "building"]
    return list(c["attached"])


# -- the table ----------------------------------------------------------------------------
def table(obs: Observation, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Every prince (cities with might, walls and attachments; chronicles; how many cards,
    and which are known to all; might now), the deck, the discard, Batu and the end
    countdown, the war in progress, and this seat's own hand (only its own)."""
    d = obs.data
    players = int(d["players"])
    current = int(d["current"])

    grid = Table(box=box.SIMPLE_HEAVY, expand=False, show_lines=False, pad_edge=False)
    grid.add_column(_t(lang, "ui.prince"), no_wrap=True)
    grid.add_column(_t(lang, "ui.cities"), ratio=3)
    grid.add_column(_t(lang, "ui.chronicles"), ratio=1)
    grid.add_column(_t(lang, "ui.hand_size"), justify="right")
    grid.add_column(_t(lang, "ui.might"), justify="right")
    for seat in range(players):
        head = Text(player(seat, lang), style="bold cyan" if seat == obs.seat else "bold")
        if seat == current:
            head = Text("▶ ", style="bold yellow") + head
        if tags[seat]:
            head.append(f"\n({tags[seat]})", style="dim")
        cities = [city_text(c, lang) for c in d["cities"] if c["owner"] == seat]
        chronicles = [card_label(ch, lang) for ch in d["chronicles"][seat]]
        hand = str(d["hand_sizes"][seat])
        known = d["known"][seat]
        if known:
            hand += "\n" + _t(lang, "ui.known", cards=cards_text(known, lang, labels=True))
        grid.add_row(
            head,
            "\n".join(cities) or _t(lang, "ui.none"),
            "\n".join(chronicles) or _t(lang, "ui.none"),
            hand,
            Text(str(d["scores"][seat]), style="bold"),
        )

    parts: list[RenderableType] = [grid]
    status = [_t(lang, "ui.turn", n=current + 1)]
    deck = int(d["deck"])
    status.append(_t(lang, "ui.deck", n=deck) if deck else _t(lang, "ui.deck_empty"))
    discard = d["discard"]
    if discard:
        status.append(_t(lang, "ui.discard_top", n=len(discard), card=name(discard[-1], lang)))
    else:
        status.append(_t(lang, "ui.discard", n=0))
    parts.append(Text("  ·  ".join(status)))

    end: list[str] = []
    if "event_batu" in d["table"]:
        end.append(_t(lang, "ui.batu"))
    messages = d["table"].count("event_secret_message")
    if messages:
        end.append(_t(lang, "ui.messages", n=messages))
    if d["last_turn"] is not None:
        left = int(d["last_turn"]) - int(d["turn"])
        if left <= 0:
            end.append(_t(lang, "ui.last_turn"))
        else:
            last = (current + left) % players
            end.append(_t(lang, "ui.countdown", left=left + 1, n=last + 1))
    if end:
        parts.append(Text("  ·  ".join(end), style="bold red"))

    if d["war"] is not None:
        parts.append(_war_panel(d, lang))
    if obs.seat is not None and d["hand"] is not None:
        parts.append(_hand_panel(d["hand"], obs.seat, d, lang))
    return Group(*parts)


def _war_panel(d: Data, lang: Lang) -> Panel:
    war = d["war"]
    city = war["city"]
    attacker, defender = int(war["attacker"]), int(war["defender"])
    c = _city(d, city)
    lines = [
        _t(
            lang,
            "ui.war_sides",
            attacker=attacker + 1,
            defender=defender + 1,
            city=city_text(c, lang) if c else name(city, lang),
        )
    ]
    if war["siege"]:
        lines.append(_t(lang, "ui.war_siege"))
    if war["events"]:
        lines.append(_t(lang, "ui.war_events", cards=cards_text(war["events"], lang)))
    x = war["x"]
    if war["step"] == "ruin":
        lines.append(_t(lang, "ui.war_taken"))
    elif x is None:
        lines.append(_t(lang, "ui.war_no_attack"))
    else:
        lines.append(_t(lang, "ui.war_attack", card=_attack_label(war, lang)))
        if war["against"]:
            against = [_defence_label(d, card, lang) for card in war["against"]]
            lines.append(_t(lang, "ui.war_against", cards=", ".join(against)))
    return Panel(
        Text("\n".join(lines)),
        title=_t(lang, "ui.war_title", city=name(city, lang)),
        title_align="left",
        border_style="red",
    )


def _attack_label(war: Data, lang: Lang) -> str:
    x = str(war["x"])
    if INFO[TYPE[x]].kind == "army":
        return card_label(x, lang, valour=int(war["x_valour"]))
    return name(x, lang)


def _defence_label(d: Data, card: str, lang: Lang) -> str:
    war = d["war"]
    if card == "army_militia":
        c = _city(d, war["city"])
        return card_label(card, lang, valour=int(c["might"]) if c else None)
    return card_label(card, lang, valour=_valour(d, int(war["defender"]), card))


def _hand_panel(hand: Sequence[str], seat: Seat, d: Data, lang: Lang) -> Panel:
    groups: dict[str, list[str]] = {g: [] for g in _GROUP_ORDER}
    for card in hand:
        groups[_GROUPS[INFO[TYPE[card]].kind]].append(card)
    lines = Text()
    for group, cards in groups.items():
        if not cards:
            continue
        if lines:
            lines.append("\n")
        lines.append(_t(lang, f"ui.group.{group}") + ": ", style="bold")
        labels = Counter(card_label(c, lang, valour=_valour(d, seat, c)) for c in cards)
        lines.append(", ".join(lb + (f" ×{n}" if n > 1 else "") for lb, n in labels.items()))
    if not lines:
        lines.append(_t(lang, "ui.hand_empty"), style="dim")
    title = _t(lang, "ui.your_hand_of", n=seat + 1)
    return Panel(lines, title=title, title_align="left", border_style="green")


# -- questions and choices ----------------------------------------------------------------
def question(obs: Observation, lang: Lang) -> str:
    """The pending decision, as asked of the seat whose observation this is."""
    d = obs.data
    dec = d["decision"]
    params = dict(dec["params"])
    if dec["kind"] != "turn":
        war = d["war"]
        params["city"] = name(params["city"], lang)
        params["attacker"] = int(params["attacker"]) + 1
        params["defender"] = int(params["defender"]) + 1
        params["attack"] = (
            _attack_label(war, lang) if war is not None and war["x"] is not None else ""
        )
    return t(lang, dec["key"], **params)


@dataclass(frozen=True, slots=True)
class _Asked(ChoiceContext):
    """One choice about to be put in words for the seat whose observation it is."""

    catalog = "princes."

    @property
    def war(self) -> Data | None:
        war: Data | None = self.d["war"]
        return war


Asked = Callable[[_Asked], str]


def _draw_text(c: _Asked) -> str:
    n = 2 if c.me is not None and _BIG_NEST in c.d["chronicles"][c.me] else 1
    n = min(n, max(int(c.d["deck"]), 1))
    if n == 1:
        return c.t("action.draw")
    return c.t("action.draw_many", cards=_t(c.lang, "plural.cards", n=n))


def _plain_text(verb: str) -> Asked:
    """A choice its verb says in full: «Пас», «Смотреть»."""
    return lambda c: c.t(f"action.{verb}")


def _city_text(c: _Asked) -> str:
    city, seat = str(c.args[0]), int(c.args[1])
    params = _city_params(city, c.lang) | {"might": INFO[TYPE[city]].might, "other": seat + 1}
    return c.t("action.city_self" if seat == c.me else "action.city_other", **params)


def _build_choice(c: _Asked) -> str:
    return _build_text(str(c.args[0]), str(c.args[1]), c.d, c.me, c.lang)


def _chronicle_text(c: _Asked) -> str:
    card, seat = str(c.args[0]), int(c.args[1])
    key = "action.chronicle_self" if seat == c.me else "action.chronicle_other"
    note = c.t(f"chronicle_note.{card}")
    return c.t(key, card=name(card, c.lang), note=note, other=seat + 1)


def _burn_text(verb: str) -> Asked:
    """Arson and ravage: the cards that burn in the city, and whose city it is."""

    def said(c: _Asked) -> str:
        city = str(c.args[0])
        cards = cards_text(_burns(c.d, city), c.lang)
        text = c.t(f"action.{verb}", cards=cards, **_city_params(city, c.lang))
        return _owned(text, city, c.d, c.me, c.lang)

    return said


def _chronicler_text(c: _Asked) -> str:
    seat, card = int(c.args[0]), str(c.args[1])
    key = "action.chronicler_self" if seat == c.me else "action.chronicler_other"
    return c.t(key, card=name(card, c.lang), other=seat + 1)


def _war_text(c: _Asked) -> str:
    city, card = str(c.args[0]), str(c.args[1])
    owned = _city(c.d, city)
    label = _opener_label(card, c.d, c.me, c.lang)
    if owned is None:
        return c.t("action.war_unowned", city=name(city, c.lang), card=label)
    return c.t("action.war", city=name(city, c.lang), other=int(owned["owner"]) + 1, card=label)


def _attack_text(c: _Asked) -> str:
    card = str(c.args[0])
    if card == "event_treason":
        return c.t("action.attack_treason", card=name(card, c.lang))
    return c.t("action.attack", card=_opener_label(card, c.d, c.me, c.lang))


def _tunnel_text(c: _Asked) -> str:
    war = c.war
    if war is None:
        return c.t("action.tunnel_any")
    city = _city(c.d, war["city"])
    walls = [
        x for x in (city["attached"] if city else []) if INFO[TYPE[x]].kind in ("wall", "fortress")
    ]
    return c.t(
        "action.tunnel", cards=cards_text(walls, c.lang), **_city_params(war["city"], c.lang)
    )


def _siege_text(c: _Asked) -> str:
    war = c.war
    if war is None:
        return c.t("action.siege_any")
    if war["step"] == "counter":
        return c.t("action.siege_counter")
    return c.t("action.siege", **_city_params(war["city"], c.lang))


def _defend_text(c: _Asked) -> str:
    return c.t("action.defend", card=_defence_label_for(str(c.args[0]), c.d, c.me, c.lang))


def _purse_text(c: _Asked) -> str:
    war = c.war
    if war is None:
        return c.t("action.purse")
    if war["step"] == "counter" and war["against"]:
        lured = str(war["against"][-1])
        return c.t("action.purse_counter", card=_lured_label(lured, c.d, c.lang))
    if war["x"] is not None:
        return c.t("action.purse_defend", card=_lured_label(str(war["x"]), c.d, c.lang))
    return c.t("action.purse")


def _yield_text(c: _Asked) -> str:
    war = c.war
    if war is None:
        return c.t("action.yield_any")
    return c.t("action.yield", **_city_params(war["city"], c.lang))


def _ruin_text(c: _Asked) -> str:
    war = c.war
    if war is None:
        return c.t("action.ruin_any")
    cards = cards_text(_burns(c.d, war["city"]), c.lang)
    return c.t("action.ruin", cards=cards, **_city_params(war["city"], c.lang))


_PLAIN = ("pass", "batu", "message", "stop", "ambush", "watch", "word", "accept", "decline")

#: How each verb is put in words; a verb not here is shown as the action itself.
ACTIONS: dict[str, Asked] = {
    "draw": _draw_text,
    **{verb: _plain_text(verb) for verb in _PLAIN},
    "city": _city_text,
    "build": _build_choice,
    "chronicle": _chronicle_text,
    **{verb: _burn_text(verb) for verb in ("arson", "ravage")},
    "chronicler": _chronicler_text,
    "war": _war_text,
    "attack": _attack_text,
    "tunnel": _tunnel_text,
    "siege": _siege_text,
    "defend": _defend_text,
    "purse": _purse_text,
    "yield": _yield_text,
    "ruin": _ruin_text,
}


def action_text(action: Action, obs: Observation, lang: Lang) -> str:
    """One choice in words, for the seat whose observation this is, by the
    :data:`ACTIONS` entry of its verb."""
    return choice_text(ACTIONS, _Asked, action, obs, lang)


def _owned(text: str, city: str, d: Data, me: Seat | None, lang: Lang) -> str:
    """``text`` with «(град князя 2)» when the city is another prince's."""
    c = _city(d, city)
    if c is None or c["owner"] == me:
        return text
    return _t(lang, "action.whose_city", text=text, other=int(c["owner"]) + 1)


def _build_text(card: str, city: str, d: Data, me: Seat | None, lang: Lang) -> str:
    kind = _BUILD_KIND[INFO[TYPE[card]].kind]
    params = _city_params(city, lang)
    text = _t(
        lang, f"action.build.{kind}", card=_t(lang, f"card_acc.{card}"), note=_note(card, lang),
        **params,
    )  # fmt: skip
    text = _owned(text, city, d, me, lang)
    c = _city(d, city)
    replaced: list[str] = []
    if c is not None:
        if kind in ("wall", "fortress"):
            replaced = [x for x in c["attached"] if INFO[TYPE[x]].kind in ("wall", "fortress")]
        elif card == "building_metropolitan_court":
            replaced = [x for x in c["attached"] if x == card]
            if d["options"].get("metropolitan_scope") == "global":
                replaced += [x for o in d["cities"] if o["city"] != city
                             for x in o["attached"] if x == card]  # fmt: skip
    if replaced:
        text = _t(lang, "action.replaces", text=text, cards=cards_text(replaced, lang))
    return text


def _opener_label(card: str, d: Data, me: Seat | None, lang: Lang) -> str:
    if me is not None and INFO[TYPE[card]].kind == "army":
        return card_label(card, lang, valour=_valour(d, me, card))
    return card_label(card, lang)


def _defence_label_for(card: str, d: Data, me: Seat | None, lang: Lang) -> str:
    war = d["war"]
    if card == "army_militia":
        c = _city(d, war["city"]) if war is not None else None
        return card_label(card, lang, valour=int(c["might"]) if c else None)
    return _opener_label(card, d, me, lang)


def _lured_label(card: str, d: Data, lang: Lang) -> str:
    """«Ляхов (5)»: the foreigners a Тугая мошна lures, in the accusative."""
    if INFO[TYPE[card]].kind != "army" or not INFO[TYPE[card]].foreign:
        return name(card, lang)
    return f"{_t(lang, f'card_acc.{card}')} ({INFO[TYPE[card]].valour})"


# -- events -------------------------------------------------------------------------------
_WAR_STYLE = "red"


@dataclass(frozen=True, slots=True)
class _Seen(EventContext):
    """One event about to be told to one viewer; ``n`` is the acting prince as numbered on
    the screen (from 1; 0 for an event without a seat), a parameter of every text."""

    catalog = "princes."
    n: int

    def t(self, key: str, **params: object) -> str:
        return EventContext.t(self, key, n=self.n, **params)

    def city(self) -> dict[str, str]:
        return _city_params(str(self.event["city"]), self.lang)

    def to_self(self, field: str) -> bool:
        """Whether the seat in ``field`` is the acting prince's own."""
        return int(self.event[field]) == self.n - 1


Seen = Callable[[_Seen], RenderableType | None]


def _draw_event(e: _Seen) -> RenderableType | None:
    """The drawer reads the private ``drawn`` event instead of the public "draws a card"."""
    if e.viewer is not None and e.viewer == e.n - 1:
        return None
    count = int(e.event["count"])
    if count == 1:
        return e.t("event.draw")
    return e.t("event.draw_many", cards=_t(e.lang, "plural.cards", n=count))


def _drawn_event(e: _Seen) -> RenderableType:
    cards = cards_text(e.event["cards"], e.lang, labels=True)
    return Text(e.t("event.drawn", cards=cards), style="green")


def _start_event(e: _Seen) -> RenderableType:
    first = int(e.event["first"]) + 1
    return Rule(_t(e.lang, "event.start", n=first), style="cyan", align="left")


def _city_event(e: _Seen) -> RenderableType:
    city = str(e.event["city"])
    key = "event.city_self" if e.to_self("to") else "event.city_other"
    params = e.city() | {"might": INFO[TYPE[city]].might}
    return e.t(key, other=int(e.event["to"]) + 1, **params)


def _build_event(e: _Seen) -> RenderableType:
    card = str(e.event["card"])
    build_kind = _BUILD_KIND[INFO[TYPE[card]].kind]
    text = e.t(f"event.build.{build_kind}", card=_t(e.lang, f"card_acc.{card}"), **e.city())
    if e.event.get("replaced"):
        replaced = cards_text(e.event["replaced"], e.lang)
        text = _t(e.lang, "event.discarded", text=text, cards=replaced)
    return text


def _chronicle_event(e: _Seen) -> RenderableType:
    card = str(e.event["card"])
    key = "event.chronicle_self" if e.to_self("to") else "event.chronicle_other"
    note = _t(e.lang, f"chronicle_note.{card}")
    return e.t(key, other=int(e.event["to"]) + 1, card=name(card, e.lang), note=note)


def _alarm_event(kind: str) -> Seen:
    """Батый and the end drawing near: in red."""
    return lambda e: Text(e.t(f"event.{kind}"), style="bold red")


def _burn_event(kind: str) -> Seen:
    """Arson and ravage: the cards that burned in the city."""
    return lambda e: e.t(
        f"event.{kind}", cards=cards_text(e.event["discarded"], e.lang), **e.city()
    )


def _chronicler_event(e: _Seen) -> RenderableType:
    key = "event.chronicler_self" if e.to_self("from") else "event.chronicler_other"
    other = int(e.event["from"]) + 1
    return e.t(key, other=other, card=name(str(e.event["card"]), e.lang))


def _war_event(e: _Seen) -> RenderableType:
    return Text(e.t("event.war", **e.city()), style="bold red")


def _war_card_event(kind: str) -> Seen:
    """An attack or a defence: the card with its valour."""

    def told(e: _Seen) -> RenderableType:
        valour = e.event.get("valour")
        label = card_label(
            str(e.event["card"]), e.lang, valour=None if valour is None else int(valour)
        )
        return Text(e.t(f"event.{kind}", card=label), style=_WAR_STYLE)

    return told


def _war_purse_event(e: _Seen) -> RenderableType:
    card = str(e.event["card"])
    label = f"{_t(e.lang, f'card_acc.{card}')} ({INFO[TYPE[card]].valour})"
    return Text(e.t("event.war_purse", card=label), style=_WAR_STYLE)


def _war_burn_event(kind: str) -> Seen:
    """A tunnel under the walls, a ruined city: the cards discarded."""

    def told(e: _Seen) -> RenderableType:
        cards = cards_text(e.event.get("discarded", ()), e.lang)
        return Text(e.t(f"event.{kind}", cards=cards), style=_WAR_STYLE)

    return told


def _capture_event(e: _Seen) -> RenderableType:
    other = int(e.event["from"]) + 1
    return Text(e.t("event.capture", other=other, **e.city()), style="bold red")


def _end_event(e: _Seen) -> RenderableType:
    return Rule(_t(e.lang, "event.end"), style="bold", align="left")


#: How each kind of event is told; any other kind by its key alone, in the war's colour
#: for a ``war_*`` kind.
EVENTS: dict[str, Seen] = {
    "draw": _draw_event,
    "drawn": _drawn_event,
    "start": _start_event,
    "city": _city_event,
    "build": _build_event,
    "chronicle": _chronicle_event,
    **{kind: _alarm_event(kind) for kind in ("batu", "end_pending")},
    **{kind: _burn_event(kind) for kind in ("arson", "ravage")},
    "chronicler": _chronicler_event,
    "war": _war_event,
    **{kind: _war_card_event(kind) for kind in ("war_attack", "war_defend")},
    "war_purse": _war_purse_event,
    **{kind: _war_burn_event(kind) for kind in ("war_tunnel", "war_ruin")},
    "capture": _capture_event,
    "end": _end_event,
}


def event_text(event: Event, viewer: Seat | None, lang: Lang) -> RenderableType | None:
    """One event of ``state.events(viewer)`` in words (``None``: nothing to tell this
    viewer), by the :data:`EVENTS` entry of its kind."""
    kind = str(event["type"])
    seen = _Seen(event, viewer, lang, int(event["seat"]) + 1 if "seat" in event else 0)
    told = EVENTS.get(kind)
    if told is not None:
        return told(seen)
    if kind.startswith("war_"):
        return Text(seen.t(f"event.{kind}"), style=_WAR_STYLE)
    return seen.t(f"event.{kind}")


# -- the end ------------------------------------------------------------------------------
def final(state: State, lang: Lang, tags: Sequence[str]) -> RenderableType:
    """Each prince's cities and chronicles with the might they bring, and the winners.
    Drawn from the spectator's view: the hands left over score nothing and stay hidden."""
    d = state.view(None).data
    players = int(d["players"])
    scores = [int(s) for s in d["scores"]]
    winners = state.winners()

    grid = Table(title=_t(lang, "ui.final_title"), box=box.SIMPLE_HEAVY, title_style="bold")
    grid.add_column(_t(lang, "ui.prince"), no_wrap=True)
    grid.add_column(_t(lang, "ui.cities"), ratio=3)
    grid.add_column(_t(lang, "ui.chronicles"), ratio=1)
    grid.add_column(_t(lang, "ui.might"), justify="right")
    for seat in range(players):
        head = Text(player(seat, lang), style="bold green" if seat in winners else "bold")
        if tags[seat]:
            head.append(f"\n({tags[seat]})", style="dim")
        cities = [city_text(c, lang) for c in d["cities"] if c["owner"] == seat]
        chronicles = [card_label(ch, lang) for ch in d["chronicles"][seat]]
        grid.add_row(
            head,
            "\n".join(cities) or _t(lang, "ui.none"),
            "\n".join(chronicles) or _t(lang, "ui.none"),
            Text(str(scores[seat]), style="bold green" if seat in winners else "bold"),
        )

    names = ", ".join(f"{player(s, lang)} ({scores[s]})" for s in winners)
    parts: list[RenderableType] = [grid]
    if scores.count(max(scores)) > len(winners):
        parts.append(Text(_t(lang, "ui.tie_cities")))
    key = "ui.winner" if len(winners) == 1 else "ui.winners"
    parts.append(Text(_t(lang, key, players=names), style="bold green"))
    return Group(*parts)
