/**
 * The game page's live connection: one websocket to ws/games/<id>/ (docs/api.md,
 * Websocket) with reconnection (doubling delay up to 15 s) and, while it is down, REST
 * polling every 5 s; resync on demand. Every payload goes to `onGame(payload, force)`.
 */

import { getJson } from "./api.js";

export class Transport {
  /** wsPath: "/ws/games/<id>/"; apiUrl: the game's REST URL; onGame(payload, force);
   * onState("live" | "offline"); onMessage(msg): every other message (chat, rematch). */
  constructor({ wsPath, apiUrl, onGame, onState, onMessage }) {
    Object.assign(this, { wsPath, apiUrl, onGame, onState, onMessage });
    this.ws = null;
    this.open = false;
    this.delay = 500;
    this.pollTimer = null;
    this.connection = null;  // this socket's token (its first message), sent with moves
  }

  /** The token to send with a move: this socket then skips the version the POST answer
   * carries. Null while the socket is down (then every push is wanted). */
  get token() {
    return this.open ? this.connection : null;
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    let ws;
    try {
      ws = new WebSocket(`${proto}//${location.host}${this.wsPath}`);
    } catch (error) {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.open = true;
      this.delay = 500;
      this.onState("live");
      this.stopPolling();
    });
    ws.addEventListener("message", (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.connection) this.connection = msg.connection;
      if (msg.type === "game" && msg.game) this.onGame(msg.game, false);
      else if (this.onMessage) this.onMessage(msg);
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws) return;
      this.open = false;
      this.onState("offline");
      if (event.code === 4404) return;  // the game does not exist
      this.startPolling();
      this.scheduleReconnect();
    });
  }

  scheduleReconnect() {
    setTimeout(() => this.connect(), this.delay);
    this.delay = Math.min(this.delay * 2, 15000);
  }

  /** Without a websocket, ask the REST API every few seconds. */
  startPolling() {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.fetch(), 5000);
  }

  stopPolling() {
    clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  /** Get the current game again (websocket if open, else REST). */
  resync() {
    if (this.open && this.ws) this.ws.send(JSON.stringify({ type: "resync" }));
    else this.fetch();
  }

  /** The game by REST (forced: it replaces whatever the page shows). */
  async fetch() {
    try {
      const game = await getJson(this.apiUrl);
      if (game) this.onGame(game, true);
    } catch { /* offline: the next poll or reconnect tries again */ }
  }
}
