// The Lighthouse budgets (README "Benchmarks", issue 27), in terms that measure the build rather than the
// machine: each page's TBT and LCP above the bare page's (the root layout alone, audited in the same run),
// its CLS, and its route's first-load JS above the bare page's (the framework's own and the root layout's,
// gzip). Pure functions, so tests/unit/lighthouse-budgets.test.ts checks them without a browser.

/** Budget per measure: the most a public page may add over the bare page (CLS: its own value). */
export const BUDGETS = { tbtOverMs: 100, lcpOverMs: 500, cls: 0.02, jsOverKb: 40 };

/**
 * Lighthouse's CPU slowdown for a pass, calibrated to the host (Lighthouse's docs/throttling.md, "Calibrating the
 * CPU slowdown"): its simulated TBT and LCP multiply the CPU time the page took on this machine by the slowdown, so
 * the default 4× on a host running at half its speed simulates a phone twice as slow. Scaling the 4× by the run's
 * benchmarkIndex over the host's usual one (2500 here on a quiet day) simulates the same phone on a slow day. Clamped
 * to 1–8 so a broken benchmark cannot turn throttling off or run away.
 */
export const REFERENCE_BENCHMARK_INDEX = 2500;
export function calibratedSlowdown(benchmarkIndex, reference = REFERENCE_BENCHMARK_INDEX) {
  if (!(benchmarkIndex > 0)) return 4;
  return Math.min(8, Math.max(1, (4 * benchmarkIndex) / reference));
}

/** The median of numbers (the middle one, or the mean of the two middle ones); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One page's medians over the bare page's: `{ tbtOverMs, lcpOverMs, cls, jsOverKb }` from the medians
 * `{ tbtMs, lcpMs, cls }` of both and the gzip kB of both routes' first-load JS (null when unknown).
 */
export function overBaseline(page, bare) {
  const minus = (a, b) => (a === null || a === undefined || b === null || b === undefined ? null : a - b);
  return { tbtOverMs: minus(page.tbtMs, bare.tbtMs), lcpOverMs: minus(page.lcpMs, bare.lcpMs), cls: page.cls ?? null, jsOverKb: minus(page.jsKb, bare.jsKb) };
}

/** The budgets `over` (from overBaseline) breaks, as sentences; an unknown measure is a problem too. */
export function budgetProblems(over, budgets = BUDGETS) {
  const problems = [];
  const check = (value, limit, what, unit) => {
    if (value === null || value === undefined) problems.push(`${what}: not measured`);
    else if (value > limit) problems.push(`${what} ${round(value)}${unit} > ${limit}${unit}`);
  };
  check(over.tbtOverMs, budgets.tbtOverMs, "TBT over the bare page", " ms");
  check(over.lcpOverMs, budgets.lcpOverMs, "LCP over the bare page", " ms");
  check(over.cls, budgets.cls, "CLS", "");
  check(over.jsOverKb, budgets.jsOverKb, "route JS over the bare page", " kB");
  return problems;
}

const round = (value) => Math.round(value * 1000) / 1000;
