/**
 * A server entry point (`server/worker-main.ts`, `server/api-main.ts`) as a real child process, the way
 * `npm run worker` / `npm start` run it: node with tsx, the test's environment with `env` over it, and
 * everything it writes collected so a test can read it. The logger is opened to info (vitest's
 * NODE_ENV=test silences it) unless `env` says otherwise.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  /** resolves with the exit code (null after a signal) */
  exited: Promise<number | null>;
  /** stdout and stderr so far */
  output: () => string;
}

export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { env: { ...process.env, LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}
