/**
 * Monopoly Deal table: each seat's area (bank, property groups) and the middle (draw
 * pile, discard pile, the pending action or whose turn it is). `T` is the render's
 * context (see ../monopoly-deal.js): view, ctx, st, me, mode, redraw, wildActions.
 */

import { el } from "../../js/dom.js";
import { t, tf, tn } from "../../js/page/i18n.js";
import { stoppedNow, stoppedText } from "../../js/page/ended.js";
import { backEl, cardEl, COLOR_STYLE, keyButton } from "./cards.js";
import { colorName, pendingText, resultWord, shortName, statusWord } from "./words.js";

export const SEAT_COLORS = ["#e0463c", "#2f7fd8", "#2e9d57", "#e39b0b", "#8e5bd1"];
/** A shape per seat beside its colour (colour-blind players tell seats apart), in the
 * order of the page's seat marks. */
const SEAT_SHAPES = ["●", "▲", "■", "◆", "★"];

export function seatColor(view, seat) {
  return SEAT_COLORS[seat % SEAT_COLORS.length];
}

/** One card of a property group (a wildcard of mine is clickable to move it). */
function groupCard(T, seatInfo, g, id, mine) {
  const { view, st, mode } = T;
  const wild = mine && mode === "play" && T.wildActions(id).length > 0;
  const card = cardEl(id, { size: "mini", extra: `${wild ? "md-clickable md-movable" : ""}${st.wild === id ? " md-selected" : ""}${mode === "pay" && st.picked.includes(id) ? " md-picked" : ""}` });
  if (g.set_cards.length && !g.set_cards.includes(id)) card.classList.add("md-extra");
  const p = view.pending;
  if (p && (p.take === id || p.give === id || (p.action === "deal_breaker" && p.color === g.color && p.targets.some((x) => x.seat === seatInfo.seat)))) {
    card.classList.add("md-targeted");
  }
  if (wild) {
    keyButton(card, tf("%(card)s: move this wildcard", { card: shortName(id) }));
    card.addEventListener("click", () => {
      st.wild = st.wild === id ? null : id;
      st.selected = null;
      st.chosen = {};
      st.focus = `[data-card="${id}"]`;
      T.redraw();
    });
  }
  return card;
}

/** A property group: its colour head (count of the set), cards, buildings and rent. */
function groupEl(T, seatInfo, g, mine) {
  const [bg, fg] = COLOR_STYLE[g.color] || ["#888", "#fff"];
  const box = el("div", { class: `md-set${g.complete ? " md-complete" : ""}`, "data-color": g.color, "data-seat": seatInfo.seat },
    el("div", { class: "md-set-head", style: { background: bg, color: fg } },
      el("span", { class: "md-set-name", text: colorName(g.color) }),
      el("span", { class: "md-set-count", text: `${Math.min(g.cards.length, g.set_size)}/${g.set_size}` })));
  const stack = el("div", { class: "md-stack" });
  for (const id of g.cards) stack.append(groupCard(T, seatInfo, g, id, mine));
  box.append(stack);
  const foot = el("div", { class: "md-set-foot" });
  if (g.complete) foot.append(el("span", { class: "md-badge md-badge-complete", text: t("✓ set") }));
  if (g.house !== null) foot.append(el("span", { class: "md-badge md-building", "data-card": g.house, title: t("House: +3M rent"), text: t("House +3M") }));
  if (g.hotel !== null) foot.append(el("span", { class: "md-badge md-building", "data-card": g.hotel, title: t("Hotel: +4M rent"), text: t("Hotel +4M") }));
  foot.append(el("span", { class: "md-set-rent", title: t("Rent for this colour now"), text: tf("rent %(m)sM", { m: g.rent }) }));
  box.append(foot);
  return box;
}

/** Whether the shown position is the end: the rules' own end, or the game stopped by the
 * platform (aborted) while the engine was still mid-turn (../../js/page/ended.js). */
function gameOver(T) {
  return T.view.phase === "over" || stoppedNow(T.ctx);
}

/** The head of a seat's area: colour dot, name, turn tag, sets, status, card backs. */
function areaHead(T, seat, s, mine) {
  const { view, ctx } = T;
  const dot = el("span", { class: "md-dot", "aria-hidden": "true", text: SEAT_SHAPES[seat % SEAT_SHAPES.length] });
  dot.style.color = seatColor(view, seat);
  const current = view.current === seat && !gameOver(T);
  const turn = view.phase === "discard" ? t("hand limit")
    : tn("turn · %(n)s play left", "turn · %(n)s plays left", view.plays_left, { n: view.plays_left });
  const head = el("div", { class: "md-area-head" }, dot,
    el("strong", { text: mine ? tf("%(name)s (you)", { name: ctx.seatName(seat) }) : ctx.seatName(seat) }),
    current ? el("span", { class: "md-turn-tag", text: turn }) : null,
    el("span", { class: "md-sets-tag", text: tf("%(n)s/3 sets", { n: s.complete_sets }) }),
    s.status !== "playing" ? el("span", { class: "md-out-tag", text: statusWord(s.status) }) : null);
  if (!mine) head.append(backEl(s.hand_count));
  return head;
}

