/**
 * Monopoly Deal decisions: the play row (hint, End turn), the chooser of a hand card or
 * a wildcard, the payment picker, the hand-limit picker and the answer to an action aimed
 * at the viewer. Choosers and pickers are overlays (.md-dialog) that fit the screen.
 * Only legal actions (T.byType, from the payload) are offered.
 */

import { el } from "../../js/dom.js";
import { t, tf, tn } from "../../js/page/i18n.js";
import { actionName, cardOf, colorName, shortName } from "./words.js";

const FIELD_ORDER = ["type", "color", "target", "take", "give", "double"];
const fieldTitle = (f) => ({ type: t("What to do"), color: t("Which colour"), target: t("Whom"), take: t("Which property to take"), give: t("Which of yours to give"), double: t("Double The Rent") }[f]);

/** Narrow `actions` by the choices so far; the next field with several values. */
function nextStep(actions, chosen) {
  const rest = actions.filter((a) => Object.entries(chosen).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v)));
  for (const field of FIELD_ORDER) {
    if (field in chosen) continue;
    const seen = new Map();
    for (const a of rest) if (field in a && !seen.has(JSON.stringify(a[field]))) seen.set(JSON.stringify(a[field]), a[field]);
    if (seen.size > 1) return { rest, field, values: [...seen.values()] };
  }
  return { rest, field: null, values: [] };
}

/** Where a table card is: {seat, color, slot}. */
function locate(view, id) {
  for (const s of view.seats) {
    if (s.bank.includes(id)) return { seat: s.seat, slot: "bank" };
    for (const g of s.properties) {
      if (g.cards.includes(id)) return { seat: s.seat, color: g.color, slot: "card" };
      if (g.house === id || g.hotel === id) return { seat: s.seat, color: g.color, slot: g.house === id ? "house" : "hotel" };
    }
  }
  return null;
}

/** The label of one value of an action field in the chooser. */
function choiceLabel(T, field, value, action) {
  const { view, ctx } = T;
  if (field === "type") return { bank: t("Bank as money"), lay: t("Lay as property"), play: t("Play the action") }[value] || value;
  if (field === "target") return tf("on %(name)s", { name: ctx.seatName(value) });
  if (field === "color") {
    if (action.type === "play" && cardOf(action.card).kind === "rent") {
      const g = view.seats[ctx.mySeat] && view.seats[ctx.mySeat].properties.find((x) => x.color === value);
      return tf("%(color)s (rent %(m)sM)", { color: colorName(value), m: g ? g.rent : 0 });
    }
    return colorName(value);
  }
  if (field === "take" || field === "give") {
    const where = locate(view, value);
    const vars = { card: shortName(value), whose: where ? (where.seat === ctx.mySeat ? t("yours") : ctx.seatName(where.seat)) : "" };
    return field === "take" ? tf("take %(card)s · %(whose)s", vars) : tf("give %(card)s · %(whose)s", vars);
  }
  if (field === "double") {
    return value.length === 0 ? t("no Double The Rent") : value.length === 1 ? t("Double The Rent ×2 (2 plays)") : t("Double twice ×4 (3 plays)");
  }
  return String(value);
}

function actionSummary(T, a) {
  const c = shortName(a.card);
  if (a.type === "bank") return tf("Bank %(card)s (%(m)sM)", { card: c, m: cardOf(a.card).value });
  if (a.type === "lay") return tf("Lay %(card)s as %(color)s", { card: c, color: colorName(a.color) });
  if (a.type === "move_wild") return tf("Move %(card)s to %(color)s", { card: c, color: colorName(a.color) });
  const kind = cardOf(a.card);
  const parts = [tf("Play %(what)s", { what: kind.kind === "rent" ? t("Rent") : actionName(kind.action) })];
  if (a.color) parts.push(colorName(a.color));
  if (a.target !== undefined) parts.push(tf("on %(name)s", { name: T.ctx.seatName(a.target) }));
  if (a.take !== undefined) parts.push(tf("take %(card)s", { card: shortName(a.take) }));
  if (a.give !== undefined) parts.push(tf("give %(card)s", { card: shortName(a.give) }));
  if (a.double && a.double.length) parts.push(`×${2 ** a.double.length}`);
  return parts.join(" · ");
}

