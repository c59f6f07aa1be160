/**
 * Query options for the carts: the signed-in shopper's server cart, the shipping options and the one cart
 * calculation (POST /api/cart/calc) the cart page, the share-cart page and the checkout all ask for. Each
 * factory names the key and the call once (see lib/queries/account.ts).
 *
 * The calls load lazily (lib/api/lazy.ts): the cart icon on every page reads the server cart, and the API
 * client should download only when it is first needed, not with the page.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { CartCalcRequest } from "@/lib/api/schemas/cart";
import type { ServerCart } from "@/lib/api/schemas/user";
import { localCart } from "@/lib/cart/local-cart";

const cartCalls = () => import("@/lib/api/calls/cart");

/**
 * The account's cart. Guest lines still in this browser (a merge at sign-in that failed, or a session
 * that came from the app bridge) are merged first; the merge is idempotent, and when it fails again
 * the lines stay for the next load while the account's cart still shows.
 */
async function loadServerCart(): Promise<ServerCart> {
  if (localCart.read().length) {
    // The merge module holds the API client: it loads only when there is something to merge.
    const merged = await import("@/lib/cart/merge").then((m) => m.mergeGuestCartIntoAccount());
    if (merged.ok) return { items: merged.data.items };
  }
  return unwrap(await callLazily(cartCalls, (calls, api) => calls.getServerCart(api)));
}

export const serverCartQuery = () =>
  queryOptions({
    queryKey: ["server-cart"],
    queryFn: loadServerCart,
    retry: false,
  });

export const shippingOptionsQuery = () =>
  queryOptions({
    queryKey: ["shipping-options"],
    queryFn: async () => unwrap(await callLazily(cartCalls, (calls, api) => calls.getShippingOptions(api))),
    staleTime: 5 * 60_000,
  });

/**
 * The server's totals for a cart (lib/cart/calc-request.ts, lib/checkout/calc.ts, lib/share-cart/share-lines.ts
 * build the request). The key is the whole request, so any change recalculates; the previous totals stay on
 * screen meanwhile.
 */
export const cartCalcQuery = (request: CartCalcRequest) =>
  queryOptions({
    queryKey: ["cart-calc", request],
    queryFn: async () => unwrap(await callLazily(cartCalls, (calls, api) => calls.calcCart(api, request))),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: request.items.length > 0,
  });
