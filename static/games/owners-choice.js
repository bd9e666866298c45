/**
 * 拥有者的决断 (owners-choice): the board renderer for the game page (static/js/game-page.js
 * documents the contract). Rules and the view: docs/rules/owners-choice.md.
 *
 * An SVG board: the L-track of 38 squares (start, the four L tiles of 9, Goal100) around
 * an 11 × 10 ring, both pawns on it, and in the middle the price ladder (suspended at the
 * bottom, limit-up 涨停 at the top, the high-price zone shaded, the dividend per share
 * beside each price) with the four company markers, and the fund. Under the board: the
 * decision panel (the turn: move with landing squares highlighted, roll free, end turn;
 * a chairman's or mover's decision with its countdown), the trade form (sell and buy with
 * running totals, refusing before sending what the rules refuse), the last dice and the
 * holdings table. Every button submits one action; resign stays a page button.
 */

import { el } from "../js/dom.js";

export const SEAT_COLORS = ["#8e5bd1", "#18a8a3", "#d0458f", "#8d5a34", "#555"];
export const COMPANY_COLORS = { red: "#d7322b", yellow: "#e8b10c", green: "#2f9e55", blue: "#2455a8" };
const ZH = { red: "红", yellow: "黄", green: "绿", blue: "蓝" };
const SQUARE_WORDS = { start: "起点", goal: "Goal100", any: "四公司", event: "事件", x100: "×100", dividend: "$" };
const COLS = 11;
const ROWS = 10;
const CELL = 56;
const SVGNS = "http://www.w3.org/2000/svg";

export const boardActions = ["trade", "move", "roll", "end_turn", "company_die", "fund_die",
  "choose_company", "swap", "decline", "relist"];

export const help = "On your turn: trade once with the bank (before or after moving) and move a pawn: " +
  "pay ¥20 and pick the steps (the landing squares light up), or roll the free die. " +
  "A company square asks its chairman (董事长): pay ¥30 to the fund and roll the company's die, " +
  "or roll the black fund die free. ← → step through the moves.";

const FACE_WORDS = {
  up: (n) => `+${n}`, down: (n) => `-${n}`, dividend: () => "分红", other_up: (n) => `他股+${n}`,
  other_down: (n) => `他股-${n}`, nothing: () => "—", down_take: (n) => `-${n} 拿光基金`,
  fund_reroll: (n) => `基金${n} 再掷`, bank: (n) => `银行${n}`, swap: () => "换股", all_down: (n) => `全部-${n}`,
  pick_down: (n) => `任选-${n}`, steps: (n) => `${n}`,
};
const DIE_WORDS = { red: "红骰", yellow: "黄骰", green: "绿骰", blue: "蓝骰", black: "黑骰", white: "白骰", move: "四面骰" };
/** Words for a die face ``[effect, n]``. */
const faceText = (effect) => (FACE_WORDS[effect[0]] || (() => effect[0]))(effect[1]);
const money = (n) => `¥${Number(n).toLocaleString("en-US")}`;
const company = (c) => `${ZH[c] || c}`;

