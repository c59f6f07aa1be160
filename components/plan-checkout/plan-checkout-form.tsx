"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { planPurchaseParams } from "@/lib/analytics/events";
import { firstTimeFor, track } from "@/lib/analytics/track";
import type { PlanInfo, PlanSettings, UserPlan } from "@/lib/api/schemas/plan";
import type { PlanCheckoutSetup } from "@/lib/plan-checkout/load-checkout";
import { couponCode, firstInvalidField, NEW_ADDRESS, planCalcRequest, planCheckoutProblems, planCheckoutRequest, type PlanCheckoutValues } from "@/lib/plan-checkout/form";
import type { PurchaseOutcome, PurchasePayment } from "@/lib/plan-checkout/purchase";
import { freeTimeLabel } from "@/lib/plan-checkout/summary";
import { planSettingPath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { useApplyVipCode, useBuyPlan, useCheckPlanCoupon, usePlanCalc } from "@/hooks/use-plan-checkout";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { CardPayment } from "@/components/checkout/payment/card-payment";
import { usePayments } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { useCardPayment } from "@/components/checkout/payment/use-card-payment";
import { ProblemList, TermsCheckbox } from "@/components/checkout/terms-and-problems";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/ui/retry-alert";
import { BillingAddress } from "./billing-address";
import { PlanChooserDialog } from "./plan-chooser-dialog";
import { CodeField } from "./plan-codes";
import { PlanPrice } from "./plan-price";
import { PlanSection } from "./plan-section";
import { usePlanCheckoutForm } from "./use-plan-checkout-form";

/** The page's setup (lib/plan-checkout/load-checkout.ts); `change`: the refund shows, no coupon or VIP code. */
export type PlanCheckoutFormProps = PlanCheckoutSetup;

/** The server's words (or the common error) by the Confirm button, after a failed purchase. */
type FormFailure = { on: "form"; message: string };

const PROBLEMS_ID = "plan-checkout-problems";

/**
 * AN-04 / PLAN-09: the `purchase` event with the plan details (the plan bought, its billing, what was
 * charged), once per plan period; the period's start is the settings' (the moment, should they have none).
 */
function trackPlanPurchase(plan: PlanInfo, pay: UserPlan["pay"], chargedCents: number, bought: PlanSettings, coupon: string) {
  const params = planPurchaseParams(plan, pay, chargedCents, bought.plan?.period_start_date ?? new Date().toISOString(), coupon || undefined);
  if (firstTimeFor(params.transaction_id)) track("purchase", params);
}

/** The plan checkout (PLAN-09…11, ONB-10) with the payment provider's card field (a card is saved for the renewals). */
export function PlanCheckoutForm(props: PlanCheckoutFormProps) {
  return (
    <PaymentsProvider purpose="setup">
      <PlanCheckoutFields {...props} />
    </PaymentsProvider>
  );
}

function PlanCheckoutFields({ plans, initialPlan, initialPay, change, current }: PlanCheckoutFormProps) {
  const router = useRouter();
  const payments = usePayments();
  const addressesQuery = useSavedAddresses(true);
  const cardsQuery = useCreditCards(true);
  // A list that cannot load leaves the new address / new card to type.
  const addresses = addressesQuery.isError ? [] : addressesQuery.data;
  const cards = cardsQuery.isError ? [] : cardsQuery.data;
  const { form, values } = usePlanCheckoutForm({ plan: initialPlan, pay: initialPay }, { addresses, cards });
  const { errors } = form.formState;
  const plan = plans.find((p) => p.plan_id === values.plan) ?? plans[0]!;

  const calc = usePlanCalc(planCalcRequest(values, change));
  const coupon = useCheckPlanCoupon();
  const vip = useApplyVipCode();
  const buy = useBuyPlan();
  const card = useCardPayment<FormFailure, PlanCheckoutValues>(form.watch);
  const [bought, setBought] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const processing = buy.isPending || bought;
  const problems = planCheckoutProblems(errors);

  const applyCoupon = () => {
    const code = couponCode(form.getValues("couponInput"));
    if (!code || coupon.isPending) return;
    coupon.mutate(planCalcRequest({ ...values, coupon: code }, change), {
      onSuccess: () => form.setValue("coupon", code),
      onError: (error) => notify.error(error.message),
    });
  };
  const cancelCoupon = () => {
    form.setValue("coupon", "");
    form.setValue("couponInput", "");
  };
  const applyVip = () => {
    const code = form.getValues("vipCode").trim().toUpperCase();
    if (!code) return;
    vip.mutate(code);
  };

  function settle(outcome: PurchaseOutcome, paidWith: PurchasePayment) {
    switch (outcome.kind) {
      case "bought":
        trackPlanPurchase(plan, values.pay, calc.data?.total ?? 0, outcome.settings, form.getValues("coupon"));
        setBought(true);
        notify.clearErrors();
        router.push(planSettingPath());
        return;
      case "card-error":
        card.fail({ paidWith, message: outcome.message });
        break;
      case "vip-invalid":
        // ONB-10: the server reset the held code; the price is asked again without it.
        vip.reset();
        card.fail({ on: "form", message: outcome.message });
        break;
      case "error":
        card.fail({ on: "form", message: outcome.message });
    }
    notify.error(outcome.message);
  }

  const confirm = form.handleSubmit((checked) => {
    if (processing || !calc.data) return;
    const adapter = payments.adapter;
    const picked = checked.payment;
    if (!picked || (picked.kind === "new-card" && !adapter)) return;
    card.clear();
    const payment: PurchasePayment = picked.kind === "saved-card" ? picked : { kind: "new-card", version: card.version, adapter: adapter! };
    buy.mutate({ request: planCheckoutRequest(checked, addresses ?? [], change), payment }, { onSuccess: (outcome) => outcome && settle(outcome, payment) });
  }, (invalid) => {
    const first = firstInvalidField(invalid);
    if (first) form.setFocus(first);
  });

  const free = calc.data?.schedule.free;
  const vipStatus = free?.by === "vip" ? freeTimeLabel(free) : vip.isSuccess ? "Your VIP code is saved; it does not apply to this plan." : null;

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="space-y-10">
      <PlanSection plan={plan} register={form.register} changingFrom={change ? (current?.name ?? null) : null} onChoose={() => setChoosing(true)} disabled={processing} />

      {!change && (
        <section aria-labelledby="plan-codes-h" className="space-y-4">
          <h2 id="plan-codes-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            Coupon and VIP code
          </h2>
          <CodeField id="plan-coupon" label="Coupon code" name="couponInput" register={form.register} onApply={applyCoupon} pending={coupon.isPending} disabled={processing || Boolean(values.coupon)} />
          <CodeField id="plan-vip" label="VIP code" name="vipCode" register={form.register} onApply={applyVip} pending={vip.isPending} disabled={processing} error={vip.error?.message} status={vipStatus} />
        </section>
      )}

      <BillingAddress
        control={form.control}
        addresses={addresses}
        loadError={addressesQuery.isError ? addressesQuery.error.message : null}
        onRetry={() => void addressesQuery.refetch()}
        selected={values.address || (addresses === undefined ? "" : NEW_ADDRESS)}
        disabled={processing}
      />

      <CardPayment
        control={form.control}
        selection={values.payment ?? null}
        cards={cards}
        cardsError={cardsQuery.isError ? cardsQuery.error.message : null}
        onRetryCards={() => void cardsQuery.refetch()}
        {...card.fieldProps}
        disabled={processing}
      />

      <TermsCheckbox registered={form.register("agree")} invalid={Boolean(errors.agree)} problemsId={PROBLEMS_ID} disabled={processing} />

      <PlanPrice plan={plan} pay={values.pay} calc={calc.data} updating={calc.isFetching} onCancelCoupon={cancelCoupon} disabled={processing}>
        {calc.isError && <RetryAlert message={calc.error.message} onRetry={() => void calc.refetch()} />}
        <ProblemList id={PROBLEMS_ID} problems={problems} />
        {card.formFailure && <Alert>{card.formFailure.message}</Alert>}
        <Button type="submit" className="w-full" pending={processing} disabled={!calc.data || calc.isError}>
          {processing ? "Processing…" : "Confirm"}
        </Button>
      </PlanPrice>

      <PlanChooserDialog
        open={choosing}
        plans={plans}
        selected={values.plan}
        currentPlan={change ? (current?.plan ?? null) : null}
        onPick={(key) => {
          form.setValue("plan", key);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </form>
  );
}

