"""Each game's browser view and card data come from its own folder, through its parts,
at the addresses the shared client asks for (``static/games/<id>.js``, ``data/<id>.json``)."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

import stil
from stil.core.registry import parts


@pytest.mark.parametrize("game_id", stil.games())
def test_every_game_serves_its_view_and_card_data(client: TestClient, game_id: str) -> None:
    view = client.get(f"/static/games/{game_id}.js")
    assert view.status_code == 200 and "javascript" in view.headers["content-type"]
    assert "export function render" in view.text
    data = client.get(f"/static/data/{game_id}.json")
    assert data.status_code == 200
    make = parts(game_id).web_data
    assert make is not None and data.json() == json.loads(json.dumps(make()))
    assert data.json()  # names of the cards at least


def test_an_unknown_game_has_no_view_or_data(client: TestClient) -> None:
    assert client.get("/static/games/chess.js").status_code == 404
    assert client.get("/static/data/chess.json").status_code == 404
    assert client.get("/static/app.js").status_code == 200  # the shared client still served
