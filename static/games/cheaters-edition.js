/**
 * Monopoly: Cheaters Edition (大富翁作弊版): the board renderer for the game page (the
 * contract is at the top of static/js/game-page.js; the view and the actions are in
 * docs/rules/cheaters-edition.md, section "View and actions").
 *
 * Modules under static/games/cheaters-edition/: geometry.js (where squares lie),
 * board-svg.js (the SVG board, hotels, tokens, handcuffs), centre.js (the five face-up
 * cheat cards, the dice, the turn panel with the honest actions and the cheats that apply
 * now), dialogs.js (auction bid, trade offer, debt sale, accusation, cheat forms),
 * words.js (the move list, seat lines, labels).
 */

import { boardSvg } from "./cheaters-edition/board-svg.js";
import { middleNode } from "./cheaters-edition/centre.js";
import { el } from "./cheaters-edition/util.js";

export const boardActions = [];

export const help = "";

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  let st = container._ce;
  if (!st || st.wrap.parentNode !== container) {
    const wrap = el("div", { class: "ce-wrap" });
    container.replaceChildren(wrap);
    st = { wrap, picked: null };
    container._ce = st;
  }
  const root = el("div", { class: "ce-root" });
  root.append(boardSvg(view, (i) => { st.picked = i; render(container, view, ctx); }));
  root.append(middleNode(view, ctx));
  st.wrap.replaceChildren(root);
}
