"""The turn, the Neigh chain and the win, as plain functions of the state.

``advance`` runs everything that needs nobody's answer (automatic steps, the draw, a
finished chain, the win check) until a seat has a decision, so after ``apply`` the state
always rests on a decision or on the end of the game.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TypeVar

import stil.games.unicorns.effects as fx
from stil.core import Action, Decision, Seat
from stil.core.moves import Unplayable
from stil.games.unicorns.cards import BABIES, CARD, letters
from stil.games.unicorns.effects import ACTIONS, A, log, others
from stil.games.unicorns.state import UnicornsState

S = UnicornsState
T = TypeVar("T", bound=Seat | None)  # a target seat announced, or None for none
HAND_LIMIT = 7

# The interned actions of the turn, looked up by card and seat (as ``fx.HAND``).
PASS, NEIGH, SUPER_NEIGH, DRAW, END = (
    A(n) for n in ("pass", "neigh", "super_neigh", "draw", "end")
)
BABY = fx.by_card("baby", BABIES)
TRIGGER = fx.by_card("trigger", fx.BOT_CARDS)
#: a Magic card played on no announced target
PLAY = fx.by_card("play", fx.MAGIC)
#: ``PLAY_INTO[card][seat]``: a card into that seat's stable, or a Magic card on that seat
PLAY_INTO = {c: tuple(A("play", c, s) for s in fx.SEATS) for c in fx.PLAYABLE + fx.MAGIC}

__all__ = [
    "ACTIONS",
    "advance",
    "apply_action",
    "decision",
    "legal_actions",
    "scores",
    "start_turn",
    "to_act",
    "winners",
]


# -- the turn ---------------------------------------------------------------------------
#: the Unicorns a stable needs to win: 7, or 6 at six players and more
LEAST_WIN_TARGET = 6


def win_target(state: S) -> int:
    return LEAST_WIN_TARGET if state.players >= 6 else LEAST_WIN_TARGET + 1


#: the cards with a beginning-of-turn effect
_BOT_CARDS = frozenset(fx.BOT_CARDS)


def start_turn(state: S, seat: Seat) -> None:
    """Beginning of turn: every beginning-of-turn effect of the stable triggers at once."""
    state.current = seat
    state.turn += 1
    state.phase = "bot"
    state.plays_left = 1
    state.played = 0
    state.turn_cut = False
    state.bot_queue = [
        c for c in state.stables[seat] if c in _BOT_CARDS and fx.card_active(state, seat, c)
    ]
    log(state, {"type": "turn", "seat": seat, "turn": state.turn})


def _run_bot(state: S, card: str) -> None:
    state.bot_queue.remove(card)
    seat = state.current
    for e in CARD[card].effects:
        if e.trigger == "beginning_of_turn":
            fx.start_effect(state, seat, card, e)


def end_game(state: S, winners: list[Seat], why: str) -> None:
    state.winners_ = sorted(winners)
    state.phase = "over"
    state.is_over = True
    state.stack.clear()
    state.asking.clear()
    log(state, {"type": "game_over", "winners": state.winners_, "why": why})


def deck_out_winners(state: S) -> list[Seat]:
    """Most Unicorns; tied, most letters in their names (option); still tied: nobody."""
    counts = [fx.unicorn_count(state, s) for s in range(state.players)]
    best = max(counts)
    tied = [s for s in range(state.players) if counts[s] == best]
    if len(tied) == 1:
        return tied
    if not state.options["letters_tiebreak"]:
        return []
    lang = str(state.options["language"])
    lens = {
        s: sum(letters(c, lang) for c in state.stables[s] if fx.is_unicorn(state, s, c))
        for s in tied
    }
    most = max(lens.values())
    top = [s for s in tied if lens[s] == most]
    return top if len(top) == 1 else []


def check_win(state: S) -> bool:
    """A stable at the target wins, unless its owner cannot win (Tiny Stable)."""
    # a stable of n cards holds at most n + 1 Unicorns (Ginormous counts two): mostly
    # every stable is too small to be counted
    if max(map(len, state.stables)) + 1 < LEAST_WIN_TARGET:
        return False
    target = win_target(state)
    won = [
        s
        for s in range(state.players)
        if len(state.stables[s]) + 1 >= target
        and fx.unicorn_count(state, s) >= target
        and not fx.holds(state, s, "cannot_win")
    ]
    if won:
        end_game(state, won, "unicorns")
        return True
    return False


def check_end(state: S) -> bool:
    """The win check, run only when no effect is pending and no chain is open (and not
    between the beginning-of-turn effects, which trigger together as one link); then the
    empty deck (option ``deck_out_timing``: at ``end_of_turn`` it waits for the turn)."""
    if state.phase == "bot" and state.bot_queue:
        return False
    if check_win(state):
        return True
    if not state.deck and state.phase not in ("baby",):
        if state.options["deck_exhausted"] == "reshuffle" and state.discard:
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
            log(state, {"type": "shuffle_discard"})
            return False
        if state.options["deck_out_timing"] == "end_of_turn":
            return False
        end_game(state, deck_out_winners(state), "deck_exhausted")
        return True
    return False


def deck_out_now(state: S) -> bool:
    """Option ``deck_out_timing = "mid_effect"``: the game ends the moment the deck is
    empty, what is left of the effect that emptied it undone (``deck_exhausted = "end"``;
    a reshuffle waits for the rest point as before)."""
    if (
        state.deck
        or state.phase == "baby"
        or state.options["deck_out_timing"] != "mid_effect"
        or state.options["deck_exhausted"] != "end"
    ):
        return False
    end_game(state, deck_out_winners(state), "deck_exhausted")
    return True


def hand_limit(state: S, seat: Seat) -> int:
    return HAND_LIMIT


def advance(state: S) -> list[Action] | None:
    """Run what needs no answer; returns the options of the effect step it rests on
    (``legal_actions`` would list them again), or ``None`` when it rests elsewhere."""
    immediate = state.options["win_check"] == "immediate"
    mid_effect = state.options["deck_out_timing"] == "mid_effect"
    while not state.is_over:
        if state.phase != "baby" and (
            (immediate and check_win(state)) or (mid_effect and deck_out_now(state))
        ):
            return None
        if state.stack:
            opts = _run_stack_top(state)
            if opts is not None:
                return opts
            continue
        if state.chain:
            if state.asking:
                return None
            _resolve_chain(state)
            continue
        if check_end(state) or not PHASE_STEPS.get(state.phase, _go_on)(state):
            return None
    return None


def _run_stack_top(state: S) -> list[Action] | None:
    """Run the top effect record as far as it goes unasked; its options when someone must
    choose (a single option is taken unless the step is optional or private)."""
    rec = state.stack[-1]
    op = fx.OPS[rec["op"]]
    if not op.asks:
        op.run(state, rec)
        return None
    opts = fx.options(state, rec)
    if not opts:
        fx.finish(state, rec, False)
        return None
    if len(opts) == 1 and not rec.get("may") and not op.is_private(rec):
        op.resolve(state, rec, opts[0])
        return None
    return opts


# Each phase's step of :func:`advance`, with nothing pending: ``True`` when the game went
# on, ``False`` when it waits for a player.
def _baby_step(state: S) -> bool:
    if state.baby_queue:
        return False
    start_turn(state, 0)
    return True


def _bot_step(state: S) -> bool:
    """Beginning-of-turn effects: one seat's queue runs by itself, several seats choose
    their order; then the draw, unless a Rhinocorn cut the turn short."""
    if state.bot_queue:
        if len(set(state.bot_queue)) == 1:
            _run_bot(state, state.bot_queue[0])
            return True
        return False
    if not state.turn_cut:
        state.phase = "draw"
    elif state.options["rhinocorn_skips_hand_limit"]:
        _next_turn(state)
    else:
        state.phase = "end"
    return True


def _draw_step(state: S) -> bool:
    fx.draw_cards(state, state.current, 1)
    state.phase = "action"
    return True


def _action_step(state: S) -> bool:
    if state.plays_left > 0:
        return False
    state.phase = "end"
    return True


def _end_step(state: S) -> bool:
    if len(state.hands[state.current]) > hand_limit(state, state.current):
        return False
    _next_turn(state)
    return True


def _go_on(state: S) -> bool:
    return True


#: What :func:`advance` does in each phase once nothing is pending.
PHASE_STEPS: dict[str, Callable[[S], bool]] = {
    "baby": _baby_step,
    "bot": _bot_step,
    "draw": _draw_step,
    "action": _action_step,
    "end": _end_step,
}


def _next_turn(state: S) -> None:
    """The next turn, or (option ``deck_out_timing = "end_of_turn"``) the end of the game
    once a turn in which the deck ran out is over."""
    if not state.deck and state.options["deck_out_timing"] == "end_of_turn":
        end_game(state, deck_out_winners(state), "deck_exhausted")
        return
    if state.extra_turns:
        state.extra_turns -= 1
        start_turn(state, state.current)
    else:
        start_turn(state, (state.current + 1) % state.players)


# -- playing a card and the Neigh chain ---------------------------------------------------
#: effects whose first step is everyone's, not a requirement of the card's player
_EVERYONE = frozenset({"each_discard", "each_sacrifice", "sacrifice_all"})


def _possible_targets(state: S, seat: Seat, card: str, targets: list[T]) -> list[T]:
    """The requirement (option ``magic_needs_target``): those of ``targets`` (seats
    announced, or ``None`` for none) for which the Magic card's first instruction can be
    carried out. The card's steps are built once and only the target changes between the
    checks: announcing a target checks every other seat."""
    e = CARD[card].effects[0]
    if e.fn in _EVERYONE:
        return targets
    recs = fx.STEPS[e.fn](state, seat, card, e.params)  # step functions only read params
    if not recs:
        return []
    if (  # Two-For-One's second step names no target: the same answer for every one
        e.fn == "sacrifice_then_destroy"
        and state.options["two_for_one_needs_two_targets"]
        and len(fx.options(state, recs[1])) < int(recs[1]["n"])
    ):
        return []
    first = recs[0]
    possible: list[T] = []
    for only in targets:
        if only is None:
            first.pop("only", None)
        else:
            first["only"] = only
        if fx.feasible(state, first):
            possible.append(only)
    return possible


def _unicorn_plays(state: S, seat: Seat, card: str, queens: list[Seat]) -> list[Action]:
    """A Unicorn card into each stable it may enter; ``queens``: the seats whose Queen Bee
    is in force (``fx.queen_bees``, looked up once for the whole hand)."""
    seats = range(state.players) if state.options["unicorns_into_any_stable"] else [seat]
    if CARD[card].kind == "basic":
        seats = [s for s in seats if all(q == s for q in queens)]
    into = PLAY_INTO[card]
    return [into[s] for s in seats if not _wire_blocks(state, seat, s)]


def play_options(state: S, seat: Seat) -> list[Action]:
    out: list[Action] = []
    announce = state.options["targeting"] == "announce"
    needs_target = state.options["magic_needs_target"]
    queens: list[Seat] | None = None
    for card in sorted(set(state.hands[seat])):
        c = CARD[card]
        if c.kind in ("basic", "magical"):
            if queens is None:
                queens = fx.queen_bees(state)
            out += _unicorn_plays(state, seat, card, queens)
        elif c.kind == "upgrade":
            if not fx.holds(state, seat, "cannot_play_upgrades"):
                out += PLAY_INTO[card][: state.players]
        elif c.kind == "downgrade":
            out += PLAY_INTO[card][: state.players]
        elif c.kind == "magic":
            if announce and c.effects[0].params.get("announce"):
                targets = others(state, seat)
                if needs_target:
                    targets = _possible_targets(state, seat, card, targets)
                into = PLAY_INTO[card]
                out += [into[s] for s in targets]
            elif not needs_target or _possible_targets(state, seat, card, [None]):
                out.append(PLAY[card])
    return out


def _wire_blocks(state: S, seat: Seat, into: Seat) -> bool:
    """Option ``barbed_wire_blocks_play``: no Unicorn into a Barbed-Wired stable of one's
    own when the hand would be empty for the discard it triggers."""
    if not state.options["barbed_wire_blocks_play"] or into != seat:
        return False
    wired = any(
        e.fn == "discard_on_unicorn_move" for c in state.stables[seat] for e in CARD[c].effects
    )
    return wired and len(state.hands[seat]) <= 1


def _ask(state: S, top_seat: Seat) -> None:
    """Open a round of answers to the chain's top: every other seat, in table order."""
    top = state.chain[-1]
    e = CARD[top["card"]].effects
    answerable = True
    if CARD[top["card"]].kind == "instant":
        answerable = fx.INSTANTS[e[0].fn](state, top_seat, top["card"], dict(e[0].params))
    if fx.holds(state, top_seat, "cannot_be_neighed"):
        answerable = False
    state.asking = others(state, top_seat) if answerable else []


