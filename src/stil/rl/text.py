"""Games in plain text, for language-model agents.

:func:`describe` renders what one seat may know as text, in Ukrainian, Russian or English,
with the terminal client's own renderer (``stil.games.<id>.render``): what happened since
the seat last looked, the table as that seat sees it, the pending question and the legal
actions numbered from 1. :func:`choose` reads an answer — the number, or the action's
text — and refuses anything else with the reason (:class:`Refused`).

:class:`StilTextEnv` is a Gymnasium environment over them: one agent in ``seat``, bots in
the other seats; the observation is that text, the action the number (an ``int`` or a
string such as ``"3"``) or the action's text. A refused answer changes nothing: the
step returns reward 0, the same question with the reason on top, and the reason in
``info["refused"]``.

>>> env = StilTextEnv("cabbage", players=2, lang="en")
>>> text, info = env.reset(seed=1)
>>> info["actions"][0] in text and text.splitlines()[-1].startswith(str(len(info["actions"])))
True
>>> text, reward, terminated, truncated, info = env.step("999")
>>> info["refused"]
'999 is not a number from 1 to 2.'
"""

from __future__ import annotations

import io
import re
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
from gymnasium import spaces
from pettingzoo import AECEnv
from rich.console import Console, RenderableType

from stil.bots import Bot
from stil.core import Action, Rng, Seat, State, game
from stil.core.registry import parts as parts_of
from stil.howto import howto
from stil.i18n import FALLBACK, LANGS, Lang, t
from stil.render import GameRenderer, load
from stil.rl.env import (
    Reward,
    SeatAgents,
    check_render_mode,
    check_reward,
    final_rewards,
    play_bots,
    seat_bots,
)
from stil.sim.match import bot_rng

#: How wide the rendered tables are, in characters.
WIDTH = 100


class Refused(ValueError):
    """An answer that names no legal action; ``reason`` says why in the seat's language."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _plain(items: Sequence[RenderableType], width: int = WIDTH) -> str:
    out = io.StringIO()
    console = Console(
        file=out, width=width, color_system=None, force_terminal=False, highlight=False
    )
    for item in items:
        console.print(item)
    return "\n".join(line.rstrip() for line in out.getvalue().splitlines())


def _normal(text: str) -> str:
    return " ".join(text.split()).casefold()


#: box-drawing characters left inside plain text (a catboxes map's walls) as ASCII
_BOX = str.maketrans(
    {
        "─": "-", "━": "-", "═": "=", "│": "|", "┃": "|", "║": "|", "┆": ":", "┊": ":",
        "╭": "+", "╮": "+", "╰": "+", "╯": "+", "┏": "+", "┓": "+", "┗": "+", "┛": "+",
        "┌": "+", "┐": "+", "└": "+", "┘": "+",
    }
)  # fmt: skip
# a panel's frame is drawn in light lines; a map's walls (heavy) are content
_PANEL_TOP = re.compile(r"^(\s*)[╭┌]─+(?: (.*?) ─+)?[╮┐]\s*$")
_PANEL_BOTTOM = re.compile(r"^\s*[╰└]─+[╯┘]\s*$")
_PANEL_SIDE = re.compile(r"^(\s*)│ ?(.*?)\s*│\s*$")
_RULE_AFTER = re.compile(r"^(.*?[^\s─])\s*─{3,}\s*$")
_RULE_AROUND = re.compile(r"^\s*─{3,} (.*?) ─{3,}\s*$")
_TABLE_RULE = re.compile(r"^\s*━{30,}\s*$")


def plain_text(text: str) -> str:
    """``text`` without the terminal's frames: a panel becomes its title and its lines, a
    rule its title, a table's header rule goes, and the box-drawing characters left (a
    map's walls) become ASCII. Fewer tokens for a language model, the same facts."""
    out: list[str] = []
    for line in text.splitlines():
        if _PANEL_BOTTOM.match(line) or _TABLE_RULE.match(line):
            continue
        if m := _PANEL_TOP.match(line):
            if m.group(2):
                out.append(f"{m.group(1)}{m.group(2)}:")
            continue
        if m := _PANEL_SIDE.match(line):
            line = m.group(1) + m.group(2)
        elif m := _RULE_AROUND.match(line) or _RULE_AFTER.match(line):
            line = m.group(1)
        out.append(line.translate(_BOX).rstrip())
    return "\n".join(out)


