/**
 * Clocks of the game page: the server's time (corrected for a wrong local clock with
 * each payload's server_time) and the countdown text.
 */

import { tf } from "./i18n.js";

/** "1:05", "12:00", "2 d 4 h", "0:00" for a number of milliseconds. */
export function formatClock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return tf("%(d)s d %(h)s h", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  if (s >= 3600) return tf("%(h)s h %(m)s m", { h: Math.floor(s / 3600), m: String(Math.floor((s % 3600) / 60)).padStart(2, "0") });
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The server's clock as well as the page knows it. */
export class ServerClock {
  constructor() {
    this.offset = 0;  // server clock - local clock (ms)
  }

  /** Correct for a wrong local clock: offset = payload.server_time - now, on receipt. */
  take(game) {
    const t = game && game.server_time ? Date.parse(game.server_time) : NaN;
    if (!Number.isNaN(t)) this.offset = t - Date.now();
  }

  /** Now (ms since the epoch), by the server's clock. */
  now() {
    return Date.now() + this.offset;
  }
}
