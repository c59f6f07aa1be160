"use client";
import type { ReactNode } from "react";
import { browserPaymentProvider } from "@/lib/payments/config";
import { StripePayments } from "./stripe-payments";
import { TestPayments } from "./test-payments";

/** The payment provider for step 2: Stripe when the build has its publishable key, else the test provider. */
export function PaymentsProvider({ children }: { children: ReactNode }) {
  return browserPaymentProvider === "stripe" ? <StripePayments>{children}</StripePayments> : <TestPayments>{children}</TestPayments>;
}
