// Якщо влізе: the table drawn to scale in millimetres (cards are `card_mm`, the table is
// `table`), cards in a grid where east–west neighbours share a long side. Walls are heavy
// lines, open sides dashed; toys, spray bottles, sleeping cats, cats and Princesses lying
// across two cards; while a card is being placed, the cells it may go into are highlighted
// and clickable, and so are the slots for a cat, a special toy or a Princess.

/** This view draws DOM nodes itself (an SVG table it pans and zooms): the page gives it
 * dom.js's `h` and `s` and mounts what it returns as it is. */
export const dom = true;

const CAT_HEX = { yellow: "#e0a800", red: "#d0392b", blue: "#2e6fbf", green: "#2f8f4e", magenta: "#a53bb0" };
const TOY_HEX = ["#d35400", "#6d6d6d", "#8e44ad", "#1f7fbf"]; // yarn, mouse, feather, fish
const KINDS = ["yarn", "mouse", "feather", "fish"];
const GAP = 1.2; // mm between neighbouring cards, so that each reads as one card
const WALL = 3.2; // mm: a wall's stroke

export function render(frame, c) {
  const { h, t, pick, data, label } = c;
  const d = frame.view;
  const players = Number(d.players);
  const cats = (data && data.cats) || [];
  const catName = (seat) => (cats[seat] ? pick(cats[seat].name) : `#${seat + 1}`);
  const catHex = (seat) => CAT_HEX[cats[seat] && cats[seat].colour] || "#888";
  const sym = (kind) => (data && data.texts && data.texts[`sym.${kind}`] ? pick(data.texts[`sym.${kind}`]) : kind[0].toUpperCase());
  const info = (card) => (data && data.cards && data.cards[card]) || { kind: "box", sides: "oooo", toys: [0, 0, 0, 0], spray: 0 };
  const ctx = { ...c, d, catName, catHex, sym, info };

  const strip = h("div", { class: "grid players-strip" },
    Array.from({ length: players }, (_, seat) => {
      const current = Number(d.current) === seat && !d.over;
      return h("div", { class: `box ${current ? "current" : ""} ${seat === frame.seat ? "me" : ""}`, "data-testid": `cb-player-${seat}` },
        h("div", {}, h("span", { class: "swatch", style: `background:${catHex(seat)}` }), " ",
          current ? "▶ " : "", h("strong", {}, c.nameOf(seat))),
        h("div", { class: "stat" },
          `${t("score")}: `, h("strong", {}, d.scores ? d.scores[seat] : "–"),
          ` · ${label("supply")}: ${d.supply ? d.supply[seat] : "–"}`,
          ` · ${t("cards_in_hand")}: ${d.hand_sizes ? d.hand_sizes[seat] : "–"}`,
          d.penalties && d.penalties[seat] ? ` · ${label("penalty")}: ${d.penalties[seat]}` : ""));
    }));

  const status = h("p", { class: "stat" },
    `${t("deck")}: ${d.deck}`,
    d.discard && d.discard.length ? ` · ${t("discard")}: ${d.discard.length}` : "",
    d.ending || d.phase === "final" ? h("strong", { class: "chip bad" }, ` ${label("ending")}`) : "");

  const rot = { value: 0 };
  const drawing = tableSvg(frame, ctx, rot);
  const parts = [strip, status, h("h3", {}, label("table")), drawing.legend,
    panZoom(c, drawing, String(frame.table || ""))];
  if (drawing.clickable) parts.push(h("p", { class: "muted" }, label("click_hint")));
  if (d.pending) parts.push(pendingPanel(frame, ctx, rot, drawing));
  const hand = d.hand;
  if (frame.seat != null && Array.isArray(hand)) parts.push(handPanel(frame, ctx, hand));
  parts.push(boxesPanel(frame, ctx));
  return h("div", { class: "gv catboxes" }, parts);
}

