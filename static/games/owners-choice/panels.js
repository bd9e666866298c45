/**
 * 拥有者的决断's panels beside the board: the decision (the turn: move with landing
 * squares highlighted, roll free, end turn; a chairman's or mover's decision with its
 * countdown), the trade form (sell and buy with running totals, refusing before sending
 * what the rules refuse), the last dice and the holdings table.
 */

import { el } from "../../js/dom.js";
import { t, tf } from "../../js/page/i18n.js";
import { stoppedNow, stoppedText } from "../../js/page/ended.js";
import { actionLabel, COMPANY_COLORS, company, decisionText, dieWord, faceText, money, pawnLetter } from "./words.js";

function countdown(ctx, seat) {
  const p = ((ctx.game && ctx.game.prompts) || []).find((q) => q.seat === seat && q.deadline);
  if (!p || ctx.replay) return null;
  const left = Math.max(0, Math.ceil((Date.parse(p.deadline) - Date.now()) / 1000));
  return el("span", { class: "countdown oc-countdown", "data-deadline": p.deadline, "data-testid": "oc-countdown",
    text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` });
}

function turnButtons(view, ctx, st) {
  const row = el("div", { class: "oc-buttons" });
  const d = view.pending;
  if (!d && st.moves.length) {
    for (const p of [...new Set(st.moves.map((a) => a.pawn))]) {
      row.append(el("button", { type: "button", class: `button button-small oc-pawn-pick${st.pawn === p ? " active" : ""}`,
        "aria-pressed": String(st.pawn === p), "data-testid": `oc-pick-pawn-${p}`, text: tf("Pawn %(pawn)s", { pawn: pawnLetter(p) }),
        onclick: () => { st.pawn = p; st.redraw(); } }));
    }
    for (const a of st.moves.filter((m) => m.pawn === st.pawn)) {
      row.append(el("button", { type: "button", class: "button button-small", "data-testid": `oc-move-${a.steps}`, text: actionLabel(a), onclick: () => ctx.submit(a) }));
    }
  }
  for (const a of ctx.legalActions || []) {
    if (["trade", "move", "resign"].includes(a.type)) continue;
    if (a.type === "roll" && a.pawn !== st.pawn && st.moves.length) continue;
    row.append(el("button", { type: "button", class: "button button-small", "data-testid": `oc-${a.type}${a.company ? `-${a.company}` : ""}`,
      text: actionLabel(a) || a.type, onclick: () => ctx.submit(a) }));
  }
  return row;
}

/** Whose decision it is and, for the viewer, its buttons. */
export function decisionPanel(view, ctx, st) {
  const box = el("div", { class: "oc-decision", "data-testid": "oc-decision" });
  if (view.phase === "over") {
    box.append(el("div", { class: "oc-decision-text", text: tf("Game over · final cash %(cash)s", { cash: view.final.map(money).join(" / ") }) }));
    return box;
  }
  if (stoppedNow(ctx)) {
    box.append(el("div", { class: "oc-decision-text", text: stoppedText(ctx) }));
    return box;
  }
  const d = view.pending;
  const seat = d ? d.seat : view.turn.seat;
  const mine = seat === ctx.mySeat && ctx.interactive;
  const text = d ? `${ctx.seatName(seat)} · ${decisionText(d)}`
    : mine ? t("Your turn: trade once, move once") : tf("%(name)s's turn: trade once, move once", { name: ctx.seatName(seat) });
  box.append(el("div", { class: "oc-decision-text" }, `${text} `, countdown(ctx, seat)));
  if (mine) {
    box.classList.add("oc-mine");
    box.append(turnButtons(view, ctx, st));
  }
  return box;
}

/** Why a trade would be refused (the engine's rules), or null. */
export function tradeProblem(view, me, sell, buy) {
  if (!Object.keys(sell).length && !Object.keys(buy).length) return t("choose shares to sell or buy");
  let cash = view.seats[me].cash;
  for (const [c, n] of Object.entries(sell)) {
    const co = view.companies[c];
    if (n < 0 || !Number.isInteger(n)) return t("whole numbers only");
    if (co.suspended) return tf("%(company)s is suspended: no sales", { company: company(c) });
    if (n > view.seats[me].shares[c]) return tf("you hold %(n)s %(company)s", { n: view.seats[me].shares[c], company: company(c) });
    if (buy[c]) return tf("cannot sell and buy %(company)s together", { company: company(c) });
    cash += n * co.price;
  }
  for (const [c, n] of Object.entries(buy)) {
    const co = view.companies[c];
    if (n < 0 || !Number.isInteger(n)) return t("whole numbers only");
    if (co.buy_price === null) return tf("%(company)s is at limit-up: cannot be bought", { company: company(c) });
    if (n > co.bank_shares) return tf("the bank has %(n)s %(company)s", { n: co.bank_shares, company: company(c) });
    if (view.seats[me].shares[c] + n > view.rules.max_shares) return tf("at most %(n)s per company", { n: view.rules.max_shares });
    const others = view.seats.reduce((sum, s) => sum + (s.seat === me ? 0 : s.shares[c]), 0);
    if (others === 0 && co.bank_shares - n < 1) return t("leave one share in the bank");
    cash -= n * co.buy_price;
  }
  return cash < 0 ? t("not enough cash") : null;
}

function tradeRow(view, me, c, inputs) {
  const co = view.companies[c];
  const name = company(c);
  const sell = el("input", { type: "number", min: 0, value: 0, "data-testid": `oc-sell-${c}`, disabled: co.suspended, "aria-label": tf("Sell %(company)s", { company: name }) });
  const buy = el("input", { type: "number", min: 0, value: 0, "data-testid": `oc-buy-${c}`, disabled: co.buy_price === null, "aria-label": tf("Buy %(company)s", { company: name }) });
  inputs[c] = { sell, buy };
  const priceText = co.suspended ? tf("停盘 (buy %(price)s)", { price: money(co.buy_price) }) : co.buy_price === null ? `涨停 ${money(co.price)}` : money(co.price);
  return el("tr", {}, el("td", { class: "oc-company", text: name, style: { color: COMPANY_COLORS[c] } }), el("td", { text: priceText }),
    el("td", { text: String(view.seats[me].shares[c]) }), el("td", {}, sell), el("td", {}, buy));
}

function readTrade(view, inputs) {
  const sell = {};
  const buy = {};
  for (const c of view.rules.companies) {
    const s = Number(inputs[c].sell.value) || 0;
    const b = Number(inputs[c].buy.value) || 0;
    if (s) sell[c] = s;
    if (b) buy[c] = b;
  }
  return { sell, buy };
}

/** The trade form, when the viewer may trade now; else null. */
export function tradeForm(view, ctx) {
  const me = ctx.mySeat;
  if (me === null || me === undefined || !(ctx.legalActions || []).some((a) => a.type === "trade")) return null;
  const form = el("form", { class: "oc-trade", "data-testid": "oc-trade" });
  const inputs = {};
  const heads = ["", t("Price"), t("Held"), t("Sell"), t("Buy")];
  const table = el("table", { class: "oc-trade-table" }, el("tr", {}, ...heads.map((h) => el("th", { text: h }))),
    ...view.rules.companies.map((c) => tradeRow(view, me, c, inputs)));
  const total = el("div", { class: "oc-trade-total", "data-testid": "oc-trade-total", "aria-live": "polite" });
  const send = el("button", { type: "submit", class: "button button-small button-primary", "data-testid": "oc-trade-send", text: t("Trade") });
  const update = () => {
    const { sell, buy } = readTrade(view, inputs);
    const problem = tradeProblem(view, me, sell, buy);
    const proceeds = Object.entries(sell).reduce((sum, [c, n]) => sum + n * view.companies[c].price, 0);
    const cost = Object.entries(buy).reduce((sum, [c, n]) => sum + n * (view.companies[c].buy_price || 0), 0);
    total.textContent = tf("sell %(proceeds)s · buy %(cost)s · cash after %(cash)s",
      { proceeds: money(proceeds), cost: money(cost), cash: money(view.seats[me].cash + proceeds - cost) }) + (problem ? ` · ${problem}` : "");
    total.classList.toggle("warn", !!problem);
    send.disabled = !!problem;
  };
  form.addEventListener("input", update);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const { sell, buy } = readTrade(view, inputs);
    if (!tradeProblem(view, me, sell, buy)) ctx.submit({ type: "trade", sell, buy });
  });
  form.append(el("div", { class: "oc-section-title", text: t("Trade with the bank (once a turn)") }), table, total, send);
  update();
  return form;
}

/** The dice of the last move. */
export function dicePanel(view) {
  const box = el("div", { class: "oc-dice", "data-testid": "oc-dice" });
  for (const d of view.last_dice || []) {
    const faces = d.die === "move" ? null : view.rules.dice[d.die];
    box.append(el("span", { class: `oc-die oc-die-${d.die}`, title: faces ? tf("face %(n)s of 6", { n: d.face + 1 }) : dieWord(d.die),
      style: { borderColor: COMPANY_COLORS[d.die] || "#333" } }, el("b", { text: dieWord(d.die) }), ` ${faceText(d.effect)}`));
  }
  return box;
}

/** Every seat's cash and shares (🎲: chairman), and the bank's shares. */
export function holdingsTable(view, ctx) {
  const table = el("table", { class: "oc-holdings", "data-testid": "oc-holdings" },
    el("tr", {}, el("th", { text: t("Player") }), el("th", { text: t("Cash") }),
      ...view.rules.companies.map((c) => el("th", { text: company(c), style: { color: COMPANY_COLORS[c] } }))));
  for (const s of view.seats) {
    table.append(el("tr", { class: s.status === "playing" ? "" : "muted" },
      el("td", { text: ctx.seatName(s.seat) }), el("td", { text: money(s.cash) }),
      ...view.rules.companies.map((c) => el("td", { text: `${s.shares[c]}${view.companies[c].chairman === s.seat ? " 🎲" : ""}` }))));
  }
  table.append(el("tr", { class: "muted" }, el("td", { text: t("bank · 银行") }), el("td", { text: "" }),
    ...view.rules.companies.map((c) => el("td", { text: String(view.companies[c].bank_shares) }))));
  return table;
}
