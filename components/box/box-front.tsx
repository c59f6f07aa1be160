"use client";
import { useQuery } from "@tanstack/react-query";
import { stepAfterFront, type BuilderStep } from "@/lib/box/builder-steps";
import { boxSizeText, type BoxPickInfo } from "@/lib/box/picks";
import { formatMoney } from "@/lib/money";
import { figureQuery } from "@/lib/queries/figure";
import { Button } from "@/components/ui/button";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { RetryAlert } from "@/components/ui/retry-alert";

/**
 * The builder's front step (ONB-15): what the Style Myself Box is (BR-BOX-05) and the start, which goes to the
 * size survey only without a size preference, else straight to the picks.
 */
export function BoxFront({ info, onStart }: { info: BoxPickInfo; onStart: (step: BuilderStep) => void }) {
  const figure = useQuery(figureQuery());
  return (
    <section className="space-y-6">
      <FocusedHeading className="font-serif text-3xl text-stone-950">Build your Get Styled Box</FocusedHeading>
      <ul className="list-disc space-y-1 pl-5 text-[15px] text-stone-800">
        <li>{boxSizeText(info)}, picked by you</li>
        <li>Free shipping both ways, 7 days to try on and return</li>
        <li>A {formatMoney(info.access_fee)} Style Myself Box Fee, credited against a purchase</li>
      </ul>
      <p className="text-sm text-stone-600">
        First tell us your sizes and style, then pick at least one Essentials style and the rest from Exclusive.
      </p>
      {figure.isError && <RetryAlert message={figure.error.message} onRetry={() => void figure.refetch()} />}
      <Button pending={figure.isPending} disabled={!figure.isSuccess} onClick={() => figure.data && onStart(stepAfterFront(figure.data))}>
        Get started
      </Button>
    </section>
  );
}
