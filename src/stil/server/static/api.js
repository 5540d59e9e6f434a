// The server's HTTP API (docs/server.md). Every failure becomes an Error with the server's
// `detail`, so the page can show what was wrong (refusals of limits come in the page's
// language, named by `?lang=`).

import { lang } from "./i18n.js";

async function call(method, path, { body, seat, host } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (seat) headers["X-Seat-Token"] = seat;
  if (host) headers["X-Host-Token"] = host;
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const detail = data && data.detail ? data.detail : `${res.status} ${res.statusText}`;
    const err = new Error(typeof detail === "string" ? detail : JSON.stringify(detail));
    err.status = res.status;
    throw err;
  }
  return data;
}

const enc = encodeURIComponent;

// a start refused because people have not joined yet (the page says so in its language)
export const seatsMissing = (e) => e.status === 409 && /^nobody has joined/.test(e.message);

let catalogOnce = null; // the catalog does not change while a server runs: asked once a page

export const api = {
  catalog: () => {
    if (!catalogOnce) catalogOnce = call("GET", "/api/catalog").catch((e) => { catalogOnce = null; throw e; });
    return catalogOnce;
  },
  create: (body) => call("POST", `/api/tables?lang=${enc(lang())}`, { body }),
  tables: (status) => call("GET", `/api/tables?status=${enc(status)}`),
  table: (id) => call("GET", `/api/tables/${enc(id)}`),
  join: (id, token, name, said = lang()) =>
    call("POST", `/api/tables/${enc(id)}/join?lang=${enc(said)}`, { body: name ? { name } : {}, seat: token }),
  start: (id, host, fill = false) =>
    call("POST", `/api/tables/${enc(id)}/start`, { host, body: fill ? { fill_with_bots: true } : undefined }),
  state: (id, token, lang, board = false) =>
    call("GET", `/api/tables/${enc(id)}/state?lang=${enc(lang)}&board=${board ? 1 : 0}`, { seat: token }),
  act: (id, token, seq, action) => call("POST", `/api/tables/${enc(id)}/actions`, { body: { seq, action }, seat: token }),
  leave: (id, token) => call("POST", `/api/tables/${enc(id)}/leave`, { seat: token }),
  rematch: (id, host) => call("POST", `/api/tables/${enc(id)}/rematch`, { host }),
  replay: (id, step, lang) => call("GET", `/api/tables/${enc(id)}/replay?step=${step}&lang=${enc(lang)}`),
  chat: (id, token) => call("GET", `/api/tables/${enc(id)}/chat`, { seat: token }),
  say: (id, token, text) => call("POST", `/api/tables/${enc(id)}/chat`, { body: { text }, seat: token }),
  mute: (id, host, body) => call("POST", `/api/tables/${enc(id)}/mute`, { body, host }),
  pushKey: () => call("GET", "/api/push/key"),
  subscribe: (id, token, subscription) =>
    call("POST", `/api/tables/${enc(id)}/push`, { body: subscription, seat: token }),
};

// Secrets kept in this browser: the host token of a table created here (this tab only), and
// the seat token read from an invite link's fragment (so that a reload, or the table's plain
// address opened again, keeps the seat). Neither ever goes into a URL the server sees.
export const secrets = {
  host: (id) => sessionStorage.getItem(`stil.host.${id}`),
  setHost: (id, token) => sessionStorage.setItem(`stil.host.${id}`, token),
  // this tab's seat first; else the last seat this browser took at that table
  seat: (id) => {
    for (const store of [sessionStorage, localStorage]) {
      try {
        const v = JSON.parse(store.getItem(`stil.seat.${id}`));
        if (v && v.token) return v;
      } catch {
        // not JSON: ignore
      }
    }
    return null;
  },
  setSeat: (id, seat, token) => {
    const v = JSON.stringify({ seat, token });
    sessionStorage.setItem(`stil.seat.${id}`, v);
    localStorage.setItem(`stil.seat.${id}`, v);
  },
  forgetSeat: (id) => {
    sessionStorage.removeItem(`stil.seat.${id}`);
    localStorage.removeItem(`stil.seat.${id}`);
    sessionStorage.removeItem(`stil.joined.${id}`);
  },
  joined: (id) => sessionStorage.getItem(`stil.joined.${id}`) === "1",
  setJoined: (id) => sessionStorage.setItem(`stil.joined.${id}`, "1"),
};

/** Where game `id`'s card names and printed facts are (made by gen_names.py). */
const dataCache = new Map();
export function gameData(game) {
  if (!dataCache.has(game)) {
    dataCache.set(
      game,
      fetch(new URL(`data/${enc(game)}.json`, import.meta.url)).then((r) => (r.ok ? r.json() : null)).catch(() => null),
    );
  }
  return dataCache.get(game);
}
