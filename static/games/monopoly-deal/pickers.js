/**
 * Monopoly Deal pickers, as overlays (./panel.js `dialog`): the payment picker (click
 * bank and table cards, the running total against the debt), the hand-limit picker and
 * the answer to an action aimed at me (Just Say No or accept), each with my countdown.
 */

import { el } from "../../js/dom.js";
import { t, tf, tn } from "../../js/page/i18n.js";
import { cardEl, countdownEl, keyButton } from "./cards.js";
import { button, dialog, playPanel } from "./panel.js";
import { actionName, cardOf, colorName, pendingText, shortName } from "./words.js";

/** Whether the picked cards may pay `debt`, and the words why not. */
function payCheck(payable, picked, debt) {
  const value = (id) => cardOf(id).value;
  const tableTotal = payable.reduce((s, id) => s + value(id), 0);
  const total = picked.reduce((s, id) => s + value(id), 0);
  if (tableTotal <= debt) {
    const valid = picked.length === payable.length;
    return { total, valid, why: valid ? "" : tf("Your table is worth %(m)sM: you give all of it.", { m: tableTotal }) };
  }
  if (total < debt) return { total, valid: false, why: tf("%(m)sM more to cover the debt.", { m: debt - total }) };
  return { total, valid: picked.length > 0, why: total > debt ? tf("You give %(m)sM more than you owe (no change is given).", { m: total - debt }) : "" };
}

/** My bank and property groups as rows of payable cards to click. */
function payCards(T, payable, picked) {
  const mine = T.view.seats[T.me];
  const groups = [[t("Bank"), mine.bank.filter((id) => payable.includes(id))]];
  for (const g of mine.properties) {
    const ids = [...g.cards, g.house, g.hotel].filter((id) => id !== null && payable.includes(id));
    if (ids.length) groups.push([g.complete ? tf("%(color)s (complete set)", { color: colorName(g.color) }) : colorName(g.color), ids]);
  }
  const cards = el("div", { class: "md-picker-cards" });
  for (const [label, ids] of groups) {
    if (!ids.length) continue;
    const rowCards = el("div", { class: "md-picker-row" });
    for (const id of ids) {
      const on = picked.includes(id);
      const card = keyButton(cardEl(id, { size: "mini", extra: `md-clickable${on ? " md-picked" : ""}` }),
        tf("%(card)s (%(m)sM)", { card: shortName(id), m: cardOf(id).value }));
      card.setAttribute("aria-pressed", on ? "true" : "false");
      card.addEventListener("click", () => {
        T.st.picked = on ? picked.filter((x) => x !== id) : [...picked, id];
        T.st.focus = `[data-testid=md-pay] [data-card="${id}"]`;
        T.redraw();
      });
      rowCards.append(card);
    }
    cards.append(el("div", { class: "md-picker-group" }, el("div", { class: "md-zone-title", text: label }), rowCards));
  }
  return cards;
}

function payPicker(T) {
  const { view, ctx, st, byType } = T;
  const p = view.pending;
  const debt = view.you.owed || (p ? p.amount : 0);
  const payable = view.you.payable || [];
  const picked = st.picked.filter((id) => payable.includes(id));
  const { total, valid, why } = payCheck(payable, picked, debt);
  const title = tf("%(name)s charges you %(m)sM", { name: p ? ctx.seatName(p.by) : "?", m: debt });
  const box = dialog("md-pay", "md-picker md-pay", title, el("div", { class: "md-picker-head" },
    el("strong", { text: title }),
    el("span", { class: "md-total", "data-testid": "md-pay-total", text: tf("Selected %(total)sM of %(debt)sM", { total, debt }) }),
    countdownEl(ctx)), payCards(T, payable, picked));
  if (why) box.append(el("div", { class: "md-why", text: why }));
  const buttons = el("div", { class: "md-panel-row" },
    button(tf("Pay %(m)sM", { m: total }), { class: "button button-small md-pay-button", "data-testid": "md-pay-submit", disabled: !valid },
      () => T.send({ type: "pay", cards: [...picked].sort((a, b) => a - b) })));
  const suggested = (byType.pay || [])[0];
  if (suggested) {
    const v = suggested.cards.reduce((s, id) => s + cardOf(id).value, 0);
    const list = suggested.cards.map(shortName).join(", ") || t("nothing");
    buttons.append(button(tf("Pay the suggestion: %(cards)s (%(m)sM)", { cards: list, m: v }), { class: "button button-small button-quiet", "data-testid": "md-pay-suggested" },
      // The focus goes on to Pay, the next step (the redraw would drop it).
      () => { st.picked = [...suggested.cards]; st.focus = "[data-testid=md-pay-submit]"; T.redraw(); }));
  }
  const no = (byType.just_say_no || [])[0];
  if (no) buttons.append(button(t("Just Say No!"), { class: "button button-small md-jsn", "data-testid": "md-jsn" }, () => T.send(no)));
  box.append(buttons);
  return box;
}

