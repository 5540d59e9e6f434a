// A tiny DOM element builder: h("div", {class: "x", onclick: f}, child, "text", [more]).
// The lobby draws with it, and so does a game view that draws DOM itself (`dom = true`);
// the table and replay pages draw with Preact (ui.js), whose `h` takes the same arguments.

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