def play_card(state: S, seat: Seat, card: str, target: Seat | None) -> None:
    state.hands[seat].remove(card)
    state.plays_left -= 1
    state.played += 1
    state.chain = [{"card": card, "seat": seat, "target": target}]
    log(state, {"type": "play", "seat": seat, "card": card, "target": target})
    _ask(state, seat)


def respond_options(state: S, seat: Seat) -> list[Action]:
    acts = [PASS]
    if fx.can_neigh(state, seat):
        hand = state.hands[seat]
        if "neigh" in hand:
            acts.append(NEIGH)
        if "super_neigh" in hand:
            acts.append(SUPER_NEIGH)
    return acts


def respond(state: S, seat: Seat, action: Action) -> None:
    state.asking.pop(0)
    if action.name == "pass":
        return
    card = action.name
    state.hands[seat].remove(card)
    state.chain.append({"card": card, "seat": seat, "target": None})
    log(state, {"type": "neigh", "seat": seat, "card": card})
    _ask(state, seat)


def _resolve_chain(state: S) -> None:
    """Everyone asked has passed (or a Super Neigh stands unanswerable): resolve."""
    chain = state.chain
    top = chain[-1]
    if len(chain) > 1 and not fx.INSTANTS["neigh"](
        state, top["seat"], top["card"], dict(CARD[top["card"]].effects[0].params)
    ):
        # A Super Neigh cancels the card under it; what it exposes may be answered anew.
        state.discard.append(chain.pop()["card"])
        state.discard.append(chain.pop()["card"])
        if chain and state.options["super_neigh_reopens"]:
            _ask(state, chain[-1]["seat"])
        else:
            log(state, {"type": "neighed", "seat": top["seat"]})
        return
    played = chain[0]
    neighs = len(chain) - 1
    for r in chain[1:]:
        state.discard.append(r["card"])
    state.chain = []
    if neighs % 2:
        state.discard.append(played["card"])
        log(state, {"type": "neighed", "card": played["card"]})
        return
    _resolve_play(state, played)


