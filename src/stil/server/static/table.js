// A table: the live page (/t/{id}, a seat from an invite link or a spectator) and the
// drawing of one frame, which the replay page shares.

import { h, s, clear, placeOf, findPlace, reachable } from "./dom.js";
import { t, pick, lang, onLang, addTexts } from "./i18n.js";
import { api, secrets, gameData, seatsMissing } from "./api.js";
import { cardFace, cardTip, cardLabel, loadDeck, setArt, refreshTip } from "./card.js";
import { motion, attention } from "./motion.js";

// -- per-game views ----------------------------------------------------------------------
const views = new Map();

/** The game's view module (static/games/<id>.js) and its card data, or nulls. */
export function loadGame(game) {
  if (!views.has(game)) {
    const safe = /^[a-z0-9_-]+$/.test(game);
    const mod = safe ? import(`./games/${game}.js`).catch(() => null) : Promise.resolve(null);
    // the view's own labels come with its data (the game's locale, [web])
    const data = safe ? gameData(game).then((d) => (d && d.ui && addTexts(d.ui), d)) : null;
    // its cards (the catalog's names and texts, the faces its data declares), and its own
    // drawing of a face where the view has one (`cardArt`); the how-to guide: the legend of
    // the marks drawn and how the game scores
    const deck = safe ? loadDeck(game) : null;
    const guide = safe ? fetch(`/api/howto/${game}`).then((r) => (r.ok ? r.json() : null)).catch(() => null) : null;
    views.set(game, Promise.all([mod, data, safe ? gameStyle(game) : null, deck, guide]).then(([m, d, , , g]) => {
      if (m && typeof m.cardArt === "function") setArt(game, m.cardArt);
      return [m, d, g];
    }));
  }
  return views.get(game);
}

/** The game's own stylesheet (static/games/<id>.css, from its folder), added once;
 * resolves when loaded or refused (a game without one draws with the shared styles). */
function gameStyle(game) {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = new URL(`./games/${game}.css`, import.meta.url).href;
    link.onload = link.onerror = () => resolve(null);
    document.head.appendChild(link);
  });
}

// -- drawing a frame ---------------------------------------------------------------------
let boardOpen = null; // the text drawing stays open or closed as the player left it
/**
 * Everything a frame shows. `ctx`: {mode: "live"|"replay", send(action), busy, host,
 * fresh (how many events are new), onStart, onRematch, onLeave, reconnecting}.
 */
export function drawFrame(frame, game, ctx) {
  const [mod, data, guide] = game || [null, null, null];
  const names = frame.players
    ? frame.players.map((p) => p.name || (frame.names || [])[p.seat] || t("seat_n", { n: p.seat + 1 }))
    : frame.names || [];
  const nameOf = (seat) => names[seat] ?? t("seat_n", { n: Number(seat) + 1 });

  let view = null;
  if (mod && typeof mod.render === "function" && frame.view) {
    try {
      view = mod.render(frame, {
        h, s, t, pick, lang: lang(), data, nameOf, seat: frame.seat,
        // the view's own words ([web] of its game's locale) by their bare key, so a view
        // never names its game (a copied folder under a new id reads its own)
        label: (key, params) => t(`${frame.game}.${key}`, params),
        // card faces (card.js): card(id, opts) an element, cardTip(el, id) for a game's own
        // drawing of a card, cardLabel(id) its name for an alt text
        card: (id, opts) => cardFace(frame.game, id, opts),
        cardTip: (el, id, opts) => cardTip(el, frame.game, id, opts),
        cardLabel: (id) => cardLabel(frame.game, id),
        actions: ctx.mode === "live" ? frame.actions || [] : [],
        send: ctx.mode === "live" && !ctx.busy ? ctx.send : null,
      });
    } catch (e) {
      console.error("view failed, showing the board instead", e);
      view = null;
    }
  }
  // A replay frame carries its board; a live frame does not, and the live page fetches the
  // board (ctx.board) only while its panel is open.
  const open = boardOpen ?? !view;
  const drawn = frame.board ?? (ctx.board ? ctx.board.html(frame) : null);
  if (ctx.board && open && frame.status !== "open") ctx.board.need(frame);
  // Before Start nothing is dealt to be seen: no board, only who sits where.
  const waiting = frame.status === "open";
  const board = !waiting && (frame.board || ctx.board)
    ? h("details", { class: "panel board", "data-testid": "board", open,
                     ontoggle: (e) => {
                       boardOpen = e.target.open;
                       if (boardOpen && ctx.board) ctx.board.need(frame);
                     } },
        h("summary", {}, t("board")),
        drawn != null ? boardHtml(drawn) : h("p", { class: "muted" }, t("loading")))
    : null;

  const viewPanel = view ? h("section", { class: "panel game-view", "data-testid": "game-view", "data-game": frame.game }, view) : null;
  if (viewPanel && ctx.mode === "live") lightTargets(viewPanel, frame, ctx);
  const main = h("div", { class: "col-main" },
    finalPanel(frame, nameOf, ctx, guide),
    viewPanel,
    waiting ? h("section", { class: "panel not-dealt", "data-testid": "not-dealt" }, h("p", { class: "muted" }, t("not_dealt"))) : null,
    legend(guide),
    board);
  // Phone: the decision, the table, then who plays and what happened. Wider: the decision,
  // players and log in a left column beside the table.
  return h("div", { class: "table-layout" },
    ctx.mode === "live" ? decision(frame, ctx) : null,
    main,
    playersPanel(frame, nameOf),
    logPanel(frame, ctx.fresh ?? -1),
    ctx.extra ? h("div", { class: "extra" }, ctx.extra) : null);
}

