"use client";
import type { Route } from "next";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { builderSearch, builderViewOf, guardView, type BuilderView } from "@/lib/box/builder-steps";
import { showUrl } from "@/lib/box/url-history";
import type { BoxPickInfo } from "@/lib/box/picks";
import { withSearch } from "@/lib/routes";
import { useBox } from "@/hooks/use-box";
import { useHydrated } from "@/hooks/use-hydrated";
import { Spinner } from "@/components/ui/spinner";
import { BoxFront } from "./box-front";
import { BoxItemDetail } from "./box-item-detail";
import { BoxReview } from "./box-review";
import { BoxSurveys } from "./box-surveys";
import { PickStage } from "./pick-stage";

export interface BoxBuilderProps {
  info: BoxPickInfo;
  /** the box plan's key, kept in every step's URL (ONB-09) */
  plan: string;
  /** auth_gsb without a query: the builder's own page */
  path: Route;
  /** auth_search, without a query */
  searchPath: Route;
  /** auth_gsbcheckout */
  checkoutPath: Route;
}

const sameView = (a: BuilderView, b: BuilderView) => a.step === b.step && a.stage === b.stage && a.item === b.item;

/**
 * The Get Styled Box builder (ONB-15/16): front → survey1…3 → pickItems (stage 1 Essentials, stage 2
 * Exclusive) ⇄ itemDetail → toReview, each step in the URL (lib/box/builder-steps.ts) so Back, Forward and a
 * reload keep it. The box lives in sessionStorage, so the guards wait for the browser's copy.
 */
export function BoxBuilder(props: BoxBuilderProps) {
  const { info, path, plan } = props;
  const router = useRouter();
  const params = useSearchParams();
  const box = useBox();
  const hydrated = useHydrated();
  const requested = builderViewOf(params);
  const view = guardView(requested, box);
  const blocked = hydrated && !sameView(view, requested);

  useEffect(() => {
    if (blocked) showUrl(withSearch(path, builderSearch(view, plan)), { replace: true });
  }, [blocked, path, plan, view]);

  // pickItems restores its own scroll position (lib/box/scroll-memory.ts); the other steps open at the top
  const go = (next: BuilderView) => showUrl(withSearch(path, builderSearch(next, plan)), { toTop: next.step !== "pickItems" });

  if (!hydrated || blocked) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-sm text-stone-600">
        <Spinner /> Loading your box…
      </p>
    );
  }

  switch (view.step) {
    case "front":
      return <BoxFront info={info} onStart={(step) => go({ step, stage: 1, item: null })} />;
    case "survey1":
    case "survey2":
    case "survey3":
      return <BoxSurveys step={view.step} onStep={(step) => go({ step, stage: 1, item: null })} />;
    case "pickItems":
      return <PickStage {...props} stage={view.stage} go={go} />;
    case "itemDetail":
      return <BoxItemDetail itemId={view.item!} stage={view.stage} limits={info} go={go} onBack={() => router.back()} />;
    case "toReview":
      return <BoxReview info={info} checkoutPath={props.checkoutPath} go={go} />;
  }
}
