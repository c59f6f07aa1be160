"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { confirmOrder, createOrder } from "@/lib/api/calls";
import type { PickUpPlace } from "@/lib/api/schemas/cart";
import { browserApi } from "@/lib/api/browser";
import { checkoutCalcRequest } from "@/lib/checkout/calc";
import { checkCheckoutCart } from "@/lib/checkout/cart-check";
import { afterOrder, deleteCheckoutData, readCheckoutData, writeCheckoutData, type AddressForm, type CheckoutData } from "@/lib/checkout/checkout-data";
import { buildOrderRequest, type OrderRequest } from "@/lib/checkout/order-request";
import { createOrderPlacer, randomAttemptKey, type PaymentChoice, type PlaceOrderOutcome } from "@/lib/checkout/place-order";
import { canBillToShipping, checkStep2, effectiveBillOpt, initialPayment, STEP2_TOASTS, type PaymentSelection, type Step2Errors, type Step2Field } from "@/lib/checkout/step2";
import { WALLET_FAILED_MESSAGE } from "@/lib/payments/wallet";
import { checkoutDonePath, checkoutStep1Path, shareCartStep1Path, storePath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useCheckoutCalc } from "@/hooks/use-checkout-calc";
import { useCheckoutCart, type CheckoutKind } from "@/hooks/use-checkout-cart";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { useSharedCart } from "@/hooks/use-shared-cart";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Spinner } from "@/components/ui/spinner";
import { CheckoutCartSection, type CartBlock } from "@/components/checkout/checkout-cart";
import { checkoutLineId } from "@/components/checkout/checkout-line";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { EmptyCheckout } from "@/components/checkout/empty-checkout";
import { OrderSummary } from "@/components/checkout/order-summary";
import { ShareCartBanner } from "@/components/checkout/step1/share-cart-banner";
import { PaymentSection, SAVED_CARDS_ID } from "@/components/checkout/payment/payment-section";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { usePayments, type CardFieldState } from "@/components/checkout/payment/payments-context";
import { WalletDialog } from "@/components/checkout/payment/wallet-dialog";
import { BILL_OPT_ID, BillingSection } from "./billing-section";

export interface CheckoutStep2Props {
  store: string;
  kind: CheckoutKind;
  signedIn: boolean;
  /** the `checkOutDataV2` cookie as the server read it (step 1 is complete: the page checked) */
  restored: CheckoutData;
  /** the chosen shipping option is pick-up: no shipping address (BR-CHK-03) */
  pickUp: boolean;
  shippingName: string | null;
  /** where and when a pick-up order is collected, when the shop says */
  pickUpPlace: PickUpPlace | null;
}

/** Billing, payment and the cart; Place order (in the summary) submits it. */
const STEP2_FORM_ID = "checkout-step2";

/** BR-CHK-07 (G-57: shared carts too): the done page opens this long after the order is placed. */
export const DONE_REDIRECT_MS = 500;

const NO_ERRORS: Step2Errors = { billing: {} };

function focusField(field: Step2Field) {
  if (!field) return;
  const target =
    field === "billOpt"
      ? document.querySelector<HTMLElement>(`#${BILL_OPT_ID} input:not(:disabled)`)
      : field === "savedCard"
        ? document.querySelector<HTMLElement>(`#${SAVED_CARDS_ID} input:not(:disabled)`)
        : field === "card"
          ? document.getElementById("card-number")
          : document.getElementById(`billing-${field}`);
  target?.focus();
}

/** Checkout step 2, regular and shared cart: billing, payment and Place order (CHK-12…17). */
export function CheckoutStep2(props: CheckoutStep2Props) {
  return (
    <PaymentsProvider>
      <Step2 {...props} />
    </PaymentsProvider>
  );
}

