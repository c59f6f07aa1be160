"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import { useWatch } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { RETURN_REASONS, type AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { returnFormDefaults, returnFormSchema, returnRequestOf, type ReturnFormInput, type ReturnFormValues } from "@/lib/orders/return-form";
import { REFUND_TEXT, estimatedRefund, paidFor, returnableItems } from "@/lib/orders/refund-rules";
import { currentPlanQuery } from "@/lib/queries/plan";
import { notify } from "@/lib/toast";
import { TotalRow } from "@/components/cart/total-row";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, errorProps, inputClass } from "@/components/ui/field";
import { useRequestReturn } from "./use-refund";

interface ReturnFormProps {
  order: AccountOrderDetail;
  /** the return exists: the caller shows the emailed-label popup */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * ACCT-07: tick the lines to return, 1…n units of each, one of the six reasons. The return shipping
 * fee (the plan's return_cost, BR-ORD-05) is shown with what it leaves of the items' value.
 */
export function ReturnForm({ order, onSent, onCancel }: ReturnFormProps) {
  const items = returnableItems(order);
  const plan = useQuery(currentPlanQuery());
  const send = useRequestReturn();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useShopForm<ReturnFormInput, unknown, ReturnFormValues>({ resolver: zodResolver(returnFormSchema), defaultValues: returnFormDefaults(items) });
  const lines = useWatch({ control, name: "lines" });
  const itemsValue = items.reduce((sum, item, i) => (lines[i]?.selected ? sum + paidFor(item, lines[i].units) : sum), 0);
  const fee = plan.data?.return_cost;

  const submit = handleSubmit((values) =>
    send.mutate(returnRequestOf(order.id, values), {
      onSuccess: () => {
        notify.success(REFUND_TEXT.returnSent);
        onSent();
      },
    }),
  );
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const reasonError = errors.reason?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Return request">
      <fieldset aria-describedby={linesError ? "return-lines-error" : undefined}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Items to return</legend>
        <ul className="divide-y divide-stone-100">
          {items.map((item, i) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <input id={`return-line-${i}`} type="checkbox" className="h-5 w-5 accent-stone-950" {...register(`lines.${i}.selected`)} />
              <Image src={item.thumb} alt="" width={48} height={60} className="h-[60px] w-12 shrink-0 bg-stone-100 object-cover" />
              <label htmlFor={`return-line-${i}`} className="min-w-0 flex-1 text-sm">
                <span className="block font-medium text-stone-950">{item.name}</span>
                {item.optionStr ? <span className="block text-stone-600">{item.optionStr}</span> : null}
              </label>
              <label htmlFor={`return-units-${i}`} className="sr-only">
                Quantity of {item.name}
              </label>
              <select id={`return-units-${i}`} className="h-10 border border-stone-300 bg-white px-2 text-sm" {...register(`lines.${i}.units`, { valueAsNumber: true })}>
                {Array.from({ length: item.returnable_units }, (_, n) => n + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        <FieldError id="return-lines" error={linesError} />
      </fieldset>

      <Field id="return-reason" label="Reason" error={reasonError}>
        <select id="return-reason" className={inputClass(Boolean(reasonError))} {...errorProps("return-reason", reasonError)} {...register("reason")}>
          <option value="">Select a reason</option>
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </Field>

      <dl className="space-y-1.5 border-t border-stone-200 pt-4" aria-label="Refund estimate">
        <TotalRow label="Items" cents={itemsValue} />
        <TotalRow label="Return shipping fee" cents={fee ?? 0} discount text={fee === undefined ? "…" : undefined} testId="return-fee" />
        <TotalRow label="Estimated refund (plus tax)" cents={estimatedRefund(itemsValue, fee ?? 0)} strong testId="return-estimate" />
      </dl>
      {plan.error ? <Alert>{plan.error.message}</Alert> : null}
      {send.error ? <Alert>{send.error.message}</Alert> : null}

      <div className="flex gap-3">
        <Button type="submit" className="flex-1" pending={send.isPending}>
          Send return request
        </Button>
        <Button variant="secondary" className="h-12 flex-1" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
