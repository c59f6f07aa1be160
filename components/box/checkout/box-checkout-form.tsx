"use client";
import Link from "next/link";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { boxPurchaseParams } from "@/lib/analytics/events";
import { firstTimeFor, track } from "@/lib/analytics/track";
import { BOX_CHECKOUT_MESSAGES, BOX_FEE_LABEL, boxCheckoutProblems, boxOrderRequest, type BoxCheckoutValues } from "@/lib/box/checkout-form";
import type { BoxSetup } from "@/lib/box/load-builder";
import { checkoutError } from "@/lib/box/picks";
import type { BoxOrderOutcome, BoxPayment } from "@/lib/box/place-box-order";
import { formatMoney } from "@/lib/money";
import { couponCode } from "@/lib/plan-checkout/form";
import { freeTimeLabel } from "@/lib/plan-checkout/summary";
import { withSearch } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useBox } from "@/hooks/use-box";
import { useBoxOrder } from "@/hooks/use-box-order";
import { useCreditCards } from "@/hooks/use-credit-cards";
import { useCheckPlanCoupon, usePlanCalc } from "@/hooks/use-plan-checkout";
import { useSavedAddresses } from "@/hooks/use-saved-addresses";
import { CardPayment } from "@/components/checkout/payment/card-payment";
import { usePayments } from "@/components/checkout/payment/payments-context";
import { PaymentsProvider } from "@/components/checkout/payment/payments-provider";
import { useCardPayment } from "@/components/checkout/payment/use-card-payment";
import { ProblemList, TermsCheckbox } from "@/components/checkout/terms-and-problems";
import { CodeField } from "@/components/plan-checkout/plan-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { secondaryButton } from "@/components/ui/button-styles";
import { BoxLines } from "../box-lines";
import { BoxAddresses } from "./box-addresses";
import { ChargeScheduleRows, NO_PLAN_SCHEDULE, planTodayText } from "./charge-schedule";
import { useBoxCheckoutForm } from "./use-box-checkout-form";

export interface BoxCheckoutProps {
  setup: BoxSetup;
  /** the builder's review, to change the box */
  reviewPath: Route;
  /** auth_done */
  donePath: Route;
}

const PROBLEMS_ID = "box-checkout-problems";
const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

/** The server's refusals (or the common error) by the Check Out button, all of them. */
type FormFailure = { on: "form"; messages: string[] };

/** ONB-18: the box checkout. The box fee is paid like an order (confirmed with the provider), the plan bought with it. */
export function BoxCheckoutForm(props: BoxCheckoutProps) {
  return (
    <PaymentsProvider>
      <BoxCheckoutFields {...props} />
    </PaymentsProvider>
  );
}

