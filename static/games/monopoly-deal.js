/**
 * Monopoly Deal (大富翁纸牌): the table renderer for the game page (the contract is at the
 * top of static/js/game-page.js; docs/rules/monopoly-deal.md has the view and actions).
 *
 * The view gives the viewer's own hand (`you.hand`; a spectator has none), every seat's
 * bank and property groups (complete sets, house, hotel, rent), the discard pile's top,
 * the draw pile's size, the pending action with each target's answer, and the whole card
 * catalogue (`cards`, by id) and colour table (`colors`), so cards are drawn from data.
 *
 * Playing: click a card of your hand (or drag it onto your bank, your properties or the
 * middle of the table) to get a small chooser built from the legal actions for that card:
 * bank it, lay it (pick the colour of a wildcard), play it (pick the target, the colour,
 * the property to take or give, Double The Rent). Click one of your wildcards on the table
 * to move it to another colour. Charged: the payment picker (click bank and table cards,
 * the running total against the debt). An action aimed at you: Just Say No (when you hold
 * one) or accept, with the countdown of your answer. Over 7 cards at the end of the turn:
 * pick the cards that go to the bottom of the draw pile. Only legal actions are offered.
 */

import { el } from "../js/dom.js";

/** Action types the board submits itself (the page shows buttons for the others). */
export const boardActions = ["bank", "lay", "play", "move_wild", "end_turn", "discard", "just_say_no", "pay", "accept"];

export const help = "Click a card in your hand (or drag it to your bank, your properties or the middle " +
  "of the table) to bank, lay or play it; a chooser asks for the colour, the target, the property or " +
  "Double The Rent when needed. Click one of your wildcards on the table to move it. Up to 3 plays, " +
  "then End turn. When charged, click the cards you pay with. ← → step through the moves.";

export const SEAT_COLORS = ["#e0463c", "#2f7fd8", "#2e9d57", "#e39b0b", "#8e5bd1"];

/** Property colours (key -> [background, text]). */
export const COLOR_STYLE = {
  brown: ["#8a5a2b", "#fff"],
  light_blue: ["#a9dcf5", "#12374a"],
  pink: ["#d9418f", "#fff"],
  orange: ["#f39a1e", "#3b2200"],
  red: ["#dc3b2f", "#fff"],
  yellow: ["#f6d330", "#3b3100"],
  green: ["#23985a", "#fff"],
  dark_blue: ["#1f4aa8", "#fff"],
  railroad: ["#3b3b3f", "#fff"],
  utility: ["#bfd59a", "#26330f"],
};

const ACTION_WORDS = {
  rent: "Rent", birthday: "It's My Birthday", debt_collector: "Debt Collector", sly_deal: "Sly Deal",
  forced_deal: "Forced Deal", deal_breaker: "Deal Breaker", just_say_no: "Just Say No", pass_go: "Pass Go",
  house: "House", hotel: "Hotel", double_rent: "Double The Rent",
};
const REASONS = {
  three_sets: "Three complete sets of different colours",
  last_player: "Everyone else left or resigned",
  round_limit: "Round limit (ranked by complete sets, then table value)",
};
const RESULT_WORDS = { paid: "paid", accepted: "accepted", protected: "said no", nothing_owed: "owed nothing" };

