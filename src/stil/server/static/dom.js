// A tiny element builder: h("div", {class: "x", onclick: f}, child, "text", [more]).

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false || k === "key") continue;
    if (k.startsWith("on") && typeof v === "function") {
      const capture = k.endsWith("Capture"); // onclickCapture, as Preact spells it
      el.addEventListener(k.slice(2).replace(/Capture$/, "").toLowerCase(), v, capture);
    }
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "value" && "value" in el) el.value = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c == null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Copy text to the clipboard (falls back to selecting a field's contents). */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (field) {
      field.select();
      return document.execCommand && document.execCommand("copy");
    }
    return false;
  }
}

// -- where an element is, to find it again in a redrawn page --------------------------------
// A redraw replaces elements; the one the keyboard was on is found again by what it shows
// (its data-action, else data-card, else its testid) and its place among the elements
// showing the same within its region (the nearest ancestor with a testid), never by a
// global index: the same card may be drawn twice (the hand and the decision's chip).

function what(el) {
  return el.dataset.action ?? el.dataset.card ?? el.dataset.testid ?? null;
}

function same(region, key) {
  return [...region.querySelectorAll("[data-action], [data-card], [data-testid]")].filter((x) => what(x) === key);
}

/** Where `el` is: {region, r (which region of that testid), key, n}; null if it shows nothing. */
export function placeOf(el) {
  const key = el && el.dataset ? what(el) : null;
  if (key == null) return null;
  const region = el.parentElement && el.parentElement.closest("[data-testid]");
  const root = region || document.body;
  const rid = region ? region.dataset.testid : null;
  const r = rid == null ? 0 : [...document.querySelectorAll("[data-testid]")].filter((x) => x.dataset.testid === rid).indexOf(region);
  return { region: rid, r, key, n: same(root, key).indexOf(el) };
}

/** The element at `place` in the page, or null. */
export function findPlace(place) {
  if (!place || place.n < 0) return null;
  let region = document.body;
  if (place.region != null) {
    region = [...document.querySelectorAll("[data-testid]")].filter((x) => x.dataset.testid === place.region)[place.r];
    if (!region) return null;
  }
  return same(region, place.key)[place.n] || null;
}

/** Whether the keyboard can reach `el`: not disabled, not inside a closed <details>
 * (other than its summary), where focus() does nothing. */
export function reachable(el) {
  if (!el || el.disabled) return false;
  const closed = el.closest("details:not([open])");
  return !closed || el.closest("summary")?.parentElement === closed;
}
