"""Card effects as named functions, and the few key words they are made of.

Every ability in ``cards.toml`` names one function here. One mechanism fires them all
(:func:`fire`, :func:`enter`, :func:`leave`, :func:`remove`, :func:`holds`): it looks
over the cards in a stable for the trigger at hand, never at particular card ids.

- ``enter`` / ``leave`` / ``beginning_of_turn`` / ``play`` functions return the steps of
  the effect, records pushed on the state's effect stack (``step(op, seat, ...)``).
- ``watch`` functions react to a Unicorn entering or leaving their stable.
- ``standing`` functions are conditions that hold "at any time" (Tiny Stable): checked
  by :func:`standing_checks` whenever any card enters or leaves their stable, so every way
  the count can change (a Unicorn entering, Pandamonium or Blinding Light leaving) is
  caught.
- ``passive`` functions answer a question about the table (``holds``).
- ``instead`` functions replace where a leaving card goes, or offer its owner a
  replacement choice.

Steps (typed :class:`~stil.games.unicorns.state.Step` records) are resolved by the
rulebook's key words, each one record in ``OPS`` (name → :class:`Op`, declared once by a
small class under ``@op``): an asked op lists its seat's answers (``options``), may say
yes or no quicker (``feasible``) and carries an answer out (``resolve``); an
:class:`Auto` op asks nobody: its ``run`` carries it out when it comes to the top.
``OPTIONS`` and ``AUTO`` are views of ``OPS`` for callers that read one side of every op.
"A, then B" is a group of steps where B carries ``then``: when A fails or is declined, B
is dropped.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterator
from typing import Any, ClassVar, Unpack, cast

from stil.core import Action, ActionSpace, Seat
from stil.games.unicorns.cards import (
    BABIES,
    CARD,
    CARDS,
    IDS,
    UNICORNS,
    Effect,
    matches,
)
from stil.games.unicorns.state import Passed, Step, StepParams, UnicornsState

S = UnicornsState
SEATS = tuple(range(8))
PLAYABLE = tuple(c.id for c in CARDS if c.kind in ("basic", "magical", "upgrade", "downgrade"))
MAGIC = tuple(c.id for c in CARDS if c.kind == "magic")
BOT_CARDS = tuple(c.id for c in CARDS if any(e.trigger == "beginning_of_turn" for e in c.effects))
NON_BABY = tuple(c for c in IDS if c not in BABIES)
ACTIONS = ActionSpace(
    [
        ("baby", BABIES),
        ("trigger", BOT_CARDS),
        ("draw",),
        ("end",),
        ("play", MAGIC),
        ("play", PLAYABLE + MAGIC, SEATS),
        ("pass",),
        ("neigh",),
        ("super_neigh",),
        ("hand", NON_BABY),
        ("pick", SEATS, IDS),
        ("take", IDS),
        ("seat", SEATS),
        ("skip",),
    ]
)
A = ACTIONS.get
SKIP = A("skip")


# The interned actions the rules list most, looked up by card and seat (one dict look-up
# where ``A`` builds a key tuple each time; the same objects ``A`` returns).
def by_card(name: str, cards: tuple[str, ...]) -> dict[str, Action]:
    """``name card`` for each card, by card."""
    return {c: A(name, c) for c in cards}


HAND = by_card("hand", NON_BABY)
TAKE = by_card("take", IDS)
#: ``PICK[seat][card]``: a card of that seat's stable
PICK: tuple[dict[str, Action], ...] = tuple({c: A("pick", s, c) for c in IDS} for s in SEATS)
SEAT = tuple(A("seat", s) for s in SEATS)


# -- the table, as the rules read it -----------------------------------------------------
def log(state: S, event: dict[str, Any], to: tuple[Seat, ...] | None = None) -> None:
    state.log.append((to, event))


#: ``_OTHERS[n][seat]``: the other seats of an ``n``-seat table in order, after ``seat``
_OTHERS = tuple(tuple(tuple((s + i) % n for i in range(1, n)) for s in range(n)) for n in range(9))


def others(state: S, seat: Seat) -> list[Seat]:
    """The other seats in table order, starting after ``seat`` (a new list: callers keep
    and shorten it)."""
    return list(_OTHERS[state.players][seat])


#: the passive abilities of each card, looked up once (``holds`` runs on every check)
_PASSIVE: dict[str, tuple[Effect, ...]] = {
    c.id: tuple(e for e in c.effects if e.trigger == "passive") for c in CARDS
}


_BY_FN: dict[str, frozenset[str]] = {}
_NONE: frozenset[str] = frozenset()
for _c in CARDS:
    for _e in _c.effects:
        if _e.trigger == "passive":
            _BY_FN[_e.fn] = _BY_FN.get(_e.fn, frozenset()) | {_c.id}

#: the cards whose abilities a stable can switch off (Unicorns), and the cards that can
#: (Blinding Light, Pandamonium): ``card_active`` answers at once when neither meets
_SILENCEABLE = frozenset(c.id for c in CARDS if c.kind in ("basic", "magical"))
_SILENCERS = _BY_FN.get("unicorns_blinded", _NONE) | _BY_FN.get("unicorns_are_pandas", _NONE)


def card_active(state: S, seat: Seat, card: str) -> bool:
    """Do the card's abilities work in this stable? (Blinding Light; Pandas by option.)"""
    if card not in _SILENCEABLE or _SILENCERS.isdisjoint(state.stables[seat]):
        return True
    if holds(state, seat, "unicorns_blinded"):
        return False
    return bool(state.options["panda_abilities"]) or not holds(state, seat, "unicorns_are_pandas")


def holds(state: S, seat: Seat, fn: str, **ctx: Any) -> bool:
    """Is a passive ability named ``fn`` in force in ``seat``'s stable for ``ctx``?"""
    having = _BY_FN.get(fn, _NONE)
    stable = state.stables[seat]
    if having.isdisjoint(stable):  # mostly: no card of the stable has the ability
        return False
    for card in stable:
        if card in having and card_active(state, seat, card):
            for e in _PASSIVE[card]:
                if e.fn == fn and PASSIVES[fn](state, seat, card, e.params, ctx):
                    return True
    return False


def is_unicorn(state: S, seat: Seat, card: str) -> bool:
    """A Unicorn card in ``seat``'s stable (Pandamonium makes them Pandas)."""
    return card in UNICORNS and not holds(state, seat, "unicorns_are_pandas")


def has_own(card: str, fn: str) -> bool:
    return any(e.fn == fn for e in CARD[card].effects)


def unicorn_value(state: S, seat: Seat, card: str) -> int:
    if not is_unicorn(state, seat, card):
        return 0
    if has_own(card, "counts_double") and card_active(state, seat, card):
        return 2
    return 1


_DOUBLE = frozenset(c.id for c in CARDS if has_own(c.id, "counts_double"))


