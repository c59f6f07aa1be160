/**
 * The box builder's steps (ONB-15/16) as the URL holds them, so Back and a reload land on the same step:
 * `?step=survey2`, `?step=pickItems&stage=2`, `?step=itemDetail&stage=1&item=…`, `?step=toReview`. The guards
 * send a step the box does not allow yet back to stage 1 (C-26).
 */
import type { BoxFilterType, BoxSearchType } from "@/lib/api/schemas/box";
import type { UserFigure } from "@/lib/api/schemas/figure";
import { continueError, type BoxPick } from "./picks";

export const BUILDER_STEPS = ["front", "survey1", "survey2", "survey3", "pickItems", "itemDetail", "toReview"] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];
export type BoxStage = 1 | 2;

export interface BuilderView {
  step: BuilderStep;
  /** the pick stage of pickItems and itemDetail: 1 Essentials, 2 Exclusive */
  stage: BoxStage;
  /** itemDetail's item id */
  item: string | null;
}

export const STAGE_NAMES: Record<BoxStage, string> = { 1: "Essentials", 2: "Exclusive" };

type Params = Pick<URLSearchParams, "get">;

/** The view a URL's query names; anything unknown is the front step. */
export function builderViewOf(params: Params): BuilderView {
  const raw = params.get("step");
  const step = BUILDER_STEPS.find((s) => s === raw) ?? "front";
  const stage: BoxStage = params.get("stage") === "2" ? 2 : 1;
  const item = step === "itemDetail" ? params.get("item") || null : null;
  if (step === "itemDetail" && !item) return { step: "pickItems", stage, item: null };
  return { step, stage, item };
}

/**
 * The query string of a view (no leading `?`), after the plan picked on auth_plan (`plan`, ONB-09), which every
 * step keeps: the front step has no step of its own.
 */
export function builderSearch(view: Pick<BuilderView, "step"> & Partial<BuilderView>, plan: string | null = null): string {
  const params = new URLSearchParams(plan ? { plan } : {});
  if (view.step === "front") return params.toString();
  params.set("step", view.step);
  if (view.step === "pickItems" || view.step === "itemDetail") params.set("stage", String(view.stage ?? 1));
  if (view.step === "itemDetail" && view.item) params.set("item", view.item);
  return params.toString();
}

/** ONB-15: a size preference is any size saved in the size survey. */
export const hasSizePreference = (figure: UserFigure) =>
  (["shirt", "dress", "jean", "shoes", "men-top", "men-bottom", "men-shoes"] as const).some((field) => figure[field].length > 0);

/** ONB-15: from the front step to survey1 only without a size preference, else straight to the picks. */
export const stepAfterFront = (figure: UserFigure): BuilderStep => (hasSizePreference(figure) ? "pickItems" : "survey1");

/**
 * C-26: stage 2 (its picks and their details) and the review need stage 1's item; without it the view is stage 1.
 * The surveys and the front step are always open.
 */
export function guardView(view: BuilderView, picks: readonly BoxPick[]): BuilderView {
  const needsEssential = view.step === "toReview" || ((view.step === "pickItems" || view.step === "itemDetail") && view.stage === 2);
  if (needsEssential && continueError(picks, 1, { minPick: 0, maxPick: Infinity }) !== null) return { step: "pickItems", stage: 1, item: null };
  return view;
}

/** G-48: the item search of a stage, and its brand and category lists. */
export const searchTypeOf = (stage: BoxStage): BoxSearchType => (stage === 1 ? "my_box_s1" : "my_box_s2_web");
export const filterTypeOf = (stage: BoxStage): BoxFilterType => (stage === 1 ? "share_box_s1" : "share_box_s2");
