/**
 * 拥有者的决断's SVG board: the L-track of 38 squares (start, the four L tiles of 9,
 * Goal100) around an 11 × 10 ring, both pawns on it, and in the middle the price ladder
 * (suspended at the bottom, limit-up 涨停 at the top, the high-price zone shaded, the
 * dividend per share beside each price) with the four company markers, each labelled with
 * its price, and the fund. The landing squares of the pawn picked are buttons (mouse,
 * Enter or Space).
 */

import { t, tf } from "../../js/page/i18n.js";
import { COMPANY_COLORS, company, money, pawnLetter, squareWord } from "./words.js";

const COLS = 11;
const ROWS = 10;
export const CELL = 56;
const SVGNS = "http://www.w3.org/2000/svg";

/** Square i of the ring: [col, row]; start bottom-right, anticlockwise. */
export function cellOf(i) {
  const bottom = COLS - 1;
  if (i <= bottom) return [bottom - i, ROWS - 1];
  i -= bottom;
  if (i <= ROWS - 1) return [0, ROWS - 1 - i];
  i -= ROWS - 1;
  if (i <= bottom) return [i, 0];
  i -= bottom;
  return [COLS - 1, i];
}

export function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

/** The squares the picked pawn may land on (live, the viewer's turn). */
export function landingSquares(view, st, ctx) {
  const out = new Set();
  if (!ctx.interactive || !st.moves.length) return out;
  for (const a of st.moves) if (a.pawn === st.pawn) out.add(Math.min(view.goal, view.pawns[a.pawn] + a.steps));
  return out;
}

function submitLanding(view, st, ctx, square) {
  const a = st.moves.find((m) => m.pawn === st.pawn && Math.min(view.goal, view.pawns[m.pawn] + m.steps) === square);
  if (a) ctx.submit(a);
}

function makeButton(g, label, onPress) {
  g.setAttribute("tabindex", "0");
  g.setAttribute("role", "button");
  g.setAttribute("aria-label", label);
  g.addEventListener("click", onPress);
  g.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPress();
    }
  });
  g.append(svg("title", {}, label));
}

function squareNode(view, st, ctx, kind, i, landing) {
  const [c, r] = cellOf(i);
  const g = svg("g", { "data-square": i, class: `oc-square oc-${kind}${landing ? " oc-landing" : ""}` });
  const fill = COMPANY_COLORS[kind] || (kind === "goal" ? "#222" : kind === "start" ? "#ddd" : "#fff8e6");
  g.append(svg("rect", { x: c * CELL + 1, y: r * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 5, fill }));
  const label = ["start", "event"].includes(kind) ? { start: "起点", event: "事件" }[kind] : squareWord(kind);
  // A long word (Goal100, 四公司) is squeezed into the square, whatever the font size.
  const squeeze = label.length > 2 ? { textLength: label.length > 4 ? CELL - 10 : CELL - 8, lengthAdjust: "spacingAndGlyphs" } : {};
  g.append(svg("text", { x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 + 6, "text-anchor": "middle",
    class: `oc-label${COMPANY_COLORS[kind] || kind === "goal" ? " oc-light" : ""}`, ...squeeze }, label));
  g.append(svg("text", { x: c * CELL + 4, y: r * CELL + 12, class: "oc-num" }, String(i)));
  if (landing) makeButton(g, tf("Pay ¥20 and move pawn %(pawn)s to square %(n)s (%(square)s)", { pawn: pawnLetter(st.pawn), n: i, square: squareWord(kind) }), () => submitLanding(view, st, ctx, i));
  else g.setAttribute("aria-label", tf("Square %(n)s: %(square)s", { n: i, square: squareWord(kind) }));
  return g;
}

