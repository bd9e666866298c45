/**
 * The game page's chat (docs/chat.md): the players' chat, and for spectators also the
 * spectators' chat, live over the game's websocket ({"type": "chat"} and
 * {"type": "chat_settings"} messages), posted through POST /api/v1/games/<id>/chat/.
 *
 * Every message is put into the page with textContent only (never as HTML). Each line
 * names the move it follows; clicking it shows that move (the replay), and while
 * replaying, lines posted later are dimmed. A name's menu mutes that player for you or
 * reports the line to staff; "Turn chat off" hides every chat for you.
 */

import { el } from "../dom.js";
import { getJson, postJson } from "./api.js";
import { t, tf } from "./i18n.js";
import { putInput, takeInput } from "./keep-input.js";

const MAX_LENGTH = 500;

export class Chat {
  /** page: the GamePage (game, config, showReplay, replaySeq); mounts its card into the
   * page's side column. */
  constructor(page) {
    this.page = page;
    this.url = `/api/v1/games/${page.config.gameId}/chat/`;
    this.state = null;
    this.messages = [];
    this.shownReplay = null;
    this.card = el("section", { class: "card card-tight chat-card", id: "chat", "data-testid": "chat" });
    page.root.querySelector(".side-column")?.append(this.card);
    this.load();
  }

  async load() {
    try {
      const data = await getJson(this.url);
      if (!data) return;
      this.state = data;
      this.messages = data.messages;
      this.render();
    } catch { /* offline: the next settings push or reload tries again */ }
  }

  /** The game's status after a render: when it changes (an abort closes the chat, a
   * finished game keeps it), read the chat's state again so the form follows. */
  gameStatus(status) {
    if (this.lastStatus !== undefined && status !== this.lastStatus) this.load();
    this.lastStatus = status;
  }

  /** A websocket message that is not a game payload. */
  message(msg) {
    if (msg.type === "chat" && msg.message && this.state && !this.state.chat_off) {
      if (this.messages.some((m) => m.id === msg.message.id)) return;
      this.messages.push(msg.message);
      this.renderList("follow");
    } else if (msg.type === "chat_settings") {
      this.load();
    }
  }

  render() {
    const s = this.state;
    const head = el("div", { class: "chat-head" },
      el("h2", { text: t("Chat") }),
      this.page.config.user ? el("button", {
        type: "button", class: "button button-small button-quiet", "data-testid": "chat-toggle",
        text: s.chat_off ? t("Turn chat on") : t("Turn chat off"),
        onclick: () => this.setOff(!s.chat_off),
      }) : null);
    if (s.chat_off) {
      this.card.replaceChildren(head, el("p", { class: "muted small", text: t("You turned the chat off.") }));
      return;
    }
    this.list = el("ol", { class: "chat-list", "data-testid": "chat-list", "aria-live": "polite" });
    const parts = [head];
    if (s.channel === "spectators" && this.page.config.user) {
      parts.push(el("p", { class: "muted small", text: t("You write in the spectators' chat: the players do not see it.") }));
    }
    parts.push(this.list);
    if (s.muted.length) parts.push(this.mutedLine());
    if (s.can_post) parts.push(this.form());
    else if (!this.page.config.user) parts.push(el("p", { class: "muted small", text: t("Log in to chat.") }));
    const typed = takeInput(this.card);  // the chat is read again when the game's status changes
    this.card.replaceChildren(...parts);
    putInput(this.card, typed, { notify: true });
    this.renderList(true);
  }

  mutedLine() {
    return el("p", { class: "muted small chat-muted" }, t("Muted:"), " ",
      ...this.state.muted.map((name) => el("button", {
        type: "button", class: "link-button", title: t("Unmute"), text: `${name} ✕`,
        onclick: () => this.mute(name, false),
      })));
  }

