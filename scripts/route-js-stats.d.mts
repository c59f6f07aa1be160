// Types for scripts/route-js-stats.mjs (plain Node, imported by the TypeScript tests).

/** One route of `<dist>/diagnostics/route-bundle-stats.json`, as Next's Turbopack build writes it. */
export interface RouteBundleStat {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

export interface Size {
  raw: number;
  gzip: number;
}

export interface RouteRow extends Size {
  route: string;
  files: number;
  /** gzip bytes of the chunks this route loads on top of the ones every route shares */
  ownGzip: number;
}

export const ROUTE_BUNDLE_STATS: string;
export function chunkFile(distDir: string, chunkPath: string): string;
export function routeRows(stats: RouteBundleStat[], sizeOf: (chunkPath: string) => Size): { shared: Size & { files: number }; rows: RouteRow[] };
