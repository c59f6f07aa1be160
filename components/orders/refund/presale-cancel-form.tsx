"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import { PRESALE_CANCEL_REASONS, PresaleCancelRequest } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";
import { REFUND_TEXT } from "@/lib/orders/refund-rules";
import { notify } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { useCancelPresale } from "./use-refund";

/** The select starts on its empty choice, "". */
const cancelFormSchema = z.object({ reason: z.string().pipe(PresaleCancelRequest.shape.reason) });

interface PresaleCancelFormProps {
  orderId: string;
  /** the items are canceled */
  onDone: () => void;
  /** gives up (an ABORT button); without it the page's own CANCEL/ABORT toggle closes the form */
  onAbort?: () => void;
}

/** ACCT-08: cancel the order's pre-sale items with one of BR-ORD-03's reasons (PUT api/preorder/cancel, whole order: G-63). */
export function PresaleCancelForm({ orderId, onDone, onAbort }: PresaleCancelFormProps) {
  const cancel = useCancelPresale();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<{ reason: string }, unknown, z.output<typeof cancelFormSchema>>({ resolver: zodResolver(cancelFormSchema), defaultValues: { reason: "" } });
  const submit = handleSubmit(({ reason }) =>
    cancel.mutate(
      { order_id: orderId, reason },
      {
        onSuccess: (result) => {
          notify.success(`Pre-sale items canceled. ${formatMoney(result.refund_amount)} is refunded to your payment method.`);
          onDone();
        },
      },
    ),
  );
  const error = errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Cancel pre-sale items">
      <Field id="presale-cancel-reason" label="Reason" error={error}>
        <select id="presale-cancel-reason" className={inputClass(Boolean(error))} {...errorProps("presale-cancel-reason", error)} {...register("reason")}>
          <option value="">Select a reason</option>
          {PRESALE_CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </Field>
      {cancel.error ? <Alert>{cancel.error.message}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" pending={cancel.isPending}>
          Cancel Items
        </Button>
        {onAbort ? (
          <Button variant="secondary" className="h-12 flex-1" onClick={onAbort}>
            {REFUND_TEXT.abort}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
