/**
 * Words of the Cheaters Edition page: the cheats', cards' and squares' names and texts in
 * the page's language (the game's catalogue), action labels, seat lines and the move list
 * built from the public events (docs/rules/cheaters-edition.md, "Events"). Nothing here
 * names a cheat that the events do not.
 */

import { t, tf, tn } from "../../js/page/i18n.js";
import { money } from "./util.js";

let CATALOGUE = null;

/** Take the game's texts (GameSpec.catalogue: the cheats, cards, squares and decks in the
 * page's language, boardgames/cheaters_texts.py) from the render context. */
export function takeCatalogue(ctx) {
  if (ctx && ctx.catalogue) CATALOGUE = ctx.catalogue;
}

/** True on a Chinese page (the <html lang> Django's LocaleMiddleware chose). */
export function chinesePage() {
  return /^zh/i.test(document.documentElement.lang || "");
}

/** A cheat card by id in the page's language: {id, name, name_zh, text, reward, penalty}
 * from the catalogue (every one of the 15, also a card already replaced on the table). */
export function cheatOf(view, id, ctx) {
  takeCatalogue(ctx);
  return (CATALOGUE && CATALOGUE.cheats[id]) || { id, name: String(id) };
}

/** The seed's Chinese name under a cheat's name on an English page ("" on a Chinese one). */
export function subtitle(card) {
  return chinesePage() ? "" : card.name_zh || "";
}

/** A seat's status out of play in the page's language: "bankrupt" or "resigned". */
export function statusWord(status) {
  return status === "bankrupt" ? t("bankrupt") : t("resigned");
}

/** A Chance / Community Chest card by id: {id, deck, name, text, keep}. */
export function cardOf(id) {
  return (CATALOGUE && CATALOGUE.cards[id]) || { id, name: String(id), text: "" };
}

/** The Chance card ids 伪造机会 (Forged Chance) may play (the catalogue's `forgeable`). */
export function forgeableCards() {
  return (CATALOGUE && CATALOGUE.forgeable) || [];
}

/** The name of square `index` in the page's language. */
export function squareName(view, index) {
  const sq = view && view.board ? view.board[index] : null;
  return (CATALOGUE && CATALOGUE.squares[index]) || (sq ? sq.name : `#${index}`);
}

/** "Chance" / "机会" for a deck key. */
export function deckName(deck) {
  return (CATALOGUE && CATALOGUE.decks[deck]) || deck;
}

/** `view` with its names and texts in the page's language (the engine's view holds the
 * seed's names and English texts, the same for every page): square names, the face-up
 * and Ultimate cheats, held and drawn cards. A new object; `view` is not changed. */
export function localView(view, ctx) {
  takeCatalogue(ctx);
  if (!CATALOGUE || !view || !view.board) return view;
  const cheat = (c) => ({ ...c, ...cheatOf(view, c.id, ctx) });
  const card = (c) => (c && c.id ? { ...c, ...cardOf(c.id) } : c);
  return {
    ...view,
    board: view.board.map((sq) => ({ ...sq, name: squareName(view, sq.index) })),
    face_up: (view.face_up || []).map(cheat),
    all_cheats: (view.all_cheats || []).map(cheat),
    seats: (view.seats || []).map((p) => ({ ...p, cards: (p.cards || []).map(card) })),
    drawn_card: card(view.drawn_card),
  };
}

/** Words for result.reason (the engine's game_over reasons). */
export function reasonText(reason) {
  return {
    final_run: t("Every property was sold: the final run to GO and the rent payout"),
    last_player: t("Everyone else went bankrupt, resigned or left"),
    round_limit: t("Round limit: the rent payout, then the most cash wins"),
  }[reason];
}

/** The label of a page button for an action the board does not draw itself. */
export function actionLabel(action) {
  if (action.type === "resign") return t("Resign · 认输");
  return null;
}

/** Lines under a seat's name in the players list: cash, deeds, cards, jail, flags. */
export function seatDetails(view, seat) {
  const s = (view.seats || [])[seat];
  if (!s) return [];
  const out = [{ text: money(s.cash), title: t("Cash") }];
  if (s.deeds && s.deeds.length) {
    out.push({ text: tn("%(n)s deed", "%(n)s deeds", s.deeds.length, { n: s.deeds.length }), title: s.deeds.map((i) => squareName(view, i)).join(", ") });
  }
  if (s.cards && s.cards.length) out.push({ text: s.cards.map((c) => deckName(c.deck)).join(" + "), title: t("Held cards") });
  if (view.handcuffs === seat) out.push({ text: t("in jail (handcuffs)"), warn: true });
  if (s.no_rent) out.push({ text: t("collects no rent while in jail"), warn: true });
  if (s.at_go) out.push({ text: t("waits at GO") });
  if (s.left) out.push({ text: t("played by the server (left)"), warn: true });
  if (s.status !== "playing") out.push({ text: statusWord(s.status), warn: true });
  return out;
}

function where(view, square) {
  return squareName(view, square);
}

function party(x, who) {
  return x === "bank" || x === null || x === undefined ? t("the bank") : who(x);
}

function resultText(r, view, who, ctx) {
  const name = cheatOf(view || {}, r.cheat, ctx).name;
  switch (r.result) {
    case "caught": return tf("%(accuser)s caught %(seat)s: %(cheat)s", { accuser: who(r.accuser), seat: who(r.seat), cheat: name });
    case "wrong": return tf("%(accuser)s wrongly accused %(seat)s of %(cheat)s", { accuser: who(r.accuser), seat: who(r.seat), cheat: name });
    case "void": return tf("%(accuser)s also accused %(seat)s of %(cheat)s (already caught)", { accuser: who(r.accuser), seat: who(r.seat), cheat: name });
    case "succeeded": return tf("%(seat)s got away with %(cheat)s", { seat: who(r.seat), cheat: name });
    default: return null;
  }
}

