import { ensureVisitorId, readVisitorId, SHARE_VISITOR_COOKIE, SHARE_VISITOR_MAX_AGE_SECONDS } from "@/lib/share-cart/visitor";

describe("the share-cart visitor id (BR-CHK-12)", () => {
  it("reads the id from a cookie header among others", () => {
    expect(readVisitorId(`a=1; ${SHARE_VISITOR_COOKIE}=0f4c2a1e-visitor; b=2`)).toBe("0f4c2a1e-visitor");
    expect(readVisitorId("a=1")).toBeNull();
    expect(readVisitorId("")).toBeNull();
  });

  it("ignores a value the views call would refuse", () => {
    for (const bad of ["short", "x".repeat(65), "has space here", "semi;colon%3B"]) {
      expect(readVisitorId(`${SHARE_VISITOR_COOKIE}=${bad}`)).toBeNull();
    }
  });

  it("makes an id once and keeps it in a cookie for a year", () => {
    const doc = { cookie: "" };
    const newId = vi.fn(() => "11111111-2222-3333-4444-555555555555");
    expect(ensureVisitorId(doc, newId)).toBe("11111111-2222-3333-4444-555555555555");
    expect(doc.cookie).toBe(`${SHARE_VISITOR_COOKIE}=11111111-2222-3333-4444-555555555555; Path=/; Max-Age=${SHARE_VISITOR_MAX_AGE_SECONDS}; SameSite=Lax`);
    expect(SHARE_VISITOR_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);

    const later = { cookie: `other=1; ${SHARE_VISITOR_COOKIE}=11111111-2222-3333-4444-555555555555` };
    expect(ensureVisitorId(later, newId)).toBe("11111111-2222-3333-4444-555555555555");
    expect(newId).toHaveBeenCalledTimes(1);
  });

  it("replaces a tampered cookie with a fresh id", () => {
    const doc = { cookie: `${SHARE_VISITOR_COOKIE}=bad` };
    expect(ensureVisitorId(doc, () => "fresh-visitor-id")).toBe("fresh-visitor-id");
  });
});
