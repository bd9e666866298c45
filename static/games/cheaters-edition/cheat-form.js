/**
 * The form of a cheat that takes fields (the cheat table of docs/rules/
 * cheaters-edition.md): a select per square or seat, a number per amount. The choices
 * come from the legal actions where the engine lists them, else from the board.
 */

import { t, tf } from "../../js/page/i18n.js";
import { cheatFields } from "./actions.js";
import { dialogBox, numberInput, sendButton, showDialog } from "./dialogs.js";
import { cardOf, cheatOf, forgeableCards } from "./words.js";
import { el, money } from "./util.js";

const isProperty = (sq) => sq.price !== undefined && sq.price !== null && sq.kind === "street";

/** Which squares (or seats) a field may take for a cheat, from the board. */
function boardChoices(view, ctx, id, field) {
  const me = ctx.mySeat;
  const props = view.board.filter(isProperty);
  const seats = view.seats.filter((s) => s.seat !== me && s.status === "playing").map((s) => s.seat);
  const table = {
    "slippery_deed.square": props.filter((sq) => sq.owner !== me),
    "property_swap.square": props.filter((sq) => sq.owner === me),
    "property_swap.target_square": props.filter((sq) => sq.owner !== me),
    "unlicensed_contractor.square": props.filter((sq) => sq.owner === me && !sq.hotel),
    "unlicensed_contractor.from_square": [null, ...props.filter((sq) => sq.hotel)],
    "squatter.square": props.filter((sq) => sq.owner !== null && sq.owner !== me),
    "accidental_demolition.square": props.filter((sq) => sq.owner !== null && sq.owner !== me && sq.hotel),
    "accidental_demolition.target_square": props.filter((sq) => sq.owner === me && !sq.hotel),
  };
  const squares = table[`${id}.${field}`];
  if (squares) return squares.map((sq) => (sq === null ? null : sq.index));
  if (field === "target" && id !== "underpay") return seats;  // Underpay: the players owed, as listed
  if (field === "card") {  // every Chance card that acts at once but the one drawn
    const drawn = view.drawn_card ? view.drawn_card.id : null;
    const cards = forgeableCards().filter((id) => id !== drawn);
    return cards.length ? cards : null;
  }
  return null;
}

/** The values of `field` among the legal entries, or null when they do not list it. */
function listedChoices(entries, field) {
  const values = entries.map((a) => a[field]).filter((v) => v !== undefined);
  return values.length ? [...new Set(values)] : null;
}

function optionText(view, ctx, field, value) {
  if (value === null) return t("the bank's tray");
  if (field === "target") return ctx.seatName(value);
  if (field === "card") { const card = cardOf(value); return card.text ? tf("%(name)s: %(text)s", { name: card.name, text: card.text }) : card.name; }
  const sq = view.board[value];
  const owner = sq.owner === null || sq.owner === undefined ? t("bank") : ctx.seatName(sq.owner);
  return `${sq.name} · ${owner}${sq.hotel ? " · 🏨" : ""}`;  // the hotel mark, no word in any language
}

/** The most owed to one player where Underpay applies: the rent, or the largest part of the
 * `pay` decision or of my debt owed to a player. */
function underpayOwed(view, ctx) {
  const pending = view.pending || {};
  if (pending.kind === "rent") return pending.amount || 0;
  const debt = (view.debts || []).find((d) => d.debtor === ctx.mySeat);
  const payees = (debt ? debt.payees : pending.payees) || [];
  return Math.max(0, ...payees.filter(([seat]) => seat !== "bank").map(([, amount]) => amount));
}

function amountLimits(view, ctx, id) {
  const me = view.seats[ctx.mySeat];
  const pending = view.pending || {};
  if (id === "trick_dice") return [2, 12, 7];
  if (id === "underpay") {
    const owed = underpayOwed(view, ctx);
    return [1, Math.max(1, owed - 1), Math.max(1, Math.floor(owed / 2))];
  }
  if (id === "bank_heist") return [1, 2000, 200];
  if (id === "pickpocket") return [1, Math.max(1, ...view.seats.filter((s) => s.seat !== ctx.mySeat).map((s) => s.cash)), 100];
  if (id === "price_gouging") return [1, view.last_rent ? view.seats[view.last_rent.payer].cash : me.cash, 50];
  return [1, 100000, 1];
}

function fieldInput(view, ctx, id, field, entries) {
  const own = { "accidental_demolition.target_square": t("Put the hotel on"),
    "accidental_demolition.square": t("Remove the hotel from") }[`${id}.${field}`];
  const label = own || { square: t("Square"), target_square: t("Swap for"), from_square: t("Take the hotel from"),
    target: t("Player"), amount: t("Amount (₩)"), total: t("Move this many squares"), card: t("Card to play instead") }[field] || field;
  if (field === "amount" || field === "total") {
    const [min, max, value] = amountLimits(view, ctx, id);
    const input = numberInput(`ce-cheat-${field}`, min, max, value);
    return { node: el("label", {}, label, input), read: () => Number(input.value) };
  }
  // The rules' full choice where the board tells it; else what the legal list names (it
  // may hold only representative values).
  const values = boardChoices(view, ctx, id, field) || listedChoices(entries, field) || [];
  const select = el("select", { "data-testid": `ce-cheat-${field}` },
    ...values.map((v) => el("option", { value: v === null ? "" : v, text: optionText(view, ctx, field, v) })));
  const read = () => (select.value === "" ? null : field === "card" ? select.value : Number(select.value));
  return { node: el("label", {}, label, select), read };
}

/** The dialog of cheat `id` (entries: its legal actions); closing it clears st.userDialog. */
export function cheatDialog(view, ctx, st, id, entries) {
  const card = cheatOf(view, id, ctx);
  const fields = cheatFields(view, id).map((f) => [f, fieldInput(view, ctx, id, f, entries)]);
  const read = () => {
    const action = { type: "cheat", cheat: id };
    for (const [f, input] of fields) {
      const v = input.read();
      if (v !== null || f !== "from_square") action[f] = v;
    }
    return action;
  };
  const close = () => { st.userDialog = null; showDialog(st, null); };
  // Cancel draws the page again: a prompt's dialog the form covered (a debt) comes back.
  const cancel = () => { st.userDialog = null; if (st.rerender) st.rerender(); else showDialog(st, null); };
  return dialogBox("ce-cheat-form", card.name, null, [
    el("p", { text: card.text || "" }),
    el("p", { class: "ce-hint", text: view.ultimate
      ? t("Ultimate Cheater mode: nobody may accuse you; the reward comes when your turn ends.")
      : t("Nobody is told: the others see only what changes. Any other player may accuse you when your turn ends.") }),
    ...fields.map(([, input]) => input.node),
  ], [
    sendButton(ctx, tf("Do it: %(name)s", { name: card.name }), read, { primary: true, testid: "ce-cheat-send", onDone: close }),
    el("button", { type: "button", class: "button ce-secondary", "data-testid": "ce-cheat-cancel", text: t("Cancel"), onclick: cancel }),
  ]);
}

export { money };
