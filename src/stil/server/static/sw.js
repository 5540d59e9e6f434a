// Stil's service worker: served from the site's root (/sw.js) so its scope is every page.
// It shows "your move" pushes (the payload names the table, the game and the seat; a click
// opens the lobby, which sends the person on to their seat with the token this browser
// keeps), and answers a page load with the cached lobby when the network is gone.

const CACHE = "stil-shell-v1";
const SHELL = ["/", "/static/style.css", "/static/together.css", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return; // everything else goes to the network
  event.respondWith(fetch(event.request).catch(() => caches.match("/")));
});

// the language whose words stand in for a missing one (the server's FALLBACK, stil.i18n)
const FALLBACK = "en";

/** The platform's words as the pages get them (/static/texts.json); none when offline. */
async function texts() {
  try {
    const res = await fetch("/static/texts.json");
    if (res.ok) return await res.json();
  } catch {
    // the notification is still shown, in the keys' stead
  }
  return {};
}

/** "Your move" in the browser's language if it is one there are texts for. */
async function notify(data) {
  const T = await texts();
  const two = (self.navigator.language || FALLBACK).slice(0, 2).toLowerCase();
  const lang = two in (T["language.name"] || {}) ? two : FALLBACK;
  const word = (key) => (T[key] && (T[key][lang] ?? T[key][FALLBACK])) || key;
  const game = (data.names && (data.names[lang] || data.names[FALLBACK])) || data.game || "Stil";
  // only a path of this site (never "//elsewhere")
  const url = typeof data.url === "string" && /^\/(?![/\\])/.test(data.url) ? data.url : "/";
  return self.registration.showNotification(`${word("your_move")}: ${game}`, {
    body: `${word("push.table")} ${data.table || ""}`,
    tag: `stil-${data.table}`,
    renotify: true,
    icon: "/static/icon-192.png",
    data: { url },
  });
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(notify(data));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      for (const c of open) {
        if (new URL(c.url).origin === url.origin && "navigate" in c) {
          return c.focus().then(() => c.navigate(url.href));
        }
      }
      return self.clients.openWindow(url.href);
    }),
  );
});
