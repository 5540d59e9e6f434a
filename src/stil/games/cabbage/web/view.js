// Інтриги та Капуста: every castle (cards by kind, points now), the row laid out this
// turn with the card that busts it, deck and discard, and what only this seat knows.

const ORDER = ["cat", "pig", "chicken", "cow", "fox", "wolf", "dog", "rabbit", "cabbage", "wheat"];

export function render(frame, c) {
  const { h, t, label, pick, data } = c;
  const d = frame.view;
  const players = Number(d.players);
  const cards = (data && data.cards) || {};
  const name = (k) => (cards[k] ? pick(cards[k].name) : k);
  // a card drawn as a card (card.js), or a chip with its name where faces are not offered
  const face = (k, opts) => (c.card ? c.card(k, opts) : h("span", { class: "chip" }, name(k)));
  const kinds = [...ORDER.filter((k) => k in cards || true), ...Object.keys(cards).filter((k) => !ORDER.includes(k))];
  const intrigue = d.phase === "intrigue";

  const castles = h("div", { class: "grid", "data-testid": "cg-castles" }, Array.from({ length: players }, (_, seat) => {
    const castle = (d.castles && d.castles[seat]) || {};
    const current = Number(d.current) === seat && !intrigue && d.to_act != null;
    const held = kinds.filter((k) => castle[k]);
    return h("div", { class: `box ${current ? "current" : ""} ${seat === frame.seat ? "me" : ""}`, "data-testid": `cg-castle-${seat}`, "data-target": `seat:${seat}` },
      h("div", { class: "row between" },
        h("strong", {}, current ? "▶ " : "", c.nameOf(seat)),
        h("span", { class: "chip strong" }, `${t("score")}: ${d.scores ? d.scores[seat] : "–"}`)),
      h("div", { class: "chips" }, held.length
        ? held.map((k) => face(k, { size: "chip", count: castle[k] > 1 ? castle[k] : null }))
        : h("span", { class: "muted" }, label("empty"))),
      d.blocking && d.blocking[seat] ? h("div", { class: "stat" }, label("blocking", { n: d.blocking[seat] })) : null);
  }));

  const row = (d.row || []).slice();
  const bust = d.bust;
  if (bust != null) row.pop();
  const rowBox = h("div", { class: "box row-box", "data-testid": "cg-row", "data-target": "row" },
    h("strong", {}, intrigue ? label("intrigue") : label("row")),
    h("div", { class: "cf-row" },
      row.length ? row.map((k) => face(k, { size: "card" })) : h("span", { class: "muted" }, label("empty")),
      bust != null ? h("div", { class: "bust" }, face(bust, { size: "card", cls: "busting" }),
        h("span", { class: "chip bad strong" }, `✗ ${label("bust")}`)) : null));

  const discardN = Object.values(d.discard || {}).reduce((a, b) => a + Number(b), 0);
  const status = h("p", { class: "stat" }, `${t("deck")}: ${d.deck} · ${t("discard")}: ${discardN}`);

  const secrets = [];
  // "{card}" in the label is where the card is drawn
  const said = (key, cardsHere) => {
    const [before, after = ""] = label(key, { card: "\u0000", cards: "\u0000" }).split("\u0000");
    return h("div", { class: "row" }, before.trim(), cardsHere.map((k) => face(k, { size: "chip" })), after.trim() || null);
  };
  if (d.top != null) secrets.push(said("top", [d.top]));
  if (d.looked && d.looked.length) secrets.push(said("looked", d.looked));
  return h("div", { class: "gv cabbage" },
    rowBox, status, castles,
    secrets.length ? h("div", { class: "secret", "data-testid": "cg-secret" }, secrets) : null);
}
