/**
 * One typed function per REST call the spec names. Paths are kept exactly as the spec writes them
 * (see features.md §3); every function takes the client so server components and client islands
 * share them.
 */
import { z } from "zod";
import type { ApiClient } from "./http";
import { CartCalcRequest, CartCalcResponse, ShippingOptionList, SizeChart } from "./schemas/cart";
import { BoxBrandList, BoxSearchPage, type BoxFilterType, type BoxSearchRequest, type BoxSearchType } from "./schemas/box";
import { ItemDetail, StoreItemsPage, type StoreItemsRequest } from "./schemas/item";
import { ReplacementResult, type ReplacementFields } from "./schemas/replacement";
import { CreatedStore, RecommendedItemsPage, type CreateStoreRequest } from "./schemas/store";
import { EDIT_TYPE, EditCataloguePage, StoreItemIds, type EditCatalogueRequest } from "./schemas/store-tools";
import { EDITOR_ITEMS_LIMIT } from "../stylist/store-tools";
import { DEFAULT_PALETTE_NUMBER } from "../stylist/store";
import {
  ConfirmedOrder,
  CreatedOrder,
  CreditCardList,
  IDEMPOTENCY_HEADER,
  NotifyMe,
  OrderDetail,
  SavedAddressList,
  ShareCartInfo,
  ShareCartViews,
  TestCardToken,
  TestIntent,
  type AddCreditCardRequest,
  type CreateOrderRequest,
  type SaveAddressRequest,
  type TestCardRequest,
} from "./schemas/checkout";
import { BannerList, CategoryList, ShopCheck, Store } from "./schemas/shop";
import { BookingAvailability, BoxCart, BoxOrder, GoldboxAvailability, type BookingRequest, type BoxCartRequest, type BoxOrderRequest } from "./schemas/goldbox";
import {
  AutoPick,
  GiftItemsPage,
  SubscriptionCalc,
  SubscriptionInfo,
  SubscriptionPreselect,
  SubscriptionPurchase,
  SubscriptionUpdateOrder,
  type AutoPickRequest,
  type SubscriptionPreselectRequest,
  type SubscriptionPurchaseRequest,
  type SubscriptionValidateRequest,
} from "./schemas/subscription";
import {
  AccountOrderDetail,
  CurrentPlan,
  OrdersPage,
  PresaleCancelResult,
  ReturnDetail,
  ReturnsPage,
  type PresaleCancelRequest,
  type ReturnRequest,
} from "./schemas/order-history";
import { SubscriptionDetail, SubscriptionMessage, SubscriptionsPage, type SubscriptionCardRequest, type SubscriptionUpdateLinkRequest } from "./schemas/subscription-account";
import {
  PlanCalc,
  PlanInfo,
  PlanList,
  PlanSettings,
  VipCodeCheck,
  type PlanCalcRequest,
  type PlanCancelRequest,
  type PlanCheckoutRequest,
} from "./schemas/plan";
import { SitemapIndex } from "./schemas/sitemap";
import { PreferenceOptions, UserFigure, type FigureRequest, type PreferenceGroupId } from "./schemas/figure";
import {
  ConnectSocial,
  CurrentUser,
  ForgotPassword,
  DATA_DELETION_API_VERSION,
  DataDeletion,
  EmailConfirmation,
  INVITE_SEARCH_LIMIT_MAX,
  InviteSearchPage,
  ResetPassword,
  ResetTokenValidity,
  MergedCart,
  ServerCart,
  SessionToken,
  SignOut,
  SignupGuide,
  UserProfile,
  type AddCartLineRequest,
  type MergeCartRequest,
  type SignUpRequest,
  type UpdateCartLineRequest,
} from "./schemas/user";

const seg = encodeURIComponent;

