/**
 * QQ跳棋 item rooms (道具场): the bar of six item buttons and the obstacles on the board.
 * Which uses are legal comes from the payload's legal actions (the engine's own rules).
 */

import { t, tf, tn } from "../../js/page/i18n.js";
import { fmt, key, PIECE_R, svg } from "./geometry.js";
import { ITEMS, chinesePage, itemName } from "./words.js";

function glyph(d, size = 22) {
  return svg("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "cc-glyph", "aria-hidden": "true" },
    svg("path", { d, fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" }));
}

function span(cls, text) {
  const n = document.createElement("span");
  n.className = cls;
  n.textContent = text;
  return n;
}

/** The six item buttons: Chinese name (English beside it on English pages), glyph,
 * count left; enabled when the item has a legal use. `choose(item)` on click. */
export function drawItemBar(view, ctx, itemUses, choose) {
  const me = ctx.mySeat !== null && ctx.mySeat !== undefined ? view.seats[ctx.mySeat] : null;
  const mine = me ? me.items : null;
  const bar = document.createElement("div");
  bar.className = "cc-items";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", t("道具 items"));
  for (const it of ITEMS) {
    const count = mine ? mine[it.item] || 0 : null;
    const uses = itemUses.get(it.item) || [];
    const b = document.createElement("button");
    b.type = "button";
    b.className = "cc-item";
    b.dataset.item = it.item;
    b.dataset.testid = `item-${it.item}`;
    b.disabled = uses.length === 0;
    b.title = uses.length
      ? tn("%(item)s: %(n)s legal use", "%(item)s: %(n)s legal uses", uses.length, { item: itemName(it.item), n: uses.length })
      : tf("%(item)s: not playable now", { item: itemName(it.item) });
    b.setAttribute("aria-label", b.title);
    b.append(glyph(it.glyph), span("cc-item-name", it.label));
    if (!chinesePage()) b.append(span("cc-item-en", it.en()));
    if (count !== null) b.append(span("cc-item-count", `×${count}`));
    b.addEventListener("click", () => choose(it.item));
    bar.append(b);
  }
  return bar;
}

/** An obstacle on its hole: a striped block (路障) or a fixed grey piece (修路工), with
 * the rounds it has left after the current one. */
export function drawObstacle(h, [x, y]) {
  const g = svg("g", { class: `cc-obstacle cc-${h.obstacle.kind}`, "data-obstacle": key(h.q, h.r) });
  const title = svg("title");
  const name = itemName(h.obstacle.kind);
  const left = h.obstacle.rounds_left;
  title.textContent = left === 0
    ? tf("%(item)s: goes at the end of this round", { item: name })
    : tn("%(item)s: %(n)s more round after this one", "%(item)s: %(n)s more rounds after this one", left, { item: name, n: left });
  g.append(title);
  if (h.obstacle.kind === "roadblock") {
    const r = PIECE_R * 0.95;
    g.append(svg("rect", { x: fmt(x - r), y: fmt(y - r * 0.7), width: fmt(2 * r), height: fmt(1.4 * r), rx: "0.06", fill: "#f4c20d", stroke: "#222", "stroke-width": "0.04" }));
    for (const dx of [-0.45, 0, 0.45]) {
      g.append(svg("line", { x1: fmt(x + dx * r - 0.12), y1: fmt(y + r * 0.7), x2: fmt(x + dx * r + 0.12), y2: fmt(y - r * 0.7), stroke: "#222", "stroke-width": "0.07" }));
    }
  } else {
    g.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: PIECE_R, fill: "#8d8d8d", stroke: "#333", "stroke-width": "0.05" }));
    g.append(svg("path", { d: `M${fmt(x - 0.22)} ${fmt(y + 0.05)}a0.22 0.22 0 0 1 0.44 0z`, fill: "#f4c20d", stroke: "#333", "stroke-width": "0.03" }));
  }
  const bx = x + PIECE_R * 0.8;
  const by = y - PIECE_R * 0.6;
  const badge = svg("text", { x: fmt(bx), y: fmt(by), class: "cc-obstacle-rounds cc-label", "text-anchor": "middle", "dominant-baseline": "central" });
  badge.textContent = String(left);
  g.append(svg("circle", { cx: fmt(bx), cy: fmt(by), r: "0.24", fill: "#222" }), badge);
  return g;
}

/** Per item its legal uses from the legal actions: Map item -> [action]. */
export function itemUsesOf(legalActions) {
  const uses = new Map();
  for (const a of legalActions) {
    if (a.type !== "item") continue;
    if (!uses.has(a.item)) uses.set(a.item, []);
    uses.get(a.item).push(a);
  }
  return uses;
}
