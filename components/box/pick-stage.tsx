"use client";
import Link from "next/link";
import { useLayoutEffect, useState } from "react";
import type { BoxItem } from "@/lib/api/schemas/box";
import { searchTypeOf, STAGE_NAMES, type BoxStage, type BuilderView } from "@/lib/box/builder-steps";
import { continueError } from "@/lib/box/picks";
import { recallScroll, rememberScroll } from "@/lib/box/scroll-memory";
import { DEFAULT_FILTERS, filtersSearch } from "@/lib/box/search-url";
import { withSearch } from "@/lib/routes";
import { useBox } from "@/hooks/use-box";
import { secondaryButton } from "@/components/ui/button-styles";
import { Button } from "@/components/ui/button";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { AddToBoxDialog } from "./add-to-box-dialog";
import type { BoxBuilderProps } from "./box-builder";
import { BoxItemGrid } from "./box-item-grid";

interface PickStageProps extends BoxBuilderProps {
  stage: BoxStage;
  go: (view: BuilderView) => void;
}

const STAGE_HINTS: Record<BoxStage, string> = {
  1: "Pick at least one everyday essential.",
  2: "Fill the rest of your box with exclusive styles.",
};

/**
 * A pick stage (ONB-16): the stage's styles with 'add to box', the box count, Continue with its guard (C-26) and
 * the way to the other stage and to the search. A full box jumps to the review.
 */
export function PickStage({ info, plan, searchPath, stage, go }: PickStageProps) {
  const box = useBox();
  const [adding, setAdding] = useState<BoxItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filters = { ...DEFAULT_FILTERS, stage };

  useLayoutEffect(() => {
    const y = recallScroll(window.sessionStorage, stage);
    if (y !== null) window.scrollTo(0, y);
  }, [stage]);

  const openDetail = (item: BoxItem) => {
    rememberScroll(window.sessionStorage, stage, window.scrollY);
    go({ step: "itemDetail", stage, item: item._id });
  };

  const toStage = (next: BoxStage) => {
    const blocked = next === 2 ? continueError(box, 1, info) : null;
    setError(blocked);
    if (!blocked) go({ step: "pickItems", stage: next, item: null });
  };

  const proceed = () => {
    const blocked = continueError(box, stage, info);
    setError(blocked);
    if (!blocked) go(stage === 1 ? { step: "pickItems", stage: 2, item: null } : { step: "toReview", stage: 1, item: null });
  };

  return (
    <section className="space-y-6 pb-28">
      <nav aria-label="Box stages" className="flex gap-6 text-xs font-semibold uppercase tracking-[0.14em]">
        {([1, 2] as const).map((s) => (
          <button key={s} type="button" aria-current={s === stage ? "step" : undefined} onClick={() => toStage(s)} className={s === stage ? "text-stone-950 underline underline-offset-4" : "text-stone-600 hover:text-stone-950"}>
            Stage {s}: {STAGE_NAMES[s]}
          </button>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <FocusedHeading key={stage} className="font-serif text-3xl text-stone-950">
            {STAGE_NAMES[stage]}
          </FocusedHeading>
          <p className="mt-1 text-sm text-stone-600">{STAGE_HINTS[stage]}</p>
        </div>
        <Link href={withSearch(searchPath, filtersSearch(filters, plan))} className={secondaryButton}>
          Search {STAGE_NAMES[stage]}
        </Link>
      </div>

      <BoxItemGrid type={searchTypeOf(stage)} filters={filters} onDetail={openDetail} onAdd={setAdding} empty={<p className="text-sm text-stone-600">No styles to pick here right now.</p>} />

      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-900" aria-live="polite">
            <span className="font-semibold">{box.length}</span> of {info.maxPick} styles in your box
          </p>
          {error && (
            <p role="alert" className="text-sm text-rose-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            {box.length > 0 && (
              <Button variant="secondary" onClick={() => go({ step: "toReview", stage: 1, item: null })} disabled={continueError(box, 1, info) !== null}>
                Review
              </Button>
            )}
            <Button onClick={proceed}>Continue</Button>
          </div>
        </div>
      </div>

      <AddToBoxDialog
        item={adding}
        limits={info}
        onClose={() => setAdding(null)}
        onAdded={(full) => {
          setAdding(null);
          setError(null);
          if (full) go({ step: "toReview", stage: 1, item: null });
        }}
      />
    </section>
  );
}