export function eventIndex(e, position) {
  return typeof e.i === "number" ? e.i : position;
}

/** The index above which a frame's events are new, given the last index seen before. */
export function freshMark(events, lastSeen) {
  const n = events.length;
  if (!n) return -1;
  const last = eventIndex(events[n - 1], n - 1);
  if (lastSeen === null || lastSeen === undefined) return last - 1; // first sight: the latest one
  return lastSeen;
}

let legendOpen = false; // folded until opened, and kept so across redraws
/** What every mark drawn on the table means (the game's how-to legend). */
function legend(guide) {
  const g = guide && guide[lang()];
  if (!g || !(g.legend || []).length) return null;
  return h("details", { class: "panel legend", "data-testid": "legend", open: legendOpen,
                        ontoggle: (e) => { legendOpen = e.target.open; } },
    h("summary", {}, t("legend")),
    h("dl", {}, g.legend.map((x) => [h("dt", {}, x.symbol), h("dd", {}, x.meaning)])));
}

function boardHtml(html) {
  const div = h("div", { class: "board-html" });
  div.innerHTML = html; // drawn by the server from this seat's view, in its language
  return div;
}

export function statusText(frame, nameOf) {
  if (frame.status === "open") return { text: t("waiting_start"), turn: "open" };
  if (frame.status === "finished" || frame.scores) return { text: t("game_over"), turn: "over" };
  if (frame.your_turn) return { text: t("your_turn"), turn: "you" };
  if (frame.to_act != null) return { text: t("waiting_for", { name: nameOf(frame.to_act) }), turn: "other" };
  return { text: "", turn: "other" };
}

// The decision panel is kept as it is while nothing in it changes (another player only
// connecting, say), so that a click on a button is never lost to a redraw.
let kept = { key: null, el: null };

function decision(frame, ctx) {
  const key = JSON.stringify([frame.table, frame.seq, frame.lang, frame.status, frame.question,
    frame.actions, frame.unplayable, frame.deadline, !!ctx.busy, !!ctx.host]);
  if (kept.key === key && kept.el) return kept.el;
  const el = makeDecision(frame, ctx);
  kept = { key, el };
  return el;
}

function makeDecision(frame, ctx) {
  const actions = frame.actions || [];
  const question = frame.question || "";
  const host = ctx.host;
  const parts = [];
  if (frame.status === "open" && host && ctx.onStart) {
    parts.push(h("div", { class: "row" },
      h("button", { type: "button", class: "primary", "data-testid": "start", onclick: () => ctx.onStart(false) }, t("start")),
      h("button", { type: "button", "data-testid": "start-fill", onclick: () => ctx.onStart(true) }, t("start_fill"))));
  }
  if (question && (actions.length || frame.seat == null || frame.your_turn)) {
    parts.push(h("p", { class: "question", "data-testid": "question", tabindex: "-1" }, question));
  }
  if (actions.length) parts.push(...choices(frame, ctx));
  if (frame.deadline) parts.push(deadline(frame.deadline));
  if (!parts.length) return null;
  return h("section", { class: `panel decision ${frame.your_turn ? "mine" : ""}`, "data-testid": "decision" }, parts);
}

// -- direct manipulation: a card of the hand, then one of its targets ----------------------
// Each action names the card it plays and its target (frame.actions[i].card / .target, from
// the game's rules); cards that cannot be played come with the engine's reason
// (frame.unplayable). The decision shows one button per card (at most MAX_TOP, else the
// game's drawing and the folded list), the actions that play no card as buttons, and the
// whole list folded away; picking a card lights its targets in the game's drawing, where
// elements carry data-target="seat:1", "city:…", "kingdom:5", "cell:3,4".
const MAX_TOP = 8;
// a choice among cards (a hand, the nursery) shows the cards themselves in a row, up to
// this many; a larger one (a card taken from a discard of twenty) shows them in a grid of
// its own that scrolls within a bounded height, so the panel never floods the page
const MAX_CARDS = 16;
let picked = { key: null, card: null };
let listOpen = { key: null, open: false }; // the folded list of all moves, as left open

function decisionKey(frame) {
  return JSON.stringify([frame.table, frame.seq, (frame.actions || []).map((a) => a.action)]);
}

/** The actions grouped: by card (in order of first appearance), those with only a target,
 * and those with neither. */
export function groupActions(actions) {
  const byCard = new Map();
  const targetOnly = [];
  const plain = [];
  for (const a of actions) {
    if (a.card != null) {
      if (!byCard.has(a.card)) byCard.set(a.card, []);
      byCard.get(a.card).push(a);
    } else if (a.target != null) targetOnly.push(a);
    else plain.push(a);
  }
  return { byCard, targetOnly, plain };
}

