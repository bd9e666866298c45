/**
 * Monopoly Deal: my hand (click, Enter, or drag a card onto my bank, my properties or the
 * middle of the table) and the drop zones. The hand stays on screen while the table
 * grows (stuck to the bottom of the window, one row that scrolls sideways).
 */

import { el } from "../../js/dom.js";
import { t, tf, tn } from "../../js/page/i18n.js";
import { cardEl, clock, keyButton } from "./cards.js";
import { cardOf, shortName } from "./words.js";

const KIND_ORDER = ["property", "wild", "action", "rent", "money"];

/** One hand card with its click / keyboard / drag behaviour for the mode. */
function handCard(T, root, id, hand) {
  const { st, mode, view } = T;
  const usable = mode === "play" && T.handActions(id).length > 0;
  const pick = mode === "discard";
  const classes = ["md-hand-card"];
  if (pick || mode === "play") classes.push("md-clickable");
  if (usable) classes.push("md-usable");
  if (st.selected === id) classes.push("md-selected");
  if (pick && st.picked.includes(id)) classes.push("md-picked");
  const card = cardEl(id, { extra: classes.join(" ") });
  if (mode !== "play" && !pick) return card;
  const words = `${shortName(id)}${cardOf(id).value ? ` · ${cardOf(id).value}M` : ""}`;
  keyButton(card, usable || pick ? words : tf("%(card)s (no use now)", { card: words }));
  card.setAttribute("aria-pressed", st.selected === id || (pick && st.picked.includes(id)) ? "true" : "false");
  card.addEventListener("click", () => {
    st.focus = `[data-testid=md-hand] [data-card="${id}"]`;
    if (pick) {
      const now = st.picked.filter((x) => hand.includes(x));
      const need = hand.length - view.hand_limit;
      st.picked = now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-Math.max(need, 1));
    } else {
      st.selected = st.selected === id ? null : id;
      st.chosen = {};
      st.wild = null;
    }
    T.redraw();
  });
  if (mode === "play") {
    card.draggable = usable;
    card.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("text/plain", String(id));
      event.dataTransfer.effectAllowed = "move";
      root.classList.add("md-dragging");
    });
    card.addEventListener("dragend", () => root.classList.remove("md-dragging"));
  }
  return card;
}

/** Who must act now and their clock (the earliest deadline of the prompts), so it is on
 * screen with the hand; the page ticks every .countdown[data-deadline]. */
function actingClock(T) {
  const { ctx } = T;
  if (ctx.replay || ctx.game.status !== "active") return null;
  const prompts = (ctx.game.prompts || []).filter((p) => p.deadline).sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
  if (!prompts.length) return null;
  const p = prompts[0];
  const serverNow = Date.parse(ctx.game.server_time || "");
  const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
  const who = p.seat === ctx.mySeat ? t("You") : ctx.seatName(p.seat);
  return el("div", { class: "md-acting", "data-testid": "md-acting" }, el("span", { text: who }),
    el("span", { class: "countdown md-acting-clock", "data-deadline": p.deadline, "aria-label": tf("%(name)s's time left", { name: who }), text: clock(Date.parse(p.deadline) - now) }));
}

/** My hand, sorted by kind, under its head (title, acting clock) and `bar` (my turn's
 * hint and End turn). */
export function handEl(T, root, bar = null) {
  const { view } = T;
  const hand = view.you ? view.you.hand : [];
  const title = hand.length > view.hand_limit
    ? tn("Your hand · %(n)s card (limit %(limit)s)", "Your hand · %(n)s cards (limit %(limit)s)", hand.length, { n: hand.length, limit: view.hand_limit })
    : tn("Your hand · %(n)s card", "Your hand · %(n)s cards", hand.length, { n: hand.length });
  const box = el("div", { class: "md-hand", "data-testid": "md-hand", role: "region", "aria-label": title },
    el("div", { class: "md-hand-head" }, el("div", { class: "md-zone-title", text: title }), bar, actingClock(T)));
  const row = el("div", { class: "md-hand-row" });
  const sorted = [...hand].sort((a, b) => KIND_ORDER.indexOf(cardOf(a).kind) - KIND_ORDER.indexOf(cardOf(b).kind) || a - b);
  for (const id of sorted) row.append(handCard(T, root, id, hand));
  if (!hand.length) row.append(el("span", { class: "md-empty", text: t("no cards") }));
  box.append(row);
  return box;
}

/** Drop targets in my turn: my bank (bank), my properties (lay), the middle (play). */
export function bindDrops(T, root) {
  for (const zone of root.querySelectorAll("[data-drop]")) {
    zone.addEventListener("dragover", (event) => { event.preventDefault(); zone.classList.add("md-drop-over"); });
    zone.addEventListener("dragleave", () => zone.classList.remove("md-drop-over"));
    zone.addEventListener("drop", (event) => {
      event.preventDefault();
      zone.classList.remove("md-drop-over");
      root.classList.remove("md-dragging");
      const id = Number(event.dataTransfer.getData("text/plain"));
      const type = { bank: "bank", props: "lay", play: "play" }[zone.dataset.drop];
      const actions = T.handActions(id).filter((a) => a.type === type);
      if (actions.length === 1) {
        T.send(actions[0]);
      } else {
        T.st.selected = id;
        T.st.chosen = actions.length ? { type } : {};
        T.redraw();
      }
    });
  }
}
