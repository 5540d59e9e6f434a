// Preact with htm (vendored, static/vendor/README.md): the table page's components are
// plain functions of the frame; Preact diffs the page and patches it in place, so focus,
// open panels and a card's detail survive a new frame without any bookkeeping of ours.

export { h, render, Fragment, createRef } from "./vendor/preact.module.js";
export { useState, useEffect, useLayoutEffect, useRef, useMemo, useCallback } from "./vendor/hooks.module.js";
import { h } from "./vendor/preact.module.js";
import htm from "./vendor/htm.module.js";

/** html`<p class=${x}>…</p>`: tagged templates for Preact, for those who prefer them. */
export const html = htm.bind(h);
