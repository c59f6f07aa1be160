/** Which payment provider the app uses, decided once when the app is created. */
import type { PaymentProviders } from "./provider";
import { stripePaymentProviders } from "./stripe-provider";
import { testPaymentProviders } from "./test-provider";

let warned = false;

export function paymentProvidersFromEnv(env: Record<string, string | undefined> = process.env): PaymentProviders {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (key) return stripePaymentProviders(key);
  // The test provider marks orders paid without moving money: fine for the demo shop, never what a
  // production deployment means, so say so loudly once.
  if (env.NODE_ENV === "production" && !warned) {
    warned = true;
    console.warn("[payments] STRIPE_SECRET_KEY is not set: using the built-in TEST payment provider. No real money moves.");
  }
  return testPaymentProviders;
}
