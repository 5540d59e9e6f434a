// The browser client's words in every language there are files for. They live with the
// other platform texts in src/stil/locale/<lang>/*.ftl (their web-* and bot-* messages),
// which the server sends as /static/texts.json; this module loads them before anything
// renders (every module that imports it waits for that). The languages come with them:
// the `language.name` entry names each in itself, in the server's order. Game texts
// (questions, actions, events, the board) come from the server already translated; a game
// view's own labels come with its data (its game's web-* messages) and are added by
// `addTexts`.

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

/** The language whose text stands in for a missing one, and the page's when the browser
 * asks for none of ours (the server's FALLBACK, stil.i18n). */
export const FALLBACK = "en";

/** Every language there are texts for, in the server's order. */
export const LANGS = Object.keys(T["language.name"] ?? { [FALLBACK]: FALLBACK });

/** A language's own name ("Українська"), or its code where the server gave none. */
export function languageName(code) {
  return T["language.name"]?.[code] ?? code;
}

const KEY = "stil.lang";

/** The first of the browser's languages that is one of ours, else the fallback. */
function fromBrowser() {
  for (const l of navigator.languages || [navigator.language || FALLBACK]) {
    const two = String(l).slice(0, 2).toLowerCase();
    if (LANGS.includes(two)) return two;
  }
  return LANGS.includes(FALLBACK) ? FALLBACK : LANGS[0];
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
  const text = form(entry ? entry[current] ?? entry[FALLBACK] : key.replace(/^bot\./, ""), params.n);
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

/** Add texts by key ({key: {lang: text}}): a game view's own labels, served with its data. */
export function addTexts(entries) {
  for (const [key, entry] of Object.entries(entries || {})) T[key] = entry;
}

/** A {lang: text} object in the current language (the fallback's where it lacks it). */
export function pick(names) {
  if (names == null) return "";
  if (typeof names === "string") return names;
  return names[current] ?? names[FALLBACK] ?? Object.values(names)[0] ?? "";
}
