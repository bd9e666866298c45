/**
 * Where the 40 squares of the classic board lie in the SVG (viewBox 0 0 1000 1000).
 *
 * GO (square 0) is the bottom-right corner and play runs clockwise on screen: the bottom
 * row right to left (1-9), Jail (10) bottom-left, up the left side (11-19), Free Parking
 * (20) top-left, along the top (21-29), Go To Jail (30) top-right, down the right side
 * (31-39). Corners are CORNER units square; the other squares are EDGE wide and CORNER
 * deep, their colour band on the side facing the middle.
 */

export const SIZE = 1000;
export const CORNER = 130;
export const EDGE = (SIZE - 2 * CORNER) / 9;
export const BAND = 30;

/**
 * The rectangle of square `i` (0..39): {x, y, w, h, side, corner}, side one of "bottom",
 * "left", "top", "right" (the edge of the board it lies on), and `rot`, the rotation in
 * degrees that turns its text to read from the middle of the board.
 */
export function squareRect(i) {
  const k = i % 10;
  const corner = k === 0;
  const off = corner ? 0 : CORNER + (9 - k) * EDGE;  // distance from the left/top
  if (i < 10) {
    const x = corner ? SIZE - CORNER : off;
    return { x, y: SIZE - CORNER, w: corner ? CORNER : EDGE, h: CORNER, side: "bottom", rot: 0, corner };
  }
  if (i < 20) {
    const y = corner ? SIZE - CORNER : off;
    return { x: 0, y: corner ? y : y, w: CORNER, h: corner ? CORNER : EDGE, side: "left", rot: 90, corner };
  }
  if (i < 30) {
    const x = corner ? 0 : SIZE - off - EDGE;
    return { x, y: 0, w: corner ? CORNER : EDGE, h: CORNER, side: "top", rot: 180, corner };
  }
  const y = corner ? 0 : SIZE - off - EDGE;
  return { x: SIZE - CORNER, y, w: CORNER, h: corner ? CORNER : EDGE, side: "right", rot: 270, corner };
}

/** The colour band of a street on square `i`: {x, y, w, h} on the inner side. */
export function bandRect(i) {
  const r = squareRect(i);
  switch (r.side) {
    case "bottom": return { x: r.x, y: r.y, w: r.w, h: BAND };
    case "left": return { x: r.x + r.w - BAND, y: r.y, w: BAND, h: r.h };
    case "top": return { x: r.x, y: r.y + r.h - BAND, w: r.w, h: BAND };
    default: return { x: r.x, y: r.y, w: BAND, h: r.h };
  }
}

/** The centre of square `i`. */
export function centreOf(i) {
  const r = squareRect(i);
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/**
 * The point of the token of the `slot`-th player standing on square `i` (up to six share
 * a square): two rows of three on the outer part of the square.
 */
export function tokenPoint(i, slot) {
  const r = squareRect(i);
  const col = slot % 3;
  const row = Math.floor(slot / 3);
  const along = ((col + 0.5) / 3);
  const depth = r.corner ? 0.4 + row * 0.28 : 0.62 + row * 0.22;  // fraction from the inner edge
  switch (r.side) {
    case "bottom": return { x: r.x + along * r.w, y: r.y + depth * r.h };
    case "left": return { x: r.x + (1 - depth) * r.w, y: r.y + along * r.h };
    case "top": return { x: r.x + (1 - along) * r.w, y: r.y + (1 - depth) * r.h };
    default: return { x: r.x + depth * r.w, y: r.y + (1 - along) * r.h };
  }
}

/** The middle of the board (inside the ring), as percentages of the board's side. */
export const MIDDLE_INSET = (CORNER / SIZE) * 100;
