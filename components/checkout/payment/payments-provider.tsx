"use client";
import type { ReactNode } from "react";
import { browserPaymentProvider } from "@/lib/payments/config";
import type { PaymentPurpose } from "./payments-context";
import { StripePayments } from "./stripe-payments";
import { TestPayments } from "./test-payments";

interface PaymentsProviderProps {
  /** "setup" where a card is saved for later (Stripe's Payment Element then says so); step 2 pays */
  purpose?: PaymentPurpose;
  children: ReactNode;
}

/** The payment provider for a card field: Stripe when the build has its publishable key, else the test provider. */
export function PaymentsProvider({ purpose = "payment", children }: PaymentsProviderProps) {
  return browserPaymentProvider === "stripe" ? <StripePayments purpose={purpose}>{children}</StripePayments> : <TestPayments>{children}</TestPayments>;
}
