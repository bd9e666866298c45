/**
 * Playing on the QQ跳棋 board (the seed's 操作): pick up one of your pieces (click, tap,
 * or Tab to it and Enter); the holes it can reach light up, from the legal actions whose
 * path starts there; choose one to put the piece down (the legal action's full path is
 * submitted). Right-click, Esc or choosing the piece again puts it back. Items: choose an
 * item button, then its lit targets (first your piece for 飞天翼 / 移形换位).
 */

import { t, tf, tn } from "../../js/page/i18n.js";
import { HIT_R, HOLE_R, PIECE_R, fmt, key, polyPoints, ringOf, svg } from "./geometry.js";
import { holeName, itemName, touchScreen } from "./words.js";

/** The viewer's legal moves by start hole: Map "q,r" -> [action]. */
export function movesByStart(ctx) {
  const byStart = new Map();
  if (!ctx.interactive) return byStart;
  for (const a of ctx.legalActions) {
    if (a.type !== "move" || !Array.isArray(a.path) || a.path.length < 2) continue;
    const k = key(a.path[0][0], a.path[0][1]);
    if (!byStart.has(k)) byStart.set(k, []);
    byStart.get(k).push(a);
  }
  return byStart;
}

// A tap farther than this from every hole (board units; holes are 1 apart) is off the board.
const NEAREST_MAX = 0.75;

const cancelWords = () => (touchScreen() ? t("Tap it again to put it back.") : t("Right-click or Esc puts it back."));

/** A lit hole: the visible ring and, under it, a tap halo; focusable, named. */
function target(layer, [x, y], k, cls, testid, label, r = HOLE_R + 0.1) {
  layer.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: HIT_R, class: "cc-hit", "data-hole": k, "data-kind": cls }));
  const node = svg("circle", { cx: fmt(x), cy: fmt(y), r, class: `cc-target${cls === "item" ? " cc-item-target" : ""}`, "data-hole": k, "data-kind": cls,
    "data-testid": testid, tabindex: "0", role: "button", "aria-label": label });
  layer.append(node);
  return node;
}

/** The board's interaction: one per render (see render in ../chinese-checkers.js). */
export class BoardPlay {
  constructor({ root, layers, positions, status, ctx, byStart, itemUses, prev }) {
    Object.assign(this, { root, layers, positions, status, ctx, byStart, itemUses });
    this.version = ctx.version;
    // A push (another seat's draw offer, a resign, the log arriving) never drops what the
    // player holds: the piece picked up and the item being aimed stay while they are still
    // legal. Only the player's own move sent (prev.sending) starts afresh.
    const keep = prev && ctx.interactive && !ctx.replay && !prev.ctx.replay && (prev.version === ctx.version || !prev.sending);
    this.selected = keep && byStart.has(prev.selected) ? prev.selected : null;
    this.item = keep && itemUses.has(prev.item) ? prev.item : null;
    const froms = new Set((itemUses.get(this.item) || []).filter((a) => a.from).map((a) => key(...a.from)));
    this.itemFrom = keep && this.item && froms.has(prev.itemFrom) ? prev.itemFrom : null;
    this.sending = false;
    this.itemBar = null;
    this.focusKey = keep ? prev.focusKey : null;
    // What the push made impossible is dropped and said (draw() shows it once).
    const lost = keep && ((prev.selected && !this.selected) || (prev.item && !this.item) || (prev.itemFrom && !this.itemFrom));
    this.dropped = lost ? t("The board changed: your choice is no longer possible. Choose again.") : null;
  }

  name(k) {
    return holeName(k.split(","), this.ctx);
  }

  /** Redraw the lit holes and the hint for the current choice. */
  draw() {
    const { layers } = this;
    layers.target.replaceChildren();
    layers.path.replaceChildren();
    for (const p of this.root.querySelectorAll(".cc-selected")) {
      p.classList.remove("cc-selected");
      p.setAttribute("r", PIECE_R);
      p.setAttribute("filter", "url(#cc-shadow)");
      p.setAttribute("aria-pressed", "false");
    }
    this.root.classList.toggle("cc-holding", !!this.selected || !!this.item);
    if (this.itemBar) {
      for (const b of this.itemBar.querySelectorAll("button")) b.classList.toggle("cc-item-on", b.dataset.item === this.item);
    }
    if (this.item) this.drawItemTargets();
    else if (this.selected) this.drawMoveTargets();
    else this.status.textContent = this.ctx.interactive && this.byStart.size ? t("Your move: pick up a piece.") : "";
    if (this.dropped) {
      this.status.textContent = `${this.dropped} ${this.status.textContent}`;
      this.dropped = null;
    }
  }

