import type { StripeElements } from "@stripe/stripe-js";
import { describe, expect, it, vi } from "vitest";
import { PROVIDER_UNAVAILABLE_MESSAGE, type PaymentAdapter } from "@/lib/payments/adapter";
import { createStripePaymentAdapter, stripeFailure, type StripeCalls } from "@/lib/payments/stripe-adapter";
import { createWalletPayment, createWalletSession, expressCheckoutOptions, showWalletSheet, walletAvailable, walletNameFor, walletPrompt } from "@/lib/payments/wallet";

type Answer = Awaited<ReturnType<StripeCalls["confirmPayment"]>>;
const intent = (status: string) => ({ paymentIntent: { id: "pi_1", status } }) as unknown as Answer;
const stripeError = (type: string, message: string) => ({ error: { type, message } }) as unknown as Answer;

/** Stripe.js as the adapters call it: `createPaymentMethod({ elements })`, `confirmPayment({ clientSecret, … })`. */
function fakeStripe(confirmAnswers: Answer[], pm: Awaited<ReturnType<StripeCalls["createPaymentMethod"]>> = { paymentMethod: { id: "pm_123" } } as never) {
  const answers = [...confirmAnswers];
  return {
    createPaymentMethod: vi.fn(async () => pm),
    confirmPayment: vi.fn(async () => answers.shift() ?? intent("succeeded")),
  } as unknown as StripeCalls & { createPaymentMethod: ReturnType<typeof vi.fn>; confirmPayment: ReturnType<typeof vi.fn> };
}

/** The Elements group: `submit()` answers what the Payment Element (or the wallet sheet) holds. */
function fakeElements(submitError?: { type: string; message: string }) {
  return {
    submit: vi.fn(async () => (submitError ? { error: submitError } : { selectedPaymentMethod: "card" })),
    update: vi.fn(async () => undefined),
  } as unknown as StripeElements & { submit: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> };
}

describe("the Stripe adapter (Payment Element, deferred intent)", () => {
  it("submits the Elements, then creates the PaymentMethod from them", async () => {
    const stripe = fakeStripe([]);
    const elements = fakeElements();
    expect(await createStripePaymentAdapter(stripe, elements).tokenizeCard()).toEqual({ ok: true, value: "pm_123" });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
    expect(elements.submit.mock.invocationCallOrder[0]).toBeLessThan(stripe.createPaymentMethod.mock.invocationCallOrder[0]!);
  });

  it("shows Stripe's words when the entered card is refused, without creating a PaymentMethod", async () => {
    const stripe = fakeStripe([]);
    const incomplete = fakeElements({ type: "validation_error", message: "Your card number is incomplete." });
    expect(await createStripePaymentAdapter(stripe, incomplete).tokenizeCard()).toEqual({ ok: false, kind: "card", message: "Your card number is incomplete." });
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();

    const refused = fakeStripe([], { error: { type: "card_error", message: "Your card's security code is invalid." } } as never);
    expect(await createStripePaymentAdapter(refused, fakeElements()).tokenizeCard()).toEqual({ ok: false, kind: "card", message: "Your card's security code is invalid." });
  });

  it("confirms the intent with its client secret alone, staying on the page (Stripe runs 3-D Secure itself)", async () => {
    const stripe = fakeStripe([intent("succeeded")]);
    expect(await createStripePaymentAdapter(stripe, fakeElements()).confirmPayment("pi_1_secret_x")).toEqual({ ok: true, value: undefined });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ clientSecret: "pi_1_secret_x", redirect: "if_required" });
  });

  it("reports a decline or failed authentication with Stripe's message, an unpaid intent as declined, and a connection error as unavailable", async () => {
    const declined = fakeStripe([stripeError("card_error", "Your card was declined.")]);
    expect(await createStripePaymentAdapter(declined, fakeElements()).confirmPayment("s")).toEqual({ ok: false, kind: "card", message: "Your card was declined." });
    const auth = fakeStripe([stripeError("invalid_request_error", "We are unable to authenticate your payment method.")]);
    expect(await createStripePaymentAdapter(auth, fakeElements()).confirmPayment("s")).toMatchObject({ kind: "card", message: "We are unable to authenticate your payment method." });
    const unpaid = fakeStripe([intent("requires_payment_method")]);
    expect(await createStripePaymentAdapter(unpaid, fakeElements()).confirmPayment("s")).toEqual({ ok: false, kind: "card", message: "Your card was declined." });
    expect(stripeFailure({ type: "api_connection_error", message: "offline" })).toEqual({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });
  });

  it("treats a script that throws as unavailable", async () => {
    const stripe = { createPaymentMethod: async () => Promise.reject(new Error("boom")), confirmPayment: async () => Promise.reject(new Error("boom")) } as unknown as StripeCalls;
    const adapter = createStripePaymentAdapter(stripe, fakeElements());
    expect(await adapter.tokenizeCard()).toMatchObject({ kind: "unavailable" });
    expect(await adapter.confirmPayment("s")).toMatchObject({ kind: "unavailable" });
  });
});

