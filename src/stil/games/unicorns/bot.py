"""A heuristic player for Відчайдушні однороги: every legal action scored by hand-set
worths, the best taken (ties: the first).

- A card is worth what it does for the stable it sits in: a Unicorn one (Ginormous two),
  an Upgrade a little, a Downgrade a loss (Pandamonium the whole stable's Unicorns).
  Worths come from the card's effect functions in ``cards.toml``, so a new card of a known
  function is understood without a change here.
- In the action phase it plays Unicorns into its own stable (a win above all), Upgrades
  on itself, Downgrades and harmful Magic on the leader, and draws when nothing is worth
  more than a card.
- Asked to answer a card, it Neighs a threat: a card that would win, a Unicorn of the
  leader, a Downgrade or Magic aimed at it; and it answers a Neigh on its own good card.
- Inside effects it destroys and steals the leader's best, sacrifices and discards its
  least, and takes a "may" only when the step it opens pays.

The bot reads only the observation's ``data``, the legal actions and its RNG.

>>> import stil
>>> s = stil.game("unicorns").new(players=2, seed=4)
>>> HeuristicBot().choose(s.view(s.to_act), s.legal_actions(), stil.Rng(0)) in s.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from stil.core import Action, Observation, Rng
from stil.games.unicorns.cards import CARD
from stil.games.unicorns.state import UnicornsState

# What a card's ability is worth to the stable holding it (passive or each turn).
_STABLE_FN: dict[str, float] = {
    "counts_double": 1.0,
    "destroy_then_end_turn": 0.5,
    "immune_to_magic_destroy": 0.15,
    "sacrifice_self_instead": 0.1,
    "discard_instead": 0.3,
    "basics_only_for_owner": 0.3,
    "flyer_to_hand": 0.3,
    "cannot_neigh": -0.3,
    "extra_play": 0.9,
    "unicorns_not_destroyed": 0.7,
    "cannot_be_neighed": 0.6,
    "discard_then_destroy": 0.6,
    "discard_then_steal": 0.6,
    "sacrifice_then_destroy": 0.5,
    "discard_then_draw": 0.3,
    "sacrifice_then_draw": 0.2,
    "discard_on_unicorn_move": -0.6,
    "unicorns_are_pandas": -3.0,
    "unicorns_blinded": -0.6,
    "hand_face_up": -0.2,
    "cannot_play_upgrades": -0.4,
    "sacrifice_down_to_five": -0.8,
}
# What a Unicorn's "when this enters" ability or a Magic card's effect is worth, roughly.
_ENTER_FN: dict[str, float] = {
    "destroy": 1.0,
    "steal": 0.6,
    "discard_then_steal": 1.0,
    "each_sacrifice": 0.6,
    "bring_baby": 1.0,
    "bring_from_hand": 0.5,
    "discard_then_bring": 0.5,
    "sacrifice_then_bring": 0.1,
    "sacrifice_self_then_destroy": 0.0,
    "return_to_hand": 0.5,
    "pull_random": 0.4,
    "other_discards": 0.3,
    "draw": 0.4,
    "draw_then_discard": 0.4,
    "take_from_discard": 0.4,
    "search_deck": 0.4,
    "oracle": 0.4,
    "each_discard": 0.1,
    "pull": 0.4,
}
_HARMFUL_MAGIC = {
    "destroy": 1.6,
    "return_then_discard": 1.1,
    "unicorn_swap": 1.3,
    "sacrifice_then_destroy": 1.5,
    "swap_hands": 0.8,
    "look_and_take": 0.7,
    "destroy_upgrade_or_sacrifice_downgrade": 0.6,
    "change_of_luck": 0.9,
    "take_from_discard": 1.0,
}
_DRAW = 0.45  # drawing a card instead of playing one


def _fns(card: str) -> list[str]:
    return [e.fn for e in CARD[card].effects]


def _unicorn(card: str) -> bool:
    return CARD[card].unicorn


def stable_worth(card: str, stable: Sequence[str]) -> float:
    """What ``card`` is worth to the stable it is in (Pandamonium: Unicorns count 0)."""
    kind = CARD[card].kind
    fns = _fns(card)
    extra = sum(_STABLE_FN.get(f, 0.0) for f in fns)
    if kind in ("baby", "basic", "magical"):
        base = 0.0 if "pandamonium" in stable else 1.0
        if "unicorns_blinded" in {f for c in stable for f in _fns(c)}:
            extra = 0.0 if "counts_double" not in fns else 1.0
        return base * (1.0 + extra) if "counts_double" in fns else base + extra
    if kind == "downgrade":
        if card == "pandamonium":
            return -0.6 - sum(1.0 for c in stable if _unicorn(c))
        if card == "tiny_stable":
            return -0.4 - 0.5 * max(0, sum(_unicorn(c) for c in stable) - 4)
        return extra or -0.3
    if kind == "upgrade":
        return extra or 0.3
    return 0.0


def hand_worth(card: str) -> float:
    """What keeping ``card`` in hand is worth (discards go lowest first)."""
    kind = CARD[card].kind
    if kind == "instant":
        return 2.2 if card == "super_neigh" else 1.8
    if kind in ("basic", "magical"):
        fns = _fns(card)
        return (1.2 + sum(_ENTER_FN.get(f, 0.0) + _STABLE_FN.get(f, 0.0) for f in fns) * 0.5) + (
            0.8 if "counts_double" in fns else 0.0
        )
    if kind == "magic":
        return 0.8 + 0.3 * _HARMFUL_MAGIC.get(_fns(card)[0], 0.0)
    if kind == "upgrade":
        return 0.7
    return 0.6


class _Table:
    """The observation read once: whose stable holds what, who leads."""

    def __init__(self, data: Mapping[str, Any], me: int) -> None:
        self.d = data
        self.me = me
        self.players = int(data["players"])
        self.target = 6 if self.players >= 6 else 7
        self.scores: list[int] = [int(x) for x in data["scores"]]
        self.stables: list[list[str]] = [list(s) for s in data["stables"]]
        self.hand: list[str] = list(data["hand"] or [])
        self.hand_sizes: list[int] = [int(x) for x in data["hand_sizes"]]
        others = [s for s in range(self.players) if s != me]
        self.leader = max(others, key=lambda s: (self.scores[s], -((s - me) % self.players)))

    def danger(self, seat: int) -> float:
        """How much harming ``seat`` matters: the closer to the target, the more."""
        if seat == self.me:
            return -1.0
        left = self.target - self.scores[seat]
        lead = 1.0 if seat == self.leader else 0.6
        return lead * (1.0 + 2.0 / max(1, left))

    def worth(self, seat: int, card: str) -> float:
        return stable_worth(card, self.stables[seat])

    def best_in(self, seat: int, kinds: tuple[str, ...] = ("baby", "basic", "magical")) -> float:
        vals = [self.worth(seat, c) for c in self.stables[seat] if CARD[c].kind in kinds]
        return max(vals, default=0.0)

    def unicorns(self, seat: int) -> int:
        return sum(_unicorn(c) for c in self.stables[seat])

    def downgrades(self, seat: int) -> int:
        return sum(CARD[c].kind == "downgrade" for c in self.stables[seat])

    def upgrades(self, seat: int) -> int:
        return sum(CARD[c].kind == "upgrade" for c in self.stables[seat])

    # -- the action phase ------------------------------------------------------------
    def play_unicorn(self, card: str, seat: int) -> float:
        if seat != self.me:
            return -1.0
        gain = stable_worth(card, [*self.stables[seat], card])
        gets = 2 if "counts_double" in _fns(card) else 1
        if self.scores[self.me] + gets >= self.target and "pandamonium" not in self.stables[seat]:
            return 50.0
        return 1.0 + gain + self.enter_bonus(card)

    def enter_bonus(self, card: str) -> float:
        total = 0.0
        for f in _fns(card):
            v = _ENTER_FN.get(f, 0.0)
            if f in ("destroy", "discard_then_steal", "return_to_hand", "each_sacrifice"):
                foes = [s for s in range(self.players) if s != self.me]
                v *= 1.0 if any(self.unicorns(s) for s in foes) else 0.0
            if f == "steal" and not any(self.upgrades(s) for s in range(self.players)):
                v = 0.0
            if f == "bring_from_hand" and not any(CARD[c].kind == "basic" for c in self.hand):
                v = 0.0
            total += v
        if card == "narwhal_torpedo":
            total += 0.8 * self.downgrades(self.me)
        if card == "chainsaw_unicorn" and (
            self.downgrades(self.me) or any(self.upgrades(s) for s in range(self.players))
        ):
            total += 0.6
        return total

    def play_magic(self, card: str, target: int | None) -> float:
        foes = [target] if target is not None else [s for s in range(self.players) if s != self.me]
        best_foe = max(foes, key=self.danger)
        return _MAGIC.get(_fns(card)[0], _MAGIC_ELSE)(self, best_foe)

    def play_score(self, card: str, seat: int | None) -> float:
        kind = CARD[card].kind
        if kind in ("basic", "magical"):
            return self.play_unicorn(card, seat if seat is not None else self.me)
        if kind == "upgrade":
            v = stable_worth(card, self.stables[seat if seat is not None else self.me])
            return 0.3 + v if seat == self.me else -0.5 - v
        if kind == "downgrade":
            assert seat is not None
            v = -stable_worth(card, self.stables[seat])
            return -2.0 - v if seat == self.me else 0.2 + v * self.danger(seat)
        if kind == "magic":
            return self.play_magic(card, seat)
        return -1.0

    # -- answering a card played -----------------------------------------------------
    def threat(self, rec: Mapping[str, Any]) -> float:
        """How bad it is for this seat that the card of ``rec`` resolves."""
        card, by, target = str(rec["card"]), int(rec["seat"]), rec.get("target")
        if by == self.me:
            return -self.play_score(card, target)
        kind = CARD[card].kind
        if kind in ("basic", "magical"):
            seat = int(target) if target is not None else by
            gain = 2 if "counts_double" in _fns(card) else 1
            if self.scores[seat] + gain >= self.target and "pandamonium" not in self.stables[seat]:
                return 20.0
            harm = self.enter_bonus(card) if seat != self.me else -1.0
            return self.danger(seat) * (1.0 + harm * 0.5)
        if kind == "upgrade":
            return 0.4 * self.danger(int(target)) if target is not None else 0.3
        if kind == "downgrade":
            if target == self.me:
                return -stable_worth(card, self.stables[self.me]) + 0.5
            return -0.3
        if kind == "magic":
            fn = _fns(card)[0]
            hits_me = target is None or target == self.me
            if fn in ("destroy", "return_then_discard", "unicorn_swap"):
                return _HARMFUL_MAGIC[fn] * (self.best_in(self.me) if hits_me else 0.0)
            if fn == "take_from_discard" and self.scores[by] + 1 >= self.target:
                return 20.0
            return _HARMFUL_MAGIC.get(fn, 0.2) * (1.0 if hits_me else 0.5)
        return 0.0

    def respond(self, legal: Sequence[Action]) -> Action:
        chain = self.d["chain"]
        stands = len(chain) % 2 == 1
        bad = self.threat(chain[0])
        worry = bad if stands else -bad  # positive: Neighing the top helps me
        names = {a.name: a for a in legal}
        if "neigh" in names and worry >= 0.9:
            return names["neigh"]
        if "super_neigh" in names and worry >= 1.4:
            return names["super_neigh"]
        return names.get("pass", legal[0])


# -- playing a Magic card -----------------------------------------------------------------
# Each function weighs a Magic card by its first effect, against ``foe``: the most
# dangerous of its possible targets.
def _magic_destroy(t: _Table, foe: int) -> float:
    return 0.4 + t.danger(foe) * t.best_in(foe)


def _magic_return_then_discard(t: _Table, foe: int) -> float:
    return 0.3 + 0.6 * t.danger(foe) * max(t.best_in(foe), 0.5)


def _magic_unicorn_swap(t: _Table, foe: int) -> float:
    mine = [t.worth(t.me, c) for c in t.stables[t.me] if _unicorn(c)]
    return 0.2 + t.danger(foe) * 0.5 if mine else -1.0


def _magic_sacrifice_then_destroy(t: _Table, foe: int) -> float:
    fodder = t.downgrades(t.me) > 0
    return (1.6 if fodder else 0.5) + 0.3 * t.danger(foe)


def _magic_swap_hands(t: _Table, foe: int) -> float:
    return 0.2 * (t.hand_sizes[foe] - (len(t.hand) - 1)) + 0.1


def _magic_destroy_upgrade_or_sacrifice_downgrade(t: _Table, foe: int) -> float:
    return 1.2 if t.downgrades(t.me) else 0.3 + 0.3 * t.danger(t.leader)


def _magic_move_upgrade_or_downgrade(t: _Table, foe: int) -> float:
    if t.downgrades(t.me) or any(t.upgrades(s) for s in range(t.players) if s != t.me):
        return 1.0
    return -0.5


def _magic_take_from_discard(t: _Table, foe: int) -> float:
    """Kiss of Life: a Unicorn straight into the stable."""
    if any(_unicorn(c) for c in t.d["discard"]):
        return 1.5 + (50.0 if t.scores[t.me] + 1 >= t.target else 0.0)
    return -1.0


def _magic_sacrifice_all(t: _Table, foe: int) -> float:
    """Reset Button: every Upgrade and Downgrade goes."""
    delta = 0.0
    for s in range(t.players):
        w = sum(t.worth(s, c) for c in t.stables[s] if CARD[c].kind != "baby" and not _unicorn(c))
        delta += -w if s == t.me else w * 0.5
    return 0.2 + delta


def _magic_shake_up(t: _Table, foe: int) -> float:
    return 0.1 + 0.1 * (5 - len(t.hand))


def _flat(value: float) -> Callable[[_Table, int], float]:
    def flat(t: _Table, foe: int) -> float:
        return value

    return flat


#: A Magic card's worth by its first effect; any other is worth 0.2.
_MAGIC: dict[str, Callable[[_Table, int], float]] = {
    "destroy": _magic_destroy,
    "return_then_discard": _magic_return_then_discard,
    "unicorn_swap": _magic_unicorn_swap,
    "sacrifice_then_destroy": _magic_sacrifice_then_destroy,
    "swap_hands": _magic_swap_hands,
    "look_and_take": _flat(0.6),
    "destroy_upgrade_or_sacrifice_downgrade": _magic_destroy_upgrade_or_sacrifice_downgrade,
    "move_upgrade_or_downgrade": _magic_move_upgrade_or_downgrade,
    "change_of_luck": _flat(0.9),
    "take_from_discard": _magic_take_from_discard,
    "sacrifice_all": _magic_sacrifice_all,
    "draw_then_discard": _flat(0.5),
    "shake_up": _magic_shake_up,
}
_MAGIC_ELSE = _flat(0.2)


def _rec(d: Mapping[str, Any]) -> dict[str, Any]:
    return dict(d["stack"][-1]) if d["stack"] else {}


@dataclass(frozen=True, slots=True)
class _Step:
    """The effect step a choice answers: its op, its record, and the op of the step that
    follows it in the same effect (``then``), if any."""

    tb: _Table
    rec: Mapping[str, Any]
    op: str
    then: str | None

    @classmethod
    def of(cls, tb: _Table, rec: Mapping[str, Any]) -> _Step:
        g = rec.get("g")
        follow = [r for r in tb.d["stack"][:-1] if r.get("g") == g and r.get("then")]
        return cls(tb, rec, str(rec.get("op", "")), str(follow[-1]["op"]) if follow else None)


def _skip_score(st: _Step, a: Action) -> float:
    """``skip`` gets a baseline the step must beat to be taken."""
    tb = st.tb
    if st.op == "replace":
        return 0.0
    if st.op in ("discard", "sacrifice") and st.then is not None:
        if st.then in ("destroy", "steal"):
            foes = [s for s in range(tb.players) if s != tb.me and tb.unicorns(s)]
            return 0.3 if foes else 9.0
        return 0.3 if st.then == "draw" else 0.5
    return -0.05


def _hand_score(st: _Step, a: Action) -> float:
    c = str(a.args[0])
    if st.op == "bring_from_hand":
        return st.tb.play_unicorn(c, st.tb.me)
    if st.op == "replace":
        return 1.0 - hand_worth(c)
    w = hand_worth(c)
    if st.op == "discard" and st.then == "draw":
        return 0.8 - w  # Claw Machine: worth it only for a poor card
    return 2.5 - w


# -- picking a card in a stable: (step, seat, card, the card's worth there) -> score ----------
Pick = Callable[[_Step, int, str, float], float]


def _pick_loss(st: _Step, s: int, c: str, w: float) -> float:
    """Sacrifice, or a tiny unicorn's loss: the cheapest of my own."""
    return -w if s == st.tb.me else -5.0


