"""The rules of Царства зверей as plain functions over :class:`KingdomsState`.

A turn is one action: claim a territory (play a card the kingdom's edict allows and place
a piece), rally (+1 point, then swap 1–4 cards) or retreat for the rest of the age. When
everybody has retreated the age is scored (``scoring.py``), battles included; after the
third age the game ends. In the solo game the upstart (``upstart.py``) plays between your
turns without being asked. ``settle`` moves the game on until someone must decide.
"""

from __future__ import annotations

from stil.core import Action, ActionSpace, Decision, Seat
from stil.core.moves import Unplayable
from stil.games.kingdoms import scoring, upstart
from stil.games.kingdoms.board import (
    K,
    discard_from_hand,
    draw,
    has_room,
    log,
    place_piece,
    refill,
    retreat,
    ring,
)
from stil.games.kingdoms.cards import CARD, CARDS, DATA, EDICTS, HAND, SIZES
from stil.games.kingdoms.edicts import (
    PAIR,
    PARTNERS,
    TABLE,
    allows,
    claim_mask,
    reference,
    same_type_or_rank,
)
from stil.games.kingdoms.state import UPSTART, KingdomsState

MAX_PLAYERS = 5
RALLY_MAX_DISCARDS = 4  # «сбросьте 1–4 карты с руки», whatever the hand holds

ACTIONS = ActionSpace(
    [
        ("claim", CARDS, SIZES),  # play a card under the kingdom of that many territories
        ("rally",),
        ("retreat",),
        ("discard", CARDS),  # a rally's discards (any order), the pair edict's second card
        ("done",),  # end a rally's discards
        ("battle", CARDS),  # a face-down battle card
        ("boost", range(1, DATA.modifier_tokens + 1)),  # add that many "+2" tokens
        ("pass",),
        ("council",),  # move the capital piece to the council
        ("return",),  # take it back instead (option council_move=optional)
        ("bonus", CARDS),  # which upstart bonus card plays (extra hard, player_choice)
        ("first", range(MAX_PLAYERS)),  # the host names the first player
    ]
)
A = ACTIONS.get
# The interned actions of the hot path, looked up once: ``CLAIM[k][c]`` plays card ``c``
# under kingdom ``k``; ``DISCARD[c]`` and ``BATTLE[c]`` name card ``c``.
CLAIM = tuple(tuple(A("claim", card, size) for card in CARDS) for size in SIZES)
DISCARD = tuple(A("discard", card) for card in CARDS)
BATTLE = tuple(A("battle", card) for card in CARDS)
RALLY, RETREAT, DONE, PASS = A("rally"), A("retreat"), A("done"), A("pass")
#: per kingdom: the ordinary territories (one fewer than its territories: the capital)
ROOM = tuple(size - 1 for size in SIZES)


# -- set-up -------------------------------------------------------------------------------
def deal(state: KingdomsState) -> None:
    """The components as the rulebook lays them out: 4 cards each, an edict under every
    kingdom, three kingdom tokens each in ascending order, three retreat tokens set aside
    face down (the fourth unseen in the box) and, in solo, the upstart's bonus card(s)."""
    rng = state.rng
    opts = state.options
    sides = state.sides
    deck = list(range(len(CARDS)))
    rng.shuffle(deck)
    state.deck = deck
    for s in range(state.players):
        state.hands[s] = sorted(deck.pop() for _ in range(HAND))
    edicts = list(range(len(EDICTS)))
    rng.shuffle(edicts)
    state.edict_deck = edicts
    state.edicts = [edicts.pop() for _ in range(K)]
    values = [int(v) for v in str(opts["kingdom_token_values"]).split(",")]
    rng.shuffle(values)
    state.tokens = [sorted(values[3 * k : 3 * k + 3]) for k in range(K)]
    if not state.solo:
        pool = [int(v) for v in str(opts["retreat_token_values"]).split(",")]
        rng.shuffle(pool)
        state.retreat_pool = pool[:3]  # the fourth goes back to the box unseen
        state.mod_supply = DATA.modifier_tokens
    state.ordinary = [[0] * sides for _ in range(K)]
    state.capital = [-1] * K
    state.council = [[] for _ in range(K)]
    state.cards = [[] for _ in range(K)]
    state.supply = [DATA.pieces] * sides
    if state.solo:
        scoring.turn_up_bonus(state)


