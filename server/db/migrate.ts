/**
 * `npm run db:migrate`: the release step. Applies the pending migrations in server/db/migrations to
 * DATABASE_URL (or PGLITE_DATA_DIR) once, under the migration lock, and exits. Production processes
 * refuse to start until it has run (server/db/client.ts); the demo migrates itself on open.
 */
import { log } from "../../lib/log";
import { closeDatabase, migrationStatus, openDatabase } from "./client";

try {
  const db = await openDatabase(undefined, { migrate: true, seed: false });
  const { known, pending } = await migrationStatus(db);
  await closeDatabase(db);
  log.info({ known, pending }, `the schema is current: ${known} migrations applied${pending ? ` (${pending} still pending?)` : ""}`);
  process.exit(pending ? 1 : 0);
} catch (error) {
  log.fatal({ err: error }, "db:migrate failed");
  process.exit(1);
}