def unicorn_count(state: S, seat: Seat) -> int:
    """Unicorns in the stable, as ``unicorn_value`` sums them (Pandas looked up once)."""
    stable = state.stables[seat]
    if not stable or holds(state, seat, "unicorns_are_pandas"):
        return 0
    n = 0
    for c in stable:
        if c in UNICORNS:
            n += 2 if c in _DOUBLE and card_active(state, seat, c) else 1
    return n


def fits(state: S, seat: Seat, card: str, what: str) -> bool:
    """Does a card in ``seat``'s stable fit a filter? Pandas are no Unicorns."""
    if what == "unicorn":
        return is_unicorn(state, seat, card)
    if what == "basic":
        return CARD[card].kind == "basic" and is_unicorn(state, seat, card)
    return matches(card, what)


def can_enter(state: S, seat: Seat, card: str) -> bool:
    """Queen Bee: a Basic Unicorn enters no stable but the Queen Bee owner's."""
    if CARD[card].kind != "basic":
        return True
    return not any(holds(state, s, "basics_only_for_owner") for s in others(state, seat))


_QUEENS = _BY_FN["basics_only_for_owner"]


def queen_bees(state: S) -> list[Seat]:
    """The seats whose Queen Bee is in force, looked up once for a whole list of plays: a
    Basic Unicorn may enter a stable when no other seat is among them (as ``can_enter``)."""
    stables = state.stables
    return [
        s
        for s in range(state.players)
        if not _QUEENS.isdisjoint(stables[s]) and holds(state, s, "basics_only_for_owner")
    ]


#: the cards that can keep a card of their stable from being destroyed
_SHIELDS = _BY_FN["unicorns_not_destroyed"] | _BY_FN["immune_to_magic_destroy"]


def destroyable(state: S, seat: Seat, card: str, by_magic: bool) -> bool:
    if _SHIELDS.isdisjoint(state.stables[seat]):  # mostly: no shield in the stable
        return True
    return not holds(state, seat, "unicorns_not_destroyed", target=card) and not holds(
        state, seat, "immune_to_magic_destroy", target=card, by_magic=by_magic
    )


def can_neigh(state: S, seat: Seat) -> bool:
    return not holds(state, seat, "cannot_neigh")


def hand_public(state: S, seat: Seat) -> bool:
    return holds(state, seat, "hand_face_up")


# -- moving cards -------------------------------------------------------------------------
def step(op: str, seat: Seat, src: str, **kw: Unpack[StepParams]) -> Step:
    # (a cast: mypy reads a ``**`` of parameters into a step as missing ``g``)
    return cast(Step, {"op": op, "seat": seat, "src": src, "then": False, "may": False, **kw})


def push(state: S, recs: list[Step]) -> None:
    """Push one effect's steps (first step on top), as one group."""
    g = state.next_g
    state.next_g += 1
    for r in recs:
        r["g"] = g
    state.stack.extend(reversed(recs))


def finish(state: S, rec: Step, ok: bool) -> None:
    """Take the step ``rec`` (the top) off the stack; when it failed, drop its ``then``s."""
    top = state.stack.pop()
    assert top is rec
    if not ok:
        g = rec["g"]
        while state.stack and state.stack[-1]["g"] == g and state.stack[-1]["then"]:
            state.stack.pop()


def pass_on(state: S, rec: Step, **kv: Unpack[Passed]) -> None:
    """Hand values (the chosen player...) to the steps left in ``rec``'s group."""
    for r in reversed(state.stack):
        if r["g"] != rec["g"]:
            break
        r.update(cast(Step, kv))


def draw_cards(state: S, seat: Seat, n: int) -> int:
    got = []
    for _ in range(n):
        if not state.deck:
            break
        got.append(state.deck.pop())
    for c in got:
        insort(state.hands[seat], c)
    if got:
        log(state, {"type": "draw", "seat": seat, "count": len(got)})
        log(state, {"type": "drew", "seat": seat, "cards": got}, (seat,))
    return len(got)


def discard_from_hand(state: S, seat: Seat, card: str) -> None:
    state.hands[seat].remove(card)
    state.discard.append(card)
    log(state, {"type": "discard", "seat": seat, "card": card})


def fire(state: S, seat: Seat, card: str, trigger: str) -> None:
    """Push the card's abilities with this trigger, for the owner of ``seat``'s stable."""
    if not card_active(state, seat, card):
        return
    for e in CARD[card].effects:
        if e.trigger == trigger:
            start_effect(state, seat, card, e)


def start_effect(state: S, seat: Seat, card: str, e: Effect, only: Seat | None = None) -> bool:
    """Push an effect's steps. An optional effect whose first step cannot be done is
    skipped unasked. Returns whether anything was pushed."""
    recs = STEPS[e.fn](state, seat, card, e.params)  # step functions only read params
    if not recs:
        return False
    if only is not None:
        recs[0]["only"] = only
    if e.may:
        recs[0]["may"] = True
        if not feasible(state, recs[0]):
            return False
    push(state, recs)
    return True


#: the cards that watch Unicorns come and go (Barbed Wire)
_WATCHERS = frozenset(c.id for c in CARDS if any(e.trigger == "watch" for e in c.effects))


def _watch(state: S, seat: Seat, event: str, card: str) -> None:
    if _WATCHERS.isdisjoint(state.stables[seat]):  # mostly: nobody watches
        return
    for c in state.stables[seat]:
        if not card_active(state, seat, c):
            continue
        for e in CARD[c].effects:
            if e.trigger == "watch":
                recs = WATCH[e.fn](state, seat, c, e.params, event, card)
                if recs:
                    push(state, recs)


def enter(state: S, seat: Seat, card: str, how: str) -> None:
    """A card enters a stable (played, brought, stolen, moved): its enter effects fire for
    that stable's owner, then the stable's watchers, then its standing checks (Tiny
    Stable's, on top)."""
    state.stables[seat].append(card)
    log(state, {"type": "enter", "seat": seat, "card": card, "how": how})
    fire(state, seat, card, "enter")
    if is_unicorn(state, seat, card):
        _watch(state, seat, "enter", card)
    elif any(e.trigger == "watch" for e in CARD[card].effects):
        _watch(state, seat, "arrive", card)
    standing_checks(state, seat)


