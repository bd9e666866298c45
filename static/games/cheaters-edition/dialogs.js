/**
 * The dialogs of the Cheaters Edition page (they fit a phone: a sheet at the bottom of
 * the screen under 640 px): the sealed auction bid, an offer received, a trade or a sale
 * offer to make, the debt sale, and the form of a cheat that takes fields.
 *
 * A dialog is rebuilt when its key changes; rebuilt as the same kind (another seat's bid
 * arriving), it keeps what you typed and where the cursor was (js/page/keep-input.js);
 * `st.overlay` holds it.
 */

import { t, tf } from "../../js/page/i18n.js";
import { putInput, takeInput } from "../../js/page/keep-input.js";
import { GROUP_COLORS } from "./board-svg.js";
import { countdown, deadlineOf, el, money, seatColor } from "./util.js";

/** Show `build()`'s dialog under `key` (kept while the key stays; rebuilt with the typed
 * values when only the part after the kind changed), or close with null. */
export function showDialog(st, key, build) {
  if (key === null) {
    st.overlay.replaceChildren();
    st.overlay.hidden = true;
    st.dialogKey = null;
    return;
  }
  if (st.dialogKey !== key || !st.overlay.firstChild) {
    const kept = sameKind(st.dialogKey, key) ? takeInput(st.overlay) : null;
    st.dialogKey = key;
    st.overlay.replaceChildren(build());
    if (kept) putInput(st.overlay, kept);
    st.overlay.hidden = false;
    if (!kept) focusNew(st.overlay);
  }
  st.overlay.hidden = false;
}

/** A dialog just opened takes the focus (its first field or button) when the player was
 * on the board or on nothing, so Tab does not have to cross the 40 squares under it; a
 * player typing elsewhere (the chat) keeps their place. */
function focusNew(overlay) {
  const active = document.activeElement;
  const board = overlay.parentNode;
  if (active && active !== document.body && !(board && board.contains(active))) return;
  overlay.querySelector("input:not([disabled]), select:not([disabled]), button:not([disabled])")?.focus({ preventScroll: true });
}

function sameKind(oldKey, key) {
  return !!oldKey && oldKey.split(":")[0] === key.split(":")[0];
}

/** A dialog box: title (with an optional countdown), body nodes, a row of buttons. */
export function dialogBox(testid, title, clock, body, buttons) {
  return el("div", { class: "ce-dialog", role: "dialog", "aria-label": title, "data-testid": testid },
    el("h3", {}, el("span", { text: title }), clock),
    ...body, el("div", { class: "ce-buttons" }, ...buttons));
}

/** A button that submits `make()` once (disabled while it is sent). */
export function sendButton(ctx, label, make, { primary = false, testid = null, onDone = null } = {}) {
  const b = el("button", { type: "button", class: `button ${primary ? "button-primary" : "ce-secondary"}`, "data-testid": testid, text: label });
  b.addEventListener("click", async () => {
    const action = make();
    if (!action) return;
    b.disabled = true;
    const ok = await ctx.submit(action);
    b.disabled = false;
    if (ok && onDone) onDone();
  });
  return b;
}

function squareLabel(view, i) {
  const sq = view.board[i];
  return el("span", {}, el("span", { class: "ce-dot", style: { background: GROUP_COLORS[sq.group] || "#888" } }), ` ${sq.name}`);
}

/** Face value (seed): the price, or the hotel rent if the property has a hotel. */
export function faceValue(sq) {
  return sq.hotel ? sq.hotel_rent : sq.price;
}

function numberInput(testid, min, max, value) {
  return el("input", { type: "number", inputmode: "numeric", min, max, step: 1, value, "data-testid": testid });
}

/** The sealed bid of an auction: every playing seat answers at once. */
export function auctionDialog(view, ctx) {
  const a = view.auction;
  const me = view.seats[ctx.mySeat];
  const input = numberInput("ce-bid-amount", 0, me.cash, "");
  const sq = view.board[a.square];
  const waiting = a.bidders.filter((s) => !a.answered.includes(s)).map((s) => ctx.seatName(s));
  const read = () => {
    const n = Number(input.value || 0);
    return Number.isInteger(n) && n >= 0 ? { type: "bid", amount: n } : null;
  };
  return dialogBox("ce-auction", tf("Auction: %(square)s", { square: sq.name }), countdown(deadlineOf(ctx, ctx.mySeat), "ce-countdown"), [
    el("p", { text: tf("Price %(price)s · sealed bids from everyone at once; the highest pays, 0 is no bid.", { price: money(sq.price) }) }),
    el("label", {}, tf("Your bid (up to your cash, %(cash)s)", { cash: money(me.cash) }), input),
    el("p", { class: "ce-hint", text: waiting.length ? tf("Still bidding: %(names)s", { names: waiting.join(", ") }) : "" }),
  ], [
    sendButton(ctx, t("Bid"), read, { primary: true, testid: "ce-bid" }),
    sendButton(ctx, t("No bid"), () => ({ type: "bid", amount: 0 }), { testid: "ce-no-bid" }),
  ]);
}

