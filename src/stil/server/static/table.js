// A table: the live page (/t/{id}, a seat from an invite link or a spectator) and the
// drawing of one frame, which the replay page shares. Drawn with Preact (ui.js): each region
// is a component of the frame, and a new frame patches the page in place, so the focus, an
// open panel and a card's detail stay where the player left them.

import { h, render, Fragment, useState, useEffect, useLayoutEffect, useRef } from "./ui.js";
import { h as domH, s as domS } from "./dom.js";
import { t, pick, lang, onLang, addTexts } from "./i18n.js";
import { api, secrets, gameData, seatsMissing } from "./api.js";
import { icon, cardNode, cardFace, cardTip, cardLabel, loadDeck, setArt, refreshTip, hideTip, focusQuietly, tipAnchor, showTipAgain, redrawn } from "./card.js";
import { motion, attention } from "./motion.js";
import { SeriesTable, SeatClock, clockText } from "./series.js";
import { slot, onPlug, message } from "./slots.js";
import { HintButton } from "./hint.js";
import { Review } from "./review.js";

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
/**
 * Everything a frame shows, as a Preact element. `ctx`: {mode: "live"|"replay",
 * send(action), busy, host, fresh (how many events are new), onStart, onRematch, onLeave,
 * onUndo, rematch (the notice that takes the Rematch button's place), board, extra}.
 */
export function drawFrame(frame, game, ctx) {
  return h(FrameView, { frame, game, ctx });
}

/** Draw `vnode` (drawFrame's) into `root`, patching what is there. */
export { render as mount };

/** An event's place in the log: its `i`, or its position where it has none or a name for
 * one (the timer's note, "timer-12", sits just before the move it made). */
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

export function statusText(frame, nameOf) {
  if (frame.status === "open") return { text: t("waiting_start"), turn: "open" };
  if (frame.status === "finished" || frame.scores) return { text: t("game_over"), turn: "over" };
  if (frame.your_turn) return { text: t("your_turn"), turn: "you" };
  if (frame.to_act != null) return { text: t("waiting_for", { name: nameOf(frame.to_act) }), turn: "other" };
  return { text: "", turn: "other" };
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

function decisionKey(frame) {
  return JSON.stringify([frame.table, frame.seq, (frame.actions || []).map((a) => a.action)]);
}

// at most this many buttons at the top of the decision; the rest are in the folded list
const MAX_TOP = 8;
// a choice among cards shows up to this many in a row; more in a grid that scrolls
const MAX_CARDS = 16;

function FrameView({ frame, game, ctx }) {
  const [mod, data, guide] = game || [null, null, null];
  const names = frame.players
    ? frame.players.map((p) => p.name || (frame.names || [])[p.seat] || t("seat_n", { n: p.seat + 1 }))
    : frame.names || [];
  const nameOf = (seat) => names[seat] ?? t("seat_n", { n: Number(seat) + 1 });
  const live = ctx.mode === "live";
  const can = live && !ctx.busy && !!ctx.send;

  // What the player has chosen within this decision: a card picked (its targets lit), the
  // several moves on one target offered as buttons, a move waiting to be confirmed. A new
  // decision starts with nothing chosen.
  const key = decisionKey(frame);
  const fresh0 = { key, card: null, several: null, asking: null };
  const [chosen, setChosen] = useState(fresh0);
  const cur = chosen.key === key ? chosen : fresh0;
  const update = (patch) => setChosen((u) => ({ ...(u.key === key ? u : fresh0), ...patch }));
  const actions = live ? frame.actions || [] : [];
  const groups = groupActions(actions);
  const picked = cur.card ?? (groups.byCard.size === 1 ? [...groups.byCard.keys()][0] : null);
  const byAction = new Map(actions.map((a) => [a.action, a]));
  // a weighty move (frame's `confirm: true`) asks first; any other goes at once
  const go = (a) => {
    if (!can || !a) return;
    if (a.confirm && cur.asking !== a.action) { update({ asking: a.action, several: null }); return; }
    update({ asking: null });
    ctx.send(a.action);
  };
  const sel = { cur, update, go, picked, groups, can, byAction };

  let view = null;
  let dom = false;
  if (mod && typeof mod.render === "function" && frame.view) {
    dom = mod.dom === true; // a view that draws DOM nodes itself (a table it pans and zooms)
    const c = {
      h: dom ? domH : h, s: dom ? domS : h, t, pick, lang: lang(), data, nameOf, seat: frame.seat,
      // the view's own words ([web] of its game's locale) by their bare key, so a view
      // never names its game (a copied folder under a new id reads its own)
      label: (k, params) => t(`${frame.game}.${k}`, params),
      // card faces (card.js): card(id, opts) a face, cardTip(el, id) for a DOM view's own
      // drawing of a card, cardLabel(id) its name for an alt text
      card: (id, opts) => (dom ? cardFace : cardNode)(frame.game, id, opts),
      cardTip: (el, id, opts) => cardTip(el, frame.game, id, opts),
      cardLabel: (id) => cardLabel(frame.game, id),
      actions,
      send: can ? (action) => go(byAction.get(action) || { action }) : null,
    };
    if (dom) view = { build: () => mod.render(frame, c), deps: [JSON.stringify([frame.view, actions, frame.seat]), lang(), can] };
    else {
      try {
        view = mod.render(frame, c);
      } catch (e) {
        console.error("view failed, showing the board instead", e);
        view = null;
      }
    }
  }
  const waiting = frame.status === "open";
  const main = h("div", { class: "col-main" },
    h(FinalPanel, { frame, nameOf, ctx, guide }),
    view ? h(GameView, { frame, view, dom, sel }) : null,
    waiting ? h("section", { class: "panel not-dealt", "data-testid": "not-dealt" }, h("p", { class: "muted" }, t("not_dealt"))) : null,
    h(Legend, { guide }),
    !waiting && (frame.board || ctx.board) ? h(Board, { frame, ctx, open: !view }) : null);
  // Phone: the decision (with the last move), the table, then who plays and what happened.
  // Wider: the decision, players and log in a left column beside the table.
  return h("div", { class: "table-layout" },
    live ? h(Decision, { frame, ctx, sel, nameOf }) : null,
    live ? h(FirstGame, { frame, guide }) : null,
    main,
    h(PlayersPanel, { frame, nameOf }),
    h(LogPanel, { frame, fresh: ctx.fresh ?? -1 }),
    live ? h(ChatSlot, { frame, ctx }) : null,
    ctx.extra ? h("div", { class: "extra" }, ctx.extra) : null);
}

// -- the game's own drawing, its targets lit ------------------------------------------------
function GameView({ frame, view, dom, sel }) {
  const ref = useRef(null);
  useLayoutEffect(() => light(ref.current, frame, sel));
  const pressed = (e) => {
    const el = e.target.closest && e.target.closest("[data-lit]");
    if (!el || !ref.current.contains(el) || !sel.can) return false;
    e.stopPropagation();
    e.preventDefault();
    litAction(el, frame, sel);
    return true;
  };
  return h("section", {
    ref, class: "panel game-view", "data-testid": "game-view", "data-game": frame.game,
    onclick: pressed,
    onkeydown: (e) => { if ((e.key === "Enter" || e.key === " ") && e.target.dataset && e.target.dataset.lit) pressed(e); },
  }, dom ? h(Island, view) : view);
}

/** A view that draws DOM nodes itself: drawn anew when what it shows changes, and the card
 * the keyboard was on (with its detail) found again in the new drawing. */
function Island({ build, deps }) {
  const ref = useRef(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const was = document.activeElement;
    const had = was && box.contains(was) && was.dataset ? was.dataset.card : null;
    const nth = had ? [...box.querySelectorAll("[data-card]")].filter((x) => x.dataset.card === had).indexOf(was) : -1;
    const tipped = had && tipAnchor() === was;
    let el = null;
    try { el = build(); } catch (e) { console.error("view failed", e); }
    box.replaceChildren(...(el ? [el] : []));
    if (had) {
      const again = [...box.querySelectorAll("[data-card]")].filter((x) => x.dataset.card === had)[Math.max(0, nth)];
      if (again) {
        focusQuietly(again);
        if (tipped) showTipAgain(again);
      }
    }
    refreshTip();
  }, deps);
  return h("div", { ref, class: "island" });
}

