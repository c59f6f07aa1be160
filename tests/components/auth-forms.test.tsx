// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authPath } from "@/lib/auth/contexts";
import { MSG } from "@/lib/auth/messages";
import { QueryWrapper } from "../support/query-wrapper";
import { flushPendingEvents } from "@/lib/analytics/track";
import { analyticsEvents, resetAnalytics } from "../support/data-layer";

vi.mock("@/lib/auth/actions", () => ({
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock("@/components/auth/finish-auth", () => ({ finishAuth: vi.fn() }));

const actions = vi.mocked(await import("@/lib/auth/actions"));
const { finishAuth } = vi.mocked(await import("@/components/auth/finish-auth"));
const { SignUpForm } = await import("@/components/auth/sign-up-form");
const { SignInForm } = await import("@/components/auth/sign-in-form");
const { ForgotPasswordForm } = await import("@/components/auth/forgot-password-form");
const { NewPasswordForm } = await import("@/components/auth/new-password-form");

/** A promise the test settles by hand, to look at the form while a submit is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => vi.clearAllMocks());

async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "  new@example.com ");
  await user.type(screen.getByLabelText(/User name/), "New Shopper");
  await user.type(screen.getByLabelText("Password"), "secret123");
  await user.type(screen.getByLabelText("Repeat password"), "secret123");
  await user.click(screen.getByRole("checkbox"));
}

describe("SignUpForm (AUTH-01…05)", () => {
  it("shows the spec's messages and does not submit an invalid form", async () => {
    const user = userEvent.setup();
    render(<SignUpForm context="sign" query="store=demo" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.userName)).toBeInTheDocument();
    expect(screen.getByText(MSG.signUpPassword)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirm18)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it("offers birth years down to 1910 with 1980 chosen, and labels the user name 3~30", () => {
    render(<SignUpForm context="sign" query="" />, { wrapper: QueryWrapper });
    const select = screen.getByLabelText("Birth year") as HTMLSelectElement;
    expect(select.value).toBe("1980");
    expect(select.options[0]?.value).toBe(String(new Date().getFullYear() - 18));
    expect(select.options[select.options.length - 1]?.value).toBe("1910");
    expect(screen.getByLabelText(/User name/)).toHaveAccessibleName(/3~30/);
    expect(screen.getByLabelText(/User name/)).toHaveAttribute("maxLength", "30");
  });

  it("lower-cases the user name and strips spaces and symbols on blur; blocks the space key in passwords", async () => {
    const user = userEvent.setup();
    render(<SignUpForm context="sign" query="" />, { wrapper: QueryWrapper });
    const name = screen.getByLabelText(/User name/);
    await user.type(name, "Dana Lee!");
    await user.tab();
    expect(name).toHaveValue("danalee");
    await user.type(screen.getByLabelText("Password"), "abc def12");
    expect(screen.getByLabelText("Password")).toHaveValue("abcdef12");
  });

  it("disables the button while submitting, then shows the server's error and re-enables the form", async () => {
    const user = userEvent.setup();
    const pending = deferred<{ ok: false; message: string }>();
    actions.signUp.mockReturnValue(pending.promise);
    render(<SignUpForm context="checkout" query="store=demo" inviteCode="dana" />, { wrapper: QueryWrapper });
    await fillSignUp(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Sign Up" })).toBeDisabled());
    expect(actions.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: "new@example.com", userName: "newshopper", birthYear: 1980, confirm18: true, code: "dana" }),
      "checkout",
      "store=demo",
      undefined,
    );
    pending.resolve({ ok: false, message: "email already registered" });
    expect(await screen.findByText("email already registered")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
    expect(finishAuth).not.toHaveBeenCalled();
  });

  it("goes on to the context's destination after success", async () => {
    const user = userEvent.setup();
    actions.signUp.mockResolvedValue({ ok: true, redirectTo: "/demo/user/profile" });
    render(<SignUpForm context="sign" query="store=demo" />, { wrapper: QueryWrapper });
    await fillSignUp(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/user/profile"));
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeDisabled();
  });

  it.each([
    { context: "sign" as const, social: undefined, method: "email" },
    { context: "sign" as const, social: { email: "g@example.com", token: "provider-token-123", providerId: "google.com" }, method: "google" },
    { context: "plan" as const, social: undefined, method: "plan" },
  ])("AN-01: a sign-up in the $context context ($method) leaves sign_up for the page it leads to, queued once", async ({ context, social, method }) => {
    resetAnalytics();
    const user = userEvent.setup();
    actions.signUp.mockResolvedValue({ ok: true, redirectTo: "/demo/user/profile" });
    render(<SignUpForm context={context} query="store=demo" social={social} />, { wrapper: QueryWrapper });
    if (social) {
      await user.type(screen.getByLabelText(/User name/), "gina");
      await user.type(screen.getByLabelText("Password"), "secret123");
      await user.type(screen.getByLabelText("Repeat password"), "secret123");
      await user.click(screen.getByRole("checkbox"));
    } else await fillSignUp(user);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(finishAuth).toHaveBeenCalled());
    // nothing on this page's queue: the full navigation would drop it
    expect(analyticsEvents()).toEqual([]);
    flushPendingEvents();
    flushPendingEvents();
    expect(analyticsEvents()).toEqual([{ name: "sign_up", params: { method } }]);
  });

  it("shows a passed-in invite code as read-only text and links to sign-in keeping the query", () => {
    render(<SignUpForm context="sub_checkout" query="store=demo&subpage=gfb" inviteCode="dana" />, { wrapper: QueryWrapper });
    expect(screen.queryByLabelText(/Invite code/)).not.toBeInTheDocument();
    expect(screen.getByText("dana")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Already have an account? Sign In" })).toHaveAttribute(
      "href",
      "/auth/sub_checkout/signin?store=demo&subpage=gfb",
    );
  });

  it("shows the provider email instead of the email field in the social flow and sends the token", async () => {
    const user = userEvent.setup();
    actions.signUp.mockResolvedValue({ ok: false, message: "x" });
    render(<SignUpForm context="sign" query="" social={{ email: "g@example.com", token: "provider-token-123" }} />, { wrapper: QueryWrapper });
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getByText("g@example.com")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/User name/), "gina");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Repeat password"), "secret123");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() =>
      expect(actions.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: "g@example.com" }), "sign", "", "provider-token-123"),
    );
  });
});

describe("SignInForm (AUTH-06)", () => {
  it("validates, then submits with Enter in the password field", async () => {
    const user = userEvent.setup();
    actions.signInWithPassword.mockResolvedValue({ ok: false, message: "email or password incorrect" });
    render(<SignInForm context="share_checkout" query="store=demo" store="demo" />, { wrapper: QueryWrapper });
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginPassword)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "shopper@example.com ");
    await user.type(screen.getByLabelText("Password"), "wrongpass{Enter}");
    await waitFor(() =>
      expect(actions.signInWithPassword).toHaveBeenCalledWith({ email: "shopper@example.com", password: "wrongpass" }, "share_checkout", "store=demo"),
    );
    expect(await screen.findByText("email or password incorrect")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("links to forgot password of the store and to the sign-up sibling", () => {
    render(<SignInForm context="checkout" query="store=luna&x=1" store="luna" />, { wrapper: QueryWrapper });
    expect(screen.getByRole("link", { name: "forgot password" })).toHaveAttribute("href", "/luna/send_password");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/auth/checkout/signup?store=luna&x=1");
  });

  it("goes on after success", async () => {
    const user = userEvent.setup();
    actions.signInWithPassword.mockResolvedValue({ ok: true, redirectTo: "/demo/checkout/sharecart/step1" });
    render(<SignInForm context="share_checkout" query="store=demo" store="demo" />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("Email"), "shopper@example.com");
    await user.type(screen.getByLabelText("Password"), "shopper123{Enter}");
    await waitFor(() => expect(finishAuth).toHaveBeenCalledWith("/demo/checkout/sharecart/step1"));
    // the page navigates away: the button stays disabled until it does
    expect(screen.getByRole("button", { name: "Sign In" })).toBeDisabled();
  });
});

describe("ForgotPasswordForm (AUTH-13)", () => {
  it("says 'email format invalid', then confirms the sent mail", async () => {
    const user = userEvent.setup();
    actions.requestPasswordReset.mockResolvedValue({ ok: true });
    render(<ForgotPasswordForm />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.forgotEmailInvalid)).toBeInTheDocument();
    expect(actions.requestPasswordReset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), " shopper@example.com ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.resetSent)).toBeInTheDocument();
    expect(actions.requestPasswordReset).toHaveBeenCalledWith({ email: "shopper@example.com" }, false);
  });

  it("shows a rate-limit answer verbatim", async () => {
    const user = userEvent.setup();
    actions.requestPasswordReset.mockResolvedValue({ ok: false, message: "too many requests, please try again later" });
    render(<ForgotPasswordForm />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("Email"), "shopper@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("too many requests, please try again later")).toBeInTheDocument();
  });
});

describe("NewPasswordForm (AUTH-14/15)", () => {
  it("applies the sign-up password rule and its repeat", async () => {
    const user = userEvent.setup();
    render(<NewPasswordForm token="tok-1234567890" signInHref={authPath("sign", "signin")} />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MSG.signUpPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "newpass123");
    await user.type(screen.getByLabelText("Repeat password"), "newpass124");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MSG.passwordRepeat)).toBeInTheDocument();
    expect(actions.resetPassword).not.toHaveBeenCalled();
  });

  it("shows the failure text, then the success text with a way to sign in", async () => {
    const user = userEvent.setup();
    actions.resetPassword.mockResolvedValueOnce({ ok: false, message: "gone" }).mockResolvedValueOnce({ ok: true });
    render(<NewPasswordForm token="tok-1234567890" signInHref={authPath("sign", "signin", "store=demo")} />, { wrapper: QueryWrapper });
    await user.type(screen.getByLabelText("New password"), "newpass123");
    await user.type(screen.getByLabelText("Repeat password"), "newpass123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MSG.resetFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MSG.passwordUpdated)).toBeInTheDocument();
    expect(actions.resetPassword).toHaveBeenLastCalledWith("tok-1234567890", { password: "newpass123", passwordRepeat: "newpass123" });
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/sign/signin?store=demo");
  });
});