def _pick_replace(st: _Step, s: int, c: str, w: float) -> float:
    return st.tb.worth(st.tb.me, str(st.rec.get("card"))) - w


def _pick_destroy(st: _Step, s: int, c: str, w: float) -> float:
    return st.tb.danger(s) * w


def _pick_steal(st: _Step, s: int, c: str, w: float) -> float:
    return st.tb.danger(s) * w + stable_worth(c, st.tb.stables[st.tb.me])


def _pick_choose_one(st: _Step, s: int, c: str, w: float) -> float:
    return -w + 0.5 if s == st.tb.me else st.tb.danger(s) * w


def _pick_return(st: _Step, s: int, c: str, w: float) -> float:
    if s == st.tb.me:
        return -w
    return st.tb.danger(s) * (2.0 if CARD[c].kind == "baby" else w)


def _pick_give(st: _Step, s: int, c: str, w: float) -> float:
    return -w


def _pick_retarget(st: _Step, s: int, c: str, w: float) -> float:
    mine = s == st.tb.me
    if CARD[c].kind == "downgrade":
        return 1.0 if mine else -1.0
    return 1.0 if not mine else -1.0


_PICK: dict[str, Pick] = {
    "sacrifice": _pick_loss,
    "tiny": _pick_loss,
    "replace": _pick_replace,
    "destroy": _pick_destroy,
    "steal": _pick_steal,
    "choose_one": _pick_choose_one,
    "return": _pick_return,
    "return_each": _pick_return,
    "give": _pick_give,
    "retarget": _pick_retarget,
}


