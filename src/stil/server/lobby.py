"""The lobby: tables made, joined, started, left and played again.

Each step checks its request, writes the store, and only then changes the table in memory
(under the table's lock), then has the table's runtime tell everybody. A new table, a
rematch included, is admitted first (:mod:`.admission`: tables a minute per address,
tables holding a search bot per address and in all), so no way of making a table skips
the limits.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Sequence
from typing import Any

import stil
from stil.bots import bot_names, make_bot
from stil.core import InvalidOption, InvalidPlayers, UnknownGame
from stil.i18n import FALLBACK, Lang
from stil.server.admission import Admission
from stil.server.model import (
    BOT,
    FINISHED,
    HUMAN,
    LIVE,
    OPEN,
    ApiError,
    Seat,
    Table,
    new_seed,
    token_hash,
)
from stil.server.runtime import TableRuntime
from stil.server.settings import Settings
from stil.server.store import Store
from stil.server.thinking import searches


def searching(bot: str | None, game: str) -> bool:
    """Whether a bot seat searches (an unknown bot or game is refused later, by create)."""
    try:
        return searches(bot or "heuristic", game)
    except (ValueError, KeyError):
        return False


def holds_search(seats: Sequence[dict[str, Any]], game: str) -> bool:
    """Whether a table of these seats has a search bot (admission counts those)."""
    return any(searching(s.get("bot"), game) for s in seats if s.get("kind") == BOT)


class Lobby:
    """Create, join, start, leave and rematch; ``keep`` puts a table in this process's
    memory and answers its runtime."""

    def __init__(
        self,
        settings: Settings,
        store: Store,
        admission: Admission,
        keep: Callable[[Table], TableRuntime],
        get: Callable[[str], Table],
    ) -> None:
        self.settings = settings
        self.store = store
        self.admission = admission
        self.keep = keep
        self.get = get

    def create(
        self,
        game_id: str,
        players: int,
        options: dict[str, Any],
        seats: Sequence[dict[str, Any]],
        seed: int | None,
        turn_timer: float | None,
        rematch_of: Table | None = None,
        store: bool = True,
        turn_based: bool = False,
        move_time: float | None = None,
        series_to: int | None = None,
        hints: bool = False,
    ) -> tuple[Table, dict[str, Any]]:
        """A new open table; returns it and what the creator is told once (the tokens).

        With ``store`` it is stored here (blocking: for tests and tools); the server
        stores it off the event loop with :meth:`insert` instead."""
        try:
            game = stil.game(game_id)
            game.check_players(players)
        except (UnknownGame, InvalidPlayers) as e:
            raise ApiError(400, str(e)) from None
        if len(seats) != players:
            raise ApiError(400, f"{players} players need {players} seats, got {len(seats)}")
        made: list[Seat] = []
        told: list[dict[str, Any]] = []
        table_id = secrets.token_urlsafe(9)
        for i, spec in enumerate(seats):
            kind = spec.get("kind")
            if kind == HUMAN:
                old = rematch_of.seats[i] if rematch_of else None
                token = None if old else secrets.token_urlsafe(24)
                digest = old.token_hash if old else token_hash(token or "")
                made.append(
                    Seat(
                        HUMAN,
                        token_hash=digest,
                        name=old.name if old else None,
                        joined=bool(old and old.joined),
                        # a person who had left is played by a bot until they come back
                        replaced=bool(old and old.replaced),
                    )
                )
                entry: dict[str, Any] = {"seat": i, "kind": HUMAN}
                if token:
                    entry |= {"token": token, "invite": f"/t/{table_id}#seat={i}&token={token}"}
                told.append(entry)
            elif kind == BOT:
                name = spec.get("bot") or "heuristic"
                if name not in bot_names():
                    raise ApiError(400, f"no bot {name!r}; bots are: {', '.join(bot_names())}")
                try:
                    make_bot(name, game_id)
                except ValueError as e:
                    raise ApiError(400, str(e)) from None
                made.append(Seat(BOT, bot=name, joined=True))
                told.append({"seat": i, "kind": BOT, "bot": name})
            else:
                raise ApiError(400, f"seat {i}: kind must be human or bot, got {kind!r}")
        if seed is None:
            seed = new_seed()
        try:
            state = game.new(players, seed, options)
        except (InvalidOption, InvalidPlayers) as e:
            raise ApiError(400, str(e)) from None
        low = self.settings.min_turn_timer
        if turn_timer is not None and not low <= turn_timer <= 3600:
            raise ApiError(400, f"turn_timer must be between {low:g} and 3600 seconds")
        if turn_based:
            if turn_timer is not None:
                raise ApiError(400, "a turn-based table has move_time, not turn_timer")
            low, high = self.settings.min_move_time, self.settings.max_move_time
            move_time = 86400.0 if move_time is None else move_time
            if not low <= move_time <= high:
                raise ApiError(400, f"move_time must be between {low:g} and {high:g} seconds")
            turn_timer = move_time
        elif move_time is not None:
            raise ApiError(400, "move_time goes with turn_based: true")
        series = None
        if rematch_of is not None and rematch_of.series is not None:
            facts = rematch_of.series_facts()
            assert facts is not None
            # the next game of the series, its totals carried; a series that is over
            # starts again from nothing
            series = {"to": facts["to"], "games": [] if facts["over"] else facts["games"]}
        elif series_to is not None:
            series = {"to": int(series_to), "games": []}
        host = None if rematch_of else secrets.token_urlsafe(24)
        table = Table(
            id=table_id,
            game=game,
            players=players,
            options=dict(options),
            seed=seed,
            seats=made,
            host_hash=rematch_of.host_hash if rematch_of else token_hash(host or ""),
            status=OPEN,
            turn_timer=turn_timer,
            state=state,
            created=time.time(),
            rematch_of=rematch_of.id if rematch_of else None,
            turn_based=turn_based,
            series=series,
            hints=[0] * players if hints else None,
        )
        if store:
            self.store.store_new(self.store.new_row(table))
            self.keep(table)
        answer: dict[str, Any] = {"id": table.id, "seats": told}
        if host:
            answer["host_token"] = host
        return table, answer

    async def insert(self, table: Table) -> None:
        """Store a table made by ``create(store=False)``, then keep it in memory."""
        await self.store.insert(table)
        self.keep(table)

    async def join(self, table: Table, token: str | None, name: str | None) -> int:
        async with table.lock:
            seat = table.seat_for(token)
            rows = [s.to_row() for s in table.seats]
            row = rows[seat]
            row |= {"joined": True, "replaced": False}
            if name:
                row["name"] = name.strip()[:40] or None
            await self.store.save(table, rows)
        await self.keep(table).changed()
        return seat

    async def start(
        self, table: Table, host_token: str | None, fill_with_bots: bool = False
    ) -> None:
        """The table goes live once every person has joined; or, when the host asks for it,
        with the stand-in bot in the seats nobody took (their invite still takes them)."""
        runtime = self.keep(table)
        async with table.lock:
            table.check_host(host_token)
            if table.status != OPEN:
                raise ApiError(409, f"the table is {table.status}, not open")
            rows = [s.to_row() for s in table.seats]
            empty = [i for i, r in enumerate(rows) if r["kind"] == HUMAN and not r["joined"]]
            if empty and not fill_with_bots:
                which = ", ".join(str(i + 1) for i in empty)
                raise ApiError(
                    409,
                    f"nobody has joined seat(s) {which} yet: wait for them, or start with "
                    "fill_with_bots to let bots play the empty seats",
                )
            for i in empty:
                rows[i]["replaced"] = True
            await self.store.save(table, rows, LIVE)
            runtime.arm_away()
        await runtime.changed()

    async def leave(self, table: Table, token: str | None) -> int:
        async with table.lock:
            seat = table.seat_for(token)
            rows = [s.to_row() for s in table.seats]
            rows[seat]["replaced"] = True
            await self.store.save(table, rows)
        await self.keep(table).changed()
        return seat

    async def rematch(
        self,
        table: Table,
        host_token: str | None,
        address: str | None = None,
        lang: Lang = FALLBACK,
    ) -> Table:
        """The same game again, live at once; asked twice, the same rematch. A new one is
        admitted like any new table from ``address`` (none: a tool's, not counted)."""
        async with table.lock:
            table.check_host(host_token)
            if table.status != FINISHED:
                raise ApiError(409, "a rematch needs a finished table")
            if table.rematch:
                return self.get(table.rematch)
            seats = [{"kind": s.kind, "bot": s.bot} for s in table.seats]
            search = holds_search(seats, table.game.spec.id)
            if address is not None:
                self.admission.admit(address, search, lang)
            new, _ = self.create(
                table.game.spec.id,
                table.players,
                table.options,
                seats,
                None,
                None if table.turn_based else table.turn_timer,
                rematch_of=table,
                store=False,
                turn_based=table.turn_based,
                move_time=table.turn_timer if table.turn_based else None,
                hints=table.hints is not None,
            )
            new.status = LIVE
            old = (table.id, [s.to_row() for s in table.seats])
            await self.store.insert(new, old)
            if address is not None:
                self.admission.created(address, new.id, search)
            fresh = self.keep(new)
            table.rematch = new.id
            fresh.arm_away()
        await self.keep(table).changed()
        await fresh.changed()
        return new

    def list(self, status: str | None, limit: int = 50) -> list[dict[str, Any]]:
        if status not in (None, OPEN, LIVE, FINISHED):
            raise ApiError(400, f"status must be open, live or finished; got {status!r}")
        return [self.get(i).summary() for i in self.store.ids(status, limit)]
