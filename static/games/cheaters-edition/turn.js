/**
 * The turn panel (over the middle of the board on a wide screen, under it on a phone):
 * whose turn it is and what they are deciding, the viewer's honest actions with the cheats
 * that apply now beside them, the accusation window's prompt with its countdown, what the
 * last window decided (the card turned over, for everyone) and the viewer's own unsettled
 * cheats (only the cheater sees them).
 */

import { t, tf } from "../../js/page/i18n.js";
import { stoppedNow, stoppedText } from "../../js/page/ended.js";
import { cheatChoices, cheatLabel, honestButtons, honestLabel, CHEAT_FIELDS } from "./actions.js";
import { sendButton } from "./dialogs.js";
import { cheatOf, deckName } from "./words.js";
import { countdown, deadlineOf, el, legalOf, money, outcomeOf } from "./util.js";
import { localTime } from "../../js/page/correspondence.js";

function phaseText(view, ctx) {
  if (stoppedNow(ctx)) return stoppedText(ctx);
  const turn = view.turn || {};
  const p = view.pending || {};
  const seat = p.seat !== undefined ? p.seat : turn.seat;  // a correspondence window's next turn
  const who = seat === ctx.mySeat ? t("You") : ctx.seatName(seat);
  const sq = (i) => (view.board[i] ? view.board[i].name : "");
  switch (p.kind) {
    case "roll": return p.in_jail ? tf("%(who)s: in jail, roll for doubles, pay or use a card", { who }) : tf("%(who)s: roll the dice", { who });
    case "roll_for": return tf("%(who)s rolls for %(seat)s", { who: ctx.seatName(p.seat), seat: ctx.seatName(p.for_seat) });
    case "buy": return tf("%(who)s: buy %(square)s for %(price)s?", { who, square: sq(p.square), price: money(p.price) });
    case "rent": return tf("%(who)s: rent %(amount)s to %(owner)s on %(square)s", { who, amount: money(p.amount), owner: ctx.seatName(p.owner), square: sq(p.square) });
    case "card": return tf("%(who)s drew a %(deck)s card", { who, deck: deckName(p.deck) });
    case "free_parking": return tf("%(who)s: Free Parking, draw a card", { who });
    case "second_card": return tf("%(who)s: two cards of one kind, use or discard one", { who });
    case "auction": return tf("Auction of %(square)s: sealed bids", { square: sq(view.auction ? view.auction.square : p.square) });
    case "offer": return tf("%(from)s made an offer to %(to)s", { from: ctx.seatName(view.offer.from), to: ctx.seatName(view.offer.to) });
    case "debt": return t("A player must raise money to pay a debt");
    case "end": return p.doubles ? tf("%(who)s: doubles, roll again", { who }) : tf("%(who)s: end the turn", { who });
    case "window": return t("Accusation window: did someone cheat?");
    case "place_token": return tf("%(who)s places %(cheater)s's token", { who: ctx.seatName(p.seat), cheater: ctx.seatName(p.cheater) });
    case "cheapest": return tf("%(who)s may buy %(square)s for %(price)s", { who, square: sq(p.square), price: money(p.price) });
    default: return "";
  }
}

/** The Chance / Community Chest card I drew and have not read yet (only the drawer's view
 * holds it): its name and what it says. */
function drawnNode(view) {
  const c = view.drawn_card;
  if (!c) return null;
  return el("div", { class: "ce-drawn", "data-testid": "ce-drawn-card", "data-card": c.id },
    el("strong", { text: `${deckName(c.deck)} · ${c.name}` }), el("div", { text: c.text || "" }));
}