// -- a card's face drawing (card.js asks for it: the reference page, the detail box) -------
/** Card `entry` (a catalog entry) as the table draws it: walls heavy, open sides dashed, a
 * dot per toy in its colour and a red one per spray bottle; a cat in its colour. */
export function cardArt(entry, { s }) {
  const W = 63, H = 88;
  const svg = s("svg", { viewBox: `-3 -3 ${W + 6} ${H + 6}`, width: 54, height: 75 });
  svg.append(s("rect", { x: 0, y: 0, width: W, height: H, rx: 3, fill: "#fbf7ee", stroke: "#0003" }));
  const sides = String(entry.sides || "oooo");
  [[0, 0, W, 0], [W, 0, W, H], [0, H, W, H], [0, 0, 0, H]].forEach(([a, b, c2, d2], i) => {
    const wall = sides[i] === "w";
    svg.append(s("line", { x1: a, y1: b, x2: c2, y2: d2, stroke: wall ? "#3b2a1a" : "#0006",
      "stroke-width": wall ? 4 : 1, "stroke-dasharray": wall ? null : "3 3", "stroke-linecap": "round" }));
  });
  if (entry.kind === "cat") {
    svg.append(s("circle", { cx: W / 2, cy: H / 2, r: 18, fill: CAT_HEX[entry.colour] || "#888" }));
  } else if (entry.kind === "sleeping") {
    svg.append(s("text", { x: W / 2, y: H / 2, "text-anchor": "middle", "font-size": 14, fill: "#4a5a6a", "font-weight": 700 }, "z z z"));
  } else if (entry.kind === "princess") {
    svg.append(s("text", { x: W / 2, y: H / 2 + 8, "text-anchor": "middle", "font-size": 26, fill: "#b0306a" }, "♛"));
  } else {
    const n = entry.numbers || {};
    const dots = [];
    KINDS.forEach((k, i) => { for (let m = 0; m < (n[k] || 0); m++) dots.push(TOY_HEX[i]); });
    for (let m = 0; m < (n.spray || 0); m++) dots.push("#c0392b");
    dots.forEach((col, i) => {
      const row = Math.floor(i / 3), c3 = i % 3;
      svg.append(s("circle", { cx: 14 + c3 * 17, cy: 16 + row * 17, r: 6.5, fill: col }));
    });
  }
  return svg;
}

/** A paw print centred at (x, y), about 20 mm across, in `colour`. */
function paw(s, x, y, colour) {
  return s("g", { class: "cat-paw", "data-testid": "cb-cat-ok", fill: colour, stroke: "#fff", "stroke-width": 0.8, "aria-hidden": "true" },
    s("ellipse", { cx: x, cy: y + 3, rx: 5.5, ry: 4.5 }),
    s("circle", { cx: x - 6, cy: y - 2.5, r: 2.3 }), s("circle", { cx: x - 2.2, cy: y - 6, r: 2.3 }),
    s("circle", { cx: x + 2.2, cy: y - 6, r: 2.3 }), s("circle", { cx: x + 6, cy: y - 2.5, r: 2.3 }));
}

// -- geometry ---------------------------------------------------------------------------
function mm(pair, fallback) {
  const m = /^(\d+)x(\d+)$/.exec(String(pair || ""));
  return m ? [Number(m[1]), Number(m[2])] : fallback;
}