function BoxCheckoutFields({ setup, reviewPath, donePath }: BoxCheckoutProps) {
  const router = useRouter();
  const payments = usePayments();
  const box = useBox();
  const addressesQuery = useSavedAddresses(true);
  const cardsQuery = useCreditCards(true);
  const addresses = addressesQuery.isError ? [] : addressesQuery.data;
  const cards = cardsQuery.isError ? [] : cardsQuery.data;
  const { form, values } = useBoxCheckoutForm({ addresses, cards });
  const order = useBoxOrder();
  const coupon = useCheckPlanCoupon();
  const card = useCardPayment<FormFailure, BoxCheckoutValues>(form.watch);
  const [placed, setPlaced] = useState(false);

  const { info, plan, buysPlan } = setup;
  // Issue 25: the plan's charges today and next come from the server's calculation, the one its checkout charges with.
  const calc = usePlanCalc({ plan_id: plan, pay: "month", ...(values.coupon ? { coupon: values.coupon } : {}) }, buysPlan);
  const schedule = buysPlan ? (calc.data?.schedule ?? null) : NO_PLAN_SCHEDULE;
  const free = schedule?.free ?? null;
  const processing = order.isPending || placed;
  const problems = boxCheckoutProblems(form.formState.errors);
  const boxProblem = checkoutError(box, info);

  const applyCoupon = () => {
    const code = couponCode(form.getValues("couponInput"));
    if (!code || coupon.isPending) return;
    coupon.mutate(
      { plan_id: plan, pay: "month", coupon: code },
      {
        onSuccess: () => form.setValue("coupon", code),
        onError: () => notify.error(BOX_CHECKOUT_MESSAGES.couponInvalid),
      },
    );
  };

  function settle(outcome: BoxOrderOutcome, paidWith: BoxPayment) {
    if (outcome.kind === "placed") {
      setPlaced(true);
      notify.clearErrors();
      // AN-04 / ONB-18: the box fee and the plan it started; once per order number.
      if (firstTimeFor(outcome.order.order_number)) track("purchase", boxPurchaseParams(outcome.order));
      router.push(withSearch(donePath, `order=${encodeURIComponent(outcome.order.order_number)}`));
      return;
    }
    if (outcome.kind === "refused") {
      card.fail({ on: "form", messages: outcome.messages });
      notify.error(outcome.messages[0]!);
      return;
    }
    card.fail(outcome.kind === "card-error" ? { paidWith, message: outcome.message } : { on: "form", messages: [outcome.message] });
    notify.error(outcome.message);
  }

  const checkOut = form.handleSubmit((checked) => {
    if (processing || boxProblem) return;
    const adapter = payments.adapter;
    const picked = checked.payment;
    if (!picked || !adapter) return;
    card.clear();
    const payment: BoxPayment = picked.kind === "saved-card" ? { kind: "saved-card", cardId: picked.cardId, adapter } : { kind: "new-card", version: card.version, adapter };
    order.mutate(
      { cart: { items: box.map((e) => ({ id: e.itemId, variant_id: e.variantId })) }, request: boxOrderRequest(checked, addresses ?? [], plan), payment },
      { onSuccess: (outcome) => outcome && settle(outcome, payment) },
    );
  });

  if (box.length === 0 && !processing) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">Your box is empty.</p>
        <Link href={reviewPath} className={secondaryButton}>
          Back to your box
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void checkOut(event)} className="space-y-10">
      <section aria-labelledby="box-lines-h" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="box-lines-h" className={heading}>
            Your box ({box.length})
          </h2>
          <Link href={reviewPath} className="text-sm underline underline-offset-4">
            Edit box
          </Link>
        </div>
        <BoxLines entries={box} />
        {boxProblem && <Alert>{boxProblem}</Alert>}
      </section>

      <BoxAddresses
        form={form}
        values={values}
        addresses={addresses}
        loadError={addressesQuery.isError ? addressesQuery.error.message : null}
        onRetry={() => void addressesQuery.refetch()}
        disabled={processing}
        idPrefix="box"
        sameAsShippingLabel={"Same as shipping address"}
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

      {buysPlan && free?.by !== "vip" && (
        <CodeField
          id="box-coupon"
          label="Coupon code"
          name="couponInput"
          register={form.register}
          onApply={applyCoupon}
          pending={coupon.isPending}
          disabled={processing || Boolean(values.coupon)}
          error={coupon.isError ? BOX_CHECKOUT_MESSAGES.couponInvalid : undefined}
          status={values.coupon ? `${values.coupon} applied${free?.by === "coupon" ? `: ${free.days} free days` : ""}` : null}
        />
      )}

      <TermsCheckbox registered={form.register("agree")} invalid={Boolean(form.formState.errors.agree)} problemsId={PROBLEMS_ID} disabled={processing} />

      <section aria-labelledby="box-total-h" className="space-y-4 border-t border-stone-200 pt-6">
        <h2 id="box-total-h" className={heading}>
          Order summary
        </h2>
        <dl className="space-y-2 text-sm" aria-busy={buysPlan && calc.isFetching}>
          {buysPlan && (
            <div className="flex justify-between gap-4">
              <dt>
                {info.name} plan, billed monthly{free ? ` (${freeTimeLabel(free)})` : ""}
              </dt>
              <dd className="tabular-nums">{planTodayText(schedule)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt>{BOX_FEE_LABEL}</dt>
            <dd className="tabular-nums">{formatMoney(info.access_fee)}</dd>
          </div>
          <ChargeScheduleRows schedule={schedule} pay="month" boxToday={info.access_fee} testIdPrefix="box" />
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
        <Button type="submit" className="w-full" pending={processing} disabled={Boolean(boxProblem)}>
          {processing ? "Processing…" : "Check Out"}
        </Button>
      </section>
    </form>
  );
}
