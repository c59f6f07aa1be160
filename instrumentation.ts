/**
 * Runs once when a server process starts (Next calls `register` before serving). It checks the
 * environment against the one schema (lib/config/server.ts) and stops the process, with every problem
 * logged, when a value is invalid or a production deployment lacks what it needs (docs/operations.md).
 *
 * With the embedded API, every catalogue change (this process's, or another's on the same PostgreSQL
 * through server/catalog/channel.ts) expires this process's cached catalogue (lib/cache/catalog-expiry.ts).
 *
 * The embedded API's runtime (lib/config/runtime.ts): in production it opens the database now and
 * refuses to start on a schema that is behind (the release step `npm run db:migrate` comes first); in
 * the `all` role (the demo's default) it starts the job runner here, not on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDeployment } = await import("./server/deployment-check");
  checkDeployment();
  const { serverConfig } = await import("./lib/config/server");
  if (serverConfig().apiBaseUrl) return;
  const [{ onCatalogChange }, { shareCatalogChanges }, { expireCatalog }] = await Promise.all([
    import("./server/catalog/changes"),
    import("./server/catalog/channel"),
    import("./lib/cache/catalog-expiry"),
  ]);
  onCatalogChange(expireCatalog);
  shareCatalogChanges();
  await startRuntime();
}

async function startRuntime() {
  const [{ isProduction }, { runsJobs, shopRole }, { getDatabase }] = await Promise.all([
    import("./lib/config/deployment"),
    import("./lib/config/runtime"),
    import("./server/db/client"),
  ]);
  try {
    shopRole();
    if (isProduction()) await getDatabase();
  } catch (error) {
    const { log } = await import("./lib/log");
    log.fatal({ err: error }, "refusing to start");
    process.exit(1);
  }
  if (runsJobs()) {
    const { startJobs } = await import("./server/jobs/worker");
    startJobs();
  }
}
