/**
 * 强手棋 (qiangshou): the board renderer for the game page (static/js/game-page.js
 * documents the contract). Rules and the view: docs/rules/qiangshou.md, section "View";
 * this page: its section "Pages".
 *
 * The board is a ring of 40 squares on an 11 × 11 grid, 银行 (square 0, the start) in
 * the bottom-right corner, play running anticlockwise (bottom row right to left, up the
 * left side, along the top, down the right side). Every square shows its name (from the
 * view), its price or, once owned, its current rent, the owner's colour and the building
 * level (■ per house, 旅馆 for the hotel). Tokens glide square by square after a roll.
 *
 * The middle of the board holds the round, the dice, the decision of the player to move
 * (roll, buy, build, decline as buttons: they are `boardActions`), the last card drawn,
 * pending debts and, at the end, the ranking with points. A debtor gets the mortgage
 * dialog (抵押): the debt, every asset with its sale value as a checkbox, a running total,
 * the countdown to the automatic sale, and a button that submits
 * {"type": "sell", "squares": [...]}. Resign (自杀) stays a page button.
 */

/** Seat colours (tokens, owners' frames, the players list). */
import { el } from "../js/dom.js";

export const SEAT_COLORS = ["#e0463c", "#2f7fd8", "#2e9d57", "#e39b0b"];
/** Street group colours, A-H as in the seed's appendix (classic board order). */
export const GROUP_COLORS = {
  A: "#8d5a34", B: "#7cc6ee", C: "#d0458f", D: "#f08a24",
  E: "#d7322b", F: "#f0c419", G: "#2f9e55", H: "#2455a8",
};
const SIDE = 11;

/** Action types the board submits itself; the page shows buttons for the others (resign). */
export const boardActions = ["roll", "buy", "build", "decline", "sell"];

export const help = "掷骰子 rolls; landing on free land offers it to buy, on your own street a build " +
  "(one level per landing, ■ houses then 旅馆). When a payment exceeds your cash, the 抵押 dialog " +
  "lists your land: tick what to sell before the countdown ends, or the server sells the cheapest " +
  "first. ← → step through the moves.";

const LEVEL_WORDS = ["空地", "1所房", "2所房", "3所房", "4所房", "旅馆"];
const KIND_WORDS = {
  start: "银行", jail: "停留地", free_parking: "自由公园", go_to_jail: "进停留地",
  chance: "机会", chest: "公共基金", income_tax: "契税", luxury_tax: "奢侈税",
  railway: "铁路", utility: "公用事业",
};
const STATUS_WORDS = { bankrupt: "破产 (bankrupt)", resigned: "resigned · 认输 (自杀)", escaped: "逃跑 (left)" };
const REASONS = {
  bankruptcy: "破产 · a player went bankrupt",
  round_limit: "120回合已到 · round limit",
  last_player: "只剩一人 · the others left",
};

const money = (n) => `¥${Number(n).toLocaleString("en-US")}`;

