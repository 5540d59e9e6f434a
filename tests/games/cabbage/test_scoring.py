"""Scoring tables at every boundary (rulebook, "Підрахунок очок")."""

from __future__ import annotations

import pytest

from stil.games.cabbage.cards import KIND, N_KINDS
from stil.games.cabbage.scoring import breakdown, castle_score


def castle(**counts: int) -> list[int]:
    c = [0] * N_KINDS
    for k, n in counts.items():
        c[KIND[k]] = n
    return c


def points(kind: str, **counts: int) -> int:
    c = castle(**counts)
    return breakdown(c, [c, castle()], 0)[kind]


@pytest.mark.parametrize(("n", "expected"), [(0, 0), (1, 1), (2, 1), (3, 4), (4, 8), (5, 8)])
def test_rabbits_and_chickens_score_by_set(n: int, expected: int) -> None:
    assert points("rabbit", rabbit=n) == expected
    assert points("chicken", chicken=n) == expected


@pytest.mark.parametrize(("n", "expected"), [(0, 0), (1, 9), (2, 5), (3, 3), (4, 3), (5, 3)])
def test_pigs_dislike_company(n: int, expected: int) -> None:
    assert points("pig", pig=n) == expected


@pytest.mark.parametrize(
    ("cows", "wheat", "expected"),
    [
        (0, 5, 0),
        (1, 0, 1),
        (1, 1, 1),
        (1, 2, 6),
        (1, 5, 6),
        (2, 3, 7),
        (2, 4, 12),
        (3, 4, 13),
        (5, 10, 30),
    ],
)
def test_cow_sets_with_two_wheat(cows: int, wheat: int, expected: int) -> None:
    assert points("cow", cow=cows, wheat=wheat) == expected
    # the Wheat in a set still scores 1 each
    assert points("wheat", cow=cows, wheat=wheat) == wheat


@pytest.mark.parametrize(
    ("mine", "others", "expected"),
    [(0, [0], 0), (1, [0], 7), (3, [2, 1], 7), (2, [2], 0), (2, [3], 0), (1, [1, 0], 0)],
)
def test_cats_only_the_single_most(mine: int, others: list[int], expected: int) -> None:
    castles = [castle(cat=mine), *(castle(cat=o) for o in others)]
    assert breakdown(castles[0], castles, 0)["cat"] == expected


@pytest.mark.parametrize(
    ("kind", "each"), [("dog", 1), ("fox", 1), ("wolf", 3), ("cabbage", 2), ("wheat", 1)]
)
@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_flat_points(kind: str, each: int, n: int) -> None:
    assert points(kind, **{kind: n}) == n * each


def test_unscored_dogs() -> None:
    c = castle(dog=3)
    assert castle_score(c, [c], 0, unscored_dogs=2) == 1
