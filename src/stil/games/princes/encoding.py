"""Князья: the RL observation encoder (``stil.core.encoding`` finds it through the game's
parts). Its blocks are declared once (:func:`pieces`, listed with their meanings in
``docs/rl.md``) and filled from the state (:func:`state_princes`), reading only what the
seat's view shows, so a seat's vector never depends on cards it cannot see.

>>> import stil
>>> state = stil.game("princes").new(players=2, seed=1)
>>> vec = state_princes(state, 0)
>>> vec.dtype.name, len(vec) == lay_out(pieces(2))[-1].end
('float32', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

import numpy as np

from stil.core.features import GameEncoding, Piece, Vector, lay_out, offsets
from stil.core.features import clip as _clip
from stil.core.features import options as _options
from stil.core.features import seats as _seats
from stil.games.princes.cards import ATTACHMENTS, CHRONICLES, CITIES
from stil.games.princes.cards import INFO as PINFO
from stil.games.princes.cards import TYPES as PTYPES
from stil.games.princes.game import GAME
from stil.games.princes.rules import INFINITE
from stil.games.princes.rules import city_might as _city_might
from stil.games.princes.rules import to_act as _to_act
from stil.games.princes.rules import wall_value as _wall_value
from stil.games.princes.state import PrincesState, War

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 10.0


_P_FULL = [c.count for c in PINFO]
_P_DECK = sum(_P_FULL)
_P_DECISIONS = ("turn", "war_open", "war_defend", "war_counter", "war_ruin")
_P_WAR_STEPS = ("open", "defend", "counter", "ruin")
_P_TABLE = tuple(i for i, c in enumerate(PINFO) if c.uncancellable)  # Батый, Тайное послание
_P_MIGHT_CAP = 10.0
_P_SCORE_SCALE = 50.0


@cache
def pieces(players: int) -> tuple[Piece, ...]:
    """The blocks of the vector for ``players`` seats, in order (seat-indexed ones relative
    to the observer: itself first, then turn order)."""
    return (
        *_p_globals(players),
        *_p_cards(players),
        *_p_cities(players),
        *_p_war(players),
        Piece("scores", players, -1.0, 3.0),
    )


def _p_option_width() -> int:
    """What :func:`stil.core.features.options` writes: a flag per boolean option, a one-hot
    over the allowed values of any other."""
    return sum(1 if isinstance(s.default, bool) else len(s.allowed) for s in GAME.spec.options)


def _p_globals(n: int) -> tuple[Piece, ...]:
    """Options, the turn and the end in sight, who acts, the decision asked, the deck."""
    return (
        Piece("options", _p_option_width()),
        Piece("turn", 1, 0.0, 5.0),  # turn / 100
        Piece("end_pending", 1),
        Piece("turns_left", 1),  # (last turn - turn) / seats, once the end is pending
        Piece("over", 1),
        Piece("current", n),
        Piece("to_act", n),
        Piece("decision", len(_P_DECISIONS)),
        Piece("deck", 1),  # as a fraction of the full deck
    )


def _p_cards(n: int) -> tuple[Piece, ...]:
    """The own hand, hand sizes, the cards known in others' hands, the discard, the cards
    on the table, the chronicles (counts as fractions of the deck's copies)."""
    types = len(PTYPES)
    return (
        Piece("hand", types),
        Piece("hand_sizes", n, 0.0, _P_DECK / 10),
        *(Piece(f"known_{r}", types) for r in range(n)),
        Piece("discard", types),
        Piece("table", len(_P_TABLE)),
        *(Piece(f"chronicles_{r}", len(CHRONICLES)) for r in range(n)),
    )


def _p_cities(n: int) -> tuple[Piece, ...]:
    """A block per city: in play, its owner, might, wall (an unbreakable one apart), what
    is built there; zeros while no one holds it."""
    size = 4 + n + len(ATTACHMENTS)
    return tuple(Piece(_p_city_name(c), size, 0.0, _P_MIGHT_CAP) for c in CITIES)


def _p_city_name(city: int) -> str:
    return f"city_{PTYPES[city].removeprefix('city_')}"


def _p_war(n: int) -> tuple[Piece, ...]:
    """The war in progress (zeros when none is): on, attacker, defender, city, siege, slot,
    step; the attacking card, its valour, the cards played against it, the events."""
    types = len(PTYPES)
    return (
        Piece("war", 3 + 2 * n + len(CITIES) + len(_P_WAR_STEPS)),
        Piece("war_attack", types),
        Piece("war_valour", 1, 0.0, 2.0),
        Piece("war_against", types),
        Piece("war_events", types),
    )


_P_STEP_INDEX = {s: i for i, s in enumerate(_P_WAR_STEPS)}
_P_DECISION_INDEX = {d.removeprefix("war_"): i for i, d in enumerate(_P_DECISIONS)}
_P_CITY_INDEX = {c: i for i, c in enumerate(CITIES)}


@cache
def _p_offsets(n: int) -> tuple[dict[str, int], int]:
    """Where each block of :func:`pieces` starts for ``n`` seats, and the vector's length."""
    blocks = lay_out(pieces(n))
    return offsets(blocks), blocks[-1].end


@cache
def _p_keyed(n: int) -> tuple[list[int], list[int], dict[int, int]]:
    """The offsets :func:`state_princes` looks up by name, by seat and by city type: the
    known cards' and chronicles' blocks of each relative seat, and each city's block."""
    at, _ = _p_offsets(n)
    known = [at[f"known_{r}"] for r in range(n)]
    chronicles = [at[f"chronicles_{r}"] for r in range(n)]
    cities = {c: at[_p_city_name(c)] for c in CITIES}
    return known, chronicles, cities


def _p_put_counts(v: list[float], at: int, cards: Sequence[int]) -> None:
    """``counts`` over card type ids (:func:`_p_counts`), written into ``v`` from ``at``."""
    for i, x in _p_counts(cards):
        v[at + i] = x


def _p_put_subset(v: list[float], at: int, cards: Sequence[int], types: Sequence[int]) -> None:
    """Counts over a few card types only (:func:`_p_subset`), written into ``v`` from ``at``."""
    for i, x in _p_subset(cards, types):
        v[at + i] = x


def state_princes(state: PrincesState, seat: int | None) -> Vector:
    """Князья as ``seat`` sees it (``None``: a spectator, seat 0 first): its own hand and
    what its view shows of the rest, written into zeros at the offsets of :func:`pieces`."""
    row: Vector = _p_vectors(state, (seat,))[0]
    return row


def seats_princes(state: PrincesState) -> np.ndarray:
    """Every seat's vector (:func:`state_princes`), a row per seat: what no seat's view
    changes (the cities, the discard, the war) is worked out once, not once per seat, as
    the search's evaluation asks at each cut.

    >>> import stil
    >>> state = stil.game("princes").new(players=3, seed=2)
    >>> rows = seats_princes(state)
    >>> bool((rows[1] == state_princes(state, 1)).all())
    True
    """
    return _p_vectors(state, range(state.players))


def _p_vectors(state: PrincesState, seats: Iterable[int | None]) -> np.ndarray:
    """The vectors of ``seats`` (rows in that order): a shared vector of what reads the
    same from every seat, copied and completed with each seat's own and relative blocks."""
    n = state.players
    at, size = _p_offsets(n)
    known_at, chronicles_at, city_at = _p_keyed(n)
    shared = [0.0] * size
    opts = _options(GAME.spec.options, state.options)
    shared[: len(opts)] = opts
    _p_put_turn(shared, at, state)
    _p_put_counts(shared, at["discard"], state.discard)
    _p_put_subset(shared, at["table"], state.table, _P_TABLE)
    for city in state.owner:
        _p_put_city(shared, city_at[city], state, city)
    war = state.war
    if war is not None:
        _p_put_war(shared, at, war, n)
    to_act = None if state.is_over else _to_act(state)
    hands, known, chronicles = state.hands, state.known, state.chronicles
    # each seat's blocks once, placed at its relative offset for every observer below
    sizes = [len(h) / 10 for h in hands]
    known_counts = [_p_counts(k) for k in known]
    chronicle_counts = [_p_subset(c, CHRONICLES) for c in chronicles]
    scores = [_clip(x / _P_SCORE_SCALE, -1.0, 3.0) for x in state.scores()]
    # the seats' own and relative entries, set into copies of the shared row at once
    seats = list(seats)
    sizes_at, scores_at, hand_at = at["hand_sizes"], at["scores"], at["hand"]
    row: list[int] = []
    col: list[int] = []
    val: list[float] = []
    for k, seat in enumerate(seats):
        me = 0 if seat is None else seat
        cols: list[int] = []
        vals: list[float] = []
        if to_act is not None:
            cols.append(at["to_act"] + (to_act - me) % n)
            vals.append(1.0)
        cols.append(at["current"] + (state.current - me) % n)
        vals.append(1.0)
        if seat is not None:
            for i, x in _p_counts(hands[seat]):
                cols.append(hand_at + i)
                vals.append(x)
        for city, owner in state.owner.items():
            cols.append(city_at[city] + 1 + (owner - me) % n)
            vals.append(1.0)
        if war is not None:
            w = at["war"]
            cols += (
                w + 1 + (int(war["attacker"]) - me) % n,
                w + 1 + n + (int(war["defender"]) - me) % n,
            )
            vals += (1.0, 1.0)
        for r, s in enumerate(_seats(me, n)):
            cols += (sizes_at + r, scores_at + r)
            vals += (sizes[s], scores[s])
            for i, x in known_counts[s]:
                cols.append(known_at[r] + i)
                vals.append(x)
            for i, x in chronicle_counts[s]:
                cols.append(chronicles_at[r] + i)
                vals.append(x)
        row += [k] * len(cols)
        col += cols
        val += vals
    if len(seats) == 1:  # one seat (an environment's step): no copies to make
        for c, x in zip(col, val, strict=True):
            shared[c] = x
        return np.array(shared, dtype=np.float32)[None, :]
    rows = np.repeat(np.array(shared, dtype=np.float32)[None, :], len(seats), axis=0)
    rows[row, col] = val
    return rows


def _p_counts(cards: Sequence[int]) -> list[tuple[int, float]]:
    """Counts over card type ids, each as a fraction of the deck's copies: (index, value)
    pairs to place anywhere."""
    if not cards:
        return []
    seen: dict[int, float] = {}
    for t in cards:
        seen[t] = seen.get(t, 0.0) + 1.0
    return [(t, c / _P_FULL[t]) for t, c in seen.items()]


def _p_subset(cards: Sequence[int], types: Sequence[int]) -> list[tuple[int, float]]:
    """Counts over a few card types only (``types``), each as a fraction of the deck's
    copies: (index, value) pairs to place anywhere."""
    if not cards:
        return []
    seen: dict[int, float] = {}
    for t in cards:
        i = types.index(t)
        seen[i] = seen.get(i, 0.0) + 1 / _P_FULL[t]
    return list(seen.items())


def _p_put_turn(v: list[float], at: dict[str, int], state: PrincesState) -> None:
    """The turn and the end in sight, the decision asked, the deck (who acts and whose
    turn it is are relative to the observer: :func:`_p_vectors` writes them)."""
    n = state.players
    turn = state.turn
    v[at["turn"]] = _clip(turn / 100, 0.0, 5.0)
    last = state.last_turn
    if last is not None:
        v[at["end_pending"]] = 1.0
        v[at["turns_left"]] = _clip((last - turn) / n, 0.0, 1.0)
    war = state.war
    if state.is_over:
        v[at["over"]] = 1.0
    else:
        v[at["decision"] + _P_DECISION_INDEX["turn" if war is None else war["step"]]] = 1.0
    v[at["deck"]] = len(state.deck) / _P_DECK


def _p_put_city(v: list[float], o: int, state: PrincesState, city: int) -> None:
    """A city in play (its block of :func:`_p_cities`), written from ``o``, but for its
    owner (relative to the observer: :func:`_p_vectors` writes it)."""
    n = state.players
    wall = _wall_value(state, city)
    v[o] = 1.0
    v[o + 1 + n] = _clip(_city_might(state, city) / 10, 0.0, _P_MIGHT_CAP)
    v[o + 2 + n] = 1.0 if wall >= INFINITE else min(wall, 10) / 10
    v[o + 3 + n] = float(wall >= INFINITE)
    _p_put_subset(v, o + 4 + n, state.attached[city], ATTACHMENTS)


def _p_put_war(v: list[float], at: dict[str, int], war: War, n: int) -> None:
    """The war in progress (the blocks of :func:`_p_war`), but for who attacks and who
    defends (relative to the observer: :func:`_p_vectors` writes them)."""
    o = at["war"]
    v[o] = 1.0
    o += 1 + 2 * n
    v[o + _P_CITY_INDEX[war["city"]]] = 1.0
    o += len(CITIES)
    v[o] = float(bool(war["siege"]))
    v[o + 1] = float(bool(war["slot"]))
    v[o + 2 + _P_STEP_INDEX[war["step"]]] = 1.0
    if war["x"] >= 0:
        v[at["war_attack"] + war["x"]] = 1.0
    v[at["war_valour"]] = _clip(war["x_valour"] / 10, 0.0, 2.0)
    _p_put_counts(v, at["war_against"], war["against"])
    _p_put_counts(v, at["war_events"], war["events"])


ENCODING = GameEncoding(pieces, state_princes, SCORE_SCALE, seats_princes)
