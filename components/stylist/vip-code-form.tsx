"use client";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { useApplyVipCode } from "@/hooks/use-plan-checkout";
import { vipCodeFrom } from "@/lib/stylist/sign-up";

/**
 * ONB-10 on the plan step: a VIP code is checked, then applied to the account ('VIP Code invalid'
 * otherwise); its plan is the stylist's and the plan fee is waived, so the plan-done page follows.
 */
export function VipCodeForm({ next }: { next: Route }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const apply = useApplyVipCode();
  const submit = () => {
    const value = vipCodeFrom(code);
    if (value) apply.mutate(value, { onSuccess: () => router.push(next) });
  };
  const error = apply.error?.message;
  return (
    <form
      aria-label="VIP code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field id="onboarding-vip" label="Have a VIP code?" error={error}>
        <div className="flex gap-2">
          <input
            id="onboarding-vip"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            maxLength={40}
            className={`${inputClass(Boolean(error))} uppercase`}
            {...errorProps("onboarding-vip", error)}
          />
          <Button type="submit" variant="secondary" pending={apply.isPending || apply.isSuccess} className="shrink-0">
            Apply <span className="sr-only">VIP code</span>
          </Button>
        </div>
      </Field>
    </form>
  );
}
