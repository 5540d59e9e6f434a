// Відчайдушні однороги: every stable as a row of cards (Unicorns counted against the
// target), hand sizes, the card played and the Neighs on it, the pending effects, the
// nursery, the deck and discard; this seat's own hand and what only it is shown (a deck
// it searches, the Oracle's top cards, a hand it looks at). A card that a legal action
// names is clickable: one action sends it, several (a card playable into more than one
// stable) open small buttons, one per action.

const KIND_MARK = { upgrade: "↑ ", downgrade: "↓ ", magic: "✦ ", instant: "! " };

export function render(frame, c) {
  const { h, t, pick, data } = c;
  const d = frame.view;
  const players = Number(d.players);
  const target = players >= 6 ? 6 : 7;
  const cards = (data && data.cards) || {};
  const text = (k, params = {}) => {
    const e = data && data.texts && data.texts[k];
    let s = e ? pick(e) : k;
    for (const [key, v] of Object.entries(params)) s = s.split(`{${key}}`).join(String(v));
    return s;
  };
  const kind = (id) => (cards[id] ? cards[id].kind : "");
  const name = (id) => (cards[id] ? pick(cards[id].name) : String(id));

  // legal actions by the card they name: "play X [seat]", "hand X", "take X", "baby X",
  // "trigger X" (own hand, lists), "pick SEAT X" (a stable's card)
  const fromHand = new Map(); // "play X [seat]", "hand X"
  const taken = new Map(); // "take X", "baby X": a card of a shown list or the nursery
  const triggers = new Map(); // "trigger X"
  const bySeatCard = new Map(); // "pick SEAT X": a card of a stable
  const add = (map, key, a) => { if (!map.has(key)) map.set(key, []); map.get(key).push(a); };
  for (const a of c.actions || []) {
    const w = String(a.action).split(/\s+/);
    if (!w[1]) continue;
    if (w[0] === "play" || w[0] === "hand") add(fromHand, w[1], a);
    else if (w[0] === "take" || w[0] === "baby") add(taken, w[1], a);
    else if (w[0] === "trigger") add(triggers, w[1], a);
    else if (w[0] === "pick" && w.length >= 3) add(bySeatCard, `${w[1]} ${w[2]}`, a);
  }
  const send = (a) => () => { if (c.send) c.send(a.action); };
  const chip = (id, acts, extra = "", testid = null, size = "chip") => {
    const label = `${KIND_MARK[kind(id)] || ""}${name(id)}`;
    const one = acts && acts.length === 1 && c.send;
    const choices = acts && acts.length > 1 && c.send
      ? h("span", { class: "choices" }, acts.map((a) => h("button", {
          type: "button", class: "mini", "data-action": a.action, title: a.text || a.action, onclick: send(a),
        }, shortLabel(a))))
      : null;
    // a card drawn as a card (card.js): its text opens on hover, focus or a long press
    if (c.card) {
      return c.card(id, {
        size, testid, extra: choices, onclick: one ? send(acts[0]) : null,
        cls: `${acts && acts.length ? "playable" : ""} ${extra}`.trim(),
      });
    }
    return h("span", {
      class: `chip kind-${kind(id)} ${acts && acts.length ? "playable" : ""} ${extra}`,
      title: acts && acts.length ? acts.map((a) => a.text || a.action).join(" · ") : name(id),
      "data-card": id, "data-testid": testid,
      onclick: one ? send(acts[0]) : null,
    }, label,
    acts && acts.length > 1 && c.send
      ? h("span", { class: "choices" }, acts.map((a) => h("button", {
          type: "button", class: "mini", "data-action": a.action, title: a.text || a.action, onclick: send(a),
        }, shortLabel(a))))
      : null);
  };
  const shortLabel = (a) => {
    const w = String(a.action).split(/\s+/);
    if (w[0] === "play" && w.length >= 3) return Number(w[2]) === frame.seat ? text("ui.stable") : c.nameOf(Number(w[2]));
    return a.text || a.action;
  };
  const row = (ids, actsOf, size = "chip") => (ids.length
    ? h("div", { class: size === "card" ? "cf-row" : "chips" }, ids.map((id) => chip(id, actsOf ? actsOf(id) : null, "", null, size)))
    : h("span", { class: "muted" }, text("ui.empty")));

  // the stables
  const stables = h("div", { class: "grid", "data-testid": "uu-stables" }, Array.from({ length: players }, (_, seat) => {
    const current = Number(d.current) === seat && d.phase !== "baby" && d.phase !== "over";
    const stable = (d.stables && d.stables[seat]) || [];
    // one marker, as the header and the players say: ▶ is whoever must answer now (a Neigh
    // asked of another seat moves it there); the box of the turn's owner stays outlined
    const acting = frame.to_act != null ? Number(frame.to_act) === seat : current;
    return h("div", { class: `box ${current ? "current" : ""} ${seat === frame.seat ? "me" : ""}`, "data-testid": `uu-stable-${seat}`, "data-target": `seat:${seat}` },
      h("div", { class: "row between" },
        h("strong", {}, acting && d.phase !== "over" ? "▶ " : "", c.nameOf(seat)),
        h("span", { class: "chip strong", title: text("ui.unicorns") }, `${text("ui.unicorns")}: ${d.scores ? d.scores[seat] : 0}/${target}`)),
      h("div", { class: "stat" }, `${t("cards_in_hand")}: ${d.hand_sizes ? d.hand_sizes[seat] : "–"}`),
      row(stable, (id) => bySeatCard.get(`${seat} ${id}`)));
  }));

  const discard = d.discard || [];
  const status = h("p", { class: "stat", "data-testid": "uu-status" },
    `${t("deck")}: ${d.deck} · ${t("discard")}: ${discard.length}`,
    discard.length ? ` (${name(discard[discard.length - 1])})` : "",
    d.phase === "action" && Number(d.plays_left) > 1 ? ` · ${text("ui.plays_left", { n: d.plays_left })}` : "",
    Number(d.extra_turns) ? ` · ${text("ui.extra_turns", { n: d.extra_turns })}` : "",
    d.turn_cut ? ` · ${text("ui.turn_cut")}` : "");
  const nursery = h("div", { class: "box", "data-testid": "uu-nursery" },
    h("strong", {}, text("ui.nursery")), row(d.nursery || [], (id) => taken.get(id)));

  const parts = [stables, status];
  // the card played and the Neighs on it
  const chain = d.chain || [];
  if (chain.length) {
    const lines = chain.map((r, i) => {
      const n = c.nameOf(Number(r.seat));
      const hasTarget = r.target !== null && r.target !== undefined;
      return h("div", { style: `margin-left:${i}rem` }, i ? "↳ " : "", h("strong", {}, n), ": ", chip(r.card, null),
        !i && hasTarget ? h("span", { class: "muted" }, ` → ${c.nameOf(Number(r.target))}`) : null);
    });
    const stands = chain.length % 2 === 1;
    parts.push(h("div", { class: "box chain", "data-testid": "uu-chain" },
      h("strong", {}, text("ui.chain")), lines,
      h("div", { class: stands ? "stat" : "stat bad" }, text(stands ? "ui.chain_stands" : "ui.chain_cancelled"))));
  }
  const stack = d.stack || [];
  if (stack.length || (d.bot_queue || []).length) {
    parts.push(h("div", { class: "box", "data-testid": "uu-pending" },
      h("strong", {}, text("ui.pending")),
      h("div", { class: "pending-list" }, stack.slice().reverse().map((r) => h("div", { class: "row" },
        chip(r.src, null), ` ${text(`op.${r.op}`)} (${c.nameOf(Number(r.seat))})`))),
      (d.bot_queue || []).length ? row(d.bot_queue, (id) => triggers.get(id)) : null));
  }
  parts.push(nursery);
  for (const [s, hand] of Object.entries(d.open_hands || {})) {
    if (Number(s) === frame.seat) continue;
    parts.push(h("div", { class: "box", "data-testid": `uu-open-hand-${s}` },
      h("strong", {}, text("ui.open_hand", { n: Number(s) + 1 })), row(hand, null)));
  }
  if (frame.seat != null && Array.isArray(d.hand)) {
    const secret = [];
    const peek = (key, ids, params = {}) => secret.push(h("div", { class: "secret" },
      h("div", {}, text(key, { cards: "", ...params }).replace(/[:：]\s*$/, "")), row(ids, (id) => taken.get(id), "card")));
    if (Array.isArray(d.deck_cards)) peek("ui.deck_cards", d.deck_cards);
    if (Array.isArray(d.top)) peek("ui.top_cards", d.top);
    if (Array.isArray(d.looking) && stack.length) peek("ui.looking", d.looking, { n: Number(stack[stack.length - 1].victim) + 1 });
    parts.push(h("div", { class: "box me", "data-testid": "uu-hand" },
      h("strong", {}, t("your_hand")),
      row(d.hand, (id) => fromHand.get(id), "card"), secret));
  }
  return h("div", { class: "gv unicorns" }, parts);
}
