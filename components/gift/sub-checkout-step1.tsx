"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { togglePick } from "@/lib/gift/box-update";
import { stepOnePicks, type PickMode } from "@/lib/gift/checkout-picks";
import { latestDraft, withDraft, giftDrafts, type GiftPick } from "@/lib/gift/draft";
import { GIFT_TYPE_PAGE } from "@/lib/gift/pricing";
import { giftSetupPath, subCheckoutStep2Path } from "@/lib/routes";
import { useGiftAutoPick, useGiftCalc, useGiftInfo } from "@/hooks/use-gift-checkout";
import { useGiftDrafts } from "@/hooks/use-gift-drafts";
import { useHydrated } from "@/hooks/use-hydrated";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/plan-checkout/plan-codes";
import { RetryAlert } from "@/components/ui/retry-alert";
import { GiftManualPicker } from "./gift-manual-picker";
import { GiftDraftSummary, GiftPrice } from "./gift-summary";
import { NoGiftDraft } from "./no-gift-draft";

const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

/**
 * Gift-box checkout, step 1 (CHK-20): the draft (GIFT-11), the stylist's suggestion of pieces for the
 * style (GIFT-10), a coupon (API-67's coupon_results) and the price. Back → the type's set-up page;
 * Next keeps the coupon and the suggestion in the draft and opens step 2.
 */
export function SubCheckoutStep1({ store }: { store: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const draft = latestDraft(useGiftDrafts(), store);
  const info = useGiftInfo(draft?.subId ?? null, store);
  const pkg = info.data && draft ? info.data.type.find((t) => t.id === draft.type)?.items[draft.pickedPriceIndex] : undefined;
  const style = info.data && draft ? info.data.styles[draft.pickedStyleIndex] : undefined;
  const codes = useShopForm<{ couponInput: string }>({ defaultValues: { couponInput: draft?.couponCode ?? "" } });
  const [coupon, setCoupon] = useState(draft?.couponCode ?? "");
  const [mode, setMode] = useState<PickMode>(draft?.isManualPick ? "manual" : "auto");
  const [manual, setManual] = useState<GiftPick[]>(draft?.isManualPick ? draft.picks : []);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const pick = useGiftAutoPick(pkg && style && draft ? { item_id: pkg.id, style_id: style.id, ear_pierced: !draft.noPiercedEar } : null);
  const calc = useGiftCalc(pkg && info.data ? { item_id: pkg.id, coupon_code: coupon || undefined, store_id: info.data.storeId } : null);
  const couponResult = calc.data?.coupon_results[0];
  const couponOk = couponResult?.status === "success";

  if (!hydrated) return <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />;
  if (!draft)
    return <NoGiftDraft store={store} />;
  if (info.isError) return <RetryAlert message={info.error.message} onRetry={() => void info.refetch()} />;
  if (!info.data) return <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />;
  if (!pkg || !style) return <Alert>This gift box is no longer offered. Please set it up again.</Alert>;

  const next = () => {
    const chosen = stepOnePicks(mode, pick.data?.items ?? [], manual, pkg.item_count);
    if ("problem" in chosen) return setPickProblem(chosen.problem);
    giftDrafts.update((drafts) => withDraft(drafts, { ...draft, couponCode: couponOk ? coupon : "", picks: chosen.picks, isManualPick: chosen.isManualPick }));
    router.push(subCheckoutStep2Path(store));
  };
  const choose = (value: PickMode) => {
    setMode(value);
    setPickProblem(null);
  };

  return (
    <div className="space-y-8">
      <GiftDraftSummary draft={draft} info={info.data} />

      <section aria-labelledby="gift-picks-h" className="space-y-3">
        <h2 id="gift-picks-h" className={heading}>
          The pieces
        </h2>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-950">
          <legend className="sr-only">Who picks the pieces</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="gift-pick-mode" value="auto" checked={mode === "auto"} onChange={() => choose("auto")} />
            Let my stylist pick
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="gift-pick-mode" value="manual" checked={mode === "manual"} onChange={() => choose("manual")} />
            Pick them myself
          </label>
        </fieldset>
        {mode === "manual" ? (
          <GiftManualPicker
            subId={draft.subId}
            styleId={style.id}
            picks={manual}
            count={pkg.item_count}
            onToggle={(piece) => {
              setManual((current) => togglePick(current, piece, pkg.item_count));
              setPickProblem(null);
            }}
          />
        ) : (
          <>
            <h3 className="text-sm text-stone-700">Your stylist suggests</h3>
            {pick.isError && <RetryAlert message={pick.error.message} onRetry={() => void pick.refetch()} />}
            {pick.data ? (
              <ul className="grid grid-cols-2 gap-3">
                {pick.data.items.map((item) => (
                  <li key={item._id} className="border border-stone-200 p-2 text-sm">
                    {/* eslint-disable-next-line @next/next/no-img-element -- generated artwork from our own API */}
                    <img src={item.thumb} alt="" width={240} height={240} className="aspect-square w-full object-cover" />
                    <span className="mt-2 block text-stone-950">{item.name}</span>
                  </li>
                ))}
              </ul>
            ) : (
              !pick.isError && <div aria-hidden="true" className="h-40 animate-pulse bg-stone-100" />
            )}
          </>
        )}
        {pickProblem && <Alert>{pickProblem}</Alert>}
      </section>

      <section aria-labelledby="gift-coupon-h" className="space-y-3">
        <h2 id="gift-coupon-h" className={heading}>
          Coupon
        </h2>
        <CodeField
          id="gift-coupon"
          label="Coupon code"
          name="couponInput"
          register={codes.register}
          onApply={() => setCoupon(codes.getValues("couponInput").trim().toUpperCase())}
          pending={calc.isFetching}
          disabled={false}
          status={coupon && couponOk ? couponResult.message : null}
          error={coupon && couponResult && !couponOk ? couponResult.message : undefined}
        />
      </section>

      {calc.isError && <RetryAlert message={calc.error.message} onRetry={() => void calc.refetch()} />}
      {calc.data && <GiftPrice calc={calc.data} />}

      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => router.push(giftSetupPath(store, draft.subId, GIFT_TYPE_PAGE[draft.type]))}>
          Back
        </Button>
        <Button className="flex-1" onClick={next} disabled={!calc.data || (mode === "auto" && !pick.data)}>
          Next
        </Button>
      </div>
    </div>
  );
}
