/**
 * Monopoly: Cheaters Edition (大富翁作弊版): the board renderer for the game page (the
 * contract is at the top of static/js/game-page.js; the view and the actions are in
 * docs/rules/cheaters-edition.md, section "View and actions").
 *
 * Modules under static/games/cheaters-edition/: geometry.js (where squares lie),
 * board-svg.js (the SVG board, hotels, tokens, handcuffs), centre.js (the five face-up
 * cheat cards, the dice, later obligations), turn.js (the turn panel: honest actions with
 * the cheats that apply now beside them, the accusation window, the outcome of the last
 * window), dialogs.js and cheat-form.js (sealed bid, offers, debt sale, cheat forms),
 * info.js (the square clicked; every player's cash, deeds and held cards), words.js
 * (the move list, seat lines, labels), actions.js (the legal actions grouped).
 *
 * The page shows only what the view holds: another seat's cheat reaches it as the facts
 * it changed (cash, deeds, hotels, positions), exactly as the engine reports them.
 */

import { BOARD_ACTIONS, CHEAT_FIELDS, cheatChoices, cheatLabel } from "./cheaters-edition/actions.js";
import { boardSvg } from "./cheaters-edition/board-svg.js";
import { middleNode } from "./cheaters-edition/centre.js";
import { cheatDialog } from "./cheaters-edition/cheat-form.js";
import { auctionDialog, debtDialog, offerReceivedDialog, sendButton, showDialog, tradeDialog } from "./cheaters-edition/dialogs.js";
import { cheatInfo, playersNode, squareCard } from "./cheaters-edition/info.js";
import { turnNode } from "./cheaters-edition/turn.js";
import { el, legalOf, money, outcomeOf, seatColor as colorOf } from "./cheaters-edition/util.js";
import { t, tf } from "../js/page/i18n.js";

import { localView } from "./cheaters-edition/words.js";

export { actionLabel, describeMove, reasonText, seatDetails } from "./cheaters-edition/words.js";

/** Action types the board submits itself; the page shows buttons for the others (resign). */
export const boardActions = BOARD_ACTIONS;

export const help = t("Roll, buy and pay with the buttons on the board; the cheats that apply now sit beside them. " +
  "When a turn ends, everyone else may accuse a player of a face-up cheat, or pass. Click a square for its card. " +
  "← → step through the moves.");

/** The colour of a seat. */
export function seatColor(view, seat) {
  return colorOf(seat);
}

/** At the end: the final cash of every seat (the ranking's measure), above the board. */
export function notices(view, ctx) {
  if (!outcomeOf(ctx) || !view.winner_cash) return [];
  const list = view.winner_cash.map((cash, seat) => `${ctx.seatName(seat)} ${money(cash)}`).join(" · ");
  return [tf("Final cash: %(list)s", { list })];
}

/** The round shown in the status bar. */
export function round(view) {
  return view.round;
}

/** The cheats that apply at a prompt of mine shown as a dialog (Ultimate mode: a bid, an
 * offer made to me, a debt), as a row in that dialog under its own buttons: the dialog
 * covers the turn panel and its cheat buttons. A cheat with fields opens its form over
 * the prompt's dialog (`open`), which comes back when the form closes. */
function withCheats(dialog, view, ctx, open) {
  const choices = cheatChoices(ctx);
  if (!choices.length) return dialog;
  const buttons = choices.map(({ id, entries }) => {
    const label = cheatLabel(view, id, ctx);
    const testid = `ce-dialog-cheat-${id}`;
    const b = (CHEAT_FIELDS[id] || []).length === 0 ? sendButton(ctx, label.name, () => entries[0], { testid })
      : el("button", { type: "button", class: "button", "data-testid": testid, text: `${label.name}…`, onclick: () => open("cheat", id) });
    b.title = label.text;
    b.classList.add("ce-cheat-button");
    return b;
  });
  dialog.append(el("div", { class: "ce-buttons ce-cheat-buttons", "data-testid": "ce-dialog-cheats" },
    el("span", { class: "ce-hint", text: t("Or cheat:") }), ...buttons));
  return dialog;
}