def _pick_score(st: _Step, a: Action) -> float:
    s, c = int(a.args[0]), str(a.args[1])
    score = _PICK.get(st.op)
    return score(st, s, c, st.tb.worth(s, c)) if score is not None else 0.0


def _take_score(st: _Step, a: Action) -> float:
    c = str(a.args[0])
    if st.op == "bring_baby":
        return 1.0
    if st.op == "from_discard" and st.rec.get("to") == "stable":
        return stable_worth(c, st.tb.stables[st.tb.me])
    return hand_worth(c)


# -- naming a seat: (step, seat) -> score; an op not listed: how dangerous the seat is ---------
def _seat_hand(st: _Step, s: int) -> float:
    return st.tb.hand_sizes[s] + st.tb.danger(s)


def _seat_swap_hands(st: _Step, s: int) -> float:
    return st.tb.hand_sizes[s] - len(st.tb.hand)


def _seat_other_discards(st: _Step, s: int) -> float:
    return st.tb.danger(s) + (0.5 if st.tb.hand_sizes[s] else 0.0)


def _seat_give(st: _Step, s: int) -> float:
    return st.tb.best_in(s) - 0.5 * st.tb.danger(s)


def _seat_retarget(st: _Step, s: int) -> float:
    moving = str(st.rec.get("card", ""))
    if moving and CARD[moving].kind == "downgrade":
        return st.tb.danger(s) if s != st.tb.me else -5.0
    return 5.0 if s == st.tb.me else -st.tb.danger(s)