def begin(state: KingdomsState) -> None:
    """Who starts age 1: at random from the seed, or named by the host (seat 0)."""
    if state.solo:
        state.first = scoring.next_first_player(state)
    elif state.options["first_player"] == "host_choice":
        state.step = "first"
        return
    else:
        state.first = state.rng.below(state.players)
    state.current = state.first
    state.step = "turn"
    log(state, {"type": "age", "age": 1, "first": state.first})
    settle(state)


# -- moving the game on -----------------------------------------------------------------------
def settle(state: KingdomsState) -> None:
    """Play what needs no decision (upstart turns, scoring, the refresh between ages)
    until a seat must decide or the game is over."""
    while True:
        step = state.step
        if step == "turn":
            if all(state.retreated):
                scoring.start(state)
            elif state.solo and state.current == UPSTART:
                upstart.turn(state)
                if state.step == "bonus":
                    return
                pass_turn(state)
            else:
                return
        elif step == "scoring":
            scoring.score_on(state)
        elif step == "refresh":
            scoring.refresh(state)
        elif step == "final":
            scoring.final(state)
            return
        else:
            return


def pass_turn(state: KingdomsState) -> None:
    """The next side clockwise that has not retreated (none left: the age ends)."""
    state.step = "turn"
    if all(state.retreated):
        return
    n = state.sides
    for i in range(1, n + 1):
        s = (state.current + i) % n
        if not state.retreated[s]:
            state.current = s
            return


# -- whose decision, and what it is ---------------------------------------------------------
def to_act(state: KingdomsState) -> Seat:
    step = state.step
    if step == "battle":
        b = state.pending
        return 0 if state.solo else int(b["who"][b["actor"]])
    if step == "council":
        return int(state.pending["queue"][0][0])
    if step in ("bonus", "first"):
        return 0
    return state.current


def decision(state: KingdomsState) -> Decision:
    seat = to_act(state)
    step = state.step
    b = state.pending
    params: dict[str, object] = {"age": state.age}
    kind = step
    if step == "rally":
        params["discarded"] = [CARDS[c] for c in b["discarded"]]
    elif step == "pair":
        params |= {"card": CARDS[b["card"]], "kingdom": SIZES[b["k"]]}
    elif step == "battle":
        params |= {"kingdom": SIZES[b["k"]], "token": state.tokens[b["k"]][0]}
        if not state.solo:
            kind = "boost" if b["stage"] == "boost" else "battle"
            params |= {"round": b["round"], "sides": list(b["who"])}
            if b["stage"] == "boost":
                params["cards"] = [
                    [b["who"][i], CARDS[c]] for i, c in enumerate(b["shown"]) if c >= 0
                ]
                params["boosts"] = list(b["boost"])
                params["sealed"] = state.options["modifier_protocol"] == "sealed_bid"
        else:
            params |= {"reveals": b["n"], "ties": b["ties"]}
    elif step == "council":
        params["kingdom"] = SIZES[b["queue"][0][1]]
    elif step == "bonus":
        params["card"] = CARDS[b["card"]]
    return Decision(seat, kind, f"kingdoms.decision.{kind}", params)


# -- legal actions ------------------------------------------------------------------------
def legal_actions(state: KingdomsState) -> list[Action]:
    step = state.step
    if step == "turn":
        return turn_actions(state)
    b = state.pending
    if step == "rally":
        return rally_actions(state)
    if step == "pair":
        hand = state.hands[state.current]
        return [DISCARD[d] for d in hand if same_type_or_rank(d, b["card"])]
    if step == "battle":
        if state.solo:
            return [BATTLE[c] for c in state.hands[0]]
        side = b["who"][b["actor"]]
        if b["stage"] == "commit":
            return [BATTLE[c] for c in state.hands[side]]
        return [A("boost", n) for n in range(1, state.mods[side] + 1)] + [PASS]
    if step == "council":
        return [A("council"), A("return")]
    if step == "bonus":
        return [A("bonus", CARDS[c]) for c in b["matches"]]
    if step == "first":
        return [A("first", s) for s in range(state.players)]
    return []


def rally_actions(state: KingdomsState) -> list[Action]:
    """A rally's next discard: any card still in hand, in whatever order the player picks
    them (the rulebook lets you discard «1–4 карты с руки», any of them), and ``done`` once
    enough are gone; after the fourth the rally ends by itself."""
    out = [DISCARD[c] for c in state.hands[state.current]]
    if len(state.pending["discarded"]) >= int(state.options["rally_min_discard"]):
        out.append(DONE)
    return out


