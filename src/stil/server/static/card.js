// Cards drawn as cards: a generated face (no artwork) for any card of any game, from the
// catalog (`GET /api/catalog`: per game `cards`, names and texts in uk/ru/en) and the game's
// own face declaration (its web data's `faces`: a colour and an icon per kind, which numbers
// to show). Every face is focusable and its whole text shows on hover, keyboard focus, a tap
// (a card that does nothing when clicked) or a long press, in one shared detail box.
// No game is named here: everything particular comes from the game's data and view.

import { h, s, placeOf, findPlace } from "./dom.js";
import { t, pick, lang, addTexts } from "./i18n.js";
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
export function icon(which, cls = "cf-icon") {
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
  const said = entry[lang()] || entry.en || {};
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

/**
 * Card `id` of `game` drawn as an element.
 * opts: size "full" | "card" (a small card; `compact: true` says the same) | "chip" (inline,
 *   for dense rows); selectable (a button: Enter/Space/click call onclick), selected,
 *   dimmed + reason (cannot be played now, and why, shown in its detail), onclick, count
 *   (×n on the face), testid, cls (more classes), extra (nodes appended inside, e.g. small
 *   buttons), label (the name to show instead, e.g. for a card the catalog lacks).
 */
export function cardFace(game, id, opts = {}) {
  const size = opts.size || (opts.compact ? "card" : "full");
  const c = cardInfo(game, id);
  const colour = c ? c.colour : "#5b5247";
  const ink = c ? c.ink : "#fff";
  const name = opts.label || (c ? c.name : String(id));
  const interactive = !!(opts.selectable || opts.onclick);
  const classes = ["card-face", `cf-${size}`, c ? `kind-${c.entry.kind}` : "cf-unknown",
    interactive ? "selectable" : "", opts.selected ? "selected" : "", opts.dimmed ? "dimmed" : "", opts.cls || ""];
  const descId = `cf-desc-${++uid}`;
  const label = c ? cardLabel(game, id) : name;
  const el = h(size === "chip" ? "span" : "div", {
    class: classes.filter(Boolean).join(" "),
    style: `--cf-c:${colour};--cf-ink:${ink}`,
    "data-card": id, "data-testid": opts.testid || null,
    tabindex: size === "full" && !interactive ? null : "0",
    // an img's insides are not read: a face holding buttons of its own is a group
    role: interactive ? "button" : size === "full" || opts.extra ? "group" : "img",
    "aria-label": opts.dimmed && opts.reason ? `${label}. ${opts.reason}` : label,
    "aria-describedby": c && size !== "full" ? descId : null,
    "aria-pressed": interactive && opts.selected != null ? String(!!opts.selected) : null,
    "aria-disabled": opts.dimmed ? "true" : null,
  });
  const parts = size === "full" ? fullParts(game, c, name, opts)
    : size === "card" ? cardParts(c, name, opts) : chipParts(c, name, opts);
  el.append(...parts.filter((x) => x != null && x !== false));
  if (c && size !== "full") el.append(h("span", { class: "sr-only", id: descId }, c.text));
  if (opts.extra) el.append(...[opts.extra].flat().filter(Boolean));
  if (interactive && opts.onclick) {
    el.addEventListener("click", (e) => { if (!el.dataset.held) opts.onclick(e); });
    el.addEventListener("keydown", (e) => {
      if ((e.key === "Enter" || e.key === " ") && e.target === el) { e.preventDefault(); opts.onclick(e); }
    });
  }
  if (c && size !== "full") cardTip(el, game, id, { reason: opts.dimmed ? opts.reason : null, interactive });
  return el;
}

function band(c, name, main) {
  return h("div", { class: "cf-band" },
    c && c.icon ? icon(c.icon) : null,
    h("span", { class: "cf-kind" }, c ? c.kind : ""),
    main ? h("span", { class: "cf-main", title: main.label }, main.value) : null);
}

function numberRow(c) {
  if (!c || !c.numbers.length) return null;
  return h("div", { class: "cf-nums" }, c.numbers.map((n) =>
    h("span", { class: "cf-num", "data-number": n.key },
      n.icon ? icon(n.icon, "cf-num-icon") : null,
      h("span", { class: "cf-num-label" }, n.label), " ", h("strong", {}, n.value))));
}

function fullParts(game, c, name, opts) {
  const deck = decks.get(game);
  let art = null;
  if (c && deck && deck.art) {
    try { art = deck.art(c.entry, { h, s, t, pick }); } catch { art = null; }
  }
  return [
    band(c, name, c && c.main),
    h("div", { class: "cf-name" }, name),
    art ? h("div", { class: "cf-art", "aria-hidden": "true" }, art) : c && c.icon
      ? h("div", { class: "cf-art cf-art-icon", "aria-hidden": "true" }, icon(c.icon, "cf-big-icon")) : null,
    numberRow(c),
    opts.reason ? h("p", { class: "cf-reason" }, opts.reason) : null,
    c ? h("p", { class: "cf-text" }, c.text) : null,
    c && opts.count !== false && c.count ? h("div", { class: "cf-count" }, t("card_copies", { n: c.count })) : null,
  ];
}

function cardParts(c, name, opts) {
  return [
    band(c, name, c && c.main),
    h("div", { class: "cf-name" }, name),
    c && c.icon && !opts.extra ? icon(c.icon, "cf-corner") : null, // room left by nothing else
    opts.count ? h("span", { class: "cf-times" }, `×${opts.count}`) : null,
  ];
}

function chipParts(c, name, opts) {
  return [
    c && c.icon ? icon(c.icon) : h("span", { class: "cf-dot", "aria-hidden": "true" }),
    h("span", { class: "cf-name" }, name),
    c && c.main ? h("span", { class: "cf-main", title: c.main.label }, c.main.value) : null,
    opts.count ? h("span", { class: "cf-times" }, `×${opts.count}`) : null,
  ];
}

// -- the detail box: one for the page, shown beside the card that asked ----------------------
let tip = null;
let anchor = null;
let hoverTimer = null;
let shownAt = 0;

function tipBox() {
  if (tip && tip.isConnected) return tip;
  tip = h("div", { class: "card-tip", role: "tooltip", id: "card-tip", hidden: true, "data-testid": "card-tip" });
  document.body.append(tip);
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hideTip(); });
  document.addEventListener("pointerdown", (e) => {
    if (anchor && !anchor.contains(e.target)) hideTip();
  }, true);
  window.addEventListener("scroll", () => { if (anchor) place(); }, { passive: true });
  window.addEventListener("resize", () => { if (anchor) place(); });
  return tip;
}