export function seatColor(view, seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

export function reasonText(reason) {
  return REASONS[reason];
}

export function actionLabel(action) {
  if (action.type === "resign") return "Resign · 认输";
  return null;
}

/** The hint over my hand in my turn: what I can still do with `left` plays (0..3). */
function playHint(left) {
  if (left <= 0) return "Your turn: no plays left. End your turn.";
  return `Your turn: ${left} play${left === 1 ? "" : "s"} left. Click a card in your hand.`;
}

/** Lines under a seat's name: cards in hand, bank, complete sets, timeouts. */
export function seatDetails(view, seat) {
  const s = view.seats[seat];
  if (!s) return [];
  const out = [
    { text: `hand ${s.hand_count}`, title: "Cards in hand" },
    { text: `bank ${s.bank_value}M`, title: "Bank value" },
    { text: `sets ${s.complete_sets}/3`, title: "Complete sets (three of different colours win)", warn: s.complete_sets >= 2 },
  ];
  if (s.timeouts > 0 && s.status === "playing") out.push({ text: `超时 ${s.timeouts}/3`, title: "Timeouts in a row; three and the seat leaves", warn: true });
  if (s.status !== "playing") out.push({ text: s.status, warn: true });
  return out;
}

/** The pending action and the winner, above the board. */
export function notices(view, ctx) {
  takeCatalogue(ctx);
  const out = [];
  const p = view.pending;
  if (p && view.phase === "respond") {
    const waiting = p.targets.filter((t) => t.stage !== "done").map((t) => ctx.seatName(t.seat));
    out.push(`${ctx.seatName(p.by)}: ${pendingText(view, p, ctx)}${waiting.length ? ` · waiting for ${waiting.join(", ")}` : ""}`);
  }
  if (view.phase === "over" && view.winner !== null && view.winner !== undefined) {
    out.push(`${ctx.seatName(view.winner)} wins with three complete sets.`);
  }
  return out;
}

// -- words ------------------------------------------------------------------------------

function cardOf(view, id) {
  return (CATALOGUE && CATALOGUE[id]) || { id, kind: "unknown", name: `card ${id}`, value: 0 };
}

function colorName(view, c) {
  return (COLORS && COLORS[c] && COLORS[c].name) || c;
}

/** A short name: "Red", "Wild Pink/Orange", "Rent Red/Yellow", "Sly Deal", "3M". */
function shortName(view, id) {
  const c = cardOf(view, id);
  if (c.kind === "money") return `${c.value}M`;
  if (c.kind === "property") return colorName(view, c.colors[0]);
  if (c.kind === "wild") return c.any ? "Wild (any)" : `Wild ${c.colors.map((x) => colorName(view, x)).join("/")}`;
  if (c.kind === "rent") return c.any ? "Rent (any)" : `Rent ${c.colors.map((x) => colorName(view, x)).join("/")}`;
  return c.name || `card ${id}`;
}

/** The game's catalogue (ctx.catalogue, served once per page): cards by id, colours. */
let CATALOGUE = null;
let COLORS = null;

function takeCatalogue(ctx) {
  if (ctx && ctx.catalogue) ({ cards: CATALOGUE, colors: COLORS } = ctx.catalogue);
}

function pendingText(view, p, ctx) {
  const who = (s) => (s === ctx.mySeat ? "you" : ctx.seatName(s));
  const targets = p.targets.map((t) => who(t.seat)).join(", ");
  switch (p.action) {
    case "rent":
      return `Rent ${colorName(view, p.color)} ${p.amount}M${p.doubles.length ? ` (doubled ×${2 ** p.doubles.length})` : ""} from ${targets}`;
    case "birthday":
      return `It's My Birthday: ${p.amount}M from ${targets}`;
    case "debt_collector":
      return `Debt Collector: ${p.amount}M from ${targets}`;
    case "sly_deal":
      return `Sly Deal: takes ${shortName(view, p.take)} from ${targets}`;
    case "forced_deal":
      return `Forced Deal: ${shortName(view, p.take)} of ${targets} for ${shortName(view, p.give)}`;
    case "deal_breaker":
      return `Deal Breaker: takes the ${colorName(view, p.color)} set of ${targets}`;
    default:
      return ACTION_WORDS[p.action] || p.action;
  }
}

function nameById(id) {
  if (!CATALOGUE || id === null || id === undefined) return `card ${id}`;
  return shortName(null, id);
}

function moneyOf(ids) {
  if (!CATALOGUE) return 0;
  return ids.reduce((s, id) => s + (CATALOGUE[id] ? CATALOGUE[id].value : 0), 0);
}

/** One line of the move list. */
export function describeMove(entry, ctx) {
  takeCatalogue(ctx);
  const a = entry.action || {};
  const events = entry.events || [];
  const name = (s) => (ctx && ctx.seatName ? ctx.seatName(s) : `Seat ${s + 1}`);
  const subject = (s) => (s === entry.seat ? "" : `${name(s)} `);
  const parts = [];
  if (a.type === "accept" && !events.some((e) => e.type === "protected")) parts.push("accepted");
  for (const e of events) {
    switch (e.type) {
      case "bank": parts.push(`banked ${nameById(e.card)} (${e.value}M)`); break;
      case "lay": parts.push(`laid ${nameById(e.card)}${COLORS && COLORS[e.color] ? ` as ${COLORS[e.color].name}` : ""}`); break;
      case "move_wild": parts.push(`moved ${nameById(e.card)} to ${COLORS && COLORS[e.color] ? COLORS[e.color].name : e.color}`); break;
      case "play": {
        let t = `played ${ACTION_WORDS[e.action] || nameById(e.card)}`;
        if (e.action === "rent") t += ` ${COLORS && COLORS[e.color] ? COLORS[e.color].name : e.color} for ${e.amount}M${e.double && e.double.length ? ` (×${2 ** e.double.length})` : ""}`;
        else if (e.amount) t += ` (${e.amount}M)`;
        if (e.action === "house" || e.action === "hotel") t += ` on ${COLORS && COLORS[e.color] ? COLORS[e.color].name : e.color}`;
        if (e.target !== undefined && e.target !== null) t += ` on ${name(e.target)}`;
        if (e.action === "sly_deal" || e.action === "forced_deal") t += `: ${nameById(e.take)}${e.give !== undefined ? ` for ${nameById(e.give)}` : ""}`;
        if (e.action === "deal_breaker") t += `: the ${COLORS && COLORS[e.color] ? COLORS[e.color].name : e.color} set`;
        parts.push(t);
        break;
      }
      case "just_say_no": parts.push(`Just Say No! against ${name(e.against)}${e.chain > 1 ? ` (chain ${e.chain})` : ""}`); break;
      case "protected": parts.push(`${e.by === entry.seat ? "accepted the No: " : ""}${name(e.seat)} is protected`); break;
      case "pay": parts.push(`${e.seat === entry.seat ? "paid" : `${name(e.seat)} paid`} ${e.value}M of ${e.debt}M to ${name(e.to)}${e.cards.length ? ` (${e.cards.map(nameById).join(", ")})` : ""}`); break;
      case "nothing_owed": parts.push(`${name(e.seat)} owes nothing (empty table)`); break;
      case "steal": parts.push(`${subject(e.seat)}took ${nameById(e.card)} from ${name(e.from)}`); break;
      case "swap": parts.push(`${subject(e.seat)}swapped ${nameById(e.give)} for ${nameById(e.take)} with ${name(e.with)}`); break;
      case "deal_breaker": parts.push(`${subject(e.seat)}took the ${COLORS && COLORS[e.color] ? COLORS[e.color].name : e.color} set from ${name(e.from)}`); break;
      case "building_to_bank": parts.push(`${nameById(e.card)} went to ${name(e.seat)}'s bank`); break;
      case "draw":
        if (e.reason === "pass_go" || e.seat === entry.seat) {
          parts.push(`${e.seat === entry.seat ? "" : `${name(e.seat)} `}drew ${e.count}${e.cards ? ` (${e.cards.map(nameById).join(", ")})` : ""}`);
        }
        break;
      case "refill": parts.push(`the discard pile was shuffled into a new draw pile (${e.count})`); break;
      case "hand_limit": parts.push(`put ${e.count} card${e.count === 1 ? "" : "s"} under the draw pile${e.cards ? ` (${e.cards.map(nameById).join(", ")})` : ""}`); break;
      case "hand_limit_due": parts.push(`must put ${e.count} card${e.count === 1 ? "" : "s"} back (hand limit 7)`); break;
      case "end_turn": parts.push("ended the turn"); break;
      case "timeout": parts.push(e.seat === entry.seat ? "timed out" : `${name(e.seat)} timed out`); break;
      case "left": parts.push(`${name(e.seat)} left the game`); break;
      case "resign": parts.push("resigned"); break;
      case "win": parts.push(`${name(e.seat)} WINS with ${e.colors.length} complete sets`); break;
      case "game_over": parts.push("game over"); break;
      default: break;
    }
  }
  if (!parts.length) parts.push(a.type || "?");
  return parts.join(" · ");
}

// -- drawing ------------------------------------------------------------------------------

function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return `${Math.floor(s / 86400)} d ${Math.floor((s % 86400) / 3600)} h`;
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} m`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A card face. `size`: "" (hand), "mini" (table). */
function cardEl(view, id, { size = "", extra = "", title = null } = {}) {
  const c = cardOf(view, id);
  const classes = ["md-card", `md-${c.kind}`];
  if (size) classes.push(`md-${size}`);
  if (extra) classes.push(extra);
  const node = el("div", { class: classes.join(" "), "data-card": id, title: title || `${c.name}${c.value ? ` · ${c.value}M` : ""}` });
  const value = el("span", { class: "md-value", text: c.value ? `${c.value}M` : "–" });
  if (c.kind === "property" || c.kind === "wild" || c.kind === "rent") {
    const band = el("div", { class: "md-band" });
    const cols = c.any ? ["red", "orange", "yellow", "green", "light_blue", "dark_blue", "pink"] : c.colors;
    if (cols.length === 1) {
      band.style.background = COLOR_STYLE[cols[0]][0];
      band.style.color = COLOR_STYLE[cols[0]][1];
    } else {
      const step = 100 / cols.length;
      band.style.background = `linear-gradient(${c.any ? 90 : 180}deg, ${cols.map((x, i) => `${COLOR_STYLE[x][0]} ${i * step}% ${(i + 1) * step}%`).join(", ")})`;
      band.style.color = c.any ? "#fff" : COLOR_STYLE[cols[0]][1];
    }
    band.append(el("span", { class: "md-kind", text: c.kind === "property" ? "" : c.kind === "wild" ? "WILD" : "RENT" }));
    node.append(band);
  }
  const label = c.kind === "money" ? `${c.value}M` : c.kind === "property" ? colorName(view, c.colors[0])
    : c.kind === "wild" ? (c.any ? "Any colour" : c.colors.map((x) => colorName(view, x)).join(" / "))
      : c.kind === "rent" ? (c.any ? "Any colour · one player" : c.colors.map((x) => colorName(view, x)).join(" / "))
        : c.name;
  node.append(el("div", { class: "md-name", text: label }));
  if (c.kind === "action") node.append(el("div", { class: "md-zh", text: c.name_zh || "" }));
  if (c.kind === "property" && COLORS && COLORS[c.colors[0]]) {
    node.append(el("div", { class: "md-ladder", text: COLORS[c.colors[0]].rent.map((r) => `${r}`).join("·") }));
  }
  node.append(value);
  return node;
}

function backEl(n) {
  const node = el("div", { class: "md-backs", title: `${n} card${n === 1 ? "" : "s"} in hand` });
  for (let i = 0; i < Math.min(n, 12); i += 1) node.append(el("span", { class: "md-back" }));
  node.append(el("span", { class: "md-count", text: `${n}` }));
  return node;
}

/** Where a table card is: {seat, color, slot} (slot "card", "house", "hotel", "bank"). */
function locate(view, id) {
  for (const s of view.seats) {
    if (s.bank.includes(id)) return { seat: s.seat, slot: "bank" };
    for (const g of s.properties) {
      if (g.cards.includes(id)) return { seat: s.seat, color: g.color, slot: "card" };
      if (g.house === id) return { seat: s.seat, color: g.color, slot: "house" };
      if (g.hotel === id) return { seat: s.seat, color: g.color, slot: "hotel" };
    }
  }
  return null;
}

/** The label of one value of an action field in the chooser. */
function choiceLabel(view, ctx, field, value, action) {
  if (field === "type") return { bank: "Bank as money", lay: "Lay as property", play: "Play the action" }[value] || value;
  if (field === "target") return `on ${ctx.seatName(value)}`;
  if (field === "color") {
    const c = cardOf(view, action.card);
    const name = colorName(view, value);
    if (action.type === "play" && c.kind === "rent") {
      const me = view.seats[ctx.mySeat];
      const g = me && me.properties.find((x) => x.color === value);
      return `${name} (rent ${g ? g.rent : 0}M)`;
    }
    return name;
  }
  if (field === "take" || field === "give") {
    const where = locate(view, value);
    const whose = where ? (where.seat === ctx.mySeat ? "yours" : ctx.seatName(where.seat)) : "";
    return `${field === "take" ? "take" : "give"} ${shortName(view, value)}${whose ? ` · ${whose}` : ""}`;
  }
  if (field === "double") {
    return value.length === 0 ? "no Double The Rent" : value.length === 1 ? "Double The Rent ×2 (2 plays)" : "Double twice ×4 (3 plays)";
  }
  return String(value);
}

const FIELD_ORDER = ["type", "color", "target", "take", "give", "double"];
const FIELD_TITLE = { type: "What to do", color: "Which colour", target: "Whom", take: "Which property to take", give: "Which of yours to give", double: "Double The Rent" };

/** Narrow `actions` by the choices so far; the next field with several values. */
function nextStep(actions, chosen) {
  let rest = actions.filter((a) => Object.entries(chosen).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v)));
  for (const field of FIELD_ORDER) {
    if (field in chosen) continue;
    const values = [];
    const seen = new Set();
    for (const a of rest) {
      if (!(field in a)) continue;
      const k = JSON.stringify(a[field]);
      if (!seen.has(k)) {
        seen.add(k);
        values.push(a[field]);
      }
    }
    if (values.length > 1) return { rest, field, values };
  }
  return { rest, field: null, values: [] };
}

function actionSummary(view, ctx, a) {
  const c = shortName(view, a.card);
  if (a.type === "bank") return `Bank ${c} (${cardOf(view, a.card).value}M)`;
  if (a.type === "lay") return `Lay ${c} as ${colorName(view, a.color)}`;
  if (a.type === "move_wild") return `Move ${c} to ${colorName(view, a.color)}`;
  const kind = cardOf(view, a.card);
  let t = `Play ${kind.kind === "rent" ? "Rent" : kind.name}`;
  if (a.color) t += ` · ${colorName(view, a.color)}`;
  if (a.target !== undefined) t += ` · on ${ctx.seatName(a.target)}`;
  if (a.take !== undefined) t += ` · take ${shortName(view, a.take)}`;
  if (a.give !== undefined) t += ` · give ${shortName(view, a.give)}`;
  if (a.double && a.double.length) t += ` · ×${2 ** a.double.length}`;
  return t;
}

function myPromptDeadline(ctx) {
  const p = (ctx.game.prompts || []).find((x) => x.seat === ctx.mySeat && x.deadline);
  return p ? p.deadline : null;
}

function countdownEl(ctx) {
  const deadline = myPromptDeadline(ctx);
  if (!deadline) return null;
  // The page ticks every .countdown[data-deadline] by the server's clock; the first text
  // uses the payload's server_time the same way (render runs right after receipt).
  const serverNow = Date.parse(ctx.game.server_time || "");
  const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
  return el("span", { class: "countdown md-countdown", "data-deadline": deadline, "data-testid": "md-countdown", text: clock(Date.parse(deadline) - now) });
}

/** Draw the table (see the contract in game-page.js). */
export function render(container, view, ctx) {
  takeCatalogue(ctx);
  const me = ctx.mySeat !== null && ctx.mySeat !== undefined && view.you ? ctx.mySeat : null;
  const legal = ctx.interactive ? ctx.legalActions || [] : [];
  const prev = container._md || {};
  const sameVersion = prev.version === ctx.version && prev.replay === ctx.replay;
  const st = {
    version: ctx.version,
    replay: ctx.replay,
    selected: sameVersion ? prev.selected : null,   // hand card whose chooser is open
    chosen: sameVersion ? prev.chosen || {} : {},   // chooser choices so far
    wild: sameVersion ? prev.wild : null,           // table wildcard being moved
    picked: sameVersion ? prev.picked || [] : [],   // payment / discard selection
    sending: false,
  };
  container._md = st;
  const redraw = () => render(container, view, ctx);
  const send = async (action) => {
    if (st.sending) return;
    st.sending = true;
    container.classList.add("md-sending");
    const ok = await ctx.submit(action);
    container.classList.remove("md-sending");
    st.sending = false;
    if (!ok && container._md === st) {
      st.selected = null;
      st.chosen = {};
      st.wild = null;
      redraw();
    }
  };

  const byType = {};
  for (const a of legal) (byType[a.type] = byType[a.type] || []).push(a);
  const handActions = (id) => legal.filter((a) => ["bank", "lay", "play"].includes(a.type) && a.card === id);
  const wildActions = (id) => (byType.move_wild || []).filter((a) => a.card === id);
  const mode = !ctx.interactive || me === null ? "watch"
    : byType.pay ? "pay"
      : byType.discard ? "discard"
        : byType.accept || byType.just_say_no ? "answer"
          : byType.end_turn ? "play" : "watch";

  const root = el("div", { class: `md-table md-mode-${mode}`, "data-testid": "md-table" });

  // -- seats: the others on top (in turn order after me), me at the bottom --------------
  const order = [];
  const n = view.players;
  const first = me === null ? 0 : (me + 1) % n;
  for (let i = 0; i < n; i += 1) {
    const s = (first + i) % n;
    if (s !== me) order.push(s);
  }

  function groupEl(seatInfo, g, mine) {
    const [bg, fg] = COLOR_STYLE[g.color] || ["#888", "#fff"];
    const box = el("div", { class: `md-set${g.complete ? " md-complete" : ""}`, "data-color": g.color, "data-seat": seatInfo.seat });
    const head = el("div", { class: "md-set-head", style: { background: bg, color: fg } },
      el("span", { class: "md-set-name", text: colorName(view, g.color) }),
      el("span", { class: "md-set-count", text: `${Math.min(g.cards.length, g.set_size)}/${g.set_size}` }));
    box.append(head);
    const stack = el("div", { class: "md-stack" });
    for (const id of g.cards) {
      const wild = mine && mode === "play" && wildActions(id).length > 0;
      const card = cardEl(view, id, { size: "mini", extra: `${wild ? "md-clickable md-movable" : ""}${st.wild === id ? " md-selected" : ""}${mode === "pay" && st.picked.includes(id) ? " md-picked" : ""}` });
      if (g.set_cards.length && !g.set_cards.includes(id)) card.classList.add("md-extra");
      const p = view.pending;
      if (p && (p.take === id || p.give === id || (p.action === "deal_breaker" && p.color === g.color && p.targets.some((t) => t.seat === seatInfo.seat)))) {
        card.classList.add("md-targeted");
      }
      if (wild) {
        card.addEventListener("click", () => {
          st.wild = st.wild === id ? null : id;
          st.selected = null;
          st.chosen = {};
          redraw();
        });
      }
      stack.append(card);
    }
    box.append(stack);
    const foot = el("div", { class: "md-set-foot" });
    if (g.complete) foot.append(el("span", { class: "md-badge md-badge-complete", text: "✓ set" }));
    if (g.house !== null) foot.append(el("span", { class: "md-badge md-building", "data-card": g.house, title: "House: +3M rent", text: "House +3M" }));
    if (g.hotel !== null) foot.append(el("span", { class: "md-badge md-building", "data-card": g.hotel, title: "Hotel: +4M rent", text: "Hotel +4M" }));
    foot.append(el("span", { class: "md-set-rent", title: "Rent for this colour now", text: `rent ${g.rent}M` }));
    box.append(foot);
    return box;
  }

  function areaEl(seat) {
    const s = view.seats[seat];
    const mine = seat === me;
    const classes = ["md-area", mine ? "md-mine" : "md-other"];
    if (view.current === seat && view.phase !== "over") classes.push("md-current");
    if (s.status !== "playing") classes.push("md-out");
    const area = el("section", { class: classes.join(" "), "data-seat": seat, "data-testid": `md-seat-${seat}` });
    const dot = el("span", { class: "md-dot" });
    dot.style.background = seatColor(view, seat);
    const head = el("div", { class: "md-area-head" }, dot,
      el("strong", { text: mine ? `${ctx.seatName(seat)} (you)` : ctx.seatName(seat) }),
      view.current === seat && view.phase !== "over" ? el("span", { class: "md-turn-tag", text: view.phase === "discard" ? "hand limit" : `turn · ${view.plays_left} play${view.plays_left === 1 ? "" : "s"} left` }) : null,
      el("span", { class: "md-sets-tag", text: `${s.complete_sets}/3 sets` }),
      s.status !== "playing" ? el("span", { class: "md-out-tag", text: s.status }) : null);
    if (!mine) head.append(backEl(s.hand_count));
    area.append(head);
    const bank = el("div", { class: "md-bank", "data-drop": mine ? "bank" : null, "data-testid": `md-bank-${seat}` },
      el("div", { class: "md-zone-title", text: `Bank · ${s.bank_value}M` }));
    const bankCards = el("div", { class: "md-bank-cards" });
    for (const id of s.bank) {
      bankCards.append(cardEl(view, id, { size: "mini", extra: mode === "pay" && mine && st.picked.includes(id) ? "md-picked" : "" }));
    }
    if (!s.bank.length) bankCards.append(el("span", { class: "md-empty", text: "empty" }));
    bank.append(bankCards);
    const props = el("div", { class: "md-props", "data-drop": mine ? "props" : null, "data-testid": `md-props-${seat}` });
    for (const g of s.properties) props.append(groupEl(s, g, mine));
    if (!s.properties.length) props.append(el("span", { class: "md-empty", text: "no properties" }));
    area.append(el("div", { class: "md-area-body" }, bank, props));
    return area;
  }

  const others = el("div", { class: "md-others" });
  for (const s of order) others.append(areaEl(s));
  root.append(others);

  // -- the middle: draw pile, discard pile, the pending action ---------------------------
  const middle = el("div", { class: "md-middle", "data-drop": me !== null ? "play" : null });
  middle.append(el("div", { class: "md-pile", title: "Draw pile" },
    el("div", { class: "md-card md-facedown", text: "" }),
    el("div", { class: "md-pile-label", text: `Draw ${view.draw_count}` })));
  const discard = el("div", { class: "md-pile", title: "Discard pile", "data-testid": "md-discard" });
  discard.append(view.discard_top !== null && view.discard_top !== undefined
    ? cardEl(view, view.discard_top) : el("div", { class: "md-card md-empty-pile", text: "empty" }));
  discard.append(el("div", { class: "md-pile-label", text: `Discard ${view.discard_count}` }));
  middle.append(discard);
  const info = el("div", { class: "md-info" });
  if (view.pending) {
    const p = view.pending;
    const box = el("div", { class: "md-pending", "data-testid": "md-pending" },
      el("div", { class: "md-pending-title", text: `${p.by === me ? "You" : ctx.seatName(p.by)}: ${pendingText(view, p, ctx)}` }));
    const list = el("ul", { class: "md-targets" });
    for (const t of p.targets) {
      const state = t.stage === "done" ? RESULT_WORDS[t.result] || t.result
        : t.stage === "counter" ? `said Just Say No${t.no > 1 ? ` (×${t.no})` : ""}: waiting for ${ctx.seatName(p.by)}`
          : `deciding${t.no ? ` (after ${t.no} Just Say No)` : ""}`;
      list.append(el("li", { class: `md-target md-stage-${t.stage}` },
        el("strong", { text: t.seat === me ? "you" : ctx.seatName(t.seat) }), ` ${state}`));
    }
    box.append(list);
    info.append(box);
  } else if (view.phase === "over") {
    info.append(el("div", { class: "md-pending md-over", text: view.winner !== null && view.winner !== undefined ? `${ctx.seatName(view.winner)} wins!` : "Game over" }));
  } else {
    const whose = view.current === me ? "Your" : `${ctx.seatName(view.current)}'s`;
    info.append(el("div", { class: "md-turn-line", text: view.phase === "discard"
      ? `${whose} turn ends: over ${view.hand_limit} cards, the extra go under the draw pile`
      : `${whose} turn · ${view.plays_used} of 3 plays used · round ${view.round}` }));
  }
  middle.append(info);
  root.append(middle);

  // -- the prompt panel (my decision) -------------------------------------------------------
  const panel = el("div", { class: "md-panel", "data-testid": "md-panel" });
  const hand = view.you ? view.you.hand : [];

  if (mode === "play") {
    const row = el("div", { class: "md-panel-row" },
      el("span", { class: "md-hint", text: st.selected !== null || st.wild !== null ? "" : playHint(view.plays_left) }));
    const end = (byType.end_turn || [])[0];
    if (end) {
      const extra = hand.length - view.hand_limit;
      row.append(el("button", {
        type: "button", class: "button button-small md-end", "data-testid": "md-end-turn",
        text: extra > 0 ? `End turn (then put ${extra} back)` : "End turn",
        onclick: () => send(end),
      }));
    }
    panel.append(row);
    if (st.selected !== null) {
      const actions = handActions(st.selected);
      panel.append(chooserEl(actions, shortName(view, st.selected)));
    } else if (st.wild !== null) {
      const actions = wildActions(st.wild);
      const box = el("div", { class: "md-chooser", "data-testid": "md-chooser" },
        el("div", { class: "md-chooser-title", text: `Move ${shortName(view, st.wild)} to:` }));
      for (const a of actions) {
        box.append(el("button", { type: "button", class: "button button-small md-choice", "data-choice": a.color, text: colorName(view, a.color), onclick: () => send(a) }));
      }
      box.append(cancelButton());
      panel.append(box);
    }
  } else if (mode === "pay") {
    panel.append(payPicker());
  } else if (mode === "discard") {
    panel.append(discardPicker());
  } else if (mode === "answer") {
    panel.append(answerPanel());
  } else if (me !== null && ctx.game.status === "active" && !ctx.replay) {
    panel.append(el("div", { class: "md-hint", text: view.phase === "respond" ? "Waiting for the answers…" : `Waiting for ${ctx.seatName(view.current)}…` }));
  }

  function cancelButton() {
    return el("button", {
      type: "button", class: "button button-small button-quiet md-cancel", text: "Cancel",
      onclick: () => { st.selected = null; st.chosen = {}; st.wild = null; redraw(); },
    });
  }

  function chooserEl(actions, title) {
    const box = el("div", { class: "md-chooser", "data-testid": "md-chooser" });
    if (!actions.length) {
      const c = cardOf(view, st.selected);
      let why = "Nothing to do with this card now.";
      if (c.action === "just_say_no") why = "Just Say No is kept for answering an action aimed at you (or bank it, if plays are left).";
      else if (view.plays_left <= 0) why = "No plays left this turn.";
      else if (c.kind === "rent") why = "You have no property of this rent's colours.";
      box.append(el("div", { class: "md-chooser-title", text: `${title}: ${why}` }), cancelButton());
      return box;
    }
    const withType = actions.map((a) => a);
    const { rest, field, values } = nextStep(withType, st.chosen);
    box.append(el("div", { class: "md-chooser-title", text: field ? `${title} · ${FIELD_TITLE[field]}?` : title }));
    if (field) {
      for (const v of values) {
        const sample = rest.find((a) => JSON.stringify(a[field]) === JSON.stringify(v));
        box.append(el("button", {
          type: "button", class: `button button-small md-choice md-choice-${field}`, "data-field": field, "data-choice": JSON.stringify(v),
          text: choiceLabel(view, ctx, field, v, sample),
          onclick: () => {
            const chosen = { ...st.chosen, [field]: v };
            const next = nextStep(withType, chosen);
            if (!next.field && next.rest.length === 1) {
              send(next.rest[0]);
            } else {
              st.chosen = chosen;
              redraw();
            }
          },
        }));
      }
    } else if (rest.length >= 1) {
      box.append(el("button", { type: "button", class: "button button-small md-choice md-confirm", "data-field": "confirm", text: actionSummary(view, ctx, rest[0]), onclick: () => send(rest[0]) }));
    }
    box.append(cancelButton());
    return box;
  }

  function payPicker() {
    const p = view.pending;
    const debt = view.you.owed || (p ? p.amount : 0);
    const payable = view.you.payable || [];
    const value = (id) => cardOf(view, id).value;
    const tableTotal = payable.reduce((s, id) => s + value(id), 0);
    const picked = st.picked.filter((id) => payable.includes(id));
    const total = picked.reduce((s, id) => s + value(id), 0);
    let valid;
    let why = "";
    if (tableTotal <= debt) {
      valid = picked.length === payable.length;
      why = valid ? "" : `Your table is worth ${tableTotal}M: you give all of it.`;
    } else if (total < debt) {
      valid = false;
      why = `${debt - total}M more to cover the debt.`;
    } else {
      valid = picked.length > 0;
      if (total > debt) why = `You give ${total - debt}M more than you owe (no change is given).`;
    }
    const box = el("div", { class: "md-picker md-pay", "data-testid": "md-pay" });
    box.append(el("div", { class: "md-picker-head" },
      el("strong", { text: `${p ? ctx.seatName(p.by) : "?"} charges you ${debt}M` }),
      el("span", { class: "md-total", "data-testid": "md-pay-total", text: `Selected ${total}M of ${debt}M` }),
      countdownEl(ctx)));
    const cards = el("div", { class: "md-picker-cards" });
    const groups = [];
    const mineSeat = view.seats[me];
    groups.push(["Bank", mineSeat.bank.filter((id) => payable.includes(id))]);
    for (const g of mineSeat.properties) {
      const ids = [...g.cards, g.house, g.hotel].filter((id) => id !== null && payable.includes(id));
      if (ids.length) groups.push([`${colorName(view, g.color)}${g.complete ? " (complete set)" : ""}`, ids]);
    }
    for (const [label, ids] of groups) {
      if (!ids.length) continue;
      const row = el("div", { class: "md-picker-group" }, el("div", { class: "md-zone-title", text: label }));
      const rowCards = el("div", { class: "md-picker-row" });
      for (const id of ids) {
        const card = cardEl(view, id, { size: "mini", extra: `md-clickable${picked.includes(id) ? " md-picked" : ""}` });
        card.addEventListener("click", () => {
          st.picked = picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id];
          redraw();
        });
        rowCards.append(card);
      }
      row.append(rowCards);
      cards.append(row);
    }
    box.append(cards);
    if (why) box.append(el("div", { class: "md-why", text: why }));
    const buttons = el("div", { class: "md-panel-row" });
    buttons.append(el("button", {
      type: "button", class: "button button-small md-pay-button", "data-testid": "md-pay-submit", disabled: !valid,
      text: `Pay ${total}M`, onclick: () => send({ type: "pay", cards: [...picked].sort((a, b) => a - b) }),
    }));
    const suggested = (byType.pay || [])[0];
    if (suggested) {
      const v = suggested.cards.reduce((s, id) => s + value(id), 0);
      buttons.append(el("button", {
        type: "button", class: "button button-small button-quiet", "data-testid": "md-pay-suggested",
        text: `Pay the suggestion: ${suggested.cards.map((id) => shortName(view, id)).join(", ") || "nothing"} (${v}M)`,
        onclick: () => { st.picked = [...suggested.cards]; redraw(); },
      }));
    }
    for (const a of byType.just_say_no || []) {
      buttons.append(el("button", { type: "button", class: "button button-small md-jsn", "data-testid": "md-jsn", text: "Just Say No!", onclick: () => send(a) }));
      break;
    }
    box.append(buttons);
    return box;
  }

  function discardPicker() {
    const need = hand.length - view.hand_limit;
    const picked = st.picked.filter((id) => hand.includes(id));
    const box = el("div", { class: "md-picker md-discard", "data-testid": "md-discard-picker" },
      el("div", { class: "md-picker-head" },
        el("strong", { text: `Hand limit: put ${need} card${need === 1 ? "" : "s"} on the bottom of the draw pile` }),
        el("span", { class: "md-total", text: `${picked.length}/${need} chosen` }),
        countdownEl(ctx)),
      el("div", { class: "md-hint", text: "Click the cards in your hand below. Nobody else sees which." }));
    const row = el("div", { class: "md-panel-row" });
    row.append(el("button", {
      type: "button", class: "button button-small", "data-testid": "md-discard-submit", disabled: picked.length !== need,
      text: "Put them back", onclick: () => send({ type: "discard", cards: picked }),
    }));
    const suggested = (byType.discard || [])[0];
    if (suggested) {
      row.append(el("button", {
        type: "button", class: "button button-small button-quiet", text: "Suggest the cheapest",
        onclick: () => { st.picked = [...suggested.cards]; redraw(); },
      }));
    }
    box.append(row);
    return box;
  }

  function answerPanel() {
    const p = view.pending;
    const counter = p && p.by === me;
    const box = el("div", { class: "md-picker md-answer", "data-testid": "md-answer" });
    let title;
    if (counter) {
      const t = p.targets.find((x) => x.stage === "counter");
      title = `${t ? ctx.seatName(t.seat) : "They"} said Just Say No to your ${ACTION_WORDS[p.action] || p.action}.`;
    } else {
      title = `${ctx.seatName(p.by)}: ${pendingText(view, p, ctx)}.`;
    }
    box.append(el("div", { class: "md-picker-head" }, el("strong", { text: title }), countdownEl(ctx)));
    const row = el("div", { class: "md-panel-row" });
    for (const a of byType.just_say_no || []) {
      row.append(el("button", { type: "button", class: "button button-small md-jsn", "data-testid": "md-jsn", text: "Just Say No!", onclick: () => send(a) }));
      break;
    }
    for (const a of byType.accept || []) {
      row.append(el("button", { type: "button", class: "button button-small", "data-testid": "md-accept", text: counter ? "Accept their No" : "Accept", onclick: () => send(a) }));
    }
    box.append(row);
    return box;
  }

  root.append(panel);

  // -- my area and my hand -----------------------------------------------------------------
  if (me !== null) {
    root.append(areaEl(me));
    const handBox = el("div", { class: "md-hand", "data-testid": "md-hand" },
      el("div", { class: "md-zone-title", text: `Your hand · ${hand.length} card${hand.length === 1 ? "" : "s"}${hand.length > view.hand_limit ? ` (limit ${view.hand_limit})` : ""}` }));
    const row = el("div", { class: "md-hand-row" });
    const sorted = [...hand].sort((a, b) => {
      const ka = ["property", "wild", "action", "rent", "money"].indexOf(cardOf(view, a).kind);
      const kb = ["property", "wild", "action", "rent", "money"].indexOf(cardOf(view, b).kind);
      return ka - kb || a - b;
    });
    for (const id of sorted) {
      const usable = mode === "play" && handActions(id).length > 0;
      const pick = mode === "discard";
      const classes = ["md-hand-card"];
      if (usable || pick || mode === "play") classes.push("md-clickable");
      if (usable) classes.push("md-usable");
      if (st.selected === id) classes.push("md-selected");
      if (pick && st.picked.includes(id)) classes.push("md-picked");
      const card = cardEl(view, id, { extra: classes.join(" ") });
      if (mode === "play") {
        card.draggable = usable;
        card.addEventListener("click", () => {
          st.selected = st.selected === id ? null : id;
          st.chosen = {};
          st.wild = null;
          redraw();
        });
        card.addEventListener("dragstart", (event) => {
          event.dataTransfer.setData("text/plain", String(id));
          event.dataTransfer.effectAllowed = "move";
          root.classList.add("md-dragging");
        });
        card.addEventListener("dragend", () => root.classList.remove("md-dragging"));
      } else if (pick) {
        card.addEventListener("click", () => {
          const now = st.picked.filter((x) => hand.includes(x));
          const need = hand.length - view.hand_limit;
          st.picked = now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-Math.max(need, 1));
          redraw();
        });
      }
      row.append(card);
    }
    if (!hand.length) row.append(el("span", { class: "md-empty", text: "no cards" }));
    handBox.append(row);
    root.append(handBox);

    if (mode === "play") {
      // Drop targets: my bank (bank), my properties (lay), the middle (play).
      for (const zone of root.querySelectorAll("[data-drop]")) {
        zone.addEventListener("dragover", (event) => { event.preventDefault(); zone.classList.add("md-drop-over"); });
        zone.addEventListener("dragleave", () => zone.classList.remove("md-drop-over"));
        zone.addEventListener("drop", (event) => {
          event.preventDefault();
          zone.classList.remove("md-drop-over");
          root.classList.remove("md-dragging");
          const id = Number(event.dataTransfer.getData("text/plain"));
          const type = { bank: "bank", props: "lay", play: "play" }[zone.dataset.drop];
          const actions = handActions(id).filter((a) => a.type === type);
          if (actions.length === 1) {
            send(actions[0]);
          } else {
            st.selected = id;
            st.chosen = actions.length ? { type } : {};
            redraw();
          }
        });
      }
    }
  } else if (view.you === null || view.you === undefined) {
    root.append(el("div", { class: "md-hint md-spectator", text: "You are watching: hands are hidden." }));
  }

  container.classList.add("md-wrap");
  container.replaceChildren(root);
}
