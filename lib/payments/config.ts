/**
 * Which provider the browser talks to: Stripe when the build has NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
 * (the server then needs STRIPE_SECRET_KEY too), else the built-in test provider.
 */
import type { PaymentProviderName } from "@/lib/api/schemas/checkout";

export const STRIPE_PUBLISHABLE_KEY: string | null = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() || null;

export const browserPaymentProvider: PaymentProviderName = STRIPE_PUBLISHABLE_KEY ? "stripe" : "test";