/** Light the targets of the picked card (and the moves that only name a target) in the
 * game's drawing: each element with a matching data-target, and each card drawn there that
 * is a move, becomes a button (the clicks are the section's, `litAction`). */
function light(root, frame, sel) {
  if (!root) return;
  for (const el of root.querySelectorAll("[data-lit]")) {
    el.classList.remove("target-lit", "card-lit");
    for (const a of ["role", "tabindex", "aria-label"]) {
      const was = el.dataset[`was_${a.replace("-", "_")}`];
      if (was === undefined) continue;
      if (was === "\u0000") el.removeAttribute(a); else el.setAttribute(a, was);
      delete el.dataset[`was_${a.replace("-", "_")}`];
    }
    delete el.dataset.lit;
  }
  if (!sel.can || sel.cur.asking) return; // a move waiting for its Yes lights nothing else
  const { byCard } = sel.groups;
  const at = targetsOf(frame, sel);
  const mark = (el, kind, text) => {
    el.dataset.lit = kind;
    el.classList.add(kind === "card" ? "card-lit" : "target-lit");
    const set = (a, v) => {
      el.dataset[`was_${a.replace("-", "_")}`] = el.hasAttribute(a) ? el.getAttribute(a) : "\u0000";
      el.setAttribute(a, v);
    };
    set("role", "button");
    set("tabindex", "0");
    set("aria-label", text);
  };
  // cards drawn in the game's view (a castle's, a hand's): a click plays the card on the
  // target it lies in when that is a move, else picks it and lights its targets
  for (const el of root.querySelectorAll("[data-card]")) {
    const mine = byCard.get(el.dataset.card);
    if (!mine || el instanceof SVGElement || el.classList.contains("playable") || el.classList.contains("selectable")) continue;
    const host = el.parentElement && el.parentElement.closest("[data-target]");
    const exact = host ? mine.filter((a) => a.target === host.dataset.target) : [];
    // a card lying in another place than the seat's own (the row, another castle) that is
    // not itself a move there is only a picture of that card
    if (host && !exact.length && host.dataset.target !== `seat:${frame.seat}`) continue;
    mark(el, "card", mine.map((a) => a.text).join(" · "));
  }
  for (const el of root.querySelectorAll("[data-target]")) {
    const here = at.get(el.dataset.target);
    if (here) mark(el, "target", here.map((a) => a.text).join(" · "));
  }
}

function targetsOf(frame, sel) {
  const { byCard, targetOnly } = sel.groups;
  const acts = [...targetOnly, ...(sel.picked != null ? byCard.get(sel.picked) || [] : [])];
  const at = new Map();
  for (const a of acts) if (a.target != null) { if (!at.has(a.target)) at.set(a.target, []); at.get(a.target).push(a); }
  return at;
}

function litAction(el, frame, sel) {
  if (el.dataset.lit === "card") {
    const mine = sel.groups.byCard.get(el.dataset.card) || [];
    const host = el.parentElement && el.parentElement.closest("[data-target]");
    const exact = host ? mine.filter((a) => a.target === host.dataset.target) : [];
    if (exact.length === 1) sel.go(exact[0]);
    else if (mine.length === 1 && mine[0].target == null) sel.go(mine[0]);
    else sel.update({ card: el.dataset.card, several: null, asking: null });
    return;
  }
  const here = targetsOf(frame, sel).get(el.dataset.target) || [];
  if (here.length === 1) sel.go(here[0]);
  else if (here.length) sel.update({ several: here.map((a) => a.action), asking: null });
}

