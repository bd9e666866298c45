/**
 * A game the platform stopped while its engine was mid-turn (aborted; ended off the
 * board): the engine's view still names a player to act, so a renderer asks here before
 * it draws "Your turn". Replays show past positions as they were.
 */

import { t } from "./i18n.js";

/** True when the position drawn is the game's last and the game is no longer being played. */
export function stoppedNow(ctx) {
  const g = ctx && ctx.game;
  if (!g || g.status === "active" || g.status === "open") return false;
  return !(ctx.replay && ctx.version < g.version);
}

/** What a renderer says in place of whose turn it is, once stoppedNow(ctx). */
export function stoppedText(ctx) {
  return ctx.game.status === "aborted" ? t("The game was aborted.") : t("Game over");
}
