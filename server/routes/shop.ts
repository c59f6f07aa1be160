import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { Banner, BannerList, CategoryList, ShopCheck, Store } from "../../lib/api/schemas/shop";
import { SitemapIndex } from "../../lib/api/schemas/sitemap";
import { asc, eq } from "drizzle-orm";
import { banners } from "../db/schema";
import { sitemapIndex } from "../catalog/sitemap";
import { findStoreById, findStoreBySlug, shopCheck, storeCategories, storeView } from "../catalog/queries";
import { ApiError, ok, type AppEnv } from "../http";
import { publicCatalogueCache } from "../http-cache";
import { badRequest, errorResponse, IdParam, okResponse } from "./common";

export const STORE_NOT_FOUND = "Stylist Store Not Found";

const StoreParam = z.object({ store: IdParam });

const check = createRoute({
  method: "get",
  path: "/shop/check/{store}",
  middleware: [publicCatalogueCache()],
  tags: ["stores"],
  summary: "Whether a store exists (is_find false for an unknown store, still 200)",
  request: { params: StoreParam },
  responses: { 200: okResponse(ShopCheck, "The store, or is_find false."), ...badRequest },
});

const shop = createRoute({
  method: "get",
  path: "/shop/{store}",
  middleware: [publicCatalogueCache()],
  tags: ["stores"],
  summary: "A store's public profile by its user name",
  request: { params: StoreParam },
  responses: { 200: okResponse(Store, "The store."), ...badRequest, 404: errorResponse(STORE_NOT_FOUND) },
});

const categories = createRoute({
  method: "get",
  path: "/store/{id}/items/categories",
  middleware: [publicCatalogueCache()],
  tags: ["stores"],
  summary: "The store's categories that hold items",
  request: { params: z.object({ id: IdParam }) },
  responses: { 200: okResponse(CategoryList, "Categories in the store's order."), ...badRequest, 404: errorResponse(STORE_NOT_FOUND) },
});

const bannerList = createRoute({
  method: "get",
  path: "/banners",
  middleware: [publicCatalogueCache()],
  tags: ["marketing"],
  summary: "Home banners",
  responses: { 200: okResponse(BannerList, "Banners in display order.") },
});

const sitemap = createRoute({
  method: "get",
  path: "/sitemap",
  middleware: [publicCatalogueCache()],
  tags: ["stores"],
  summary: "Every active store and the items it lists (not in the spec: feeds the shop's sitemap.xml)",
  responses: { 200: okResponse(SitemapIndex, "Stores by slug, items in each store's order.") },
});

export function registerShop(app: OpenAPIHono<AppEnv>) {
  app.openapi(check, async (c) => {
    const { store } = c.req.valid("param");
    return ok(c, ShopCheck, await shopCheck(await c.var.db(), store));
  });

  app.openapi(shop, async (c) => {
    const { store } = c.req.valid("param");
    const found = await findStoreBySlug(await c.var.db(), store);
    if (!found) throw new ApiError(404, STORE_NOT_FOUND);
    return ok(c, Store, storeView(found));
  });

  app.openapi(categories, async (c) => {
    const { id } = c.req.valid("param");
    const db = await c.var.db();
    if (!(await findStoreById(db, id))) throw new ApiError(404, STORE_NOT_FOUND);
    return ok(c, CategoryList, await storeCategories(db, id));
  });

  app.openapi(sitemap, async (c) => ok(c, SitemapIndex, await sitemapIndex(await c.var.db())));

  app.openapi(bannerList, async (c) => {
    const db = await c.var.db();
    const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id));
    const list: Banner[] = rows.map((r) => ({ url: r.url, alt: r.alt, link: r.link }));
    return ok(c, BannerList, list);
  });
}