describe("wallet payments (Express Checkout Element)", () => {
  it("names Apple Pay on Mac and iOS-like platforms, Google Pay otherwise (BR-CHK-06)", () => {
    expect(walletNameFor("MacIntel", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe("Apple Pay");
    expect(walletNameFor("iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)")).toBe("Apple Pay");
    expect(walletNameFor("Linux x86_64", "Mozilla/5.0 (X11; Linux x86_64)")).toBe("Google Pay");
    expect(walletNameFor("Win32", "Mozilla/5.0 (Windows NT 10.0)")).toBe("Google Pay");
    expect(walletPrompt("Google Pay")).toBe("Please click on the Google Pay button to confirm the payment.");
  });

  it("shows only the platform's wallet, and offers it only when the element says the browser can pay with it", () => {
    expect(expressCheckoutOptions("Apple Pay").paymentMethods).toEqual({ applePay: "auto", googlePay: "never", link: "never", paypal: "never", amazonPay: "never", klarna: "never" });
    expect(expressCheckoutOptions("Google Pay").paymentMethods).toMatchObject({ applePay: "never", googlePay: "auto" });
    const available = { applePay: false, googlePay: true, link: true, paypal: false, amazonPay: false, klarna: false };
    expect(walletAvailable("Google Pay", available)).toBe(true);
    expect(walletAvailable("Apple Pay", available)).toBe(false);
    expect(walletAvailable("Google Pay", undefined)).toBe(false);
  });

  it("opens the sheet for the order's total, or cancels the click when the amount cannot be set", async () => {
    const elements = fakeElements();
    const click = { resolve: vi.fn(), reject: vi.fn() };
    await showWalletSheet(elements, click, 4_250);
    expect(elements.update).toHaveBeenCalledWith({ amount: 4_250 });
    expect(elements.update.mock.invocationCallOrder[0]).toBeLessThan(click.resolve.mock.invocationCallOrder[0]!);
    expect(click.reject).not.toHaveBeenCalled();

    elements.update.mockRejectedValueOnce(new Error("offline"));
    const failing = { resolve: vi.fn(), reject: vi.fn() };
    await showWalletSheet(elements, failing, 4_250);
    expect(failing.resolve).not.toHaveBeenCalled();
    expect(failing.reject).toHaveBeenCalledOnce();
  });

  it("creates the wallet's PaymentMethod from the Elements and confirms the order's intent, leaving the sheet to close by itself", async () => {
    const stripe = fakeStripe([intent("succeeded")], { paymentMethod: { id: "pm_wallet" } } as never);
    const elements = fakeElements();
    const event = { paymentFailed: vi.fn() };
    const wallet = createWalletPayment(stripe, elements, event);
    expect(await wallet.adapter.tokenizeCard()).toEqual({ ok: true, value: "pm_wallet" });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ elements });
    expect(await wallet.adapter.confirmPayment("pi_9_secret_z")).toEqual({ ok: true, value: undefined });
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ clientSecret: "pi_9_secret_z", redirect: "if_required" });
    // A paid payment is never failed afterwards, even if the order's confirmation went wrong.
    wallet.abandon();
    expect(event.paymentFailed).not.toHaveBeenCalled();
  });

  it("fails the sheet once when the payment is refused, or when the order never got to it", async () => {
    const refused = { paymentFailed: vi.fn() };
    const wallet = createWalletPayment(fakeStripe([stripeError("card_error", "Your card was declined.")]), fakeElements(), refused);
    expect(await wallet.adapter.confirmPayment("s")).toMatchObject({ ok: false, kind: "card" });
    wallet.abandon();
    expect(refused.paymentFailed).toHaveBeenCalledExactlyOnceWith({ reason: "fail" });

    const abandoned = { paymentFailed: vi.fn() };
    createWalletPayment(fakeStripe([]), fakeElements(), abandoned).abandon();
    expect(abandoned.paymentFailed).toHaveBeenCalledExactlyOnceWith({ reason: "fail" });
  });
});

describe("a wallet button's session", () => {
  const click = () => ({ resolve: vi.fn(), reject: vi.fn() });

  it("opens the sheet only from the button's click, for the order's total", async () => {
    const elements = fakeElements();
    const session = createWalletSession(fakeStripe([]), elements);
    const event = click();

    session.open(4_250, async () => true, () => undefined);
    expect(elements.update).not.toHaveBeenCalled();

    session.clicked(event, () => session.open(4_250, async () => true, () => undefined));
    await vi.waitFor(() => expect(event.resolve).toHaveBeenCalledOnce());
    expect(elements.update).toHaveBeenCalledWith({ amount: 4_250 });
  });

  it("places the order with the wallet's payment on confirm, and fails the sheet when the order is refused", async () => {
    const stripe = fakeStripe([], { paymentMethod: { id: "pm_wallet" } } as never);
    const session = createWalletSession(stripe, fakeElements());
    const tokens: unknown[] = [];
    const place = vi.fn(async (adapter: PaymentAdapter) => {
      tokens.push(await adapter.tokenizeCard());
      return false;
    });
    session.clicked(click(), () => session.open(4_250, place, () => undefined));

    const confirm = { paymentFailed: vi.fn() };
    await session.confirm(confirm);
    expect(tokens).toEqual([{ ok: true, value: "pm_wallet" }]);
    expect(confirm.paymentFailed).toHaveBeenCalledExactlyOnceWith({ reason: "fail" });
  });

  it("fails a confirm that no open armed, and tells the step when the shopper closes the sheet", async () => {
    const session = createWalletSession(fakeStripe([]), fakeElements());
    const stray = { paymentFailed: vi.fn() };
    await session.confirm(stray);
    expect(stray.paymentFailed).toHaveBeenCalledOnce();

    const onCancel = vi.fn();
    session.clicked(click(), () => session.open(100, async () => true, onCancel));
    session.cancel();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
