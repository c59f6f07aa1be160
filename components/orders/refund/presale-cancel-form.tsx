"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import { PRESALE_CANCEL_REASONS, PresaleCancelRequest, type PresaleCancelPreview } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";
import { REFUND_TEXT, presaleCanceledToast } from "@/lib/orders/refund-rules";
import { notify } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, errorProps, inputClass } from "@/components/ui/field";
import { useCancelPresale } from "./use-refund";

/** The select starts on its empty choice, "". */
const cancelFormSchema = z.object({ reason: z.string().pipe(PresaleCancelRequest.shape.reason) });

interface PresaleCancelFormProps {
  orderId: string;
  /** what the cancel takes back and refunds, from the server's own calculation (finding 8); null from a backend without it */
  preview: PresaleCancelPreview | null;
  /** the items are canceled */
  onDone: () => void;
  /** gives up (an ABORT button); without it the page's own CANCEL/ABORT toggle closes the form */
  onAbort?: () => void;
}

/** ACCT-08: cancel the order's pre-sale items with one of BR-ORD-03's reasons (PUT api/preorder/cancel, whole order: G-63). */
export function PresaleCancelForm({ orderId, preview, onDone, onAbort }: PresaleCancelFormProps) {
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
          notify.success(presaleCanceledToast(result.refund_amount));
          onDone();
        },
      },
    ),
  );
  const error = errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Cancel pre-sale items">
      {preview ? (
        <section aria-labelledby="presale-cancel-summary-title" data-testid="presale-cancel-summary" className="space-y-2 bg-stone-50 p-4 text-sm">
          <h3 id="presale-cancel-summary-title" className="font-medium text-stone-950">
            {REFUND_TEXT.itemsToCancel}
          </h3>
          <ul className="space-y-1 text-stone-700">
            {preview.items.map((item) => (
              <li key={item.id}>
                {item.name} · Qty {item.units}
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-4 border-t border-stone-200 pt-2 font-medium text-stone-950">
            <span>{REFUND_TEXT.refundToCard}</span>
            <span className="tabular-nums" data-testid="presale-cancel-refund">
              {formatMoney(preview.refund_amount)}
            </span>
          </p>
        </section>
      ) : null}
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
