/**
 * The share-cart visitor id (BR-CHK-12, G-15): a random id kept in a long-lived cookie so that a
 * recipient who opens the same link again is not counted twice. It identifies a browser, nothing
 * more, so it is neither secret nor httpOnly.
 */
export const SHARE_VISITOR_COOKIE = "sf_share_visitor";
export const SHARE_VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the views call accepts (8–64 characters); anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

export function readVisitorId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === SHARE_VISITOR_COOKIE) {
      const value = rest.join("=");
      return VISITOR_ID.test(value) ? value : null;
    }
  }
  return null;
}

const randomId = () => crypto.randomUUID();

/** This browser's visitor id, made and stored on first use. */
export function ensureVisitorId(doc: Pick<Document, "cookie"> = document, newId: () => string = randomId): string {
  const existing = readVisitorId(doc.cookie);
  if (existing) return existing;
  const id = newId();
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${SHARE_VISITOR_COOKIE}=${id}; Path=/; Max-Age=${SHARE_VISITOR_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return id;
}
