"""The rulebook's key words (DISCARD, SACRIFICE, DESTROY, STEAL...) as steps: one
class each, registered in ``OPS`` by ``op()`` in the order listed at the end (the RL
encoder numbers the asked ops by it).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterator

from stil.core import Action, Seat
from stil.games.unicorns.cards import CARD, matches
from stil.games.unicorns.effects.abilities import CHOICES
from stil.games.unicorns.effects.stack import (
    OPS,
    Auto,
    Op,
    discard_from_hand,
    draw_cards,
    enter,
    finish,
    leave,
    move,
    op,
    pass_on,
    push,
    remove,
    standing_checks,
)
from stil.games.unicorns.effects.table import (
    HAND,
    PICK,
    SEAT,
    TAKE,
    S,
    can_enter,
    card_active,
    destroyable,
    distinct,
    fits,
    is_unicorn,
    log,
    others,
    step,
    unicorn_count,
)
from stil.games.unicorns.state import Step


def _any(found: Iterator[object]) -> bool:
    return next(found, None) is not None


def _targets(state: S, rec: Step) -> list[Seat]:
    only = rec.get("only")
    return [only] if only is not None else others(state, rec["seat"])


class Discard(Op):
    """DISCARD ``n`` cards of ``what`` kind from one's own hand."""

    name = "discard"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        what = rec.get("what", "card")
        fit = [c for c in state.hands[rec["seat"]] if matches(c, what)]
        if rec.get("may") and len(fit) < rec.get("n", 1):
            return []  # an optional cost that cannot be paid in full is not begun
        return [HAND[c] for c in distinct(fit)]

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
        for c in distinct(stable):
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