/** Show card `id`'s whole face beside element `el` (a card face, or a game's own drawing). */
let anchorWas = {};

export function showTip(el, game, id, { reason = null } = {}) {
  const box = tipBox();
  anchorWas = { card: String(id), place: placeOf(el), focused: document.activeElement === el, game, reason };
  box.replaceChildren(cardFace(game, id, { size: "full", reason, count: false }));
  box.hidden = false;
  anchor = el;
  shownAt = Date.now();
  place();
}

export function hideTip() {
  clearTimeout(hoverTimer);
  if (tip) tip.hidden = true;
  anchor = null;
}

/** After a redraw: the detail (and the keyboard's focus) moves to the same card drawn anew
 * (the same id, the same place among its copies in the same region: the hand's card, not the
 * decision's chip of it, which the page may keep); gone, the detail closes. */
export function refreshTip() {
  if (!anchor || anchor.isConnected) return;
  const { card, place, focused, game, reason } = anchorWas;
  const again = findPlace(place);
  if (!again || again.dataset.card !== card || tip.contains(again)) return hideTip();
  if (focused && document.activeElement === document.body) again.focus({ preventScroll: true });
  if (anchor && !anchor.isConnected) showTip(again, game, card, { reason });
}

function place() {
  if (!anchor || !anchor.isConnected) return hideTip();
  const r = anchor.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  tip.classList.toggle("sheet", vw < 600);
  if (vw < 600) { tip.style.left = tip.style.top = ""; return; } // a sheet at the bottom
  const w = tip.offsetWidth, hgt = tip.offsetHeight;
  let x = r.right + 8;
  if (x + w > vw - 4) x = r.left - w - 8;
  if (x < 4) x = Math.max(4, Math.min(vw - w - 4, r.left));
  let y = r.top;
  if (x === r.left || (x > r.left && x < r.right)) y = r.bottom + 8;
  if (y + hgt > vh - 4) y = Math.max(4, vh - hgt - 4);
  tip.style.left = `${Math.round(x)}px`;
  tip.style.top = `${Math.round(y)}px`;
}

/**
 * Make any element (a face, an SVG card of a game's own drawing) show card `id`'s detail on
 * hover, focus, a long press, and a tap where a tap does nothing else (`interactive` false).
 */
export function cardTip(el, game, id, { reason = null, interactive = false } = {}) {
  const show = () => showTip(el, game, id, { reason });
  el.addEventListener("mouseenter", () => { clearTimeout(hoverTimer); hoverTimer = setTimeout(show, 200); });
  el.addEventListener("mouseleave", () => { clearTimeout(hoverTimer); if (anchor === el) hideTip(); });
  el.addEventListener("focus", show);
  // a blur because a redraw removed the card is not the reader leaving it (refreshTip follows it)
  el.addEventListener("blur", () => setTimeout(() => { if (anchor === el && el.isConnected) hideTip(); }, 0));
  let press = null;
  el.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse") return;
    delete el.dataset.held;
    press = setTimeout(() => { el.dataset.held = "1"; show(); }, 450);
  });
  const cancel = () => clearTimeout(press);
  el.addEventListener("pointerup", cancel);
  el.addEventListener("pointercancel", cancel);
  el.addEventListener("pointermove", (e) => { if (e.pointerType !== "mouse" && (Math.abs(e.movementX) + Math.abs(e.movementY) > 6)) cancel(); });
  el.addEventListener("contextmenu", (e) => { if (el.dataset.held) e.preventDefault(); });
  el.addEventListener("click", (e) => {
    if (el.dataset.held) { // the long press showed the detail: this click is not a choice
      e.preventDefault();
      e.stopImmediatePropagation();
      setTimeout(() => { delete el.dataset.held; }, 0);
      return;
    }
    // a tap on a card that does nothing else shows its detail, a second tap hides it
    if (!interactive) { if (anchor === el && Date.now() - shownAt > 400) hideTip(); else show(); }
  }, true);
}
