/**
 * What a process closes when it stops (SIGTERM). Whoever opens something long-lived registers how to
 * close it here: the job runner (stage "jobs": stop taking jobs, finish or release claims), then the
 * LISTEN client, the pools and PGlite (stage "connections"). The process's entry point runs them once
 * its requests in flight are done: scripts/serve.mjs for the served app, server/worker-main.ts for a
 * worker.
 *
 * The registry lives on globalThis under a Symbol.for key (our own, not Next's): Next bundles the
 * route handlers and instrumentation.ts separately, each with a copy of this module, and
 * scripts/serve.mjs is plain JavaScript outside the bundle. All of them find the one registry.
 */
import { log } from "../lib/log";

export const SHUTDOWN_KEY = Symbol.for("storefront.shutdown");
const STAGES = ["jobs", "connections"] as const;
type Stage = (typeof STAGES)[number];

interface Registry {
  hooks: { name: string; stage: Stage; close: () => Promise<void> }[];
  /** runs every hook once, stage by stage; later calls answer the same promise */
  shutdown: () => Promise<void>;
}

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [SHUTDOWN_KEY]?: Registry };
  if (!holder[SHUTDOWN_KEY]) {
    const hooks: Registry["hooks"] = [];
    let done: Promise<void> | null = null;
    const run = async () => {
      for (const stage of STAGES) {
        await Promise.all(
          hooks
            .filter((hook) => hook.stage === stage)
            .map((hook) => hook.close().catch((error: unknown) => log.error({ err: error, hook: hook.name }, "could not close on shutdown"))),
        );
      }
    };
    holder[SHUTDOWN_KEY] = { hooks, shutdown: () => (done ??= run()) };
  }
  return holder[SHUTDOWN_KEY];
}

export function onShutdown(name: string, stage: Stage, close: () => Promise<void>): void {
  registry().hooks.push({ name, stage, close });
}

export function shutdown(): Promise<void> {
  return registry().shutdown();
}
