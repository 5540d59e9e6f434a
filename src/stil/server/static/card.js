// Cards drawn as cards: a generated face (no artwork) for any card of any game, from the
// catalog (`GET /api/catalog`: per game `cards`, names, short effect lines and texts in
// uk/ru/en) and the game's own face declaration (its web data's `faces`: a colour and an icon
// per kind, which numbers to show). A face is built by one function for both ways the client
// draws: as Preact elements (`cardNode`, the table page) and as DOM elements (`cardFace`, the
// gallery and a game's own DOM drawing). Its whole text opens in one shared detail box only when
// asked: a hover with a mouse, a tap on a card that does nothing else, a long press, or
// keyboard focus the player moved; it is closed when a new decision arrives, and placed where
// it covers no decision button and no lit target.
// No game is named here: everything particular comes from the game's data and view.

import { h as domH, s as domS } from "./dom.js";
import { h as vh } from "./ui.js";
import { t, pick, lang, addTexts, FALLBACK } from "./i18n.js";
import { api, gameData } from "./api.js";

// -- icons: simple shapes in a 24×24 box, named for what they look like ----------------------
export const ICONS = {
  star: "M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z",
  crown: "M3 19h18l-1.5-11-4.5 4-3-7-3 7-4.5-4z",
  tower: "M4 22V5h3v3h3V5h4v3h3V5h3v17h-6v-5a2 2 0 0 0-4 0v5z",
  house: "M12 3l10 9h-3v9h-5v-6h-4v6H5v-9H2z",
  shield: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z",
  sword: "M20 2h2v2L10.5 15.5l2 2-1.5 1.5-2-2-3.5 3.5L4 19l3.5-3.5-2-2L7 12l2 2z",
  heart: "M12 21l-8.3-8.3A5 5 0 0 1 12 6a5 5 0 0 1 8.3 6.7z",
  leaf: "M4 20C4 11 10 5 21 3c-1 11-7 17-17 17z",
  paw: "M12 12c-3 0-6 4-6 7 0 2 1.5 2.5 3 2.5S11 21 12 21s1.5.5 3 .5 3-.5 3-2.5c0-3-3-7-6-7z" +
    "M3 10a2 2.5 0 1 0 4 0a2 2.5 0 1 0-4 0zM7.5 5.5a2 2.5 0 1 0 4 0a2 2.5 0 1 0-4 0z" +
    "M12.5 5.5a2 2.5 0 1 0 4 0a2 2.5 0 1 0-4 0zM17 10a2 2.5 0 1 0 4 0a2 2.5 0 1 0-4 0z",
  drop: "M12 2C9 7 5 11 5 15a7 7 0 0 0 14 0c0-4-4-8-7-13z",
  wave: "M2 8c3-3 5 3 8 0s5 3 8 0 4 0 4 0v4s-1 1-4 1-5-3-8 0-5-3-8 0zM2 15c3-3 5 3 8 0s5 3 8 0 4 0 4 0v4s-1 1-4 1-5-3-8 0-5-3-8 0z",
  bolt: "M13 2L4 14h7l-2 8 11-13h-7z",
  up: "M12 3l8 9h-5v9H9v-9H4z",
  down: "M12 21l-8-9h5V3h6v9h5z",
  scroll: "M6 2h9l5 5v15H6zM9 11v1.6h8V11zM9 15v1.6h8V15z",
  sparkle: "M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z",
  circle: "M12 3a9 9 0 1 0 .01 0z",
  box: "M3 7l9-4 9 4v10l-9 4-9-4z",
  fish: "M2 12c3-5 9-7 14-4l5-3v14l-5-3c-5 3-11 1-14-4z",
  eye: "M1 12c4-7 18-7 22 0-4 7-18 7-22 0zm11-4a4 4 0 1 0 .01 0z",
  flag: "M5 2h2v20H5zM7 3h12l-3 4 3 4H7z",
  hourglass: "M6 2h12v2c0 4-4 6-4 8s4 4 4 8v2H6v-2c0-4 4-6 4-8S6 8 6 4z",
  moon: "M15 2a10 10 0 1 0 7 15A8 8 0 0 1 15 2z",
  sun: "M12 7a5 5 0 1 0 .01 0zM11 0h2v4h-2zM11 20h2v4h-2zM0 11h4v2H0zM20 11h4v2h-4z",
  horn: "M12 1l4.5 21h-9zM9.6 12.5l5 -1 .3 1.4-5 1zM8.7 17l6.6-1.3.3 1.4-6.6 1.3z",
  coin: "M12 2a10 10 0 1 0 .01 0zm0 4a6 6 0 1 0 .01 0z",
};

