/**
 * The game page, for every game: the shell that ties its modules together (static/js/page/:
 * transport, api, clock, status, players, move-list, replay, toast, flash, i18n).
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
 *        ctx.lastMove     the move-list entry that made the state drawn (null: none/unknown)
 *        ctx.sinceMyTurn  entries of the others' moves since the viewer's last move
 *                         (games of three or more; else [])
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
 *   describeMove(entry, ctx) -> string   One move-list line, in words, for a move of
 *                                     GET /moves/ ({seq, seat, action, events, by_timeout}).
 *   announce(entry, ctx) -> [{text, kind?}]  Toasts for a move that just arrived live
 *                                     (money or pieces moved: "bob paid you ¥150 rent");
 *                                     kind "good" | "bad" | "info" | "warn".
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
import { postJson } from "./page/api.js";
import { formatClock, ServerClock } from "./page/clock.js";
import { dropFlashMessages, syncFlashMessages } from "./page/flash.js";
import { t, tf } from "./page/i18n.js";
import { confirmText, genericLabel } from "./page/labels.js";
import { MoveList } from "./page/move-list.js";
import { putFocus, takeFocus } from "./page/keep-input.js";
import { renderResult, renderSeats, tickClocks } from "./page/players.js";
import { Replay } from "./page/replay.js";
import { renderStatus } from "./page/status.js";
import { toast } from "./page/toast.js";
import { Transport } from "./page/transport.js";
import { mountAroundTable } from "./page/around-table.js";
import { renderCorrespondence } from "./page/correspondence.js";

const PALETTE = ["#e0463c", "#f2a516", "#3aa655", "#2f7fd8", "#8e5bd1", "#18a8a3"];

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

/** The page's own stylesheet (toasts, the status clock, seat marks, focus), linked once. */
function linkStylesheet() {
  const href = new URL("../css/game-page.css", import.meta.url).href;
  if (document.querySelector(`link[href="${href}"]`)) return;
  document.head.append(el("link", { rel: "stylesheet", href }));
}

/** True when payload `b` says what `a` says (its server_time aside): drawing it again
 * would change nothing. */
function samePayload(a, b) {
  if (!a || !b || a.version !== b.version) return false;
  const text = (g) => JSON.stringify({ ...g, server_time: null });
  return text(a) === text(b);
}

class GamePage {
  constructor({ root, config, initial, renderer, catalogue }) {
    this.root = root;
    this.config = config;
    this.catalogue = catalogue || null;  // the game's static data (GameSpec.catalogue), once per page
    this.game = initial;
    this.rendererUrl = renderer;  // the ES module of GameSpec.renderer
    this.renderer = fallbackRenderer;
    this.busy = false;
    this.noticeTimer = null;
    this.clock = new ServerClock();
    this.clock.take(initial);
    this.transport = new Transport({
      wsPath: config.ws, apiUrl: config.api,
      onGame: (game, force) => this.update(game, force), onState: (state) => this.setConn(state),
      onMessage: (msg) => this.around?.message(msg),
    });
    const $ = (sel) => root.querySelector(sel);
    this.els = {
      board: $("#board"), status: $("#status-text"), round: $("#round"), conn: $("#conn"),
      notice: $("#notice"), seats: $("#seats"), result: $("#result"), actions: $("#actions"),
      actionsCard: $("#actions-card"), moves: $("#moves"), replayBar: $("#replay-bar"),
      replayText: $("#replay-text"), help: $("#board-help"), room: $("#room"),
    };
    this.replay = new Replay(this);
    this.moveList = new MoveList(this, this.els.moves, (entry) => this.announce(entry));
  }

  /** The move-list entries held, index = seq - 1. */
  get moves() {
    return this.moveList.moves;
  }

  /** null: live; else the move number shown. */
  get replaySeq() {
    return this.replay.seq;
  }

  /** The view drawn: the live one, or the replayed move's. */
  shownView() {
    return this.replay.active ? this.replay.view : this.game.view;
  }

