/**
 * 强手棋's words on the page: money, the game's own terms (kept in Chinese in both
 * languages, the English beside them through the catalogue), the move list's lines and
 * the toasts of a move (docs/rules/qiangshou.md, "Pages").
 */

import { t, tf } from "../../js/page/i18n.js";

/** "¥1,650". */
export const money = (n) => `¥${Number(n).toLocaleString("en-US")}`;

/** Building levels 0..5 (0: bare land, 5: the hotel 旅馆). */
export function levelWord(level) {
  return [t("bare land · 空地"), t("1 house · 1所房"), t("2 houses · 2所房"), t("3 houses · 3所房"),
    t("4 houses · 4所房"), t("hotel · 旅馆")][level] || String(level);
}

/** Words for a square kind without a price of its own. */
export function kindWord(kind) {
  return {
    start: "银行", jail: "停留地", free_parking: "自由公园", go_to_jail: "进停留地",
    chance: "机会", chest: "公共基金", income_tax: "契税", luxury_tax: "奢侈税",
    railway: t("railway · 铁路"), utility: t("utility · 公用事业"),
  }[kind] || kind;
}

/** Words for result.reason. */
export function reasonWord(reason) {
  return {
    bankruptcy: t("破产 · a player went bankrupt"),
    round_limit: t("120回合 · the round limit"),
    last_player: t("只剩一人 · the others left"),
  }[reason] || reason;
}

/** A seat's status other than playing. */
export function statusWord(status) {
  return {
    bankrupt: t("bankrupt · 破产"), resigned: t("resigned · 自杀"), escaped: t("left · 逃跑"),
  }[status] || null;
}

/** The label of an action button. */
export function actionLabel(action) {
  switch (action.type) {
    case "roll": return t("🎲 Roll · 掷骰子");
    case "buy": return t("Buy · 购买");
    case "build": return t("Build · 建造");
    case "decline": return t("Decline · 放弃");
    case "sell": return tf("Sell %(n)s · 变卖", { n: (action.squares || []).length });
    case "resign": return t("Resign · 认输 (自杀)");
    default: return action.type;
  }
}

/** Where money goes or comes from: a seat's name or the bank. */
function party(x, who) {
  return x === "bank" ? t("the bank") : who(x);
}

function lapText(e) {
  if (e.paid) return tf("passed 银行 +%(amount)s", { amount: money(e.paid) });
  return e.why === "deposit used up"
    ? t("passed 银行: deposit used up, nothing paid")
    : t("passed 银行: first pass after 停留地, nothing paid");
}

function moneyText(e, who, settling) {
  const split = e.reason === "card" || e.reason === "resign_split" || e.reason === "escape_split";
  // A settling move's payments are the debtor's to the creditors (not the bank's
  // proceeds of each sale, which the sale's own line gives).
  if (!split && !(settling && e.payer !== "bank")) return null;
  return tf("%(from)s → %(to)s %(amount)s", { from: party(e.payer, who), to: party(e.payee, who), amount: money(e.amount) });
}

/** True when the move pays a debt off (a sale, the automatic sale): its money events
 * are the payments the debt waited for. */
export function settles(entry) {
  return (entry.action || {}).type === "sell" || (entry.events || []).some((e) => e.type === "auto_sale");
}

/** One event of a move in words, or null for events the line leaves out.
 * name(i): a square's name; who(seat): a player's name; settling: the move pays a debt
 * off (its money events are shown). */
export function describeEvent(e, name, who, settling = false) {
  switch (e.type) {
    case "dice":
      return e.purpose === "utility_rent"
        ? tf("utility roll %(dice)s=%(total)s", { dice: e.dice.join("+"), total: e.total })
        : tf("rolled %(dice)s=%(total)s", { dice: e.dice.join("+"), total: e.total });
    case "move": return e.via === "jail" ? null : `→ ${name(e.to)}`;
    case "lap": return lapText(e);
    case "buy": return tf("bought %(name)s for %(price)s", { name: e.name, price: money(e.price) });
    case "build": return tf("built %(name)s up to %(level)s (%(cost)s)", { name: e.name, level: levelWord(e.level), cost: money(e.cost) });
    case "decline": return (e.what === "build" ? tf("did not build on %(name)s", { name: name(e.square) }) : tf("did not buy %(name)s", { name: name(e.square) }));
    case "cannot_afford": return (e.what === "build" ? tf("cannot afford to build on %(name)s", { name: name(e.square) }) : tf("cannot afford %(name)s", { name: name(e.square) }));
    case "rent": return tf("landed on %(square)s: rent %(amount)s to %(owner)s", { square: name(e.square), owner: who(e.owner), amount: money(e.amount) });
    case "tax": return tf("%(name)s: paid %(amount)s", { name: name(e.square), amount: money(e.amount) });
    case "card": return `${e.deck_name}：${e.text}`;
    case "repairs": return tf("repairs: %(houses)s houses, %(hotels)s hotels = %(amount)s", { houses: e.houses, hotels: e.hotels, amount: money(e.amount) });
    case "jailed": return t("sent to 停留地: skips a turn");
    case "turn_skipped": return tf("%(name)s skips a turn (停留地)", { name: who(e.seat) });
    case "debt": return tf("%(name)s owes %(amount)s: must sell land (抵押)", { name: who(e.seat), amount: money(e.amount) });
    case "auto_sale": return t("time is up: land sold automatically");
    case "sell": return tf("sold %(name)s for %(value)s", { name: e.name, value: money(e.value) });
    case "debt_cancelled": return t("debt cancelled");
    case "bankrupt": return tf("%(name)s went bankrupt · 破产", { name: who(e.seat) });
    case "timeout": return (e.decision === "roll" ? tf("timeout %(n)s/3: turn skipped", { n: e.count }) : tf("timeout %(n)s/3: declined", { n: e.count }));
    case "left": {
      const vars = { name: who(e.seat), kept: money(e.kept) };
      return e.how === "resigned" ? tf("%(name)s resigned (自杀), keeps %(kept)s", vars) : tf("%(name)s left (逃跑), keeps %(kept)s", vars);
    }
    case "game_over": return tf("game over (%(reason)s)", { reason: reasonWord(e.reason) });
    case "money": return moneyText(e, who, settling);
    default: return null;
  }
}