function button(text, attrs, onclick) {
  return el("button", { type: "button", class: "button button-small", ...attrs, text, onclick });
}

function cancelButton(T) {
  return button(t("Cancel"), { class: "button button-small button-quiet md-cancel" }, () => {
    Object.assign(T.st, { selected: null, chosen: {}, wild: null });
    T.redraw();
  });
}

/** An overlay box for a decision: labelled, fits the window (scrolls inside if needed). */
export function dialog(testid, cls, title, ...children) {
  return el("div", { class: `md-dialog ${cls}`, role: "dialog", "aria-label": title, "data-testid": testid }, ...children);
}

/** Why a hand card has no legal use now. */
function whyNot(T, id) {
  const c = cardOf(id);
  if (c.action === "just_say_no") return t("Just Say No is kept for answering an action aimed at you (or bank it, if plays are left).");
  if (T.view.plays_left <= 0) return t("No plays left this turn.");
  if (c.kind === "rent") return t("You have no property of this rent's colours.");
  return t("Nothing to do with this card now.");
}

/** The chooser of the hand card T.st.selected: one field at a time, then confirm. */
function chooserEl(T) {
  const { st } = T;
  const actions = T.handActions(st.selected);
  const title = shortName(st.selected);
  if (!actions.length) {
    return dialog("md-chooser", "md-chooser", title, el("div", { class: "md-chooser-title", text: `${title}: ${whyNot(T, st.selected)}` }), cancelButton(T));
  }
  const { rest, field, values } = nextStep(actions, st.chosen);
  const box = dialog("md-chooser", "md-chooser", title, el("div", { class: "md-chooser-title", text: field ? `${title} · ${fieldTitle(field)}?` : title }));
  for (const v of field ? values : []) {
    const sample = rest.find((a) => JSON.stringify(a[field]) === JSON.stringify(v));
    box.append(button(choiceLabel(T, field, v, sample), { class: `button button-small md-choice md-choice-${field}`, "data-field": field, "data-choice": JSON.stringify(v) }, () => {
      const chosen = { ...st.chosen, [field]: v };
      const next = nextStep(actions, chosen);
      if (!next.field && next.rest.length === 1) T.send(next.rest[0]);
      else {
        st.chosen = chosen;
        T.redraw();
      }
    }));
  }
  if (!field && rest.length) box.append(button(actionSummary(T, rest[0]), { class: "button button-small md-choice md-confirm", "data-field": "confirm" }, () => T.send(rest[0])));
  box.append(cancelButton(T));
  return box;
}

/** Moving one of my wildcards to another colour. */
function wildChooserEl(T) {
  const title = tf("Move %(card)s to:", { card: shortName(T.st.wild) });
  const box = dialog("md-chooser", "md-chooser", title, el("div", { class: "md-chooser-title", text: title }));
  for (const a of T.wildActions(T.st.wild)) box.append(button(colorName(a.color), { class: "button button-small md-choice", "data-choice": a.color }, () => T.send(a)));
  box.append(cancelButton(T));
  return box;
}

/** My turn's bar (in the hand's head, so it stays on screen): the hint and End turn. */
export function playBar(T) {
  const { view, st } = T;
  const hand = view.you ? view.you.hand : [];
  const left = view.plays_left;
  const hint = st.selected !== null || st.wild !== null ? ""
    : left <= 0 ? t("Your turn: no plays left. End your turn.")
      : tn("Your turn: %(n)s play left. Click a card in your hand.", "Your turn: %(n)s plays left. Click a card in your hand.", left, { n: left });
  const row = el("div", { class: "md-panel-row md-play-bar" }, el("span", { class: "md-hint", text: hint }));
  const end = (T.byType.end_turn || [])[0];
  if (end) {
    const extra = hand.length - view.hand_limit;
    row.append(button(extra > 0 ? tf("End turn (then put %(n)s back)", { n: extra }) : t("End turn"), { class: "button button-small md-end", "data-testid": "md-end-turn" }, () => T.send(end)));
  }
  return row;
}

/** My turn's open chooser, if any. */
function playPanel(T) {
  if (T.st.selected !== null) return [chooserEl(T)];
  if (T.st.wild !== null) return [wildChooserEl(T)];
  return [];
}

export { button, cancelButton, nextStep, playPanel };
