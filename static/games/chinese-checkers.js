/**
 * QQ跳棋 (Chinese checkers): the board renderer for the game page (static/js/game-page.js
 * documents the contract; docs/frontend.md too).
 *
 * The view (docs/rules/chinese-checkers.md) gives the 121 holes as {q, r, camp, seat},
 * the seats (camp, target, team, counts), the last move and the round. Holes sit on a
 * triangular lattice: axial (q, r) -> x = q + r/2, y = r·√3/2 (camp 0 at the top, camps
 * numbered clockwise). The board is turned so that the viewer's home camp is at the
 * bottom (seat 0's for spectators).
 *
 * Playing (the seed's 操作): click one of your pieces to pick it up; the holes it can
 * reach light up (from the legal actions whose path starts there); click one to put the
 * piece down there (the legal action's full path is submitted); right-click or Esc puts
 * it back. Hovering a lit hole shows the jump path.
 *
 * Item rooms (道具场): a bar of six item buttons (Chinese name, a simple glyph, how many
 * the viewer has left) above the board. Choosing one lights up its legal targets, taken
 * from the legal actions (the engine's own rules): a hole for 路障 / 修路工 / 龙卷风 (the
 * tornado also outlines its seven holes on hover), first one of your pieces and then a
 * hole or another player's piece for 飞天翼 / 移形换位; 动力弹珠 is sent at once. Obstacles
 * are drawn on their holes with the rounds they have left after this one.
 */

const SVG = "http://www.w3.org/2000/svg";
const SQ3 = Math.sqrt(3) / 2;
/** Per camp its colour (the seat that starts there plays that colour). */
export const CAMP_COLORS = ["#e0463c", "#f2a516", "#3aa655", "#2f7fd8", "#8e5bd1", "#18a8a3"];
const HOLE_R = 0.27;
const PIECE_R = 0.38;

/** Action types the board submits itself (the page shows buttons for the others). */
export const boardActions = ["move", "item"];

/** The six items in the seed's order: name, display name, glyph (SVG path data, 24×24). */
export const ITEMS = [
  { item: "roadblock", label: "路障", glyph: "M3 9h18v6H3z M6 9l-3 6 M11 9l-3 6 M16 9l-3 6 M21 9l-3 6 M6 15v5 M18 15v5" },
  { item: "road_worker", label: "修路工", glyph: "M4 16a8 8 0 0 1 16 0z M2 16h20v3H2z M12 8v-3" },
  { item: "power_marble", label: "动力弹珠", glyph: "M13 2L5 13h6l-2 9 9-12h-6z" },
  { item: "wings", label: "飞天翼", glyph: "M12 18C9 10 5 7 1 7c2 4 5 9 11 11z M12 18c3-8 7-11 11-11-2 4-5 9-11 11z" },
  { item: "swap", label: "移形换位", glyph: "M4 8h14l-4-4 M20 16H6l4 4" },
  { item: "tornado", label: "龙卷风", glyph: "M3 5h18 M5 9h14 M8 13h9 M10 17h5 M12 21h1" },
];
const ITEM_LABEL = Object.fromEntries(ITEMS.map((i) => [i.item, i.label]));

export const help = "Click one of your pieces to pick it up; the holes it can reach light up. " +
  "Click one to move there. Right-click or Esc puts the piece back. ← → step through the moves.";

/** The colour of a seat: its home camp's colour. */
export function seatColor(view, seat) {
  const info = view.seats && view.seats[seat];
  return CAMP_COLORS[info ? info.camp : seat % 6];
}

/** The round shown in the status bar. */
export function round(view) {
  return view.round;
}

const STATUS_WORDS = { finished: "home", resigned: "resigned", left: "left", drew: "drew" };