// -- the decision ---------------------------------------------------------------------------
function Decision({ frame, ctx, sel, nameOf }) {
  const ref = useRef(null);
  const inside = useRef(false); // the keyboard was in the decision: it stays there over frames
  // the hint's mark (showHinted) belongs to the decision it was asked at
  useLayoutEffect(() => clearHinted(ref.current), [frame.seq]);
  const actions = frame.actions || [];
  const events = frame.events || [];
  const lastEvent = events.length ? events[events.length - 1] : null;
  const { cur, update, go, picked, groups, can, byAction } = sel;
  const { byCard, targetOnly, plain } = groups;
  // a new decision of this seat that arrives out of sight (the player scrolled down to the
  // table) is brought into view, with the last move above it
  const mineNow = frame.your_turn && actions.length ? frame.seq : null;
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || mineNow == null) return;
    const r = panel.getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight - 80) panel.scrollIntoView({ block: "start" });
  }, [mineNow]);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || !inside.current || panel.contains(document.activeElement)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    // the control pressed is gone with its decision: the first one of the new decision
    const first = panel.querySelector("button:not([disabled]), [data-key], summary, [data-testid=question]");
    if (first) focusQuietly(first);
  });
  const parts = [];
  if (frame.status === "open" && ctx.host && ctx.onStart) {
    parts.push(h("div", { class: "row" },
      h("button", { type: "button", class: "primary", "data-testid": "start", onclick: () => ctx.onStart(false) }, t("start")),
      h("button", { type: "button", "data-testid": "start-fill", onclick: () => ctx.onStart(true) }, t("start_fill"))));
  }
  // what just happened, one line, beside the question (the whole log is below); when the
  // turn timer made the latest move, its note ("time ran out — a bot moved for Оля")
  // leads the line, since the log puts it before what that move did
  if (lastEvent && frame.status !== "open") {
    const note = [...events].reverse().find((e) => e.timer);
    const at = note ? Number(String(note.i).split("-")[1]) : NaN;
    const timed = note && note !== lastEvent && frame.seq <= at + 1 ? note : null;
    const said = timed ? `${timed.text} · ${lastEvent.text}` : lastEvent.text;
    parts.push(h("p", { class: `last-move ${lastEvent.rule ? "rule" : ""} ${timed || lastEvent.timer ? "timer" : ""}`,
                        "data-testid": "last-move", role: "status", "aria-live": "polite", title: said }, said));
  }
  // where the game stands, as the game says it ("Оля has placed 4 of 5 cats")
  if (frame.progress) parts.push(h("p", { class: "progress", "data-testid": "progress" }, frame.progress));
  // a move with no choice is made for the person: said quietly, nothing to tap
  if (frame.auto && frame.auto.text) {
    parts.push(h("p", { class: "auto muted", "data-testid": "auto", role: "status" }, `⏳ ${frame.auto.text}`));
  }
  const question = frame.question || "";
  if (question && (actions.length || frame.seat == null || frame.your_turn)) {
    parts.push(h("p", { class: "question", "data-testid": "question", tabindex: "-1", id: "decision-question" }, question));
  }
  const asking = cur.asking ? byAction.get(cur.asking) : null;
  if (asking) parts.push(h(Confirm, { a: asking, ctx, update }));
  else if (actions.length) parts.push(h(Choices, { frame, ctx, sel }));
  // "What would the expert play?" where the host allowed hints (issue 42, hint.js)
  if (frame.hints && frame.your_turn && frame.table && !asking) {
    parts.push(h(HintButton, { table: frame.table, seat: frame.seat, token: ctx.token || null, frame, lang: lang(),
      onPick: (action) => showHinted(ref.current, action) }));
  }
  if (ctx.onUndo && frame.undo && !asking) {
    parts.push(h("div", { class: "row undo-row" },
      h("button", { type: "button", class: "subtle", "data-testid": "undo", disabled: ctx.busy, onclick: ctx.onUndo },
        `↶ ${t("undo")}`)));
  }
  if (frame.deadline) parts.push(h(Deadline, { value: frame.deadline, key: String(frame.deadline) }));
  if (!parts.length) return null;
  void byCard; void targetOnly; void plain; void picked; void can; void go; void nameOf;
  return h("section", {
    ref, id: "decision", tabindex: "-1",
    class: `panel decision ${frame.your_turn ? "mine" : ""}`, "data-testid": "decision",
    "data-seq": frame.seq, "data-choices": actions.length,
    onfocusin: () => { inside.current = true; },
    onfocusout: (e) => { if (e.relatedTarget && !ref.current.contains(e.relatedTarget)) inside.current = false; },
  }, parts);
}

/** Mark the hinted move among the decision's choices and bring it into sight (a card may be
 * scrolled away in the hand's row on a phone); the hint never plays it. A new decision
 * clears the mark (Decision). */
function showHinted(section, action) {
  if (!section) return;
  clearHinted(section);
  const el = [...section.querySelectorAll("[data-action]")].find((e) => e.dataset.action === action
    && e.offsetParent !== null);
  if (!el) return;
  el.classList.add("hinted");
  // "start" across: the phone's hand row snaps its cards by their start, and would pull a
  // card brought in by its end back out again
  el.scrollIntoView({ block: "nearest", inline: "start" });
}

function clearHinted(section) {
  if (section) for (const el of section.querySelectorAll(".hinted")) el.classList.remove("hinted");
}