/** The colour of a seat. */
export function seatColor(view, seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** The round shown in the status bar. */
export function round(view) {
  return view.round;
}

function squareName(view, i) {
  const sq = view && view.board && view.board[i];
  return sq ? sq.name : `#${i + 1}`;
}

/** Lines under a seat's name: cash, total assets, where the token stands, deposit, flags. */
export function seatDetails(view, seat) {
  const s = view.seats && view.seats[seat];
  if (!s) return [];
  const out = [
    { text: `现金 ${money(s.cash)}`, title: "Cash" },
    { text: `总资产 ${money(s.total_assets)}`, title: "Total assets: cash + land price + build costs spent (the ranking)" },
  ];
  if (s.status === "playing") {
    out.push({ text: `@ ${squareName(view, s.position)}`, title: "Where the token stands" });
    if (s.squares && s.squares.length) out.push({ text: `地产 ${s.squares.length}`, title: "Squares owned" });
  }
  if (view.room === "coin") {
    out.push({ text: `保证金 ${money(s.deposit_left)}/${money(s.deposit)}`, title: "Deposit left / chosen (paid out 500 per lap)" });
  }
  const debt = (view.debts || []).find((d) => d.seat === seat);
  if (debt) out.push({ text: `欠款 ${money(debt.amount)}`, title: "Must sell land to pay this debt", warn: true });
  if (s.skip_turns > 0) out.push({ text: "停留地: 停走一轮", title: "Skips the next turn", warn: true });
  else if (s.no_lap_pay && s.status === "playing") out.push({ text: "下次过银行不发钱", title: "First pass of 银行 after 停留地 pays nothing" });
  if (s.timeouts > 0 && s.status === "playing") {
    out.push({ text: `超时 ${s.timeouts}/3`, title: "Timeouts in a row; three = 逃跑 (leaves the game)", warn: true });
  }
  if (STATUS_WORDS[s.status]) out.push({ text: STATUS_WORDS[s.status], warn: true });
  return out;
}

/** At the end: the ranking with points, above the board. */
export function notices(view, ctx) {
  const out = [];
  if (!view.outcome) return out;  // debts are shown in the middle of the board
  const o = view.outcome;
  const order = [...o.places.keys()].sort((a, b) => o.places[a] - o.places[b]);
  out.push(`结束 · ${REASONS[o.reason] || o.reason} · ` + order.map((seat) => {
    const f = o.seats[seat] || {};
    const pts = f.points > 0 ? `+${f.points}` : `${f.points}`;
    return `第${o.places[seat]}名 ${ctx.seatName(seat)} ${money(f.total_assets)} ${pts}分`;
  }).join(" · "));
  return out;
}

/** Words for result.reason. */
export function reasonText(reason) {
  return REASONS[reason];
}

/** The label of an action button. */
export function actionLabel(action) {
  switch (action.type) {
    case "roll": return "掷骰子 · Roll";
    case "buy": return "购买 · Buy";
    case "build": return "建造 · Build";
    case "decline": return "放弃 · Decline";
    case "sell": return `变卖 · Sell ${(action.squares || []).length}`;
    case "resign": return "Resign · 认输 (自杀)";
    default: return action.type;
  }
}

// -- the move list -------------------------------------------------------------------

function describeEvent(e, name, who) {
  switch (e.type) {
    case "dice":
      return e.purpose === "utility_rent"
        ? `电费骰 ${e.dice.join("+")}=${e.total}`
        : `掷出 ${e.dice.join("+")}=${e.total}`;
    case "move":
      if (e.via === "jail") return null;
      return `→ ${name(e.to)}`;
    case "lap":
      return e.paid ? `过银行 +${money(e.paid)}` : `过银行 (${e.why === "deposit used up" ? "保证金用完" : "出停留地后首次"}，不发钱)`;
    case "buy": return `购买 ${e.name} ${money(e.price)}`;
    case "build": return `${e.name} 建到 ${LEVEL_WORDS[e.level]} (${money(e.cost)})`;
    case "decline": return `放弃${e.what === "build" ? "建造" : "购买"} ${name(e.square)}`;
    case "cannot_afford": return `${e.what === "build" ? "建不起" : "买不起"} ${name(e.square)}`;
    case "rent": return `付租金 ${money(e.amount)} 给 ${who(e.owner)}`;
    case "tax": return `${name(e.square)} ${money(e.amount)}`;
    case "card": return `${e.deck_name}：${e.text}`;
    case "repairs": return `维修 ${e.houses} 房 ${e.hotels} 旅馆 = ${money(e.amount)}`;
    case "jailed": return "进停留地，停走一轮";
    case "turn_skipped": return `${who(e.seat)} 停走一轮`;
    case "debt": return `${who(e.seat)} 欠款 ${money(e.amount)}，需抵押`;
    case "auto_sale": return "超时：自动变卖";
    case "sell": return `卖 ${e.name} ${money(e.value)}`;
    case "debt_cancelled": return "债务取消";
    case "bankrupt": return `${who(e.seat)} 破产`;
    case "timeout":
      return `超时 ${e.count}/3：${e.decision === "roll" ? "跳过本轮" : "放弃"}`;
    case "left": return `${who(e.seat)} ${e.how === "resigned" ? "自杀" : "逃跑"}，保留 ${money(e.kept)}`;
    case "game_over": return `游戏结束 (${REASONS[e.reason] || e.reason})`;
    case "money":
      if (e.reason === "card" && e.payee !== "bank" && e.payer !== "bank") return `${who(e.payer)} → ${who(e.payee)} ${money(e.amount)}`;
      if (e.reason === "card" || e.reason === "resign_split" || e.reason === "escape_split") {
        const to = e.payee === "bank" ? "银行" : who(e.payee);
        const from = e.payer === "bank" ? "银行" : who(e.payer);
        return `${from} → ${to} ${money(e.amount)}`;
      }
      return null;
    default: return null;
  }
}

/** One line of the move list, from the move's events. */
export function describeMove(entry, ctx) {
  const view = ctx && ctx.game ? ctx.game.view : null;
  const name = (i) => squareName(view, i);
  const who = (s) => (s === "bank" ? "银行" : ctx ? ctx.seatName(s) : `Seat ${s + 1}`);
  const parts = (entry.events || []).map((e) => describeEvent(e, name, who)).filter(Boolean);
  const a = entry.action || {};
  if (!parts.length) return a.type === "resign" ? "自杀" : actionLabel(a);
  if (a.type === "sell") parts.unshift("抵押还债");
  return parts.join(" · ");
}

// -- drawing --------------------------------------------------------------------------

export function cellOf(i) {
  if (i <= 10) return { row: SIDE, col: SIDE - i, side: "bottom" };
  if (i <= 20) return { row: SIDE - (i - 10), col: 1, side: "left" };
  if (i <= 30) return { row: 1, col: 1 + (i - 20), side: "top" };
  return { row: 1 + (i - 30), col: SIDE, side: "right" };
}

/** Token centre (percent of the board) of ``seat`` on square ``i``. */
function tokenPoint(i, seat) {
  const { row, col } = cellOf(i);
  const dx = [-1, 1, -1, 1][seat % 4] * 1.35;
  const dy = [0, 0, 1, 1][seat % 4] * 2.2;
  return { x: ((col - 0.5) / SIDE) * 100 + dx, y: ((row - 0.5) / SIDE) * 100 - 0.4 + dy };
}

function pips(n) {
  const layout = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] }[n] || [];
  const die = el("span", { class: "qs-die", "data-value": n, title: String(n) });
  for (let k = 0; k < 9; k += 1) die.append(el("span", { class: layout.includes(k) ? "qs-pip on" : "qs-pip" }));
  return die;
}

