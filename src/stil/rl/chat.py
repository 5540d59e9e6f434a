"""A language model plays our bots through any OpenAI-compatible chat endpoint.

:class:`ChatAgent` talks to ``POST {url}/chat/completions`` (OpenAI's chat API, which vLLM,
llama.cpp's server, Ollama, LM Studio and the hosted APIs all serve): the system message is
the game's rules (:func:`stil.rl.text.rules_text`), each user message what the seat sees
(:func:`stil.rl.text.describe`), each answer the model's reply. :func:`play_chat` plays
``games`` games of :class:`stil.rl.text.StilTextEnv` with the model in every seat in turn
against bots, and returns the model's win rate with its Wilson 95% interval, the refused
answers and the games lost by refusing too often — a leaderboard row any lab can rerun::

    from stil.rl.chat import ChatAgent, play_chat

    row = play_chat("cabbage", lambda: ChatAgent("http://localhost:8000/v1", "my-model"),
                    games=20, opponents="heuristic")
    print(row.rate, row.low, row.high)

``stil llm GAME --url URL --model NAME`` does the same from the command line and appends
the row to a CSV file. Only the standard library talks HTTP; nothing is sent but the game's
texts.
"""

from __future__ import annotations

import csv
import json
import os
import re
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path

from stil.i18n import FALLBACK, Lang
from stil.rl.text import StilTextEnv
from stil.sim.match import wilson_interval

#: How many past exchanges (question and answer) a conversation keeps besides the rules:
#: every observation already says what happened since the last one, so older turns only
#: cost tokens.
HISTORY = 6


class ChatError(RuntimeError):
    """The endpoint did not answer with a chat completion (the message says why)."""


