"""The rules of Князья as plain functions over :class:`PrincesState`.

A turn is exactly one action: draw, play one peaceful card, or start a war. A war is a
small state machine kept in ``state.war`` (princes.deck.md, section 1.4): the attacker
opens attempts (``open``), the defender answers each (``defend``), the attacker may
counter the defending army (``counter``), and a captured city's owner may ravage it
(``ruin``). The defender and attacker are asked at every step even when they hold nothing
that fits, so that asking reveals nothing about their hands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from stil.core import Action, ActionSpace, Decision, Seat
from stil.core.moves import Unplayable
from stil.games.princes.cards import (
    AMBUSH,
    ARMIES,
    ATTACHMENTS,
    BATU,
    BIG_NEST,
    BRAVE,
    BUILDINGS,
    CARDS,
    CHRONICLER,
    CHRONICLES,
    CITIES,
    COURT,
    FORTRESS,
    GATHERER,
    INFO,
    MEEK,
    MESSAGE,
    MILITIA,
    MOAT,
    NATIVE,
    PURSE,
    RED_ROOSTER,
    RUIN,
    SIEGE,
    TREASON,
    TUNNEL,
    TYPE,
    TYPES,
    WALLS,
    WATCH,
    WORD,
)

if TYPE_CHECKING:
    from stil.games.princes.state import PrincesState

MAX_PLAYERS = 8
INFINITE = 1_000  # the wall value of a fortress: no army exceeds it

_SEATS = range(MAX_PLAYERS)
_NAMES = TYPES
_CITY_IDS = [TYPES[c] for c in CITIES]
_OPENERS = [TYPES[a] for a in ARMIES] + [TYPES[TUNNEL], TYPES[SIEGE], TYPES[TREASON]]

ACTIONS = ActionSpace(
    [
        ("draw",),
        ("pass",),
        ("city", _CITY_IDS, _SEATS),  # lay a city before a prince
        ("build", [TYPES[a] for a in ATTACHMENTS], _CITY_IDS),  # a building or wall on a city
        ("chronicle", [TYPES[c] for c in CHRONICLES], _SEATS),  # a chronicle before a prince
        ("batu",),
        ("message",),
        ("arson", _CITY_IDS),  # Красный петух
        ("chronicler", _SEATS, [TYPES[c] for c in CHRONICLES]),  # Летописец
        ("ravage", _CITY_IDS),  # Разорение as a peaceful play (option ruin_peaceful)
        ("war", _CITY_IDS, _OPENERS),  # name the city and make the first move
        ("attack", [TYPES[a] for a in ARMIES] + [TYPES[TREASON]]),
        ("tunnel",),
        ("siege",),
        ("stop",),
        ("defend", [TYPES[a] for a in ARMIES] + [TYPES[MILITIA]]),
        ("ambush",),
        ("purse",),
        ("watch",),
        ("word",),
        ("yield",),
        ("accept",),
        ("ruin",),
        ("decline",),
    ]
)
A = ACTIONS.get

# The interned actions the legal-action lists are built from, looked up by card type (and
# seat) instead of through ``ACTIONS.get``: legal actions are listed once per decision.
_DRAW, _PASS, _STOP, _YIELD, _ACCEPT = A("draw"), A("pass"), A("stop"), A("yield"), A("accept")
_TUNNEL, _SIEGE, _AMBUSH, _PURSE = A("tunnel"), A("siege"), A("ambush"), A("purse")
_WATCH, _WORD, _RUIN, _DECLINE = A("watch"), A("word"), A("ruin"), A("decline")
_CITY = {c: [A("city", TYPES[c], s) for s in _SEATS] for c in CITIES}
_CHRONICLE = {c: [A("chronicle", TYPES[c], s) for s in _SEATS] for c in CHRONICLES}
_BUILD = {b: {c: A("build", TYPES[b], TYPES[c]) for c in CITIES} for b in ATTACHMENTS}
_WAR = {
    c: {o: A("war", TYPES[c], TYPES[o]) for o in (*ARMIES, TUNNEL, SIEGE, TREASON)} for c in CITIES
}
_ATTACK = {a: A("attack", TYPES[a]) for a in (*ARMIES, TREASON)}
_DEFEND = {a: A("defend", TYPES[a]) for a in (*ARMIES, MILITIA)}


def public(state: PrincesState, event: dict[str, Any]) -> None:
    state.log.append((None, event))


# -- set-up -----------------------------------------------------------------------------
def deal(state: PrincesState) -> None:
    """Four cards each; the rest is the draw pile. The first prince per option."""
    for seat in range(state.players):
        state.hands[seat] = sorted(state.deck.pop() for _ in range(CARDS.hand_size))
    if state.options["first_player"] == "random":
        state.current = state.rng.below(state.players)
    public(state, {"type": "start", "first": state.current})


# -- numbers ----------------------------------------------------------------------------
def city_might(state: PrincesState, city: int) -> int:
    """(printed + every "+N" building) × 3 with a Митрополичье подворье; walls add 0."""
    attached = state.attached[city]
    might = INFO[city].might + sum(INFO[c].plus for c in attached)
    return might * 3 if COURT in attached else might


def wall_card(state: PrincesState, city: int) -> int:
    """The city's wall card, or -1."""
    for c in state.attached[city]:
        if c in WALLS:
            return c
    return -1


