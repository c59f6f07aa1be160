"use client";
import { createContext, useContext, type ComponentType } from "react";
import type { PaymentProviderName } from "@/lib/api/schemas/checkout";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import type { WalletName } from "@/lib/payments/wallet";

/** What a provider's card field tells the step: complete enough to send, and the provider's own complaint while typing. */
export interface CardFieldState {
  complete: boolean;
  error: string | null;
}

export interface CardFieldProps {
  /** shown under the field: ours ('Please enter a valid credit card.') or the provider's words */
  error: string | null;
  onChange: (state: CardFieldState) => void;
  disabled?: boolean;
}

export interface Wallet {
  name: WalletName;
  /**
   * Opens the browser's wallet sheet for this total (call it from a click). `place` gets the wallet's
   * payment and answers whether the order went through; `onCancel` runs when the shopper closes the sheet.
   */
  open(total: number, place: (adapter: PaymentAdapter) => Promise<boolean>, onCancel: () => void): void;
}

export interface Payments {
  provider: PaymentProviderName;
  /** cards, new and saved; null until the provider's script is ready */
  adapter: PaymentAdapter | null;
  CardField: ComponentType<CardFieldProps>;
  /** a wallet the browser can pay with (Stripe only), else null */
  wallet: Wallet | null;
}

export const PaymentsContext = createContext<Payments | null>(null);

export function usePayments(): Payments {
  const payments = useContext(PaymentsContext);
  if (!payments) throw new Error("usePayments needs a PaymentsProvider");
  return payments;
}