  form() {
    const input = el("input", {
      type: "text", maxlength: String(MAX_LENGTH), "data-testid": "chat-input", autocomplete: "off",
      placeholder: t("Say something…"), "aria-label": t("Chat message"),
    });
    const error = el("p", { class: "error small", hidden: true, "data-testid": "chat-error" });
    const count = el("span", { class: "muted small chat-count" });
    input.addEventListener("input", () => {
      const left = MAX_LENGTH - input.value.length;
      count.textContent = left < 100 ? String(left) : "";
    });
    const form = el("form", { class: "chat-form" }, input,
      el("button", { type: "submit", class: "button button-small", "data-testid": "chat-send", text: t("Send") }), count);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      error.hidden = true;
      try {
        const res = await postJson(this.url, { text });
        if (res.status === 201) {
          if (input.value.trim() === text) {  // not what was typed meanwhile
            input.value = "";
            count.textContent = "";
          }
          if (!this.messages.some((m) => m.id === res.data.id)) this.messages.push(res.data);
          this.renderList(true);
        } else {
          error.textContent = res.data.message || tf("The server answered %(status)s.", { status: res.status });
          error.hidden = false;
        }
      } catch {
        error.textContent = t("Network trouble: the message was not sent.");
        error.hidden = false;
      }
    });
    return el("div", {}, form, error);
  }

  /** Draw the messages (muted authors left out). `scroll`: true puts the view at the
   * bottom; "follow" (a line arriving) only when it was there, so a reader scrolled up
   * stays where they read; false keeps it. A name's open menu stays open. */
  renderList(scroll = false) {
    if (!this.list) return;
    const list = this.list;
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
    const top = list.scrollTop;
    const menu = list.querySelector(".chat-menu");
    const menuFor = menu ? menu.closest("li")?.dataset.id : null;
    const muted = new Set(this.state.muted);
    const replay = this.page.replaySeq;
    const me = this.page.config.user;
    const items = this.messages.filter((m) => !muted.has(m.user)).map((m) => {
      const li = el("li", { class: `chat-line chat-${m.channel}`, "data-testid": "chat-line", "data-id": m.id });
      if (replay !== null && replay !== undefined && m.at_version > replay) li.classList.add("chat-future");
      li.append(...[
        el("button", { type: "button", class: "chat-move", title: t("Show the board at this move"),
          text: `#${m.at_version}`, onclick: () => this.page.showReplay(m.at_version) }),
        m.channel === "spectators" ? el("span", { class: "chat-eye", title: t("spectator"), text: "👁" }) : null,
        me && m.user !== me
          ? el("button", { type: "button", class: "chat-author", text: m.user, onclick: (e) => this.menu(e, m) })
          : el("span", { class: "chat-author", text: m.user }),
        el("span", { class: "chat-text", text: m.text })].filter(Boolean));
      return li;
    });
    if (!items.length) items.push(el("li", { class: "muted small", text: t("No messages yet.") }));
    list.replaceChildren(...items);
    if (menuFor) list.querySelector(`li[data-id="${menuFor}"]`)?.append(menu);
    if (scroll === true || (scroll === "follow" && atBottom)) list.scrollTop = list.scrollHeight;
    else list.scrollTop = top;
  }

  menu(event, m) {
    this.card.querySelector(".chat-menu")?.remove();
    const menu = el("div", { class: "chat-menu", role: "menu" },
      el("button", { type: "button", class: "button button-small", "data-testid": "chat-mute",
        text: tf("Mute %(name)s", { name: m.user }), onclick: () => { menu.remove(); this.mute(m.user, true); } }),
      el("button", { type: "button", class: "button button-small button-danger", "data-testid": "chat-report",
        text: t("Report this message"), onclick: () => { menu.remove(); this.report(m); } }),
      el("button", { type: "button", class: "button button-small button-quiet", text: t("Close"), onclick: () => menu.remove() }));
    event.currentTarget.closest("li").append(menu);
  }

  async mute(name, muted) {
    const res = await postJson("/api/v1/me/chat/mutes/", { username: name, muted });
    if (res.status === 200) {
      this.state.muted = res.data.muted;
      this.render();
    } else {
      this.page.showNotice(res.data.message || t("Could not change the mute."), "error");
    }
  }

  async report(m) {
    const reason = window.prompt(tf("Report %(name)s's message to the moderators. Why? (optional)", { name: m.user }), "");
    if (reason === null) return;
    const res = await postJson(`/api/v1/chat/messages/${m.id}/report/`, { reason: reason.slice(0, MAX_LENGTH) });
    this.page.showNotice(res.status === 201 ? t("Thank you: the moderators will look at it.") : (res.data.message || t("Could not send the report.")),
      res.status === 201 ? "info" : "error");
  }

  async setOff(off) {
    const res = await postJson("/api/v1/me/chat/settings/", { chat_off: off });
    if (res.status === 200) this.load();
  }
}
