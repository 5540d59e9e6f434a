"""A heuristic player for Царства зверей: majorities weighed kingdom by kingdom.

A table is worth the bot's expected points minus the leading rival's (the other rivals
count a little). A kingdom is worth what its piece counts would score now (the leftmost
token for a sole first place, 3 for second, 1 for third; a tie for first is a battle worth
the token or 3 with equal chances, or under the peace variant goes to the capital), averaged
over the strongest rival still in the age adding a piece or two while territories stay
free: a lead of one with many free territories is worth less than a lead of two. Once the
bot is out of the age the rivals take what is free unopposed (the upstart all of it). A
claim is worth the change it makes to its kingdom, less what the card played (and the pair
edict's partner) would be worth kept for battles; in solo also what the upstart's next card
of rank 1–3 costs, since it follows the bot's last play.

The capital is a claim like another plus a council piece for the later ages and the secret
retreat token when nobody has retreated yet, less the claims the bot gives up and what the
rivals take once it is out. In solo that is what the upstart takes in its second phase: it
ends the age at the first capital it finds with every other territory full, so a capital
taken while another kingdom waits for its capital costs one piece, not the whole board.
The bot rallies (one point, swapping the cards no kingdom takes) when no claim is worth
more, at most a few times an age so that bots among themselves cannot rally for ever, and
retreats when nothing is worth a turn.

In a battle it plays the card most likely to win against the cards it has not seen (in solo
against the ``n`` cards the upstart reveals, counted exactly from the unseen deck), the
least needed of the nearly best; it adds "+2" tokens only when that many turn a loss or a
tie into a win worth more than the tokens kept (each scores 1 at the end). A battle card
kept is worth less for each one as good in hand: an age ends in only a few battles.

The bot reads only the observation's ``data``, the legal actions and its RNG.

>>> import stil
>>> s = stil.game("kingdoms").new(players=2, seed=4)
>>> HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from math import comb
from typing import Any

from stil.core import Action, Observation, Rng
from stil.games.kingdoms.board import beats
from stil.games.kingdoms.cards import CARD, CARDS, DATA, EDICT, EDICTS, RANKS, SIZES, ids, rank
from stil.games.kingdoms.edicts import PAIR, TABLE, allows, reference
from stil.games.kingdoms.observation import pending_view
from stil.games.kingdoms.state import UPSTART, KingdomsState

K = len(SIZES)
SECOND, THIRD = DATA.second_place_points, DATA.third_place_points
BOOST = DATA.modifier_value

# -- weights (tuned against the random bot and the upstart, see docs/games/kingdoms.md) ----
_OTHERS = 0.1  # weight of the rivals behind the leading one
_KEEP = {8: 0.8, 7: 0.6, 6: 0.3, 5: 0.1, 1: 0.15}  # a card kept for battles, by rank
_KEEP_SOLO = {8: 1.2, 7: 1.2, 6: 0.6, 5: 0.2}  # in solo a 1 loses to most reveals
# A capital: its council piece, per later age. In solo it also lets the upstart take
# capitals and end the age, which costs more than the council piece brings.
_COUNCIL, _COUNCIL_SOLO = 1.5, -0.5
# Rallies an age at most (rally is legal without limit until a retreat, so bots among
# themselves would rally for ever); the upstart never retreats early, so solo rallies more.
_RALLY_CAP, _RALLY_CAP_SOLO = 3, 8
_RALLY_GAIN = 0.35  # a rally's swap, per card no kingdom takes now
_CONTINUE, _CONTINUE_SOLO = 1.0, 1.5  # share of the best claims left that retreating gives up
# solo: the chance that the upstart's next card is a 1–3, which follows my last play (a
# matching bonus card counted in)
_FOLLOW = 0.3
_SURPLUS = 0.5  # a battle card's worth kept falls by this for each one as good in hand
_SPARE = 0.2  # a rally lets go of the unplayable cards worth less than this kept
_NEAR_BEST = 0.03  # battle cards this close to the best count as equally good


_MAX_KINGDOMS = 1 << 16
#: Kingdoms' worths by (seat, sides, solo, who is still in the age, peace, the rule after a
#: shared first place), then by the kingdom and its counts (``_Table.kingdom``).
_KINGDOMS: dict[tuple[Any, ...], dict[tuple[Any, ...], float]] = {}


def _threat(free: int, me_active: bool, solo: bool) -> list[float]:
    """Chances that the leading rival adds 0, 1, 2, … pieces in a kingdom with ``free``
    territories left, while it still plays this age. Once I am out the rivals take what
    is free unopposed, and the upstart takes all of it."""
    if free <= 0:
        return [1.0]
    if not me_active:
        if solo:
            return [0.0] * free + [1.0]
        w = [0.2, 0.3, 0.3, 0.2][: free + 1]
        w[-1] += 1.0 - sum(w)
        return w
    one = min(0.4, 0.15 * free)
    two = min(0.2, 0.05 * free) if free >= 2 else 0.0
    return [1.0 - one - two, one, two]


class _Table:
    """One decision's view of the board and what changes to it are worth to the bot."""

    __slots__ = (
        "_kept",
        "_kingdoms",
        "_now",
        "active",
        "age",
        "capital",
        "cnt",
        "data",
        "free",
        "hand",
        "me",
        "n",
        "opts",
        "peace",
        "sides",
        "solo",
        "token",
    )

    def __init__(self, data: Mapping[str, Any], me: int) -> None:
        self.data = data
        self.me = me
        self.n = int(data["players"])
        self.solo = self.n == 1
        self.sides = 2 if self.solo else self.n
        self.opts = data["options"]
        self.peace = bool(self.opts["peace_variant"]) and not self.solo
        self.age = int(data["age"])
        ordinary = data["ordinary"]
        self.capital = capital = list(data["capital"])
        sides = range(self.sides)
        self.cnt = [
            [o + (cap == s) + council.count(s) for s, o in zip(sides, row, strict=True)]
            for row, cap, council in zip(ordinary, capital, data["council"], strict=True)
        ]
        self.free = [size - 1 - sum(row) for size, row in zip(SIZES, ordinary, strict=True)]
        self.token = [int(t[0]) if t else 0 for t in data["tokens"]]
        self.active = [not bool(r) for r in data["retreated"]]
        self.hand = [CARD[c] for c in data["hand"] or ()]
        # A kingdom's worth is a pure function of what the key below holds (the board
        # changes by a piece a turn): remembered across decisions, per seat and rules.
        nxt = self.opts["after_shared_first_next_group"]
        rules = (me, self.sides, self.solo, tuple(self.active), self.peace, nxt)
        kingdoms = _KINGDOMS.get(rules)
        if kingdoms is None or len(kingdoms) > _MAX_KINGDOMS:
            kingdoms = _KINGDOMS[rules] = {}
        self._kingdoms: dict[tuple[Any, ...], float] = kingdoms
        self._now: dict[int, float] = {}
        self._kept: dict[int, float] = {}

    # -- what a kingdom is worth ----------------------------------------------------------
    def points(self, k: int, cnt: Sequence[int]) -> list[float]:
        """Each side's expected points from kingdom ``k`` were it scored with ``cnt``."""
        out = [0.0] * self.sides
        levels = sorted({c for c in cnt if c > 0}, reverse=True)
        if not levels:
            return out
        groups = [[s for s in range(self.sides) if cnt[s] == v] for v in levels]
        top, below = groups[0], groups[1:]
        token = self.token[k]
        if len(top) == 1:
            out[top[0]] = token
            nxt = SECOND
        elif self.peace:
            holder = self.capital[k]
            if holder in top:
                for s in top:
                    out[s] = token if s == holder else SECOND
                nxt = THIRD
            else:
                for s in top:
                    out[s] = token
                nxt = int(self.opts["after_shared_first_next_group"])
        else:
            m = len(top)
            for s in top:
                out[s] = (token + SECOND * (m - 1)) / m
            nxt = THIRD
        if below:
            for s in below[0]:
                out[s] = nxt
            if len(below) > 1 and nxt == SECOND:
                for s in below[1]:
                    out[s] = THIRD
        return out

    def worth(self, pts: Sequence[float]) -> float:
        """My points minus the leading rival's, the other rivals counting a little."""
        others = [p for s, p in enumerate(pts) if s != self.me]
        lead = max(others)
        return pts[self.me] - lead - _OTHERS * (sum(others) - lead)

    def kingdom(self, k: int, cnt: Sequence[int], free: int, me_active: bool = True) -> float:
        """Kingdom ``k``'s worth to me with counts ``cnt`` and ``free`` territories left,
        averaged over the strongest still-playing rival adding a piece or two."""
        key = (k, tuple(cnt), free, me_active, self.token[k], self.capital[k])
        got = self._kingdoms.get(key)
        if got is None:
            got = self._kingdoms[key] = self._kingdom(k, cnt, free, me_active)
        return got

    def _kingdom(self, k: int, cnt: Sequence[int], free: int, me_active: bool) -> float:
        rivals = [s for s in range(self.sides) if s != self.me and self.active[s]]
        if not rivals or free <= 0:
            return self.worth(self.points(k, cnt))
        r = max(rivals, key=lambda s: cnt[s])
        total = 0.0
        for j, weight in enumerate(_threat(free, me_active, self.solo)):
            if weight == 0.0:
                continue
            c = list(cnt)
            c[r] += min(j, free)
            total += weight * self.worth(self.points(k, c))
        return total

    def now(self, k: int) -> float:
        got = self._now.get(k)
        if got is None:
            got = self._now[k] = self.kingdom(k, self.cnt[k], self.free[k])
        return got

    def claim(self, k: int) -> float:
        """What one more piece of mine in ``k`` changes (a capital claim when no ordinary
        territory is free); in solo with the upstart's answer to it."""
        c = list(self.cnt[k])
        c[self.me] += 1
        free = max(0, self.free[k] - 1)
        gain = self.kingdom(k, c, free) - self.now(k)
        if self.solo and self.free[k] > 0:
            cnt = [list(x) for x in self.cnt]
            cnt[k] = c
            frees = list(self.free)
            frees[k] = free
            gain += self.follow(k, cnt, frees) - self.follow(self.last(), self.cnt, self.free)
        return gain

    def last(self) -> int:
        """Where the upstart's cards of rank 1–3 go: where I last played this age."""
        k = int(self.data["last_played"][0])
        return k if k >= 0 else 0

    def follow(self, k: int, cnt: Sequence[Sequence[int]], free: Sequence[int]) -> float:
        """What the upstart's next card of rank 1–3 (and a bonus card matching it) costs me
        when it follows my last play to ``k``: it goes there or clockwise on, passing a
        kingdom where it leads by 2 while another has room."""
        if not self.active[UPSTART]:
            return 0.0
        order = [SIZES.index(int(x)) for x in str(self.opts["ring_order"]).split("-")]
        i = order.index(k)
        route = order[i:] + order[:i]
        room = [j for j in route if free[j] > 0]
        calm = [j for j in room if cnt[j][UPSTART] - cnt[j][0] < 2]
        if not room:
            return 0.0
        j = (calm or room)[0]
        c = list(cnt[j])
        c[UPSTART] += 1
        hit = self.kingdom(j, c, free[j] - 1) - self.kingdom(j, cnt[j], free[j])
        return _FOLLOW * hit

    # -- cards ------------------------------------------------------------------------------
    def keep(self, card: int) -> float:
        """What ``card`` is worth kept for the battles of the age's end: less for each
        card in hand at least as good (an age brings only a few battles)."""
        got = self._kept.get(card)
        if got is None:
            got = self._kept[card] = self._keep(card)
        return got

    def _keep(self, card: int) -> float:
        table = _KEEP_SOLO if self.solo else _KEEP
        mine = table.get(rank(card), 0.0)
        if mine == 0.0:
            return 0.0
        better = sum(1 for c in self.hand if c != card and table.get(rank(c), 0.0) >= mine)
        return mine * _SURPLUS**better

    def seen(self) -> list[int]:
        """Every card this seat has seen that is not in the deck or a hidden hand."""
        d = self.data
        out = [CARD[c] for c in d["discard"]]
        out += [CARD[c] for c in d["bonus"]]
        for cards in d["cards"]:
            out += [CARD[c] for c in cards]
        out += self.hand
        p = d["pending"] or {}
        for key in ("used", "shown"):
            value = p.get(key)
            if isinstance(value, list):
                out += [CARD[c] for c in value if isinstance(c, str)]
        for played in p.get("played", []) if isinstance(p.get("played"), list) else []:
            out += [CARD[c] for c in played]
        own = p.get("own_choice")
        if isinstance(own, str):
            out.append(CARD[own])
        return out

    def unseen_ranks(self) -> list[int]:
        """How many cards of each rank (index rank − 1) this seat has not seen."""
        counts = [len(CARDS) // RANKS] * RANKS
        for c in set(self.seen()):
            counts[rank(c) - 1] -= 1
        return [max(0, x) for x in counts]


# -- turns ------------------------------------------------------------------------------
class _Best:
    """The best action offered so far: a later one must be strictly better."""

    __slots__ = ("action", "value")

    def __init__(self) -> None:
        self.action: Action | None = None
        self.value = float("-inf")

    def offer(self, action: Action, value: float) -> None:
        if value > self.value:
            self.action, self.value = action, value


def _turn(t: _Table, legal: Sequence[Action]) -> Action:
    """Claims are weighed by the kingdom's gain less the cards they cost; a capital also by
    what ending my age brings and gives up; then a rally, then the retreat."""
    claims, rally, retreat = _turn_options(legal)
    pair = [e == EDICTS[PAIR].id for e in t.data["edicts"]]
    best = _Best()
    per_kingdom: list[float] = []
    capital_claims: dict[int, float] = {}
    for k, acts in claims.items():
        gain = t.claim(k)
        if t.free[k] <= 0:
            capital_claims[k] = gain  # weighed below, with the retreat it brings
            continue
        per_kingdom.append(gain)
        for act in acts:
            best.offer(act, gain - _card_cost(t, act, pair[k]))
    token_ev, going_on, exposed = _age_outlook(t, per_kingdom)
    for k, gain in capital_claims.items():
        council = (_COUNCIL_SOLO if t.solo else _COUNCIL) * (3 - t.age)
        lost = _phase2(t, k) if t.solo else exposed
        extra = council + token_ev + lost - going_on
        for act in claims[k]:
            best.offer(act, _capital_value(t, act, gain + extra, pair[k]))
    if rally is not None and int(t.data["rallies"][t.me]) < (
        _RALLY_CAP_SOLO if t.solo else _RALLY_CAP
    ):
        best.offer(rally, _rally_value(t, legal))
    if retreat is not None:
        value = token_ev + exposed - going_on
        if best.action is None or value > best.value:
            best.action, best.value = retreat, value
    assert best.action is not None
    return best.action


def _turn_options(
    legal: Sequence[Action],
) -> tuple[dict[int, list[Action]], Action | None, Action | None]:
    """The legal claims by kingdom, the rally and the retreat (``None``: not legal)."""
    claims: dict[int, list[Action]] = {}
    rally: Action | None = None
    retreat: Action | None = None
    for act in legal:
        if act.name == "claim":
            claims.setdefault(SIZES.index(int(act.args[1])), []).append(act)
        elif act.name == "rally":
            rally = act
        elif act.name == "retreat":
            retreat = act
    return claims, rally, retreat


def _partner_cost(t: _Table, card: int) -> float:
    """Under the pair edict a claim takes a second card: the cheapest that pairs with it."""
    partners = [d for d in t.hand if d != card and _pairs(card, d)]
    return min((t.keep(d) for d in partners), default=0.0)


def _card_cost(t: _Table, act: Action, pair: bool) -> float:
    """What the cards a claim plays were worth kept."""
    card = CARD[str(act.args[0])]
    cost = t.keep(card)
    if pair:
        cost += _partner_cost(t, card)
    return cost


def _capital_value(t: _Table, act: Action, gain: float, pair: bool) -> float:
    """A capital claim's ``gain`` (its piece and what ending my age brings) less its cards."""
    card = CARD[str(act.args[0])]
    value = gain - t.keep(card)
    if pair:
        value -= _partner_cost(t, card)
    return value


def _age_outlook(t: _Table, per_kingdom: list[float]) -> tuple[float, float, float]:
    """What leaving the age brings and gives up: the first retreat's token, the turns I
    would still play (the three best claims), what the rivals may take once I am out."""
    per_kingdom.sort(reverse=True)
    first_retreat = not t.solo and not any(t.data["retreated"]) and int(t.data["retreat_pool"]) > 0
    token_ev = _retreat_token_ev(t) if first_retreat else 0.0
    going_on = (_CONTINUE_SOLO if t.solo else _CONTINUE) * sum(v for v in per_kingdom[:3] if v > 0)
    exposed = sum(t.kingdom(k, t.cnt[k], t.free[k], me_active=False) - t.now(k) for k in range(K))
    return token_ev, going_on, exposed


def _rally_value(t: _Table, legal: Sequence[Action]) -> float:
    """A rally's points, and more for each card in hand that no claim can play."""
    playable = {str(a.args[0]) for a in legal if a.name == "claim"}
    useless = sum(1 for c in t.hand if CARDS[c] not in playable)
    return DATA.rally_points + _RALLY_GAIN * useless


def _phase2(t: _Table, taken: int) -> float:
    """What the upstart takes once my capital in ``taken`` has ended my age: it takes the
    first capital it finds with every other territory full, and the age ends; until then
    it fills the kingdom closest to full (its cards of rank 1–3 are discarded)."""
    if not t.active[UPSTART]:
        return 0.0
    now = [t.now(k) for k in range(K)]
    ready = [k for k in range(K) if k != taken and t.free[k] <= 0 and t.capital[k] < 0]

    def with_upstart(k: int, n: int) -> float:
        c = list(t.cnt[k])
        c[UPSTART] += n
        return t.kingdom(k, c, 0, me_active=False) - now[k]

    if ready:
        return sum(with_upstart(k, 1) for k in ready) / len(ready)
    room = [k for k in range(K) if t.free[k] > 0]
    if not room:
        return 0.0
    k = min(room, key=lambda j: t.free[j])
    return with_upstart(k, t.free[k] + 1)


def _pairs(c: int, d: int) -> bool:
    return c // RANKS == d // RANKS or rank(c) == rank(d)


def _retreat_token_ev(t: _Table) -> float:
    values = [int(v) for v in str(t.opts["retreat_token_values"]).split(",")]
    return sum(values) / len(values)


def _rally(t: _Table, legal: Sequence[Action]) -> Action:
    """Discard, in ascending order, the cards that no kingdom takes now and are not kept
    for battles; when every card is worth keeping, the least useful one."""
    discarded = t.data["pending"].get("discarded", [])
    go = _rally_discards(t)
    if not go and not discarded:
        go = {min(t.hand, key=lambda c: (c in _playable(t), t.keep(c), c))}
    for act in legal:
        if act.name == "discard" and CARD[str(act.args[0])] in go:
            return act
    return next((a for a in legal if a.name == "done"), legal[0])


def _rally_discards(t: _Table) -> set[int]:
    playable = _playable(t)
    return {c for c in t.hand if c not in playable and t.keep(c) < _SPARE}


def _playable(t: _Table) -> set[int]:
    """The hand's cards that some kingdom with room takes now (pair edict: with a partner)."""
    order = [SIZES.index(int(x)) for x in str(t.opts["ring_order"]).split("-")]
    cards = [[CARD[c] for c in under] for under in t.data["cards"]]
    out: set[int] = set()
    for k in range(K):
        if t.free[k] <= 0 and t.capital[k] >= 0:
            continue
        edict = EDICTS.index(EDICT[t.data["edicts"][k]])
        if edict == PAIR:
            out |= {c for c in t.hand if any(d != c and _pairs(c, d) for d in t.hand)}
            continue
        ref = reference(cards, TABLE[edict][0], k, order)
        out |= {c for c in t.hand if allows(edict, c, ref, t.opts)}
    return out


def _pair(t: _Table, legal: Sequence[Action]) -> Action:
    return min(legal, key=lambda a: (t.keep(CARD[str(a.args[0])]), str(a)))


# -- battles -----------------------------------------------------------------------------
def _beats_rank(x: int, y: int) -> bool:
    return beats(x, y)


def _vs_one(r: int, unseen: Sequence[int]) -> float:
    """Chance that printed rank ``r`` beats one card drawn from the unseen ranks (a tie
    counts half)."""
    total = sum(unseen)
    if total == 0:
        return 0.5
    win = sum(n for y, n in enumerate(unseen, 1) if _beats_rank(r, y))
    tie = unseen[r - 1]
    return (win + 0.5 * tie) / total


def _solo_odds(r: int, unseen: Sequence[int], n: int) -> tuple[float, float]:
    """(win, tie) chances of rank ``r`` against ``n`` cards revealed from the unseen ranks:
    any card that beats it wins for the upstart, else one of equal rank is a tie."""
    total = sum(unseen)
    n = min(n, total)
    if n <= 0:
        return 1.0, 0.0
    worse = sum(c for y, c in enumerate(unseen, 1) if y != r and not _beats_rank(y, r))
    equal = unseen[r - 1]
    all_ways = comb(total, n)
    win = comb(worse, n) / all_ways
    no_beat = comb(worse + equal, n) / all_ways
    return win, no_beat - win


def _battle(t: _Table, legal: Sequence[Action]) -> Action:
    unseen = t.unseen_ranks()
    p = t.data["pending"]
    cards = [CARD[str(a.args[0])] for a in legal]
    if t.solo:
        n = int(p["n"])
        odds = {c: _solo_odds(rank(c), unseen, n) for c in cards}
        score = {}
        for c in cards:
            win, tie = odds[c]
            after = max((odds[d][0] for d in cards if d != c), default=0.0)
            score[c] = win + tie * after
    else:
        who = list(p["who"])
        alive = [who[i] for i, a in enumerate(p["alive"]) if a and who[i] != t.me]
        score = {c: _vs_one(rank(c), unseen) ** max(1, len(alive)) for c in cards}
    top = max(score.values())
    good = [c for c in cards if score[c] >= top - _NEAR_BEST]
    card = min(good, key=lambda c: (t.keep(c), rank(c)))
    return next(a for a in legal if CARD[str(a.args[0])] == card)


def _effective(card: str, boost: int, opts: Mapping[str, Any]) -> tuple[int, bool]:
    r = rank(CARD[card])
    e = r + BOOST * boost
    one = e == 1 if opts["one_beats_eight_uses"] == "effective_rank" else r == 1
    return e, one


def _wins(mine: tuple[int, bool], others: Sequence[tuple[int, bool]]) -> bool:
    """My card beats every other one."""
    return all(beats(mine[0], o[0], mine[1], o[1]) for o in others)


def _boost(t: _Table, legal: Sequence[Action]) -> Action:
    """Add the fewest "+2" tokens that make my card beat every other shown card, when the
    prize over second place is worth more than the tokens (each scores 1 kept)."""
    d = t.data
    p = d["pending"]
    params = d["decision"]["params"]
    shown = {int(s): str(c) for s, c in params.get("cards", [])}
    who = list(p["who"])
    boosts = list(p["boost"])
    mine_i = who.index(t.me)
    others = [(who[i], i) for i in range(len(who)) if who[i] != t.me and who[i] in shown]
    have = int(d["mods"][t.me])
    stake = t.token[SIZES.index(int(params["kingdom"]))] - SECOND
    sealed = bool(params.get("sealed"))
    pass_ = next((a for a in legal if a.name == "pass"), legal[-1])

    def needed(extra_for_others: int) -> int | None:
        vals = [
            _effective(shown[s], boosts[i] + min(extra_for_others, int(d["mods"][s])), t.opts)
            for s, i in others
        ]
        for add in range(0, have + 1):
            if _wins(_effective(shown[t.me], boosts[mine_i] + add, t.opts), vals):
                return add
        return None

    if sealed:
        sure = needed(DATA.modifier_tokens)
        plain = needed(0)
        for add in (sure, plain):
            if add is not None and add < stake:
                return _boost_action(legal, add, pass_)
        return pass_
    add = needed(0)
    if add is None or add == 0 or add >= stake:
        return pass_
    return _boost_action(legal, add, pass_)


def _boost_action(legal: Sequence[Action], n: int, pass_: Action) -> Action:
    if n <= 0:
        return pass_
    return next((a for a in legal if a.name == "boost" and int(a.args[0]) == n), pass_)


# -- between ages and the rest ---------------------------------------------------------------
def _council(t: _Table, legal: Sequence[Action]) -> Action:
    """A council piece counts in every later age; a piece back in the supply is one of 18."""
    return next((a for a in legal if a.name == "council"), legal[0])


def _bonus(t: _Table, legal: Sequence[Action]) -> Action:
    """The upstart plays the lower of its matching bonus cards (the default plays the
    higher, as the more useful to it)."""
    return min(legal, key=lambda a: (rank(CARD[str(a.args[0])]), str(a)))


def _first(t: _Table, legal: Sequence[Action]) -> Action:
    """The host starts: the first to act picks the kingdoms' first territories."""
    return next((a for a in legal if int(a.args[0]) == t.me), legal[0])


_DECISIONS: dict[str, Callable[[_Table, Sequence[Action]], Action]] = {
    "turn": _turn,
    "rally": _rally,
    "pair": _pair,
    "battle": _battle,
    "boost": _boost,
    "council": _council,
    "bonus": _bonus,
    "first": _first,
}


class HeuristicBot:
    """Takes the choice worth most to its majorities (see the module docstring)."""

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
        return decide(_Table(data, int(seat)), legal)

    def choose_state(
        self, state: KingdomsState, seat: int, legal: Sequence[Action], rng: Rng
    ) -> Action:
        """Exactly ``choose(state.view(seat), legal, rng)``, without building the whole
        view (its legal moves as text, every count and copy): the search's playouts ask
        the guide for thousands of moves. The fields the bot reads are the view's, taken
        from the state as the view takes them; lists the view copies are read in place,
        never changed (``tests/bots/test_guides.py`` compares the two on every seat of
        random states and checks that the state is unchanged)."""
        if len(legal) == 1:
            return legal[0]
        decision = state.decision
        decide = _DECISIONS.get(str(decision.kind)) if decision is not None else None
        if decision is None or decide is None:  # nothing this bot knows how to weigh
            return legal[rng.below(len(legal))]
        data = {
            "players": state.players,
            "options": state.options,
            "age": state.age,
            "decision": decision.to_dict(),
            "hand": ids(state.hands[0] if state.solo else state.hands[seat]),
            "discard": ids(state.discard),
            "bonus": ids(state.bonus),
            "cards": [ids(c) for c in state.cards],
            "edicts": [EDICTS[e].id for e in state.edicts],
            "tokens": state.tokens,
            "retreat_pool": len(state.retreat_pool),
            "mods": state.mods,
            "ordinary": state.ordinary,
            "capital": state.capital,
            "council": state.council,
            "retreated": state.retreated,
            "rallies": state.rallies,
            "last_played": state.last_played,
            "pending": pending_view(state, seat, copied=False),
        }
        return decide(_Table(data, seat), legal)
