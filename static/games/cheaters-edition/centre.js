/**
 * The middle of the board: the title, the five face-up cheat cards (name and what they
 * let you do; in Ultimate mode every cheat; a click shows the whole card under the board),
 * the last dice and the public obligations of
 * a later turn.
 */

import { t, tf } from "../../js/page/i18n.js";
import { cheatOf, subtitle } from "./words.js";
import { el } from "./util.js";

function cheatCard(card, onPick) {
  return el("div", {
    class: "ce-cheat", "data-cheat": card.id, "data-testid": `ce-cheat-card-${card.id}`, title: `${card.name} — ${card.text || ""}`,
    role: "button", tabindex: 0, onclick: () => onPick(card.id),
  },
    el("div", { class: "ce-cheat-name", text: card.name }),
    el("div", { class: "ce-cheat-en", text: subtitle(card) }),
    el("span", { class: "ce-cheat-text", text: card.text || "" }));
}

/** The five face-up cheat cards (Ultimate mode: the names of all fifteen). */
export function cheatsNode(view, onPick) {
  if (view.ultimate) {
    return el("div", { class: "ce-ultimate", "data-testid": "ce-cheats" },
      el("strong", { text: t("Ultimate Cheater mode: any cheat at any time, no accusations.") }),
      el("div", { class: "ce-ultimate-names", text: (view.all_cheats || []).map((c) => c.name).join(" · ") }));
  }
  return el("div", { class: "ce-cheats", "data-testid": "ce-cheats" }, ...(view.face_up || []).map((c) => cheatCard(c, onPick)));
}

/** The dice of the payload's last move, if it rolled. */
function diceNode(ctx) {
  const move = ctx.game && !ctx.replay ? ctx.game.last_move : null;
  const dice = move && (move.events || []).find((e) => e.type === "dice");
  if (!dice) return null;
  return el("div", { class: "ce-dice", "data-testid": "ce-dice" },
    el("span", { class: "ce-die", text: String(dice.dice[0]) }), el("span", { class: "ce-die", text: String(dice.dice[1]) }),
    el("span", { text: tf("%(name)s rolled %(total)s", { name: ctx.seatName(dice.seat), total: dice.dice[0] + dice.dice[1] }) }));
}

function laterNode(view, ctx) {
  const rows = (view.later || []).map((o) => {
    if (o.kind === "trick_dice_penalty") return tf("%(seat)s's next turn: pays the catcher and %(catcher)s rolls for them", { seat: ctx.seatName(o.seat), catcher: ctx.seatName(o.catcher) });
    if (o.kind === "pickpocket_reward") return tf("%(seat)s's next turn: may buy the cheapest unowned property", { seat: ctx.seatName(o.seat) });
    return null;
  }).filter(Boolean);
  return rows.length ? el("div", { class: "ce-later ce-hint" }, ...rows.map((r) => el("div", { text: r }))) : null;
}

/** The middle of the board (HTML over the SVG). */
export function middleNode(view, ctx, onPick) {
  const facts = [];
  if (view.final_run) facts.push(t("Final run to GO"));
  facts.push(tf("Hotels left: %(n)s", { n: view.hotels_left }));
  return el("div", { class: "ce-middle" },
    el("div", { class: "ce-title" }, el("span", { class: "ce-logo", text: t("Monopoly · Cheaters Edition") }), diceNode(ctx),
      el("span", { class: "muted ce-facts", text: `${tf("Round %(n)s", { n: view.round || 1 })} · ${facts.join(" · ")}` })),
    cheatsNode(view, onPick), laterNode(view, ctx));
}

export { cheatOf };
