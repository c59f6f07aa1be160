"use client";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { boxPurchaseParams } from "@/lib/analytics/events";
import { firstTimeFor, track } from "@/lib/analytics/track";
import type { BookingAvailability, BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import { BOX_FEE_LABEL, boxCheckoutProblems, boxOrderRequest, type BoxCheckoutValues } from "@/lib/box/checkout-form";
import type { BoxOrderOutcome, BoxPayment } from "@/lib/box/place-box-order";
import { formatMoney } from "@/lib/money";
import { freeTimeLabel } from "@/lib/plan-checkout/summary";
import { refusalStep, type ShareBoxTarget, type ShareCheckoutStep } from "@/lib/share-box/checkout";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";
import { notify } from "@/lib/toast";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { usePlanCalc } from "@/hooks/use-plan-checkout";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { useShareBoxOrder } from "@/hooks/use-share-box-order";
import { BoxAddresses } from "@/components/box/checkout/box-addresses";
import { ChargeScheduleRows, NO_PLAN_SCHEDULE, planTodayText } from "@/components/box/checkout/charge-schedule";
import { useBoxCheckoutForm } from "@/components/box/checkout/use-box-checkout-form";
import { CardPayment } from "@/components/checkout/payment/card-payment";
import { usePayments } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { useCardPayment } from "@/components/checkout/payment/use-card-payment";
import { ProblemList } from "@/components/checkout/terms-and-problems";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

interface SharePaymentStepProps {
  target: ShareBoxTarget;
  offer: Pick<BookingAvailability, "plan" | "handling_fee_settings" | "stylist_user_name">;
  completePath: Route;
  /** a refused size chart sends the buyer back to step 1 (BR-VAL-32) */
  onStep: (step: ShareCheckoutStep) => void;
}

const PROBLEMS_ID = "share-checkout-problems";
const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

type FormFailure = { on: "form"; messages: string[] };

/** Step 4 of the share checkout (SHARE-09/10): the plan, shipping and billing addresses, payment, 'confirm and pay'. */
export function SharePaymentStep(props: SharePaymentStepProps) {
  return (
    <PaymentsProvider>
      <SharePaymentFields {...props} />
    </PaymentsProvider>
  );
}

function SharePaymentFields({ target, offer, completePath, onStep }: SharePaymentStepProps) {
  const router = useRouter();
  const payments = usePayments();
  const addressesQuery = useSavedAddresses(true);
  const cardsQuery = useCreditCards(true);
  const addresses = addressesQuery.isError ? [] : addressesQuery.data;
  const cards = cardsQuery.isError ? [] : cardsQuery.data;
  const { form, values } = useBoxCheckoutForm({ addresses, cards }, { terms: false });
  const order = useShareBoxOrder(target);
  const card = useCardPayment<FormFailure, BoxCheckoutValues>(form.watch);
  const [pay, setPay] = useState<NonNullable<BoxOrderRequest["plan_pay"]>>("month");
  const [placed, setPlaced] = useState(false);

  const { plan, handling_fee_settings: fee } = offer;
  // Issue 25: the plan's charges today and next come from the server's calculation, the one its checkout charges with.
  const calc = usePlanCalc({ plan_id: plan.plan_id, pay }, plan.buys);
  const schedule = plan.buys ? (calc.data?.schedule ?? null) : NO_PLAN_SCHEDULE;
  const processing = order.isPending || placed;
  const problems = boxCheckoutProblems(form.formState.errors);

  function settle(outcome: BoxOrderOutcome, paidWith: BoxPayment) {
    if (outcome.kind === "placed") {
      setPlaced(true);
      notify.clearErrors();
      if (firstTimeFor(outcome.order.order_number)) track("purchase", boxPurchaseParams(outcome.order));
      router.push(completePath);
      return;
    }
    if (outcome.kind === "refused") {
      const answer = refusalStep(outcome.messages);
      notify.error(answer.toast);
      if (answer.step === 0) return onStep(0);
      card.fail({ on: "form", messages: outcome.messages });
      return;
    }
    if (outcome.kind === "card-error") {
      card.fail({ paidWith, message: outcome.message });
      notify.error(outcome.message);
      return;
    }
    // SHARE-10: anything else (the network, the server) is the spec's failure toast.
    card.fail({ on: "form", messages: [SHARE_BOX_MESSAGES.orderFailed] });
    notify.error(SHARE_BOX_MESSAGES.orderFailed);
  }

  const confirm = form.handleSubmit(
    (checked) => {
      if (processing) return;
      const adapter = payments.adapter;
      const picked = checked.payment;
      if (!picked || !adapter) return;
      card.clear();
      const payment: BoxPayment = picked.kind === "saved-card" ? { kind: "saved-card", cardId: picked.cardId, adapter } : { kind: "new-card", version: card.version, adapter };
      // No terms box here (agree_terms is true from the start); the server takes the plan only when it is bought.
      const request = { ...boxOrderRequest(checked, addresses ?? [], plan.plan_id), plan_pay: pay };
      order.mutate({ request, payment }, { onSuccess: (outcome) => outcome && settle(outcome, payment) });
    },
    () => notify.error(SHARE_BOX_MESSAGES.invalidForm),
  );

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="space-y-10" aria-label="Plan and payment">
      <section aria-labelledby="share-plan-h" className="space-y-3">
        <h2 id="share-plan-h" className={heading} tabIndex={-1}>
          Your plan
        </h2>
        <p className="text-sm text-stone-800" data-testid="share-plan">
          {plan.name} (level {plan.level})
        </p>
        {plan.buys ? (
          <fieldset className="flex gap-3">
            <legend className="sr-only">Billing period</legend>
            {(["month", "year"] as const).map((period) => (
              <label key={period} className="flex min-h-11 cursor-pointer items-center gap-2 border border-stone-300 px-3 text-sm has-[:checked]:border-stone-950">
                <input type="radio" name="plan-pay" value={period} checked={pay === period} onChange={() => setPay(period)} disabled={processing} />
                {period === "month" ? `Monthly ${formatMoney(plan.monthly_fee)}` : `Yearly ${formatMoney(plan.full_year_fee)}`}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-stone-700">Your plan is active: only the box is charged.</p>
        )}
      </section>

      <BoxAddresses
        form={form}
        values={values}
        addresses={addresses}
        loadError={addressesQuery.isError ? addressesQuery.error.message : null}
        onRetry={() => void addressesQuery.refetch()}
        disabled={processing}
        idPrefix="share"
        sameAsShippingLabel={SHARE_TEXT.sameAsShipping}
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

      <section aria-labelledby="share-total-h" className="space-y-4 border-t border-stone-200 pt-6">
        <h2 id="share-total-h" className={heading}>
          Order summary
        </h2>
        <dl className="space-y-2 text-sm">
          {plan.buys && (
            <div className="flex justify-between gap-4">
              <dt>
                {plan.name} plan, billed {pay === "year" ? "yearly" : "monthly"}
                {schedule?.free ? ` (${freeTimeLabel(schedule.free)})` : ""}
              </dt>
              <dd className="tabular-nums">{planTodayText(schedule)}</dd>
            </div>
          )}
          {fee.display_handling_fee && (
            <div className="flex justify-between gap-4">
              <dt>{BOX_FEE_LABEL}</dt>
              <dd className="tabular-nums">{formatMoney(fee.handling_fee)}</dd>
            </div>
          )}
          {fee.gift > 0 && (
            <div className="flex justify-between gap-4">
              <dt>Gifted by {offer.stylist_user_name}</dt>
              <dd className="tabular-nums">−{formatMoney(fee.gift)}</dd>
            </div>
          )}
          <ChargeScheduleRows schedule={schedule} pay={pay} boxToday={fee.charge} testIdPrefix="share" />
        </dl>
        {calc.isError && <Alert>{calc.error.message}</Alert>}
        <ProblemList id={PROBLEMS_ID} problems={problems} />
        {card.formFailure && (
          <Alert>
            <ul className="list-disc space-y-1 pl-4">
              {card.formFailure.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Button type="submit" className="w-full" pending={processing}>
          {processing ? "Processing…" : SHARE_TEXT.confirmAndPay}
        </Button>
      </section>
    </form>
  );
}
