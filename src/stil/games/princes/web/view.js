// Князья: every prince with his cities (might, wall, attachments), chronicles, cards in
// hand (and those known to all), might now; the deck, discard and end countdown; the war
// in progress; this seat's own hand, grouped by kind.

const GROUPS = { city: "city", building: "building", wall: "building", moat: "building", fortress: "building",
  army: "army", militia: "army", event: "event", chronicle: "chronicle" };

export function render(frame, c) {
  const { h, t, pick, data, label } = c;
  const d = frame.view;
  const players = Number(d.players);
  const card = (id) => (data && data.cards && data.cards[id]) || null;
  const name = (id) => (card(id) ? pick(card(id).name) : String(id));
  const chipText = (id) => {
    const k = card(id);
    if (!k) return String(id);
    const n = pick(k.name);
    if (k.kind === "city") return `${n} (${k.might})`;
    if (k.kind === "building") return k.plus ? `${n} (+${k.plus})` : `${n} (×${k.mult})`;
    if (k.kind === "wall") return `${n} (>${k.wall})`;
    if (k.kind === "army") return `${n} (${k.valour})`;
    return n;
  };
  // a card drawn as a card (card.js), or a chip with its name and numbers where faces are not offered
  const face = (id, opts = { size: "chip" }) => (c.card ? c.card(id, opts) : h("span", { class: "chip" }, chipText(id)));
  const faces = (ids, opts) => ids.map((id) => face(id, opts));
  const cityBox = (city) => h("div", { class: "city", "data-testid": `pr-city-${city.city}`, "data-target": `city:${city.city}` },
    h("div", { class: "row" }, face(city.city), h("span", { class: "might", title: label("might") }, city.might),
      city.wall ? h("span", { class: "muted" }, label("wall", { n: city.wall })) : null),
    (city.attached || []).length
      ? h("div", { class: "chips" }, faces(city.attached))
      : null);

  const war = d.war;
  const princes = h("div", { class: "grid", "data-testid": "pr-princes" }, Array.from({ length: players }, (_, seat) => {
    const current = Number(d.current) === seat && !d.over;
    const cities = (d.cities || []).filter((x) => Number(x.owner) === seat);
    const chronicles = (d.chronicles && d.chronicles[seat]) || [];
    const known = (d.known && d.known[seat]) || [];
    const atWar = war && (Number(war.attacker) === seat || Number(war.defender) === seat);
    return h("div", { class: `box ${current ? "current" : ""} ${seat === frame.seat ? "me" : ""} ${atWar ? "at-war" : ""}`, "data-testid": `pr-prince-${seat}`, "data-target": `seat:${seat}` },
      h("div", { class: "row between" },
        h("strong", {}, current ? "▶ " : "", c.nameOf(seat)),
        h("span", { class: "chip strong", title: label("might") }, `${label("might")}: ${d.scores ? d.scores[seat] : "–"}`)),
      h("div", { class: "stat" }, `${t("cards_in_hand")}: ${d.hand_sizes ? d.hand_sizes[seat] : "–"}`),
      cities.length ? cities.map(cityBox) : h("div", { class: "muted" }, label("no_cities")),
      chronicles.length ? h("div", { class: "chips" }, h("span", { class: "stat" }, `${label("chronicles")}: `),
        chronicles.map((x) => h("span", { class: "chronicle", "data-target": `chronicle:${seat}:${x}` }, face(x)))) : null,
      known.length ? h("div", { class: "chips" }, h("span", { class: "stat" }, `${label("known")}: `),
        faces(known)) : null);
  }));

  const status = h("p", { class: "stat row" },
    `${t("deck")}: ${d.deck}`,
    ` · ${t("discard")}: ${(d.discard || []).length}`,
    d.discard && d.discard.length ? face(d.discard[d.discard.length - 1]) : "",
    (d.table || []).length ? [` · ${label("on_table")}:`, faces(d.table)] : "",
    d.last_turn != null ? h("strong", { class: "chip bad" }, ` ${label("last_turn")}`) : "");

  const parts = [princes, status];
  if (war) {
    const city = (d.cities || []).find((x) => x.city === war.city);
    parts.push(h("div", { class: "box war", "data-testid": "pr-war" },
      h("strong", {}, label("war", { city: name(war.city) })),
      h("div", {}, `${label("attacker")}: ${c.nameOf(Number(war.attacker))} · ${label("defender")}: ${c.nameOf(Number(war.defender))}`),
      city ? cityBox(city) : null,
      war.events && war.events.length ? h("div", { class: "chips" }, faces(war.events)) : null,
      war.x ? h("div", { class: "row" }, `${label("attack")}:`, face(war.x),
        war.x_valour != null ? h("strong", {}, `(${war.x_valour})`) : null) : null,
      war.against && war.against.length ? h("div", { class: "row" }, `${label("against")}:`, faces(war.against)) : null));
  }
  if (frame.seat != null && Array.isArray(d.hand)) {
    const groups = {};
    for (const id of d.hand) {
      const g = GROUPS[(card(id) || {}).kind] || "event";
      (groups[g] = groups[g] || []).push(id);
    }
    parts.push(h("div", { class: "box me", "data-testid": "pr-hand" },
      h("strong", {}, t("your_hand")),
      d.hand.length
        ? Object.entries(groups).map(([, ids]) => h("div", { class: "cf-row" }, faces(ids, { size: "card" })))
        : h("div", { class: "muted" }, t("none"))));
  }
  return h("div", { class: "gv princes" }, parts);
}
