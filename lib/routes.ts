/**
 * Paths of the app's pages (features.md §2); one place so links and redirects agree.
 * Shared with server/ (eslint.config.mjs: mail links): no imports here but Next's `Route` type, which
 * is erased at build time, and the import-free list of gift sub-brands.
 */
import type { Route } from "next";
import { isGiftSubBrand } from "@/lib/gift/sub-brands";

const seg = encodeURIComponent;

/**
 * With `typedRoutes` (next.config.ts) the generated `Route<T>` checks the path's shape against the
 * app's pages at compile time (`/${string}/cartt` fails); the result is a plain `Route` that Link,
 * redirect and router.push take without a cast.
 */
export const route = <T extends string>(path: Route<T>): Route => path as Route;

/** A page with a query string (`search` without its `?`; none when empty). */
export const withSearch = (path: Route, search: string): Route => (search ? `${path}?${search}` : path) as Route;

/** A section of a page, by its element id (`""` for the current page). */
export const sectionOf = (path: Route | "", id: string): Route => `${path}#${id}` as Route;

/**
 * A page of the spec that this app does not serve yet (the stylist and my-orders areas): typed routes
 * cannot check it, so it is declared a Route here, and nowhere else.
 */
const specPage = (path: string): Route => path as Route;

export const storePath = (store: string) => route(`/${seg(store)}`);
export const itemPath = (store: string, storeId: string, itemId: string) => route(`/${seg(store)}/item/${seg(storeId)}/${seg(itemId)}`);
export const cartPath = (store: string) => route(`/${seg(store)}/cart`);
export const checkoutStep1Path = (store: string) => route(`/${seg(store)}/checkout/step1`);
export const checkoutStep2Path = (store: string) => route(`/${seg(store)}/checkout/step2`);
/** The shared-cart checkout (CHK-19, C-24). */
export const shareCartStep1Path = (store: string) => route(`/${seg(store)}/checkout/sharecart/step1`);
export const shareCartStep2Path = (store: string) => route(`/${seg(store)}/checkout/sharecart/step2`);
/** The gift-box home of a sub-brand (GIFT-01; codes lower case in URLs, C-45). */
export const giftHomePath = (store: string, code: string) => route(`/${seg(store)}/sub/${seg(code.toLowerCase())}`);
/** A gift-box set-up page (GIFT-04…06): BR-GIFT-10's suffix of the type. */
export const giftSetupPath = (store: string, code: string, page: "fiveboxes" | "monthly" | "onebox") => route(`/${seg(store)}/sub/${seg(code.toLowerCase())}/${page}`);
/** The gift-box checkout (CHK-20, GIFT-12). */
export const subCheckoutStep1Path = (store: string) => route(`/${seg(store)}/checkout/sub/step1`);
export const subCheckoutStep2Path = (store: string) => route(`/${seg(store)}/checkout/sub/step2`);
/** CHK-18. The path's "orderId" is the order number, which the lookup call takes (docs/decisions.md). */
export const checkoutDonePath = (store: string, orderNumber: string, email: string) =>
  route(`/${seg(store)}/checkout/done/${seg(orderNumber)}?email=${seg(email)}`);
/** LOOKUP-*, G-04: direct load when both are given. */
export const orderLookupPath = (store: string, query?: { orderId: string; email: string }) =>
  query ? route(`/${seg(store)}/orders/lookup?order_id=${seg(query.orderId)}&email=${seg(query.email)}`) : route(`/${seg(store)}/orders/lookup`);
/** The account page sign-in leads to (AUTH-08). */
export const profilePath = (store: string) => route(`/${seg(store)}/user/profile`);
/** The store's forgot-password page (AUTH-06, AUTH-13). */
export const sendPasswordPath = (store: string) => route(`/${seg(store)}/send_password`);
/** The page a share link opens (CART-09). */
export const shareCartPath = (store: string, shareId: string) => route(`/${seg(store)}/sharecart/${seg(shareId)}`);
/**
 * The sub-brand (gift-box) home of a store, BROWSE-06; null for a code no gift box is sold under
 * (lib/gift/sub-brands.ts), whose home would be a 404: no link may lead to one.
 */
