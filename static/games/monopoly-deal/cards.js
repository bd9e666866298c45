/**
 * Monopoly Deal card faces, card backs and the answer countdown, drawn from the
 * catalogue's data (./words.js holds it).
 */

import { el } from "../../js/dom.js";
import { formatClock as clock } from "../../js/page/clock.js";
import { t, tn } from "../../js/page/i18n.js";
import { cardOf, colorName, colors, otherName, shortName } from "./words.js";

/** Property colours (key -> [background, text]). */
export const COLOR_STYLE = {
  brown: ["#8a5a2b", "#fff"],
  light_blue: ["#a9dcf5", "#12374a"],
  pink: ["#d9418f", "#fff"],
  orange: ["#f39a1e", "#3b2200"],
  red: ["#dc3b2f", "#fff"],
  yellow: ["#f6d330", "#3b3100"],
  green: ["#23985a", "#fff"],
  dark_blue: ["#1f4aa8", "#fff"],
  railroad: ["#3b3b3f", "#fff"],
  utility: ["#bfd59a", "#26330f"],
};
const ANY = ["red", "orange", "yellow", "green", "light_blue", "dark_blue", "pink"];

/** The colour band of a property, wildcard or rent card. */
function bandEl(c) {
  const band = el("div", { class: "md-band" });
  const cols = c.any ? ANY : c.colors;
  if (cols.length === 1) {
    band.style.background = COLOR_STYLE[cols[0]][0];
    band.style.color = COLOR_STYLE[cols[0]][1];
  } else {
    const step = 100 / cols.length;
    band.style.background = `linear-gradient(${c.any ? 90 : 180}deg, ${cols.map((x, i) => `${COLOR_STYLE[x][0]} ${i * step}% ${(i + 1) * step}%`).join(", ")})`;
    band.style.color = c.any ? "#fff" : COLOR_STYLE[cols[0]][1];
  }
  band.append(el("span", { class: "md-kind", text: c.kind === "property" ? "" : c.kind === "wild" ? t("WILD") : t("RENT") }));
  return band;
}

/** The big words on a card face. */
function faceLabel(c) {
  if (c.kind === "money") return `${c.value}M`;
  if (c.kind === "property") return colorName(c.colors[0]);
  const list = () => c.colors.map(colorName).join(" / ");
  if (c.kind === "wild") return c.any ? t("Any colour") : list();
  if (c.kind === "rent") return c.any ? t("Any colour · one player") : list();
  return shortName(c.id);
}

/** A card face. `size`: "" (hand), "mini" (table). */
export function cardEl(id, { size = "", extra = "", title = null } = {}) {
  const c = cardOf(id);
  const classes = ["md-card", `md-${c.kind}`];
  if (size) classes.push(`md-${size}`);
  if (extra) classes.push(extra);
  const words = title || `${shortName(id)}${c.value ? ` · ${c.value}M` : ""}`;
  const node = el("div", { class: classes.join(" "), "data-card": id, title: words, "aria-label": words });
  if (c.kind === "property" || c.kind === "wild" || c.kind === "rent") node.append(bandEl(c));
  node.append(el("div", { class: "md-name", text: faceLabel(c) }));
  if (c.kind === "action") node.append(el("div", { class: "md-zh", text: otherName(c) }));
  const table = colors();
  if (c.kind === "property" && table && table[c.colors[0]]) {
    node.append(el("div", { class: "md-ladder", text: table[c.colors[0]].rent.join("·") }));
  }
  node.append(el("span", { class: "md-value", text: c.value ? `${c.value}M` : "–" }));
  return node;
}

/** A hand of `n` face-down cards (another player's). */
export function backEl(n) {
  const node = el("div", { class: "md-backs", title: tn("%(n)s card in hand", "%(n)s cards in hand", n, { n }) });
  for (let i = 0; i < Math.min(n, 12); i += 1) node.append(el("span", { class: "md-back" }));
  node.append(el("span", { class: "md-count", text: `${n}` }));
  return node;
}

/** The countdown of the viewer's own answer, or null. The page ticks every
 * .countdown[data-deadline] by the server's clock; the first text uses the payload's
 * server_time (render runs right after receipt). */
export function countdownEl(ctx) {
  const p = (ctx.game.prompts || []).find((x) => x.seat === ctx.mySeat && x.deadline);
  if (!p) return null;
  const serverNow = Date.parse(ctx.game.server_time || "");
  const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
  return el("span", { class: "countdown md-countdown", "data-deadline": p.deadline, "data-testid": "md-countdown",
    "aria-label": t("time left to answer"), text: clock(Date.parse(p.deadline) - now) });
}

export { clock };

/** Make `node` a keyboard button: focusable, Enter/Space = click, named. */
export function keyButton(node, label) {
  node.tabIndex = 0;
  node.setAttribute("role", "button");
  if (label) node.setAttribute("aria-label", label);
  node.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    node.click();
  });
  return node;
}