/** An icon as an inline SVG: a name of ICONS, or a game's own `{d: "…"}` path. */
export function icon(which, cls = "cf-icon", s = domS) {
  const d = typeof which === "string" ? ICONS[which] : which && which.d;
  if (!d) return null;
  return s("svg", { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    s("path", { d, "fill-rule": "evenodd" }));
}

// -- colours: the ink that reads on a kind's colour (WCAG contrast ≥ 4.5:1) -----------------
function luminance(hex) {
  const m = /^#?([0-9a-f]{6})$/i.exec(String(hex || ""));
  if (!m) return 1;
  const n = parseInt(m[1], 16);
  const ch = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}
export function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
const DARK = "#1b1712";
/** White or near-black, whichever reads better on `colour`. */
export function inkOn(colour) {
  return contrast(colour, "#ffffff") >= contrast(colour, DARK) ? "#ffffff" : DARK;
}

// -- decks: a game's cards and its face declaration ---------------------------------------
const decks = new Map(); // game -> {cards: Map(id -> entry), faces, art}
const loading = new Map();

/** Load game `game`'s cards (the catalog) and faces (its web data) once; resolves to the deck. */
export function loadDeck(game) {
  if (!loading.has(game)) {
    loading.set(game, Promise.all([api.catalog().catch(() => []), gameData(game)]).then(([catalog, data]) => {
      const g = (catalog || []).find((x) => x.id === game);
      if (data && data.ui) addTexts(data.ui); // the number labels are the game's [web] texts
      setDeck(game, (g && g.cards) || [], (data && data.faces) || {});
      return decks.get(game);
    }));
  }
  return loading.get(game);
}

/** Register a deck by hand: `cards` as the catalog lists them, `faces` as the web data's. */
export function setDeck(game, cards, faces = {}) {
  const old = decks.get(game);
  decks.set(game, { cards: new Map(cards.map((c) => [String(c.id), c])), faces: faces || {}, art: old ? old.art : null });
}

/** A game's own drawing for a face (its view's `cardArt(entry, {h, s})`), where it has one. */
export function setArt(game, art) {
  if (!decks.has(game)) decks.set(game, { cards: new Map(), faces: {}, art: null });
  decks.get(game).art = typeof art === "function" ? art : null;
}

export function deckOf(game) {
  return decks.get(game) || null;
}

/** What a face says of card `id`, in the page's language; null for a card not in the deck. */
export function cardInfo(game, id) {
  const deck = decks.get(game);
  const entry = deck && deck.cards.get(String(id));
  if (!entry) return null;
  const said = entry[lang()] || entry[FALLBACK] || {};
  const faces = deck.faces;
  const styles = faces.styles || {};
  const by = faces.by && entry[faces.by] != null ? styles[entry[faces.by]] : null;
  const style = { ...(styles[entry.kind] || {}), ...(by || {}), ...(styles[entry.id] || {}) };
  const colour = style.colour || "#5b5247";
  const numbers = [];
  for (const spec of faces.numbers || []) {
    const v = (entry.numbers || {})[spec.key];
    if (v == null || v === 0) continue;
    numbers.push({ key: spec.key, value: `${spec.prefix || ""}${v}`, icon: spec.icon || null,
                   label: t(`${game}.number.${spec.key}`) });
  }
  const main = faces.main ? numbers.find((n) => faces.main.includes(n.key)) : null;
  return {
    id: entry.id, entry, name: said.name || entry.id, kind: said.kind || entry.kind, text: said.text || "",
    short: said.short || "",
    colour, ink: inkOn(colour), icon: style.icon || null, numbers, main: main || null,
    count: entry.count ?? entry.copies ?? null,
  };
}

/** The card named for people, for an alt text or a button: "Kyiv (city, might 3)". */
export function cardLabel(game, id) {
  const c = cardInfo(game, id);
  if (!c) return String(id);
  const bits = [c.kind, ...c.numbers.map((n) => `${n.label} ${n.value}`)].filter(Boolean);
  return bits.length ? `${c.name} (${bits.join(", ")})` : c.name;
}

// -- faces ----------------------------------------------------------------------------------
let uid = 0;

// the two ways of drawing: Preact elements (SVG's namespace is Preact's to find) or DOM nodes
const VNODE = { h: vh, s: vh };
const DOM = { h: domH, s: domS };

/**
 * Card `id` of `game` drawn with `D` ({h, s}).
 * opts: size "full" | "card" (a small card; `compact: true` says the same) | "chip" (inline,
 *   for dense rows); attrs (more attributes); selectable (a button: Enter/Space/click call onclick), selected,
 *   dimmed + reason (cannot be played now, and why, shown in its detail), onclick, count
 *   (×n on the face), testid, cls (more classes), extra (nodes appended inside, e.g. small
 *   buttons), label (the name to show instead, e.g. for a card the catalog lacks), action
 *   (the data-action the face sends, for the keyboard and tests), key (Preact's key).
 */
function face(D, game, id, opts = {}) {
  const { h } = D;
  const size = opts.size || (opts.compact ? "card" : "full");
  const c = cardInfo(game, id);
  const colour = c ? c.colour : "#5b5247";
  const ink = c ? c.ink : "#fff";
  const name = opts.label || (c ? c.name : String(id));
  const interactive = !!(opts.selectable || opts.onclick);
  const classes = ["card-face", `cf-${size}`, c ? `kind-${c.entry.kind}` : "cf-unknown",
    interactive ? "selectable" : "", opts.selected ? "selected" : "", opts.dimmed ? "dimmed" : "", opts.cls || ""];
  const descId = `cf-desc-${game}-${String(id).replace(/[^\w-]/g, "_")}-${D === DOM ? ++uid : "v"}`;
  const label = c ? cardLabel(game, id) : name;
  const parts = size === "full" ? fullParts(D, game, c, name, opts)
    : size === "card" ? cardParts(D, c, name, opts) : chipParts(D, c, name, opts);
  const tipped = c && size !== "full";
  const handlers = tipped ? tipHandlers(game, id, { reason: opts.dimmed ? opts.reason : null, interactive }) : {};
  const click = interactive && opts.onclick
    ? (e) => { if (!e.currentTarget.dataset.held) opts.onclick(e); }
    : null;
  return h(size === "chip" ? "span" : "div", {
    key: opts.key,
    class: classes.filter(Boolean).join(" "),
    style: `--cf-c:${colour};--cf-ink:${ink}`,
    "data-card": id, "data-testid": opts.testid || null, "data-action": opts.action || null,
    "data-why": opts.dimmed && opts.reason ? opts.reason : null,
    title: opts.dimmed && opts.reason ? opts.reason : null,
    tabindex: size === "full" && !interactive ? null : "0",
    // an img's insides are not read: a face holding buttons of its own is a group
    role: interactive ? "button" : size === "full" || opts.extra ? "group" : "img",
    "aria-label": opts.dimmed && opts.reason ? `${label}. ${opts.reason}` : label,
    "aria-describedby": tipped ? descId : null,
    "aria-pressed": interactive && opts.selected != null ? String(!!opts.selected) : null,
    "aria-disabled": opts.dimmed ? "true" : null,
    ...handlers,
    ...(opts.attrs || {}),
    onclick: click,
    onkeydown: interactive && opts.onclick
      ? (e) => { if ((e.key === "Enter" || e.key === " ") && e.target === e.currentTarget) { e.preventDefault(); opts.onclick(e); } }
      : null,
    onfocus: opts.onfocus
      ? (e) => { opts.onfocus(e); if (handlers.onfocus) handlers.onfocus(e); }
      : handlers.onfocus || null,
    onmouseenter: opts.onmouseenter
      ? (e) => { opts.onmouseenter(e); if (handlers.onmouseenter) handlers.onmouseenter(e); }
      : handlers.onmouseenter || null,
  },
  parts.filter((x) => x != null && x !== false),
  tipped ? h("span", { class: "sr-only", id: descId }, c.text) : null,
  opts.extra ? [opts.extra].flat().filter(Boolean) : null);
}

/** Card `id` as a Preact element (the table page, the games' views). */
export function cardNode(game, id, opts = {}) {
  return face(VNODE, game, id, opts);
}

/** Card `id` as a DOM element (the gallery, a game's own DOM drawing). */
export function cardFace(game, id, opts = {}) {
  return face(DOM, game, id, opts);
}

function band(D, c, main) {
  const { h } = D;
  return h("div", { class: "cf-band" },
    c && c.icon ? icon(c.icon, "cf-icon", D.s) : null,
    h("span", { class: "cf-kind" }, c ? c.kind : ""),
    main ? h("span", { class: "cf-main", title: main.label }, main.value) : null);
}

function numberRow(D, c) {
  const { h } = D;
  if (!c || !c.numbers.length) return null;
  return h("div", { class: "cf-nums" }, c.numbers.map((n) =>
    h("span", { class: "cf-num", "data-number": n.key },
      n.icon ? icon(n.icon, "cf-num-icon", D.s) : null,
      h("span", { class: "cf-num-label" }, n.label), " ", h("strong", {}, n.value))));
}

function fullParts(D, game, c, name, opts) {
  const { h } = D;
  const deck = decks.get(game);
  let art = null;
  if (c && deck && deck.art) {
    try { art = deck.art(c.entry, { h: D.h, s: D.s, t, pick }); } catch { art = null; }
  }
  return [
    band(D, c, c && c.main),
    h("div", { class: "cf-name" }, name),
    art ? h("div", { class: "cf-art", "aria-hidden": "true" }, art) : c && c.icon
      ? h("div", { class: "cf-art cf-art-icon", "aria-hidden": "true" }, icon(c.icon, "cf-big-icon", D.s)) : null,
    numberRow(D, c),
    opts.reason ? h("p", { class: "cf-reason" }, opts.reason) : null,
    c && c.short && c.short !== c.text ? h("p", { class: "cf-short" }, c.short) : null,
    c ? h("p", { class: "cf-text" }, c.text) : null,
    c && opts.count !== false && c.count ? h("div", { class: "cf-count" }, t("card_copies", { n: c.count })) : null,
  ];
}

/** The longest piece of `name` that a line may not break: lines break at spaces and after
 * hyphens. (`longestPiece("Малюк-одноног (помаранчевий)")` is 14.) */
export function longestPiece(name) {
  return Math.max(0, ...String(name).split(/\s+|(?<=-)/).map((w) => [...w].length));
}

// A small card's name breaks only between words: a browser without a hyphenation dictionary
// (Chromium on Linux) would cut a word too long for the card anywhere, with no hyphen, and a
// word beside the main number there. So a long word is set smaller, and one that does not
// fit beside the number goes under it (style.css).
function smallName(name) {
  const n = longestPiece(name);
  return n >= 14 ? "cf-name cf-longer" : n >= 12 ? "cf-name cf-long" : "cf-name";
}

function cardParts(D, c, name, opts) {
  const { h } = D;
  // the main number beside the name, so the kind has the band's whole width
  const main = c && c.main;
  return [
    band(D, c, null),
    h("div", { class: smallName(name) },
      main ? h("span", { class: "cf-main", title: main.label }, main.value) : null, name),
    c && c.short ? h("div", { class: "cf-short", "data-testid": "card-short" }, c.short) : null,
    c && c.icon && !opts.extra && !c.short ? icon(c.icon, "cf-corner", D.s) : null, // room left by nothing else
    opts.count ? h("span", { class: "cf-times" }, `×${opts.count}`) : null,
  ];
}

function chipParts(D, c, name, opts) {
  const { h } = D;
  return [
    c && c.icon ? icon(c.icon, "cf-icon", D.s) : h("span", { class: "cf-dot", "aria-hidden": "true" }),
    h("span", { class: "cf-name" }, name),
    c && c.main ? h("span", { class: "cf-main", title: c.main.label }, c.main.value) : null,
    opts.count ? h("span", { class: "cf-times" }, `×${opts.count}`) : null,
  ];
}

// -- the detail box: one for the page, opened only when asked ----------------------------------
let tip = null;
let anchor = null;
let hoverTimer = null;
let pressTimer = null;
let shownAt = 0;
let pointerAt = -1e9; // when a finger or the mouse last pressed, and on what: the focus that
let pressed = null; //   press gives its card is not the keyboard's
let movedAt = -1e9; // when the mouse last really moved (not a page redrawn under a still mouse)
let drawnAt = -1e9; // when the page last drew a frame
// the kind of pointer last used: after a finger's tap the browser sends mouse events for it
// (and keeps the tapped element :hover), which are not a mouse hovering
let pointerKind = "mouse";

/** The page drew a frame: a card now under a mouse that has not moved since is not hovered. */
export function redrawn() {
  drawnAt = Date.now();
}
let quiet = false; // the page moving the focus itself: no detail for that

function tipBox() {
  if (tip && tip.isConnected) return tip;
  tip = domH("div", { class: "card-tip", role: "dialog", id: "card-tip", hidden: true, "data-testid": "card-tip",
                      "aria-label": t("card_detail") });
  document.body.append(tip);
  return tip;
}

document.addEventListener("keydown", (e) => { if (e.key === "Escape") hideTip(); });
let mouseAt = null;
document.addEventListener("mousemove", (e) => {
  const at = `${e.screenX},${e.screenY}`;
  if (at !== mouseAt) movedAt = Date.now();
  mouseAt = at;
}, true);
document.addEventListener("pointermove", (e) => { pointerKind = e.pointerType; }, true);
document.addEventListener("pointerdown", (e) => {
  pointerKind = e.pointerType;
  pointerAt = Date.now();
  pressed = e.target;
  clearTimeout(hoverTimer); // a press is a choice, not a hover
  if (anchor && !anchor.contains(e.target) && !(tip && tip.contains(e.target))) hideTip();
}, true);
window.addEventListener("scroll", () => { if (anchor) place(); }, { passive: true });
window.addEventListener("resize", () => { if (anchor) place(); });

/** Whether the detail is open now (the tests ask, and the page before a decision). */
export function tipOpen() {
  return !!(tip && !tip.hidden);
}

/** Show card `id`'s whole face beside element `el` (a card face, or a game's own drawing). */
let last = null;
export function showTip(el, game, id, { reason = null, by = "" } = {}) {
  const box = tipBox();
  box.dataset.by = by; // how it was asked for: hover, focus, tap, press
  last = { game, id, reason };
  const close = domH("button", { type: "button", class: "tip-close subtle", "data-testid": "card-tip-close",
                                 "aria-label": t("close"), onclick: () => hideTip() }, "×");
  box.replaceChildren(close, cardFace(game, id, { size: "full", reason, count: false }));
  box.hidden = false;
  anchor = el;
  shownAt = Date.now();
  place();
}

/** Focus `el` without opening its detail (the page keeping the keyboard in the decision). */
export function focusQuietly(el) {
  quiet = true;
  try { el.focus({ preventScroll: true }); } finally { quiet = false; }
}

/** The element whose detail is open, or null. */
export function tipAnchor() {
  return tip && !tip.hidden ? anchor : null;
}

/** The open detail follows its card drawn anew (a game's own drawing redrawn). */
export function showTipAgain(el) {
  if (!tip || tip.hidden || !last) return;
  showTip(el, last.game, last.id, { reason: last.reason });
}

export function hideTip() {
  clearTimeout(hoverTimer);
  clearTimeout(pressTimer);
  if (tip) tip.hidden = true;
  anchor = null;
}

/** After a frame: a detail whose card is gone closes (a face patched in place keeps it). */
export function refreshTip() {
  if (anchor && !anchor.isConnected) hideTip();
}

// what the detail must never cover: the decision's controls and the lit targets
const KEEP_CLEAR = "[data-testid=decision] button, [data-testid=decision] [data-action], [data-testid=decision] .card-pick, .target-lit, .card-lit";

function overlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const hh = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && hh > 0 ? w * hh : 0;
}