/** The colour of a seat. */
export function seatColor(view, seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** Lines under a seat's name: cash, holdings, the companies it chairs. */
export function seatDetails(view, seat) {
  const s = view.seats && view.seats[seat];
  if (!s) return [];
  const held = Object.entries(s.shares).filter(([, n]) => n).map(([c, n]) => `${company(c)}${n}`).join(" ");
  const chairs = Object.entries(view.companies).filter(([, co]) => co.chairman === seat).map(([c]) => company(c));
  const out = [{ text: `现金 ${money(s.cash)}`, title: "Cash" }, { text: `持股 ${held || "—"}`, title: "Shares held" }];
  if (chairs.length) out.push({ text: `董事长 ${chairs.join("")} 🎲`, title: "Chairman of (holds that company's die)" });
  if (s.timeouts) out.push({ text: `超时 ${s.timeouts}/3`, warn: true, title: "Consecutive timeouts" });
  return out;
}

/** Words for the end reasons. */
export function reasonText(reason) {
  return { finished: "两只棋子都到了 Goal100", last_player: "只剩一人 · the others left" }[reason] || reason;
}

/** Button labels of the actions; null for the page's generic ones (resign). */
export function actionLabel(a) {
  switch (a.type) {
    case "move": return `棋子${"AB"[a.pawn]} +${a.steps} (¥20)`;
    case "roll": return `棋子${"AB"[a.pawn]} 免费掷骰`;
    case "end_turn": return "结束回合 End turn";
    case "company_die": return "付¥30 掷公司骰";
    case "fund_die": return "掷黑色基金骰 (免费)";
    case "choose_company": return `选 ${company(a.company)}`;
    case "swap": return `用 ${company(a.give)} 换 P${a.with + 1} 的 ${company(a.take)}`;
    case "decline": return "放弃 Decline";
    case "relist": return "尝试复盘 Relist";
    case "trade": return "交易 Trade";
    default: return null; // the page's own words (Resign · 认输 ...)
  }
}

function describeEvent(e, who) {
  const place = (x) => (x === "bank" ? "银行" : x === "fund" ? "基金" : who(x));
  switch (e.type) {
    case "money": return `${place(e.from)}→${place(e.to)} ${money(e.amount)} (${e.reason})`;
    case "price": return `${company(e.company)} ${e.delta > 0 ? "+" : ""}${e.delta} → ${e.to === 0 ? `停盘 (Price-${e.debt})` : money(e.price)}`;
    case "die": return `🎲${DIE_WORDS[e.die] || e.die} ${faceText(e.effect)}`;
    case "pawn": return `棋子${"AB"[e.pawn]} ${e.from}→${e.to} (${SQUARE_WORDS[e.square] || company(e.square)})`;
    case "delisted": return `${company(e.company)} 退市, 回到 ¥100`;
    case "relist": return e.ok ? `${company(e.company)} 复盘 ${money(e.price)}` : `${company(e.company)} 复盘失败`;
    case "chairman": return `${company(e.company)} 董事长 ${e.seat === null ? "—" : who(e.seat)}`;
    case "swap": return `${who(e.seat)} 用${company(e.give)}换 ${who(e.with)} 的${company(e.take)}`;
    case "resigned": return `${who(e.seat)} 认输`;
    case "left": return `${who(e.seat)} 离开`;
    case "game_over": return "游戏结束";
    default: return null;
  }
}

/** One move-list line: the money, price and pawn changes of the move. */
export function describeMove(entry, ctx) {
  const who = (s) => (ctx ? ctx.seatName(s) : `P${s + 1}`);
  const parts = (entry.events || []).filter((e) => !["shares", "turn", "decision", "end_turn"].includes(e.type))
    .map((e) => describeEvent(e, who)).filter(Boolean);
  return parts.length ? parts.join(" · ") : (actionLabel(entry.action || {}) || (entry.action || {}).type || "");
}

/** Square i of the ring: [col, row]; start bottom-right, anticlockwise. */
export function cellOf(i) {
  const bottom = COLS - 1;
  if (i <= bottom) return [bottom - i, ROWS - 1];
  i -= bottom;
  if (i <= ROWS - 1) return [0, ROWS - 1 - i];
  i -= ROWS - 1;
  if (i <= bottom) return [i, 0];
  i -= bottom;
  return [COLS - 1, i];
}

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  return node;
}

function boardSvg(view, st, ctx) {
  const root = svg("svg", { viewBox: `0 0 ${COLS * CELL} ${ROWS * CELL}`, class: "oc-board", role: "img",
    "aria-label": "拥有者的决断 board", "data-testid": "oc-board" });
  const landing = landingSquares(view, st, ctx);
  view.track.forEach((kind, i) => {
    const [c, r] = cellOf(i);
    const g = svg("g", { "data-square": i, class: `oc-square oc-${kind}${landing.has(i) ? " oc-landing" : ""}` });
    const fill = COMPANY_COLORS[kind] || (kind === "goal" ? "#222" : kind === "start" ? "#ddd" : "#fff8e6");
    g.append(svg("rect", { x: c * CELL + 1, y: r * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 5, fill }));
    const label = SQUARE_WORDS[kind] || company(kind);
    // A long word (Goal100) is squeezed into the square, whatever the font size.
    const squeeze = label.length > 4 ? { textLength: CELL - 10, lengthAdjust: "spacingAndGlyphs" } : {};
    g.append(svg("text", { x: c * CELL + CELL / 2, y: r * CELL + CELL / 2 + 5, "text-anchor": "middle",
      class: COMPANY_COLORS[kind] || kind === "goal" ? "oc-light" : "", ...squeeze }, label));
    g.append(svg("text", { x: c * CELL + 5, y: r * CELL + 13, class: "oc-num" }, String(i)));
    if (landing.has(i)) {
      g.addEventListener("click", () => submitLanding(view, st, ctx, i));
      g.append(svg("title", {}, `Pay ¥20 and move pawn ${"AB"[st.pawn]} here`));
    }
    root.append(g);
  });
  view.pawns.forEach((pos, p) => {
    const [c, r] = cellOf(pos);
    root.append(svg("circle", { cx: c * CELL + 18 + p * 20, cy: r * CELL + CELL - 14, r: 9,
      class: `oc-pawn oc-pawn-${p}`, "data-testid": `oc-pawn-${p}` }));
    root.append(svg("text", { x: c * CELL + 18 + p * 20, y: r * CELL + CELL - 10, "text-anchor": "middle",
      class: "oc-pawn-label" }, "AB"[p]));
  });
  root.append(ladderSvg(view));
  return root;
}