function squareNode(view, sq) {
  const { row, col, side } = cellOf(sq.index);
  const corner = sq.index % 10 === 0;
  const node = el("div", {
    class: `qs-sq qs-kind-${sq.kind} qs-side-${side}${corner ? " qs-corner" : ""}`,
    "data-square": sq.index, "data-kind": sq.kind,
    title: squareTitle(sq),
    style: { gridRow: String(row), gridColumn: String(col) },
  });
  if (sq.group) node.append(el("div", { class: "qs-band", style: { background: GROUP_COLORS[sq.group] || "#999" } }));
  else if (KIND_WORDS[sq.kind] && !corner && sq.kind !== "chance" && sq.kind !== "chest") {
    node.append(el("div", { class: `qs-band qs-band-${sq.kind}` }));
  }
  node.append(el("div", { class: "qs-name", text: sq.name }));
  if (sq.price !== undefined) {
    if (sq.owner !== null && sq.owner !== undefined) {
      const color = SEAT_COLORS[sq.owner % SEAT_COLORS.length];
      node.classList.add("qs-owned");
      node.dataset.owner = sq.owner;
      node.style.setProperty("--owner", color);
      const rent = sq.rent !== undefined ? `租 ${money(sq.rent)}` : `租 骰×${sq.rent_multiplier}`;
      node.append(el("div", { class: "qs-price qs-rent", text: rent }));
    } else {
      node.append(el("div", { class: "qs-price", text: money(sq.price) }));
    }
    if (sq.kind === "street") {
      node.dataset.level = sq.level;
      const level = el("div", { class: "qs-level", title: LEVEL_WORDS[sq.level] });
      if (sq.level === 5) level.append(el("span", { class: "qs-hotel", text: "旅馆" }));
      else for (let k = 0; k < sq.level; k += 1) level.append(el("span", { class: "qs-house" }));
      node.append(level);
    }
  } else if (sq.kind === "income_tax") {
    node.append(el("div", { class: "qs-price", text: "10%≤¥200" }));
  } else if (sq.kind === "luxury_tax") {
    node.append(el("div", { class: "qs-price", text: "¥225" }));
  } else if (sq.kind === "start") {
    node.append(el("div", { class: "qs-price", text: "起点 ←" }));
  }
  return node;
}

