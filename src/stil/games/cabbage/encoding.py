"""Інтриги та Капуста: the hand-written RL observation encoder (``stil.rl.encoding`` reads it
through the game's parts). Every block is listed with its meaning in ``docs/rl.md``.

>>> import stil
>>> state = stil.game("cabbage").new(players=2, seed=1)
>>> vec = encode_cabbage(state.view(0).data, 0)
>>> vec.dtype.name, len(vec) == len(encode_cabbage(state.view(1).data, 1))
('float32', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from stil.core.features import Data, GameEncoding, Vector
from stil.core.features import Features as _Features
from stil.core.features import clip as _clip
from stil.core.features import one_hot as _one_hot
from stil.core.features import options as _options
from stil.core.features import rel_one_hot as _rel_one_hot
from stil.core.features import seats as _seats
from stil.games.cabbage.cards import CARDS as CCARDS
from stil.games.cabbage.cards import COUNTS as CCOUNTS
from stil.games.cabbage.cards import KIND as CKIND
from stil.games.cabbage.cards import KINDS as CKINDS
from stil.games.cabbage.game import GAME

#: ``score_diff`` rewards are score differences divided by this.
SCORE_SCALE = 50.0


_C_PHASES = ("turn", "intrigue", "over")
_C_DECISIONS = (
    "draw_or_stop",
    "fox_take",
    "pig_discard",
    "wolf_give",
    "rabbit_play",
    "chicken_play",
    "dog_save",
    "dog_block",
)
_C_LOOK = max(c.look for c in CCARDS.card)  # most cards a Cat or Chicken looks at
_C_DOGS = CCARDS.by_id("dog").count
_C_DOG_SAVES = CCARDS.by_id("dog").saves
_C_SCORE_SCALE = 100.0
_C_SCORE_CAP = 3.0


def _c_counts(counts: Mapping[str, int]) -> list[float]:
    """Cards per kind, each as a fraction of the deck's copies of that kind."""
    out = [0.0] * len(CKINDS)
    for kind, c in counts.items():
        k = CKIND[kind]
        out[k] = c / CCOUNTS[k]
    return out


def _cabbage(data: Data, seat: int | None, f: _Features) -> None:
    n = int(data["players"])
    me = 0 if seat is None else seat
    order = _seats(me, n)
    kinds = len(CKINDS)

    f.add("options", _options(GAME.spec.options, data["options"]))
    f.add("phase", [float(data["phase"] == p) for p in _C_PHASES])
    f.add("current", _rel_one_hot(data["current"], me, n))
    f.add("last", _rel_one_hot(data["last"], me, n))
    f.add("to_act", _rel_one_hot(data["to_act"], me, n))
    dec = data["decision"]
    f.add(
        "decision",
        _one_hot(None if dec is None else _C_DECISIONS.index(dec["kind"]), len(_C_DECISIONS)),
    )
    left = dec["params"].get("left", 0) if dec is not None and dec["kind"] == "dog_save" else 0
    f.add("dog_saves_left", [left / _C_DOG_SAVES])
    f.add("deck", [data["deck"] / CCARDS.deck_size])
    f.add("top", _one_hot(None if data["top"] is None else CKIND[data["top"]], kinds))
    knows = set(data["knows_top"])
    f.add("knows_top", [float(s in knows) for s in order])
    f.add("discard", _c_counts(data["discard"]))
    f.add("row", _c_counts(Counter(data["row"])))
    f.add("bust", _one_hot(None if data["bust"] is None else CKIND[data["bust"]], kinds))
    looked = [0.0] * kinds
    for card in data["looked"] or ():
        looked[CKIND[card]] += 1 / _C_LOOK
    f.add("looked", looked)
    f.add("looked_count", [data["looked_count"] / _C_LOOK])
    f.add("looked_hidden", [float(data["looked"] is None and data["looked_count"] > 0)])
    for r, s in enumerate(order):
        f.add(f"castle_{r}", _c_counts(data["castles"][s]))
    f.add("blocking", [data["blocking"][s] / _C_DOGS for s in order])
    queue = set(data["intrigue_queue"])
    f.add("intrigue_queue", [float(s in queue) for s in order])
    cap = _C_SCORE_CAP
    f.add("scores", [_clip(data["scores"][s] / _C_SCORE_SCALE, 0.0, cap) for s in order], 0, cap)


def encode_cabbage(data: Data, seat: int | None) -> Vector:
    """Інтриги та Капуста, as ``seat`` sees it (``None``: a spectator, seat 0 first)."""
    f = _Features()
    _cabbage(data, seat, f)
    return f.vector()


ENCODING = GameEncoding(encode_cabbage, _cabbage, SCORE_SCALE)
