/**
 * The game-over screen (docs/frontend.md, Game over): the final ranking with each seat's
 * points change and new level and title, a coin room's coins (held, returned, won or
 * lost), the reason the game ended, the rematch and "new game" buttons and a link to the
 * replay. Its numbers come from GET /api/v1/games/<id>/result/, read from the rating
 * changes and the coin ledger. It replaces the page's plain result box once loaded.
 */

import { el } from "../dom.js";
import { getJson } from "./api.js";
import { t, tf } from "./i18n.js";

const REASONS = {
  draw: "Draw by agreement",
  resigned: "Resignation",
  timeouts: "Left after three timeouts",
};
const OUTCOMES = { won: "won", lost: "lost", resigned: "resigned", left: "left", drew: "drew" };

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

export class GameOver {
  constructor(page, rematch) {
    this.page = page;
    this.rematch = rematch;
    this.data = null;
    this.loading = false;
    this.card = el("section", { class: "card card-tight game-over", id: "game-over", "data-testid": "game-over", hidden: true });
    page.els.result.after(this.card);
  }

  /** Called after every page render. */
  render() {
    const g = this.page.game;
    if (g.status !== "finished") {
      this.card.hidden = true;
      return;
    }
    if (!this.data) {
      this.load();
      return;
    }
    this.page.els.result.hidden = true;
    this.card.hidden = false;
  }

  async load() {
    if (this.loading) return;
    this.loading = true;
    try {
      const data = await getJson(`/api/v1/games/${this.page.config.gameId}/result/`);
      if (data && data.status === "finished") {
        this.data = data;
        this.draw();
        this.rematch.load();
        this.render();
        if (data.coin_room) this.refreshBalance();
        this.bringIntoView();
      }
    } catch { /* the plain result box stays */ }
    this.loading = false;
  }

  /** A phone shows the side column under the board: bring the result into view, its top
   * just under the sticky top bar and status bar (not behind them). */
  bringIntoView() {
    const box = this.card.getBoundingClientRect();
    if (window.innerWidth >= 980 || (box.top <= window.innerHeight && box.bottom >= 0)) return;
    const topbar = document.querySelector(".topbar");
    const bar = document.querySelector(".game-page .status-bar");
    const covered = (topbar ? topbar.offsetHeight : 0) + (bar ? bar.offsetHeight : 0) + 8;
    window.scrollBy({ top: box.top - covered, behavior: "smooth" });
  }

  /** The header's coin balance after a coin room settled (it was drawn at page load). */
  async refreshBalance() {
    const node = document.querySelector("[data-testid=nav-coins]");
    if (!node) return;
    try {
      const wallet = await getJson("/api/v1/me/wallet/");
      if (wallet) node.textContent = `🪙 ${wallet.available}`;
    } catch { /* the next page load shows it */ }
  }

  reason() {
    const r = this.data.reason;
    const own = this.page.renderer.reasonText ? this.page.renderer.reasonText(r) : null;
    return own || (REASONS[r] ? t(REASONS[r]) : r || "");
  }

  draw() {
    const d = this.data;
    const g = this.page.game;
    const mine = d.seats.find((s) => s.index === g.my_seat);
    let headline = d.draw ? t("Draw") : t("Game over");
    if (!d.draw && mine && mine.place === 1) headline = t("You won!");
    const rows = d.seats.map((s) => this.row(s));
    const replay = el("button", { type: "button", class: "button button-small", "data-testid": "replay-start",
      text: t("Replay the game"), onclick: () => this.page.showReplay(0) });
    const fresh = el("a", { class: "button button-small", href: newGameHref(g), "data-testid": "new-game", text: t("New game") });
    this.card.replaceChildren(...[
      el("h2", { text: headline }),
      el("p", { class: "muted", "data-testid": "game-over-reason", text: this.reason() }),
      el("ol", { class: "game-over-list", "data-testid": "game-over-list" }, ...rows),
      d.rated ? null : el("p", { class: "muted small", text: t("Unrated game: no points change.") }),
      this.rematch.box,
      el("div", { class: "actions game-over-actions" }, fresh, replay)].filter(Boolean));
  }

  row(s) {
    const dot = el("span", { class: "piece-dot" });
    dot.style.background = this.page.seatColor(s.index);
    const li = el("li", { "data-testid": `game-over-seat-${s.index}` },
      el("span", { class: "place", text: s.place ? `#${s.place}` : "–" }), dot,
      el("span", { class: "go-name", text: s.user || tf("Seat %(n)s", { n: s.index + 1 }) }),
      el("span", { class: "muted small", text: s.outcome ? t(OUTCOMES[s.outcome] || s.outcome) : "" }));
    const facts = el("div", { class: "go-facts small" });
    if (s.points) {
      const p = s.points;
      facts.append(el("span", { class: `go-points ${p.delta >= 0 ? "coin-plus" : "coin-minus"}`, "data-testid": `points-${s.index}`,
        title: p.reason, text: tf("%(delta)s points", { delta: signed(p.delta) }) }),
      el("span", { class: "muted", "data-testid": `level-${s.index}`,
        text: tf("→ %(after)s · level %(level)s %(title)s", { after: p.after, level: p.level, title: p.title }) }));
    }
    if (s.coins) {
      const c = s.coins;
      const words = {
        won: tf("won %(n)s coins", { n: c.net }),
        lost: tf("lost %(n)s coins", { n: -c.net }),
        returned: t("coins returned"),
        held: tf("%(n)s coins held", { n: c.held }),
      };
      facts.append(el("span", { class: `go-coins coin-${c.state}`, "data-testid": `coins-${s.index}`,
        title: tf("held %(held)s, returned %(returned)s", { held: c.held, returned: c.returned }),
        text: `🪙 ${words[c.state] || c.state} (${tf("held %(held)s, returned %(returned)s", { held: c.held, returned: c.returned })})` }));
    }
    if (facts.childNodes.length) li.append(facts);
    return li;
  }
}

/**
 * The lobby's create form with this game's settings (boardgames/views.py
 * GameCreateForm.prefill reads these names): the game, players, time control, rated,
 * the room options and, when computers played, the same computer level.
 */
export function newGameHref(g) {
  const q = new URLSearchParams({ game: g.game, players: String(g.players) });
  const tc = g.time_control || {};
  if (tc.kind) q.set("speed", tc.kind);
  if (tc.kind === "live" && tc.seconds) q.set("seconds", String(tc.seconds));
  if (tc.kind === "correspondence" && tc.days) q.set("days", String(tc.days));
  q.set("rated", g.rated ? "1" : "0");
  const bot = (g.seats || []).find((s) => s.is_bot && s.bot_level);
  if (bot) q.set("bots", bot.bot_level);
  for (const [name, value] of Object.entries(g.options || {})) {
    if (value === null || typeof value === "object") continue;
    q.set(`opt__${g.game}__${name}`, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return `/?${q}#create-game`;
}
