// `npm start`: build when the build is missing, older than the sources, or made with other
// NEXT_PUBLIC_* values (they are inlined into the browser bundle), then serve the shop.
// The embedded database (when API_BASE_URL is unset) migrates and seeds itself on first use and
// keeps its data in .data/pglite (or PGLITE_DATA_DIR) between runs. The shop is served through the
// front door (scripts/serve.mjs), which takes the client address from the socket (TRUSTED_PROXIES).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { nextBuild } from "./next-build.mjs";

const BUILD_ID = ".next/BUILD_ID";
const BUILD_ENV = ".next/public-env.json";
const SOURCES = ["app", "components", "lib", "hooks", "server", "styles", "public", "next.config.ts", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const publicEnv = JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("NEXT_PUBLIC_")).sort()));
const builtAt = existsSync(BUILD_ID) ? statSync(BUILD_ID).mtimeMs : 0;
const builtWith = existsSync(BUILD_ENV) ? readFileSync(BUILD_ENV, "utf8") : null;
if (builtAt < Math.max(...SOURCES.map(newestMtime)) || builtWith !== publicEnv) {
  console.log("Building the shop…");
  nextBuild(env);
  writeFileSync(BUILD_ENV, publicEnv);
}

const port = process.env.PORT ?? "3000";
console.log(`Starting the shop on http://localhost:${port}`);
const server = spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit", env: { ...env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