function place() {
  if (!anchor || !anchor.isConnected) return hideTip();
  const r = anchor.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const phone = vw < 600;
  tip.classList.toggle("sheet", phone);
  tip.style.left = tip.style.top = tip.style.bottom = "";
  const w = tip.offsetWidth, hgt = tip.offsetHeight;
  const clear = [...document.querySelectorAll(KEEP_CLEAR)]
    .filter((x) => x !== anchor && !anchor.contains(x) && !x.contains(anchor) && (!x.checkVisibility || x.checkVisibility()))
    .map((x) => x.getBoundingClientRect())
    .filter((b) => b.width && b.height && b.bottom > 0 && b.top < vh);
  const cost = (x, y) => {
    const box = { left: x, top: y, right: x + w, bottom: y + hgt };
    // covering the card itself is worse than covering anything else
    return clear.reduce((n, b) => n + overlap(box, b), 0) + 4 * overlap(box, r);
  };
  const fit = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
  const spots = phone
    // a sheet along the bottom or the top, whichever covers less
    ? [[4, vh - hgt - 4], [4, 4]]
    : [[r.right + 8, fit(r.top, 4, vh - hgt - 4)], [r.left - w - 8, fit(r.top, 4, vh - hgt - 4)],
       [fit(r.left, 4, vw - w - 4), r.top - hgt - 8], [fit(r.left, 4, vw - w - 4), r.bottom + 8]]
      .filter(([x, y]) => x >= 4 && x + w <= vw - 4 && y >= 4 && y + hgt <= vh - 4);
  if (!spots.length) spots.push([fit(r.right + 8, 4, vw - w - 4), fit(r.top, 4, vh - hgt - 4)]);
  let best = spots[0], least = Infinity;
  for (const [x, y] of spots) {
    const c = cost(x, y);
    if (c < least) { least = c; best = [x, y]; }
  }
  tip.style.left = phone ? "" : `${Math.round(best[0])}px`;
  tip.style.top = `${Math.round(best[1])}px`;
}

