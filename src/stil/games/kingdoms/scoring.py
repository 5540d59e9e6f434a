"""The end of an age: kingdoms scored one by one, battles for first place, the council,
the refresh of the board, and the end of the game (kingdoms.data.md §3.1–§3.3).

Scoring runs from ``state.scoring_pos`` on and stops where a battle needs decisions; the
battle's last action scores the kingdom and scoring goes on (``rules.settle`` drives it).
"""

from __future__ import annotations

from stil.games.kingdoms.board import (
    K,
    beats,
    draw,
    log,
    refill,
    reveal,
    ring,
)
from stil.games.kingdoms.cards import CARDS, DATA, SIZES, rank
from stil.games.kingdoms.state import UPSTART, KingdomsState

SECOND, THIRD = DATA.second_place_points, DATA.third_place_points


def start(state: KingdomsState) -> None:
    state.step = "scoring"
    state.scoring_pos = 0
    state.solo_battles = state.solo_wins = 0
    log(state, {"type": "age_end", "age": state.age})


def groups(state: KingdomsState, k: int) -> list[list[int]]:
    """Sides with pieces in ``k``, grouped by count, most first (places 1, 2, 3, …)."""
    counts = state.ordinary[k][:]  # then what ``state.pieces`` adds, for every side at once
    if state.capital[k] >= 0:
        counts[state.capital[k]] += 1
    for s in state.council[k]:
        counts[s] += 1
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    return [[s for s, c in enumerate(counts) if c == level] for level in levels]


def gain(state: KingdomsState, side: int, points: int, k: int, place: int) -> None:
    if points:
        state.score[side] += points
        log(
            state,
            {"type": "score", "side": side, "points": points, "kingdom": SIZES[k], "place": place},
        )


def take_token(state: KingdomsState, k: int, sides: list[int]) -> None:
    """Each of ``sides`` scores the kingdom's leftmost token, which leaves the game."""
    value = state.tokens[k].pop(0)
    for s in sides:
        gain(state, s, value, k, 1)


def score_on(state: KingdomsState) -> None:
    """Score the kingdoms not yet scored, in order, until a battle starts or all are done."""
    order = ring(state)
    while state.scoring_pos < K:
        k = order[state.scoring_pos]
        if not score_kingdom(state, k):
            return
        state.scoring_pos += 1
    state.scoring_pos = -1
    state.step = "final" if state.age == 3 else "refresh"


def score_kingdom(state: KingdomsState, k: int) -> bool:
    """Score ``k`` outright; False when a battle for first place has begun instead."""
    g = groups(state, k)
    if not g:
        log(state, {"type": "empty", "kingdom": SIZES[k]})
        if state.options["remove_unawarded_token"]:
            state.tokens[k].pop(0)
        return True
    top, below = g[0], g[1:]
    if len(top) == 1:
        take_token(state, k, top)
        lower_places(state, k, below, SECOND)
        return True
    if state.options["peace_variant"] and not state.solo:
        holder = state.capital[k]
        if holder in top:
            take_token(state, k, [holder])
            for s in top:
                if s != holder:
                    gain(state, s, SECOND, k, 2)
            lower_places(state, k, below, THIRD)
        else:
            take_token(state, k, top)
            lower_places(state, k, below, int(state.options["after_shared_first_next_group"]))
        return True
    if state.solo:
        start_solo_battle(state, k)
    else:
        start_battle(state, k, top, below[0] if below else [])
    return False


def lower_places(state: KingdomsState, k: int, below: list[list[int]], points: int) -> None:
    """The group just below first scores ``points`` (3 for second place); the next, 1."""
    if below:
        for s in below[0]:
            gain(state, s, points, k, 2 if points == SECOND else 3)
    if len(below) > 1 and points == SECOND:
        for s in below[1]:
            gain(state, s, THIRD, k, 3)


# -- battles between players ----------------------------------------------------------------
def start_battle(state: KingdomsState, k: int, tied: list[int], below: list[int]) -> None:
    n = state.players
    who = [(state.first + i) % n for i in range(n) if (state.first + i) % n in tied]
    m = len(who)
    state.pending = {
        "k": k,
        "who": who,
        "below": below,
        "alive": [True] * m,
        "lost": [False] * m,
        "choice": [-1] * m,  # this round's face-down cards (hidden until all are in)
        "played": [[] for _ in range(m)],
        "shown": [],  # the cards of this round once revealed, per participant
        "boost": [0] * m,
        "spent": [0] * m,
        "bids": [-1] * m,  # sealed bids (option modifier_protocol), hidden
        "passed": [False] * m,
        "stage": "commit",
        "actor": 0,
        "round": 1,
    }
    state.step = "battle"
    log(state, {"type": "battle", "kingdom": SIZES[k], "sides": who, "token": state.tokens[k][0]})
    next_commit(state)