_SEAT: dict[str, Callable[[_Step, int], float]] = {
    "pull_random": _seat_hand,
    "look": _seat_hand,
    "swap_hands": _seat_swap_hands,
    "other_discards": _seat_other_discards,
    "give": _seat_give,
    "retarget": _seat_retarget,
}


def _seat_score(st: _Step, a: Action) -> float:
    s = int(a.args[0])
    score = _SEAT.get(st.op)
    return score(st, s) if score is not None else st.tb.danger(s)


#: How a choice inside an effect is scored, by the kind of choice (its action's name).
_EFFECT_CHOICE: dict[str, Callable[[_Step, Action], float]] = {
    "skip": _skip_score,
    "hand": _hand_score,
    "pick": _pick_score,
    "take": _take_score,
    "seat": _seat_score,
}


def _effect_score(st: _Step, a: Action) -> float:
    """A choice inside an effect, by the :data:`_EFFECT_CHOICE` entry of its kind."""
    score = _EFFECT_CHOICE.get(a.name)
    return score(st, a) if score is not None else 0.0


def _trigger_order(a: Action) -> float:
    """Beginning-of-turn effects: the one that ends the turn last, the rest in order."""
    return -1.0 if "destroy_then_end_turn" in _fns(str(a.args[0])) else 0.0