function layout(d, targets) {
  const [cw, ch] = mm(d.options && d.options.card_mm, [63, 88]);
  const tableMm = mm(d.options && d.options.table, null);
  const floating = d.options && d.options.table_anchor === "floating";
  const [xmin, xmax, ymin, ymax] = (d.bounds || [0, 0, 0, 0]).map(Number);
  if (tableMm && !floating) {
    // a fixed table: every cell of the grid, centred on the table, and the table's edge
    const cols = xmax - xmin + 1, rows = ymax - ymin + 1;
    const [W, H] = tableMm;
    const ox = (W - cols * cw) / 2, oy = (H - rows * ch) / 2;
    return { cw, ch, W, H, edge: true, x0: xmin, x1: xmax, y0: ymin, y1: ymax,
             px: (x) => ox + (x - xmin) * cw, py: (y) => oy + (y - ymin) * ch, tableMm };
  }
  // unbounded or floating: the occupied cells and targets with a margin of one cell
  const pts = [...(d.cells || []).map((q) => [q.x, q.y]), ...targets];
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  const x0 = (xs.length ? Math.min(...xs) : 0) - 1, x1 = (xs.length ? Math.max(...xs) : 0) + 1;
  const y0 = (ys.length ? Math.min(...ys) : 0) - 1, y1 = (ys.length ? Math.max(...ys) : 0) + 1;
  const margin = 20;
  return { cw, ch, W: (x1 - x0 + 1) * cw + 2 * margin, H: (y1 - y0 + 1) * ch + 2 * margin, edge: false,
           x0, x1, y0, y1, px: (x) => margin + (x - x0) * cw, py: (y) => margin + (y - y0) * ch, tableMm };
}

function parseActions(actions) {
  const place = new Map(); // "x,y" -> [rot...]
  const slots = []; // {verb, x, y, action}
  const plays = new Map(); // hand index -> action
  for (const a of actions) {
    const w = a.action.split(/\s+/);
    if (w[0] === "place" && w.length === 4) {
      const key = `${w[1]},${w[2]}`;
      if (!place.has(key)) place.set(key, []);
      place.get(key).push({ rot: Number(w[3]), action: a.action, text: a.text, cat: !!a.cat });
    } else if (["cat", "toy", "princess"].includes(w[0]) && w.length === 3) {
      slots.push({ verb: w[0], x: Number(w[1]), y: Number(w[2]), action: a.action, text: a.text });
    } else if (w[0] === "play" && w.length === 2) {
      plays.set(Number(w[1]), a.action);
    }
  }
  return { place, slots, plays };
}

