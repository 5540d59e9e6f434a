"""The rules of Інтриги та Капуста as plain functions over :class:`CabbageState`.

Each function is named after the rule it carries out. A turn: reveal a card, resolve its
effect (which may ask the player to choose), then draw again or stop and bank the row. A
duplicate busts the turn (Wheat never does); a Dog laid out this turn saves two cards of a
busted turn. When the deck runs out the intrigue phase runs once, then scoring.

Effects that ask for a choice push a record on ``state.pending``; the action that answers
it pops the record and carries on, so a state is always plain data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from stil.core import Action, ActionSpace, Decision, Seat
from stil.core.moves import Unplayable
from stil.games.cabbage.cards import (
    CARDS,
    CAT,
    CHICKEN,
    COW,
    DOG,
    FOX,
    ID,
    KIND,
    KINDS,
    N_KINDS,
    PIG,
    RABBIT,
    STACKS,
    WHEAT,
    WOLF,
)
from stil.games.cabbage.scoring import after_intrigue, castle_score

if TYPE_CHECKING:
    from stil.games.cabbage.state import CabbageState

MAX_PLAYERS = 5
_SEATS = range(MAX_PLAYERS)
_MAX_WOLVES = CARDS.count("wolf")

ACTIONS = ActionSpace(
    [
        ("draw",),
        ("stop",),
        ("done",),
        ("take", _SEATS, KINDS),  # Fox: take a card from another castle
        ("discard", _SEATS, KINDS),  # Pig: discard a card of another castle
        ("give", KINDS, _SEATS),  # Wolf: move a card of your castle to another
        ("play", KINDS),  # Rabbit (from your castle) or Chicken (from the looked cards)
        ("save", KINDS),  # Dog: keep a card of the busted turn (Wheat = the whole stack)
        ("block", (0, 1), range(_MAX_WOLVES + 1)),  # intrigue: Dogs on the Foxes, on Wolves
    ]
)
DRAW, STOP, DONE = ACTIONS.get("draw"), ACTIONS.get("stop"), ACTIONS.get("done")
TAKE = [[ACTIONS.get("take", s, k) for k in KINDS] for s in _SEATS]
DISCARD = [[ACTIONS.get("discard", s, k) for k in KINDS] for s in _SEATS]
GIVE = [[ACTIONS.get("give", k, s) for s in _SEATS] for k in KINDS]
PLAY = [ACTIONS.get("play", k) for k in KINDS]
SAVE = [ACTIONS.get("save", k) for k in KINDS]
BLOCK = [[ACTIONS.get("block", f, w) for w in range(_MAX_WOLVES + 1)] for f in (0, 1)]

_DRAW_OR_STOP = [DRAW, STOP]
_KIND_IDS = range(N_KINDS)
_EMPTY = [0] * N_KINDS

_LOOK = {CAT: CARDS.by_id("cat").look, CHICKEN: CARDS.by_id("chicken").look}
_DOG_SAVES = CARDS.by_id("dog").saves


def public(state: CabbageState, event: dict[str, object]) -> None:
    state.log.append((None, event))


def private(state: CabbageState, seats: tuple[Seat, ...], event: dict[str, object]) -> None:
    state.log.append((seats, event))


# -- the turn ---------------------------------------------------------------------------
def start_turn(state: CabbageState) -> None:
    """A turn always begins by revealing the top card, so that first draw is not asked."""
    public(state, {"type": "turn", "seat": state.current})
    reveal(state, draw_card(state), "deck")


def draw_card(state: CabbageState) -> int:
    if state.knows_top:
        state.knows_top = []
    return state.deck.pop()


def busts(state: CabbageState, kind: int) -> bool:
    """A card busts the turn when a copy of it was already laid out (Wheat stacks instead)."""
    return not STACKS[kind] and kind in state.row


def reveal(state: CabbageState, kind: int, source: str) -> None:
    """Lay ``kind`` out in the row: bust on a duplicate, else resolve its immediate effect."""
    row = state.row
    state.log.append(
        (None, {"type": "reveal", "seat": state.current, "card": KINDS[kind], "from": source})
    )
    if kind in row and not STACKS[kind]:
        bust_turn(state, kind)
        return
    row.append(kind)
    effect = _EFFECTS[kind]
    if effect is not no_effect:
        effect(state)
        if state.pending:
            return
    if not state.deck:
        bank_row(state)


def effects_done(state: CabbageState) -> None:
    """After the last effect: the player chooses to draw or stop, unless the deck is out."""
    if not state.deck:
        bank_row(state)


def bank_row(state: CabbageState) -> None:
    """A successful turn: every card laid out goes into the player's castle."""
    castle = state.castles[state.current]
    for kind in state.row:
        castle[kind] += 1
    public(state, {"type": "bank", "seat": state.current, "cards": [KINDS[k] for k in state.row]})
    end_turn(state)


