/**
 * The core journeys (issue 22): browse with infinite scroll, guest checkout with the test card,
 * sign-up, signed-in checkout with a saved address, My Orders, a multipart upload and a stylist's
 * catalogue write. Tagged so, they run twice: on the embedded API ("desktop") and on a storefront in
 * front of a separate API process ("remote", playwright.config.ts).
 */
export const CORE = { tag: "@core" };
