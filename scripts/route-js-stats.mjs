// First-load JS per route, from the list Next itself writes. With Turbopack, `next build` writes
// `<dist>/diagnostics/route-bundle-stats.json`: for every route, the JS chunks its HTML loads on a first
// visit (the client-reference manifest's `entryJSFiles` of every segment — root layout, route-group
// layouts, page — plus the build manifest's `rootMainFiles`, the React/Next runtime every page loads).
// Next 16 no longer prints these sizes after the build; scripts/route-js.mjs does, with gzip sizes.
// Pure functions here, so that tests/unit/route-js.test.ts can check them without a build.
import path from "node:path";

/** Where route-bundle-stats.json lives in a build directory. */
export const ROUTE_BUNDLE_STATS = "diagnostics/route-bundle-stats.json";

/**
 * The file a chunk path of route-bundle-stats.json names, inside `distDir`. Next writes the paths
 * relative to the project the build ran in (`.next-bench/static/chunks/x.js`), so they are re-rooted
 * at the dist dir's `static/` folder: the build can be read from anywhere, under any dist dir name.
 */
export function chunkFile(distDir, chunkPath) {
  const parts = chunkPath.split(/[\\/]/);
  const at = parts.indexOf("static");
  if (at < 0) throw new Error(`not a static chunk: ${chunkPath}`);
  return path.join(distDir, ...parts.slice(at));
}

/**
 * One row per route (sorted by route), from the parsed route-bundle-stats.json and a `sizeOf(chunkPath)`
 * that returns `{ raw, gzip }` bytes. `shared` are the chunks every route loads (Next's runtime and the
 * root layout's client components); `own` what a route loads on top of them.
 */
export function routeRows(stats, sizeOf) {
  const routes = stats.map((entry) => ({ route: entry.route, chunks: [...new Set(entry.firstLoadChunkPaths)] }));
  const sharedChunks = routes.length === 0 ? [] : routes[0].chunks.filter((chunk) => routes.every((r) => r.chunks.includes(chunk)));
  const total = (chunks) =>
    chunks.reduce(
      (sum, chunk) => {
        const size = sizeOf(chunk);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const shared = { files: sharedChunks.length, ...total(sharedChunks) };
  const rows = routes
    .map(({ route, chunks }) => {
      const own = chunks.filter((chunk) => !sharedChunks.includes(chunk));
      return { route, files: chunks.length, ...total(chunks), ownGzip: total(own).gzip };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { shared, rows };
}
