/**
 * The spec audit (scripts/spec-coverage.mjs, `npm run spec:coverage`) as part of `npm test`: every row of
 * features.md's checklist has a Playwright journey that names it (a tag or its title), or a reason on the
 * script's allow-list. A row that loses its last test fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALLOWED, e2eTests, findSpec, problems, rowsFromCoverageDoc, specCoverage, specRows, testsInSource } from "../../scripts/spec-coverage.mjs";

/** The spec's rows: from features.md beside the checkout, else as docs/spec-coverage.md last listed them (a clone elsewhere). */
function rowsOfTheSpec() {
  let spec: string | null = null;
  try {
    spec = findSpec();
  } catch {
    spec = null;
  }
  if (spec && existsSync(spec)) return specRows(readFileSync(spec, "utf8"));
  return rowsFromCoverageDoc(readFileSync("docs/spec-coverage.md", "utf8"));
}

describe("spec coverage", () => {
  it("every row of the spec has a browser test or an allowed reason, and every tag names a row", () => {
    const rows = rowsOfTheSpec();
    expect(rows.length).toBeGreaterThan(200);
    expect(problems(specCoverage({ rows, tests: e2eTests() }))).toEqual([]);
  });

  it("reads the rows back from docs/spec-coverage.md as the spec gave them", () => {
    const fromDoc = rowsFromCoverageDoc(readFileSync("docs/spec-coverage.md", "utf8"));
    expect(fromDoc).toHaveLength(223);
    expect(fromDoc[0]).toEqual({ id: "NAV-01", name: "Default shop layout" });
  });

  it("every allowed row says why", () => {
    for (const [id, reason] of Object.entries(ALLOWED)) expect(reason.length, id).toBeGreaterThan(20);
  });

  it("reads tags, titles and a describe's title; a row without a test is missing, an allowed row with one is stale", () => {
    const source = [
      'test("GIFT-17: the item update", async () => {});',
      'test("a cart", { tag: [CORE.tag, "@CART-01", "@CART-02"] }, async () => {});',
      'test.describe("store search (SEARCH-01)", () => {',
      '  test("finds a store", { tag: "@SEARCH-02" }, async () => {});',
      "});",
      "test.slow();",
      'test("nothing", async () => { test.skip(true, "NAV-01 is not this"); });',
    ].join("\n");
    const tests = testsInSource("e2e/x.spec.ts", source);
    expect(tests.map((t) => [t.line, t.ids])).toEqual([
      [1, ["GIFT-17"]],
      [2, ["CART-01", "CART-02"]],
      [4, ["SEARCH-01", "SEARCH-02"]],
      [7, []],
    ]);
    const rows = ["GIFT-17", "CART-01", "CART-02", "SEARCH-01", "SEARCH-02", "NAV-01", "NAV-02"].map((id) => ({ id, name: id }));
    const result = specCoverage({ rows, tests, allowed: { "NAV-02": "cannot be driven in a browser", "CART-01": "pending merge" } });
    expect(result.missing).toEqual(["NAV-01"]);
    expect(result.staleAllowed).toEqual(["CART-01"]);
    expect(problems(result)).toHaveLength(2);
  });

  it("takes the checklist rows of features.md, open or ticked, and nothing else", () => {
    const markdown = [
      "| ✓ | ID | Feature (one line) | Route(s) |",
      "|---|---|---|---|",
      "| [ ] | NAV-01 | Default shop layout: top bar with hamburger | all |",
      "| [x] | CART-10 | Starter-pack items: a size picker | — |",
      "| BR-VAL-01 | not a row |",
    ].join("\n");
    expect(specRows(markdown)).toEqual([
      { id: "NAV-01", name: "Default shop layout" },
      { id: "CART-10", name: "Starter-pack items" },
    ]);
  });
});
