/**
 * Monopoly Deal's move list: one line per move from its events (docs/rules/monopoly-deal.md
 * lists them), in the page's language.
 */

import { t, tf, tn } from "../../js/page/i18n.js";
import { actionName, colorName, shortName, takeCatalogue } from "./words.js";

const names = (ids) => ids.map(shortName).join(", ");

/** The words of a "play" event. */
function playText(e, name) {
  let text = tf("played %(what)s", { what: e.action ? actionName(e.action) : shortName(e.card) });
  if (e.action === "rent") {
    text += " " + (e.double && e.double.length
      ? tf("%(color)s for %(amount)sM (×%(times)s)", { color: colorName(e.color), amount: e.amount, times: 2 ** e.double.length })
      : tf("%(color)s for %(amount)sM", { color: colorName(e.color), amount: e.amount }));
  } else if (e.amount) {
    text += ` (${e.amount}M)`;
  }
  if (e.action === "house" || e.action === "hotel") text += " " + tf("on %(color)s", { color: colorName(e.color) });
  if (e.target !== undefined && e.target !== null) text += " " + tf("on %(name)s", { name: name(e.target) });
  if (e.action === "sly_deal") text += `: ${shortName(e.take)}`;
  if (e.action === "forced_deal") text += ": " + tf("%(take)s for %(give)s", { take: shortName(e.take), give: shortName(e.give) });
  if (e.action === "deal_breaker") text += ": " + tf("the %(color)s set", { color: colorName(e.color) });
  return text;
}

/** Handlers per event type: (event, entry, name) -> words or null. */
const EVENTS = {
  bank: (e) => tf("banked %(card)s (%(value)sM)", { card: shortName(e.card), value: e.value }),
  lay: (e) => tf("laid %(card)s as %(color)s", { card: shortName(e.card), color: colorName(e.color) }),
  move_wild: (e) => tf("moved %(card)s to %(color)s", { card: shortName(e.card), color: colorName(e.color) }),
  play: (e, m, name) => playText(e, name),
  just_say_no: (e, m, name) => (e.chain > 1
    ? tf("Just Say No! against %(name)s (chain %(n)s)", { name: name(e.against), n: e.chain })
    : tf("Just Say No! against %(name)s", { name: name(e.against) })),
  protected: (e, m, name) => (e.by === m.seat
    ? tf("accepted the No: %(name)s is protected", { name: name(e.seat) })
    : tf("%(name)s is protected", { name: name(e.seat) })),
  pay: (e, m, name) => {
    const v = { who: name(e.seat), value: e.value, debt: e.debt, to: name(e.to), cards: names(e.cards) };
    const text = e.seat === m.seat ? tf("paid %(value)sM of %(debt)sM to %(to)s", v) : tf("%(who)s paid %(value)sM of %(debt)sM to %(to)s", v);
    return e.cards.length ? `${text} (${v.cards})` : text;
  },
  nothing_owed: (e, m, name) => tf("%(name)s owes nothing (empty table)", { name: name(e.seat) }),
  steal: (e, m, name) => {
    const v = { who: name(e.seat), card: shortName(e.card), from: name(e.from) };
    return e.seat === m.seat ? tf("took %(card)s from %(from)s", v) : tf("%(who)s took %(card)s from %(from)s", v);
  },
  swap: (e, m, name) => {
    const v = { who: name(e.seat), give: shortName(e.give), take: shortName(e.take), with: name(e.with) };
    return e.seat === m.seat ? tf("swapped %(give)s for %(take)s with %(with)s", v) : tf("%(who)s swapped %(give)s for %(take)s with %(with)s", v);
  },
  deal_breaker: (e, m, name) => {
    const v = { who: name(e.seat), color: colorName(e.color), from: name(e.from) };
    return e.seat === m.seat ? tf("took the %(color)s set from %(from)s", v) : tf("%(who)s took the %(color)s set from %(from)s", v);
  },
  building_to_bank: (e, m, name) => tf("%(card)s went to %(name)s's bank", { card: shortName(e.card), name: name(e.seat) }),
  draw: (e, m, name) => {
    if (e.reason !== "pass_go" && e.seat !== m.seat) return null;
    const text = e.seat === m.seat ? tf("drew %(n)s", { n: e.count }) : tf("%(name)s drew %(n)s", { name: name(e.seat), n: e.count });
    return e.cards ? `${text} (${names(e.cards)})` : text;
  },
  refill: (e) => tf("the discard pile was shuffled into a new draw pile (%(n)s)", { n: e.count }),
  hand_limit: (e) => {
    const text = tn("put %(n)s card under the draw pile", "put %(n)s cards under the draw pile", e.count, { n: e.count });
    return e.cards ? `${text} (${names(e.cards)})` : text;
  },
  hand_limit_due: (e) => tn("must put %(n)s card back (hand limit 7)", "must put %(n)s cards back (hand limit 7)", e.count, { n: e.count }),
  end_turn: () => t("ended the turn"),
  timeout: (e, m, name) => (e.seat === m.seat ? t("timed out") : tf("%(name)s timed out", { name: name(e.seat) })),
  left: (e, m, name) => tf("%(name)s left the game", { name: name(e.seat) }),
  resign: () => t("resigned"),
  win: (e, m, name) => tf("%(name)s WINS with %(n)s complete sets", { name: name(e.seat), n: e.colors.length }),
  game_over: () => t("game over"),
};

/** One line of the move list. */
export function describeMove(entry, ctx) {
  takeCatalogue(ctx);
  const a = entry.action || {};
  const events = entry.events || [];
  const name = (s) => (ctx && ctx.seatName ? ctx.seatName(s) : tf("Seat %(n)s", { n: s + 1 }));
  const parts = [];
  if (a.type === "accept" && !events.some((e) => e.type === "protected")) parts.push(t("accepted"));
  for (const e of events) {
    const handler = EVENTS[e.type];
    const text = handler ? handler(e, entry, name) : null;
    if (text) parts.push(text);
  }
  if (!parts.length) parts.push(a.type || "?");
  return parts.join(" · ");
}
