/**
 * Replay on the game page: the board, the round, the player panels and the clocks as
 * they were after move k (GET /replay/?seq=k -> {seq, view, prompts}, each prompt with
 * the `seconds_left` its clock showed then; boardgames/replay.py). Read-only until
 * "Back to the game"; ◀ ▶ and the arrow keys / Home / End step.
 */

import { getJson } from "./api.js";
import { t, tf } from "./i18n.js";

export class Replay {
  /** page: the GamePage (game, config, renderAll(), showNotice(), els). */
  constructor(page) {
    this.page = page;
    this.seq = null;       // null: live; else the move number shown
    this.view = null;      // the view after move `seq`
    this.prompts = [];     // the prompts pending after move `seq`, with seconds_left
    this.token = 0;
  }

  /** True while an old move is shown. */
  get active() {
    return this.seq !== null;
  }

  /** Show the board after move `seq`; null or the last move returns to live. Resolves
   * when drawn (false if the move could not be loaded). */
  async show(seq) {
    const page = this.page;
    const g = page.game;
    if (seq === null || seq >= g.version || g.status === "open") {
      this.leave();
      return true;
    }
    seq = Math.max(0, seq);
    const token = ++this.token;
    let data;
    try {
      data = await getJson(`${page.config.replay}?seq=${seq}`);
    } catch {
      data = null;
    }
    if (token !== this.token) return false;
    if (!data) {
      page.showNotice(t("Could not load that move."), "error");
      return false;
    }
    this.seq = seq;
    this.view = data.view;
    this.prompts = data.prompts || [];
    this.caption();
    page.els.replayBar.hidden = false;
    page.root.classList.add("replaying");
    page.renderAll();
    return true;
  }

  /** The replay bar's words: the move shown of the game's moves so far (a push while
   * replaying keeps the move shown and only counts the new one). */
  caption() {
    if (this.seq === null) return;
    this.page.els.replayText.textContent = this.seq === 0
      ? t("Replay: the start position")
      : tf("Replay: after move %(seq)s of %(total)s", { seq: this.seq, total: this.page.game.version });
  }

  /** Back to the live game. */
  leave() {
    this.token += 1;
    this.seq = null;
    this.view = null;
    this.prompts = [];
    this.page.els.replayBar.hidden = true;
    this.page.root.classList.remove("replaying");
    this.page.renderAll();
  }

  /** Step "first" | "prev" | "next" | "last". */
  step(where) {
    const last = this.page.game.version;
    const cur = this.seq === null ? last : this.seq;
    const target = { first: 0, prev: cur - 1, next: cur + 1, last }[where];
    if (target === undefined || target < 0 || (target === cur && this.seq === null)) return;
    this.show(target >= last ? null : target);
  }

  /** The seats that were to act after the move shown, each with the seconds left then:
   * {seat: seconds} (the smallest when a seat had several prompts). */
  clocks() {
    const out = {};
    for (const p of this.prompts) {
      if (!(p.seat in out) || p.seconds_left < out[p.seat]) out[p.seat] = p.seconds_left;
    }
    return out;
  }
}
