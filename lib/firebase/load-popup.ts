/**
 * Firebase loads only when a shopper reaches for a social button (hover, focus or press), never with
 * the page: this dynamic import is the one way in to lib/firebase/popup.ts.
 */
export const loadPopup = () => import("./popup");
