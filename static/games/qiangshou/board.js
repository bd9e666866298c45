/**
 * 强手棋's ring: 40 squares on an 11 × 11 grid whose corners are wider than the edge
 * squares (CORNER : EDGE = 1.6 : 1), 银行 (square 0) bottom right, play anticlockwise.
 * Each square: its group band on the inner edge, its name (12 px at least), its price or,
 * once owned, the owner's colour as the square's tint and frame with the owner's shape
 * and the current rent, and its buildings. Tokens glide square by square after a roll.
 */

import { el } from "../../js/dom.js";
import { t, tf } from "../../js/page/i18n.js";
import { seatShape } from "../../js/page/seat-marks.js";
import { kindWord, levelWord, money } from "./words.js";

export const SIDE = 11;
const CORNER = 1.6;
const TOTAL = 2 * CORNER + (SIDE - 2);

/** Seat colours (tokens, owners' frames, the players list). */
export const SEAT_COLORS = ["#e0463c", "#2f7fd8", "#2e9d57", "#e39b0b"];
/** Street group colours, A-H as in the seed's appendix (classic board order). */
export const GROUP_COLORS = {
  A: "#8d5a34", B: "#7cc6ee", C: "#d0458f", D: "#f08a24",
  E: "#d7322b", F: "#f0c419", G: "#2f9e55", H: "#2455a8",
};