def wall_value(state: PrincesState, city: int) -> int:
    """What an attacking army's valour must exceed: the wall's number plus the moats."""
    wall = wall_card(state, city)
    if wall < 0:
        return 0
    moats = state.attached[city].count(MOAT)
    if not state.options["moat_stacks"]:
        moats = min(moats, 1)
    if wall == FORTRESS:
        fortress = state.options["fortress_wall_value"]
        return INFINITE if fortress == "infinite" else int(fortress) + moats
    return INFO[wall].wall + moats


def valour(state: PrincesState, seat: Seat, army: int) -> int:
    """A numbered army's valour as ``seat`` lays it (+1 with «Храбрый»)."""
    return INFO[army].valour + (BRAVE in state.chronicles[seat])


def fortified(state: PrincesState, city: int) -> bool:
    return FORTRESS in state.attached[city]


# -- hands ------------------------------------------------------------------------------
def take_from_hand(state: PrincesState, seat: Seat, card: int) -> None:
    state.hands[seat].remove(card)
    if card in state.known[seat]:
        state.known[seat].remove(card)


def to_hand(state: PrincesState, seat: Seat, card: int) -> None:
    """A card everybody sees go into a hand (a lured foreigner)."""
    hand = state.hands[seat]
    hand.append(card)
    hand.sort()
    state.known[seat].append(card)


def play_event(state: PrincesState, seat: Seat, card: int) -> None:
    """An event takes effect at once and goes to the discard (Батый and Тайное послание
    stay on the table instead)."""
    take_from_hand(state, seat, card)
    if INFO[card].uncancellable:
        state.table.append(card)
    else:
        state.discard.append(card)


# -- whose decision ---------------------------------------------------------------------
def to_act(state: PrincesState) -> Seat:
    war = state.war
    if war is None or war["step"] in ("open", "counter"):
        return state.current
    return int(war["defender"])


# -- legal actions ----------------------------------------------------------------------
def legal_actions(state: PrincesState) -> list[Action]:
    war = state.war
    if war is None:
        return turn_actions(state)
    step = war["step"]
    if step == "open":
        return open_actions(state, war)
    if step == "defend":
        return defend_actions(state, war)
    if step == "counter":
        return counter_actions(state, war)
    return [_RUIN] * (RUIN in state.hands[war["defender"]]) + [_DECLINE]


# What playing one card of the hand may do on a turn: ``(state, card, me, cities)``, the
# cities in type order.
def _city_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    targets = range(state.players) if state.options["city_on_opponent"] else [me]
    return [_CITY[card][s] for s in targets]


def _build_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    return [_BUILD[card][c] for c in cities if can_build(state, card, c)]


def _chronicle_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    return [_CHRONICLE[card][s] for s in range(state.players)]


def _batu_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    return [A("batu")]


def _message_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    """Only in the final round, unless option ``secret_message_anytime``."""
    if state.last_turn is not None or state.options["secret_message_anytime"]:
        return [A("message")]
    return []


def _arson_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    return [A("arson", TYPES[c]) for c in cities if burnable(state, c)]


def _chronicler_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    return [
        A("chronicler", s, TYPES[ch])
        for s in range(state.players)
        for ch in sorted(set(state.chronicles[s]))
    ]


