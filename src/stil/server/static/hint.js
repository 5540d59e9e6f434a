// "What would the expert play?" (issue 42, docs/bots.md "The hint"): a button for a person
// at a table whose host allowed hints. Shown only when the frame says hints are on
// (`frame.hints`) and the decision is this seat's (`frame.your_turn`); the answer (the move
// in words and a one-line reason) stays until the table moves on (`frame.seq`).
//
// Inside a Preact page, with the props the table page's slots get:
//
//   h(HintButton, { table, seat, token, frame, lang, onPick })
//
// or into an element, drawn again with each frame:
//
//   import { mountHint } from "./hint.js";
//   mountHint(element, { table, token, frame, lang });
//
// `onPick(action)`, where given, lets the page light the hinted action (its text form, as
// in frame.actions[i].action); the hint never plays it.

import { h, render, useState, useEffect } from "./ui.js";
import { t } from "./i18n.js";

// asks made for one hint: while the search still thinks (a loaded server), the server
// answers 503 with Retry-After, keeps thinking, and gives the hint to the next ask
const HINT_ASKS = 8;

const pause = (s) => new Promise((done) => setTimeout(done, s * 1000));

export async function fetchHint(table, token, lang, asks = HINT_ASKS) {
  for (let ask = 1; ; ask++) {
    const res = await fetch(`/api/tables/${encodeURIComponent(table)}/hint?lang=${encodeURIComponent(lang)}`,
      { headers: token ? { "X-Seat-Token": token } : {} });
    let data = null;
    try { data = await res.json(); } catch { data = null; }
    if (res.status === 503 && ask < asks) {
      await pause(Math.min(10, Number(res.headers.get("Retry-After")) || 2));
      continue;
    }
    if (!res.ok) {
      const err = new Error((data && data.detail) || `${res.status}`);
      err.status = res.status;
      throw err;
    }
    return data;
  }
}

export function HintButton({ table, token, frame, lang, onPick }) {
  const [said, setSaid] = useState(null);
  const [busy, setBusy] = useState(false);
  const seq = frame ? frame.seq : null;
  useEffect(() => { setSaid(null); setBusy(false); }, [seq, lang]);
  if (!frame || !frame.hints || !frame.your_turn || !token) return null;
  const L = (said && said.labels) || {};
  const ask = async () => {
    setBusy(true);
    try {
      const got = await fetchHint(table, token, lang);
      if (got.seq === seq) {
        setSaid(got);
        if (onPick) onPick(got.action);
      }
    } catch (e) {
      setSaid({ error: e.message });
    } finally {
      setBusy(false);
    }
  };
  return h("div", { class: "hint", "data-testid": "hint", style: "margin:6px 0" },
    h("button", { type: "button", "data-testid": "hint-ask", disabled: busy, onClick: ask,
      title: t("hint_ask_title"), "aria-busy": busy ? "true" : null }, t("hint_ask")),
    said && said.error ? h("p", { class: "error", role: "alert", "data-testid": "hint-error" }, said.error) : null,
    said && !said.error
      ? h("div", { role: "status", "data-testid": "hint-answer", style: "margin-top:4px" },
          h("strong", null, (L.hint_says || "{action}").replace("{action}", said.text)),
          said.reason ? h("div", { "data-testid": "hint-reason", style: "font-size:.9em" }, said.reason) : null)
      : null);
}

/** Draw the hint button for `props.frame` into `element` (call again with each frame). */
export function mountHint(element, props) {
  render(h(HintButton, props), element);
  return () => render(null, element);
}
