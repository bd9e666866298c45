/**
 * The server's flash messages (base.html's .messages, Django `messages`) on the game
 * page: a message made for one game status carries it as a tag (`while-open`,
 * `while-active`, rendered as data-tags) and goes once the game is in another status;
 * every message goes when the status changes.
 */

/** Remove the messages made for another status than `status`; true when one went. */
export function syncFlashMessages(status) {
  let changed = false;
  for (const m of document.querySelectorAll(".messages .message[data-tags]")) {
    const want = m.dataset.tags.split(/\s+/).filter((x) => x.startsWith("while-")).map((x) => x.slice(6));
    if (want.length && !want.includes(status)) {
      m.remove();
      changed = true;
    }
  }
  const box = document.querySelector(".messages");
  if (box && !box.querySelector(".message")) box.remove();
  return changed;
}

/** Remove every flash message; true when there were some. */
export function dropFlashMessages() {
  const box = document.querySelector(".messages");
  if (!box) return false;
  box.remove();
  return true;
}
