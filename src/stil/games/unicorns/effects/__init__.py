"""Card effects as named functions, and the few key words they are made of.

Every ability in ``cards.toml`` names one function of this package. By theme:

- ``table``: the action vocabulary and what holds at the table (``holds``, ``fits``,
  ``unicorn_count``...: the passive abilities), and ``step``, the record effects push;
- ``abilities``: the cards' abilities (``STEPS``, ``DESTINATIONS``/``CHOICES`` for
  ``instead``, ``WATCH``, ``STANDING``, ``INSTANTS``);
- ``stack``: the effect stack and the moving of cards, and the op record (:class:`Op`,
  the ``OPS`` table);
- ``ops``: the key words, one ``Op`` class each, registered by ``op()`` in the order ``OPS`` keeps.

Callers import them all from here, as before the split. One mechanism fires them all
(:func:`fire`, :func:`enter`, :func:`leave`, :func:`remove`, :func:`holds`): it looks
over the cards in a stable for the trigger at hand, never at particular card ids.

- ``enter`` / ``leave`` / ``beginning_of_turn`` / ``play`` functions return the steps of
  the effect, records pushed on the state's effect stack (``step(op, seat, ...)``).
- ``watch`` functions react to a Unicorn entering or leaving their stable.
- ``standing`` functions are conditions that hold "at any time" (Tiny Stable): checked
  by :func:`standing_checks` whenever any card enters or leaves their stable, so every way
  the count can change (a Unicorn entering, Pandamonium or Blinding Light leaving) is
  caught.
- ``passive`` functions answer a question about the table (``holds``).
- ``instead`` functions replace where a leaving card goes, or offer its owner a
  replacement choice.

Steps (typed :class:`~stil.games.unicorns.state.Step` records) are resolved by the
rulebook's key words, each one record in ``OPS`` (name → :class:`Op`, declared once by a
small class registered by ``op()``): an asked op lists its seat's answers (``options``), may say
yes or no quicker (``feasible``) and carries an answer out (``resolve``); an
:class:`Auto` op asks nobody: its ``run`` carries it out when it comes to the top.
``OPTIONS`` and ``AUTO`` are views of ``OPS`` for callers that read one side of every op.
"A, then B" is a group of steps where B carries ``then``: when A fails or is declined, B
is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stil.games.unicorns.cards import CARDS
from stil.games.unicorns.effects.abilities import (
    CHOICES,
    DESTINATIONS,
    INSTANTS,
    REPLACERS,
    STANDING,
    STEPS,
    WATCH,
    bring_baby,
    bring_from_hand,
    change_of_luck,
    destroy,
    destroy_then_end_turn,
    destroy_upgrade_or_sacrifice_downgrade,
    discard_instead,
    discard_on_unicorn_move,
    discard_then_bring,
    discard_then_destroy,
    discard_then_draw,
    discard_then_steal,
    draw,
    draw_then_discard,
    each_discard,
    each_sacrifice,
    extra_play,
    flyer_to_hand,
    look_and_take,
    move_upgrade_or_downgrade,
    neigh,
    oracle,
    other_discards,
    pull_random,
    return_one_from_each,
    return_then_discard,
    return_to_hand,
    sacrifice_all,
    sacrifice_down_to_five,
    sacrifice_self_instead,
    sacrifice_self_then_destroy,
    sacrifice_then_bring,
    sacrifice_then_destroy,
    sacrifice_then_draw,
    search_deck,
    shake_up,
    steal,
    swap_hands,
    take_from_discard,
    to_nursery,
    unicorn_swap,
)
from stil.games.unicorns.effects.ops import (
    AUTO,
    OPTIONS,
    PRIVATE,
    BringBaby,
    BringFromHand,
    ChooseOne,
    Destroy,
    Discard,
    Draw,
    EndTurn,
    ExtraPlay,
    ExtraTurn,
    FromDiscard,
    Give,
    Look,
    MagicDone,
    Oracle,
    OtherDiscards,
    PullRandom,
    Replace,
    Retarget,
    Return,
    ReturnEach,
    Sacrifice,
    SacrificeAll,
    Search,
    ShakeUp,
    ShuffleDiscard,
    Steal,
    SwapHands,
    Tiny,
)
from stil.games.unicorns.effects.stack import (
    OPS,
    Auto,
    Op,
    discard_from_hand,
    draw_cards,
    enter,
    feasible,
    finish,
    fire,
    is_private,
    leave,
    move,
    op,
    options,
    pass_on,
    push,
    remove,
    standing_checks,
    start_effect,
)
from stil.games.unicorns.effects.table import (
    ACTIONS,
    BOT_CARDS,
    HAND,
    MAGIC,
    NON_BABY,
    PASSIVES,
    PICK,
    PLAYABLE,
    SEAT,
    SEATS,
    SKIP,
    TAKE,
    A,
    Params,
    Passive,
    S,
    by_card,
    can_enter,
    can_neigh,
    card_active,
    destroyable,
    distinct,
    fits,
    hand_public,
    has_own,
    holds,
    immune_to_magic_destroy,
    is_unicorn,
    log,
    others,
    queen_bees,
    step,
    unicorn_count,
    unicorn_value,
    unicorns_not_destroyed,
)

#: the package's names, as ``effects.py`` offered them before it was split by theme
__all__ = [
    "ACTIONS",
    "AUTO",
    "BOT_CARDS",
    "CHOICES",
    "DESTINATIONS",
    "FUNCTIONS",
    "HAND",
    "INSTANTS",
    "MAGIC",
    "NON_BABY",
    "OPS",
    "OPTIONS",
    "PASSIVES",
    "PICK",
    "PLAYABLE",
    "PRIVATE",
    "REPLACERS",
    "SEAT",
    "SEATS",
    "SKIP",
    "STANDING",
    "STEPS",
    "TAKE",
    "WATCH",
    "A",
    "Auto",
    "BringBaby",
    "BringFromHand",
    "ChooseOne",
    "Destroy",
    "Discard",
    "Draw",
    "EndTurn",
    "ExtraPlay",
    "ExtraTurn",
    "FromDiscard",
    "Give",
    "Look",
    "MagicDone",
    "Op",
    "Oracle",
    "OtherDiscards",
    "Params",
    "Passive",
    "PullRandom",
    "Replace",
    "Retarget",
    "Return",
    "ReturnEach",
    "S",
    "Sacrifice",
    "SacrificeAll",
    "Search",
    "ShakeUp",
    "ShuffleDiscard",
    "Steal",
    "SwapHands",
    "Tiny",
    "bring_baby",
    "bring_from_hand",
    "by_card",
    "can_enter",
    "can_neigh",
    "card_active",
    "change_of_luck",
    "check_functions",
    "destroy",
    "destroy_then_end_turn",
    "destroy_upgrade_or_sacrifice_downgrade",
    "destroyable",
    "discard_from_hand",
    "discard_instead",
    "discard_on_unicorn_move",
    "discard_then_bring",
    "discard_then_destroy",
    "discard_then_draw",
    "discard_then_steal",
    "distinct",
    "draw",
    "draw_cards",
    "draw_then_discard",
    "each_discard",
    "each_sacrifice",
    "enter",
    "extra_play",
    "feasible",
    "finish",
    "fire",
    "fits",
    "flyer_to_hand",
    "hand_public",
    "has_own",
    "holds",
    "immune_to_magic_destroy",
    "is_private",
    "is_unicorn",
    "leave",
    "log",
    "look_and_take",
    "move",
    "move_upgrade_or_downgrade",
    "neigh",
    "op",
    "options",
    "oracle",
    "other_discards",
    "others",
    "pass_on",
    "pull_random",
    "push",
    "queen_bees",
    "remove",
    "return_one_from_each",
    "return_then_discard",
    "return_to_hand",
    "sacrifice_all",
    "sacrifice_down_to_five",
    "sacrifice_self_instead",
    "sacrifice_self_then_destroy",
    "sacrifice_then_bring",
    "sacrifice_then_destroy",
    "sacrifice_then_draw",
    "search_deck",
    "shake_up",
    "standing_checks",
    "start_effect",
    "steal",
    "step",
    "swap_hands",
    "take_from_discard",
    "to_nursery",
    "unicorn_count",
    "unicorn_swap",
    "unicorn_value",
    "unicorns_not_destroyed",
]

FUNCTIONS: dict[str, Callable[..., Any]] = {
    **STEPS,
    **PASSIVES,
    **DESTINATIONS,
    **CHOICES,
    **WATCH,
    **STANDING,
    **INSTANTS,
}
_KINDS: dict[str, dict[str, Callable[..., Any]]] = {
    "enter": STEPS,
    "leave": STEPS,
    "beginning_of_turn": STEPS,
    "play": STEPS,
    "passive": PASSIVES,
    "watch": WATCH,
    "standing": STANDING,
    "instant": INSTANTS,
}


def check_functions(cards: Any = CARDS, functions: dict[str, Any] = FUNCTIONS) -> None:
    """Every effect names a function of its trigger's kind, and every function is used.

    Raises ``ValueError`` (run at import, so a typo in ``cards.toml`` stops the game
    from loading)."""
    used: set[str] = set()
    for c in cards:
        for e in c.effects:
            used.add(e.fn)
            if e.fn not in functions:
                raise ValueError(f"{c.id}: no effect function {e.fn!r}")
            if e.trigger == "instead":
                if e.fn not in DESTINATIONS and e.fn not in CHOICES:
                    raise ValueError(f"{c.id}: {e.fn!r} is no 'instead' function")
            elif e.fn not in _KINDS[e.trigger]:
                raise ValueError(f"{c.id}: {e.fn!r} is no {e.trigger!r} function")
    unused = sorted(set(functions) - used)
    if unused:
        raise ValueError(f"effect functions no card uses: {', '.join(unused)}")


check_functions()
