"""Each game's browser view and card data come from its own folder, through its parts,
at the addresses the shared client asks for (``static/games/<id>.js``, ``data/<id>.json``)."""

from __future__ import annotations

import json
import re

import pytest
from fastapi.testclient import TestClient

import stil
from stil.core.registry import parts


@pytest.mark.parametrize("game_id", stil.games())
def test_every_game_serves_its_view_and_card_data(client: TestClient, game_id: str) -> None:
    view = client.get(f"/static/games/{game_id}.js")
    assert view.status_code == 200 and "javascript" in view.headers["content-type"]
    assert "export function render" in view.text
    style = client.get(f"/static/games/{game_id}.css")
    assert style.status_code == 200 and f".{game_id} " in style.text
    data = client.get(f"/static/data/{game_id}.json")
    assert data.status_code == 200
    make = parts(game_id).web_data
    served = data.json()
    ui = served.pop("ui", {})
    assert make is not None and served == json.loads(json.dumps(make()))
    assert served  # names of the cards at least
    # the view's own labels, from the game's locale, keyed as the view asks for them
    assert all(k.startswith(f"{game_id}.") and set(v) == {"uk", "ru", "en"} for k, v in ui.items())
    asked = set(re.findall(rf'\bt\("({game_id}\.[a-z_]+)"', view.text))
    # label("key"): the view's own word by its bare key (the table scopes it to the game)
    asked |= {f"{game_id}.{k}" for k in re.findall(r'\blabel\("([a-z_.]+)"', view.text)}
    assert asked <= set(ui), f"labels the view asks for but the game lacks: {asked - set(ui)}"


def test_an_unknown_game_has_no_view_or_data(client: TestClient) -> None:
    assert client.get("/static/games/chess.js").status_code == 404
    assert client.get("/static/data/chess.json").status_code == 404
    assert client.get("/static/games/chess.css").status_code == 404
    assert client.get("/static/app.js").status_code == 200  # the shared client still served
