import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";
import { beforeEach, vi } from "vitest";
import { rereadConfig } from "@/lib/config/server";
import { installDialogPolyfill } from "./dialog-polyfill";

installDialogPolyfill();

// findBy*/waitFor give up after 1 s by default. A component test's first screen pays for cold code (a lazy chunk,
// the first MSW answer, React and zod warming up): on a busy 2-core machine, as CI's whole suite is, checkout step
// 1's shipping options took up to 6.5 s to show in its first test. A right wait ends as soon as its condition
// holds; this only bounds how long a wrong one takes to fail, well under the 30 s test timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Outside a Next server there is no data cache: the catalogue reads (lib/cache/catalog.ts) run uncached.
vi.mock("next/cache", () => ({ unstable_cache: <F>(read: F) => read, revalidateTag: vi.fn() }));

// The configuration is read once per process (lib/config/server.ts); tests change process.env in
// their hooks, so each test starts by reading it again.
beforeEach(() => rereadConfig());
