"""A language is a set of files (issue 43): the package copied, every English folder of
texts (``**/locale/en/``) copied as German (``de``, a code Babel knows the plural rules
of), and with no code changed the new language is offered everywhere: the browser's list
of languages, the lobby's catalog, the how-to page, a table's frames and the terminal.
German's texts are the English ones here, so each place must show the English words.

The copy runs in a subprocess with the copied tree first on ``PYTHONPATH`` (the languages
are read once, when :mod:`stil.i18n` is imported), which answers what it saw as JSON.

And every text has every language: each catalog's ``missing()`` is empty.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import stil
from stil import i18n
from stil.bots.teach import words
from stil.core.registry import games

NEW = "de"
SOURCE = "en"
#: what the new language calls itself, and where it stands among the others
NAME, RANK = "Deutsch", 4

#: Run in the copy: a server's answers and the terminal's output, in the new language
#: and in the one it was copied from, for the test to compare.
PROBE = r"""
import json, os, subprocess, sys

from fastapi.testclient import TestClient

import stil
from stil import i18n
from stil.bots.teach import words
from stil.server.app import create_app
from stil.server.settings import Settings

NEW, SOURCE, DB = sys.argv[1], sys.argv[2], sys.argv[3]
GAME = "cabbage"
out = {"stil": stil.__file__, "langs": list(i18n.LANGS), "missing": {}}
for name in [i18n.PLATFORM, *stil.games()]:
    out["missing"][name] = i18n.catalog(name).missing()
out["missing"]["teach"] = words().missing()

settings = Settings(
    database_url=f"sqlite:///{DB}", bot_delay=0.0, auto_answer=False, abandon_after=0.0,
    tables_per_minute=0, search_tables_per_client=0, search_tables=0, read_rate=0.0,
    draw_workers=0, gc_every=0.0,
)
with TestClient(create_app(settings)) as web:
    texts = web.get("/static/texts.json")
    out["texts"] = {"status": texts.status_code, "json": texts.json()}
    out["catalog"] = web.get("/api/catalog").json()
    out["howto"] = {
        lang: (r.status_code, r.text)
        for lang in (NEW, SOURCE)
        for r in [web.get(f"/howto/{GAME}?lang={lang}")]
    }
    # a table against a bot, started at once; the person's frame in each language
    body = {
        "game": GAME, "players": 2, "start": True, "name": "Ann",
        "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}], "seed": 7,
    }
    made = web.post(f"/api/tables?lang={NEW}", json=body)
    out["created"] = made.status_code
    token = made.json()["seats"][0]["token"]
    tid = made.json()["id"]
    frames = {}
    for _ in range(200):  # the bot moves on its own until it is the person's turn
        frames = {
            lang: web.get(
                f"/api/tables/{tid}/state?lang={lang}&board=0",
                headers={"X-Seat-Token": token},
            ).json()
            for lang in (NEW, SOURCE)
        }
        if frames[NEW].get("to_act") in (0, None) and frames[NEW].get("seq") == frames[
            SOURCE
        ].get("seq"):
            break
    out["frames"] = frames

def terminal(*args):
    done = subprocess.run(
        [sys.executable, "-c", "from stil.cli.main import app; app()", *args],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "COLUMNS": "200"},
    )
    return {"rc": done.returncode, "out": done.stdout, "err": done.stderr[-2000:]}

out["terminal"] = {
    lang: {
        "games": terminal("games", "--lang", lang),
        "rules": terminal("rules", GAME, "--lang", lang),
        "play": terminal("play", GAME, "--seats", "heuristic,heuristic", "--seed", "3",
                         "--lang", lang),
    }
    for lang in (NEW, SOURCE)
}
print(json.dumps(out, ensure_ascii=False))
"""


def copy_language(root: Path) -> Path:
    """The package copied under ``root`` with every ``locale/en/`` copied as ``de`` (its
    own name and rank the one change of its files); returns the copy's ``stil`` folder."""
    src = Path(stil.__file__).parent
    dst = root / "stil"
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
    folders = [f for f in dst.rglob(SOURCE) if f.is_dir() and f.parent.name == i18n.LOCALE]
    assert len(folders) > 1 + len(games()) - 1, "fewer language folders than catalogs"
    for folder in folders:
        shutil.copytree(folder, folder.parent / NEW)
    for file in (dst / i18n.LOCALE / NEW).glob("*.ftl"):
        text = file.read_text("utf-8")
        text = text.replace(f"language-name = {i18n.t(SOURCE, 'stil.language.name')}", "")
        text = text.replace(f"language-rank = {i18n.t(SOURCE, 'stil.language.rank')}", "")
        file.write_text(text, "utf-8")
    (dst / i18n.LOCALE / NEW / "language.ftl").write_text(
        f"language-name = {NAME}\nlanguage-rank = {RANK}\n", "utf-8"
    )
    return dst


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """What the copy with the new language answered."""
    root = tmp_path_factory.mktemp("language")
    tree = copy_language(root)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]),
        "STIL_DATABASE_URL": f"sqlite:///{root}/stil.db",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", PROBE, NEW, SOURCE, str(root / "stil.db")],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
        cwd=root,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(found["stil"]).parent == tree, "the copy was not the one imported"
    yield found


