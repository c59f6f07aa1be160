/** Issue 27: the Lighthouse bench measures pages over the bare page, as medians, and fails on a broken budget. */
import { BUDGETS, budgetProblems, calibratedSlowdown, median, overBaseline, REFERENCE_BENCHMARK_INDEX } from "../../scripts/lighthouse-budgets.mjs";

describe("median", () => {
  it("is the middle value of an odd count, the mean of the middle two of an even one, null for none", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's 4x on a host at its usual speed, and scales with the pass's benchmarkIndex", () => {
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(4);
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX / 2)).toBe(2);
    expect(calibratedSlowdown(REFERENCE_BENCHMARK_INDEX * 1.5)).toBe(6);
  });

  it("stays within 1x and 8x, and is 4x when the benchmark is missing", () => {
    expect(calibratedSlowdown(100)).toBe(1);
    expect(calibratedSlowdown(100_000)).toBe(8);
    expect(calibratedSlowdown(undefined)).toBe(4);
    expect(calibratedSlowdown(0)).toBe(4);
  });
});

describe("budgets over the bare page", () => {
  const bare = { tbtMs: 150, lcpMs: 1800, cls: 0, jsKb: 150 };

  it("subtracts the bare page's TBT, LCP and route JS; CLS is the page's own", () => {
    expect(overBaseline({ tbtMs: 240, lcpMs: 2200, cls: 0.01, jsKb: 175 }, bare)).toEqual({ tbtOverMs: 90, lcpOverMs: 400, cls: 0.01, jsOverKb: 25 });
    expect(overBaseline({ tbtMs: 240, lcpMs: 2200, cls: 0, jsKb: null }, bare).jsOverKb).toBeNull();
  });

  it("a page within every budget has no problem; at the limit is within", () => {
    expect(budgetProblems({ tbtOverMs: BUDGETS.tbtOverMs, lcpOverMs: BUDGETS.lcpOverMs, cls: BUDGETS.cls, jsOverKb: BUDGETS.jsOverKb })).toEqual([]);
    expect(budgetProblems({ tbtOverMs: -20, lcpOverMs: 0, cls: 0, jsOverKb: 0 })).toEqual([]);
  });

  it("names each broken budget, and a measure that is missing", () => {
    expect(budgetProblems({ tbtOverMs: 101, lcpOverMs: 501, cls: 0.03, jsOverKb: 40.1 })).toEqual([
      "TBT over the bare page 101 ms > 100 ms",
      "LCP over the bare page 501 ms > 500 ms",
      "CLS 0.03 > 0.02",
      "route JS over the bare page 40.1 kB > 40 kB",
    ]);
    expect(budgetProblems({ tbtOverMs: 0, lcpOverMs: 0, cls: 0, jsOverKb: null })).toEqual(["route JS over the bare page: not measured"]);
  });
});
