"use client";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { orderPurchaseParams } from "@/lib/analytics/events";
import { firstTimeFor, track } from "@/lib/analytics/track";
import type { PickUpPlace } from "@/lib/api/schemas/cart";
import { checkoutCalcRequest } from "@/lib/checkout/calc";
import { checkCheckoutCart } from "@/lib/checkout/cart-check";
import { afterOrder, deleteCheckoutData, readCheckoutData, writeCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { buildOrderRequest } from "@/lib/checkout/order-request";
import { STEP2_TOASTS } from "@/lib/checkout/step2";
import { checkoutDonePath, checkoutStep1Path, shareCartStep1Path, storePath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useCheckoutCalc } from "@/hooks/use-checkout-calc";
import { useCheckoutCart, type CheckoutKind } from "@/hooks/use-checkout-cart";
import { useSharedCart } from "@/hooks/use-shared-cart";
import { Spinner } from "@/components/ui/spinner";
import { CheckoutCartSection, type CartBlock } from "@/components/checkout/checkout-cart";
import { checkoutLineId } from "@/components/checkout/checkout-line";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { EmptyCheckout } from "@/components/checkout/empty-checkout";
import { OrderSummary } from "@/components/checkout/order-summary";
import { ShareCartBanner } from "@/components/checkout/step1/share-cart-banner";
import { PaymentSection } from "@/components/checkout/payment/payment-section";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { WalletDialog } from "@/components/checkout/payment/wallet-dialog";
import { BillingSection } from "./billing-section";
import { PlaceOrderActions } from "./place-order-actions";
import { useCheckoutPayment } from "./use-checkout-payment";
import { usePlaceOrder } from "./use-place-order";
import { useStep2Form } from "./use-step2-form";

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

  // Step 1's data as this browser holds it now (a back navigation can replay an older server render).
  const [data] = useState<CheckoutData>(() => (typeof document === "undefined" ? restored : readCheckoutData()));
  const shipTo = pickUp ? null : data.shipping;
  const { form, billing, canUseShipping } = useStep2Form(data, shipTo);
  const [blocked, setBlocked] = useState<CartBlock | null>(null);
  const methodId = data.shipOpt.methodId;
  const calcRequest = useMemo(
    () => checkoutCalcRequest({ lines: cart.lines, coupons: cart.coupons, email: data.account.email, shipping: shipTo, methodId, sharecart }),
    [cart.lines, cart.coupons, data.account.email, shipTo, methodId, sharecart],
  );
  // The hooks' callbacks run after a try, when `payment` and `calc` below are there.
  const order = usePlaceOrder({
    onPlaced: async (orderNumber) => {
      // The order went through: the toasts of the failed tries before it go (a denied 3-D Secure).
      notify.clearErrors();
      // AN-04 / CHK-17: the totals the order was placed with (its expected total); once per order number.
      if (calc.data && firstTimeFor(orderNumber)) track("purchase", orderPurchaseParams(orderNumber, calc.data));
      const kept = afterOrder({ ...readCheckoutData(), ...billing });
      if (kept) writeCheckoutData(kept);
      else deleteCheckoutData();
      await cart.reset().catch(() => undefined);
      window.setTimeout(() => router.replace(checkoutDonePath(store, orderNumber, data.account.email.trim())), DONE_REDIRECT_MS);
    },
    onCardError: (message) => payment.fail(payment.payment, message),
    onStale: () => calc.refetch(),
  });
  const calc = useCheckoutCalc(calcRequest, cart.ready && order.placed === null);
  const free = calc.data?.grand_total === 0;
  const payment = useCheckoutPayment({ control: form.control, signedIn, free, showErrors: form.formState.isSubmitted });

  /** Place order (BR-CHK-14): the billing (its toast; the form focuses the first failing field), the payment, the cart. */
  const placeOrder = async () => {
    if (order.processing || order.placed !== null || !calc.data) return;
    order.clearOrderError();
    payment.clearFailure();
    // CHK-15: a free order bills nothing, so no billing is asked for or checked.
    if (free) await payIfReady();
    else await form.handleSubmit(payIfReady, () => notify.error(STEP2_TOASTS.billing))();
  };

  async function payIfReady() {
    if (!calc.data) return;
    if (payment.check.toast) {
      notify.error(payment.check.toast);
      payment.focusFailed();
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
      data: { ...data, ...billing },
      pickUp,
      shareCartId: cart.shareCartId,
      expectedTotal: calc.data.grand_total,
    });
    if (!free && payment.payment?.kind === "wallet") order.askWallet(request);
    else await order.place(request, payment.choice());
  }

  const step1Href = sharecart ? shareCartStep1Path(store) : checkoutStep1Path(store);
  const banner = sharecart && shared ? <ShareCartBanner store={store} sharer={shared.sharer_user_name} signedIn={signedIn} /> : null;

  if (order.placed !== null) {
    return (
      <CheckoutShell step={2} focusHeading banner={null} aside={null}>
        <div role="status" className="flex items-center gap-3 border border-emerald-200 bg-emerald-50 px-5 py-6 text-emerald-900">
          <Spinner />
          <p>
            Order <strong>{order.placed}</strong> placed. Taking you to your order…
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

  const { processing } = order;
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
          <PlaceOrderActions form={STEP2_FORM_ID} orderError={order.orderError} processing={processing} disabled={busy || !calc.data} backHref={step1Href} />
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
        {free ? null : <BillingSection control={form.control} billOpt={billing.billOpt} canUseShipping={canUseShipping} pickUp={pickUp} disabled={processing} />}
        <PaymentSection {...payment.section} disabled={processing} />
        <CheckoutCartSection
          calc={calc}
          lines={cart.lines}
          coupons={cart.coupons}
          blocked={blocked}
          onRemove={(line) => {
            setBlocked(null);
            order.clearOrderError();
            void cart.remove(line.local_id);
          }}
        />
      </form>
      <WalletDialog wallet={order.walletOpen ? (payment.payments.wallet?.name ?? null) : null} onPay={() => order.payWithWallet(payment.payments.wallet)} onClose={order.closeWallet} />
    </CheckoutShell>
  );
}
