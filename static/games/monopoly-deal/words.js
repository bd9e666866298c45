/**
 * Monopoly Deal's words on the page (card and colour names, the move list, seat lines,
 * notices, end reasons, help), every one through the translation catalogue
 * (static/js/page/i18n.js). Card and colour names come from the game's catalogue
 * (ctx.catalogue, served once per page: English `name`, the seed's Chinese `name_zh`):
 * English pages show the English name, Chinese pages the Chinese one.
 */

import { t, tf } from "../../js/page/i18n.js";

let CATALOGUE = null;
let COLORS = null;

/** Take the game's catalogue (cards by id, colours) from the render context. */
export function takeCatalogue(ctx) {
  if (ctx && ctx.catalogue) ({ cards: CATALOGUE, colors: COLORS } = ctx.catalogue);
}

/** The colour table (name, name_zh, size, rent ladder per colour), or null. */
export function colors() {
  return COLORS;
}

/** True on a Chinese page (the <html lang> Django's LocaleMiddleware chose). */
export function chinesePage() {
  return /^zh/i.test(document.documentElement.lang || "");
}

/** A catalogue entry in the page's language: name_zh on Chinese pages. */
function named(entry, fallback) {
  if (!entry) return fallback;
  return (chinesePage() && entry.name_zh) || entry.name || fallback;
}

/** The catalogue card `id` ({kind, value, colors, name, name_zh, ...}). */
export function cardOf(id) {
  return (CATALOGUE && CATALOGUE[id]) || { id, kind: "unknown", name: tf("card %(id)s", { id }), value: 0 };
}

/** A card's name in the other language than the page's (the card's subtitle). */
export function otherName(c) {
  return chinesePage() ? c.name : c.name_zh || "";
}

export function colorName(c) {
  return named(COLORS && COLORS[c], c);
}

/** An action's name ("Sly Deal" / "盗取"), from the catalogue's action cards. */
export function actionName(action) {
  if (action === "rent") return t("Rent");
  const card = CATALOGUE && Object.values(CATALOGUE).find((c) => c.kind === "action" && c.action === action);
  return named(card, action);
}

/** A short card name: "Red", "Wild Pink/Orange", "Rent Red/Yellow", "Sly Deal", "3M". */
export function shortName(id) {
  if (!CATALOGUE || id === null || id === undefined) return tf("card %(id)s", { id });
  const c = cardOf(id);
  const list = () => c.colors.map(colorName).join("/");
  if (c.kind === "money") return `${c.value}M`;
  if (c.kind === "property") return colorName(c.colors[0]);
  if (c.kind === "wild") return c.any ? t("Wild (any)") : tf("Wild %(colors)s", { colors: list() });
  if (c.kind === "rent") return c.any ? t("Rent (any)") : tf("Rent %(colors)s", { colors: list() });
  return named(c, tf("card %(id)s", { id }));
}

export const help = t("Click a card in your hand (or drag it to your bank, your properties or the middle " +
  "of the table; Tab and Enter work too) to bank, lay or play it; a chooser asks for the colour, the target, the property or " +
  "Double The Rent when needed. Click one of your wildcards on the table to move it. Up to 3 plays, " +
  "then End turn. When charged, click the cards you pay with. ← → step through the moves.");

/** Words for result.reason. */
export function reasonText(reason) {
  return {
    three_sets: t("Three complete sets of different colours"),
    last_player: t("Everyone else left or resigned"),
    round_limit: t("Round limit (ranked by complete sets, then table value)"),
  }[reason];
}

export function resultWord(result) {
  return { paid: t("paid"), accepted: t("accepted"), protected: t("said no"), nothing_owed: t("owed nothing") }[result] || result;
}

/** Lines under a seat's name: cards in hand, bank, complete sets, timeouts. */
export function seatDetails(view, seat) {
  const s = view.seats[seat];
  if (!s) return [];
  const out = [
    { text: tf("hand %(n)s", { n: s.hand_count }), title: t("Cards in hand") },
    { text: tf("bank %(m)sM", { m: s.bank_value }), title: t("Bank value") },
    { text: tf("sets %(n)s/3", { n: s.complete_sets }), title: t("Complete sets (three of different colours win)"), warn: s.complete_sets >= 2 },
  ];
  if (s.timeouts > 0 && s.status === "playing") out.push({ text: tf("Timeouts 超时 %(n)s/3", { n: s.timeouts }), title: t("Timeouts in a row; three and the seat leaves"), warn: true });
  if (s.status !== "playing") out.push({ text: statusWord(s.status), warn: true });
  return out;
}

export function statusWord(status) {
  return { resigned: t("resigned"), left: t("left"), playing: t("playing") }[status] || status;
}

/** The pending action's words ("Rent Red 4M from bob"). */
export function pendingText(p, ctx) {
  const who = (s) => (s === ctx.mySeat ? t("you") : ctx.seatName(s));
  const targets = p.targets.map((x) => who(x.seat)).join(", ");
  const v = { targets, amount: p.amount, take: shortName(p.take), give: shortName(p.give), color: colorName(p.color) };
  switch (p.action) {
    case "rent":
      return p.doubles.length
        ? tf("Rent %(color)s %(amount)sM (doubled ×%(times)s) from %(targets)s", { ...v, times: 2 ** p.doubles.length })
        : tf("Rent %(color)s %(amount)sM from %(targets)s", v);
    case "birthday": return tf("It's My Birthday: %(amount)sM from %(targets)s", v);
    case "debt_collector": return tf("Debt Collector: %(amount)sM from %(targets)s", v);
    case "sly_deal": return tf("Sly Deal: takes %(take)s from %(targets)s", v);
    case "forced_deal": return tf("Forced Deal: %(take)s of %(targets)s for %(give)s", v);
    case "deal_breaker": return tf("Deal Breaker: takes the %(color)s set of %(targets)s", v);
    default: return actionName(p.action);
  }
}

/** The pending action and the winner, above the board. */
export function notices(view, ctx) {
  takeCatalogue(ctx);
  const out = [];
  const p = view.pending;
  if (p && view.phase === "respond") {
    const waiting = p.targets.filter((x) => x.stage !== "done").map((x) => ctx.seatName(x.seat));
    const what = `${ctx.seatName(p.by)}: ${pendingText(p, ctx)}`;
    out.push(waiting.length ? tf("%(what)s · waiting for %(names)s", { what, names: waiting.join(", ") }) : what);
  }
  if (view.phase === "over" && view.winner !== null && view.winner !== undefined) {
    out.push(tf("%(name)s wins with three complete sets.", { name: ctx.seatName(view.winner) }));
  }
  return out;
}