def _ravage_plays(state: PrincesState, card: int, me: Seat, cities: list[int]) -> list[Action]:
    """Разорение burns a city outside a war only under option ``ruin_peaceful``."""
    if not state.options["ruin_peaceful"]:
        return []
    return [A("ravage", TYPES[c]) for c in cities if burnable(state, c)]


_EVENT_PLAYS: dict[int, Callable[[PrincesState, int, Seat, list[int]], list[Action]]] = {
    BATU: _batu_plays,
    MESSAGE: _message_plays,
    RED_ROOSTER: _arson_plays,
    CHRONICLER: _chronicler_plays,
    RUIN: _ravage_plays,
}


def _plays_of(card: int) -> Callable[[PrincesState, int, Seat, list[int]], list[Action]] | None:
    kind = INFO[card].kind
    if kind == "city":
        return _city_plays
    if kind in ("building", "wall", "moat", "fortress"):
        return _build_plays
    if kind == "chronicle":
        return _chronicle_plays
    return _EVENT_PLAYS.get(card)


#: The turn's plays of each card type that has some (armies open wars instead).
_PLAYS: dict[int, Callable[[PrincesState, int, Seat, list[int]], list[Action]]] = {}
for _card in range(len(TYPES)):
    _plays = _plays_of(_card)
    if _plays is not None:
        _PLAYS[_card] = _plays


def turn_actions(state: PrincesState) -> list[Action]:
    me = state.current
    hand = sorted(set(state.hands[me]))
    cities = sorted(state.owner)
    out: list[Action] = []
    if state.deck:
        out.append(_DRAW)
    for card in hand:
        plays = _PLAYS.get(card)
        if plays is not None:
            out += plays(state, card, me, cities)
    out += _war_openings(state, me, hand, cities)
    rule = state.options["pass_rule"]
    if rule == "always" or (rule == "empty_deck" and not state.deck) or not out:
        out.append(_PASS)
    return out


def _war_openings(
    state: PrincesState, me: Seat, hand: list[int], cities: list[int]
) -> list[Action]:
    """Wars on others' cities; without an army none opens (unless the option lets other
    cards open one), nor under Кроткий."""
    armies = [a for a in hand if _IS_ARMY[a]]  # once for every city (``attack_armies``)
    if MEEK in state.chronicles[me] or not (armies or not state.options["war_opens_with_army"]):
        return []
    out: list[Action] = []
    for city in cities:
        if state.owner[city] != me:
            war = _WAR[city]
            out += [war[c] for c in openers(state, me, city, armies)]
    return out


def weighty(state: PrincesState, action: Action) -> bool:
    """Moves a screen asks about first: Батый (it starts the final round), drawing the last
    card of the pile (so does that), and passing while other moves are open."""
    if action.name == "batu":
        return True
    if action == _DRAW:
        return len(state.deck) == 1 and state.last_turn is None
    if action == _PASS and state.war is None:
        return any(a not in (_DRAW, _PASS) for a in turn_actions(state))
    return False


def can_build(state: PrincesState, card: int, city: int) -> bool:
    """Anything may be built on any city (option: only your own), but nothing on a fortress;
    Ров at most once per city when moats do not stack."""
    if fortified(state, city):
        return False
    if not state.options["build_on_opponent_city"] and state.owner[city] != state.current:
        return False
    return not (card == MOAT and not state.options["moat_stacks"] and MOAT in state.attached[city])


def burnt(state: PrincesState, city: int) -> list[int]:
    """The attachments Красный петух or Разорение discard (option ``burn_scope``)."""
    if state.options["burn_scope"] == "all":
        return state.attached[city][:]
    return [c for c in state.attached[city] if c in BUILDINGS]


def burnable(state: PrincesState, city: int) -> bool:
    return bool(burnt(state, city))


_IS_ARMY = tuple(i in ARMIES for i in range(len(TYPES)))
_KIND = tuple(c.kind for c in INFO)
_VALOUR = tuple(c.valour for c in INFO)


