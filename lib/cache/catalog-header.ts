/**
 * The response header by which the API tells a storefront on another host that the catalogue
 * changed while answering (server/catalog/announce.ts). Shared with server/ (eslint.config.mjs): no imports here.
 */
export const CATALOG_CHANGED_HEADER = "x-catalog-changed";
