"""A heuristic player for Князья: every choice scored by what it does to the table.

A table is worth the bot's own might minus the leading rival's (the other rivals count a
little). A peaceful play is worth the change it makes to that value now, weighed by how
safe the gain is (might behind low walls may be taken), plus what walls and chronicles are
worth over the rest of the game: harmful chronicles go to the leader, good ones to the bot,
the Red Rooster and the Chronicler where they cost the leader most. Drawing is worth a
fixed amount that falls with the good cards already waiting for a turn (against the turns
the bot can still expect) and vanishes when no later turn could use the card. Батый is
called with a clear lead; Тайное послание is played when behind with the end in sight.

Wars are weighed by the chance that the defender holds nothing that repels the attack,
counted from the cards still unseen (the draw pile and the other hands): an attack is worth
that chance times what the capture changes, less what the card spent would be worth kept,
and one more attempt is counted when the first may fail; a Tunnel goes first when walls
stop the armies. A defender compares the city's loss with the cheapest card that holds
(a militia or a defence event is worth more kept while a bigger city may need it); an
attacker counters a defence (Тугая мошна, Осада) when the capture is then likely enough; a
captured city is ravaged when its buildings are worth more than the card.

Armies kept are valued high (tuned against random play: spending them only on rich
cities or at the end wins more), and every card kept is worth less as the end draws near
and nothing on the prince's last turn, when the bot spends its hand on whatever still
gains.

The bot reads only the observation's ``data``, the legal actions and its RNG.

>>> import stil
>>> s = stil.game("princes").new(players=3, seed=4)
>>> HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from stil.core import Action, Observation, Rng
from stil.games.princes import rules
from stil.games.princes.cards import (
    AMBUSH,
    ARMIES,
    BATU,
    BRAVE,
    BUILDINGS,
    COURT,
    FORTRESS,
    FULL_DECK,
    GATHERER,
    INFO,
    MILITIA,
    MOAT,
    PURSE,
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
from stil.games.princes.state import PrincesState, war_in

INFINITE = 1_000  # a fortress's wall value (as in the rules): no army exceeds it

# -- card facts as flat lists, indexed by card type ---------------------------------------
_N_TYPES = len(TYPES)
_MIGHT = [c.might for c in INFO]
_PLUS = [c.plus for c in INFO]
_WALL = [c.wall for c in INFO]
_VALOUR = [c.valour for c in INFO]
_FOREIGN = [c.foreign for c in INFO]
_POINTS = [c.points for c in INFO]
_EFFECT = [c.effect for c in INFO]
_IS_ARMY = [False] * _N_TYPES
for _a in ARMIES:
    _IS_ARMY[_a] = True
_IS_WALL = [False] * _N_TYPES
for _w in WALLS:
    _IS_WALL[_w] = True
_IS_BUILDING = [False] * _N_TYPES
for _b in BUILDINGS:
    _IS_BUILDING[_b] = True
_DECK_COUNT = [0] * _N_TYPES
for _c in FULL_DECK:
    _DECK_COUNT[_c] += 1

# How exposed a city is behind a wall: the share of the attack cards (numbered armies and
# Измена, which ignores walls) that may attack it.
_ATTACKERS = [_VALOUR[a] for a in ARMIES for _ in range(_DECK_COUNT[a])]
_TREASONS = _DECK_COUNT[TREASON]
_ARMY_INFO = [(a, _VALOUR[a], _FOREIGN[a]) for a in ARMIES]
_MAX_VALOUR = max(_VALOUR[a] for a in ARMIES)


def exposure(wall: int) -> float:
    """The share of attack cards that can attack a city of this wall value."""
    beating = sum(1 for v in _ATTACKERS if v > wall)
    return (beating + _TREASONS) / (len(_ATTACKERS) + _TREASONS)


_EXPOSURE = [exposure(w) for w in range(12)]


def _exposed(wall: int) -> float:
    return _EXPOSURE[wall] if wall < len(_EXPOSURE) else _EXPOSURE[-1]


# -- weights (tuned against the random bot and by reasoning, see the tests) ---------------
_OTHERS = 0.1  # weight of the rivals behind the leader
_DRAW = 1.0  # a card drawn, early on, with no good card waiting in hand
_DRAW_FLOOR = 0.2
_DRAW_SHARE = 0.6  # the share of turns spent drawing, to guess how long the game lasts
_BATU_HORIZON = 10.0  # my turns left, at most, guessed while Батый may lie in a hand
_REPEL = 0.9  # the chance a defender holding a card that repels an attack lays it
_GOOD = 0.3  # a card whose best play is worth this much waits for a turn
_CITY_BONUS = 0.6  # a city laid is permanent might: lay it rather than draw
_RISK = 0.35  # share of unprotected might expected to be lost by the end, early on
_PROTECT = 0.35  # how much of the might at stake a wall's exposure change is worth
_BATU_LEAD = 3.0  # the lead needed to call the end with Батый
_MEEK = 1.5  # «Смиренный» on a rival: no wars against anyone for the rest of the game
_BIG_NEST = 1.0
_EVENT_HOLD = 1.0  # Красный петух / Летописец kept for a better target
_ARMY_KEEP, _ARMY_KEEP_PER = 0.6, 0.8  # a numbered army kept: this plus this per valour
_DEFEND_COST = 0.5  # cards spent on a defence, relative to their worth kept
# What a card is worth kept in hand, for wars and defences (times the time factor).
_KEEP: dict[int, float] = {
    AMBUSH: 7.0,  # holds against any army, as the strongest army would
    WORD: 5.0,
    PURSE: 4.0,
    WATCH: 2.0,
    TUNNEL: 2.0,
    SIEGE: 2.0,
    TREASON: 6.0,  # gets past any wall and any army
    RUIN: 1.0,
}


# Defences kept for a big city: worth this much more per might of the prince's biggest city.
_GUARDS = {MILITIA: 0.0, AMBUSH: 0.2, WORD: 0.15, PURSE: 0.1, WATCH: 0.1}
_MILITIA_KEEP = 0.8


@lru_cache(maxsize=1 << 14)
def _none_drawn(total: int, bad: int, drawn: int) -> float:
    """The chance that ``drawn`` cards taken without replacement from ``total``, ``bad`` of
    them bad, include none of the bad ones (a few numbers recur all game long)."""
    p = 1.0
    for i in range(drawn):
        if total - i <= 0:
            break
        p *= max(0.0, (total - bad - i) / (total - i))
    return p


def army_keep(valour: int) -> float:
    return _ARMY_KEEP + _ARMY_KEEP_PER * valour


class _Table:
    """One decision's view of the table and what changes to it are worth to the bot."""

    __slots__ = (
        "_armies_from",
        "_attackers",
        "_chances",
        "_holders",
        "_kept",
        "_lacks",
        "_unseen",
        "_unseen_total",
        "attached",
        "batu_seen",
        "brave",
        "chron",
        "current",
        "deck",
        "gatherers",
        "hand",
        "hand_sizes",
        "known",
        "last_turn",
        "lead",
        "me",
        "might",
        "n",
        "opts",
        "owner",
        "rivals",
        "scores",
        "tf",
        "ties",
        "turn",
        "v0",
        "wall",
        "war",
    )
    me: int
    n: int
    opts: Mapping[str, Any]
    owner: dict[int, int]
    attached: dict[int, list[int]]
    might: dict[int, int]
    wall: dict[int, int]
    chron: list[list[int]]
    hand: list[int]
    hand_sizes: list[int]
    known: list[list[int]]
    scores: list[int]
    deck: int
    turn: int
    current: int
    last_turn: int | None
    war: dict[str, Any] | None  # as the state holds it: card types, not names
    rivals: float
    gatherers: list[int]
    brave: list[bool]
    batu_seen: bool
    lead: int  # the leading rival
    v0: float
    tf: float
    ties: bool

    @classmethod
    def from_view(cls, data: Mapping[str, Any], me: int) -> _Table:
        """The table as seat ``me``'s observation (its ``data``) shows it."""
        t = cls()
        t.me = me
        t.n = int(data["players"])
        t.opts = data["options"]
        t.owner, t.attached, t.might, t.wall = {}, {}, {}, {}
        for city in data["cities"]:
            c = TYPE[city["city"]]
            t.owner[c] = int(city["owner"])
            t.attached[c] = [TYPE[x] for x in city["attached"]]
            t.might[c] = int(city["might"])
            t.wall[c] = int(city["wall"])
        t.chron = [[TYPE[x] for x in ch] for ch in data["chronicles"]]
        t.hand = [TYPE[x] for x in data["hand"] or ()]
        t.hand_sizes = [int(h) for h in data["hand_sizes"]]
        t.known = [[TYPE[x] for x in k] for k in data["known"]]
        t.scores = [int(s) for s in data["scores"]]
        t.deck = int(data["deck"])
        t.turn = int(data["turn"])
        t.current = int(data["current"])
        last = data["last_turn"]
        t.last_turn = None if last is None else int(last)
        t.war = None if data["war"] is None else war_in(data["war"])
        t.derive(BATU in t.hand or TYPES[BATU] in data["table"])
        return t

    @classmethod
    def from_state(cls, state: PrincesState, me: int) -> _Table:
        """The same table as :meth:`from_view` of ``state.view(me)``, read from the state
        without building the view (the search's playouts ask for thousands). It reads only
        what that view shows: the public fields and seat ``me``'s own hand. Nothing here
        changes the state's lists."""
        t = cls()
        t.me = me
        t.n = state.players
        t.opts = state.options
        t.owner, t.attached, t.might, t.wall = {}, {}, {}, {}
        for c in sorted(state.owner):
            t.owner[c] = state.owner[c]
            t.attached[c] = state.attached[c]
            t.might[c] = rules.city_might(state, c)
            t.wall[c] = rules.wall_value(state, c)
        t.chron = state.chronicles
        # the scores from the cities' might worked out here once
        t.scores = rules.scores_from(state, t.might)
        t.hand = state.hands[me]
        t.hand_sizes = [len(h) for h in state.hands]
        t.known = state.known
        t.deck = len(state.deck)
        t.turn = state.turn
        t.current = state.current
        t.last_turn = state.last_turn
        t.war = state.war
        t.derive(BATU in t.hand or BATU in state.table)
        return t

    def derive(self, batu_seen: bool) -> None:
        """What the decisions read often, worked out once from the table."""
        n = self.n
        self.rivals = (n - 1) ** 0.5  # how many may attack, damped
        self.gatherers = [ch.count(GATHERER) for ch in self.chron]
        self.brave = [BRAVE in ch for ch in self.chron]
        self.batu_seen = batu_seen
        self.v0 = self.value(self.scores)
        self.lead = max((s for s in range(n) if s != self.me), key=lambda s: self.scores[s])
        if self.last_turn is None:
            self.tf = 1.0
        else:
            self.tf = min(1.0, max(0.0, (self.last_turn - self.turn) / (2.0 * n)))
        self._unseen: list[int] | None = None
        self._unseen_total = -1  # their sum, once asked for
        self._armies_from: list[int] | None = None
        # remembered for the decision: a war weighs the same defences for every attack
        # card of a valour, and again for a Tunnel or a Siege first
        self._lacks: dict[tuple[int, tuple[int, ...]], float] = {}
        self._holders: dict[tuple[bool, bool, int, int, bool, bool, bool], list[int]] = {}
        self._attackers: dict[int, list[int]] = {}
        self._kept: dict[int, float] = {}  # keep(card) of the attack cards
        self._chances: dict[tuple[int, bool, bool, int, bool, bool, bool], float] = {}
        self.ties = bool(self.opts.get("defender_wins_ties", True))

    # -- what a table is worth --------------------------------------------------------
    def value(self, pts: Sequence[float]) -> float:
        """My might minus the leading rival's, the other rivals counting a little."""
        me = self.me
        mine = pts[me]
        if self.n == 2:  # the same number: the leader is the only rival, no one behind
            return mine - pts[1 - me] - 0.0
        others = [*pts[:me], *pts[me + 1 :]]
        lead = max(others)
        return mine - lead - _OTHERS * (sum(others) - lead)

    def delta(self, changes: Mapping[int, float]) -> float:
        """What changing some princes' might (seat -> change) does to the value."""
        pts: list[float] = list(self.scores)
        for seat, d in changes.items():
            pts[seat] += d
        return self.value(pts) - self.v0

    def delta1(self, seat: int, change: float) -> float:
        """``delta({seat: change})``, without the mapping."""
        pts: list[float] = list(self.scores)
        pts[seat] += change
        return self.value(pts) - self.v0

    def moved(self, city: int, to: int, might: int | None = None) -> float:
        """The value change when ``city`` passes to ``to`` (with ``might`` once there)."""
        frm = self.owner[city]
        m0 = self.might[city]
        m1 = m0 if might is None else might
        changes = {frm: -m0 - self.gatherers[frm] + 0.0}
        changes[to] = changes.get(to, 0.0) + m1 + self.gatherers[to]
        return self.delta(changes)

    def leader(self) -> int:
        return self.lead

    def at_stake(self, city: int, might: int) -> float:
        """What losing my ``city`` (of ``might``) to the leading rival would cost."""
        lead = self.leader()
        return -self.delta(
            {self.me: -might - self.gatherers[self.me], lead: might + self.gatherers[lead]}
        )

    def my_turns_left(self) -> int | None:
        """My turns still to come, the current one included; None while no end is set."""
        if self.last_turn is None:
            return None
        first = (self.me - self.current) % self.n
        span = self.last_turn - self.turn
        return 0 if first > span else (span - first) // self.n + 1

    def keep(self, card: int, besides: int = -1) -> float:
        """What ``card`` is worth kept in hand for later wars. The defences are worth more
        to a prince with a big city (other than ``besides``) to save them for."""
        if _IS_ARMY[card]:
            base = army_keep(_VALOUR[card])
        elif card in _GUARDS:
            big = max(
                (self.might[c] for c, s in self.owner.items() if s == self.me and c != besides),
                default=0,
            )
            if card == MILITIA:  # a militia there holds as an army of that valour would
                base = _MILITIA_KEEP * army_keep(min(big, 10))
            else:
                base = _KEEP[card] + _GUARDS[card] * big
        else:
            base = _KEEP.get(card, 0.5)
        return base * self.tf

    # -- numbers of hypothetical cities (the rules' formulas) ---------------------------
    @staticmethod
    def city_might(city: int, attached: Sequence[int]) -> int:
        m = _MIGHT[city] + sum(_PLUS[c] for c in attached)
        return m * 3 if COURT in attached else m

    def wall_value(self, attached: Sequence[int]) -> int:
        wall = next((c for c in attached if _IS_WALL[c]), -1)
        if wall < 0:
            return 0
        moats = attached.count(MOAT)
        if not self.opts.get("moat_stacks", True):
            moats = min(moats, 1)
        if wall == FORTRESS:
            fortress = self.opts.get("fortress_wall_value", "infinite")
            return INFINITE if fortress == "infinite" else int(fortress) + moats
        return _WALL[wall] + moats

    def safety(self, wall: int) -> float:
        return 1.0 - _RISK * self.tf * _exposed(wall)

    # -- peaceful plays ---------------------------------------------------------------
    def changed(self, changes: Mapping[int, list[int]]) -> float:
        """The worth of new attachment lists for some cities (build, burn)."""
        total = 0.0
        for city, att in changes.items():
            total += self.city_gain(city, self.city_might(city, att), self.wall_value(att))
        return total

    def city_gain(self, city: int, m1: int, w1: int) -> float:
        """The worth of ``city`` becoming of might ``m1`` behind a wall of ``w1``."""
        o = self.owner[city]
        m0, w0 = self.might[city], self.wall[city]
        gain = self.delta1(o, m1 - m0 + 0.0) if m1 != m0 else 0.0
        if o == self.me:
            if gain > 0:
                gain *= self.safety(w1)
            safer = _exposed(w0) - _exposed(w1)
            if safer:  # (nothing to add when the walls do not change)
                gain += _PROTECT * self.rivals * self.tf * self.at_stake(city, m1) * safer
        elif w1 < w0:  # a rival's wall weakened: worth it when my armies now get in
            newly = any(w1 < self.valour(a) <= w0 for a in self.hand if _IS_ARMY[a])
            gain += 0.3 * self.capture_swing(city) if newly else 0.0
        return gain

    def valour(self, army: int, seat: int | None = None) -> int:
        seat = self.me if seat is None else seat
        return _VALOUR[army] + self.brave[seat]

    def build_value(self, card: int, city: int) -> float:
        if _IS_BUILDING[card] and card != COURT:
            return self._plus_value(card, city)
        value = self.changed(self._built(card, city))
        if self.owner[city] == self.me:
            value += 0.01 * self.might[city]  # the best city first
            if card == FORTRESS:  # nothing more may be built there
                value -= 0.3 * sum(1 for c in self.hand if _IS_BUILDING[c])
        return value

    def _plus_value(self, card: int, city: int) -> float:
        """A "+N" building: the same wall, the might as counted."""
        plus = _PLUS[card] * (3 if COURT in self.attached[city] else 1)
        value = 0.0 + self.city_gain(city, self.might[city] + plus, self.wall[city])
        if self.owner[city] == self.me:
            value += 0.01 * self.might[city]  # the best city first
        return value

    def _built(self, card: int, city: int) -> dict[int, list[int]]:
        """The cities whose cards change when ``card`` is built in ``city``, with their
        cards after: a wall replaces the wall; a court replaces the court there (and, when
        its scope is global, every other one)."""
        att = self.attached[city][:]
        changes: dict[int, list[int]] = {}
        if _IS_WALL[card]:
            att = [c for c in att if not _IS_WALL[c]]
        elif card == COURT:
            if self.opts.get("metropolitan_scope", "city") == "global":
                for other, other_att in self.attached.items():
                    if other != city and COURT in other_att:
                        changes[other] = [c for c in other_att if c != COURT]
            att = [c for c in att if c != COURT]
        att.append(card)
        changes[city] = att
        return changes

    def burn_value(self, city: int) -> float:
        if self.opts.get("burn_scope", "all") == "all":
            att: list[int] = []
        else:
            att = [c for c in self.attached[city] if not _IS_BUILDING[c]]
        return self.changed({city: att})

    def chronicle_value(self, card: int, seat: int, sign: int = 1) -> float:
        """What laying (``sign`` 1) or removing (-1) a chronicle before ``seat`` is worth."""
        effect = _EFFECT[card]
        if effect == "points":
            return self.delta1(seat, sign * _POINTS[card])
        cities = sum(1 for s in self.owner.values() if s == seat)
        if effect == "gatherer":
            later = 0.3 * self.tf if seat == self.me else 0.0
            return self.delta1(seat, sign * cities) + sign * later
        # the ongoing chronicles act once however many lie there
        there = self.chron[seat].count(card)
        if (sign > 0 and there) or (sign < 0 and there > 1):
            return 0.0
        armies = sum(1 for c in self.hand if _IS_ARMY[c])
        if seat == self.me:
            if effect == "big_nest":
                worth = _BIG_NEST * (self.deck > 2)
            elif effect == "brave":
                worth = 0.3 + 0.2 * armies
            else:  # «Смиренный»: no more wars of my own
                worth = -(0.5 + 0.4 * armies)
            return sign * worth * self.tf
        rival = -self.delta1(seat, 1)  # 1 for the leader, less for the others
        if effect == "meek":  # keeps that rival out of every war: worth most with much to lose
            mine = sum(self.might[c] for c, s in self.owner.items() if s == self.me)
            worth = (_MEEK + 0.1 * mine) * (0.5 + 0.5 * rival)
        else:  # «Большое Гнездо», «Храбрый» help whoever has them
            worth = -0.5 * rival
        return sign * worth * self.tf

    def turns_ahead(self) -> float:
        """My turns still to come, the current one included: exact once the end is set,
        otherwise guessed from the draw pile and from Батый perhaps lying in a hand."""
        left = self.my_turns_left()
        if left is not None:
            return float(left)
        guess = 1.0 + self.deck / (_DRAW_SHARE * self.n)
        if not self.batu_seen:
            guess = min(guess, _BATU_HORIZON)
        return guess

    def draw_value(self, backlog: int) -> float:
        """A card drawn: worth less the more good cards already wait for a turn."""
        left = self.my_turns_left()
        if left is not None and left <= 1:
            return 0.05  # no turn left to play it
        value = _DRAW * max(_DRAW_FLOOR, 1.0 - backlog / self.turns_ahead())
        if left is None and self.deck == 1:  # the last card starts the end: good when ahead
            value += 1.5 if self.v0 > 0 else -1.5
        return value

    def end_value(self, batu: bool) -> float:
        """Батый (calls the end) or Тайное послание (moves it on, this prince last)."""
        pending = self.last_turn is not None
        restart = self.opts.get("end_trigger_when_pending", "keep") == "restart"
        if batu and not pending:
            return 3.0 + self.v0 if self.v0 >= _BATU_LEAD else -1.0
        if not pending or (batu and not restart):
            return -1.0  # no effect
        # extending the game: worth it when behind (see _turn: more than any other play,
        # which can wait for the turn it buys)
        return 2.0 - 0.2 * self.v0 if self.v0 < 0 else -1.0

    # -- wars -------------------------------------------------------------------------
    def unseen(self) -> list[int]:
        """How many of each card may lie in the draw pile or a rival's unknown hand."""
        if self._unseen is None:
            u = _DECK_COUNT[:]
            seen: list[int] = list(self.hand)
            for city, att in self.attached.items():
                seen.append(city)
                seen += att
            for ch in self.chron:
                seen += ch
            for k in self.known:
                seen += k
            war = self.war
            if war is not None:
                if war["x"] >= 0:
                    seen.append(war["x"])
                seen += war["against"]
            for c in seen:
                u[c] -= 1
            self._unseen = [x if x > 0 else 0 for x in u]
        return self._unseen

    def lacks(self, seat: int, cards: Sequence[int]) -> float:
        """The chance that ``seat`` holds none of ``cards``: its unknown cards drawn from the
        unseen ones without replacement (hypergeometric); its known cards are certain."""
        key = (seat, tuple(cards))
        got = self._lacks.get(key)
        if got is None:
            got = self._lacks[key] = self._lacks_now(seat, cards)
        return got

    def _lacks_now(self, seat: int, cards: Sequence[int]) -> float:
        known = self.known[seat]
        if known and any(c in known for c in cards):
            return 0.0  # it holds one for sure
        unknown = self.hand_sizes[seat] - len(known)
        if unknown <= 0:
            return 1.0
        u = self.unseen()
        if self._unseen_total < 0:
            self._unseen_total = sum(u)
        return _none_drawn(self._unseen_total, sum(u[c] for c in set(cards)), unknown)

    def succeeds(self, defender: int, holders: Sequence[int]) -> float:
        """The chance an attempt is not repelled: the defender may lack every card that
        would repel it, or may keep the one it has."""
        return 1.0 - _REPEL * (1.0 - self.lacks(defender, holders))

    def capture_swing(self, city: int) -> float:
        """What taking ``city`` is worth, a possible Разорение counted in."""
        full = self.moved(city, self.me)
        bare = self.moved(city, self.me, _MIGHT[city])
        p_ruin = 1.0 - self.lacks(self.owner[city], [RUIN])
        return p_ruin * bare + (1.0 - p_ruin) * full

    def holders(
        self, x: int, xv: int, city: int, siege: bool, events: bool, slot_used: bool
    ) -> list[int]:
        """The cards with which the defender could repel attack card ``x`` (valour ``xv``),
        leaving out the defences this bot can answer with a counter from its hand."""
        key = (_IS_ARMY[x], _FOREIGN[x], xv, city, siege, events, slot_used)  # all of x used
        got = self._holders.get(key)
        if got is None:
            got = self._holders[key] = self._holders_now(x, xv, city, siege, events, slot_used)
        return got

    def _holders_now(
        self, x: int, xv: int, city: int, siege: bool, events: bool, slot_used: bool
    ) -> list[int]:
        d = self.owner[city]
        ties = self.opts.get("defender_wins_ties", True)
        hand = self.hand
        out: list[int] = []
        if _IS_ARMY[x]:
            if not slot_used:  # the defender may still lay an army
                purse = PURSE in hand
                brave = self.brave[d]
                for a, valour, foreign in _ARMY_INFO:
                    v = valour + brave  # self.valour(a, d)
                    if (v >= xv if ties else v > xv) and not (purse and foreign):
                        out.append(a)
                m = self.might[city]
                if not siege and SIEGE not in hand and (m >= xv if ties else m > xv):
                    out.append(MILITIA)
            out.append(AMBUSH)
            if _FOREIGN[x]:
                out.append(PURSE)
            else:
                out.append(WORD)
        elif not self.opts.get("events_repel_treason", True):
            return out  # Измена acts first: no card answers it
        else:  # Измена
            out.append(WORD)
            events = True
        if events:
            out.append(WATCH)
        return out

    def attempts(
        self, city: int, wall: int, siege: bool, events: bool, swing: float
    ) -> list[tuple[int, float, float]]:
        """(card, chance of capture, worth) of attacking ``city`` now with each card that
        gets past ``wall``."""
        d = self.owner[city]
        might = self.might[city]
        brave = self.brave[self.me]
        ties = self.ties
        siege_in_hand = SIEGE in self.hand
        chances, kept = self._chances, self._kept
        out = []
        for x in self.attack_cards(wall):
            army = _IS_ARMY[x]
            xv = _VALOUR[x] + brave if army else 0  # self.valour(x)
            # The defenders that repel x depend on the city only through its prince and
            # whether its militia holds, so the chance is shared by every city of a prince
            # (the same number either way: holders() lists the same cards)
            militia = (
                army and not siege and not siege_in_hand and (might >= xv if ties else might > xv)
            )
            key = (d, army, _FOREIGN[x], xv, siege, events, militia)
            p = chances.get(key)
            if p is None:
                if self.known[d]:
                    p = self.succeeds(d, self.holders(x, xv, city, siege, events, False))
                else:
                    p = self._succeeds_unknown(d, x, xv, events, militia)
                chances[key] = p
            k = kept.get(x)
            if k is None:
                k = kept[x] = self.keep(x)
            out.append((x, p, p * swing - k))
        return out

    def _succeeds_unknown(self, d: int, x: int, xv: int, events: bool, militia: bool) -> float:
        """``succeeds(d, holders(x, xv, city, …))`` for a defender none of whose cards is
        known, counting the unseen cards that would repel ``x`` without listing them (the
        same counts, so the same number; ``tests/bots/test_heuristic_choices.py``)."""
        unknown = self.hand_sizes[d]
        if unknown <= 0:
            return 1.0  # nothing in hand to repel with
        u = self.unseen()
        if self._unseen_total < 0:
            self._unseen_total = sum(u)
        if _IS_ARMY[x]:
            # the armies that hold: valour (with «Храбрый») at least x's, or above it
            least = xv - self.brave[d] + (0 if self.ties else 1)
            bad = self.armies_from()[min(max(least, 0), _MAX_VALOUR + 1)]
            if militia:
                bad += u[MILITIA]
            bad += u[AMBUSH] + (u[PURSE] if _FOREIGN[x] else u[WORD])
        elif not self.opts.get("events_repel_treason", True):
            bad = 0
        else:  # Измена
            bad = u[WORD]
            events = True
        if events:
            bad += u[WATCH]
        return 1.0 - _REPEL * (1.0 - _none_drawn(self._unseen_total, bad, unknown))

    def armies_from(self) -> list[int]:
        """How many unseen armies have each valour or more (by index), leaving out the
        foreign ones while this bot holds a Тугая мошна to lure them."""
        if self._armies_from is None:
            u = self.unseen()
            purse = PURSE in self.hand
            counts = [0] * (_MAX_VALOUR + 2)
            for a, valour, foreign in _ARMY_INFO:
                if not (purse and foreign):
                    counts[valour] += u[a]
            for v in range(_MAX_VALOUR, -1, -1):
                counts[v] += counts[v + 1]
            self._armies_from = counts
        return self._armies_from

    def attack_cards(self, wall: int) -> list[int]:
        """The cards in hand that may attack a city behind ``wall``, each type once."""
        cards = self._attackers.get(wall)
        if cards is None:
            cards = sorted({a for a in self.hand if _IS_ARMY[a] and self.valour(a) > wall})
            if TREASON in self.hand:
                cards.append(TREASON)
            self._attackers[wall] = cards
        return cards

    def war_values(self, city: int, wall: int, siege: bool, events: bool) -> dict[str, float]:
        """The worth of each way to go on with a war on ``city``: attack card names,
        ``tunnel``, ``siege``; the first attempt and one more if it fails."""
        swing = self.capture_swing(city)
        out: dict[str, float] = {}

        def plan(wall_now: int, siege_now: bool, events_now: bool) -> dict[int, float]:
            tries = self.attempts(city, wall_now, siege_now, events_now, swing)
            if not tries:
                return {}
            # after a failed attempt, the best other try (or the same card, held twice)
            worths = [t[2] for t in tries]
            top = worths.index(max(worths))
            second = max(worths[:top] + worths[top + 1 :], default=None)
            best = max(0.0, worths[top])
            plans = {}
            for i, (x, p, worth) in enumerate(tries):
                if i != top or self.hand.count(x) > 1:
                    worth += (1.0 - p) * best
                elif second is not None:
                    worth += (1.0 - p) * max(0.0, second)
                plans[x] = worth
            return plans

        for x, worth in plan(wall, siege, events).items():
            out[TYPES[x]] = worth
        if TUNNEL in self.hand and any(_IS_WALL[c] for c in self.attached[city]):
            after = self.wall_value([c for c in self.attached[city] if not _IS_WALL[c]])
            best = max(plan(after, siege, True).values(), default=0.0)
            out["tunnel"] = best - self.keep(TUNNEL)
        if SIEGE in self.hand and not siege:
            best = max(plan(wall, True, True).values(), default=0.0)
            out["siege"] = best - self.keep(SIEGE) - 0.1  # better kept to counter a militia
        return out

    def defence_values(self, legal: Sequence[Action]) -> dict[Action, float]:
        """The worth of each answer to the attack on my city."""
        war = self.war
        assert war is not None
        city = war["city"]
        a = int(war["attacker"])
        x = war["x"]
        loss = -self.moved(city, a)
        if RUIN in self.hand:  # I could still ravage it: the captor gets the bare city
            loss = min(loss, -self.moved(city, a, _MIGHT[city]) + self.keep(RUIN))
        out: dict[Action, float] = {}
        for act in legal:
            name = act.name
            if name == "yield":
                worth = -loss
            elif name == "defend":
                y = TYPE[str(act.args[0])]
                worth = -self.keep(y, city) * _DEFEND_COST
                if y == MILITIA:
                    answer = 1.0 - self.lacks(a, [SIEGE])
                elif _FOREIGN[y]:
                    answer = 1.0 - self.lacks(a, [PURSE])
                else:
                    answer = 0.0
                worth -= answer * loss * 0.7
            elif name == "purse":
                worth = (self.keep(x) - self.keep(PURSE, city)) * _DEFEND_COST
            elif name == "ambush":
                worth = -self.keep(AMBUSH, city) * _DEFEND_COST
            elif name == "watch":
                worth = -self.keep(WATCH, city) * _DEFEND_COST
            elif name == "word":
                worth = -self.keep(WORD, city) * _DEFEND_COST + 0.3
            else:
                worth = -loss
            out[act] = worth
        return out


