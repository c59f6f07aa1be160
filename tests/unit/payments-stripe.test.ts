import type { StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it, vi } from "vitest";
import { INCOMPLETE_CARD_MESSAGE, PROVIDER_UNAVAILABLE_MESSAGE } from "@/lib/payments/adapter";
import { createStripePaymentAdapter, stripeFailure, type StripeCalls } from "@/lib/payments/stripe-adapter";
import { createWalletPayment, walletNameFor, walletPrompt, WALLET_CHECK_REQUEST } from "@/lib/payments/wallet";

const cardElement = {} as StripeCardElement;
type Answer = Awaited<ReturnType<StripeCalls["confirmCardPayment"]>>;
const intent = (status: string) => ({ paymentIntent: { id: "pi_1", status } }) as unknown as Answer;
const stripeError = (type: string, message: string) => ({ error: { type, message } }) as unknown as Answer;

function fakeStripe(confirmAnswers: Answer[], pm: Awaited<ReturnType<StripeCalls["createPaymentMethod"]>> = { paymentMethod: { id: "pm_123" } } as never) {
  const answers = [...confirmAnswers];
  return {
    createPaymentMethod: vi.fn(async () => pm),
    confirmCardPayment: vi.fn(async () => answers.shift() ?? intent("succeeded")),
  } as unknown as StripeCalls & { createPaymentMethod: ReturnType<typeof vi.fn>; confirmCardPayment: ReturnType<typeof vi.fn> };
}

describe("the Stripe adapter", () => {
  it("turns the Card Element into a PaymentMethod id", async () => {
    const stripe = fakeStripe([]);
    const adapter = createStripePaymentAdapter(stripe, () => cardElement);
    expect(await adapter.tokenizeCard()).toEqual({ ok: true, value: "pm_123" });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: "card", card: cardElement });
  });

  it("shows Stripe's words for a card it refuses, and says when the card form is missing", async () => {
    const stripe = fakeStripe([], { error: { type: "validation_error", message: "Your card number is incomplete." } } as never);
    expect(await createStripePaymentAdapter(stripe, () => cardElement).tokenizeCard()).toEqual({ ok: false, kind: "card", message: "Your card number is incomplete." });
    expect(await createStripePaymentAdapter(stripe, () => null).tokenizeCard()).toEqual({ ok: false, kind: "card", message: INCOMPLETE_CARD_MESSAGE });
  });

  it("confirms with the client secret (Stripe runs 3-D Secure itself)", async () => {
    const stripe = fakeStripe([intent("succeeded")]);
    expect(await createStripePaymentAdapter(stripe, () => cardElement).confirmPayment("pi_1_secret_x")).toEqual({ ok: true, value: undefined });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_x");
  });

  it("reports a decline or failed authentication with Stripe's message, and a connection error as unavailable", async () => {
    const declined = fakeStripe([stripeError("card_error", "Your card was declined.")]);
    expect(await createStripePaymentAdapter(declined, () => cardElement).confirmPayment("s")).toEqual({ ok: false, kind: "card", message: "Your card was declined." });
    const auth = fakeStripe([stripeError("invalid_request_error", "We are unable to authenticate your payment method.")]);
    expect(await createStripePaymentAdapter(auth, () => cardElement).confirmPayment("s")).toMatchObject({ kind: "card", message: "We are unable to authenticate your payment method." });
    expect(stripeFailure({ type: "api_connection_error", message: "offline" })).toEqual({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });
  });

  it("treats a script that throws as unavailable", async () => {
    const stripe = { createPaymentMethod: async () => Promise.reject(new Error("boom")), confirmCardPayment: async () => Promise.reject(new Error("boom")) } as unknown as StripeCalls;
    expect(await createStripePaymentAdapter(stripe, () => cardElement).confirmPayment("s")).toMatchObject({ kind: "unavailable" });
  });
});

describe("wallet payments", () => {
  it("names Apple Pay on Mac and iOS-like platforms, Google Pay otherwise (BR-CHK-06)", () => {
    expect(walletNameFor("MacIntel", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe("Apple Pay");
    expect(walletNameFor("iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)")).toBe("Apple Pay");
    expect(walletNameFor("Linux x86_64", "Mozilla/5.0 (X11; Linux x86_64)")).toBe("Google Pay");
    expect(walletNameFor("Win32", "Mozilla/5.0 (Windows NT 10.0)")).toBe("Google Pay");
    expect(walletPrompt("Google Pay")).toBe("Please click on the Google Pay button to confirm the payment.");
  });

  it("checks availability with 100 minor units, usd, US", () => {
    expect(WALLET_CHECK_REQUEST).toMatchObject({ country: "US", currency: "usd", total: { amount: 100 } });
  });

  it("confirms without Stripe's action handling, closes the sheet, then finishes 3-D Secure", async () => {
    const stripe = fakeStripe([intent("requires_action"), intent("succeeded")]);
    const event = { paymentMethod: { id: "pm_wallet" }, complete: vi.fn() } as never as Parameters<typeof createWalletPayment>[1];
    const wallet = createWalletPayment(stripe, event);
    expect(await wallet.adapter.tokenizeCard()).toEqual({ ok: true, value: "pm_wallet" });
    expect(await wallet.adapter.confirmPayment("pi_9_secret_z")).toEqual({ ok: true, value: undefined });
    expect(stripe.confirmCardPayment).toHaveBeenNthCalledWith(1, "pi_9_secret_z", { payment_method: "pm_wallet" }, { handleActions: false });
    expect(stripe.confirmCardPayment).toHaveBeenNthCalledWith(2, "pi_9_secret_z");
    expect(event.complete).toHaveBeenCalledExactlyOnceWith("success");
    wallet.abandon();
    expect(event.complete).toHaveBeenCalledOnce();
  });

  it("fails the sheet when the payment is refused, or when the order never got to it", async () => {
    const refused = { paymentMethod: { id: "pm_w" }, complete: vi.fn() } as never as Parameters<typeof createWalletPayment>[1];
    const wallet = createWalletPayment(fakeStripe([stripeError("card_error", "Your card was declined.")]), refused);
    expect(await wallet.adapter.confirmPayment("s")).toMatchObject({ ok: false, kind: "card" });
    expect(refused.complete).toHaveBeenCalledExactlyOnceWith("fail");

    const abandoned = { paymentMethod: { id: "pm_w" }, complete: vi.fn() } as never as Parameters<typeof createWalletPayment>[1];
    createWalletPayment(fakeStripe([]), abandoned).abandon();
    expect(abandoned.complete).toHaveBeenCalledExactlyOnceWith("fail");
  });
});