function choices(frame, ctx) {
  const actions = frame.actions || [];
  const key = decisionKey(frame);
  if (picked.key !== key) picked = { key, card: null };
  const { byCard, targetOnly, plain } = groupActions(actions);
  const unplayable = frame.unplayable || [];
  // one card only (a card being placed, a Fox's take): it is picked already
  if (byCard.size === 1 && picked.card == null) picked.card = [...byCard.keys()][0];
  const send = (a) => () => { if (!ctx.busy) ctx.send(a.action); };
  const button = (a, extra = "") => h("button", {
    type: "button", class: `action ${extra}`, "data-action": a.action, title: a.action, disabled: ctx.busy,
    onclick: send(a),
  }, a.text || a.action);
  const out = [];
  const why = h("p", { class: "why", "data-testid": "why", role: "status", "aria-live": "polite" });
  const targets = h("div", { class: "actions targets", "data-testid": "targets", role: "group", "aria-label": t("choose_target") });

  const showTargets = () => {
    picked.refresh = showTargets;
    clear(targets);
    const acts = picked.card != null ? byCard.get(picked.card) || [] : [];
    // the targets as buttons too, while they and the other buttons stay within MAX_TOP
    const room = MAX_TOP - buttons.length;
    if (acts.length && acts.length <= room && !(acts.length === 1 && acts[0].target == null)) targets.append(...acts.map((a) => button(a, "target")));
    else if (acts.length > room) targets.append(h("p", { class: "muted" }, t("choose_on_table")));
    for (const chip of hand.querySelectorAll("[data-card][aria-pressed]")) {
      const on = chip.dataset.card === picked.card;
      chip.setAttribute("aria-pressed", String(on));
      chip.classList.toggle("selected", on);
    }
    lightTargets(document.querySelector("[data-testid=game-view]"), frame, ctx);
  };
  const chips = [];
  const say = (u) => () => { why.textContent = `${cardLabel(frame.game, u.card)}: ${u.reason}`; };
  const many = byCard.size > MAX_CARDS;
  for (const [card, acts] of byCard) {
    const one = acts.length === 1 && acts[0].target == null;
    const chip = cardFace(frame.game, card, {
      size: "chip", selectable: true, selected: one ? null : card === picked.card,
      testid: `pick-${card}`, cls: "card-pick",
      onclick: () => {
        if (ctx.busy) return;
        if (one) { send(acts[0])(); return; }
        picked.card = picked.card === card ? null : card;
        clear(why);
        showTargets();
      },
    });
    if (one) chip.dataset.action = acts[0].action;
    chips.push(chip);
  }
  for (const u of unplayable) {
    const chip = cardFace(frame.game, u.card, {
      size: "chip", dimmed: true, reason: u.reason, testid: `unplayable-${u.card}`,
      cls: "card-pick unplayable", onclick: say(u),
    });
    chip.dataset.why = u.reason;
    chip.title = u.reason;
    chip.addEventListener("focus", say(u));
    chip.addEventListener("mouseenter", say(u));
    chips.push(chip);
  }
  const hand = many
    ? h("div", { class: "actions hand-pick card-choice", "data-testid": "card-choice", role: "group", "aria-label": t("choose_card") }, chips)
    : h("div", { class: "actions hand-pick", "data-testid": "hand-pick", role: "group", "aria-label": t("your_cards") }, chips);
  if (chips.length) out.push(hand);
  out.push(targets, why);
  // at most MAX_TOP buttons at the top; any others are in the folded list of all moves
  const buttons = plain.slice(0, MAX_TOP);
  if (targetOnly.length <= MAX_TOP - plain.length) buttons.unshift(...targetOnly);
  if (buttons.length) {
    out.push(h("div", { class: "actions", "data-testid": "actions", role: "group", "aria-label": t("choose") },
      buttons.map((a) => button(a))));
  }
  // every action, card × target, folded away: the accessible list (and the tests' way in)
  // kept open over redraws of the same decision (a move sent, its answer awaited), so the
  // keyboard finds its place in it again
  if (listOpen.key !== key) listOpen = { key, open: false };
  const all = h("details", { class: "all-moves", "data-testid": "all-moves", open: listOpen.open,
                             ontoggle: (e) => { if (listOpen.key === key) listOpen.open = e.target.open; } },
    h("summary", {}, t("all_moves", { n: actions.length })),
    h("div", { class: "actions", "data-testid": "all-actions", role: "group", "aria-label": t("choose") },
      actions.map((a) => button(a))));
  if (actions.length > buttons.length) out.push(all);
  // after the panel is in the page: the picked card's targets lit in the drawing
  queueMicrotask(() => { if (hand.isConnected || targets.isConnected) showTargets(); });
  return out;
}

/** Light the targets of the picked card (and the actions that only name a target) in the
 * game's drawing: each element with a matching data-target becomes a button. */
