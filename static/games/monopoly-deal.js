/**
 * Monopoly Deal (大富翁纸牌): the table renderer for the game page (the contract is at the
 * top of static/js/game-page.js; docs/rules/monopoly-deal.md has the view and actions).
 * The parts live in ./monopoly-deal/:
 *
 *   words.js       card/colour names (catalogue), seat lines, notices, reasons, help (i18n)
 *   move-words.js  the move list
 *   cards.js       card faces, backs, the answer countdown, keyboard buttons
 *   table.js       seat areas (bank, property groups) and the middle of the table
 *   panel.js       End turn, the card chooser (overlay)
 *   pickers.js     payment, hand limit and answer overlays
 *   hand.js        my hand (stays on screen) and the drop zones
 *
 * The view gives the viewer's own hand (`you.hand`; a spectator has none), every seat's
 * bank and property groups, the discard pile's top, the draw pile's size and the pending
 * action; the card and colour lists come once per page (ctx.catalogue); the legal
 * actions in ctx.legalActions. Only legal actions are offered.
 */

import { el } from "../js/dom.js";
import { t } from "../js/page/i18n.js";
import { bindDrops, handEl } from "./monopoly-deal/hand.js";
import { nextStep, playBar } from "./monopoly-deal/panel.js";
import { panelEl } from "./monopoly-deal/pickers.js";
import { areaEl, middleEl, seatColor } from "./monopoly-deal/table.js";
import { takeCatalogue } from "./monopoly-deal/words.js";

export { COLOR_STYLE } from "./monopoly-deal/cards.js";
export { describeMove } from "./monopoly-deal/move-words.js";
export { SEAT_COLORS } from "./monopoly-deal/table.js";
export { help, notices, reasonText, seatDetails } from "./monopoly-deal/words.js";
export { seatColor };

/** Action types the board submits itself (the page shows buttons for the others). */
export const boardActions = ["bank", "lay", "play", "move_wild", "end_turn", "discard", "just_say_no", "pay", "accept"];

export function actionLabel(action) {
  return action.type === "resign" ? t("Resign · 认输") : null;
}

/** The render's state kept across redraws (open chooser, picks). A push (another seat's
 * payment, a resign, the log arriving) keeps it while the decision stays the same kind
 * (`mode`); the player's own action sent starts afresh; choices the push made impossible
 * are dropped by `dropStale` and said. */
function takeState(container, ctx, mode) {
  const prev = container._md || {};
  const same = prev.replay === ctx.replay
    && (prev.version === ctx.version || (!ctx.replay && !prev.sending && prev.mode === mode && mode !== "watch"));
  const st = {
    version: ctx.version, replay: ctx.replay, mode, sending: false,
    selected: same ? prev.selected : null,   // hand card whose chooser is open
    chosen: same ? prev.chosen || {} : {},   // chooser choices so far
    wild: same ? prev.wild : null,           // table wildcard being moved
    picked: same ? prev.picked || [] : [],   // payment / discard selection
    focus: same ? prev.focus : null,         // selector of the element to focus again
    dropped: same && prev.version === ctx.version ? prev.dropped : null,  // what a push made impossible
    fresh: !same || prev.version !== ctx.version,
  };
  container._md = st;
  return st;
}

/** After a push: forget the choices no longer legal (a card gone, a target left) and say so. */
function dropStale(T) {
  const { st, view, mode } = T;
  if (!st.fresh || !view.you) return;
  let lost = false;
  // A card with no use at all keeps its chooser (it says why); choices made that no
  // legal action matches any more are dropped.
  const uses = st.selected === null ? [] : T.handActions(st.selected);
  const stale = uses.length ? !nextStep(uses, st.chosen).rest.length : Object.keys(st.chosen).length > 0;
  if (st.selected !== null && (!view.you.hand.includes(st.selected) || stale)) {
    Object.assign(st, { selected: null, chosen: {} });
    lost = true;
  }
  if (st.wild !== null && !T.wildActions(st.wild).length) {
    st.wild = null;
    lost = true;
  }
  const allowed = mode === "pay" ? view.you.payable || [] : view.you.hand;
  const picked = st.picked.filter((id) => allowed.includes(id));
  if (picked.length !== st.picked.length) {
    st.picked = picked;
    lost = true;
  }
  if (lost) st.dropped = t("The table changed: a choice of yours is no longer possible and was dropped.");
}

