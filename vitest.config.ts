import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // `server-only` throws outside a React Server environment; in tests it guards nothing.
      "server-only": `${import.meta.dirname}/tests/support/empty.ts`,
    },
  },
  test: {
    globals: true,
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Issue 27: vitest's default is one worker less than the cores, i.e. ONE on this 2-core host, which
    // leaves a core idle while a file waits on PGlite or a socket. Two forks (not threads: PGlite, sharp
    // and the per-file vi.mock want a process each) keep both busy; VITEST_MAX_WORKERS overrides it.
    pool: "forks",
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
  },
});
