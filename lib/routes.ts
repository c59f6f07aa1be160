/**
 * Paths of the app's pages (features.md §2); one place so links and redirects agree.
 * Shared with server/ (eslint.config.mjs: mail links): no imports here.
 */
const seg = encodeURIComponent;

export const storePath = (store: string) => `/${seg(store)}`;
export const itemPath = (store: string, storeId: string, itemId: string) => `/${seg(store)}/item/${seg(storeId)}/${seg(itemId)}`;
export const cartPath = (store: string) => `/${seg(store)}/cart`;
export const checkoutStep1Path = (store: string) => `/${seg(store)}/checkout/step1`;
export const checkoutStep2Path = (store: string) => `/${seg(store)}/checkout/step2`;
/** The shared-cart checkout (CHK-19, C-24). */
export const shareCartStep1Path = (store: string) => `/${seg(store)}/checkout/sharecart/step1`;
export const shareCartStep2Path = (store: string) => `/${seg(store)}/checkout/sharecart/step2`;
/** CHK-18. The path's "orderId" is the order number, which the lookup call takes (docs/decisions.md). */
export const checkoutDonePath = (store: string, orderNumber: string, email: string) =>
  `/${seg(store)}/checkout/done/${seg(orderNumber)}?email=${seg(email)}`;
/** LOOKUP-*, G-04: direct load when both are given. */
export const orderLookupPath = (store: string, query?: { orderId: string; email: string }) =>
  `/${seg(store)}/orders/lookup${query ? `?order_id=${seg(query.orderId)}&email=${seg(query.email)}` : ""}`;
/** The page a share link opens (CART-09). */
export const shareCartPath = (store: string, shareId: string) => `/${seg(store)}/sharecart/${seg(shareId)}`;
export const subBrandPath = (store: string, code: string) => `/${seg(store)}/sub/${seg(code.toLowerCase())}/`;
export const getStyledPath = (store: string) => `/skd/${seg(store)}`;
export const myOrdersPath = () => "/myorders/orders/regular";