function pawnNodes(view) {
  const out = [];
  view.pawns.forEach((pos, p) => {
    const [c, r] = cellOf(pos);
    out.push(svg("circle", { cx: c * CELL + 18 + p * 20, cy: r * CELL + CELL - 13, r: 10,
      class: `oc-pawn oc-pawn-${p}`, "data-testid": `oc-pawn-${p}`, role: "img", "aria-label": tf("Pawn %(pawn)s on square %(n)s", { pawn: pawnLetter(p), n: pos }) }));
    out.push(svg("text", { x: c * CELL + 18 + p * 20, y: r * CELL + CELL - 9, "text-anchor": "middle", class: "oc-pawn-label" }, pawnLetter(p)));
  });
  return out;
}

function rung(view, g, cell, price, y, h, x0) {
  const zone = cell >= view.rules.high_zone;
  const label = cell === 0 ? "停盘" : cell === view.rules.limit_up ? "涨停" : String(price);
  g.append(svg("rect", { x: x0, y, width: 300, height: h - 1,
    class: `oc-rung${zone ? " oc-zone" : ""}${cell === 0 ? " oc-suspended" : ""}${cell === view.rules.limit_up ? " oc-limit" : ""}` }));
  g.append(svg("text", { x: x0 + 6, y: y + h - 4, class: "oc-rung-text" }, label));
  g.append(svg("text", { x: x0 + 294, y: y + h - 4, "text-anchor": "end", class: "oc-rung-text" },
    cell === 0 ? "—" : `分红 ${Math.floor(price / 10)}`));
}

/** The price ladder with the company markers (each with its price) and the fund. */
function ladderSvg(view) {
  const g = svg("g", { class: "oc-ladder", "data-testid": "oc-ladder" });
  const ladder = view.rules.ladder;
  const h = ((ROWS - 2) * CELL - 20) / ladder.length;
  const x0 = CELL + 150;
  const y0 = CELL + 10;
  g.append(svg("text", { x: CELL + 16, y: y0 + 22, class: "oc-fund-label" }, t("FUND 基金")));
  g.append(svg("text", { x: CELL + 16, y: y0 + 54, class: "oc-fund", "data-testid": "oc-fund" }, money(view.fund)));
  ladder.forEach((price, cell) => rung(view, g, cell, price, y0 + (ladder.length - 1 - cell) * h, h, x0));
  view.rules.companies.forEach((c, k) => {
    const co = view.companies[c];
    const y = y0 + (ladder.length - 1 - co.cell) * h;
    const cx = x0 + 80 + k * 52;
    g.append(svg("circle", { cx, cy: y + h / 2, r: Math.min(9, h / 2 - 1), fill: COMPANY_COLORS[c],
      class: "oc-marker", "data-testid": `oc-marker-${c}`, role: "img",
      "aria-label": tf("%(company)s at %(price)s", { company: company(c), price: co.suspended ? "停盘" : money(co.price) }) }));
    g.append(svg("text", { x: cx + 11, y: y + h / 2 + 5, class: "oc-marker-text" }, company(c)));
  });
  const list = svg("g", { class: "oc-prices", "data-testid": "oc-prices" });
  view.rules.companies.forEach((c, k) => {
    const co = view.companies[c];
    list.append(svg("text", { x: CELL + 16, y: y0 + 100 + k * 30, class: "oc-price-line", fill: COMPANY_COLORS[c] },
      `${company(c)} ${co.suspended ? "停盘" : money(co.price)}`));
  });
  g.append(list);
  return g;
}

/** The whole SVG board. st: the renderer's state ({pawn, moves}). */
export function boardSvg(view, st, ctx) {
  const root = svg("svg", { viewBox: `0 0 ${COLS * CELL} ${ROWS * CELL}`, class: "oc-board", role: "group",
    "aria-label": t("拥有者的决断 board"), "data-testid": "oc-board" });
  const landing = landingSquares(view, st, ctx);
  view.track.forEach((kind, i) => root.append(squareNode(view, st, ctx, kind, i, landing.has(i))));
  root.append(...pawnNodes(view), ladderSvg(view));
  return root;
}