def _resolve_play(state: S, played: dict[str, object]) -> None:
    card, seat, target = str(played["card"]), int(str(played["seat"])), played["target"]
    c = CARD[card]
    if c.kind == "magic":
        state.limbo.append(card)
        fx.push(state, [fx.step("magic_done", seat, card)])
        only = target if isinstance(target, int) else None
        fx.start_effect(state, seat, card, c.effects[0], only)
        return
    dest = int(str(target))
    if not fx.can_enter(state, dest, card):  # Queen Bee arrived meanwhile
        state.discard.append(card)
        return
    fx.enter(state, dest, card, "play")


# -- the engine contract ------------------------------------------------------------------
def to_act(state: S) -> Seat:
    if state.stack:
        rec = state.stack[-1]
        return int(rec["seat"])
    if state.chain:
        return state.asking[0]
    if state.phase == "baby":
        return state.baby_queue[0]
    return state.current


def decision(state: S) -> Decision | None:
    seat = to_act(state)
    if state.stack:
        rec = state.stack[-1]
        return Decision(seat, rec["op"], f"unicorns.decision.{rec['op']}", {"src": rec["src"]})
    if state.chain:
        top = state.chain[-1]
        return Decision(
            seat, "respond", "unicorns.decision.respond", {"card": top["card"], "by": top["seat"]}
        )
    if state.phase == "baby":
        return Decision(seat, "baby", "unicorns.decision.baby", {})
    if state.phase == "bot":
        return Decision(
            seat, "trigger", "unicorns.decision.trigger", {"queue": sorted(state.bot_queue)}
        )
    if state.phase == "action":
        return Decision(seat, "action", "unicorns.decision.action", {"played": state.played})
    over = len(state.hands[seat]) - hand_limit(state, seat)
    return Decision(seat, "hand_limit", "unicorns.decision.hand_limit", {"over": over})


