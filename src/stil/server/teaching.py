"""Bots that teach, at the server: a person's hint, and a finished table's review.

Both are thought in the search bots' worker pool (:mod:`.thinking`), fair across tables as
the bots' moves are: the event loop only awaits the pool. A worker is sent what a bot is
sent, a seat's observation and legal actions with a seed from :mod:`secrets`, never the
state; a review's worker replays the finished game itself (a finished table's moves and
seed are public: ``GET /replay``) and reads each seat's own view at every step
(:mod:`stil.bots.teach`).

- ``GET /api/tables/{id}/hint?lang=`` with the seat's token: at a table whose host allowed
  hints (``"hints": true`` at creation), the expert's move for the seat's pending decision,
  in words, with a one-line reason where the evaluation gives one. Each hint draws from the
  seat's action bucket and is counted (``hints_used`` in the summary and every frame).
- ``GET /api/tables/{id}/review?lang=``: 202 while it is computed (the first request starts
  it), then every seat's chance after each move and each person's three moments; computed
  once per table and kept (in memory, and in the table's row for other processes and after
  a restart).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy.orm import Session

from stil.bots import teach
from stil.core import Observation
from stil.i18n import LANGS, Lang
from stil.render import load as renderer
from stil.server import db
from stil.server.frames import renamer
from stil.server.model import FINISHED, HUMAN, LIVE, ApiError, Table, lang_of
from stil.server.thinking import Bots, secret_seed

if TYPE_CHECKING:
    from stil.server.manager import Manager

log = logging.getLogger("stil.server.teaching")

#: seconds a review's worker may run (a long game: every step's views, and the expert's
#: search at each person's three moments)
REVIEW_LIMIT = 120.0
#: reviews kept in a process's memory (each a few kilobytes)
KEPT = 256
#: seconds a client is told to wait before asking again for a review being computed
RETRY = 1
#: hints kept (per table, decision and seat): asked again, the same decision gets the same
#: hint, neither thought nor counted again
HINTS_KEPT = 1024
#: the search pool's fairness key of every review: the pool serves its keys in turn, so all
#: reviews together take one table's share of it, however many finished tables a stranger
#: asks about (one key each let them crowd out the live tables' bots)
REVIEW_KEY = "reviews"
#: reviews waiting or computed at once in one process; a table asked beyond it is told to
#: ask again (202), not queued
REVIEWS_AT_ONCE = 4


# -- in the workers ------------------------------------------------------------------------
@dataclass(frozen=True)
class HintJob:
    """A hint as a worker is asked it: the seat's view, not the state."""

    observation: Observation
    legal: tuple[str, ...]
    seed: int
    budget: float


def think_hint(job: HintJob) -> dict[str, Any]:
    """In a worker: the expert's move and the reason, as plain data."""
    import stil

    parse = stil.game(job.observation.game).actions.parse
    legal = [parse(a) for a in job.legal]
    found = teach.hint(job.observation, legal, job.seed, budget=job.budget or None)
    reason = found.reason
    return {
        "action": str(found.action),
        "reason": None
        if reason is None
        else {
            "block": reason.block,
            "other": str(reason.other),
            "chance": reason.chance,
            "other_chance": reason.other_chance,
        },
    }