  drawMoveTargets() {
    const piece = this.root.querySelector(`.cc-piece[data-hole="${this.selected}"]`);
    if (piece) {
      piece.classList.add("cc-selected");
      piece.setAttribute("r", PIECE_R * 1.12);
      piece.setAttribute("filter", "url(#cc-lift)");
      piece.setAttribute("aria-pressed", "true");
      this.layers.piece.append(piece.parentNode);  // on top
    }
    const seen = new Set();
    for (const a of this.byStart.get(this.selected) || []) {
      const end = a.path[a.path.length - 1];
      const k = key(end[0], end[1]);
      if (seen.has(k)) continue;
      seen.add(k);
      const jumps = a.path.length > 2 || Math.abs(end[0] - a.path[0][0]) > 1 || Math.abs(end[1] - a.path[0][1]) > 1;
      const label = jumps ? tf("move to %(hole)s (jumps)", { hole: this.name(k) }) : tf("move to %(hole)s", { hole: this.name(k) });
      const node = target(this.layers.target, this.positions.get(k), k, "move", `target-${k}`, label);
      node.addEventListener("mouseenter", () => this.showPath(a));
      node.addEventListener("focus", () => this.showPath(a));
      node.addEventListener("mouseleave", () => this.layers.path.replaceChildren());
    }
    this.status.textContent = `${tn("Piece on %(hole)s picked up: %(n)s hole reachable.", "Piece on %(hole)s picked up: %(n)s holes reachable.", seen.size,
      { hole: this.name(this.selected), n: seen.size })} ${cancelWords()}`;
  }

  itemTargetKeys() {
    const uses = this.itemUses.get(this.item) || [];
    if (["wings", "swap"].includes(this.item)) {
      if (!this.itemFrom) return [...new Set(uses.map((a) => key(...a.from)))];
      return uses.filter((a) => key(...a.from) === this.itemFrom).map((a) => key(...a.to));
    }
    return uses.map((a) => key(...a.hole));
  }

  drawItemTargets() {
    const keys = this.itemTargetKeys();
    const onPiece = ["wings", "swap"].includes(this.item);
    if (this.itemFrom && this.positions.has(this.itemFrom)) {
      const [fx, fy] = this.positions.get(this.itemFrom);
      this.layers.target.append(svg("circle", { cx: fmt(fx), cy: fmt(fy), r: PIECE_R + 0.1, fill: "none", stroke: "#fff", "stroke-width": "0.1", class: "cc-item-from", "pointer-events": "none" }));
    }
    for (const k of keys) {
      const label = tf("%(item)s on %(hole)s", { item: itemName(this.item), hole: this.name(k) });
      const node = target(this.layers.target, this.positions.get(k), k, "item", `item-target-${k}`, label, (onPiece ? PIECE_R : HOLE_R) + 0.1);
      if (this.item === "tornado") {
        const show = () => this.showRing(k);
        node.addEventListener("mouseenter", show);
        node.addEventListener("focus", show);
        node.addEventListener("mouseleave", () => this.layers.path.replaceChildren());
      }
    }
    const what = {
      roadblock: t("an empty hole for the roadblock"), road_worker: t("an empty hole for the road worker"),
      tornado: t("the centre of the tornado"), wings: this.itemFrom ? t("the hole to fly to") : t("the piece to fly"),
      swap: this.itemFrom ? t("the other player's piece to swap with") : t("your piece to swap"),
    }[this.item];
    this.status.textContent = tn("%(item)s: pick %(what)s (%(n)s lit).", "%(item)s: pick %(what)s (%(n)s lit).", keys.length,
      { item: itemName(this.item), what, n: keys.length }) + " " + (touchScreen() ? t("Tap the item again to cancel.") : t("Right-click or Esc cancels."));
  }

  showRing(k) {
    this.layers.path.replaceChildren(...ringOf(k).filter((n) => this.positions.has(n)).map((n) => {
      const [nx, ny] = this.positions.get(n);
      return svg("circle", { cx: fmt(nx), cy: fmt(ny), r: PIECE_R + 0.05, fill: "none", stroke: "#fff", "stroke-width": "0.06", "stroke-dasharray": "0.12 0.08" });
    }));
  }

  showPath(action) {
    const pts = action.path.map(([q, r]) => this.positions.get(key(q, r)));
    this.layers.path.replaceChildren(svg("polyline", {
      points: polyPoints(pts), fill: "none", stroke: "#fff", "stroke-width": "0.1",
      "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-opacity": "0.9",
    }));
    for (const [x, y] of pts.slice(1, -1)) this.layers.path.append(svg("circle", { cx: fmt(x), cy: fmt(y), r: "0.1", fill: "#fff" }));
  }

  /** Esc / right-click: drop the item's first choice, the item, or the piece. */
  putBack() {
    if (this.item) {
      if (this.itemFrom) this.itemFrom = null;
      else this.item = null;
    } else if (this.selected) {
      this.selected = null;
    } else {
      return false;
    }
    this.draw();
    return true;
  }

  chooseItem(name) {
    if (!this.ctx.interactive || this.sending || !this.itemUses.has(name)) return;
    if (name === "power_marble") {
      this.send(this.itemUses.get(name)[0]);
      return;
    }
    this.selected = null;
    this.item = this.item === name ? null : name;
    this.itemFrom = null;
    this.draw();
  }

