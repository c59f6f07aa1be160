// `npm start`: build when the build is missing or older than the sources, then serve the shop.
// The embedded database (when API_BASE_URL is unset) migrates and seeds itself on first use and
// keeps its data in .data/pglite (or PGLITE_DATA_DIR) between runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_ID = ".next/BUILD_ID";
const SOURCES = ["app", "components", "lib", "hooks", "server", "styles", "public", "next.config.ts", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const builtAt = existsSync(BUILD_ID) ? statSync(BUILD_ID).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log("Building the shop…");
  const build = spawnSync("./node_modules/.bin/next", ["build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
console.log(`Starting the shop on http://localhost:${port}`);
const server = spawn("./node_modules/.bin/next", ["start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
