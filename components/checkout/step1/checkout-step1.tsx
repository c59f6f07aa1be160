"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { resolveShippingMethod } from "@/lib/cart/shipping";
import { checkoutCalcRequest } from "@/lib/checkout/calc";
import { checkCheckoutCart } from "@/lib/checkout/cart-check";
import { CHECKOUT_COOKIE, EMPTY_ADDRESS, fromSavedAddress, readCheckoutData, writeCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { addressMode, checkStep1, isPickUpMethod, shipOptFor, type Step1Errors, type Step1Field } from "@/lib/checkout/step1";
import { INVALID_ITEMS_TOAST } from "@/lib/checkout/validation";
import { checkoutStep2Path, shareCartPath, shareCartStep1Path, shareCartStep2Path, storePath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useShippingOptions } from "@/hooks/use-cart-calc";
import { useCheckoutCalc, useRecalculate } from "@/hooks/use-checkout-calc";
import { useCheckoutCart, type CheckoutKind } from "@/hooks/use-checkout-cart";
import { useDebounced } from "@/hooks/use-debounced";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { useSharedCart } from "@/hooks/use-shared-cart";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { CheckoutCartSection, type CartBlock } from "@/components/checkout/checkout-cart";
import { checkoutLineId } from "@/components/checkout/checkout-line";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { EmptyCheckout } from "@/components/checkout/empty-checkout";
import { OrderSummary } from "@/components/checkout/order-summary";
import { ContactSection, EMAIL_INPUT_ID } from "./contact-section";
import { SAVED_ADDRESS_ID } from "./saved-address-picker";
import { ShareCartBanner } from "./share-cart-banner";
import { SHIPPING_METHOD_ID, ShippingOptions } from "./shipping-options";
import { ShippingSection } from "./shipping-section";

export interface CheckoutStep1Props {
  store: string;
  kind: CheckoutKind;
  signedIn: boolean;
  /** the signed-in shopper's email, prefilled when the cookie holds none */
  userEmail: string | null;
  /** the `checkOutDataV2` cookie as the server read it */
  restored: CheckoutData;
}

/** Typing settles this long before the totals are recalculated with the email and address. */
const SETTLE_MS = 500;

/**
 * The cookie as this browser holds it now (a back navigation can replay an older server render),
 * else what the server read; a signed-in shopper's email fills an empty contact (CHK-03).
 */
function initialData(restored: CheckoutData, userEmail: string | null): CheckoutData {
  const inBrowser = typeof document !== "undefined" && document.cookie.split(";").some((c) => c.trim().startsWith(`${CHECKOUT_COOKIE}=`));
  const data = inBrowser ? readCheckoutData() : restored;
  return data.account.email || !userEmail ? data : { ...data, account: { email: userEmail } };
}

/** The element the first failing field's check focuses. */
function focusField(field: Step1Field) {
  const target =
    field === "email"
      ? document.getElementById(EMAIL_INPUT_ID)
      : field === "savedAddress"
        ? document.querySelector<HTMLElement>(`#${SAVED_ADDRESS_ID} input`)
        : field === "shippingMethod"
          ? (document.querySelector<HTMLElement>(`#${SHIPPING_METHOD_ID} input`) ?? document.getElementById(SHIPPING_METHOD_ID))
          : document.getElementById(`shipping-${field}`);
  target?.focus();
}

const NO_ERRORS: Step1Errors = { address: {} };

/**
 * Checkout step 1, regular and shared cart (CHK-01…11, CHK-19): contact, shipping address and
 * option, the cart with its coupons, and the order summary. Everything typed goes to the
 * `checkOutDataV2` cookie as it changes, so a reload, a detour through sign-in or a failed Next
 * loses nothing. Next validates (BR-CHK-14), recalculates with the email and address, and moves on.
 */
export function CheckoutStep1({ store, kind, signedIn, userEmail, restored }: CheckoutStep1Props) {
  const router = useRouter();
  const sharecart = kind === "sharecart";
  const cart = useCheckoutCart(kind);
  const shared = useSharedCart();
  const shipping = useShippingOptions();
  const savedQuery = useSavedAddresses(signedIn);
  const saved = useMemo(() => (signedIn ? (savedQuery.data ?? []) : []), [signedIn, savedQuery.data]);
  const recalculate = useRecalculate();

  const [data, setData] = useState<CheckoutData>(() => initialData(restored, userEmail));
  const [submitted, setSubmitted] = useState(false);
  const [blocked, setBlocked] = useState<CartBlock | null>(null);
  const [busy, setBusy] = useState(false);

  const options = shipping.data;
  const methodId = options ? resolveShippingMethod(options, data.shipOpt.methodId) : data.shipOpt.methodId;
  const pickUp = isPickUpMethod(options, methodId);
  const mode = addressMode({ pickUp, hasSavedAddresses: saved.length > 0, isSavingShipping: data.shipOpt.isSavingShipping });
  // A saved address still in the list stays picked; otherwise the default one is (CHK-06).
  const picked = mode === "saved" ? (saved.find((a) => a._id === data.shipOpt.existAddressId) ?? saved.find((a) => a.is_default) ?? null) : null;
  /**
   * The step data as it stands (what the cookie and step 2 get): the shipping method resolved (a
   * single option is picked, BR-CHK-04), a picked saved address as the shipping address, and the
   * BR-CHK-02 flags as they apply (a new address only when one is typed by a signed-in shopper).
   * `data` keeps what was typed and ticked, so switching back to a new address finds it again.
   */
  const current = useMemo<CheckoutData>(() => {
    const typing = signedIn && mode === "form";
    const shipOpt = {
      ...shipOptFor(options, methodId, data.shipOpt),
      isSavingShipping: typing,
      isUpdateShipping: typing && data.shipOpt.isUpdateShipping,
      existAddressId: picked?._id ?? null,
    };
    return { ...data, shipOpt, shipping: picked ? fromSavedAddress(picked) : data.shipping };
  }, [data, options, methodId, mode, picked, signedIn]);

  // While the saved addresses load, the address mode is not known yet: keep the cookie as it was.
  const savedLoading = signedIn && savedQuery.isPending;
  useEffect(() => {
    if (!savedLoading) writeCheckoutData(current);
  }, [current, savedLoading]);

  const shipTo = mode === "pickup" ? null : mode === "saved" && !picked ? EMPTY_ADDRESS : current.shipping;
  const liveEmail = useDebounced(data.account.email, SETTLE_MS);
  const liveShipTo = useDebounced(shipTo, SETTLE_MS);
  const calcRequest = useMemo(
    () => checkoutCalcRequest({ lines: cart.lines, coupons: cart.coupons, email: liveEmail, shipping: liveShipTo, methodId, sharecart }),
    [cart.lines, cart.coupons, liveEmail, liveShipTo, methodId, sharecart],
  );
  const calc = useCheckoutCalc(calcRequest, cart.ready);

  const errors = submitted ? checkStep1(current, mode, methodId).errors : NO_ERRORS;
  const change = (update: (d: CheckoutData) => CheckoutData) => setData(update);
  const changeShipOpt = (patch: Partial<CheckoutData["shipOpt"]>) => change((d) => ({ ...d, shipOpt: { ...d.shipOpt, ...patch } }));

  const pickSaved = (address: SavedAddress) => changeShipOpt({ existAddressId: address._id, isSavingShipping: false });
  const useNewAddress = () => changeShipOpt({ existAddressId: null, isSavingShipping: true });

  const back = sharecart && shared ? shareCartPath(store, shared.share_id) : storePath(store);

  const next = async () => {
    if (busy) return;
    setSubmitted(true);
    const check = checkStep1(current, mode, methodId);
    const cartCheck = calc.data ? checkCheckoutCart(calc.data, cart.lines, sharecart) : ({ ok: true } as const);
    setBlocked(cartCheck.ok ? null : { message: cartCheck.message, cartItemId: cartCheck.cartItemId });
    if (check.toast) {
      notify.error(check.toast);
      if (check.first) focusField(check.first);
      return;
    }
    if (!cartCheck.ok) return blockOn(cartCheck);

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

  /** A cart line (or coupon) stops Next: the toast, and the focus on the line when there is one. */
  function blockOn(result: { message: string; cartItemId?: string }) {
    notify.error(INVALID_ITEMS_TOAST);
    const line = result.cartItemId ? document.getElementById(checkoutLineId(result.cartItemId)) : null;
    line?.focus();
  }

  const banner = sharecart && shared ? <ShareCartBanner store={store} sharer={shared.sharer_user_name} signedIn={signedIn} /> : null;

  if (!cart.ready) {
    return (
      <CheckoutShell step={1} banner={banner} aside={null}>
        <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />
      </CheckoutShell>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <CheckoutShell step={1} banner={banner} aside={null}>
        <EmptyCheckout href={sharecart ? shareCartStep1Path(store) : storePath(store)} reload={sharecart} />
      </CheckoutShell>
    );
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
          email={data.account.email}
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
        email={data.account.email}
        error={errors.email}
        signedIn={signedIn}
        authContext={sharecart ? "share_checkout" : "checkout"}
        onChange={(email) => change((d) => ({ ...d, account: { email } }))}
      />
      <ShippingSection
        mode={mode}
        loading={savedLoading}
        signedIn={signedIn}
        saved={saved}
        savedError={signedIn && savedQuery.isError ? savedQuery.error.message : null}
        onRetrySaved={() => void savedQuery.refetch()}
        existAddressId={current.shipOpt.existAddressId}
        isSavingShipping={data.shipOpt.isSavingShipping}
        onPickSaved={pickSaved}
        onUseNew={useNewAddress}
        address={data.shipping}
        addressErrors={errors.address}
        savedAddressError={errors.savedAddress}
        onAddress={(patch) => change((d) => ({ ...d, shipping: { ...d.shipping, ...patch } }))}
        isUpdateShipping={data.shipOpt.isUpdateShipping}
        onUpdateShipping={(isUpdateShipping) => changeShipOpt({ isUpdateShipping })}
        saveInfo={data.saveInfo}
        onSaveInfo={(saveInfo) => change((d) => ({ ...d, saveInfo }))}
        options={
          <ShippingOptions
            options={options}
            loadError={shipping.isError ? shipping.error.message : null}
            onRetry={() => void shipping.refetch()}
            methodId={methodId}
            error={errors.shippingMethod}
            onChange={(id) => changeShipOpt({ methodId: id })}
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
