/**
 * The board of Monopoly: Cheaters Edition as one SVG: the 40 squares of the classic board
 * with the seed's changes (names, prices and hotels from the view), owners' frames,
 * hotels, the tokens and the handcuffs on the prisoner. The middle is left empty for the
 * HTML centre (centre.js) laid over it.
 */

import { t, tf } from "../../js/page/i18n.js";
import { BAND, CORNER, EDGE, SIZE, squareRect, tokenPoint } from "./geometry.js";
import { money, seatColor, svg } from "./util.js";

/** Street colour groups (classic board order), by the view's group key. */
export const GROUP_COLORS = {
  brown: "#8d5a34", light_blue: "#8fd3f4", pink: "#d0458f", orange: "#f08a24",
  red: "#d7322b", yellow: "#f0c419", green: "#2f9e55", dark_blue: "#2455a8",
};

/** The seed's six tokens (赛车, 高帽, 霸王龙, 狗, 猫, 企鹅), one per seat. */
export const TOKENS = ["🏎️", "🎩", "🦖", "🐕", "🐈", "🐧"];

/** How wide `text` reads, in CJK characters (a Latin letter, digit or space is about half). */
function measure(text) {
  return [...text].reduce((n, ch) => n + (/[\u2e80-\uffff]/.test(ch) ? 1 : 0.62), 0);
}

/** `name` broken into at most three lines of about `width` CJK characters: Chinese names
 * in two halves, English ones between words. */
