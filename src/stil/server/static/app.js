// Stil's browser client: one page, four routes, drawn from the server's API and frames.
//   /            the lobby          (lobby.js)
//   /t/{id}      a table            (table.js) — #seat=N&token=… from an invite link
//   /replay/{id} a finished game    (replay.js) — ?step=N
//   /cards/{game} the game's cards  (reference.js) — ?lang=<one of LANGS>

import { lang, setLang, onLang, t, LANGS, languageName } from "./i18n.js";
import { lobbyPage } from "./lobby.js";
import { tablePage } from "./table.js";
import { replayPage } from "./replay.js";
import { cardsPage } from "./reference.js";
import { invitePage } from "./invite.js";
import { registerWorker } from "./together.js";
import "./chat.js"; // the table page's chat panel, plugged into its chat slot

function markLang() {
  document.documentElement.lang = lang();
  // the language switch is named in the page's language too
  document.querySelector("[data-testid=lang-switch]")?.setAttribute("aria-label", t("language"));
  for (const b of document.querySelectorAll("[data-lang]")) {
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
  }
}

function route() {
  const root = document.getElementById("app");
  const path = decodeURIComponent(location.pathname);
  let m;
  // an invitation asks the person's name before the seat is taken (once: it is remembered)
  if ((m = path.match(/^\/t\/([^/]+)\/?$/))) return invitePage(root, m[1], () => tablePage(root, m[1]));
  if ((m = path.match(/^\/replay\/([^/]+)\/?$/))) return replayPage(root, m[1]);
  if ((m = path.match(/^\/cards\/([^/]+)\/?$/))) return cardsPage(root, m[1]);
  return lobbyPage(root);
}

// a link may name the page's language (?lang=uk): it is taken as the reader's choice
const asked = new URLSearchParams(location.search).get("lang");
if (asked) setLang(asked);

// the switch offers every language there are texts for: its code, its own name on hover
for (const code of LANGS) {
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.lang = code;
  b.dataset.testid = `lang-${code}`;
  b.lang = code;
  b.title = languageName(code);
  b.textContent = code.toUpperCase();
  b.addEventListener("click", () => setLang(code));
  document.querySelector("[data-testid=lang-switch]")?.append(b);
}
onLang(markLang);
markLang();
route();
registerWorker(); // installable, and "your move" pushes