/** An offer made to me: what I give and get; accept or reject. */
export function offerReceivedDialog(view, ctx) {
  const o = view.offer;
  const list = (squares) => (squares.length ? el("div", { class: "ce-deeds" }, ...squares.map((i) => el("span", { class: "ce-deed" }, squareLabel(view, i)))) : el("div", { class: "ce-hint", text: t("no deeds") }));
  return dialogBox("ce-offer-received", o.sale ? tf("%(name)s offers a sale", { name: ctx.seatName(o.from) }) : tf("%(name)s offers a trade", { name: ctx.seatName(o.from) }),
    countdown(deadlineOf(ctx, ctx.mySeat), "ce-countdown"), [
      el("h4", { text: tf("You get (cash %(cash)s)", { cash: money(o.give_cash) }) }), list(o.give),
      el("h4", { text: tf("You give (cash %(cash)s)", { cash: money(o.get_cash) }) }), list(o.get),
    ], [
      sendButton(ctx, t("Accept"), () => ({ type: "accept" }), { primary: true, testid: "ce-accept" }),
      sendButton(ctx, t("Reject"), () => ({ type: "reject" }), { testid: "ce-reject" }),
    ]);
}

function checkList(view, squares, testid, value = null) {
  const box = el("div", { class: "ce-choice-list", "data-testid": testid });
  for (const i of squares) {
    const input = el("input", { type: "checkbox", value: i, "data-square": i });
    box.append(el("label", { class: "ce-choice" }, input, squareLabel(view, i),
      value ? el("span", { class: "ce-hint", style: { marginLeft: "auto" }, text: money(value(view.board[i])) }) : null));
  }
  return box;
}

function checked(box) {
  return [...box.querySelectorAll("input:checked")].map((i) => Number(i.value)).sort((a, b) => a - b);
}

/** A trade (or, in debt, a sale) to offer another player: deeds and cash both ways. */
export function tradeDialog(view, ctx, st, { sale = false } = {}) {
  const others = view.seats.filter((s) => s.seat !== ctx.mySeat && s.status === "playing");
  const to = el("select", { "data-testid": "ce-trade-to" }, ...others.map((s) => el("option", { value: s.seat, text: ctx.seatName(s.seat) })));
  const mine = checkList(view, view.seats[ctx.mySeat].deeds, "ce-trade-give");
  const theirs = el("div");
  const fillTheirs = () => theirs.replaceChildren(checkList(view, view.seats[Number(to.value)].deeds, "ce-trade-get"));
  to.addEventListener("change", fillTheirs);
  fillTheirs();
  const giveCash = numberInput("ce-trade-give-cash", 0, view.seats[ctx.mySeat].cash, 0);
  const getCash = numberInput("ce-trade-get-cash", 0, 1000000, 0);
  const read = () => ({
    type: "offer", to: Number(to.value), give: checked(mine), get: checked(theirs),
    give_cash: Number(giveCash.value || 0), get_cash: Number(getCash.value || 0),
  });
  const close = () => { st.userDialog = null; showDialog(st, null); };
  // Cancel draws the page again: in debt, the debt dialog this sale covered comes back.
  const cancel = () => { st.userDialog = null; if (st.rerender) st.rerender(); else showDialog(st, null); };
  return dialogBox("ce-trade", sale ? t("Sell to a player") : t("Offer a trade"), null, [
    el("label", {}, t("To"), to),
    el("h4", { text: t("You give") }), mine, el("label", {}, t("and cash"), giveCash),
    el("h4", { text: t("You get") }), theirs, el("label", {}, t("and cash"), getCash),
  ], [
    sendButton(ctx, t("Send the offer"), read, { primary: true, testid: "ce-trade-send", onDone: close }),
    el("button", { type: "button", class: "button ce-secondary", "data-testid": "ce-trade-cancel", text: t("Cancel"), onclick: cancel }),
  ]);
}

/** My debt: the amount, my deeds with their face value; sell to the bank or a player. */
export function debtDialog(view, ctx, st) {
  const debt = view.debts.find((d) => d.debtor === ctx.mySeat);
  const me = view.seats[ctx.mySeat];
  const list = checkList(view, me.deeds, "ce-debt-deeds", faceValue);
  const total = el("strong", { "data-testid": "ce-debt-total" });
  const update = () => {
    const sum = checked(list).reduce((n, i) => n + faceValue(view.board[i]), 0);
    total.textContent = tf("%(cash)s + %(sale)s = %(sum)s of %(debt)s", { cash: money(me.cash), sale: money(sum), sum: money(me.cash + sum), debt: money(debt.amount) });
  };
  list.addEventListener("change", update);
  update();
  const canOffer = (ctx.legalActions || []).some((a) => a.type === "offer");
  return dialogBox("ce-debt", tf("You owe %(amount)s", { amount: money(debt.amount) }), countdown(deadlineOf(ctx, ctx.mySeat), "ce-countdown"), [
    el("p", { text: t("Sell deeds to the bank at face value (the price, or the hotel rent with a hotel), or to a player at a price you agree.") }),
    list, el("p", {}, total),
  ], [
    sendButton(ctx, t("Sell to the bank"), () => ({ type: "sell", squares: checked(list) }), { primary: true, testid: "ce-debt-sell" }),
    canOffer ? el("button", { type: "button", class: "button ce-secondary", "data-testid": "ce-debt-offer", text: t("Sell to a player…"),
      onclick: () => { st.userDialog = { kind: "sale" }; st.rerender(); } }) : null,
  ].filter(Boolean));
}

export { checkList, checked, numberInput, squareLabel, seatColor };
