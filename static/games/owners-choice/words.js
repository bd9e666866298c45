/**
 * 拥有者的决断's words on the page: money, the companies (their Chinese names 红 黄 绿 蓝
 * in both languages), die faces, decisions, the move list's lines and the toasts of a
 * move (docs/rules/owners-choice.md).
 */

import { t, tf } from "../../js/page/i18n.js";

export const COMPANY_COLORS = { red: "#d7322b", yellow: "#e8b10c", green: "#2f9e55", blue: "#2455a8" };
const ZH = { red: "红", yellow: "黄", green: "绿", blue: "蓝" };

/** "¥1,650". */
export const money = (n) => `¥${Number(n).toLocaleString("en-US")}`;
/** A company's name (the seed's: 红 黄 绿 蓝). */
export const company = (c) => `${ZH[c] || c}`;
/** A pawn's letter. */
export const pawnLetter = (p) => "AB"[p];

/** The word on a track square. */
export function squareWord(kind) {
  return { start: t("Start · 起点"), goal: "Goal100", any: "四公司", event: t("Event · 事件"), x100: "×100", dividend: "$" }[kind] || company(kind);
}

/** Words for a die face [effect, n]. */
export function faceText([effect, n]) {
  switch (effect) {
    case "up": return `+${n}`;
    case "down": return `-${n}`;
    case "dividend": return t("dividend · 分红");
    case "other_up": return tf("others +%(n)s", { n });
    case "other_down": return tf("others -%(n)s", { n });
    case "nothing": return "—";
    case "down_take": return tf("-%(n)s, takes the fund", { n });
    case "fund_reroll": return tf("fund %(n)s, roll again", { n });
    case "bank": return tf("bank %(n)s", { n });
    case "swap": return t("swap a share");
    case "all_down": return tf("all -%(n)s", { n });
    case "pick_down": return tf("any one -%(n)s", { n });
    case "steps": return String(n);
    default: return effect;
  }
}

/** The name of a die. */
export function dieWord(die) {
  return { red: t("red die"), yellow: t("yellow die"), green: t("green die"), blue: t("blue die"),
    black: t("black fund die"), white: t("white die"), move: t("4-sided die") }[die] || die;
}

/** Words for the end reasons. */
export function reasonText(reason) {
  return { finished: t("both pawns reached Goal100"), last_player: t("只剩一人 · the others left") }[reason] || reason;
}

/** Button labels of the actions; null for the page's generic ones (resign). */
export function actionLabel(a) {
  switch (a.type) {
    case "move": return tf("Pawn %(pawn)s +%(steps)s (¥20)", { pawn: pawnLetter(a.pawn), steps: a.steps });
    case "roll": return tf("Pawn %(pawn)s: roll free", { pawn: pawnLetter(a.pawn) });
    case "end_turn": return t("End turn");
    case "company_die": return t("Pay ¥30: roll the company die");
    case "fund_die": return t("Roll the black fund die (free)");
    case "choose_company": return tf("Choose %(company)s", { company: company(a.company) });
    case "swap": return tf("Give %(give)s for P%(seat)s's %(take)s", { give: company(a.give), seat: a.with + 1, take: company(a.take) });
    case "decline": return t("Decline");
    case "relist": return t("Try to relist");
    case "trade": return t("Trade");
    default: return null; // the page's own words (Resign · 认输 ...)
  }
}

/** The sentence of a pending decision. */
export function decisionText(d) {
  switch (d.kind) {
    case "company": return tf("%(company)s chairman (董事长) decides: pay ¥30 to the fund and roll the company's die, or roll the black fund die free", { company: company(d.company) });
    case "target": return d.exclude
      ? tf("Choose another company: price %(delta)s", { delta: `${d.delta > 0 ? "+" : ""}${d.delta}` })
      : tf("Choose a company: price %(delta)s", { delta: `${d.delta > 0 ? "+" : ""}${d.delta}` });
    case "pick": return t("四公司 square: choose a company");
    case "swap": return t("Event: you may swap one share with a player");
    case "relist": return tf("%(company)s is suspended (停盘): try to relist? (rolls the four company dice)", { company: company(d.company) });
    default: return d.kind;
  }
}

