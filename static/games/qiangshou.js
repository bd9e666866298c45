/**
 * 强手棋 (qiangshou): the board renderer for the game page (static/js/game-page.js
 * documents the contract). Rules and the view: docs/rules/qiangshou.md, section "View";
 * this page: its section "Pages". The parts live in static/games/qiangshou/: words.js
 * (terms, move-list lines, toasts), board.js (the ring and the tokens), centre.js (the
 * middle: dice, the last move's money, the decision, debts, the card, the ranking) and
 * mortgage.js (the 抵押 dialog).
 *
 * On a narrow screen a Zoom button doubles the board inside a scrolling frame, so the
 * square names stay readable (12 px at least at every size). Keys: R rolls, B buys or
 * builds, N declines (the buttons carry aria-keyshortcuts).
 */

import { el } from "../js/dom.js";
import { t, tf } from "../js/page/i18n.js";
import { cellOf, drawTokens, GROUP_COLORS, SEAT_COLORS, seatColor as colorOf, squareNode } from "./qiangshou/board.js";
import {
  cardNode, debtsNode, diceNode, lastEventNode, outcomeOf, promptNode, rankingNode, titleNode,
} from "./qiangshou/centre.js";
import { drawMortgage } from "./qiangshou/mortgage.js";
import { actionLabel, describeEvent, money, moveToasts, reasonWord, settles, statusWord } from "./qiangshou/words.js";

export { actionLabel, cellOf, GROUP_COLORS, SEAT_COLORS };

/** Action types the board submits itself; the page shows buttons for the others (resign). */
export const boardActions = ["roll", "buy", "build", "decline", "sell"];

// One literal, so the catalogue tools find it whole.
export const help = t("Roll (R) moves your token; landing on free land offers it to buy (B), on your own street a build (one level per landing, ■ houses then 旅馆); N declines. When a payment exceeds your cash, the 抵押 dialog lists your land: tick what to sell before the countdown ends, or the server sells the cheapest first. ← → step through the moves.");

/** The colour of a seat. */
export function seatColor(view, seat) {
  return colorOf(seat);
}

/** The round shown in the status bar. */
export function round(view) {
  return view.round;
}

const squareName = (view, i) => (view && view.board && view.board[i] ? view.board[i].name : `#${i + 1}`);

function warnings(view, s) {
  const out = [];
  const debt = (view.debts || []).find((d) => d.seat === s.seat);
  if (debt) out.push({ text: tf("owes %(amount)s · 欠款", { amount: money(debt.amount) }), title: t("Must sell land to pay this debt"), warn: true });
  if (s.skip_turns > 0) out.push({ text: t("停留地: skips a turn"), title: t("Skips the next turn"), warn: true });
  else if (s.no_lap_pay && s.status === "playing") out.push({ text: t("next pass of 银行 pays nothing"), title: t("First pass of 银行 after 停留地 pays nothing") });
  if (s.timeouts > 0 && s.status === "playing") {
    out.push({ text: tf("timeouts %(n)s/3", { n: s.timeouts }), title: t("Timeouts in a row; three = 逃跑 (leaves the game)"), warn: true });
  }
  if (statusWord(s.status)) out.push({ text: statusWord(s.status), warn: true });
  return out;
}

/** Lines under a seat's name: cash, total assets, where the token stands, deposit, flags. */
export function seatDetails(view, seat) {
  const s = view.seats && view.seats[seat];
  if (!s) return [];
  const out = [
    { text: tf("cash %(amount)s", { amount: money(s.cash) }), title: t("Cash · 现金") },
    { text: tf("assets %(amount)s", { amount: money(s.total_assets) }), title: t("Total assets · 总资产: cash + land price + build costs spent (the ranking)") },
  ];
  if (s.status === "playing") {
    out.push({ text: `@ ${squareName(view, s.position)}`, title: t("Where the token stands") });
    if (s.squares && s.squares.length) out.push({ text: tf("land %(n)s", { n: s.squares.length }), title: t("Squares owned · 地产") });
  }
  if (view.room === "coin") {
    out.push({ text: tf("deposit %(left)s/%(chosen)s", { left: money(s.deposit_left), chosen: money(s.deposit) }), title: t("保证金: left / chosen (paid out 500 per lap)") });
  }
  return out.concat(warnings(view, s));
}

/** At the end: the ranking with points, above the board. */
export function notices(view, ctx) {
  const o = outcomeOf(ctx);
  if (!o) return [];  // debts are shown in the middle of the board
  const order = [...o.places.keys()].sort((a, b) => o.places[a] - o.places[b]);
  return [`${t("Game over")} · ${reasonWord(o.reason)} · ${order.map((seat) => {
    const f = o.seats[seat] || {};
    const pts = f.points > 0 ? `+${f.points}` : `${f.points}`;
    return tf("#%(place)s %(name)s %(assets)s %(points)s pts", { place: o.places[seat], name: ctx.seatName(seat), assets: money(f.total_assets), points: pts });
  }).join(" · ")}`];
}

