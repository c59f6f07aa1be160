import "server-only";
import type { Route } from "next";
import { homeShopLinks, type ExternalLink } from "@/lib/config/hosts";
import { storePath } from "@/lib/routes";
import { loadStore } from "@/lib/store/load-store";
import { MY_ORDERS_PARAM } from "@/lib/store/redirects";
import { storeMenu, type MenuEntry } from "./menu";

export interface StoreChrome {
  /** the store slug when it names a real store; null on unknown stores and the my-orders pages */
  store: string | null;
  storeName: string | null;
  homeHref: Route;
  /** the store part of the left menu; the account part is a client island (AccountMenu) */
  menu: MenuEntry[];
  /** NAV-07: HOME and SHOP to another site, for the one configured store */
  externalMenu?: ExternalLink[];
  /** NAV-06: the `myorders` pages, whose menu is the reduced one */
  myOrders?: boolean;
}

/**
 * The top bar of a store (NAV-01, NAV-04): the shop layout's, and the account screens' reached from
 * that store (`?store=`), so sign-in, sign-up and password pages keep its menu, cart and way back
 * (finding 15.14). `myorders` is not a store. A failed lookup gives plain chrome: a page reading the
 * same cached lookup fails inside its own error boundary.
 */
export async function storeChrome(slug: string): Promise<StoreChrome> {
  const loaded = slug === MY_ORDERS_PARAM ? null : await loadStore(slug).catch(() => null);
  if (!loaded) return { store: null, storeName: null, homeHref: "/", menu: [], myOrders: slug === MY_ORDERS_PARAM };
  return {
    store: slug,
    storeName: loaded.store.name,
    homeHref: storePath(slug),
    menu: storeMenu({ slug, canShareBox: loaded.store.owner.can_share_box, subscriptionBrands: loaded.check.subscription_brands }),
    externalMenu: homeShopLinks(slug),
  };
}
