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

const WORDS = {
  uk: { move: "Ваш хід", at: "Стіл" },
  ru: { move: "Ваш ход", at: "Стол" },
  en: { move: "Your move", at: "Table" },
};

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const lang = (self.navigator.language || "en").slice(0, 2);
  const words = WORDS[lang] || WORDS.en;
  const game = (data.names && (data.names[lang] || data.names.en)) || data.game || "Stil";
  // only a path of this site (never "//elsewhere")
  const url = typeof data.url === "string" && /^\/(?![/\\])/.test(data.url) ? data.url : "/";
  event.waitUntil(
    self.registration.showNotification(`${words.move}: ${game}`, {
      body: `${words.at} ${data.table || ""}`,
      tag: `stil-${data.table}`,
      renotify: true,
      icon: "/static/icon-192.png",
      data: { url },
    }),
  );
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
