/**
 * Toasts: short messages where the player is looking (fixed at the bottom centre of the
 * window, over the board on every screen size), each gone after a few seconds; a screen reader
 * reads them (aria-live). Every game's page uses this one module: renderers only give
 * the text (the `announce` hook, static/js/game-page.js).
 */

import { el } from "../dom.js";

const MAX_SHOWN = 4;
let box = null;

function container() {
  if (box && box.isConnected) return box;
  box = el("div", { class: "toasts", id: "toasts", role: "status", "aria-live": "polite", "data-testid": "toasts" });
  document.body.append(box);
  return box;
}

/**
 * Show `text` for `seconds` (default 5). kind: "info" | "good" (money in) | "bad"
 * (money out) | "warn". Returns the toast element. Clicking it dismisses it.
 */
export function toast(text, { kind = "info", seconds = 5 } = {}) {
  const list = container();
  const node = el("div", { class: `toast toast-${kind}`, "data-testid": "toast", text });
  node.addEventListener("click", () => node.remove());
  list.append(node);
  while (list.children.length > MAX_SHOWN) list.firstElementChild.remove();
  setTimeout(() => {
    node.classList.add("toast-out");
    setTimeout(() => node.remove(), 400);
  }, seconds * 1000);
  return node;
}