/** Lines under a seat's name: pieces home, the anti-passivity count, timeouts. */
export function seatDetails(view, seat) {
  const s = view.seats[seat];
  const playing = s.status === "playing" && !view.over;
  const out = [];
  if (playing || s.pieces.length) {
    out.push({ text: `In target 入营 ${s.pieces_in_target}/${s.pieces.length}`, title: "Pieces in the target camp (入营)" });
  }
  const ap = view.anti_passivity || {};
  if (playing && s.anti_passivity_required !== null && s.anti_passivity_required !== undefined && ap.next_round) {
    const roundsLeft = ap.next_round - view.round;
    out.push({
      text: `Out of home 出营 ${s.pieces_outside_home}/${s.anti_passivity_required} by R${ap.next_round}`,
      title: `Anti-passivity (出营): at the end of round ${ap.next_round} at least ${s.anti_passivity_required} pieces must be out of the home camp (${s.pieces_outside_home} are now).`,
      warn: s.anti_passivity_ok === false && roundsLeft <= 3,
    });
  }
  if (s.items) {
    const left = ITEMS.filter((i) => s.items[i.item] > 0);
    out.push({
      text: `道具 ${left.length ? left.map((i) => i.label).join(" ") : "none left"}`,
      title: `Items held: ${ITEMS.map((i) => `${i.label} ×${s.items[i.item] || 0}`).join(", ")}`,
    });
  }
  if (playing && s.timeouts > 0) {
    out.push({ text: `Timeouts 超时 ${s.timeouts}/3`, title: "Timeouts in a row (超时); three and the seat leaves the game", warn: true });
  }
  if (s.anti_passivity) out.push({ text: "out by the anti-passivity rule", warn: true });
  else if (!view.over && s.status !== "playing" && STATUS_WORDS[s.status]) {
    out.push({ text: STATUS_WORDS[s.status], warn: s.status === "left" });
  }
  return out;
}

/** The draw offer and the team race, above the board. */
export function notices(view, ctx) {
  const out = [];
  const offer = view.draw_offer;
  if (offer && !view.over) {
    const waiting = offer.waiting.map((s) => ctx.seatName(s)).join(", ");
    out.push(`${ctx.seatName(offer.by)} offers a draw${waiting ? `; waiting for ${waiting}` : ""}.`);
  }
  const turn = view.item_turn;
  if (turn && !view.over && view.to_move !== null) {
    const who = ctx.seatName(view.to_move);
    out.push(turn.follow_up
      ? `${who} played 动力弹珠: the piece on ${hole(turn.follow_up)} moves again.`
      : `${who} played ${ITEM_LABEL[turn.item] || turn.item}${["wings", "swap"].includes(turn.item) ? "" : "; the move follows"}.`);
  }
  if (view.teams) {
    out.push(view.teams.map((t) => `${"AB"[t.team]}队 ${t.pieces_in_targets}/${t.needed} home`).join(" · "));
  }
  return out;
}

const REASONS = {
  finished: "All pieces home",
  team_victory: "Team victory",
  draw: "Draw by agreement",
  blocked: "No one could move: drawn",
  resigned: "Resignation",
  timeouts: "Three timeouts in a row",
  anti_passivity: "Anti-passivity rule (rounds 20/25/30)",
};

/** Words for result.reason. */
export function reasonText(reason) {
  return REASONS[reason];
}

function hole(h) {
  return `(${h[0]},${h[1]})`;
}

/** The move-list words of an item action. */
function describeItem(a, events) {
  const name = ITEM_LABEL[a.item] || a.item;
  if (a.item === "wings") return `${name} ${hole(a.from)} → ${hole(a.to)}`;
  if (a.item === "swap") return `${name} ${hole(a.from)} ⇄ ${hole(a.to)}`;
  if (a.item === "power_marble") return `${name}: the moved piece moves twice`;
  if (a.item === "tornado") {
    const ev = events.find((e) => e.type === "item");
    const moved = ev ? ev.before.filter((c, i) => c !== ev.after[i]).length : 0;
    return `${name} at ${hole(a.hole)} · ${moved} hole${moved === 1 ? "" : "s"} changed`;
  }
  const ev = events.find((e) => e.type === "item");
  return `${name} at ${hole(a.hole)}${ev && ev.expires_after_round ? ` · until the end of R${ev.expires_after_round}` : ""}`;
}

/** One line of the move list. */
export function describeMove(entry, ctx) {
  const a = entry.action || {};
  const events = entry.events || [];
  let text;
  if (a.type === "move" && Array.isArray(a.path)) {
    const kind = events.find((e) => e.type === "move")?.kind || (a.path.length > 2 ? "jump" : "step");
    const jumps = a.path.length - 1;
    text = `${hole(a.path[0])} → ${hole(a.path[a.path.length - 1])}`;
    if (kind === "jump") text += jumps > 1 ? ` · ${jumps} jumps` : " · jump";
  } else if (a.type === "item") {
    text = describeItem(a, events);
  } else {
    text = { timeout: "timed out", resign: "resigned", offer_draw: "offers a draw", accept_draw: "accepts the draw", decline_draw: "declines the draw" }[a.type] || a.type;
  }
  for (const e of events) {
    if (e.type === "finished") text += ` · home, #${e.place}`;
    if (e.type === "left") text += e.reason === "anti_passivity" ? " · out (anti-passivity)" : " · left the game";
    if (e.type === "game_over") text += " · game over";
    if (e.type === "second_move") text += " · moves again";
    if (e.type === "pass") text += ` · ${ctx && ctx.seatName ? ctx.seatName(e.seat) : `seat ${e.seat}`} passes (${e.why})`;
    if (e.type === "obstacle_expired") text += ` · ${ITEM_LABEL[e.kind]} at ${hole(e.hole)} gone`;
  }
  return text;
}

