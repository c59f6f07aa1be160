"use client";
import type { Route } from "next";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { STAGE_NAMES, type BuilderView } from "@/lib/box/builder-steps";
import { removeFromBox } from "@/lib/box/box-state";
import { checkoutError, type BoxPickInfo } from "@/lib/box/picks";
import { formatMoney } from "@/lib/money";
import { useBox } from "@/hooks/use-box";
import { Button } from "@/components/ui/button";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { BoxLines } from "./box-lines";

/** The review (ONB-16, toReview): the box with Remove, back to stage 1, and on to the checkout with its guard (C-26). */
export function BoxReview({ info, checkoutPath, go }: { info: BoxPickInfo; checkoutPath: Route; go: (view: BuilderView) => void }) {
  const router = useRouter();
  const box = useBox();
  const [error, setError] = useState<string | null>(null);
  const value = box.reduce((sum, e) => sum + e.price, 0);

  const checkOut = () => {
    const blocked = checkoutError(box, info);
    setError(blocked);
    if (!blocked) router.push(checkoutPath);
  };

  return (
    <section className="space-y-6">
      <FocusedHeading className="font-serif text-3xl text-stone-950">Your box</FocusedHeading>
      <p className="text-sm text-stone-600">
        {box.length} of {info.maxPick} styles · worth {formatMoney(value)}
      </p>
      <BoxLines entries={box} onRemove={(itemId) => { setError(null); removeFromBox(itemId); }} />
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => go({ step: "pickItems", stage: 1, item: null })}>
          Back to {STAGE_NAMES[1]}
        </Button>
        <Button onClick={checkOut}>Check Out</Button>
      </div>
    </section>
  );
}
