// The table's chat panel (issue 40), plugged into the table page's chat slot (slots.js):
// beside the log on a wide screen, one tap away on a phone with the count of unread lines.
// Messages are plain text drawn as text (Preact never reads them as markup); the server
// decides who reads what (a spectator's lines reach the seats only once the game is over)
// and the page shows what it is sent. New lines come over the table's socket (the page
// hands every message it does not read itself to slots.js's `onMessage` listeners); the
// history, and anything a reconnect missed, by GET /api/tables/{id}/chat.

import { h, render, useState, useEffect, useRef } from "./ui.js";
import { t } from "./i18n.js";
import { api, secrets } from "./api.js";
import * as slots from "./slots.js";
import { notifyMe, notifying } from "./together.js";

// the one-tap reactions for phones (the server's stil.server.chat.REACTIONS)
const REACTIONS = ["👍", "👏", "😂", "😮", "😢", "🤝"];
// a safety net for lines a dropped socket missed: the history again this often (ms)
const AGAIN = 30000;

const listeners = new Set();

/** A chat message from the table's socket: every open panel takes it. */
export function chatMessage(msg) {
  if (msg && msg.type === "chat") for (const f of listeners) f(msg);
}
if (slots.onMessage) slots.onMessage(chatMessage);

function merge(old, more) {
  const seen = new Map(old.map((m) => [m.id, m]));
  for (const m of more) seen.set(m.id, m);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

function ChatPanel({ table, seat, token, frame }) {
  const [lines, setLines] = useState([]);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const logRef = useRef(null);
  const openRef = useRef(open);
  openRef.current = open;
  const status = frame && frame.status;

  const phone = () => window.matchMedia("(max-width: 700px)").matches;
  const seen = () => (!phone() || openRef.current) && document.visibilityState === "visible";

  // the history: at first, when the game ends (the spectators' lines come in), and now
  // and then as a safety net
  useEffect(() => {
    let gone = false;
    const load = () => api.chat(table, token).then((got) => { if (!gone) setLines((old) => merge(old, got)); }).catch(() => {});
    load();
    const timer = setInterval(() => { if (document.visibilityState === "visible") load(); }, AGAIN);
    return () => { gone = true; clearInterval(timer); };
  }, [table, token, status]);

  useEffect(() => {
    const take = (msg) => {
      if (msg.table && msg.table !== table) return;
      setLines((old) => merge(old, [msg]));
      const mine = msg.seat != null && msg.seat === seat;
      if (!mine && !seen()) setUnread((n) => n + 1);
    };
    listeners.add(take);
    return () => listeners.delete(take);
  }, [table, seat]);

  // the newest line in view
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, open]);

  const nameOf = (m) => {
    if (m.seat == null) return t("chat_spectator");
    const p = frame && frame.players && frame.players[m.seat];
    return (p && p.name) || m.from || t("seat_n", { n: m.seat + 1 });
  };

  async function say(words) {
    const said = (words || "").trim();
    if (!said || sending) return;
    setSending(true);
    try {
      const made = await api.say(table, token, said);
      setLines((old) => merge(old, [made]));
      setText("");
      setError("");
    } catch (e) {
      setError(e.status === 403 && /muted/.test(e.message) ? t("chat_muted") : e.message);
    }
    setSending(false);
  }

  const host = secrets.host(table);
  const muted = (frame && frame.muted) || { seats: [], spectators: false };
  const mute = (body) => api.mute(table, host, body).catch((e) => setError(e.message));
  const players = (frame && frame.players) || [];
  // a seat of a turn-based table may be called back by a push when it is its move
  const canNotify = seat != null && token && frame && frame.turn_based && frame.status !== "finished"
    && "PushManager" in window;
  const [notice, setNotice] = useState(notifying(table) ? t("notify_on") : "");

  return h("section", { class: "chat", "data-testid": "chat", "data-open": String(open), "aria-labelledby": "chat-h" },
    h("button", { type: "button", class: "chat-toggle", "data-testid": "chat-toggle", "aria-expanded": String(open),
                  onclick: () => { setOpen(!open); setUnread(0); } },
      t("chat"), unread ? h("span", { class: "unread", "data-testid": "chat-unread" }, t("chat_unread", { n: unread })) : null),
    h("div", { class: "chat-body", onfocusin: () => setUnread(0), onpointerdown: () => setUnread(0) },
      h("h3", { id: "chat-h" }, t("chat"),
        unread && !phone() ? h("span", { class: "badge unread", "data-testid": "chat-unread-wide" }, " ", t("chat_unread", { n: unread })) : null),
      seat == null && status !== "finished" ? h("p", { class: "muted" }, t("chat_crowd_apart")) : null,
      lines.length
        ? h("ol", { class: "chat-log", "data-testid": "chat-log", ref: logRef, "aria-live": "polite", tabindex: "0" },
            lines.map((m) => h("li", { key: m.id, class: m.seat == null ? "crowd" : "", "data-testid": "chat-line" },
              h("span", { class: "who" }, nameOf(m)), h("span", { class: "said" }, m.text))))
        : h("p", { class: "muted", "data-testid": "chat-log" }, t("chat_empty")),
      error ? h("p", { class: "error", role: "alert", "data-testid": "chat-error" }, error) : null,
      h("div", { class: "chat-reactions" },
        REACTIONS.map((e) => h("button", { type: "button", "aria-label": t("chat_react", { emoji: e }), "data-testid": "chat-reaction",
                                           disabled: sending, onclick: () => say(e) }, e))),
      h("form", { class: "chat-form", onsubmit: (e) => { e.preventDefault(); say(text); } },
        h("input", { "data-testid": "chat-input", maxlength: 500, value: text, "aria-label": t("chat_write"),
                     placeholder: t("chat_write"), oninput: (e) => setText(e.target.value) }),
        h("button", { type: "submit", class: "primary", "data-testid": "chat-send", disabled: sending || !text.trim() }, t("chat_send"))),
      canNotify
        ? h("p", { class: "row" },
            notice
              ? h("span", { class: "muted", "data-testid": "chat-notify-state" }, notice)
              : h("button", { type: "button", "data-testid": "chat-notify",
                              onclick: () => notifyMe(table, token)
                                .then((ok) => setNotice(ok ? t("notify_on") : t("notify_denied")))
                                .catch((e) => setNotice(e.message)) }, "🔔 ", t("notify_me")))
        : null,
      host
        ? h("details", { class: "chat-host" },
            h("summary", { "data-testid": "chat-host" }, "🔇"),
            players.map((p) => h("label", { class: "row" },
              h("input", { type: "checkbox", checked: muted.seats.includes(p.seat), "data-testid": `chat-mute-${p.seat}`,
                           onchange: (e) => mute({ seat: p.seat, muted: e.target.checked }) }),
              t("chat_mute", { name: p.name || t("seat_n", { n: p.seat + 1 }) }))),
            h("label", { class: "row" },
              h("input", { type: "checkbox", checked: muted.spectators, "data-testid": "chat-mute-crowd",
                           onchange: (e) => mute({ spectators: true, muted: e.target.checked }) }),
              t("chat_mute_crowd")))
        : null));
}

