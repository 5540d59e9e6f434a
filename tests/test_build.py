"""Which build is under test: plain Python (the default) or the mypyc-compiled one.

``make test-compiled`` runs the compiled games' tests and the core suite against a
``STIL_COMPILE=1`` build and sets ``STIL_EXPECT_COMPILED=1``; this test makes sure each run
tests the build it means to (a stale compiled module shadowing edited sources would otherwise
go unnoticed).
"""

from __future__ import annotations

import os

from stil.games.cabbage import rules, scoring
from stil.games.princes import rules as princes_rules


def test_the_build_under_test_is_the_expected_one() -> None:
    expected = os.environ.get("STIL_EXPECT_COMPILED") == "1"
    for module in (rules, scoring, princes_rules):
        compiled = not module.__file__ or not module.__file__.endswith(".py")
        assert compiled == expected, module.__file__
