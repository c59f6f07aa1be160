import { NETWORK_ERROR_MESSAGE, type ApiResult } from "./errors";
import type { ApiClient } from "./http";

/**
 * For client islands on pages that usually make no API call of their own (store, item, the cart
 * icon): one domain's calls (`load`, e.g. `() => import("@/lib/api/calls/user")`), the browser client
 * and their zod schemas download on the first call instead of with the page, and only that domain's
 * schemas are built. A download that fails (offline) answers like a failed call, so callers handle one
 * kind of error.
 */
export async function callLazily<Calls, T>(
  load: () => Promise<Calls>,
  call: (calls: Calls, api: ApiClient) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  let loaded: [Calls, ApiClient];
  try {
    const [calls, { browserApi }] = await Promise.all([load(), import("./browser")]);
    loaded = [calls, browserApi];
  } catch (cause) {
    return { ok: false, error: { kind: "network", message: NETWORK_ERROR_MESSAGE, cause } };
  }
  return call(...loaded);
}
