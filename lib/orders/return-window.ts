/**
 * The return window (BR-ORD-02, docs/decisions.md "Return window"): a paid order's lines may be
 * returned for this many days after payment. One number for the embedded API's return rule
 * (server/returns/rules.ts) and the item pages' structured data (lib/seo/json-ld.ts).
 * Shared with the embedded API (eslint.config.mjs, SHARED_WITH_SERVER).
 */
export const RETURN_WINDOW_DAYS = 30;
