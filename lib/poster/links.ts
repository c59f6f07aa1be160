/**
 * Where the poster store's Checkout leads (TOOLS-10/11, CHK-22). The checkout link is absolute on the
 * shop's public origin, which the page is given from configuration (SITE_URL), never the request's Host.
 */
import { checkoutStep1Path, route, withSearch } from "@/lib/routes";

const seg = encodeURIComponent;

export const posterCheckoutPath = (store: string) => route(`/${seg(store)}/poster_checkout`);

/** The link the framed page opens in a new tab: the cart's `data` (./pack.ts) on the public origin. */
export const posterCheckoutUrl = (origin: string, store: string, data: string) => new URL(`${posterCheckoutPath(store)}?data=${data}`, origin).toString();

/** Step 1 of the regular checkout, marked as reached from a poster store (CHK-22). */
export const posterStep1Path = (store: string) => withSearch(checkoutStep1Path(store), "poster=1");