def _yes_no(lang: Lang, value: object) -> str:
    if isinstance(value, bool):
        return t(lang, "stil.howto.yes" if value else "stil.howto.no")
    return str(value)


_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _glossary(catalog: list[dict[str, Any]], lang: Lang) -> list[str]:
    """One line per distinct card, ``name: text``. A sentence that most cards of one kind
    share (three or more, over half of them: a box card's laying rule) is said once, on a
    line of that kind's name, and left out of those cards' lines: the same facts in a
    fraction of the tokens."""
    entries = [(card.get("kind", ""), card.get(lang) or card[FALLBACK]) for card in catalog]
    shared: dict[str, dict[str, int]] = {}
    sizes: dict[str, int] = {}
    for kind, entry in entries:
        sizes[kind] = sizes.get(kind, 0) + 1
        for sentence in set(_SENTENCE.split(entry["text"])):
            counts = shared.setdefault(kind, {})
            counts[sentence] = counts.get(sentence, 0) + 1
    lines: list[str] = []
    said_kind: set[str] = set()
    seen: set[tuple[str, str]] = set()
    for kind, entry in entries:
        common = [x for x, n in shared[kind].items() if n >= 3 and 2 * n > sizes[kind]]
        if common and kind not in said_kind:
            said_kind.add(kind)
            ordered = [x for x in _SENTENCE.split(entry["text"]) if x in common]
            lines.append(f"- ({entry.get('kind', kind)}): {' '.join(ordered)}")
        own = " ".join(x for x in _SENTENCE.split(entry["text"]) if x not in common)
        key = (entry["name"], own)
        if key not in seen:
            seen.add(key)
            lines.append(f"- {entry['name']}: {own}" if own else f"- {entry['name']}")
    return lines


def rules_text(
    game_id: str,
    lang: Lang = FALLBACK,
    options: Mapping[str, object] | None = None,
    *,
    max_refusals: int | None = None,
) -> str:
    """Everything a newcomer needs to play ``game_id`` from text alone, in ``lang``: the
    how-to guide (:mod:`stil.howto`: goal, setup, a turn, the kinds of card, scoring, the
    end), every rule option with the value in use and what it settles, a glossary of every
    card (its name and text, from the game's card catalog), and how to answer (with the
    allowance of refused answers when there is one)."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, got {lang!r}")
    stil_game = game(game_id)
    values = {**{o.name: o.default for o in stil_game.spec.options}, **dict(options or {})}
    guide = howto(game_id, lang)
    names = stil_game.spec.names
    name = names.get(lang) or names.get(FALLBACK) or game_id

    def h(key: str) -> str:
        return t(lang, f"stil.howto.{key}")

    parts = [
        t(lang, "stil.howto.title", game=name),
        f"{h('goal')}:\n{guide.goal}",
        f"{h('setup')}:\n{guide.setup}",
        f"{h('turn')}:\n" + "\n".join(f"- {step}" for step in guide.turn),
        f"{h('cards')}:\n" + "\n".join(f"- {c.name}: {c.text}" for c in guide.cards),
        f"{h('scoring')}:\n" + "\n".join(f"- {line}" for line in guide.scoring),
        f"{guide.end}\n{guide.variant}",
    ]
    if stil_game.spec.options:
        lines = [
            f"- {t(lang, f'{game_id}.option_name.{o.name}')}: {_yes_no(lang, values[o.name])}"
            f" ({t(lang, f'{game_id}.option.{o.name}')})"
            for o in stil_game.spec.options
        ]
        parts.append(t(lang, "stil.rl.options") + "\n" + "\n".join(lines))
    catalog = parts_of(game_id).card_catalog
    if catalog is not None:
        parts.append(t(lang, "stil.rl.glossary") + "\n" + "\n".join(_glossary(catalog(), lang)))
    answer = t(lang, "stil.rl.how_to_answer")
    if max_refusals is not None:
        answer += " " + t(lang, "stil.rl.allowance", n=max_refusals)
    parts.append(answer)
    return "\n\n".join(parts)


def action_texts(state: State, seat: Seat, lang: Lang, r: GameRenderer | None = None) -> list[str]:
    """The legal actions of ``seat`` in words, in the game's order (empty when it is not
    the seat's turn)."""
    if state.to_act != seat:
        return []
    r = r or load(state.game.spec.id)
    obs = state.view(seat)
    # one line each, however long: an option is read back by its text
    return [
        " ".join(_plain([r.action_text(a, obs, lang)], width=10_000).split())
        for a in state.legal_actions()
    ]


