/** Small DOM helpers shared by the game page and the board renderers. */

/**
 * Create an element: el("span", {class: "x", text: "y", style: {color: "red"},
 * onclick: fn, title: "..."}, child, ...). Attributes that are null, undefined or false
 * are left out (true gives an empty attribute); children that are null, undefined or
 * false are skipped.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k === "class") node.className = v;
    else if (k === "style" && typeof v === "object") Object.assign(node.style, v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}
