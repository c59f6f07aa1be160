"use client";
import { useId, useState } from "react";
import type { CouponResult } from "@/lib/api/schemas/cart";
import { secondaryButton } from "@/components/ui/button-styles";

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
  const [draft, setDraft] = useState(applied ?? "");
  const failed = applied !== undefined && result?.status === "fail";

  if (applied !== undefined && result?.status === "success") {
    const code = result.coupon_code;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border border-emerald-200 bg-emerald-50 px-4 py-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold tracking-wide text-emerald-900">{code}</p>
          <p role="status" className="text-emerald-800">
            {result.message}
          </p>
        </div>
        <button
          type="button"
          className={secondaryButton}
          aria-label={`Cancel coupon ${code}`}
          onClick={() => {
            setDraft("");
            onCancel();
          }}
        >
          Cancel
        </button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) onApply(draft);
        else onCancel();
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.16em] text-stone-600">
        Coupon code <span className="sr-only">for {storeName}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
          className={`h-11 min-w-0 flex-1 border bg-white px-3 text-sm tracking-wide focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-950 ${failed ? "border-rose-700" : "border-stone-300"}`}
          placeholder="Enter a code"
        />
        <button type="submit" className={secondaryButton} disabled={busy && draft.trim() === applied}>
          Apply
        </button>
      </div>
      {failed && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-700">
          {result.message}
        </p>
      )}
    </form>
  );
}
