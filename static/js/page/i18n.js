/**
 * Translation for ES modules: Django's JavaScriptCatalog (loaded by base.html before any
 * module) defines window.gettext / ngettext / interpolate from the djangojs catalogues.
 * Without it (a page outside base.html, a unit harness) the English msgid is shown.
 *
 *   t("Your move")                          -> "轮到你了" on a zh-hans page
 *   tf("%(name)s paid you ¥%(amount)s", {name: "bob", amount: 150})
 *   tn("%(n)s card", "%(n)s cards", n, {n})
 */
export function t(msgid) {
  return typeof window !== "undefined" && typeof window.gettext === "function" ? window.gettext(msgid) : msgid;
}

/** Translate, then fill %(name)s placeholders from vars. */
export function tf(msgid, vars) {
  return fill(t(msgid), vars);
}

/** Plural form for count, then fill %(name)s placeholders from vars. */
export function tn(singular, plural, count, vars = {}) {
  const text = typeof window !== "undefined" && typeof window.ngettext === "function"
    ? window.ngettext(singular, plural, count)
    : (count === 1 ? singular : plural);
  return fill(text, vars);
}

function fill(text, vars) {
  return text.replace(/%\((\w+)\)s/g, (m, name) => (name in vars ? String(vars[name]) : m));
}
