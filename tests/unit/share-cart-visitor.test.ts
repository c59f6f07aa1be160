import { isVisitorId, SHARE_VISITOR_MAX_AGE_SECONDS } from "@/lib/share-cart/visitor";

describe("the share-cart visitor id (BR-CHK-12)", () => {
  it("accepts what the views call accepts: 8–64 letters, digits and dashes", () => {
    expect(isVisitorId("0f4c2a1e-visitor")).toBe(true);
    expect(isVisitorId("11111111-2222-3333-4444-555555555555")).toBe(true);
  });

  it("refuses anything else, which the server action then replaces", () => {
    for (const bad of ["", "short", "x".repeat(65), "has space here", "semi;colon%3B"]) expect(isVisitorId(bad)).toBe(false);
  });

  it("is kept for a year", () => {
    expect(SHARE_VISITOR_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});