export function lightTargets(root, frame, ctx) {
  if (!root) return;
  const { byCard, targetOnly } = groupActions(frame.actions || []);
  const acts = [...targetOnly, ...(picked.card != null ? byCard.get(picked.card) || [] : [])];
  const at = new Map();
  for (const a of acts) if (a.target != null) { if (!at.has(a.target)) at.set(a.target, []); at.get(a.target).push(a); }
  // cards drawn in the game's view (a castle's, a hand's): a click plays the card on the
  // target it lies in when that is a move, else picks it and lights its targets
  for (const el of root.querySelectorAll("[data-card]")) {
    const mine = byCard.get(el.dataset.card);
    if (!mine || el instanceof SVGElement || el.classList.contains("playable") || el.dataset.cardLit
      || ctx.busy || !ctx.send) continue;
    const host = el.parentElement && el.parentElement.closest("[data-target]");
    const exact = host ? mine.filter((a) => a.target === host.dataset.target) : [];
    const alone = mine.length === 1 && mine[0].target == null;
    // a card lying in another place than the seat's own (the row, another castle) that is
    // not itself a move there is only a picture of that card
    if (host && !exact.length && host.dataset.target !== `seat:${frame.seat}`) continue;
    el.dataset.cardLit = "1";
    el.classList.add("card-lit");
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", "0");
    el.setAttribute("aria-label", mine.map((a) => a.text).join(" · "));
    const go = () => {
      if (exact.length === 1) ctx.send(exact[0].action);
      else if (alone) ctx.send(mine[0].action);
      else {
        picked.card = el.dataset.card;
        if (picked.refresh) picked.refresh();
      }
    };
    el.addEventListener("click", (e) => { e.stopPropagation(); go(); });
    el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
  }
  for (const el of root.querySelectorAll("[data-target]")) {
    const here = at.get(el.dataset.target);
    el.classList.toggle("target-lit", !!here);
    if (el.dataset.lit) {
      el.removeEventListener("click", el._litClick);
      el.removeEventListener("keydown", el._litKey);
      delete el.dataset.lit;
      if (el._litRole) { el.removeAttribute("role"); el.removeAttribute("tabindex"); el.removeAttribute("aria-label"); }
    }
    if (!here || ctx.busy || !ctx.send) continue;
    const go = () => {
      if (here.length === 1) ctx.send(here[0].action);
      else {
        // several actions on one target (a card turned or not): their buttons in the panel
        const box = document.querySelector("[data-testid=targets]");
        if (box) { clear(box, here.map((a) => h("button", { type: "button", class: "action target", "data-action": a.action, onclick: () => ctx.send(a.action) }, a.text))); box.querySelector("button").focus(); }
      }
    };
    el._litClick = (e) => { e.stopPropagation(); go(); };
    el._litKey = (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } };
    el.addEventListener("click", el._litClick);
    el.addEventListener("keydown", el._litKey);
    el.dataset.lit = "1";
    if (!el.getAttribute("role")) {
      el._litRole = true;
      el.setAttribute("role", "button");
      el.setAttribute("tabindex", "0");
      el.setAttribute("aria-label", here.map((a) => a.text).join(" · "));
    }
  }
}

function deadline(value) {
  const at = typeof value === "number" ? (value < 1e12 ? value * 1000 : value) : Date.parse(value);
  const el = h("p", { class: "deadline", "data-testid": "deadline" });
  const tick = () => {
    if (!el.isConnected && el.dataset.started) return;
    el.dataset.started = "1";
    const left = Math.max(0, Math.round((at - Date.now()) / 1000));
    el.textContent = t("deadline", { s: left });
    if (left > 0) setTimeout(tick, 1000);
  };
  if (!Number.isNaN(at)) tick();
  return el;
}

function finalPanel(frame, nameOf, ctx, guide) {
  if (!(frame.status === "finished" || frame.scores)) return null;
  const scores = frame.scores || [];
  const winners = frame.winners || [];
  const rows = scores.map((sc, seat) =>
    h("tr", { class: winners.includes(seat) ? "winner" : "" },
      h("td", {}, winners.includes(seat) ? "★ " : "", nameOf(seat), seat === frame.seat ? ` (${t("you")})` : ""),
      h("td", { class: "num" }, sc)));
  const names = winners.map(nameOf).join(", ");
  return h("section", { class: "panel final", "data-testid": "final" },
    h("h2", {}, t("final_title")),
    scores.length ? h("table", { class: "scores", "data-testid": "scores" },
      h("thead", {}, h("tr", {}, h("th", {}, t("players_title")), h("th", { class: "num" }, t("score")))),
      h("tbody", {}, rows)) : null,
    h("p", { class: "winners", "data-testid": "winners" },
      winners.length ? t(winners.length === 1 ? "winner" : "winners", { names }) : t("no_winner")),
    finalParts(frame, guide),
    frame.final
      ? h("details", { class: "final-as-text" },
          h("summary", {}, t("final_as_text")),
          h("pre", { class: "final-text", "data-testid": "final-text", tabindex: "0" }, frame.final))
      : null,
    ctx.mode === "live" && ctx.host && ctx.onRematch
      ? h("button", { type: "button", class: "primary", "data-testid": "rematch", onclick: ctx.onRematch }, t("rematch"))
      : null,
    ctx.mode === "live" && frame.table
      ? h("a", { class: "button", href: `/replay/${encodeURIComponent(frame.table)}`, "data-testid": "to-replay" }, t("watch_replay"))
      : null);
}