def attack_armies(
    state: PrincesState, seat: Seat, city: int, armies: list[int] | None = None
) -> list[int]:
    """Numbered armies in ``seat``'s hand whose valour exceeds the city's wall (``armies``:
    the hand's army types, in type order, each once, when the caller has them already)."""
    wall = wall_value(state, city) - (BRAVE in state.chronicles[seat])
    if armies is None:  # the hand is sorted, so the armies come out in type order, each once
        armies = [a for a in dict.fromkeys(state.hands[seat]) if _IS_ARMY[a]]
    return [a for a in armies if _VALOUR[a] > wall]


def openers(
    state: PrincesState, seat: Seat, city: int, armies: list[int] | None = None
) -> list[int]:
    """The cards that may open a war on ``city``: «сыграйте с руки карту рать», so only
    armies, unless option ``war_opens_with_army`` is off (then Tunnel, Siege, Treason too)."""
    first = attack_armies(state, seat, city, armies)
    if not state.options["war_opens_with_army"]:
        hand = state.hands[seat]
        if TUNNEL in hand and wall_card(state, city) >= 0:
            first.append(TUNNEL)
        if SIEGE in hand:
            first.append(SIEGE)
        if TREASON in hand:
            first.append(TREASON)
    return first


def open_actions(state: PrincesState, war: dict[str, Any]) -> list[Action]:
    me, city = state.current, war["city"]
    hand = state.hands[me]
    out = [_ATTACK[a] for a in attack_armies(state, me, city)]
    if TREASON in hand:
        out.append(_ATTACK[TREASON])
    if TUNNEL in hand and wall_card(state, city) >= 0:
        out.append(_TUNNEL)
    if SIEGE in hand and not war["siege"]:
        out.append(_SIEGE)
    out.append(_STOP)
    return out


def holds(state: PrincesState, defender_valour: int, attacker_valour: int) -> bool:
    """Does a defending army of this valour hold the attack? (option ``defender_wins_ties``)"""
    if state.options["defender_wins_ties"]:
        return defender_valour >= attacker_valour
    return defender_valour > attacker_valour


def defend_actions(state: PrincesState, war: dict[str, Any]) -> list[Action]:
    """The defender's answers to attack card X. «Если одно событие сыграно против другого
    события, первой действует карта атакующего»: an attack event's effect always stays;
    Watch and Word still repel Treason unless option ``events_repel_treason`` is off, where
    Treason, acting first, leaves no event an attack to repel."""
    d, x = int(war["defender"]), int(war["x"])
    hand = state.hands[d]
    is_army = x in ARMIES
    out = _defending_armies(state, war) if is_army and not war["slot"] else []
    if AMBUSH in hand and is_army:
        out.append(_AMBUSH)
    if PURSE in hand and is_army and INFO[x].foreign:
        out.append(_PURSE)
    if x != TREASON or state.options["events_repel_treason"]:
        if WATCH in hand and (x == TREASON or war["events"]):
            out.append(_WATCH)
        if WORD in hand and (x == TREASON or x in NATIVE):
            out.append(_WORD)
    out.append(_YIELD)
    return out


def _defending_armies(state: PrincesState, war: dict[str, Any]) -> list[Action]:
    """The defender's armies that hold attack army X, and the militia (the city's might)
    unless under siege."""
    d, xv = int(war["defender"]), int(war["x_valour"])
    hand = state.hands[d]
    out = [_DEFEND[a] for a in ARMIES if a in hand and holds(state, valour(state, d, a), xv)]
    if MILITIA in hand and not war["siege"] and holds(state, city_might(state, war["city"]), xv):
        out.append(_DEFEND[MILITIA])
    return out


def counter_actions(state: PrincesState, war: dict[str, Any]) -> list[Action]:
    hand = state.hands[state.current]
    y = int(war["against"][-1])
    out = []
    if PURSE in hand and y in ARMIES and INFO[y].foreign:
        out.append(_PURSE)
    if SIEGE in hand and y == MILITIA and not war["siege"]:
        out.append(_SIEGE)
    out.append(_ACCEPT)
    return out


# -- applying actions -------------------------------------------------------------------
def card_arg(action: Action, i: int) -> int:
    return TYPE[str(action.args[i])]


