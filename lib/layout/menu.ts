import type { CurrentUser } from "@/lib/api/schemas/user";
import type { SubscriptionBrand } from "@/lib/api/schemas/shop";
import type { Route } from "next";
import { authPath, signInToReach } from "@/lib/auth/contexts";
import { MY_ORDERS_PARAM } from "@/lib/store/redirects";
import {
  arrangeItemsPath,
  editItemsPath,
  embedStorePath,
  getStyledPath,
  measurementsPath,
  myOrdersPath,
  orderLookupPath,
  profilePath,
  storeOrdersPath,
  storePath,
  stylistRootPath,
  subBrandPath,
} from "@/lib/routes";

export interface MenuEntry {
  label: string;
  href: Route;
}

/** The menu's box entry (NAV-04 "box name"), shown when the stylist can share a Get Styled Box. */
export const GET_STYLED_BOX = "Get Styled Box";

/** Labels of the account entries, verbatim (NAV-04, NAV-05, C-41: the left menu says `Sign out`). */
export const MENU_LABEL = {
  signIn: "Sign In",
  signUp: "Sign Up",
  myAccount: "My Account",
  myMeasurements: "My Measurements",
  myOrders: "My Orders",
  myStore: "My Store",
  editStoreItems: "Edit Store Items",
  arrangeStoreItems: "Arrange Store Items",
  embedStore: "Embed my store on other website",
  signOut: "Sign out",
  /** ours (finding 15.15): the guest order lookup, named as its page is */
  orderLookup: "Check your order",
} as const;

export interface MenuStore {
  slug: string;
  canShareBox: boolean;
  subscriptionBrands: SubscriptionBrand[];
}

/**
 * The store part of the left menu (NAV-04): Home, the box entry, one entry per sub-brand a gift box is
 * sold under (lib/gift/sub-brands.ts). Without a
 * known store (an unknown slug, or the my-orders pages) there is no store part.
 */
export function storeMenu(store: MenuStore | null): MenuEntry[] {
  if (!store) return [];
  // a sub-brand nothing is sold under has no page: its builder answers null and the entry is left out
  const candidates = [
    { label: "Home", href: storePath(store.slug) },
    ...(store.canShareBox ? [{ label: GET_STYLED_BOX, href: getStyledPath(store.slug) }] : []),
    ...store.subscriptionBrands.map((brand) => ({ label: brand.name, href: subBrandPath(store.slug, brand.code) })),
  ];
  return candidates.filter((entry): entry is MenuEntry => entry.href !== null);
}

/** The guest order lookup of a store (G-04), for the menu and the footer (finding 15.15). */
export const orderLookupEntry = (slug: string): MenuEntry => ({ label: MENU_LABEL.orderLookup, href: orderLookupPath(slug) });

/**
 * G-30, signed out: Sign In and Sign Up, carrying the store so sign-in comes back to it, and in a
 * store the order lookup, a guest's only way to an order. NAV-06: on the `myorders` pages only Sign
 * In, which comes back to the orders list.
 */
export function guestAccountMenu(slug: string | null, myOrders = false): MenuEntry[] {
  if (myOrders) return [{ label: MENU_LABEL.signIn, href: signInToReach(MY_ORDERS_PARAM, myOrdersPath()) }];
  const query = slug ? new URLSearchParams({ store: slug }) : "";
  return [
    { label: MENU_LABEL.signIn, href: authPath("sign", "signin", query) },
    { label: MENU_LABEL.signUp, href: authPath("sign", "signup", query) },
    ...(slug ? [orderLookupEntry(slug)] : []),
  ];
}

export interface SignedInMenu {
  entries: MenuEntry[];
  /** NAV-05: the My Store submenu, for store owners only (empty otherwise) */
  myStore: MenuEntry[];
  /**
   * 'My Store' itself (issue 14): the stylist root, where an owner is welcomed back (ONB-07) and anyone
   * else opens a store (ONB-06); null before the user is known and on the my-orders pages without a store.
   */
  myStoreEntry: MenuEntry | null;
}

type MenuUser = Pick<CurrentUser, "store_opened" | "store">;

/**
 * G-30, signed in: My Account, My Measurements, My Orders (Sign out is a button, not a link). The
 * my-orders mode (no store) has the reduced menu: My Orders and My Measurements. Store owners get
 * My Store, whose entries edit their own store whichever store they are browsing; 'My Store' leads to
 * the stylist root (the owner's own, or this store's for someone without a store).
 */
export function signedInMenu(slug: string | null, user: MenuUser | null): SignedInMenu {
  const base = slug ?? "myorders";
  const measure = { label: MENU_LABEL.myMeasurements, href: measurementsPath(base) };
  const entries = slug
    ? [{ label: MENU_LABEL.myAccount, href: profilePath(slug) }, measure, { label: MENU_LABEL.myOrders, href: storeOrdersPath(slug) }]
    : [{ label: MENU_LABEL.myOrders, href: myOrdersPath() }, measure];
  const own = user?.store_opened && user.store ? user.store.user_name : null;
  const myStore = own
    ? [
        { label: MENU_LABEL.editStoreItems, href: editItemsPath(own) },
        { label: MENU_LABEL.arrangeStoreItems, href: arrangeItemsPath(own) },
        { label: MENU_LABEL.embedStore, href: embedStorePath(own) },
      ]
    : [];
  const stylistBase = own ?? slug;
  const myStoreEntry = user && stylistBase ? { label: MENU_LABEL.myStore, href: stylistRootPath(stylistBase) } : null;
  return { entries, myStore, myStoreEntry };
}
