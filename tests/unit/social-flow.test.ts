import { describe, expect, it, vi } from "vitest";
import { LINK_SOCIAL_ERROR_CODE } from "@/lib/api/schemas/user";
import { runSocialFlow, type ProviderProfile, type SocialFlowSteps } from "@/lib/auth/social-flow";
import { isClosedPopup } from "@/lib/auth/social-popup";

const profile: ProviderProfile = {
  providerId: "google.com",
  email: "ada@example.com",
  token: "firebase-id-token",
  photoURL: null,
  displayName: "Ada",
};

function steps(exists: boolean | null, auth: Awaited<ReturnType<SocialFlowSteps["authenticate"]>> = { ok: true, redirectTo: "/demo/user/profile" }) {
  return { exists: vi.fn(async () => exists), authenticate: vi.fn(async () => auth) };
}

describe("social sign-in decisions (AUTH-10, BR-AUTH-01)", () => {
  it("signs an existing, linked account straight in with the provider token", async () => {
    const s = steps(true);
    await expect(runSocialFlow(profile, s)).resolves.toEqual({ next: "signed-in", redirectTo: "/demo/user/profile" });
    expect(s.exists).toHaveBeenCalledWith("ada@example.com");
    expect(s.authenticate).toHaveBeenCalledWith("firebase-id-token");
  });

  it("sends 101001 to the link-account screen", async () => {
    await expect(runSocialFlow(profile, steps(true, { ok: false, code: LINK_SOCIAL_ERROR_CODE }))).resolves.toEqual({
      next: "connect",
      linkRequired: true,
    });
  });

  it("sends any other refusal to the link-account sign-in as well", async () => {
    await expect(runSocialFlow(profile, steps(true, { ok: false }))).resolves.toEqual({ next: "connect", linkRequired: false });
  });

  it("sends an unknown email to the new-user sign-up without authenticating", async () => {
    const s = steps(false);
    await expect(runSocialFlow(profile, s)).resolves.toEqual({ next: "new-user" });
    expect(s.authenticate).not.toHaveBeenCalled();
  });

  it("fails (toast) when the existence check itself fails", async () => {
    const s = steps(null);
    await expect(runSocialFlow(profile, s)).resolves.toEqual({ next: "failed" });
    expect(s.authenticate).not.toHaveBeenCalled();
  });
});

describe("closed popups come back silently", () => {
  it.each(["auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/user-cancelled"])("%s is a closed popup", (code) => {
    expect(isClosedPopup({ code })).toBe(true);
  });

  it.each([{ code: "auth/popup-blocked" }, { code: "auth/network-request-failed" }, new Error("boom"), null, "auth/popup-closed-by-user"])(
    "%s is a failure",
    (error) => {
      expect(isClosedPopup(error)).toBe(false);
    },
  );
});
