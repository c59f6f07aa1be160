/**
 * Runs once when a server process starts (Next calls `register` before serving). In production
 * (SHOP_ENV=production) it prints what the deployment is missing and refuses to start on a fatal
 * gap, such as no SITE_URL for the links in mails (docs/security.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkDeployment } = await import("./server/deployment-check");
  checkDeployment();
}
