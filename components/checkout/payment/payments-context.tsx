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

export interface WalletButtonProps {
  /** the shopper clicked the wallet's button: call the wallet's `open` right away (Stripe waits 1 s at most) */
  onClick: () => void;
}

export interface Wallet {
  name: WalletName;
  /** The wallet's own button (Stripe's Express Checkout Element); only its click may open the wallet's sheet. */
  Button: ComponentType<WalletButtonProps>;
  /**
   * Opens the browser's wallet sheet for this total; call it from the Button's `onClick`. `place`
   * gets the wallet's payment and answers whether the order went through; `onCancel` runs when the
   * shopper closes the sheet.
   */
  open(total: number, place: (adapter: PaymentAdapter) => Promise<boolean>, onCancel: () => void): void;
}

/** What the card field is for: paying an order (step 2), or saving a card for later (the account's "add card"). */
export type PaymentPurpose = "payment" | "setup";

export interface Payments {
  provider: PaymentProviderName;
  /** cards, new and saved; null until the provider's script is ready */
  adapter: PaymentAdapter | null;
  CardField: ComponentType<CardFieldProps>;
  /** a wallet the browser can pay with (Stripe only), else null */
  wallet: Wallet | null;
  /** moves the focus into the card field (a check or the provider refused the card); the field is the provider's own */
  focusCard(): void;
}

export const PaymentsContext = createContext<Payments | null>(null);

export function usePayments(): Payments {
  const payments = useContext(PaymentsContext);
  if (!payments) throw new Error("usePayments needs a PaymentsProvider");
  return payments;
}