/** The colour of seat `seat`. */
export function seatColor(seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** Grid cell of square i: {row, col (1-based), side}. */
export function cellOf(i) {
  if (i <= 10) return { row: SIDE, col: SIDE - i, side: "bottom" };
  if (i <= 20) return { row: SIDE - (i - 10), col: 1, side: "left" };
  if (i <= 30) return { row: 1, col: 1 + (i - 20), side: "top" };
  return { row: 1 + (i - 30), col: SIDE, side: "right" };
}

/** Centre of grid line k (1-based) in percent of the board. */
function centre(k) {
  if (k === 1) return (CORNER / 2 / TOTAL) * 100;
  if (k === SIDE) return ((TOTAL - CORNER / 2) / TOTAL) * 100;
  return ((CORNER + (k - 2) + 0.5) / TOTAL) * 100;
}

/** Token centre (percent of the board) of `seat` on square `i`. */
export function tokenPoint(i, seat) {
  const { row, col } = cellOf(i);
  const dx = [-1, 1, -1, 1][seat % 4] * 1.6;
  const dy = [-1, -1, 1, 1][seat % 4] * 1.6;
  return { x: centre(col) + dx, y: centre(row) + dy };
}

function squareTitle(sq, seatName) {
  const lines = [`${sq.number}. ${sq.name}${sq.group ? ` (${sq.group}段)` : ""}`];
  if (sq.owner !== null && sq.owner !== undefined) lines.push(tf("Owner: %(name)s", { name: seatName(sq.owner) }));
  if (sq.price !== undefined) {
    lines.push(tf("Price %(price)s · mortgage value %(mortgage)s", { price: money(sq.price), mortgage: money(sq.mortgage) }));
    if (sq.rents) lines.push(tf("Rents: %(list)s", { list: sq.rents.join(" / ") }), tf("Build cost %(cost)s", { cost: money(sq.build) }));
    if (sq.kind === "railway") lines.push(t("Rent: 1 line 50 / 2 lines 100 / 3 lines 200 / 4 lines 400"));
    if (sq.kind === "utility") lines.push(t("Rent: dice × 4 (one utility) / × 10 (both)"));
    if (sq.level) lines.push(tf("Now: %(level)s", { level: levelWord(sq.level) }));
  }
  return lines.join("\n");
}

const SUFFIXES = ["大街", "广场", "公园", "公司", "路线"];

/** The name, breakable only before its suffix (大街...) or in its middle, so a name wraps
 * into two readable halves instead of one character on the second line; and a short
 * form without the suffix for the unzoomed phone board (the stylesheet picks one). */
function nameNode(name) {
  const chars = [...name];
  const suffix = SUFFIXES.find((s) => name.endsWith(s) && chars.length >= 4);
  const full = el("span", { class: "qs-name-full" });
  if (chars.length < 4) full.textContent = name;
  else {
    const cut = suffix ? chars.length - 2 : Math.ceil(chars.length / 2);
    full.append(chars.slice(0, cut).join(""), el("wbr"), chars.slice(cut).join(""));
  }
  const short = suffix && suffix !== "路线" ? chars.slice(0, -2).join("") : name;
  return el("div", { class: "qs-name" }, full, el("span", { class: "qs-name-short", "aria-hidden": "true", text: short }));
}

function priceLine(sq) {
  if (sq.price !== undefined) {
    if (sq.owner === null || sq.owner === undefined) return el("div", { class: "qs-price", text: money(sq.price) });
    const rent = sq.rent !== undefined ? money(sq.rent) : tf("dice×%(n)s", { n: sq.rent_multiplier });
    return el("div", { class: "qs-price qs-rent", title: t("rent") },
      el("span", { class: "qs-owner-mark", "aria-hidden": "true", text: seatShape(sq.owner) }), ` ${rent}`);
  }
  const text = { income_tax: "10%≤¥200", luxury_tax: "¥225", start: "起点 ←" }[sq.kind];
  return text ? el("div", { class: "qs-price", text }) : null;
}

function levelLine(sq) {
  if (sq.kind !== "street" || !sq.level) return null;
  const level = el("div", { class: "qs-level", title: levelWord(sq.level) });
  if (sq.level === 5) level.append(el("span", { class: "qs-hotel", text: "旅馆" }));
  else for (let k = 0; k < sq.level; k += 1) level.append(el("span", { class: "qs-house" }));
  return level;
}

/** The node of one square. seatName(i): a player's name (titles, ARIA labels). */
export function squareNode(sq, seatName) {
  const { row, col, side } = cellOf(sq.index);
  const corner = sq.index % 10 === 0;
  const owned = sq.owner !== null && sq.owner !== undefined;
  const label = [sq.name, owned ? tf("owned by %(name)s", { name: seatName(sq.owner) }) : null,
    sq.price !== undefined && !owned ? money(sq.price) : null, sq.level ? levelWord(sq.level) : null].filter(Boolean).join(", ");
  const node = el("div", {
    class: `qs-sq qs-kind-${sq.kind} qs-side-${side}${corner ? " qs-corner" : ""}`,
    "data-square": sq.index, "data-kind": sq.kind, role: "img", "aria-label": label,
    title: squareTitle(sq, seatName), style: { gridRow: String(row), gridColumn: String(col) },
  });
  if (sq.group) node.append(el("div", { class: "qs-band", style: { background: GROUP_COLORS[sq.group] || "#999" } }));
  else if (!corner && ["railway", "utility", "income_tax", "luxury_tax"].includes(sq.kind)) {
    node.append(el("div", { class: `qs-band qs-band-${sq.kind}` }));
  }
  node.append(nameNode(sq.name));
  if (owned) {
    node.classList.add("qs-owned");
    node.dataset.owner = sq.owner;
    node.style.setProperty("--owner", seatColor(sq.owner));
  }
  if (sq.kind === "street") node.dataset.level = sq.level;
  const price = priceLine(sq);
  if (price) node.append(price);
  const level = levelLine(sq);
  if (level) node.append(level);
  return node;
}

function animateToken(token, from, to, seat) {
  const steps = (to - from + 40) % 40;
  const frames = [];
  if (steps > 0 && steps <= 12) {
    for (let k = 0; k <= steps; k += 1) {
      const p = tokenPoint((from + k) % 40, seat);
      frames.push({ left: `${p.x}%`, top: `${p.y}%` });
    }
  } else {
    const a = tokenPoint(from, seat);
    const b = tokenPoint(to, seat);
    frames.push({ left: `${a.x}%`, top: `${a.y}%` }, { left: `${b.x}%`, top: `${b.y}%` });
  }
  token.animate(frames, { duration: Math.min(1400, 110 * Math.max(frames.length, 4)), easing: "ease-in-out" });
}

/** Place (and, live, glide) every playing seat's token. st.positions remembers where each
 * was drawn last. */
export function drawTokens(st, view, ctx, showBankrupt) {
  const seen = new Set();
  for (const s of view.seats) {
    if (s.status !== "playing" && !(showBankrupt && s.status === "bankrupt")) continue;
    seen.add(s.seat);
    let token = st.tokens.querySelector(`.qs-token[data-seat="${s.seat}"]`);
    const fresh = !token;
    if (!token) {
      token = el("div", { class: "qs-token", "data-seat": s.seat, role: "img" });
      token.style.background = seatColor(s.seat);
      token.textContent = seatShape(s.seat);
      st.tokens.append(token);
    }
    token.setAttribute("aria-label", tf("%(name)s on %(square)s", { name: ctx.seatName(s.seat), square: view.board[s.position].name }));
    token.title = ctx.seatName(s.seat);
    token.dataset.square = s.position;
    token.classList.toggle("qs-token-moving", !!(view.pending && view.pending.seat === s.seat));
    const to = tokenPoint(s.position, s.seat);
    const from = st.positions.get(s.seat);
    token.style.left = `${to.x}%`;
    token.style.top = `${to.y}%`;
    // A glide still running would hide the new place (a replay step right after a move).
    if (from !== s.position && token.getAnimations) for (const a of token.getAnimations()) a.cancel();
    if (!fresh && from !== undefined && from !== s.position && token.animate && !ctx.replay) animateToken(token, from, s.position, s.seat);
    st.positions.set(s.seat, s.position);
  }
  for (const token of st.tokens.querySelectorAll(".qs-token")) {
    if (!seen.has(Number(token.dataset.seat))) token.remove();
  }
}
