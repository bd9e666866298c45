/**
 * 强手棋's mortgage dialog (抵押): a debtor ticks land to sell before the countdown ends
 * (else the server sells the cheapest first). An overlay above the whole page that fits
 * the window: the head (debt, countdown) and the foot (running total, the Sell button)
 * stay in view and only the list of land scrolls.
 */

import { el } from "../../js/dom.js";
import { t, tf } from "../../js/page/i18n.js";
import { putInput, takeInput } from "../../js/page/keep-input.js";
import { GROUP_COLORS } from "./board.js";
import { countdown, outcomeOf, promptDeadline } from "./centre.js";
import { kindWord, levelWord, money } from "./words.js";

/** The viewer's debt that the dialog is for, or null. */
function myDebt(view, ctx) {
  const me = ctx.mySeat;
  if (me === null || me === undefined || ctx.replay || outcomeOf(ctx)) return null;
  const debt = (view.debts || []).find((d) => d.seat === me);
  return debt && (ctx.legalActions || []).some((a) => a.type === "sell") ? debt : null;
}

function assetRow(view, debt, a, st, onChange) {
  const box = el("input", { type: "checkbox", "data-square": a.square, "data-testid": `qs-asset-${a.square}` });
  box.checked = st.selected.has(a.square);
  box.addEventListener("change", () => {
    if (box.checked) st.selected.add(a.square); else st.selected.delete(a.square);
    onChange();
  });
  const sq = view.board[a.square];
  const band = el("span", { class: "qs-dot", style: { background: sq.group ? GROUP_COLORS[sq.group] : "#999" } });
  return el("label", { class: `qs-asset${debt.auto_sale.includes(a.square) ? " qs-auto" : ""}` },
    box, band,
    el("span", { class: "qs-asset-name", text: a.name }),
    el("span", { class: "qs-asset-level muted", text: sq.kind === "street" ? levelWord(a.level) : kindWord(sq.kind) }),
    el("span", { class: "qs-asset-mortgage muted", title: t("mortgage value · 抵押价"), text: tf("mortgage %(value)s", { value: money(a.mortgage) }) }),
    el("span", { class: "qs-asset-value", title: t("What selling it yields"), text: money(a.sale_value) }));
}

/** The running total, the remainder and whether Sell may be pressed. */
function totals(debt, st, parts) {
  const value = debt.assets.filter((a) => st.selected.has(a.square)).reduce((n, a) => n + a.sale_value, 0);
  const have = debt.cash + value;
  parts.total.textContent = `${money(debt.cash)} + ${money(value)} = ${money(have)}`;
  const enough = have >= debt.amount;
  parts.remain.textContent = enough
    ? tf("%(amount)s left after paying", { amount: money(have - debt.amount) })
    : tf("%(amount)s short", { amount: money(debt.amount - have) });
  parts.remain.className = `qs-remain ${enough ? "qs-ok" : "qs-short"}`;
  parts.submit.disabled = !enough || st.sending || st.selected.size === 0;
}

function reasonText(view, debt) {
  const name = (i) => (view.board[i] ? view.board[i].name : "");
  if (debt.reason === "rent") return tf("rent (%(square)s)", { square: name(debt.square) });
  if (debt.reason === "tax") return tf("tax (%(square)s)", { square: name(debt.square) });
  return debt.reason === "card" ? t("a card") : debt.reason;
}

function dialogHead(view, ctx, debt) {
  const clock = countdown(promptDeadline(ctx, ctx.mySeat, "sell"));
  return [
    el("div", { class: "qs-dialog-head" },
      el("h3", { id: "qs-mortgage-title", text: t("Mortgage · 抵押") }),
      clock ? el("span", { class: "qs-dialog-clock" }, `${t("automatic sale in")} `, clock) : null),
    el("div", { class: "qs-debt-facts" },
      el("div", {}, `${t("You owe")} `, el("strong", { class: "qs-debt-amount", "data-testid": "qs-debt", text: money(debt.amount) }), ` · ${reasonText(view, debt)}`),
      el("div", { class: "muted", text: tf("cash %(cash)s · short by %(short)s", { cash: money(debt.cash), short: money(debt.shortfall) }) })),
  ];
}