function ladderSvg(view) {
  const g = svg("g", { class: "oc-ladder", "data-testid": "oc-ladder" });
  const ladder = view.rules.ladder;
  const h = ((ROWS - 2) * CELL - 20) / ladder.length;
  const x0 = CELL + 150;
  const y0 = CELL + 10;
  g.append(svg("text", { x: CELL + 20, y: y0 + 20, class: "oc-fund-label" }, "FUND 基金"));
  g.append(svg("text", { x: CELL + 20, y: y0 + 48, class: "oc-fund", "data-testid": "oc-fund" }, money(view.fund)));
  ladder.forEach((price, cell) => {
    const y = y0 + (ladder.length - 1 - cell) * h;
    const zone = cell >= view.rules.high_zone;
    const label = cell === 0 ? "停盘" : cell === view.rules.limit_up ? "涨停" : String(price);
    g.append(svg("rect", { x: x0, y, width: 300, height: h - 1,
      class: `oc-rung${zone ? " oc-zone" : ""}${cell === 0 ? " oc-suspended" : ""}${cell === view.rules.limit_up ? " oc-limit" : ""}` }));
    g.append(svg("text", { x: x0 + 6, y: y + h - 4, class: "oc-rung-text" }, label));
    g.append(svg("text", { x: x0 + 294, y: y + h - 4, "text-anchor": "end", class: "oc-rung-text" },
      cell === 0 ? "—" : `分红 ${Math.floor(price / 10)}`));
    view.rules.companies.forEach((c, k) => {
      if (view.companies[c].cell !== cell) return;
      g.append(svg("circle", { cx: x0 + 90 + k * 40, cy: y + h / 2, r: Math.min(9, h / 2 - 1), fill: COMPANY_COLORS[c],
        class: "oc-marker", "data-testid": `oc-marker-${c}` }));
    });
  });
  return g;
}

function landingSquares(view, st, ctx) {
  const out = new Set();
  if (!ctx.interactive || !st.moves.length) return out;
  for (const a of st.moves) if (a.pawn === st.pawn) out.add(Math.min(view.goal, view.pawns[a.pawn] + a.steps));
  return out;
}

function submitLanding(view, st, ctx, square) {
  const a = st.moves.find((m) => m.pawn === st.pawn && Math.min(view.goal, view.pawns[m.pawn] + m.steps) === square);
  if (a) ctx.submit(a);
}

