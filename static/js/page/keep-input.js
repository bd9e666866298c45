/**
 * A push never wipes what a player is typing (docs/frontend.md, "Pushes and what the
 * player is doing"). Renderers draw from scratch after every update (another seat's move,
 * a correspondence change, the move log arriving); one that draws a form takes what the
 * player typed just before it redraws and puts it back just after:
 *
 *   const kept = takeInput(box);   // before box.replaceChildren(...)
 *   ...draw...
 *   putInput(box, kept);           // after: values, focus, cursor, scroll offsets
 *
 * Fields are matched by `data-testid` (else `name`, else `id`). Only what the player
 * changed is kept: a text, number or search field, a textarea or a select whose value
 * differs from the one it was drawn with. Checkboxes and radios are not touched: the
 * renderers keep those choices in their own state (a set of ticked squares). Boxes marked
 * `data-keep-scroll="<name>"` keep how far they were scrolled.
 *
 * The control a keyboard player is on (a square, a card, a button reached with Tab) is
 * kept the same way by `takeFocus` / `putFocus`; the shell calls them around every
 * renderer's `render`, so no renderer has to:
 *
 *   const focus = takeFocus(board);  // before the redraw
 *   ...draw...
 *   putFocus(board, focus);          // after: the same control, else its successor
 */

const FIELDS = "input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea, select";

function fieldKey(node) {
  return node.dataset.testid || node.getAttribute("name") || node.id || null;
}

function changed(node) {
  if (node.tagName === "SELECT") return [...node.options].some((o) => o.selected !== o.defaultSelected);
  return node.value !== node.defaultValue;
}

function cursorOf(node) {
  try {
    return node.selectionStart === null ? null : [node.selectionStart, node.selectionEnd, node.selectionDirection];
  } catch {
    return null;  // number fields have no cursor to read
  }
}

/**
 * What the player is doing inside `box`: {values: Map key -> value (the fields they
 * changed), focus: {key, cursor} | null, scroll: Map name -> scrollTop}. Cheap; call it
 * before every redraw.
 */
export function takeInput(box) {
  const values = new Map();
  for (const node of box.querySelectorAll(FIELDS)) {
    const key = fieldKey(node);
    if (key && changed(node)) values.set(key, node.value);
  }
  const active = document.activeElement;
  const focus = active && active !== document.body && box.contains(active) && fieldKey(active)
    ? { key: fieldKey(active), cursor: cursorOf(active) } : null;
  const scroll = new Map([...box.querySelectorAll("[data-keep-scroll]")].map((n) => [n.dataset.keepScroll, n.scrollTop]));
  return { values, focus, scroll };
}

function find(box, selector, key) {
  return [...box.querySelectorAll(selector)].find((n) => fieldKey(n) === key) || null;
}

/**
 * Put `kept` (from takeInput) back into the redrawn `box`: each value into the field of the
 * same key unless that field is gone or disabled; the focus and the cursor; the scroll
 * offsets. With `notify`, an `input` event is sent from each field given back (so a form
 * recomputes its totals). Returns the keys whose value could not be given back (the field
 * went away or is disabled now), for the renderer to say so.
 */
export function putInput(box, kept, { notify = false } = {}) {
  const lost = [];
  if (!kept) return lost;
  for (const [key, value] of kept.values) {
    const node = find(box, FIELDS, key);
    if (!node || node.disabled) {
      lost.push(key);
      continue;
    }
    if (node.value === value) continue;
    node.value = value;
    if (notify) node.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const [name, top] of kept.scroll) {
    const node = box.querySelector(`[data-keep-scroll="${name}"]`);
    if (node) node.scrollTop = top;
  }
  if (kept.focus) {
    const node = [...box.querySelectorAll("[data-testid], [name], [id]")].find((n) => fieldKey(n) === kept.focus.key);
    if (node && !node.disabled && document.activeElement !== node) {
      node.focus({ preventScroll: true });
      if (kept.focus.cursor) {
        try { node.setSelectionRange(...kept.focus.cursor); } catch { /* no cursor in this field */ }
      }
    }
  }
  return lost;
}

const FOCUSABLE = "button, input, select, textarea, a[href], [tabindex]";

/** A control's identity across redraws: its data-testid, name or id, else its tag and
 * every data-* attribute (a board square's `data-square`, a card's `data-card`). */
function controlKey(node) {
  const named = fieldKey(node);
  if (named) return named;
  const data = Object.entries(node.dataset || {}).sort(([a], [b]) => a.localeCompare(b));
  return data.length ? `${node.tagName}|${JSON.stringify(data)}` : null;
}

function focusables(box) {
  return [...box.querySelectorAll(FOCUSABLE)].filter((n) => !n.disabled && n.getAttribute("tabindex") !== "-1" && !n.closest("[hidden]"));
}

/**
 * The control focused inside `box`: {key, after: [key], before: [key]} (the keys of the
 * controls after it and, nearest first, before it, in document order), or null when the
 * focus is elsewhere. Call it before a redraw.
 */
export function takeFocus(box) {
  const active = document.activeElement;
  if (!active || active === document.body || !box.contains(active)) return null;
  const key = controlKey(active);
  if (!key) return null;
  const all = focusables(box);
  const at = all.indexOf(active);
  const keys = (nodes) => nodes.map(controlKey).filter(Boolean);
  return { key, after: at < 0 ? [] : keys(all.slice(at + 1)), before: at < 0 ? [] : keys(all.slice(0, at).reverse()) };
}

/**
 * Give the focus back after a redraw of `box` (`kept` from takeFocus): to the control of
 * the same key, else (it went away or is disabled) to the nearest control after it that
 * is still there, else before it. Does nothing when the redraw left the focus somewhere
 * (a renderer that moves it on purpose, to a new decision, wins). Returns the node
 * focused, or null.
 */
export function putFocus(box, kept) {
  const active = document.activeElement;
  if (!kept || (active && active !== document.body && active.isConnected)) return null;
  const byKey = new Map();
  for (const node of focusables(box)) {
    const key = controlKey(node);
    if (key && !byKey.has(key)) byKey.set(key, node);
  }
  const key = [kept.key, ...kept.after, ...kept.before].find((k) => byKey.has(k));
  if (!key) return null;
  const node = byKey.get(key);
  node.focus({ preventScroll: true });
  return node;
}