// -- the table ----------------------------------------------------------------------------
function tableSvg(frame, c, rot) {
  const { s, t, d, info, sym, catHex, catName, label } = c;
  const acts = parseActions(c.actions || []);
  const targets = [...acts.place.keys()].map((k) => k.split(",").map(Number));
  const L = layout(d, targets);
  const { cw, ch } = L;
  const M = 20; // a margin outside the table for the coordinates
  const svg = s("svg", {
    viewBox: `${-M} ${-M} ${L.W + M} ${L.H + M}`, role: "group", "aria-label": label("table"),
    preserveAspectRatio: "xMidYMid meet", class: "cb-svg",
  });
  svg.append(s("rect", { x: 0, y: 0, width: L.W, height: L.H, rx: L.edge ? 6 : 14,
    fill: L.edge ? "#c89b63" : "#d9bf95", stroke: L.edge ? "#6b4a26" : "none", "stroke-width": 4 }));

  // the grid of cells and its coordinates
  const grid = s("g", { stroke: "#00000022", "stroke-width": 0.6, fill: "none" });
  for (let x = L.x0; x <= L.x1; x++) for (let y = L.y0; y <= L.y1; y++)
    grid.append(s("rect", { x: L.px(x), y: L.py(y), width: cw, height: ch, "stroke-dasharray": "2 3" }));
  svg.append(grid);
  // each cell says where it is, so "(5, 0)" in a move can be found on the table
  const marks = s("g", { class: "cell-coords", fill: "#5a3c1c", "fill-opacity": 0.55, "font-size": 9, "aria-hidden": "true" });
  for (let x = L.x0; x <= L.x1; x++) for (let y = L.y0; y <= L.y1; y++)
    marks.append(s("text", { x: L.px(x) + 3, y: L.py(y) + 10 }, `${x},${y}`));
  svg.append(marks);
  const labels = s("g", { fill: "#5a3c1c", "font-size": 15, "font-weight": 700, "text-anchor": "middle" });
  for (let x = L.x0; x <= L.x1; x++) labels.append(s("text", { x: L.px(x) + cw / 2, y: -6 }, x));
  for (let y = L.y0; y <= L.y1; y++) labels.append(s("text", { x: -10, y: L.py(y) + ch / 2 + 5 }, y));
  svg.append(labels);

  // closed boxes, tinted
  const closed = new Set();
  for (const b of d.boxes || []) if (b.closed) for (const [x, y] of b.cells) closed.add(`${x},${y}`);

  const fresh = d.this_cell ? `${d.this_cell[0]},${d.this_cell[1]}` : null;
  for (const q of d.cells || []) {
    const key = `${q.x},${q.y}`;
    svg.append(readable(c, cardShape(c, {
      x: L.px(q.x), y: L.py(q.y), w: cw, h: ch, sides: q.sides, card: q.card,
      sleeper: q.sleeper, closed: closed.has(key), fresh: key === fresh,
    }), q.card));
  }

  // overlays across two cards: a cat, a Princess, a special toy
  const taken = new Set((d.overlays || []).map((o) => `${o.x},${o.y}`));
  for (const o of d.overlays || []) {
    const halfL = taken.has(`${o.x - 1},${o.y}`), halfR = taken.has(`${o.x + 1},${o.y}`);
    let x1 = L.px(o.x) + cw * 0.25, x2 = L.px(o.x + 1) + cw * 0.75;
    if (halfL) x1 = L.px(o.x) + cw * 0.5;
    if (halfR) x2 = L.px(o.x + 1) + cw * 0.5;
    const y = L.py(o.y) + ch * 0.56, hh = ch * 0.26;
    let fill = "#fff", label = "", ink = "#fff";
    if (o.kind === "cat") { fill = catHex(Number(o.value)); label = catName(Number(o.value)); }
    else if (o.kind === "princess") { fill = "#e86fa8"; label = `♛ ${c.pick(c.data && c.data.names && c.data.names.princess) || "Princess"}`; }
    else {
      fill = "#7fd3d8"; ink = "#123";
      const i = info(String(o.value));
      label = `[${KINDS.flatMap((k, n) => Array((i.toys || [])[n] || 0).fill(sym(k))).join("")}]`;
    }
    const over = s("g", { class: `overlay overlay-${o.kind}`, "data-testid": `cb-overlay-${o.x}-${o.y}` },
      s("rect", { x: x1, y, width: x2 - x1, height: hh, rx: hh / 2, fill, stroke: "#0008", "stroke-width": 1 }),
      s("text", { x: (x1 + x2) / 2, y: y + hh / 2 + 4, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: ink }, label));
    // a special toy or the Princess is a card: its text opens on hover, focus or a long press
    svg.append(o.kind === "toy" ? readable(c, over, String(o.value)) : o.kind === "princess" ? readable(c, over, "princess") : over);
  }

  // where the card being placed may go
  let clickable = false;
  const send = c.send;
  for (const [key, options] of acts.place) {
    const [x, y] = key.split(",").map(Number);
    clickable = true;
    const g = s("g", { class: "cell-target", "data-testid": `cb-target-${x}-${y}`, role: "button", tabindex: 0,
      "aria-label": options[0].text,
      onclick: () => {
        if (!send) return;
        const want = options.find((o) => o.rot === rot.value) || options[0];
        send(want.action);
      } },
      s("rect", { x: L.px(x) + 2, y: L.py(y) + 2, width: cw - 4, height: ch - 4, rx: 4, fill: "#2fa84f", "fill-opacity": 0.3,
                  stroke: "#1c7a38", "stroke-width": 2, "stroke-dasharray": "5 3" }),
      s("text", { x: L.px(x) + cw / 2, y: L.py(y) + ch / 2 + 4, "text-anchor": "middle", "font-size": 12, fill: "#0d4d22", "font-weight": 700 }, `${x},${y}`),
      // a placement after which a cat may be laid (the frame's "cat": true): a paw in this
      // seat's colour
      options.some((o) => o.cat) ? paw(s, L.px(x) + cw - 14, L.py(y) + 14, catHex(frame.seat ?? 0)) : null,
      s("title", {}, options.map((o) => o.text).join(" / ")));
    if (options.some((o) => o.cat)) { g.classList.add("cat-ok"); g.dataset.cat = "true"; }
    svg.append(g);
  }
  for (const sl of acts.slots) {
    clickable = true;
    const x1 = L.px(sl.x) + cw * 0.3, x2 = L.px(sl.x + 1) + cw * 0.7;
    const y = L.py(sl.y) + ch * 0.52, hh = ch * 0.34;
    svg.append(s("g", { class: "slot-target", "data-testid": `cb-slot-${sl.verb}-${sl.x}-${sl.y}`, role: "button", tabindex: 0,
      "aria-label": sl.text, onclick: () => send && send(sl.action) },
      s("rect", { x: x1, y, width: x2 - x1, height: hh, rx: hh / 2, fill: "#2fa84f", "fill-opacity": 0.35,
                  stroke: "#1c7a38", "stroke-width": 2, "stroke-dasharray": "5 3" }),
      s("title", {}, sl.text)));
  }

  const tableMm = L.tableMm;
  const legend = c.h("p", { class: "stat" },
    tableMm && L.edge
      ? label("size", { w: tableMm[0], h: tableMm[1], cw, ch })
      : `${cw}×${ch} mm`,
    " · ", KINDS.map((k, n) => c.h("span", { style: `color:${TOY_HEX[n]};font-weight:700` }, `${sym(k)} `)),
    c.h("span", { style: "color:#c0392b;font-weight:700" }, "! "));
  // what the camera frames at first: the cards laid and the cells they may go to, with a
  // cell's margin (the whole table is still there to pan or zoom out to)
  const pts = [...(d.cells || []).map((q) => [q.x, q.y]), ...targets, ...acts.slots.map((q) => [q.x, q.y])];
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  const full = { x: -M, y: -M, w: L.W + M, h: L.H + M };
  const focus = pts.length
    ? { x: L.px(Math.min(...xs)) - cw * 0.6, y: L.py(Math.min(...ys)) - ch * 0.6,
        w: (Math.max(...xs) - Math.min(...xs) + 1) * cw + cw * 1.2, h: (Math.max(...ys) - Math.min(...ys) + 1) * ch + ch * 1.2 }
    : full;
  // at least three cards wide and two high, so that a lone card is not drawn huge
  const grow = (b, w, hgt) => ({ x: b.x - Math.max(0, w - b.w) / 2, y: b.y - Math.max(0, hgt - b.h) / 2,
                                 w: Math.max(b.w, w), h: Math.max(b.h, hgt) });
  return { svg, legend, clickable, acts, full, focus: grow(focus, cw * 3.5, ch * 2.5) };
}

