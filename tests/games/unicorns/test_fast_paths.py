"""The engine's quick answers agree with the full computation they stand for, over the
states of seeded random games (each fast path could go wrong silently: these can fail).

- an op's own ``feasible`` (a step's yes/no that stops at its first answer) equals
  ``bool(op.options)`` for the pending steps and for every card's first two steps,
  announced at each seat and at none (private ops are always asked: not compared);
- ``fx.card_active`` (a quick yes when no Blinding Light or Pandamonium is in the stable),
  ``fx.destroyable`` (the same without Rainbow Aura or Magical Kittencorn) and
  ``rules.check_win`` (a quick no when every stable is too small) equal their plain
  definitions, also with those cards added to the stables (``fx._watch`` and
  ``fx.remove`` skip stables without a watcher or a replacement likewise: the golden
  replays compare what they do);
- the legal actions that ``apply`` leaves cached are the ones listed afresh;
- the tables of actions hold the interned actions ``A`` returns, and ``deck_for`` a new
  copy of the sorted deck.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import stil
from stil import Rng
from stil.games.unicorns import effects as fx
from stil.games.unicorns import rules
from stil.games.unicorns.cards import CARD, CARDS, DECK_CARDS, IDS, deck_for
from stil.games.unicorns.state import Step, UnicornsState
from stil.testing.conformance import options_for


def _states(players: int, games: int, every: int = 3) -> Iterator[UnicornsState]:
    """Every ``every``-th state of seeded random games (and each game's last)."""
    game = stil.game("unicorns")
    options = options_for(game, players)
    choose = Rng(players).below
    for g in range(games):
        state = game.new(players, 100 + g, options)
        step = 0
        while not state.is_over:
            if step % every == 0:
                assert isinstance(state, UnicornsState)
                yield state
            legal = state.legal_actions()
            state.apply(legal[choose(len(legal))])
            step += 1


def _steps(state: UnicornsState) -> Iterator[Step]:
    """The pending steps, and each card's first two steps for every seat, announced at
    each other seat and at none (``give`` also with each victim chosen)."""
    yield from (dict(r) for r in state.stack)
    for card in CARDS:
        for e in card.effects:
            if e.fn not in fx.STEPS:
                continue
            for seat in range(state.players):
                for rec in fx.STEPS[e.fn](state, seat, card.id, dict(e.params))[:2]:
                    for only in [None, *fx.others(state, seat)]:
                        r = dict(rec)
                        if only is not None:
                            r["only"] = only
                        yield r
                        if r["op"] == "give" and only is not None:
                            yield {**r, "victim": only}


def _card_active_plainly(state: UnicornsState, seat: int, card: str) -> bool:
    if CARD[card].kind not in ("basic", "magical"):
        return True
    if fx.holds(state, seat, "unicorns_blinded"):
        return False
    panda_abilities = bool(state.options["panda_abilities"])
    return panda_abilities or not fx.holds(state, seat, "unicorns_are_pandas")


def _destroyable_plainly(state: UnicornsState, seat: int, card: str, by_magic: bool) -> bool:
    shielded = fx.holds(state, seat, "unicorns_not_destroyed", target=card)
    immune = fx.holds(state, seat, "immune_to_magic_destroy", target=card, by_magic=by_magic)
    return not shielded and not immune


def _winners_plainly(state: UnicornsState) -> list[int]:
    target = rules.win_target(state)
    return [
        s
        for s in range(state.players)
        if fx.unicorn_count(state, s) >= target and not fx.holds(state, s, "cannot_win")
    ]


@pytest.mark.parametrize("players", [2, 4])
def test_feasible_agrees_with_listing_the_options(players: int) -> None:
    quick = {
        name: op
        for name, op in fx.OPS.items()
        if op.asks and not op.private and type(op).feasible is not fx.Op.feasible
    }
    assert sorted(quick) == [
        "choose_one",
        "destroy",
        "from_discard",
        "give",
        "retarget",
        "sacrifice",
        "steal",
    ]
    checked = {name: [0, 0] for name in quick}
    for state in _states(players, games=3, every=7):
        for rec in _steps(state):
            op = quick.get(rec["op"])
            if op is not None:
                full = bool(op.options(state, rec))
                assert op.feasible(state, rec) == full, (op.name, rec)
                checked[op.name][full] += 1
    # every check met both answers, so both can be wrong and would be caught
    assert all(no and yes for no, yes in checked.values()), checked


def _with_silencers(state: UnicornsState) -> Iterator[UnicornsState]:
    yield state
    for silencer in ("blinding_light", "pandamonium", "rainbow_aura", "magical_kittencorn"):
        s = state.clone()
        s.stables[state.current].append(silencer)
        yield s


@pytest.mark.parametrize("players", [2, 6])
def test_card_active_destroyable_and_check_win_agree_with_their_plain_definitions(
    players: int,
) -> None:
    for state in _states(players, games=6):
        for s in _with_silencers(state):
            for seat in range(s.players):
                for card in s.stables[seat]:
                    assert fx.card_active(s, seat, card) == _card_active_plainly(s, seat, card)
                    for by_magic in (False, True):
                        plain = _destroyable_plainly(s, seat, card, by_magic)
                        assert fx.destroyable(s, seat, card, by_magic) == plain
            won = _winners_plainly(s)
            c = s.clone()
            assert rules.check_win(c) == bool(won)
            assert c.winners_ == won if won else not c.is_over


def test_the_cached_legal_actions_are_those_listed_afresh() -> None:
    for state in _states(2, games=5, every=1):
        fresh = state.clone()
        fresh._legal = None
        assert state.legal_actions() == fresh.legal_actions()


def test_the_action_tables_hold_the_interned_actions() -> None:
    a = fx.A
    assert all(fx.PICK[s][c] is a("pick", s, c) for s in fx.SEATS for c in IDS)
    assert all(fx.TAKE[c] is a("take", c) for c in IDS)
    assert all(fx.HAND[c] is a("hand", c) for c in fx.NON_BABY)
    assert all(fx.SEAT[s] is a("seat", s) for s in fx.SEATS)
    for c, into in rules.PLAY_INTO.items():
        assert len(into) == len(fx.SEATS)
        assert all(into[s] is a("play", c, s) for s in fx.SEATS)
    assert all(rules.PLAY[c] is a("play", c) for c in fx.MAGIC)
    assert rules.PASS is a("pass") and rules.DRAW is a("draw") and rules.END is a("end")


def test_the_deck_is_a_new_sorted_list_of_every_copy() -> None:
    for players in (2, 3, 8):
        plain = sorted(
            c.id
            for c in DECK_CARDS
            if not (players == 2 and c.removed_in_two_player)
            for _ in range(c.copies)
        )
        deck = deck_for(players)
        assert deck == plain and deck is not deck_for(players)
        deck.pop()
        assert deck_for(players) == plain


def test_the_step_functions_leave_the_cards_parameters_as_they_were() -> None:
    """``start_effect`` and ``_possible_targets`` hand them the card's own parameters."""
    before = [[dict(e.params) for e in c.effects] for c in CARDS]
    for state in _states(3, games=4, every=1):
        for card in CARDS:
            for e in card.effects:
                if e.fn in fx.STEPS:
                    fx.STEPS[e.fn](state, state.current, card.id, e.params)
    assert [[dict(e.params) for e in c.effects] for c in CARDS] == before


ASKED = (
    "discard sacrifice destroy steal return return_each pull_random other_discards "
    "swap_hands look give retarget choose_one from_discard search oracle "
    "bring_baby bring_from_hand tiny replace"
)
AUTOMATIC = "draw sacrifice_all end_turn extra_play extra_turn shuffle_discard shake_up magic_done"


def test_each_op_is_one_record_and_the_encoders_order_holds() -> None:
    """``OPS`` declares every key word once; the asked ops keep the order the RL encoder
    numbers them by (and the decision kinds), and the private ones are those whose
    answers come from a hand or the deck."""
    assert list(fx.OPTIONS) == ASKED.split()
    assert list(fx.AUTO) == AUTOMATIC.split()
    assert list(fx.OPS) == [*fx.OPTIONS, *fx.AUTO]
    assert all(op.name == name for name, op in fx.OPS.items())
    assert {"discard", "bring_from_hand", "search", "oracle", "look", "replace"} == fx.PRIVATE
    assert fx.is_private(fx.step("look", 0, "blatant_thievery", victim=1))
    assert not fx.is_private(fx.step("look", 0, "blatant_thievery"))
