/**
 * The legal actions of the viewer, grouped for the page: the honest ones as buttons and
 * the cheats that apply now (one entry per cheat id), and the labels of both.
 */

import { t, tf } from "../../js/page/i18n.js";
import { cardOf, cheatOf, deckName } from "./words.js";
import { money } from "./util.js";

/** Action types drawn by the board itself (everything the engine offers but resign). */
export const BOARD_ACTIONS = [
  "roll", "pay_bail", "use_card", "discard_card", "buy", "decline", "bid", "pay_rent", "pay", "read_card", "draw",
  "build", "offer", "accept", "reject", "sell", "end_turn", "accuse", "pass", "place_token", "cheat",
];

/** Types answered by a dialog or a form rather than one button. */
export const FORM_TYPES = new Set(["bid", "offer", "sell", "accuse", "pass", "place_token", "accept", "reject"]);

/** The honest actions that are one click: distinct legal actions in a stable order. */
export function honestButtons(ctx) {
  const order = ["roll", "pay_bail", "buy", "decline", "pay_rent", "pay", "read_card", "draw", "use_card", "discard_card", "build", "end_turn"];
  const seen = new Set();
  const out = [];
  for (const a of ctx.legalActions || []) {
    if (!order.includes(a.type)) continue;
    const key = JSON.stringify(a);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out.sort((x, y) => order.indexOf(x.type) - order.indexOf(y.type));
}

/** The cheats that apply now: [{id, entries}] (entries: the legal `cheat` actions of it). */
export function cheatChoices(ctx) {
  const byId = new Map();
  for (const a of ctx.legalActions || []) {
    if (a.type !== "cheat" || !a.cheat) continue;
    if (!byId.has(a.cheat)) byId.set(a.cheat, []);
    byId.get(a.cheat).push(a);
  }
  return [...byId].map(([id, entries]) => ({ id, entries }));
}

/** The fields each cheat takes (docs/rules/cheaters-edition.md, the cheat table). */
export const CHEAT_FIELDS = {
  extra_allowance: [], escape_artist: [], free_lodging: [],
  slippery_deed: ["square"], underpay: ["amount"], price_gouging: ["amount"],
  property_swap: ["square", "target_square"], identity_theft: ["target"],
  unlicensed_contractor: ["square", "from_square"], forged_chance: ["card"], bank_heist: ["amount"],
  squatter: ["square", "target"], trick_dice: ["total"], pickpocket: ["target", "amount"],
  accidental_demolition: ["square", "target_square"],
};

/** The fields of cheat `id` now: Underpay names its creditor except at a rent. */
export function cheatFields(view, id) {
  const rent = (view.pending || {}).kind === "rent";
  return id === "underpay" && !rent ? ["target", "amount"] : CHEAT_FIELDS[id] || [];
}

function cardName(view, id) {
  return cardOf(id).name;
}

/** The label of a one-click honest action. */
export function honestLabel(a, view, ctx) {
  const p = view.pending || {};
  const sq = (i) => (view.board[i] ? view.board[i].name : `#${i}`);
  switch (a.type) {
    case "roll": return p.kind === "roll_for" ? tf("🎲 Roll for %(seat)s", { seat: ctx.seatName(p.for_seat) }) : t("🎲 Roll");
    case "pay_bail": return tf("Pay %(amount)s bail", { amount: money(50) });
    case "buy": return tf("Buy %(square)s for %(amount)s", { square: sq(p.square), amount: money(p.price) });
    case "decline": return p.kind === "cheapest" ? t("No, thanks") : t("Decline (it goes to auction)");
    case "pay_rent": return tf("Pay rent %(amount)s", { amount: money(p.amount) });
    case "pay": return tf("Pay %(amount)s", { amount: money(p.amount) });
    case "read_card": return t("Read the card");
    case "draw": return tf("Draw %(deck)s", { deck: deckName(a.deck) });
    case "use_card": return tf("Use %(card)s", { card: cardName(view, a.card) });
    case "discard_card": return tf("Discard %(card)s", { card: cardName(view, a.card) });
    case "build": return tf("Build a hotel on %(square)s (%(amount)s)", { square: sq(a.square), amount: money(view.board[a.square].hotel_price) });
    case "end_turn": return t("End the turn");
    default: return a.type;
  }
}

/** The label of a cheat button: the card's name and what it lets you do. */
export function cheatLabel(view, id, ctx) {
  const card = cheatOf(view, id, ctx);
  return { name: card.name, text: card.text || "" };
}