function lines(name, width) {
  const text = String(name || "");
  if (measure(text) <= width) return [text];
  if (!text.includes(" ")) return [text.slice(0, Math.ceil(text.length / 2)), text.slice(Math.ceil(text.length / 2))];
  const out = [];
  for (const word of text.split(" ")) {
    const last = out.length ? out[out.length - 1] : null;
    if (last !== null && (measure(`${last} ${word}`) <= width || out.length === 3)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** A name centred at (x, y) in lines, its font shrunk until the longest line fits. */
function textLines(name, x, y, size, width, cls) {
  const rows = lines(name, width);
  const fit = Math.min(size, (size * width) / Math.max(...rows.map(measure)));
  const node = svg("text", { x, y, class: cls, "font-size": fit.toFixed(1), "text-anchor": "middle" });
  rows.forEach((line, k) => node.append(svg("tspan", { x, dy: k ? fit * 1.1 : 0, text: line })));
  return node;
}

/** The transform that draws a side square in its own frame (EDGE wide, CORNER deep) and
 * turns it onto its side of the board: the left and right sides read along the side, the
 * bottom and the top rows stay upright (the top row has its band at the bottom, facing
 * the middle). */
function frameOf(r) {
  switch (r.side) {
    case "bottom": case "top": return `translate(${r.x} ${r.y})`;
    case "left": return `translate(${r.x + CORNER} ${r.y}) rotate(90)`;
    default: return `translate(${r.x} ${r.y + EDGE}) rotate(270)`;
  }
}

function hotelIcon(x, y, scale = 1) {
  return svg("g", { class: "ce-hotel", transform: `translate(${x} ${y}) scale(${scale})`, "data-testid": "ce-hotel" },
    svg("rect", { x: -13, y: -9, width: 26, height: 18, rx: 3 }),
    svg("path", { d: "M-15 -8 L0 -17 L15 -8 Z" }),
    svg("text", { x: 0, y: 5, "text-anchor": "middle", "font-size": 12, text: "H" }));
}

/** The words under a square's name: its price, its current rent once owned, "free". */
function priceText(sq) {
  if (sq.owner !== null && sq.owner !== undefined) return tf("rent %(amount)s", { amount: money(sq.current_rent) });
  if (sq.price === undefined || sq.price === null) return "";
  return sq.price === 0 ? t("free") : money(sq.price);
}

function sideSquare(sq, r) {
  const g = svg("g", { transform: frameOf(r) });
  const flip = r.side === "top";  // band at the bottom of the frame
  g.append(svg("rect", { class: "ce-sq-bg", x: 0, y: 0, width: EDGE, height: CORNER }));
  const color = GROUP_COLORS[sq.group];
  const bandY = flip ? CORNER - BAND : 0;
  if (color) g.append(svg("rect", { class: "ce-band", x: 0, y: bandY, width: EDGE, height: BAND, fill: color }));
  const top = color && !flip ? BAND + 20 : 20;
  g.append(textLines(sq.name, EDGE / 2, top, 14, 5, "ce-sq-name"));
  const icon = KIND_ICONS[sq.kind];
  if (icon) g.append(svg("text", { x: EDGE / 2, y: 86, "text-anchor": "middle", "font-size": 26, class: "ce-sq-icon", text: icon }));
  const price = priceText(sq);
  const priceY = flip && color ? CORNER - BAND - 8 : CORNER - 10;
  if (price) g.append(svg("text", { x: EDGE / 2, y: priceY, "text-anchor": "middle", "font-size": 13, class: "ce-sq-price", text: price }));
  if (sq.hotel) g.append(hotelIcon(EDGE / 2, bandY + BAND / 2 + 1, 0.9));
  return g;
}

const KIND_ICONS = { chance: "?", chest: "🧰", station: "🚂", rest: "☕", free_parking: "🅿️" };
const CORNER_ICONS = { go: "⬅", jail: "🔒", free_parking: "🅿️", go_to_jail: "👮" };

function cornerSquare(sq, r) {
  const g = svg("g", { transform: `translate(${r.x} ${r.y})` });
  g.append(svg("rect", { class: "ce-sq-bg ce-corner", x: 0, y: 0, width: CORNER, height: CORNER }));
  if (sq.kind === "jail") {
    g.append(jailCell(), textLines(sq.name, CELL.x + CELL.w / 2, CELL.y + CELL.h + 20, 15, 7, "ce-sq-name ce-corner-name"));
    return g;
  }
  g.append(textLines(sq.name, CORNER / 2, 34, 15, 7, "ce-sq-name ce-corner-name"));
  g.append(svg("text", { x: CORNER / 2, y: 96, "text-anchor": "middle", "font-size": 38, class: "ce-sq-icon", text: CORNER_ICONS[sq.kind] || "" }));
  if (sq.kind === "go") g.append(svg("text", { x: CORNER / 2, y: 122, "text-anchor": "middle", "font-size": 13, class: "ce-sq-price", text: tf("collect %(amount)s", { amount: money(200) }) }));
  return g;
}

/** One square as a <g data-square> with its owner's frame. */
function squareNode(sq, onPick) {
  const r = squareRect(sq.index);
  const node = svg("g", {
    class: `ce-sq ce-kind-${sq.kind}`, "data-square": sq.index, "data-kind": sq.kind,
    "data-owner": sq.owner ?? null, "data-hotel": sq.hotel ? "1" : null, tabindex: 0, role: "button",
    "aria-label": sq.name,
  });
  node.append(r.corner ? cornerSquare(sq, r) : sideSquare(sq, r));
  if (sq.owner !== null && sq.owner !== undefined) {
    node.append(svg("rect", {
      class: "ce-owner-frame", x: r.x + 3, y: r.y + 3, width: r.w - 6, height: r.h - 6, stroke: seatColor(sq.owner),
    }));
  }
  node.addEventListener("click", () => onPick(sq.index));
  node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") onPick(sq.index); });
  return node;
}

/** The cell of the Jail corner (its inner part); Just Visiting is the outer L. */
const CELL = { x: 52, y: 4, w: 74, h: 74 };

function jailCell() {
  const g = svg("g", { class: "ce-cell" }, svg("rect", { x: CELL.x, y: CELL.y, width: CELL.w, height: CELL.h, rx: 4 }));
  for (let k = 1; k < 5; k += 1) g.append(svg("path", { d: `M${CELL.x + (k * CELL.w) / 5} ${CELL.y} V${CELL.y + CELL.h}` }));
  return g;
}

/** Where the prisoner's token stands: the middle of the cell. */
function cellPoint() {
  const r = squareRect(10);
  return { x: r.x + CELL.x + CELL.w / 2, y: r.y + CELL.y + CELL.h / 2 - 6 };
}

/** Just Visiting: the outer L of the Jail corner (the left strip, then the bottom). */
function visitPoint(slot) {
  const r = squareRect(10);
  if (slot < 3) return { x: r.x + 24, y: r.y + 22 + slot * 38 };
  return { x: r.x + 62 + (slot - 3) * 34, y: r.y + CORNER - 18 };
}

function handcuffs(x, y) {
  return svg("g", { class: "ce-handcuffs", transform: `translate(${x} ${y})`, "data-testid": "ce-handcuffs" },
    svg("rect", { class: "ce-cuff-base", x: -16, y: 10, width: 32, height: 8, rx: 3 }),
    svg("circle", { cx: -9, cy: 0, r: 8 }), svg("circle", { cx: 9, cy: 0, r: 8 }),
    svg("path", { d: "M-2 0 L2 0" }));
}

/** The tokens of the players still on the board; the prisoner wears the handcuffs. */
function tokensNode(view) {
  const layer = svg("g", { class: "ce-tokens" });
  const slots = new Map();
  for (const p of view.seats || []) {
    if (p.status && p.status !== "playing") continue;
    const prisoner = view.handcuffs === p.seat;
    const slot = prisoner ? 0 : slots.get(p.position) || 0;
    if (!prisoner) slots.set(p.position, slot + 1);
    const at = prisoner ? cellPoint() : p.position === 10 ? visitPoint(slot) : tokenPoint(p.position, slot);
    const token = svg("g", {
      class: `ce-token${prisoner ? " ce-prisoner" : ""}`, "data-seat": p.seat, "data-square": p.position, transform: `translate(${at.x} ${at.y})`,
    }, svg("circle", { r: 17, fill: seatColor(p.seat) }),
    svg("text", { y: 7, "text-anchor": "middle", "font-size": 20, text: TOKENS[p.seat % TOKENS.length] }));
    if (prisoner) token.append(handcuffs(0, 26));
    layer.append(token);
  }
  return layer;
}

/**
 * The whole board: an <svg> with every square of `view.board`, the tokens and the
 * handcuffs. `onPick(index)` is called when a square is clicked (the square's card).
 */
export function boardSvg(view, onPick) {
  const root = svg("svg", {
    class: "ce-board", viewBox: `0 0 ${SIZE} ${SIZE}`, role: "img", "aria-label": t("Monopoly: Cheaters Edition board"),
  });
  root.append(svg("rect", { class: "ce-board-bg", x: 0, y: 0, width: SIZE, height: SIZE, rx: 14 }));
  const squares = svg("g", { class: "ce-squares" });
  for (const sq of view.board || []) squares.append(squareNode(sq, onPick));
  root.append(squares, tokensNode(view));
  return root;
}