export const checkShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/check/${seg(store)}`, ShopCheck);

export const getShop = (api: ApiClient, store: string) => api.request("GET", `/api/shop/${seg(store)}`, Store);

export const getStoreCategories = (api: ApiClient, storeId: string) =>
  api.request("GET", `/api/store/${seg(storeId)}/items/categories`, CategoryList);

export const getStoreItems = (api: ApiClient, storeId: string, page: number, body: StoreItemsRequest = {}, limit = 10) =>
  api.request("POST", `/api/store/${seg(storeId)}/items`, StoreItemsPage, { query: { page, limit }, body });

export const getItemDetails = (api: ApiClient, itemId: string, storeId: string) =>
  api.request("GET", `/api/items/${seg(itemId)}/${seg(storeId)}/details`, ItemDetail);

export const getBanners = (api: ApiClient) => api.request("GET", "/api/banners", BannerList);

/** Not in the spec: the embedded API's list of stores and items for sitemap.xml. */
export const getSitemapIndex = (api: ApiClient) => api.request("GET", "/api/sitemap", SitemapIndex);

export const getShippingOptions = (api: ApiClient) =>
  api.request("GET", "/api/users/shipping_options", ShippingOptionList, { query: { support_pick_up: true } });

export const getSizeChart = (api: ApiClient) => api.request("GET", "/custom_data/size_chart.json", SizeChart, { raw: true });

export const calcCart = (api: ApiClient, body: z.input<typeof CartCalcRequest>) =>
  api.request("POST", "/api/cart/calc", CartCalcResponse, { body });

// ───────────── accounts (API-01…API-10) ─────────────

export const signUp = (api: ApiClient, body: SignUpRequest) => api.request("POST", "/api/users", SessionToken, { body });

export const signupGuide = (api: ApiClient, email: string) => api.request("POST", "/api/users/signup_guide", SignupGuide, { body: { email } });

/** The email form keeps the trailing slash, the social form does not (C-36). */
export const authenticateWithPassword = (api: ApiClient, email: string, password: string) =>
  api.request("POST", "/api/users/authenticate/", SessionToken, { body: { email, password, create_default_store: false } });

export const authenticateWithProvider = (api: ApiClient, token: string) =>
  api.request("POST", "/api/users/authenticate", SessionToken, { body: { token, create_default_store: false } });

export const connectSocial = (api: ApiClient, token: string) => api.request("POST", "/api/user/connect_social/", ConnectSocial, { body: { token } });

export const forgotPassword = (api: ApiClient, email: string, forSetup = false) =>
  api.request("POST", "/api/Users/Forgot_Password", ForgotPassword, { body: { email, for_setup: forSetup } });

export const validateResetToken = (api: ApiClient, token: string) =>
  api.request("GET", `/api/users/forgot_password/validate/${seg(token)}`, ResetTokenValidity);

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  api.request("POST", "/api/users/reset_password/", ResetPassword, { body: { token, password } });

export const getCurrentUser = (api: ApiClient) => api.request("GET", "/api/user", CurrentUser);

export const getUserProfile = (api: ApiClient, userName: string) =>
  api.request("GET", "/api/user/profile", UserProfile, { query: { user_name: userName } });

/** API-14: the Google Play data deletion of the signed-in account (`api` carries its token); no `/api` prefix (G-47). */
export const requestDataDeletion = (api: ApiClient) =>
  api.request("POST", "google/deletion", DataDeletion, { headers: { "x-api-version": DATA_DELETION_API_VERSION } });

/** API-13: verifies the email whose sign-up mail carried `code`. */
export const confirmEmail = (api: ApiClient, code: string) =>
  api.request("POST", `/api/users/confirm_email/validate/${seg(code)}`, EmailConfirmation);

/** API-15: the store search home's page `page` of stores by invite code. */
export const searchStoresByInvite = (api: ApiClient, code: string, page: number) =>
  api.request("GET", `api/users/invite/${seg(code)}`, InviteSearchPage, { query: { has_store: "true", page, limit: INVITE_SEARCH_LIMIT_MAX } });

export const updateUser = (api: ApiClient, userName: string) =>
  api.request("PUT", "/api/user", CurrentUser, { body: { user_name: userName }, headers: { "x-api-version": "3.0" } });

export const signOut = (api: ApiClient) => api.request("POST", "/api/user/sign_out", SignOut);

// ───────────── the signed-in cart (our paths, G-02) ─────────────

export const getServerCart = (api: ApiClient) => api.request("GET", "/api/cart", ServerCart);

export const addServerCartLine = (api: ApiClient, line: AddCartLineRequest) => api.request("POST", "/api/cart", ServerCart, { body: line });

export const updateServerCartLine = (api: ApiClient, cartItemId: string, patch: UpdateCartLineRequest) =>
  api.request("PUT", `/api/cart/${seg(cartItemId)}`, ServerCart, { body: patch });

export const removeServerCartLine = (api: ApiClient, cartItemId: string) => api.request("DELETE", `/api/cart/${seg(cartItemId)}`, ServerCart);

export const mergeServerCart = (api: ApiClient, body: MergeCartRequest) => api.request("POST", "/api/cart/merge", MergedCart, { body });

// ───────────── checkout and orders (API-16…25, API-31, API-50…54) ─────────────

export const getSavedAddresses = (api: ApiClient) => api.request("GET", "/api/users/shipping_address", SavedAddressList);

export const addSavedAddress = (api: ApiClient, body: SaveAddressRequest) =>
  api.request("POST", "/api/users/shipping_address", SavedAddressList, { body });

export const updateSavedAddress = (api: ApiClient, id: string, body: SaveAddressRequest) =>
  api.request("PUT", `/api/users/shipping_address/${seg(id)}`, SavedAddressList, { body });

export const deleteSavedAddress = (api: ApiClient, id: string) => api.request("DELETE", `/api/users/shipping_address/${seg(id)}`, SavedAddressList);

export const getCreditCards = (api: ApiClient) => api.request("GET", "/api/users/credit_cards", CreditCardList);

export const addCreditCard = (api: ApiClient, body: AddCreditCardRequest) => api.request("POST", "/api/users/credit_cards/", CreditCardList, { body });

export const setDefaultCreditCard = (api: ApiClient, id: string) => api.request("PUT", "/api/users/credit_cards", CreditCardList, { body: { id } });

export const deleteCreditCard = (api: ApiClient, id: string) => api.request("DELETE", `/api/users/credit_cards/${seg(id)}`, CreditCardList);

export const getShareCartInfo = (api: ApiClient, shareId: string) => api.request("GET", `/api/sharecart/${seg(shareId)}/info`, ShareCartInfo);

export const recordShareCartView = (api: ApiClient, shareId: string, visitorId: string) =>
  api.request("POST", `/api/sharecart/${seg(shareId)}/views`, ShareCartViews, { body: { visitor_id: visitorId } });

export const notifyMe = (api: ApiClient, itemId: string, variantId: string) =>
  api.request("POST", "/api/items/notify_me/", NotifyMe, { body: { item_id: itemId, variant_id: variantId } });

/** `attemptKey` is one checkout attempt: a retry or a double submit with it makes one order. */
export const createOrder = (api: ApiClient, body: CreateOrderRequest, attemptKey: string) =>
  api.request("POST", "/api/order", CreatedOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const confirmOrder = (api: ApiClient, id: string, clientSecret: string) =>
  api.request("POST", "/api/order/confirm", ConfirmedOrder, { body: { id, client_secret: clientSecret } });

export const getOrderDetail = (api: ApiClient, email: string, number: string, receipt?: string) =>
  api.request("POST", "/api/order/detail", OrderDetail, { body: { email, number, receipt } });

export const createTestCardToken = (api: ApiClient, card: TestCardRequest) => api.request("POST", "/api/payments/test/tokens", TestCardToken, { body: card });

export const confirmTestIntent = (api: ApiClient, intentId: string, clientSecret: string, action?: "approve" | "deny") =>
  api.request("POST", `/api/payments/test/intents/${seg(intentId)}/confirm`, TestIntent, { body: { client_secret: clientSecret, action } });

// ── order history (auth): API-55…57, 59…61, 63 ──

export const getOrders = (api: ApiClient, pageNo: number) => api.request("GET", `/api/orders/?pageNo=${pageNo}`, OrdersPage);

export const getAccountOrder = (api: ApiClient, id: string) => api.request("GET", `/api/order/${seg(id)}`, AccountOrderDetail);

export const getReturns = (api: ApiClient, pageNo: number) => api.request("GET", `/api/return/all?pageNo=${pageNo}`, ReturnsPage);

export const getReturn = (api: ApiClient, id: string) => api.request("GET", `/api/return/${seg(id)}`, ReturnDetail);

/** `requestKey` is made once per return form submit, so a double submit makes one return. */
export const requestReturn = (api: ApiClient, body: ReturnRequest, requestKey: string) =>
  api.request("POST", "/api/return", ReturnDetail, { body, headers: { [IDEMPOTENCY_HEADER]: requestKey } });

export const cancelPresale = (api: ApiClient, body: PresaleCancelRequest) => api.request("PUT", "/api/preorder/cancel", PresaleCancelResult, { body });

export const getCurrentPlan = (api: ApiClient) => api.request("GET", "/api/plans/current", CurrentPlan);

/** API-62: sent as a multipart form, `items` repeated; `requestKey` is made once per submit, like a return's. */
export function requestReplacement(api: ApiClient, fields: ReplacementFields, requestKey: string) {
  const body = new FormData();
  for (const key of ["order_id", "name", "email", "phone", "reason"] as const) body.set(key, fields[key]);
  for (const id of fields.items) body.append("items", id);
  body.set("upload", fields.upload);
  return api.request("POST", "/api/replacement", ReplacementResult, { body, headers: { [IDEMPOTENCY_HEADER]: requestKey, "x-api-version": "2" } });
}

// ── gift subscriptions after the purchase (auth): ACCT-13, API-64, API-65, API-20 ──

export const getSubscriptions = (api: ApiClient, pageNo: number) => api.request("GET", `/api/subscription/all?pageNo=${pageNo}`, SubscriptionsPage);

export const getSubscription = (api: ApiClient, id: string) => api.request("GET", `/api/subscription/${seg(id)}`, SubscriptionDetail);

export const cancelSubscriptionOccasion = (api: ApiClient, occasionId: string) =>
  api.request("PUT", `/api/subscription/cancel_occasion?id=${seg(occasionId)}`, SubscriptionMessage);

export const updateSubscriptionCard = (api: ApiClient, body: SubscriptionCardRequest) => api.request("PUT", "/api/subscription/credit_card", SubscriptionMessage, { body });

/** GIFT-17: mail the box-update link again; a new token replaces the one sent before. */
export const resendBoxUpdateLink = (api: ApiClient, body: SubscriptionUpdateLinkRequest) => api.request("POST", "/api/subscription/update_link", SubscriptionMessage, { body });

// ── My Measurements (auth): API-27…30 ──

export const getFigure = (api: ApiClient) => api.request("GET", "/api/users/figure", UserFigure);

export const saveFigure = (api: ApiClient, body: FigureRequest) => api.request("PUT", "/api/users/figure", UserFigure, { body });

export const savePreferences = (api: ApiClient, group: PreferenceGroupId, values: string[]) =>
  api.request("PUT", "/api/users/figure", UserFigure, { query: { type: group }, body: { [group]: values } });

export const getPreferenceOptions = (api: ApiClient) => api.request("GET", "/api/user/preference/options", PreferenceOptions);

// ── the Get Styled Box builder's catalogue (auth): API-44…46 (G-48: s1 Essentials, s2 Exclusive, s3 both) ──

export const getBoxCategories = (api: ApiClient, type: BoxFilterType) => api.request("GET", "/api/items/categories", CategoryList, { query: { type } });

export const getBoxBrands = (api: ApiClient, type: BoxFilterType) => api.request("GET", "/api/items/brands", BoxBrandList, { query: { type } });

export const searchBoxItems = (api: ApiClient, type: BoxSearchType, body: BoxSearchRequest) => api.request("POST", "/api/items", BoxSearchPage, { query: { type }, body });

// ── plans: APX-03, API-11/12, API-73…75 (the current plan: getCurrentPlan above) ──

export const getPlans = (api: ApiClient, type?: "gb") => api.request("GET", "/api/plans", PlanList, { query: { type } });

export const getPlan = (api: ApiClient, key: string) => api.request("GET", `/api/plan/${seg(key)}`, PlanInfo);

export const calcPlan = (api: ApiClient, body: PlanCalcRequest) => api.request("POST", "/api/plan/calc", PlanCalc, { body });

/** `attemptKey` is made once per checkout submit: a double submit makes one subscription and one charge. */
export const checkoutPlan = (api: ApiClient, body: PlanCheckoutRequest, attemptKey: string) =>
  api.request("POST", "/api/plan/checkout", PlanSettings, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const stopPlanRenewal = (api: ApiClient, body: PlanCancelRequest) => api.request("POST", "/api/plan/cancel", PlanSettings, { body });

export const checkVipCode = (api: ApiClient, vipCode: string) => api.request("GET", "/api/user/vip_code", VipCodeCheck, { query: { vip_code: vipCode } });

// ── box checkout: API-78/79 (ONB-18) ──

/** Replaces the signed-in user's box cart with the styles picked; answers it priced. */
export const saveBoxCart = (api: ApiClient, body: BoxCartRequest) => api.request("POST", "/api/goldcart/bulk", BoxCart, { body });

/**
 * Orders the box cart. `attemptKey` as for `createOrder`: one per checkout attempt. Then confirm the
 * answer's `client_secret` with the provider and call `confirmOrder`, as for an order.
 */
export const placeBoxOrder = (api: ApiClient, body: BoxOrderRequest, attemptKey: string) =>
  api.request("POST", "/api/goldbox/order", BoxOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

// ── the Get Styled Box from a stylist: API-77, API-80/81 (SHARE-08/13); the share order is placeBoxOrder with share_cart_id ──

export const getShareBoxAvailability = (api: ApiClient, shareId: string) =>
  api.request("GET", "/api/goldbox/availability", GoldboxAvailability, { query: { share_cart_id: shareId } });

export const getBookingAvailability = (api: ApiClient, store: string) => api.request("GET", `/api/sharebox/booking/${seg(store)}/availability`, BookingAvailability);

/** API-81: booking a store's stylist; `attemptKey` as for `placeBoxOrder`. */
export const placeBooking = (api: ApiClient, body: BookingRequest, attemptKey: string) =>
  api.request("POST", "/api/sharebox/booking", BoxOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const applyVipCode = (api: ApiClient, vipCode: string) => api.request("POST", "/api/user/vip_code", VipCodeCheck, { body: { vip_code: vipCode } });

// ── gift boxes: API-66…70 (GIFT-01…12, CHK-20) ──

/** A sub-brand's gift store; with `store`, as that store sells it (404 when it does not). */
export const getSubscriptionInfo = (api: ApiClient, code: string, store?: string) =>
  api.request("GET", "/api/subscription/info", SubscriptionInfo, { query: { subscription_code: code, store } });

/** A package's price now (G-46: the "payload" as query parameters). */
export const calcSubscription = (api: ApiClient, query: { item_id: string; coupon_code?: string; store_id?: string }) =>
  api.request("GET", "/api/subscription/calculate", SubscriptionCalc, { query });

/** The stylist's suggestion of pieces for a style and package. */
export const autoPickSubscription = (api: ApiClient, body: AutoPickRequest) => api.request("POST", "/api/subscription/auto_pick", AutoPick, { body });

/** Buys a gift package; `attemptKey` as for `createOrder`: one per checkout attempt. */
export const purchaseSubscription = (api: ApiClient, body: SubscriptionPurchaseRequest, attemptKey: string) =>
  api.request("POST", "/api/subscription", SubscriptionPurchase, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

/** API-69: a page of the pieces a box may hold (GIFT-10: 60 a page; GIFT-17: subId `gfb`, 24 a page). */
export const getGiftItems = (api: ApiClient, subId: string, styleId: string, limit: number, pageno: number, email?: string) =>
  api.request("POST", `/api/subscription/items/${seg(subId)}/${seg(styleId)}`, GiftItemsPage, { query: { limit, pageno }, body: email ? { email } : {} });

/** API-71 (GIFT-17): the box an email and its update token open. */
export const validateBoxUpdate = (api: ApiClient, body: SubscriptionValidateRequest) => api.request("POST", "/api/subscription/validate", SubscriptionUpdateOrder, { body });

/** API-72 (GIFT-17): new picks for the boxes not shipped yet. */
export const preselectBoxItems = (api: ApiClient, body: SubscriptionPreselectRequest) => api.request("POST", "/api/subscription/preselect", SubscriptionPreselect, { body });

// ── opening a store (issue 14): API-43, API-39 ──

/** API-43: the starter items a new store can pick, 24 a page. */
export const getStoreRecommendations = (api: ApiClient, page = 1) =>
  api.request("POST", "/api/items", RecommendedItemsPage, { query: { type: "recommend_for_store", page }, body: {} });

/** API-39: a multipart form, the starter items as the spec's `items[i]`; the store opens at the user's name. */
export function createStore(api: ApiClient, fields: CreateStoreRequest) {
  const body = new FormData();
  body.set("name", fields.name);
  body.set("description", fields.description ?? "");
  body.set("palette_number", String(fields.palette_number ?? DEFAULT_PALETTE_NUMBER));
  fields.items.forEach((id, i) => body.append(`items[${i}]`, id));
  if (fields.picture) body.set("picture", fields.picture);
  return api.request("POST", "/api/store/create", CreatedStore, { body, headers: { "x-api-version": "4.3" } });
}

// ── the store tools (TOOLS-01…07): API-38, API-40…42, API-44/47 `type=edit`; the store's owner only ──

/** API-38: every item of the owner's store, in its order (the editor's `limit=10000&page=1`). */
export const getEditorItems = (api: ApiClient, storeId: string) =>
  api.request("GET", `/api/store/${seg(storeId)}/items`, StoreItemsPage, { query: { limit: EDITOR_ITEMS_LIMIT, page: 1 } });

/** API-44 `type=edit`: the picker's category tabs. */
export const getEditCategories = (api: ApiClient) => api.request("GET", "/api/items/categories", CategoryList, { query: { type: EDIT_TYPE } });

/** API-47: one page of the catalogue the picker offers; `limit` is TOOLS-03's page size by width. */
export const getEditCatalogue = (api: ApiClient, page: number, limit: number, body: EditCatalogueRequest) =>
  api.request("POST", "/api/items", EditCataloguePage, { query: { type: EDIT_TYPE, page, limit }, body });

/** API-42: the store's items become `items`, in that order (the picker's Save). */
export const saveStoreItems = (api: ApiClient, items: string[]) => api.request("PUT", "/api/store/items", StoreItemIds, { body: { items } });

/** API-40: the store's items in a new order. */
export const rearrangeStoreItems = (api: ApiClient, items: string[]) => api.request("PUT", "/api/store/rearrange", StoreItemIds, { body: { items } });

/** API-41: one item out of the store. */
export const deleteStoreItem = (api: ApiClient, itemId: string) => api.request("DELETE", `/api/store/items/${seg(itemId)}`, StoreItemIds);