def apply_action(state: PrincesState, action: Action) -> None:
    """Carry out a legal action (``State.apply`` has checked it)."""
    if state.war is not None:
        war_step(state, state.war, action)
        return
    me = state.current
    name = action.name
    if name == "draw":
        draw(state, me)
    elif name == "pass":
        public(state, {"type": "pass", "seat": me})
    elif name == "city":
        city, seat = card_arg(action, 0), int(action.args[1])
        take_from_hand(state, me, city)
        state.owner[city] = seat
        state.attached[city] = []
        public(state, {"type": "city", "seat": me, "city": TYPES[city], "to": seat})
    elif name == "build":
        build(state, me, card_arg(action, 0), card_arg(action, 1))
    elif name == "chronicle":
        card, seat = card_arg(action, 0), int(action.args[1])
        take_from_hand(state, me, card)
        state.chronicles[seat].append(card)
        public(state, {"type": "chronicle", "seat": me, "card": TYPES[card], "to": seat})
    elif name == "batu":
        play_event(state, me, BATU)
        public(state, {"type": "batu", "seat": me})
        trigger_end(state)
    elif name == "message":
        play_event(state, me, MESSAGE)
        public(state, {"type": "message", "seat": me})
        if state.last_turn is not None:
            state.last_turn = state.turn + state.players
            public(state, {"type": "end_pending", "last_turn": state.last_turn})
    elif name in ("arson", "ravage"):
        card = RED_ROOSTER if name == "arson" else RUIN
        city = card_arg(action, 0)
        play_event(state, me, card)
        gone = burn(state, city)
        public(state, {"type": name, "seat": me, "city": TYPES[city], "discarded": gone})
    elif name == "chronicler":
        seat, chronicle = int(action.args[0]), card_arg(action, 1)
        play_event(state, me, CHRONICLER)
        state.chronicles[seat].remove(chronicle)
        state.discard.append(chronicle)
        public(state, {"type": "chronicler", "seat": me, "from": seat, "card": TYPES[chronicle]})
    elif name == "war":
        war = start_war(state, card_arg(action, 0))
        war_step(state, war, Action("attack", (action.args[1],)))
        return
    end_turn(state)


def draw(state: PrincesState, seat: Seat) -> None:
    """Take the top card (two with «Большое Гнездо»); taking the last starts the end."""
    n = min(2 if BIG_NEST in state.chronicles[seat] else 1, len(state.deck))
    drawn = [state.deck.pop() for _ in range(n)]
    state.hands[seat] += drawn
    state.hands[seat].sort()
    public(state, {"type": "draw", "seat": seat, "count": n})
    state.log.append(((seat,), {"type": "drawn", "seat": seat, "cards": [TYPES[c] for c in drawn]}))
    if not state.deck:
        trigger_end(state)


def build(state: PrincesState, seat: Seat, card: int, city: int) -> None:
    """Lay a building or wall on a city. A new wall card replaces the old; a second
    Митрополичье подворье discards the first (on the city, or anywhere: option)."""
    take_from_hand(state, seat, card)
    attached = state.attached[city]
    replaced: list[int] = []
    if card in WALLS:
        replaced = [c for c in attached if c in WALLS]
    elif card == COURT:
        if state.options["metropolitan_scope"] == "global":
            for other in state.attached.values():
                if COURT in other and other is not attached:
                    other.remove(COURT)
                    state.discard.append(COURT)
        replaced = [c for c in attached if c == COURT]
    for old in replaced:
        attached.remove(old)
        state.discard.append(old)
    attached.append(card)
    public(
        state,
        {
            "type": "build",
            "seat": seat,
            "card": TYPES[card],
            "city": TYPES[city],
            "replaced": [TYPES[c] for c in replaced],
        },
    )


def burn(state: PrincesState, city: int) -> list[str]:
    gone = burnt(state, city)
    for c in gone:
        state.attached[city].remove(c)
        state.discard.append(c)
    return [TYPES[c] for c in gone]


def trigger_end(state: PrincesState) -> None:
    """Батый or the last card: one more turn each, ending with this prince. A second
    trigger changes nothing (option ``end_trigger_when_pending``)."""
    if state.last_turn is None or state.options["end_trigger_when_pending"] == "restart":
        state.last_turn = state.turn + state.players
        public(state, {"type": "end_pending", "last_turn": state.last_turn})


def end_turn(state: PrincesState) -> None:
    if state.last_turn is not None and state.turn >= state.last_turn:
        state.is_over = True
        public(state, {"type": "end", "scores": scores(state), "winners": winners(state)})
        return
    state.turn += 1
    state.current = (state.current + 1) % state.players


