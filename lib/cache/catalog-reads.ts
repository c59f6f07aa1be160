import "server-only";
import { getShippingOptions } from "@/lib/api/calls/cart";
import { getPlans } from "@/lib/api/calls/plans";
import { checkShop, getBanners, getItemDetails, getShop, getStoreCategories, getStoreItems } from "@/lib/api/calls/shop";
import { getSitemapIndex } from "@/lib/api/calls/sitemap";
import { publicApi } from "@/lib/api/server";
import { itemsFilter } from "@/lib/store/category";
import { PAGE_SIZE } from "@/lib/store/infinite-scroll";
import { cachedCatalogRead } from "./catalog";

/**
 * The catalogue reads the store, item and plan pages render from, served from Next's data cache
 * (lib/cache/catalog.ts): the same for every visitor, so a page costs a render, not a database trip.
 * Only strings go in: they make the cache key.
 */
export const cachedCheckShop = cachedCatalogRead("check-shop", async (slug: string) => checkShop(await publicApi(), slug));

export const cachedShop = cachedCatalogRead("shop", async (slug: string) => getShop(await publicApi(), slug));

export const cachedBanners = cachedCatalogRead("banners", async () => getBanners(await publicApi()));

export const cachedStoreCategories = cachedCatalogRead("store-categories", async (storeId: string) => getStoreCategories(await publicApi(), storeId));

/** Page 1 of a store's grid; `categoryId` "" is every item. */
export const cachedFirstItems = cachedCatalogRead("first-items", async (storeId: string, categoryId: string) =>
  getStoreItems(await publicApi(), storeId, 1, itemsFilter(categoryId || null), PAGE_SIZE),
);

export const cachedItemDetails = cachedCatalogRead("item-details", async (itemId: string, storeId: string) => getItemDetails(await publicApi(), itemId, storeId));

/** The shop's shipping options, for the item pages' structured data (lib/seo/json-ld.ts): the same for every visitor. */
export const cachedShippingOptions = cachedCatalogRead("shipping-options", async () => getShippingOptions(await publicApi()));

/** The plans the plan marketing pages show (PLAN-02/03): the same for every visitor. */
export const cachedPlans = cachedCatalogRead("plans", async () => getPlans(await publicApi()));

/** Every active store and its items with their times (GET /api/sitemap): the sitemap index and each sitemap file read it. */
export const cachedSitemapIndex = cachedCatalogRead("sitemap", async () => getSitemapIndex(await publicApi()));
