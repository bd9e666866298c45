/**
 * The game page's status bar: whose decision it is (every prompted seat), the round of
 * the state shown (the renderer's `round(view)`), the acting seat's clock (./players.js
 * fills it) and the renderer's notices above the board.
 */

import { el } from "../dom.js";
import { t, tf, tn } from "./i18n.js";
import { promptedSeats } from "./players.js";

/** The status sentence for the state shown, and whether the viewer is to act. */
export function statusText(page) {
  const g = page.game;
  if (page.replay.active) {
    const seq = page.replay.seq;
    const text = seq === 0
      ? tf("Replaying: the start position (move 0 of %(total)s)", { total: g.version })
      : tf("Replaying move %(seq)s of %(total)s", { seq, total: g.version });
    return { text, mine: false };
  }
  if (g.status === "open") {
    const free = g.seats.filter((s) => !s.user).length;
    return { text: tn("Waiting for players: %(n)s seat free", "Waiting for players: %(n)s seats free", free, { n: free }), mine: false };
  }
  if (g.status === "finished") return { text: t("Game over"), mine: false };
  if (g.status !== "active") return { text: t("Aborted"), mine: false };
  const seats = promptedSeats(page);
  const mine = g.my_seat !== null && seats.includes(g.my_seat);
  const others = seats.filter((s) => s !== g.my_seat).map((s) => page.seatName(s)).join(", ");
  if (mine) return { text: others ? tf("Your move (also waiting for %(names)s)", { names: others }) : t("Your move"), mine };
  return { text: others ? tf("Waiting for %(names)s", { names: others }) : t("In play"), mine };
}

/** Draw the status bar, the round and the notices; the acting clock span is made here
 * once (its text comes from tickClocks). */
export function renderStatus(page) {
  const { text, mine } = statusText(page);
  const els = page.els;
  els.status.textContent = text;
  els.status.parentElement.classList.toggle("my-turn", mine);
  page.root.classList.toggle("my-turn", mine);
  document.title = `${mine ? "● " : ""}${document.title.replace(/^● /, "")}`;
  if (!els.statusClock) {
    els.statusClock = el("span", { class: "status-clock", id: "status-clock", "data-testid": "status-clock", hidden: true });
    els.round.before(els.statusClock);
  }
  const view = page.shownView();
  const round = view ? (page.renderer.round ? page.renderer.round(view) : view.round) : null;
  els.round.textContent = round ? tf("Round %(n)s", { n: round }) : "";
  const notices = view && page.renderer.notices ? page.renderer.notices(view, page.ctx()) : [];
  let box = page.root.querySelector("#game-notices");
  if (!box) {
    box = el("div", { id: "game-notices", class: "game-notices" });
    els.notice.before(box);
  }
  box.replaceChildren(...notices.map((n) => el("div", { class: "game-notice", text: n })));
}
