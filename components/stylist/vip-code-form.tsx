"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { useApplyVipCode } from "@/hooks/use-plan-checkout";
import { VIP_CODE_MAX, vipCodeFormSchema, type VipCodeFormInput, type VipCodeFormValues } from "@/lib/stylist/vip-code";

/**
 * ONB-10 on the plan step: a VIP code is checked, then applied to the account ('VIP Code invalid'
 * otherwise); its plan is the stylist's and the plan fee is waived, so the plan-done page follows.
 */
export function VipCodeForm({ next }: { next: Route }) {
  const router = useRouter();
  const apply = useApplyVipCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<VipCodeFormInput, unknown, VipCodeFormValues>({ resolver: zodResolver(vipCodeFormSchema), defaultValues: { vipCode: "" } });
  const submit = handleSubmit(({ vipCode }) =>
    apply.mutate(vipCode, {
      onSuccess: () => router.push(next),
      onError: (error) => setError("vipCode", { type: "server", message: error.message }, { shouldFocus: true }),
    }),
  );
  const error = errors.vipCode?.message;
  return (
    <form aria-label="VIP code" noValidate onSubmit={submit}>
      <Field id="onboarding-vip" label="Have a VIP code?" error={error}>
        <div className="flex gap-2">
          <input
            id="onboarding-vip"
            autoComplete="off"
            maxLength={VIP_CODE_MAX}
            className={`${inputClass(Boolean(error))} uppercase`}
            {...errorProps("onboarding-vip", error)}
            {...register("vipCode")}
          />
          <Button type="submit" variant="secondary" pending={apply.isPending || apply.isSuccess} className="shrink-0">
            Apply <span className="sr-only">VIP code</span>
          </Button>
        </div>
      </Field>
    </form>
  );
}