/** What the last accusation window decided, each with its card turned over. */
function resultsNode(view, ctx) {
  const rows = (view.results || []).map((r) => {
    const card = cheatOf(view, r.cheat, ctx);
    const ok = r.result === "succeeded";
    const words = {
      caught: tf("Caught! %(accuser)s caught %(seat)s cheating: %(cheat)s", { accuser: ctx.seatName(r.accuser), seat: ctx.seatName(r.seat), cheat: card.name }),
      wrong: tf("Wrong accusation: %(accuser)s accused %(seat)s of %(cheat)s and pays %(amount)s", { accuser: ctx.seatName(r.accuser), seat: ctx.seatName(r.seat), cheat: card.name, amount: money(100) }),
      void: tf("%(accuser)s accused %(seat)s of %(cheat)s too late: already caught", { accuser: ctx.seatName(r.accuser), seat: ctx.seatName(r.seat), cheat: card.name }),
      succeeded: tf("Cheat succeeded: %(seat)s got away with %(cheat)s", { seat: ctx.seatName(r.seat), cheat: card.name }),
    }[r.result] || r.result;
    const back = r.result === "caught" ? card.penalty || t("Penalty") : ok ? card.reward || t("Reward") : null;
    return el("div", { class: `ce-outcome ce-result-${r.result}${ok ? " ce-ok" : ""}`, "data-testid": `ce-result-${r.result}` },
      el("div", { class: "ce-outcome-text", text: words }),
      back ? el("div", { class: `ce-cheat ce-flipped${ok ? " ce-ok" : ""}`, "data-cheat": r.cheat },
        el("div", { class: "ce-cheat-name", text: card.name }), el("span", { class: "ce-cheat-back", text: back })) : null);
  });
  return rows.length ? el("div", { class: "ce-results", "data-testid": "ce-results" }, ...rows) : null;
}

/** My cheats not yet settled (only the cheater's view holds them). */
function myCheatsNode(view, ctx) {
  const mine = view.my_cheats || [];
  if (!mine.length) return null;
  return el("div", { class: "ce-my-cheats", "data-testid": "ce-my-cheats" },
    ...mine.map((c) => el("div", { text: tf("You cheated: %(name)s — the others see only what changed. The reward comes if nobody catches you.", { name: cheatOf(view, c.cheat, ctx).name }) })));
}

function accusePrompt(view, ctx) {
  // Any other player still in the game, any face-up cheat (RULINGS: accuse a player of one
  // face-up cheat); the legal list may hold only representative pairs.
  const targets = view.seats.filter((s) => s.seat !== ctx.mySeat && s.status === "playing").map((s) => s.seat);
  const cheats = (view.face_up || []).map((c) => c.id);
  const suspect = view.window ? view.window.turn_seat : null;  // the usual suspect first
  const target = el("select", { "data-testid": "ce-accuse-target" },
    ...targets.map((s) => el("option", { value: s, text: ctx.seatName(s), selected: s === suspect })));
  const cheat = el("select", { "data-testid": "ce-accuse-cheat" }, ...cheats.map((id) => el("option", { value: id, text: cheatOf(view, id, ctx).name })));
  const read = () => ({ type: "accuse", target: Number(target.value), cheat: cheat.value });
  return el("div", { class: "ce-accuse", "data-testid": "ce-accuse" },
    el("h3", {}, t("Cheater! Accuse someone, or pass"), " ", countdown(deadlineOf(ctx, ctx.mySeat), "ce-countdown")),
    el("p", { class: "ce-hint", text: tf("Right: the card's penalty, and you are the one who caught them. Wrong: you pay the accused %(amount)s.", { amount: money(100) }) }),
    el("div", { class: "ce-accuse-fields" }, el("label", {}, t("Player"), target), el("label", {}, t("Cheat"), cheat)),
    el("div", { class: "ce-buttons" },
      sendButton(ctx, t("Accuse"), read, { primary: true, testid: "ce-accuse-send" }),
      sendButton(ctx, t("Pass"), () => ({ type: "pass" }), { testid: "ce-pass" })));
}

/** What changed in the turn now being judged, from the turn's public starting facts:
 * cash, positions, deeds and hotels (everyone sees the same facts). */
