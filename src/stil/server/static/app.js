// Stil's browser client: one page, three routes, drawn from the server's API and frames.
//   /            the lobby          (lobby.js)
//   /t/{id}      a table            (table.js) — #seat=N&token=… from an invite link
//   /replay/{id} a finished game    (replay.js) — ?step=N

import { lang, setLang, onLang } from "./i18n.js";
import { lobbyPage } from "./lobby.js";
import { tablePage } from "./table.js";
import { replayPage } from "./replay.js";

function markLang() {
  document.documentElement.lang = lang();
  for (const b of document.querySelectorAll("[data-lang]")) {
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
  }
}

function route() {
  const root = document.getElementById("app");
  const path = decodeURIComponent(location.pathname);
  let m;
  if ((m = path.match(/^\/t\/([^/]+)\/?$/))) return tablePage(root, m[1]);
  if ((m = path.match(/^\/replay\/([^/]+)\/?$/))) return replayPage(root, m[1]);
  return lobbyPage(root);
}

for (const b of document.querySelectorAll("[data-lang]")) {
  b.addEventListener("click", () => setLang(b.dataset.lang));
}
onLang(markLang);
markLang();
route();
