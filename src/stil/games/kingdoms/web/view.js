// Царства зверей: the five kingdoms in ring order, each with its edict, its tokens, the
// pieces on its territories, capital and council, and the cards under it (the last one,
// which edicts look at, marked); the houses with their scores, supply, "+2" and retreat
// tokens; a battle in progress; this seat's own hand; in solo, the upstart.

const HEX = ["#d4a017", "#c0392b", "#2e6fbf", "#2f8f4e", "#8e44ad"];
const ICON = { A: "", B: "↓ ", V: "↔ ", G: "⇔ " };
const UPSTART = 1;

export function render(frame, c) {
  const { h, t, pick, data, label } = c;
  const d = frame.view;
  const sizes = (data && data.sizes) || [4, 5, 6, 7, 8];
  const councilSeats = (data && data.council_seats) || 2;
  const solo = Number(d.players) === 1;
  const sides = (d.score || []).length;
  const text = (k) => (data && data.texts && data.texts[k] ? pick(data.texts[k]) : k);
  const sideName = (side) => (solo && side === UPSTART ? text("upstart") : c.nameOf(side));
  const colour = (side) => text(`colour.${side}`);
  // the solo upstart's level, in the rulebook's words («уровень выскочки: сложный»)
  const level = (id) => text("ui.level").replace("{level}", text(`level.${id || "normal"}`));
  const cardName = (id) => {
    const m = /^(.*)_(\d+)$/.exec(String(id));
    if (!m) return String(id);
    const a = data && data.animals && data.animals[m[1]];
    return `${a ? pick(a) : m[1]} ${m[2]}`;
  };
  const edictName = (id) => {
    const e = data && data.edicts && data.edicts[id];
    return e ? `${ICON[e.kind] || ""}${pick(e.name)}` : String(id);
  };
  // a card drawn as a card (card.js), or a chip with its name where faces are not offered
  const face = (id, opts = {}) => (c.card ? c.card(id, { size: "chip", ...opts })
    : h("span", { class: `chip ${opts.cls || ""}` }, cardName(id)));
  const chip = (side, label, extra = "") => h("span", { class: `chip ${extra}`, style: `border-color:${HEX[side % 5]}` },
    h("span", { class: "pip", style: `background:${HEX[side % 5]}` }), label);
  const ring = String((d.options && d.options.ring_order) || sizes.join("-")).split("-").map((n) => sizes.indexOf(Number(n)));

  // the houses
  const current = ["turn", "rally", "pair"].includes(d.step) ? d.current : null;
  const housesRows = Array.from({ length: sides }, (_, side) => {
    const own = side === frame.seat || d.over;
    const values = d.retreat_values ? d.retreat_values[side] : null;
    let retreat = "—";
    if (values && own) retreat = values.length ? values.join(", ") : "—";
    else if (d.retreat_tokens && d.retreat_tokens[side]) retreat = label("hidden_n", { n: d.retreat_tokens[side] });
    const cards = solo && side === UPSTART
      ? (d.bonus && d.bonus.length ? h("span", { class: "chips" }, d.bonus.map((id) => face(id))) : "—")
      : (d.hand_sizes ? d.hand_sizes[side] : "–");
    return h("tr", { class: side === current && !d.over ? "current" : "", "data-testid": `kd-side-${side}`, "data-target": `seat:${side}` },
      h("td", {}, side === current && !d.over ? "▶ " : "",
        h("span", { class: "pip", style: `background:${HEX[side % 5]}`, role: "img", "aria-label": colour(side), title: colour(side) }), " ",
        h("strong", {}, sideName(side)),
        // the colour by its name too: the log names houses by colour ("Оля (жовті)")
        sideName(side).includes(colour(side)) ? null : h("span", { class: "muted" }, ` (${colour(side)})`),
        d.first === side && d.step !== "first" ? h("span", { class: "muted" }, ` · ${label("first")}`) : null),
      h("td", { class: "num" }, h("strong", {}, d.score[side])),
      h("td", { class: "num" }, d.supply ? d.supply[side] : "–"),
      h("td", { class: "num" }, cards),
      solo ? null : h("td", { class: "num" }, d.mods ? d.mods[side] : "–"),
      solo ? null : h("td", {}, retreat),
      h("td", {}, d.retreated && d.retreated[side] ? label("retreated") : ""));
  });
  // on a phone each house is a block of "head: value" lines (the shared .t.stack styles)
  const heads = [label("side"), t("score"), label("supply"),
    solo ? `${t("cards_in_hand")} / ${label("bonus")}` : t("cards_in_hand"),
    ...(solo ? [] : [label("mods"), label("retreat")]), label("this_age")];
  const labelled = (row) => h(row.type, row.props, [].concat(row.props.children).filter((x) => x != null)
    .map((td, i) => h(td.type, { ...td.props, "data-label": heads[i] || "" })));
  const houses = h("div", { class: "scroll" }, h("table", { class: "t stack", "data-testid": "kd-houses" },
    h("thead", {}, h("tr", {},
      h("th", {}, heads[0]), h("th", { class: "num" }, heads[1]),
      h("th", { class: "num" }, heads[2]),
      h("th", { class: "num" }, heads[3]),
      solo ? null : h("th", { class: "num" }, label("mods")),
      solo ? null : h("th", {}, label("retreat")),
      h("th", {}, label("this_age")))),
    h("tbody", {}, housesRows.map(labelled))));

  const status = h("p", { class: "stat" },
    label("age", { n: d.age }), ` · ${t("deck")}: ${d.deck}`,
    ` · ${t("discard")}: ${(d.discard || []).length}`,
    d.discard && d.discard.length ? [" ", face(d.discard[d.discard.length - 1])] : "",
    !solo && !(d.options && d.options.peace_variant) ? ` · ${label("mod_supply", { n: d.mod_supply })}` : "",
    !solo ? ` · ${label("retreat_pool", { n: d.retreat_pool })}` : "",
    solo ? ` · ${label("solo_battles", { n: d.solo_battles || 0, w: d.solo_wins || 0 })}` : "",
    solo ? h("span", { "data-testid": "kd-level" }, ` · ${level(d.options && d.options.solo_difficulty)}`) : null);

  // the kingdoms, in ring order
  const battleK = d.pending && d.pending.k != null && ["battle", "boost"].includes(d.step) ? Number(d.pending.k) : null;
  const kingdoms = h("div", { class: "ring", "data-testid": "kd-kingdoms" }, ring.map((k) => {
    const size = sizes[k];
    const tokens = (d.tokens && d.tokens[k]) || [];
    const ordinary = (d.ordinary && d.ordinary[k]) || [];
    const used = ordinary.reduce((a, b) => a + Number(b), 0);
    const free = Math.max(0, size - 1 - used);
    const capital = d.capital ? Number(d.capital[k]) : -1;
    const council = (d.council && d.council[k]) || [];
    const cards = (d.cards && d.cards[k]) || [];
    const track = [];
    ordinary.forEach((n, side) => { for (let i = 0; i < n; i++) track.push(h("span", { class: "piece", style: `background:${HEX[side % 5]}`, title: sideName(side) })); });
    for (let i = 0; i < free; i++) track.push(h("span", { class: "piece free" }));
    const counts = [];
    for (let side = 0; side < sides; side++) {
      const n = Number(ordinary[side] || 0) + (capital === side ? 1 : 0) + council.filter((x) => Number(x) === side).length;
      if (n) counts.push(chip(side, ` ${n}${capital === side ? " ♛" : ""}${"◆".repeat(council.filter((x) => Number(x) === side).length)}`));
    }
    return h("div", { class: `box kingdom ${battleK === k ? "battle" : ""}`, "data-testid": `kd-kingdom-${size}`, "data-target": `kingdom:${size}` },
      h("div", { class: "row between" },
        h("strong", { class: "k-title" }, label("kingdom", { n: size })),
        tokens.length
          ? h("span", { class: "tokens", title: label("tokens") },
              h("span", { class: "token top" }, tokens[0]), tokens.slice(1).map((v) => h("span", { class: "token" }, v)))
          : h("span", { class: "muted" }, label("no_tokens"))),
      h("div", { class: "edict", title: label("edict") },
        d.edicts && d.edicts[k] != null
          ? face(d.edicts[k], { label: edictName(d.edicts[k]), cls: "edict-card" }) : null),
      h("div", { class: "track" }, track,
        h("span", { class: "capital", title: label("capital"), style: capital >= 0 ? `color:${HEX[capital % 5]}` : "" }, capital >= 0 ? "♛" : "♔"),
        h("span", { class: "sep" }, "│"),
        council.map((side) => h("span", { class: "council", title: label("council"), style: `color:${HEX[Number(side) % 5]}` }, "◆")),
        Array.from({ length: Math.max(0, councilSeats - council.length) }, () => h("span", { class: "council free", title: label("council") }, "◇"))),
      counts.length ? h("div", { class: "chips" }, counts) : null,
      h("div", { class: "chips cards" }, cards.length
        ? cards.map((id, i) => {
            const last = i === cards.length - 1;
            return face(id, { cls: last ? "last" : "under", attrs: last ? { "data-last": "true", title: label("last_card") } : null });
          })
        : h("span", { class: "muted" }, label("no_cards"))));
  }));

  const parts = [houses, status, kingdoms];
  const battle = battlePanel(frame, c, { sideName, cardName, chip, sizes, solo, face });
  if (battle) parts.push(battle);
  const step = pendingLine(frame, c, { cardName, sizes, sideName, face });
  if (step) parts.push(step);

  // the hand: own, or the open hand of a solo game
  if (Array.isArray(d.hand) && (frame.seat != null || solo)) {
    const where = new Map();
    for (const a of c.actions || []) {
      const w = a.action.split(/\s+/);
      if (w[0] === "claim") { if (!where.has(w[1])) where.set(w[1], []); where.get(w[1]).push(w[2]); }
    }
    parts.push(h("div", { class: "box me", "data-testid": "kd-hand" },
      h("strong", {}, frame.seat != null ? t("your_hand") : label("open_hand")),
      h("div", { class: "cf-row" }, d.hand.length ? d.hand.map((id) => face(id, { size: "card",
        extra: where.has(id) ? h("span", { class: "where" }, `→ ${where.get(id).join(", ")}`) : null }))
        : h("span", { class: "muted" }, t("none")))));
  }
  return h("div", { class: "gv kingdoms" }, parts);
}

