import "server-only";
import { unstable_cache } from "next/cache";
import type { ApiResult } from "@/lib/api/errors";
import { CATALOG_TAG } from "./catalog-expiry";

/**
 * The longest a cached catalogue read is served without a write having revalidated it (seconds).
 * It bounds how late a change the API does not announce shows (stock taken below the last unit:
 * "Only N left" may lag); the cart calc and the order always re-check the stock.
 */
const CATALOG_MAX_AGE = 60;

/** A failed read that must not be cached: it is handed back to the caller as it was. */
class Uncached<T> extends Error {
  constructor(readonly result: ApiResult<T>) {
    super("uncached catalogue read");
  }
}

/**
 * A public catalogue read (stores, items, banners, categories) from Next's data cache, shared by
 * every visitor and request. Answers and client errors (an unknown store is a 404 for everyone) are
 * cached; a server or network failure is not, so the next request tries again.
 */
export function cachedCatalogRead<Args extends string[], T>(name: string, read: (...args: Args) => Promise<ApiResult<T>>) {
  const cached = unstable_cache(
    async (...args: Args) => {
      const result = await read(...args);
      if (!result.ok && !(result.error.kind === "http" && result.error.status < 500)) throw new Uncached(result);
      return result;
    },
    ["catalog", name],
    { tags: [CATALOG_TAG], revalidate: CATALOG_MAX_AGE },
  );
  return async (...args: Args): Promise<ApiResult<T>> => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Uncached) return error.result as ApiResult<T>;
      throw error;
    }
  };
}
