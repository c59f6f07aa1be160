/**
 * Firebase popup errors that mean "the shopper changed their mind": the buttons come back without
 * a toast (AUTH-10). Every other error is a failed sign-in.
 */
const CLOSED_POPUP_CODES = new Set(["auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/user-cancelled"]);

export function isClosedPopup(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return typeof error.code === "string" && CLOSED_POPUP_CODES.has(error.code);
}