/** The game's own final screen as tables that fit any width (on a phone each row becomes
 * a card of "column: value" lines), its lines of text, and how the game scores (its how-to
 * guide's scoring), so each number can be read. A drawing is left to the game's view below
 * (and to the text version). */
function finalParts(frame, guide) {
  const parts = frame.final_parts || [];
  if (!parts.length) return null;
  const out = [];
  for (const part of parts) {
    if (part.table) out.push(finalTable(part.table));
    else if (part.text) out.push(h("p", { class: "final-line" }, part.text));
  }
  // what each number is: the game's own scoring, from its how-to guide
  const g = guide && guide[lang()];
  if (g && (g.scoring || []).length) {
    out.push(h("details", { class: "score-help", "data-testid": "score-help", open: true },
      h("summary", {}, t("how_scored")),
      h("ul", {}, g.scoring.map((line) => h("li", {}, line))),
      g.end ? h("p", {}, g.end) : null));
  }
  return h("div", { class: "final-parts", "data-testid": "final-parts" }, out);
}

function finalTable(tb) {
  const cols = tb.columns || [];
  const cell = (tag, text, i, extra = {}) =>
    h(tag, { "data-label": cols[i] || "", class: i > 0 && /^[-−+\d\s.,→·—]+$/.test(text) ? "num" : "", ...extra },
      String(text).split("\n").map((line, k) => (k ? [h("br"), line] : line)));
  // too wide for a phone as a grid: there each row is drawn as a block of "head: value" lines
  const wide = cols.length > 3 || (tb.rows || []).some((r) => r.some((v) => String(v).length > 28));
  return h("table", { class: `final-table ${wide ? "stack" : ""}`, "data-testid": "final-table" },
    tb.title ? h("caption", {}, tb.title) : null,
    h("thead", {}, h("tr", {}, cols.map((c, i) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, (tb.rows || []).map((row) =>
      h("tr", {}, row.map((v, i) => cell(i ? "td" : "th", v, i, i ? {} : { scope: "row" }))))),
    tb.footer ? h("tfoot", {}, h("tr", { class: "total" }, tb.footer.map((v, i) =>
      cell(i ? "td" : "th", v, i, i ? {} : { scope: "row" })))) : null);
}

function playersPanel(frame, nameOf) {
  const players = frame.players || [];
  if (!players.length) return null;
  return h("section", { class: "panel players" },
    h("h3", {}, t("players_title")),
    h("ul", { "data-testid": "players" }, players.map((p) => {
      const acting = frame.to_act === p.seat && frame.status === "live";
      let state = "";
      if (p.kind === "human") {
        if (p.replaced || p.replaced_by_bot) state = t("replaced_by_bot");
        else if (p.joined === false) state = t("not_joined");
        else state = p.connected ? t("connected") : t("disconnected");
      } else if (p.bot) state = t(`bot.${p.bot}`);
      else state = t("bot");
      return h("li", {
        class: `player ${acting ? "acting" : ""} ${p.seat === frame.seat ? "me" : ""}`,
        "data-testid": `player-${p.seat}`, "data-connected": p.kind === "human" ? String(!!p.connected) : "bot",
      },
      h("span", { class: `dot ${p.kind !== "human" ? "bot" : p.connected ? "on" : "off"}`, "aria-hidden": "true" }),
      acting ? h("span", { class: "turn-mark", "aria-label": t("waiting_for", { name: "" }) }, "▶ ") : null,
      h("strong", {}, nameOf(p.seat)),
      p.seat === frame.seat ? ` (${t("you")})` : "",
      h("span", { class: "muted" }, ` · ${state}`));
    })));
}

function logPanel(frame, fresh) {
  // `fresh`: events numbered above it (their `i`) are what just happened.
  const events = frame.events || [];
  const n = events.length;
  const items = [];
  for (let i = n - 1; i >= 0; i--) {
    const isNew = eventIndex(events[i], i) > fresh;
    items.push(h("li", { class: `${isNew ? "fresh" : ""} ${events[i].rule ? "rule" : ""}`,
                         "data-testid": isNew ? "event-fresh" : "event" }, events[i].text));
  }
  return h("section", { class: "panel log" },
    h("h3", {}, t("log")),
    n ? h("ol", { "data-testid": "log", reversed: true, tabindex: "0", "aria-label": t("log") }, items) : h("p", { class: "muted", "data-testid": "log" }, t("log_empty")));
}

// -- the live page -----------------------------------------------------------------------
function readFragment() {
  const p = new URLSearchParams(location.hash.slice(1));
  const token = p.get("token");
  const seat = p.get("seat");
  return token ? { seat: seat == null ? null : Number(seat), token } : null;
}

export async function tablePage(root, id) {
  const fromLink = readFragment();
  if (fromLink) {
    secrets.setSeat(id, fromLink.seat, fromLink.token);
    // Out of the address bar, so that sharing the page's address never shares the seat.
    history.replaceState(null, "", location.pathname + location.search);
  }
  const mine = fromLink || secrets.seat(id);
  let token = mine ? mine.token : null;

  let frame = null;
  let game = null;
  let busy = false;
  let fresh = -1;
  let seenEvents = null; // the index of the last event shown before this frame
  let reconnecting = false;
  let error = "";
  let rematchTold = null; // the server's answer to our rematch request
  let ws = null;
  let wsLang = null;
  let retries = 0;
  let retryTimer = null;
  let pingTimer = null;
  let notFound = false; // no such table: the page says so and nothing else
  let focusDecision = false; // the keyboard was in the decision: keep it there over redraws

  // The drawn board is not in the live frames (drawing it costs the server more than the
  // rest of a frame): while its panel is open it is fetched with this seat's token, once per
  // change of the game or the language. The last one drawn stays shown until the next comes.
  let boardDrawn = { key: null, html: null };
  let boardWanted = null;
  const boardKey = (f) => `${f.seat}|${f.seq}|${f.lang}|${f.status}`;
  const boardOnDemand = {
    html: () => boardDrawn.html,
    need(f) {
      const key = boardKey(f);
      if (boardDrawn.key === key || boardWanted === key) return;
      boardWanted = key;
      api.state(id, token, f.lang || lang(), true).then((got) => {
        if (boardWanted !== key) return;
        boardWanted = null;
        boardDrawn = { key, html: got.board };
        render();
      }, () => { if (boardWanted === key) boardWanted = null; });
    },
  };

  const header = h("div", { class: "table-head" });
  const body = h("div", { class: "table-body" });
  clear(root, header, body);

  if (token && !secrets.joined(id)) {
    const chosen = localStorage.getItem("stil.name") || undefined;
    try {
      try {
        await api.join(id, token, chosen, lang());
      } catch (e) {
        if (e.status !== 400 || !chosen) throw e;
        // the server refused the name (it says why, in this page's language): sit unnamed
        error = e.message;
        await api.join(id, token, undefined, lang());
      }
      secrets.setJoined(id);
    } catch (e) {
      if (e.status === 403) {
        // not a seat of this table (a rematch that gave new tokens, say): watch instead
        secrets.forgetSeat(id);
        token = null;
      } else if (e.status === 409) secrets.setJoined(id);
      else if (e.status === 404) notFound = true;
      else error = e.message;
    }
  }

  function nameOf(seat) {
    const p = frame && (frame.players || []).find((x) => x.seat === seat);
    return (p && p.name) || t("seat_n", { n: Number(seat) + 1 });
  }

  /** This seat was left to a bot (Leave, or away too long) while the game goes on. */
  function left() {
    if (!frame || frame.seat == null || frame.status !== "live") return false;
    const me = (frame.players || []).find((p) => p.seat === frame.seat);
    return !!(me && me.kind === "human" && (me.replaced || me.replaced_by_bot));
  }

  function render() {
    const before = motion.measure(body);
    const was = document.activeElement;
    const inDecision = !!(was && was.closest && was.closest("[data-testid=decision]"));
    if (inDecision) focusDecision = true;
    else if (was && was !== document.body) focusDecision = false;
    const place = inDecision ? placeOf(was) : null;
    draw();
    refreshTip();
    if (focusDecision) keepFocus(was, place);
    motion.play(body, before);
    attention.update(frame && !left() && frame.your_turn && frame.status === "live", t("your_turn"));
  }

  /** Back into the decision after a redraw: the same control (drawn anew: the same action
   * or card at the same place in its group) if the keyboard can reach it, else the first
   * control it can reach (never one inside the folded list while that is closed, where
   * focus() does nothing), else the question. Checked, so a refused focus tries the next. */
  function keepFocus(was, place) {
    const panel = body.querySelector("[data-testid=decision]");
    if (!panel || panel.contains(document.activeElement)) return;
    const same = was && panel.contains(was) ? was : findPlace(place);
    const controls = panel.querySelectorAll("button, summary, [tabindex='0']:not([aria-disabled=true])");
    const tries = [same, ...controls, panel.querySelector("[data-testid=question]")];
    for (const el of tries) {
      if (!el || !panel.contains(el) || !reachable(el)) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement === el) return;
    }
  }

  function draw() {
    if (notFound) {
      document.title = `${t("not_found")} — ${t("app_title")}`;
      clear(header,
        h("a", { href: "/", class: "back" }, t("back_to_lobby")),
        h("h1", { class: "game-name", "data-testid": "title" }, t("not_found")));
      clear(body, h("section", { class: "panel not-found", "data-testid": "not-found", role: "alert" },
        h("p", {}, t("not_found_text")),
        h("a", { href: "/", class: "button primary", "data-testid": "not-found-lobby" }, t("to_lobby"))));
      return;
    }
    const gone = left();
    const st = gone ? { text: t("bot_plays_seat"), turn: "left" }
      : frame ? statusText(frame, nameOf) : { text: t("loading"), turn: "loading" };
    document.title = `${st.text} — ${t("app_title")}`;
    clear(header,
      h("a", { href: "/", class: "back" }, t("back_to_lobby")),
      h("h1", { class: "game-name", "data-testid": "title" }, frame ? gameTitle(frame.game) : t("app_title")),
      frame ? h("a", { href: `/howto/${encodeURIComponent(frame.game)}?lang=${lang()}&table=${encodeURIComponent(id)}`,
                       class: "howto-link", target: "_blank", rel: "noopener", "data-testid": "howto-link" },
                  t("how_to_play")) : null,
      frame ? h("a", { href: `/cards/${encodeURIComponent(frame.game)}?lang=${lang()}`,
                       class: "howto-link", target: "_blank", rel: "noopener", "data-testid": "cards-link" },
                  t("all_cards")) : null,
      h("span", { class: `status turn-${st.turn}`, "data-testid": "status", "data-turn": st.turn,
                  role: "status", "aria-live": "polite" }, st.text),
      h("span", { class: "badge reconnecting", "data-testid": "reconnecting", hidden: !reconnecting }, t("reconnecting")),
      frame && frame.seat != null && frame.status !== "finished" ? attention.soundToggle(h, t, render) : null,
      frame && frame.seat == null ? h("span", { class: "badge", "data-testid": "spectator" }, t("spectator")) : null,
      frame && frame.seat != null ? h("span", { class: "badge me", "data-testid": "you-are" }, t("you_are", { name: nameOf(frame.seat) })) : null,
      frame && frame.custom_deal
        ? h("span", { class: "badge custom-deal", title: t("custom_deal_why"), "data-testid": "custom-deal" }, t("custom_deal"))
        : null,
      frame && frame.seed_commitment
        ? h("span", { class: "muted commitment", title: `${t("commitment_why")}\n${frame.seed_commitment}`,
                      "data-testid": "commitment", "data-commitment": frame.seed_commitment },
            t("commitment", { hash: frame.seed_commitment.slice(0, 12) + "…" }))
        : null,
    );
    const extras = [];
    if (error) extras.push(h("p", { class: "error", role: "alert", "data-testid": "error" }, t("error", { detail: error })));
    const rematchId = (frame && frame.rematch) || (rematchTold && rematchTold.id);
    if (rematchId) extras.push(rematchNotice(rematchId));
    if (!frame) {
      clear(body, extras, h("p", { class: "muted" }, t("loading")));
      return;
    }
    const host = secrets.host(id);
    // left to a bot: said first, with the way back, where the decision would be
    if (gone) {
      extras.push(h("p", { class: "notice", "data-testid": "left" }, t("bot_plays_seat"), " ",
        h("button", { type: "button", class: "primary", "data-testid": "take-back", onclick: onTakeBack }, t("take_back"))));
    }
    const leave = !gone && frame.seat != null && frame.status === "live"
      ? h("button", { type: "button", class: "subtle", "data-testid": "leave", onclick: onLeave }, t("leave"))
      : null;
    // the bot moves for a seat that was left: no decision is offered to it meanwhile
    const shown = gone ? { ...frame, your_turn: false, actions: [], question: null } : frame;
    clear(body, extras, drawFrame(shown, game, {
      mode: "live", busy, fresh, host, send, onStart, board: boardOnDemand,
      onRematch: frame.rematch ? null : onRematch,
      extra: leave,
    }));
  }

  function gameTitle(gid) {
    return catalogNames[gid] ? pick(catalogNames[gid]) : gid;
  }
  const catalogNames = {};
  api.catalog().then((c) => { for (const g of c) catalogNames[g.id] = g.names; render(); }).catch(() => {});

  async function show(next) {
    if (!game || (frame && frame.game !== next.game)) game = await loadGame(next.game);
    const events = next.events || [];
    const last = events.length ? eventIndex(events[events.length - 1], events.length - 1) : -1;
    if (seenEvents === null || last > seenEvents || next.seq !== (frame && frame.seq)) {
      fresh = freshMark(events, seenEvents);
    }
    seenEvents = last;
    frame = next;
    busy = false;
    render();
  }

  // -- talking to the server ---------------------------------------------------------------
  // The server closes a spectator's socket that says nothing for a while (STIL_SPECTATOR_IDLE,
  // 120 s by default, code 4408): while the page is shown it says "ping" well within that,
  // so only a hidden page's socket is let go, and it comes back when the page is shown again.
  // A socket refused for the server's caps (4429) tries again later and later, not at once.
  const PING_EVERY = 25000;
  const CLOSE_BUSY = 4429;
  const CLOSE_IDLE = 4408;

  function keepAlive(sock) {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      if (sock !== ws || sock.readyState !== WebSocket.OPEN) clearInterval(pingTimer);
      else if (document.visibilityState === "visible") sock.send('{"type":"ping"}');
    }, PING_EVERY);
  }

  function whenShown(f) {
    if (document.visibilityState === "visible") {
      retryTimer = setTimeout(f, 1000); // shown yet silent (the machine slept): once, shortly
      return;
    }
    const shown = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", shown);
      if (!ws) f();
    };
    document.addEventListener("visibilitychange", shown);
  }

  function connect() {
    clearTimeout(retryTimer);
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    wsLang = lang();
    const sock = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(id)}?lang=${wsLang}&board=0`);
    ws = sock;
    sock.onopen = () => {
      sock.send(JSON.stringify(token ? { token } : {}));
      keepAlive(sock);
    };
    sock.onmessage = (m) => {
      if (sock !== ws) return;
      let msg;
      try { msg = JSON.parse(m.data); } catch { return; }
      if (msg.type === "frame") {
        retries = 0;
        if (reconnecting || error) { reconnecting = false; error = ""; }
        show(msg);
      } else if (msg.type === "error") {
        error = msg.detail || "?";
        busy = false;
        render();
      }
    };
    sock.onclose = (ev) => {
      if (sock !== ws) return; // replaced on purpose (language switch)
      ws = null;
      if (ev.code === 4403 && token) {
        secrets.forgetSeat(id); // the token is not this table's: watch instead
        token = null;
        connect();
        return;
      }
      if (ev.code === 4404) {
        notFound = true;
        render();
        return;
      }
      if (ev.code === CLOSE_IDLE) {
        error = ev.reason || t("socket_idle");
        busy = false;
        render();
        whenShown(connect);
        return;
      }
      if (ev.code === 4403 || ev.code === 1008) {
        error = ev.reason || "403";
        render();
      }
      const busyServer = ev.code === CLOSE_BUSY;
      if (busyServer) error = ev.reason || t("socket_busy");
      reconnecting = true;
      busy = false;
      render();
      // refused for a cap: from 5 s up to a minute, so a full server is not hammered
      const [first, most] = busyServer ? [5000, 60000] : [500, 10000];
      const delay = Math.min(most, first * 2 ** retries) * (0.75 + Math.random() / 2);
      retries++;
      retryTimer = setTimeout(connect, delay);
      if (retries === 2) poll(); // keep the page current over plain HTTP meanwhile
    };
  }

  async function poll() {
    try { await show(await api.state(id, token, lang())); } catch (e) { if (e.status === 404) { notFound = true; render(); } }
  }

  async function send(action) {
    if (!frame || busy) return;
    busy = true;
    error = "";
    render();
    const msg = { type: "action", seq: frame.seq, action };
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(msg));
    } else {
      try {
        await api.act(id, token, frame.seq, action);
        await poll();
      } catch (e) {
        error = e.message;
        busy = false;
        render();
      }
    }
  }

  async function onStart(fill) {
    try {
      await api.start(id, secrets.host(id), fill);
      error = "";
      if (!ws) await poll();
    } catch (e) {
      error = seatsMissing(e) ? t("start_needs_seats") : e.message;
      render();
    }
  }

  async function onRematch() {
    try {
      const made = await api.rematch(id, secrets.host(id));
      rematchTold = made;
      if (made.host_token) {
        made.game = frame.game;
        secrets.setHost(made.id, made.host_token);
        sessionStorage.setItem(`stil.created.${made.id}`, JSON.stringify(made));
        sessionStorage.setItem("stil.created.last", made.id);
      }
      render();
    } catch (e) {
      error = e.message;
      render();
    }
  }

  /** The rematch table: our own seat there when the server told us its token. */
  function rematchNotice(newId) {
    const told = rematchTold && rematchTold.id === newId ? rematchTold : null;
    const mySeat = told && frame && frame.seat != null
      ? (told.seats || []).find((x) => x.seat === frame.seat && (x.invite || x.token))
      : null;
    const href = mySeat
      ? new URL(mySeat.invite || `/t/${newId}#seat=${mySeat.seat}&token=${mySeat.token}`, location.origin).href
      : `/t/${encodeURIComponent(newId)}`;
    // Not told a new token: the rematch keeps the same people in the same seats with the same
    // tokens (and the same host), so this seat's own token goes along; were it refused, the
    // page would watch instead.
    const host = secrets.host(id);
    const carry = () => {
      if (!mySeat && token && frame && frame.seat != null) secrets.setSeat(newId, frame.seat, token);
      if (host && !secrets.host(newId)) secrets.setHost(newId, host);
    };
    return h("p", { class: "notice", "data-testid": "rematch-ready" }, t("rematch_ready"), " ",
      h("a", { href, class: "button primary", "data-testid": "rematch-link", onclick: carry }, t("open_table")),
      told && told.host_token
        ? h("a", { href: "/", class: "button", "data-testid": "rematch-invites" }, t("lobby"))
        : null);
  }

  async function onTakeBack() {
    try {
      await api.join(id, token, undefined, lang()); // the same invite token: the seat is ours again
      error = "";
    } catch (e) { error = e.message; render(); }
  }

  async function onLeave() {
    if (!confirm(t("leave_confirm"))) return;
    try { await api.leave(id, token); } catch (e) { error = e.message; render(); }
  }

  onLang(() => {
    render();
    // The frame's texts are in the socket's language: ask again in the new one.
    if (ws && wsLang !== lang()) {
      const old = ws;
      ws = null;
      old.close(1000);
      connect();
    } else if (!ws) {
      poll();
    }
  });

  render();
  connect();
}