function squareTitle(sq) {
  const lines = [`${sq.number}. ${sq.name}${sq.group ? ` (${sq.group}段)` : ""}`];
  if (sq.price !== undefined) {
    lines.push(`购地价 ${money(sq.price)} · 抵押价 ${money(sq.mortgage)}`);
    if (sq.rents) lines.push(`租金 ${sq.rents.map((r, k) => `${LEVEL_WORDS[k]} ${r}`).join(" / ")}`, `建造价 ${money(sq.build)}`);
    if (sq.kind === "railway") lines.push("过路费 1条50 / 2条100 / 3条200 / 4条400");
    if (sq.kind === "utility") lines.push("过路费 骰子数×4 (一个) / ×10 (两个)");
    if (sq.level) lines.push(`现在: ${LEVEL_WORDS[sq.level]}`);
  }
  return lines.join("\n");
}

function promptDeadline(ctx, seat, kind) {
  const prompts = (ctx.game && ctx.game.prompts) || [];
  const p = prompts.find((q) => q.seat === seat && (!kind || (q.kinds || []).includes(kind)));
  return p ? p.deadline : null;
}

function countdown(deadline) {
  if (!deadline) return null;
  const node = el("span", { class: "countdown qs-countdown", "data-deadline": deadline, "data-testid": "qs-countdown" });
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));
  node.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return node;
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  let st = container._qs;
  if (!st || st.root.parentNode !== container) {
    const root = el("div", { class: "qs-root" });
    const grid = el("div", { class: "qs-board", role: "img", "aria-label": "强手棋 board" });
    const tokens = el("div", { class: "qs-tokens" });
    const overlay = el("div", { class: "qs-overlay" });
    root.append(grid, tokens, overlay);
    container.replaceChildren(root);
    st = { root, grid, tokens, overlay, positions: new Map(), debtKey: null, selected: new Set(), sending: false };
    container._qs = st;
  }
  st.view = view;
  st.ctx = ctx;
  const me = ctx.mySeat;

  // The ring of squares and the middle.
  const squares = view.board.map((sq) => squareNode(view, sq));
  const centre = el("div", { class: "qs-centre" });
  centre.append(el("div", { class: "qs-title" },
    el("span", { class: "qs-logo", text: "强手棋" }),
    el("span", { class: "qs-round", text: `第 ${view.round} / ${view.round_limit} 回合${view.room === "coin" ? " · 金币场" : " · 普通场"}` })));
  centre.append(diceNode(view, ctx));
  centre.append(promptNode(view, ctx, st));
  const debts = debtsNode(view, ctx);
  if (debts) centre.append(debts);
  centre.append(cardNode(view, ctx));
  if (view.outcome) centre.append(rankingNode(view, ctx));
  st.grid.replaceChildren(...squares, centre);
  const current = view.pending ? view.pending.square : null;
  if (current !== null && current !== undefined) st.grid.querySelector(`[data-square="${current}"]`)?.classList.add("qs-current");

  drawTokens(st, view, ctx);
  drawDialog(st, view, ctx, me);
  container.classList.toggle("qs-interactive", !!ctx.interactive);
}

function diceNode(view, ctx) {
  const box = el("div", { class: "qs-dice", "data-testid": "qs-dice" });
  const d = view.last_dice;
  if (d) {
    box.append(pips(d.dice[0]), pips(d.dice[1]),
      el("span", { class: "qs-dice-text", text: `${ctx.seatName(d.seat)} 掷出 ${d.total}` }));
  } else {
    box.append(pips(1), pips(1), el("span", { class: "qs-dice-text muted", text: "还没有人掷骰子" }));
    box.classList.add("qs-dice-idle");
  }
  return box;
}

