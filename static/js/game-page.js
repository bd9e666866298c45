/**
 * The game page, for every game: live updates, moves, clocks, the move list with replay.
 *
 * It knows nothing about any one game's board. The board is drawn by a *renderer*, an ES
 * module named by the game's registration (GameSpec.renderer, docs/frontend.md).
 *
 * Renderer contract (all exports except `render` are optional):
 *
 *   render(container, view, ctx)      Draw `view` (the engine's view from the API) into
 *                                     `container` (an empty-or-previous <div>), replacing
 *                                     what was there. Called after every update and for
 *                                     every replay step. ctx:
 *        ctx.game         the whole GET /api/v1/games/{id}/ payload (seats, prompts...)
 *        ctx.version      the game version drawn (replay: the move number)
 *        ctx.mySeat       the viewer's seat index, or null (spectator)
 *        ctx.interactive  true when the viewer may act on the board now (live, not
 *                         replaying, has legal actions); false = draw read-only
 *        ctx.replay       true while stepping through old moves
 *        ctx.legalActions the viewer's legal actions (empty unless interactive)
 *        ctx.submit(action) -> Promise<boolean>: send an action; the page shows errors
 *                         and resyncs on a conflict; resolves true when accepted
 *        ctx.seatName(i)  the player's name at seat i
 *   boardActions: string[]            Action types the board itself submits (e.g.
 *                                     ["move"]); every other legal action type gets a
 *                                     button under the board (resign, offer_draw...).
 *   seatColor(view, seat) -> css colour   The seat's colour in the players list.
 *   seatDetails(view, seat) -> [{text, title?, warn?}]   Extra lines per seat.
 *   round(view) -> number|null        The round shown in the status bar (default:
 *                                     view.round).
 *   notices(view, ctx) -> [string]    Game-specific notices shown above the board.
 *   describeMove(entry, ctx) -> string   One move-list line for a move of
 *                                     GET /moves/ ({seq, seat, action, events, by_timeout}).
 *   actionLabel(action) -> string|null  The label of an action button (null: the page's own).
 *   reasonText(reason) -> string      Words for result.reason.
 *   help: string                      How to play on the board (shown under it).
 *
 * Server side: the page gets the game's payload in the HTML, then the websocket
 * ws/games/<id>/ pushes {"type": "game", "game": payload} after every change (payload.last_move
 * is the new move, appended to the list without fetching the log); it sends
 * {"type": "resync"} after reconnecting or when a submission was stale (409).
 */

import { el } from "./dom.js";
import { getJson, postJson } from "./page/api.js";
import { formatClock, ServerClock } from "./page/clock.js";
import { Transport } from "./page/transport.js";
import { renderCorrespondence } from "./page/correspondence.js";

const PALETTE = ["#e0463c", "#f2a516", "#3aa655", "#2f7fd8", "#8e5bd1", "#18a8a3"];
const TEAM_LETTERS = "ABCDEF";
const MOVES_PAGE = 50;

const GENERIC_LABELS = {
  resign: "Resign · 认输",
  offer_draw: "Offer a draw · 求和",
  accept_draw: "Accept the draw",
  decline_draw: "Decline the draw",
};
const CONFIRM = {
  resign: "Resign this game? You lose and cannot come back.",
  offer_draw: "Offer a draw to everyone still playing?",
};
// End reasons of the platform rules (RULINGS.md, platform-wide); a game's own reasons
// come from its renderer's reasonText.
const GENERIC_REASONS = {
  draw: "Draw by agreement",
  resigned: "Resignation",
  timeouts: "Left after three timeouts",
};
const OUTCOME_WORDS = { won: "won", lost: "lost", resigned: "resigned", left: "left", drew: "drew" };

/** Start the page. Returns the GamePage (handy in the browser console). */
export function startGamePage(options) {
  const page = new GamePage(options);
  page.start();
  window.gamePage = page;
  return page;
}

export { el, formatClock };

/** A renderer for games that have none yet: the view as JSON. */
const fallbackRenderer = {
  render(container, view) {
    container.replaceChildren(el("pre", { class: "view-json", text: JSON.stringify(view, null, 2) }));
  },
};