/** Which dialog is due: a cheat form I opened (Ultimate mode: also at a prompt below),
 * then a prompt of mine (auction, offer, debt), then a trade I opened. */
function dialogFor(view, ctx, st, open) {
  if (ctx.replay || !ctx.interactive) return null;
  const me = ctx.mySeat;
  const u = st.userDialog;
  if (u && u.kind === "cheat") {
    const choice = cheatChoices(ctx).find((c) => c.id === u.id);
    if (choice) return { key: `cheat:${u.id}`, build: () => cheatDialog(view, ctx, st, u.id, choice.entries) };
  }
  const prompt = (build) => () => withCheats(build(), view, ctx, open);
  if (view.auction && legalOf(ctx, "bid").length) return { key: `auction:${view.auction.square}:${ctx.game.version}`, build: prompt(() => auctionDialog(view, ctx)) };
  if (view.offer && view.offer.to === me && legalOf(ctx, "accept").length) return { key: `offer:${JSON.stringify(view.offer)}`, build: prompt(() => offerReceivedDialog(view, ctx)) };
  if (u && u.kind === "sale" && legalOf(ctx, "offer").length) return { key: "sale", build: () => tradeDialog(view, ctx, st, { sale: true }) };
  if ((view.debts || []).some((d) => d.debtor === me) && legalOf(ctx, "sell").length) return { key: `debt:${JSON.stringify([view.debts, view.seats[me].deeds, view.seats[me].cash])}`, build: prompt(() => debtDialog(view, ctx, st)) };
  if (u && u.kind === "trade" && legalOf(ctx, "offer").length) return { key: "trade", build: () => tradeDialog(view, ctx, st) };
  return null;
}

function state(container) {
  let st = container._ce;
  if (!st || st.wrap.parentNode !== container || st.overlay.parentNode !== container) {
    const wrap = el("div", { class: "ce-wrap" });
    // The dialogs sit outside the wrap (a size container): a phone's sheet is fixed to the
    // screen, which a container ancestor would prevent.
    const overlay = el("div", { class: "ce-overlay", hidden: true });
    container.replaceChildren(wrap, overlay);
    st = { wrap, overlay, picked: null, pickedCheat: null, userDialog: null, dialogKey: null };
    container._ce = st;
  }
  return st;
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, engineView, ctx) {
  const view = localView(engineView, ctx);  // the names and texts in the page's language
  const st = state(container);
  st.rerender = () => render(container, engineView, ctx);
  const open = (kind, id = null) => { st.userDialog = { kind, id }; st.rerender(); };
  const root = el("div", { class: "ce-root" });
  root.append(boardSvg(view, (i) => { st.picked = st.picked === i ? null : i; st.rerender(); }));
  root.append(middleNode(view, ctx, (id) => { st.pickedCheat = st.pickedCheat === id ? null : id; st.rerender(); }));
  const step = (d, testid) => {
    const n = (view.board || []).length;
    st.picked = (st.picked + d + n) % n;
    st.focusStep = testid;  // the button pressed keeps the focus across the redraw
    st.rerender();
  };
  const current = view.turn ? (view.seats[view.turn.seat] || {}).position : null;
  if (current !== null && current !== undefined) root.querySelector(`.ce-sq[data-square="${current}"]`)?.classList.add("ce-current");
  const below = el("div", { class: "ce-below" },
    st.pickedCheat ? cheatInfo(view, st.pickedCheat, ctx) : null,
    st.picked !== null ? squareCard(view, st.picked, ctx, step) : null, playersNode(view, ctx));
  st.wrap.replaceChildren(root, turnNode(view, ctx, open), below);
  if (st.focusStep) st.wrap.querySelector(`[data-testid="${st.focusStep}"]`)?.focus();
  st.focusStep = null;
  if (st.picked !== null) root.querySelector(`.ce-sq[data-square="${st.picked}"]`)?.classList.add("ce-picked");
  const due = dialogFor(view, ctx, st, open);
  if (!due && st.userDialog && ctx.interactive) st.userDialog = null;
  showDialog(st, due ? due.key : null, due ? due.build : null);
  container.classList.toggle("ce-interactive", !!ctx.interactive);
}
