"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { validateLookup, type LookupErrors, type LookupFields } from "@/lib/orders/lookup";
import { orderLookupPath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { primaryButton } from "@/components/ui/button-styles";
import { describedBy, FormField, inputClass } from "@/components/auth/form-field";

interface OrderLookupFormProps {
  store: string;
  /** what the query held (the last try, typed again) */
  initial: LookupFields;
  /** why the last lookup found nothing (LOOKUP-03), shown as a toast */
  failure: string | null;
}

/**
 * LOOKUP-01/03: email and order id, 'Check order'. A valid form opens the lookup URL with both in
 * the query, which the server renders with the detail (LOOKUP-04); when nothing is found the page
 * comes back with this form, what was typed and the failure toast.
 */
export function OrderLookupForm({ store, initial, failure }: OrderLookupFormProps) {
  const router = useRouter();
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<LookupErrors>({});
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (failure) notify.error(failure);
  }, [failure, initial.email, initial.orderId]);

  const set = (name: keyof LookupFields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateLookup(fields);
    setErrors(found);
    if (found.email || found.orderId) {
      document.getElementById(found.email ? "lookup-email" : "lookup-order")?.focus();
      return;
    }
    const query = { email: fields.email.trim(), orderId: fields.orderId.trim() };
    // The same failed lookup again would load the same page: say it again instead.
    if (failure && query.email === initial.email && query.orderId === initial.orderId) {
      notify.error(failure);
      return;
    }
    startTransition(() => router.push(orderLookupPath(store, query)));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check order" className="flex flex-col gap-5">
      <FormField id="lookup-email" label="Email" error={errors.email}>
        <input
          id="lookup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          onChange={set("email")}
          maxLength={254}
          className={inputClass}
          {...describedBy("lookup-email", errors.email)}
        />
      </FormField>
      <FormField id="lookup-order" label="Order id" error={errors.orderId}>
        <input
          id="lookup-order"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={fields.orderId}
          onChange={set("orderId")}
          maxLength={40}
          className={inputClass}
          {...describedBy("lookup-order", errors.orderId)}
        />
      </FormField>
      <button type="submit" className={primaryButton} disabled={pending} aria-busy={pending}>
        {pending ? "Checking…" : "Check order"}
      </button>
    </form>
  );
}