function discardPicker(T) {
  const { view, ctx, st, byType } = T;
  const hand = view.you.hand;
  const need = hand.length - view.hand_limit;
  const picked = st.picked.filter((id) => hand.includes(id));
  const title = tn("Hand limit: put %(n)s card on the bottom of the draw pile", "Hand limit: put %(n)s cards on the bottom of the draw pile", need, { n: need });
  const row = el("div", { class: "md-panel-row" },
    button(t("Put them back"), { "data-testid": "md-discard-submit", disabled: picked.length !== need }, () => T.send({ type: "discard", cards: picked })));
  const suggested = (byType.discard || [])[0];
  if (suggested) row.append(button(t("Suggest the cheapest"), { class: "button button-small button-quiet" }, () => { st.picked = [...suggested.cards]; T.redraw(); }));
  return dialog("md-discard-picker", "md-picker md-discard", title,
    el("div", { class: "md-picker-head" }, el("strong", { text: title }),
      el("span", { class: "md-total", text: tf("%(n)s/%(need)s chosen", { n: picked.length, need }) }), countdownEl(ctx)),
    el("div", { class: "md-hint", text: t("Click the cards in your hand below. Nobody else sees which.") }), row);
}

function answerPanel(T) {
  const { view, ctx, me, byType } = T;
  const p = view.pending;
  const counter = p && p.by === me;
  let title;
  if (counter) {
    const x = p.targets.find((y) => y.stage === "counter");
    title = tf("%(name)s said Just Say No to your %(action)s.", { name: x ? ctx.seatName(x.seat) : t("They"), action: actionName(p.action) });
  } else {
    title = `${ctx.seatName(p.by)}: ${pendingText(p, ctx)}.`;
  }
  const row = el("div", { class: "md-panel-row" });
  const no = (byType.just_say_no || [])[0];
  if (no) row.append(button(t("Just Say No!"), { class: "button button-small md-jsn", "data-testid": "md-jsn" }, () => T.send(no)));
  for (const a of byType.accept || []) row.append(button(counter ? t("Accept their No") : t("Accept"), { "data-testid": "md-accept" }, () => T.send(a)));
  return dialog("md-answer", "md-picker md-answer", title, el("div", { class: "md-picker-head" }, el("strong", { text: title }), countdownEl(ctx)), row);
}

/** The decision panel for the render's mode. */
export function panelEl(T) {
  const panel = el("div", { class: "md-panel", "data-testid": "md-panel" });
  const { mode, view, ctx, me } = T;
  if (T.st.dropped) panel.append(el("div", { class: "md-hint md-dropped", role: "status", "data-testid": "md-dropped", text: T.st.dropped }));
  if (mode === "play") panel.append(...playPanel(T));
  else if (mode === "pay") panel.append(payPicker(T));
  else if (mode === "discard") panel.append(discardPicker(T));
  else if (mode === "answer") panel.append(answerPanel(T));
  else if (me !== null && ctx.game.status === "active" && !ctx.replay) {
    panel.append(el("div", { class: "md-hint", text: view.phase === "respond" ? t("Waiting for the answers…") : tf("Waiting for %(name)s…", { name: ctx.seatName(view.current) }) }));
  }
  return panel;
}