def test_the_new_language_is_one_of_the_languages(seen: dict[str, Any]) -> None:
    assert seen["langs"] == [*i18n.LANGS, NEW]


def test_the_copy_has_every_text_in_the_new_language(seen: dict[str, Any]) -> None:
    assert {name: lacking for name, lacking in seen["missing"].items() if lacking} == {}


def test_the_browser_is_offered_the_new_language(seen: dict[str, Any]) -> None:
    texts = seen["texts"]
    assert texts["status"] == 200
    names = texts["json"]["language.name"]
    assert list(names) == [*i18n.LANGS, NEW]  # the switch's order
    assert names[NEW] == NAME
    # every browser text has its German words, the English ones
    for key, entry in texts["json"].items():
        if key != "language.name":
            assert entry[NEW] == entry[SOURCE], key


def test_the_lobby_lists_the_games_in_the_new_language(seen: dict[str, Any]) -> None:
    catalog = seen["catalog"]
    assert sorted(g["id"] for g in catalog) == sorted(games())
    for game in catalog:
        if game["line"] is not None:
            assert game["line"][NEW] == game["line"][SOURCE], game["id"]
        for option in game["options"]:
            for part in ("names", "meanings"):
                assert option[part][NEW] == option[part][SOURCE], (game["id"], option["name"])


def test_the_lobby_names_the_games_in_the_new_language(seen: dict[str, Any]) -> None:
    for game in seen["catalog"]:
        assert game["names"].get(NEW) == game["names"][SOURCE], game["id"]


def test_the_cards_have_the_new_languages_words(seen: dict[str, Any]) -> None:
    for game in seen["catalog"]:
        for card in game["cards"]:
            assert card.get(NEW) == card[SOURCE], (game["id"], card["id"])


def test_the_howto_page_is_in_the_new_language(seen: dict[str, Any]) -> None:
    (status, new), (_, source) = seen["howto"][NEW], seen["howto"][SOURCE]
    assert status == 200
    assert f'<html lang="{NEW}">' in new
    assert f'hreflang="{NEW}"' in source and f'title="{NAME}"' in source  # its switch
    # the guide itself is the English one (its links keep the language they are in)
    assert _main(new).replace(f"lang={NEW}", f"lang={SOURCE}") == _main(source)
    assert "<h2" in _main(new)


def _main(page: str) -> str:
    """A page's ``<main>``: what it says, without the header's switch."""
    return page[page.index("<main") : page.index("</main>")]


def test_a_table_speaks_the_new_language(seen: dict[str, Any]) -> None:
    assert seen["created"] == 201
    new, source = seen["frames"][NEW], seen["frames"][SOURCE]
    assert new["seq"] == source["seq"]
    for part in ("question", "actions", "events"):
        assert new[part] == source[part], part
    assert new["question"] or new["to_act"] is None  # a decision's words, or the game over


def test_the_terminal_speaks_the_new_language(seen: dict[str, Any]) -> None:
    for command, said in seen["terminal"][NEW].items():
        assert said["rc"] == 0, (command, said["err"])
        assert said["out"] == seen["terminal"][SOURCE][command]["out"], command
        assert said["out"].strip(), command


def test_every_text_has_every_language() -> None:
    """Each catalog (the platform's, each game's, the bots' teaching words) gives every
    key in every language; a failure names the catalog, the language's folder and the key."""
    catalogs = [i18n.catalog(name) for name in (i18n.PLATFORM, *games())] + [words()]
    lacking = [
        f"{found.name}: {i18n.LOCALE}/{entry.rpartition(':')[2]}/ lacks {entry.rpartition(':')[0]}"
        for found in catalogs
        for entry in found.missing()
    ]
    assert lacking == []