function promptNode(view, ctx, st) {
  const box = el("div", { class: "qs-prompt", "data-testid": "qs-prompt" });
  const p = view.pending;
  if (view.outcome || view.ended) return box;  // the ranking table says it
  if (!p) return box;  // only debts pending: the debts box says so
  const who = ctx.seatName(p.seat);
  const mine = p.seat === ctx.mySeat && ctx.interactive;
  const legal = new Set((ctx.legalActions || []).map((a) => a.type));
  const sq = p.square !== null && p.square !== undefined ? view.board[p.square] : null;
  const cash = view.seats[p.seat] ? view.seats[p.seat].cash : 0;
  let text;
  if (p.kind === "roll") text = mine ? "轮到你掷骰子" : `等待 ${who} 掷骰子`;
  else if (p.kind === "buy") text = `${mine ? "你" : who} 可以购买 ${sq.name}，价格 ${money(p.cost)}（现金 ${money(cash)}）`;
  else text = `${mine ? "你" : who} 可以在 ${sq.name} 建造 ${LEVEL_WORDS[sq.level + 1]}，建造价 ${money(p.cost)}（现金 ${money(cash)}）`;
  box.append(el("div", { class: "qs-prompt-text", text }));
  const deadline = promptDeadline(ctx, p.seat, p.kind);
  const clock = countdown(deadline);
  if (clock && !ctx.replay) box.append(el("div", { class: "qs-prompt-clock muted" }, "剩余 ", clock));
  if (mine) {
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
    const add = (type, label, primary) => {
      if (!legal.has(type)) return;
      const b = el("button", {
        type: "button", class: `button ${primary ? "button-primary" : "button-quiet"} qs-action`, "data-qs-action": type,
        "data-testid": `qs-${type}`, text: label,
      });
      b.addEventListener("click", () => send({ type }, b));
      buttons.append(b);
    };
    if (p.kind === "roll") add("roll", "🎲 掷骰子 · Roll", true);
    if (p.kind === "buy") { add("buy", `购买 · Buy ${money(p.cost)}`, true); add("decline", "放弃 · Decline"); }
    if (p.kind === "build") { add("build", `建造 · Build ${money(p.cost)}`, true); add("decline", "放弃 · Decline"); }
    box.append(buttons);
    box.classList.add("qs-mine");
  }
  return box;
}

function debtsNode(view, ctx) {
  const debts = view.debts || [];
  if (!debts.length || view.outcome) return null;
  const box = el("div", { class: "qs-debts" });
  for (const d of debts) {
    const deadline = promptDeadline(ctx, d.seat, "sell");
    const line = el("div", { class: "qs-debt-line", "data-debtor": d.seat },
      el("strong", { text: `${ctx.seatName(d.seat)} 欠款 ${money(d.amount)}` }),
      ` · 现金 ${money(d.cash)} · 差 ${money(d.shortfall)} · 抵押中`);
    const clock = countdown(deadline);
    if (clock && !ctx.replay) line.append(" · 自动变卖 ", clock);
    box.append(line);
  }
  return box;
}

function cardNode(view, ctx) {
  const c = view.last_card;
  const box = el("div", { class: `qs-card${c ? ` qs-card-${c.deck}` : " qs-card-none"}`, "data-testid": "qs-card" });
  if (!c) {
    box.append(el("div", { class: "qs-card-deck", text: "机会 · 公共基金" }), el("div", { class: "qs-card-text muted", text: "还没有抽过卡" }));
    return box;
  }
  box.append(el("div", { class: "qs-card-deck", text: `${c.deck_name} · ${ctx.seatName(c.seat)}` }),
    el("div", { class: "qs-card-text", text: c.text }));
  return box;
}