// -- drawing -------------------------------------------------------------------------

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(c);
  return node;
}

const key = (q, r) => `${q},${r}`;

/** Lattice position of hole (q, r), turned by `angle` degrees clockwise. */
function point(q, r, angle) {
  const x = q + r / 2;
  const y = r * SQ3;
  const t = (angle * Math.PI) / 180;
  return [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)];
}

const fmt = (n) => n.toFixed(3);
const polyPoints = (pts) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");

/** The corners of a camp's triangle (the three holes farthest from its centre). */
function campCorners(points) {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  const byDist = [...points].sort((a, b) => Math.hypot(b[0] - cx, b[1] - cy) - Math.hypot(a[0] - cx, a[1] - cy));
  const corners = byDist.slice(0, 3);
  return corners.map(([x, y]) => {
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.hypot(dx, dy) || 1;
    return [x + (dx / d) * 0.55, y + (dy / d) * 0.55];
  });
}

/** Draw the board (see the contract in game-page.js). */
export function render(container, view, ctx) {
  const prev = container._cc || {};
  const mySeat = ctx.mySeat;
  const bottomSeat = mySeat !== null && mySeat !== undefined && view.seats[mySeat] ? mySeat : 0;
  const angle = 180 - 60 * (view.seats[bottomSeat] ? view.seats[bottomSeat].camp : 0);

  // Legal moves of the viewer, by start hole.
  const byStart = new Map();
  if (ctx.interactive) {
    for (const a of ctx.legalActions) {
      if (a.type !== "move" || !Array.isArray(a.path) || a.path.length < 2) continue;
      const k = key(a.path[0][0], a.path[0][1]);
      if (!byStart.has(k)) byStart.set(k, []);
      byStart.get(k).push(a);
    }
  }
  const itemUses = new Map();
  if (ctx.interactive) {
    for (const a of ctx.legalActions) {
      if (a.type !== "item") continue;
      if (!itemUses.has(a.item)) itemUses.set(a.item, []);
      itemUses.get(a.item).push(a);
    }
  }
  const same = prev.version === ctx.version && ctx.interactive;
  const state = {
    version: ctx.version,
    selected: same && byStart.has(prev.selected) ? prev.selected : null,
    item: same && itemUses.has(prev.item) ? prev.item : null,
    itemFrom: same && itemUses.has(prev.item) ? prev.itemFrom : null,
    sending: false,
  };
  container._cc = state;

  const root = svg("svg", {
    viewBox: "-7.9 -7.9 15.8 15.8",
    class: "cc-board",
    role: "img",
    "aria-label": "QQ跳棋 board",
  });
  const defs = svg("defs");
  CAMP_COLORS.forEach((c, i) => {
    defs.append(svg("radialGradient", { id: `cc-piece-${i}`, cx: "35%", cy: "30%", r: "75%" },
      svg("stop", { offset: "0%", "stop-color": "#ffffff", "stop-opacity": "0.85" }),
      svg("stop", { offset: "28%", "stop-color": c }),
      svg("stop", { offset: "100%", "stop-color": c, "stop-opacity": "1" })));
  });
  defs.append(svg("filter", { id: "cc-shadow", x: "-50%", y: "-50%", width: "200%", height: "200%" },
    svg("feDropShadow", { dx: "0.04", dy: "0.08", stdDeviation: "0.06", "flood-color": "#000", "flood-opacity": "0.45" })));
  defs.append(svg("filter", { id: "cc-lift", x: "-50%", y: "-50%", width: "200%", height: "200%" },
    svg("feDropShadow", { dx: "0.08", dy: "0.22", stdDeviation: "0.12", "flood-color": "#000", "flood-opacity": "0.5" })));
  root.append(defs);

  // The star: two triangles with round, padded corners.
  const tri = (pts) => pts.map(([q, r]) => point(q, r, angle));
  const starColor = "var(--board, #e9d3a6)";
  for (const t of [[[-4, -4], [-4, 8], [8, -4]], [[4, 4], [4, -8], [-8, 4]]]) {
    root.append(svg("polygon", {
      points: polyPoints(tri(t)), fill: starColor, stroke: starColor,
      "stroke-width": "1.5", "stroke-linejoin": "round", class: "cc-star",
    }));
  }

  // Camps, tinted in their colour; the viewer's target camp outlined.
  const myTarget = mySeat !== null && mySeat !== undefined && view.seats[mySeat] ? view.seats[mySeat].target : null;
  (view.camps || []).forEach((holes, camp) => {
    const pts = holes.map(([q, r]) => point(q, r, angle));
    const used = view.seats.some((s) => s.camp === camp);
    root.append(svg("polygon", {
      points: polyPoints(campCorners(pts)),
      fill: CAMP_COLORS[camp], "fill-opacity": used ? "0.28" : "0.12",
      stroke: camp === myTarget ? CAMP_COLORS[camp] : "none", "stroke-width": "0.07",
      "stroke-dasharray": camp === myTarget ? "0.2 0.12" : null,
      "stroke-linejoin": "round", class: `cc-camp cc-camp-${camp}`,
    }));
  });

  // Last move: its path as a line, its start ring, a ring on the piece. Only while the
  // piece still stands where it went: a resigned or departed seat's pieces are taken off
  // the board (the rules), and a marker pointing at an empty hole would mislead.
  const lastPath = view.last_move && Array.isArray(view.last_move.path) && view.last_move.path.length > 1
    ? view.last_move.path : null;
  const lastEndHole = lastPath
    ? view.holes.find((h) => h.q === lastPath[lastPath.length - 1][0] && h.r === lastPath[lastPath.length - 1][1])
    : null;
  const last = lastEndHole && lastEndHole.seat === view.last_move.seat ? view.last_move : null;
  const lastLayer = svg("g", { class: "cc-last" });
  if (last) {
    const pts = last.path.map(([q, r]) => point(q, r, angle));
    const color = seatColor(view, last.seat);
    lastLayer.append(svg("polyline", {
      points: polyPoints(pts), fill: "none", stroke: color, "stroke-width": "0.09",
      "stroke-opacity": "0.75", "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-dasharray": "0.18 0.14",
    }));
    const [sx, sy] = pts[0];
    lastLayer.append(svg("circle", { cx: fmt(sx), cy: fmt(sy), r: HOLE_R + 0.08, fill: "none", stroke: color, "stroke-width": "0.07", "stroke-opacity": "0.9" }));
  }

  const holeLayer = svg("g", { class: "cc-holes" });
  const pieceLayer = svg("g", { class: "cc-pieces" });
  const targetLayer = svg("g", { class: "cc-targets" });
  const pathLayer = svg("g", { class: "cc-path" });
  const positions = new Map();
  const lastEnd = last && last.path ? key(...last.path[last.path.length - 1]) : null;

  for (const h of view.holes) {
    const [x, y] = point(h.q, h.r, angle);
    const k = key(h.q, h.r);
    positions.set(k, [x, y]);
    holeLayer.append(svg("circle", {
      cx: fmt(x), cy: fmt(y), r: HOLE_R, class: "cc-hole", "data-hole": k,
      fill: h.camp === null ? "var(--hole, #b8955c)" : CAMP_COLORS[h.camp], "fill-opacity": h.camp === null ? "1" : "0.55",
    }));
    if (h.seat !== null && h.seat !== undefined) {
      const camp = view.seats[h.seat] ? view.seats[h.seat].camp : h.seat;
      const movable = byStart.has(k);
      const piece = svg("circle", {
        cx: fmt(x), cy: fmt(y), r: PIECE_R, fill: `url(#cc-piece-${camp})`,
        stroke: "rgba(0,0,0,0.35)", "stroke-width": "0.03", filter: "url(#cc-shadow)",
        class: `cc-piece cc-seat-${h.seat}${movable ? " cc-movable" : ""}${k === lastEnd ? " cc-last-end" : ""}`,
        "data-hole": k, "data-seat": h.seat,
      });
      pieceLayer.append(piece);
      if (k === lastEnd) {
        pieceLayer.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: PIECE_R + 0.09, fill: "none", stroke: "#fff", "stroke-width": "0.06", "stroke-opacity": "0.9", class: "cc-last-ring" }));
      }
    }
  }
  const obstacleLayer = svg("g", { class: "cc-obstacles" });
  for (const h of view.holes) {
    if (h.obstacle) obstacleLayer.append(drawObstacle(h, positions.get(key(h.q, h.r))));
  }
  root.append(holeLayer, lastLayer, obstacleLayer, pieceLayer, pathLayer, targetLayer);

  const status = document.createElement("div");
  status.className = "cc-hint";

  function drawSelection() {
    targetLayer.replaceChildren();
    pathLayer.replaceChildren();
    for (const p of pieceLayer.querySelectorAll(".cc-selected")) {
      p.classList.remove("cc-selected");
      p.setAttribute("r", PIECE_R);
      p.setAttribute("filter", "url(#cc-shadow)");
    }
    root.classList.toggle("cc-holding", !!state.selected || !!state.item);
    if (itemBar) {
      for (const b of itemBar.querySelectorAll("button")) b.classList.toggle("cc-item-on", b.dataset.item === state.item);
    }
    if (state.item) {
      drawItemTargets();
      return;
    }
    if (!state.selected) {
      status.textContent = ctx.interactive && byStart.size ? "Your move: pick up a piece." : "";
      return;
    }
    const piece = pieceLayer.querySelector(`.cc-piece[data-hole="${state.selected}"]`);
    if (piece) {
      piece.classList.add("cc-selected");
      piece.setAttribute("r", PIECE_R * 1.12);
      piece.setAttribute("filter", "url(#cc-lift)");
      pieceLayer.append(piece);  // on top
    }
    const actions = byStart.get(state.selected) || [];
    const seen = new Set();
    for (const a of actions) {
      const end = a.path[a.path.length - 1];
      const k = key(end[0], end[1]);
      if (seen.has(k)) continue;
      seen.add(k);
      const [x, y] = positions.get(k);
      const t = svg("circle", { cx: fmt(x), cy: fmt(y), r: HOLE_R + 0.1, class: "cc-target", "data-hole": k, "data-testid": `target-${k}` });
      t.addEventListener("mouseenter", () => showPath(a));
      t.addEventListener("mouseleave", () => pathLayer.replaceChildren());
      targetLayer.append(t);
    }
    status.textContent = `Piece at ${hole(state.selected.split(","))} picked up: ${seen.size} hole${seen.size === 1 ? "" : "s"} reachable. Right-click or Esc to put it back.`;
  }

  function ringOf(k) {
    const [q, r] = k.split(",").map(Number);
    return [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]].map(([dq, dr]) => key(q + dq, r + dr));
  }

  function itemTargetKeys() {
    const uses = itemUses.get(state.item) || [];
    if (["wings", "swap"].includes(state.item)) {
      if (!state.itemFrom) return [...new Set(uses.map((a) => key(...a.from)))];
      return uses.filter((a) => key(...a.from) === state.itemFrom).map((a) => key(...a.to));
    }
    return uses.map((a) => key(...a.hole));
  }

  function drawItemTargets() {
    const name = ITEM_LABEL[state.item];
    const keys = itemTargetKeys();
    if (state.itemFrom && positions.has(state.itemFrom)) {
      const [fx, fy] = positions.get(state.itemFrom);
      targetLayer.append(svg("circle", { cx: fmt(fx), cy: fmt(fy), r: PIECE_R + 0.1, fill: "none", stroke: "#fff", "stroke-width": "0.1", class: "cc-item-from", "pointer-events": "none" }));
    }
    for (const k of keys) {
      const [x, y] = positions.get(k);
      const onPiece = ["wings", "swap"].includes(state.item);
      const t = svg("circle", { cx: fmt(x), cy: fmt(y), r: (onPiece ? PIECE_R : HOLE_R) + 0.1, class: "cc-target cc-item-target", "data-hole": k, "data-testid": `item-target-${k}` });
      if (state.item === "tornado") {
        t.addEventListener("mouseenter", () => {
          pathLayer.replaceChildren(...ringOf(k).filter((n) => positions.has(n)).map((n) => {
            const [nx, ny] = positions.get(n);
            return svg("circle", { cx: fmt(nx), cy: fmt(ny), r: PIECE_R + 0.05, fill: "none", stroke: "#fff", "stroke-width": "0.06", "stroke-dasharray": "0.12 0.08" });
          }));
        });
        t.addEventListener("mouseleave", () => pathLayer.replaceChildren());
      }
      targetLayer.append(t);
    }
    const what = {
      roadblock: "an empty hole for the roadblock", road_worker: "an empty hole for the road worker",
      tornado: "the centre of the tornado", wings: state.itemFrom ? "the hole to fly to" : "the piece to fly",
      swap: state.itemFrom ? "the other player's piece to swap with" : "your piece to swap",
    }[state.item];
    status.textContent = `${name}: pick ${what} (${keys.length} lit). Right-click or Esc to cancel.`;
  }

  async function useItem(k) {
    if (state.sending) return;
    const uses = itemUses.get(state.item) || [];
    let action = null;
    if (["wings", "swap"].includes(state.item)) {
      if (!state.itemFrom) {
        state.itemFrom = k;
        drawSelection();
        return;
      }
      action = uses.find((a) => key(...a.from) === state.itemFrom && key(...a.to) === k);
    } else {
      action = uses.find((a) => key(...a.hole) === k);
    }
    if (action) await send(action);
  }

  async function send(action) {
    state.sending = true;
    root.classList.add("cc-sending");
    const ok = await ctx.submit(action);
    state.sending = false;
    root.classList.remove("cc-sending");
    if (!ok && container._cc === state) {
      state.item = null;
      state.itemFrom = null;
      drawSelection();
    }
  }

  function chooseItem(name) {
    if (!ctx.interactive || state.sending || !itemUses.has(name)) return;
    if (name === "power_marble") {
      send(itemUses.get(name)[0]);
      return;
    }
    state.selected = null;
    state.item = state.item === name ? null : name;
    state.itemFrom = null;
    drawSelection();
  }

  const itemBar = view.items ? drawItemBar(view, ctx, itemUses, chooseItem) : null;

  function showPath(action) {
    const pts = action.path.map(([q, r]) => positions.get(key(q, r)));
    pathLayer.replaceChildren(svg("polyline", {
      points: polyPoints(pts), fill: "none", stroke: "#fff", "stroke-width": "0.1",
      "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-opacity": "0.9",
    }));
    for (const [x, y] of pts.slice(1, -1)) {
      pathLayer.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: "0.1", fill: "#fff" }));
    }
  }

  function putBack() {
    if (state.item) {
      if (state.itemFrom) state.itemFrom = null;
      else state.item = null;
      drawSelection();
    } else if (state.selected) {
      state.selected = null;
      drawSelection();
    }
  }

  async function moveTo(k) {
    const actions = byStart.get(state.selected) || [];
    const action = actions.find((a) => key(...a.path[a.path.length - 1]) === k);
    if (!action || state.sending) return;
    state.sending = true;
    root.classList.add("cc-sending");
    // Show the piece at its destination at once; the server's answer redraws the board.
    const piece = pieceLayer.querySelector(".cc-selected");
    const [x, y] = positions.get(k);
    if (piece) {
      piece.setAttribute("cx", fmt(x));
      piece.setAttribute("cy", fmt(y));
    }
    targetLayer.replaceChildren();
    showPath(action);
    const ok = await ctx.submit(action);
    state.sending = false;
    root.classList.remove("cc-sending");
    if (!ok && container._cc === state) {
      // Put the piece back where it was.
      const [sx, sy] = positions.get(state.selected) || [x, y];
      if (piece) {
        piece.setAttribute("cx", fmt(sx));
        piece.setAttribute("cy", fmt(sy));
      }
      pathLayer.replaceChildren();
      state.selected = null;
      drawSelection();
    }
  }

  root.addEventListener("click", (event) => {
    if (!ctx.interactive || state.sending) return;
    const target = event.target.closest("[data-hole]");
    if (!target) return;
    const k = target.dataset.hole;
    if (target.classList.contains("cc-item-target")) {
      useItem(k);
      return;
    }
    if (target.classList.contains("cc-target")) {
      moveTo(k);
      return;
    }
    if (state.item) {
      status.textContent = `${ITEM_LABEL[state.item]} cannot be played there. Pick a lit hole, or right-click to cancel.`;
      return;
    }
    if (byStart.has(k)) {
      state.selected = state.selected === k ? null : k;
      drawSelection();
    } else if (state.selected && !target.classList.contains("cc-piece")) {
      status.textContent = "That hole cannot be reached. Pick a lit hole, or right-click to put the piece back.";
    }
  });
  root.addEventListener("contextmenu", (event) => {
    if (state.selected || state.item) {
      event.preventDefault();
      putBack();
    }
  });
  if (container._ccKey) document.removeEventListener("keydown", container._ccKey);
  container._ccKey = (event) => {
    if (event.key === "Escape") putBack();
  };
  document.addEventListener("keydown", container._ccKey);

  container.replaceChildren(...(itemBar ? [itemBar] : []), root, status);
  container.classList.toggle("cc-interactive", ctx.interactive);
  drawSelection();
}