@dataclass(frozen=True)
class ReviewJob:
    """A finished game, as its replay gives it to anyone, and whose moments are wanted."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    actions: tuple[str, ...]
    people: tuple[int, ...]
    search_seed: int
    budget: float


def think_review(job: ReviewJob) -> dict[str, Any]:
    """In a worker: the review as stored (numbers, and each moment's moves in words in
    every language, with the game's seat labels: the names are put in when it is read)."""
    import stil

    made = teach.review(
        job.game,
        job.players,
        job.seed,
        job.options,
        job.actions,
        job.people,
        job.search_seed,
        budget=job.budget or None,
    )
    game = stil.game(job.game)
    r = renderer(job.game)
    moments = []
    for m in made.moments:
        state = game.replay(job.players, job.seed, job.options, list(job.actions[: m.step]))
        obs = state.view(m.seat)
        moments.append(
            {
                "seat": m.seat,
                "step": m.step,
                "played": str(m.played),
                "better": str(m.better),
                "before": _r(m.before),
                "after": _r(m.after),
                "played_chance": _r(m.played_chance),
                "better_chance": _r(m.better_chance),
                "drop": _r(m.drop),
                "kept": _r(m.kept),
                "texts": {
                    lang: {
                        "played": r.action_text(m.played, obs, lang),
                        "better": r.action_text(m.better, obs, lang),
                    }
                    for lang in LANGS
                },
            }
        )
    return {
        "estimated": any(made.chances),
        "by": made.by,
        "chances": [[_r(x) for x in c] for c in made.chances],
        "moments": moments,
    }


def _r(x: float) -> float:
    return round(float(x), 4)


# -- at the server ---------------------------------------------------------------------------
def _names(table: Table, lang: Lang) -> list[str]:
    r = renderer(table.game.spec.id)
    return [s.name or r.player(i, lang) for i, s in enumerate(table.seats)]


def _labels(lang: Lang) -> dict[str, str]:
    words = teach.words()
    keys = words.keys()
    return {k.removeprefix("label."): words.text(lang, k) for k in keys if k.startswith("label.")}


def store_hints(engine: Any, table_id: str, counts: list[int]) -> None:
    with Session(engine) as session, session.begin():
        row = session.get(db.TableRow, table_id)
        if row is not None:
            row.hints = counts


def store_review(engine: Any, table_id: str, review: dict[str, Any]) -> None:
    with Session(engine) as session, session.begin():
        row = session.get(db.TableRow, table_id)
        if row is not None:
            row.review = review


def stored_review(engine: Any, table_id: str) -> dict[str, Any] | None:
    with Session(engine) as session:
        row = session.get(db.TableRow, table_id)
        return None if row is None else row.review


@dataclass
class _Hint:
    """One decision's hint for one seat in this process (keyed by table, decision and
    seat): its search while it thinks, its answer once found, and whether it was given
    (and so counted: asked again, it is not counted again)."""

    thinking: asyncio.Future[None] | None = None
    answer: dict[str, Any] | None = None
    given: bool = False


#: the hints of this process, the oldest forgotten past :data:`HINTS_KEPT` (a search still
#: thinking when its record is forgotten ends unheard; the next ask starts another)
_hints: OrderedDict[tuple[str, int, int], _Hint] = OrderedDict()
#: seconds a hint's search may hold its worker before it is given up; longer than a
#: request waits (the bots' budget and grace): a search slowed past that by a loaded
#: machine goes on, and the person's next ask, told to come back, gets its answer
HINT_LIMIT = 60.0
#: seconds a person asking while the hint is still being thought is told to wait
HINT_RETRY = 2


def hint_seed(table: Table, seq: int, seat: int) -> int:
    """The hint's search seed: fixed for a decision (asked twice, the same hint, in any
    process), derived from the table's secret seed by SHA-256, so nobody can work it out,
    nor anything of the deal from it."""
    said = f"stil-hint:{table.seed}:{seq}:{seat}".encode("ascii")
    return (1 << 128) | int.from_bytes(hashlib.sha256(said).digest()[:16], "big")


def _record(key: tuple[str, int, int]) -> _Hint:
    """The decision's record, made (and the oldest forgotten) when it has none."""
    found = _hints.get(key)
    if found is None:
        found = _hints[key] = _Hint()
        while len(_hints) > HINTS_KEPT:
            _hints.popitem(last=False)
    return found


async def _think(m: Manager, table: Table, kept: _Hint, job: HintJob) -> None:
    """The hint's search in the pool, kept once found (whether or not its asker still
    waits: see :data:`HINT_LIMIT`)."""
    try:
        found: dict[str, Any] = await m.bots.search.run(table.id, think_hint, job, limit=HINT_LIMIT)
    except Exception as e:  # a worker that died or ran over: asked again, tried again
        log.warning("table %s: a hint failed (%r)", table.id, e)
        return
    kept.answer = found


async def _count(m: Manager, table: Table, seat: int, kept: _Hint) -> None:
    """Count a hint as given to the seat, once per decision, when it is given (a search
    its asker stopped waiting for is not counted until it is asked for again)."""
    async with table.lock:
        if kept.given or table.hints is None:
            return
        counts = list(table.hints)
        counts[seat] += 1
        await m.store.write(store_hints, m.store.engine, table.id, counts)
        table.hints = counts
        kept.given = True
    await m.runtime(table).changed()


async def hint(m: Manager, table: Table, token: str | None, lang: str) -> dict[str, Any]:
    """The expert's move for the seat's pending decision (see the module's docstring):
    403 where the table allows no hints, for a spectator or a wrong token; 429 over the
    seat's action bucket; 409 when the decision pending is not the seat's; 503 with
    ``Retry-After`` while a slowed search still thinks past the bots' budget and grace
    (it goes on, and the next ask gets its answer)."""
    if table.hints is None:
        raise ApiError(403, "the host did not allow hints at this table")
    seat = table.seat_for(token)
    runtime = m.runtime(table)
    runtime.take_token(seat)
    async with table.lock:
        if table.status != LIVE or table.state.to_act != seat:
            raise ApiError(409, f"it is not seat {seat}'s decision")
        if table.seats[seat].replaced:
            raise ApiError(409, "a bot plays this seat now; join again to take it back")
        seq = table.seq
        view = table.state.view(seat)
        legal = tuple(str(a) for a in table.state.legal_actions())
    kept = _record((table.id, seq, seat))
    if kept.answer is None:
        # one search per decision: a second ask while the first thinks waits for it,
        # instead of starting a search of its own
        if kept.thinking is None or kept.thinking.done():
            job = HintJob(view, legal, hint_seed(table, seq, seat), m.bots.budget)
            kept.thinking = asyncio.ensure_future(_think(m, table, kept, job))
        wait = m.bots.budget + m.bots.GRACE
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(kept.thinking), wait)
        if kept.answer is None:
            raise ApiError(503, "no hint now: try again", {"Retry-After": str(HINT_RETRY)})
    found = kept.answer
    await _count(m, table, seat, kept)
    lang_ = lang_of(lang)
    game = table.game
    r = renderer(game.spec.id)
    names = _names(table, lang_)
    rename = renamer(r, lang_, [s.name for s in table.seats])
    action = game.actions.parse(found["action"])
    text = rename(r.action_text(action, view, lang_))
    reason = None
    said = found["reason"]
    if said is not None:
        other = rename(r.action_text(game.actions.parse(said["other"]), view, lang_))
        what = teach.thing(game.spec.id, said["block"], seat, table.players, names, lang_)
        reason = teach.reason_text(what, other, lang_)
    return {
        "seq": seq,
        "action": found["action"],
        "text": text,
        "reason": reason,
        "reason_block": None if said is None else said["block"],
        "labels": _labels(lang_),
    }