function changesNode(view, ctx) {
  const start = view.turn && view.turn.start;
  if (!start) return null;
  const lines = [];
  view.seats.forEach((p, i) => {
    const delta = p.cash - start.cash[i];
    const moved = p.position !== start.positions[i];
    if (!delta && !moved) return;
    const bits = [];
    if (delta) bits.push(`${delta > 0 ? "+" : "−"}${money(Math.abs(delta))}`);
    if (moved) bits.push(`→ ${view.board[p.position].name}`);
    lines.push(`${ctx.seatName(i)}: ${bits.join(" ")}`);
  });
  view.board.forEach((sq, i) => {
    if (start.owners && sq.owner !== undefined && start.owners[i] !== sq.owner) {
      lines.push(tf("%(square)s: %(from)s → %(to)s", { square: sq.name, from: start.owners[i] === null ? t("the bank") : ctx.seatName(start.owners[i]), to: sq.owner === null ? t("the bank") : ctx.seatName(sq.owner) }));
    }
    if (start.hotels && sq.hotel !== undefined && Boolean(start.hotels[i]) !== sq.hotel) {
      lines.push(sq.hotel ? tf("%(square)s: a hotel appears", { square: sq.name }) : tf("%(square)s: its hotel is gone", { square: sq.name }));
    }
  });
  if (!lines.length) return el("div", { class: "ce-hint", "data-testid": "ce-changes", text: t("This turn changed nothing on the table.") });
  return el("div", { class: "ce-changes", "data-testid": "ce-changes" },
    el("div", { class: "ce-hint", text: tf("This turn (%(name)s):", { name: ctx.seatName(view.turn.seat) }) }),
    ...lines.map((line) => el("div", { text: line })));
}

/** When a correspondence window's hour ends (the deadline of its waiting prompt), or null. */
function hourEnd(view, ctx) {
  const key = view.window && view.window.hour_key;
  const prompt = key ? ((ctx.game && ctx.game.prompts) || []).find((p) => p.key === key) : null;
  return prompt && prompt.deadline ? prompt.deadline : null;
}

/** A correspondence window's timing (RULINGS: until the next player rolls, which waits at
 * least one hour), or null in a live room (its countdown says it all). */
function correspondenceLine(view, ctx) {
  const w = view.window;
  if (!w || w.next_seat === null || w.next_seat === undefined) return null;
  const who = w.next_seat === ctx.mySeat ? t("you roll") : tf("%(who)s rolls", { who: ctx.seatName(w.next_seat) });
  const end = hourEnd(view, ctx);
  const text = end ? tf("Open until %(who)s, not before %(time)s.", { who, time: localTime(end) })
    : tf("Open until %(who)s.", { who });
  return el("div", { class: "ce-hint", "data-testid": "ce-window-until", text });
}

function windowNode(view, ctx) {
  const w = view.window;
  if (!w) return null;
  if (legalOf(ctx, ["accuse", "pass"]).length) {
    const prompt = accusePrompt(view, ctx);
    const changes = changesNode(view, ctx);
    if (changes) prompt.querySelector(".ce-accuse-fields").before(changes);
    const until = correspondenceLine(view, ctx);
    if (until) prompt.querySelector(".ce-hint").after(until);
    return prompt;
  }
  const waiting = (w.waiting || []).map((s) => ctx.seatName(s));
  const answer = w.my_answer ? (w.my_answer.cheat ? tf("You accused %(seat)s of %(cheat)s.", { seat: ctx.seatName(w.my_answer.target), cheat: cheatOf(view, w.my_answer.cheat, ctx).name }) : t("You passed.")) : "";
  const until = correspondenceLine(view, ctx);
  return el("div", { class: "ce-window", "data-testid": "ce-window" },
    el("div", {}, tf("Accusation window: waiting for %(names)s", { names: waiting.join(", ") || "—" }), " ",
      until ? null : countdown(deadlineOf(ctx, null, ""), null)),
    until, answer ? el("div", { class: "ce-hint", text: answer }) : null);
}

/** The next player of a correspondence window whose hour still runs: Roll shown disabled,
 * with the time it may be used (or sooner, once everyone has answered). */
