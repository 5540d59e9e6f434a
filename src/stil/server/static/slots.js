// Places on the table page that other parts of the client fill in without the page naming
// them: today the chat panel (issue 40). A module calls `plug("chat", Component)` once
// (Component: a Preact component, given {table, seat, token, frame, lang}); the table page
// draws it in its slot beside the log on a wide screen, one tap away on a phone, and draws
// it again with each frame. Nothing plugged: the slot is not drawn.
// The table's socket carries more than frames (chat lines, say): every message the page
// does not read itself is handed to `onMessage` listeners, so a panel needs no hook in
// table.js to hear its own messages.

const plugged = new Map();
const listeners = new Set();

export function plug(name, component) {
  plugged.set(name, component);
  for (const f of listeners) f(name);
}

export function slot(name) {
  return plugged.get(name) || null;
}

export function onPlug(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

const readers = new Set();

/** Hear every socket message of the table page that is not a frame or an error. */
export function onMessage(f) {
  readers.add(f);
  return () => readers.delete(f);
}

/** The table page hands a message on (table.js). */
export function message(msg) {
  for (const f of readers) f(msg);
}