def leave(state: S, seat: Seat, card: str, how: str, standing: bool = True) -> None:
    """A card leaves a stable. Sacrificed, destroyed or returned cards go where their
    ``instead`` abilities say (Babies to the nursery, flyers to the hand), else to the
    discard pile (returned: to the hand); stolen and moved cards go to the caller.
    ``standing=False``: the caller runs the standing checks once its instruction is done."""
    was_unicorn = is_unicorn(state, seat, card)
    active = card_active(state, seat, card)
    state.stables[seat].remove(card)
    if how not in ("sacrifice", "destroy", "return"):
        log(state, {"type": "leave", "seat": seat, "card": card, "how": how})
    else:
        dest = "hand" if how == "return" else "discard"
        for e in CARD[card].effects:
            if (
                e.trigger == "instead"
                and e.fn in DESTINATIONS
                and (active or CARD[card].kind == "baby")
            ):
                dest = DESTINATIONS[e.fn](state, seat, card, how) or dest
        # where it went is public (a Baby to the nursery, a flyer to its owner's hand)
        log(state, {"type": "leave", "seat": seat, "card": card, "how": how, "to": dest})
        if dest == "nursery":
            insort(state.nursery, card)
        elif dest == "hand":
            insort(state.hands[seat], card)
        else:
            state.discard.append(card)
        if how != "return" and active:
            for e in CARD[card].effects:
                if e.trigger == "leave":
                    start_effect(state, seat, card, e)
    if was_unicorn:
        _watch(state, seat, "leave", card)
    if standing:  # Pandamonium or Blinding Light leaving raises the count
        standing_checks(state, seat)


def remove(
    state: S,
    seat: Seat,
    card: str,
    how: str,
    by_magic: bool = False,
    keep_for: int = -1,
    standing: bool = True,
) -> None:
    """Sacrifice or destroy ``card`` of ``seat``'s stable, offering its owner any
    replacement ("instead") first: one replacement at most applies to an event.

    ``keep_for``: the group of a destroy step that picks more cards after this one; a
    card a replacement keeps in play is noted there, so it is not picked twice."""
    offers: list[Action] = []
    for c in state.stables[seat]:
        if c not in _REPLACERS or not card_active(state, seat, c):
            continue
        for e in CARD[c].effects:
            if e.trigger == "instead" and e.fn in CHOICES:
                offers += CHOICES[e.fn](state, seat, c, card, how)
    if offers:
        rec = step("replace", seat, card, card=card, how=how, may=True)
        if keep_for >= 0:
            rec["keep_for"] = keep_for
        push(state, [rec])
    else:
        leave(state, seat, card, how, standing)


def move(state: S, src: Seat, dst: Seat, card: str, how: str) -> None:
    leave(state, src, card, how)
    enter(state, dst, card, how)


# -- step ops: each key word one record, in ``OPS`` ----------------------------------------
def _d(cards: list[str]) -> list[str]:
    return sorted(set(cards))


def _any(found: Iterator[object]) -> bool:
    return next(found, None) is not None


def _targets(state: S, rec: Step) -> list[Seat]:
    only = rec.get("only")
    return [only] if only is not None else others(state, rec["seat"])