#: the war_values() keys of the cards that open a war without attacking, by card name (an
#: attack card's key is its name)
_OPENERS = {TYPES[TUNNEL]: "tunnel", TYPES[SIEGE]: "siege"}


# -- decisions --------------------------------------------------------------------------
class _Turn:
    """One turn's weighing: the table, and each city's war values worked out once."""

    __slots__ = ("table", "wars")

    def __init__(self, table: _Table) -> None:
        self.table = table
        self.wars: dict[int, dict[str, float]] = {}

    def war_values(self, city: int) -> dict[str, float]:
        if city not in self.wars:
            table = self.table
            self.wars[city] = table.war_values(city, table.wall[city], False, False)
        return self.wars[city]


def _war_turn(t: _Turn, act: Action) -> float:
    opener = str(act.args[1])
    values = t.war_values(TYPE[str(act.args[0])])
    return values.get(_OPENERS.get(opener, opener), float("-inf"))


def _build_turn(t: _Turn, act: Action) -> float:
    return t.table.build_value(TYPE[str(act.args[0])], TYPE[str(act.args[1])])


def _pass_turn(t: _Turn, act: Action) -> float:
    """Only once the pile is empty: bots that all pass never end."""
    return 0.0 if t.table.deck == 0 else float("-inf")


def _city_turn(t: _Turn, act: Action) -> float:
    table = t.table
    city, seat = TYPE[str(act.args[0])], int(act.args[1])
    gain = table.delta1(seat, _MIGHT[city] + table.gatherers[seat])
    return gain * table.safety(0) + _CITY_BONUS if seat == table.me else gain