/** The render's context T: view, ctx, state, my seat, the mode and action helpers. */
function context(container, view, ctx) {
  const me = ctx.mySeat !== null && ctx.mySeat !== undefined && view.you ? ctx.mySeat : null;
  const legal = ctx.interactive ? ctx.legalActions || [] : [];
  const byType = {};
  for (const a of legal) (byType[a.type] = byType[a.type] || []).push(a);
  const mode = !ctx.interactive || me === null ? "watch"
    : byType.pay ? "pay" : byType.discard ? "discard"
      : byType.accept || byType.just_say_no ? "answer" : byType.end_turn ? "play" : "watch";
  const st = takeState(container, ctx, mode);
  const T = {
    view, ctx, st, me, mode, byType,
    handActions: (id) => legal.filter((a) => ["bank", "lay", "play"].includes(a.type) && a.card === id),
    wildActions: (id) => (byType.move_wild || []).filter((a) => a.card === id),
    redraw: () => render(container, view, ctx),
  };
  dropStale(T);
  T.send = async (action) => {
    if (st.sending) return;
    st.sending = true;
    container.classList.add("md-sending");
    const ok = await ctx.submit(action);
    container.classList.remove("md-sending");
    st.sending = false;
    if (!ok && container._md === st) {
      Object.assign(st, { selected: null, chosen: {}, wild: null });
      T.redraw();
    }
  };
  return T;
}

/** Put an open dialog over the middle of the table (it is fixed to the window). */
function centreDialog(root) {
  const dialog = root.querySelector(".md-dialog");
  if (!dialog) return;
  const r = root.getBoundingClientRect();
  const half = dialog.getBoundingClientRect().width / 2;
  const x = Math.min(Math.max(r.left + r.width / 2, half + 8), window.innerWidth - half - 8);
  dialog.style.left = `${Math.round(x)}px`;
  // Just above my hand when it is on screen (it sticks to the bottom of the window).
  const hand = root.querySelector(".md-hand");
  const top = hand ? hand.getBoundingClientRect().top : window.innerHeight;
  if (top > 160 && top <= window.innerHeight) {
    dialog.style.bottom = `${Math.round(window.innerHeight - top + 8)}px`;
    dialog.style.maxHeight = `${Math.round(top - 16)}px`;
  }
}

/** Draw the table (see the contract in game-page.js). */
export function render(container, view, ctx) {
  takeCatalogue(ctx);
  const T = context(container, view, ctx);
  const { me, st } = T;
  const root = el("div", { class: `md-table md-mode-${T.mode}`, "data-testid": "md-table" });
  const others = el("div", { class: "md-others" });
  for (let i = 1; i <= view.players; i += 1) {
    const s = ((me === null ? -1 : me) + i) % view.players;   // the others in turn order after me
    if (s !== me) others.append(areaEl(T, s));
  }
  root.append(others, middleEl(T), panelEl(T));
  if (me !== null) {
    root.append(areaEl(T, me), handEl(T, root, T.mode === "play" ? playBar(T) : null));
    if (T.mode === "play") bindDrops(T, root);
  } else if (view.you === null || view.you === undefined) {
    root.append(el("div", { class: "md-hint md-spectator", text: t("You are watching: hands are hidden.") }));
  }
  // Nothing focused (the page just opened on a prompt) counts as the table's focus.
  const hadFocus = container.contains(document.activeElement) || !document.activeElement || document.activeElement === document.body;
  const hadDialog = !!container.querySelector(".md-dialog");
  container.classList.add("md-wrap");
  container.replaceChildren(root);
  centreDialog(root);
  const again = st.focus && hadFocus ? root.querySelector(st.focus) : null;
  const dialog = root.querySelector(".md-dialog button:not([disabled])");
  // A dialog just opened takes the focus; else the focus returns to the element used.
  if (hadFocus && dialog && !hadDialog) dialog.focus({ preventScroll: true });
  else if (again) again.focus({ preventScroll: true });
}
