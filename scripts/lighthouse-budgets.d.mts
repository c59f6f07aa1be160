// Types for scripts/lighthouse-budgets.mjs (plain Node, imported by the TypeScript tests).

export interface Measures {
  tbtMs: number | null;
  lcpMs: number | null;
  cls?: number | null;
  /** the route's first-load JS, gzip kB */
  jsKb: number | null;
}

export interface OverBaseline {
  tbtOverMs: number | null;
  lcpOverMs: number | null;
  cls: number | null;
  jsOverKb: number | null;
}

export const BUDGETS: { tbtOverMs: number; lcpOverMs: number; cls: number; jsOverKb: number };
export function median(values: readonly (number | null | undefined)[]): number | null;
export function overBaseline(page: Measures, bare: Measures): OverBaseline;
export function budgetProblems(over: OverBaseline, budgets?: typeof BUDGETS): string[];
export const REFERENCE_BENCHMARK_INDEX: number;
export function calibratedSlowdown(benchmarkIndex: number | null | undefined, reference?: number): number;