export const subBrandPath = (store: string, code: string): Route | null =>
  isGiftSubBrand(code) ? specPage(`/${seg(store)}/sub/${seg(code.toLowerCase())}/`) : null;
/** The Get Styled Box booking of a store (BROWSE-05, SHARE-13). */
export const getStyledPath = (store: string) => specPage(`/skd/${seg(store)}`);
/** The poster (embedded) store, TOOLS-09: what the embed code frames (TOOLS-08). */
export const posterPath = (store: string) => specPage(`/${seg(store)}/poster`);
/**
 * The Get Styled Box share flows (SHARE-01…12): `/share/{dir}/{suffix}/{share_id}`, `dir` kol (from the
 * start page) or koldir (direct entry, no start page, G-65). `/skd/{store}` is the booking (SHARE-13).
 */
export type ShareDir = "kol" | "koldir";
export type ShareSuffix = "box-start" | "gsb" | "smb" | "sign-in" | "sign-up" | "forgot-pass" | "checkout" | "error";
export const sharePath = (dir: ShareDir, suffix: ShareSuffix, shareId: string) => route(`/share/${dir}/${suffix}/${seg(shareId)}`);
/** SHARE-08: the server keeps an unavailable box's message, then shows the error page (a route handler). */
export const shareUnavailablePath = (dir: ShareDir, shareId: string) => route(`/share/${dir}/unavailable/${seg(shareId)}`);
/** SHARE-11: the Get Styled Box completion page (a given route; `/sk/sk_complete` has the same words, linked from nowhere yet). */
export const skdCompletePath = () => route("/skd/skd_complete");
export const myOrdersPath = () => route("/myorders/orders/regular");
/** The signed-in menu's pages (G-30, NAV-05); `base` is a store slug or `myorders`. */
export const measurementsPath = (base: string) => route(`/${seg(base)}/user/measure`);
export const storeOrdersPath = (store: string) => route(`/${seg(store)}/orders/regular`);
/** The account's order screens (ACCT-01…12); `store` is a store slug or `myorders`. */
export const storeReturnsPath = (store: string) => route(`/${seg(store)}/orders/return`);
export const storeSubscriptionsPath = (store: string) => route(`/${seg(store)}/orders/subscription`);
/** ACCT-04: the query string (`search`, e.g. `inapp`) is kept. */
export const orderDetailPath = (store: string, id: string, search = "") => withSearch(route(`/${seg(store)}/orders/regular/${seg(id)}`), search);
/** GIFT-13…16: one gift subscription with its occasions (the subscriptions tab's entries open it). */
export const subscriptionDetailPath = (store: string, id: string, search = "") => withSearch(route(`/${seg(store)}/orders/subscription/${seg(id)}`), search);
/** ACCT-14: an order a subscription made (linked from the subscription detail, GIFT-14). */
export const subscriptionEntryPath = (store: string, orderId: string, search = "") =>
  withSearch(route(`/${seg(store)}/orders/subscription/entry/${seg(orderId)}`), search);
export const presaleDetailPath = (store: string, id: string) => route(`/${seg(store)}/orders/regular/presale/${seg(id)}`);
/** ACCT-10: `index` is the store's place in the order's store groups. */
export const orderTrackingPath = (store: string, orderId: string, index: number, search = "") =>
  withSearch(route(`/${seg(store)}/orders/tracking/${seg(orderId)}/${index}`), search);
/** ACCT-12: from the returns list (`/orders/return/…`, with 'see original order') or from an order's Return History. */
export const returnDetailPath = (store: string, id: string, from: "list" | "order", search = "") =>
  withSearch(from === "list" ? route(`/${seg(store)}/orders/return/${seg(id)}`) : route(`/${seg(store)}/orders/regular/return/${seg(id)}`), search);
/**
 * The store tools (TOOLS-02…08, G-28): `item/manage/edit` (the menu's Edit Store Items) redirects to the
 * picker; the arrange and delete pages; the embed-code page. `store` is the owner's store.
 */
