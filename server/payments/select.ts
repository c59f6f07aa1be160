/** Which payment provider the app uses, decided once when the app is created, and whether it may take orders. */
import { isProduction, testPaymentsAllowed, type Env } from "../../lib/config/deployment";
import type { PaymentProviders } from "./provider";
import { stripePaymentProviders } from "./stripe-provider";
import { testPaymentProviders } from "./test-provider";
import { log } from "../../lib/log";
import { serverConfig } from "../../lib/config/server";

let warned = false;

export function paymentProvidersFromEnv(env: Env = serverConfig().env): PaymentProviders {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (key) return stripePaymentProviders(key);
  // The test provider marks orders paid without moving money: fine for the demo shop, never what a
  // production deployment means, so say so loudly once. (Production has its own messages: the
  // start-up check, lib/config/deployment.ts, and takesOrdersWith below.)
  if (env.NODE_ENV === "production" && !isProduction(env) && !warned) {
    warned = true;
    log.warn("STRIPE_SECRET_KEY is not set: using the built-in TEST payment provider. No real money moves.");
  }
  return testPaymentProviders;
}

let refusalLogged = false;

/**
 * Whether the shop may take orders with these providers (finding M8): the test provider takes no
 * money, so in production (SHOP_ENV=production) it may only run when PAYMENTS_TEST_MODE=1 declares
 * a demo. Otherwise every order is refused, and the log says so once, loudly.
 */
export function takesOrdersWith(providers: PaymentProviders, env: Env = serverConfig().env): boolean {
  if (providers.name !== "test" || testPaymentsAllowed(env)) return true;
  if (!refusalLogged) {
    refusalLogged = true;
    log.error(
      "SHOP_ENV=production without STRIPE_SECRET_KEY: EVERY ORDER IS REFUSED. Set STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, or PAYMENTS_TEST_MODE=1 for a demo that takes no money.",
    );
  }
  return false;
}
