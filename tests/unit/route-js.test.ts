/** First-load JS per route (scripts/route-js.mjs): reading Next's route-bundle-stats.json. */
import path from "node:path";
import { chunkFile, routeRows, type RouteBundleStat } from "../../scripts/route-js-stats.mjs";

const SIZES: Record<string, { raw: number; gzip: number }> = {
  "runtime.js": { raw: 1000, gzip: 300 },
  "layout.js": { raw: 200, gzip: 80 },
  "store.js": { raw: 500, gzip: 150 },
  "checkout.js": { raw: 700, gzip: 210 },
};
const sizeOf = (chunkPath: string) => SIZES[path.basename(chunkPath)]!;
const stat = (route: string, chunks: string[]): RouteBundleStat => ({
  route,
  firstLoadUncompressedJsBytes: 0,
  firstLoadChunkPaths: chunks.map((chunk) => `.next-x/static/chunks/${chunk}`),
});

describe("chunkFile", () => {
  it("re-roots the project-relative chunk path at the dist dir it is read from", () => {
    expect(chunkFile("/tmp/before/.next-b", ".next-bench/static/chunks/2_xf99.js")).toBe("/tmp/before/.next-b/static/chunks/2_xf99.js");
    expect(chunkFile("build", "sub/dir/.next/static/chunks/turbopack-0.js")).toBe(path.join("build", "static/chunks/turbopack-0.js"));
  });

  it("refuses a path outside static/", () => {
    expect(() => chunkFile(".next", ".next/server/app/page.js")).toThrow("not a static chunk");
  });
});

describe("routeRows", () => {
  const { shared, rows } = routeRows(
    [
      stat("/[store]/checkout/step1", ["runtime.js", "layout.js", "store.js", "checkout.js"]),
      stat("/[store]", ["store.js", "runtime.js", "layout.js", "store.js"]),
      stat("/", ["runtime.js", "layout.js"]),
    ],
    sizeOf,
  );

  it("sums raw and gzip bytes of every chunk a route loads, each chunk once", () => {
    expect(rows.find((row) => row.route === "/[store]")).toMatchObject({ files: 3, raw: 1700, gzip: 530 });
    expect(rows.find((row) => row.route === "/[store]/checkout/step1")).toMatchObject({ files: 4, raw: 2400, gzip: 740 });
  });

  it("splits out the chunks every route shares, and what each route adds on top", () => {
    expect(shared).toEqual({ files: 2, raw: 1200, gzip: 380 });
    expect(rows.map((row) => [row.route, row.ownGzip])).toEqual([
      ["/", 0],
      ["/[store]", 150],
      ["/[store]/checkout/step1", 360],
    ]);
  });
});