/** A weighty move asks first: the move said again, Yes (which sends it) and No. */
function Confirm({ a, ctx, update }) {
  const yes = useRef(null);
  useEffect(() => { if (yes.current) focusQuietly(yes.current); }, [a.action]);
  return h("div", { class: "confirm", role: "alertdialog", "aria-labelledby": "confirm-q", "data-testid": "confirm" },
    h("p", { id: "confirm-q", class: "confirm-q" },
      typeof a.confirm === "string" ? a.confirm : t("confirm_move", { move: a.text || a.action })),
    h("div", { class: "actions" },
      h("button", { ref: yes, type: "button", class: "primary", "data-testid": "confirm-yes", "data-action": a.action,
                    "data-key": "1", disabled: ctx.busy, onclick: () => { update({ asking: null }); ctx.send(a.action); } },
        t("confirm_yes")),
      h("button", { type: "button", "data-testid": "confirm-no", "data-key": "2", onclick: () => update({ asking: null }) },
        t("confirm_no"))));
}

// -- direct manipulation: a card of the hand, then one of its targets ----------------------
// Each action names the card it plays and its target (frame.actions[i].card / .target, from
// the game's rules); cards that cannot be played come with the engine's reason
// (frame.unplayable). The decision shows one face per card, the actions that play no card
// as buttons, and the whole list folded away; picking a card lights its targets in the
// game's drawing, where elements carry data-target="seat:1", "city:…", "kingdom:5", "cell:3,4".
function Choices({ frame, ctx, sel }) {
  const actions = frame.actions || [];
  const { cur, update, go, picked, groups } = sel;
  const { byCard, targetOnly, plain } = groups;
  // why a card cannot be played, said for this decision only
  const dkey = decisionKey(frame);
  const [said, setSaid] = useState({ key: null, text: null });
  const why = said.key === dkey ? said.text : null;
  const setWhy = (text) => setSaid({ key: dkey, text });
  const unplayable = frame.unplayable || [];
  let n = 0;
  const keyed = () => (++n <= 9 ? String(n) : null);
  const button = (a, extra = "") => {
    const k = keyed();
    return h("button", {
      key: `${extra}|${a.action}`, type: "button", class: `action ${extra}`, "data-action": a.action, title: a.action,
      disabled: ctx.busy, "data-key": k, "aria-keyshortcuts": k, onclick: () => go(a),
    }, k ? h("kbd", { class: "key", "aria-hidden": "true" }, k) : null, a.text || a.action,
    // a move after which a cat may be laid (an action's `cat: true`): a paw, and said
    a.cat ? [" ", icon("paw", "cat-ok-icon", h), h("span", { class: "sr-only" }, t("cat_may_follow"))] : null);
  };
  const out = [];
  // at most MAX_TOP buttons at the top; any others are in the folded list of all moves
  const buttons = plain.slice(0, MAX_TOP);
  if (targetOnly.length <= MAX_TOP - plain.length) buttons.unshift(...targetOnly);
  const chips = [];
  for (const [card, acts] of byCard) {
    const one = acts.length === 1 && acts[0].target == null;
    const k = keyed();
    chips.push(cardNode(frame.game, card, {
      key: `p|${card}`, size: "card", selectable: true, selected: one ? null : card === picked,
      testid: `pick-${card}`, cls: "card-pick", action: one ? acts[0].action : null,
      extra: k ? h("kbd", { class: "key", "aria-hidden": "true" }, k) : null,
      attrs: k ? { "data-key": k, "aria-keyshortcuts": k } : null,
      onclick: () => {
        if (!sel.can) return;
        if (one) { go(acts[0]); return; }
        update({ card: picked === card ? null : card, several: null });
        setWhy(null);
      },
    }));
  }
  for (const u of unplayable) {
    const say = () => setWhy(`${cardLabel(frame.game, u.card)}: ${u.reason}`);
    chips.push(cardNode(frame.game, u.card, {
      key: `u|${u.card}`, size: "card", dimmed: true, reason: u.reason, testid: `unplayable-${u.card}`,
      cls: "card-pick unplayable", onclick: say, onfocus: say, onmouseenter: say,
    }));
  }
  const many = byCard.size > MAX_CARDS;
  if (chips.length) {
    out.push(many
      ? h("div", { class: "actions hand-pick card-choice", "data-testid": "card-choice", role: "group", "aria-label": t("choose_card") }, chips)
      : h("div", { class: "actions hand-pick", "data-testid": "hand-pick", role: "group", "aria-label": t("your_cards") }, chips));
  }
  // the picked card's targets (or the several moves on one target) as buttons, while they
  // and the other buttons stay within MAX_TOP
  const acts = cur.several ? cur.several.map((x) => sel.byAction.get(x)).filter(Boolean)
    : picked != null ? byCard.get(picked) || [] : [];
  const room = MAX_TOP - buttons.length;
  const targetButtons = acts.length && (cur.several || (acts.length <= room && !(acts.length === 1 && acts[0].target == null)))
    ? acts.map((a) => button(a, "target")) : [];
  out.push(h("div", { class: "actions targets", "data-testid": "targets", role: "group", "aria-label": t("choose_target") },
    targetButtons,
    !targetButtons.length && acts.length > room ? h("p", { class: "muted" }, t("choose_on_table")) : null));
  out.push(h("p", { class: "why", "data-testid": "why", role: "status", "aria-live": "polite" }, why));
  if (buttons.length) {
    out.push(h("div", { class: "actions", "data-testid": "actions", role: "group", "aria-label": t("choose") },
      buttons.map((a) => button(a))));
  }
  // every action, card × target, folded away: the accessible list (and the tests' way in)
  if (actions.length > buttons.length) {
    out.push(h("details", { class: "all-moves", "data-testid": "all-moves", key: decisionKey(frame) },
      h("summary", {}, t("all_moves", { n: actions.length })),
      h("div", { class: "actions", "data-testid": "all-actions", role: "group", "aria-label": t("choose") },
        actions.map((a) => h("button", {
          key: a.action, type: "button", class: "action", "data-action": a.action, title: a.action,
          disabled: ctx.busy, onclick: () => go(a),
        }, a.text || a.action)))));
  }
  return h(Fragment, null, out);
}