def describe(
    state: State,
    seat: Seat | None,
    lang: Lang = FALLBACK,
    *,
    since: int = 0,
    tags: Sequence[str] | None = None,
    r: GameRenderer | None = None,
    plain: bool = True,
) -> str:
    """What ``seat`` (``None``: a spectator) may know, as text: the events from
    ``state.events(seat)[since:]``, the table, then the question and the numbered legal
    actions (or who acts, or the result). ``plain``: without the terminal's frames and
    box-drawing characters (:func:`plain_text`); ``False`` keeps them."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, got {lang!r}")
    r = r or load(state.game.spec.id)
    if tags is None:
        tags = [
            t(lang, "stil.rl.you") if s == seat else t(lang, "stil.rl.opponent")
            for s in range(state.players)
        ]
    parts: list[str] = []
    said = [r.event_text(e, seat, lang) for e in state.events(seat)[since:]]
    events = [e for e in said if e is not None]
    if events:
        parts.append(_plain([t(lang, "stil.rl.since"), *events]))
    obs = state.view(seat)
    parts.append(_plain([r.table(obs, lang, tags)]))
    if state.is_over:
        parts.append(_plain([t(lang, "stil.rl.over"), r.final(state, lang, tags)]))
    elif seat is None or state.to_act != seat:
        parts.append(t(lang, "stil.rl.waiting"))
    else:
        texts = action_texts(state, seat, lang, r)
        numbered = [f"{i}. {text}" for i, text in enumerate(texts, 1)]
        parts.append("\n".join([r.question(obs, lang), t(lang, "stil.rl.actions"), *numbered]))
    text = "\n\n".join(parts)
    return plain_text(text) if plain else text


def choose(answer: object, texts: Sequence[str], lang: Lang = FALLBACK) -> int:
    """The 0-based index of the action ``answer`` names among ``texts``: a number from 1
    (an ``int``, or a string like ``"3"`` or ``"3."``) or an action's text (case and spacing
    ignored). Raises :class:`Refused` with the reason otherwise.

    >>> choose(" 2. ", ["Draw", "Pass"]), choose("pass", ["Draw", "Pass"])
    (1, 1)
    """
    n = len(texts)
    if n == 0:
        raise Refused(t(lang, "stil.rl.not_your_turn"))
    if isinstance(answer, bool):
        raise Refused(t(lang, "stil.rl.bad_number", answer=answer, n=n))
    if isinstance(answer, int):
        if 1 <= answer <= n:
            return answer - 1
        raise Refused(t(lang, "stil.rl.bad_number", answer=answer, n=n))
    text = str(answer).strip()
    if not text:
        raise Refused(t(lang, "stil.rl.empty", n=n))
    number = text.rstrip(".").strip()
    if number.isdecimal() and number.isascii():
        return choose(int(number), texts, lang)
    wanted = _normal(text)
    hits = [i for i, option in enumerate(texts) if _normal(option) == wanted]
    if len(hits) == 1:
        return hits[0]
    if hits:
        numbers = ", ".join(str(i + 1) for i in hits)
        raise Refused(t(lang, "stil.rl.ambiguous", answer=text, numbers=numbers))
    if number.lstrip("+-").isdecimal():
        raise Refused(t(lang, "stil.rl.bad_number", answer=text, n=n))
    raise Refused(t(lang, "stil.rl.unknown_text", answer=text))


def asks_rules(answer: object, lang: Lang = FALLBACK) -> bool:
    """Does ``answer`` ask for the rules again (``rules``, ``?`` or the word in ``lang``)?
    Such an answer is not refused and changes nothing."""
    if not isinstance(answer, str):
        return False
    word = _normal(answer).strip(".!")
    return word in ("?", "rules", _normal(t(lang, "stil.rl.rules_word")))


class AnyText(spaces.Space[str]):
    """Any string (Gymnasium's ``Text`` space only holds a fixed alphabet, and these
    texts hold Cyrillic, card symbols and table rules)."""

    def __init__(self) -> None:
        super().__init__(shape=None, dtype=None)

    def contains(self, x: Any) -> bool:
        return isinstance(x, str)

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        return ""


class AnswerSpace(spaces.Space[Any]):
    """An answer: an ``int`` (the action's number) or a string (its number or text)."""

    def __init__(self) -> None:
        super().__init__(shape=None, dtype=None)

    def contains(self, x: Any) -> bool:
        return isinstance(x, int | str) and not isinstance(x, bool)

    def sample(self, mask: Any = None, probability: Any = None) -> int:
        return 1


class StilTextEnv(gymnasium.Env[str, Any]):
    """A Gymnasium environment in text: the agent in ``seat`` reads :func:`describe`'s
    text and answers with a number or an action's text; ``opponents`` (a bot name for
    every other seat, or one name or :class:`stil.bots.Bot` per seat) play the others,
    each on its own generator seeded from the game's seed. ``lang`` is one of
    :data:`stil.i18n.LANGS`; ``options`` and ``reward`` are as for
    :class:`stil.rl.StilGymEnv` (the reward comes when the game ends; ``score_diff`` is
    unscaled here).

    The game explains itself: the first observation begins with :func:`rules_text` (the
    how-to guide, the rule options in use, every card's text, how to answer; also
    ``info["rules"]`` and :attr:`rules_text`, a chat agent's system prompt; ``rules=False``
    leaves it out of the observation), and the answer ``rules`` (or ``?``) shows it again
    without counting against the seat. Texts are plain (no frames or box drawing; ``plain=
    False`` keeps the terminal's).

    ``info`` holds ``actions`` (the legal actions' texts, in the order of their numbers),
    ``game_seed``, and at the end ``scores`` and ``winners``. A refused answer (one that
    names no option) changes nothing in the game: reward 0, the reason on top of the same
    question, ``info["refused"]`` (the reason) and ``info["refusals"]`` (how many so far in
    this game). The ``max_refusals``-th (default 3; ``None``: no limit) ends the game for
    the seat as TextArena's error allowance does: ``terminated``, reward
    ``refusal_penalty`` (default -1, a loss), ``info["forfeit"]``.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        seat: int = 0,
        opponents: str | Sequence[str | Bot] = "random",
        lang: Lang = FALLBACK,
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        render_mode: str | None = None,
        *,
        rules: bool = True,
        max_refusals: int | None = 3,
        refusal_penalty: float = -1.0,
        plain: bool = True,
    ) -> None:
        super().__init__()
        self.game = game(game_id)
        self.game.new(players=players, seed=0, options=options)  # validates them
        if max_refusals is not None and max_refusals < 1:
            raise ValueError(f"max_refusals must be at least 1 or None, got {max_refusals}")
        if not 0 <= seat < players:
            raise ValueError(f"seat must lie in 0..{players - 1}, got {seat}")
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, got {lang!r}")
        self.reward = check_reward(reward)
        self.render_mode = check_render_mode(render_mode, self.metadata)
        self.game_id, self.players, self.seat, self.lang = game_id, players, seat, lang
        self.options = dict(options or {})
        self.bots = seat_bots(opponents, players, seat, game_id)
        self.renderer = load(game_id)
        self.rules, self.plain = rules, plain
        self.max_refusals, self.refusal_penalty = max_refusals, float(refusal_penalty)
        #: the rules as text (:func:`rules_text`), the system prompt of a chat agent
        self.rules_text = rules_text(game_id, lang, self.options, max_refusals=max_refusals)
        self.refusals = 0
        self.forfeited = False
        self.observation_space = AnyText()
        self.action_space = AnswerSpace()
        self.game_state: State | None = None
        self.game_seed: int | None = None
        self._rngs: list[Rng] = []
        self._seen = 0
        self._text = ""
        self._actions: list[Action] = []
        self._texts: list[str] = []

    def _play_bots(self) -> None:
        assert self.game_state is not None
        play_bots(self.game_state, self.seat, self.bots, self._rngs)

    def _look(self) -> tuple[str, dict[str, Any]]:
        state = self.game_state
        assert state is not None
        self._text = describe(
            state, self.seat, self.lang, since=self._seen, r=self.renderer, plain=self.plain
        )
        self._seen = len(state.events(self.seat))
        self._actions = state.legal_actions() if state.to_act == self.seat else []
        self._texts = action_texts(state, self.seat, self.lang, self.renderer)
        info: dict[str, Any] = {"actions": list(self._texts), "game_seed": self.game_seed}
        if state.is_over:
            info["scores"] = state.scores()
            info["winners"] = state.winners()
        return self._text, info

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[str, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2**63))
        self.game_seed = game_seed
        self.game_state = self.game.new(players=self.players, seed=game_seed, options=self.options)
        self._rngs = [bot_rng(game_seed, s) for s in range(self.players)]
        self._seen = 0
        self.refusals = 0
        self.forfeited = False
        self._play_bots()
        text, info = self._look()
        info["rules"] = self.rules_text
        if self.rules:
            text = f"{self.rules_text}\n\n{text}"
        return text, info

    def step(self, action: Any) -> tuple[str, float, bool, bool, dict[str, Any]]:
        state = self.game_state
        if state is None:
            raise RuntimeError("call reset() before step()")
        if state.is_over or self.forfeited:
            raise RuntimeError("the game is over: call reset()")
        info: dict[str, Any] = {"actions": list(self._texts), "game_seed": self.game_seed}
        if asks_rules(action, self.lang):
            return f"{self.rules_text}\n\n{self._text}", 0.0, False, False, info
        try:
            i = choose(action, self._texts, self.lang)
        except Refused as e:
            self.refusals += 1
            info["refused"] = e.reason
            info["refusals"] = self.refusals
            text = t(self.lang, "stil.rl.refused", reason=e.reason)
            if self.max_refusals is not None and self.refusals >= self.max_refusals:
                self.forfeited = True
                info["forfeit"] = True
                text += "\n" + t(self.lang, "stil.rl.forfeit", n=self.refusals)
                return text, self.refusal_penalty, True, False, info
            return text + "\n\n" + self._text, 0.0, False, False, info
        state.apply(self._actions[i], self.seat)
        self._play_bots()
        text, info = self._look()
        if state.is_over:
            return text, final_rewards(state, self.reward)[self.seat], True, False, info
        return text, 0.0, False, False, info

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use 'ansi'")
            return None
        return self._text


class StilTextAECEnv(SeatAgents, AECEnv[str, str, Any]):  # type: ignore[misc]
    """The text interface as a PettingZoo AEC environment: every seat an agent
    (``player_0``...), for language models playing each other. ``observe(agent)`` is
    :func:`describe` for that seat, its events counted from the agent's own last answer;
    ``step(answer)`` answers for :attr:`agent_selection` with a number or an action's
    text. A refused answer changes nothing (the same agent is asked again) and sets
    ``infos[agent]["refused"]``; ``infos[agent]["actions"]`` lists the options of the
    agent to act. Rewards as :class:`StilTextEnv`'s, for every seat when the game ends.
    Rules, plain text and the refusal allowance as :class:`StilTextEnv`'s (``rules_text``
    is each agent's system prompt; ``rules=True`` puts it before each agent's first
    observation): the ``max_refusals``-th refused answer of a seat ends the game, that seat
    rewarded ``refusal_penalty`` and the others 0, with ``infos[agent]["forfeit"]`` naming
    the seat that forfeited.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        game_id: str,
        players: int = 2,
        lang: Lang = FALLBACK,
        options: Mapping[str, object] | None = None,
        reward: Reward = "win",
        render_mode: str | None = None,
        *,
        rules: bool = True,
        max_refusals: int | None = 3,
        refusal_penalty: float = -1.0,
        plain: bool = True,
    ) -> None:
        super().__init__()
        self.game = game(game_id)
        self.game.new(players=players, seed=0, options=options)  # validates them
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, got {lang!r}")
        if max_refusals is not None and max_refusals < 1:
            raise ValueError(f"max_refusals must be at least 1 or None, got {max_refusals}")
        reward = check_reward(reward)
        render_mode = check_render_mode(render_mode, self.metadata)
        self.metadata = {**self.metadata, "name": f"stil_{game_id}_text_v0"}
        self.players, self.lang, self.reward = players, lang, reward
        self.options = dict(options or {})
        self.render_mode = render_mode
        self.renderer = load(game_id)
        self.rules, self.plain = rules, plain
        self.max_refusals, self.refusal_penalty = max_refusals, float(refusal_penalty)
        self.rules_text = rules_text(game_id, lang, self.options, max_refusals=max_refusals)
        self._seat_agents(players, AnyText, AnswerSpace)
        self._marks: list[int] = []
        self._refusals: list[int] = []
        self._told: list[bool] = []

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        game_seed = int(seed) if seed is not None else secrets.randbits(63)
        self.game_seed = game_seed
        self.game_state = self.game.new(players=self.players, seed=game_seed, options=self.options)
        self._marks = [0] * self.players
        self._refusals = [0] * self.players
        self._told = [not self.rules] * self.players
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self._select()

    def _select(self) -> None:
        state = self.game_state
        assert state is not None
        self.infos = {a: {"game_seed": self.game_seed} for a in self.agents}
        if state.to_act is not None:
            self.agent_selection = self.possible_agents[state.to_act]
            agent = self.agent_selection
            self.infos[agent]["actions"] = self._texts(state.to_act)

    def _texts(self, seat: int) -> list[str]:
        state = self.game_state
        assert state is not None
        return action_texts(state, seat, self.lang, self.renderer)

    def observe(self, agent: str) -> str:
        state = self.game_state
        if state is None:
            raise RuntimeError("call reset() before observe()")
        seat = self._seat[agent]
        text = describe(
            state, seat, self.lang, since=self._marks[seat], r=self.renderer, plain=self.plain
        )
        if not self._told[seat]:
            text = f"{self.rules_text}\n\n{text}"
        return text

    def step(self, action: Any) -> None:
        state = self.game_state
        if state is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        texts = self._texts(seat)
        if asks_rules(action, self.lang):
            self._told[seat] = False  # shown again with the next observation
            return
        try:
            i = choose(action, texts, self.lang)
        except Refused as e:
            self._refusals[seat] += 1
            self.infos[agent] = {
                **self.infos[agent],
                "refused": e.reason,
                "refusals": self._refusals[seat],
            }
            self._cumulative_rewards[agent] = 0.0
            self._clear_rewards()
            if self.max_refusals is not None and self._refusals[seat] >= self.max_refusals:
                for a in self.agents:
                    self.rewards[a] = self.refusal_penalty if a == agent else 0.0
                    self.terminations[a] = True
                    self.infos[a] = {**self.infos.get(a, {}), "forfeit": agent}
                self._accumulate_rewards()
            return
        self._told[seat] = True
        state.apply(state.legal_actions()[i], seat)
        self._marks[seat] = len(state.events(seat))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if state.is_over:
            for a, r in zip(self.agents, final_rewards(state, self.reward), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
            self.infos = {
                a: {"scores": state.scores(), "winners": state.winners()} for a in self.agents
            }
        else:
            self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use 'ansi'")
            return None
        state = self.game_state
        if state is None:
            return ""
        return describe(state, None, self.lang, r=self.renderer, plain=self.plain)

    def close(self) -> None:
        pass
