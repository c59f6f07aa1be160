"use client";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { confirmOrder, createOrder } from "@/lib/api/calls/checkout";
import { browserApi } from "@/lib/api/browser";
import type { OrderRequest } from "@/lib/checkout/order-request";
import { randomAttemptKey } from "@/lib/checkout/order-attempt";
import { createOrderPlacer, type PaymentChoice, type PlaceOrderInput, type PlaceOrderOutcome } from "@/lib/checkout/place-order";
import { STEP2_TOASTS } from "@/lib/checkout/step2";
import { WALLET_FAILED_MESSAGE } from "@/lib/payments/wallet";
import { notify } from "@/lib/toast";
import type { Wallet } from "@/components/checkout/payment/payments-context";

interface PlaceOrderOptions {
  /** the order went through */
  onPlaced: (orderNumber: string) => Promise<void>;
  /** the provider refused the payment: its words go under the field that paid */
  onCardError: (message: string) => void;
  /** nothing was charged, but the totals changed or a line sold out: show the new calculation */
  onStale: () => Promise<unknown>;
}

/**
 * Placing the order (CHK-16/17) as a mutation: one order per attempt (lib/checkout/place-order.ts), the
 * outcome settled into what the shopper sees — the placed order, the provider's words, the server's message
 * — and the wallet's dialog (CHK-14), whose sheet only opens from a click. `processing` covers the whole try.
 */
export function usePlaceOrder({ onPlaced, onCardError, onStale }: PlaceOrderOptions) {
  const [placer] = useState(() =>
    createOrderPlacer({
      createOrder: (body, key) => createOrder(browserApi, body, key),
      confirmOrder: (id, secret) => confirmOrder(browserApi, id, secret),
      newAttemptKey: randomAttemptKey,
    }),
  );
  const placing = useMutation({ mutationFn: (input: PlaceOrderInput) => placer.place(input) });
  const [processing, setProcessing] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const walletRequest = useRef<OrderRequest | null>(null);

  async function succeed(orderNumber: string) {
    setPlaced(orderNumber);
    await onPlaced(orderNumber);
  }

  /** What the shopper sees after a try; the cart and the form stay as they were when it did not place the order. */
  async function settle(outcome: PlaceOrderOutcome) {
    switch (outcome.kind) {
      case "placed":
        return succeed(outcome.orderNumber);
      case "card-error":
        onCardError(outcome.message);
        notify.error(outcome.message);
        return;
      case "total-changed":
      case "out-of-stock":
        // Nothing was charged: the new totals (or the sold-out line) show, and the shopper decides again.
        setOrderError(outcome.message);
        notify.error(outcome.message);
        await onStale();
        return;
      case "error":
        setOrderError(outcome.message);
        notify.error(outcome.message);
    }
  }

  /** Pays with a card (or nothing, for a free order); null when there is no way to pay yet. */
  async function place(request: OrderRequest, payment: PaymentChoice | null) {
    setProcessing(true);
    if (!payment) {
      notify.error(STEP2_TOASTS.noPaymentMethod);
      setProcessing(false);
      return;
    }
    const outcome = await placing.mutateAsync({ request, payment });
    // null: a second click while the first one places the order; that one settles the flag.
    if (outcome === null) return;
    await settle(outcome);
    if (outcome.kind !== "placed") setProcessing(false);
  }

  /** The wallet's sheet only opens from a click: the dialog asks for it (CHK-14). */
  function askWallet(request: OrderRequest) {
    setProcessing(true);
    walletRequest.current = request;
    setWalletOpen(true);
  }

  const closeWallet = () => {
    setWalletOpen(false);
    setProcessing(false);
  };

  function payWithWallet(wallet: Wallet | null) {
    const request = walletRequest.current;
    if (!wallet || !request) return;
    wallet.open(
      request.expected_total ?? 0,
      async (adapter) => {
        const outcome = await placing.mutateAsync({ request, payment: { kind: "wallet", adapter } });
        if (outcome?.kind === "placed") {
          setWalletOpen(false);
          await succeed(outcome.orderNumber);
          return true;
        }
        // CHK-14: on failure the toast, the dialog closes, ordering re-enables.
        closeWallet();
        notify.error(WALLET_FAILED_MESSAGE);
        return false;
      },
      closeWallet,
    );
  }

  return { processing, placed, orderError, clearOrderError: () => setOrderError(null), walletOpen, place, askWallet, payWithWallet, closeWallet };
}
