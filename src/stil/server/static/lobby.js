// The lobby: a tile per game (its picture, players, length, one line, How to play and
// "Play against bots", which seats you with bots and starts in one request); the form
// for a table of one's own (players, rule options for people, seats); the invite links;
// start. Below, the open, live and finished tables with who sits at them and when.
// Above all, "your tables": the tables this browser sits at (tokens kept in this browser),
// whose turn it is, newest move first, each one forgettable.

import { h, clear, copyText } from "./dom.js";
import { t, pick, lang, onLang } from "./i18n.js";
import { api, secrets, seatsMissing } from "./api.js";
import { myTables, forget, notifyMe, notifying } from "./together.js";

// the times per move a turn-based table offers, in seconds (1 h, 12 h, 24 h, 3 days)
const MOVE_TIMES = [3600, 12 * 3600, 24 * 3600, 3 * 24 * 3600];

export async function lobbyPage(root) {
  // a "your move" notification opens /?open=ID: on to the seat this browser holds there
  const opening = new URLSearchParams(location.search).get("open");
  if (opening && secrets.seat(opening)) {
    location.replace(`/t/${encodeURIComponent(opening)}`);
    return;
  }
  const form = { game: null, players: null, options: {}, seats: [], timer: null,
                 turnBased: false, moveTime: 24 * 3600, seriesTo: 0, hints: false };
  const vsBots = {}; // per game: {players, level} for "Play against bots"
  let mine = null; // "your tables": [{id, seat, token, row}] once loaded
  let mineEl = null;
  let catalog = [];
  let created = null; // the answer of POST /api/tables for the table made in this tab
  let error = "";
  const lists = { open: null, live: null, finished: null };
  let tablesEl = null;
  let optionsOpen = false;

  try {
    catalog = await api.catalog();
  } catch (e) {
    error = e.message;
  }
  const last = sessionStorage.getItem("stil.created.last");
  if (last) {
    try {
      created = JSON.parse(sessionStorage.getItem(`stil.created.${last}`));
    } catch {
      created = null;
    }
  }

  const game = () => catalog.find((g) => g.id === form.game);
  const finished = (id) => (lists.finished || []).some((row) => row.id === id);
  function pickGame(id) {
    form.game = id;
    const g = game();
    if (!g) return;
    const counts = g.player_counts;
    if (!counts.includes(form.players)) form.players = counts.includes(3) ? 3 : counts[0];
    form.options = {};
    fitSeats();
  }
  function fitSeats() {
    const n = form.players;
    while (form.seats.length < n) form.seats.push(form.seats.length === 0 ? "human" : "heuristic");
    form.seats.length = n;
  }
  if (catalog.length) pickGame(catalog[0].id);

  function render() {
    document.title = `${t("app_title")} — ${t("lobby")}`;
    clear(
      root,
      h("section", { class: "intro" }, h("h1", {}, t("app_title")), h("p", { class: "muted" }, t("tagline"))),
      error ? h("p", { class: "error", role: "alert" }, t("error", { detail: error })) : null,
      created && !finished(created.id) ? createdPanel() : null,
      (mineEl = minePanel()),
      catalog.length ? tilesPanel() : null,
      catalog.length ? formPanel() : null,
      (tablesEl = tablesPanel()),
    );
  }

  // -- a tile per game -----------------------------------------------------------------------
  function tilesPanel() {
    return h("section", { class: "panel", "aria-labelledby": "games-h" },
      h("h2", { id: "games-h" }, t("games")),
      h("ul", { class: "tiles", "data-testid": "tiles" }, catalog.map(tile)));
  }

  function tile(g) {
    const name = pick(g.names);
    const range = g.min_players === g.max_players ? String(g.min_players) : `${g.min_players}–${g.max_players}`;
    const facts = [t("players_range", { range })];
    if (g.minutes) facts.push(t("minutes_range", { a: g.minutes[0], b: g.minutes[1] }));
    return h("li", { class: "tile", "data-testid": `tile-${g.id}` },
      g.picture ? h("img", { src: g.picture, alt: "", class: "tile-picture", width: 320, height: 160 }) : null,
      h("h3", {}, name),
      h("p", { class: "muted tile-facts" }, facts.join(" · ")),
      g.line ? h("p", { class: "tile-line" }, pick(g.line)) : null,
      botsChoice(g),
      h("div", { class: "row" },
        h("button", { type: "button", class: "primary", "data-testid": `play-bots-${g.id}`,
                      "aria-label": t("play_bots_in", { game: name }), onclick: (e) => playBots(g, e.currentTarget) },
          t("play_bots")),
        h("button", { type: "button", "data-testid": `set-up-${g.id}`, "aria-label": t("set_up_in", { game: name }),
                      onclick: () => { pickGame(g.id); render(); document.getElementById("f-players")?.focus(); } },
          t("set_up"))),
      h("p", { class: "tile-links" },
        h("a", { href: `/howto/${encodeURIComponent(g.id)}?lang=${lang()}`, "data-testid": `howto-link-${g.id}`,
                 "aria-label": `${t("how_to_play")}: ${name}` }, t("how_to_play")),
        " · ",
        h("a", { href: `/cards/${encodeURIComponent(g.id)}?lang=${lang()}`, "data-testid": `cards-link-${g.id}`,
                 "aria-label": `${t("all_cards")}: ${name}` }, t("all_cards"))));
  }

  // How many play and how well the bots play, asked on the tile (two players and the
  // heuristic bot unless changed).
  function botChoice(g) {
    const counts = g.player_counts.filter((n) => n > 1);
    const level = (g.bots || []).includes("heuristic") ? "heuristic" : (g.bots || [])[0];
    vsBots[g.id] ??= { players: counts.includes(2) ? 2 : counts[0], level };
    return vsBots[g.id];
  }

  function botsChoice(g) {
    const choice = botChoice(g);
    const counts = g.player_counts.filter((n) => n > 1);
    return h("div", { class: "row bots-choice" },
      h("label", { class: "muted" }, t("bots_players"), " ",
        h("select", { "data-testid": `bots-players-${g.id}`, onchange: (e) => { choice.players = Number(e.target.value); } },
          counts.map((n) => h("option", { value: n, selected: n === choice.players }, n)))),
      h("label", { class: "muted" }, t("bots_level"), " ",
        h("select", { "data-testid": `bots-level-${g.id}`, onchange: (e) => { choice.level = e.target.value; } },
          (g.bots || []).map((b) => h("option", { value: b, selected: b === choice.level }, t(`bot.${b}`))))));
  }

  // One click: a table with you in the first seat and a bot in every other, started at once
  // by the server; then its page.
  async function playBots(g, button) {
    const { players, level } = botChoice(g);
    const body = {
      game: g.id,
      players,
      options: { ...((g.player_options || {})[String(players)] || {}) },
      seats: Array.from({ length: players }, (_, i) => (i === 0 ? { kind: "human" } : { kind: "bot", bot: level })),
      start: true,
    };
    const name = localStorage.getItem("stil.name");
    if (name) body.name = name;
    if (button) { button.disabled = true; button.textContent = t("starting"); }
    try {
      const made = await api.create(body);
      secrets.setHost(made.id, made.host_token);
      const me = made.seats.find((x) => x.kind === "human");
      secrets.setSeat(made.id, me.seat, me.token);
      secrets.setJoined(made.id);
      location.assign(inviteUrl(made.id, me));
    } catch (e) {
      error = e.message;
      render();
    }
  }

  // -- the form ----------------------------------------------------------------------------
  function formPanel() {
    const g = game();
    const bots = g.bots || []; // the server's registry, in the order it offers them
    const gameSelect = h(
      "select",
      { id: "f-game", "data-testid": "game-select", onchange: (e) => { pickGame(e.target.value); render(); } },
      catalog.map((c) => h("option", { value: c.id, selected: c.id === form.game }, pick(c.names))),
    );
    const playersSelect = h(
      "select",
      { id: "f-players", "data-testid": "players-select",
        onchange: (e) => { form.players = Number(e.target.value); fitSeats(); render(); } },
      g.player_counts.map((n) => h("option", { value: n, selected: n === form.players }, n)),
    );
    const seatRows = form.seats.map((kind, i) =>
      h("div", { class: "seat-row" },
        h("label", { for: `f-seat-${i}` }, t("seat_n", { n: i + 1 })),
        h("select", { id: `f-seat-${i}`, "data-testid": `seat-kind-${i}`,
                      onchange: (e) => { form.seats[i] = e.target.value; } },
          h("option", { value: "human", selected: kind === "human" }, t("human")),
          bots.map((b) => h("option", { value: b, selected: kind === b }, `${t("bot")}: ${t(`bot.${b}`)}`)),
        ),
      ),
    );
    const major = (g.options || []).filter((o) => o.major).map(optionRow);
    const more = (g.options || []).filter((o) => !o.major).map(optionRow);
    return h("section", { class: "panel" },
      h("h2", {}, t("new_table")),
      h("form", { class: "create", "data-testid": "create-form", onsubmit: (e) => { e.preventDefault(); create(e.submitter); } },
        h("div", { class: "field" }, h("label", { for: "f-game" }, t("game")), gameSelect),
        h("div", { class: "field" }, h("label", { for: "f-players" }, t("players")), playersSelect),
        h("fieldset", { class: "seats" }, h("legend", {}, t("seats")), seatRows),
        major.length || more.length
          ? h("fieldset", { class: "options", "data-testid": "options" },
              h("legend", {}, t("options")),
              h("p", { class: "muted" }, t("options_hint")),
              major,
              more.length
                ? h("details", { class: "more-rules", "data-testid": "more-rules", open: optionsOpen,
                                 ontoggle: (e) => { optionsOpen = e.target.open; } },
                    h("summary", {}, t("more_rules", { n: more.length })),
                    more)
                : null)
          : null,
        h("div", { class: "field" },
          h("label", { for: "f-kind" }, t("table_kind")),
          h("select", { id: "f-kind", "data-testid": "table-kind",
                        onchange: (e) => { form.turnBased = e.target.value === "turn"; render(); } },
            h("option", { value: "live", selected: !form.turnBased }, t("table_live")),
            h("option", { value: "turn", selected: form.turnBased }, t("table_turn_based")))),
        form.turnBased
          ? h("div", { class: "field" },
              h("label", { for: "f-move-time" }, t("move_time")),
              h("select", { id: "f-move-time", "data-testid": "move-time",
                            onchange: (e) => { form.moveTime = Number(e.target.value); } },
                MOVE_TIMES.map((sec) => h("option", { value: sec, selected: form.moveTime === sec }, duration(sec)))))
          : h("div", { class: "field" },
              h("label", { for: "f-timer" }, t("turn_timer")),
              h("select", { id: "f-timer", "data-testid": "turn-timer", onchange: (e) => { form.timer = Number(e.target.value) || null; } },
                [0, 15, 30, 60, 120, 300].map((sec) => h("option", { value: sec, selected: (form.timer || 0) === sec },
                  sec ? t("seconds", { n: sec }) : t("no_timer"))))),
        h("div", { class: "field" },
          h("label", { for: "f-series" }, t("series_to")),
          h("select", { id: "f-series", "data-testid": "series-to",
                        onchange: (e) => { form.seriesTo = Number(e.target.value); } },
            [0, ...(g.tournament ? [g.tournament] : []), 50, 100, 200, 500]
              .filter((n, i, all) => all.indexOf(n) === i)
              .map((n) => h("option", { value: n, selected: form.seriesTo === n },
                n ? t("series_points", { n }) + (n === g.tournament ? ` — ${t("series_tournament")}` : "") : t("series_none"))))),
        h("div", { class: "field" },
          h("label", { class: "check" },
            h("input", { type: "checkbox", id: "f-hints", "data-testid": "allow-hints", checked: form.hints,
                         onchange: (e) => { form.hints = e.target.checked; } }),
            " ", t("allow_hints")),
          h("small", { class: "muted" }, t("allow_hints_why"))),
        h("div", { class: "field" },
          h("label", { for: "f-name" }, t("your_name")),
          h("input", { id: "f-name", "data-testid": "name-input", maxlength: 40,
                       value: localStorage.getItem("stil.name") || "",
                       oninput: (e) => localStorage.setItem("stil.name", e.target.value.trim()) })),
        h("button", { type: "submit", class: "primary", "data-testid": "create" }, t("create")),
      ),
    );
  }

  // An option as players read it: its name, a word for each value, what it settles and
  // where the rulebook says so; never its id.
  function optionRow(o) {
    const id = `f-opt-${o.name}`;
    const chosen = o.name in form.options ? form.options[o.name] : o.default;
    const label = (v, i) => {
      const said = o.values && o.values[i] ? pick(o.values[i]) : v === true ? t("yes") : v === false ? t("no") : String(v);
      return said + (sameValue(v, o.default) ? ` (${t("default_mark")})` : "");
    };
    const source = o.sources && o.sources[lang()];
    return h("div", { class: "option", "data-testid": `option-row-${o.name}` },
      h("label", { for: id, class: "option-name" }, pick(o.names)),
      h("select", { id, "data-testid": `option-${o.name}`, "aria-describedby": `${id}-m`,
                    onchange: (e) => { form.options[o.name] = o.allowed[Number(e.target.value)]; } },
        o.allowed.map((v, i) => h("option", { value: i, selected: sameValue(v, chosen) }, label(v, i)))),
      h("p", { class: "meaning", id: `${id}-m` }, pick(o.meanings),
        source ? h("span", { class: "muted", "data-testid": `source-${o.name}` }, ` — ${t("in_rulebook", { source })}`) : null),
    );
  }

  async function create(button) {
    const g = game();
    // a player count may need an option (Князья with 7–8 players needs allow_up_to_8)
    const needed = (g.player_options && g.player_options[String(form.players)]) || {};
    const options = { ...needed };
    for (const [k, v] of Object.entries(form.options)) {
      if (k in needed) continue;
      const spec = g.options.find((o) => o.name === k);
      if (spec && !sameValue(spec.default, v)) options[k] = v;
    }
    const body = {
      game: g.id,
      players: form.players,
      options,
      seats: form.seats.map((k) => (k === "human" ? { kind: "human" } : { kind: "bot", bot: k })),
    };
    if (form.turnBased) {
      body.turn_based = true;
      body.move_time = form.moveTime;
    } else if (form.timer) body.turn_timer = form.timer;
    if (form.seriesTo) body.series_to = form.seriesTo;
    if (form.hints) body.hints = true;
    if (button) { button.disabled = true; button.textContent = t("creating"); }
    try {
      created = await api.create(body);
      created.game = g.id;
      secrets.setHost(created.id, created.host_token);
      sessionStorage.setItem(`stil.created.${created.id}`, JSON.stringify(created));
      sessionStorage.setItem("stil.created.last", created.id);
      error = "";
    } catch (e) {
      error = e.message;
    }
    render();
    loadLists();
  }

  // -- the table just created ---------------------------------------------------------------
  // Who has sat down at the table made here, as the lists last said (Start waits for them).
  let seatMarks = {};
  /** The seats that people (not bots) hold. */
  function people(seats) {
    return (seats || []).filter((s) => s.kind === "human");
  }

  function markSeats() {
    if (!created) return;
    const row = [...(lists.open || []), ...(lists.live || [])].find((r) => r.id === created.id);
    for (const [seat, el] of Object.entries(seatMarks)) {
      const s = row && row.seats[Number(seat)];
      const joined = !!(s && s.joined);
      el.textContent = row ? (joined ? t("seat_joined") : t("seat_waiting")) : "";
      el.classList.toggle("joined", joined);
    }
    // "not everyone has sat down" is old news once everyone has: the alert goes
    const humans = people(row && row.seats);
    if (error === t("start_needs_seats") && humans.length && humans.every((s) => s.joined)) {
      error = "";
      root.querySelector("p.error[role=alert]")?.remove();
    }
  }

  function createdPanel() {
    const c = created;
    seatMarks = {};
    const humans = people(c.seats);
    const started = c.started;
    const rows = humans.map((s) => {
      const url = inviteUrl(c.id, s);
      const field = h("input", { readonly: true, value: url, "data-testid": `invite-${s.seat}`,
                                 "aria-label": t("invite_for", { n: s.seat + 1 }),
                                 class: "invite", onfocus: (e) => e.target.select() });
      const copyBtn = h("button", { type: "button", "data-testid": `copy-invite-${s.seat}`,
        onclick: async () => { if (await copyText(url, field)) copyBtn.textContent = t("copied"); } }, t("copy"));
      const mark = h("span", { class: "badge seat-mark", "data-testid": `seat-mark-${s.seat}`, role: "status" });
      seatMarks[s.seat] = mark;
      return h("div", { class: "invite-row" },
        h("span", { class: "seat-label" }, t("seat_n", { n: s.seat + 1 })),
        field, copyBtn,
        h("a", { href: url, class: "button", "data-testid": `take-seat-${s.seat}` }, t("take_seat")),
        mark);
    });
    markSeats();
    const bots = (c.seats || []).filter((s) => s.kind !== "human")
      .map((s) => h("li", {}, `${t("seat_n", { n: s.seat + 1 })}: ${t(`bot.${s.bot}`)}`));
    const begin = (fill) => async () => {
      startBtn.disabled = true;
      fillBtn.disabled = true;
      try {
        await api.start(c.id, secrets.host(c.id), fill);
        c.started = true;
        sessionStorage.setItem(`stil.created.${c.id}`, JSON.stringify(c));
        error = "";
      } catch (e) {
        error = seatsMissing(e) ? t("start_needs_seats") : e.message;
      }
      render();
      loadLists();
    };
    const startBtn = h("button", { type: "button", class: "primary", "data-testid": "start", disabled: started,
      onclick: begin(false) }, started ? t("started") : t("start"));
    const fillBtn = h("button", { type: "button", "data-testid": "start-fill", hidden: started || !humans.length,
      onclick: begin(true) }, t("start_fill"));
    return h("section", { class: "panel created", "data-testid": "created" },
      h("h2", {}, `${t("created")}: ${c.id}`),
      humans.length ? h("p", { class: "muted" }, t("invites")) : null,
      rows,
      bots.length ? h("ul", { class: "bots" }, bots) : null,
      h("div", { class: "row" }, startBtn, fillBtn,
        h("a", { class: "button", href: `/t/${encodeURIComponent(c.id)}`, "data-testid": "watch-created" }, t("watch"))),
    );
  }

  // -- your tables -------------------------------------------------------------------------
  function minePanel() {
    const held = mine || [];
    if (mine !== null && !held.length) return h("div", { hidden: true, "data-testid": "your-tables" });
    return h("section", { class: "panel your-tables", "data-testid": "your-tables", "aria-labelledby": "mine-h" },
      h("h2", { id: "mine-h" }, t("your_tables")),
      mine === null ? h("p", { class: "muted" }, t("loading"))
        : h("ul", {}, held.map(mineRow)));
  }

  function mineRow(m) {
    const row = m.row;
    const g = row && catalog.find((c) => c.id === row.game);
    const name = g ? pick(g.names) : row ? row.game : m.id;
    const names = row ? row.seats.map((s) => s.name || t("seat_n", { n: s.seat + 1 })) : [];
    let state = t("table_gone");
    let turn = "gone";
    if (row && row.status === "open") [state, turn] = [t("tables_open"), "open"];
    else if (row && row.status === "finished") [state, turn] = [t("tables_finished"), "over"];
    else if (row && row.to_act === m.seat) [state, turn] = [t("your_move"), "you"];
    else if (row && row.to_act != null) [state, turn] = [t("waiting_for", { name: names[row.to_act] || "" }), "other"];
    const id = encodeURIComponent(m.id);
    const notifyBtn = row && row.status !== "finished" && "PushManager" in window
      ? h("button", { type: "button", "data-testid": `notify-${m.id}`, disabled: notifying(m.id),
                      onclick: async (e) => {
                        const b = e.currentTarget;
                        b.disabled = true;
                        try {
                          const ok = await notifyMe(m.id, m.token);
                          b.textContent = ok ? t("notify_on") : t("notify_denied");
                          b.disabled = ok;
                        } catch (err) {
                          b.textContent = err.message;
                          b.disabled = false;
                        }
                      } }, notifying(m.id) ? t("notify_on") : t("notify_me"))
      : null;
    const when = row && (row.moved || row.created);
    return h("li", { class: `table-row mine turn-${turn}`, "data-testid": `mine-${m.id}`, "data-turn": turn },
      h("span", { class: "table-name" }, name),
      h("span", { class: `badge whose`, "data-testid": `whose-${m.id}` }, state),
      row && row.turn_based && row.deadline && row.status === "live"
        ? h("span", { class: "muted", "data-testid": `clock-${m.id}` }, ` · ⏱ ${clockText(row.deadline - Date.now() / 1000)}`)
        : null,
      row && row.series ? h("span", { class: "muted" }, ` · ${t("series_points", { n: row.series.to })}: ${row.series.totals.join(" : ")}`) : null,
      when ? h("time", { class: "muted", datetime: new Date(when * 1000).toISOString() }, ` · ${ago(when)}`) : null,
      h("span", { class: "links" },
        row ? h("a", { class: turn === "you" ? "button primary" : "button", href: `/t/${id}`, "data-testid": `open-${m.id}` }, t("open_table")) : null,
        notifyBtn,
        h("button", { type: "button", class: "subtle", "data-testid": `forget-${m.id}`,
                      onclick: () => { forget(m.id); mine = mine.filter((x) => x.id !== m.id); repaintMine(); } },
          t("forget"))));
  }

  function repaintMine() {
    if (mineEl && mineEl.isConnected) {
      const fresh = minePanel();
      mineEl.replaceWith(fresh);
      mineEl = fresh;
    }
  }

  async function loadMine() {
    const held = myTables().slice(0, 60); // a browser at very many tables: asks for some
    const rows = await Promise.all(held.map(async (m) => {
      try {
        return { ...m, row: await api.table(m.id) };
      } catch (e) {
        return e.status === 404 ? { ...m, row: null } : null;
      }
    }));
    // the newest move first
    const newest = (m) => (m.row ? m.row.moved || m.row.created || 0 : 0);
    mine = rows.filter(Boolean).sort((a, b) => newest(b) - newest(a));
    repaintMine();
  }

  // -- the lists ---------------------------------------------------------------------------
  function tablesPanel() {
    return h("section", { class: "panel tables" },
      h("div", { class: "row between" }, h("h2", {}, t("lobby")),
        h("button", { type: "button", "data-testid": "refresh", onclick: loadLists }, t("refresh"))),
      ["open", "live", "finished"].map((status) =>
        h("div", { class: "table-list", "data-testid": `tables-${status}` },
          h("h3", {}, t(`tables_${status}`)),
          lists[status] === null ? h("p", { class: "muted" }, t("loading"))
            : lists[status].length === 0 ? h("p", { class: "muted" }, t("no_tables"))
            : h("ul", {}, lists[status].map((row) => tableRow(row, status))))),
    );
  }

  function tableRow(row, status) {
    const g = catalog.find((c) => c.id === row.game);
    const name = g ? pick(g.names) : row.game;
    const seats = row.seats || [];
    const humans = people(seats);
    const taken = humans.filter((s) => s.joined).length;
    const id = encodeURIComponent(row.id);
    const links = [];
    if (status === "finished") {
      links.push(h("a", { class: "button", href: `/replay/${id}`, "data-testid": `replay-${row.id}` }, t("replay")));
      links.push(h("a", { class: "button", href: `/t/${id}`, "data-testid": `watch-${row.id}` }, t("final_title")));
    } else {
      links.push(h("a", { class: "button", href: `/t/${id}`, "data-testid": `watch-${row.id}` }, t("watch")));
    }
    if (status === "open" && secrets.host(row.id)) {
      links.push(h("button", { type: "button", "data-testid": `manage-${row.id}`, onclick: () => {
        const saved = sessionStorage.getItem(`stil.created.${row.id}`);
        if (saved) { created = JSON.parse(saved); sessionStorage.setItem("stil.created.last", row.id); render(); }
      } }, t("show_invites")));
    }
    const scores = status === "finished" && row.scores ? ` · ${row.scores.join(" : ")}` : "";
    const who = seats.map((s) => (s.kind === "human" ? s.name || (s.joined ? t("seat_n", { n: s.seat + 1 }) : t("free_seat"))
      : t(`bot.${s.bot}`))).join(", ");
    return h("li", { class: "table-row", "data-testid": `table-${row.id}` },
      h("span", { class: "table-name" }, name),
      h("span", { class: "table-who" }, who),
      row.created ? h("time", { class: "muted", datetime: new Date(row.created * 1000).toISOString() }, ago(row.created)) : null,
      row.hints
        ? h("span", { class: "badge hints", title: t("allow_hints_why"), "data-testid": `hints-${row.id}` }, t("hints_on"))
        : null,
      row.custom_deal
        ? h("span", { class: "badge custom-deal", title: t("custom_deal_why"), "data-testid": `custom-deal-${row.id}` }, t("custom_deal"))
        : null,
      h("span", { class: "muted" }, ` · ${row.players} ${t("players").toLowerCase()}`,
        humans.length ? ` · ${t("seats_taken", { n: taken, m: humans.length })}` : "", scores,
        status === "open" && taken < humans.length && !secrets.host(row.id) ? ` · ${t("join_needs_invite")}` : ""),
      h("span", { class: "links" }, links));
  }

  async function loadLists() {
    await Promise.all(Object.keys(lists).map(async (status) => {
      try {
        lists[status] = await api.tables(status);
      } catch {
        lists[status] = [];
      }
    }));
    markSeats();
    if (created && finished(created.id)) {
      render(); // the table made here is over: its invitations go
    } else if (tablesEl && tablesEl.isConnected) {
      const fresh = tablesPanel();
      tablesEl.replaceWith(fresh);
      tablesEl = fresh;
    } else {
      render();
    }
  }

  onLang(render);
  render();
  loadLists();
  loadMine();
  // the lists every 10 s; every 3 s while the table made here waits for its people
  let tick = 0;
  setInterval(() => {
    tick += 1;
    const waiting = created && !created.started && !finished(created.id);
    if (document.visibilityState === "visible" && tick % (waiting ? 3 : 10) === 0) loadLists();
    if (document.visibilityState === "visible" && tick % 30 === 15) loadMine();
  }, 1000);
}

