/**
 * Motion on the QQ跳棋 board: an opponent's piece hops along its jump path when their
 * move arrives live, and the moves made since the viewer's last turn (3- and 6-player
 * games) are collected for drawing.
 */

import { fmt, key } from "./geometry.js";

const HOP_MS = 260;

function reducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The page's move list entries made by others since the viewer's own last move:
 * `ctx.sinceMyTurn` when the page gives it, else read from the page's move list. */
function sinceMyTurnEntries(ctx) {
  if (Array.isArray(ctx.sinceMyTurn)) return ctx.sinceMyTurn;
  const page = window.gamePage;
  if (!page) return [];
  if (page.moveList && typeof page.moveList.sinceMyTurn === "function") return page.moveList.sinceMyTurn();
  const held = (page.moves || []).filter(Boolean);
  let k = held.length;
  while (k > 0 && held[k - 1].seat !== ctx.mySeat) k -= 1;
  return k === 0 ? [] : held.slice(k);
}

/** The board moves ({seat, path}) since the viewer's last turn, live only, for a
 * seated viewer in a game of three or more. */
export function recentMoves(view, ctx) {
  if (ctx.replay || ctx.mySeat === null || ctx.mySeat === undefined || view.players < 3) return [];
  return sinceMyTurnEntries(ctx)
    .filter((m) => m && m.action && m.action.type === "move" && Array.isArray(m.action.path) && m.action.path.length > 1)
    .map((m) => ({ seat: m.seat, path: m.action.path }));
}

/** Until the page's move list holds the moves since the viewer's turn (it loads after
 * the first render), look again every quarter second, for up to 15 s; `redraw(recent)`
 * once they are there. `current()` says whether this render is still on screen. */
export function whenMovesArrive(view, ctx, current, redraw) {
  let tries = 60;
  const look = () => {
    if (!current() || tries-- <= 0) return;
    const recent = recentMoves(view, ctx);
    if (recent.length) redraw(recent);
    else setTimeout(look, 250);
  };
  setTimeout(look, 0);
}

/**
 * Hop the piece of the move just arrived from its start along its path (`prev`: the
 * board state of the previous render). Only live, for another seat's move one version
 * after the one drawn before, and not when the viewer asked for less motion.
 */
export function animateArrival(root, positions, view, ctx, prev) {
  const move = view.last_move;
  if (!move || !Array.isArray(move.path) || move.path.length < 2 || ctx.replay || reducedMotion()) return;
  if (!prev || prev.version !== ctx.version - 1 || move.seat === ctx.mySeat) return;
  const end = key(...move.path[move.path.length - 1]);
  const group = root.querySelector(`.cc-piece-g[data-piece="${end}"]`);
  if (!group || !positions.has(end)) return;
  const [ex, ey] = positions.get(end);
  const offsets = move.path.map(([q, r]) => {
    const [x, y] = positions.get(key(q, r));
    return `translate(${fmt(x - ex)}px, ${fmt(y - ey)}px)`;
  });
  group.classList.add("cc-arriving");
  root.dataset.animated = end;  // which piece hopped (read by the browser tests)
  group.style.transition = "none";
  group.style.transform = offsets[0];
  group.getBoundingClientRect();  // start there before the transition begins
  group.style.transition = "";
  offsets.slice(1).forEach((to, i) => {
    setTimeout(() => {
      group.style.transform = i === offsets.length - 2 ? "" : to;
      if (i === offsets.length - 2) setTimeout(() => group.classList.remove("cc-arriving"), HOP_MS);
    }, HOP_MS * i + 30);
  });
}
