"""The chat harness (``stil.rl.chat``, ``stil llm``) against a fake OpenAI-compatible server
on localhost: the rules go as the system message, answers are read from replies, refusals
and forfeits are counted, the row has a Wilson interval and lands in a CSV file."""

from __future__ import annotations

import csv
import json
import re
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from stil.cli.main import app
from stil.rl.chat import ChatAgent, ChatError, answer_in, play_chat

Reply = Callable[[list[dict[str, str]]], str]


def last_option(messages: list[dict[str, str]]) -> str:
    """A model that thinks aloud, then names the last option."""
    options = re.findall(r"^(\d+)\. ", messages[-1]["content"], flags=re.M)
    return f"I will take the last one.\nAnswer: {options[-1] if options else 1}"


@pytest.fixture
def server() -> Iterator[tuple[str, list[dict[str, Any]], list[Reply]]]:
    seen: list[dict[str, Any]] = []
    reply: list[Reply] = [last_option]

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            seen.append({"path": self.path, "auth": self.headers.get("Authorization"), **body})
            if body["model"] == "broken":
                self.send_error(500, "boom")
                return
            out = {
                "choices": [
                    {"message": {"role": "assistant", "content": reply[0](body["messages"])}}
                ],
                "usage": {"total_tokens": 10},
            }
            data = json.dumps(out).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1", seen, reply
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_model_plays_whole_games(server: tuple[str, list[dict[str, Any]], list[Reply]]) -> None:
    url, seen, _ = server
    row = play_chat(
        "cabbage", lambda: ChatAgent(url, "fake", api_key="k"), games=4, opponents="random"
    )
    assert (row.game, row.model, row.opponents, row.games) == ("cabbage", "fake", "random", 4)
    assert 0.0 <= row.low <= row.rate <= row.high <= 1.0
    assert row.refusals == 0 and row.forfeits == 0
    assert row.requests == len(seen) and row.tokens == 10 * len(seen)
    first = seen[0]
    assert first["path"] == "/v1/chat/completions" and first["auth"] == "Bearer k"
    assert first["messages"][0]["role"] == "system"
    assert "How to play" in first["messages"][0]["content"]
    assert first["messages"][1]["role"] == "user"
    # the conversation is trimmed: the rules and the last exchanges only
    assert max(len(s["messages"]) for s in seen) <= 2 * 6 + 2


def test_refusals_forfeit_the_game(server: tuple[str, list[dict[str, Any]], list[Reply]]) -> None:
    url, _, reply = server
    reply[0] = lambda messages: "I would rather not say."
    row = play_chat("princes", ChatAgent(url, "shy"), games=2, opponents="random", max_refusals=2)
    assert (row.wins, row.forfeits, row.refusals) == (0.0, 2, 4)
    assert row.rate == 0.0 and row.high > 0.0


def test_errors_are_chat_errors(server: tuple[str, list[dict[str, Any]], list[Reply]]) -> None:
    url, _, _ = server
    with pytest.raises(ChatError, match="HTTP 500"):
        ChatAgent(url, "broken")("hello")
    with pytest.raises(ChatError):
        ChatAgent("http://127.0.0.1:9/v1", "nobody", timeout=2)("hello")


def test_the_command_appends_a_row(
    server: tuple[str, list[dict[str, Any]], list[Reply]], tmp_path: Path
) -> None:
    url, _, _ = server
    out = tmp_path / "board.csv"
    for _ in range(2):
        done = CliRunner().invoke(
            app,
            ["llm", "cabbage", "--url", url, "--model", "fake", "-n", "2", "--opponents",
             "random", "--out", str(out)],
        )  # fmt: skip
        assert done.exit_code == 0, done.output
        assert "fake vs random at cabbage" in done.output and "95% CI" in done.output
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 2 and rows[0]["model"] == "fake" and rows[0]["games"] == "2"


@pytest.mark.parametrize(
    ("reply", "answer"),
    [
        ("3", "3"),
        ("3.", "3"),
        ("Let me think.\nAnswer: 12", "12"),
        ("**Answer: 2**", "2"),
        ("Thinking...\n4. Take the Fox", "4"),
        ("Draw another card", "Draw another card"),
        ("", ""),
    ],
)
def test_the_answer_in_a_reply(reply: str, answer: str) -> None:
    assert answer_in(reply) == answer