def bust_turn(state: CabbageState, kind: int) -> None:
    """A duplicate: its effect does not happen and the row goes to the discard, unless a Dog
    laid out this turn saves some of it first."""
    dog_played = DOG in state.row
    state.row.append(kind)
    state.bust = kind
    public(state, {"type": "bust", "seat": state.current, "card": KINDS[kind]})
    if dog_played and savable_kinds(state):
        state.pending.append({"k": "save", "left": _DOG_SAVES})
    else:
        discard_row(state)


def savable(state: CabbageState) -> list[int]:
    """Cards of the busted row the Dog may save (option: not the busting card)."""
    if state.options["dog_saves_busting_card"]:
        return state.row
    return state.row[:-1]


def savable_kinds(state: CabbageState) -> list[int]:
    kinds = set(savable(state))
    return [k for k in range(N_KINDS) if k in kinds]


def save_card(state: CabbageState, kind: int) -> None:
    """The Dog keeps one card; the whole Wheat stack counts as one card."""
    castle = state.castles[state.current]
    n = state.row.count(kind) if STACKS[kind] else 1
    for _ in range(n):
        # remove the earliest copy so the busting card (last) stays last in the row
        state.row.remove(kind)
        castle[kind] += 1
    public(state, {"type": "save", "seat": state.current, "card": KINDS[kind], "count": n})


def discard_row(state: CabbageState) -> None:
    for kind in state.row:
        state.discard[kind] += 1
    if state.row:
        public(
            state,
            {"type": "discard_row", "seat": state.current, "cards": [KINDS[k] for k in state.row]},
        )
    end_turn(state)


def end_turn(state: CabbageState) -> None:
    state.row = []
    state.bust = None
    state.last = state.current
    if not state.deck:
        start_intrigue(state)
        return
    state.current = (state.current + 1) % state.players
    start_turn(state)


# -- immediate effects ------------------------------------------------------------------
def no_effect(state: CabbageState) -> None:
    """Dog, Cabbage and Wheat do nothing when revealed."""


def others_have_cards(state: CabbageState) -> bool:
    me = state.current
    return any(c != _EMPTY for s, c in enumerate(state.castles) if s != me)


def fox_effect(state: CabbageState) -> None:
    """Fox: take a card from another castle and lay it out (nothing if they are empty)."""
    if others_have_cards(state):
        state.pending.append({"k": "fox"})


def pig_effect(state: CabbageState) -> None:
    """Pig: discard a card from another castle (nothing if they are empty)."""
    if others_have_cards(state):
        state.pending.append({"k": "pig"})


def wolf_effect(state: CabbageState) -> None:
    """Wolf: move a card of your own castle to another castle (nothing if yours is empty)."""
    if state.castles[state.current] != _EMPTY:
        state.pending.append({"k": "wolf"})


def rabbit_effect(state: CabbageState) -> None:
    """Rabbit: lay out a card of your own castle (nothing if it is empty)."""
    if state.castles[state.current] != _EMPTY:
        state.pending.append({"k": "rabbit"})