def _chronicle_turn(t: _Turn, act: Action) -> float:
    return t.table.chronicle_value(TYPE[str(act.args[0])], int(act.args[1]))


def _chronicler_turn(t: _Turn, act: Action) -> float:
    table = t.table
    ch = TYPE[str(act.args[1])]
    return table.chronicle_value(ch, int(act.args[0]), -1) - _EVENT_HOLD * table.tf


def _arson_turn(t: _Turn, act: Action) -> float:
    """The Red Rooster burns a city; held back, it would have been worth an event."""
    table = t.table
    return table.burn_value(TYPE[str(act.args[0])]) - _EVENT_HOLD * table.tf


def _ravage_turn(t: _Turn, act: Action) -> float:
    """Ruin burns a city; held back, it would have been worth keeping."""
    table = t.table
    return table.burn_value(TYPE[str(act.args[0])]) - table.keep(RUIN) * table.tf


def _batu_turn(t: _Turn, act: Action) -> float:
    return t.table.end_value(batu=True)


def _message_turn(t: _Turn, act: Action) -> float:
    return t.table.end_value(batu=False)


#: What each play of a turn is worth, by the action's name (drawing is weighed last, against
#: the best of these; a name not here is never chosen over one that is).
_TURN_VALUES: dict[str, Callable[[_Turn, Action], float]] = {
    "war": _war_turn,
    "build": _build_turn,
    "pass": _pass_turn,
    "city": _city_turn,
    "chronicle": _chronicle_turn,
    "chronicler": _chronicler_turn,
    "arson": _arson_turn,
    "ravage": _ravage_turn,
    "batu": _batu_turn,
    "message": _message_turn,
}
#: the plays that put their card (the first argument) on the table
_ON_TABLE = frozenset({"city", "build", "chronicle"})


