/**
 * The layer rules of eslint.config.mjs (import/no-restricted-paths) hold: `npm run lint` fails on an
 * import across a layer and passes an allowed one. Each case lints one line of code as if it sat at
 * the given path.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname + "/../.." });

async function zoneErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import "${specifier}";\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("layer zones", () => {
  it.each([
    ["components/x.tsx", "@/server/embedded", "never import the embedded API"],
    ["hooks/x.ts", "@/server/db/client", "never import the embedded API"],
    ["hooks/x.ts", "@/components/layout/logo", "Hooks sit below components"],
    ["lib/x.ts", "@/components/layout/logo", "never imports components, hooks or routes"],
    ["lib/x.ts", "@/hooks/use-cart", "never imports components, hooks or routes"],
    ["lib/x.ts", "@/app/layout", "never imports components, hooks or routes"],
    ["lib/x.ts", "@/server/db/client", "only through server/embedded.ts"],
    ["server/x.ts", "../lib/cart/local-cart", "server/ imports only lib/api/schemas and the shared modules"],
    ["server/orders/x.ts", "@/lib/api/http", "server/ imports only lib/api/schemas and the shared modules"],
    ["server/x.ts", "../components/layout/logo", "server/ never imports the Next app"],
    ["lib/money.ts", "./cart/local-cart", "A shared module imports only other shared modules"],
  ])("%s importing %s fails", async (file, specifier, message) => {
    const errors = await zoneErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ["components/x.tsx", "@/lib/money"],
    ["components/x.tsx", "@/hooks/use-cart"],
    ["hooks/x.ts", "@/lib/cart/local-cart"],
    ["lib/x.ts", "@/server/embedded"],
    ["server/x.ts", "../lib/api/schemas/cart"],
    ["server/cart/x.ts", "../../lib/cart/cart-lines"],
    ["server/x.ts", "@/lib/config/deployment"],
    ["server/x.ts", "@/lib/config/server"],
    ["server/x.ts", "@/lib/log"],
    ["server/x.ts", "./db/client"],
    ["lib/cart/cart-lines.ts", "./quantity"],
  ])("%s importing %s passes", async (file, specifier) => {
    expect(await zoneErrors(file, specifier)).toEqual([]);
  });

  it.each([["server/x.ts"], ["lib/log/x.ts"], ["lib/cache/x.ts"], ["app/api/x/route.ts"], ["proxy.ts"], ["instrumentation.ts"]])("%s may not use console.*: it logs through lib/log", async (file) => {
    const [result] = await eslint.lintText(`console.error("x");\n`, { filePath: file });
    expect(result?.messages.map((m) => m.ruleId)).toContain("no-console");
  });
});
