/**
 * Runs in the browser before the app hydrates, before any of its modules (Next's
 * instrumentation-client convention).
 *
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying once,
 * when the first schema is built. The CSP forbids evaluating strings (lib/security/csp.ts), and the
 * browser reports the refused try as a violation even though zod catches it (Lighthouse counts it
 * against best practices). In jitless mode zod never tries.
 *
 * zod keeps its settings on this global, which every copy of it adopts when it loads. Setting it
 * here rather than calling `z.config` keeps zod's code (about 15 KB) out of every page's first load;
 * e2e/security-headers.spec.ts fails on the probe's violation if a zod update moves the setting.
 */
import type { $ZodConfig } from "zod/v4/core";

const scope = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
