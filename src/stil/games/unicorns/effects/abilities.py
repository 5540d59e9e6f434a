"""The cards' abilities as named functions (``cards.toml`` names one for each): what an
effect pushes (``STEPS``), where a leaving card goes or what may replace it (``instead``),
what a stable watches, its standing conditions and the instants.
"""

from __future__ import annotations

from collections.abc import Callable

from stil.core import Action, Seat
from stil.games.unicorns.cards import CARD, CARDS
from stil.games.unicorns.effects.table import (
    HAND,
    PICK,
    Params,
    S,
    distinct,
    is_unicorn,
    others,
    step,
    unicorn_count,
)
from stil.games.unicorns.state import Step

# -- the card effects ---------------------------------------------------------------------
# Each returns the steps of one effect; ``seat`` owns the stable (or played the card).


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
    return [HAND[c] for c in distinct(state.hands[seat])]


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
REPLACERS = frozenset(
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


# -- instants ----------------------------------------------------------------------------
def neigh(state: S, seat: Seat, card: str, p: Params) -> bool:
    """Neigh cancels the card under it; returns whether it can itself be answered
    (Super Neigh cannot)."""
    return not p.get("super", False)


INSTANTS: dict[str, Callable[[S, Seat, str, Params], bool]] = {"neigh": neigh}