def next_commit(state: KingdomsState) -> None:
    """Ask the next participant for a face-down card; when all have one, reveal them. A
    participant with no card left ends the battle as a shared first place."""
    b = state.pending
    alive = [i for i, a in enumerate(b["alive"]) if a]
    if all(b["choice"][i] < 0 for i in alive) and any(not state.hands[b["who"][i]] for i in alive):
        end_battle(state, alive)
        return
    for i in alive:
        if b["choice"][i] < 0:
            b["actor"] = i
            b["stage"] = "commit"
            return
    reveal_round(state)


def commit(state: KingdomsState, card: int) -> None:
    b = state.pending
    i = b["actor"]
    state.hands[b["who"][i]].remove(card)
    b["choice"][i] = card
    log(state, {"type": "battle_card", "side": b["who"][i]})
    next_commit(state)


def holders(state: KingdomsState) -> list[int]:
    b = state.pending
    return [i for i, a in enumerate(b["alive"]) if a and state.mods[b["who"][i]] > 0]


def reveal_round(state: KingdomsState) -> None:
    b = state.pending
    alive = [i for i, a in enumerate(b["alive"]) if a]
    b["shown"] = [b["choice"][i] if b["alive"][i] else -1 for i in range(len(b["who"]))]
    for i in alive:
        b["played"][i].append(b["choice"][i])
    b["choice"] = [-1] * len(b["who"])
    log(
        state,
        {"type": "battle_reveal", "cards": [[b["who"][i], CARDS[b["shown"][i]]] for i in alive]},
    )
    h = holders(state)
    if not h:
        resolve(state)
        return
    b["stage"] = "boost"
    b["passed"] = [False] * len(b["who"])
    b["bids"] = [-1] * len(b["who"])
    if state.options["modifier_protocol"] == "sealed_bid":
        b["actor"] = h[0]
        return
    lead = survivors(state)
    behind = [i for i in h if lead != [i]]
    b["actor"] = behind[0] if behind else h[0]


def effective(state: KingdomsState, i: int) -> tuple[int, bool]:
    """Participant ``i``'s card this round: effective rank, and whether it counts as a 1."""
    b = state.pending
    card = b["shown"][i]
    e = rank(card) + DATA.modifier_value * b["boost"][i]
    one = e == 1 if state.options["one_beats_eight_uses"] == "effective_rank" else rank(card) == 1
    return e, one


def survivors(state: KingdomsState) -> list[int]:
    """Participants whose card no other revealed card beats."""
    b = state.pending
    alive = [i for i, a in enumerate(b["alive"]) if a]
    eff = {i: effective(state, i) for i in alive}
    return [
        i
        for i in alive
        if not any(j != i and beats(eff[j][0], eff[i][0], eff[j][1], eff[i][1]) for j in alive)
    ]


def boost(state: KingdomsState, n: int) -> None:
    """``boost n`` (or ``pass``, n = 0) by the participant asked in the modifier window."""
    b = state.pending
    i = b["actor"]
    side = b["who"][i]
    if state.options["modifier_protocol"] == "sealed_bid":
        b["bids"][i] = n
        log(state, {"type": "bid_made", "side": side})
        rest = [j for j in holders(state) if b["bids"][j] < 0]
        if rest:
            b["actor"] = rest[0]
            return
        for j, bid in enumerate(b["bids"]):
            if bid > 0:
                add_tokens(state, j, bid)
        resolve(state)
        return
    if n:
        add_tokens(state, i, n)
        b["passed"] = [False] * len(b["who"])
    else:
        b["passed"][i] = True
        log(state, {"type": "boost_pass", "side": side})
    h = holders(state)
    m = len(b["who"])
    for step in range(1, m + 1):
        j = (i + step) % m
        if j in h and not b["passed"][j]:
            b["actor"] = j
            return
    resolve(state)


def add_tokens(state: KingdomsState, i: int, n: int) -> None:
    b = state.pending
    side = b["who"][i]
    state.mods[side] -= n
    b["boost"][i] += n
    b["spent"][i] += n
    log(state, {"type": "boost", "side": side, "n": n})


def resolve(state: KingdomsState) -> None:
    """One winner ends the battle; several survivors fight on, the others having lost; a
    cycle (1 beats 8 beats 5 beats 1) fights again per option ``cycle_resolution``."""
    b = state.pending
    alive = [i for i, a in enumerate(b["alive"]) if a]
    surv = survivors(state)
    if not surv:
        if state.options["cycle_resolution"] == "replay_all":
            surv = alive
        else:
            top = max(effective(state, i)[0] for i in alive)
            surv = [i for i in alive if effective(state, i)[0] == top]
    for i in alive:
        if i not in surv:
            b["alive"][i] = False
            b["lost"][i] = True
    if len(surv) == 1:
        end_battle(state, surv)
        return
    b["boost"] = [0] * len(b["who"])
    b["shown"] = []
    b["round"] += 1
    next_commit(state)