def cow_effect(state: CabbageState) -> None:
    """Cow: peek at the top card in private; then draw it or stop as usual."""
    if state.deck:
        seat = state.current
        if seat not in state.knows_top:
            state.knows_top.append(seat)
        private(state, (seat,), {"type": "peek", "seat": seat, "card": KINDS[state.deck[-1]]})
        public(state, {"type": "peeked", "seat": seat})


def chicken_effect(state: CabbageState) -> None:
    """Chicken: look at 4 random cards of the discard and lay one of them out."""
    if sum(state.discard):
        state.looked = sample_discard(state, _LOOK[CHICKEN])
        event = {"type": "chicken_look", "seat": state.current}
        looked = {**event, "cards": [KINDS[k] for k in state.looked]}
        if state.options["looks_public"]:
            public(state, looked)
        else:
            private(state, (state.current,), looked)
            public(state, {**event, "count": len(state.looked)})
        state.pending.append({"k": "chicken"})


def cat_effect(state: CabbageState) -> None:
    """Cat: look at 5 random cards of the discard; every one whose kind is not yet in your
    castle goes there (all copies of it), the rest go back."""
    if not sum(state.discard):
        return
    castle = state.castles[state.current]
    looked = sample_discard(state, _LOOK[CAT])
    taken = [k for k in looked if castle[k] == 0]
    for k in taken:
        castle[k] += 1
    for k in looked:
        if k not in taken:
            state.discard[k] += 1
    event = {"type": "cat", "seat": state.current, "taken": [KINDS[k] for k in taken]}
    if state.options["looks_public"]:
        public(state, {**event, "cards": [KINDS[k] for k in looked]})
    else:
        private(state, (state.current,), {**event, "cards": [KINDS[k] for k in looked]})
        public(state, {**event, "count": len(looked)})


def sample_discard(state: CabbageState, n: int) -> list[int]:
    """Shuffle the discard and take ``n`` cards (all of them when it has ``n`` or fewer)."""
    discard = state.discard
    total = sum(discard)
    take = min(n, total)
    cards = []
    for r in state.rng.below_each(list(range(total, total - take, -1))):
        kind = 0
        while r >= discard[kind]:
            r -= discard[kind]
            kind += 1
        discard[kind] -= 1
        cards.append(kind)
    return sorted(cards)


_EFFECTS = [no_effect] * N_KINDS
_EFFECTS[FOX], _EFFECTS[PIG], _EFFECTS[WOLF] = fox_effect, pig_effect, wolf_effect
_EFFECTS[RABBIT], _EFFECTS[COW] = rabbit_effect, cow_effect
_EFFECTS[CHICKEN], _EFFECTS[CAT] = chicken_effect, cat_effect


def bring_choices(state: CabbageState, offers: list[tuple[int, Action]]) -> list[Action]:
    """Which of the offered cards (kind, action) may be brought into the row.

    The rulebook lets the player take «будь-яку карту»; its clause on duplicates obliges
    one to take a busting card when every candidate busts, and forbids nothing. So every
    offer is legal by default; ``voluntary_bust=false`` keeps the busting ones off limits
    while a safe one is on offer.
    """
    if state.options["voluntary_bust"]:
        return [a for _, a in offers]
    row = state.row
    safe = [a for kind, a in offers if STACKS[kind] or kind not in row]
    return safe or [a for _, a in offers]


# -- decisions and actions --------------------------------------------------------------
def to_act(state: CabbageState) -> Seat:
    """The current player, or the owner asked about Dogs in the intrigue phase."""
    if state.pending:
        return int(state.pending[-1].get("seat", state.current))
    return state.current


def _fox_choices(state: CabbageState, me: Seat) -> list[Action]:
    """Take a card of a kind from another player's castle."""
    offers = [
        (kind, take[kind])
        for seat, castle, take in zip(_SEATS, state.castles, TAKE, strict=False)
        if seat != me
        for kind in _KIND_IDS
        if castle[kind]
    ]
    return bring_choices(state, offers)


