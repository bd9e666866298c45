/**
 * QQ跳棋 board geometry and SVG helpers (no game rules here).
 *
 * Holes sit on a triangular lattice: axial (q, r) -> x = q + r/2, y = r·√3/2 in board
 * units (one unit = the distance between neighbouring holes), camp 0 at the top, camps
 * numbered clockwise. The board is turned so that the viewer's home camp is at the bottom.
 */

export const SVG = "http://www.w3.org/2000/svg";
const SQ3 = Math.sqrt(3) / 2;

/** Per camp its colour (the seat that starts there plays that colour). */
export const CAMP_COLORS = ["#e0463c", "#f2a516", "#3aa655", "#2f7fd8", "#8e5bd1", "#18a8a3"];
/** Per camp its English colour word (screen readers, tooltips). */
export const CAMP_COLOR_WORDS = ["red", "orange", "green", "blue", "purple", "teal"];
export const HOLE_R = 0.27;
export const PIECE_R = 0.38;
/** The radius of the invisible tap/click area of a piece or a lit hole (a whole unit wide,
 * 44 px once the phone view is zoomed, zoom.js). */
export const HIT_R = 0.49;
/** The board's view box: half its width in board units. */
export const HALF = 8.2;

/** An SVG element with attributes (null/undefined skipped) and children. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(c);
  return node;
}

/** The map key of hole (q, r). */
export const key = (q, r) => `${q},${r}`;

/** Lattice position of hole (q, r), turned by `angle` degrees clockwise. */
export function point(q, r, angle) {
  const x = q + r / 2;
  const y = r * SQ3;
  const t = (angle * Math.PI) / 180;
  return [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)];
}

export const fmt = (n) => n.toFixed(3);
export const polyPoints = (pts) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");

/** The corners of a camp's triangle (the three holes farthest from its centre, pushed out). */
export function campCorners(points) {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  const byDist = [...points].sort((a, b) => Math.hypot(b[0] - cx, b[1] - cy) - Math.hypot(a[0] - cx, a[1] - cy));
  return byDist.slice(0, 3).map(([x, y]) => {
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.hypot(dx, dy) || 1;
    return [x + (dx / d) * 0.55, y + (dy / d) * 0.55];
  });
}

/** The seat drawn at the bottom (the viewer's, seat 0 for spectators) and the board's turn. */
export function orientation(view, mySeat) {
  const bottomSeat = mySeat !== null && mySeat !== undefined && view.seats[mySeat] ? mySeat : 0;
  const camp = view.seats[bottomSeat] ? view.seats[bottomSeat].camp : 0;
  return { bottomSeat, angle: 180 - 60 * camp };
}

/** The seven holes of a tornado centred on `k` (the centre and its six neighbours). */
export function ringOf(k) {
  const [q, r] = k.split(",").map(Number);
  return [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]].map(([dq, dr]) => key(q + dq, r + dr));
}

/**
 * A small shape per seat index drawn on its pieces (white, centred at x, y), so seats
 * differ without colour: the same order as the page's seat marks (circle, triangle,
 * square, diamond, star, pentagon).
 */
export function seatShape(seat, x, y, size = 0.15) {
  const s = size;
  const poly = (pts) => svg("polygon", { points: polyPoints(pts.map(([a, b]) => [x + a * s, y + b * s])), class: "cc-shape" });
  const star = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? 0.45 : 1.1;
    star.push([Math.cos(a) * rad, Math.sin(a) * rad]);
  }
  const penta = [0, 1, 2, 3, 4].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [Math.cos(a), Math.sin(a)];
  });
  switch (seat % 6) {
    case 0: return svg("circle", { cx: fmt(x), cy: fmt(y), r: fmt(s * 0.85), class: "cc-shape" });
    case 1: return poly([[0, -1.05], [0.95, 0.7], [-0.95, 0.7]]);
    case 2: return poly([[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8]]);
    case 3: return poly([[0, -1.1], [0.85, 0], [0, 1.1], [-0.85, 0]]);
    case 4: return poly(star);
    default: return poly(penta);
  }
}
