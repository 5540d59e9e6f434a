// An invitation's first page: before the seat is taken, the person says their name (kept in
// this browser for next time: a remembered name is not asked again). "Skip" sits them down
// under the game's label for the seat ("Player 2"). Then the table page takes over, joining
// under that name.

import { h, clear } from "./dom.js";
import { t, pick } from "./i18n.js";
import { api, secrets } from "./api.js";

const NAME = "stil.name";
const ASKED = "stil.name.asked";

function fromLink() {
  const p = new URLSearchParams(location.hash.slice(1));
  return p.get("token") ? { seat: Number(p.get("seat")), token: p.get("token") } : null;
}

export async function invitePage(root, id, then) {
  const link = fromLink();
  const remembered = (localStorage.getItem(NAME) || "").trim();
  if (!link || secrets.joined(id) || remembered || localStorage.getItem(ASKED)) return then();
  let game = "";
  try {
    const [summary, catalog] = await Promise.all([api.table(id), api.catalog()]);
    const g = catalog.find((c) => c.id === summary.game);
    game = g ? pick(g.names) : summary.game;
    if (summary.status === "finished") return then(); // nothing to sit down at
  } catch {
    return then(); // the table page says what is wrong
  }
  const input = h("input", { id: "invite-name", "data-testid": "invite-name", maxlength: 24,
                             autocomplete: "nickname", value: "", required: true });
  const sit = (name) => {
    if (name) localStorage.setItem(NAME, name);
    else localStorage.setItem(ASKED, "skipped");
    then();
  };
  clear(root,
    h("section", { class: "panel invite-ask", "data-testid": "invite-ask" },
      h("h1", {}, t("invite_title", { game })),
      h("form", { onsubmit: (e) => { e.preventDefault(); const v = input.value.trim(); if (v) sit(v); } },
        h("div", { class: "field" }, h("label", { for: "invite-name" }, t("invite_name")), input),
        h("p", { class: "muted" }, t("invite_name_why", { n: link.seat + 1 })),
        h("div", { class: "row" },
          h("button", { type: "submit", class: "primary", "data-testid": "invite-sit" }, t("invite_sit")),
          h("button", { type: "button", class: "subtle", "data-testid": "invite-skip", onclick: () => sit("") },
            t("invite_skip"))))));
  document.title = `${t("app_title")} — ${game}`;
  input.focus();
}