def _pig_choices(state: CabbageState, me: Seat) -> list[Action]:
    """Discard a card of a kind from another player's castle."""
    return [
        discard[kind]
        for seat, castle, discard in zip(_SEATS, state.castles, DISCARD, strict=False)
        if seat != me
        for kind in _KIND_IDS
        if castle[kind]
    ]


def _wolf_choices(state: CabbageState, me: Seat) -> list[Action]:
    """Give a card of a kind of my castle to another player."""
    castle = state.castles[me]
    others = [s for s in range(state.players) if s != me]
    return [GIVE[kind][s] for kind in _KIND_IDS if castle[kind] for s in others]


def _rabbit_choices(state: CabbageState, me: Seat) -> list[Action]:
    """Play a card of a kind of my castle again."""
    castle = state.castles[me]
    return bring_choices(state, [(kind, PLAY[kind]) for kind in _KIND_IDS if castle[kind]])


def _chicken_choices(state: CabbageState, me: Seat) -> list[Action]:
    """Play one of the cards looked at."""
    return bring_choices(state, [(kind, PLAY[kind]) for kind in sorted(set(state.looked))])


def _save_choices(state: CabbageState, me: Seat) -> list[Action]:
    return [SAVE[kind] for kind in savable_kinds(state)] + [DONE]


def _no_params(state: CabbageState, record: Mapping[str, object]) -> dict[str, object]:
    return {}


def _chicken_params(state: CabbageState, record: Mapping[str, object]) -> dict[str, object]:
    return {"cards": [KINDS[c] for c in state.looked]}


def _save_params(state: CabbageState, record: Mapping[str, object]) -> dict[str, object]:
    return {"left": int(str(record["left"]))}


@dataclass(frozen=True)
class PendingEffect:
    """What a card's effect that waits for the current player asks: the decision's kind,
    its public facts, and the choices it offers (one record, so the three cannot drift)."""

    decision: str
    choices: Callable[[CabbageState, Seat], list[Action]]
    params: Callable[[CabbageState, Mapping[str, object]], dict[str, object]] = _no_params


#: Every pending effect, by its kind (``state.pending[-1]["k"]``).
PENDING: dict[str, PendingEffect] = {
    "fox": PendingEffect("fox_take", _fox_choices),
    "pig": PendingEffect("pig_discard", _pig_choices),
    "wolf": PendingEffect("wolf_give", _wolf_choices),
    "rabbit": PendingEffect("rabbit_play", _rabbit_choices),
    "chicken": PendingEffect("chicken_play", _chicken_choices, _chicken_params),
    "save": PendingEffect("dog_save", _save_choices, _save_params),
}


def legal_actions(state: CabbageState) -> list[Action]:
    if not state.pending:
        return _DRAW_OR_STOP  # shared: State.legal_actions hands out copies
    if state.phase == "intrigue":
        seat = int(state.pending[-1]["seat"])
        return block_choices(state, seat)
    k = str(state.pending[-1]["k"])
    if k not in PENDING:
        raise AssertionError(f"unknown pending effect {k}")
    return PENDING[k].choices(state, state.current)


