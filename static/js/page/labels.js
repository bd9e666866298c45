/**
 * The game page's own words (the platform's actions and end reasons; a game's own come
 * from its renderer), through the translation catalogue (./i18n.js). Functions, so the
 * catalogue is read when the words are shown.
 */

import { t } from "./i18n.js";

/** The label of a platform action's button, or null. */
export function genericLabel(type) {
  return {
    resign: t("Resign · 认输"),
    offer_draw: t("Offer a draw · 求和"),
    accept_draw: t("Accept the draw"),
    decline_draw: t("Decline the draw"),
  }[type] || null;
}

/** The question to confirm before sending an action of this type, or null. */
export function confirmText(type) {
  return {
    resign: t("Resign this game? You lose and cannot come back."),
    offer_draw: t("Offer a draw to everyone still playing?"),
  }[type] || null;
}

/** Words for the platform's end reasons (RULINGS.md, platform-wide), or null. */
export function genericReason(reason) {
  return {
    draw: t("Draw by agreement"),
    resigned: t("Resignation"),
    timeouts: t("Left after three timeouts"),
  }[reason] || null;
}

/** Words for a seat's outcome ("won", "left"...). */
export function outcomeWord(outcome) {
  return {
    won: t("won"), lost: t("lost"), resigned: t("resigned"), left: t("left"), drew: t("drew"),
  }[outcome] || outcome || "";
}