class GamePage {
  constructor({ root, config, initial, renderer, catalogue }) {
    this.root = root;
    this.config = config;
    this.catalogue = catalogue || null;  // the game's static data (GameSpec.catalogue), once per page
    this.game = initial;
    this.rendererUrl = renderer;  // the ES module of GameSpec.renderer
    this.renderer = fallbackRenderer;
    this.moves = [];           // move-list entries, index = seq - 1
    this.movesLoading = null;
    this.replaySeq = null;     // null: live; else the move number shown
    this.replayView = null;
    this.replayToken = 0;
    this.busy = false;
    this.noticeTimer = null;
    this.clock = new ServerClock();
    this.clock.take(initial);
    this.transport = new Transport({
      wsPath: config.ws, apiUrl: config.api,
      onGame: (game, force) => this.update(game, force), onState: (state) => this.setConn(state),
    });
    this.els = {
      board: root.querySelector("#board"),
      status: root.querySelector("#status-text"),
      round: root.querySelector("#round"),
      conn: root.querySelector("#conn"),
      notice: root.querySelector("#notice"),
      seats: root.querySelector("#seats"),
      result: root.querySelector("#result"),
      actions: root.querySelector("#actions"),
      actionsCard: root.querySelector("#actions-card"),
      moves: root.querySelector("#moves"),
      replayBar: root.querySelector("#replay-bar"),
      replayText: root.querySelector("#replay-text"),
      help: root.querySelector("#board-help"),
      room: root.querySelector("#room"),
    };
  }

  /** Now, by the server's clock (as well as we know it). */
  now() {
    return this.clock.now();
  }

  /** Correct the clocks with a payload's server_time. */
  takeServerTime(game) {
    this.clock.take(game);
  }

  /** The game again by REST (forced). */
  fetchGame() {
    return this.transport.fetch();
  }

