// Motion and attention on the table page.
//  - motion: a card that is drawn somewhere else after a redraw slides from where it was
//    (FLIP with the Web Animations API); nothing moves when the reader asked for less motion.
//    Cards are found by `data-card` (a card's id, as the game's view writes it); when one
//    id is drawn more than once, the drawings in the same region are paired first (see
//    `pairs`). A card that kept its place in its region (the nearest ancestor with a testid)
//    does not slide when only the page moved around it (a panel above it grew): that is not
//    a card moving; nor does a new drawing of a card that stays where it was (a list of
//    cards in the end panel).
//  - attention: while the tab is hidden and it is this seat's move, the tab's title and icon
//    say so; an optional short sound when the move comes (off unless turned on, remembered).

const reduced = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Every card drawn under `root`, by its id: id -> its elements in order of appearance. */
function byId(root) {
  const out = new Map();
  for (const el of root.querySelectorAll("[data-card]")) {
    const id = el.getAttribute("data-card");
    if (!id) continue;
    if (!out.has(id)) out.set(id, []);
    out.get(id).push(el);
  }
  return out;
}

const near = (dx, dy) => Math.abs(dx) < 2 && Math.abs(dy) < 2;

/** The card's region (the testid of its nearest ancestor with one) and its place in it. */
function inRegion(el, r) {
  const region = el.parentElement && el.parentElement.closest("[data-testid]");
  if (!region) return { region: null, x: r.left, y: r.top };
  const box = region.getBoundingClientRect();
  return { region: region.dataset.testid, x: r.left - box.left, y: r.top - box.top };
}

/** Each new drawing of a card paired with an old one: first those in the same region, in
 * order; then the rest in order (a card that went from the hand to the table). A drawing
 * left without a partner is new (the end panel's list of cards) and does not slide. */
function pairs(was, now) {
  const out = [];
  const left = [...was];
  const unpaired = [];
  for (const el of now) {
    const here = inRegion(el, el.getBoundingClientRect());
    const i = left.findIndex((w) => w.region === here.region);
    if (i < 0) { unpaired.push([el, here]); continue; }
    out.push([el, here, left.splice(i, 1)[0]]);
  }
  unpaired.forEach(([el, here], i) => { if (left[i]) out.push([el, here, left[i]]); });
  return out;
}

export const motion = {
  /** Where every card is now (on the screen, and in its region), before a redraw. */
  measure(root) {
    if (!root || reduced() || !Element.prototype.animate) return null;
    const at = new Map();
    for (const [id, els] of byId(root)) {
      const seen = [];
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.width || r.height) seen.push({ r, ...inRegion(el, r) });
      }
      if (seen.length) at.set(id, seen);
    }
    return at;
  },
  /** After the redraw: each card that moved slides from its old place to its new one. */
  play(root, before) {
    if (!before || !before.size || reduced()) return;
    for (const [id, els] of byId(root)) {
      const was = before.get(id);
      if (!was) continue;
      for (const [el, here, old] of pairs(was, els)) {
        if (here.region === old.region && near(here.x - old.x, here.y - old.y)) continue;
        const now = el.getBoundingClientRect();
        let dx = old.r.left - now.left;
        let dy = old.r.top - now.top;
        if (near(dx, dy)) continue;
        // inside a scaled drawing a translation is in the drawing's units, not the screen's
        const svg = el.ownerSVGElement;
        const m = svg && svg.getScreenCTM ? svg.getScreenCTM() : null;
        if (m && m.a) { dx /= m.a; dy /= m.d || m.a; }
        el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }],
          { duration: 320, easing: "cubic-bezier(.2,.7,.3,1)" });
      }
    }
  },
};

// -- attention -------------------------------------------------------------------------------
let wanted = false;
let plainTitle = null;
let plainIcon = null;
let wasMine = false;

function icon() {
  let link = document.querySelector("link[rel~=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  return link;
}

const DOT = "data:image/svg+xml," + encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='#2f6f4e'/>"
  + "<circle cx='16' cy='16' r='8' fill='#f5b700'/></svg>");

function show() {
  if (wanted && document.hidden) {
    if (plainTitle === null) {
      plainTitle = document.title;
      plainIcon = icon().getAttribute("href");
    }
    document.title = `● ${attention.said} — ${plainTitle.replace(/^● .*? — /, "")}`;
    icon().setAttribute("href", DOT);
  } else if (plainTitle !== null) {
    document.title = plainTitle;
    if (plainIcon) icon().setAttribute("href", plainIcon);
    else icon().removeAttribute("href");
    plainTitle = null;
  }
}
document.addEventListener("visibilitychange", show);

function beep() {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
    osc.onended = () => ctx.close();
  } catch { /* no sound here: nothing lost */ }
}

const SOUND = "stil.sound";

export const attention = {
  said: "",
  /** Called after every redraw: is it this seat's move now? */
  update(mine, said) {
    mine = !!mine;
    attention.said = said;
    if (mine && !wasMine && attention.soundOn()) beep();
    wasMine = mine;
    wanted = mine;
    plainTitle = null; // the page has just written its own title
    show();
  },
  soundOn: () => localStorage.getItem(SOUND) === "1",
  /** The header's switch: a sound when your move comes, off unless turned on. */
  soundToggle(h, t, redraw) {
    const on = attention.soundOn();
    return h("button", {
      type: "button", class: "subtle sound", "aria-pressed": String(on), "data-testid": "sound",
      title: t("sound_hint"),
      onclick: () => { localStorage.setItem(SOUND, on ? "0" : "1"); if (!on) beep(); redraw(); },
    }, `♪ ${on ? t("sound_on") : t("sound_off")}`);
  },
};