def _never(t: _Turn, act: Action) -> float:
    return float("-inf")


def _turn(table: _Table, legal: Sequence[Action]) -> Action:
    t = _Turn(table)
    best = legal[0]
    best_value = float("-inf")
    draw: Action | None = None
    message: Action | None = None
    card_best: dict[int, float] = {}  # the best play of each card that goes on the table
    for act in legal:
        if act.name == "draw":
            draw = act
            continue
        if act.name == "message":
            message = act
        value = _TURN_VALUES.get(act.name, _never)(t, act)
        if act.name in _ON_TABLE:
            card = TYPE[str(act.args[0])]
            if value > card_best.get(card, float("-inf")):
                card_best[card] = value
        if value > best_value:
            best, best_value = act, value
    if message is not None and table.last_turn is not None and table.v0 < 0:
        return message  # behind with the end in sight: buy a round first
    if draw is not None:
        backlog = sum(table.hand.count(c) for c, v in card_best.items() if v > _GOOD)
        if table.draw_value(backlog) >= best_value:
            return draw
    return best


def _open(table: _Table, legal: Sequence[Action]) -> Action:
    war = table.war
    assert war is not None
    city = war["city"]
    values = table.war_values(city, table.wall[city], bool(war["siege"]), bool(war["events"]))
    best = next(a for a in legal if a.name == "stop")
    best_value = 0.0
    for act in legal:
        if act.name == "attack":
            value = values.get(str(act.args[0]), float("-inf"))
        elif act.name in ("tunnel", "siege"):
            value = values.get(act.name, float("-inf"))
        else:
            continue
        if value > best_value:
            best, best_value = act, value
    return best


