/**
 * 拥有者的决断 (owners-choice): the board renderer for the game page (static/js/game-page.js
 * documents the contract). Rules and the view: docs/rules/owners-choice.md. The parts live
 * in static/games/owners-choice/: words.js (terms, move-list lines, toasts), board.js (the
 * SVG board and the price ladder) and panels.js (decision, trade form, dice, holdings).
 *
 * On a wide screen the panels stand beside the board, the decision first, so the player
 * sees it without scrolling; on a phone they follow the board. Every button submits one
 * action; the landing squares are keyboard buttons too; resign stays a page button.
 */

import { el } from "../js/dom.js";
import { t, tf } from "../js/page/i18n.js";
import { putInput, takeInput } from "../js/page/keep-input.js";
import { boardSvg, cellOf } from "./owners-choice/board.js";
import { decisionPanel, dicePanel, holdingsTable, tradeForm, tradeProblem } from "./owners-choice/panels.js";
import { actionLabel, COMPANY_COLORS, company, describeEvent, money, moveToasts, reasonText } from "./owners-choice/words.js";

export { actionLabel, cellOf, COMPANY_COLORS, reasonText, tradeProblem };

export const SEAT_COLORS = ["#8e5bd1", "#18a8a3", "#d0458f", "#8d5a34", "#555"];

export const boardActions = ["trade", "move", "roll", "end_turn", "company_die", "fund_die",
  "choose_company", "swap", "decline", "relist"];

// One literal, so the catalogue tools find it whole.
export const help = t("On your turn: trade once with the bank (before or after moving) and move a pawn: pay ¥20 and pick the steps (the landing squares light up; Tab and Enter choose one), or roll the free die. A company square asks its chairman (董事长): pay ¥30 to the fund and roll the company's die, or roll the black fund die free. ← → step through the moves.");

/** The colour of a seat. */
export function seatColor(view, seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** Lines under a seat's name: cash, holdings, the companies it chairs. */
export function seatDetails(view, seat) {
  const s = view.seats && view.seats[seat];
  if (!s) return [];
  const held = Object.entries(s.shares).filter(([, n]) => n).map(([c, n]) => `${company(c)}${n}`).join(" ");
  const chairs = Object.entries(view.companies).filter(([, co]) => co.chairman === seat).map(([c]) => company(c));
  const out = [{ text: tf("cash %(amount)s", { amount: money(s.cash) }), title: t("Cash") }, { text: tf("shares %(list)s", { list: held || "—" }), title: t("Shares held") }];
  if (chairs.length) out.push({ text: tf("董事长 %(list)s 🎲", { list: chairs.join("") }), title: t("Chairman of (holds that company's die)") });
  if (s.timeouts) out.push({ text: tf("timeouts %(n)s/3", { n: s.timeouts }), warn: true, title: t("Consecutive timeouts") });
  return out;
}

const who = (ctx) => (s) => (ctx ? ctx.seatName(s) : `P${s + 1}`);

/** One move-list line: the money, price and pawn changes of the move. */
export function describeMove(entry, ctx) {
  const parts = (entry.events || []).filter((e) => !["shares", "turn", "decision", "end_turn"].includes(e.type))
    .map((e) => describeEvent(e, who(ctx))).filter(Boolean);
  return parts.length ? parts.join(" · ") : (actionLabel(entry.action || {}) || (entry.action || {}).type || "");
}

/** Toasts for a move that just arrived. */
export function announce(entry, ctx) {
  return moveToasts(entry, ctx.mySeat, who(ctx));
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  const st = container._oc || { pawn: 0 };
  container._oc = st;
  st.moves = ctx.interactive ? (ctx.legalActions || []).filter((a) => a.type === "move") : [];
  const pawns = [...new Set(st.moves.map((a) => a.pawn))];
  if (pawns.length && !pawns.includes(st.pawn)) st.pawn = pawns[0];
  st.redraw = () => render(container, view, ctx);
  // A push (another seat's move, the log arriving) never wipes the trade being typed:
  // the numbers, the focus and the cursor go back into the new form, which recomputes
  // its totals and says what the new prices or holdings refuse (../js/page/keep-input.js).
  const typed = takeInput(container);
  const root = el("div", { class: "oc-root" });
  root.append(el("div", { class: "oc-board-wrap" }, boardSvg(view, st, ctx)),
    el("div", { class: "oc-side" }, decisionPanel(view, ctx, st), dicePanel(view), tradeForm(view, ctx), holdingsTable(view, ctx)));
  container.replaceChildren(root);
  putInput(container, typed, { notify: true });
}
