import { expect, test } from "@playwright/test";

// Issue 11: the build gives the framework's start-up chunks V8's compile hint (scripts/compile-hints.mjs), so
// a phone compiles them while they download instead of on the main thread during hydration.
const HINT = "//# allFunctionsCalledOnLoad\n";

test("the framework's start-up scripts of a store page start with the compile hint; the page's own do not", async ({ request }) => {
  const html = await (await request.get("/demo")).text();
  const scripts = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const hinted: string[] = [];
  for (const script of scripts) if ((await (await request.get(script)).text()).startsWith(HINT)) hinted.push(script);
  expect(hinted.some((script) => script.includes("/turbopack-")), hinted.join()).toBe(true);
  expect(hinted.length).toBeGreaterThanOrEqual(4);
  expect(hinted.length).toBeLessThan(scripts.length);
});
