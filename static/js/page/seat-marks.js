/**
 * Seat marks: a colour AND a shape per seat, so seats differ for colour-blind players
 * too (the players list, the move list and the renderers use the same marks).
 */

import { el } from "../dom.js";

/** Shapes by seat index (filled, so they carry the seat's colour). */
export const SEAT_SHAPES = ["●", "▲", "■", "◆", "★", "⬟"];

/** The shape of seat `i`. */
export function seatShape(i) {
  return SEAT_SHAPES[i % SEAT_SHAPES.length];
}

/** A span showing seat `i`'s shape in `color`; `label` is read by screen readers. */
export function seatMark(i, color, label) {
  const node = el("span", { class: "seat-mark", "data-seat-mark": i, "aria-label": label || null, role: label ? "img" : null,
    text: seatShape(i) });
  node.style.color = color;
  return node;
}
