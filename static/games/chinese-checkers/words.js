/**
 * QQ跳棋's words on the page: hole names, the move list, the seat lines, notices, end
 * reasons and the help text, every one through the translation catalogue
 * (static/js/page/i18n.js). The game's own Chinese terms (入营, 出营, 超时, the items)
 * stay Chinese in both languages; English pages show the English beside them (the
 * msgid carries both, the zh-hans catalogue keeps the Chinese).
 */

import { t, tf, tn } from "../../js/page/i18n.js";

/** The six items in the seed's order: name, Chinese name, English gloss, glyph (SVG
 * path data, 24×24). */
export const ITEMS = [
  { item: "roadblock", label: "路障", en: () => t("roadblock"), glyph: "M3 9h18v6H3z M6 9l-3 6 M11 9l-3 6 M16 9l-3 6 M21 9l-3 6 M6 15v5 M18 15v5" },
  { item: "road_worker", label: "修路工", en: () => t("road worker"), glyph: "M4 16a8 8 0 0 1 16 0z M2 16h20v3H2z M12 8v-3" },
  { item: "power_marble", label: "动力弹珠", en: () => t("power marble"), glyph: "M13 2L5 13h6l-2 9 9-12h-6z" },
  { item: "wings", label: "飞天翼", en: () => t("wings"), glyph: "M12 18C9 10 5 7 1 7c2 4 5 9 11 11z M12 18c3-8 7-11 11-11-2 4-5 9-11 11z" },
  { item: "swap", label: "移形换位", en: () => t("swap"), glyph: "M4 8h14l-4-4 M20 16H6l4 4" },
  { item: "tornado", label: "龙卷风", en: () => t("tornado"), glyph: "M3 5h18 M5 9h14 M8 13h9 M10 17h5 M12 21h1" },
];
export const ITEM_LABEL = Object.fromEntries(ITEMS.map((i) => [i.item, i.label]));

/** True on a Chinese page (the <html lang> Django's LocaleMiddleware chose). */
export function chinesePage() {
  return /^zh/i.test(document.documentElement.lang || "");
}

/** A game term: Chinese always, with its English beside it on other pages. */
export function term(zh, en) {
  return chinesePage() ? zh : `${zh} ${en}`;
}

/** An item's display name ("路障 roadblock", "路障" on a Chinese page). */
export function itemName(item) {
  const it = ITEMS.find((i) => i.item === item);
  return it ? term(it.label, it.en()) : item;
}

/** True once the game is over (the engine clears `to_move` at the end). */
export function isOver(view) {
  return view.to_move === null || view.to_move === undefined;
}

/** True on a touch screen without a mouse (no right-click, no Esc key). */
export function touchScreen() {
  return typeof window.matchMedia === "function" && window.matchMedia("(hover: none) and (pointer: coarse)").matches;
}

/** How to play on the board (shown under it by the page). */
export function helpText() {
  return touchScreen()
    ? t("Tap one of your pieces to pick it up; the holes it can reach light up. Tap one to move there, or tap the piece again to put it back. 🔍 zooms the board; drag to look around.")
    : t("Click one of your pieces to pick it up; the holes it can reach light up. Click one to move there. Right-click or Esc puts the piece back. Tab reaches the pieces and holes by keyboard (Enter picks up and moves). ← → step through the moves.");
}

/** The readable name of hole [q, r] (docs/rules/chinese-checkers.md, "Hole names"):
 * from the page's catalogue, else the axial pair. */
export function holeName(h, ctx) {
  const names = ctx && ctx.catalogue && ctx.catalogue.hole_names;
  const k = `${h[0]},${h[1]}`;
  return (names && names[k]) || `(${k})`;
}

const STATUS_WORDS = () => ({ finished: t("home"), resigned: t("resigned"), left: t("left"), drew: t("drew") });

