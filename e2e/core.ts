/**
 * The core journeys (issue 22): browse with infinite scroll, guest checkout with the test card,
 * sign-up, signed-in checkout with a saved address, My Orders, a multipart upload and a stylist's
 * catalogue write. Tagged so, they run twice: on the embedded API ("desktop") and on a storefront in
 * front of a separate API process ("remote", playwright.config.ts).
 *
 * A @core test reaches data only through the page and `page.request` on its baseURL: in the remote
 * project the database, the outbox and the admin API are the API process's (`.data/e2e-api`,
 * `.data/e2e-outbox-api`), not the ones the desktop project's server uses.
 */
export const CORE = { tag: "@core" };
