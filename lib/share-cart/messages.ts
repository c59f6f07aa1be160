/**
 * Share-cart messages both sides show. Shared with server/ (eslint.config.mjs): no imports here.
 */

/** An unknown share id: the API's 404 message and the page's not-found text (the spec's '… id not found.' style). */
export const SHARE_CART_NOT_FOUND = "share cart id not found.";
