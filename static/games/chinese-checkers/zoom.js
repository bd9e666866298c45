/**
 * The QQ跳棋 board on a phone: a zoomed board (about 46 px between holes, so every piece
 * and lit hole is a 44 px tap target) inside a square window the player pans by
 * dragging, with a 🔍 button for the whole board. The window is no taller than the
 * screen allows, leaving room for the page's clocks; it opens on the viewer's pieces and
 * keeps its place across redraws.
 */

import { formatClock } from "../../js/page/clock.js";
import { t, tf } from "../../js/page/i18n.js";
import { HALF } from "./geometry.js";
import { touchScreen } from "./words.js";

const PX_PER_UNIT = 46;

/** Zoom the board by default on a touch screen or a narrow window. */
function zoomByDefault(container) {
  return touchScreen() || container.clientWidth < 560;
}

/** The zoom factor that gives PX_PER_UNIT at this width (1 = the whole board). */
function factor(width) {
  return Math.min(3, Math.max(1.5, (PX_PER_UNIT * 2 * HALF) / Math.max(width, 1)));
}

/**
 * Wrap `root` (the board's <svg>) in the pannable window. Returns {viewport, button,
 * place()} — call place() once both are in the document: it sizes the board and scrolls
 * to where it was, or to the viewer's home camp (drawn at the bottom).
 */
export function zoomable(container, root) {
  const viewport = document.createElement("div");
  viewport.className = "cc-viewport";
  viewport.append(root);
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cc-zoom button button-small";
  button.dataset.testid = "cc-zoom";
  const zoomed = () => (container._ccZoom === undefined ? zoomByDefault(container) : container._ccZoom);

  function place() {
    const on = zoomed();
    const width = viewport.clientWidth;
    root.style.width = on ? `${Math.round(width * factor(width))}px` : "";
    viewport.classList.toggle("cc-zoomed", on);
    button.textContent = on ? t("🔍 Whole board") : t("🔍 Zoom in");
    button.setAttribute("aria-pressed", on ? "true" : "false");
    if (!on) return;
    const saved = container._ccScroll;
    if (saved && saved.width === width) {
      viewport.scrollLeft = saved.left;
      viewport.scrollTop = saved.top;
    } else {
      viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
      viewport.scrollTop = viewport.scrollHeight;
    }
  }
  viewport.addEventListener("scroll", () => {
    container._ccScroll = { left: viewport.scrollLeft, top: viewport.scrollTop, width: viewport.clientWidth };
  }, { passive: true });
  button.addEventListener("click", () => {
    container._ccZoom = !zoomed();
    container._ccScroll = null;
    place();
  });
  return { viewport, button, place };
}

/** Scroll the zoomed window so that board point [x, y] (board units) is in view. */
export function reveal(viewport, root, [x, y]) {
  if (!viewport.classList.contains("cc-zoomed")) return;
  const scale = root.clientWidth / (2 * HALF);
  const px = (x + HALF) * scale;
  const py = (y + HALF) * scale;
  const pad = 60;
  if (px < viewport.scrollLeft + pad || px > viewport.scrollLeft + viewport.clientWidth - pad) viewport.scrollLeft = px - viewport.clientWidth / 2;
  if (py < viewport.scrollTop + pad || py > viewport.scrollTop + viewport.clientHeight - pad) viewport.scrollTop = py - viewport.clientHeight / 2;
}

/** Who is to move and their clock, over the board's top corner, so that it is on screen
 * with the board on a phone (the page ticks every .countdown[data-deadline] by the
 * server's clock). Null when no prompt has a deadline (replay, game over). */
export function actingClock(ctx) {
  const g = ctx.game;
  if (ctx.replay || !g || g.status !== "active") return null;
  const p = (g.prompts || []).filter((x) => x.deadline).sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline))[0];
  if (!p) return null;
  const serverNow = Date.parse(g.server_time || "");
  const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
  const who = p.seat === ctx.mySeat ? t("You") : ctx.seatName(p.seat);
  const box = document.createElement("div");
  box.className = "cc-acting";
  box.dataset.testid = "cc-acting";
  const name = document.createElement("span");
  name.textContent = who;
  const clock = document.createElement("span");
  clock.className = "countdown cc-acting-clock";
  clock.dataset.deadline = p.deadline;
  clock.setAttribute("aria-label", tf("%(name)s's time left", { name: who }));
  clock.textContent = formatClock(Date.parse(p.deadline) - now);
  box.append(name, clock);
  return box;
}
