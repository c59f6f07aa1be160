"use client";
import type { Route } from "next";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { checkoutCalcRequest } from "@/lib/checkout/calc";
import { checkCheckoutCart } from "@/lib/checkout/cart-check";
import { EMPTY_ADDRESS, writeCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { step1Toast } from "@/lib/checkout/step1";
import { INVALID_INFO_TOAST, INVALID_ITEMS_TOAST } from "@/lib/checkout/validation";
import { checkoutStep2Path, shareCartStep2Path } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useShippingOptions } from "@/hooks/use-cart-calc";
import { useBeginCheckout } from "@/hooks/use-begin-checkout";
import { useCheckoutCalc, useRecalculate } from "@/hooks/use-checkout-calc";
import type { CheckoutCart } from "@/hooks/use-checkout-cart";
import { useDebounced } from "@/hooks/use-debounced";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { CheckoutCartSection, type CartBlock } from "@/components/checkout/checkout-cart";
import { checkoutLineId } from "@/components/checkout/checkout-line";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { OrderSummary } from "@/components/checkout/order-summary";
import { ContactSection } from "./contact-section";
import { ShippingOptions } from "./shipping-options";
import { ShippingSection } from "./shipping-section";
import { useStep1Form } from "./use-step1-form";

export interface Step1FormProps {
  store: string;
  /** the cart, known and not empty (the gate, CheckoutStep1, shows the other states) */
  cart: CheckoutCart;
  signedIn: boolean;
  /** the signed-in shopper's email, prefilled when the cookie holds none */
  userEmail: string | null;
  /** the `checkOutDataV2` cookie as the server read it */
  restored: CheckoutData;
  /** where Back goes: the share page or the store */
  back: Route;
  banner: ReactNode;
}

/** Typing settles this long before the totals are recalculated with the email and address. */
const SETTLE_MS = 500;

/**
 * Checkout step 1, regular and shared cart (CHK-01…11, CHK-19): contact, shipping address and
 * option, the cart with its coupons, and the order summary. The form (useStep1Form) keeps what is
 * typed in the `checkOutDataV2` cookie as it changes, so a reload, a detour through sign-in or a failed
 * Next loses nothing. Next validates (BR-CHK-14), recalculates with the email and address, and moves on.
 */
