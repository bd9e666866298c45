/**
 * QQ跳棋 board drawing: the star, the camps with their letters, the holes (each named for
 * screen readers), the pieces (colour plus a seat shape, teammates ringed), the moves
 * since the viewer's last turn and the obstacles. No interaction here (play.js).
 */

import { t, tf } from "../../js/page/i18n.js";
import {
  CAMP_COLORS, CAMP_COLOR_WORDS, HALF, HIT_R, HOLE_R, PIECE_R,
  campCorners, fmt, key, point, polyPoints, seatShape, svg,
} from "./geometry.js";
import { drawObstacle } from "./items.js";
import { holeName } from "./words.js";

const CAMP_LETTERS = "ABCDEF";

/** The colour of a seat: its home camp's colour. */
export function seatColor(view, seat) {
  const info = view.seats && view.seats[seat];
  return CAMP_COLORS[info ? info.camp : seat % 6];
}

function defs() {
  const d = svg("defs");
  CAMP_COLORS.forEach((c, i) => {
    d.append(svg("radialGradient", { id: `cc-piece-${i}`, cx: "35%", cy: "30%", r: "75%" },
      svg("stop", { offset: "0%", "stop-color": "#ffffff", "stop-opacity": "0.85" }),
      svg("stop", { offset: "28%", "stop-color": c }),
      svg("stop", { offset: "100%", "stop-color": c, "stop-opacity": "1" })));
  });
  d.append(svg("filter", { id: "cc-shadow", x: "-50%", y: "-50%", width: "200%", height: "200%" },
    svg("feDropShadow", { dx: "0.04", dy: "0.08", stdDeviation: "0.06", "flood-color": "#000", "flood-opacity": "0.45" })));
  d.append(svg("filter", { id: "cc-lift", x: "-50%", y: "-50%", width: "200%", height: "200%" },
    svg("feDropShadow", { dx: "0.08", dy: "0.22", stdDeviation: "0.12", "flood-color": "#000", "flood-opacity": "0.5" })));
  return d;
}

/** The star (two round-cornered triangles), the camps tinted in their colour (the
 * viewer's target outlined) and each camp's letter beyond its tip. */
function drawGround(root, view, angle, myTarget) {
  const tri = (pts) => pts.map(([q, r]) => point(q, r, angle));
  const starColor = "var(--board, #e9d3a6)";
  for (const tr of [[[-4, -4], [-4, 8], [8, -4]], [[4, 4], [4, -8], [-8, 4]]]) {
    root.append(svg("polygon", { points: polyPoints(tri(tr)), fill: starColor, stroke: starColor, "stroke-width": "1.5", "stroke-linejoin": "round", class: "cc-star" }));
  }
  const tips = [[4, -8], [8, -4], [4, 4], [-4, 8], [-8, 4], [-4, -4]];
  (view.camps || []).forEach((holes, camp) => {
    const pts = holes.map(([q, r]) => point(q, r, angle));
    const used = view.seats.some((s) => s.camp === camp);
    root.append(svg("polygon", {
      points: polyPoints(campCorners(pts)), fill: CAMP_COLORS[camp], "fill-opacity": used ? "0.28" : "0.12",
      stroke: camp === myTarget ? CAMP_COLORS[camp] : "none", "stroke-width": "0.07",
      "stroke-dasharray": camp === myTarget ? "0.2 0.12" : null, "stroke-linejoin": "round", class: `cc-camp cc-camp-${camp}`,
    }));
    // beside the tip hole, outside the star (clockwise side)
    const [px, py] = point(tips[camp][0], tips[camp][1], angle);
    const d = Math.hypot(px, py);
    const [tx, ty] = [px * 0.97 - (py / d) * 0.95, py * 0.97 + (px / d) * 0.95];
    const label = svg("text", { x: fmt(tx), y: fmt(ty), class: "cc-camp-letter cc-label", "text-anchor": "middle", "dominant-baseline": "central", "aria-hidden": "true" });
    label.textContent = CAMP_LETTERS[camp];
    root.append(label);
  });
}

/** A piece's words for screen readers: colour, owner, hole, team mark. */
function pieceLabel(view, ctx, h, mate) {
  const info = view.seats[h.seat];
  const vars = { color: t(CAMP_COLOR_WORDS[info ? info.camp : h.seat]), name: ctx.seatName(h.seat), hole: holeName([h.q, h.r], ctx) };
  if (h.seat === ctx.mySeat) return tf("your %(color)s piece on %(hole)s", vars);
  return mate ? tf("%(name)s's %(color)s piece (teammate) on %(hole)s", vars) : tf("%(name)s's %(color)s piece on %(hole)s", vars);
}

/** The team whose pieces get the teammate ring: the viewer's, team A for spectators. */
function markedTeam(view, mySeat) {
  if (!view.teams) return null;
  const me = mySeat !== null && mySeat !== undefined ? view.seats[mySeat] : null;
  return me && me.team !== null && me.team !== undefined ? me.team : 0;
}

/** One piece: an invisible tap halo (when it can act), the ball, its seat shape, and
 * a ring for a teammate. Returns the ball (it carries the piece's classes). */
