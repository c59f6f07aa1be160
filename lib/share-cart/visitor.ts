/**
 * The share-cart visitor id (BR-CHK-12, G-15): a random id kept in a long-lived cookie so that a
 * recipient who opens the same link again is not counted twice. It identifies a browser, nothing
 * more; the server action that counts the view (record-view.ts) makes it and keeps it httpOnly.
 */
export const SHARE_VISITOR_COOKIE = "sf_share_visitor";
export const SHARE_VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the views call accepts (8–64 characters); anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

export const isVisitorId = (value: string) => VISITOR_ID.test(value);