class Reviews:
    """One process's reviews: kept once computed, computed once at a time per table."""

    def __init__(self) -> None:
        self.done: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self.running: dict[str, asyncio.Task[None]] = {}
        # one review thinks at a time: a review played out without a model holds a worker
        # for seconds, and the pool would otherwise give free workers to several at once,
        # which a live table's bot would then wait behind
        self.thinking = asyncio.Semaphore(1)

    def keep(self, table_id: str, review: dict[str, Any]) -> None:
        self.done[table_id] = review
        self.done.move_to_end(table_id)
        while len(self.done) > KEPT:
            self.done.popitem(last=False)

    async def get(self, m: Manager, table: Table) -> dict[str, Any] | None:
        """The table's review, or ``None`` while it is being computed (started here)."""
        found = self.done.get(table.id)
        if found is not None:
            self.done.move_to_end(table.id)
            return found
        stored: dict[str, Any] | None = await m.store.read(stored_review, m.store.engine, table.id)
        if stored is not None:
            self.keep(table.id, stored)
            return stored
        running = self.running.get(table.id)
        if (running is None or running.done()) and len(self.running) < REVIEWS_AT_ONCE:
            self.running[table.id] = m.background.spawn(
                self._compute(m, table), f"the review of {table.id}"
            )
        return None

    async def _compute(self, m: Manager, table: Table) -> None:
        bots: Bots = m.bots
        job = ReviewJob(
            table.game.spec.id,
            table.players,
            table.seed,
            dict(table.options),
            tuple(table.actions),
            tuple(i for i, s in enumerate(table.seats) if s.kind == HUMAN),
            secret_seed(),
            bots.budget,
        )
        try:
            async with self.thinking:
                made = await bots.search.run(REVIEW_KEY, think_review, job, limit=REVIEW_LIMIT)
            await m.store.write(store_review, m.store.engine, table.id, made)
            self.keep(table.id, made)
        except Exception as e:  # asked again, it is tried again
            log.warning("table %s: the review failed (%r)", table.id, e)
        finally:
            self.running.pop(table.id, None)


_REVIEWS: weakref.WeakKeyDictionary[Manager, Reviews] = weakref.WeakKeyDictionary()


def reviews(m: Manager) -> Reviews:
    found = _REVIEWS.get(m)
    if found is None:
        found = _REVIEWS[m] = Reviews()
    return found


async def review(m: Manager, table: Table, lang: str) -> tuple[int, dict[str, Any]]:
    """``(202, {...})`` while the finished table's review is computed, then ``(200,
    review)`` in ``lang`` with the seats' names; 409 for a table not finished."""
    if table.status != FINISHED:
        raise ApiError(409, "a review is for a finished table")
    lang_ = lang_of(lang)
    found = await reviews(m).get(m, table)
    if found is None:
        return 202, {"status": "computing", "retry_after": RETRY, "labels": _labels(lang_)}
    names = _names(table, lang_)
    rename = renamer(renderer(table.game.spec.id), lang_, [s.name for s in table.seats])
    return 200, {
        "status": "done",
        "table": table.id,
        "game": table.game.spec.id,
        "steps": table.seq,
        "estimated": found["estimated"],
        # a review stored before playouts were used had only the evaluation's chances
        "by": found.get("by", "evaluation" if found["estimated"] else None),
        "seats": [
            {
                "seat": i,
                "name": names[i],
                "kind": s.kind,
                "chances": found["chances"][i],
            }
            for i, s in enumerate(table.seats)
        ],
        "moments": [
            {key: value for key, value in moment.items() if key != "texts"}
            | {
                "played_text": rename(moment["texts"][lang_]["played"]),
                "better_text": rename(moment["texts"][lang_]["better"]),
            }
            for moment in found["moments"]
        ],
        "labels": _labels(lang_),
    }