function countdown(ctx, seat) {
  const p = ((ctx.game && ctx.game.prompts) || []).find((q) => q.seat === seat && q.deadline);
  if (!p || ctx.replay) return null;
  const left = Math.max(0, Math.ceil((Date.parse(p.deadline) - Date.now()) / 1000));
  return el("span", { class: "countdown oc-countdown", "data-deadline": p.deadline, "data-testid": "oc-countdown",
    text: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` });
}

const DECISION_TEXT = {
  company: (d) => `${company(d.company)} 董事长决定：付¥30 掷${company(d.company)}骰，或免费掷黑色基金骰`,
  target: (d) => `选择一家${d.exclude ? "其他" : ""}公司 Price${d.delta > 0 ? "+" : ""}${d.delta}`,
  pick: () => "四公司格：选择一家公司",
  swap: () => "事件：可以和一名玩家交换一张股票",
  relist: (d) => `${company(d.company)} 停盘中：尝试复盘？（掷四个公司骰）`,
};

function decisionPanel(view, ctx, st) {
  const box = el("div", { class: "oc-decision", "data-testid": "oc-decision" });
  if (view.phase === "over") {
    box.append(el("div", { class: "oc-decision-text", text: `游戏结束 · 最终现金 ${view.final.map(money).join(" / ")}` }));
    return box;
  }
  const d = view.pending;
  const seat = d ? d.seat : view.turn.seat;
  const mine = seat === ctx.mySeat && ctx.interactive;
  const text = d ? DECISION_TEXT[d.kind](d) : `${mine ? "你的回合" : `${ctx.seatName(seat)} 的回合`}: 交易一次，移动一次`;
  box.append(el("div", { class: "oc-decision-text" }, `${d ? `${ctx.seatName(seat)} · ` : ""}${text} `, countdown(ctx, seat)));
  if (!mine) return box;
  const legal = ctx.legalActions || [];
  const row = el("div", { class: "oc-buttons" });
  if (!d && st.moves.length) {
    const pawns = [...new Set(st.moves.map((a) => a.pawn))];
    for (const p of pawns) {
      row.append(el("button", { type: "button", class: `oc-pawn-pick${st.pawn === p ? " active" : ""}`,
        "data-testid": `oc-pick-pawn-${p}`, text: `棋子${"AB"[p]}`, onclick: () => { st.pawn = p; st.redraw(); } }));
    }
    for (const a of st.moves.filter((m) => m.pawn === st.pawn)) {
      row.append(el("button", { type: "button", "data-testid": `oc-move-${a.steps}`, text: actionLabel(a), onclick: () => ctx.submit(a) }));
    }
  }
  for (const a of legal) {
    if (["trade", "move", "resign"].includes(a.type)) continue;
    if (a.type === "roll" && a.pawn !== st.pawn && st.moves.length) continue;
    row.append(el("button", { type: "button", "data-testid": `oc-${a.type}${a.company ? `-${a.company}` : ""}`,
      text: actionLabel(a) || a.type, onclick: () => ctx.submit(a) }));
  }
  box.append(row);
  return box;
}

function tradeForm(view, ctx, st) {
  const me = ctx.mySeat;
  if (me === null || me === undefined || !(ctx.legalActions || []).some((a) => a.type === "trade")) return null;
  const form = el("form", { class: "oc-trade", "data-testid": "oc-trade" });
  const inputs = {};
  const table = el("table", { class: "oc-trade-table" },
    el("tr", {}, ...["", "价格", "持有", "卖出", "买入"].map((t) => el("th", { text: t }))));
  for (const c of view.rules.companies) {
    const co = view.companies[c];
    const sell = el("input", { type: "number", min: 0, value: 0, "data-testid": `oc-sell-${c}`, disabled: co.suspended });
    const buy = el("input", { type: "number", min: 0, value: 0, "data-testid": `oc-buy-${c}`, disabled: co.buy_price === null });
    inputs[c] = { sell, buy };
    const priceText = co.suspended ? `停盘 (买 ${money(co.buy_price)})` : co.buy_price === null ? `涨停 ${money(co.price)}` : money(co.price);
    table.append(el("tr", {}, el("td", { text: company(c), style: { color: COMPANY_COLORS[c] } }), el("td", { text: priceText }),
      el("td", { text: String(view.seats[me].shares[c]) }), el("td", {}, sell), el("td", {}, buy)));
  }
  const total = el("div", { class: "oc-trade-total", "data-testid": "oc-trade-total" });
  const send = el("button", { type: "submit", "data-testid": "oc-trade-send", text: "交易 Trade" });
  const read = () => {
    const sell = {};
    const buy = {};
    for (const c of view.rules.companies) {
      const s = Number(inputs[c].sell.value) || 0;
      const b = Number(inputs[c].buy.value) || 0;
      if (s) sell[c] = s;
      if (b) buy[c] = b;
    }
    return { sell, buy };
  };
  const update = () => {
    const { sell, buy } = read();
    const problem = tradeProblem(view, me, sell, buy);
    const proceeds = Object.entries(sell).reduce((t, [c, n]) => t + n * view.companies[c].price, 0);
    const cost = Object.entries(buy).reduce((t, [c, n]) => t + n * (view.companies[c].buy_price || 0), 0);
    total.textContent = `卖出 ${money(proceeds)} · 买入 ${money(cost)} · 交易后现金 ${money(view.seats[me].cash + proceeds - cost)}` +
      (problem ? ` · ${problem}` : "");
    total.classList.toggle("warn", !!problem);
    send.disabled = !!problem;
  };
  form.addEventListener("input", update);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const { sell, buy } = read();
    if (!tradeProblem(view, me, sell, buy)) ctx.submit({ type: "trade", sell, buy });
  });
  form.append(el("div", { class: "oc-section-title", text: "与银行交易 (每回合一次)" }), table, total, send);
  update();
  return form;
}

/** Why a trade would be refused (the engine's rules), or null. */
export function tradeProblem(view, me, sell, buy) {
  if (!Object.keys(sell).length && !Object.keys(buy).length) return "choose shares to sell or buy";
  let cash = view.seats[me].cash;
  for (const [c, n] of Object.entries(sell)) {
    const co = view.companies[c];
    if (n < 0 || !Number.isInteger(n)) return "whole numbers only";
    if (co.suspended) return `${company(c)} is suspended: no sales`;
    if (n > view.seats[me].shares[c]) return `you hold ${view.seats[me].shares[c]} ${company(c)}`;
    if (buy[c]) return `cannot sell and buy ${company(c)} together`;
    cash += n * co.price;
  }
  for (const [c, n] of Object.entries(buy)) {
    const co = view.companies[c];
    if (n < 0 || !Number.isInteger(n)) return "whole numbers only";
    if (co.buy_price === null) return `${company(c)} is at limit-up: cannot be bought`;
    if (n > co.bank_shares) return `the bank has ${co.bank_shares} ${company(c)}`;
    if (view.seats[me].shares[c] + n > view.rules.max_shares) return `at most ${view.rules.max_shares} per company`;
    const others = view.seats.reduce((t, s) => t + (s.seat === me ? 0 : s.shares[c]), 0);
    if (others === 0 && co.bank_shares - n < 1) return "leave one share in the bank";
    cash -= n * co.buy_price;
  }
  return cash < 0 ? "not enough cash" : null;
}

function dicePanel(view) {
  const box = el("div", { class: "oc-dice", "data-testid": "oc-dice" });
  for (const d of view.last_dice || []) {
    const faces = d.die === "move" ? null : view.rules.dice[d.die];
    const label = faceText(d.effect);
    box.append(el("span", { class: `oc-die oc-die-${d.die}`, title: faces ? `${d.die} die, face ${d.face + 1} of 6` : "four-sided die",
      style: { borderColor: COMPANY_COLORS[d.die] || "#333" } }, el("b", { text: DIE_WORDS[d.die] || d.die }), ` ${label}`));
  }
  return box;
}

function holdingsTable(view, ctx) {
  const t = el("table", { class: "oc-holdings", "data-testid": "oc-holdings" },
    el("tr", {}, el("th", { text: "玩家" }), el("th", { text: "现金" }),
      ...view.rules.companies.map((c) => el("th", { text: company(c), style: { color: COMPANY_COLORS[c] } }))));
  for (const s of view.seats) {
    t.append(el("tr", { class: s.status === "playing" ? "" : "muted" },
      el("td", { text: ctx.seatName(s.seat) }), el("td", { text: money(s.cash) }),
      ...view.rules.companies.map((c) => el("td", { text: `${s.shares[c]}${view.companies[c].chairman === s.seat ? " 🎲" : ""}` }))));
  }
  t.append(el("tr", { class: "muted" }, el("td", { text: "银行 bank" }), el("td", { text: "" }),
    ...view.rules.companies.map((c) => el("td", { text: String(view.companies[c].bank_shares) }))));
  return t;
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  const st = container._oc || { pawn: 0 };
  container._oc = st;
  st.moves = ctx.interactive ? (ctx.legalActions || []).filter((a) => a.type === "move") : [];
  const pawns = [...new Set(st.moves.map((a) => a.pawn))];
  if (pawns.length && !pawns.includes(st.pawn)) st.pawn = pawns[0];
  st.redraw = () => render(container, view, ctx);
  const root = el("div", { class: "oc-root" });
  root.append(el("div", { class: "oc-board-wrap" }, boardSvg(view, st, ctx)),
    el("div", { class: "oc-side" }, decisionPanel(view, ctx, st), dicePanel(view), tradeForm(view, ctx, st), holdingsTable(view, ctx)));
  container.replaceChildren(root);
}
