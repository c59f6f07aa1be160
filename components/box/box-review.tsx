"use client";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { STAGE_NAMES, type BuilderView } from "@/lib/box/builder-steps";
import { removeFromBox } from "@/lib/box/box-state";
import { checkoutError, stylesStillNeeded, type BoxPickInfo } from "@/lib/box/picks";
import { formatMoney } from "@/lib/money";
import { useBox } from "@/hooks/use-box";
import { Button } from "@/components/ui/button";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { BoxLines } from "./box-lines";

const GUARD_ID = "box-review-guard";

/**
 * The review (ONB-16, toReview): the box with Remove, back to stage 1, and on to the checkout with its guard (C-26).
 * The guard is said before any press (finding 7): while the box is incomplete the review says how many styles are
 * missing, with the spec's 'Please select 6 items to check out', and Check Out is not offered.
 */
export function BoxReview({ info, checkoutPath, go }: { info: BoxPickInfo; checkoutPath: Route; go: (view: BuilderView) => void }) {
  const router = useRouter();
  const box = useBox();
  const value = box.reduce((sum, e) => sum + e.price, 0);
  const blocked = checkoutError(box, info);
  const needed = stylesStillNeeded(box, info);

  return (
    <section className="space-y-6">
      <FocusedHeading className="font-serif text-3xl text-stone-950">Your box</FocusedHeading>
      <p className="text-sm text-stone-600">
        {box.length} of {info.maxPick} styles · worth {formatMoney(value)}
      </p>
      <BoxLines entries={box} onRemove={removeFromBox} />
      {blocked && (
        <p id={GUARD_ID} role="status" className="text-sm text-stone-800">
          {needed && <span className="font-medium">{needed} </span>}
          {blocked}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => go({ step: "pickItems", stage: 1, item: null })}>
          Back to {STAGE_NAMES[1]}
        </Button>
        <Button onClick={() => router.push(checkoutPath)} disabled={blocked !== null} aria-describedby={blocked ? GUARD_ID : undefined}>
          Check Out
        </Button>
      </div>
    </section>
  );
}
