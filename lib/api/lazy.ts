import { NETWORK_ERROR_MESSAGE, type ApiResult } from "./errors";
import type { ApiClient } from "./http";

type Calls = typeof import("./calls");

/**
 * For client islands on pages that usually make no API call of their own (store, item, the cart
 * icon): the calls, the browser client and their zod schemas download on the first call instead of
 * with the page. A download that fails (offline) answers like a failed call, so callers handle one
 * kind of error.
 */
export async function callLazily<T>(call: (calls: Calls, api: ApiClient) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let loaded: [Calls, ApiClient];
  try {
    const [calls, { browserApi }] = await Promise.all([import("./calls"), import("./browser")]);
    loaded = [calls, browserApi];
  } catch (cause) {
    return { ok: false, error: { kind: "network", message: NETWORK_ERROR_MESSAGE, cause } };
  }
  return call(...loaded);
}
