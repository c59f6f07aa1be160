/** Query options for the poster store's Checkout link (TOOLS-10): encoding is async (CompressionStream). */
import { queryOptions } from "@tanstack/react-query";
import type { PosterEntry } from "@/lib/poster/cart";
import { posterCheckoutUrl } from "@/lib/poster/links";
import { encodePosterCart } from "@/lib/poster/pack";

export const posterCheckoutUrlQuery = (origin: string, store: string, entries: readonly PosterEntry[]) =>
  queryOptions({
    queryKey: ["poster-checkout-url", origin, store, entries],
    queryFn: async () => posterCheckoutUrl(origin, store, await encodePosterCart(entries)),
    staleTime: Infinity,
    enabled: entries.length > 0,
  });