function battlePanel(frame, c, { sideName, chip, sizes, face }) {
  const { h, t, label } = c;
  const d = frame.view;
  const p = d.pending || {};
  if (!["battle", "boost"].includes(d.step) || p.k == null) return null;
  const k = Number(p.k);
  const title = h("strong", {}, label("battle", { n: sizes[k] }));
  if (!p.who) {
    // solo: the upstart reveals cards
    const lines = [];
    if (p.used && p.used.length) lines.push(h("div", { class: "chips" }, p.used.map((id) => face(id))));
    if (p.shown && p.shown.length) lines.push(h("div", { class: "chips" }, p.shown.map((id) => face(id, { size: "card" }))));
    return h("div", { class: "box battle", "data-testid": "kd-battle" }, title, lines);
  }
  const boosting = p.stage === "boost";
  const rows = p.who.map((side, i) => {
    side = Number(side);
    const played = (p.played && p.played[i]) || [];
    const now = boosting && p.shown && i < p.shown.length ? p.shown[i] : null;
    const bits = [];
    if (played.length) bits.push(played.map((id) => face(id)));
    if (p.lost && p.lost[i]) bits.push(label("out"));
    else if (now != null) bits.push([face(now), p.boost && p.boost[i] ? ` +${2 * p.boost[i]}` : ""]);
    else if (p.alive && p.alive[i]) {
      if (side === frame.seat && p.own_choice) bits.push([face(p.own_choice), ` (${label("chosen")})`]);
      else bits.push(p.choice && p.choice[i] ? label("chosen") : label("choosing"));
    }
    const said = bits.length ? bits.flatMap((b, n) => (n ? ["; ", b] : [b])) : ["—"];
    return h("div", { class: "row battle-side" }, chip(side, ` ${sideName(side)}`), ": ", said);
  });
  return h("div", { class: "box battle", "data-testid": "kd-battle" }, title, rows);
}

function pendingLine(frame, c, { sizes, sideName, face }) {
  const { h } = c;
  const d = frame.view;
  const p = d.pending || {};
  if (d.step === "rally" && p.discarded && p.discarded.length) return h("p", { class: "stat row" }, "✗ ", p.discarded.map((id) => face(id)));
  if (d.step === "pair" && p.card) return h("p", { class: "stat row" }, face(p.card), ` → ${sizes[Number(p.k)]}`);
  if (d.step === "council" && p.queue) return h("p", { class: "stat" }, p.queue.map(([s, k]) => `${sideName(Number(s))} → ${sizes[Number(k)]}`).join(", "));
  if (d.step === "bonus" && p.card) return h("p", { class: "stat row" }, face(p.card), ": ", (p.matches || []).map((id) => face(id)));
  return null;
}