# -- war --------------------------------------------------------------------------------
def start_war(state: PrincesState, city: int) -> dict[str, Any]:
    """The attacker names one city for the whole turn."""
    war: dict[str, Any] = {
        "attacker": state.current,
        "defender": state.owner[city],
        "city": city,
        "siege": False,
        "step": "open",
        "x": -1,  # the attack card of the current attempt
        "x_valour": 0,
        "against": [],  # cards laid against it
        "events": [],  # attack events played in this attempt
        "slot": False,  # has the defender laid its one army against this attack?
    }
    state.war = war
    public(state, {"type": "war", "seat": state.current, "city": TYPES[city]})
    return war


class Step(StrEnum):
    """Where a war stands, as ``state.war["step"]`` holds it (and the decision's kind names
    it, ``war_<step>``): the attacker opens an attempt, the defender answers, the attacker
    may counter the defending army, the captured city's owner may ravage it."""

    OPEN = "open"
    DEFEND = "defend"
    COUNTER = "counter"
    RUIN = "ruin"


class WarMove:
    """One action inside a war, with what every step's handler reads: who attacks and
    defends which city, and the public event the move becomes (``war_<verb>``).

    A plain class, not a dataclass: compiled by mypyc, a dataclass would need
    ``PrincesState`` at run time, which this module may not import."""

    __slots__ = ("action", "attacker", "city", "defender", "event", "state", "war")

    def __init__(
        self,
        state: PrincesState,
        war: dict[str, Any],
        action: Action,
        attacker: Seat,
        defender: Seat,
        city: int,
        event: dict[str, Any],
    ) -> None:
        self.state = state
        self.war = war
        self.action = action
        self.attacker = attacker
        self.defender = defender
        self.city = city
        self.event = event

    @property
    def step(self) -> Step:
        return Step(self.war["step"])

    def go(self, step: Step) -> None:
        self.war["step"] = step.value

    def card(self) -> int:
        return card_arg(self.action, 0)

    def tell(self) -> None:
        public(self.state, self.event)


def _attack(m: WarMove) -> None:
    state, war, a = m.state, m.war, m.attacker
    x = m.card()
    take_from_hand(state, a, x)
    war["x"] = x
    war["x_valour"] = valour(state, a, x) if x in ARMIES else 0
    m.go(Step.DEFEND)
    m.event["card"] = TYPES[x]
    if x in ARMIES:
        m.event["valour"] = war["x_valour"]
    m.tell()


def _tunnel(m: WarMove) -> None:
    state, city = m.state, m.city
    play_event(state, m.attacker, TUNNEL)
    m.war["events"].append(TUNNEL)
    gone = [c for c in state.attached[city] if c in WALLS]
    if state.options["tunnel_removes_moat"]:
        gone += [c for c in state.attached[city] if c == MOAT]
    for c in gone:
        state.attached[city].remove(c)
        state.discard.append(c)
    m.event["discarded"] = [TYPES[c] for c in gone]
    m.tell()


def _siege(m: WarMove) -> None:
    state, war = m.state, m.war
    play_event(state, m.attacker, SIEGE)
    war["events"].append(SIEGE)
    war["siege"] = True
    if m.step is Step.COUNTER:  # against a militia: it is discarded, X stands again
        state.discard.append(war["against"].pop())
        m.go(Step.DEFEND)
        if state.options["second_defending_army"]:
            war["slot"] = False
    m.tell()


def _stop(m: WarMove) -> None:
    end_war(m.state, m.event)


def _defend(m: WarMove) -> None:
    state, war, d = m.state, m.war, m.defender
    y = m.card()
    take_from_hand(state, d, y)
    war["against"].append(y)
    war["slot"] = True
    m.go(Step.COUNTER)
    m.event["card"] = TYPES[y]
    m.event["valour"] = city_might(state, m.city) if y == MILITIA else valour(state, d, y)
    m.tell()


def _repel_with(card: int, ends_war: bool = False) -> Callable[[WarMove], None]:
    """Засада, Дозор, Слово: the defender's event repels the attempt (Слово ends the war)."""

    def step(m: WarMove) -> None:
        play_event(m.state, m.defender, card)
        m.tell()
        repelled(m.state, m.war)
        if ends_war:
            end_war(m.state, {"type": "war_end", "seat": m.attacker})

    return step


