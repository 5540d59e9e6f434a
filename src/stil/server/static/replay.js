// The replay page: a finished game move by move, as a spectator saw it.
// /replay/{id}?step=N is a shareable link to one moment.

import { h, clear, copyText } from "./dom.js";
import { t, pick, lang, onLang } from "./i18n.js";
import { api } from "./api.js";
import { drawFrame, loadGame, freshMark } from "./table.js";
import { refreshTip } from "./card.js";
import { h as vh, render as mount, Fragment } from "./ui.js";
import { mountReview } from "./review.js";
import { mountChatHistory } from "./chat.js";

export async function replayPage(root, id) {
  const params = new URLSearchParams(location.search);
  let step = Math.max(0, parseInt(params.get("step") || "0", 10) || 0);
  let steps = null;
  let frame = null;
  let game = null;
  let error = "";
  let loading = 0;
  // the games' names in every language, from the catalog
  let gameNames = {};
  api.catalog().then((c) => {
    const g = frame && c.find((x) => x.id === frame.game);
    gameNames = Object.fromEntries(c.map((x) => [x.id, x.names]));
    if (g) render();
  }).catch(() => {});
  const head = h("div", { class: "table-head" });
  const controls = h("div", { class: "panel replay-controls", "data-testid": "replay-controls" });
  const body = h("div", { class: "table-body" });
  // the game's review (issue 42): every seat's chance move by move, the moments that mattered
  const review = h("div", { class: "replay-review", "data-testid": "replay-review" });
  // what was said at the table, spectators' lines too (issue 40)
  const talk = h("div", { class: "replay-chat" });
  clear(root, head, controls, body, review, talk);

  async function load(n) {
    if (steps != null) n = Math.max(0, Math.min(steps, n));
    const ticket = ++loading;
    try {
      const f = await api.replay(id, n, lang());
      if (ticket !== loading) return; // a later step was asked for meanwhile
      if (!game) game = await loadGame(f.game);
      frame = f;
      steps = f.steps ?? steps ?? f.seq;
      step = f.step ?? f.seq ?? n;
      error = "";
      const url = new URL(location.href);
      url.searchParams.set("step", String(step));
      history.replaceState(null, "", url);
    } catch (e) {
      if (steps == null && n > 0 && e.status === 400) return load(0); // a step past the end
      error = e.message;
    }
    render();
  }

  function go(n) {
    if (steps == null) return;
    load(Math.max(0, Math.min(steps, n)));
  }

  function render() {
    // "Replay: <game> — table <id>" once the game is known
    const names = frame && gameNames[frame.game];
    const title = frame ? t("replay_of", { game: names ? pick(names) : frame.game, id }) : t("replay_title");
    document.title = `${title} — ${t("app_title")}`;
    clear(head,
      h("a", { href: "/", class: "back" }, t("back_to_lobby")),
      h("h1", { class: "game-name", "data-testid": "title" }, title),
      h("span", { class: "status", "data-testid": "replay-step" },
        steps == null ? (error ? "" : t("loading")) : t("step_of", { n: step, m: steps })));
    const max = steps ?? 0;
    const btn = (key, to, disabled) =>
      h("button", { type: "button", "data-testid": `replay-${key}`, disabled, onclick: () => go(to) }, t(key));
    const shareBtn = h("button", { type: "button", "data-testid": "replay-share",
      onclick: async () => { if (await copyText(location.href)) shareBtn.textContent = t("copied"); } }, t("share"));
    clear(controls,
      h("div", { class: "row wrap" },
        btn("first", 0, step <= 0), btn("prev", step - 1, step <= 0),
        btn("next", step + 1, step >= max), btn("last", max, step >= max), shareBtn),
      h("input", { type: "range", min: 0, max, value: step, "data-testid": "replay-slider",
        "aria-label": t("step_of", { n: step, m: max }),
        onchange: (e) => go(Number(e.target.value)),
        oninput: (e) => { head.querySelector("[data-testid=replay-step]").textContent = t("step_of", { n: e.target.value, m: max }); } }));
    const err = error ? vh("p", { class: "error", role: "alert", "data-testid": "error" }, t("error", { detail: error })) : null;
    // the frame is patched in place, step after step (Preact): what the reader opened stays open
    mount(vh(Fragment, null, err, frame ? drawFrame(frame, game, { mode: "replay", fresh: freshMark(frame.events || [], null) }) : null), body);
    refreshTip(); // a card's detail closes with the card it was opened on
  }

  document.addEventListener("keydown", (e) => {
    if (e.target && ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName)) return;
    if (e.key === "ArrowLeft") go(step - 1);
    else if (e.key === "ArrowRight") go(step + 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(steps ?? 0);
  });
  const showReview = () => mountReview(review, { table: id, lang: lang(), onStep: go });
  onLang(() => { load(step); showReview(); });
  render();
  load(step);
  showReview();
  mountChatHistory(talk, { table: id });
}
