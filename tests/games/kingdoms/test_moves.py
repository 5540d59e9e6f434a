"""Direct manipulation in Царства зверей: a claim plays a card under a kingdom, and a card
no edict admits says which edicts refuse it (stil.core.moves)."""

from __future__ import annotations

from stil.core import Action
from stil.core.moves import card_target, unplayable
from stil.render import load, reason_text

from .conftest import legal, table

#: edicts by kind A only: ranks 6–8, 1–3, 4–5, lizards or tigers, wolves or frogs
STRICT = ("E01", "E02", "E03", "E06", "E07")


def test_cards_some_edict_admits_are_not_listed() -> None:
    s = table(2, hands=[["bee_7", "bee_4", "okapi_2", "lizard_5"], []], edicts=STRICT)
    # bee 7 → 4 (6–8); bee 4 → 6 (4–5); okapi 2 → 5 (1–3); lizard 5 → 6 and 7
    assert "claim bee_7 4" in legal(s) and "claim lizard_5 7" in legal(s)
    assert unplayable(s, 0) == []


def test_the_reason_lists_each_open_kingdom_and_its_edict() -> None:
    # ranks 6–8 under 4, 5 and 6, lizards or tigers under 7, wolves or frogs under 8
    edicts = ("E01", "E01", "E01", "E06", "E07")
    s = table(2, hands=[["owl_4", "bee_7", "okapi_3", "red_panda_2"], []], edicts=edicts)
    why = {u.card: u for u in unplayable(s, 0)}
    assert set(why) == {"owl_4", "okapi_3", "red_panda_2"}
    assert why["owl_4"].key == "kingdoms.why.edicts"
    assert why["owl_4"].params["kingdoms"] == [4, 5, 6, 7, 8]
    text = reason_text(load("kingdoms"), why["owl_4"], "en")
    assert "4 — Ranks 6, 7 or 8" in text and "7 — Lizards or tigers" in text
    assert unplayable(s, 1) == []


def test_a_claim_names_its_card_and_kingdom() -> None:
    s = table(2, hands=[["bee_7"], []], edicts=STRICT)
    assert card_target(s, Action.parse("claim bee_7 4")) == ("bee_7", "kingdom:4")
    assert card_target(s, Action.parse("battle bee_7")) == ("bee_7", None)
    assert card_target(s, Action.parse("rally")) == (None, None)