def edict_allows(state: KingdomsState, k: int, card: int) -> bool:
    """Whether the edict under ``k`` lets ``card`` be played there now (room aside; for the
    pair edict, given a partner in hand)."""
    edict = state.edicts[k]
    ref = reference(state.cards, TABLE[edict][0], k, ring(state))
    return allows(edict, card, ref, state.options)


def claims(state: KingdomsState, side: int) -> list[Action]:
    """Every card of the hand that some kingdom's edict allows, where a piece can go (by
    kingdom, then in hand order)."""
    hand = state.hands[side]
    held = 0
    for c in hand:
        held |= 1 << c
    cards, edicts, flags, around = state.cards, state.edicts, state.flags, state.around
    ordinary, capital = state.ordinary, state.capital
    out: list[Action] = []
    for k in range(K):
        if capital[k] >= 0 and sum(ordinary[k]) >= ROOM[k]:
            continue  # no room (``board.has_room``)
        edict = edicts[k]
        if edict == PAIR:
            ok = with_partner(hand, held)
        else:
            ok = claim_mask(edict, k, cards, around, flags) & held
        if ok:
            row = CLAIM[k]
            for c in hand:
                if ok >> c & 1:
                    out.append(row[c])
    return out


def with_partner(hand: list[int], held: int) -> int:
    """The hand's cards that the pair edict lets be played (another card of the hand shares
    their type or rank), as a bit set; ``held`` is the hand as a bit set."""
    ok = 0
    for c in hand:
        if PARTNERS[c] & held:
            ok |= 1 << c
    return ok


def may_rally(state: KingdomsState, side: int) -> bool:
    """Rally: not once anyone (the upstart included) has retreated this age, not beyond the
    optional cap, and only with a card to discard when at least one must go."""
    cap = int(state.options["max_rallies_per_player_per_age"])
    if any(state.retreated) or (cap and state.rallies[side] >= cap):
        return False
    return bool(state.hands[side]) or int(state.options["rally_min_discard"]) == 0


def turn_actions(state: KingdomsState) -> list[Action]:
    me = state.current
    out = claims(state, me)
    if not out and state.options["no_play_forces_retreat"]:
        return [RETREAT]
    if may_rally(state, me):
        out.append(RALLY)
    out.append(RETREAT)
    return out


def weighty(state: KingdomsState, action: Action) -> bool:
    """Moves a screen asks about first: retreating (out until the end of the age) while
    another move is open."""
    if action != RETREAT or state.step != "turn":
        return False
    return len(turn_actions(state)) > 1


def forced_to_retreat(state: KingdomsState, me: int) -> bool:
    """Retreat is the only action of the turn (``turn_actions`` is ``[RETREAT]``)."""
    if claims(state, me):
        return False
    return bool(state.options["no_play_forces_retreat"]) or not may_rally(state, me)


# -- carrying out an action -----------------------------------------------------------------
def apply_action(state: KingdomsState, action: Action) -> None:
    name = action.name
    args = action.args
    step = state.step
    me = to_act(state)
    if name == "claim":
        card, k = CARD[str(args[0])], SIZES.index(int(args[1]))
        state.hands[me].remove(card)
        if state.edicts[k] == PAIR:
            state.pending = {"card": card, "k": k}
            state.step = "pair"
            log(state, {"type": "pair_card", "side": me, "card": CARDS[card], "kingdom": SIZES[k]})
            return
        finish_claim(state, me, card, k, pair=False)
    elif name == "discard" and step == "pair":
        partner = CARD[str(args[0])]
        discard_from_hand(state, me, partner)
        log(state, {"type": "pair_discard", "side": me, "card": CARDS[partner]})
        card, k = state.pending["card"], state.pending["k"]
        state.pending = {}
        finish_claim(state, me, card, k, pair=True)
    elif name == "rally":
        state.score[me] += DATA.rally_points
        state.rallies[me] += 1
        log(state, {"type": "rally", "side": me})
        state.pending = {"discarded": []}
        state.step = "rally"
        if not state.hands[me]:
            end_rally(state, me)
    elif name == "discard":
        card = CARD[str(args[0])]
        discard_from_hand(state, me, card)
        state.pending["discarded"].append(card)
        log(state, {"type": "rally_discard", "side": me, "card": CARDS[card]})
        if not state.hands[me] or len(state.pending["discarded"]) == RALLY_MAX_DISCARDS:
            end_rally(state, me)
    elif name == "done":
        end_rally(state, me)
    elif name == "retreat":
        retreat(state, me, "forced" if forced_to_retreat(state, me) else "chosen")
        pass_turn(state)
    elif name == "battle":
        card = CARD[str(args[0])]
        if state.solo:
            scoring.solo_commit(state, card)
        else:
            scoring.commit(state, card)
    elif name in ("boost", "pass"):
        scoring.boost(state, int(args[0]) if args else 0)
    elif name in ("council", "return"):
        scoring.council_answer(state, name == "council")
    elif name == "bonus":
        upstart.choose_bonus(state, CARD[str(args[0])])
        pass_turn(state)
    elif name == "first":
        state.first = state.current = int(args[0])
        state.step = "turn"
        log(state, {"type": "age", "age": 1, "first": state.first})
    settle(state)


