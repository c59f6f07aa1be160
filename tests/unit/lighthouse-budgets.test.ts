/** Issue 27: the Lighthouse bench measures pages over the bare page, as medians, and fails on a broken budget. */
import { BUDGETS, budgetProblems, median, overBaseline } from "../../scripts/lighthouse-budgets.mjs";

describe("median", () => {
  it("is the middle value of an odd count, the mean of the middle two of an even one, null for none", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined])).toBe(7);
    expect(median([])).toBeNull();
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