export function Step1Form({ store, cart, signedIn, userEmail, restored, back, banner }: Step1FormProps) {
  const router = useRouter();
  const sharecart = cart.kind === "sharecart";
  const shipping = useShippingOptions();
  const savedQuery = useSavedAddresses(signedIn);
  const saved = useMemo(() => (signedIn ? (savedQuery.data ?? []) : []), [signedIn, savedQuery.data]);
  const recalculate = useRecalculate();
  const savedLoading = signedIn && savedQuery.isPending;
  const options = shipping.data;
  const { form, focusFirstError, data: current, mode, methodId, picked } = useStep1Form({ restored, userEmail, savedLoading, options, saved, signedIn });
  const { errors } = form.formState;

  const [blocked, setBlocked] = useState<CartBlock | null>(null);
  const [busy, setBusy] = useState(false);

  const shipTo = mode === "pickup" ? null : mode === "saved" && !picked ? EMPTY_ADDRESS : current.shipping;
  const liveEmail = useDebounced(current.account.email, SETTLE_MS);
  const liveShipTo = useDebounced(shipTo, SETTLE_MS);
  const calcRequest = useMemo(
    () => checkoutCalcRequest({ lines: cart.lines, coupons: cart.coupons, email: liveEmail, shipping: liveShipTo, methodId, sharecart }),
    [cart.lines, cart.coupons, liveEmail, liveShipTo, methodId, sharecart],
  );
  const calc = useCheckoutCalc(calcRequest, cart.ready);
  useBeginCheckout(calc.data);

  /** The step is valid: recalculate with the email and address, and on to step 2 unless a cart line blocks. */
  const proceed = async () => {
    setBusy(true);
    try {
      writeCheckoutData(current);
      const result = await recalculate(
        checkoutCalcRequest({ lines: cart.lines, coupons: cart.coupons, email: current.account.email, shipping: shipTo, methodId, sharecart }),
      );
      if (!result.ok) {
        notify.error(result.error.message);
        return;
      }
      const afterCalc = checkCheckoutCart(result.data, cart.lines, sharecart);
      if (!afterCalc.ok) {
        setBlocked({ message: afterCalc.message, cartItemId: afterCalc.cartItemId });
        void calc.refetch();
        return blockOn(afterCalc);
      }
      // On to step 2: the toasts of the failed tries before go with step 1.
      notify.clearErrors();
      router.push(sharecart ? shareCartStep2Path(store) : checkoutStep2Path(store));
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    if (busy) return;
    // Only the server's verdict on exactly these lines blocks here (as on the share-cart page): an answer to an
    // earlier request, shown while the new one loads, may name a line just removed or a coupon just cancelled.
    // Without one, `proceed` calculates afresh and checks the cart on that.
    const verdict = calc.data && !calc.isPlaceholderData ? calc.data : null;
    const cartCheck = verdict ? checkCheckoutCart(verdict, cart.lines, sharecart) : ({ ok: true } as const);
    setBlocked(cartCheck.ok ? null : { message: cartCheck.message, cartItemId: cartCheck.cartItemId });
    // A failing field: its toast, and the focus on the first one (in the page's order).
    await form.handleSubmit(
      () => (cartCheck.ok ? proceed() : blockOn(cartCheck)),
      (invalid) => {
        focusFirstError(invalid);
        notify.error(step1Toast(invalid) ?? INVALID_INFO_TOAST);
      },
    )();
  };

  /** A cart line (or coupon) stops Next: the toast, and the focus on the line when there is one. */
  function blockOn(result: { message: string; cartItemId?: string }) {
    notify.error(INVALID_ITEMS_TOAST);
    const line = result.cartItemId ? document.getElementById(checkoutLineId(result.cartItemId)) : null;
    line?.focus();
  }

  const method = options?.find((o) => o._id === methodId);

  return (
    <CheckoutShell
      step={1}
      banner={banner}
      aside={
        <OrderSummary
          calc={calc.data}
          updating={calc.isFetching}
          email={current.account.email}
          shipTo={shipTo}
          shippingName={method?.name ?? null}
          pickUpPlace={method?.pick_up_place ?? null}
          step1Href=""
        >
          <div className="space-y-3 border-t border-stone-200 pt-4">
            <button type="button" className={primaryButton} onClick={() => void next()} disabled={busy || calc.isPending}>
              {busy ? "Checking…" : "Next"}
            </button>
            <Link href={back} className={`${secondaryButton} w-full`}>
              Back
            </Link>
          </div>
        </OrderSummary>
      }
    >
      <ContactSection
        store={store}
        email={form.register("account.email")}
        error={errors.account?.email?.message}
        signedIn={signedIn}
        authContext={sharecart ? "share_checkout" : "checkout"}
      />
      <ShippingSection
        form={form}
        mode={mode}
        loading={savedLoading}
        signedIn={signedIn}
        saved={saved}
        savedError={signedIn && savedQuery.isError ? savedQuery.error.message : null}
        onRetrySaved={() => void savedQuery.refetch()}
        pickedId={current.shipOpt.existAddressId}
        options={
          <ShippingOptions
            control={form.control}
            options={options}
            loadError={shipping.isError ? shipping.error.message : null}
            onRetry={() => void shipping.refetch()}
            methodId={methodId}
          />
        }
      />
      <CheckoutCartSection
        calc={calc}
        lines={cart.lines}
        coupons={cart.coupons}
        blocked={blocked}
        onCoupon={(storeId, code) => {
          setBlocked(null);
          cart.setCoupon(storeId, code);
        }}
        onRemove={(line) => {
          setBlocked(null);
          void cart.remove(line.local_id);
        }}
      />
    </CheckoutShell>
  );
}
