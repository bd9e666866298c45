/**
 * What surrounds a game on its page besides the board (issue 15): the chat, the
 * game-over screen and the rematch. game-page.js calls `mountAroundTable(page)` once,
 * `render()` after each of its renders and `message(msg)` for every websocket message
 * that is not a game payload.
 */

import { Chat } from "./chat.js";
import { GameOver } from "./game-over.js";
import { Rematch } from "./rematch.js";

export function mountAroundTable(page) {
  const chat = new Chat(page);
  const rematch = new Rematch(page);
  const gameOver = new GameOver(page, rematch);
  return {
    chat, rematch, gameOver,
    render() {
      gameOver.render();
      chat.gameStatus(page.game?.status);
      if (page.replaySeq !== chat.shownReplay) {  // dim the lines posted after the move shown
        chat.shownReplay = page.replaySeq;
        chat.renderList();
      }
    },
    message(msg) {
      chat.message(msg);
      rematch.message(msg);
    },
  };
}
