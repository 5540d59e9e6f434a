"""The effect stack and the moving of cards: one mechanism fires every ability (``fire``,
``enter``, ``leave``, ``remove``, ``standing_checks``), and ``OPS`` holds the key words
its steps are resolved by (filled by ``ops.py``'s ``op()`` calls, which the
package imports).
"""

from __future__ import annotations

from bisect import insort
from typing import ClassVar, Unpack, cast

from stil.core import Action, Seat
from stil.games.unicorns.cards import CARD, CARDS, Effect
from stil.games.unicorns.effects.abilities import (
    CHOICES,
    DESTINATIONS,
    REPLACERS,
    STANDING,
    STEPS,
    WATCH,
)
from stil.games.unicorns.effects.table import SKIP, S, card_active, is_unicorn, log, step
from stil.games.unicorns.state import Passed, Step


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
        _put_away(state, seat, card, how, active)
        if how != "return" and active:
            for e in CARD[card].effects:
                if e.trigger == "leave":
                    start_effect(state, seat, card, e)
    if was_unicorn:
        _watch(state, seat, "leave", card)
    if standing:  # Pandamonium or Blinding Light leaving raises the count
        standing_checks(state, seat)


def _put_away(state: S, seat: Seat, card: str, how: str, active: bool) -> None:
    """A sacrificed, destroyed or returned card to where its ``instead`` abilities send
    it (an inactive card's only a Baby's), else to the discard pile or (returned) the hand."""
    dest = "hand" if how == "return" else "discard"
    works = active or CARD[card].kind == "baby"
    for e in CARD[card].effects:
        if works and e.trigger == "instead" and e.fn in DESTINATIONS:
            dest = DESTINATIONS[e.fn](state, seat, card, how) or dest
    # where it went is public (a Baby to the nursery, a flyer to its owner's hand)
    log(state, {"type": "leave", "seat": seat, "card": card, "how": how, "to": dest})
    if dest == "nursery":
        insort(state.nursery, card)
    elif dest == "hand":
        insort(state.hands[seat], card)
    else:
        state.discard.append(card)


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
        if c not in REPLACERS or not card_active(state, seat, c):
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


# -- the ops: one record per key word ---------------------------------------------------
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
