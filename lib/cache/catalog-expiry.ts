/**
 * Expiring the cached catalogue when it changes, through Next's public API only (issue 23). Every
 * change (made by this process's API, announced by another process over LISTEN/NOTIFY in
 * server/catalog/channel.ts, or made by a timer) runs `expireCatalog`, which asks this very process's
 * signed internal route (app/api/internal/catalog-expiry/route.ts) to `revalidateTag` the catalogue:
 * inside that request Next has what revalidateTag needs, wherever the change came from. The route is
 * signed with an HMAC over a timestamp (lib/cache/expiry-signature.ts), so nobody else can empty the
 * cache; with CATALOG_EXPIRY_SECRET set, a remote API backend may call it too (docs/operations.md).
 *
 * The API request that made a change answers only once the expiry is done (`catalogExpiriesSettled`,
 * awaited by app/api and lib/api/server.ts), so the next page view shows it "at once".
 *
 * Not `server-only` and no next/* import: instrumentation.ts registers it at start-up.
 */
import { serverConfig } from "@/lib/config/server";
import { log } from "@/lib/log";
import { CATALOG_EXPIRY_HEADER, signExpiry } from "./expiry-signature";

/** The one tag every cached catalogue read carries. */
export const CATALOG_TAG = "catalog";

/** The route that expires it (Next serves this static path before the API's catch-all). */
export const CATALOG_EXPIRY_PATH = "/api/internal/catalog-expiry";

/** An expiry that does not answer within this is logged and given up: the page's 60 s revalidate bounds it. */
const EXPIRY_TIMEOUT_MS = 5000;

const pending = new Set<Promise<void>>();

/** Asks this process's Next to expire the catalogue. Never throws: a failure is logged. */
export function expireCatalog(): void {
  const { selfOrigin } = serverConfig();
  const call = fetch(`${selfOrigin}${CATALOG_EXPIRY_PATH}`, {
    method: "POST",
    headers: { [CATALOG_EXPIRY_HEADER]: signExpiry() },
    signal: AbortSignal.timeout(EXPIRY_TIMEOUT_MS),
  })
    .then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the expiry route answered ${response.status}`);
    })
    .catch((error: unknown) => log.error({ err: error }, "could not expire the cached catalogue"))
    .finally(() => pending.delete(call));
  pending.add(call);
}

/** Resolves once every expiry started so far has finished (or failed). */
export async function catalogExpiriesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
