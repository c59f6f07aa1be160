/**
 * The built-in test provider in the browser (no NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY). It plays
 * Stripe.js: the typed card becomes a `tok_test_…` through `POST /api/payments/test/tokens`, and the
 * intent is confirmed through `POST /api/payments/test/intents/{id}/confirm`. A card that needs
 * authentication answers `requires_action`; the shopper approves or denies in our "Test 3-D
 * Secure" dialog (`authenticate`), and that answer confirms again, as 3-D Secure would.
 */
import { confirmTestIntent, createTestCardToken } from "@/lib/api/calls/checkout";
import type { ApiResult } from "@/lib/api/errors";
import type { ApiClient } from "@/lib/api/http";
import type { TestIntent } from "@/lib/api/schemas/checkout";
import {
  cardFailure,
  INCOMPLETE_CARD_MESSAGE,
  intentIdOf,
  PAYMENT_DECLINED_MESSAGE,
  unavailable,
  type PaymentAdapter,
  type PaymentStep,
} from "./adapter";
import { toTestCardRequest, type TestCardFields } from "./test-card";

export type Authenticate = () => Promise<"approve" | "deny">;

export interface TestAdapterDeps {
  api: ApiClient;
  /** what the test card form holds right now */
  readCard: () => TestCardFields;
  /** asks the shopper to approve or deny the test authentication */
  authenticate: Authenticate;
}

/** The provider refused (a 4xx with its own words) or could not be reached (network, 5xx). */
function providerAnswer<T>(result: ApiResult<T>): PaymentStep<T> {
  if (result.ok) return { ok: true, value: result.data };
  const { error } = result;
  if (error.kind === "http" && error.status >= 400 && error.status < 500) return cardFailure(error.message);
  return unavailable();
}

function settled(intent: TestIntent): PaymentStep<void> | null {
  if (intent.status === "succeeded") return { ok: true, value: undefined };
  if (intent.status === "failed") return cardFailure(intent.message ?? PAYMENT_DECLINED_MESSAGE);
  return null;
}

export function createTestPaymentAdapter({ api, readCard, authenticate }: TestAdapterDeps): PaymentAdapter {
  return {
    provider: "test",

    async tokenizeCard() {
      const card = toTestCardRequest(readCard());
      if (!card) return cardFailure(INCOMPLETE_CARD_MESSAGE);
      const token = providerAnswer(await createTestCardToken(api, card));
      return token.ok ? { ok: true, value: token.value.id } : token;
    },

    async confirmPayment(clientSecret) {
      const intentId = intentIdOf(clientSecret);
      if (!intentId) return unavailable();
      const first = providerAnswer(await confirmTestIntent(api, intentId, clientSecret));
      if (!first.ok) return first;
      const done = settled(first.value);
      if (done) return done;
      if (first.value.status !== "requires_action") return unavailable();

      const action = await authenticate();
      const second = providerAnswer(await confirmTestIntent(api, intentId, clientSecret, action));
      if (!second.ok) return second;
      return settled(second.value) ?? cardFailure(PAYMENT_DECLINED_MESSAGE);
    },
  };
}