slots.plug("chat", ChatPanel);

/** The table's chat as the replay shows it (issue 40: "by everyone in the replay"): every
 * line the server lets anyone read once the game is over, spectators' included, oldest
 * first; read only. */
function ChatHistory({ table }) {
  const [lines, setLines] = useState(null);
  useEffect(() => {
    let live = true;
    api.chat(table, null).then((got) => { if (live) setLines(got); }).catch(() => { if (live) setLines([]); });
    return () => { live = false; };
  }, [table]);
  if (!lines || !lines.length) return null;
  return h("section", { class: "chat chat-history", "data-testid": "replay-chat", "aria-labelledby": "replay-chat-h" },
    h("h3", { id: "replay-chat-h" }, t("chat")),
    h("ol", { class: "chat-log", tabindex: "0" },
      lines.map((m) => h("li", { key: m.id, class: m.seat == null ? "crowd" : "", "data-testid": "replay-chat-line" },
        h("span", { class: "who" }, m.seat == null ? t("chat_spectator")
          // the server's label for a seat nobody named ("Player 2") in the page's language
          : m.from && !/^Player \d+$/.test(m.from) ? m.from : t("seat_n", { n: m.seat + 1 })),
        h("span", { class: "said" }, m.text)))));
}

/** Draw the chat's history into `el` (the replay page). */
export function mountChatHistory(el, { table }) {
  render(h(ChatHistory, { table }), el);
}