function Deadline({ value }) {
  const at = typeof value === "number" ? (value < 1e12 ? value * 1000 : value) : Date.parse(value);
  const [, tick] = useState(0);
  useEffect(() => {
    if (Number.isNaN(at)) return undefined;
    const timer = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (Number.isNaN(at)) return null;
  const left = Math.max(0, Math.round((at - Date.now()) / 1000));
  // a turn-based table's hours and days said as such (series.js)
  const said = left > 3600 ? t("deadline_long", { clock: clockText(left) }) : t("deadline", { s: left });
  return h("p", { class: "deadline", "data-testid": "deadline" }, said);
}

// -- a first game: three lines, once ------------------------------------------------------
/** On a person's first table of a game: its goal, a turn and how it ends (the how-to
 * guide's, or the game's own `first.*` labels), linked to the whole how-to page; shown at
 * that table until closed, and at no later table. */
function FirstGame({ frame, guide }) {
  const store = `stil.first.${frame.game}`;
  const [closed, setClosed] = useState(false);
  if (closed || frame.seat == null || frame.status !== "live" || !frame.table) return null;
  const seen = localStorage.getItem(store);
  if (seen && seen !== frame.table) return null;
  const g = guide && guide[lang()];
  const own = (k) => {
    const said = t(`${frame.game}.first.${k}`);
    return said === `${frame.game}.first.${k}` ? null : said;
  };
  const lines = [own("goal") || (g && g.goal), own("turn") || (g && (g.turn || [])[0]), own("end") || (g && g.end)];
  if (lines.some((x) => !x)) return null;
  if (!seen) localStorage.setItem(store, frame.table);
  return h("section", { class: "panel first-game", "data-testid": "first-game" },
    h("h2", {}, t("first_game_title")),
    h("dl", {},
      h("dt", {}, t("first_goal")), h("dd", {}, lines[0]),
      h("dt", {}, t("first_turn")), h("dd", {}, lines[1]),
      h("dt", {}, t("first_end")), h("dd", {}, lines[2])),
    h("div", { class: "row" },
      h("a", { href: `/howto/${encodeURIComponent(frame.game)}?lang=${lang()}&table=${encodeURIComponent(frame.table)}`,
               target: "_blank", rel: "noopener", "data-testid": "first-game-howto" }, t("how_to_play")),
      h("button", { type: "button", class: "subtle", "data-testid": "first-game-close",
                    onclick: () => { localStorage.setItem(store, "seen"); setClosed(true); } }, t("got_it"))));
}

// -- the board, the legend -------------------------------------------------------------------
/** The server's drawing of the board: a replay frame carries it; the live page fetches it
 * (ctx.board) only while the panel is open. */
function Board({ frame, ctx, open }) {
  const [isOpen, setOpen] = useState(open);
  const drawn = frame.board ?? (ctx.board ? ctx.board.html(frame) : null);
  useEffect(() => { if (ctx.board && isOpen && frame.status !== "open") ctx.board.need(frame); });
  return h("details", { class: "panel board", "data-testid": "board", open,
                        ontoggle: (e) => setOpen(e.currentTarget.open) },
    h("summary", {}, t("board")),
    drawn != null ? h("div", { class: "board-html", dangerouslySetInnerHTML: { __html: drawn } })
      : h("p", { class: "muted" }, t("loading")));
}

/** What every mark drawn on the table means (the game's how-to legend), folded. */
function Legend({ guide }) {
  const g = guide && guide[lang()];
  if (!g || !(g.legend || []).length) return null;
  return h("details", { class: "panel legend", "data-testid": "legend" },
    h("summary", {}, t("legend")),
    h("dl", {}, g.legend.map((x) => [h("dt", {}, x.symbol), h("dd", {}, x.meaning)])));
}

// -- the end ---------------------------------------------------------------------------------
/** The game's review (issue 42: every seat's chance move by move, and each person's three
 * moves that cost most, with the expert's alternative), computed only when asked: a review
 * takes the bots' workers a few tenths of a second, which a table nobody looks back on
 * should not spend. */
function ReviewOnAsk({ table }) {
  const [shown, setShown] = useState(false);
  if (shown) return h(Review, { table, lang: lang() });
  return h("button", { type: "button", class: "button", "data-testid": "show-review", onclick: () => setShown(true) },
    t("review_show"));
}

function FinalPanel({ frame, nameOf, ctx, guide }) {
  if (!(frame.status === "finished" || frame.scores)) return null;
  const scores = frame.scores || [];
  const winners = frame.winners || [];
  const rows = scores.map((sc, seat) =>
    h("tr", { class: winners.includes(seat) ? "winner" : "" },
      h("td", {}, winners.includes(seat) ? "★ " : "", nameOf(seat), seat === frame.seat ? ` (${t("you")})` : ""),
      h("td", { class: "num" }, sc)));
  const names = winners.map(nameOf).join(", ");
  const live = ctx.mode === "live";
  return h("section", { class: "panel final", "data-testid": "final" },
    h("h2", {}, t("final_title")),
    scores.length ? h("table", { class: "scores", "data-testid": "scores" },
      h("thead", {}, h("tr", {}, h("th", {}, t("players_title")), h("th", { class: "num" }, t("score")))),
      h("tbody", {}, rows)) : null,
    h("p", { class: "winners", "data-testid": "winners" },
      winners.length ? t(winners.length === 1 ? "winner" : "winners", { names }) : t("no_winner")),
    h(SeriesTable, { frame, nameOf }),
    // the rematch: its notice where the button was, so the player sees it where they tapped
    live && ctx.rematch ? ctx.rematch : null,
    live && !ctx.rematch && ctx.host && ctx.onRematch
      ? h("button", { type: "button", class: "primary", "data-testid": "rematch", onclick: ctx.onRematch },
          frame.series && !frame.series.over ? t("series_next") : t("rematch"))
      : null,
    live && frame.table
      ? h("a", { class: "button", href: `/replay/${encodeURIComponent(frame.table)}`, "data-testid": "to-replay" }, t("watch_replay"))
      : null,
    live && frame.table ? h(ReviewOnAsk, { table: frame.table }) : null,
    h(FinalParts, { frame, guide }),
    frame.final
      ? h("details", { class: "final-as-text" },
          h("summary", {}, t("final_as_text")),
          h("pre", { class: "final-text", "data-testid": "final-text", tabindex: "0" }, frame.final))
      : null);
}

/** The game's own final screen as tables that fit any width (on a phone each row becomes
 * a card of "column: value" lines), its lines of text, and how the game scores (its how-to
 * guide's scoring), so each number can be read. */
function FinalParts({ frame, guide }) {
  const parts = frame.final_parts || [];
  if (!parts.length) return null;
  const out = [];
  for (const part of parts) {
    if (part.table) out.push(finalTable(part.table));
    else if (part.text) out.push(h("p", { class: "final-line" }, part.text));
  }
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
    h("thead", {}, h("tr", {}, cols.map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, (tb.rows || []).map((row) =>
      h("tr", {}, row.map((v, i) => cell(i ? "td" : "th", v, i, i ? {} : { scope: "row" }))))),
    tb.footer ? h("tfoot", {}, h("tr", { class: "total" }, tb.footer.map((v, i) =>
      cell(i ? "td" : "th", v, i, i ? {} : { scope: "row" })))) : null);
}

// -- players, log, chat ------------------------------------------------------------------------
/** A seat's colour where the game gives one ("Оля (жовті)"): {name, hex} or a word. */
function colourOf(p) {
  const c = p.colour ?? p.color;
  if (c == null) return null;
  if (typeof c === "string") return { name: c, hex: null };
  return { name: pick(c.name ?? c.names ?? ""), hex: c.hex || c.rgb || null };
}

function PlayersPanel({ frame, nameOf }) {
  const players = frame.players || [];
  const listed = (p) => {
    const said = (frame.names || [])[p.seat];
    return said && (!p.name || said.includes(p.name)) ? said : nameOf(p.seat);
  };
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
      const colour = colourOf(p);
      return h("li", {
        key: p.seat,
        class: `player ${acting ? "acting" : ""} ${p.seat === frame.seat ? "me" : ""}`,
        "data-testid": `player-${p.seat}`, "data-connected": p.kind === "human" ? String(!!p.connected) : "bot",
      },
      h("span", { class: `dot ${p.kind !== "human" ? "bot" : p.connected ? "on" : "off"}`, "aria-hidden": "true" }),
      acting ? h("span", { class: "turn-mark", "aria-label": t("waiting_for", { name: "" }) }, "▶ ") : null,
      colour && colour.hex ? h("span", { class: "swatch", style: `background:${colour.hex}`, "aria-hidden": "true" }) : null,
      // the frame's list names a seat with its colour where the game has them ("Оля (жовті)")
      h("strong", {}, listed(p)),
      colour && colour.name && !listed(p).includes(colour.name) ? ` (${colour.name})` : "",
      p.seat === frame.seat ? ` (${t("you")})` : "",
      h("span", { class: "muted" }, ` · ${state}`),
      acting && frame.turn_based ? h(SeatClock, { value: frame.deadline }) : null);
    })));
}

