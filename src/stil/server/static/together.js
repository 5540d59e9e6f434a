// Playing together, the browser's side: the tables this browser sits at (their seat tokens
// stay in this browser's storage and go only to their own table), the service worker that
// makes the site installable and shows "your move" pushes, and a seat's push subscription.

import { api, secrets } from "./api.js";

const SEAT = /^stil\.seat\.(.+)$/;
const FORGOTTEN = "stil.forgotten";

/** Every table this browser holds a seat token for: [{id, seat, token}], unordered. */
export function myTables() {
  const out = [];
  const gone = forgotten();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    const m = key && key.match(SEAT);
    if (!m || gone.includes(m[1])) continue;
    const held = secrets.seat(m[1]);
    if (held) out.push({ id: m[1], seat: held.seat, token: held.token });
  }
  return out;
}

function forgotten() {
  try {
    return JSON.parse(localStorage.getItem(FORGOTTEN)) || [];
  } catch {
    return [];
  }
}

/** Take a table off "your tables": its token leaves this browser. */
export function forget(id) {
  secrets.forgetSeat(id);
  const gone = forgotten().filter((x) => x !== id);
  gone.push(id);
  localStorage.setItem(FORGOTTEN, JSON.stringify(gone.slice(-200)));
}

/** The service worker (at the site's root: its scope is every page); none where the
 * browser has no service workers (or the page is not a secure context). */
export function registerWorker() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => {
    console.warn("service worker:", e);
    return null;
  });
}

function keyBytes(b64) {
  const pad = "=".repeat((4 - (b64.length % 4)) % 4);
  const raw = atob((b64 + pad).replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Ask for notifications and register this browser's subscription for the seat of table
 * `id`: true when done. The push service's endpoint goes to our server, the seat's token
 * only to its own table. */
export async function notifyMe(id, token) {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return false;
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return false;
  const reg = (await registerWorker()) && (await navigator.serviceWorker.ready);
  if (!reg) return false;
  const { public_key: key } = await api.pushKey();
  let sub = await reg.pushManager.getSubscription();
  if (!sub) {
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  }
  await api.subscribe(id, token, sub.toJSON());
  localStorage.setItem(`stil.notify.${id}`, "1");
  return true;
}

export const notifying = (id) => localStorage.getItem(`stil.notify.${id}`) === "1";
