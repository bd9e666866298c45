/**
 * Under the board: the card of the square last clicked (name, price, rents, hotel, owner)
 * and every player's cash, deeds and held Chance / Community Chest cards.
 */

import { t, tf } from "../../js/page/i18n.js";
import { GROUP_COLORS, TOKENS } from "./board-svg.js";
import { el, money, seatColor } from "./util.js";
import { cheatOf, deckName, statusWord, subtitle } from "./words.js";

function dot(color) {
  return el("span", { class: "ce-dot", style: { background: color } });
}

/** ‹ and › beside the card's name: `onStep(-1 | 1)` shows the square before or after
 * (a phone's squares are narrow: a tap on the neighbour is put right in one tap). */
function stepButtons(onStep) {
  const step = (d, testid, label, text) => el("button", {
    type: "button", class: "button button-small ce-step", "data-testid": testid, "aria-label": label, title: label, text, onclick: () => onStep(d, testid),
  });
  return el("span", { class: "ce-steps" },
    step(-1, "ce-square-prev", t("Previous square"), "‹"), step(1, "ce-square-next", t("Next square"), "›"));
}

/** The card of square `index`: what it costs, what it earns, who owns it; with
 * `onStep`, buttons to the squares on either side. */
export function squareCard(view, index, ctx, onStep = null) {
  const sq = (view.board || [])[index];
  if (!sq) return null;
  const rows = [];
  if (sq.price !== undefined && sq.price !== null) rows.push(tf("Price %(amount)s", { amount: sq.price === 0 ? t("free") : money(sq.price) }));
  if (sq.kind === "street") rows.push(tf("Rent %(amount)s, %(group)s with the whole group", { amount: money(sq.rent), group: money(sq.rent * 2) }));
  if (sq.hotel_rent !== undefined) rows.push(tf("Rent with a hotel %(amount)s", { amount: money(sq.hotel_rent) }));
  if (sq.hotel_price !== undefined) rows.push(tf("Hotel costs %(amount)s", { amount: money(sq.hotel_price) }));
  if (sq.hotel) rows.push(t("Has a hotel"));
  if (sq.kind === "station") rows.push(tf("Sends you on to %(next)s and ends your turn", { next: view.board[sq.next_station].name }));
  if (sq.owner !== null && sq.owner !== undefined) {
    rows.push(tf("Owned by %(name)s · rent now %(amount)s", { name: ctx.seatName(sq.owner), amount: money(sq.current_rent) }));
  } else if (sq.price !== undefined && sq.price !== null) {
    rows.push(t("Owned by the bank"));
  }
  const band = GROUP_COLORS[sq.group];
  return el("div", { class: "ce-info ce-square-card", "data-testid": "ce-square-card", "data-square": index },
    el("div", { class: "ce-card-head" }, el("h4", {}, band ? dot(band) : null, ` ${sq.name}`), onStep ? stepButtons(onStep) : null),
    ...rows.map((r) => el("div", { text: r })));
}

/** The whole cheat card `id`: what you do, the reward, the penalty (seed's table). */
export function cheatInfo(view, id, ctx) {
  const card = cheatOf(view, id, ctx);
  return el("div", { class: "ce-info ce-cheat-info", "data-testid": "ce-cheat-info", "data-cheat": id },
    el("h4", { text: `${card.name}${subtitle(card) ? ` · ${subtitle(card)}` : ""}` }),
    card.text ? el("div", { text: card.text }) : null,
    card.reward ? el("div", { text: tf("If nobody catches you: %(text)s", { text: card.reward }) }) : null,
    card.penalty ? el("div", { text: tf("If caught: %(text)s", { text: card.penalty }) }) : null);
}

function deedChip(view, index) {
  const sq = view.board[index];
  return el("span", { class: "ce-deed", "data-square": index },
    dot(GROUP_COLORS[sq.group] || "#888"), sq.name, sq.hotel ? el("span", { class: "ce-hint", title: t("Has a hotel"), text: " 🏨" }) : null);
}

/** One player's line: token, name, cash, deeds, held cards. */
function playerRow(view, p, ctx) {
  const deeds = p.deeds || [];
  const held = (p.cards || []).map((c) => el("span", {
    class: "ce-deed ce-held", title: c.text || t("face down"), "data-deck": c.deck,
    text: c.name ? `${deckName(c.deck)} · ${c.name}` : `${deckName(c.deck)} 🂠`,
  }));
  return el("div", { class: "ce-player", "data-seat": p.seat, "data-testid": `ce-player-${p.seat}` },
    el("div", { class: "ce-player-head" }, dot(seatColor(p.seat)), `${TOKENS[p.seat % TOKENS.length]} `,
      el("strong", { text: ctx.seatName(p.seat) }), p.status !== "playing" ? el("span", { class: "ce-hint ce-status", "data-testid": `ce-status-${p.seat}`, text: ` ${statusWord(p.status)}` }) : null,
      el("span", { class: "ce-cash", "data-testid": `ce-cash-${p.seat}`, text: money(p.cash) })),
    el("div", { class: "ce-deeds" }, ...deeds.map((i) => deedChip(view, i)), ...held));
}

/** Every player's cash, deeds and held cards. */
export function playersNode(view, ctx) {
  return el("div", { class: "ce-info ce-players", "data-testid": "ce-players" },
    el("h4", { text: t("Players: cash, deeds and cards") }),
    ...(view.seats || []).map((p) => playerRow(view, p, ctx)));
}
