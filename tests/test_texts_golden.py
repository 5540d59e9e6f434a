"""Golden texts: every text a person reads, in every language, as the app renders it.

For each game, seeded random games at 2 players and at the game's largest count are put
in words at every step through the game's renderer, in uk, ru and en: the pending
decision, every legal action, every new event for every seat and for a spectator, and the
final scores. Beside them, each game's catalog (cards, their short lines, rule options,
the lobby's words), its how-to guide, its web view's texts and the bots' words for it, and
the platform's browser texts. Every value is read through the public functions the app
uses, never from the text files, so the test holds across a change of their format.

``tests/golden/texts.json`` keeps, per game (and ``platform``), per language and per part,
the SHA-256 of the texts in order and how many there were; a failure names all three.
After an intended change of a text, regenerate with
``STIL_REGEN_GOLDEN=1 pytest tests/test_texts_golden.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from rich.console import Group
from rich.rule import Rule
from rich.text import Text

import stil
from stil.bots import bot_names, teach
from stil.i18n import PLATFORM, texts_under
from stil.labels import HUMAN, kind_label, tags
from stil.render import load
from stil.rl.encoding import layout
from stil.server.frames import text
from stil.server.howto import guide_json
from stil.server.routes.assets import web_data
from stil.server.routes.catalog import catalog
from stil.shorts import shorts
from stil.testing.conformance import random_playout

GOLDEN = Path(__file__).parent / "golden" / "texts.json"
LANGS = ("uk", "ru", "en")
#: seeds of the random games, per player count
SEEDS = range(2)
#: seat names for the bots' words (one a seat, up to the largest count)
NAMES = [f"{n}{i}" for i in range(3) for n in ("Оля", "Bob", "Ann", "Петро")]


class Texts:
    """Running hashes and counts, by language and part."""

    def __init__(self) -> None:
        self._hashes: dict[tuple[str, str], Any] = {}
        self._counts: dict[tuple[str, str], int] = {}

    def add(self, lang: str, part: str, said: object) -> None:
        key = (lang, part)
        if key not in self._hashes:
            self._hashes[key] = hashlib.sha256()
            self._counts[key] = 0
        if said is None:
            line = "\x01none"
        elif isinstance(said, str):
            line = said
        elif isinstance(said, dict | list):
            line = json.dumps(said, ensure_ascii=False, sort_keys=True)
        else:
            line = _plain(said)
        self._hashes[key].update(line.encode() + b"\x00")
        self._counts[key] += 1

    def table(self) -> dict[str, dict[str, dict[str, object]]]:
        out: dict[str, dict[str, dict[str, object]]] = {}
        for (lang, part), h in sorted(self._hashes.items()):
            count = self._counts[(lang, part)]
            out.setdefault(lang, {})[part] = {"sha256": h.hexdigest(), "count": count}
        return out


def _plain(said: object) -> str:
    """A renderer's answer as its words: the plain text of rich's ``Text``, a rule's title,
    a group's parts line by line; anything else as the server prints it (:func:`text`)."""
    if isinstance(said, str):
        return said
    if isinstance(said, Text):
        return said.plain
    if isinstance(said, Rule):
        return "-- " + _plain(said.title)
    if isinstance(said, Group):
        return "\n".join(_plain(part) for part in said.renderables)
    return text(said)  # type: ignore[arg-type]


def _in_lang(value: object, lang: str) -> Iterator[object]:
    """Every text of ``lang`` in a tree of plain data (a dict with a key per language),
    in a stable order."""
    if isinstance(value, dict):
        for key in sorted(value):
            if key == lang:
                yield value[key]
            elif key not in LANGS:
                yield from _in_lang(value[key], lang)
    elif isinstance(value, list):
        for item in value:
            yield from _in_lang(item, lang)


