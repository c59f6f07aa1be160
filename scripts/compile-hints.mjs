// V8's explicit compile hints for the browser's JavaScript (https://v8.dev/blog/explicit-compile-hints).
// A chunk that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled while it
// downloads, on a background thread, instead of each one on the main thread the first time it runs.
// Measured in issue 11 (docs/decisions.md): that lazy compilation was a third of the main thread's
// script time on a phone-speed CPU, inside the long tasks that hydration makes. The chunks are
// Next's own output; this runs after every `next build` (npm run build, npm start, the e2e and bench
// builds). Browsers other than Chrome read a comment; a second run changes nothing.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to every JavaScript chunk of the build in `distDir`; answers how many it changed. */
export function addCompileHints(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const chunks = join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`compile hints added to ${addCompileHints()} chunks`);
}