def legal_actions(state: S) -> list[Action]:
    if state.stack:
        return fx.options(state, state.stack[-1])
    if state.chain:
        return respond_options(state, state.asking[0])
    seat = to_act(state)
    if state.phase == "baby":
        return [BABY[b] for b in state.nursery]
    if state.phase == "bot":
        return [TRIGGER[c] for c in sorted(set(state.bot_queue))]
    if state.phase == "action":
        acts = play_options(state, seat)
        acts.append(END if state.played else DRAW)
        return acts
    return [fx.HAND[c] for c in sorted(set(state.hands[seat]))]


def apply_action(state: S, action: Action) -> None:
    if state.stack:
        rec = state.stack[-1]
        if action.name == "skip":
            fx.finish(state, rec, rec["op"] == "replace")
            if rec["op"] == "replace":
                fx.leave(state, rec["seat"], rec["card"], rec["how"])
        else:
            fx.OPS[rec["op"]].resolve(state, rec, action)
    elif state.chain:
        respond(state, state.asking[0], action)
    elif state.phase == "baby":
        seat = state.baby_queue.pop(0)
        baby = str(action.args[0])
        state.nursery.remove(baby)
        state.stables[seat].append(baby)
        log(state, {"type": "baby", "seat": seat, "card": baby})
    elif state.phase == "bot":
        _run_bot(state, str(action.args[0]))
    elif state.phase == "action":
        seat = state.current
        if action.name == "draw":
            state.plays_left = 0
            fx.draw_cards(state, seat, 1)
        elif action.name == "end":
            state.plays_left = 0
        else:
            card = str(action.args[0])
            target = int(action.args[1]) if len(action.args) > 1 else None
            play_card(state, seat, card, target)
    else:
        fx.discard_from_hand(state, state.current, str(action.args[0]))
    rested = advance(state)
    if rested is not None:  # the legal actions, just listed: the state's cache keeps them
        state._legal = rested


