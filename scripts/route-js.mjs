// Benchmark (not a test): first-load JS per app route — the JS files a route's HTML loads on a first
// visit (shared runtime + the route's own chunks), raw and gzip bytes. Next 16 no longer prints this
// after `next build`; the list comes from the build's own diagnostics/route-bundle-stats.json (see
// scripts/route-js-stats.mjs). Prints a table and writes bench-results/route-js-<date>.json.
//   npm run bench:route-js                      builds into .next-bench-route-js, then measures it
//   npm run bench:route-js -- --dist <dir>      measures an existing Turbopack build (any project)
// gzip: level 9, as `next build` measured "First Load JS" before Next 16; kB = 1000 bytes.
import { readFileSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync, constants } from "node:zlib";
import { nextBuild } from "./next-build.mjs";
import { ROUTE_BUNDLE_STATS, chunkFile, routeRows } from "./route-js-stats.mjs";

const DEFAULT_DIST_DIR = ".next-bench-route-js";

const { values } = parseArgs({ options: { dist: { type: "string" } } });
let distDir = values.dist;
if (!distDir) {
  distDir = DEFAULT_DIST_DIR;
  nextBuild({ ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir });
}

const statsFile = path.join(distDir, ROUTE_BUNDLE_STATS);
if (!existsSync(statsFile)) {
  console.error(`${statsFile} not found: is ${distDir} a finished Turbopack build of Next 16?`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, "utf8"));

const sizes = new Map();
function sizeOf(chunkPath) {
  if (!sizes.has(chunkPath)) {
    const bytes = readFileSync(chunkFile(distDir, chunkPath));
    sizes.set(chunkPath, { raw: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length });
  }
  return sizes.get(chunkPath);
}

const { shared, rows } = routeRows(stats, sizeOf);
const kB = (bytes) => Number((bytes / 1000).toFixed(1));
console.log(`${distDir}: first-load JS per route (kB; gzip level 9)`);
console.log(`shared by every route: ${shared.files} files, ${kB(shared.raw)} kB raw, ${kB(shared.gzip)} kB gzip`);
console.table(
  Object.fromEntries(
    rows.map((row) => [row.route, { files: row.files, "raw kB": kB(row.raw), "gzip kB": kB(row.gzip), "own gzip kB": kB(row.ownGzip) }]),
  ),
);

mkdirSync("bench-results", { recursive: true });
const out = `bench-results/route-js-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(out, JSON.stringify({ distDir: path.resolve(distDir), measuredAt: new Date().toISOString(), shared, rows }, null, 2));
console.log(`written to ${out}`);
