/**
 * Runs once when a server process starts (Next calls `register` before serving). In production
 * (SHOP_ENV=production) it prints what the deployment is missing and refuses to start on a fatal
 * gap, such as no SITE_URL for the links in mails (docs/security.md).
 *
 * With the embedded API on PostgreSQL (DATABASE_URL), it joins the other server processes on that
 * database: their catalogue changes expire this process's cached catalogue too (server/catalog/channel.ts).
 *
 * The embedded API's runtime (lib/config/runtime.ts): in production it opens the database now and
 * refuses to start on a schema that is behind (the release step `npm run db:migrate` comes first); in
 * the `all` role (the demo's default) it starts the job runner here, not on the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDeployment } = await import("./server/deployment-check");
  checkDeployment();
  if (process.env.API_BASE_URL) return;
  const [{ onCatalogChange }, { shareCatalogChanges }, { expireCatalogHere }] = await Promise.all([
    import("./server/catalog/changes"),
    import("./server/catalog/channel"),
    import("./lib/cache/catalog-expiry"),
  ]);
  // Every change, this process's or another's, inside a request or not, expires the cached catalogue here.
  onCatalogChange(expireCatalogHere);
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
    console.error(`[start] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (runsJobs()) {
    const { startJobs } = await import("./server/jobs/worker");
    startJobs();
  }
}
