// `npm start`: build when the build is missing, older than the sources, or made with other
// NEXT_PUBLIC_* values (they are inlined into the browser bundle), then serve the shop.
// The embedded database (when API_BASE_URL is unset) migrates and seeds itself on first use and
// keeps its data in .data/pglite (or PGLITE_DATA_DIR) between runs. The shop is served through the
// front door (scripts/serve.mjs), which takes the client address from the socket (TRUSTED_PROXIES).
// The build goes to NEXT_DIST_DIR (default .next), where serve.mjs looks for it.
//
// Stopping: SIGTERM or SIGINT here, or this process's parent going away (npm signalled alone), is
// passed to serve.mjs, which finishes its requests in flight and closes the database; this exits
// with its code. package.json runs it with `exec`, so npm signals it directly and waits.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { builtEnvFile, distDir, nextBuild, publicEnvOf } from "./next-build.mjs";
import { onParentGone } from "./parent-watch.mjs";

const SOURCES = ["app", "components", "lib", "hooks", "server", "styles", "public", "next.config.ts", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const buildId = join(distDir(env), "BUILD_ID");
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const builtWith = existsSync(builtEnvFile(env)) ? readFileSync(builtEnvFile(env), "utf8") : null;
if (builtAt < Math.max(...SOURCES.map(newestMtime)) || builtWith !== publicEnvOf(env)) {
  console.log("Building the shop…");
  nextBuild(env);
}

const port = process.env.PORT ?? "3000";
console.log(`Starting the shop on http://localhost:${port}`);
const server = spawn(process.execPath, ["scripts/serve.mjs", ...process.argv.slice(2)], { stdio: "inherit", env: { ...env, PORT: port } });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
onParentGone(() => stop("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
