// `next build` with the given environment, for the scripts that build into their own folder
// (NEXT_DIST_DIR). Next adds a custom dist dir's types folder to tsconfig.json; that edit is not
// ours to keep, so the file is put back as it was, also when the build fails (then the process exits).
// Every build gets the browser chunks' compile hints (scripts/compile-hints.mjs) and records the
// NEXT_PUBLIC_* values it inlined (public-env.json), so scripts/start.mjs knows when to build again.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addCompileHints } from "./compile-hints.mjs";

export const distDir = (env) => env.NEXT_DIST_DIR || ".next";

/** The NEXT_PUBLIC_* values a build inlines into the browser bundle, as the build records them. */
export const publicEnvOf = (env) => JSON.stringify(Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith("NEXT_PUBLIC_")).sort()));

export const builtEnvFile = (env) => join(distDir(env), "public-env.json");

export function nextBuild(env) {
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  const build = spawnSync("./node_modules/.bin/next", ["build"], { stdio: "inherit", env });
  writeFileSync("tsconfig.json", tsconfig);
  if (build.status !== 0) process.exit(build.status ?? 1);
  addCompileHints(distDir(env));
  writeFileSync(builtEnvFile(env), publicEnvOf(env));
}
