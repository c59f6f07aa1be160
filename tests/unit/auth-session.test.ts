import { describe, expect, it } from "vitest";
import { hasSignedInMarker, SESSION_COOKIE, SIGNED_IN_COOKIE } from "@/lib/session";

describe("session cookie names", () => {
  it("keep the token and the marker apart", () => {
    expect(SESSION_COOKIE).toBe("sf_session");
    expect(SIGNED_IN_COOKIE).toBe("sf_signed_in");
  });

  it("find the signed-in marker in document.cookie, and only it", () => {
    expect(hasSignedInMarker("a=1; sf_signed_in=1")).toBe(true);
    expect(hasSignedInMarker("sf_signed_in=1")).toBe(true);
    expect(hasSignedInMarker("sf_signed_in_x=1; a=sf_signed_in=1")).toBe(false);
    expect(hasSignedInMarker("")).toBe(false);
  });
});
