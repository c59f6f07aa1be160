/** Which payment provider the app uses, decided once when the app is created. */
import type { PaymentProviders } from "./provider";
import { stripePaymentProviders } from "./stripe-provider";
import { testPaymentProviders } from "./test-provider";

export function paymentProvidersFromEnv(env: Record<string, string | undefined> = process.env): PaymentProviders {
  const key = env.STRIPE_SECRET_KEY?.trim();
  return key ? stripePaymentProviders(key) : testPaymentProviders;
}
