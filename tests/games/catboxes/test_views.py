"""What a player sees, and full states made up from it for search bots (data §1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import stil
from stil.core import Rng
from stil.games.catboxes.cards import PRINCESS, TYPES
from stil.games.catboxes.state import CatboxesState

from .conftest import diverging, layout

GAME = stil.game("catboxes")


def positions(players: int, seed: int, every: int = 25) -> Iterator[CatboxesState]:
    """Copies of the states along a seeded random game, one every ``every`` actions. The
    game is played without cats where it can be, so that it lasts until the deck runs out
    and every pile gets drawn from."""
    s = GAME.new(players=players, seed=seed)
    assert isinstance(s, CatboxesState)
    rng = Rng(seed)
    i = 0
    while not s.is_over:
        legal = [str(a) for a in s.legal_actions()]
        calm = [a for a in legal if not a.startswith(("cat", "sleep"))]
        s.apply((calm or legal)[rng.below(len(calm or legal))])
        i += 1
        if i % every == 0 and not s.is_over:
            yield s.clone()


def pile_cut(s: CatboxesState) -> tuple[list[list[int]], list[int]]:
    """The untouched piles (bottom first) and what is left of the pile being drawn from."""
    untouched, start = [], 0
    for size in reversed(s.piles):
        if start + size > len(s.deck):
            break
        untouched.append(s.deck[start : start + size])
        start += size
    return untouched, s.deck[start:]


def assert_piles_keep_their_princess(s: CatboxesState) -> None:
    untouched, current = pile_cut(s)
    assert all(pile.count(PRINCESS) == 1 for pile in untouched)
    assert current.count(PRINCESS) <= 1


def unseen(s: CatboxesState, seat: int | None) -> Counter[int]:
    others = [c for o in range(s.players) if o != seat for c in s.hands[o]]
    return Counter(s.deck + others)


def test_a_seat_sees_its_own_hand_only() -> None:
    s = layout([(6, 4, "B01")], hands=[["B02", "B03"], ["B04", "B05"]], deck=["B06", "B07"])
    v0, v1, spectator = s.view(0).data, s.view(1).data, s.view(None).data
    assert v0["hand"] == ["B02", "B03"] and v1["hand"] == ["B04", "B05"]
    assert spectator["hand"] is None
    assert v0["hand_sizes"] == [2, 2] and v0["deck"] == 2
    for v, hidden in ((v0, ["B04", "B05", "B06"]), (v1, ["B02", "B03", "B06"])):
        assert "hands" not in v and all(c not in str(v) for c in hidden)
    assert v0["legal"] == ["draw", "sleep"] and v1["legal"] == []
    s.apply("draw")
    assert "B06" in s.view(0).data["hand"] and "B06" not in str(s.view(1).data)
    assert "B06" in str(s.events(0)) and "B06" not in str(s.events(1) + s.events(None))


def test_public_facts_are_in_every_view() -> None:
    s = layout(
        [(6, 4, "B01"), (7, 4, "B01"), (8, 4, "sleeping")],
        sleepers={(8, 4): 1},
        overlays={(6, 4): ("cat", 0)},
        deck=["B06", "B07", "B09"],
    )
    v = s.view(None).data
    assert v["supply"] == [4, 4] and v["placed"] == [1, 1] and v["deck"] == 3
    assert v["overlays"] == [{"x": 6, "y": 4, "kind": "cat", "value": 0}]
    assert [(c["x"], c["card"], c.get("sleeper")) for c in v["cells"]] == [
        (6, "B01", None),
        (7, "B01", None),
        (8, "sleeping", 1),
    ]


def test_determinize_keeps_what_the_observer_knows_and_deals_the_rest() -> None:
    checked = 0
    for s in positions(3, seed=4):
        for seat in (s.current, (s.current + 1) % 3, None):
            obs = s.view(seat)
            decks = set()
            for k in range(6):
                d = GAME.determinize(obs, Rng(k))
                assert isinstance(d, CatboxesState)
                if seat is not None:
                    assert d.hands[seat] == s.hands[seat]
                assert (d.card, d.open, d.rot) == (s.card, s.open, s.rot)
                assert (d.overlay, d.sleeper) == (s.overlay, s.sleeper)
                assert (d.supply, d.placed, d.discard) == (s.supply, s.placed, s.discard)
                assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
                assert len(d.deck) == len(s.deck) and d.piles == s.piles
                assert unseen(d, seat) == unseen(s, seat)
                assert_piles_keep_their_princess(d)
                assert d.view(seat).data == obs.data
                decks.add(tuple(d.deck))
                checked += 1
            if len(s.deck) > 3:
                assert len(decks) > 1  # the unknown really is resampled
    assert checked > 100


def test_resample_hidden_keeps_the_seats_knowledge_and_one_princess_per_pile() -> None:
    for s in positions(4, seed=2, every=40):
        seat = s.current
        decks = set()
        for k in range(5):
            r = GAME.resample_hidden(s, seat, Rng(k))
            assert isinstance(r, CatboxesState)
            assert r.hands[seat] == s.hands[seat]
            assert (r.card, r.overlay, r.supply) == (s.card, s.overlay, s.supply)
            assert [len(h) for h in r.hands] == [len(h) for h in s.hands]
            assert unseen(r, seat) == unseen(s, seat)
            assert_piles_keep_their_princess(r)
            assert r.view(seat) == s.view(seat)
            decks.add(tuple(r.deck))
        if len(s.deck) > 3:
            assert len(decks) > 1


def test_positions_reach_past_the_first_pile() -> None:
    cuts = [len(pile_cut(s)[0]) for s in positions(4, seed=2, every=40)]
    assert cuts[0] == 3 and cuts[-1] == 0  # the tests above see every pile drawn from


def test_spectator_determinize_deals_every_hand() -> None:
    s = next(positions(2, seed=1))
    d = GAME.determinize(s.view(None), Rng(3))
    assert isinstance(d, CatboxesState)
    assert Counter(TYPES[c] for c in d.deck) + Counter(
        TYPES[c] for h in d.hands for c in h
    ) == Counter(TYPES[c] for c in s.deck) + Counter(TYPES[c] for h in s.hands for c in h)


def test_the_cells_written_once_per_layout_are_the_layouts_own() -> None:
    """The view writes a layout's cells once (``observation._cells``, by the layout's score
    object): over random games, with a clone sent another way at every step, every view's
    cells equal ``cells_out`` of its own state, and changing one view's copy changes no
    other view."""
    from stil.games.catboxes.state import cells_out

    checked = 0
    for s, other in diverging(range(5)):
        for state in (s, other):
            if state is None:
                continue
            cells = state.view(0).data["cells"]
            assert cells == cells_out(state)
            if cells:
                cells[0]["card"] = "changed"
                cells.append({"x": 99})
                assert state.view(1).data["cells"] == cells_out(state)
        checked += other is not None
    assert checked > 100
