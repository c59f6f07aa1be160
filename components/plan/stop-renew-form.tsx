"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { STOP_RENEW_REASONS, type PlanCancelRequest } from "@/lib/api/schemas/plan";
import { PLAN_TEXT } from "@/lib/plans/plan-detail";
import { OTHER_REASON, stopRenewSchema, type StopRenewValues } from "@/lib/plans/stop-renew";
import { planSettingPath } from "@/lib/routes";
import { useStopPlanRenewal } from "@/hooks/use-stop-plan-renewal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, FieldError, errorProps, inputClass } from "@/components/ui/field";

const REASON_ID = "stop-renew-reason";
const OTHER_ID = "stop-renew-other";

/**
 * PLAN-14 (BR-PLAN-08, BR-VAL-37): one of the six reasons, a text for 'Other (please specify)'; Confirm
 * stops the renewal (the plan runs to its period end) and goes back to My Plan Detail, which shows the
 * dates. The server's refusal shows in red. `search` keeps `inapp`.
 */
export function StopRenewForm({ search }: { search: string }) {
  const router = useRouter();
  const stop = useStopPlanRenewal();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useShopForm<StopRenewValues, unknown, PlanCancelRequest>({ resolver: zodResolver(stopRenewSchema), defaultValues: { reason: "", other: "" } });
  const other = useWatch({ control, name: "reason" }) === OTHER_REASON;
  const submit = handleSubmit((request) => stop.mutate(request, { onSuccess: () => router.push(planSettingPath(search)) }));
  const reasonError = errors.reason?.message;
  const otherError = errors.other?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={PLAN_TEXT.stopRenew}>
      <fieldset id={REASON_ID} {...errorProps(REASON_ID, reasonError)}>
        <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Reason</legend>
        <div className="divide-y divide-stone-200 border border-stone-200">
          {STOP_RENEW_REASONS.map((reason) => (
            <label key={reason} className="flex cursor-pointer items-center gap-3 px-4 py-3 text-[15px] text-stone-900 has-[:checked]:bg-stone-50">
              <input type="radio" value={reason} className="size-4 accent-stone-950" {...register("reason")} />
              {reason}
            </label>
          ))}
        </div>
        <FieldError id={REASON_ID} error={reasonError} />
      </fieldset>
      {other ? (
        <Field id={OTHER_ID} label="Your reason" error={otherError}>
          <textarea id={OTHER_ID} rows={3} className={`${inputClass(Boolean(otherError))} h-auto py-2`} {...errorProps(OTHER_ID, otherError)} {...register("other")} />
        </Field>
      ) : null}
      {stop.error ? <Alert>{stop.error.message}</Alert> : null}
      <Button type="submit" pending={stop.isPending || stop.isSuccess}>
        Confirm
      </Button>
    </form>
  );
}
