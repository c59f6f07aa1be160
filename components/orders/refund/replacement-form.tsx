"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useController } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { REPLACEMENT_MESSAGES } from "@/lib/api/schemas/replacement";
import { replacementFieldsOf, replacementFormDefaults, replacementFormSchema, type ReplacementFormInput, type ReplacementFormValues } from "@/lib/orders/replacement-form";
import { REFUND_TEXT, replaceableItems, replacementPrice } from "@/lib/orders/refund-rules";
import { notify } from "@/lib/toast";
import { PhoneInput } from "@/components/checkout/phone-input";
import { Button } from "@/components/ui/button";
import { Field, FieldError, errorProps, inputClass } from "@/components/ui/field";
import { PhotoInput } from "./photo-input";
import { useRequestReplacement } from "./use-refund";
import { EmailField } from "@/components/ui/email-field";

interface ReplacementFormProps {
  order: AccountOrderDetail;
  /** sent, or CANCEL: the REPLACE/CANCEL toggle goes back to REPLACE */
  onClose: () => void;
}

/**
 * ACCT-09: contact (prefilled from the order, finding 11), reason, one photo and the lines to replace (BR-ORD-06: those with an empty
 * return_message; BR-ORD-07: 'First Box Free' for a zero price). The server's refusal, error_code
 * or not, is a toast; success is 'request sent sucessfully.'.
 */
export function ReplacementForm({ order, onClose }: ReplacementFormProps) {
  const items = replaceableItems(order);
  const send = useRequestReplacement();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useShopForm<ReplacementFormInput, unknown, ReplacementFormValues>({ resolver: zodResolver(replacementFormSchema), defaultValues: replacementFormDefaults(order) });
  const { field: phone } = useController({ control, name: "phone" });
  const { field: photo } = useController({ control, name: "photo" });
  const { field: picked } = useController({ control, name: "items" });

  const submit = handleSubmit((values) =>
    send.mutate(replacementFieldsOf(order.id, values), {
      onSuccess: () => {
        notify.success(REPLACEMENT_MESSAGES.sent);
        onClose();
      },
      onError: (error) => notify.error(error.message),
    }),
  );
  const toggle = (id: string, on: boolean) => picked.onChange(on ? [...picked.value, id] : picked.value.filter((v) => v !== id));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Replacement request">
      <Field id="replacement-name" label="Contact name" error={errors.name?.message}>
        <input id="replacement-name" autoComplete="name" className={inputClass(Boolean(errors.name))} {...errorProps("replacement-name", errors.name?.message)} {...register("name")} />
      </Field>
      <EmailField id="replacement-email" error={errors.email?.message} registration={register("email")} />
      <Field id="replacement-phone" label="Phone" error={errors.phone?.message}>
        <PhoneInput id="replacement-phone" field={phone} error={errors.phone?.message} />
      </Field>
      <Field id="replacement-reason" label="Reason" hint="(optional)">
        <textarea id="replacement-reason" rows={3} maxLength={500} className={`${inputClass(false)} h-auto py-2`} {...register("reason")} />
      </Field>
      <Field id="replacement-photo" label="Photo" error={errors.photo?.message}>
        <PhotoInput id="replacement-photo" field={photo} error={errors.photo?.message} />
      </Field>
      <fieldset aria-describedby={errors.items ? "replacement-items-error" : undefined}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">Items to replace</legend>
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
              <input
                id={`replacement-item-${item.id}`}
                type="checkbox"
                className="h-5 w-5 accent-stone-950"
                checked={picked.value.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <label htmlFor={`replacement-item-${item.id}`} className="flex-1">
                {item.name}
                {item.optionStr ? <span className="text-stone-600"> · {item.optionStr}</span> : null}
              </label>
              <span className="tabular-nums">{replacementPrice(item.price)}</span>
            </li>
          ))}
        </ul>
        <FieldError id="replacement-items" error={errors.items?.message} />
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" pending={send.isPending}>
          Send request
        </Button>
        <Button variant="secondary" className="h-12 flex-1" onClick={onClose}>
          {REFUND_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
