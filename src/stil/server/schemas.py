"""The shapes of the HTTP API's requests and answers (pydantic), and its documented refusals.

They make the OpenAPI schema that ``tests/server/test_schema.py`` fuzzes, so a field's limits
here are the server's first line of input checking.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from stil.bots import bot_names
from stil.core.registry import games as game_ids


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _enum_of(names: Callable[[], list[str]]) -> Callable[[dict[str, Any]], None]:
    """A field's schema lists what is registered when the schema is made (games, bots)."""

    def extra(schema: dict[str, Any]) -> None:
        schema["enum"] = names()

    return extra


class SeatSpec(Strict):
    kind: Literal["human", "bot"]
    bot: str | None = Field(
        default=None, max_length=32, json_schema_extra=_enum_of(lambda: bot_names())
    )


class CreateTable(Strict):
    game: str = Field(max_length=32, json_schema_extra=_enum_of(lambda: list(game_ids())))
    players: int = Field(ge=1, le=16)
    options: dict[str, bool | int | str] = Field(default_factory=dict, max_length=64)
    seats: list[SeatSpec] = Field(min_length=1, max_length=16)
    seed: int | None = Field(default=None, ge=0, lt=2**31)
    turn_timer: float | None = None
    #: a turn-based table: ``move_time`` seconds per move (hours or days), nobody needs to
    #: stay connected; when it runs out the stand-in bot moves (a "your move" push calls
    #: the person back)
    turn_based: bool = False
    move_time: float | None = Field(default=None, description="seconds per move (turn_based)")
    #: the first game of a series to this many points (Князья's tournament: 100)
    series_to: int | None = Field(default=None, ge=1, le=100_000)
    #: a person may ask the expert bot for a hint (GET /api/tables/{id}/hint); off by default
    hints: bool = False
    #: play against bots in one request: the one person's seat is taken by whoever creates
    #: the table (under ``name``) and the game starts at once
    start: bool = False
    name: str | None = Field(
        default=None, max_length=100, description="with start: the creator's name (as join's)"
    )


class Start(Strict):
    #: start although some people have not joined: the stand-in bot plays their seats
    #: until they arrive with their invite
    fill_with_bots: bool = False


class Join(Strict):
    name: str | None = Field(
        default=None, max_length=100, description="checked by stil.server.names (at most 24)"
    )


class Play(Strict):
    seq: int = Field(ge=0)
    action: str = Field(min_length=1, max_length=200)


class SeatTold(BaseModel):
    """A seat as its table's creator is told it: a person's token and invite once."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None = None
    token: str | None = None
    invite: str | None = None


class Created(BaseModel):
    id: str
    seats: list[SeatTold]
    host_token: str | None = None
    #: created with ``start``: the creator sits at the person's seat and the game is live
    started: bool = False


class SeatSummary(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    name: str | None
    joined: bool
    connected: bool
    replaced: bool


class SeriesFacts(BaseModel):
    """A table's series: its target, every finished game's scores, the totals."""

    to: int
    games: list[list[int]]
    totals: list[int]
    over: bool
    winners: list[int]


class Summary(BaseModel):
    """A table as anyone may see it (no token, no hidden card)."""

    id: str
    game: str
    names: dict[str, str]
    players: int
    options: dict[str, Any]
    status: Literal["open", "live", "finished"]
    seq: int
    turn_timer: float | None
    turn_based: bool = False
    move_time: float | None = None
    deadline: float | None = Field(
        default=None, description="when the running decision's time runs out (Unix time)"
    )
    series: SeriesFacts | None = None
    hints: bool = Field(default=False, description="people may ask the expert for a hint")
    hints_used: list[int] | None = Field(
        default=None, description="hints asked per seat (when hints are allowed)"
    )
    seats: list[SeatSummary]
    to_act: int | None
    scores: list[Any] | None
    winners: list[int] | None
    rematch: str | None
    rematch_of: str | None
    created: float
    moved: float | None = Field(default=None, description="when the last move was stored")
    seed_commitment: str = Field(
        description="SHA-256 (lowercase hex) of the seed in decimal digits, fixed at creation"
    )
    custom_deal: bool = Field(description="the host chose the seed; it is public from the start")
    seed: int | None = Field(
        description="the seed, once the game is finished (from the start for a custom deal)"
    )


class ChatPost(Strict):
    text: str = Field(
        min_length=1, max_length=2000, description="plain text, at most 500 characters once cleaned"
    )


class ChatMessage(BaseModel):
    """A chat message: ``seat`` null for a spectator's."""

    id: int
    from_: str = Field(alias="from", serialization_alias="from")
    seat: int | None
    text: str
    at: float

    model_config = ConfigDict(populate_by_name=True)


class Mute(Strict):
    seat: int | None = Field(default=None, ge=0, le=15)
    spectators: bool | None = None
    muted: bool = True


class Muted(BaseModel):
    seats: list[int]
    spectators: bool


class PushKeys(Strict):
    p256dh: str = Field(min_length=1, max_length=128, description="P-256 point, base64url")
    auth: str = Field(min_length=1, max_length=64, description="16 bytes, base64url")


class PushSubscription(Strict):
    """A browser's ``PushSubscription.toJSON()``."""

    endpoint: str = Field(min_length=1, max_length=1000)
    keys: PushKeys
    expirationTime: float | None = None


class PushKey(BaseModel):
    public_key: str = Field(description="the VAPID applicationServerKey, base64url")


class SeatAnswer(BaseModel):
    seat: int


class SeqAnswer(BaseModel):
    seq: int


class Problem(BaseModel):
    """Every refusal: what was wrong, in words."""

    detail: str


_SAID = {
    400: "bad input (unknown game, option or bot, an illegal action, a refused name,"
    " unreadable body)",
    403: "a missing or wrong seat or host token",
    404: "no such table",
    409: "not now: not this seat's turn, a stale sequence number, the wrong table status",
    413: "the request body is too large",
    429: "too many actions, tables or reads: wait as long as Retry-After says",
    503: "the game store is busy or unavailable: nothing was changed, retry after Retry-After",
}


def refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The documented error answers of a route (422, malformed input, FastAPI adds)."""
    return {c: {"model": Problem, "description": _SAID[c]} for c in (400, 413, *codes)}