def weighty(state: S, action: Action) -> bool:
    """Moves a screen asks about first: ending the action phase while a card could still be
    played."""
    if action != END or state.stack or state.chain or state.phase != "action":
        return False
    return bool(play_options(state, state.current))


def scores(state: S) -> list[int]:
    return [fx.unicorn_count(state, s) for s in range(state.players)]


def winners(state: S) -> list[Seat]:
    return list(state.winners_)


def deal(state: S) -> None:
    """Setup: the 2-player Neighs first, five cards each, then the Babies."""
    deck = state.deck
    if state.players == 2:
        for s in range(2):
            deck.remove("neigh")
            insort(state.hands[s], "neigh")
    state.rng.shuffle(deck)
    for _ in range(5):
        for s in range(state.players):
            insort(state.hands[s], deck.pop())
    if state.options["baby_setup"] == "deal":
        babies = state.nursery[:]
        state.rng.shuffle(babies)
        for s in range(state.players):
            b = babies.pop()
            state.nursery.remove(b)
            state.stables[s].append(b)
        state.baby_queue = []
    else:
        state.baby_queue = list(range(state.players))


# -- direct manipulation: the card an action plays, and why a card cannot be played --------
_WHY = "unicorns.why"  # the game's own catalog
#: Verbs whose first argument is a card played on nothing in particular.
_CARD_ONLY = frozenset({"hand", "baby", "trigger", "take"})