class PicksInStables(Op):
    """An op whose answers are cards of the stables (``PICK[seat][card]``), those that
    :meth:`cards` lists; it can be done when there is one."""

    def cards(self, state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        raise NotImplementedError

    def options(self, state: S, rec: Step) -> list[Action]:
        return [PICK[s][c] for s, c in self.cards(state, rec)]

    def feasible(self, state: S, rec: Step) -> bool:
        return _any(self.cards(state, rec))


class Destroy(PicksInStables):
    """DESTROY ``n`` cards of ``what`` kind in the other stables, one at a time."""

    name = "destroy"

    def cards(self, state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        what, by_magic = rec.get("what", "card"), rec.get("by_magic", False)
        for s in _targets(state, rec):
            for c in distinct(state.stables[s]):
                if (
                    fits(state, s, c, what)
                    and destroyable(state, s, c, by_magic)
                    and _not_kept(state, rec, s, c)
                ):
                    yield s, c

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        rec["done"] = rec.get("done", 0) + 1
        rec["may"] = False
        more = rec["done"] < rec.get("n", 1)
        if not more:
            finish(state, rec, True)
        keep_for = int(rec["g"]) if more else -1
        by_magic = rec.get("by_magic", False)
        remove(state, int(a.args[0]), str(a.args[1]), "destroy", by_magic, keep_for)


class Steal(PicksInStables):
    """STEAL a card of ``what`` kind from another stable into one's own."""

    name = "steal"

    def cards(self, state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        seat, what = rec["seat"], rec.get("what", "card")
        exclude = rec.get("exclude")
        for s in _targets(state, rec):
            for c in distinct(state.stables[s]):
                if c != exclude and fits(state, s, c, what) and can_enter(state, seat, c):
                    yield s, c

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        move(state, int(a.args[0]), rec["seat"], str(a.args[1]), "steal")


class Return(Op):
    """RETURN a card of another stable (``any_player``: any) to its owner's hand."""

    name = "return"

    def options(self, state: S, rec: Step) -> list[Action]:
        seats = _targets(state, rec)
        if rec.get("any_player") and rec.get("only") is None:
            seats = [rec["seat"], *seats]
        return [PICK[s][c] for s in seats for c in distinct(state.stables[s])]

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


class ReturnEach(Op):
    """Glitter Tornado: one card of every stable in ``order`` back to its owner's hand."""

    name = "return_each"

    def options(self, state: S, rec: Step) -> list[Action]:
        s = _next_nonempty(state, rec)
        return [] if s is None else [PICK[s][c] for c in distinct(state.stables[s])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s = int(a.args[0])
        order = rec["order"]
        rec["order"] = order[order.index(s) + 1 :]
        if _next_nonempty(state, rec) is None or not rec["order"]:
            finish(state, rec, True)
        leave(state, s, str(a.args[1]), "return")


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
        return [TAKE[c] for c in distinct(state.hands[rec["victim"]])]

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
    for c in distinct(state.stables[seat]):
        if is_unicorn(state, seat, c) and can_enter(state, to, c):
            yield c


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


class Retarget(Op):
    """Re-Target: an Upgrade or Downgrade of any stable (``from``, ``card``), then the
    stable it moves to."""

    name = "retarget"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        for s in range(state.players):
            for c in distinct(state.stables[s]):
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


class ChooseOne(PicksInStables):
    """Another player's Upgrade to destroy, or one's own Downgrade to sacrifice."""

    name = "choose_one"

    def cards(self, state: S, rec: Step) -> Iterator[tuple[Seat, str]]:
        seat, by_magic = rec["seat"], rec.get("by_magic", False)
        for s in others(state, seat):
            for c in distinct(state.stables[s]):
                if CARD[c].kind == "upgrade" and destroyable(state, s, c, by_magic):
                    yield s, c
        for c in distinct(state.stables[seat]):
            if CARD[c].kind == "downgrade":
                yield seat, c

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        s, card = int(a.args[0]), str(a.args[1])
        finish(state, rec, True)
        if s == rec["seat"]:
            remove(state, s, card, "sacrifice")
        else:
            remove(state, s, card, "destroy", rec.get("by_magic", False))


class FromDiscard(Op):
    """A card of ``what`` kind from the discard pile, ``to`` the hand or the stable."""

    name = "from_discard"

    @staticmethod
    def cards(state: S, rec: Step) -> Iterator[str]:
        seat, what = rec["seat"], rec["what"]
        for c in distinct(state.discard):
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


class Search(Op):
    """A card of ``what`` kind from the deck to the hand; the deck is shuffled."""

    name = "search"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        return [TAKE[c] for c in distinct(state.deck) if matches(c, rec["what"])]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        card, seat = str(a.args[0]), rec["seat"]
        finish(state, rec, True)
        state.deck.remove(card)
        insort(state.hands[seat], card)
        state.rng.shuffle(state.deck)
        log(state, {"type": "search", "seat": seat, "card": card})


class Oracle(Op):
    """One of the top ``n`` cards to the hand; then (``stage``) which of the other two
    goes back on top."""

    name = "oracle"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        n = 2 if rec.get("stage") else rec.get("n", 3)
        return [TAKE[c] for c in distinct(state.deck[-n:])] if state.deck else []

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


class BringFromHand(Op):
    """A card of ``what`` kind from the hand into one's stable (a bring, not a play)."""

    name = "bring_from_hand"
    private = True

    def options(self, state: S, rec: Step) -> list[Action]:
        seat = rec["seat"]
        return [
            HAND[c]
            for c in distinct(state.hands[seat])
            if matches(c, rec["what"]) and can_enter(state, seat, c)
        ]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        finish(state, rec, True)
        card = str(a.args[0])
        state.hands[rec["seat"]].remove(card)
        enter(state, rec["seat"], card, "bring")


class Tiny(Op):
    """Tiny Stable's check: SACRIFICE a Unicorn while more than ``limit`` stand."""

    name = "tiny"

    def options(self, state: S, rec: Step) -> list[Action]:
        seat = rec["seat"]
        if unicorn_count(state, seat) <= rec["limit"]:
            return []
        return [PICK[seat][c] for c in distinct(state.stables[seat]) if is_unicorn(state, seat, c)]

    def resolve(self, state: S, rec: Step, a: Action) -> None:
        # the check stays on the stack until the stable is down to the limit
        remove(state, rec["seat"], str(a.args[1]), "sacrifice")


def _note_kept(state: S, rec: Step) -> None:
    """A replacement kept the card: the destroy step still picking remembers it."""
    g = rec.get("keep_for", -1)
    for r in state.stack:
        if r["g"] == g and r["op"] == "destroy":
            r["kept"] = [*r.get("kept", ()), _kept_key(rec["seat"], rec["card"])]


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


class Draw(Auto):
    """DRAW ``n`` cards."""

    name = "draw"

    def run(self, state: S, rec: Step) -> None:
        n = rec.get("n", 1)
        finish(state, rec, True)
        draw_cards(state, rec["seat"], n)


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


class EndTurn(Auto):
    """Rhinocorn: the turn ends (if it is still its seat's turn)."""

    name = "end_turn"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        if state.current == rec["seat"]:
            state.turn_cut = True
            log(state, {"type": "turn_cut", "seat": rec["seat"]})


class ExtraPlay(Auto):
    """Double Dutch: two plays in this action phase."""

    name = "extra_play"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.plays_left = 2


class ExtraTurn(Auto):
    """Change of Luck: one more turn."""

    name = "extra_turn"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.extra_turns += 1


class ShuffleDiscard(Auto):
    """The discard pile into the deck, shuffled."""

    name = "shuffle_discard"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        state.deck += state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
        log(state, {"type": "shuffle_discard"})


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


class MagicDone(Auto):
    """A Magic card's effect is over: the card goes from limbo to the discard pile."""

    name = "magic_done"

    def run(self, state: S, rec: Step) -> None:
        finish(state, rec, True)
        if rec["src"] in state.limbo:
            state.limbo.remove(rec["src"])
            state.discard.append(rec["src"])


#: every op registered once, in this order (a class decorator would make mypyc compile the
#: classes as plain Python ones, which may not inherit from its compiled ``Op``)
for _op in (
    Discard,
    Sacrifice,
    Destroy,
    Steal,
    Return,
    ReturnEach,
    PullRandom,
    OtherDiscards,
    SwapHands,
    Look,
    Give,
    Retarget,
    ChooseOne,
    FromDiscard,
    Search,
    Oracle,
    BringBaby,
    BringFromHand,
    Tiny,
    Replace,
    Draw,
    SacrificeAll,
    EndTurn,
    ExtraPlay,
    ExtraTurn,
    ShuffleDiscard,
    ShakeUp,
    MagicDone,
):
    op(_op)

#: views of ``OPS`` for callers that read one side of every op (the RL encoder numbers
#: the asked ops in this order)
OPTIONS: dict[str, Callable[[S, Step], list[Action]]] = {
    n: o.options for n, o in OPS.items() if o.asks
}
AUTO: dict[str, Callable[[S, Step], None]] = {n: o.run for n, o in OPS.items() if not o.asks}
#: the asked ops whose answers come from a hidden zone
PRIVATE = frozenset(n for n, o in OPS.items() if o.private)
