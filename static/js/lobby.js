/**
 * The lobby's create-game form: show only the chosen game's options and player counts,
 * and the number field of the chosen time control. Without JavaScript every field shows
 * and the server checks everything anyway.
 */
import { t } from "./page/i18n.js";

import { tf } from "./page/i18n.js";

const form = document.getElementById("create-form");
const typesNode = document.getElementById("game-types");

/**
 * A room option's values that only some player counts allow (the game's registration,
 * GameSpec.choice_rules, e.g. QQ跳棋's teams with 4 or 6 players): disable them for the
 * other counts, fall back to the option's first allowed value, say why on the label.
 */
function applyChoiceRules(form, kind, players) {
  const box = form.querySelector(`fieldset[data-game="${kind.game}"]`);
  if (!box) return;
  for (const rule of kind.choice_rules || []) {
    const name = `opt__${kind.game}__${rule.option}`;  // boardgames/views.py _option_field_name
    const input = [...box.querySelectorAll("input[type=radio]")]
      .find((i) => i.name === name && i.value === String(rule.value));
    if (!input) continue;
    const ok = rule.players.includes(players);
    const label = input.closest("label");
    input.disabled = !ok;
    if (!ok && input.checked) {
      const other = [...box.querySelectorAll(`input[name="${name}"]`)].find((i) => !i.disabled);
      if (other) other.checked = true;
    }
    const labels = Object.fromEntries(rule.labels);
    if (label) {
      label.title = ok ? (labels[players] || "") : rule.refused;
      label.classList.toggle("disabled", !ok);
    }
  }
}

if (form && typesNode) {
  const types = JSON.parse(typesNode.textContent);
  const gameSelect = form.elements.game;
  const playersSelect = form.elements.players;

  const sync = () => {
    const kind = types.find((t) => t.game === gameSelect.value) || types[0];
    for (const fs of form.querySelectorAll("fieldset.options")) {
      const on = kind && fs.dataset.game === kind.game;
      fs.hidden = !on;
      fs.disabled = !on;
    }
    // The rules in a nutshell beside the form: the chosen game's only.
    for (const card of document.querySelectorAll(".rules-card[data-game]")) {
      card.hidden = !kind || card.dataset.game !== kind.game;
    }
    if (kind) {
      for (const option of playersSelect.options) {
        option.disabled = !kind.player_counts.includes(Number(option.value));
      }
      if (playersSelect.selectedOptions[0]?.disabled) {
        playersSelect.value = String(kind.player_counts[0]);
      }
    }
    // Joining choices that only apply to some rooms (强手棋's deposit: coin rooms only).
    for (const box of form.querySelectorAll("[data-when-field]")) {
      const chosen = form.querySelector(`[name="${box.dataset.whenField}"]:checked`)
        || form.querySelector(`select[name="${box.dataset.whenField}"]`);
      const on = !!chosen && chosen.value === box.dataset.whenValue;
      box.hidden = !on;
      for (const input of box.querySelectorAll("input, select")) input.disabled = !on;
    }
    const speed = form.querySelector("input[name=speed]:checked")?.value || "live";
    for (const box of form.querySelectorAll(".tc")) {
      const on = box.classList.contains(`tc-${speed}`);
      box.hidden = !on;
      box.querySelector("input").disabled = !on;
    }
    if (kind) applyChoiceRules(form, kind, Number(playersSelect.value));
  };
  form.addEventListener("change", sync);
  sync();
  syncRated(form);
}

/**
 * One honest "Rated" box (issue 14): a game with computer players is casual unless the
 * creator ticks it, so choosing a computer unticks it (and choosing people again puts
 * back what it was); the box always says what the server will do.
 */
function syncRated(form) {
  const rated = form.elements.rated;
  const bots = form.elements.bots;
  const help = form.querySelector("#rated-help");
  if (!rated || !bots) return;
  let withPeople = rated.checked;
  let hadBots = !!bots.value;
  const show = () => {
    if (help) {
      help.textContent = bots.value
        ? (rated.checked ? t("Rated, although computer players sit at it: you opted in.")
          : t("Casual: games against the computer are not rated unless you tick Rated."))
        : "";
      help.hidden = !bots.value;
    }
  };
  bots.addEventListener("change", () => {
    if (bots.value && !hadBots) { withPeople = rated.checked; rated.checked = false; }
    if (!bots.value && hadBots) rated.checked = withPeople;
    hadBots = !!bots.value;
    show();
  });
  rated.addEventListener("change", show);
  if (bots.value && !hadBots) rated.checked = false;
  show();
}

// Count down "due in" deadlines of my games.
const fmt = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return tf("%(d)s d %(h)s h left", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  if (s >= 3600) return tf("%(h)s h %(m)s m left", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  return tf("%(clock)s left", { clock: `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}` });
};
// The server's clock decides: correct for a wrong local clock with the time the page was
// made (refreshed with the lists).
let clockOffset = 0;
let serverTime = NaN;
const readServerTime = () => {
  const stamp = document.querySelector("[data-server-time]")?.dataset.serverTime;
  const t = stamp ? Date.parse(stamp) : NaN;
  if (!Number.isNaN(t)) clockOffset = t - Date.now();
  serverTime = t;
};
readServerTime();
// A clock paused by a vacation does not run: its deadline is "now + time left" as of
// the page's server time, so it shows that time left, fixed, with a pause mark.
const tick = () => {
  for (const node of document.querySelectorAll(".countdown[data-deadline]")) {
    const due = Date.parse(node.dataset.deadline);
    node.textContent = node.dataset.paused && !Number.isNaN(serverTime)
      ? `⏸ ${fmt(due - serverTime)}` : fmt(due - (Date.now() + clockOffset));
  }
};
tick();
setInterval(tick, 1000);

// Keep "My games" and "Open games" fresh: every 20 s while the tab is visible, fetch the
// lobby again and swap in those two sections (the create form is left alone).
const LIVE_SECTIONS = ["#my-games", "#open-games"];
async function refreshLists() {
  if (document.visibilityState !== "visible") return;
  try {
    const res = await fetch(location.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
    if (!res.ok) return;
    const doc = new DOMParser().parseFromString(await res.text(), "text/html");
    for (const selector of LIVE_SECTIONS) {
      const fresh = doc.querySelector(selector);
      const here = document.querySelector(selector);
      if (fresh && here && fresh.innerHTML !== here.innerHTML) here.innerHTML = fresh.innerHTML;
      if (fresh && here && fresh.dataset.serverTime) here.dataset.serverTime = fresh.dataset.serverTime;
    }
    readServerTime();
    tick();
  } catch { /* offline: try again next time */ }
}
setInterval(refreshLists, 20000);
document.addEventListener("visibilitychange", refreshLists);
