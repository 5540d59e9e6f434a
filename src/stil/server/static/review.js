// The review of a finished game (issue 42, docs/bots.md "The review"): every seat's chance
// of winning after each move, as an SVG chart that reads at 390 px, and each person's three
// moves where their chance fell most, with the expert's alternative.
//
// Mount it where a finished game is shown (the end screen, the replay page):
//
//   import { mountReview } from "./review.js";
//   mountReview(element, { table: id, lang: "uk", onStep: (n) => … });
//
// or, inside a Preact page, h(Review, { table, lang, onStep }). It asks
// GET /api/tables/{id}/review?lang=, waits while the server answers 202 (computing, with
// Retry-After), and draws what comes. Its words come with the answer (`labels`), in `lang`.
// `onStep(n)`, where given, is called when a moment or a point of the chart is chosen (the
// replay page goes to that step).

import { h, render, useState, useEffect } from "./ui.js";

const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"];
const W = 360, H = 180, LEFT = 38, RIGHT = 8, TOP = 8, BOTTOM = 22;

export async function fetchReview(table, lang) {
  const res = await fetch(`/api/tables/${encodeURIComponent(table)}/review?lang=${encodeURIComponent(lang)}`);
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (res.status === 202) {
    const wait = Number(res.headers.get("Retry-After") || (data && data.retry_after) || 1);
    return { pending: true, wait: Math.max(1, wait), labels: (data && data.labels) || {} };
  }
  if (!res.ok) {
    const err = new Error((data && data.detail) || `${res.status}`);
    err.status = res.status;
    throw err;
  }
  return { pending: false, review: data };
}

const pct = (x) => `${Math.round(x * 100)}%`;

/** The chart alone: one line per seat (its chance after each move), the moments marked. */
export function ReviewChart({ review, onStep }) {
  const seats = review.seats || [];
  const steps = Math.max(1, review.steps || 1);
  const x = (k) => LEFT + ((W - LEFT - RIGHT) * k) / steps;
  const y = (p) => TOP + (H - TOP - BOTTOM) * (1 - p);
  const grid = [0, 0.25, 0.5, 0.75, 1].map((p) =>
    h("g", { key: `g${p}` },
      h("line", { x1: LEFT, x2: W - RIGHT, y1: y(p), y2: y(p), stroke: "#ccc", "stroke-width": p === 0.5 ? 1 : 0.5,
        "stroke-dasharray": p === 0.5 ? "3 3" : null }),
      h("text", { x: LEFT - 4, y: y(p) + 4, "text-anchor": "end", "font-size": 11, fill: "currentColor" }, pct(p))));
  const ticks = [0, Math.round(steps / 2), steps].map((k) =>
    h("text", { key: `t${k}`, x: x(k), y: H - 6, "text-anchor": k === 0 ? "start" : k === steps ? "end" : "middle",
      "font-size": 11, fill: "currentColor" }, String(k)));
  const lines = seats.map((s, i) => (s.chances && s.chances.length
    ? h("polyline", { key: `s${s.seat}`, fill: "none", stroke: COLOURS[i % COLOURS.length], "stroke-width": 2,
        "stroke-linejoin": "round", "data-testid": `review-line-${s.seat}`,
        points: s.chances.map((p, k) => `${x(k).toFixed(1)},${y(p).toFixed(1)}`).join(" ") },
        h("title", null, s.name))
    : null));
  const marks = (review.moments || []).map((m, i) =>
    h("circle", { key: `m${i}`, cx: x(m.step + 1), cy: y(m.after), r: 5, fill: "#fff",
      stroke: COLOURS[m.seat % COLOURS.length], "stroke-width": 2, "data-testid": "review-mark",
      style: onStep ? "cursor:pointer" : null, onClick: onStep ? () => onStep(m.step) : null },
      h("title", null, `${m.step + 1}: ${pct(m.before)} → ${pct(m.after)}`)));
  const label = (review.labels && review.labels.chance) || "";
  return h("svg", { viewBox: `0 0 ${W} ${H}`, width: "100%", role: "img", "aria-label": label,
    "data-testid": "review-chart", style: "max-width:600px;display:block;height:auto" },
    grid, ticks, lines, marks);
}