def apply_action(state: CabbageState, action: Action) -> None:
    """Carry out a legal action (``State.apply`` has checked it)."""
    if not state.pending:  # the common case: draw or stop
        if action is DRAW or action == DRAW:
            if state.knows_top:
                state.knows_top = []
            reveal(state, state.deck.pop(), "deck")
        else:
            bank_row(state)
        return
    if state.phase == "intrigue":
        seat = int(state.pending.pop()["seat"])
        foxes, wolves = action.args
        resolve_intrigue(state, seat, int(foxes), int(wolves))
        state.intrigue_queue.pop(0)
        continue_intrigue(state)
        return
    record = state.pending.pop()
    k = record["k"]
    me = state.current
    if k == "fox":
        seat, kind = int(action.args[0]), KIND[str(action.args[1])]
        state.castles[seat][kind] -= 1
        public(state, {"type": "fox_take", "seat": me, "from": seat, "card": KINDS[kind]})
        reveal(state, kind, "fox")
    elif k == "pig":
        seat, kind = int(action.args[0]), KIND[str(action.args[1])]
        state.castles[seat][kind] -= 1
        state.discard[kind] += 1
        public(state, {"type": "pig_discard", "seat": me, "from": seat, "card": KINDS[kind]})
        effects_done(state)
    elif k == "wolf":
        kind, seat = KIND[str(action.args[0])], int(action.args[1])
        state.castles[me][kind] -= 1
        state.castles[seat][kind] += 1
        public(state, {"type": "wolf_give", "seat": me, "to": seat, "card": KINDS[kind]})
        effects_done(state)
    elif k == "rabbit":
        kind = KIND[str(action.args[0])]
        state.castles[me][kind] -= 1
        reveal(state, kind, "rabbit")
    elif k == "chicken":
        kind = KIND[str(action.args[0])]
        state.looked.remove(kind)
        for other in state.looked:
            state.discard[other] += 1
        state.looked = []
        reveal(state, kind, "chicken")
    elif k == "save":
        if action == DONE:
            discard_row(state)
            return
        save_card(state, KIND[str(action.args[0])])
        left = int(record["left"]) - 1
        if left and savable_kinds(state):
            state.pending.append({"k": "save", "left": left})
        else:
            discard_row(state)
    else:
        raise AssertionError(f"unknown pending effect {k}")


# -- the intrigue phase -----------------------------------------------------------------
def weighty(state: CabbageState, action: Action) -> bool:
    """Moves a screen asks about first: done saving while cards could still be saved (they
    go to the discard)."""
    return (
        action == DONE
        and bool(state.pending)
        and state.pending[-1]["k"] == "save"
        and bool(savable_kinds(state))
    )


def start_intrigue(state: CabbageState) -> None:
    """Once, when the deck is out: from the player who moved last, in turn order."""
    state.phase = "intrigue"
    public(state, {"type": "intrigue"})
    n = state.players
    state.intrigue_queue = [(state.last + i) % n for i in range(n)]
    continue_intrigue(state)


def needs_dog_decision(state: CabbageState, seat: Seat) -> bool:
    castle = state.castles[seat]
    return castle[DOG] > 0 and (castle[FOX] > 0 or castle[WOLF] > 0)


def block_choices(state: CabbageState, seat: Seat) -> list[Action]:
    """One Dog blocks all Foxes or one Wolf; blocking is never forced."""
    castle = state.castles[seat]
    dogs, wolves = castle[DOG], castle[WOLF]
    fox_options = (0, 1) if castle[FOX] else (0,)
    return [BLOCK[f][w] for f in fox_options if f <= dogs for w in range(min(wolves, dogs - f) + 1)]


def continue_intrigue(state: CabbageState) -> None:
    while state.intrigue_queue:
        seat = state.intrigue_queue[0]
        if needs_dog_decision(state, seat):
            state.pending.append({"k": "block", "seat": seat})
            return
        resolve_intrigue(state, seat, 0, 0)
        state.intrigue_queue.pop(0)
    finish(state)


def resolve_intrigue(
    state: CabbageState, seat: Seat, foxes_blocked: int, wolves_blocked: int
) -> None:
    """The intrigue properties of one castle act on that castle, in rulebook order."""
    castle = state.castles[seat]
    state.blocking[seat] = foxes_blocked + wolves_blocked
    after = after_intrigue(castle, foxes_blocked, wolves_blocked)
    discarded = [before - left for before, left in zip(castle, after, strict=True)]
    for kind, n in enumerate(discarded):
        state.discard[kind] += n
    state.castles[seat] = after
    public(
        state,
        {
            "type": "intrigue_castle",
            "seat": seat,
            "foxes_blocked": foxes_blocked,
            "wolves_blocked": wolves_blocked,
            "discarded": {KINDS[k]: n for k, n in enumerate(discarded) if n},
        },
    )