  /** Update every clock on the page (seat rows, the status bar, renderers' countdowns). */
  tick() {
    tickClocks(this);
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
    linkStylesheet();
    try {
      this.renderer = await import(this.rendererUrl);
    } catch (error) {
      console.warn("No renderer for", this.config.slug, error);
    }
    if (this.els.help && this.renderer.help) this.els.help.textContent = this.renderer.help;
    this.bindControls();
    this.syncFlashMessages();
    this.around = mountAroundTable(this);  // chat, game over, rematch (page/around-table.js)
    this.renderAll();
    this.transport.connect();
    this.moveList.load();
    setInterval(() => this.tick(), 250);
    window.addEventListener("resize", () => this.fitBoard());
    this.fitBoard();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.transport.resync();
    });
  }

  setConn(state) {
    if (!this.els.conn) return;
    this.els.conn.dataset.state = state;
    this.els.conn.title = state === "live" ? t("Live: updates arrive by themselves") : t("Reconnecting…");
  }

  /** Get the current game again (websocket if open, else REST). */
  resync() {
    this.transport.resync();
  }

  /** Take a new payload (from the websocket, a POST answer or REST). Older versions
   * than the one shown are ignored unless `force`. */
  update(game, force = false) {
    const old = this.game;
    if (old && game.version < old.version && !force) return;
    const unchanged = samePayload(old, game);
    this.game = game;
    this.takeServerTime(game);
    // The socket's first view (and a resync's answer) usually repeats what is drawn: no
    // redraw, so a click the player is making (pressed on a card, not yet released) is
    // not lost to a card element replaced under the pointer.
    if (unchanged) return;
    if (old && old.status === "open" && game.status !== "open" && this.els.room) {
      this.els.room.hidden = true;
    }
    // The flash messages of the last request ("Game created. Share the invite link…",
    // "Every seat is taken…") describe the state they were made in: gone once it changes.
    if (old && old.status !== game.status) this.dropFlashMessages();
    else this.syncFlashMessages();
    this.moveList.take(game.last_move);
    this.renderAll();
    if (game.version > this.moves.length) this.moveList.load();
  }

  /** Toasts for a move that just arrived (the renderer's `announce`). */
  announce(entry) {
    if (!this.renderer.announce) return;
    for (const item of this.renderer.announce(entry, this.ctx()) || []) {
      const { text, kind } = typeof item === "string" ? { text: item } : item;
      if (text) toast(text, { kind });
    }
  }

  seatName(i) {
    const seat = this.game.seats.find((s) => s.index === i);
    return seat && seat.user ? seat.user : tf("Seat %(n)s", { n: i + 1 });
  }

  seatColor(i) {
    const view = this.shownView();
    if (!view) return "var(--line)";  // no game yet: colours come with the board
    if (this.renderer.seatColor) return this.renderer.seatColor(view, i);
    return PALETTE[i % PALETTE.length];
  }

  /** The POST that sends an action with the version the player saw. */
  async submit(action) {
    if (this.busy) return false;
    if (this.replay.active) {
      this.showNotice(t("You are looking at an old move: go back to the game first."), "error");
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
      if (res.status === 201) {
        this.hideNotice();
        this.update(res.data);
        return true;
      }
      this.refused(res);
      return false;
    } catch (error) {
      this.showNotice(t("Network trouble: your move was not sent. Try again."), "error");
      this.resync();
      return false;
    } finally {
      this.busy = false;
      this.root.classList.remove("is-busy");
    }
  }

  /** Show why a submission was refused; resync when the page was behind. */
  refused({ status, data }) {
    const message = data.message || tf("The server answered %(status)s.", { status });
    if (status === 409) {
      // One sentence that matches what the player sees next (the server's text says to
      // reload; the page has already done that).
      const text = data.code === "stale_version"
        ? t("Someone moved first; the board is up to date — decide again.")
        : data.code === "game_over" ? `${message} ${t("The board is up to date.")}` : message;
      this.showNotice(text, "warn");
      this.resync();
      this.fetchGame();
    } else {
      this.showNotice(message, "error");
      if (status === 403) this.resync();
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

  /** Remove flash messages made for another game status than the one shown (./page/flash.js). */
  syncFlashMessages() {
    if (syncFlashMessages(this.game.status)) this.fitBoard();
  }

  /** Remove the server's flash messages from the page. */
  dropFlashMessages() {
    if (dropFlashMessages()) this.fitBoard();
  }

  /** Keep the whole board inside the window: the board's container gets
   * --board-top, the distance from the top of the page to the board (at scroll 0), and
   * the stylesheet caps the board to the window's height minus that. */
  fitBoard() {
    // The sticky status bar stays under the site's sticky top bar (game-page.css).
    const bar = document.querySelector(".topbar");
    if (bar) document.documentElement.style.setProperty("--topbar-h", `${bar.offsetHeight}px`);
    const board = this.els.board;
    if (!board) return;
    const top = board.getBoundingClientRect().top + window.scrollY;
    const value = `${Math.round(top)}px`;
    if (board.style.getPropertyValue("--board-top") !== value) board.style.setProperty("--board-top", value);
  }

  renderAll() {
    if (this.els.help) this.els.help.hidden = !(this.game.status === "active" && this.game.my_seat !== null);
    renderStatus(this);
    this.replay.caption();
    renderSeats(this, this.els.seats);
    renderResult(this, this.els.result);
    this.renderActions();
    this.renderBoard();
    this.moveList.render();
    this.around?.render();
    renderCorrespondence(this);  // vacation, skipped moves, abort, more time
    this.fitBoard();
  }

  renderActions() {
    const replaying = this.replay.active;
    const boardTypes = new Set(this.renderer.boardActions || []);
    const seen = new Set();
    const actions = (this.game.legal_actions || []).filter((a) => {
      const key = JSON.stringify(a);
      if (boardTypes.has(a.type) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const buttons = actions.map((action) => el("button", {
      type: "button",
      class: `button button-small action-${action.type}${action.type === "resign" ? " button-danger" : ""}`,
      "data-action": action.type,
      disabled: replaying,
      title: replaying ? t("You are looking at an old move: go back to the game first.") : null,
      text: (this.renderer.actionLabel && this.renderer.actionLabel(action)) || genericLabel(action.type) || action.type,
      onclick: async () => {
        const question = confirmText(action.type);
        if (question && !window.confirm(question)) return;
        await this.submit(action);
      },
    }));
    // The button the player had focused (Tab to "Offer a draw") keeps the focus.
    const focus = takeFocus(this.els.actions);
    this.els.actions.replaceChildren(...buttons);
    this.els.actionsCard.hidden = buttons.length === 0;
    putFocus(this.els.actions, focus);
  }

  ctx(extra = {}) {
    const g = this.game;
    const live = !this.replay.active;
    const legal = live && g.status === "active" ? g.legal_actions || [] : [];
    const version = live ? g.version : this.replay.seq;
    return {
      game: g,
      version,
      mySeat: g.my_seat,
      interactive: live && legal.length > 0,
      replay: !live,
      legalActions: legal,
      lastMove: this.moveList.entry(version) || (live && g.last_move && g.last_move.seq === version ? g.last_move : null),
      sinceMyTurn: live ? this.moveList.sinceMyTurn() : [],
      catalogue: this.catalogue,
      submit: (action) => this.submit(action),
      seatName: (i) => this.seatName(i),
      ...extra,
    };
  }

  /** Draw the board. With `ifChanged` (the move log arriving), only when what the
   * renderer is given differs from the last draw: a redraw replaces the cards and squares,
   * and a click pressed on one and released on its replacement is lost. */
  renderBoard({ ifChanged = false } = {}) {
    const view = this.shownView();
    if (!view) {
      this.boardKey = null;
      this.els.board.replaceChildren(el("div", { class: "board-empty" },
        el("p", { text: this.game.status === "open" ? t("The board appears when every seat is taken.") : t("No board to show.") })));
      return;
    }
    const ctx = this.ctx();
    const key = JSON.stringify([{ ...this.game, server_time: null }, view, ctx.version, ctx.replay, ctx.lastMove, ctx.sinceMyTurn]);
    if (ifChanged && key === this.boardKey) return;
    this.boardKey = key;
    // The square, card or button a keyboard player is on keeps the focus (keep-input.js).
    const focus = takeFocus(this.els.board);
    this.renderer.render(this.els.board, view, ctx);
    putFocus(this.els.board, focus);
  }

  /** Show the board after move `seq` (read-only); null or the last move returns to live. */
  showReplay(seq) {
    return this.replay.show(seq);
  }

  step(where) {
    this.replay.step(where);
  }

  bindControls() {
    for (const b of this.root.querySelectorAll("[data-step]")) {
      b.addEventListener("click", () => this.step(b.dataset.step));
    }
    this.root.querySelector("#replay-live")?.addEventListener("click", () => this.showReplay(null));
    document.addEventListener("keydown", (event) => {
      if (event.target.closest("input, textarea, select, [role=dialog]") || event.altKey || event.ctrlKey || event.metaKey) return;
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
        b.textContent = t("Copied");
        setTimeout(() => { b.textContent = t("Copy"); }, 1500);
      });
    }
  }
}