class Op:
    """A key word of the rulebook (DISCARD, SACRIFICE, DESTROY, STEAL...) as a step on
    the effect stack: everything about it in one place.

    An asked op lists its answers (``options``; empty: it cannot be done) and carries
    one out (``resolve``, which takes the step off the stack with :func:`finish` when it
    is done). ``feasible`` is a yes/no that may stop at its first answer; it agrees with
    ``bool(options)`` except for a private op, whose seat is always asked. An op that
    asks nobody (``asks = False``) overrides ``run`` instead."""

    name: ClassVar[str]
    #: its seat answers a decision (else ``run`` carries it out at once)
    asks: ClassVar[bool] = True
    #: its choices come from a hidden zone (a hand, the deck): always asked, never made
    #: unasked, so that whether a seat is asked tells the others nothing
    private: ClassVar[bool] = False

    def is_private(self, rec: Step) -> bool:
        return self.private

    def options(self, state: S, rec: Step) -> list[Action]:
        raise NotImplementedError(self.name)

    def feasible(self, state: S, rec: Step) -> bool:
        return self.is_private(rec) or bool(self.options(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        raise NotImplementedError(self.name)

    def run(self, state: S, rec: Step) -> None:
        raise NotImplementedError(self.name)


class Auto(Op):
    """An op that asks nobody: ``run`` carries it out when it comes to the top."""

    asks = False

    def feasible(self, state: S, rec: Step) -> bool:
        return True


#: every op by name: the asked ones first, in the order the RL encoder numbers them
OPS: dict[str, Op] = {}


def op(cls: type[Op]) -> type[Op]:
    """Register one op (its class declares it; one instance serves every state)."""
    assert cls.name not in OPS, cls.name
    OPS[cls.name] = cls()
    return cls


def is_private(rec: Step) -> bool:
    return OPS[rec["op"]].is_private(rec)


def options(state: S, rec: Step) -> list[Action]:
    """The answers to the step on top; empty when it cannot be done."""
    acts = OPS[rec["op"]].options(state, rec)
    if rec.get("may") and (acts or is_private(rec)):
        return [*acts, SKIP]
    return acts


def feasible(state: S, rec: Step) -> bool:
    return OPS[rec["op"]].feasible(state, rec)


@op
class Discard(Op):
    """DISCARD ``n`` cards of ``what`` kind from one's own hand."""

    name = "discard"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        what = rec.get("what", "card")
        fit = [c for c in state.hands[rec["seat"]] if matches(c, what)]
        if rec.get("may") and len(fit) < rec.get("n", 1):
            return []  # an optional cost that cannot be paid in full is not begun
        return [HAND[c] for c in _d(fit)]

    def feasible(self, state: S, rec: Step) -> bool:
        if rec.get("what", "card") != "card":
            return True  # the hidden cards decide: the seat is asked, and may only skip
        return len(state.hands[rec["seat"]]) >= int(rec.get("n", 1)) - int(rec.get("done", 0))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        rec["done"] = rec.get("done", 0) + 1
        rec["may"] = False
        if rec["done"] >= rec.get("n", 1):
            finish(state, rec, True)
        discard_from_hand(state, rec["seat"], str(a.args[0]))


def _stabby_ok(state: S, rec: Step, card: str) -> bool:
    return not (
        rec.get("voluntary")
        and card == "stabby_the_unicorn"
        and not state.options["stabby_voluntary_sacrifice"]
    )


@op
class Sacrifice(Op):
    """SACRIFICE a card of ``what`` kind of one's own stable (``self``: the source)."""

    name = "sacrifice"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[str]:
        seat, what = rec["seat"], rec.get("what", "card")
        stable = state.stables[seat]
        if what == "self":
            if rec["src"] in stable:
                yield rec["src"]
            return
        exclude = rec.get("exclude") or ()
        for c in _d(stable):
            if fits(state, seat, c, what) and _stabby_ok(state, rec, c) and c not in exclude:
                yield c

    def options(self, state: S, rec: Step) -> list[Action]:
        pick = PICK[rec["seat"]]
        return [pick[c] for c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        remove(state, rec["seat"], str(a.args[1]), "sacrifice")


def _kept_key(seat: Seat, card: str) -> str:
    return f"{seat} {card}"


def _not_kept(state: S, rec: Step, seat: Seat, card: str) -> bool:
    """Two-For-One never picks the same card twice: a copy that a replacement (Phoenix,
    Black Knight) kept in play after this step picked it is no target; other copies are."""
    kept: list[str] = rec.get("kept", [])
    return not kept or state.stables[seat].count(card) > kept.count(_kept_key(seat, card))


@op
class Destroy(Op):
    """DESTROY ``n`` cards of ``what`` kind in the other stables, one at a time."""

    name = "destroy"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        what, by_magic = rec.get("what", "card"), rec.get("by_magic", False)
        for s in _targets(state, rec):
            for c in _d(state.stables[s]):
                if (
                    fits(state, s, c, what)
                    and destroyable(state, s, c, by_magic)
                    and _not_kept(state, rec, s, c)
                ):
                    yield s, c

    def options(self, state: S, rec: Step) -> list[Action]:
        return [PICK[s][c] for s, c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        rec["done"] = rec.get("done", 0) + 1
        rec["may"] = False
        more = rec["done"] < rec.get("n", 1)
        if not more:
            finish(state, rec, True)
        keep_for = int(rec["g"]) if more else -1
        by_magic = rec.get("by_magic", False)
        remove(state, int(a.args[0]), str(a.args[1]), "destroy", by_magic, keep_for)


@op
class Steal(Op):
    """STEAL a card of ``what`` kind from another stable into one's own."""

    name = "steal"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        seat, what = rec["seat"], rec.get("what", "card")
        exclude = rec.get("exclude")
        for s in _targets(state, rec):
            for c in _d(state.stables[s]):
                if c != exclude and fits(state, s, c, what) and can_enter(state, seat, c):
                    yield s, c

    def options(self, state: S, rec: Step) -> list[Action]:
        return [PICK[s][c] for s, c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        move(state, int(a.args[0]), rec["seat"], str(a.args[1]), "steal")


@op
class Return(Op):
    """RETURN a card of another stable (``any_player``: any) to its owner's hand."""

    name = "return"

    def options(self, state: S, rec: Step) -> list[Action]:
        seats = _targets(state, rec)
        if rec.get("any_player") and rec.get("only") is None:
            seats = [rec["seat"], *seats]
        return [PICK[s][c] for s in seats for c in _d(state.stables[s])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s = int(a.args[0])
        finish(state, rec, True)
        if rec.get("victim_discards"):
            pass_on(state, rec, seat=s)
        leave(state, s, str(a.args[1]), "return")


def _next_nonempty(state: S, rec: Step) -> Seat | None:
    for s in rec["order"]:
        if state.stables[s]:
            return int(s)
    return None


@op
class ReturnEach(Op):
    """Glitter Tornado: one card of every stable in ``order`` back to its owner's hand."""

    name = "return_each"

    def options(self, state: S, rec: Step) -> list[Action]:
        s = _next_nonempty(state, rec)
        return [] if s is None else [PICK[s][c] for c in _d(state.stables[s])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s = int(a.args[0])
        order = rec["order"]
        rec["order"] = order[order.index(s) + 1 :]
        if _next_nonempty(state, rec) is None or not rec["order"]:
            finish(state, rec, True)
        leave(state, s, str(a.args[1]), "return")


@op
class PullRandom(Op):
    """A card at random from the hand of a player of one's choice."""

    name = "pull_random"

    def options(self, state: S, rec: Step) -> list[Action]:
        return [SEAT[s] for s in _targets(state, rec) if state.hands[s]]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s, seat = int(a.args[0]), rec["seat"]
        finish(state, rec, True)
        hand = state.hands[s]
        card = hand.pop(state.rng.below(len(hand)))
        insort(state.hands[seat], card)
        log(state, {"type": "pull", "seat": seat, "from": s})
        log(state, {"type": "pulled", "seat": seat, "from": s, "card": card}, (seat, s))


@op
class OtherDiscards(Op):
    """A player of one's choice DISCARDs a card."""

    name = "other_discards"

    def options(self, state: S, rec: Step) -> list[Action]:
        seats = _targets(state, rec)
        if rec.get("any_player"):
            seats = [rec["seat"], *seats]
        return [SEAT[s] for s in seats]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        push(state, [step("discard", int(a.args[0]), rec["src"], n=1)])


@op
class SwapHands(Op):
    """Trade hands with a player of one's choice."""

    name = "swap_hands"

    def options(self, state: S, rec: Step) -> list[Action]:
        return [SEAT[s] for s in _targets(state, rec)]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s, seat = int(a.args[0]), rec["seat"]
        finish(state, rec, True)
        state.hands[s], state.hands[seat] = state.hands[seat], state.hands[s]
        log(state, {"type": "swap_hands", "seat": seat, "with": s})


@op
class Look(Op):
    """Choose a player (``victim``), look at their hand, take a card of it; the second
    answer is private (it comes from a hand), the first is not."""

    name = "look"
    private = True

    def is_private(self, rec: Step) -> bool:
        return "victim" in rec

    def options(self, state: S, rec: Step) -> list[Action]:
        if "victim" not in rec:
            return [SEAT[s] for s in _targets(state, rec) if state.hands[s]]
        return [TAKE[c] for c in _d(state.hands[rec["victim"]])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        if a.name == "seat":
            rec["victim"] = int(a.args[0])
            rec["may"] = False
            log(state, {"type": "look", "seat": rec["seat"], "at": rec["victim"]})
            return
        finish(state, rec, True)
        card, s = str(a.args[0]), rec["victim"]
        state.hands[s].remove(card)
        insort(state.hands[rec["seat"]], card)
        log(state, {"type": "took", "seat": rec["seat"], "from": s, "card": card}, (rec["seat"], s))


def _movable(state: S, rec: Step, to: Seat) -> Iterator[str]:
    seat = rec["seat"]
    for c in _d(state.stables[seat]):
        if is_unicorn(state, seat, c) and can_enter(state, to, c):
            yield c


@op
class Give(Op):
    """Unicorn Swap's first half: a player (``victim``), then one of one's Unicorns that
    moves to them; the steal after it may only take from them."""

    name = "give"

    def options(self, state: S, rec: Step) -> list[Action]:
        seat = rec["seat"]
        if "victim" not in rec:
            return [SEAT[s] for s in _targets(state, rec) if _any(_movable(state, rec, s))]
        pick = PICK[seat]
        return [pick[c] for c in _movable(state, rec, rec["victim"])]

    def feasible(self, state: S, rec: Step) -> bool:
        if "victim" not in rec:
            return any(_any(_movable(state, rec, s)) for s in _targets(state, rec))
        return _any(_movable(state, rec, rec["victim"]))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        if a.name == "seat":
            rec["victim"] = int(a.args[0])
            return
        card, s = str(a.args[1]), rec["victim"]
        finish(state, rec, True)
        same = state.options["swap_steal_back_same_card"]
        pass_on(state, rec, only=s, exclude=None if same else card)
        move(state, rec["seat"], s, card, "move")


@op
class Retarget(Op):
    """Re-Target: an Upgrade or Downgrade of any stable (``from``, ``card``), then the
    stable it moves to."""

    name = "retarget"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        for s in range(state.players):
            for c in _d(state.stables[s]):
                if matches(c, "upgrade_or_downgrade"):
                    yield s, c

    def options(self, state: S, rec: Step) -> list[Action]:
        if "card" not in rec:
            return [PICK[s][c] for s, c in self.cards(state, rec)]
        return [SEAT[t] for t in range(state.players) if t != rec["from"]]

    def feasible(self, state: S, rec: Step) -> bool:
        return "card" in rec or _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        if a.name == "pick":
            rec["from"], rec["card"] = int(a.args[0]), str(a.args[1])
            return
        finish(state, rec, True)
        move(state, rec["from"], int(a.args[0]), rec["card"], "move")


@op
class ChooseOne(Op):
    """Another player's Upgrade to destroy, or one's own Downgrade to sacrifice."""

    name = "choose_one"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        seat, by_magic = rec["seat"], rec.get("by_magic", False)
        for s in others(state, seat):
            for c in _d(state.stables[s]):
                if CARD[c].kind == "upgrade" and destroyable(state, s, c, by_magic):
                    yield s, c
        for c in _d(state.stables[seat]):
            if CARD[c].kind == "downgrade":
                yield seat, c

    def options(self, state: S, rec: Step) -> list[Action]:
        return [PICK[s][c] for s, c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s, card = int(a.args[0]), str(a.args[1])
        finish(state, rec, True)
        if s == rec["seat"]:
            remove(state, s, card, "sacrifice")
        else:
            remove(state, s, card, "destroy", rec.get("by_magic", False))


@op
class FromDiscard(Op):
    """A card of ``what`` kind from the discard pile, ``to`` the hand or the stable."""

    name = "from_discard"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[str]:
        seat, what = rec["seat"], rec["what"]
        for c in _d(state.discard):
            if (
                matches(c, what)
                and not (rec.get("not_self") and c == rec["src"])
                and (rec["to"] == "hand" or can_enter(state, seat, c))
            ):
                yield c

    def options(self, state: S, rec: Step) -> list[Action]:
        return [TAKE[c] for c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        card, seat = str(a.args[0]), rec["seat"]
        finish(state, rec, True)
        i = len(state.discard) - 1 - state.discard[::-1].index(card)
        del state.discard[i]
        if rec["to"] == "hand":
            insort(state.hands[seat], card)
            log(state, {"type": "take_discard", "seat": seat, "card": card})
        else:
            enter(state, seat, card, "bring")


@op
class Search(Op):
    """A card of ``what`` kind from the deck to the hand; the deck is shuffled."""

    name = "search"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        return [TAKE[c] for c in _d(state.deck) if matches(c, rec["what"])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        card, seat = str(a.args[0]), rec["seat"]
        finish(state, rec, True)
        state.deck.remove(card)
        insort(state.hands[seat], card)
        state.rng.shuffle(state.deck)
        log(state, {"type": "search", "seat": seat, "card": card})


@op
class Oracle(Op):
    """One of the top ``n`` cards to the hand; then (``stage``) which of the other two
    goes back on top."""

    name = "oracle"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        n = 2 if rec.get("stage") else rec.get("n", 3)
        return [TAKE[c] for c in _d(state.deck[-n:])] if state.deck else []

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        card, seat = str(a.args[0]), rec["seat"]
        deck = state.deck
        if rec.get("stage"):
            rest = deck[-2:]
            rest.remove(card)
            deck[-2:] = [rest[0], card]
            finish(state, rec, True)
            return
        n = min(rec.get("n", 3), len(deck))
        i = len(deck) - 1 - deck[::-1].index(card)
        del deck[i]
        insort(state.hands[seat], card)
        log(state, {"type": "oracle", "seat": seat})
        if n - 1 == 2 and deck[-1] != deck[-2]:
            rec["stage"] = 1
        else:
            finish(state, rec, True)


@op
class BringBaby(Op):
    """A Baby Unicorn from the nursery into one's stable."""

    name = "bring_baby"

    def options(self, state: S, rec: Step) -> list[Action]:
        return [TAKE[b] for b in state.nursery]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        b = str(a.args[0])
        state.nursery.remove(b)
        enter(state, rec["seat"], b, "bring")


@op
class BringFromHand(Op):
    """A card of ``what`` kind from the hand into one's stable (a bring, not a play)."""

    name = "bring_from_hand"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        seat = rec["seat"]
        return [
            HAND[c]
            for c in _d(state.hands[seat])
            if matches(c, rec["what"]) and can_enter(state, seat, c)
        ]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        card = str(a.args[0])
        state.hands[rec["seat"]].remove(card)
        enter(state, rec["seat"], card, "bring")


@op
class Tiny(Op):
    """Tiny Stable's check: SACRIFICE a Unicorn while more than ``limit`` stand."""

    name = "tiny"

    def options(self, state: S, rec: Step) -> list[Action]:
        seat = rec["seat"]
        if unicorn_count(state, seat) <= rec["limit"]:
            return []
        return [PICK[seat][c] for c in _d(state.stables[seat]) if is_unicorn(state, seat, c)]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        # the check stays on the stack until the stable is down to the limit
        remove(state, rec["seat"], str(a.args[1]), "sacrifice")


def _note_kept(state: S, rec: Step) -> None:
    """A replacement kept the card: the destroy step still picking remembers it."""
    g = rec.get("keep_for", -1)
    for r in state.stack:
        if r["g"] == g and r["op"] == "destroy":
            r["kept"] = [*r.get("kept", ()), _kept_key(rec["seat"], rec["card"])]


@op
class Replace(Op):
    """A ``card`` about to leave (``how``): its owner may take a replacement instead
    (Unicorn Phoenix, Black Knight) or skip, and the card leaves."""

    name = "replace"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        seat, card = rec["seat"], rec["card"]
        offers: list[Action] = []
        if card not in state.stables[seat]:
            return offers
        for c in state.stables[seat]:
            if card_active(state, seat, c):
                for e in CARD[c].effects:
                    if e.trigger == "instead" and e.fn in CHOICES:
                        offers += CHOICES[e.fn](state, seat, c, card, rec["how"])
        return sorted(set(offers), key=str)

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        seat, card, how = rec["seat"], rec["card"], rec["how"]
        finish(state, rec, True)
        if a.name == "skip":
            leave(state, seat, card, how)
            return
        log(state, {"type": "instead", "seat": seat, "card": card})
        if a.name == "hand":
            discard_from_hand(state, seat, str(a.args[0]))
        else:
            leave(state, seat, str(a.args[1]), "sacrifice")
        if card in state.stables[seat]:
            _note_kept(state, rec)


@op
class Draw(Auto):
    """DRAW ``n`` cards."""

    name = "draw"

    def run(self, state: S, rec: Step) -> None:
        n = rec.get("n", 1)
        finish(state, rec, True)
        draw_cards(state, rec["seat"], n)


@op
class SacrificeAll(Auto):
    """SACRIFICE every card of ``what`` kind (Reset Button, Narwhal Torpedo): one
    instruction, so the standing checks look at the stable once it is done, not between
    two of its cards."""

    name = "sacrifice_all"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        seat = rec["seat"]
        for c in [c for c in state.stables[seat] if fits(state, seat, c, rec["what"])]:
            if c in state.stables[seat]:
                remove(state, seat, c, "sacrifice", standing=False)
        standing_checks(state, seat)


@op
class EndTurn(Auto):
    """Rhinocorn: the turn ends (if it is still its seat's turn)."""

    name = "end_turn"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        if state.current == rec["seat"]:
            state.turn_cut = True
            log(state, {"type": "turn_cut", "seat": rec["seat"]})


@op
class ExtraPlay(Auto):
    """Double Dutch: two plays in this action phase."""

    name = "extra_play"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.plays_left = 2


@op
class ExtraTurn(Auto):
    """Change of Luck: one more turn."""

    name = "extra_turn"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.extra_turns += 1


@op
class ShuffleDiscard(Auto):
    """The discard pile into the deck, shuffled."""

    name = "shuffle_discard"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.deck += state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        log(state, {"type": "shuffle_discard"})


@op
class ShakeUp(Auto):
    """Shake Up: this card, the hand and the discard pile into the deck, shuffled."""

    name = "shake_up"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        seat = rec["seat"]
        if rec["src"] in state.limbo:
            state.limbo.remove(rec["src"])
            state.deck.append(rec["src"])
        state.deck += state.hands[seat] + state.discard
        state.hands[seat] = []
        state.discard = []
        state.rng.shuffle(state.deck)
        log(state, {"type": "shake_up", "seat": seat})


@op
class MagicDone(Auto):
    """A Magic card's effect is over: the card goes from limbo to the discard pile."""

    name = "magic_done"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        if rec["src"] in state.limbo:
            state.limbo.remove(rec["src"])
            state.discard.append(rec["src"])


#: views of ``OPS`` for callers that read one side of every op (the RL encoder numbers
#: the asked ops in this order)
OPTIONS: dict[str, Callable[[S, Step], list[Action]]] = {
    n: o.options for n, o in OPS.items() if o.asks
}
AUTO: dict[str, Callable[[S, Step], None]] = {n: o.run for n, o in OPS.items() if not o.asks}
#: the asked ops whose answers come from a hidden zone
PRIVATE = frozenset(n for n, o in OPS.items() if o.private)


# -- the card effects ---------------------------------------------------------------------
# Each returns the steps of one effect; ``seat`` owns the stable (or played the card).
Params = dict[str, Any]


def destroy(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Unicorn Poison, Stabby: DESTROY a card of the kind named."""
    magic = CARD[card].kind == "magic"
    return [step("destroy", seat, card, what=p["what"], by_magic=magic)]


def destroy_then_end_turn(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Rhinocorn: destroy a Unicorn, then the turn ends (other BOT effects still resolve)."""
    return [
        step("destroy", seat, card, what=p["what"]),
        step("end_turn", seat, card, then=True),
    ]


def bring_from_hand(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Rainbow Unicorn: bring a Basic Unicorn from the hand (not a play: no Neigh)."""
    return [step("bring_from_hand", seat, card, what=p["what"])]


def each_sacrifice(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Extremely Destructive Unicorn: every player, the owner first, sacrifices one."""
    order = [seat, *others(state, seat)]
    return [step("sacrifice", s, card, what=p["what"]) for s in order]


def destroy_upgrade_or_sacrifice_downgrade(
    state: S, seat: Seat, card: str, p: Params
) -> list[Step]:
    """Chainsaw Unicorn, Targeted Destruction: one or the other, the player's choice."""
    return [step("choose_one", seat, card, by_magic=CARD[card].kind == "magic")]


def each_discard(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Llamacorn, Mystical Vortex: every player discards one (then, Vortex: the discard
    pile goes into the deck)."""
    recs = [step("discard", s, card, n=1) for s in [seat, *others(state, seat)]]
    if p.get("shuffle"):
        recs.append(step("shuffle_discard", seat, card))
    return recs


def pull_random(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Americorn: take a card at random from another player's hand."""
    return [step("pull_random", seat, card)]


def discard_then_steal(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Seductive Unicorn, Rainbow Lasso: DISCARD n, then STEAL a Unicorn."""
    return [
        step("discard", seat, card, n=p["discard"]),
        step("steal", seat, card, what=p["what"], then=True),
    ]


def draw(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Greedy Flying Unicorn: DRAW."""
    return [step("draw", seat, card, n=p["n"])]


def other_discards(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Annoying Flying Unicorn: another player of your choice DISCARDs one (option
    ``annoying_flyer_any_player``: any player, oneself too, as an older print reads)."""
    return [
        step(
            "other_discards",
            seat,
            card,
            any_player=bool(state.options["annoying_flyer_any_player"]),
        )
    ]


def take_from_discard(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Flyers (to the hand) and Kiss of Life (into the stable, a bring)."""
    return [step("from_discard", seat, card, what=p["what"], to=p["to"])]


def draw_then_discard(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Unicorn on the Cob, Good Deal: DRAW n, then DISCARD one."""
    return [
        step("draw", seat, card, n=p["draw"]),
        step("discard", seat, card, n=p["discard"]),
    ]


def sacrifice_self_then_destroy(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Shark With a Horn: SACRIFICE this card, then DESTROY a Unicorn."""
    return [
        step("sacrifice", seat, card, what="self"),
        step("destroy", seat, card, what=p["what"], then=True),
    ]


def search_deck(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Shabby, Classy and The Great Narwhal: any matching card of the deck to the hand."""
    return [step("search", seat, card, what=p["what"])]


def sacrifice_all(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Narwhal Torpedo (own Downgrades), Reset Button (every player's Up- and
    Downgrades, then the discard pile into the deck)."""
    seats = [seat, *others(state, seat)] if p.get("each") else [seat]
    recs = [step("sacrifice_all", s, card, what=p["what"]) for s in seats]
    if p.get("shuffle"):
        recs.append(step("shuffle_discard", seat, card))
    return recs


def steal(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Alluring Narwhal: STEAL an Upgrade."""
    return [step("steal", seat, card, what=p["what"])]


def return_to_hand(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Mermaid Unicorn: a card of another player's stable back to that player's hand
    (option ``mermaid_older_print``: optional, and any player's stable)."""
    if state.options["mermaid_older_print"]:
        return [step("return", seat, card, may=True, any_player=True)]
    return [step("return", seat, card)]


def bring_baby(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Mother Goose Unicorn: a Baby from the nursery into the stable."""
    return [step("bring_baby", seat, card)]


def oracle(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Unicorn Oracle: one of the top three to the hand, the other two back in any order."""
    return [step("oracle", seat, card, n=p["n"])]


def discard_then_bring(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Necromancer Unicorn: DISCARD two Unicorn cards, then bring a Unicorn from the
    discard pile (one just discarded counts)."""
    return [
        step("discard", seat, card, n=p["discard"], what="unicorn"),
        step("from_discard", seat, card, what="unicorn", to="stable", then=True),
    ]


def sacrifice_then_bring(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Dark Angel Unicorn: SACRIFICE a Unicorn, then bring one from the discard pile
    (not Dark Angel itself)."""
    return [
        step("sacrifice", seat, card, what="unicorn", voluntary=True),
        step("from_discard", seat, card, what="unicorn", to="stable", then=True, not_self=True),
    ]


def return_then_discard(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Back Kick: a card of another player's stable to their hand, then they DISCARD."""
    return [
        step("return", seat, card, victim_discards=True),
        step("discard", seat, card, n=1, then=True),
    ]


def change_of_luck(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """DRAW 2, DISCARD 3 (as many as the hand holds), then one more turn."""
    return [
        step("draw", seat, card, n=p["draw"]),
        step("discard", seat, card, n=p["discard"]),
        step("extra_turn", seat, card),
    ]


def return_one_from_each(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Glitter Tornado: one card of every stable back to its owner's hand, the caster's
    first; the caster picks them (option ``glitter_tornado_chooser``: each owner)."""
    order = [seat, *others(state, seat)]
    if state.options["glitter_tornado_chooser"] == "owner":
        return [step("return", s, card, only=s) for s in order]
    return [step("return_each", seat, card, order=order)]


def unicorn_swap(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Move one of your Unicorns to another player, then STEAL one of theirs."""
    return [
        step("give", seat, card),
        step("steal", seat, card, what="unicorn", then=True),
    ]


def move_upgrade_or_downgrade(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Re-Target: an Upgrade or Downgrade from any stable into a different one."""
    return [step("retarget", seat, card)]


def swap_hands(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Unfair Bargain: trade hands with another player."""
    return [step("swap_hands", seat, card)]


def sacrifice_then_destroy(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Glitter Bomb, Two-For-One: SACRIFICE a card, then DESTROY n cards."""
    magic = CARD[card].kind == "magic"
    return [
        step("sacrifice", seat, card, what=p["sacrifice"], voluntary=True),
        step("destroy", seat, card, what=p["what"], n=p["n"], by_magic=magic, then=True),
    ]


def shake_up(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """This card, the hand and the discard pile into the deck, then DRAW 5."""
    return [step("shake_up", seat, card), step("draw", seat, card, n=p["draw"])]


def look_and_take(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Blatant Thievery: look at another player's hand and take one card of it."""
    return [step("look", seat, card)]


def extra_play(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Double Dutch: up to two plays in this turn's action phase."""
    return [step("extra_play", seat, card)]


def discard_then_draw(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Claw Machine: DISCARD, then DRAW."""
    return [
        step("discard", seat, card, n=p["discard"]),
        step("draw", seat, card, n=p["draw"], then=True),
    ]


def discard_then_destroy(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Stable Artillery: DISCARD two, then DESTROY a Unicorn."""
    return [
        step("discard", seat, card, n=p["discard"]),
        step("destroy", seat, card, what=p["what"], then=True),
    ]


def sacrifice_then_draw(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Sadistic Ritual (mandatory), Caffeine Overload (may): SACRIFICE, then DRAW."""
    voluntary = CARD[card].kind == "upgrade"
    return [
        step("sacrifice", seat, card, what=p["sacrifice"], voluntary=voluntary),
        step("draw", seat, card, n=p["draw"], then=True),
    ]


STEPS: dict[str, Callable[[S, Seat, str, Params], list[Step]]] = {
    f.__name__: f
    for f in (
        destroy,
        destroy_then_end_turn,
        bring_from_hand,
        each_sacrifice,
        destroy_upgrade_or_sacrifice_downgrade,
        each_discard,
        pull_random,
        discard_then_steal,
        draw,
        other_discards,
        take_from_discard,
        draw_then_discard,
        sacrifice_self_then_destroy,
        search_deck,
        sacrifice_all,
        steal,
        return_to_hand,
        bring_baby,
        oracle,
        discard_then_bring,
        sacrifice_then_bring,
        return_then_discard,
        change_of_luck,
        return_one_from_each,
        unicorn_swap,
        move_upgrade_or_downgrade,
        swap_hands,
        sacrifice_then_destroy,
        shake_up,
        look_and_take,
        extra_play,
        discard_then_draw,
        discard_then_destroy,
        sacrifice_then_draw,
    )
}


# -- passive abilities: (state, seat, card, params, ctx) -> does it apply? -----------------
Passive = Callable[[S, Seat, str, Params, dict[str, Any]], bool]


def immune_to_magic_destroy(
    state: S, seat: Seat, card: str, p: Params, ctx: dict[str, Any]
) -> bool:
    """Magical Kittencorn: a Magic card cannot destroy this card."""
    return ctx.get("target") == card and bool(ctx.get("by_magic"))


def unicorns_not_destroyed(state: S, seat: Seat, card: str, p: Params, ctx: dict[str, Any]) -> bool:
    """Rainbow Aura: the Unicorns of this stable cannot be destroyed."""
    return is_unicorn(state, seat, ctx["target"])


def _always(doc: str, name: str) -> Passive:
    def f(state: S, seat: Seat, card: str, p: Params, ctx: dict[str, Any]) -> bool:
        return True

    f.__name__ = name
    f.__doc__ = doc
    return f


PASSIVES: dict[str, Passive] = {
    "immune_to_magic_destroy": immune_to_magic_destroy,
    "unicorns_not_destroyed": unicorns_not_destroyed,
    "counts_double": _always("Ginormous Unicorn counts as two Unicorns.", "counts_double"),
    "cannot_neigh": _always(
        "Ginormous Unicorn, Slowdown: no Neigh from this player.", "cannot_neigh"
    ),
    "cannot_be_neighed": _always(
        "Yay: what this player plays cannot be Neighed.", "cannot_be_neighed"
    ),
    "basics_only_for_owner": _always(
        "Queen Bee: Basic Unicorns enter no other stable.", "basics_only_for_owner"
    ),
    "hand_face_up": _always("Nanny Cam: this player's hand is face up.", "hand_face_up"),
    "cannot_play_upgrades": _always(
        "Broken Stable: no Upgrades from this player.", "cannot_play_upgrades"
    ),
    "unicorns_blinded": _always(
        "Blinding Light: this stable's Unicorns have no abilities.", "unicorns_blinded"
    ),
    "unicorns_are_pandas": _always(
        "Pandamonium: this stable's Unicorns are Pandas.", "unicorns_are_pandas"
    ),
    "cannot_win": _always(
        "Tiny Stable: its owner cannot win by reaching the Unicorns needed.", "cannot_win"
    ),
}


# -- instead: where a leaving card goes, or a replacement its owner may choose -------------
def to_nursery(state: S, seat: Seat, card: str, how: str) -> str:
    """A Baby Unicorn that would go anywhere but a stable goes to the nursery."""
    return "nursery"


def flyer_to_hand(state: S, seat: Seat, card: str, how: str) -> str | None:
    """Flyers: sacrificed or destroyed, back to the owner's hand."""
    return "hand" if how in ("sacrifice", "destroy") else None


DESTINATIONS: dict[str, Callable[[S, Seat, str, str], str | None]] = {
    "to_nursery": to_nursery,
    "flyer_to_hand": flyer_to_hand,
}


def discard_instead(state: S, seat: Seat, card: str, target: str, how: str) -> list[Action]:
    """Unicorn Phoenix: about to be sacrificed or destroyed, its owner may DISCARD instead."""
    if target != card or how not in ("sacrifice", "destroy"):
        return []
    return [HAND[c] for c in _d(state.hands[seat])]


def sacrifice_self_instead(state: S, seat: Seat, card: str, target: str, how: str) -> list[Action]:
    """Black Knight: another Unicorn of this stable about to be destroyed, sacrifice the
    Knight instead (option ``black_knight_saves_itself``: the Knight too)."""
    if how != "destroy" or not is_unicorn(state, seat, target):
        return []
    if target == card and not state.options["black_knight_saves_itself"]:
        return []
    return [PICK[seat][card]]


CHOICES: dict[str, Callable[[S, Seat, str, str, str], list[Action]]] = {
    "discard_instead": discard_instead,
    "sacrifice_self_instead": sacrifice_self_instead,
}
#: the cards that offer their owner a replacement (Unicorn Phoenix, Black Knight)
_REPLACERS = frozenset(
    c.id for c in CARDS if any(e.trigger == "instead" and e.fn in CHOICES for e in c.effects)
)


# -- watch: a Unicorn entered or left this stable (or the watcher arrived) -----------------
def discard_on_unicorn_move(
    state: S, seat: Seat, card: str, p: Params, event: str, moved: str
) -> list[Step]:
    """Barbed Wire: each time a Unicorn enters or leaves this stable, its owner DISCARDs."""
    if event == "arrive":
        return []
    return [step("discard", seat, card, n=1)]


WATCH: dict[str, Callable[[S, Seat, str, Params, str, str], list[Step]]] = {
    "discard_on_unicorn_move": discard_on_unicorn_move,
}


# -- standing: a condition that holds "at any time" ----------------------------------------
def sacrifice_down_to_five(state: S, seat: Seat, card: str, p: Params) -> list[Step]:
    """Tiny Stable: "if at any time you have more than 5 Unicorns", SACRIFICE Unicorns
    down to the limit. It is a standing condition: the count can also rise with no Unicorn
    entering (Pandamonium leaving a stable of Pandas, Blinding Light leaving Ginormous)."""
    if unicorn_count(state, seat) <= p["limit"]:
        return []
    return [step("tiny", seat, card, limit=p["limit"])]


STANDING: dict[str, Callable[[S, Seat, str, Params], list[Step]]] = {
    "sacrifice_down_to_five": sacrifice_down_to_five,
}
_STANDING: dict[str, tuple[Effect, ...]] = {
    c.id: tuple(e for e in c.effects if e.trigger == "standing")
    for c in CARDS
    if any(e.trigger == "standing" for e in c.effects)
}
_STANDING_CARDS = frozenset(_STANDING)


def standing_checks(state: S, seat: Seat) -> None:
    """Push the step of every standing condition of ``seat``'s stable that holds now and
    is not pending yet.

    A stable's Unicorn count changes only when a card enters or leaves it (a Unicorn, or
    Pandamonium, Blinding Light, Tiny Stable itself), so :func:`enter` and :func:`leave`
    run this last, after the card's own abilities: the step lands on top of everything
    pending ("this check resolves before anything else"), and once pushed it goes through
    even if its card leaves meanwhile."""
    stable = state.stables[seat]
    if _STANDING_CARDS.isdisjoint(stable):
        return
    for card in stable:
        for e in _STANDING.get(card, ()):
            recs = STANDING[e.fn](state, seat, card, dict(e.params))
            if recs and not _pending(state, recs[0]):
                push(state, recs)


def _pending(state: S, rec: Step) -> bool:
    return any(
        r["op"] == rec["op"] and r["seat"] == rec["seat"] and r["src"] == rec["src"]
        for r in state.stack
    )


# -- instants ----------------------------------------------------------------------------
def neigh(state: S, seat: Seat, card: str, p: Params) -> bool:
    """Neigh cancels the card under it; returns whether it can itself be answered
    (Super Neigh cannot)."""
    return not p.get("super", False)


INSTANTS: dict[str, Callable[[S, Seat, str, Params], bool]] = {"neigh": neigh}

FUNCTIONS: dict[str, Callable[..., Any]] = {
    **STEPS,
    **PASSIVES,
    **DESTINATIONS,
    **CHOICES,
    **WATCH,
    **STANDING,
    **INSTANTS,
}
_KINDS: dict[str, dict[str, Callable[..., Any]]] = {
    "enter": STEPS,
    "leave": STEPS,
    "beginning_of_turn": STEPS,
    "play": STEPS,
    "passive": PASSIVES,
    "watch": WATCH,
    "standing": STANDING,
    "instant": INSTANTS,
}


def check_functions(cards: Any = CARDS, functions: dict[str, Any] = FUNCTIONS) -> None:
    """Every effect names a function of its trigger's kind, and every function is used.

    Raises ``ValueError`` (run at import, so a typo in ``cards.toml`` stops the game
    from loading)."""
    used: set[str] = set()
    for c in cards:
        for e in c.effects:
            used.add(e.fn)
            if e.fn not in functions:
                raise ValueError(f"{c.id}: no effect function {e.fn!r}")
            if e.trigger == "instead":
                if e.fn not in DESTINATIONS and e.fn not in CHOICES:
                    raise ValueError(f"{c.id}: {e.fn!r} is no 'instead' function")
            elif e.fn not in _KINDS[e.trigger]:
                raise ValueError(f"{c.id}: {e.fn!r} is no {e.trigger!r} function")
    unused = sorted(set(functions) - used)
    if unused:
        raise ValueError(f"effect functions no card uses: {', '.join(unused)}")


check_functions()
