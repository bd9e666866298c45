/**
 * Dismissing the server's flash messages (base.html's .messages): every one has a close button,
 * and one tagged "transient" (e.g. the joiner's "Every seat is taken: the game has
 * started!") leaves by itself after a few seconds, so it does not stay on top of a game.
 * Removing a message sends a resize event: the game page fits its board again.
 */

const TRANSIENT_MS = 6000;

function removeMessage(node) {
  const box = node.closest(".messages");
  node.remove();
  if (box && !box.querySelector(".message")) box.remove();
  window.dispatchEvent(new Event("resize"));
}

function leave(node) {
  if (!node.isConnected) return;
  node.classList.add("message-leaving");
  setTimeout(() => removeMessage(node), 400);
}

document.addEventListener("click", (event) => {
  const button = event.target.closest("[data-dismiss-message]");
  if (button) removeMessage(button.closest(".message"));
});

for (const node of document.querySelectorAll(".messages .message[data-tags]")) {
  if (node.dataset.tags.split(/\s+/).includes("transient")) setTimeout(() => leave(node), TRANSIENT_MS);
}