/** Lines under a seat's name: pieces home, the anti-passivity count, items, timeouts. */
export function seatDetails(view, seat) {
  const s = view.seats[seat];
  const over = isOver(view);
  const playing = s.status === "playing" && !over;
  const out = [];
  if (playing || s.pieces.length) {
    out.push({ text: tf("In target 入营 %(n)s/%(total)s", { n: s.pieces_in_target, total: s.pieces.length }), title: t("Pieces in the target camp (入营)") });
  }
  const ap = view.anti_passivity || {};
  if (playing && s.anti_passivity_required !== null && s.anti_passivity_required !== undefined && ap.next_round) {
    const vars = { n: s.pieces_outside_home, need: s.anti_passivity_required, round: ap.next_round };
    out.push({
      text: tf("Out of home 出营 %(n)s/%(need)s by R%(round)s", vars),
      title: tf("Anti-passivity (出营): at the end of round %(round)s at least %(need)s pieces must be out of the home camp (%(n)s are now).", vars),
      warn: s.anti_passivity_ok === false && ap.next_round - view.round <= 3,
    });
  }
  if (s.items) {
    const left = ITEMS.filter((i) => s.items[i.item] > 0);
    out.push({
      text: tf("道具 items: %(list)s", { list: left.length ? left.map((i) => i.label).join(" ") : t("none left") }),
      title: tf("Items held: %(list)s", { list: ITEMS.map((i) => `${i.label} ×${s.items[i.item] || 0}`).join(", ") }),
    });
  }
  if (playing && s.timeouts > 0) {
    out.push({ text: tf("Timeouts 超时 %(n)s/3", { n: s.timeouts }), title: t("Timeouts in a row (超时); three and the seat leaves the game"), warn: true });
  }
  if (s.anti_passivity) out.push({ text: t("out by the anti-passivity rule (出营)"), warn: true });
  else if (!over && s.status !== "playing" && STATUS_WORDS()[s.status]) {
    out.push({ text: STATUS_WORDS()[s.status], warn: s.status === "left" });
  }
  return out;
}

/** The draw offer, this turn's item and the team race, above the board. */
export function notices(view, ctx) {
  const out = [];
  const offer = view.draw_offer;
  const over = isOver(view);
  if (offer && !over) {
    const waiting = offer.waiting.map((s) => ctx.seatName(s)).join(", ");
    out.push(waiting
      ? tf("%(name)s offers a draw; waiting for %(names)s.", { name: ctx.seatName(offer.by), names: waiting })
      : tf("%(name)s offers a draw.", { name: ctx.seatName(offer.by) }));
  }
  const turn = view.item_turn;
  if (turn && !over) {
    const who = ctx.seatName(view.to_move);
    if (turn.follow_up) out.push(tf("%(name)s played 动力弹珠: the piece on %(hole)s may move again.", { name: who, hole: holeName(turn.follow_up, ctx) }));
    else if (["wings", "swap"].includes(turn.item)) out.push(tf("%(name)s played %(item)s.", { name: who, item: itemName(turn.item) }));
    else out.push(tf("%(name)s played %(item)s; the move follows.", { name: who, item: itemName(turn.item) }));
  }
  if (view.teams) {
    out.push(view.teams.map((tm) => tf("%(team)s队 %(n)s/%(need)s home", { team: "AB"[tm.team], n: tm.pieces_in_targets, need: tm.needed })).join(" · "));
  }
  return out;
}

/** Words for result.reason. */
export function reasonText(reason) {
  return {
    finished: t("All pieces home"),
    team_victory: t("Team victory"),
    draw: t("Draw by agreement"),
    blocked: t("No one could move: drawn"),
    resigned: t("Resignation"),
    timeouts: t("Three timeouts in a row"),
    anti_passivity: t("Anti-passivity rule 出营 (rounds 20/25/30)"),
  }[reason];
}

