/**
 * Runs once when a server process starts (Next calls `register` before serving). It checks the
 * environment against the one schema (lib/config/server.ts) and stops the process, with every problem
 * logged, when a value is invalid or a production deployment lacks what it needs (docs/operations.md).
 *
 * With the embedded API, every catalogue change (this process's, or another's on the same PostgreSQL
 * through server/catalog/channel.ts) expires this process's cached catalogue (lib/cache/catalog-expiry.ts).
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
}
