/**
 * Opening the embedded database. Nothing here runs at import time: `next build` imports the route
 * module but must never touch a database, so every connection is made on first use.
 *
 * - `DATABASE_URL` (or a `postgres://` url) → node-postgres pool.
 * - otherwise PGlite: `memory://` for tests, else a data directory (`PGLITE_DATA_DIR`, default
 *   `.data/pglite`). PGlite has no multi-process lock: never share a data dir between processes.
 *
 * Every open runs the SQL migrations in server/db/migrations and, when the database has no store
 * yet, the deterministic seed (server/seed).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";
import { serverConfig } from "../../lib/config/server";

export type Schema = typeof schema;
/** The one database type the app codes against; both drivers' databases are this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenOptions {
  /** run the seed when the database is empty (default true) */
  seed?: boolean;
}

const closers = new WeakMap<object, () => Promise<void>>();

export function migrationsFolder(): string {
  return path.join(process.cwd(), "server/db/migrations");
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (!dataDir.startsWith("memory://")) {
    // PGlite creates only the last path segment itself.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  closers.set(db, () => client.close());
  return db as unknown as Database;
}

/**
 * Several processes may start on one empty database at the same moment: each migrates under a
 * session-level advisory lock held on one dedicated connection, so the first applies the migrations and
 * the others wait, then find them applied (the seed has its own lock and skips a seeded database).
 */
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const lockHolder = new pg.Client({ connectionString: url });
  await lockHolder.connect();
  try {
    await lockHolder.query("select pg_advisory_lock(hashtext('storefront:migrations'))");
    const locked = drizzle({ client: lockHolder, schema });
    await migrate(locked, { migrationsFolder: migrationsFolder() });
  } finally {
    // ending the session releases the lock, even when a migration failed
    await lockHolder.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  closers.set(db, () => pool.end());
  return db as unknown as Database;
}

/**
 * Opens, migrates and (when empty) seeds a database. `url`: `memory://`, a PGlite data directory, or
 * a `postgres://` url; without it, DATABASE_URL or PGLITE_DATA_DIR (default `.data/pglite`).
 */
export async function openDatabase(url?: string, options: OpenOptions = {}): Promise<Database> {
  const { databaseUrl, pgliteDataDir } = serverConfig();
  const target = url ?? databaseUrl ?? pgliteDataDir;
  const db = isPostgresUrl(target) ? await openPostgres(target) : await openPglite(target);
  if (options.seed !== false) {
    const { seedIfEmpty } = await import("../seed");
    await seedIfEmpty(db);
  }
  return db;
}

/** Closes a database opened by openDatabase (tests call it in afterAll). */
export async function closeDatabase(db: Database): Promise<void> {
  await closers.get(db)?.();
  closers.delete(db);
}

/** Rows of a raw query, whichever driver runs it (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

let defaultDatabase: Promise<Database> | null = null;

/**
 * The process's database, opened on first call. Concurrent first callers share one promise, so the
 * database is migrated and seeded once. A failed open is forgotten so the next request retries.
 */
export function getDatabase(): Promise<Database> {
  if (!defaultDatabase) {
    defaultDatabase = openDatabase().catch((error: unknown) => {
      defaultDatabase = null;
      throw error;
    });
  }
  return defaultDatabase;
}
