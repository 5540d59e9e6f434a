// A game's card reference (/cards/{game}?lang=): every distinct card of the catalog drawn
// as its whole face, grouped by kind, in the page's language. Cards that differ only by
// their name (thirteen Baby Unicorns, six cities of might 2) are drawn once, "× 13", with
// their names listed under the face.

import { h, clear } from "./dom.js";
import { t, pick, lang, onLang, LANGS, FALLBACK } from "./i18n.js";
import { api } from "./api.js";
import { loadDeck, cardFace, deckOf } from "./card.js";
import { loadGame } from "./table.js";

export async function cardsPage(root, game) {
  let names = null;
  let known = true;
  try {
    const catalog = await api.catalog();
    const g = catalog.find((x) => x.id === game);
    known = !!g;
    names = g ? g.names : null;
  } catch {
    known = false;
  }
  if (known) {
    await loadGame(game); // the game's labels and its own drawing of a face, where it has one
    await loadDeck(game);
  }

  function render() {
    const title = names ? t("cards_title", { game: pick(names) }) : t("all_cards");
    document.title = `${title} — ${t("app_title")}`;
    const url = new URL(location.href);
    if (url.searchParams.get("lang") !== lang()) {
      url.searchParams.set("lang", lang());
      history.replaceState(null, "", url.pathname + url.search);
    }
    const nav = h("nav", { class: "ref-nav" },
      h("a", { href: "/", "data-testid": "cards-back" }, t("back_to_lobby")),
      known ? h("a", { href: `/howto/${encodeURIComponent(game)}?lang=${lang()}`, "data-testid": "cards-howto" },
        t("how_to_play")) : null);
    if (!known) {
      clear(root, nav, h("h1", {}, t("all_cards")), h("p", { class: "error", role: "alert" }, t("unknown_game")));
      return;
    }
    const deck = deckOf(game);
    const cards = deck ? [...deck.cards.values()] : [];
    // grouped by kind, in the catalog's order of first appearance
    const groups = new Map();
    for (const c of cards) {
      if (!groups.has(c.kind)) groups.set(c.kind, []);
      groups.get(c.kind).push(c);
    }
    clear(root,
      h("div", { class: "cards-page", "data-testid": "cards-page", "data-game": game },
        nav,
        h("h1", {}, title),
        h("p", { class: "muted" }, t("cards_count", { n: cards.length })),
        [...groups.values()].map((list) => {
          const said = list[0][lang()] || list[0][FALLBACK] || {};
          const kind = said.kind || list[0].kind;
          return h("section", { class: "ref-group", "data-testid": `cards-kind-${list[0].kind}` },
            h("h2", {}, cap(kind), " ", h("span", { class: "muted" }, `(${list.length})`)),
            h("ul", { class: "ref-cards" }, alike(list).map((same) => {
              const c = same[0];
              const names = same.map((x) => (x[lang()] || x[FALLBACK] || {}).name || x.id);
              return h("li", { "data-testid": `ref-card-${c.id}`, "data-ids": same.map((x) => x.id).join(" ") },
                cardFace(game, c.id, same.length > 1
                  // one face for the group: its name without what tells them apart, no count
                  ? { size: "full", label: names[0].replace(/\s*\(.*\)\s*$/, ""), count: false }
                  : { size: "full" }),
                same.length > 1
                  ? h("p", { class: "ref-same", "data-testid": "ref-same" },
                      h("strong", {}, `× ${same.length}`), " ", names.join(", "))
                  : null);
            })));
        })));
  }

  onLang(render);
  render();
}

/** The cards in groups of those alike in all but their id and name, in order. */
function alike(list) {
  const groups = new Map();
  for (const c of list) {
    const face = { ...c, id: null, count: null, copies: null };
    for (const l of LANGS) if (face[l]) face[l] = { ...face[l], name: null };
    const key = JSON.stringify(face);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(c);
  }
  return [...groups.values()];
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