class HeuristicBot:
    name = "heuristic"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        d = observation.data
        me = observation.seat
        if me is None or not legal:
            raise ValueError("the heuristic bot plays a seat with something to decide")
        if len(legal) == 1:
            return legal[0]
        return _decide(d, me, legal)

    def choose_state(
        self, state: UnicornsState, seat: int, legal: Sequence[Action], rng: Rng
    ) -> Action:
        """Exactly ``choose(state.view(seat), legal, rng)``, without building the whole
        view: the search's playouts ask the guide for thousands of moves. The fields the
        bot reads are those of the view, taken from the state as the view takes them and
        not copied (the bot copies what it keeps; ``tests/bots/test_guides.py`` compares
        the two on every seat of random states and checks that the state is unchanged)."""
        if len(legal) == 1:
            return legal[0]
        decision = state.decision
        data = {
            "players": state.players,
            "decision": decision.to_dict() if decision else None,
            "hand": state.hands[seat],
            "hand_sizes": [len(h) for h in state.hands],
            "stables": state.stables,
            "discard": state.discard,
            "chain": state.chain,
            "stack": state.stack,
            "scores": state.scores(),
        }
        return _decide(data, seat, legal)


def _decide(d: Mapping[str, Any], me: int, legal: Sequence[Action]) -> Action:
    """The choice among ``legal`` (more than one) from the view's fields ``d``."""
    tb = _Table(d, me)
    kind = d["decision"]["kind"] if d["decision"] else ""
    if d["stack"]:
        step = _Step.of(tb, _rec(d))  # read once for all the choices
        return _best(legal, lambda a: _effect_score(step, a))
    if kind == "respond":
        return tb.respond(legal)
    if kind == "trigger":
        return _best(legal, _trigger_order)
    if kind == "action":
        return _best(legal, lambda a: _action_score(tb, a))
    if kind == "hand_limit":
        return _best(legal, lambda a: -hand_worth(str(a.args[0])))
    return legal[0]


def _action_score(tb: _Table, a: Action) -> float:
    if a.name == "draw":
        return _DRAW
    if a.name == "end":
        return 0.0
    if a.name == "play":
        seat = int(a.args[1]) if len(a.args) > 1 else None
        return tb.play_score(str(a.args[0]), seat)
    return -1.0


def _best(legal: Sequence[Action], score: Any) -> Action:
    best, best_v = legal[0], float("-inf")
    for a in legal:
        v = score(a)
        if v > best_v:
            best, best_v = a, v
    return best