function Step2({ store, kind, signedIn, restored, pickUp, shippingName, pickUpPlace }: CheckoutStep2Props) {
  const router = useRouter();
  const sharecart = kind === "sharecart";
  const cart = useCheckoutCart(kind);
  const shared = useSharedCart();
  const payments = usePayments();
  const cardsQuery = useCreditCards(signedIn);
  const cards = useMemo(() => (signedIn ? (cardsQuery.data ?? []) : []), [signedIn, cardsQuery.data]);

  // Step 1's data as this browser holds it now (a back navigation can replay an older server render).
  const [data] = useState<CheckoutData>(() => (typeof document === "undefined" ? restored : readCheckoutData()));
  const [billOpt, setBillOpt] = useState(data.billOpt);
  const [billing, setBilling] = useState<AddressForm>(data.billing);
  /** undefined: not picked yet, the default applies once the saved cards are known */
  const [picked, setPicked] = useState<PaymentSelection | undefined>(undefined);
  const [card, setCard] = useState<CardFieldState & { version: number }>({ complete: false, error: null, version: 0 });
  /** the provider's words after a failed payment, under the field that paid */
  const [paymentFailure, setPaymentFailure] = useState<{ on: "card" | "savedCard"; message: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [blocked, setBlocked] = useState<CartBlock | null>(null);
  const [processing, setProcessing] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const walletRequest = useRef<OrderRequest | null>(null);
  const [placer] = useState(() =>
    createOrderPlacer({
      createOrder: (body, key) => createOrder(browserApi, body, key),
      confirmOrder: (id, secret) => confirmOrder(browserApi, id, secret),
      newAttemptKey: randomAttemptKey,
    }),
  );

  const shipTo = pickUp ? null : data.shipping;
  const methodId = data.shipOpt.methodId;
  const calcRequest = useMemo(
    () => checkoutCalcRequest({ lines: cart.lines, coupons: cart.coupons, email: data.account.email, shipping: shipTo, methodId, sharecart }),
    [cart.lines, cart.coupons, data.account.email, shipTo, methodId, sharecart],
  );
  const calc = useCheckoutCalc(calcRequest, cart.ready && placed === null);
  const free = calc.data?.grand_total === 0;

  const cardsLoading = signedIn && cardsQuery.isPending;
  const payment: PaymentSelection = picked !== undefined ? picked : cardsLoading ? null : initialPayment(cards);
  const canUseShipping = canBillToShipping(shipTo);
  const shownBillOpt = effectiveBillOpt(billOpt, shipTo);
  const providerReady = payment?.kind === "wallet" ? payments.wallet !== null : payments.adapter !== null;
  const stepInput = { billOpt, billing, shipTo, free, payment, cards, cardComplete: card.complete, providerReady };
  const errors = submitted ? checkStep2(stepInput).errors : NO_ERRORS;
  const cardError = errors.card ?? (paymentFailure?.on === "card" ? paymentFailure.message : null) ?? card.error;
  const savedCardError = errors.savedCard ?? (paymentFailure?.on === "savedCard" ? paymentFailure.message : undefined);

  /** Billing goes to the cookie as it changes, like step 1's fields (never any card data). */
  const saveBilling = (next: { billOpt: 0 | 1 | null; billing: AddressForm }) => writeCheckoutData({ ...readCheckoutData(), ...next });
  const changeBillOpt = (value: 0 | 1) => {
    setBillOpt(value);
    saveBilling({ billOpt: value, billing });
  };
  const changeBilling = (patch: Partial<AddressForm>) => {
    const next = { ...billing, ...patch };
    setBilling(next);
    saveBilling({ billOpt, billing: next });
  };
  const select = (selection: PaymentSelection) => {
    setPicked(selection);
    setPaymentFailure(null);
  };
  const changeCard = (state: CardFieldState) => {
    setCard((c) => ({ ...state, version: c.version + 1 }));
    if (paymentFailure?.on === "card") setPaymentFailure(null);
  };

  /** How the order is paid, for anything but the wallet (which pays from its own sheet). */
  const paymentChoice = (): PaymentChoice | null => {
    if (free) return { kind: "free" };
    const adapter = payments.adapter;
    if (!adapter || !payment || payment.kind === "wallet") return null;
    return payment.kind === "saved-card" ? { kind: "saved-card", cardId: payment.cardId, adapter } : { kind: "new-card", version: card.version, adapter };
  };

  async function succeed(orderNumber: string) {
    setPlaced(orderNumber);
    // The order went through: the toasts of the failed tries before it go (a denied 3-D Secure).
    notify.clearErrors();
    const kept = afterOrder({ ...readCheckoutData(), billOpt: shownBillOpt, billing });
    if (kept) writeCheckoutData(kept);
    else deleteCheckoutData();
    await cart.reset().catch(() => undefined);
    window.setTimeout(() => router.replace(checkoutDonePath(store, orderNumber, data.account.email.trim())), DONE_REDIRECT_MS);
  }

  /** What the shopper sees after a try that did not place the order; the cart and the form stay as they were. */
  async function settle(outcome: PlaceOrderOutcome, paidWith: PaymentSelection) {
    switch (outcome.kind) {
      case "placed":
        return succeed(outcome.orderNumber);
      case "card-error":
        setPaymentFailure({ on: paidWith?.kind === "saved-card" ? "savedCard" : "card", message: outcome.message });
        notify.error(outcome.message);
        return;
      case "total-changed":
      case "out-of-stock":
        // Nothing was charged: the new totals (or the sold-out line) show, and the shopper decides again.
        setOrderError(outcome.message);
        notify.error(outcome.message);
        await calc.refetch();
        return;
      case "error":
        setOrderError(outcome.message);
        notify.error(outcome.message);
    }
  }

  const placeOrder = async () => {
    if (processing || placed !== null || !calc.data) return;
    setSubmitted(true);
    setOrderError(null);
    setPaymentFailure(null);
    const check = checkStep2(stepInput);
    if (check.toast) {
      notify.error(check.toast);
      focusField(check.first);
      return;
    }
    const cartCheck = checkCheckoutCart(calc.data, cart.lines, sharecart);
    setBlocked(cartCheck.ok ? null : { message: cartCheck.message, cartItemId: cartCheck.cartItemId });
    if (!cartCheck.ok) {
      notify.error(STEP2_TOASTS.cart);
      if (cartCheck.cartItemId) document.getElementById(checkoutLineId(cartCheck.cartItemId))?.focus();
      return;
    }

    const request = buildOrderRequest({
      lines: cart.lines,
      coupons: cart.coupons,
      data: { ...data, billOpt: shownBillOpt, billing },
      pickUp,
      shareCartId: cart.shareCartId,
      expectedTotal: calc.data.grand_total,
    });
    setProcessing(true);
    if (!free && payment?.kind === "wallet") {
      // The wallet's sheet only opens from a click: the dialog asks for it (CHK-14).
      walletRequest.current = request;
      setWalletOpen(true);
      return;
    }
    const choice = paymentChoice();
    if (!choice) {
      notify.error(STEP2_TOASTS.noPaymentMethod);
      setProcessing(false);
      return;
    }
    const outcome = await placer.place({ request, payment: choice });
    // null: a second click while the first one places the order; that one settles the flag.
    if (outcome === null) return;
    await settle(outcome, payment);
    if (outcome.kind !== "placed") setProcessing(false);
  };

  const payWithWallet = () => {
    const request = walletRequest.current;
    if (!payments.wallet || !request) return;
    payments.wallet.open(
      request.expected_total ?? 0,
      async (adapter) => {
        const outcome = await placer.place({ request, payment: { kind: "wallet", adapter } });
        if (outcome?.kind === "placed") {
          setWalletOpen(false);
          await succeed(outcome.orderNumber);
          return true;
        }
        // CHK-14: on failure the toast, the dialog closes, ordering re-enables.
        setWalletOpen(false);
        setProcessing(false);
        notify.error(WALLET_FAILED_MESSAGE);
        return false;
      },
      () => {
        setWalletOpen(false);
        setProcessing(false);
      },
    );
  };

  const step1Href = sharecart ? shareCartStep1Path(store) : checkoutStep1Path(store);
  const banner = sharecart && shared ? <ShareCartBanner store={store} sharer={shared.sharer_user_name} signedIn={signedIn} /> : null;

  if (placed !== null) {
    return (
      <CheckoutShell step={2} focusHeading banner={null} aside={null}>
        <div role="status" className="flex items-center gap-3 border border-emerald-200 bg-emerald-50 px-5 py-6 text-emerald-900">
          <Spinner />
          <p>
            Order <strong>{placed}</strong> placed. Taking you to your order…
          </p>
        </div>
      </CheckoutShell>
    );
  }
  if (!cart.ready) {
    return (
      <CheckoutShell step={2} focusHeading banner={banner} aside={null}>
        <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />
      </CheckoutShell>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <CheckoutShell step={2} focusHeading banner={banner} aside={null}>
        <EmptyCheckout href={sharecart ? step1Href : storePath(store)} reload={sharecart} />
      </CheckoutShell>
    );
  }

  const busy = processing || calc.isFetching;
  return (
    <CheckoutShell
      step={2}
      focusHeading
      banner={banner}
      aside={
        <OrderSummary
          calc={calc.data}
          updating={calc.isFetching}
          email={data.account.email}
          shipTo={shipTo}
          shippingName={shippingName}
          pickUpPlace={pickUpPlace}
          step1Href={step1Href}
        >
          <div className="space-y-3 border-t border-stone-200 pt-4">
            {orderError && (
              <p role="alert" className="border-l-2 border-rose-700 bg-rose-50 px-3 py-2 text-sm text-rose-800">
                {orderError}
              </p>
            )}
            <button type="submit" form={STEP2_FORM_ID} className={primaryButton} disabled={busy || !calc.data} aria-busy={processing}>
              {processing ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner className="size-4" /> Placing order…
                </span>
              ) : (
                "Place order"
              )}
            </button>
            <Link href={step1Href} className={`${secondaryButton} w-full`}>
              Back
            </Link>
          </div>
        </OrderSummary>
      }
    >
      {/* A form, so that Enter in a field (the card's too, Stripe's included) places the order like the button. */}
      <form
        id={STEP2_FORM_ID}
        noValidate
        className="space-y-10"
        onSubmit={(e) => {
          e.preventDefault();
          void placeOrder();
        }}
      >
        <BillingSection
          billOpt={shownBillOpt}
          canUseShipping={canUseShipping}
          pickUp={pickUp}
          onBillOpt={changeBillOpt}
          billing={billing}
          errors={errors.billing}
          billOptError={errors.billOpt}
          onBilling={changeBilling}
          disabled={processing}
        />
        <PaymentSection
          free={free}
          cards={cards}
          cardsLoading={cardsLoading}
          cardsError={signedIn && cardsQuery.isError ? cardsQuery.error.message : null}
          onRetryCards={() => void cardsQuery.refetch()}
          selection={payment}
          onSelect={select}
          savedCardError={savedCardError}
          cardError={cardError}
          onCard={changeCard}
          disabled={processing}
        />
        <CheckoutCartSection
          calc={calc}
          lines={cart.lines}
          coupons={cart.coupons}
          blocked={blocked}
          onRemove={(line) => {
            setBlocked(null);
            setOrderError(null);
            void cart.remove(line.local_id);
          }}
        />
      </form>
      <WalletDialog
        wallet={walletOpen ? (payments.wallet?.name ?? null) : null}
        onPay={payWithWallet}
        onClose={() => {
          setWalletOpen(false);
          setProcessing(false);
        }}
      />
    </CheckoutShell>
  );
}
