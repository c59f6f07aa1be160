// Types for scripts/postgres.mjs (plain Node, imported by the TypeScript tests).
export const PG_BIN: string;
export function ensurePostgres(): boolean;
export function freePort(): Promise<number>;
export interface Cluster {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  destroy(): void;
}
export function startCluster(options?: { port?: number }): Promise<Cluster>;
