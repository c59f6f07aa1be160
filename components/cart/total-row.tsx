import { formatMoney } from "@/lib/money";

/** One label / amount row of a totals list; discounts print with a minus sign. */
interface TotalRowProps {
  label: string;
  cents: number;
  discount?: boolean;
  strong?: boolean;
  /** replaces the amount (e.g. 'Free') */
  text?: string;
  testId?: string;
}

export function TotalRow({ label, cents, discount = false, strong = false, text, testId }: TotalRowProps) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "mt-3 border-t border-stone-300 pt-3 text-base font-semibold text-stone-950" : "text-sm text-stone-700"}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className={`tabular-nums ${discount ? "text-rose-800" : ""}`}>{text ?? (discount ? `- ${formatMoney(cents)}` : formatMoney(cents))}</dd>
    </div>
  );
}
