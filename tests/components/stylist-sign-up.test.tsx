// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STYLIST_SIGN_UP_MESSAGES as MSG } from "@/lib/stylist/sign-up";
import { QueryWrapper } from "../support/query-wrapper";
import { flushPendingEvents } from "@/lib/analytics/track";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

vi.mock("@/lib/auth/actions", () => ({ signInAsStylist: vi.fn(), signUpAsStylist: vi.fn(), requestPasswordReset: vi.fn() }));
vi.mock("@/components/auth/finish-auth", () => ({ finishAuth: vi.fn() }));
// the social buttons (a build with Firebase config), the provider popup and its sign-in action
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));
vi.mock("@/lib/firebase/config", () => ({
  firebaseSettings: { config: { apiKey: "fake", projectId: "demo-storefront", authDomain: "x" }, emulatorHost: null },
}));
const signInWithProviderPopup = vi.fn();
vi.mock("@/lib/firebase/load-popup", () => ({ loadPopup: async () => ({ signInWithProviderPopup }) }));
vi.mock("@/lib/auth/social-actions", () => ({ signInWithProvider: vi.fn() }));

const actions = vi.mocked(await import("@/lib/auth/actions"));
const { signInWithProvider } = vi.mocked(await import("@/lib/auth/social-actions"));
const { finishAuth } = vi.mocked(await import("@/components/auth/finish-auth"));
const { StylistSignUpSteps } = await import("@/components/stylist/stylist-sign-up-steps");