function drawPiece(layer, view, ctx, h, [x, y], movable, team) {
  const k = key(h.q, h.r);
  const camp = view.seats[h.seat] ? view.seats[h.seat].camp : h.seat;
  const mate = team !== null && view.seats[h.seat] && view.seats[h.seat].team === team && h.seat !== ctx.mySeat;
  if (movable) layer.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: HIT_R, class: "cc-hit", "data-hole": k, "data-kind": "piece" }));
  const ball = svg("circle", {
    cx: fmt(x), cy: fmt(y), r: PIECE_R, fill: `url(#cc-piece-${camp})`, stroke: "rgba(0,0,0,0.35)", "stroke-width": "0.03",
    filter: "url(#cc-shadow)", class: `cc-piece cc-seat-${h.seat}${movable ? " cc-movable" : ""}${mate ? " cc-mate" : ""}`,
    "data-hole": k, "data-seat": h.seat, "data-kind": "piece", role: movable ? "button" : "img",
    tabindex: movable ? "0" : null, "aria-label": pieceLabel(view, ctx, h, mate),
  });
  const g = svg("g", { class: "cc-piece-g", "data-piece": k }, ball, seatShape(h.seat, x, y));
  if (mate) g.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: PIECE_R + 0.1, class: "cc-mate-ring" }));
  layer.append(g);
  return ball;
}

/** The holes and pieces. `movable`: the set of hole keys whose piece may move now. */
function drawHolesAndPieces(layers, view, ctx, angle, movable) {
  const positions = new Map();
  const team = markedTeam(view, ctx.mySeat);
  for (const h of view.holes) {
    const [x, y] = point(h.q, h.r, angle);
    const k = key(h.q, h.r);
    positions.set(k, [x, y]);
    const name = svg("title");
    name.textContent = holeName([h.q, h.r], ctx);
    layers.hole.append(svg("circle", {
      cx: fmt(x), cy: fmt(y), r: HOLE_R, class: "cc-hole", "data-hole": k, "aria-label": name.textContent,
      fill: h.camp === null ? "var(--hole, #b8955c)" : CAMP_COLORS[h.camp], "fill-opacity": h.camp === null ? "1" : "0.55",
    }, name));
    if (h.seat !== null && h.seat !== undefined) drawPiece(layers.piece, view, ctx, h, [x, y], movable.has(k), team);
  }
  for (const h of view.holes) {
    if (h.obstacle) layers.obstacle.append(drawObstacle(h, positions.get(key(h.q, h.r))));
  }
  return positions;
}

/** A move's path as a dashed line in the mover's colour and a ring on its start; a ring
 * on the piece when it still stands where it went. */
function drawTrail(layer, view, positions, move, strong) {
  const pts = move.path.map(([q, r]) => positions.get(key(q, r))).filter(Boolean);
  if (pts.length < 2) return;
  const color = seatColor(view, move.seat);
  layer.append(svg("polyline", {
    points: polyPoints(pts), fill: "none", stroke: color, "stroke-width": strong ? "0.09" : "0.07",
    "stroke-opacity": strong ? "0.8" : "0.6", "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-dasharray": "0.18 0.14",
  }));
  const [sx, sy] = pts[0];
  layer.append(svg("circle", { cx: fmt(sx), cy: fmt(sy), r: HOLE_R + 0.08, fill: "none", stroke: color, "stroke-width": "0.07", "stroke-opacity": "0.9" }));
  const [ex, ey] = pts[pts.length - 1];
  layer.append(svg("circle", { cx: fmt(ex), cy: fmt(ey), r: PIECE_R + 0.09, fill: "none", stroke: "#fff", "stroke-width": strong ? "0.06" : "0.045", "stroke-opacity": "0.9", class: strong ? "cc-last-ring" : "cc-recent-ring" }));
}

/** Does the piece of `move` still stand where it went? (A resigned or departed seat's
 * pieces are taken off: a marker on an empty hole would mislead.) */
function stillThere(view, move) {
  const end = move.path[move.path.length - 1];
  const hole = view.holes.find((h) => h.q === end[0] && h.r === end[1]);
  return !!hole && hole.seat === move.seat;
}

/** The last move (layer .cc-last) and the other moves since the viewer's last turn
 * (.cc-recent, 3- and 6-player games), each while its piece still stands there. */
export function drawTrails(layers, view, positions, recent) {
  const last = view.last_move && Array.isArray(view.last_move.path) && view.last_move.path.length > 1 ? view.last_move : null;
  if (last && stillThere(view, last)) drawTrail(layers.last, view, positions, last, true);
  for (const m of recent) {
    if (last && m.seat === last.seat && key(...m.path[0]) === key(...last.path[0]) && m.path.length === last.path.length) continue;
    if (stillThere(view, m)) drawTrail(layers.recent, view, positions, m, false);
  }
}

/** The whole board as an <svg>: returns {root, layers, positions}. */
export function drawBoard(view, ctx, angle, movable) {
  const half = HALF;
  const root = svg("svg", { viewBox: `${-half} ${-half} ${2 * half} ${2 * half}`, class: "cc-board", role: "group", "aria-label": t("QQ跳棋 board") });
  root.append(defs());
  const me = ctx.mySeat !== null && ctx.mySeat !== undefined ? view.seats[ctx.mySeat] : null;
  drawGround(root, view, angle, me ? me.target : null);
  const layers = {};
  for (const name of ["hole", "recent", "last", "obstacle", "piece", "path", "target"]) layers[name] = svg("g", { class: `cc-${name === "hole" ? "holes" : name === "piece" ? "pieces" : name === "target" ? "targets" : name}` });
  const positions = drawHolesAndPieces(layers, view, ctx, angle, movable);
  root.append(...Object.values(layers));
  return { root, layers, positions };
}