@dataclass
class ChatAgent:
    """One model behind an OpenAI-compatible endpoint, as an agent: called with what the
    seat sees, it returns the model's answer. ``url`` is the API's base (``.../v1``);
    ``api_key`` defaults to the ``OPENAI_API_KEY`` environment variable (none is sent
    when empty). :meth:`start` begins a new game with the rules as the system message."""

    url: str
    model: str
    api_key: str | None = None
    temperature: float = 0.0
    max_tokens: int = 64
    timeout: float = 120.0
    history: int = HISTORY
    messages: list[dict[str, str]] = field(default_factory=list)
    #: requests made, and the tokens the endpoint reported using (when it does)
    requests: int = 0
    tokens: int = 0

    def start(self, rules: str) -> None:
        self.messages = [{"role": "system", "content": rules}]

    def __call__(self, text: str) -> str:
        self.messages.append({"role": "user", "content": text})
        keep = 2 * self.history + 1
        if len(self.messages) > keep + 1:
            self.messages = self.messages[:1] + self.messages[-keep:]
        reply = self._complete(self.messages)
        self.messages.append({"role": "assistant", "content": reply})
        return reply

    def _complete(self, messages: list[dict[str, str]]) -> str:
        body = {
            "model": self.model,
            "messages": messages,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        headers = {"Content-Type": "application/json"}
        key = self.api_key if self.api_key is not None else os.environ.get("OPENAI_API_KEY", "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        request = urllib.request.Request(
            self.url.rstrip("/") + "/chat/completions",
            data=json.dumps(body).encode("utf-8"),
            headers=headers,
            method="POST",
        )
        self.requests += 1
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                data = json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as e:
            raise ChatError(f"{self.url}: HTTP {e.code} {e.reason}") from None
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as e:
            raise ChatError(f"{self.url}: {e}") from None
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise ChatError(f"{self.url}: not a chat completion: {str(data)[:200]}") from None
        usage = data.get("usage") or {}
        self.tokens += int(usage.get("total_tokens") or 0)
        return answer_in(str(content or ""))


def answer_in(reply: str) -> str:
    """The answer in a model's reply: a reply that is only a number, or whose last line
    starts with one (``"3"``, ``"... \\nAnswer: 3"``), gives that number; otherwise the
    reply as it is (an option's text, read by :func:`stil.rl.text.choose`)."""
    reply = reply.strip()
    lines = [line.strip() for line in reply.splitlines() if line.strip()]
    if not lines:
        return reply
    last = lines[-1]
    m = re.fullmatch(
        r"(?:\*\*)?(?:answer|option|ответ|відповідь)?[:\s]*(\d+)\.?(?:\*\*)?", last, re.I
    )
    if m:
        return m.group(1)
    m = re.match(r"(\d+)[.)]?(?:\s|$)", last)
    return m.group(1) if m else last


@dataclass(frozen=True)
class ChatResult:
    """A model's results against bots: one leaderboard row."""

    game: str
    model: str
    opponents: str
    players: int
    games: int
    wins: float  # a win shared by k seats counts 1/k
    rate: float
    low: float
    high: float
    refusals: int  # answers that named no option, in all games
    forfeits: int  # games lost by refusing too often
    requests: int
    tokens: int
    seed: int
    lang: str


def play_chat(
    game_id: str,
    agent: Callable[[], ChatAgent] | ChatAgent,
    games: int = 20,
    *,
    opponents: str = "heuristic",
    players: int = 2,
    seed: int = 0,
    lang: Lang = FALLBACK,
    options: Mapping[str, object] | None = None,
    max_refusals: int | None = 3,
    progress: Callable[[int, int], None] | None = None,
) -> ChatResult:
    """Play ``games`` games, the model in seat ``k % players`` of game ``k`` (so it sits
    in every seat equally often), the bots named ``opponents`` in the others; game ``k``
    is dealt from ``seed + k``, so two models meet the same deals. ``agent`` is a
    :class:`ChatAgent` or a function making one (its conversation starts again each game
    with the rules as its system message)."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    make = agent if callable(agent) and not isinstance(agent, ChatAgent) else (lambda: agent)
    wins, refusals, forfeits, requests, tokens = 0.0, 0, 0, 0, 0
    model = ""
    for k in range(games):
        seat = k % players
        env = StilTextEnv(
            game_id,
            players,
            seat=seat,
            opponents=opponents,
            lang=lang,
            options=options,
            rules=False,
            max_refusals=max_refusals,
        )
        bot = make()
        assert isinstance(bot, ChatAgent)
        model = bot.model
        before_requests, before_tokens = bot.requests, bot.tokens
        bot.start(env.rules_text)
        text, info = env.reset(seed=seed + k)
        terminated = False
        while not terminated:
            text, _, terminated, _, info = env.step(bot(text))
            if "refused" in info:
                refusals += 1
        if info.get("forfeit"):
            forfeits += 1
        elif seat in info.get("winners", []):
            wins += 1 / len(info["winners"])
        requests += bot.requests - before_requests
        tokens += bot.tokens - before_tokens
        if progress:
            progress(k + 1, games)
    low, high = wilson_interval(wins, games)
    return ChatResult(
        game_id,
        model,
        opponents,
        players,
        games,
        wins,
        wins / games,
        low,
        high,
        refusals,
        forfeits,
        requests,
        tokens,
        seed,
        lang,
    )


def append_row(path: str | os.PathLike[str], row: ChatResult) -> None:
    """Add ``row`` to the CSV file ``path`` (its header written when the file is new)."""
    path = Path(path)
    values = asdict(row)
    new = not path.exists() or path.stat().st_size == 0
    with open(path, "a", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=list(values))
        if new:
            writer.writeheader()
        writer.writerow(values)


def row_text(row: ChatResult) -> str:
    """The row in one line, as ``stil llm`` prints it."""
    return (
        f"{row.model} vs {row.opponents} at {row.game} ({row.players} players): "
        f"win rate {row.rate:.3f} (95% CI {row.low:.3f}–{row.high:.3f}) over {row.games} "
        f"games; {row.refusals} refused answers, {row.forfeits} games forfeited"
    )


__all__ = [
    "HISTORY",
    "ChatAgent",
    "ChatError",
    "ChatResult",
    "answer_in",
    "append_row",
    "play_chat",
    "row_text",
]
