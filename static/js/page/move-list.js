/**
 * The move list of the game page: GET /moves/ (every page at load, then only what is
 * missing), each payload's `last_move` appended without asking, one line per move in
 * words (the renderer's `describeMove(entry, ctx)`, docs/architecture.md "The game
 * page"), and, in games of three or more, the moves since the viewer's own last move
 * marked. Clicking a line shows the board after that move (./replay.js).
 */

import { el } from "../dom.js";
import { getJson } from "./api.js";
import { t, tf } from "./i18n.js";
import { seatMark } from "./seat-marks.js";

const MOVES_PAGE = 50;

export class MoveList {
  /** page: the GamePage (game, renderer, ctx(), seatName(), seatColor(), replay);
   * list: the <ol> to draw into; onNew(entry): called for each move that arrives after
   * the first load (the page's toasts). */
  constructor(page, list, onNew) {
    this.page = page;
    this.list = list;
    this.onNew = onNew;
    this.moves = [];     // entries {seq, seat, action, events, by_timeout, created_at}, index = seq - 1
    this.loading = null;
    this.again = false;
    this.loadedOnce = false;
  }

  /** The entry of move `seq` (1-based), or null. */
  entry(seq) {
    return seq > 0 ? this.moves[seq - 1] || null : null;
  }

  /** The payload's newest move, if it is the next one of the list (else the list is
   * fetched: versions were missed). */
  take(move) {
    if (move && move.seq === this.moves.length + 1 && !this.loading) {
      this.moves[move.seq - 1] = move;
      if (this.loadedOnce) this.onNew(move);
    }
  }

  /** Fetch the pages of the log not yet held, then redraw. */
  load() {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    const before = this.moves.length;
    this.loading = (async () => {
      try {
        let url = `${this.page.config.moves}?page=${Math.floor(this.moves.length / MOVES_PAGE) + 1}`;
        while (url) {
          const data = await getJson(url);
          if (!data) break;
          for (const m of data.results || []) this.moves[m.seq - 1] = m;
          url = data.next;
        }
      } catch { /* try again on the next update */ }
      this.loading = null;
      // Moves fetched after a gap are new to the viewer too: the newest is announced.
      if (this.loadedOnce && this.moves.length > before) this.onNew(this.moves[this.moves.length - 1]);
      const first = !this.loadedOnce;
      this.loadedOnce = true;
      this.render();
      // The board draws the moves since my turn from this list (ctx.sinceMyTurn): once the
      // log has arrived, draw it again with them (only if that changes what it is given).
      if ((first || this.moves.length > before) && this.page.renderBoard) this.page.renderBoard({ ifChanged: true });
      if (this.again) {
        this.again = false;
        if (this.page.game.version > this.moves.length) this.load();
      }
    })();
    return this.loading;
  }

  /** The moves made by others since the viewer's own last move (none for spectators and
   * in two-player games, where that is simply the last move). */
  sinceMyTurn() {
    const g = this.page.game;
    if (g.my_seat === null || g.seats.length < 3) return [];
    const held = this.moves.filter(Boolean);
    let k = held.length;
    while (k > 0 && held[k - 1].seat !== g.my_seat) k -= 1;
    return k === 0 ? [] : held.slice(k);
  }

  /** One line of words for a move: the renderer's, else the action's type. */
  describe(m) {
    const r = this.page.renderer;
    if (r.describeMove) {
      const text = r.describeMove(m, this.page.ctx());
      if (text) return text;
    }
    return m.action.type;
  }

  render() {
    const list = this.list;
    const g = this.page.game;
    list.closest(".moves-card").hidden = g.status === "open";
    const current = this.page.replay.seq === null ? g.version : this.page.replay.seq;
    const recent = new Set(this.sinceMyTurn().map((m) => m.seq));
    const start = el("li", { class: "move-row move-start", "data-seq": 0 },
      el("button", { type: "button", class: "move-button", text: t("Start position"), onclick: () => this.page.replay.show(0) }));
    if (current === 0) start.classList.add("current");
    const items = [start];
    for (const m of this.moves) {
      if (!m) continue;
      const li = el("li", { class: "move-row", "data-seq": m.seq },
        el("button", { type: "button", class: "move-button", onclick: () => this.page.replay.show(m.seq),
          "aria-label": tf("Move %(n)s: show the board after it", { n: m.seq }) },
        el("span", { class: "move-no", text: `${m.seq}.` }),
        seatMark(m.seat, this.page.seatColor(m.seat)),
        el("span", { class: "move-who", text: this.page.seatName(m.seat), title: this.page.seatName(m.seat) }),
        el("span", { class: "move-text", text: this.describe(m) }),
        m.by_timeout ? el("span", { class: "tag tag-warn", text: t("timeout") }) : null));
      if (m.seq === current) li.classList.add("current");
      if (recent.has(m.seq)) {
        li.classList.add("since-my-turn");
        li.title = t("Since your last move");
      }
      items.push(li);
    }
    const wasAtBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    const top = list.scrollTop;
    list.replaceChildren(...items);
    // A push never moves the list under the reader: it follows the newest move only when
    // it was at the bottom, and brings the current row into view only when the move shown
    // changed (a step of the replay, back to the game); else it stays where it was.
    const live = this.page.replay.seq === null;
    const backToGame = live && this.shownReplay !== null && this.shownReplay !== undefined;
    const stepped = !live && current !== this.shownSeq;
    this.shownSeq = current;
    this.shownReplay = this.page.replay.seq;
    if (live && (wasAtBottom || backToGame)) list.scrollTop = list.scrollHeight;
    else if (stepped) this.reveal(list.querySelector(".current"));
    else list.scrollTop = top;
  }

  /** Scroll the list (not the page) so that `row` is in it. */
  reveal(row) {
    if (!row) return;
    const r = row.getBoundingClientRect();
    const box = this.list.getBoundingClientRect();
    if (r.top < box.top || r.bottom > box.bottom) this.list.scrollTop += r.top - box.top - (box.height - r.height) / 2;
  }
}