/**
 * The handlers that open card `id`'s detail from an element: hover (a mouse), keyboard focus
 * (not a focus that a press just gave), a long press, and a tap where a tap does nothing else
 * (`interactive` false). As props: Preact's and dom.js's `h` both take them.
 */
export function tipHandlers(game, id, { reason = null, interactive = false } = {}) {
  const show = (el, by) => showTip(el, game, id, { reason, by });
  // the long press's timer is the page's, not this render's: a frame that redraws the card
  // between the finger's down and up must not leave it running
  const cancel = () => clearTimeout(pressTimer);
  return {
    onmouseenter: (e) => {
      const el = e.currentTarget;
      clearTimeout(hoverTimer);
      if (pointerKind !== "mouse") return; // a tap's mouse events: the tap itself decides
      // a card drawn anew under a mouse that stays still (a new decision) is not a hover:
      // only a mouse that really moved onto it opens the detail
      const entered = Date.now();
      hoverTimer = setTimeout(() => {
        // nor is a card clicked: a press since the mouse came is a choice, and the detail
        // would open over the decision that choice brings
        if (pointerKind === "mouse" && el.isConnected && el.matches(":hover") && movedAt >= entered - 30 && movedAt > drawnAt
            && pointerAt < entered) show(el, "hover");
      }, 250);
    },
    onmouseleave: (e) => { clearTimeout(hoverTimer); if (anchor === e.currentTarget) hideTip(); },
    onfocus: (e) => {
      // the keyboard's (or a script's) focus, not the focus a tap or a click gives
      const el = e.currentTarget;
      const byPress = pressed && el.contains(pressed) && Date.now() - pointerAt < 800;
      if (!quiet && !byPress) show(el, "focus");
    },
    onblur: (e) => {
      const el = e.currentTarget;
      setTimeout(() => { if (anchor === el && document.activeElement !== el && !el.matches(":hover")) hideTip(); }, 0);
    },
    onpointerdown: (e) => {
      const el = e.currentTarget;
      if (e.pointerType === "mouse") return;
      delete el.dataset.held;
      clearTimeout(pressTimer);
      pressTimer = setTimeout(() => { if (el.isConnected) { el.dataset.held = "1"; show(el, "press"); } }, 450);
    },
    onpointerup: cancel,
    onpointercancel: cancel,
    onpointermove: (e) => { if (e.pointerType !== "mouse" && (Math.abs(e.movementX) + Math.abs(e.movementY) > 6)) cancel(); },
    oncontextmenu: (e) => { if (e.currentTarget.dataset.held) e.preventDefault(); },
    onclickCapture: (e) => {
      const el = e.currentTarget;
      if (el.dataset.held) { // the long press showed the detail: this click is not a choice
        e.preventDefault();
        e.stopImmediatePropagation();
        setTimeout(() => { delete el.dataset.held; }, 0);
        return;
      }
      // a tap on a card that does nothing else shows its detail, a second tap hides it
      if (!interactive) { if (anchor === el && Date.now() - shownAt > 400) hideTip(); else show(el, "tap"); }
    },
  };
}

/** Make a DOM element (a game's own drawing of a card, an SVG group) open card `id`'s detail. */
export function cardTip(el, game, id, opts = {}) {
  for (const [k, f] of Object.entries(tipHandlers(game, id, opts))) {
    const capture = k.endsWith("Capture");
    el.addEventListener(k.slice(2).replace(/Capture$/, ""), f, capture); // e.currentTarget is el
  }
}