def _purse(m: WarMove) -> None:
    state, war = m.state, m.war
    if m.step is Step.DEFEND:  # the defender lures the attacking foreigner
        play_event(state, m.defender, PURSE)
        x = int(war["x"])
        war["x"] = -1
        to_hand(state, m.defender, x)
        m.event["card"] = TYPES[x]
        m.tell()
        repelled(state, war)
        return
    play_event(state, m.attacker, PURSE)  # the attacker lures the defending foreigner
    war["events"].append(PURSE)
    y = war["against"].pop()
    to_hand(state, m.attacker, y)
    m.event["card"] = TYPES[y]
    m.go(Step.DEFEND)
    if state.options["second_defending_army"]:
        war["slot"] = False
    m.tell()


def _accept(m: WarMove) -> None:
    m.tell()
    repelled(m.state, m.war)


def _yield(m: WarMove) -> None:
    m.state.discard.append(int(m.war["x"]))  # the unrepelled attack card
    m.war["x"] = -1
    m.go(Step.RUIN)
    m.tell()


def _capture(ruin: bool) -> Callable[[WarMove], None]:
    """The city changes hands, ravaged first if its owner plays Разорение."""

    def step(m: WarMove) -> None:
        state, a, city = m.state, m.attacker, m.city
        if ruin:
            play_event(state, m.defender, RUIN)
            m.event["discarded"] = burn(state, city)
        m.tell()
        state.owner[city] = a
        end_war(state, {"type": "capture", "seat": a, "city": TYPES[city], "from": m.defender})

    return step


#: What each verb does inside a war.
WAR_STEPS: dict[str, Callable[[WarMove], None]] = {
    "attack": _attack,
    "tunnel": _tunnel,
    "siege": _siege,
    "stop": _stop,
    "defend": _defend,
    "ambush": _repel_with(AMBUSH),
    "watch": _repel_with(WATCH),
    "word": _repel_with(WORD, ends_war=True),
    "purse": _purse,
    "accept": _accept,
    "yield": _yield,
    "ruin": _capture(ruin=True),
    "decline": _capture(ruin=False),
}


def war_step(state: PrincesState, war: dict[str, Any], action: Action) -> None:
    """Carry out one legal action of the war (the handler of its verb in :data:`WAR_STEPS`)."""
    verb = action.name
    if verb == "attack" and TYPE[str(action.args[0])] in (TUNNEL, SIEGE):
        verb = TYPES[TYPE[str(action.args[0])]].removeprefix("event_")  # a war opened by an event
    a, d = state.current, int(war["defender"])
    by = a if war["step"] in (Step.OPEN, Step.COUNTER) else d
    move = WarMove(state, war, action, a, d, int(war["city"]), {"type": f"war_{verb}", "seat": by})
    WAR_STEPS[verb](move)


def repelled(state: PrincesState, war: dict[str, Any]) -> None:
    """The attempt failed: its cards go to the discard; a new attempt may begin."""
    if war["x"] >= 0:
        state.discard.append(int(war["x"]))
    state.discard += war["against"]
    war.update(x=-1, x_valour=0, against=[], events=[], slot=False, step="open")


def end_war(state: PrincesState, event: dict[str, Any]) -> None:
    public(state, event)
    state.war = None
    end_turn(state)


# -- scores -----------------------------------------------------------------------------
def scores(state: PrincesState) -> list[int]:
    """Each prince's might: his cities with their buildings, then his chronicles."""
    return scores_from(state, {c: city_might(state, c) for c in state.owner})


def scores_from(state: PrincesState, city_mights: Mapping[int, int]) -> list[int]:
    """:func:`scores` from each city's :func:`city_might` already worked out (the heuristic
    bot needs both, and a city's might is most of the cost)."""
    totals = [0] * state.players
    cities = [0] * state.players
    for c, seat in state.owner.items():
        totals[seat] += city_mights[c]
        cities[seat] += 1
    for seat, chronicles in enumerate(state.chronicles):
        for ch in chronicles:
            totals[seat] += cities[seat] if ch == GATHERER else INFO[ch].points
    return totals


