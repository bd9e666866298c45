/**
 * The lobby's create-game form: show only the chosen game's options and player counts,
 * and the number field of the chosen time control. Without JavaScript every field shows
 * and the server checks everything anyway.
 */

const form = document.getElementById("create-form");
const typesNode = document.getElementById("game-types");

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
    // QQ跳棋: team play needs 4 or 6 players; say so next to the choice.
    const cc = 'fieldset[data-game="chinese-checkers"]';
    const teams = form.querySelector(`${cc} input[value=teams]`);
    if (teams) {
      const n = Number(playersSelect.value);
      const label = teams.closest("label");
      const ok = n === 4 || n === 6;
      teams.disabled = !ok;
      if (!ok && teams.checked) form.querySelector(`${cc} input[value=ffa]`).checked = true;
      label.title = ok ? (n === 4 ? "2V2" : "3V3") : "Teams need 4 (2V2) or 6 (3V3) players";
      label.classList.toggle("disabled", !ok);
    }
  };
  form.addEventListener("change", sync);
  sync();
}

// Count down "due in" deadlines of my games.
const fmt = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return `${Math.floor(s / 86400)} d ${Math.floor((s % 86400) / 3600)} h left`;
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} m left`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")} left`;
};
// The server's clock decides: correct for a wrong local clock with the time the page was
// made (refreshed with the lists).
let clockOffset = 0;
const readServerTime = () => {
  const stamp = document.querySelector("[data-server-time]")?.dataset.serverTime;
  const t = stamp ? Date.parse(stamp) : NaN;
  if (!Number.isNaN(t)) clockOffset = t - Date.now();
};
readServerTime();
const tick = () => {
  for (const node of document.querySelectorAll(".countdown[data-deadline]")) {
    node.textContent = fmt(Date.parse(node.dataset.deadline) - (Date.now() + clockOffset));
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