/** The move-list words of an item action. */
function describeItem(a, events, ctx) {
  const name = itemName(a.item);
  const h = (x) => holeName(x, ctx);
  if (a.item === "wings") return `${name} ${h(a.from)} → ${h(a.to)}`;
  if (a.item === "swap") return `${name} ${h(a.from)} ⇄ ${h(a.to)}`;
  if (a.item === "power_marble") return tf("%(item)s: the moved piece moves twice", { item: name });
  const ev = events.find((e) => e.type === "item");
  if (a.item === "tornado") {
    const moved = ev ? ev.before.filter((c, i) => c !== ev.after[i]).length : 0;
    return tn("%(item)s at %(hole)s · %(n)s hole changed", "%(item)s at %(hole)s · %(n)s holes changed", moved, { item: name, hole: h(a.hole), n: moved });
  }
  return ev && ev.expires_after_round
    ? tf("%(item)s at %(hole)s · until the end of R%(round)s", { item: name, hole: h(a.hole), round: ev.expires_after_round })
    : tf("%(item)s at %(hole)s", { item: name, hole: h(a.hole) });
}

/** The words of one event; `own`: said on the line of the seat it concerns. */
function eventText(e, ctx, own) {
  switch (e.type) {
    case "finished": return tf("all home, #%(place)s", { place: e.place });
    case "resigned": return t("resigned");
    case "left": return e.reason === "anti_passivity" ? t("out by the anti-passivity rule (出营)") : t("left the game");
    case "game_over": return t("game over");
    case "second_move": return t("moves again");
    case "pass": return own ? tf("passes (%(why)s)", { why: e.why }) : null;
    case "obstacle_expired": return tf("%(item)s at %(hole)s gone", { item: itemName(e.kind), hole: holeName(e.hole, ctx) });
    default: return null;
  }
}

function actionText(a, events, ctx) {
  if (a.type === "move" && Array.isArray(a.path)) {
    const kind = events.find((e) => e.type === "move")?.kind || (a.path.length > 2 ? "jump" : "step");
    const jumps = a.path.length - 1;
    let text = `${holeName(a.path[0], ctx)} → ${holeName(a.path[a.path.length - 1], ctx)}`;
    if (kind === "jump") text += ` · ${tn("%(n)s jump", "%(n)s jumps", jumps, { n: jumps })}`;
    return text;
  }
  if (a.type === "item") return describeItem(a, events, ctx);
  return {
    timeout: t("timed out"), resign: t("resigned"), offer_draw: t("offers a draw"),
    accept_draw: t("accepts the draw"), decline_draw: t("declines the draw"),
    end_turn: t("ends the turn without the second move"),
  }[a.type] || a.type;
}

/** The label of an action button under the board (null: the page's own). */
export function actionLabel(action) {
  if (action.type === "end_turn") return t("End the turn (no second move)");
  return null;
}

const OTHER_SEAT_EVENTS = ["left", "resigned", "pass", "finished"];

/**
 * Events of a move that concern another seat than the mover (an anti-passivity exit at
 * the end of a round, a pass): `[{seat, text}]`, each for its own seat's line. The page
 * shows them as lines of their own when it calls this hook (ctx.eventLines true);
 * otherwise describeMove appends them with the seat's name.
 */
export function describeEvents(entry, ctx) {
  const out = [];
  for (const e of entry.events || []) {
    if (e.seat === undefined || e.seat === null || e.seat === entry.seat) continue;
    if (!OTHER_SEAT_EVENTS.includes(e.type)) continue;
    const text = eventText(e, ctx, true);
    if (text) out.push({ seat: e.seat, text });
  }
  return out;
}

/** One line of the move list (the mover's): the move in hole names and its events. */
export function describeMove(entry, ctx) {
  const a = entry.action || {};
  const events = entry.events || [];
  let text = actionText(a, events, ctx);
  for (const e of events) {
    if (e.seat !== undefined && e.seat !== null && e.seat !== entry.seat && OTHER_SEAT_EVENTS.includes(e.type)) continue;
    if (e.type === "resigned" && a.type === "resign") continue;
    const words = eventText(e, ctx, true);
    if (words) text += ` · ${words}`;
  }
  if (!(ctx && ctx.eventLines)) {
    for (const line of describeEvents(entry, ctx)) {
      const name = ctx && ctx.seatName ? ctx.seatName(line.seat) : tf("Seat %(n)s", { n: line.seat + 1 });
      text += ` — ${name}: ${line.text}`;
    }
  }
  return text;
}
