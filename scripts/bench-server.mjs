// The benchmarks' one way to run the built shop: through the front door (scripts/serve.mjs), in its own
// process group, stopped when the benchmark exits.
import { spawn } from "node:child_process";

/**
 * Starts the server with `env` (its process id `pid`); `ready()` resolves once `${base}/api/health` answers, `stop()` ends it, `exited` follows.
 * `args`: node's arguments (default the front door; `["--import", "tsx", "server/api-main.ts"]` serves the API alone).
 */
export function startBenchServer(env, base, stdio = ["ignore", "ignore", "inherit"], args = ["scripts/serve.mjs"]) {
  const server = spawn(process.execPath, args, { env, stdio, detached: true });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  server.once("exit", () => process.off("exit", stop));
  return { pid: server.pid, exited, stop, ready: () => waitForHealth(base) };
}

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}