def _counter(table: _Table, legal: Sequence[Action]) -> Action:
    war = table.war
    assert war is not None
    city = war["city"]
    x = war["x"]
    y = war["against"][-1]
    xv = int(war["x_valour"])
    swing = table.capture_swing(city)
    # after a counter the defender may lay only an event (or, by option, a second army)
    slot_used = not table.opts.get("second_defending_army", False)
    holders = table.holders(x, xv, city, True, True, slot_used)
    best = next(a for a in legal if a.name == "accept")
    best_value = 0.0
    for act in legal:
        if act.name not in ("purse", "siege"):
            continue
        card = PURSE if act.name == "purse" else SIEGE
        value = table.succeeds(table.owner[city], holders) * swing - table.keep(card)
        if card == PURSE:
            value += table.keep(y)  # the lured army joins my hand
        if value > best_value:
            best, best_value = act, value
    return best


def _defend(table: _Table, legal: Sequence[Action]) -> Action:
    values = table.defence_values(legal)
    return max(legal, key=lambda a: values[a])


def _ruin(table: _Table, legal: Sequence[Action]) -> Action:
    war = table.war
    assert war is not None
    city = war["city"]
    a = int(war["attacker"])
    gain = table.moved(city, a, _MIGHT[city]) - table.moved(city, a)
    gain += 0.2 * min(table.wall[city], 10)  # the captor's walls would stand in my way
    for act in legal:
        if act.name == "ruin" and gain > table.keep(RUIN):
            return act
    return next(a for a in legal if a.name == "decline")


