/**
 * The middle of 强手棋's board: the round, the dice, what the last move did (rent, tax,
 * the utility roll: where the player looks), the decision of the player to move with
 * its buttons and countdown, pending debts, the last card (faded once other moves came
 * after it) and, at the end, the ranking.
 */

import { el } from "../../js/dom.js";
import { t, tf } from "../../js/page/i18n.js";
import { stoppedNow } from "../../js/page/ended.js";
import { seatMark } from "../../js/page/seat-marks.js";
import { seatColor } from "./board.js";
import { describeEvent, levelWord, money, reasonWord, settles } from "./words.js";

/** The game's outcome, or null while it runs and in a replay of an earlier move. */
export function outcomeOf(ctx) {
  const g = ctx && ctx.game;
  if (!g || !g.result) return null;
  return ctx.replay && ctx.version < g.version ? null : g.result;
}

/** The deadline of `seat`'s prompt (of `kind` if given), or null. */
export function promptDeadline(ctx, seat, kind) {
  const prompts = (ctx.game && ctx.game.prompts) || [];
  const p = prompts.find((q) => q.seat === seat && (!kind || (q.kinds || []).includes(kind)));
  return p ? p.deadline : null;
}

/** A countdown the page's clock updates (.countdown[data-deadline]), or null. */
export function countdown(deadline) {
  if (!deadline) return null;
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
  return el("span", { class: "countdown qs-countdown", "data-deadline": deadline, "data-testid": "qs-countdown",
    text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` });
}

function pips(n) {
  const layout = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] }[n] || [];
  const die = el("span", { class: "qs-die", "data-value": n, role: "img", "aria-label": String(n), title: String(n) });
  for (let k = 0; k < 9; k += 1) die.append(el("span", { class: layout.includes(k) ? "qs-pip on" : "qs-pip" }));
  return die;
}

export function titleNode(view) {
  return el("div", { class: "qs-title" },
    el("span", { class: "qs-logo", text: "强手棋" }),
    el("span", { class: "qs-round", text: `${tf("Round %(n)s of %(limit)s", { n: view.round, limit: view.round_limit })} · ${view.room === "coin" ? t("coin room · 金币场") : t("normal room · 普通场")}` }));
}

export function diceNode(view, ctx) {
  const box = el("div", { class: "qs-dice", "data-testid": "qs-dice" });
  const d = view.last_dice;
  if (d) {
    box.append(pips(d.dice[0]), pips(d.dice[1]),
      el("span", { class: "qs-dice-text", text: tf("%(name)s rolled %(total)s", { name: ctx.seatName(d.seat), total: d.total }) }));
  } else {
    box.append(pips(1), pips(1), el("span", { class: "qs-dice-text muted", text: t("Nobody has rolled yet") }));
    box.classList.add("qs-dice-idle");
  }
  return box;
}

/** What the move drawn did with money (rent, tax, utility roll, laps, cards' payments). */
export function lastEventNode(view, ctx) {
  const m = ctx.lastMove;
  if (!m) return null;
  const name = (i) => (view.board[i] ? view.board[i].name : `#${i + 1}`);
  const who = (s) => (s === "bank" ? t("the bank") : ctx.seatName(s));
  const settling = settles(m);
  const keep = new Set(["rent", "tax", "lap", "repairs", "sell", "auto_sale", "debt", "bankrupt", "buy", "build"]);
  if (settling) keep.add("money");
  const words = (m.events || []).filter((e) => keep.has(e.type) || (e.type === "dice" && e.purpose === "utility_rent"))
    .map((e) => describeEvent(e, name, who, settling)).filter(Boolean);
  if (!words.length) return null;
  return el("div", { class: "qs-last-event", "data-testid": "qs-last-event", "aria-live": "polite" },
    seatMark(m.seat, seatColor(m.seat)), el("strong", { text: ctx.seatName(m.seat) }), ` ${words.join(" · ")}`);
}

function promptText(view, ctx, p, mine) {
  const who = mine ? t("You") : ctx.seatName(p.seat);
  const sq = p.square !== null && p.square !== undefined ? view.board[p.square] : null;
  const cash = money(view.seats[p.seat] ? view.seats[p.seat].cash : 0);
  if (p.kind === "roll") return mine ? t("Your turn to roll") : tf("Waiting for %(name)s to roll", { name: who });
  if (p.kind === "buy") return tf("%(name)s may buy %(square)s for %(cost)s (cash %(cash)s)", { name: who, square: sq.name, cost: money(p.cost), cash });
  return tf("%(name)s may build %(level)s on %(square)s for %(cost)s (cash %(cash)s)",
    { name: who, level: levelWord(sq.level + 1), square: sq.name, cost: money(p.cost), cash });
}

function promptButtons(p, ctx, st) {
  const legal = new Set((ctx.legalActions || []).map((a) => a.type));
  const buttons = el("div", { class: "qs-buttons" });
  const send = async (action, button) => {
    if (st.sending) return;
    st.sending = true;
    for (const b of buttons.querySelectorAll("button")) b.disabled = true;
    button.classList.add("qs-busy");
    const ok = await ctx.submit(action);
    st.sending = false;
    if (!ok) for (const b of buttons.querySelectorAll("button")) b.disabled = false;
  };
  const add = (type, label, primary, key) => {
    if (!legal.has(type)) return;
    const b = el("button", {
      type: "button", class: `button ${primary ? "button-primary" : "button-quiet"} qs-action`, "data-qs-action": type,
      "data-testid": `qs-${type}`, "aria-keyshortcuts": key, title: tf("Key: %(key)s", { key }), text: label,
    });
    b.addEventListener("click", () => send({ type }, b));
    buttons.append(b);
  };
  if (p.kind === "roll") add("roll", t("🎲 Roll · 掷骰子"), true, "R");
  if (p.kind === "buy") { add("buy", tf("Buy · 购买 %(cost)s", { cost: money(p.cost) }), true, "B"); add("decline", t("Decline · 放弃"), false, "N"); }
  if (p.kind === "build") { add("build", tf("Build · 建造 %(cost)s", { cost: money(p.cost) }), true, "B"); add("decline", t("Decline · 放弃"), false, "N"); }
  return buttons;
}

export function promptNode(view, ctx, st) {
  const box = el("div", { class: "qs-prompt", "data-testid": "qs-prompt" });
  const p = view.pending;
  if (outcomeOf(ctx) || view.ended || !p || stoppedNow(ctx)) return box;  // the ranking, the debts box or the status bar says it
  const mine = p.seat === ctx.mySeat && ctx.interactive;
  box.append(el("div", { class: "qs-prompt-text", text: promptText(view, ctx, p, mine) }));
  const clock = ctx.replay ? null : countdown(promptDeadline(ctx, p.seat, p.kind));
  if (clock) box.append(el("div", { class: "qs-prompt-clock muted" }, `${t("Time left")} `, clock));
  if (mine) {
    box.append(promptButtons(p, ctx, st));
    box.classList.add("qs-mine");
  }
  return box;
}

export function debtsNode(view, ctx) {
  const debts = view.debts || [];
  if (!debts.length || outcomeOf(ctx)) return null;
  const box = el("div", { class: "qs-debts" });
  for (const d of debts) {
    const line = el("div", { class: "qs-debt-line", "data-debtor": d.seat },
      el("strong", { text: tf("%(name)s owes %(amount)s", { name: ctx.seatName(d.seat), amount: money(d.amount) }) }),
      ` · ${tf("cash %(cash)s · short by %(short)s · selling land (抵押)", { cash: money(d.cash), short: money(d.shortfall) })}`);
    const clock = ctx.replay ? null : countdown(promptDeadline(ctx, d.seat, "sell"));
    if (clock) line.append(` · ${t("automatic sale in")} `, clock);
    box.append(line);
  }
  return box;
}

/** The last card drawn: current when the move drawn drew it, faded and labelled
 * "earlier" otherwise. */
export function cardNode(view, ctx) {
  const c = view.last_card;
  const box = el("div", { class: `qs-card${c ? ` qs-card-${c.deck}` : " qs-card-none"}`, "data-testid": "qs-card" });
  if (!c) {
    box.append(el("div", { class: "qs-card-deck", text: "机会 · 公共基金" }), el("div", { class: "qs-card-text muted", text: t("No card drawn yet") }));
    return box;
  }
  const fresh = !!(ctx.lastMove && (ctx.lastMove.events || []).some((e) => e.type === "card"));
  box.classList.toggle("qs-card-old", !fresh);
  box.dataset.fresh = fresh ? "1" : "0";
  const head = fresh ? `${c.deck_name} · ${ctx.seatName(c.seat)}` : `${tf("Earlier card · %(deck)s", { deck: c.deck_name })} · ${ctx.seatName(c.seat)}`;
  box.append(el("div", { class: "qs-card-deck", text: head }), el("div", { class: "qs-card-text", text: c.text }));
  return box;
}

export function rankingNode(view, ctx) {
  const o = outcomeOf(ctx);
  const order = [...o.places.keys()].sort((a, b) => o.places[a] - o.places[b]);
  const heads = [t("Place"), t("Player"), t("Cash"), t("Total assets"), t("Points")];
  const table = el("table", { class: "qs-ranking", "data-testid": "qs-ranking" },
    el("caption", { text: tf("Ranking · %(reason)s", { reason: reasonWord(o.reason) }) }),
    el("thead", {}, el("tr", {}, ...heads.map((h) => el("th", { text: h })))));
  const body = el("tbody");
  for (const seat of order) {
    const f = o.seats[seat] || {};
    const flag = f.bankrupt ? " 破产" : f.resigned ? " 自杀" : f.escaped ? " 逃跑" : "";
    body.append(el("tr", { "data-seat": seat },
      el("td", { text: `#${o.places[seat]}` }),
      el("td", {}, seatMark(seat, seatColor(seat)), `${ctx.seatName(seat)}${flag}`),
      el("td", { text: money(f.cash) }),
      el("td", { text: money(f.total_assets) }),
      el("td", { class: f.points > 0 ? "qs-plus" : "qs-minus", text: f.points > 0 ? `+${f.points}` : String(f.points) })));
  }
  table.append(body);
  return table;
}
