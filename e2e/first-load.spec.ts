import { expect, test } from "@playwright/test";

// Issue 11: the build gives every browser chunk V8's compile hint (scripts/compile-hints.mjs), so a phone
// compiles the page's JavaScript while it downloads instead of on the main thread during hydration.
const HINT = "//# allFunctionsCalledOnLoad\n";

test("every script a store page and a checkout page load starts with the compile hint", async ({ request }) => {
  for (const path of ["/demo", "/demo/checkout/step1"]) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      expect(source.startsWith(HINT), script).toBe(true);
    }
  }
});