function rentToast(e, mover, me, who, owing) {
  const vars = { payer: who(mover), owner: who(e.owner), amount: money(e.amount) };
  if (owing) {
    if (e.owner === me) return { text: tf("%(payer)s owes you %(amount)s rent and must sell land", vars), kind: "good" };
    if (mover === me) return { text: tf("You owe %(owner)s %(amount)s rent: sell land (抵押)", vars), kind: "bad" };
    return { text: tf("%(payer)s owes %(owner)s %(amount)s rent", vars) };
  }
  if (e.owner === me) return { text: tf("%(payer)s paid you %(amount)s rent", vars), kind: "good" };
  if (mover === me) return { text: tf("You paid %(owner)s %(amount)s rent", vars), kind: "bad" };
  return { text: tf("%(payer)s paid %(owner)s %(amount)s rent", vars) };
}

/** A payment that settles a debt (the sale after a rent, a tax, a card). */
function settleToast(e, me, who) {
  if (e.payer === "bank" || e.amount <= 0) return null;
  const vars = { payer: who(e.payer), payee: e.payee === "bank" ? t("the bank") : who(e.payee), amount: money(e.amount) };
  if (e.payee === me) return { text: tf("%(payer)s paid you %(amount)s", vars), kind: "good" };
  if (e.payer === me) return null;  // the dialog just said so
  return { text: tf("%(payer)s paid %(payee)s %(amount)s", vars) };
}

/** A toast for one event, from the viewer's side, or null. me: the viewer's seat;
 * owing: the mover could not pay at once (a debt opened in the same move). */
function eventToast(e, mover, me, name, who, owing) {
  const you = (s) => s === me;
  switch (e.type) {
    case "rent": return rentToast(e, mover, me, who, owing);
    case "tax":
      if (you(mover)) return { text: tf("You pay %(amount)s tax (%(square)s)", { amount: money(e.amount), square: name(e.square) }), kind: "bad" };
      return { text: tf("%(name)s pays %(amount)s tax (%(square)s)", { name: who(mover), amount: money(e.amount), square: name(e.square) }) };
    case "dice":
      return e.purpose === "utility_rent" ? { text: tf("Utility roll: %(dice)s = %(total)s", { dice: e.dice.join("+"), total: e.total }) } : null;
    case "card": return { text: `${who(e.seat)} · ${e.deck_name}：${e.text}`, kind: "warn" };
    case "lap": return e.paid && you(e.seat) ? { text: tf("You passed 银行: +%(amount)s", { amount: money(e.paid) }), kind: "good" } : null;
    case "buy": return you(e.seat) ? null : { text: tf("%(name)s bought %(square)s", { name: who(e.seat), square: e.name }) };
    case "build": return you(e.seat) ? null : { text: tf("%(name)s built on %(square)s", { name: who(e.seat), square: e.name }) };
    case "bankrupt": return { text: tf("%(name)s went bankrupt · 破产", { name: who(e.seat) }), kind: "warn" };
    default: return null;
  }
}

/** The toasts of a move that just arrived: money and pieces that moved. */
export function moveToasts(entry, me, name, who) {
  const events = entry.events || [];
  if (settles(entry)) return events.filter((e) => e.type === "money").map((e) => settleToast(e, me, who)).filter(Boolean);
  const owing = events.some((e) => e.type === "debt" && e.seat === entry.seat);
  return events.map((e) => eventToast(e, entry.seat, me, name, who, owing)).filter(Boolean);
}
