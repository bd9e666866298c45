/**
 * The bell in the header (docs/notifications.md): the unread count, live over the
 * per-user websocket ws/notifications/ (open on every page of a logged-in user), a
 * dropdown of the newest entries, and browser notifications (the Notification API) for a
 * new entry in a game other than the one this page shows, once the user opted in.
 */
import { getJson, postJson } from "./api.js";
import { t, tf } from "./i18n.js";

const HEARTBEAT_MS = 25000;
const RECONNECT_MS = [1000, 2000, 5000, 10000, 30000];
const DROPDOWN_SIZE = 8;

/** The game this page shows (its id), or null. */
export function pageGame() {
  const m = location.pathname.match(/^\/games\/(\d+)\/$/);
  return m ? Number(m[1]) : null;
}

/** Whether a browser notification for `entry` should show on this page. */
export function wantsBrowserNotice(entry, pageGameId, visible) {
  if (!entry || !entry.game) return true;
  return !(entry.game === pageGameId && visible);
}

function setCount(bell, n) {
  const badge = bell.querySelector("[data-bell-count]");
  badge.textContent = n > 99 ? "99+" : String(n);
  badge.hidden = n <= 0;
  bell.querySelector("[data-bell-button]").setAttribute("aria-label", tf("Notifications: %(n)s unread", { n }));
}

function renderList(panel, entries) {
  const list = panel.querySelector("[data-bell-list]");
  list.replaceChildren();
  if (!entries.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = t("Nothing yet.");
    list.append(li);
  }
  for (const e of entries) {
    const li = document.createElement("li");
    li.className = e.read ? "bell-entry" : "bell-entry notif-unread";
    const a = document.createElement("a");
    a.href = e.url;
    a.textContent = e.text;
    a.addEventListener("click", async (event) => {
      if (e.read || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();  // mark it read first: a navigation would cancel the request
      try { await postJson("/api/v1/notifications/read/", { ids: [e.id] }); } finally { location.href = e.url; }
    });
    li.append(a);
    list.append(li);
  }
}

function showBrowserNotice(entry) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  if (!wantsBrowserNotice(entry, pageGame(), document.visibilityState === "visible")) return;
  const notice = new Notification("棋馆", { body: entry.text, tag: `bg-${entry.id}` });
  notice.onclick = () => { window.focus(); location.href = entry.url; };
}

function setUpOptIn() {
  const buttons = document.querySelectorAll("[data-notif-optin]");
  if (!("Notification" in window)) return;
  for (const button of buttons) {
    button.hidden = Notification.permission !== "default";
    button.addEventListener("click", async () => {
      const answer = await Notification.requestPermission();
      for (const b of buttons) b.hidden = answer !== "default";
    });
  }
}

/** On a game's page, while it is visible: its entries are read (the page shows them). */
function readThisGame(bell) {
  const game = pageGame();
  if (!game || document.visibilityState !== "visible") return;
  postJson("/api/v1/notifications/read/", { game }).then(({ data }) => {
    if (typeof data.unread === "number") setCount(bell, data.unread);
  }).catch(() => {});
}

function connect(bell) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const game = pageGame();
  let attempt = 0;
  let beat = null;
  const open = () => {
    const ws = new WebSocket(`${proto}//${location.host}/ws/notifications/${game ? `?game=${game}` : ""}`);
    ws.addEventListener("open", () => {
      attempt = 0;
      beat = setInterval(() => { if (ws.readyState === 1) ws.send('{"type":"ping"}'); }, HEARTBEAT_MS);
    });
    ws.addEventListener("message", (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (typeof msg.unread === "number") setCount(bell, msg.unread);
      if (msg.type === "unread" && !bell.dataset.live) {
        bell.dataset.live = "1";  // connected: this page counts as present
        readThisGame(bell);
      }
      if (msg.type === "notify") {
        if (msg.browser) showBrowserNotice(msg.notification);
        if (msg.notification && msg.notification.game === game) readThisGame(bell);
      }
    });
    ws.addEventListener("close", (event) => {
      clearInterval(beat);
      if (event.code === 4401) return;  // logged out
      setTimeout(open, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    });
  };
  open();
}

function setUpDropdown(bell) {
  const button = bell.querySelector("[data-bell-button]");
  const panel = bell.querySelector("[data-bell-panel]");
  const close = () => { panel.hidden = true; button.setAttribute("aria-expanded", "false"); };
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    if (!panel.hidden) { close(); return; }
    panel.hidden = false;
    button.setAttribute("aria-expanded", "true");
    const page = await getJson(`/api/v1/notifications/?page_size=${DROPDOWN_SIZE}`);
    if (page) renderList(panel, page.results);
  });
  panel.querySelector("[data-bell-readall]").addEventListener("click", async () => {
    const { data } = await postJson("/api/v1/notifications/read/", { all: true });
    if (typeof data.unread === "number") setCount(bell, data.unread);
    for (const li of panel.querySelectorAll(".notif-unread")) li.classList.remove("notif-unread");
  });
  document.addEventListener("click", (event) => { if (!bell.contains(event.target)) close(); });
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
}

const bell = document.querySelector("[data-bell]");
if (bell) {
  setUpDropdown(bell);
  setUpOptIn();
  connect(bell);
  document.addEventListener("visibilitychange", () => readThisGame(bell));
}