/** A seat's area: head, bank, property groups. */
export function areaEl(T, seat) {
  const { view, st, mode, me } = T;
  const s = view.seats[seat];
  const mine = seat === me;
  const classes = ["md-area", mine ? "md-mine" : "md-other"];
  if (view.current === seat && !gameOver(T)) classes.push("md-current");
  if (s.status !== "playing") classes.push("md-out");
  const area = el("section", { class: classes.join(" "), "data-seat": seat, "data-testid": `md-seat-${seat}`,
    "aria-label": tf("%(name)s's table", { name: T.ctx.seatName(seat) }) });
  area.append(areaHead(T, seat, s, mine));
  const bankCards = el("div", { class: "md-bank-cards" });
  for (const id of s.bank) bankCards.append(cardEl(id, { size: "mini", extra: mode === "pay" && mine && st.picked.includes(id) ? "md-picked" : "" }));
  if (!s.bank.length) bankCards.append(el("span", { class: "md-empty", text: t("empty") }));
  const bank = el("div", { class: "md-bank", "data-drop": mine ? "bank" : null, "data-testid": `md-bank-${seat}` },
    el("div", { class: "md-zone-title", text: tf("Bank · %(m)sM", { m: s.bank_value }) }), bankCards);
  const props = el("div", { class: "md-props", "data-drop": mine ? "props" : null, "data-testid": `md-props-${seat}` });
  for (const g of s.properties) props.append(groupEl(T, s, g, mine));
  if (!s.properties.length) props.append(el("span", { class: "md-empty", text: t("no properties") }));
  area.append(el("div", { class: "md-area-body" }, bank, props));
  return area;
}

/** The pending action with each target's answer. */
function pendingEl(T) {
  const { view, ctx, me } = T;
  const p = view.pending;
  const who = p.by === me ? t("You") : ctx.seatName(p.by);
  const box = el("div", { class: "md-pending", "data-testid": "md-pending" },
    el("div", { class: "md-pending-title", text: `${who}: ${pendingText(p, ctx)}` }));
  const list = el("ul", { class: "md-targets" });
  for (const x of p.targets) {
    let state;
    if (x.stage === "done") state = resultWord(x.result);
    else if (x.stage === "counter") {
      state = x.no > 1
        ? tf("said Just Say No (×%(n)s): waiting for %(name)s", { n: x.no, name: ctx.seatName(p.by) })
        : tf("said Just Say No: waiting for %(name)s", { name: ctx.seatName(p.by) });
    } else state = x.no ? tn("deciding (after %(n)s Just Say No)", "deciding (after %(n)s Just Say No)", x.no, { n: x.no }) : t("deciding");
    list.append(el("li", { class: `md-target md-stage-${x.stage}` },
      el("strong", { text: x.seat === me ? t("you") : ctx.seatName(x.seat) }), ` ${state}`));
  }
  box.append(list);
  return box;
}

/** The middle of the table: draw pile, discard pile, then the pending action, the
 * winner or whose turn it is. */
export function middleEl(T) {
  const { view, ctx, me } = T;
  const middle = el("div", { class: "md-middle", "data-drop": me !== null ? "play" : null });
  middle.append(el("div", { class: "md-pile", title: t("Draw pile") },
    el("div", { class: "md-card md-facedown", text: "" }),
    el("div", { class: "md-pile-label", text: tf("Draw %(n)s", { n: view.draw_count }) })));
  const discard = el("div", { class: "md-pile", title: t("Discard pile"), "data-testid": "md-discard" });
  discard.append(view.discard_top !== null && view.discard_top !== undefined
    ? cardEl(view.discard_top) : el("div", { class: "md-card md-empty-pile", text: t("empty") }));
  discard.append(el("div", { class: "md-pile-label", text: tf("Discard %(n)s", { n: view.discard_count }) }));
  middle.append(discard);
  const info = el("div", { class: "md-info" });
  if (gameOver(T)) {
    info.append(el("div", { class: "md-pending md-over", text: view.winner !== null && view.winner !== undefined ? tf("%(name)s wins!", { name: ctx.seatName(view.winner) }) : view.phase === "over" ? t("Game over") : stoppedText(ctx) }));
  } else if (view.pending) {
    info.append(pendingEl(T));
  } else {
    const mineTurn = view.current === me;
    const vars = { name: ctx.seatName(view.current), limit: view.hand_limit, used: view.plays_used, round: view.round };
    const text = view.phase === "discard"
      ? (mineTurn ? tf("Your turn ends: over %(limit)s cards, the extra go under the draw pile", vars) : tf("%(name)s's turn ends: over %(limit)s cards, the extra go under the draw pile", vars))
      : (mineTurn ? tf("Your turn · %(used)s of 3 plays used · round %(round)s", vars) : tf("%(name)s's turn · %(used)s of 3 plays used · round %(round)s", vars));
    info.append(el("div", { class: "md-turn-line", text }));
  }
  middle.append(info);
  return middle;
}
