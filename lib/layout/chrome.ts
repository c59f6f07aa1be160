/**
 * Which parts of the shop chrome show on which page (NAV-02, NAV-03). Rules work on path segments so
 * they hold for any store slug; `pathname` is the browser path (`usePathname()`), without query.
 */
const segmentsOf = (pathname: string) => pathname.split("/").filter(Boolean);

/** Store sub-pages where the cart icon would only distract: paying, the cart itself, box picking. */
const NO_CART_ICON_PAGES = new Set(["checkout", "cart", "cart_local", "userpick"]);

/**
 * NAV-02: the cart icon is hidden on the checkout, cart_local, userpick and myorders pages.
 * `/{store}/cart` is our cart_local page (docs/decisions.md: one cart page for guests), so it counts too.
 */
export function showCartIcon(pathname: string): boolean {
  const [first, second] = segmentsOf(pathname);
  if (first === "myorders") return false;
  return second === undefined || !NO_CART_ICON_PAGES.has(second);
}

/**
 * NAV-03 (with C-32's union): the hamburger and left menu are hidden on the share-cart pages
 * (`/{store}/sharecart/{id}`), the shared-cart checkout (`/{store}/checkout/sharecart/...`), the share
 * flows' checkout (`/share/kol|koldir/checkout/...`) and the myorders done page
 * (`/myorders/checkout/done/...`).
 */
export function showMenu(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  const [first, second, third] = segments;
  if (second === "sharecart") return false;
  if (second === "checkout" && third === "sharecart") return false;
  if (first === "share" && segments.includes("checkout")) return false;
  if (first === "myorders" && second === "checkout" && third === "done") return false;
  return true;
}