/** One event of the move log as words, or null for an event not worth a word. */
export function eventText(e, view, who, ctx) {
  switch (e.type) {
    case "dice": return tf("rolled %(a)s+%(b)s", { a: e.dice[0], b: e.dice[1] });
    case "move": return tf("%(seat)s → %(to)s", { seat: who(e.seat), to: where(view, e.to) });
    case "money": return tf("%(payer)s → %(payee)s %(amount)s", { payer: party(e.payer, who), payee: party(e.payee, who), amount: money(e.amount) });
    case "deed": return tf("%(square)s: %(from)s → %(to)s", { square: where(view, e.square), from: party(e.from, who), to: party(e.to, who) });
    case "hotel": return e.square === null ? t("a hotel goes back to the bank") : tf("a hotel on %(square)s", { square: where(view, e.square) });
    case "card": return tf("%(seat)s drew %(deck)s", { seat: who(e.seat), deck: deckName(e.deck) });
    case "jail": return e.freed ? tf("%(seat)s leaves jail", { seat: who(e.seat) }) : tf("%(seat)s goes to jail", { seat: who(e.seat) });
    case "auction": return e.winner === null || e.winner === undefined ? tf("auction of %(square)s: no bid", { square: where(view, e.square) })
      : tf("auction of %(square)s won by %(seat)s", { square: where(view, e.square), seat: who(e.winner) });
    case "trade": return tf("trade %(from)s ⇄ %(to)s", { from: who(e.from), to: who(e.to) });
    case "debt": return tf("%(seat)s owes %(amount)s", { seat: who(e.seat), amount: money(e.amount) });
    case "bankrupt": return tf("%(seat)s is bankrupt", { seat: who(e.seat) });
    case "window": return (e.results || []).map((r) => resultText(r, view, who, ctx)).filter(Boolean).join(" · ") || t("no one accused");
    case "cheat_card": return tf("cheat card turned over: %(old)s, new: %(new)s", { old: cheatOf(view || {}, e.old, ctx).name, new: cheatOf(view || {}, e.new, ctx).name });
    case "final_run": return t("every property is owned: the final run to GO");
    case "offer": return e.sale ? tf("%(from)s offers %(to)s a sale", { from: who(e.from), to: who(e.to) }) : tf("%(from)s offers %(to)s a trade", { from: who(e.from), to: who(e.to) });
    case "offer_rejected": return t("the offer is rejected");
    case "sell": return tf("%(seat)s sells %(square)s to the bank for %(amount)s", { seat: who(e.seat), square: where(view, e.square), amount: money(e.value) });
    case "card_used": return tf("%(seat)s uses a %(deck)s card", { seat: who(e.seat), deck: deckName(e.deck) });
    case "auction_open": return tf("%(square)s goes to auction", { square: where(view, e.square) });
    case "window_open": return t("accusation window opens");
    case "window_may_close": return t("the accusation window may close at the next roll");
    case "at_go": return tf("%(seat)s reached GO for the last time", { seat: who(e.seat) });
    case "card_discarded": return tf("%(seat)s discards a %(deck)s card", { seat: who(e.seat), deck: deckName(e.deck) });
    case "left": return tf("%(seat)s left; the server plays the seat", { seat: who(e.seat) });
    case "debt_cancelled": return tf("%(seat)s's debt of %(amount)s is cancelled", { seat: who(e.seat), amount: money(e.amount) });
    case "payout": return tf("%(seat)s collects %(amount)s in rents", { seat: who(e.seat), amount: money(e.amount) });
    case "game_over": return t("game over");
    default: return null;
  }
}

/** The words of an action's type (literal msgids, so the catalogue finds them). */
function actionWords(type) {
  const words = {
    roll: t("rolled"), pay_bail: t("paid bail"), use_card: t("used a card"), discard_card: t("discarded a card"),
    buy: t("bought"), decline: t("declined"), bid: t("bid"), pay_rent: t("paid rent"), pay: t("paid"), read_card: t("read the card"),
    draw: t("drew a card"), build: t("built a hotel"), offer: t("made an offer"), accept: t("accepted"),
    reject: t("rejected"), sell: t("sold"), end_turn: t("ended the turn"), answer: t("answered"), accuse: t("accused"),
    pass: t("passed"), place_token: t("placed a token"), resign: t("resigned"), timeout: t("timed out"),
    adjust: t("moved money or deeds"),
  };
  return words[type] || type || "?";
}

/** One line of the move list (game-page.js contract). */
export function describeMove(entry, ctx) {
  const view = ctx && ctx.game ? ctx.game.view : null;
  const who = (s) => (ctx ? ctx.seatName(s) : `Seat ${s + 1}`);
  const a = entry.action || {};
  const parts = (entry.events || []).map((e) => eventText(e, view, who, ctx)).filter(Boolean);
  const head = a.type === "cheat" ? tf("cheated: %(name)s", { name: cheatOf(view, a.cheat, ctx).name }) : actionWords(a.type);
  if (!entry.by_timeout && a.type === "timeout") return parts.join(" · ");  // a waiting period's end: nobody timed out
  // A roll's dice say "rolled 1+2" already: no "rolled · rolled 1+2".
  if (a.type === "roll" && (entry.events || []).some((e) => e.type === "dice")) return parts.join(" · ");
  return [head, ...parts].join(" · ");
}