export const editItemsPath = (store: string) => route(`/${seg(store)}/item/manage/edit`);
export const pickItemsPath = (store: string) => route(`/${seg(store)}/item/manage/pick`);
export const arrangeItemsPath = (store: string) => route(`/${seg(store)}/item/manage/arrange`);
export const deleteItemsPath = (store: string) => route(`/${seg(store)}/item/manage/delete`);
export const embedStorePath = (store: string) => route(`/${seg(store)}/embed`);
/** The plan area (PLAN-01…14): the marketing pages, the plan's own sign-in screens. */
export const planStylistPath = () => route("/plan/plan_stylist");
export const planStylePath = () => route("/plan/plan_style");
/** PLAN-05: the plan sign-in; `search` (the checkout's query, `plan=setting`…) comes back with the visitor. */
export const planSignInPath = (search = "") => withSearch(route("/plan/plan_sign_in"), search);
export const planSignUpPath = (search = "") => withSearch(route("/plan/plan_sign_up"), search);
export const planForgotPasswordPath = () => route("/plan/plan_forgot_password");
/** My Plan Detail (PLAN-12), the change list (PLAN-13) and stop auto-renewal (PLAN-14); `search` keeps `inapp`. */
export const planSettingPath = (search = "") => withSearch(route("/plan/plan_setting"), search);
export const planChangePath = () => route("/plan/plan_change");
export const planStopRenewPath = (search = "") => withSearch(route("/plan/plan_stop_renew"), search);
/** The plan checkout (PLAN-09); `change` prices a change of the running plan (PLAN-13, C-16: `mode=change`). */
export const planCheckoutPath = (plan: string, change = false) => withSearch(route("/plan/plan_checkout"), `plan=${seg(plan)}${change ? "&mode=change" : ""}`);
/**
 * The stylist onboarding (ONB-01…19, features.md §2 `/{store}/auth_stylist/<step>`), in the plan frame
 * (`(plan)/(private)/[store]/auth_stylist`). `store` is the store the visitor came from; the steps do
 * not depend on it. ONB-01: the root decides the step (`stylistRootStep`). The home step's `create_store`
 * and `guide` (C-23) are pages of their own under `auth_home`; the plan-done and no-store pages (route
 * n/s) are `plan_done` and `no_store`.
 */
export const stylistRootPath = (store: string) => route(`/${seg(store)}/auth_stylist`);
export const stylistHomePath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_home`);
export const stylistCreateStorePath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_home/create_store`);
export const stylistGuidePath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_home/guide`);
export const stylistLandPath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_land`);
export const stylistPlanPath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_plan`);
export const stylistPlanDonePath = (store: string) => route(`/${seg(store)}/auth_stylist/plan_done`);
export const stylistNoStorePath = (store: string) => route(`/${seg(store)}/auth_stylist/no_store`);
export const stylistSizePath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_size`);
/** @public ONB-13's page (it leads to the box builder, G-50); nothing links to it yet */
export const stylistStarterPath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_starter`);
/**
 * The box builder (ONB-14…17). `plan` is the plan picked on auth_plan (ONB-09: `?plan=seller1`);
 * without it the builder uses the VIP code's plan or the running one (docs/decisions.md).
 */
export const stylistBoxPath = (store: string, plan?: string) => withSearch(route(`/${seg(store)}/auth_stylist/auth_gsb`), plan ? `plan=${seg(plan)}` : "");
// The box checkout (ONB-18), the item search (ONB-17) and the done page (ONB-19).
export const stylistBoxCheckoutPath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_gsbcheckout`);
export const stylistSearchPath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_search`);
export const stylistDonePath = (store: string) => route(`/${seg(store)}/auth_stylist/auth_done`);

/** The subscription box item update (GIFT-17, G-38's suggested path); the token, when given, is prefilled. */
export const boxUpdatePath = (token?: string): Route =>
  // typed routes know the optional catch-all only with a segment; the bare path is the same page
  token ? route(`/subscription/update/${seg(token)}`) : ("/subscription/update" as Route);

/** MISC-03: the mobile landing page; `link` is where 'Continue in browser' goes (a path of ours). */
export const landingPath = (link?: string) => withSearch(route("/landing"), link ? `link=${encodeURIComponent(link)}` : "");
