// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readSocialHandoffRaw, saveSocialHandoff } from "@/lib/auth/social-storage";
import { QueryWrapper } from "../support/query-wrapper";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/auth/social-actions", () => ({ connectAfterSignIn: vi.fn() }));
vi.mock("@/components/auth/finish-auth", () => ({ finishAuth: vi.fn() }));

const { connectAfterSignIn } = vi.mocked(await import("@/lib/auth/social-actions"));
const { finishAuth } = vi.mocked(await import("@/components/auth/finish-auth"));
const { SocialConnectForm, CONNECT_EXPLANATION } = await import("@/components/auth/social-connect-form");

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  saveSocialHandoff(sessionStorage, {
    providerId: "google.com",
    email: "ada@example.com",
    token: "firebase-id-token",
    photoURL: null,
    context: "checkout",
    query: "store=demo",
  });
});

async function submit(password: string) {
  const user = userEvent.setup();
  render(<SocialConnectForm />, { wrapper: QueryWrapper });
  expect(await screen.findByText(CONNECT_EXPLANATION)).toBeInTheDocument();
  await user.type(screen.getByLabelText("Password"), `${password}{Enter}`);
}

describe("SocialConnectForm (AUTH-11)", () => {
  it("shows the server's answer verbatim and lets the shopper try again", async () => {
    connectAfterSignIn.mockResolvedValue({ ok: false, message: "email or password incorrect" });
    await submit("wrongpass");
    expect(await screen.findByText("email or password incorrect")).toBeInTheDocument();
    expect(connectAfterSignIn).toHaveBeenCalledWith({ email: "ada@example.com", password: "wrongpass" }, "firebase-id-token", "checkout", "store=demo");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(readSocialHandoffRaw(sessionStorage)).not.toBeNull();
  });

  it("goes on with the button disabled until the page is left, then drops the provider data", async () => {
    connectAfterSignIn.mockResolvedValue({ ok: true, redirectTo: "/demo/checkout/step1", linked: true });
    await submit("shopper123");
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/checkout/step1"));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
    window.dispatchEvent(new Event("pagehide"));
    expect(readSocialHandoffRaw(sessionStorage)).toBeNull();
  });
});
