// The browser client's words in Ukrainian, Russian and English. They live with the other
// platform texts in src/stil/locale.toml (its [web] and [bot] tables), which the server
// sends as /static/texts.json; this module loads them before anything renders (every
// module that imports it waits for that). Game texts (questions, actions, events, the
// board) come from the server already translated; a game view's own labels come with its
// data (the `[web]` table of the game's locale.toml) and are added by `addTexts`.

export const LANGS = ["uk", "ru", "en"];

async function load() {
  try {
    const res = await fetch("/static/texts.json");
    if (res.ok) return await res.json();
    console.error(`texts: ${res.status}`);
  } catch (e) {
    console.error("texts:", e);
  }
  return {}; // keys stand in for words rather than no page at all
}

const T = await load();

const KEY = "stil.lang";

function fromBrowser() {
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const two = String(l).slice(0, 2).toLowerCase();
    if (two === "uk" || two === "ru") return two;
    if (two === "en") return "en";
  }
  return "en";
}

let current = LANGS.includes(localStorage.getItem(KEY)) ? localStorage.getItem(KEY) : fromBrowser();
const listeners = [];

export function lang() {
  return current;
}

export function setLang(l) {
  if (!LANGS.includes(l) || l === current) return;
  current = l;
  localStorage.setItem(KEY, l);
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

export function onLang(f) {
  listeners.push(f);
}

const rules = {};

/** A text said with a number is one form per CLDR plural category ({one, few, many, other}):
 * the form for `n`, chosen by the browser's own CLDR rules as the server's Babel chooses. */
function form(text, n) {
  if (typeof text === "string") return text;
  const count = Number(n);
  let category = "other";
  if (Number.isInteger(count)) {
    rules[current] ??= new Intl.PluralRules(current);
    category = rules[current].select(count);
  }
  return text[category] ?? text.other ?? Object.values(text)[0];
}

/** The UI text `key` in the current language, `{name}` filled from `params` (`n` also
 * chooses the form of a text said with a number). */
export function t(key, params = {}) {
  const entry = T[key];
  const text = form(entry ? entry[current] ?? entry.en : key.replace(/^bot\./, ""), params.n);
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Add texts by key ({key: {uk, ru, en}}): a game view's own labels, served with its data. */
export function addTexts(entries) {
  for (const [key, entry] of Object.entries(entries || {})) T[key] = entry;
}

/** A {uk, ru, en} object in the current language. */
export function pick(names) {
  if (names == null) return "";
  if (typeof names === "string") return names;
  return names[current] ?? names.en ?? Object.values(names)[0] ?? "";
}
