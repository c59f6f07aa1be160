// V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints) for the framework's start-up
// chunks: a script that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled while it
// downloads, on a background thread, instead of each one on the main thread the first time it runs.
// Only the chunks every page runs at start-up get it (`rootMainFiles` of Next's build manifest: React DOM,
// the router, the Turbopack runtime): measured in issue 11 (docs/decisions.md), that lazy compilation was
// a third of the main thread's script time during hydration on a phone-speed CPU. Hinting every chunk
// made the share cart's first paint wait on compiling its own chunks. This runs after every `next build`
// (npm run build, npm start, the e2e and bench builds); a second run changes nothing, and browsers other
// than Chrome read a comment.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the start-up chunks of the build in `distDir`; answers the files it changed. */
export function addCompileHints(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const { rootMainFiles = [] } = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  const changed = [];
  for (const file of rootMainFiles) {
    if (!file.endsWith(".js")) continue;
    const path = join(distDir, file);
    const source = readFileSync(path, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`compile hints added to ${addCompileHints().length} start-up chunks`);
}
