/**
 * For the PostgreSQL suites (tests/api/postgres-*.test.ts), which run when TEST_DATABASE_URL points at
 * a cluster (scripts/test.mjs starts a throwaway one through scripts/postgres.mjs). Each file gets a
 * database of its own on it, so the files can run side by side.
 */
import { randomUUID } from "node:crypto";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A new empty database on TEST_DATABASE_URL's server; answers its url. */
export async function freshDatabase(prefix: string, serverUrl = testDatabaseUrl!): Promise<string> {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${randomUUID().slice(0, 8)}`.replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