function Legend({ review }) {
  return h("ul", { class: "review-legend", style: "list-style:none;padding:0;margin:4px 0;display:flex;flex-wrap:wrap;gap:4px 14px" },
    (review.seats || []).map((s, i) => {
      const last = s.chances && s.chances.length ? s.chances[s.chances.length - 1] : null;
      return h("li", { key: s.seat, "data-testid": `review-seat-${s.seat}` },
        h("span", { style: `display:inline-block;width:14px;height:4px;vertical-align:middle;margin-right:6px;background:${COLOURS[i % COLOURS.length]}` }),
        s.name, last == null ? null : ` · ${pct(last)}`);
    }));
}

function Moments({ review, onStep }) {
  const L = review.labels || {};
  const moments = review.moments || [];
  if (!moments.length) return null;
  const names = Object.fromEntries((review.seats || []).map((s) => [s.seat, s.name]));
  return h("div", { class: "review-moments", "data-testid": "review-moments" },
    h("h3", { style: "font-size:1em;margin:10px 0 4px" }, L.moments),
    h("ol", { style: "padding-left:1.3em;margin:0" }, moments.map((m, i) => {
      const same = m.better === m.played;
      const fell = (L.fell || "{step}: {before} → {after}")
        .replace("{step}", String(m.step + 1)).replace("{before}", pct(m.before)).replace("{after}", pct(m.after));
      // "would have kept 0 points" says nothing: the expert's move is then named alone
      const points = Math.round(m.kept * 100);
      const kept = points > 0 ? ` (${(L.kept || "{points}").replace("{points}", String(points))})` : "";
      return h("li", { key: i, "data-testid": "review-moment", style: "margin:0 0 8px" },
        h("div", null,
          onStep ? h("a", { href: "#", onClick: (e) => { e.preventDefault(); onStep(m.step); } }, fell) : fell,
          Object.keys(names).length > 1 ? ` — ${names[m.seat]}` : null),
        h("div", null, `${L.played}: ${m.played_text}`),
        h("div", null, same ? L.same : `${L.better}: ${m.better_text}${kept}`));
    })));
}

/** The whole review: fetched (waiting while it is computed), the chart, legend and moments. */
export function Review({ table, lang, onStep }) {
  const [state, setState] = useState({ pending: true, labels: {} });
  useEffect(() => {
    let gone = false, timer = null;
    const ask = async () => {
      try {
        const got = await fetchReview(table, lang);
        if (gone) return;
        setState(got.pending ? { pending: true, labels: got.labels } : { review: got.review });
        if (got.pending) timer = setTimeout(ask, got.wait * 1000);
      } catch (e) {
        // 409: the game is not over (the page says so itself): no review to show
        if (!gone) setState(e.status === 409 ? { none: true } : { error: e.message });
      }
    };
    ask();
    return () => { gone = true; if (timer) clearTimeout(timer); };
  }, [table, lang]);
  if (state.none) return null;
  if (state.error) return h("p", { class: "error", "data-testid": "review-error" }, state.error);
  const review = state.review;
  const L = review ? review.labels || {} : state.labels || {};
  const body = !review
    ? h("p", { "data-testid": "review-pending" }, L.computing || "…")
    : review.estimated
      ? [h(ReviewChart, { review, onStep }), h(Legend, { review }),
         h("p", { style: "font-size:.85em;opacity:.8;margin:2px 0" }, L.seen_by), h(Moments, { review, onStep })]
      : h("p", null, L.no_model);
  return h("section", { class: "panel review", "data-testid": "review" },
    h("h2", { style: "font-size:1.1em;margin:0 0 6px" }, L.review), body);
}

/** Draw the review of finished table `table` into `element` (see the top of this file). */
export function mountReview(element, props) {
  render(h(Review, props), element);
  return () => render(null, element);
}
