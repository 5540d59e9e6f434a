"""The rules of Якщо влізе as plain functions over :class:`CatboxesState`.

A turn is a few decisions of the seat to act (catboxes.data.md §3): ``turn`` (draw a card,
or lay a sleeping cat), ``card`` (which hand card to play), then where it goes: ``place``
(a cell), ``toy`` (a slot for a special toy) or ``princess`` (the cat she replaces), and
last ``cat`` (an awake cat across a slot that uses the card just placed, or none). Setup is
``start`` then ``place`` for each player's start card. A card chosen is played face up, so
nothing about a hand leaks through which decision comes next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from stil.core import Action, ActionSpace, Decision, Seat
from stil.core.moves import Unplayable
from stil.games.catboxes import scoring, table
from stil.games.catboxes.cards import (
    BOX_DECK,
    CARDS,
    INFO,
    PRINCESS,
    SIDE_PATTERNS,
    SLEEPING,
    TYPES,
    sides_mask,
    start_set,
    toy_set,
    turned,
)
from stil.games.catboxes.state import CAT, PRINCESS_OVERLAY, TOY

if TYPE_CHECKING:
    from stil.games.catboxes.state import CatboxesState

#: Normally a hand is 2 cards, 3 once a drawn card joins it before one is played; with
#: ``no_legal_play = pass`` a hand keeps every card it could not play, so allow for all of
#: the cards that can be drawn (box cards, special toys, Princesses).
MAX_HAND = len(BOX_DECK) + len(toy_set("one_of_each")) + INFO[PRINCESS].copies
_START_IDS = sorted({TYPES[t].lower() for s in ("varied", "all_open") for t in start_set(s)})

ACTIONS = ActionSpace(
    [
        ("draw",),
        ("sleep",),
        ("nocat",),
        ("pass",),
        ("play", range(MAX_HAND)),  # the hand card at this position (hands are sorted)
        ("discard", range(MAX_HAND)),
        ("start", _START_IDS),
        ("place", table.COORDS, table.COORDS, (0, 1)),  # x, y, turned 180° or not
        ("cat", table.COORDS, table.COORDS),  # the slot's west cell
        ("toy", table.COORDS, table.COORDS),  # the slot's west cell
        ("princess", table.COORDS, table.COORDS),  # the cell of the cat she replaces
    ]
)
A = ACTIONS.get
DRAW, SLEEP, NOCAT, PASS = A("draw"), A("sleep"), A("nocat"), A("pass")
PLAY = [A("play", i) for i in range(MAX_HAND)]
DISCARD = [A("discard", i) for i in range(MAX_HAND)]


_BY_CELL: dict[str, dict[int, Action]] = {"cat": {}, "toy": {}, "princess": {}}
_PLACE: tuple[dict[int, Action], dict[int, Action]] = ({}, {})  # by rot, then cell


def _at(name: str, c: int) -> Action:
    """The interned ``name x y`` for cell ``c`` (cached: cells are ints, actions are not)."""
    cache = _BY_CELL[name]
    action = cache.get(c)
    if action is None:
        x, y = table.xy(c)
        action = cache[c] = A(name, x, y)
    return action


def _place_actions(placements: list[tuple[int, int]]) -> list[Action]:
    """``place x y rot`` for each ``(cell, rot)``; a placement decision lists dozens."""
    out = []
    for c, rot in placements:
        cache = _PLACE[rot]
        action = cache.get(c)
        if action is None:
            x, y = table.xy(c)
            action = cache[c] = A("place", x, y, rot)
        out.append(action)
    return out


def public(state: CatboxesState, event: dict[str, Any]) -> None:
    state.log.append((None, event))


# -- set-up -----------------------------------------------------------------------------
def setup(state: CatboxesState) -> None:
    """Deal two cards each, build the deck in piles with a Princess each (§6.1), pick the
    first player; the start cards are then laid in turn."""
    n, opts, rng = state.players, state.options, state.rng
    state.starts = sorted(start_set(str(opts["start_cards"])))
    pool = list(BOX_DECK) + list(toy_set(str(opts["special_toys"])))
    rng.shuffle(pool)
    for seat in range(n):
        for _ in range(CARDS.hand_size):
            card = pool.pop()
            while INFO[card].kind == "toy" and opts["toy_in_opening_hand"] == "redeal":
                pool.append(card)
                rng.shuffle(pool)
                card = pool.pop()
            state.hands[seat].append(card)
        state.hands[seat].sort()
    if opts["extended"]:
        pool += [PRINCESS] * princesses_in_play(opts, n)
        rng.shuffle(pool)
        state.deck = pool
    else:
        q, r = divmod(len(pool), n)
        sizes = [q + 1] * r + [q] * (n - r)  # top pile first
        if opts["pile_order"] == "larger_at_bottom":
            sizes.reverse()
        piles = []
        for size in sizes:  # dealt from the top of the shuffled cards
            pile = [pool.pop() for _ in range(size)] + [PRINCESS]
            rng.shuffle(pile)
            piles.append(pile)
        state.deck = [c for pile in reversed(piles) for c in pile]  # top card last
        state.piles = [size + 1 for size in sizes]
    state.first = state.current = rng.below(n) if opts["first_player"] == "random" else 0
    state.phase, state.step = "setup", "start"
    public(state, {"type": "setup", "first": state.first})


def princesses_in_play(options: Mapping[str, object], players: int) -> int:
    """One Princess per player; with the extended rules all of them, by option (C28)."""
    if options["extended"] and options["extended_princesses"] == "all_five":
        return INFO[PRINCESS].copies
    return players


def laid(state: CatboxesState, c: int) -> None:
    """The layout changed at cell ``c`` (a card, a cat, a Princess or a toy laid there):
    its cached score goes stale, and only the boxes round ``c`` are scored again
    (``scoring.score``). Every change to ``card``, ``open``, ``sleeper`` or ``overlay``
    calls it."""
    state.scored = scoring.stale(state.scored, c)


def put(state: CatboxesState, c: int, t: int, rot: int, sleeper: Seat | None = None) -> None:
    """Lay card type ``t`` into empty cell ``c`` (turned 180° when ``rot``)."""
    laid(state, c)
    mask = sides_of(state, t)
    state.card[c] = t
    state.open[c] = turned(mask) if rot else mask
    state.rot[c] = rot
    if sleeper is not None:
        state.sleeper[c] = sleeper
    frontier = state.frontier
    frontier.discard(c)
    card = state.card
    for step in table.STEPS:
        y = c + step
        if y not in card and table.inside(state, y):
            frontier.add(y)


_SLEEPING_SIDES = {p: sides_mask(p) for p in SIDE_PATTERNS}


def sides_of(state: CatboxesState, t: int) -> int:
    """The open sides of card type ``t`` as printed (a sleeping cat's come from options)."""
    if t == SLEEPING:
        return _SLEEPING_SIDES[str(state.options["sleeping_sides"])]
    return INFO[t].open


# -- what the seat to act may do ----------------------------------------------------------
def to_act(state: CatboxesState) -> Seat:
    return state.current


def decision(state: CatboxesState) -> Decision:
    params: dict[str, Any] = {}
    if state.pending >= 0:
        params["card"] = TYPES[state.pending]
    if state.this_cell >= 0:
        params["cell"] = list(table.xy(state.this_cell))
    return Decision(state.current, state.step, f"catboxes.decision.{state.step}", params)


def legal_actions(state: CatboxesState) -> list[Action]:
    step = state.step
    if step == "card":
        return _card_choices(state)
    if step == "place":
        return _place_actions(_placements(state))
    if step == "cat":
        return [_at("cat", c) for c in cat_slots(state)] + [NOCAT]
    if step == "turn":
        return [DRAW] if _holds_toy(state) else [DRAW, SLEEP]
    if step == "toy":
        return [_at("toy", c) for c in toy_slots(state)]
    if step == "princess":
        return [_at("princess", c) for c in princess_targets(state)]
    if step == "start":
        offered = _start_fits(state) or state.starts
        return [A("start", t) for t in sorted({TYPES[s].lower() for s in offered})]
    raise AssertionError(f"unknown step {step}")


def _holds_toy(state: CatboxesState) -> bool:
    return any(INFO[t].kind == "toy" for t in state.hands[state.current])


def _placements(state: CatboxesState) -> list[tuple[int, int]]:
    """Where the pending card (or a sleeping cat, or a start card) may go."""
    mask = sides_of(state, state.pending)
    if state.phase == "setup":
        cells = _start_cells(state)
        found = table.placements(state, mask, cells)
        if not found and not _start_fits(state):
            found = table.placements(state, mask, cells, walls=False)
        return found
    return table.placements(state, mask, sorted(state.frontier))


def _start_cells(state: CatboxesState) -> list[int]:
    """The first start card goes on the anchor (any cell, by option, on a fixed table);
    the others at either end of the start column, short side to short side (§6.1)."""
    if not state.card:
        if state.options["anchor_choice"] == "first_player" and state.fit is None:
            xmin = state.bounds[0]
            if xmin != -table.REACH:
                return table.on_table(state)
        return [table.anchor(state)]
    top, bottom = state.column
    ends = [top - table.S_STEP, bottom + table.S_STEP]
    return [c for c in ends if table.inside(state, c)]


def _start_fits(state: CatboxesState) -> list[int]:
    """The start cards left that fit at an end of the start column. Only these are offered;
    when the extended rules' ban on wall contact (``extended_forbid = any_wall_contact``)
    leaves none, the ban is waived for start cards, since §6.1 asks for a column of N."""
    cells = _start_cells(state)
    return [t for t in state.starts if table.placements(state, sides_of(state, t), cells)]


def _card_choices(state: CatboxesState) -> list[Action]:
    """``play i`` for each different hand card that can be played now; a special toy in
    hand must be the card played. With nothing playable: discard one (or pass)."""
    hand = state.hands[state.current]
    must_toy = _holds_toy(state)
    out = []
    seen = set()
    for i, t in enumerate(hand):
        if t in seen:
            continue
        seen.add(t)
        kind = INFO[t].kind
        if must_toy and kind != "toy":
            continue
        if kind == "princess":
            ok = bool(princess_targets(state)) and not state.extra_used
        elif kind == "toy":
            ok = bool(toy_slots(state)) or _any_cell(state, INFO[t].open)
        else:
            ok = _any_cell(state, INFO[t].open)
        if ok:
            out.append(PLAY[i])
    if out:
        return out
    if state.options["no_legal_play"] == "pass" and state.phase != "final":
        return [PASS]  # in the final phase a pass could stall the game: discard (C31)
    seen.clear()
    for i, t in enumerate(hand):
        if t not in seen:
            seen.add(t)
            out.append(DISCARD[i])
    return out or [PASS]


def _any_cell(state: CatboxesState, mask: int) -> bool:
    if not state.options["extended"] and state.fit is None:
        return bool(state.frontier)
    return bool(table.placements(state, mask, sorted(state.frontier)))


def cat_slots(state: CatboxesState) -> list[int]:
    """West cells of the slots where the seat to act may lay an awake cat now (§3.2): a
    free slot using the card placed this turn, with no other player's cat in the box unless
    one of the mover's cats is already there. «Одна з двох карток під карткою кота має бути
    карткою, яку гравець розіграв у цей хід» is the only condition on the box, so a box this
    very card closed takes the cat too, unless ``cat_in_box_closed_this_turn=false`` (C40).
    (A box closed before the turn cannot hold this turn's card.)"""
    x = state.this_cell
    if x < 0 or state.supply[state.current] == 0:
        return []
    if state.cats_this_turn >= int(state.options["cats_per_turn"]):
        return []
    slots = [w for w in (x - 1, x) if table.slot_free(state, w)]
    if not slots:
        return []
    cells = table.box(state, x)
    if table.closed(state, cells) and not state.options["cat_in_box_closed_this_turn"]:
        return []  # option false: not even when this very card closed it
    seats = scoring.cat_seats(state, cells)
    me = state.current
    if me not in seats and any(s != me for s in seats):
        return []
    return slots


def toy_slots(state: CatboxesState) -> list[int]:
    """Free slots anywhere on the table (§3.5), or only in open boxes by option."""
    slots = [w for w in sorted(state.card) if table.slot_free(state, w)]
    if state.options["toy_only_open_boxes"]:
        slots = [w for w in slots if not table.closed(state, table.box(state, w))]
    return slots


def princess_targets(state: CatboxesState) -> list[int]:
    """Cells of every cat on the table, awake (its slot's west cell) or sleeping (§3.4)."""
    awake = [c for c, (kind, _) in state.overlay.items() if kind == CAT]
    return sorted(awake + list(state.sleeper))


def sleeping_possible(state: CatboxesState) -> bool:
    """Option (b) of a turn (public facts only): not in the final phase, a cat left in
    supply, and a cell it may go into."""
    if state.phase != "play" or state.supply[state.current] == 0:
        return False
    return _any_cell(state, sides_of(state, SLEEPING))


# -- carrying out an action -------------------------------------------------------------
def apply_action(state: CatboxesState, action: Action) -> None:
    name, args = action.name, action.args
    me = state.current
    if name == "place":
        x, y, rot = args
        _place(state, table.cell(int(x), int(y)), int(rot))
    elif name == "play":
        t = state.hands[me].pop(int(args[0]))
        state.pending = t
        public(state, {"type": "play", "seat": me, "card": TYPES[t]})
        kind = INFO[t].kind
        if kind == "princess":
            state.step = "princess"
        elif kind == "toy" and toy_slots(state):
            state.step = "toy"
        else:
            state.step = "place"
    elif name == "cat":
        c = table.cell(int(args[0]), int(args[1]))
        state.overlay[c] = (CAT, me)
        laid(state, c)
        _use_cat(state)
        state.cats_this_turn += 1
        public(state, {"type": "cat", "seat": me, "at": list(table.xy(c))})
        if not cat_slots(state):
            end_turn(state)
    elif name == "nocat":
        end_turn(state)
    elif name == "draw":
        draw(state)
        state.step = "card"
    elif name == "sleep":
        state.pending = SLEEPING
        state.step = "place"
    elif name == "toy":
        c = table.cell(int(args[0]), int(args[1]))
        state.overlay[c] = (TOY, state.pending)
        laid(state, c)
        public(state, {"type": "toy", "seat": me, "card": TYPES[state.pending], "at": [*args]})
        state.pending = -1
        _after_toy(state)
    elif name == "princess":
        _princess(state, table.cell(int(args[0]), int(args[1])))
    elif name == "discard":
        t = state.hands[me].pop(int(args[0]))
        state.discard.append(t)
        public(state, {"type": "discard", "seat": me, "card": TYPES[t]})
        end_turn(state)
    elif name == "pass":
        public(state, {"type": "pass", "seat": me})
        end_turn(state)
    elif name == "start":
        state.pending = next(t for t in state.starts if TYPES[t].lower() == args[0])
        state.step = "place"
    else:
        raise AssertionError(f"unknown action {action}")


def _place(state: CatboxesState, c: int, rot: int) -> None:
    me, t = state.current, state.pending
    state.pending = -1
    at = list(table.xy(c))
    if state.phase == "setup":
        put(state, c, t, rot)
        state.starts.remove(t)
        top, bottom = state.column
        state.column = (c, c) if top < 0 else (min(top, c), max(bottom, c))
        public(state, {"type": "start", "seat": me, "card": TYPES[t], "at": at, "rot": rot})
        _next_start(state)
        return
    if t == SLEEPING:
        put(state, c, t, rot, sleeper=me)
        public(state, {"type": "sleep", "seat": me, "at": at, "rot": rot})
        _use_cat(state)
        end_turn(state)
        return
    put(state, c, t, rot)
    public(state, {"type": "place", "seat": me, "card": TYPES[t], "at": at, "rot": rot})
    if INFO[t].kind == "toy" and state.options["toy_timing"] == "free_then_redraw":
        _after_toy(state)
        return
    state.this_cell = c
    if cat_slots(state):
        state.step = "cat"
    else:
        end_turn(state)


def weighty(state: CatboxesState, action: Action) -> bool:
    """Moves a screen asks about first: leaving out a cat where one fits, a cat (or a
    sleeping cat) that starts the end, and drawing the last card (so does that)."""
    name = action.name
    if name == "nocat":
        return bool(cat_slots(state))
    if name in ("cat", "sleep") and not state.ending:
        me = state.current
        if state.options["fifth_cat_trigger"] == "supply_empty":
            return state.supply[me] == 1
        return state.placed[me] + 1 >= CARDS.cat_cards
    if name == "draw":
        return len(state.deck) == 1 and not state.ending
    return False


def action_hints(state: CatboxesState, legal: Sequence[Action]) -> list[dict[str, Any]]:
    """What a screen may mark on each legal action: ``{"cat": True}`` on a placement after
    which a cat may be laid (the card placed this turn would hold one), for a first game's
    grid. Worked out by trying each placement on a copy (public facts and the mover's own
    card only: nothing hidden)."""
    out: list[dict[str, Any]] = []
    for action in legal:
        hint: dict[str, Any] = {}
        if action.name == "place" and state.phase != "setup" and state.pending != SLEEPING:
            after = state.clone()
            after.apply(action)
            if not after.is_over and after.current == state.current and after.step == "cat":
                hint["cat"] = True
        out.append(hint)
    return out


def _after_toy(state: CatboxesState) -> None:
    """A special toy is the turn's play; or, by option, a free extra with a redraw."""
    if state.options["toy_timing"] == "replaces_play":
        end_turn(state)
        return
    if state.phase == "play" and state.deck:
        draw(state)
    if state.hands[state.current]:
        state.step = "card"
    else:
        end_turn(state)


def _princess(state: CatboxesState, c: int) -> None:
    """She takes the cat's exact place; the cat goes back to its owner (§3.4)."""
    me = state.current
    state.pending = -1
    laid(state, c)
    if c in state.sleeper:
        owner = state.sleeper.pop(c)
        state.card[c] = PRINCESS  # the cell keeps the sleeping cat's sides
        state.rot[c] = 0
    else:
        kind, owner = state.overlay[c]
        assert kind == CAT
        state.overlay[c] = (PRINCESS_OVERLAY, 0)
    state.supply[owner] += 1
    public(state, {"type": "princess", "seat": me, "at": list(table.xy(c)), "owner": owner})
    if state.options["princess_timing"] == "extra_action":
        state.extra_used = True
        if state.hands[me]:
            state.step = "card"
            return
    end_turn(state)


def _use_cat(state: CatboxesState) -> None:
    """A cat card leaves the supply; the last one (or the fifth ever) triggers the end."""
    me = state.current
    state.supply[me] -= 1
    state.placed[me] += 1
    if state.options["fifth_cat_trigger"] == "supply_empty":
        triggered = state.supply[me] == 0
    else:
        triggered = state.placed[me] >= CARDS.cat_cards
    if triggered:
        _trigger(state, "cats")


def _trigger(state: CatboxesState, why: str) -> None:
    if not state.ending:
        state.ending = True
        public(state, {"type": "ending", "seat": state.current, "why": why})


def draw(state: CatboxesState) -> None:
    me = state.current
    t = state.deck.pop()
    hand = state.hands[me]
    hand.append(t)
    hand.sort()
    public(state, {"type": "draw", "seat": me, "left": len(state.deck)})
    state.log.append(((me,), {"type": "drew", "card": TYPES[t]}))
    if not state.deck:
        _trigger(state, "deck")


def _next_start(state: CatboxesState) -> None:
    placed = sum(1 for t in state.card.values() if INFO[t].kind == "start")
    if placed == state.players:
        state.starts = []  # the rest go back to the box
        state.phase = "play"
        state.current = state.first
        begin_turn(state)
    else:
        state.current = (state.current + 1) % state.players
        state.step = "start"


def begin_turn(state: CatboxesState) -> None:
    """Start ``current``'s turn: in the final phase, skip empty hands and end the game when
    every hand is empty; otherwise ask draw-or-sleep when sleeping is possible."""
    state.pending = -1
    state.this_cell = -1
    state.cats_this_turn = 0
    state.extra_used = False
    if state.phase == "final":
        for _ in range(state.players):
            if state.hands[state.current]:
                state.step = "card"
                return
            state.current = (state.current + 1) % state.players
        finish(state)
        return
    if sleeping_possible(state):
        state.step = "turn"
    else:
        draw(state)
        state.step = "card"


def end_turn(state: CatboxesState) -> None:
    state.pending = -1
    if state.ending and state.phase == "play":
        state.phase = "final"
        public(state, {"type": "final"})
    state.turn += 1
    state.current = (state.current + 1) % state.players
    begin_turn(state)


def finish(state: CatboxesState) -> None:
    state.is_over = True
    state.step = "over"
    result = scoring.score(state)
    public(
        state,
        {
            "type": "end",
            "scores": result.scores[:],
            "penalties": result.penalties[:],
            "winners": result.winners[:],
        },
    )


# -- results ------------------------------------------------------------------------------
def scores(state: CatboxesState) -> list[int]:
    """Points per seat as the table stands (final once the game is over)."""
    return scoring.score(state).scores[:]


def winners(state: CatboxesState) -> list[Seat]:
    return scoring.score(state).winners[:]


# -- direct manipulation: the card an action plays, and why a card cannot be played --------
def card_target(state: CatboxesState, action: Action) -> tuple[str | None, str | None]:
    """``play i`` and ``discard i`` name a card of the hand (by position); a placement, a
    toy's or a Princess's slot puts the pending card on a cell; a cat goes on a cell with
    no card of its own; ``start`` picks a start card."""
    name, a = action.name, action.args
    if name in ("play", "discard"):
        hand = state.hands[state.current]
        i = int(a[0])
        return (TYPES[hand[i]] if i < len(hand) else None), None
    if name in ("place", "toy", "princess"):
        card = TYPES[state.pending] if state.pending >= 0 else None
        return card, f"cell:{a[0]},{a[1]}"
    if name == "cat":
        return None, f"cell:{a[0]},{a[1]}"
    if name == "start":  # the action says "s1", the card is "S1"
        return str(a[0]).upper(), None
    return None, None


def _why_not(state: CatboxesState, card: int) -> str:
    """The rule that keeps ``card`` in hand at the ``card`` step."""
    kind = INFO[card].kind
    if _holds_toy(state) and kind != "toy":
        return "toy_first"
    if kind == "princess":
        return "princess_once" if state.extra_used else "princess_no_cat"
    return "no_fit"


def unplayable(state: CatboxesState, seat: Seat) -> list[Unplayable]:
    """At the ``card`` step, each card of the hand no ``play`` names: a special toy held
    must go first, a Princess needs a cat on the table (and comes once a turn), a box card
    needs a free cell its walls fit. Only the seat's own hand and the open table are read."""
    if state.step != "card" or seat != state.current:
        return []
    hand = state.hands[seat]
    played = {hand[int(a.args[0])] for a in _card_choices(state) if a.name == "play"}
    return [
        Unplayable(TYPES[c], f"catboxes.why.{_why_not(state, c)}")
        for c in sorted(set(hand))
        if c not in played
    ]