// -- zoom and pan ------------------------------------------------------------------------------
// The camera of each table is kept across redraws (a move redraws the page); "fit" frames the
// cards laid again. Buttons, the keyboard (+ − 0 and arrows on the focused drawing), a mouse
// drag or a finger's (one finger up and down still scrolls the page), a pinch, a wheel with Ctrl.
const cameras = new Map();

function panZoom(c, drawing, key) {
  const { h, t, label } = c;
  const { svg, focus } = drawing;
  const cam = cameras.get(key) || { zoom: 1, dx: 0, dy: 0 };
  cameras.set(key, cam);
  const view = () => {
    const w = focus.w / cam.zoom, hh = focus.h / cam.zoom;
    return { x: focus.x + focus.w / 2 - w / 2 + cam.dx, y: focus.y + focus.h / 2 - hh / 2 + cam.dy, w, h: hh };
  };
  const apply = () => {
    const v = view();
    svg.setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
  };
  svg.style.aspectRatio = `${focus.w} / ${focus.h}`;
  apply();
  const zoomBy = (f) => { cam.zoom = Math.min(6, Math.max(0.25, cam.zoom * f)); apply(); };
  const panBy = (fx, fy) => { const v = view(); cam.dx += v.w * fx; cam.dy += v.h * fy; apply(); };
  const fit = () => { cam.zoom = 1; cam.dx = 0; cam.dy = 0; apply(); };
  const button = (label, text, onclick, testid) =>
    h("button", { type: "button", class: "zoom-btn", "aria-label": label, title: label, "data-testid": testid, onclick }, text);
  const tools = h("div", { class: "zoom-tools", role: "group", "aria-label": label("zoom_hint") },
    button(label("zoom_in"), "+", () => zoomBy(1.25), "cb-zoom-in"),
    button(label("zoom_out"), "−", () => zoomBy(0.8), "cb-zoom-out"),
    button(label("zoom_fit"), "⤢", fit, "cb-zoom-fit"));

  const wrap = h("div", { class: "svg-wrap cb-camera", "data-testid": "cb-table", tabindex: 0,
                          "aria-label": `${label("table")}: ${label("zoom_hint")}` }, svg, tools);
  wrap.addEventListener("keydown", (e) => {
    if (e.target !== wrap) return;
    const moves = { ArrowLeft: [-0.15, 0], ArrowRight: [0.15, 0], ArrowUp: [0, -0.15], ArrowDown: [0, 0.15] };
    if (moves[e.key]) panBy(...moves[e.key]);
    else if (e.key === "+" || e.key === "=") zoomBy(1.25);
    else if (e.key === "-" || e.key === "−") zoomBy(0.8);
    else if (e.key === "0") fit();
    else return;
    e.preventDefault();
  });
  wrap.addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    zoomBy(e.deltaY < 0 ? 1.1 : 0.9);
  }, { passive: false });

  // pointers: one drags, two pinch; a drag is not a click on what it started over
  const down = new Map();
  let moved = 0, pinch = null;
  svg.addEventListener("pointerdown", (e) => {
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (down.size === 1) moved = 0;
    if (down.size === 2) {
      const [a, b] = [...down.values()];
      pinch = Math.hypot(a.x - b.x, a.y - b.y);
    }
  });
  svg.addEventListener("pointermove", (e) => {
    const was = down.get(e.pointerId);
    if (!was) return;
    const now = { x: e.clientX, y: e.clientY };
    down.set(e.pointerId, now);
    if (down.size === 2 && pinch) {
      const [a, b] = [...down.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      if (dist > 0) zoomBy(dist / pinch);
      pinch = dist;
      moved += 10;
      return;
    }
    const dxPx = now.x - was.x, dyPx = now.y - was.y;
    moved += Math.abs(dxPx) + Math.abs(dyPx);
    if (moved < 6) return;
    if (!svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
    const scale = view().w / (svg.clientWidth || 1);
    cam.dx -= dxPx * scale;
    cam.dy -= dyPx * scale;
    apply();
  });
  const up = (e) => { down.delete(e.pointerId); if (down.size < 2) pinch = null; };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  svg.addEventListener("click", (e) => { if (moved >= 6) { e.stopPropagation(); e.preventDefault(); } }, true);
  return wrap;
}

/** One card at (x, y) of size w×h in mm: walls heavy, open sides dashed, toys on top. */
function cardShape(c, { x, y, w, h, sides, card, sleeper, closed, fresh, turned }) {
  const { s, info, sym, catHex, catName } = c;
  const g = s("g", { class: "card", "data-card": card });
  const X = x + GAP, Y = y + GAP, W = w - 2 * GAP, H = h - 2 * GAP;
  const sleeping = card === "sleeping";
  const princess = card === "princess";
  let fill = closed ? "#fff3d6" : "#fbf7ee";
  if (sleeping) fill = "#eee";
  if (princess) fill = "#fde3ef";
  g.append(s("rect", { x: X, y: Y, width: W, height: H, rx: 2.5, fill, stroke: fresh ? "#1c7a38" : "#0002", "stroke-width": fresh ? 2.5 : 0.8 }));
  const sd = String(sides || "oooo");
  const edges = [
    [X, Y, X + W, Y], // N
    [X + W, Y, X + W, Y + H], // E
    [X, Y + H, X + W, Y + H], // S
    [X, Y, X, Y + H], // W
  ];
  edges.forEach(([a, b, cc, dd], i) => {
    const wall = sd[i] === "w";
    g.append(s("line", { x1: a, y1: b, x2: cc, y2: dd, stroke: wall ? (fresh ? "#1c7a38" : "#3b2a1a") : "#0005",
      "stroke-width": wall ? WALL : 0.8, "stroke-dasharray": wall ? null : "3 3", "stroke-linecap": "round" }));
  });
  const cx = X + W / 2;
  if (sleeping) {
    const seat = Number(sleeper);
    g.append(s("text", { x: cx, y: Y + H * 0.3, "text-anchor": "middle", "font-size": 13, fill: catHex(seat), "font-weight": 700 }, "z z z"));
    g.append(s("text", { x: cx, y: Y + H * 0.5, "text-anchor": "middle", "font-size": 10, fill: catHex(seat), "font-weight": 700 }, sleeper == null ? "" : catName(seat)));
  } else if (princess) {
    g.append(s("text", { x: cx, y: Y + H * 0.4, "text-anchor": "middle", "font-size": 20, fill: "#c2185b" }, "♛"));
  } else {
    const i = info(card);
    const symbols = [];
    KINDS.forEach((k, n) => { for (let m = 0; m < ((i.toys || [])[n] || 0); m++) symbols.push([sym(k), TOY_HEX[n]]); });
    for (let m = 0; m < (i.spray || 0); m++) symbols.push(["!", "#c0392b"]);
    const r = 6.5, step = 14;
    const perRow = Math.max(1, Math.floor((W - 4) / step));
    symbols.forEach(([letter, col], n) => {
      const row = Math.floor(n / perRow), colN = n % perRow;
      const inRow = Math.min(perRow, symbols.length - row * perRow);
      const sx = cx + (colN - (inRow - 1) / 2) * step, sy = Y + 11 + row * step;
      g.append(s("circle", { cx: sx, cy: sy, r, fill: col }));
      g.append(s("text", { x: sx, y: sy + 3.8, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#fff" }, letter));
    });
  }
  if (turned) g.append(s("text", { x: X + 3, y: Y + H - 4, "font-size": 8, fill: "#0008" }, "↻"));
  return g;
}

/** A card drawn on the table, made focusable and named, its text shown on hover, focus or a
 * long press (card.js); as it was where the page offers no card faces. */
function readable(c, g, card) {
  if (!c.cardTip || card == null) return g;
  g.setAttribute("tabindex", "0");
  g.setAttribute("role", "img");
  g.setAttribute("aria-label", c.cardLabel(card));
  g.classList.add("card-on-table");
  c.cardTip(g, card);
  return g;
}

function cardName(c, card) {
  return c.cardLabel ? c.cardLabel(card) : card;
}

function miniCard(c, card, sidesText, opts = {}) {
  const { s } = c;
  const [cw, ch] = mm(c.d.options && c.d.options.card_mm, [63, 88]);
  const svg = s("svg", { viewBox: `-2 -2 ${cw + 4} ${ch + 4}`, width: 70, height: Math.round(70 * (ch + 4) / (cw + 4)), role: "img", "aria-label": cardName(c, card) });
  svg.append(cardShape(c, { x: 0, y: 0, w: cw, h: ch, sides: sidesText, card, sleeper: opts.sleeper, turned: opts.turned }));
  return svg;
}

function turnedSides(sd) {
  return sd[2] + sd[3] + sd[0] + sd[1];
}

function pendingPanel(frame, c, rot, drawing) {
  const { h, t, d, info, label } = c;
  const card = String(d.pending);
  let sides = info(card).sides || "oooo";
  if (card === "sleeping") sides = (d.options && d.options.sleeping_sides) || "oooo";
  const sleeper = card === "sleeping" ? Number(d.current) : undefined;
  const rots = new Set();
  for (const list of drawing.acts.place.values()) for (const o of list) rots.add(o.rot);
  const both = rots.has(0) && rots.has(1);
  const upright = h("div", { class: "pending-card", "data-rot": 0 }, miniCard(c, card, sides, { sleeper }));
  const turnedCard = h("div", { class: "pending-card", "data-rot": 1 }, miniCard(c, card, turnedSides(sides), { sleeper, turned: true }));
  const pickRot = (r) => {
    rot.value = r;
    upright.classList.toggle("chosen", r === 0);
    turnedCard.classList.toggle("chosen", r === 1);
    toggle.checked = r === 1;
  };
  const toggle = h("input", { type: "checkbox", "data-testid": "cb-rotate", onchange: (e) => pickRot(e.target.checked ? 1 : 0) });
  // the card's text opens on hover, focus or a long press (a click picks the way it lies)
  if (c.cardTip && card !== "sleeping") {
    for (const el of [upright, turnedCard]) {
      el.setAttribute("tabindex", "0");
      c.cardTip(el, card, { interactive: true });
    }
  }
  upright.addEventListener("click", () => pickRot(0));
  turnedCard.addEventListener("click", () => pickRot(1));
  pickRot(0);
  return h("div", { class: "box", "data-testid": "cb-pending" },
    h("strong", {}, label("pending"), ": ", card === "sleeping" ? c.catName(sleeper) : cardName(c, card)),
    h("div", { class: "row" }, upright, both ? turnedCard : null,
      both ? h("label", { class: "row" }, toggle, label("turned")) : null));
}

function handPanel(frame, c, hand) {
  const { h, t, d, info, label } = c;
  const acts = parseActions(c.actions || []);
  return h("div", { class: "box me", "data-testid": "cb-hand" },
    h("strong", {}, t("your_hand")),
    h("div", { class: "row" }, hand.length ? hand.map((card, i) => {
      const act = acts.plays.get(i);
      const sides = card === "sleeping" ? (d.options && d.options.sleeping_sides) || "oooo" : info(card).sides;
      const play = act && c.send ? () => c.send(act) : null;
      // a card drawn as a card (card.js) with the table's drawing of it inside
      if (c.card) {
        return c.card(card, { size: "card", onclick: play, testid: `cb-hand-${i}`,
          cls: `hand-card ${act ? "playable" : ""}`, extra: h("div", { class: "cb-mini", "aria-hidden": "true" }, miniCard(c, card, sides)) });
      }
      return h("div", {
        class: `hand-card ${act ? "playable" : ""}`, title: act || card, "data-testid": `cb-hand-${i}`,
        onclick: play,
      }, miniCard(c, card, sides), h("div", { class: "stat" }, card));
    }) : h("span", { class: "muted" }, t("none"))));
}

function boxesPanel(frame, c) {
  const { h, t, d, catName, catHex, label } = c;
  const boxes = (d.boxes || []).filter((b) => (b.occupiers && b.occupiers.length) || b.value >= 2);
  if (!boxes.length) return null;
  boxes.sort((a, b) => b.value - a.value);
  return h("div", { class: "scroll" }, h("table", { class: "t", "data-testid": "cb-boxes" },
    h("thead", {}, h("tr", {}, h("th", {}, label("boxes")), h("th", {}, label("box_state")), h("th", { class: "num" }, t("score")), h("th", {}, t("players_title")))),
    h("tbody", {}, boxes.map((b) => h("tr", {},
      h("td", {}, `(${b.cells[0][0]}, ${b.cells[0][1]}) ×${b.cells.length}`),
      h("td", {}, b.closed ? label("closed") : label("open")),
      h("td", { class: "num" }, b.value),
      h("td", {}, (b.occupiers || []).map((seat) =>
        h("span", { class: "chip", style: `border-color:${catHex(seat)}` }, `${catName(seat)} ${b.points ? (b.points[seat] >= 0 ? "+" : "") + b.points[seat] : ""}`))))))));
}
