/**
 * QQ跳棋 (Chinese checkers): the board renderer for the game page (static/js/game-page.js
 * documents the contract; docs/frontend.md too). The parts live in ./chinese-checkers/:
 *
 *   geometry.js  lattice, SVG helpers, colours, seat shapes
 *   words.js     every word: hole names, move list, seat lines, notices, help (i18n)
 *   drawing.js   the star, camps, holes, pieces, trails of recent moves, obstacles
 *   play.js      picking up and putting down pieces, items, keyboard
 *   items.js     the item bar (道具场) and obstacles
 *   motion.js    opponents' pieces hopping along their path; moves since my last turn
 *   zoom.js      the zoomed, pannable board on phones (44 px tap targets)
 *
 * The view (docs/rules/chinese-checkers.md, "View") is game state only; the viewer's
 * legal actions come in ctx.legalActions, the hole names in ctx.catalogue.hole_names.
 */

import { t } from "../js/page/i18n.js";
import { drawBoard, drawTrails, seatColor } from "./chinese-checkers/drawing.js";
import { orientation } from "./chinese-checkers/geometry.js";
import { drawItemBar, itemUsesOf } from "./chinese-checkers/items.js";
import { animateArrival, recentMoves, whenMovesArrive } from "./chinese-checkers/motion.js";
import { BoardPlay, movesByStart } from "./chinese-checkers/play.js";
import { helpText } from "./chinese-checkers/words.js";
import { actingClock, reveal, zoomable } from "./chinese-checkers/zoom.js";

export { CAMP_COLORS } from "./chinese-checkers/geometry.js";
export { ITEMS } from "./chinese-checkers/words.js";
export { actionLabel, describeEvents, describeMove, notices, reasonText, seatDetails } from "./chinese-checkers/words.js";
export { seatColor };

/** Action types the board submits itself (the page shows buttons for the others). */
export const boardActions = ["move", "item"];

/** How to play on the board (touch screens get words without right-click and Esc). */
export const help = helpText();

/** The round shown in the status bar. */
export function round(view) {
  return view.round;
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  const prev = container._cc || null;
  const { angle } = orientation(view, ctx.mySeat);
  const byStart = movesByStart(ctx);
  const itemUses = ctx.interactive ? itemUsesOf(ctx.legalActions) : new Map();
  const { root, layers, positions } = drawBoard(view, ctx, angle, new Set(byStart.keys()));
  const recent = recentMoves(view, ctx);
  drawTrails(layers, view, positions, recent);
  if (!ctx.replay && view.players >= 3 && !recent.length) {
    whenMovesArrive(view, ctx, () => container._cc === play, (moves) => {
      layers.last.replaceChildren();
      layers.recent.replaceChildren();
      drawTrails(layers, view, positions, moves);
    });
  }

  const status = document.createElement("div");
  status.className = "cc-hint";
  status.setAttribute("aria-live", "polite");
  const play = new BoardPlay({ root, layers, positions, status, ctx, byStart, itemUses, prev });
  container._cc = play;
  play.itemBar = view.items ? drawItemBar(view, ctx, itemUses, (name) => play.chooseItem(name)) : null;
  play.bind(container);

  const { viewport, button, place } = zoomable(container, root);
  const tools = document.createElement("div");
  tools.className = "cc-tools";
  tools.append(button);
  const frame = document.createElement("div");
  frame.className = "cc-frame";
  const acting = actingClock(ctx);
  frame.append(viewport, tools, ...(acting ? [acting] : []));
  container.replaceChildren(...(play.itemBar ? [play.itemBar] : []), frame, status);
  container.classList.toggle("cc-interactive", ctx.interactive);
  container.classList.add("cc-wrap");
  place();
  play.draw();
  animateArrival(root, positions, view, ctx, prev);
  if (play.selected && positions.has(play.selected)) reveal(viewport, root, positions.get(play.selected));
  if (play.focusKey) {
    const again = root.querySelector(`[data-hole="${play.focusKey}"][tabindex]`);
    if (again && document.activeElement === document.body) again.focus({ preventScroll: true });
  }
  root.setAttribute("aria-label", ctx.interactive ? t("QQ跳棋 board: your move") : t("QQ跳棋 board"));
}