_DECISIONS: dict[str, Callable[[_Table, Sequence[Action]], Action]] = {
    "turn": _turn,
    "war_open": _open,
    "war_defend": _defend,
    "war_counter": _counter,
    "war_ruin": _ruin,
}


class HeuristicBot:
    """Takes the choice worth most to the table (see the module docstring)."""

    name = "heuristic"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        data = observation.data
        seat = observation.seat if observation.seat is not None else data["to_act"]
        decision = data["decision"] or {}
        decide = _DECISIONS.get(str(decision.get("kind")))
        if decide is None or data.get("hand") is None:  # nothing this bot knows how to weigh
            return legal[rng.below(len(legal))]
        return decide(_Table.from_view(data, int(seat)), legal)

    def choose_state(
        self, state: PrincesState, seat: int, legal: Sequence[Action], rng: Rng
    ) -> Action:
        """Exactly ``choose(state.view(seat), legal, rng)``, without building the view: the
        search's playouts ask the guide for thousands of moves, in states that are
        determinizations of the searching seat's observation. Only what ``seat``'s view
        shows is read (``tests/bots/test_guides.py`` compares the two on every seat of
        random states)."""
        if len(legal) == 1:
            return legal[0]
        war = state.war
        kind = None if state.is_over else "turn" if war is None else f"war_{war['step']}"
        decide = _DECISIONS.get(str(kind))
        if decide is None:
            return legal[rng.below(len(legal))]
        return decide(_Table.from_state(state, seat), legal)