def finish(state: CabbageState) -> None:
    state.phase = "over"
    state.is_over = True
    state.pending = []
    public(state, {"type": "end", "scores": scores(state), "winners": winners(state)})


# -- scores -----------------------------------------------------------------------------
def unscored_dogs(state: CabbageState, seat: Seat) -> int:
    return 0 if state.options["blocking_dogs_score"] else state.blocking[seat]


def scores(state: CabbageState) -> list[int]:
    """Points per seat: final after the intrigue phase, else what the castles hold now."""
    castles = state.castles
    return [
        castle_score(c, castles, seat, unscored_dogs(state, seat)) for seat, c in enumerate(castles)
    ]


def winners(state: CabbageState) -> list[Seat]:
    """Most points; a tie goes to the most Wheat; a tie on both is shared."""
    pts = scores(state)
    best = max(pts)
    tied = [s for s, p in enumerate(pts) if p == best]
    most_wheat = max(state.castles[s][WHEAT] for s in tied)
    return [s for s in tied if state.castles[s][WHEAT] == most_wheat]


def decision(state: CabbageState) -> Decision | None:
    """What is asked now, with the public facts a UI needs to phrase the question."""
    if state.phase == "over":
        return None
    params: dict[str, object]
    if state.phase == "intrigue":
        seat = int(state.pending[-1]["seat"])
        castle = state.castles[seat]
        params = {"dogs": castle[DOG], "foxes": castle[FOX], "wolves": castle[WOLF]}
        return Decision(seat, "dog_block", f"{ID}.decision.dog_block", params)
    me = state.current
    if not state.pending:
        params = {"row": [KINDS[k] for k in state.row], "deck": len(state.deck)}
        return Decision(me, "draw_or_stop", f"{ID}.decision.draw_or_stop", params)
    record = state.pending[-1]
    effect = PENDING[str(record["k"])]
    params = effect.params(state, record)
    return Decision(me, effect.decision, f"{ID}.decision.{effect.decision}", params)


# -- direct manipulation: the card an action plays, and why a card cannot be played --------
def card_target(state: CabbageState, action: Action) -> tuple[str | None, str | None]:
    """Fox, Pig and Wolf act on a card and a castle; Rabbit, Chicken and Dog bring a card
    into the row; draw, stop, done and the Dogs' blocks play no card."""
    name, args = action.name, action.args
    if name in ("take", "discard"):
        return str(args[1]), f"seat:{args[0]}"
    if name == "give":
        return str(args[0]), f"seat:{args[1]}"
    if name in ("play", "save"):
        return str(args[0]), "row"
    return None, None


def _offered(state: CabbageState) -> list[int]:
    """The kinds the pending effect offers to choose from, legal or not."""
    k = state.pending[-1]["k"]
    me = state.current
    if k == "fox":
        castles = [c for s, c in enumerate(state.castles) if s != me]
        return [kind for c in castles for kind in _KIND_IDS if c[kind]]
    if k == "rabbit":
        return [kind for kind in _KIND_IDS if state.castles[me][kind]]
    if k == "chicken":
        return list(state.looked)
    return []  # the Dog's save offers only the kinds it may save


def unplayable(state: CabbageState, seat: Seat) -> list[Unplayable]:
    """Cards a Fox, Rabbit or Chicken offers that would bust the row while a safe one is on
    offer, kept off limits by ``voluntary_bust=false``. Each is a card the seat sees (a
    castle, or what its own Chicken showed it)."""
    if not state.pending or state.phase == "intrigue" or seat != state.current:
        return []
    legal = {
        KIND[str(a.args[-1] if a.name in ("take", "discard") else a.args[0])]
        for a in legal_actions(state)
        if a.args and a.name != "block"
    }
    why = f"{ID}.why.voluntary_bust"
    return [Unplayable(KINDS[kind], why) for kind in sorted(set(_offered(state)) - legal)]