function dialogFoot(view, debt, st, parts, update) {
  const auto = el("button", { type: "button", class: "button button-quiet qs-auto-pick", "data-testid": "qs-auto-pick", text: t("Tick the automatic choice") });
  auto.addEventListener("click", () => {
    st.selected = new Set(debt.auto_sale);
    for (const box of st.overlay.querySelectorAll("input[data-square]")) box.checked = st.selected.has(Number(box.dataset.square));
    update();
  });
  const autoNames = debt.auto_sale.map((q) => view.board[q].name).join("、");
  return el("div", { class: "qs-dialog-foot" },
    el("div", { class: "qs-dialog-total" }, `${t("cash + ticked")} = `, parts.total, " ", parts.remain),
    el("p", { class: "muted small qs-auto-note", text: tf("When time is up the server sells (lowest mortgage value first): %(names)s", { names: autoNames }) }),
    el("div", { class: "qs-buttons" }, parts.submit, auto));
}

/** Keep Tab and Shift+Tab inside the dialog (it is modal: the debt must be paid first). */
function trapFocus(dialog) {
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const stops = [...dialog.querySelectorAll("input, button")].filter((n) => !n.disabled);
    if (!stops.length) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** Open, refresh or close the dialog for the viewer's debt. st: the renderer's state
 * on the board container (overlay, selected squares, debtKey, sending). */
export function drawMortgage(st, view, ctx) {
  const debt = myDebt(view, ctx);
  if (!debt) {
    st.overlay.replaceChildren();
    st.overlay.hidden = true;
    st.debtKey = null;
    st.selected = new Set();
    return;
  }
  const opening = st.debtKey !== debt.key;
  if (opening) {
    st.debtKey = debt.key;
    st.selected = new Set();
  }
  // A push keeps the ticks (same debt key); land that is no longer mine is unticked and said.
  const owned = new Set(debt.assets.map((a) => a.square));
  const gone = [...st.selected].filter((q) => !owned.has(q));
  for (const q of gone) st.selected.delete(q);
  if (gone.length) st.mortgageNote = tf("No longer yours, unticked: %(names)s", { names: gone.map((q) => view.board[q].name).join("、") });
  else if (opening) st.mortgageNote = null;
  const parts = {
    total: el("strong", { class: "qs-total", "data-testid": "qs-total" }),
    remain: el("span", { class: "qs-remain", "data-testid": "qs-remain" }),
    submit: el("button", { type: "button", class: "button button-primary qs-sell", "data-testid": "qs-sell", text: t("Sell and pay · 变卖") }),
  };
  const update = () => totals(debt, st, parts);
  parts.submit.addEventListener("click", async () => {
    if (parts.submit.disabled) return;
    st.sending = true;
    update();
    const ok = await ctx.submit({ type: "sell", squares: [...st.selected].sort((x, y) => x - y) });
    st.sending = false;
    if (!ok && st.overlay.contains(parts.submit)) update();
  });
  const dialog = el("div", { class: "qs-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "qs-mortgage-title", "data-testid": "qs-mortgage" },
    ...dialogHead(view, ctx, debt),
    st.mortgageNote ? el("p", { class: "qs-short small", role: "status", "data-testid": "qs-unticked", text: st.mortgageNote }) : null,
    el("div", { class: "qs-asset-list", "data-keep-scroll": "qs-assets" }, ...debt.assets.map((a) => assetRow(view, debt, a, st, update))),
    dialogFoot(view, debt, st, parts, update));
  trapFocus(dialog);
  const focused = st.overlay.contains(document.activeElement) ? document.activeElement.dataset.testid : undefined;
  const kept = takeInput(st.overlay);  // where the land list was scrolled to
  st.overlay.replaceChildren(dialog);
  st.overlay.hidden = false;
  putInput(st.overlay, kept);
  update();
  const again = focused ? dialog.querySelector(`[data-testid="${focused}"]`) : null;
  if (again) again.focus();
  else if (opening) dialog.querySelector("input[data-square]")?.focus();
}