def _strings(value: object) -> Iterator[str]:
    """Every string in a tree of plain data, in a stable order."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key in sorted(value):
            yield from _strings(value[key])
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _played(game_id: str, out: Texts) -> None:
    """The texts of seeded random games, step by step."""
    r = load(game_id)
    counts = stil.game(game_id).spec.player_counts
    for players in sorted({2 if 2 in counts else min(counts), max(counts)}):
        viewers: list[int | None] = [*range(players), None]
        for seed in SEEDS:
            seen = 0
            for state, action in random_playout(stil.game(game_id), players, seed):
                # the new entries of the log, to each viewer who may know them (as
                # ``state.events(viewer)`` gives them, without reading the whole log again)
                for shown, entry in state.log[seen:]:
                    for viewer in viewers:
                        if shown is None or (viewer is not None and viewer in shown):
                            for lang in LANGS:
                                said = r.event_text(dict(entry), viewer, lang)
                                out.add(lang, "events", said)
                seen = len(state.log)
                if action is None:
                    for viewer in viewers:
                        kinds = [HUMAN if s == viewer else "heuristic" for s in range(players)]
                        for lang in LANGS:
                            out.add(lang, "final", r.final(state, lang, tags(kinds, viewer, lang)))
                    break
                obs = state.view(state.to_act)
                legal = state.legal_actions()
                for lang in LANGS:
                    out.add(lang, "decisions", r.question(obs, lang))
                    for a in legal:
                        out.add(lang, "actions", r.action_text(a, obs, lang))
        for lang in LANGS:
            for seat in range(players):
                out.add(lang, "players", r.player(seat, lang))


@cache
def _catalog() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in catalog()}


def _static(game_id: str, out: Texts) -> None:
    """The texts of the game's catalog, guide, short lines, web view and bots' words."""
    entry = _catalog()[game_id]
    lines = shorts(game_id)
    guide = guide_json(game_id)
    web = json.loads(web_data(game_id))
    counts = stil.game(game_id).spec.player_counts
    for lang in LANGS:
        for card in entry["cards"]:
            said = card.get(lang) or {}
            for key in sorted(said):
                if key != "short":
                    out.add(lang, "cards", f"{card['id']}.{key}={said[key]}")
        for card_id in sorted(lines):
            out.add(lang, "short", f"{card_id}={lines[card_id][lang]}")
        out.add(lang, "howto", guide["names"][lang])
        for said in _strings(guide[lang]):
            out.add(lang, "howto", said)
        out.add(lang, "lobby", entry["names"].get(lang))
        out.add(lang, "lobby", (entry["line"] or {}).get(lang))
        for said in _in_lang(entry["options"], lang):
            out.add(lang, "options", said)
        for said in _in_lang(web, lang):
            out.add(lang, "web", said)
        for players in sorted({2 if 2 in counts else min(counts), max(counts)}):
            for b in layout(game_id, players):
                said = teach.thing(game_id, b.name, 0, players, NAMES[:players], lang)
                out.add(lang, "teach", said)
        out.add(lang, "teach", teach.reason_text("A", "B", lang))


@cache
def _golden() -> dict[str, Any]:
    return json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}


def _check(name: str, actual: dict[str, dict[str, dict[str, object]]]) -> None:
    if os.environ.get("STIL_REGEN_GOLDEN"):
        recorded = json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}
        recorded[name] = actual
        ordered = {k: recorded[k] for k in sorted(recorded)}
        GOLDEN.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", "utf-8")
        pytest.skip("golden regenerated")
    expected = _golden().get(name, {})
    changed = [
        f"{name} / {lang} / {part}: {expected.get(lang, {}).get(part)} -> {got}"
        for lang in sorted(set(actual) | set(expected))
        for part in sorted(set(actual.get(lang, {})) | set(expected.get(lang, {})))
        if (got := actual.get(lang, {}).get(part)) != expected.get(lang, {}).get(part)
    ]
    assert not changed, "texts changed:\n" + "\n".join(changed)


@pytest.mark.parametrize("game_id", stil.games())
def test_every_text_of_the_game_is_as_recorded(game_id: str) -> None:
    out = Texts()
    _played(game_id, out)
    _static(game_id, out)
    _check(game_id, out.table())


def test_the_platforms_texts_are_as_recorded() -> None:
    out = Texts()
    texts = texts_under(PLATFORM, "web", "bot")
    for lang in LANGS:
        for key in sorted(texts):
            out.add(lang, "web", {key: texts[key][lang]})
        for kind in [HUMAN, *bot_names()]:
            out.add(lang, "labels", kind_label(lang, kind))
        for viewer in (0, None):
            out.add(lang, "labels", tags([HUMAN, "random"], viewer, lang))
    _check("platform", out.table())