  async start() {
    try {
      this.renderer = await import(this.rendererUrl);
    } catch (error) {
      console.warn("No renderer for", this.config.slug, error);
    }
    if (this.els.help && this.renderer.help) this.els.help.textContent = this.renderer.help;
    this.bindControls();
    this.syncFlashMessages();
    this.renderAll();
    this.transport.connect();
    this.loadMoves();
    setInterval(() => this.tick(), 250);
    window.addEventListener("resize", () => this.fitBoard());
    this.fitBoard();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.transport.resync();
    });
  }

  // -- connection (static/js/page/transport.js) -------------------------------------
  setConn(state) {
    if (!this.els.conn) return;
    this.els.conn.dataset.state = state;
    this.els.conn.title = state === "live" ? "Live: updates arrive by themselves" : "Reconnecting…";
  }

  /** Get the current game again (websocket if open, else REST). */
  resync() {
    this.transport.resync();
  }

  // -- state -----------------------------------------------------------------------
  /** Take a new payload (from the websocket, a POST answer or REST). Older versions
   * than the one shown are ignored unless `force`. */
  update(game, force = false) {
    const old = this.game;
    if (old && game.version < old.version && !force) return;
    this.game = game;
    this.takeServerTime(game);
    if (old && old.status === "open" && game.status !== "open" && this.els.room) {
      this.els.room.hidden = true;
    }
    // The flash messages of the last request ("Game created. Share the invite link…",
    // "Every seat is taken…") describe the state they were made in: gone once it changes.
    if (old && old.status !== game.status) this.dropFlashMessages();
    else this.syncFlashMessages();
    this.takeLastMove(game.last_move);
    this.renderAll();
    if (game.version > this.moves.length) this.loadMoves();
  }

  /** The payload's newest move, if it is the next one of the list (else the list is
   * fetched: versions were missed). */
  takeLastMove(move) {
    if (move && move.seq === this.moves.length + 1 && !this.movesLoading) this.moves[move.seq - 1] = move;
  }

  seatName(i) {
    const seat = this.game.seats.find((s) => s.index === i);
    return seat && seat.user ? seat.user : `Seat ${i + 1}`;
  }

  seatColor(i) {
    const view = this.game.view;
    if (!view) return "var(--line)";  // no game yet: colours come with the board
    if (this.renderer.seatColor) return this.renderer.seatColor(view, i);
    return PALETTE[i % PALETTE.length];
  }

  /** The POST that sends an action with the version the player saw. */
  async submit(action) {
    if (this.busy) return false;
    if (this.replaySeq !== null) {
      this.showNotice("You are looking at an old move: go back to the game first.", "error");
      return false;
    }
    this.busy = true;
    this.root.classList.add("is-busy");
    try {
      // With our websocket's token the server does not push us the version this answer
      // already carries.
      const token = this.transport.token;
      const res = await postJson(this.config.moves,
        { version: this.game.version, action, ...(token ? { connection: token } : {}) });
      const data = res.data;
      if (res.status === 201) {
        this.hideNotice();
        this.update(data);
        return true;
      }
      const message = data.message || `The server answered ${res.status}.`;
      if (res.status === 409) {
        // One sentence that matches what the player sees next (the server's text says to
        // reload; the page has already done that).
        const text = data.code === "stale_version"
          ? "Someone moved first; the board is up to date — decide again."
          : data.code === "game_over" ? `${message} The board is up to date.` : message;
        this.showNotice(text, "warn");
        this.resync();
        this.fetchGame();
      } else {
        this.showNotice(message, "error");
        if (res.status === 403) this.resync();
      }
      return false;
    } catch (error) {
      this.showNotice("Network trouble: your move was not sent. Try again.", "error");
      this.resync();
      return false;
    } finally {
      this.busy = false;
      this.root.classList.remove("is-busy");
    }
  }

  showNotice(text, kind = "info") {
    const n = this.els.notice;
    n.textContent = text;
    n.dataset.kind = kind;
    n.hidden = false;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => this.hideNotice(), kind === "error" ? 9000 : 6000);
  }

  hideNotice() {
    this.els.notice.hidden = true;
  }

  /** Remove flash messages made for another game status than the one shown (a message
   * tagged "while-open" once the game started, say). */
  syncFlashMessages() {
    let changed = false;
    for (const m of document.querySelectorAll(".messages .message[data-tags]")) {
      const tags = m.dataset.tags.split(/\s+/);
      const want = tags.filter((t) => t.startsWith("while-")).map((t) => t.slice(6));
      if (want.length && !want.includes(this.game.status)) {
        m.remove();
        changed = true;
      }
    }
    const box = document.querySelector(".messages");
    if (box && !box.querySelector(".message")) box.remove();
    if (changed) this.fitBoard();
  }

  /** Remove the server's flash messages (base.html's .messages) from the page. */
  dropFlashMessages() {
    const box = document.querySelector(".messages");
    if (!box) return;
    box.remove();
    this.fitBoard();
  }

  /** Keep the whole board inside the window: the board's container gets
   * --board-top, the distance from the top of the page to the board (at scroll 0), and
   * the stylesheet caps the board to the window's height minus that. */
  fitBoard() {
    const board = this.els.board;
    if (!board) return;
    const top = board.getBoundingClientRect().top + window.scrollY;
    const value = `${Math.round(top)}px`;
    if (board.style.getPropertyValue("--board-top") !== value) board.style.setProperty("--board-top", value);
  }

  // -- rendering --------------------------------------------------------------------
  renderAll() {
    if (this.els.help) this.els.help.hidden = !(this.game.status === "active" && this.game.my_seat !== null);
    this.renderStatus();
    this.renderSeats();
    this.renderResult();
    this.renderActions();
    this.renderBoard();
    this.renderMoves();
    renderCorrespondence(this);  // vacation, skipped moves, abort, more time
    this.fitBoard();
  }

  promptedSeats() {
    return [...new Set((this.game.prompts || []).map((p) => p.seat))];
  }

  renderStatus() {
    const g = this.game;
    const view = g.view;
    let text;
    let mine = false;
    if (this.replaySeq !== null) {
      text = this.replaySeq === 0
        ? `Replaying: the start position (move 0 of ${g.version})`
        : `Replaying move ${this.replaySeq} of ${g.version}`;
    } else if (g.status === "open") {
      const free = g.seats.filter((s) => !s.user).length;
      text = `Waiting for players: ${free} seat${free === 1 ? "" : "s"} free`;
    } else if (g.status === "active") {
      const seats = this.promptedSeats();
      mine = g.my_seat !== null && seats.includes(g.my_seat);
      const others = seats.filter((s) => s !== g.my_seat).map((s) => this.seatName(s));
      if (mine) text = others.length ? `Your move (also waiting for ${others.join(", ")})` : "Your move";
      else if (others.length) text = `Waiting for ${others.join(", ")}`;
      else text = "In play";
    } else if (g.status === "finished") {
      text = "Game over";
    } else {
      text = "Aborted";
    }
    this.els.status.textContent = text;
    this.els.status.parentElement.classList.toggle("my-turn", mine);
    this.root.classList.toggle("my-turn", mine);
    document.title = `${mine ? "● " : ""}${document.title.replace(/^● /, "")}`;
    const round = view ? (this.renderer.round ? this.renderer.round(view) : view.round) : null;
    this.els.round.textContent = round ? `Round ${round}` : "";
    const notices = view && this.renderer.notices ? this.renderer.notices(view, this.ctx()) : [];
    let box = this.root.querySelector("#game-notices");
    if (!box) {
      box = el("div", { id: "game-notices", class: "game-notices" });
      this.els.notice.before(box);
    }
    box.replaceChildren(...notices.map((t) => el("div", { class: "game-notice", text: t })));
  }

  renderSeats() {
    const g = this.game;
    const view = g.view;
    const prompted = this.promptedSeats();
    const items = g.seats.map((s) => {
      const li = el("li", { class: "seat-row", "data-seat": s.index });
      if (prompted.includes(s.index) && g.status === "active" && this.replaySeq === null) li.classList.add("to-move");
      if (s.index === g.my_seat) li.classList.add("me");
      const dot = el("span", { class: "piece-dot" });
      dot.style.background = this.seatColor(s.index);
      const name = s.user
        ? el("a", { href: `/u/${encodeURIComponent(s.user)}/`, class: "seat-name", text: s.user })
        : el("span", { class: "seat-name muted", text: "free seat" });
      const head = el("div", { class: "seat-head" }, dot, name);
      if (s.is_bot) head.insertBefore(el("span", { class: "robot", title: "computer player", "data-testid": `robot-${s.index}`, text: "🤖" }), name);
      if (s.played_by_computer) head.append(el("span", { class: "tag", "data-testid": `by-computer-${s.index}`, text: "played by the computer" }));
      if (s.index === g.my_seat) head.append(el("span", { class: "tag", text: "you" }));
      if (s.team !== null && s.team !== undefined) {
        head.append(el("span", { class: `tag team-tag team-${s.team}`, text: `${TEAM_LETTERS[s.team] || s.team}队` }));
      }
      const clock = el("span", { class: "clock", "data-clock-seat": s.index });
      head.append(clock);
      li.append(head);
      const details = [];
      if (view && this.renderer.seatDetails) details.push(...this.renderer.seatDetails(view, s.index));
      if (s.outcome) details.push({ text: `${s.place ? `#${s.place} · ` : ""}${OUTCOME_WORDS[s.outcome] || s.outcome}` });
      if (details.length) {
        li.append(el("div", { class: "seat-details" },
          ...details.map((d) => el("span", { class: `detail${d.warn ? " warn" : ""}`, title: d.title || null, text: d.text }))));
      }
      return li;
    });
    this.els.seats.replaceChildren(...items);
    this.tick();
  }

  /** Count every prompted seat's clock down to its deadline. */
  tick() {
    const g = this.game;
    const now = this.now();
    const deadlines = {};
    const paused = {};  // seat -> ms left on a clock stopped by a vacation (page/correspondence.js)
    // Replaying an old move: the clocks are hidden (they belong to the live game).
    if (g.status === "active" && this.replaySeq === null) {
      for (const p of g.prompts || []) {
        if (p.paused) paused[p.seat] = p.time_left * 1000;
        if (!p.deadline || p.paused) continue;
        const t = Date.parse(p.deadline);
        if (!(p.seat in deadlines) || t < deadlines[p.seat]) deadlines[p.seat] = t;
      }
    }
    for (const node of this.els.seats.querySelectorAll("[data-clock-seat]")) {
      const seat = Number(node.dataset.clockSeat);
      if (seat in deadlines) {
        const left = deadlines[seat] - now;
        node.textContent = formatClock(left);
        node.classList.toggle("low", left < 10000);
        node.classList.add("running");
      } else if (seat in paused) {
        node.textContent = `⏸ ${formatClock(paused[seat])}`;
        node.classList.remove("running", "low");
      } else {
        node.textContent = "";
        node.classList.remove("running", "low");
      }
    }
    for (const node of document.querySelectorAll(".countdown[data-deadline]")) {
      node.textContent = formatClock(Date.parse(node.dataset.deadline) - now);
    }
  }

  renderResult() {
    const g = this.game;
    const box = this.els.result;
    if (g.status !== "finished" || !g.result) {
      box.hidden = true;
      return;
    }
    const r = g.result;
    const reason = (this.renderer.reasonText && this.renderer.reasonText(r.reason)) || GENERIC_REASONS[r.reason] || r.reason;
    const rows = g.seats
      .map((s) => ({ s, place: (r.places || [])[s.index], facts: (r.seats || [])[s.index] || {} }))
      .sort((a, b) => (a.place ?? 99) - (b.place ?? 99));
    const myPlace = g.my_seat !== null ? (r.places || [])[g.my_seat] : null;
    let headline = r.draw ? "Draw" : "Game over";
    if (!r.draw && myPlace === 1) headline = "You won!";
    box.replaceChildren(
      el("h2", { text: headline }),
      el("p", { class: "muted", text: `${reason}${r.rounds ? ` · round ${r.rounds}` : ""}` }),
      el("ol", { class: "result-list" }, ...rows.map(({ s, place, facts }) => {
        const dot = el("span", { class: "piece-dot" });
        dot.style.background = this.seatColor(s.index);
        return el("li", {},
          el("span", { class: "place", text: place ? `#${place}` : "–" }), dot,
          el("span", { text: this.seatName(s.index) }),
          el("span", { class: "muted", text: OUTCOME_WORDS[facts.status] || facts.status || "" }));
      })),
    );
    box.hidden = false;
  }

  renderActions() {
    const g = this.game;
    const replaying = this.replaySeq !== null;
    const boardTypes = new Set(this.renderer.boardActions || []);
    const seen = new Set();
    const actions = (g.legal_actions || []).filter((a) => {
      if (boardTypes.has(a.type) || seen.has(JSON.stringify(a))) return false;
      seen.add(JSON.stringify(a));
      return true;
    });
    const buttons = actions.map((action) => {
      const label = (this.renderer.actionLabel && this.renderer.actionLabel(action)) || GENERIC_LABELS[action.type] || action.type;
      return el("button", {
        type: "button",
        class: `button button-small action-${action.type}${action.type === "resign" ? " button-danger" : ""}`,
        "data-action": action.type,
        disabled: replaying,
        title: replaying ? "You are looking at an old move: go back to the game first." : null,
        text: label,
        onclick: async () => {
          if (CONFIRM[action.type] && !window.confirm(CONFIRM[action.type])) return;
          await this.submit(action);
        },
      });
    });
    this.els.actions.replaceChildren(...buttons);
    this.els.actionsCard.hidden = buttons.length === 0;
  }

  ctx(extra = {}) {
    const g = this.game;
    const live = this.replaySeq === null;
    const legal = live && g.status === "active" ? g.legal_actions || [] : [];
    return {
      game: g,
      version: live ? g.version : this.replaySeq,
      mySeat: g.my_seat,
      interactive: live && legal.length > 0,
      replay: !live,
      legalActions: legal,
      catalogue: this.catalogue,
      submit: (action) => this.submit(action),
      seatName: (i) => this.seatName(i),
      ...extra,
    };
  }

  renderBoard() {
    const view = this.replaySeq === null ? this.game.view : this.replayView;
    if (!view) {
      this.els.board.replaceChildren(el("div", { class: "board-empty" },
        el("p", { text: this.game.status === "open" ? "The board appears when every seat is taken." : "No board to show." })));
      return;
    }
    this.renderer.render(this.els.board, view, this.ctx());
  }

  // -- the move list and replay ------------------------------------------------------
  async loadMoves() {
    if (this.movesLoading) {
      this.movesAgain = true;
      return;
    }
    this.movesLoading = (async () => {
      try {
        let page = Math.floor(this.moves.length / MOVES_PAGE) + 1;
        let url = `${this.config.moves}?page=${page}`;
        while (url) {
          const data = await getJson(url);
          if (!data) break;
          for (const m of data.results || []) this.moves[m.seq - 1] = m;
          url = data.next;
        }
      } catch { /* try again on the next update */ }
      this.movesLoading = null;
      this.renderMoves();
      if (this.movesAgain) {
        this.movesAgain = false;
        if (this.game.version > this.moves.length) this.loadMoves();
      }
    })();
  }

  describeMove(m) {
    if (this.renderer.describeMove) {
      const text = this.renderer.describeMove(m, this.ctx());
      if (text) return text;
    }
    return m.action.type;
  }

  renderMoves() {
    const list = this.els.moves;
    list.closest(".moves-card").hidden = this.game.status === "open";
    const current = this.replaySeq === null ? this.game.version : this.replaySeq;
    const items = [];
    const start = el("li", { class: "move-row move-start", "data-seq": 0 },
      el("button", { type: "button", class: "move-button", text: "Start position", onclick: () => this.showReplay(0) }));
    if (current === 0) start.classList.add("current");
    items.push(start);
    this.moves.forEach((m) => {
      if (!m) return;
      const dot = el("span", { class: "piece-dot" });
      dot.style.background = this.seatColor(m.seat);
      const li = el("li", { class: "move-row", "data-seq": m.seq },
        el("button", { type: "button", class: "move-button", onclick: () => this.showReplay(m.seq) },
          el("span", { class: "move-no", text: `${m.seq}.` }), dot,
          el("span", { class: "move-who", text: this.seatName(m.seat) }),
          el("span", { class: "move-text", text: this.describeMove(m) }),
          m.by_timeout ? el("span", { class: "tag tag-warn", text: "timeout" }) : null));
      if (m.seq === current) li.classList.add("current");
      items.push(li);
    });
    const wasAtBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    list.replaceChildren(...items);
    if (this.replaySeq === null && wasAtBottom) list.scrollTop = list.scrollHeight;
    else list.querySelector(".current")?.scrollIntoView({ block: "nearest" });
  }

  /** Show the board after move `seq` (read-only); the last move returns to live. */
  async showReplay(seq) {
    const g = this.game;
    if (seq === null || seq >= g.version || g.status === "open") {
      this.replaySeq = null;
      this.replayView = null;
      this.els.replayBar.hidden = true;
      this.root.classList.remove("replaying");
      this.renderAll();
      return;
    }
    seq = Math.max(0, seq);
    const token = ++this.replayToken;
    try {
      const res = await fetch(`${this.config.replay}?seq=${seq}`, { credentials: "same-origin", headers: { Accept: "application/json" } });
      const data = await res.json();
      if (token !== this.replayToken) return;
      if (!res.ok) {
        this.showNotice(data.message || "Could not load that move.", "error");
        return;
      }
      this.replaySeq = seq;
      this.replayView = data.view;
    } catch {
      this.showNotice("Could not load that move.", "error");
      return;
    }
    this.els.replayText.textContent = seq === 0 ? "Replay: the start position" : `Replay: after move ${seq} of ${this.game.version}`;
    this.els.replayBar.hidden = false;
    this.root.classList.add("replaying");
    this.renderAll();
  }

  step(where) {
    const last = this.game.version;
    const cur = this.replaySeq === null ? last : this.replaySeq;
    const target = { first: 0, prev: cur - 1, next: cur + 1, last }[where];
    if (target === undefined || target < 0 || (target === cur && this.replaySeq === null)) return;
    this.showReplay(target >= last ? null : target);
  }

  bindControls() {
    for (const b of this.root.querySelectorAll("[data-step]")) {
      b.addEventListener("click", () => this.step(b.dataset.step));
    }
    this.root.querySelector("#replay-live")?.addEventListener("click", () => this.showReplay(null));
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
      const map = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
      if (map[event.key]) {
        event.preventDefault();
        this.step(map[event.key]);
      }
    });
    for (const b of document.querySelectorAll("[data-copy]")) {
      b.addEventListener("click", async () => {
        const input = document.querySelector(b.dataset.copy);
        input.select();
        try { await navigator.clipboard.writeText(input.value); } catch { document.execCommand("copy"); }
        b.textContent = "Copied";
        setTimeout(() => { b.textContent = "Copy"; }, 1500);
      });
    }
  }
}