// "5 minutes ago", in the page's language (the browser knows how to say it)
function ago(seconds) {
  const diff = seconds - Date.now() / 1000;
  const steps = [[60, "second"], [60, "minute"], [24, "hour"], [Infinity, "day"]];
  let value = diff;
  for (const [size, unit] of steps) {
    if (Math.abs(value) < size || size === Infinity) {
      return new Intl.RelativeTimeFormat(lang(), { numeric: "auto" }).format(Math.round(value), unit);
    }
    value /= size;
  }
  return "";
}

// what is left of a turn-based decision: "2 days 3 h", "5 h 10 min", "4 min"
function clockText(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const d = Math.floor(s / 86400);
  const hr = Math.floor((s % 86400) / 3600);
  const min = Math.max(Math.floor((s % 3600) / 60), d || hr ? 0 : 1);
  if (d) return `${t("days", { n: d })}${hr ? ` ${t("hours", { n: hr })}` : ""}`;
  if (hr) return `${t("hours", { n: hr })}${min ? ` ${t("minutes", { n: min })}` : ""}`;
  return t("minutes", { n: min });
}

// "1 h", "3 days": a turn-based table's time per move
function duration(seconds) {
  const s = Number(seconds) || 0;
  if (s >= 86400 && s % 86400 === 0) return t("days", { n: s / 86400 });
  if (s >= 3600) return t("hours", { n: Math.round(s / 3600) });
  return t("minutes", { n: Math.round(s / 60) });
}

function sameValue(a, b) {
  return typeof a === typeof b && a === b;
}

export function inviteUrl(id, s) {
  if (s.invite) return new URL(s.invite, location.origin).href;
  return `${location.origin}/t/${encodeURIComponent(id)}#seat=${s.seat}&token=${encodeURIComponent(s.token)}`;
}

export { lang };
