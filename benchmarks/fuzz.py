"""The long fuzz run: a million actions per game, legal and illegal, with the engine
contract checked at sampled points, outside CI.

For every game of ``stil.games()`` (or ``--games``), ``--actions`` actions (10⁶ by default)
are spread over many seeded games: each game draws its player count, its rule options (the
defaults for one game in four, otherwise a random allowed value per option) and its seed,
then plays until it ends. At each step, with probability ``--illegal`` (0.1) an illegal
attempt is made instead of a move: unknown text, a seat out of turn, an action legal for
another seat, an action of the space that is not legal now, a malformed value (see
``stil.testing.stateful.ILLEGAL_KINDS``); it must raise the engine's error and leave the
state as it was (``to_dict`` compared through ``marshal``, the same content as the JSON at
a quarter of the cost; ``--exact-json`` compares ``to_json`` texts). Otherwise a random
legal action is played. One step in ``--check-every`` (50) runs every check of
``stil.testing.stateful.Session``: clone then apply == apply, the JSON round trip (views
and legal actions included) and card conservation; each game's end also checks
undo-by-replay (the same seed and action list give the final state, bit for bit) and,
every ``--replay-every`` steps, mid-game too.

The work is cut into chunks of ``--chunk`` actions run by ``--workers`` processes; a chunk's
games are seeded from ``(--seed, game, chunk)``, so a run is reproducible whatever the
number of workers. A failure stops that one game, is counted, and is printed once per
distinct message with its reproducer: game, players, options, seed, the action list up to
the failing step and the operation that failed (``--failures PATH`` writes them all as
JSON). Exit status 1 when anything failed.

    nice -n 10 python benchmarks/fuzz.py                      # 10⁶ actions per game
    nice -n 10 python benchmarks/fuzz.py --actions 20000      # a quick look
    python benchmarks/fuzz.py --games princes --actions 200000 --workers 2 --json out.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
import zlib
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

import stil
from stil.core import Rng
from stil.testing.stateful import ILLEGAL_KINDS, Session, random_options


@dataclass
class Tally:
    """What one chunk (or a whole game's run, once merged) did."""

    games: int = 0
    finished: int = 0
    legal: int = 0
    illegal: int = 0
    errors: Counter[str] = field(default_factory=Counter)  # error class of each refusal
    checks: int = 0
    replays: int = 0
    failures: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.finished += other.finished
        self.legal += other.legal
        self.illegal += other.illegal
        self.errors.update(other.errors)
        self.checks += other.checks
        self.replays += other.replays
        self.failures += other.failures
        self.seconds += other.seconds


def chunk_seed(seed: int, game_id: str, chunk: int) -> int:
    return zlib.crc32(f"{seed}/{game_id}/{chunk}".encode())


def run_chunk(
    game_id: str,
    chunk: int,
    budget: int,
    seed: int,
    illegal_share: float,
    check_every: int,
    replay_every: int,
    exact: bool = False,
) -> Tally:
    """Play seeded games of ``game_id`` until ``budget`` actions (moves and illegal
    attempts) are spent; the last game is cut at the budget."""
    game = stil.game(game_id)
    tally = Tally()
    rng = Rng(chunk_seed(seed, game_id, chunk))
    illegal_per_million = int(illegal_share * 1_000_000)
    started = time.process_time()
    spent = 0
    while spent < budget:
        counts = game.spec.player_counts
        players = counts[rng.below(len(counts))]
        game_seed = rng.below(2**31)
        if rng.below(4) == 0:
            options: dict[str, object] = game.spec.options_for(players)
        else:
            options = random_options(game, players, Rng(rng.below(2**31)))
        op = "new"
        session: Session | None = None
        try:
            session = Session(game, players, options, game_seed, exact=exact)
            tally.games += 1
            step_rng = Rng(game_seed ^ 0xF022)
            steps = 0
            while not session.state.is_over and spent < budget:
                spent += 1
                steps += 1
                if step_rng.below(1_000_000) < illegal_per_million:
                    kind = ILLEGAL_KINDS[step_rng.below(len(ILLEGAL_KINDS))]
                    attempt = session.illegal_attempt(kind, step_rng.below(1 << 30))
                    if attempt is not None:
                        action, seat = attempt
                        op = f"session.check_refused({action!r}, {seat})  # {kind}"
                        tally.errors[session.check_refused(action, seat, kind)] += 1
                        tally.illegal += 1
                    continue
                choice = step_rng.below(1 << 30)
                if step_rng.below(check_every) == 0:
                    op = f"session.check_clone({choice}); session.check_json(); ..."
                    session.check_clone(choice)  # plays the action on the original too
                    session.check_json()
                    session.check_invariants()
                    tally.checks += 1
                else:
                    op = f"session.play({choice})"
                    session.play(choice)
                tally.legal += 1
                if replay_every and steps % replay_every == 0:
                    op = "session.check_replay()"
                    session.check_replay()
                    tally.replays += 1
            if session.state.is_over:
                op = "session.check_replay(); session.check_invariants()  # at the end"
                session.check_replay()
                session.check_invariants()
                tally.replays += 1
                tally.finished += 1
        except Exception as e:
            tally.failures.append(
                {
                    "game": game_id,
                    "players": players,
                    "options": options,
                    "seed": game_seed,
                    "actions": [] if session is None else [str(a) for a in session.actions],
                    "operation": op,
                    "error": f"{type(e).__name__}: {e}".splitlines()[0][:300],
                    "traceback": traceback.format_exc(limit=-4),
                    "reproducer": None if session is None else session.reproducer(),
                }
            )
    tally.seconds = time.process_time() - started
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=None, help="game ids (default: all)")
    parser.add_argument("--actions", type=int, default=1_000_000, help="actions per game")
    parser.add_argument("--chunk", type=int, default=25_000, help="actions per work unit")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--illegal", type=float, default=0.1, help="share of illegal attempts")
    parser.add_argument("--check-every", type=int, default=50, help="full checks, 1 step in N")
    parser.add_argument("--replay-every", type=int, default=200, help="0: only at the end")
    parser.add_argument(
        "--exact-json",
        action="store_true",
        help="compare to_json texts around illegal attempts (default: marshal of to_dict)",
    )
    parser.add_argument("--json", help="write the summary here")
    parser.add_argument("--failures", help="write every failure (with reproducer) here")
    args = parser.parse_args(argv)

    ids = args.games or stil.games()
    for gid in ids:
        stil.game(gid)  # an unknown id fails here, before any work
    tasks = []  # chunk 0 of every game, then chunk 1, ...: a cut run covers all games
    n_chunks = -(-args.actions // args.chunk)
    for chunk in range(n_chunks):
        for gid in ids:
            budget = min(args.chunk, args.actions - chunk * args.chunk)
            tasks.append((gid, chunk, budget))
    print(
        f"fuzz: {', '.join(ids)}; {args.actions:,} actions per game "
        f"({args.illegal:.0%} illegal attempts), full checks 1 step in {args.check_every}, "
        f"replay every {args.replay_every} steps and at each end; seed {args.seed}, "
        f"{args.workers} workers, {len(tasks)} chunks",
        flush=True,
    )
    totals = {gid: Tally() for gid in ids}
    started = time.perf_counter()
    seen_errors: set[str] = set()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = {
            pool.submit(
                run_chunk,
                gid,
                chunk,
                budget,
                args.seed,
                args.illegal,
                args.check_every,
                args.replay_every,
                args.exact_json,
            ): (gid, chunk)
            for gid, chunk, budget in tasks
        }
        done_chunks = Counter[str]()
        per_game = Counter(gid for gid, _, _ in tasks)
        for future in as_completed(futures):
            gid, chunk = futures[future]
            tally = future.result()
            totals[gid].merge(tally)
            done_chunks[gid] += 1
            t = totals[gid]
            print(
                f"  {gid} chunk {chunk}: {tally.legal + tally.illegal:,} actions, "
                f"{len(tally.failures)} failures; {gid} so far {t.legal + t.illegal:,} "
                f"({t.legal:,} moves, {t.illegal:,} illegal, {len(t.failures)} failures)",
                flush=True,
            )
            for f in tally.failures:
                key = f"{f['game']}: {f['error']}"
                if key not in seen_errors:
                    seen_errors.add(key)
                    print(_failure_text(f), flush=True)
            if done_chunks[gid] == per_game[gid]:
                t = totals[gid]
                print(
                    f"{gid}: done, {t.legal + t.illegal:,} actions, "
                    f"{len(t.failures)} failures ({time.perf_counter() - started:.0f} s)",
                    flush=True,
                )
    wall = time.perf_counter() - started

    header = (
        f"{'game':10} {'games':>7} {'ended':>7} {'moves':>10} {'illegal':>9} "
        f"{'checks':>8} {'replays':>8} {'failures':>8} {'cpu s':>8} {'actions/cpu s':>13}"
    )
    print()
    print(header)
    summary: dict[str, Any] = {"args": vars(args), "wall_seconds": wall, "games": {}}
    for gid, t in totals.items():
        actions = t.legal + t.illegal
        rate = actions / t.seconds if t.seconds else 0.0
        print(
            f"{gid:10} {t.games:7,} {t.finished:7,} {t.legal:10,} {t.illegal:9,} "
            f"{t.checks:8,} {t.replays:8,} {len(t.failures):8,} {t.seconds:8.0f} {rate:13,.0f}"
        )
        summary["games"][gid] = {
            "games": t.games,
            "finished": t.finished,
            "legal_actions": t.legal,
            "illegal_attempts": t.illegal,
            "refusals": dict(t.errors),
            "full_checks": t.checks,
            "replays": t.replays,
            "failures": len(t.failures),
            "distinct_failures": len({f["error"] for f in t.failures}),
            "cpu_seconds": round(t.seconds, 1),
        }
    print(f"wall {wall:.0f} s")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(summary, fh, indent=2, ensure_ascii=False)
    if args.failures:
        with open(args.failures, "w", encoding="utf-8") as fh:
            failures = [f for t in totals.values() for f in t.failures]
            json.dump(failures, fh, indent=1, ensure_ascii=False)
    return 1 if any(t.failures for t in totals.values()) else 0


def _failure_text(f: dict[str, Any]) -> str:
    reproducer = f["reproducer"] or (
        f"import stil; stil.game({f['game']!r}).new({f['players']}, {f['seed']}, {f['options']!r})"
    )
    if len(reproducer) > 6000:
        reproducer = reproducer[:6000] + " ... (the whole list: --failures PATH)"
    return "\n".join(
        [
            f"FAILURE {f['game']}: {f['error']}",
            f"  players={f['players']} seed={f['seed']} options={json.dumps(f['options'])}",
            f"  after {len(f['actions'])} actions, in: {f['operation']}",
            "  reproduce (Action is stil.Action):",
            "    " + reproducer.replace("\n", "\n    "),
            f"    {f['operation']}",
            "  " + f["traceback"].strip().replace("\n", "\n  "),
        ]
    )


if __name__ == "__main__":
    sys.exit(main())