function rankingNode(view, ctx) {
  const o = view.outcome;
  const order = [...o.places.keys()].sort((a, b) => o.places[a] - o.places[b]);
  const table = el("table", { class: "qs-ranking", "data-testid": "qs-ranking" },
    el("caption", { text: `排名 · ${REASONS[o.reason] || o.reason}` }),
    el("thead", {}, el("tr", {}, ...["名次", "玩家", "现金", "总资产", "积分"].map((h) => el("th", { text: h })))));
  const body = el("tbody");
  for (const seat of order) {
    const f = o.seats[seat] || {};
    const dot = el("span", { class: "qs-dot", style: { background: seatColor(view, seat) } });
    const flag = f.bankrupt ? " 破产" : f.resigned ? " 自杀" : f.escaped ? " 逃跑" : "";
    body.append(el("tr", { "data-seat": seat },
      el("td", { text: `第${o.places[seat]}名` }),
      el("td", {}, dot, `${ctx.seatName(seat)}${flag}`),
      el("td", { text: money(f.cash) }),
      el("td", { text: money(f.total_assets) }),
      el("td", { class: f.points > 0 ? "qs-plus" : "qs-minus", text: f.points > 0 ? `+${f.points}` : String(f.points) })));
  }
  table.append(body);
  return table;
}

function drawTokens(st, view, ctx) {
  const seen = new Set();
  for (const s of view.seats) {
    if (s.status !== "playing" && !(view.outcome && s.status === "bankrupt")) continue;
    seen.add(s.seat);
    let token = st.tokens.querySelector(`.qs-token[data-seat="${s.seat}"]`);
    const fresh = !token;
    if (!token) {
      token = el("div", { class: "qs-token", "data-seat": s.seat, title: ctx.seatName(s.seat) });
      token.style.background = seatColor(view, s.seat);
      token.textContent = String(s.seat + 1);
      st.tokens.append(token);
    }
    token.dataset.square = s.position;
    token.classList.toggle("qs-token-moving", view.pending && view.pending.seat === s.seat);
    const to = tokenPoint(s.position, s.seat);
    const from = st.positions.get(s.seat);
    token.style.left = `${to.x}%`;
    token.style.top = `${to.y}%`;
    if (!fresh && from !== undefined && from !== s.position && token.animate && !ctx.replay) {
      const steps = (s.position - from + 40) % 40;
      const frames = [];
      if (steps > 0 && steps <= 12) {
        for (let k = 0; k <= steps; k += 1) {
          const p = tokenPoint((from + k) % 40, s.seat);
          frames.push({ left: `${p.x}%`, top: `${p.y}%` });
        }
      } else {
        const p = tokenPoint(from, s.seat);
        frames.push({ left: `${p.x}%`, top: `${p.y}%` }, { left: `${to.x}%`, top: `${to.y}%` });
      }
      token.animate(frames, { duration: Math.min(1400, 110 * Math.max(frames.length, 4)), easing: "ease-in-out" });
    }
    st.positions.set(s.seat, s.position);
  }
  for (const token of st.tokens.querySelectorAll(".qs-token")) {
    if (!seen.has(Number(token.dataset.seat))) token.remove();
  }
}

// -- the mortgage dialog (抵押) ----------------------------------------------------------