def finish_claim(state: KingdomsState, me: int, card: int, k: int, pair: bool) -> None:
    """The card lies under ``k`` and a piece goes on; draw up to 4 (and 2 more for the pair
    edict under ``pair_edict_draw=exactly_2_extra``); taking the capital, or placing the
    last piece, retreats."""
    capital = place_piece(state, me, k, card)
    refill(state, me)
    if pair and state.options["pair_edict_draw"] == "exactly_2_extra":
        draw(state, me, 2)
    if capital:
        if state.solo:
            state.phase2 = True
        retreat(state, me, "capital")
    elif state.supply[me] == 0:
        retreat(state, me, "pieces")
    state.step = "turn"
    pass_turn(state)


def end_rally(state: KingdomsState, me: int) -> None:
    """Draw as many as were discarded; a rally reshuffles the discard pile when needed."""
    n = len(state.pending["discarded"])
    state.pending = {}
    draw(state, me, n, always_reshuffle=True)
    pass_turn(state)


# -- the end ----------------------------------------------------------------------------
def scores(state: KingdomsState) -> list[int]:
    """Points on the track per seat (retreat and "+2" tokens join them at the end)."""
    return state.score[: state.players]


def winners(state: KingdomsState) -> list[Seat]:
    return scoring.winners(state)


# -- direct manipulation: the card an action plays, and why a card cannot be played --------
def card_target(state: KingdomsState, action: Action) -> tuple[str | None, str | None]:
    """A claim plays a card under a kingdom (named by its size); a discard, a battle card
    and a bonus card play a card on nothing in particular; naming the first player picks
    a seat."""
    name, args = action.name, action.args
    if name == "claim":
        return str(args[0]), f"kingdom:{args[1]}"
    if name in ("discard", "battle", "bonus"):
        return str(args[0]), None
    if name == "first":
        return None, f"seat:{args[0]}"
    return None, None


def unplayable(state: KingdomsState, seat: Seat) -> list[Unplayable]:
    """On a turn, each card of the hand no kingdom takes: every kingdom is full, or the
    edict of each one with room refuses it (they are named); for the pair edict's second
    card, the cards that share neither type nor rank with the first. Only the seat's own
    hand and the open table are read."""
    step = state.step
    hand = state.hands[seat] if seat < len(state.hands) else []
    if step == "pair":
        first = state.pending["card"]
        return [
            Unplayable(CARDS[c], "kingdoms.why.pair", {"card": CARDS[first]})
            for c in sorted(set(hand))
            if not same_type_or_rank(c, first)
        ]
    if step != "turn" or seat != state.current:
        return []
    played = {str(a.args[0]) for a in claims(state, seat)}
    open_ = [k for k in range(K) if has_room(state, k)]
    edicts = [EDICTS[state.edicts[k]].id for k in open_]
    sizes = [SIZES[k] for k in open_]
    out = []
    for c in sorted(set(hand)):
        if CARDS[c] in played:
            continue
        if not open_:
            out.append(Unplayable(CARDS[c], "kingdoms.why.full"))
        else:
            said = {"kingdoms": sizes, "edicts": edicts}
            out.append(Unplayable(CARDS[c], "kingdoms.why.edicts", said))
    return out