// The engine's reasons of a money event (owners_choice market.pay callers; English codes in
// the stored log), each in the page's words: [pattern, words(match)].
const REASONS = [
  [/^sold (\d+) (\w+)$/, (m) => tf("sold %(n)s %(company)s", { n: m[1], company: company(m[2]) })],
  [/^bought (\d+) (\w+)$/, (m) => tf("bought %(n)s %(company)s", { n: m[1], company: company(m[2]) })],
  [/^final sale of (\d+) (\w+)$/, (m) => tf("final sale of %(n)s %(company)s", { n: m[1], company: company(m[2]) })],
  [/^dividend (\w+)$/, (m) => tf("dividend of %(company)s", { company: company(m[1]) })],
  [/^chairman of (\w+) \(x100\)$/, (m) => tf("%(company)s chairman (×100)", { company: company(m[1]) })],
  [/^chairman of (\w+) takes the fund$/, (m) => tf("%(company)s chairman takes the fund", { company: company(m[1]) })],
  [/^relisted (\w+)$/, (m) => tf("relisted %(company)s", { company: company(m[1]) })],
  [/^(\w+) die$/, (m) => tf("%(company)s die", { company: company(m[1]) })],
  [/^first pawn on Goal100$/, () => t("first pawn on Goal100")],
  [/^event: 30 from the fund$/, () => t("event: 30 from the fund")],
  [/^event: 100 from the bank$/, () => t("event: 100 from the bank")],
  [/^starting shares$/, () => t("starting shares")],
  [/^move$/, () => t("pawn move")],
];

/** A money event's reason in the page's words (the engine's text itself if unknown). */
export function reasonWords(reason) {
  for (const [pattern, words] of REASONS) {
    const m = pattern.exec(reason || "");
    if (m) return words(m);
  }
  return reason;
}

function place(x, who) {
  return x === "bank" ? t("the bank") : x === "fund" ? t("the fund") : who(x);
}

/** One event in words, or null. who(seat): a player's name. */
export function describeEvent(e, who) {
  switch (e.type) {
    case "money": return `${place(e.from, who)} → ${place(e.to, who)} ${money(e.amount)} (${reasonWords(e.reason)})`;
    case "price": return `${company(e.company)} ${e.delta > 0 ? "+" : ""}${e.delta} → ${e.to === 0 ? tf("suspended 停盘 (debt %(debt)s)", { debt: e.debt }) : money(e.price)}`;
    case "die": return `🎲 ${dieWord(e.die)} ${faceText(e.effect)}`;
    case "pawn": return tf("pawn %(pawn)s %(from)s→%(to)s (%(square)s)", { pawn: pawnLetter(e.pawn), from: e.from, to: e.to, square: squareWord(e.square) });
    case "delisted": return tf("%(company)s delisted, back to ¥100", { company: company(e.company) });
    case "relist": return e.ok ? tf("%(company)s relisted at %(price)s", { company: company(e.company), price: money(e.price) }) : tf("%(company)s stays suspended", { company: company(e.company) });
    case "chairman": return tf("%(company)s chairman (董事长): %(name)s", { company: company(e.company), name: e.seat === null ? "—" : who(e.seat) });
    case "swap": return tf("%(name)s gave %(give)s for %(other)s's %(take)s", { name: who(e.seat), give: company(e.give), other: who(e.with), take: company(e.take) });
    case "resigned": return tf("%(name)s resigned", { name: who(e.seat) });
    case "left": return tf("%(name)s left", { name: who(e.seat) });
    case "game_over": return t("game over");
    default: return null;
  }
}

/** Toasts for a move that just arrived: money to or from the viewer, prices that moved. */
export function moveToasts(entry, me, who) {
  const out = [];
  for (const e of entry.events || []) {
    if (e.type === "money" && e.amount > 0 && (e.to === me || e.from === me) && entry.seat !== me) {
      out.push(e.to === me
        ? { text: tf("%(from)s paid you %(amount)s (%(reason)s)", { from: place(e.from, who), amount: money(e.amount), reason: reasonWords(e.reason) }), kind: "good" }
        : { text: tf("You paid %(to)s %(amount)s (%(reason)s)", { to: place(e.to, who), amount: money(e.amount), reason: reasonWords(e.reason) }), kind: "bad" });
    } else if (e.type === "price" && entry.seat !== me) {
      out.push({ text: describeEvent(e, who), kind: e.delta > 0 ? "good" : "warn" });
    }
  }
  return out.slice(0, 3);
}
