"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { unwrap, type ApiResult } from "@/lib/api/errors";
import { callLazily } from "@/lib/api/lazy";
import type { ServerCart } from "@/lib/api/schemas/user";
import { trackBusy } from "@/lib/busy";
import { ADD_FAILED_MESSAGE, addToLocalCart, changeLocalCart } from "@/lib/cart/actions";
import { countUnits, removeLine, updateLine, type LinePatch, type LocalCartLine, type NewLine } from "@/lib/cart/cart-lines";
import { localCart } from "@/lib/cart/local-cart";
import { linesOfServerCart, serverCartOf } from "@/lib/cart/server-lines";
import { notify } from "@/lib/toast";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";
import { useHydrated } from "./use-hydrated";
import { useLocalCart } from "./use-local-cart";

/**
 * The cart as the rest of the app sees it, whoever keeps it: the browser for guests, the server for
 * a signed-in shopper (the `sf_signed_in` marker). Changes resolve to whether they worked; a failure
 * has already been shown as an error toast (the server's own message), success toasts are the
 * caller's, since only it knows the item's name.
 */
export interface Cart {
  lines: LocalCartLine[];
  /** false until the lines are known: while hydrating, and while the server cart loads */
  ready: boolean;
  /** why the server cart could not be loaded */
  error: string | null;
  retry(): void;
  /**
   * `stock`: of what the line stands for after the change, where the caller knows it, so the units
   * keep to it (lib/cart/quantity.ts); the server cart looks it up itself.
   */
  add(line: NewLine, stock?: number | null): Promise<boolean>;
  update(lineId: string, patch: LinePatch, stock?: number | null): Promise<boolean>;
  remove(lineId: string): Promise<boolean>;
}

export const SERVER_CART_KEY = ["server-cart"] as const;
const NO_LINES: LocalCartLine[] = [];

function useGuestCart(): Cart {
  const hydrated = useHydrated();
  const lines = useLocalCart();
  const done = (stored: boolean) => {
    if (!stored) notify.error(ADD_FAILED_MESSAGE);
    return Promise.resolve(stored);
  };
  return {
    lines,
    ready: hydrated,
    error: null,
    retry: () => {},
    add: (line, stock = null) => done(addToLocalCart(line, stock)),
    update: (lineId, patch, stock = null) => done(changeLocalCart((all) => updateLine(all, lineId, patch, stock))),
    remove: (lineId) => done(changeLocalCart((all) => removeLine(all, lineId))),
  };
}

/**
 * The account's cart. Guest lines still in this browser (a merge at sign-in that failed, or a session
 * that came from the app bridge) are merged first; the merge is idempotent, and when it fails again
 * the lines stay for the next load while the account's cart still shows.
 */
async function loadServerCart(): Promise<ServerCart> {
  if (localCart.read().length) {
    // The merge module holds the API client: it loads only when there is something to merge.
    const merged = await trackBusy(import("@/lib/cart/merge").then((m) => m.mergeGuestCartIntoAccount()));
    if (merged.ok) return { items: merged.data.items };
  }
  return unwrap(await trackBusy(callLazily((calls, api) => calls.getServerCart(api))));
}

function useServerCart(enabled: boolean): Cart {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: SERVER_CART_KEY,
    queryFn: loadServerCart,
    enabled,
    retry: false,
  });
  const lines = useMemo(() => (query.data ? linesOfServerCart(query.data) : NO_LINES), [query.data]);

  /** Sends a change; `guess` shows its likely result at once (rolled back when the server refuses). */
  const send = async (call: () => Promise<ApiResult<ServerCart>>, guess?: (lines: LocalCartLine[]) => LocalCartLine[]) => {
    await client.cancelQueries({ queryKey: SERVER_CART_KEY });
    const before = client.getQueryData<ServerCart>(SERVER_CART_KEY);
    if (guess && before) client.setQueryData(SERVER_CART_KEY, serverCartOf(guess(linesOfServerCart(before))));
    const result = await trackBusy(call());
    if (result.ok) {
      client.setQueryData(SERVER_CART_KEY, result.data);
      return true;
    }
    client.setQueryData(SERVER_CART_KEY, before);
    notify.error(result.error.message);
    return false;
  };

  return {
    lines,
    ready: query.data !== undefined || query.isError,
    error: query.isError ? query.error.message : null,
    retry: () => void query.refetch(),
    add: (line) => send(() => callLazily((calls, api) => calls.addServerCartLine(api, line))),
    update: (lineId, patch, stock = null) =>
      send(() => callLazily((calls, api) => calls.updateServerCartLine(api, lineId, patch)), (all) => updateLine(all, lineId, patch, stock)),
    remove: (lineId) => send(() => callLazily((calls, api) => calls.removeServerCartLine(api, lineId)), (all) => removeLine(all, lineId)),
  };
}

/** `load: false` for a screen that renders this cart only sometimes (the shared-cart checkout never does). */
export function useCart({ load = true }: { load?: boolean } = {}): Cart {
  const signedIn = useSignedInMarker();
  const guest = useGuestCart();
  const server = useServerCart(signedIn && load);
  return signedIn ? server : guest;
}

/** Units in the cart, for the cart icon (0 until the lines are known). */
export function useCartCount(): number {
  return countUnits(useCart().lines);
}