const wide = () => !window.matchMedia || window.matchMedia("(min-width: 900px)").matches;

/** The whole log, newest first: open beside the table on a wide screen, folded under the
 * table on a phone (the last move is shown in the decision). */
function LogPanel({ frame, fresh }) {
  const [open] = useState(wide);
  const events = frame.events || [];
  const n = events.length;
  const items = [];
  for (let i = n - 1; i >= 0; i--) {
    const isNew = eventIndex(events[i], i) > fresh;
    items.push(h("li", { key: String(events[i].i ?? i), class: `${isNew ? "fresh" : ""} ${events[i].rule ? "rule" : ""}`,
                         "data-testid": isNew ? "event-fresh" : "event" }, events[i].text));
  }
  return h("details", { class: "panel log", open, "data-testid": "log-panel" },
    h("summary", {}, h("h3", {}, t("log"), n ? ` (${n})` : "")),
    n ? h("ol", { "data-testid": "log", reversed: true, tabindex: "0", "aria-label": t("log") }, items)
      : h("p", { class: "muted", "data-testid": "log" }, t("log_empty")));
}

/** The chat panel's place (slots.js): beside the log; nothing drawn until a panel plugs in. */
function ChatSlot({ frame, ctx }) {
  const [, again] = useState(0);
  useEffect(() => onPlug(() => again((x) => x + 1)), []);
  const Panel = slot("chat");
  return h("div", { id: "chat-slot", class: `chat-slot ${Panel ? "panel" : ""}`, "data-testid": "chat-slot" },
    Panel ? h(Panel, { table: frame.table, seat: frame.seat, token: ctx.token || null, frame, lang: lang() }) : null);
}

// -- the live page -----------------------------------------------------------------------
function readFragment() {
  const p = new URLSearchParams(location.hash.slice(1));
  const token = p.get("token");
  const seat = p.get("seat");
  return token ? { seat: seat == null ? null : Number(seat), token } : null;
}

