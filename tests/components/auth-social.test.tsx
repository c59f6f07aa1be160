// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LINK_SOCIAL_ERROR_CODE } from "@/lib/api/schemas/user";
import { MSG } from "@/lib/auth/messages";
import { parseSocialHandoff, readSocialHandoffRaw } from "@/lib/auth/social-storage";
import { QueryWrapper } from "../support/query-wrapper";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn() }) }));
vi.mock("@/lib/firebase/config", () => ({
  firebaseSettings: { config: { apiKey: "fake", projectId: "demo-storefront", authDomain: "x" }, emulatorHost: null },
}));
const signInWithProviderPopup = vi.fn();
vi.mock("@/lib/firebase/load-popup", () => ({ loadPopup: async () => ({ signInWithProviderPopup }) }));
vi.mock("@/lib/auth/social-actions", () => ({ signInWithProvider: vi.fn() }));
vi.mock("@/lib/api/calls/user", () => ({ signupGuide: vi.fn() }));
vi.mock("@/lib/toast", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock("@/components/auth/finish-auth", () => ({ finishAuth: vi.fn() }));

const { signInWithProvider } = vi.mocked(await import("@/lib/auth/social-actions"));
const { signupGuide } = vi.mocked(await import("@/lib/api/calls/user"));
const { notify } = vi.mocked(await import("@/lib/toast"));
const { finishAuth } = vi.mocked(await import("@/components/auth/finish-auth"));
const { SocialSignIn } = await import("@/components/auth/social-sign-in");

const profile = { providerId: "google.com" as const, email: "ada@example.com", token: "firebase-id-token", photoURL: null, displayName: "Ada" };
const guide = (exist: boolean) => ({ ok: true as const, data: { exist } });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

function renderButtons() {
  render(<SocialSignIn context="checkout" query="store=demo" />, { wrapper: QueryWrapper });
  return userEvent.setup();
}

describe("SocialSignIn (AUTH-10)", () => {
  it("offers Google, Facebook and Apple", () => {
    renderButtons();
    for (const name of ["Google", "Facebook", "Apple"]) expect(screen.getByRole("button", { name: `Continue with ${name}` })).toBeEnabled();
  });

  it("signs a linked account in and finishes where the context leads", async () => {
    signInWithProviderPopup.mockResolvedValue(profile);
    signupGuide.mockResolvedValue(guide(true));
    signInWithProvider.mockResolvedValue({ ok: true, redirectTo: "/demo/user/profile" });
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Apple" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/user/profile"));
    expect(signInWithProviderPopup).toHaveBeenCalledWith("apple.com");
    expect(signInWithProvider).toHaveBeenCalledWith("firebase-id-token", "checkout", "store=demo");
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the provider data and opens the connect screen on 101001", async () => {
    signInWithProviderPopup.mockResolvedValue(profile);
    signupGuide.mockResolvedValue(guide(true));
    signInWithProvider.mockResolvedValue({ ok: false, code: LINK_SOCIAL_ERROR_CODE });
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/plan/plan_sign_connect"));
    expect(parseSocialHandoff(readSocialHandoffRaw(sessionStorage))).toMatchObject({
      email: "ada@example.com",
      token: "firebase-id-token",
      context: "checkout",
      query: "store=demo",
    });
  });

  it("opens the new-user sign-up for an unknown email", async () => {
    signInWithProviderPopup.mockResolvedValue(profile);
    signupGuide.mockResolvedValue(guide(false));
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Facebook" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/plan/plan_sign_newuser"));
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it("brings the buttons back silently when the popup is closed", async () => {
    signInWithProviderPopup.mockRejectedValue(Object.assign(new Error("closed"), { code: "auth/popup-closed-by-user" }));
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows the error toast for any other failure and brings the buttons back", async () => {
    signInWithProviderPopup.mockRejectedValue(Object.assign(new Error("blocked"), { code: "auth/popup-blocked" }));
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MSG.socialFailed));
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("shows the error toast when the existence check fails", async () => {
    signInWithProviderPopup.mockResolvedValue(profile);
    signupGuide.mockResolvedValue({ ok: false, error: { kind: "network", message: "a server error occurred." } });
    const user = renderButtons();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Sign in fail please try again."));
    expect(push).not.toHaveBeenCalled();
  });
});
