import type { SubscriptionBrand } from "@/lib/api/schemas/shop";
import { getStyledPath, signInPath, signUpPath, storePath, subBrandPath } from "@/lib/routes";

export interface MenuEntry {
  label: string;
  href: string;
}

/** The menu's box entry (NAV-04 "box name"), shown when the stylist can share a Get Styled Box. */
export const GET_STYLED_BOX = "Get Styled Box";

export interface MenuStore {
  slug: string;
  canShareBox: boolean;
  subscriptionBrands: SubscriptionBrand[];
}

/**
 * The left menu a guest sees (NAV-04 with G-30): Home, the box entry, one entry per sub-brand,
 * Sign In, Sign Up. Without a known store (an unknown slug, or the my-orders pages) only the
 * account entries remain, since there is no store home to go to.
 */
export function guestMenu(store: MenuStore | null): MenuEntry[] {
  const account: MenuEntry[] = [
    { label: "Sign In", href: signInPath() },
    { label: "Sign Up", href: signUpPath() },
  ];
  if (!store) return account;
  return [
    { label: "Home", href: storePath(store.slug) },
    ...(store.canShareBox ? [{ label: GET_STYLED_BOX, href: getStyledPath(store.slug) }] : []),
    ...store.subscriptionBrands.map((brand) => ({ label: brand.name, href: subBrandPath(store.slug, brand.code) })),
    ...account,
  ];
}