  async useItem(k, keyboard = false) {
    const uses = this.itemUses.get(this.item) || [];
    if (["wings", "swap"].includes(this.item) && !this.itemFrom) {
      this.itemFrom = k;
      this.draw();
      if (keyboard) this.focusFirstTarget();
      return;
    }
    const action = ["wings", "swap"].includes(this.item)
      ? uses.find((a) => key(...a.from) === this.itemFrom && key(...a.to) === k)
      : uses.find((a) => key(...a.hole) === k);
    if (action) await this.send(action);
  }

  /** Submit `action`; on a refusal forget the choice (the page shows why). */
  async send(action, onFail = null) {
    this.sending = true;
    this.root.classList.add("cc-sending");
    const ok = await this.ctx.submit(action);
    this.sending = false;
    this.root.classList.remove("cc-sending");
    if (!ok && this.root.isConnected) {
      if (onFail) onFail();
      this.item = null;
      this.itemFrom = null;
      this.selected = null;
      this.draw();
    }
    return ok;
  }

  /** Put the held piece down on `k`: shown there at once, the server's answer redraws. */
  async moveTo(k) {
    const action = (this.byStart.get(this.selected) || []).find((a) => key(...a.path[a.path.length - 1]) === k);
    if (!action || this.sending) return;
    const piece = this.root.querySelector(".cc-selected");
    const group = piece ? piece.parentNode : null;
    const [sx, sy] = this.positions.get(this.selected);
    const [x, y] = this.positions.get(k);
    if (group) group.setAttribute("transform", `translate(${fmt(x - sx)} ${fmt(y - sy)})`);
    this.layers.target.replaceChildren();
    this.showPath(action);
    await this.send(action, () => group && group.removeAttribute("transform"));
  }

  focusFirstTarget() {
    const first = this.layers.target.querySelector(".cc-target");
    if (first) first.focus({ preventScroll: false });
  }

  /** A click, tap or Enter on the element `node` (anything with data-hole). */
  activate(node, keyboard = false) {
    if (!this.ctx.interactive || this.sending) return;
    const k = node.dataset.hole;
    const kind = node.dataset.kind;
    this.focusKey = k;
    if (kind === "item") return void this.useItem(k, keyboard);
    if (kind === "move") return void this.moveTo(k);
    if (this.item) {
      this.status.textContent = tf("%(item)s cannot be played there. Pick a lit hole.", { item: itemName(this.item) }) + " " + (touchScreen() ? t("Tap the item again to cancel.") : t("Right-click or Esc cancels."));
      return;
    }
    if (this.byStart.has(k)) {
      this.selected = this.selected === k ? null : k;
      this.draw();
      if (this.selected && keyboard) this.focusFirstTarget();
    } else if (this.selected && kind !== "piece") {
      this.status.textContent = `${t("That hole cannot be reached. Pick a lit hole.")} ${cancelWords()}`;
    }
  }

  /**
   * The element a click or tap means: the one hit when it is a tap target (a lit hole, a
   * movable piece), else the nearest hole's. Every point of the board belongs to its
   * nearest hole, so each hole's tap area is the whole hexagon around it (one hole
   * spacing across, about 46 px on a zoomed phone board) and no two areas overlap: a
   * tap between the halos, or a little off a lit hole, is not lost.
   */
  nodeAt(event) {
    const hit = event.target.closest("[data-hole]");
    if (hit && (hit.dataset.kind || hit.classList.contains("cc-hit"))) return hit;
    const matrix = event.detail !== 0 && this.root.getScreenCTM ? this.root.getScreenCTM() : null;
    if (!matrix) return hit;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    let best = null;
    let bestD = NEAREST_MAX;
    for (const [k, [x, y]] of this.positions) {
      const d = Math.hypot(x - p.x, y - p.y);
      if (d < bestD) [best, bestD] = [k, d];
    }
    if (best === null) return hit;
    const sel = `[data-hole="${best}"]`;
    return this.root.querySelector(`.cc-hit${sel}`) || this.root.querySelector(`.cc-hole${sel}`) || hit;
  }

  /** Mouse, touch and keyboard handlers on the board; Esc on the document (one at a time). */
  bind(container) {
    this.root.addEventListener("click", (event) => {
      const node = this.nodeAt(event);
      if (node) this.activate(node);
    });
    this.root.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      const node = event.target.closest("[data-hole][tabindex]");
      if (!node) return;
      event.preventDefault();
      this.activate(node, true);
    });
    // The hole a keyboard player is on survives a redraw (render() focuses it again).
    this.root.addEventListener("focusin", (event) => {
      const node = event.target.closest("[data-hole][tabindex]");
      if (node) this.focusKey = node.dataset.hole;
    });
    this.root.addEventListener("contextmenu", (event) => {
      if (this.selected || this.item) {
        event.preventDefault();
        this.putBack();
      }
    });
    if (container._ccKey) document.removeEventListener("keydown", container._ccKey);
    container._ccKey = (event) => {
      if (event.key === "Escape" && container._cc === this && this.putBack()) {
        const back = this.root.querySelector(`.cc-piece[data-hole="${this.focusKey}"]`);
        if (back) back.focus();
      }
    };
    document.addEventListener("keydown", container._ccKey);
  }
}
