// A game's card reference (/cards/{game}?lang=): every distinct card of the catalog drawn
// as its whole face, grouped by kind, in the page's language.

import { h, clear } from "./dom.js";
import { t, pick, lang, onLang } from "./i18n.js";
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
          const said = list[0][lang()] || list[0].en || {};
          const kind = said.kind || list[0].kind;
          return h("section", { class: "ref-group", "data-testid": `cards-kind-${list[0].kind}` },
            h("h2", {}, cap(kind), " ", h("span", { class: "muted" }, `(${list.length})`)),
            h("ul", { class: "ref-cards" }, list.map((c) =>
              h("li", { "data-testid": `ref-card-${c.id}` }, cardFace(game, c.id, { size: "full" })))));
        })));
  }

  onLang(render);
  render();
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