def card_target(state: S, action: Action) -> tuple[str | None, str | None]:
    """A card into a stable (a seat), a Magic card on nothing or on a named seat, a card of
    a stable picked, a Neigh, a card from the hand, the nursery or a shown list."""
    name, a = action.name, action.args
    if name == "play":
        return str(a[0]), (f"seat:{a[1]}" if len(a) > 1 else None)
    if name == "pick":
        return str(a[1]), f"seat:{a[0]}"
    if name in ("neigh", "super_neigh"):
        return name, None
    if name in _CARD_ONLY:
        return str(a[0]), None
    if name == "seat":
        return None, f"seat:{a[0]}"
    return None, None


def _source(state: S, seats: Iterable[Seat], fn: str) -> tuple[str, Seat] | None:
    """The card (and its stable) whose passive ability ``fn`` is in force among ``seats``."""
    for s in seats:
        if fx.holds(state, s, fn):
            for card in state.stables[s]:
                if fx.has_own(card, fn) and fx.card_active(state, s, card):
                    return card, s
    return None


def _why_in_action(state: S, seat: Seat, card: str) -> Unplayable:
    """The rule that keeps ``card`` in hand in the action phase."""
    kind = CARD[card].kind
    why = _WHY
    if kind == "instant":
        return Unplayable(card, f"{why}.instant")
    if kind == "basic":
        queen = _source(state, fx.others(state, seat), "basics_only_for_owner")
        if queen is not None:
            return Unplayable(card, f"{why}.queen_bee", {"card": queen[0], "seat": queen[1]})
    if kind in ("basic", "magical") and _wire_blocks(state, seat, seat):
        return Unplayable(card, f"{why}.barbed_wire")
    if kind == "upgrade":
        held = _source(state, [seat], "cannot_play_upgrades")
        if held is not None:
            return Unplayable(card, f"{why}.no_upgrades", {"card": held[0]})
    if kind == "magic":
        return Unplayable(card, f"{why}.magic_target")
    return Unplayable(card, f"{why}.not_now")


def unplayable(state: S, seat: Seat) -> list[Unplayable]:
    """Each card of the hand the action phase cannot play, and the Neighs a seat asked to
    answer cannot play, each with its rule (a card named in the reason lies open in a
    stable)."""
    if state.stack or seat != to_act(state):
        return []
    hand = sorted(set(state.hands[seat]))
    if state.chain:
        if fx.can_neigh(state, seat):
            return []
        held = _source(state, [seat], "cannot_neigh")
        why = Unplayable("", f"{_WHY}.not_now")
        if held is not None:
            why = Unplayable("", f"{_WHY}.cannot_neigh", {"card": held[0]})
        return [replace(why, card=c) for c in hand if CARD[c].kind == "instant"]
    if state.phase != "action":
        return []
    played = {str(a.args[0]) for a in play_options(state, seat)}
    return [_why_in_action(state, seat, c) for c in hand if c not in played]
