import { describe, expect, it, vi } from "vitest";
import { intentIdOf, PROVIDER_UNAVAILABLE_MESSAGE } from "@/lib/payments/adapter";
import { createTestPaymentAdapter } from "@/lib/payments/test-adapter";
import { isTestCardComplete, parseExpiry, toTestCardRequest, type TestCardFields } from "@/lib/payments/test-card";
import type { ApiClient } from "@/lib/api/http";
import { AUTH_FAILED, DECLINED, fakeTestProvider, INCORRECT_NUMBER, INSUFFICIENT } from "@/tests/support/fake-payments";

const card = (number: string, expiry = "12 / 34", cvc = "123"): TestCardFields => ({ number, expiry, cvc });

describe("the test card form's data", () => {
  it("reads MM / YY expiries and refuses anything else", () => {
    expect(parseExpiry("04 / 31")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("12/29")).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry("13 / 30")).toBeNull();
    expect(parseExpiry("00 / 30")).toBeNull();
    expect(parseExpiry("1 / 3")).toBeNull();
  });

  it("is complete with a full number, an expiry and a CVC", () => {
    expect(isTestCardComplete(card("4242 4242 4242 4242"))).toBe(true);
    expect(isTestCardComplete(card("4242 4242 4242"))).toBe(false);
    expect(isTestCardComplete(card("4242 4242 4242 4242", "12 / "))).toBe(false);
    expect(isTestCardComplete(card("4242 4242 4242 4242", "12 / 34", "12"))).toBe(false);
  });

  it("becomes the tokens request with digits only", () => {
    expect(toTestCardRequest(card("4242 4242 4242 4242", "07 / 30", "321"))).toEqual({ number: "4242424242424242", exp_month: 7, exp_year: 2030, cvc: "321" });
    expect(toTestCardRequest(card("4242"))).toBeNull();
  });
});

describe("intentIdOf", () => {
  it("is the part of the client secret before _secret_ (Stripe's convention)", () => {
    expect(intentIdOf("pi_test_abc_secret_xyz")).toBe("pi_test_abc");
    expect(intentIdOf("nonsense")).toBeNull();
  });
});

describe("the test provider adapter", () => {
  function setup(number: string, answer: "approve" | "deny" = "approve") {
    const provider = fakeTestProvider();
    const authenticate = vi.fn(async () => answer);
    const adapter = createTestPaymentAdapter({ api: provider.api, readCard: () => card(number), authenticate });
    return { provider, adapter, authenticate };
  }

  it("tokenises the typed card and confirms a good card without asking", async () => {
    const { provider, adapter, authenticate } = setup("4242 4242 4242 4242");
    const token = await adapter.tokenizeCard();
    expect(token).toEqual({ ok: true, value: expect.stringMatching(/^tok_test_/) });
    const intent = provider.createIntent(token.ok ? token.value : "");
    expect(await adapter.confirmPayment(intent.secret)).toEqual({ ok: true, value: undefined });
    expect(authenticate).not.toHaveBeenCalled();
    expect(provider.calls.at(-1)?.path).toBe(`/api/payments/test/intents/${intent.id}/confirm`);
  });

  it("passes on the provider's words when it refuses the number", async () => {
    const { adapter } = setup("1234 5678 9012 3456");
    expect(await adapter.tokenizeCard()).toEqual({ ok: false, kind: "card", message: INCORRECT_NUMBER });
  });

  it.each([
    ["4000 0000 0000 0002", DECLINED],
    ["4000 0000 0000 9995", INSUFFICIENT],
  ])("reports %s as refused with the provider's message", async (number, message) => {
    const { provider, adapter } = setup(number);
    const token = await adapter.tokenizeCard();
    const intent = provider.createIntent(token.ok ? token.value : "");
    expect(await adapter.confirmPayment(intent.secret)).toEqual({ ok: false, kind: "card", message });
  });

  it("asks the shopper on requires_action and confirms again with the approval", async () => {
    const { provider, adapter, authenticate } = setup("4000 0025 0000 3155", "approve");
    const token = await adapter.tokenizeCard();
    const intent = provider.createIntent(token.ok ? token.value : "");
    expect(await adapter.confirmPayment(intent.secret)).toEqual({ ok: true, value: undefined });
    expect(authenticate).toHaveBeenCalledOnce();
    expect(provider.calls.at(-1)?.body).toEqual({ client_secret: intent.secret, action: "approve" });
  });

  it("fails with the provider's message when the shopper denies the authentication", async () => {
    const { provider, adapter } = setup("4000 0025 0000 3155", "deny");
    const token = await adapter.tokenizeCard();
    const intent = provider.createIntent(token.ok ? token.value : "");
    expect(await adapter.confirmPayment(intent.secret)).toEqual({ ok: false, kind: "card", message: AUTH_FAILED });
    expect(provider.intents.get(intent.id)?.status).toBe("failed");
  });

  it("says the provider is unavailable when the network fails", async () => {
    const api: ApiClient = { request: async () => ({ ok: false, error: { kind: "network", message: "a server error occurred." } }) };
    const adapter = createTestPaymentAdapter({ api, readCard: () => card("4242 4242 4242 4242"), authenticate: async () => "approve" });
    expect(await adapter.tokenizeCard()).toEqual({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });
    expect(await adapter.confirmPayment("pi_1_secret_2")).toEqual({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });
  });
});
