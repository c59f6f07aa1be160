"use client";
import { ADD_FAILED_MESSAGE, addToLocalCart, changeLocalCart } from "@/lib/cart/actions";
import { countUnits, removeLine, updateLine, type LinePatch, type LocalCartLine, type NewLine } from "@/lib/cart/cart-lines";
import { notify } from "@/lib/toast";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";
import { useHydrated } from "./use-hydrated";
import { useLocalCart } from "./use-local-cart";
import { useServerCart } from "./use-server-cart";

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

/** The guest cart: localStorage writes are synchronous, only the browser refusing them can fail. */
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

/** Whether a write worked; its failure has been shown by the mutation (hooks/use-server-cart.ts). */
const worked = (write: Promise<unknown>) => write.then(() => true, () => false);

function useAccountCart(enabled: boolean): Cart {
  const { query, lines, add, update, remove } = useServerCart(enabled);
  return {
    lines,
    ready: query.data !== undefined || query.isError,
    error: query.isError ? query.error.message : null,
    retry: () => void query.refetch(),
    add: (line) => worked(add.mutateAsync(line)),
    update: (lineId, patch, stock = null) => worked(update.mutateAsync({ lineId, patch, stock })),
    remove: (lineId) => worked(remove.mutateAsync(lineId)),
  };
}

/** `load: false` for a screen that renders this cart only sometimes (the shared-cart checkout never does). */
export function useCart({ load = true }: { load?: boolean } = {}): Cart {
  const signedIn = useSignedInMarker();
  const guest = useGuestCart();
  const account = useAccountCart(signedIn && load);
  return signedIn ? account : guest;
}

/** Units in the cart, for the cart icon (0 until the lines are known). */
export function useCartCount(): number {
  return countUnits(useCart().lines);
}