function rollNotYet(view, ctx) {
  const w = view.window;
  const end = hourEnd(view, ctx);
  if (!w || w.next_seat !== ctx.mySeat || !end || legalOf(ctx, "roll").length) return null;
  return el("div", { class: "ce-roll-wait", "data-testid": "ce-roll-wait" },
    el("button", { type: "button", class: "button button-primary", disabled: true, "data-testid": "ce-roll", text: honestLabel({ type: "roll" }, view, ctx) }),
    el("span", { class: "ce-hint", text: tf("The accusation window is open: you can roll at %(time)s, or as soon as everyone has answered.", { time: localTime(end) }) }));
}

/** A caught Identity Theft: I put the cheater's token on any square (seed: 可以將作弊者的棋子
 * 放置在棋盤上的任何空格上). */
function placeTokenNode(view, ctx) {
  if (!legalOf(ctx, "place_token").length) return null;
  const select = el("select", { "data-testid": "ce-place-square" },
    ...view.board.map((sq) => el("option", { value: sq.index, text: `${sq.index}. ${sq.name}` })));
  return el("div", { class: "ce-place-token" },
    el("label", {}, tf("Put %(name)s's token on", { name: ctx.seatName((view.pending || {}).cheater) }), select),
    el("div", { class: "ce-buttons" },
      sendButton(ctx, t("Place the token"), () => ({ type: "place_token", square: Number(select.value) }), { primary: true, testid: "ce-place-token" })));
}

/** My honest buttons, the trade button and the cheats that apply now (`open(kind, id)`
 * opens a dialog: "trade" or "cheat"). */
function myActions(view, ctx, open) {
  const honest = honestButtons(ctx).map((a) => sendButton(ctx, honestLabel(a, view, ctx), () => a,
    { primary: a.type === "roll" || a.type === "buy" || a.type === "pay_rent" || a.type === "pay" || a.type === "end_turn", testid: `ce-${a.type}${a.square !== undefined ? `-${a.square}` : a.deck ? `-${a.deck}` : ""}` }));
  const extra = legalOf(ctx, "offer").length && !legalOf(ctx, "sell").length
    ? [el("button", { type: "button", class: "button ce-secondary", "data-testid": "ce-open-trade", text: t("Offer a trade…"), onclick: () => open("trade") })] : [];
  const cheats = cheatChoices(ctx).map(({ id, entries }) => {
    const label = cheatLabel(view, id, ctx);
    const direct = (CHEAT_FIELDS[id] || []).length === 0;
    const b = direct ? sendButton(ctx, label.name, () => entries[0], { testid: `ce-cheat-${id}` })
      : el("button", { type: "button", class: "button", "data-testid": `ce-cheat-${id}`, text: `${label.name}…`, onclick: () => open("cheat", id) });
    b.title = label.text;
    b.classList.add("ce-cheat-button");
    return b;
  });
  return el("div", { class: "ce-my-actions", "data-testid": "ce-my-actions" },
    placeTokenNode(view, ctx), rollNotYet(view, ctx),
    el("div", { class: "ce-buttons" }, ...honest, ...extra),
    cheats.length ? el("div", { class: "ce-buttons ce-cheat-buttons", "data-testid": "ce-cheat-buttons" },
      el("span", { class: "ce-hint", text: t("Or cheat:") }), ...cheats) : null);
}

/** The turn panel. */
export function turnNode(view, ctx, open) {
  const box = el("div", { class: "ce-panel ce-turn", "data-testid": "ce-turn" });
  if (outcomeOf(ctx)) return box;
  box.append(el("div", { class: "ce-phase", "data-testid": "ce-phase", text: phaseText(view, ctx) }));
  const drawn = drawnNode(view);
  if (drawn) box.append(drawn);
  const mine = ctx.interactive && !legalOf(ctx, ["accuse", "pass"]).length;
  if (mine) box.append(myActions(view, ctx, open));
  for (const node of [windowNode(view, ctx), myCheatsNode(view, ctx), resultsNode(view, ctx)]) if (node) box.append(node);
  return box;
}
