"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import type { CouponResult } from "@/lib/api/schemas/cart";
import { shownCouponCode } from "@/lib/cart/coupon-result";
import { Button } from "@/components/ui/button";
import { errorId, errorProps, Field, inputClass } from "@/components/ui/field";

/** A code as typed; an empty one takes the store's coupon off. The server judges the code itself. */
const couponSchema = z.object({ code: z.string().trim().max(40) });
type CouponInput = z.input<typeof couponSchema>;
type CouponValues = z.output<typeof couponSchema>;

interface CouponFormProps {
  storeName: string;
  /** the code applied to this store, if any */
  applied: string | undefined;
  /** the server's verdict on it, once calculated */
  result: CouponResult | undefined;
  busy: boolean;
  onApply: (code: string) => void;
  onCancel: () => void;
}

/**
 * The per-store coupon (CART-07). A success shows the code as the shop names it (finding 15.18: not
 * as typed), the server's message and a cancel button; a failure shows its message as the field's
 * error and keeps what was typed.
 */
export function CouponForm({ storeName, applied, result, busy, onApply, onCancel }: CouponFormProps) {
  const id = useId();
  const { register, handleSubmit, reset, control } = useShopForm<CouponInput, unknown, CouponValues>({
    resolver: zodResolver(couponSchema),
    defaultValues: { code: applied ?? "" },
  });
  const typed = useWatch({ control, name: "code" });
  const failed = applied !== undefined && result?.status === "fail";
  const error = failed ? result.message : undefined;

  if (applied !== undefined && result?.status === "success") {
    const code = shownCouponCode(applied, result);
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border border-emerald-200 bg-emerald-50 px-4 py-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold tracking-wide text-emerald-900">{code}</p>
          <p role="status" className="text-emerald-800">
            {result.message}
          </p>
        </div>
        <Button
          variant="secondary"
          aria-label={`Cancel coupon ${code}`}
          onClick={() => {
            reset({ code: "" });
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(({ code }) => (code ? onApply(code) : onCancel()))}>
      <Field
        id={id}
        label={
          <>
            Coupon code <span className="sr-only">for {storeName}</span>
          </>
        }
      >
        <div className="flex gap-2">
          <input
            id={id}
            {...register("code")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            {...errorProps(id, error)}
            className={`${inputClass(failed)} min-w-0 flex-1 tracking-wide`}
            placeholder="Enter a code"
          />
          <Button type="submit" variant="secondary" disabled={busy && typed.trim() === applied}>
            Apply
          </Button>
        </div>
      </Field>
      {/* the server's verdict arrives after the submit: announced as it appears */}
      {error && (
        <p id={errorId(id)} role="alert" className="mt-1.5 text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
