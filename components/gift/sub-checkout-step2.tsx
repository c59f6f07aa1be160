"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { authPath } from "@/lib/auth/contexts";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import { initialPayment } from "@/lib/checkout/step2";
import { giftCheckoutSchema, giftPurchaseRequest, type GiftCheckoutValues } from "@/lib/gift/checkout-form";
import { giftDrafts, latestDraft } from "@/lib/gift/draft";
import type { GiftPayment } from "@/lib/gift/purchase";
import { sendToApp } from "@/lib/inapp/bridge";
import { defaultAddress, NEW_ADDRESS, type PlanPayment } from "@/lib/plan-checkout/form";
import { storeSubscriptionsPath, subCheckoutStep1Path } from "@/lib/routes";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { useBuyGift, useGiftCalc, useGiftInfo } from "@/hooks/use-gift-checkout";
import { useGiftDrafts } from "@/hooks/use-gift-drafts";
import { NoGiftDraft } from "./no-gift-draft";
import { useHydrated } from "@/hooks/use-hydrated";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { CardPayment } from "@/components/checkout/payment/card-payment";
import { usePayments } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { useCardPayment } from "@/components/checkout/payment/use-card-payment";
import { SavedAddressChoice } from "@/components/checkout/saved-address-choice";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { primaryButton } from "@/components/ui/button-styles";
import { RetryAlert } from "@/components/ui/retry-alert";
import { GiftPrice } from "./gift-summary";

const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";
const resolveSchema = zodResolver(giftCheckoutSchema) as unknown as Resolver<GiftCheckoutValues>;
/** CHK-20: the success message shows this long before the page moves on. */
const REDIRECT_DELAY_MS = 1000;

type FormFailure = { on: "form"; message: string };

/** Gift-box checkout, step 2 (CHK-20, GIFT-12): where the boxes ship, the card, then the purchase. */
export function SubCheckoutStep2({ store, signedIn }: { store: string; signedIn: boolean }) {
  return (
    <PaymentsProvider purpose="setup">
      <Step2Fields store={store} signedIn={signedIn} />
    </PaymentsProvider>
  );
}

function Step2Fields({ store, signedIn }: { store: string; signedIn: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const payments = usePayments();
  const draft = latestDraft(useGiftDrafts(), store);
  const info = useGiftInfo(draft?.subId ?? null, store);
  const pkg = info.data && draft ? info.data.type.find((t) => t.id === draft.type)?.items[draft.pickedPriceIndex] : undefined;
  const calc = useGiftCalc(pkg && info.data && draft ? { item_id: pkg.id, coupon_code: draft.couponCode || undefined, store_id: info.data.storeId } : null);
  const addressesQuery = useSavedAddresses(signedIn);
  const cardsQuery = useCreditCards(signedIn);
  const addresses = addressesQuery.isError ? [] : addressesQuery.data;
  const cards = cardsQuery.isError ? [] : cardsQuery.data;
  const buy = useBuyGift();
  const [bought, setBought] = useState(false);

  const form = useShopForm<GiftCheckoutValues>({
    defaultValues: { address: "", shipping: EMPTY_ADDRESS, payment: undefined, cardComplete: false },
    resolver: (values, context, options) => resolveSchema(applying(values), context, options),
  });
  const watched = useWatch({ control: form.control }) as GiftCheckoutValues;
  const card = useCardPayment<FormFailure, GiftCheckoutValues>(form.watch);
  function applying(values: GiftCheckoutValues): GiftCheckoutValues {
    return {
      ...values,
      address: values.address || (addresses ? defaultAddress(addresses) : ""),
      payment: values.payment !== undefined ? values.payment : cards ? (initialPayment(cards) as PlanPayment) : null,
    };
  }
  const values = applying(watched);

  useEffect(() => {
    if (!bought) return;
    const timer = setTimeout(() => router.push(storeSubscriptionsPath(store)), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bought, router, store]);

  if (bought)
    return (
      <Alert tone="info">Thank you! Your gift box is ordered.</Alert>
    );
  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />;
  if (!draft || (info.data && !pkg))
    return <NoGiftDraft store={store} />;
  if (!signedIn)
    return (
      <div className="space-y-4 text-center">
        <p className="text-sm text-stone-700">Please sign in to buy your gift box; it will be kept for you.</p>
        <Link href={authPath("sub_checkout", "signin", new URLSearchParams({ store, subpage: draft.subId }).toString())} className={primaryButton}>
          Sign in
        </Link>
      </div>
    );
  if (info.isError) return <RetryAlert message={info.error.message} onRetry={() => void info.refetch()} />;
  if (!info.data) return <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />;
  const giftInfo = info.data;
  const processing = buy.isPending;

  const confirm = form.handleSubmit((checked) => {
    const adapter = payments.adapter;
    const picked = checked.payment;
    if (processing || !picked || (picked.kind === "new-card" && !adapter)) return;
    const request = giftPurchaseRequest(draft, giftInfo, checked, addresses ?? []);
    if (!request) return;
    card.clear();
    const payment: GiftPayment = picked.kind === "saved-card" ? picked : { kind: "new-card", version: card.version, adapter: adapter! };
    buy.mutate(
      { request, payment },
      {
        onSuccess: (outcome) => {
          if (!outcome) return;
          if (outcome.kind === "bought") {
            giftDrafts.update((drafts) => drafts.filter((d) => d !== draft && !(d.store === draft.store && d.subId === draft.subId)));
            // In the app, the app takes over (A:177); on the web the thank-you shows, then the subscriptions.
            if (!sendToApp(window, { command: "subscriptionOrdered", data: outcome.purchase.id })) setBought(true);
            return;
          }
          if (outcome.kind === "card-error") card.fail({ paidWith: payment, message: outcome.message });
          else card.fail({ on: "form", message: outcome.message });
        },
      },
    );
  });

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="space-y-10">
      <section aria-labelledby="gift-ship-h" className="space-y-4">
        <h2 id="gift-ship-h" className={heading}>
          Shipping address
        </h2>
        {addressesQuery.isError && <RetryAlert message={addressesQuery.error.message} onRetry={() => void addressesQuery.refetch()} />}
        {addresses === undefined && !addressesQuery.isError ? (
          <div aria-hidden="true" className="h-24 animate-pulse bg-stone-100" />
        ) : (
          <SavedAddressChoice control={form.control} choice="address" address="shipping" section="shipping" group="gift-shipping-address" legend="Saved addresses" addresses={addresses ?? []} selected={values.address || NEW_ADDRESS} disabled={processing} />
        )}
        {errors.address?.message && <p className="text-sm text-rose-800">{errors.address.message}</p>}
      </section>

      <CardPayment control={form.control} selection={values.payment ?? null} cards={cards} cardsError={cardsQuery.isError ? cardsQuery.error.message : null} onRetryCards={() => void cardsQuery.refetch()} {...card.fieldProps} disabled={processing} />
      {errors.payment?.message && <p className="text-sm text-rose-800">{errors.payment.message}</p>}

      {calc.isError && <RetryAlert message={calc.error.message} onRetry={() => void calc.refetch()} />}
      {calc.data && <GiftPrice calc={calc.data} />}
      {card.formFailure && <Alert>{card.formFailure.message}</Alert>}
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => router.push(subCheckoutStep1Path(store))} disabled={processing}>
          Back
        </Button>
        <Button type="submit" className="flex-1" pending={processing} disabled={!calc.data}>
          {processing ? "Processing…" : "Confirm"}
        </Button>
      </div>
    </form>
  );
}
