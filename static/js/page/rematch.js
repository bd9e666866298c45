/**
 * Rematch on the game-over screen (docs/rematch.md): propose, accept or decline through
 * /api/v1/games/<id>/rematch/; every page of the game (players and spectators) gets
 * {"type": "rematch", "rematch": {...}} over the websocket and moves to the new game
 * when it starts.
 */

import { el } from "../dom.js";
import { getJson, postJson } from "./api.js";
import { t, tf } from "./i18n.js";

export class Rematch {
  constructor(page) {
    this.page = page;
    this.url = `/api/v1/games/${page.config.gameId}/rematch/`;
    this.state = null;
    this.box = el("div", { class: "rematch", "data-testid": "rematch" });
    this.loading = false;
  }

  /** Load the state once the game is over. */
  async load() {
    if (this.loading || this.state) return;
    this.loading = true;
    try {
      const data = await getJson(this.url);
      if (data) this.take(data, false);
    } catch { /* shown on the next push */ }
    this.loading = false;
  }

  message(msg) {
    if (msg.type === "rematch" && msg.rematch) this.take(msg.rematch, true);
  }

  /** Show a state; `live`: it came as news, so a started rematch opens at once. */
  take(state, live) {
    this.state = state;
    const offer = state.offer;
    if (live && offer && offer.status === "started" && offer.url) {
      window.location.assign(offer.url);
      return;
    }
    this.render();
  }

  me() {
    return this.page.config.user;
  }

  isPlayer() {
    return this.page.game.my_seat !== null && this.page.game.my_seat !== undefined;
  }

  render() {
    const offer = this.state ? this.state.offer : null;
    const parts = [];
    const propose = el("button", { type: "button", class: "button button-primary button-small", "data-testid": "rematch-propose",
      text: t("Rematch"), title: t("Same options, seats rotated"), onclick: () => this.send(this.url, null) });
    if (!offer || offer.status === "declined" || offer.status === "failed") {
      if (offer && offer.status === "declined") {
        const no = Object.entries(offer.answers).filter(([, a]) => a === false).map(([n]) => n);
        parts.push(el("p", { class: "small", "data-testid": "rematch-status", text: tf("%(names)s declined the rematch.", { names: no.join(", ") }) }));
      }
      if (offer && offer.status === "failed") {
        parts.push(el("p", { class: "small warn", "data-testid": "rematch-status", text: offer.note || t("The rematch could not start.") }));
      }
      if (this.isPlayer()) parts.push(propose);
    } else if (offer.status === "open") {
      parts.push(el("p", { class: "small", "data-testid": "rematch-status",
        text: tf("%(name)s proposes a rematch (same options, seats rotated).", { name: offer.proposed_by }) }));
      parts.push(el("ul", { class: "rematch-answers" }, ...Object.entries(offer.answers).map(([name, a]) =>
        el("li", { "data-answer": a === null ? "waiting" : a ? "yes" : "no" },
          el("span", { text: a === null ? "…" : a ? "✓" : "✗" }), " ", el("span", { text: name })))));
      if (this.isPlayer() && offer.answers[this.me()] === null) {
        parts.push(el("div", { class: "actions" },
          el("button", { type: "button", class: "button button-primary button-small", "data-testid": "rematch-accept",
            text: t("Accept"), onclick: () => this.send(`${this.url}answer/`, { accept: true }) }),
          el("button", { type: "button", class: "button button-small", "data-testid": "rematch-decline",
            text: t("Decline"), onclick: () => this.send(`${this.url}answer/`, { accept: false }) })));
      }
    } else if (offer.status === "started") {
      parts.push(el("p", { class: "small", "data-testid": "rematch-status" }, t("The rematch has started."), " ",
        el("a", { href: offer.url, "data-testid": "rematch-link", text: this.isPlayer() ? t("Play it") : t("Watch it") })));
    }
    this.box.replaceChildren(...parts);
  }

  async send(url, body) {
    const res = await postJson(url, body || {});
    if (res.status === 200 || res.status === 201) this.take(res.data, true);
    else this.page.showNotice(res.data.message || tf("The server answered %(status)s.", { status: res.status }), "error");
  }
}