def end_battle(state: KingdomsState, winners: list[int]) -> None:
    """Award the kingdom after a battle, then clean up: cards to the discard pile, used
    tokens back, each participant draws up to 4."""
    b = state.pending
    k = b["k"]
    who = b["who"]
    losers = [who[i] for i, lost in enumerate(b["lost"]) if lost]
    log(state, {"type": "battle_end", "kingdom": SIZES[k], "winners": [who[i] for i in winners]})
    take_token(state, k, [who[i] for i in winners])
    for s in losers:
        gain(state, s, SECOND, k, 2)
        if state.options["modifier_supply"] == "unlimited":
            state.mods[s] += 1
        elif state.mod_supply > 0:
            state.mod_supply -= 1
            state.mods[s] += 1
        else:
            continue
        log(state, {"type": "modifier", "side": s})
    if len(winners) > 1 and not losers:
        next_points = int(state.options["after_shared_first_next_group"])
    else:
        next_points = THIRD
    for s in b["below"]:
        gain(state, s, next_points, k, 2 if next_points == SECOND else 3)
    for cards in b["played"]:
        state.discard += cards
    if state.options["used_modifier_destination"] == "supply":
        state.mod_supply += sum(b["spent"])
    state.pending = {}
    for s in who:
        refill(state, s)
    state.scoring_pos += 1
    state.step = "scoring"


# -- the solo battle against the upstart -------------------------------------------------------
def solo_reveals(state: KingdomsState) -> int:
    """How many cards the upstart reveals in this battle (option ``solo_battle_decrement``)."""
    base = 4 if state.options["solo_difficulty"] == "hard" else 3
    rule = state.options["solo_battle_decrement"]
    if rule == "cumulative_each":
        fewer = state.solo_battles
    elif rule == "flat_after_first":
        fewer = min(1, state.solo_battles)
    else:
        fewer = state.solo_wins
    return max(1, base - fewer)


def start_solo_battle(state: KingdomsState, k: int) -> None:
    state.pending = {"k": k, "n": solo_reveals(state), "used": [], "shown": [], "ties": 0}
    state.step = "battle"
    log(
        state,
        {"type": "battle", "kingdom": SIZES[k], "sides": [0, UPSTART], "token": state.tokens[k][0]},
    )
    if not state.hands[0]:
        end_solo_battle(state, "exhausted")


def solo_commit(state: KingdomsState, card: int) -> None:
    b = state.pending
    state.hands[0].remove(card)
    b["used"].append(card)
    shown = [c for c in (reveal(state) for _ in range(b["n"])) if c is not None]
    b["shown"] += shown
    log(state, {"type": "solo_reveal", "card": CARDS[card], "upstart": [CARDS[c] for c in shown]})
    mine = rank(card)
    if any(beats(rank(u), mine) for u in shown):
        end_solo_battle(state, "lost")
    elif any(rank(u) == mine for u in shown):
        b["ties"] += 1
        if not state.hands[0]:
            end_solo_battle(state, "exhausted")
    else:
        end_solo_battle(state, "won")


def end_solo_battle(state: KingdomsState, outcome: str) -> None:
    b = state.pending
    k = b["k"]
    if outcome == "exhausted":
        outcome = "shared" if state.options["solo_battle_exhaustion"] == "shared" else "lost"
    log(state, {"type": "battle_end", "kingdom": SIZES[k], "outcome": outcome})
    if outcome == "won":
        take_token(state, k, [0])
        gain(state, UPSTART, SECOND, k, 2)
        draws = b["ties"]
        state.solo_wins += 1
    elif outcome == "lost":
        take_token(state, k, [UPSTART])
        gain(state, 0, SECOND, k, 2)
        draws = len(b["used"])
    else:
        take_token(state, k, [0, UPSTART])
        draws = len(b["used"])
    state.discard += b["used"] + b["shown"]
    state.solo_battles += 1
    state.pending = {}
    draw(state, 0, draws)
    state.scoring_pos += 1
    state.step = "scoring"