// -- items --------------------------------------------------------------------------

function glyph(d, size = 22) {
  return svg("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "cc-glyph", "aria-hidden": "true" },
    svg("path", { d, fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" }));
}

/** The six item buttons: name, glyph, count left; enabled when the item has a legal use. */
function drawItemBar(view, ctx, itemUses, choose) {
  const mine = ctx.mySeat !== null && ctx.mySeat !== undefined && view.seats[ctx.mySeat] ? view.seats[ctx.mySeat].items : null;
  const bar = document.createElement("div");
  bar.className = "cc-items";
  bar.setAttribute("role", "toolbar");
  bar.setAttribute("aria-label", "道具 items");
  for (const it of ITEMS) {
    const count = mine ? mine[it.item] || 0 : null;
    const usable = itemUses.has(it.item);
    const b = document.createElement("button");
    b.type = "button";
    b.className = "cc-item";
    b.dataset.item = it.item;
    b.dataset.testid = `item-${it.item}`;
    b.disabled = !usable;
    b.title = usable ? `${it.label}: ${itemUses.get(it.item).length} legal use(s)` : `${it.label}: not playable now`;
    b.append(glyph(it.glyph));
    const name = document.createElement("span");
    name.className = "cc-item-name";
    name.textContent = it.label;
    b.append(name);
    if (count !== null) {
      const n = document.createElement("span");
      n.className = "cc-item-count";
      n.textContent = `×${count}`;
      b.append(n);
    }
    b.addEventListener("click", () => choose(it.item));
    bar.append(b);
  }
  return bar;
}

/** An obstacle on its hole: a striped block (路障) or a fixed grey piece (修路工), with
 * the rounds it has left after the current one. */
function drawObstacle(h, [x, y]) {
  const g = svg("g", { class: `cc-obstacle cc-${h.obstacle.kind}`, "data-obstacle": key(h.q, h.r) });
  const title = svg("title");
  const name = h.obstacle.kind === "roadblock" ? "路障 roadblock" : "修路工 road worker";
  const left = h.obstacle.rounds_left;
  title.textContent = `${name}: ${left === 0 ? "goes at the end of this round" : `${left} more round${left === 1 ? "" : "s"} after this one`}`;
  g.append(title);
  if (h.obstacle.kind === "roadblock") {
    const r = PIECE_R * 0.95;
    g.append(svg("rect", { x: fmt(x - r), y: fmt(y - r * 0.7), width: fmt(2 * r), height: fmt(1.4 * r), rx: "0.06", fill: "#f4c20d", stroke: "#222", "stroke-width": "0.04" }));
    for (const dx of [-0.45, 0, 0.45]) {
      g.append(svg("line", { x1: fmt(x + dx * r - 0.12), y1: fmt(y + r * 0.7), x2: fmt(x + dx * r + 0.12), y2: fmt(y - r * 0.7), stroke: "#222", "stroke-width": "0.07" }));
    }
  } else {
    g.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: PIECE_R, fill: "#8d8d8d", stroke: "#333", "stroke-width": "0.05" }));
    g.append(svg("path", { d: `M${fmt(x - 0.22)} ${fmt(y + 0.05)}a0.22 0.22 0 0 1 0.44 0z`, fill: "#f4c20d", stroke: "#333", "stroke-width": "0.03" }));
  }
  const badge = svg("text", { x: fmt(x + PIECE_R * 0.75), y: fmt(y - PIECE_R * 0.55), class: "cc-obstacle-rounds", "text-anchor": "middle", "dominant-baseline": "central" });
  badge.textContent = String(left);
  g.append(svg("circle", { cx: fmt(x + PIECE_R * 0.75), cy: fmt(y - PIECE_R * 0.55), r: "0.17", fill: "#222" }), badge);
  return g;
}