const checked: string[] = [];
const server = setupServer(
  http.post("*/api/users/signup_guide", async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    checked.push(email);
    return HttpResponse.json({ success: true, data: { exist: email === "known@example.com" } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.clearAllMocks();
  checked.length = 0;
});

async function toEmailStep(user: ReturnType<typeof userEvent.setup>, email: string) {
  render(<StylistSignUpSteps store="demo" />, { wrapper: QueryWrapper });
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
  expect(screen.getByRole("heading", { name: "Continue with your email" })).toHaveFocus();
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Next" }));
}

describe("stylist sign-up steps (ONB-03)", () => {
  it("refuses a malformed email before asking the server", async () => {
    const user = userEvent.setup();
    await toEmailStep(user, "nope");
    expect(await screen.findByText("email invalid")).toBeInTheDocument();
    expect(checked).toEqual([]);
  });

  it("sends a known email to sign-in, with forgot password and Back to use_email", async () => {
    const user = userEvent.setup();
    actions.signInAsStylist.mockResolvedValue({ ok: true, redirectTo: "/demo/auth_stylist" });
    await toEmailStep(user, "known@example.com");
    expect(await screen.findByRole("heading", { name: "Welcome back, sign in" })).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveValue("known@example.com");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/auth_stylist"));
    expect(actions.signInAsStylist).toHaveBeenCalledWith({ email: "known@example.com", password: "secret123" }, "demo");
  });

  it("opens forgot password from sign-in and goes back", async () => {
    const user = userEvent.setup();
    await toEmailStep(user, "known@example.com");
    await user.click(await screen.findByRole("button", { name: "forgot password" }));
    expect(screen.getByRole("heading", { name: "Forgot password" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Continue with your email" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("known@example.com");
  });

  it("sends a new email to create_new_account, Back returns to use_email", async () => {
    const user = userEvent.setup();
    await toEmailStep(user, "new@example.com");
    expect(await screen.findByRole("heading", { name: "Create your stylist account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Continue with your email" })).toBeInTheDocument();
  });
});

async function toForm(user: ReturnType<typeof userEvent.setup>, storeCode?: string) {
  render(<StylistSignUpSteps store="demo" storeCode={storeCode} />, { wrapper: QueryWrapper });
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
  await user.type(screen.getByLabelText("Email"), "new@example.com");
  await user.click(screen.getByRole("button", { name: "Next" }));
  return screen.findByRole("form", { name: "Create your stylist account" });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Dana");
  await user.type(screen.getByLabelText("Last name"), "Style");
  await user.type(screen.getByLabelText(/User name/), "Dana Style!");
  await user.type(screen.getByLabelText("Phone"), "4155550100");
  await user.type(screen.getByLabelText("Password"), "secret123");
  await user.click(screen.getByLabelText(/Share my contact information/));
  await user.click(screen.getByLabelText(/at least 18 years old/));
}

describe("stylist sign-up form (ONB-04, ONB-05)", () => {
  it("shows every message of the spec and sends nothing", async () => {
    const user = userEvent.setup();
    const form = await toForm(user);
    await user.clear(within(form).getByLabelText("Email"));
    await user.type(screen.getByLabelText(/User name/), "ab");
    await user.type(screen.getByLabelText("Phone"), "41555");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    for (const message of [MSG.email, MSG.firstName, MSG.lastName, MSG.userName, MSG.phone, MSG.password, MSG.sharePublic, MSG.confirm18]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
    // the first field in error on screen takes the focus
    expect(within(form).getByLabelText("Email")).toHaveFocus();
    expect(actions.signUpAsStylist).not.toHaveBeenCalled();
  });

  it("offers birth years 1910 … this year − 18 and masks the phone as a US number", async () => {
    const user = userEvent.setup();
    await toForm(user);
    const select = screen.getByLabelText("Birth year") as HTMLSelectElement;
    expect(select.options[0]?.value).toBe(String(new Date().getFullYear() - 18));
    expect(select.options[select.options.length - 1]?.value).toBe("1910");
    await user.type(screen.getByLabelText("Phone"), "4155550100");
    expect(screen.getByLabelText("Phone")).toHaveValue("(415) 555-0100");
  });

  it("sends a seller's fields: user name lower-cased and cleaned, VIP code trimmed and upper-cased, the store code read-only", async () => {
    resetAnalytics();
    const user = userEvent.setup();
    actions.signUpAsStylist.mockResolvedValue({ ok: true, redirectTo: "/demo/auth_stylist" });
    await toForm(user, "chloe");
    expect(screen.queryByLabelText(/Store code/)).not.toBeInTheDocument();
    expect(screen.getByText("chloe")).toBeInTheDocument();
    await fillValid(user);
    await user.type(screen.getByLabelText(/VIP code/), "  vip2024 ");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/auth_stylist"));
    expect(actions.signUpAsStylist).toHaveBeenCalledWith(
      expect.objectContaining({
        email: "new@example.com",
        firstName: "Dana",
        lastName: "Style",
        userName: "danastyle",
        phone: "4155550100",
        birthYear: 1980,
        sharePublic: true,
        confirm18: true,
        vipCode: "VIP2024",
        code: "chloe",
      }),
      "demo",
      undefined,
    );
     // AN-01: the Get Styled Box sign-up's sign_up, queued by the next page
    flushPendingEvents();
    expect(analyticsEvents()).toEqual([{ name: "sign_up", params: { method: "gsb" } }]);
  });

  it("puts the server's per-field issues under their fields, and other failures above the button", async () => {
    const user = userEvent.setup();
    actions.signUpAsStylist.mockResolvedValueOnce({ ok: false, message: "Invalid request body", fields: { vipCode: "VIP Code invalid", userName: "User name invalid" } });
    await toForm(user);
    await fillValid(user);
    await user.type(screen.getByLabelText(/VIP code/), "nope");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("VIP Code invalid")).toBeInTheDocument();
    expect(screen.getByLabelText(/VIP code/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/User name/)).toHaveAccessibleDescription("User name invalid");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    actions.signUpAsStylist.mockResolvedValueOnce({ ok: false, message: "This email is already registered, please sign in." });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This email is already registered, please sign in.");
    expect(finishAuth).not.toHaveBeenCalled();
  });
});

describe("social sign-up on the stylist steps (ONB-03/04 as AUTH-10/12)", () => {
  const profile = (email: string) => ({ providerId: "google.com" as const, email, token: "firebase-id-token", photoURL: null, displayName: "Dana" });

  it("a new identity goes to create_new_account with the provider's email read-only, and signs up as a seller with its token", async () => {
    const user = userEvent.setup();
    signInWithProviderPopup.mockResolvedValue(profile("social@example.com"));
    actions.signUpAsStylist.mockResolvedValue({ ok: true, redirectTo: "/demo/auth_stylist" });
    render(<StylistSignUpSteps store="demo" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("heading", { name: "Create your stylist account" })).toHaveFocus();
    expect(checked).toEqual(["social@example.com"]);
    expect(signInWithProvider).not.toHaveBeenCalled();
    const form = screen.getByRole("form", { name: "Create your stylist account" });
    expect(within(form).getByText("social@example.com")).toBeInTheDocument();
    expect(within(form).queryByLabelText("Email")).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/auth_stylist"));
    expect(actions.signUpAsStylist).toHaveBeenCalledWith(expect.objectContaining({ email: "social@example.com", userName: "danastyle" }), "demo", "firebase-id-token");
  });

  it("Back from the social sign-up returns to the provider buttons and drops the provider data", async () => {
    const user = userEvent.setup();
    signInWithProviderPopup.mockResolvedValue(profile("social@example.com"));
    render(<StylistSignUpSteps store="demo" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Continue with Apple" }));
    await screen.findByRole("heading", { name: "Create your stylist account" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Become a stylist" })).toHaveFocus();
    // the email path then asks for the email again, with nothing of the provider's
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await user.type(screen.getByLabelText("Email"), "typed@example.com");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const form = await screen.findByRole("form", { name: "Create your stylist account" });
    expect(within(form).getByLabelText("Email")).toHaveValue("typed@example.com");
  });

  it("a known identity signs in through the sign context and comes back to the stylist root", async () => {
    const user = userEvent.setup();
    signInWithProviderPopup.mockResolvedValue(profile("known@example.com"));
    signInWithProvider.mockResolvedValue({ ok: true, redirectTo: "/demo/auth_stylist" });
    render(<StylistSignUpSteps store="demo" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Continue with Facebook" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/auth_stylist"));
    expect(signInWithProvider).toHaveBeenCalledWith("firebase-id-token", "sign", "store=demo&back=%2Fdemo%2Fauth_stylist");
  });
});
