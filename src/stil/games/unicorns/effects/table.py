"""The table as the rules read it: the action vocabulary, what holds in a stable (its
cards' passive abilities), and the step record that effects push.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypedDict, Unpack, cast

from stil.core import Action, ActionSpace, Seat
from stil.games.unicorns.cards import BABIES, CARD, CARDS, IDS, UNICORNS, Effect, matches
from stil.games.unicorns.state import Step, StepParams, UnicornsState

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


class Ctx(TypedDict, total=False):
    """What a question to the passive abilities is about (``holds``)."""

    target: str  # the card about to be destroyed
    by_magic: bool  # by a Magic card


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


def holds(state: S, seat: Seat, fn: str, **ctx: Unpack[Ctx]) -> bool:
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


# -- the records of the effect stack ------------------------------------------------------
def step(op: str, seat: Seat, src: str, **kw: Unpack[StepParams]) -> Step:
    # (a cast: mypy reads a ``**`` of parameters into a step as missing ``g``)
    return cast(Step, {"op": op, "seat": seat, "src": src, "then": False, "may": False, **kw})


def distinct(cards: list[str]) -> list[str]:
    """The cards once each, sorted: the order answers are listed in."""
    return sorted(set(cards))


Params = dict[str, Any]


# -- passive abilities: (state, seat, card, params, ctx) -> does it apply? -----------------
Passive = Callable[[S, Seat, str, Params, Ctx], bool]


def immune_to_magic_destroy(state: S, seat: Seat, card: str, p: Params, ctx: Ctx) -> bool:
    """Magical Kittencorn: a Magic card cannot destroy this card."""
    return ctx.get("target") == card and bool(ctx.get("by_magic"))


def unicorns_not_destroyed(state: S, seat: Seat, card: str, p: Params, ctx: Ctx) -> bool:
    """Rainbow Aura: the Unicorns of this stable cannot be destroyed."""
    return is_unicorn(state, seat, ctx["target"])


def _always(doc: str, name: str) -> Passive:
    def f(state: S, seat: Seat, card: str, p: Params, ctx: Ctx) -> bool:
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
