/**
 * Opening the embedded database. Nothing here runs at import time: `next build` imports the route
 * module but must never touch a database, so every connection is made on first use.
 *
 * - `DATABASE_URL` (or a `postgres://` url) → node-postgres pool.
 * - otherwise PGlite: `memory://` for tests, else a data directory (`PGLITE_DATA_DIR`, default
 *   `.data/pglite`). PGlite has no multi-process lock: never share a data dir between processes.
 *
 * Every open runs the SQL migrations in server/db/migrations (outside production: the demo migrates
 * itself) and, when the database has no store yet, the deterministic seed (server/seed). In production
 * (SHOP_ENV=production) the release step `npm run db:migrate` applies them (server/db/migrate.ts) and
 * an open on a schema that is behind throws SchemaBehindError: the process refuses to start.
 */
import { readFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type Logger, type SQL } from "drizzle-orm";
import { isProduction } from "../../lib/config/deployment";
import { onShutdown } from "../lifecycle";
import * as schema from "./schema";
import { serverConfig } from "../../lib/config/server";
import { log } from "../../lib/log";

export type Schema = typeof schema;
/** The one database type the app codes against; both drivers' databases are this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenOptions {
  /** run the seed when the database is empty (default true) */
  seed?: boolean;
  /** apply pending migrations (default: outside production); otherwise refuse a schema that is behind */
  migrate?: boolean;
  /** told of every statement the app sends (the query-count tests, issue 27); none by default */
  logger?: Logger;
}

export class SchemaBehindError extends Error {}

export interface MigrationStatus {
  /** migrations in this release (server/db/migrations) */
  known: number;
  /** of them, how many the database has not applied */
  pending: number;
}

const closers = new WeakMap<object, () => Promise<void>>();

export function migrationsFolder(): string {
  return path.join(process.cwd(), "server/db/migrations");
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

async function openPglite(dataDir: string, migrate: boolean, logger?: Logger): Promise<Database> {
  const [{ PGlite }, { drizzle }, migrator] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (!dataDir.startsWith("memory://")) {
    // PGlite creates only the last path segment itself.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema, logger });
  closers.set(db, () => client.close());
  if (migrate) await migrator.migrate(db, { migrationsFolder: migrationsFolder() });
  return db as unknown as Database;
}

/**
 * Several processes may start on one empty database at the same moment: each migrates under a
 * session-level advisory lock held on one dedicated connection, so the first applies the migrations and
 * the others wait, then find them applied (the seed has its own lock and skips a seeded database).
 */
async function openPostgres(url: string, migrate: boolean, logger?: Logger): Promise<Database> {
  const [{ default: pg }, { drizzle }, migrator] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  if (migrate) {
    const lockHolder = new pg.Client({ connectionString: url });
    await lockHolder.connect();
    try {
      await lockHolder.query("select pg_advisory_lock(hashtext('storefront:migrations'))");
      const locked = drizzle({ client: lockHolder, schema });
      await migrator.migrate(locked, { migrationsFolder: migrationsFolder() });
    } finally {
      // ending the session releases the lock, even when a migration failed
      await lockHolder.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: serverConfig().databasePoolSize });
  // A connection the server dropped (PostgreSQL restarting) is an 'error' on the idle client: without a
  // handler it would end the process. The pool opens a new one for the next query.
  pool.on("error", (error) => log.error({ err: error }, "an idle database connection was lost"));
  const db = drizzle({ client: pool, schema, logger });
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
  const migrate = options.migrate ?? !isProduction();
  const db = isPostgresUrl(target) ? await openPostgres(target, migrate, options.logger) : await openPglite(target, migrate, options.logger);
  if (!migrate) {
    const status = await migrationStatus(db).catch(async (error: unknown) => {
      await closeDatabase(db);
      throw error;
    });
    if (status.pending > 0) {
      await closeDatabase(db);
      throw new SchemaBehindError(
        `The database schema is behind this release: ${status.pending} of ${status.known} migrations are not applied. ` +
          "Run the release step `npm run db:migrate` (with the same DATABASE_URL), then start again.",
      );
    }
  }
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

interface MigrationEntry {
  when: number;
}

/** How far the database is behind server/db/migrations (drizzle records each applied one with its journal time). */
export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: MigrationEntry[] };
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  let last = 0;
  if (table?.name) {
    const [row] = await queryRows<{ last: string | null }>(db, sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
    last = Number(row?.last ?? 0);
  }
  return { known: journal.entries.length, pending: journal.entries.filter((entry) => entry.when > last).length };
}

/**
 * The process's database, opened on first call. Concurrent first callers share one promise, so the
 * database is migrated and seeded once. A failed open is forgotten so the next request retries. Kept on
 * globalThis: Next's separate bundles (route handlers, instrumentation.ts) must share one PGlite. Closed
 * at shutdown (server/lifecycle.ts).
 */
export function getDatabase(): Promise<Database> {
  const shared = globalThis as typeof globalThis & { __storefrontDatabase?: Promise<Database> | null };
  if (!shared.__storefrontDatabase) {
    const opening = openDatabase();
    shared.__storefrontDatabase = opening;
    opening.then(
      (db) => onShutdown("the database", "connections", () => closeDatabase(db)),
      () => {
        shared.__storefrontDatabase = null;
      },
    );
  }
  return shared.__storefrontDatabase;
}