# -- between ages and at the end ------------------------------------------------------------
def refresh(state: KingdomsState) -> None:
    """Capital pieces go to the council (each seat decides under ``council_move=optional``;
    the upstart always moves), then the next age begins."""
    queue = [[state.capital[k], k] for k in ring(state) if state.capital[k] >= 0]
    ask = state.options["council_move"] == "optional"
    for side, k in queue:
        if not ask or (state.solo and side == UPSTART):
            to_council(state, side, k)
    if ask:
        rest = [[s, k] for s, k in queue if state.capital[k] >= 0]
        if rest:
            state.pending = {"queue": rest}
            state.step = "council"
            return
    new_age(state)


def to_council(state: KingdomsState, side: int, k: int) -> None:
    state.council[k].append(side)
    state.capital[k] = -1
    log(state, {"type": "council", "side": side, "kingdom": SIZES[k]})


def council_answer(state: KingdomsState, move: bool) -> None:
    queue = state.pending["queue"]
    side, k = queue.pop(0)
    if move:
        to_council(state, side, k)
    else:
        state.capital[k] = -1
        state.supply[side] += 1
        log(state, {"type": "council_declined", "side": side, "kingdom": SIZES[k]})
    if not queue:
        state.pending = {}
        new_age(state)


def new_age(state: KingdomsState) -> None:
    first = next_first_player(state)
    state.age += 1
    for k in range(K):
        state.ordinary[k] = [0] * state.sides
        state.capital[k] = -1
    for s in range(state.sides):
        state.supply[s] = DATA.pieces - sum(c.count(s) for c in state.council)
    state.deck += state.discard
    state.discard = []
    for k in range(K):
        state.deck += state.cards[k]
        state.cards[k] = []
    if state.solo and state.options["solo_bonus_refresh_each_age"]:
        state.deck += state.bonus
        state.bonus = []
    state.rng.shuffle(state.deck)
    state.edicts_past += state.edicts
    state.edicts = [state.edict_deck.pop() for _ in range(K)]
    if state.solo and state.options["solo_bonus_refresh_each_age"]:
        turn_up_bonus(state)
    for s in range(state.players):
        refill(state, s)
    state.retreated = [False] * state.sides
    state.rallies = [0] * state.sides
    state.last_played = [-1] * state.sides
    state.captures = []
    state.phase2 = False
    state.first = state.current = first
    state.step = "turn"
    log(state, {"type": "age", "age": state.age, "first": first})


def turn_up_bonus(state: KingdomsState) -> None:
    want = {"easy": 0, "extra_hard": 2}.get(str(state.options["solo_difficulty"]), 1)
    while len(state.bonus) < want:
        c = reveal(state)
        if c is None:
            return
        state.bonus.append(c)
        log(state, {"type": "bonus_card", "card": CARDS[c]})


def next_first_player(state: KingdomsState) -> int:
    """Whoever is last on the score track; among the tied, who took a capital earlier this
    age; else per option ``first_player_tiebreak_fallback``."""
    if state.solo:
        return UPSTART if state.options["solo_difficulty"] == "easy" else 0
    n = state.players
    low = min(state.score[:n])
    tied = [s for s in range(n) if state.score[s] == low]
    if len(tied) == 1:
        return tied[0]
    for side, _k in state.captures:
        if side in tied:
            return side
    if state.options["first_player_tiebreak_fallback"] == "random":
        return tied[state.rng.below(len(tied))]
    return next(s for s in ((state.first + i) % n for i in range(n)) if s in tied)


def final(state: KingdomsState) -> None:
    """Retreat tokens and unused "+2" tokens score; the game is over."""
    if not state.solo:
        for s in range(state.players):
            bonus = sum(state.retreat[s]) + state.mods[s]
            log(
                state,
                {
                    "type": "final_bonus",
                    "side": s,
                    "retreat": state.retreat[s],
                    "modifiers": state.mods[s],
                },
            )
            state.score[s] += bonus
    state.is_over = True
    state.step = "over"
    log(state, {"type": "game_end", "scores": state.score[:]})


def winners(state: KingdomsState) -> list[int]:
    """The most points; a tie goes to the tied player who took the capital of the largest
    kingdom (the kingdom of 8) in age 3, else it is shared (``endgame_tiebreak=k8_only``,
    the rulebook's words), or to the largest capital each took (``largest_captured``). In
    solo you win only with more points than the upstart."""
    if state.solo:
        return [0] if state.score[0] > state.score[UPSTART] else []
    n = state.players
    best = max(state.score[:n])
    tied = [s for s in range(n) if state.score[s] == best]
    if len(tied) == 1:
        return tied
    took = {side: SIZES[k] for side, k in state.captures if side in tied}
    if state.options["endgame_tiebreak"] == "k8_only":
        top = [s for s, size in took.items() if size == max(SIZES)]
        return top or tied
    if not took:
        return tied
    biggest = max(took.values())
    return sorted(s for s, size in took.items() if size == biggest)