def winners(state: PrincesState) -> list[Seat]:
    """The mightiest prince; a tie is shared (option: most cities first)."""
    pts = scores(state)
    tied = [s for s, p in enumerate(pts) if p == max(pts)]
    if state.options["tie_break"] == "most_cities" and len(tied) > 1:
        count = {s: sum(1 for o in state.owner.values() if o == s) for s in tied}
        tied = [s for s in tied if count[s] == max(count.values())]
    return tied


def decision(state: PrincesState) -> Decision | None:
    if state.is_over:
        return None
    war = state.war
    if war is None:
        params: dict[str, Any] = {"turn": state.turn, "last_turn": state.last_turn}
        return Decision(state.current, "turn", "princes.decision.turn", params)
    step = str(war["step"])
    params = {
        "city": TYPES[war["city"]],
        "attacker": war["attacker"],
        "defender": war["defender"],
        "attack": None if war["x"] < 0 else TYPES[war["x"]],
    }
    return Decision(to_act(state), f"war_{step}", f"princes.decision.war_{step}", params)


# -- direct manipulation: the card an action plays, and why a card cannot be played --------
#: Actions that play the card named by the verb itself, on nothing in particular.
_VERB_CARD = {
    "batu": BATU,
    "message": MESSAGE,
    "tunnel": TUNNEL,
    "siege": SIEGE,
    "ambush": AMBUSH,
    "purse": PURSE,
    "watch": WATCH,
    "word": WORD,
    "ruin": RUIN,
}
#: Actions whose first argument is a card played on nothing in particular.
_PLAYED = ("attack", "defend")


def card_target(state: PrincesState, action: Action) -> tuple[str | None, str | None]:
    """A city or a chronicle before a prince, a building on a city, a war on a city with
    its first card, an event on a city or a prince's chronicle, a card in a war."""
    verb, a = action.name, action.args
    if verb in ("city", "chronicle"):
        return str(a[0]), f"seat:{a[1]}"
    if verb == "build":
        return str(a[0]), f"city:{a[1]}"
    if verb == "war":
        return str(a[1]), f"city:{a[0]}"
    if verb in ("arson", "ravage"):
        return TYPES[RED_ROOSTER if verb == "arson" else RUIN], f"city:{a[0]}"
    if verb == "chronicler":
        return TYPES[CHRONICLER], f"chronicle:{a[0]}:{a[1]}"
    if verb in _PLAYED:
        return str(a[0]), None
    if verb in _VERB_CARD:
        return TYPES[_VERB_CARD[verb]], None
    return None, None


_DEFENCE = frozenset((MILITIA, AMBUSH, PURSE, WATCH, WORD))
_WAR_ONLY = frozenset((TUNNEL, SIEGE, TREASON))


def _why_in_turn(state: PrincesState, me: Seat, card: int) -> str:
    """The rule that keeps ``card`` in ``me``'s hand on a peaceful turn."""
    kind = _KIND[card]
    theirs = [c for c in state.owner if state.owner[c] != me]
    if kind in ("building", "wall", "moat", "fortress"):
        if not state.owner:
            return "no_city"
        if not state.options["build_on_opponent_city"]:
            return "build_own_only"
        return "build_nowhere"
    if card == MESSAGE:
        return "message_late"
    if card in (RED_ROOSTER, RUIN):
        if card == RUIN and not state.options["ruin_peaceful"]:
            return "ruin_captured"
        return "nothing_to_burn"
    if card == CHRONICLER:
        return "no_chronicles"
    if card in _DEFENCE:
        return "defence_only"
    if card in _WAR_ONLY:
        return "war_only"
    if _IS_ARMY[card]:
        if MEEK in state.chronicles[me]:
            return "meek"
        return "no_enemy_city" if not theirs else "too_weak"
    return "not_now"


def unplayable(state: PrincesState, seat: Seat) -> list[Unplayable]:
    """Each card of the hand no legal action plays, with the rule that keeps it there.
    Reasons read only the seat's own hand and what lies open on the table."""
    if seat != to_act(state):
        return []
    played = {card_target(state, a)[0] for a in legal_actions(state)}
    in_war = state.war is not None
    out = []
    for card in sorted(set(state.hands[seat])):
        if TYPES[card] in played:
            continue
        rule = "war_step" if in_war else _why_in_turn(state, seat, card)
        out.append(Unplayable(TYPES[card], f"princes.why.{rule}"))
    return out
