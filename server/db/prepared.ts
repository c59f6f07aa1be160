/**
 * A statement prepared once per database (drizzle's `.prepare(name)`): its SQL is built once, not at
 * every call, and on PostgreSQL it is a named statement each connection parses and plans once (issue
 * 27: drizzle's query building was about a third of the checkout's server CPU; a prepared select of an
 * order costs about a fifth of a built one). For fixed-shape statements outside a transaction only: a
 * prepared statement runs on the database's pool, never on a transaction's connection. `name` must be
 * unique in the process: PostgreSQL knows a connection's statements by name.
 */
import type { Database } from "./client";

export function preparedOn<T>(name: string, build: (db: Database, name: string) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db, name);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