/** Words for result.reason. */
export function reasonText(reason) {
  return reasonWord(reason);
}

function namers(ctx, view) {
  return {
    name: (i) => squareName(view, i),
    who: (s) => (s === "bank" ? t("the bank") : ctx ? ctx.seatName(s) : tf("Seat %(n)s", { n: s + 1 })),
  };
}

/** One line of the move list, from the move's events. */
export function describeMove(entry, ctx) {
  const { name, who } = namers(ctx, ctx && ctx.game ? ctx.game.view : null);
  const settling = settles(entry);
  const events = entry.events || [];
  const sold = events.filter((e) => e.type === "sell");
  const parts = events.filter((e) => e.type !== "sell").map((e) => describeEvent(e, name, who, settling)).filter(Boolean);
  if (sold.length) {
    parts.unshift(tf("sold %(names)s for %(total)s", { names: sold.map((e) => e.name).join("、"),
      total: money(sold.reduce((n, e) => n + e.value, 0)) }));
  }
  const a = entry.action || {};
  if (!parts.length) return a.type === "resign" ? t("resigned · 自杀") : actionLabel(a);
  if (a.type === "sell") parts.unshift(t("sold land to pay (抵押)"));
  return parts.join(" · ");
}

/** Toasts for a move that just arrived: rent, tax, the utility roll, cards, laps. */
export function announce(entry, ctx) {
  const { name, who } = namers(ctx, ctx.game.view);
  return moveToasts(entry, ctx.mySeat, name, who);
}

// -- drawing --------------------------------------------------------------------------

function keyHandler(container) {
  return (event) => {
    if (event.target.closest("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
    const types = { r: ["roll"], b: ["buy", "build"], n: ["decline"] }[event.key.toLowerCase()];
    if (!types) return;
    const button = types.map((type) => container.querySelector(`[data-qs-action="${type}"]:not(:disabled)`)).find(Boolean);
    if (button) {
      event.preventDefault();
      button.click();
    }
  };
}

function setup(container) {
  const zoom = el("button", { type: "button", class: "button button-small button-quiet qs-zoom", "aria-pressed": "false", "data-testid": "qs-zoom", text: t("Zoom the board") });
  const grid = el("div", { class: "qs-board", role: "group", "aria-label": t("强手棋 board: 40 squares") });
  const tokens = el("div", { class: "qs-tokens" });
  const root = el("div", { class: "qs-root" }, grid, tokens);
  const scroller = el("div", { class: "qs-scroller" }, root);
  const overlay = el("div", { class: "qs-overlay", hidden: true });
  const frame = el("div", { class: "qs-frame" }, el("div", { class: "qs-toolbar" }, zoom), scroller, overlay);
  zoom.addEventListener("click", () => {
    const on = !frame.classList.contains("qs-zoomed");
    frame.classList.toggle("qs-zoomed", on);
    zoom.setAttribute("aria-pressed", String(on));
    zoom.textContent = on ? t("Whole board") : t("Zoom the board");
  });
  container.replaceChildren(frame);
  const st = { frame, root, grid, tokens, overlay, positions: new Map(), debtKey: null, selected: new Set(), sending: false, promptKey: null };
  document.addEventListener("keydown", keyHandler(container));
  return st;
}

/** Focus my decision's main button when a new one comes (unless the player is busy elsewhere). */
function focusDecision(st, view, ctx) {
  const key = view.pending && view.pending.seat === ctx.mySeat && ctx.interactive ? view.pending.key : null;
  if (key && key !== st.promptKey) {
    const active = document.activeElement;
    if (!active || active === document.body || st.frame.contains(active)) st.grid.querySelector(".qs-action.button-primary")?.focus({ preventScroll: true });
  }
  st.promptKey = key;
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  let st = container._qs;
  if (!st || st.frame.parentNode !== container) {
    st = setup(container);
    container._qs = st;
  }
  const centre = el("div", { class: "qs-centre" }, titleNode(view), diceNode(view, ctx));
  const last = lastEventNode(view, ctx);
  if (last) centre.append(last);
  centre.append(promptNode(view, ctx, st));
  const debts = debtsNode(view, ctx);
  if (debts) centre.append(debts);
  centre.append(cardNode(view, ctx));
  if (outcomeOf(ctx)) centre.append(rankingNode(view, ctx));
  st.grid.replaceChildren(...view.board.map((sq) => squareNode(sq, ctx.seatName)), centre);
  const current = view.pending ? view.pending.square : null;
  if (current !== null && current !== undefined) st.grid.querySelector(`[data-square="${current}"]`)?.classList.add("qs-current");
  drawTokens(st, view, ctx, !!outcomeOf(ctx));
  drawMortgage(st, view, ctx);
  focusDecision(st, view, ctx);
  container.classList.toggle("qs-interactive", !!ctx.interactive);
}
