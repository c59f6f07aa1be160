/**
 * API-66: a sub-brand's gift store (GIFT-01…10). The code matches whatever its case (C-45). With
 * `store`, the answer is that store's: it must promote the sub-brand (else 404), `storeId` is its id
 * and `subscription_brands` its list; without it, every sub-brand. A package whose items row is
 * missing (a shop not seeded with them) is left out, and a sub-brand with nothing to sell is a 404.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SubscriptionInfo } from "../../lib/api/schemas/subscription";
import { GIFT_MESSAGES } from "../../lib/gift/messages";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { GIFT_BRANDS, GIFT_STYLES, giftBrandOf } from "./catalog";

export async function giftInfo(db: Database, code: string, storeSlug: string | undefined, now: Date): Promise<SubscriptionInfo> {
  const brand = giftBrandOf(code);
  if (!brand) throw new ApiError(404, GIFT_MESSAGES.notFound);
  let storeId = "";
  let brands = Object.values(GIFT_BRANDS).map((b) => ({ code: b.code, name: b.name }));
  if (storeSlug !== undefined) {
    const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(and(eq(t.stores.slug, storeSlug.toLowerCase()), eq(t.stores.isActive, true)));
    const rows = store
      ? await db
          .select({ code: t.storeSubscriptionBrands.code, name: t.storeSubscriptionBrands.name })
          .from(t.storeSubscriptionBrands)
          .where(eq(t.storeSubscriptionBrands.storeId, store.id))
          .orderBy(asc(t.storeSubscriptionBrands.position))
      : [];
    if (!store || !rows.some((r) => r.code === brand.code)) throw new ApiError(404, GIFT_MESSAGES.notFound);
    storeId = store.id;
    brands = rows;
  }
  const ids = brand.types.flatMap((type) => type.items.map((i) => i.id));
  const sold = new Set(
    (await db.select({ id: t.items.id }).from(t.items).where(and(inArray(t.items.id, ids), eq(t.items.isSubscription, true), eq(t.items.subscriptionCode, brand.code)))).map((r) => r.id),
  );
  const types = brand.types.map((type) => ({ ...type, items: type.items.filter((i) => sold.has(i.id)) })).filter((type) => type.items.length > 0);
  if (!types.length) throw new ApiError(404, GIFT_MESSAGES.notFound);
  return {
    code: brand.code,
    name: brand.name,
    buffer_days: brand.bufferDays,
    current_datetime: now.toISOString(),
    type: types,
    styles: GIFT_STYLES,
    storeId,
    subscription_brands: brands,
  };
}
