/**
 * Correspondence play on the game page (docs/correspondence.md): the player's skipped
 * moves ("Your move was skipped at 09:14 (1 of 3)", in the browser's time zone), "on
 * vacation until ..." beside a seat, paused clocks, the platform events (more time,
 * abort) and the buttons "Abort the game" and "Give one more day".
 *
 *   renderCorrespondence(page)   after every render of the game page (game-page.js)
 */
import { el } from "../dom.js";
import { postJson } from "./api.js";
import { t, tf } from "./i18n.js";

const LOCALE = document.documentElement.lang || undefined;

/** "09:14", or "3 Dec, 09:14" when not today, in the browser's time zone. */
export function localTime(iso) {
  const when = new Date(iso);
  const today = new Date().toDateString() === when.toDateString();
  const opts = today ? { hour: "2-digit", minute: "2-digit" }
    : { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };
  return when.toLocaleString(LOCALE, opts);
}

/** The texts of the caller's skipped moves, oldest first. */
export function skippedNotices(myTimeouts) {
  if (!myTimeouts) return [];
  return myTimeouts.skipped.map((at, i) => tf("Your move was skipped at %(time)s (%(n)s of %(limit)s)",
    { time: localTime(at), n: i + 1, limit: myTimeouts.limit }));
}

function eventText(page, e) {
  if (e.kind === "more_time") {
    return tf("%(by)s gave %(name)s one more day (until %(time)s)",
      { by: e.by || "?", name: page.seatName(e.seat), time: localTime(e.data.deadline) });
  }
  if (e.kind === "aborted") {
    return e.data.reason === "first_move_never_made"
      ? t("Aborted: the first move was never made. No points, coins returned.")
      : tf("Aborted by %(by)s. No points, coins returned.", { by: e.by || "?" });
  }
  return e.kind;
}

async function post(page, url, body, confirmText) {
  if (confirmText && !window.confirm(confirmText)) return;
  try {
    const { status, data } = await postJson(url, body);
    if (status === 200) page.update(data, true);
    else page.showNotice(data.message || t("That did not work; reload the page."), "error");
  } catch {
    page.showNotice(t("Network trouble: nothing was sent. Try again."), "error");
  }
}

function decorateSeats(page) {
  const g = page.game;
  const paused = new Set((g.prompts || []).filter((p) => p.paused).map((p) => p.seat));
  for (const [seat, until] of Object.entries(g.vacations || {})) {
    const row = page.els.seats.querySelector(`[data-seat="${seat}"]`);
    if (!row) continue;
    row.append(el("div", { class: "seat-vacation", "data-testid": `vacation-${seat}`,
      text: tf("on vacation until %(time)s", { time: localTime(until) }) }));
    if (paused.has(Number(seat))) {
      const clock = row.querySelector("[data-clock-seat]");
      if (clock) clock.title = t("Clock stopped: on vacation");
    }
  }
}

function controls(page) {
  const g = page.game;
  const base = `/api/v1/games/${g.id}`;
  const buttons = [];
  if (g.can_abort && page.replaySeq === null) {
    buttons.push(el("button", { type: "button", class: "button button-small", "data-testid": "abort-game",
      text: t("Abort the game"),
      onclick: () => post(page, `${base}/abort/`, {},
        t("Abort this game? Nobody gets points and every coin is returned.")) }));
  }
  for (const seat of g.more_time_seats || []) {
    buttons.push(el("button", { type: "button", class: "button button-small", "data-testid": `more-time-${seat}`,
      text: tf("Give %(name)s one more day", { name: page.seatName(seat) }),
      onclick: () => post(page, `${base}/more-time/`, { seat }) }));
  }
  return buttons;
}

/** Draw the module's parts into the page after each render. */
export function renderCorrespondence(page) {
  const g = page.game;
  const box = page.root.querySelector("#game-notices");
  if (box && page.replaySeq === null) {
    for (const text of skippedNotices(g.my_timeouts)) {
      box.append(el("div", { class: "game-notice warn", "data-testid": "skipped-notice", text }));
    }
  }
  decorateSeats(page);
  let card = page.root.querySelector("#correspondence-card");
  if (!card) {
    card = el("section", { class: "card card-tight correspondence-card", id: "correspondence-card",
      "data-testid": "correspondence" });
    page.els.actionsCard.after(card);
  }
  const events = (g.platform_events || []).map((e) => el("li", { text: eventText(page, e) }));
  const buttons = controls(page);
  card.replaceChildren(
    ...(buttons.length ? [el("div", { class: "actions" }, ...buttons)] : []),
    ...(events.length ? [el("ul", { class: "platform-events small muted", "data-testid": "platform-events" }, ...events)] : []));
  card.hidden = !buttons.length && !events.length;
}
