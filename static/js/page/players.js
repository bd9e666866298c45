/**
 * The game page's players panel (a row per seat: mark, name, tags, clock, the renderer's
 * `seatDetails`), the result card, and the clocks: every prompted seat's countdown, the
 * acting seat's also in the status bar. While replaying, the panel and the clocks are
 * those of the move shown (./replay.js).
 */

import { el } from "../dom.js";
import { formatClock } from "./clock.js";
import { t, tf } from "./i18n.js";
import { genericReason, outcomeWord } from "./labels.js";
import { seatMark } from "./seat-marks.js";

const TEAM_LETTERS = "ABCDEF";
const LOW_MS = 10000;

/** Milliseconds left per seat: {seat: ms}. Live: to the earliest deadline of the seat's
 * prompts by the server's clock; replaying: what the clocks showed then (frozen). */
export function seatClocks(page) {
  const g = page.game;
  const out = {};
  if (page.replay.active) {
    for (const [seat, s] of Object.entries(page.replay.clocks())) out[seat] = s * 1000;
    return out;
  }
  if (g.status !== "active") return out;
  const now = page.now();
  for (const p of g.prompts || []) {
    if (!p.deadline || p.paused || waiting(p)) continue;
    const left = Date.parse(p.deadline) - now;
    if (!(p.seat in out) || left < out[p.seat]) out[p.seat] = left;
  }
  return out;
}

/** Milliseconds left per seat on a clock stopped by a vacation: {seat: ms} (live only;
 * page/correspondence.js shows who is on vacation). */
export function pausedClocks(page) {
  const out = {};
  if (page.replay.active || page.game.status !== "active") return out;
  for (const p of page.game.prompts || []) if (p.paused) out[p.seat] = p.time_left * 1000;
  return out;
}

/** A prompt that asks nothing of its seat (no kinds): the clock of a waiting period, such
 * as a correspondence accusation window's hour; its seat is not "to move". */
function waiting(p) {
  return Array.isArray(p.kinds) && p.kinds.length === 0;
}

/** The seats asked to decide in the state shown. */
export function promptedSeats(page) {
  const prompts = page.replay.active ? page.replay.prompts : page.game.prompts || [];
  return [...new Set(prompts.filter((p) => !waiting(p)).map((p) => p.seat))];
}

/** Draw the players list into `list`. */
export function renderSeats(page, list) {
  const g = page.game;
  const view = page.shownView();
  const live = !page.replay.active;
  const prompted = promptedSeats(page);
  const items = g.seats.map((s) => {
    const li = el("li", { class: "seat-row", "data-seat": s.index });
    if (prompted.includes(s.index) && (g.status === "active" || !live)) li.classList.add("to-move");
    if (s.index === g.my_seat) li.classList.add("me");
    const name = s.user
      ? el("a", { href: `/u/${encodeURIComponent(s.user)}/`, class: "seat-name", text: s.user })
      : el("span", { class: "seat-name muted", text: t("free seat") });
    const head = el("div", { class: "seat-head" }, seatMark(s.index, page.seatColor(s.index), tf("Seat %(n)s", { n: s.index + 1 })), name);
    if (s.is_bot) head.insertBefore(el("span", { class: "robot", title: t("computer player"), "data-testid": `robot-${s.index}`, text: "🤖" }), name);
    if (s.played_by_computer) head.append(el("span", { class: "tag", "data-testid": `by-computer-${s.index}`, text: t("played by the computer") }));
    if (s.index === g.my_seat) head.append(el("span", { class: "tag", text: t("you") }));
    if (s.team !== null && s.team !== undefined) {
      head.append(el("span", { class: `tag team-tag team-${s.team}`, text: `${TEAM_LETTERS[s.team] || s.team}队` }));
    }
    head.append(el("span", { class: "clock", "data-clock-seat": s.index, "data-testid": `clock-${s.index}` }));
    li.append(head);
    const details = [];
    if (view && page.renderer.seatDetails) details.push(...page.renderer.seatDetails(view, s.index));
    // The outcome belongs to the end: not shown while replaying an earlier move.
    if (s.outcome && live) details.push({ text: `${s.place ? `#${s.place} · ` : ""}${outcomeWord(s.outcome)}` });
    if (details.length) {
      li.append(el("div", { class: "seat-details" },
        ...details.map((d) => el("span", { class: `detail${d.warn ? " warn" : ""}`, title: d.title || null, text: d.text }))));
    }
    return li;
  });
  list.replaceChildren(...items);
  tickClocks(page);
}

/** Update every clock on the page (seat rows, the status bar, renderers' .countdown). */
export function tickClocks(page) {
  const clocks = seatClocks(page);
  const paused = pausedClocks(page);
  const frozen = page.replay.active;
  for (const node of page.els.seats.querySelectorAll("[data-clock-seat]")) {
    const seat = node.dataset.clockSeat;
    const on = seat in clocks;
    node.textContent = on ? formatClock(clocks[seat]) : (seat in paused ? `⏸ ${formatClock(paused[seat])}` : "");
    node.classList.toggle("low", on && !frozen && clocks[seat] < LOW_MS);
    node.classList.toggle("running", on && !frozen);
    node.classList.toggle("frozen", on && frozen);
  }
  const status = page.els.statusClock;
  if (status) {
    const g = page.game;
    const mine = g.my_seat !== null && g.my_seat in clocks;
    const seats = Object.keys(clocks).map(Number);
    const seat = mine ? g.my_seat : seats.sort((a, b) => clocks[a] - clocks[b])[0];
    status.hidden = seat === undefined;
    if (seat !== undefined) {
      status.textContent = `⏱ ${formatClock(clocks[seat])}`;
      status.title = mine ? t("Your time left") : tf("%(name)s's time left", { name: page.seatName(seat) });
      status.classList.toggle("low", !frozen && clocks[seat] < LOW_MS);
    }
  }
  const now = page.now();
  for (const node of document.querySelectorAll(".countdown[data-deadline]")) {
    node.textContent = formatClock(Date.parse(node.dataset.deadline) - now);
  }
}

/** Draw the result card (hidden unless the game is over and the live state is shown). */
export function renderResult(page, box) {
  const g = page.game;
  if (g.status !== "finished" || !g.result || page.replay.active) {
    box.hidden = true;
    return;
  }
  const r = g.result;
  const reason = (page.renderer.reasonText && page.renderer.reasonText(r.reason)) || genericReason(r.reason) || r.reason;
  const rows = g.seats
    .map((s) => ({ s, place: (r.places || [])[s.index], facts: (r.seats || [])[s.index] || {} }))
    .sort((a, b) => (a.place ?? 99) - (b.place ?? 99));
  const myPlace = g.my_seat !== null ? (r.places || [])[g.my_seat] : null;
  let headline = r.draw ? t("Draw") : t("Game over");
  if (!r.draw && myPlace === 1) headline = t("You won!");
  box.replaceChildren(
    el("h2", { text: headline }),
    el("p", { class: "muted", text: `${reason}${r.rounds ? ` · ${tf("round %(n)s", { n: r.rounds })}` : ""}` }),
    el("ol", { class: "result-list" }, ...rows.map(({ s, place, facts }) => el("li", {},
      el("span", { class: "place", text: place ? `#${place}` : "–" }), seatMark(s.index, page.seatColor(s.index)),
      el("span", { text: page.seatName(s.index) }),
      el("span", { class: "muted", text: outcomeWord(facts.status) }))),
    ),
  );
  box.hidden = false;
}