/** The page's head: the game, whose move, who you are, and the deal's commitment behind ⓘ. */
function Header({ frame, st, reconnecting, id, title, redraw }) {
  const [showHash, setShowHash] = useState(false);
  const customDeal = frame && frame.custom_deal
    ? h("span", { class: "badge custom-deal", title: t("custom_deal_why"), "data-testid": "custom-deal" }, t("custom_deal"))
    : null;
  return h("div", { class: "table-head" },
    h("a", { href: "#decision", class: "skip-link", "data-testid": "skip-to-decision",
             onclick: (e) => {
               const el = document.querySelector("#decision-question") || document.querySelector("#decision");
               if (el) { e.preventDefault(); el.focus(); el.scrollIntoView({ block: "nearest" }); }
             } }, t("skip_to_decision")),
    h("a", { href: "/", class: "back" }, t("back_to_lobby")),
    h("h1", { class: "game-name", "data-testid": "title" }, title),
    frame ? h("a", { href: `/howto/${encodeURIComponent(frame.game)}?lang=${lang()}&table=${encodeURIComponent(id)}`,
                     class: "howto-link", target: "_blank", rel: "noopener", "data-testid": "howto-link" },
                t("how_to_play")) : null,
    frame ? h("a", { href: `/cards/${encodeURIComponent(frame.game)}?lang=${lang()}`,
                     class: "howto-link", target: "_blank", rel: "noopener", "data-testid": "cards-link" },
                t("all_cards")) : null,
    h("span", { class: `status turn-${st.turn}`, "data-testid": "status", "data-turn": st.turn,
                role: "status", "aria-live": "polite" }, st.text),
    h("span", { class: "badge reconnecting", "data-testid": "reconnecting", hidden: !reconnecting }, t("reconnecting")),
    frame && frame.seat != null && frame.status !== "finished" ? attention.soundToggle(h, t, redraw) : null,
    frame && frame.seat == null ? h("span", { class: "badge", "data-testid": "spectator" }, t("spectator")) : null,
    frame && frame.seat != null ? h("span", { class: "badge me", "data-testid": "you-are" }, t("you_are", { name: st.me })) : null,
    // the custom-deal mark and the commitment's ⓘ wrap together: the ⓘ never starts a line alone
    frame && frame.seed_commitment
      ? h("span", { class: "commitment-box" },
          customDeal,
          h("button", { type: "button", class: "subtle info", "aria-expanded": String(showHash), "aria-label": t("commitment_about"),
                        title: t("commitment_about"), "data-testid": "commitment-info", onclick: () => setShowHash(!showHash) }, "i"),
          h("span", { class: "muted commitment", hidden: !showHash, "data-testid": "commitment",
                      "data-commitment": frame.seed_commitment },
            t("commitment", { hash: "" }), h("code", {}, frame.seed_commitment), " ", t("commitment_why")))
      : customDeal);
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
  // Undo: offered while this seat's last move is the table's last one. A move sent at seq n
  // is acknowledged by the frame of seq n + 1; any later seq (another's move) ends the offer.
  let undoWait = null; // the seq that will acknowledge the move sent
  let undoSeq = null; // the seq at which Undo is offered

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
        paint();
      }, () => { if (boardWanted === key) boardWanted = null; });
    },
  };

  root.replaceChildren();

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

  function paint() {
    const before = motion.measure(root);
    render(page(), root);
    redrawn();
    refreshTip();
    motion.play(root, before);
    attention.update(frame && !left() && frame.your_turn && frame.status === "live", t("your_turn"));
  }

  function page() {
    if (notFound) {
      document.title = `${t("not_found")} — ${t("app_title")}`;
      return h(Fragment, null,
        h("div", { class: "table-head" },
          h("a", { href: "/", class: "back" }, t("back_to_lobby")),
          h("h1", { class: "game-name", "data-testid": "title" }, t("not_found"))),
        h("div", { class: "table-body" },
          h("section", { class: "panel not-found", "data-testid": "not-found", role: "alert" },
            h("p", {}, t("not_found_text")),
            h("a", { href: "/", class: "button primary", "data-testid": "not-found-lobby" }, t("to_lobby")))));
    }
    const gone = left();
    const st = gone ? { text: t("bot_plays_seat"), turn: "left" }
      : frame ? statusText(frame, nameOf) : { text: t("loading"), turn: "loading" };
    if (frame && frame.seat != null) st.me = nameOf(frame.seat);
    document.title = `${st.text} — ${t("app_title")}`;
    const head = h(Header, { frame, st, reconnecting, id, title: frame ? gameTitle(frame.game) : t("app_title"), redraw: paint });
    const extras = [];
    if (error) extras.push(h("p", { class: "error", role: "alert", "data-testid": "error" }, t("error", { detail: error })));
    const rematchId = (frame && frame.rematch) || (rematchTold && rematchTold.id);
    const rematch = rematchId ? rematchNotice(rematchId) : null;
    const over = frame && (frame.status === "finished" || frame.scores);
    if (rematch && !over) extras.push(rematch);
    if (!frame) return h(Fragment, null, head, h("div", { class: "table-body" }, extras, h("p", { class: "muted" }, t("loading"))));
    // left to a bot: said first, with the way back, where the decision would be
    if (gone) {
      extras.push(h("p", { class: "notice", "data-testid": "left" }, t("bot_plays_seat"), " ",
        h("button", { type: "button", class: "primary", "data-testid": "take-back", onclick: onTakeBack }, t("take_back"))));
    }
    const leave = !gone && frame.seat != null && frame.status === "live"
      ? h("button", { type: "button", class: "subtle", "data-testid": "leave", onclick: onLeave }, t("leave"))
      : null;
    // the bot moves for a seat that was left: no decision is offered to it meanwhile
    const shown = gone ? { ...frame, your_turn: false, actions: [], question: null, undo: false }
      : { ...frame, undo: frame.undo ?? (undoSeq != null && undoSeq === frame.seq) };
    return h(Fragment, null, head, h("div", { class: "table-body" }, extras, drawFrame(shown, game, {
      mode: "live", busy, fresh, host: secrets.host(id), send, onStart, board: boardOnDemand, token,
      onRematch: frame.rematch ? null : onRematch, rematch: over ? rematch : null,
      onUndo: token ? onUndo : null,
      extra: leave,
    })));
  }

  function gameTitle(gid) {
    return catalogNames[gid] ? pick(catalogNames[gid]) : gid;
  }
  const catalogNames = {};
  api.catalog().then((c) => { for (const g of c) catalogNames[g.id] = g.names; paint(); }).catch(() => {});

  async function show(next) {
    if (!game || (frame && frame.game !== next.game)) game = await loadGame(next.game);
    const events = next.events || [];
    const last = events.length ? eventIndex(events[events.length - 1], events.length - 1) : -1;
    if (seenEvents === null || last > seenEvents || next.seq !== (frame && frame.seq)) {
      fresh = freshMark(events, seenEvents);
    }
    seenEvents = last;
    // a new decision is never met with a card's detail open over it
    if (!frame || next.seq !== frame.seq || next.your_turn !== frame.your_turn) hideTip();
    if (undoWait != null && next.seq === undoWait) { undoSeq = next.seq; undoWait = null; }
    else if (next.seq !== undoSeq) undoSeq = null;
    if (next.status !== "live") undoSeq = undoWait = null;
    frame = next;
    busy = false;
    paint();
  }

  // -- keys: 1–9 press the decision's first choices ----------------------------------------
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    const where = e.target;
    if (where && (["INPUT", "SELECT", "TEXTAREA"].includes(where.tagName) || where.isContentEditable)) return;
    const el = root.querySelector(`[data-testid=decision] [data-key="${e.key}"]`);
    if (!el || el.disabled) return;
    e.preventDefault();
    el.click();
  });

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
        if (msg.undo) undoSeq = null;
        paint();
      } else {
        message(msg); // a plugged panel's own messages (slots.js)
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
        paint();
        return;
      }
      if (ev.code === CLOSE_IDLE) {
        error = ev.reason || t("socket_idle");
        busy = false;
        paint();
        whenShown(connect);
        return;
      }
      if (ev.code === 4403 || ev.code === 1008) {
        error = ev.reason || "403";
        paint();
      }
      const busyServer = ev.code === CLOSE_BUSY;
      if (busyServer) error = ev.reason || t("socket_busy");
      reconnecting = true;
      busy = false;
      paint();
      // refused for a cap: from 5 s up to a minute, so a full server is not hammered
      const [first, most] = busyServer ? [5000, 60000] : [500, 10000];
      const delay = Math.min(most, first * 2 ** retries) * (0.75 + Math.random() / 2);
      retries++;
      retryTimer = setTimeout(connect, delay);
      if (retries === 2) poll(); // keep the page current over plain HTTP meanwhile
    };
  }

  async function poll() {
    try { await show(await api.state(id, token, lang())); } catch (e) { if (e.status === 404) { notFound = true; paint(); } }
  }

  async function send(action) {
    if (!frame || busy) return;
    busy = true;
    error = "";
    paint();
    const msg = { type: "action", seq: frame.seq, action };
    undoWait = frame.seq + 1;
    undoSeq = null;
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(msg));
    } else {
      try {
        await api.act(id, token, frame.seq, action);
        await poll();
      } catch (e) {
        error = e.message;
        busy = false;
        paint();
      }
    }
  }

  /** Take back this seat's last move (POST …/undo with the table's seq): the server says
   * no, with its reason in the page's language, when it cannot be taken back. */
  async function onUndo() {
    if (!frame || busy) return;
    busy = true;
    error = "";
    paint();
    try {
      const res = await fetch(`/api/tables/${encodeURIComponent(id)}/undo?lang=${encodeURIComponent(lang())}`, {
        method: "POST", headers: { "Content-Type": "application/json", "X-Seat-Token": token },
        body: JSON.stringify({ seq: frame.seq }),
      });
      undoSeq = null; // taken back, or refused: either way no second try at this move
      if (!res.ok) {
        let detail = `${res.status}`;
        try { const d = await res.json(); if (d && d.detail) detail = typeof d.detail === "string" ? d.detail : JSON.stringify(d.detail); } catch { /* no body */ }
        error = detail;
      }
      if (!ws) await poll();
    } catch (e) {
      error = e.message;
    }
    busy = false;
    paint();
  }

  async function onStart(fill) {
    try {
      await api.start(id, secrets.host(id), fill);
      error = "";
      if (!ws) await poll();
    } catch (e) {
      error = seatsMissing(e) ? t("start_needs_seats") : e.message;
      paint();
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
      paint();
    } catch (e) {
      error = e.message;
      paint();
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
    return h("p", { class: "notice", "data-testid": "rematch-ready", key: "rematch" }, t("rematch_ready"), " ",
      h("a", { href, class: "button primary", "data-testid": "rematch-link", onclick: carry }, t("open_table")),
      told && told.host_token
        ? h("a", { href: "/", class: "button", "data-testid": "rematch-invites" }, t("lobby"))
        : null);
  }

  async function onTakeBack() {
    try {
      await api.join(id, token, undefined, lang()); // the same invite token: the seat is ours again
      error = "";
    } catch (e) { error = e.message; paint(); }
  }

  async function onLeave() {
    if (!confirm(t("leave_confirm"))) return;
    try { await api.leave(id, token); } catch (e) { error = e.message; paint(); }
  }

  onLang(() => {
    paint();
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

  paint();
  connect();
}
