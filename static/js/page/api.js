/**
 * The game page's REST calls (docs/api.md): JSON in and out, the session cookie, Django's
 * CSRF token on writes.
 */

/** The CSRF token Django set in the csrftoken cookie. */
export function csrfToken() {
  const m = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
  return m ? decodeURIComponent(m[1]) : "";
}

/** GET `url` -> the JSON body, or null when the answer is not 2xx. Throws when offline. */
export async function getJson(url) {
  const res = await fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  return res.ok ? res.json() : null;
}

/** POST `body` as JSON to `url` -> {status, data} (data {} when the answer is not JSON).
 * Throws when offline. */
export async function postJson(url, body) {
  const res = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrfToken() },
    body: JSON.stringify(body),
  });
  let data = {};
  try { data = await res.json(); } catch { /* not JSON */ }
  return { status: res.status, data };
}
