/**
 * The middle of the board: the title, the five face-up cheat cards (name and what they
 * let you do) and the last dice.
 */

import { t, tf } from "../../js/page/i18n.js";
import { el } from "./util.js";

function cheatCard(card) {
  return el("div", { class: "ce-cheat", "data-cheat": card.id, "data-testid": `ce-cheat-${card.id}`, title: card.text },
    el("div", { class: "ce-cheat-name", text: card.name }),
    el("span", { class: "ce-cheat-text", text: card.text }));
}

/** The five face-up cheat cards. */
export function cheatsNode(view) {
  return el("div", { class: "ce-cheats", "data-testid": "ce-cheats" }, ...(view.cheats || []).map(cheatCard));
}

/** The middle of the board (HTML over the SVG). */
export function middleNode(view, ctx) {
  return el("div", { class: "ce-middle" },
    el("div", { class: "ce-title" }, el("span", { class: "ce-logo", text: "大富翁 · 作弊版" }),
      el("span", { class: "muted", text: tf("Round %(n)s", { n: view.round || 1 }) })),
    cheatsNode(view));
}
