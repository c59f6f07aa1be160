"use client";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { LookupFields } from "@/lib/orders/lookup";
import { orderLookupPath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/ui/code-field";
import { EmailField } from "@/components/ui/email-field";

interface OrderLookupFormProps {
  store: string;
  /** what the query held (the last try, typed again) */
  initial: LookupFields;
  /** why the last lookup found nothing (LOOKUP-03), shown as a toast */
  failure: string | null;
}

const resolver = lazyZodResolver(() => import("@/lib/orders/lookup").then((m) => m.lookupSchema));

/**
 * LOOKUP-01/03: email and order id, 'Check order'. A valid form opens the lookup URL with both in
 * the query, which the server renders with the detail (LOOKUP-04); when nothing is found the page
 * comes back with this form, what was typed and the failure toast.
 */
export function OrderLookupForm({ store, initial, failure }: OrderLookupFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<LookupFields, unknown, LookupFields>({ resolver, defaultValues: initial });

  useEffect(() => {
    if (failure) notify.error(failure);
  }, [failure, initial.email, initial.orderId]);

  const onSubmit = handleSubmit((query) => {
    // The same failed lookup again would load the same page: say it again instead.
    if (failure && query.email === initial.email && query.orderId === initial.orderId) {
      notify.error(failure);
      return;
    }
    startTransition(() => router.push(orderLookupPath(store, query)));
  });

  const emailError = errors.email?.message;
  const orderError = errors.orderId?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Check order" className="flex flex-col gap-5">
      <EmailField id="lookup-email" error={emailError} registration={register("email")} />
      <CodeField id="lookup-order" label="Order id" error={orderError} maxLength={40} registration={register("orderId")} />
      <Button type="submit" pending={pending}>
        {pending ? "Checking…" : "Check order"}
      </Button>
    </form>
  );
}
