/** Small helpers of the Cheaters Edition renderer: money, SVG elements, countdowns. */

import { el } from "../../js/dom.js";

export { el };

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element: svg("rect", {x: 1, class: "a"}, child...). Same rules as dom.el. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

/** ₩ amounts as the seed writes them: "₩1,500". */
export function money(n) {
  return `₩${Number(n || 0).toLocaleString("en-US")}`;
}

/** Seat colours (tokens, owners' frames, the players list): six players at most. */
export const SEAT_COLORS = ["#e0463c", "#2f7fd8", "#2e9d57", "#e39b0b", "#8e5bd1", "#18a8a3"];

export function seatColor(seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** The earliest deadline of the payload's prompts for `seat` (and, if given, `key`
 * starting with `prefix`), or null. */
export function deadlineOf(ctx, seat, prefix = "") {
  const prompts = (ctx.game && ctx.game.prompts) || [];
  let best = null;
  for (const p of prompts) {
    if (seat !== null && p.seat !== seat) continue;
    if (prefix && !(p.key || "").startsWith(prefix)) continue;
    if (p.deadline && (best === null || Date.parse(p.deadline) < Date.parse(best))) best = p.deadline;
  }
  return best;
}

/** A countdown the page's clock ticks (game-page.js updates `.countdown[data-deadline]`). */
export function countdown(deadline, testid = null) {
  if (!deadline) return null;
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
  return el("span", {
    class: "countdown ce-countdown", "data-deadline": deadline, "data-testid": testid,
    text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`,
  });
}

/** The legal actions of type `type` (or of any type in a list). */
export function legalOf(ctx, type) {
  const types = Array.isArray(type) ? type : [type];
  return (ctx.legalActions || []).filter((a) => types.includes(a.type));
}

/** Whether the game is over in the version shown. */
export function outcomeOf(ctx) {
  const g = ctx && ctx.game;
  if (!g || !g.result) return null;
  return ctx.replay && ctx.version < g.version ? null : g.result;
}