function drawDialog(st, view, ctx, me) {
  const debt = me !== null && me !== undefined && !ctx.replay && !view.outcome
    ? (view.debts || []).find((d) => d.seat === me) : null;
  const canSell = debt && (ctx.legalActions || []).some((a) => a.type === "sell");
  if (!debt || !canSell) {
    st.overlay.replaceChildren();
    st.overlay.hidden = true;
    st.debtKey = null;
    st.selected = new Set();
    return;
  }
  if (st.debtKey !== debt.key) {
    st.debtKey = debt.key;
    st.selected = new Set();
  }
  const owned = new Set(debt.assets.map((a) => a.square));
  for (const q of [...st.selected]) if (!owned.has(q)) st.selected.delete(q);

  const total = el("strong", { class: "qs-total", "data-testid": "qs-total" });
  const remain = el("span", { class: "qs-remain", "data-testid": "qs-remain" });
  const submit = el("button", { type: "button", class: "button button-primary qs-sell", "data-testid": "qs-sell", text: "变卖并还债 · Sell" });
  const update = () => {
    const value = debt.assets.filter((a) => st.selected.has(a.square)).reduce((n, a) => n + a.sale_value, 0);
    const have = debt.cash + value;
    total.textContent = `${money(debt.cash)} + ${money(value)} = ${money(have)}`;
    if (have >= debt.amount) {
      remain.textContent = `还债后余 ${money(have - debt.amount)}`;
      remain.className = "qs-remain qs-ok";
    } else {
      remain.textContent = `还差 ${money(debt.amount - have)}`;
      remain.className = "qs-remain qs-short";
    }
    submit.disabled = have < debt.amount || st.sending || st.selected.size === 0;
  };
  const rows = debt.assets.map((a) => {
    const box = el("input", { type: "checkbox", "data-square": a.square, "data-testid": `qs-asset-${a.square}` });
    box.checked = st.selected.has(a.square);
    box.addEventListener("change", () => {
      if (box.checked) st.selected.add(a.square); else st.selected.delete(a.square);
      update();
    });
    const sq = view.board[a.square];
    const band = el("span", { class: "qs-dot", style: { background: sq.group ? GROUP_COLORS[sq.group] : "#999" } });
    return el("label", { class: `qs-asset${debt.auto_sale.includes(a.square) ? " qs-auto" : ""}` },
      box, band,
      el("span", { class: "qs-asset-name", text: a.name }),
      el("span", { class: "qs-asset-level muted", text: sq.kind === "street" ? LEVEL_WORDS[a.level] : KIND_WORDS[sq.kind] }),
      el("span", { class: "qs-asset-mortgage muted", title: "抵押价 (mortgage value)", text: `抵押 ${money(a.mortgage)}` }),
      el("span", { class: "qs-asset-value", title: "What selling it yields", text: money(a.sale_value) }));
  });
  const auto = el("button", { type: "button", class: "button button-quiet qs-auto-pick", text: "按自动方案勾选 · Pick as the auto sale" });
  auto.addEventListener("click", () => {
    st.selected = new Set(debt.auto_sale);
    for (const box of st.overlay.querySelectorAll("input[data-square]")) box.checked = st.selected.has(Number(box.dataset.square));
    update();
  });
  submit.addEventListener("click", async () => {
    if (submit.disabled) return;
    st.sending = true;
    update();
    const squares = [...st.selected].sort((x, y) => x - y);
    const ok = await ctx.submit({ type: "sell", squares });
    st.sending = false;
    if (!ok && st.overlay.contains(submit)) update();
  });
  const reason = debt.reason === "rent" ? `租金 (${squareName(view, debt.square)})`
    : debt.reason === "tax" ? `税 (${squareName(view, debt.square)})` : debt.reason === "card" ? "卡片" : debt.reason;
  const deadline = promptDeadline(ctx, me, "sell");
  const clock = countdown(deadline);
  const autoNames = debt.auto_sale.map((q) => squareName(view, q)).join("、");
  const dialog = el("div", { class: "qs-dialog", role: "dialog", "aria-label": "抵押 mortgage", "data-testid": "qs-mortgage" },
    el("div", { class: "qs-dialog-head" },
      el("h3", { text: "抵押 · Mortgage" }),
      clock ? el("span", { class: "qs-dialog-clock" }, "自动变卖 ", clock) : null),
    el("div", { class: "qs-debt-facts" },
      el("div", {}, "当前负债 ", el("strong", { class: "qs-debt-amount", "data-testid": "qs-debt", text: money(debt.amount) }), ` · ${reason}`),
      el("div", { class: "muted", text: `现金 ${money(debt.cash)} · 还差 ${money(debt.shortfall)}` })),
    el("div", { class: "qs-asset-list" }, ...rows),
    el("div", { class: "qs-dialog-total" }, "现金 + 所选 = ", total, " ", remain),
    el("p", { class: "muted small qs-auto-note", text: `超时将自动变卖（抵押价最低者先）: ${autoNames}` }),
    el("div", { class: "qs-buttons" }, submit, auto));
  st.overlay.replaceChildren(dialog);
  st.overlay.hidden = false;
  update();
}
