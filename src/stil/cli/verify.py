"""``stil verify``: check a finished server table's deal from its address.

A table publishes ``seed_commitment`` (SHA-256 of the seed's decimal digits) when it is
created and its ``seed`` when the game ends. This command fetches the finished table
(``GET /api/tables/{id}``) and its actions (the last replay frame, ``GET
/api/tables/{id}/replay?step=N``), checks the seed against the commitment (and against the
one you noted during the game, ``--commitment``), replays the game here with
``stil.game(id).replay(players, seed, options, actions)`` and compares winners, scores and
the final position with what the server reports. Exit code 0: all agree; 1: they do not,
or the game is not over; 2: the address cannot be read or fetched.
"""

from __future__ import annotations

import hashlib
import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Annotated, Any

import typer

from stil.core import StilError
from stil.core.registry import game as get_game
from stil.i18n import DEFAULT, t

from .base import LangOption, app

#: the path part before a table id: its page, its replay page, the API (``api/tables``)
ROUTES = ("t", "replay", "tables")


class VerifyError(ValueError):
    """The table could not be verified: not over, or what it says does not hold."""


def commitment(seed: int) -> str:
    return hashlib.sha256(str(seed).encode("ascii")).hexdigest()


def locate(address: str) -> tuple[str, str]:
    """The server's base URL and the table id of a table's address: the page
    (``…/t/ID``, an invite link with its ``#…`` part dropped unsent), the replay page
    (``…/replay/ID``) or the API (``…/api/tables/ID``); ``http://`` when no scheme.

    >>> locate("localhost:8000/t/abc#seat=0&token=x")
    ('http://localhost:8000', 'abc')
    >>> locate("https://stil.example/api/tables/abc/replay")
    ('https://stil.example', 'abc')
    """
    if "://" not in address:
        address = "http://" + address
    url = urllib.parse.urlsplit(address)
    parts = [p for p in url.path.split("/") if p]
    for i, part in enumerate(parts[:-1]):
        if part in ROUTES:
            prefix = "/".join(parts[: i - 1 if part == "tables" else i])
            base = urllib.parse.urlunsplit((url.scheme, url.netloc, prefix, "", ""))
            return base.rstrip("/"), parts[i + 1]
    raise typer.BadParameter(f"not a table address: {address!r}", param_hint="ADDRESS")


def fetch(url: str, lang: str) -> Any:
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as e:
        detail = e.read().decode("utf-8", "replace")[:300]
        said = t(lang, "stil.cli.verify_fetch", url=url, error=f"{e.code} {detail}")
        raise typer.BadParameter(said) from None
    except (OSError, ValueError) as e:
        raise typer.BadParameter(t(lang, "stil.cli.verify_fetch", url=url, error=str(e))) from None


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def check(summary: dict[str, Any], last: dict[str, Any], lang: str, noted: str | None) -> list[str]:
    """What the table's summary and last replay frame prove; raises ``VerifyError``."""
    if summary["status"] != "finished" or summary.get("seed") is None:
        raise VerifyError(
            t(lang, "stil.cli.verify_unfinished", table=summary["id"], status=summary["status"])
        )
    seed = int(summary["seed"])
    got = commitment(seed)
    for said in (summary["seed_commitment"], last.get("seed_commitment"), noted):
        if said is not None and said.strip().lower() != got:
            raise VerifyError(
                t(lang, "stil.cli.verify_commitment_bad", seed=seed, got=got, said=said)
            )
    said_lines = [t(lang, "stil.cli.verify_commitment_ok", commitment=got, seed=seed)]
    moves = list(last["moves"])
    try:
        state = get_game(summary["game"]).replay(
            summary["players"], seed, summary["options"], moves
        )
    except StilError as e:  # a move not legal in the game this seed deals
        raise VerifyError(
            t(lang, "stil.cli.verify_mismatch", n=len(moves), what="moves", server="", replay=e)
        ) from None
    checks = [
        ("moves", summary["seq"], len(moves)),
        ("over", True, state.is_over),
        ("winners", summary["winners"], state.winners()),
        ("scores", summary["scores"], state.scores()),
        ("final position", last["view"], state.view(None).data),
    ]
    for what, server, replay in checks:
        if _plain(server) != _plain(replay):
            raise VerifyError(
                t(
                    lang,
                    "stil.cli.verify_mismatch",
                    n=len(moves),
                    what=what,
                    server=json.dumps(server)[:200],
                    replay=json.dumps(_plain(replay))[:200],
                )
            )
    said_lines.append(
        t(
            lang,
            "stil.cli.verify_ok",
            n=len(moves),
            winners=summary["winners"],
            scores=json.dumps(summary["scores"]),
        )
    )
    if summary.get("custom_deal"):
        said_lines.append(t(lang, "stil.cli.verify_custom"))
    return said_lines


@app.command()
def verify(
    address: Annotated[
        str,
        typer.Argument(
            help="The table's address: its page, invite or replay link, or /api/tables/ID.",
            show_default=False,
        ),
    ],
    noted: Annotated[
        str | None,
        typer.Option(
            "--commitment",
            help="The seed commitment you saw during the game (checked as well).",
        ),
    ] = None,
    lang: LangOption = DEFAULT,
) -> None:
    """Check a finished table: its seed against its commitment, its result by replaying it."""
    base, table_id = locate(address)
    quoted = urllib.parse.quote(table_id, safe="")
    summary = fetch(f"{base}/api/tables/{quoted}", lang)
    last: dict[str, Any] = {}
    if summary.get("status") == "finished":
        last = fetch(f"{base}/api/tables/{quoted}/replay?step={int(summary['seq'])}", lang)
    try:
        lines = check(summary, last, lang, noted)
    except VerifyError as e:
        typer.echo(str(e), err=True)
        raise typer.Exit(1) from None
    for line in lines:
        typer.echo(line)
