/** A value in a call's path (an id, a code, a token), escaped so it stays one path segment. */
export const seg = encodeURIComponent;
