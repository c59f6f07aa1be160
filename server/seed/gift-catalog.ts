/**
 * Seeds the gift-box packages (server/gift/catalog.ts) as `items` rows: `is_subscription`, their
 * sub-brand in `subscription_code`. No variants and no store_items rows: they are bought only through
 * `POST /api/subscription`, and no store grid, search, sitemap or recommendation lists them.
 */
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { GIFT_BRANDS } from "../gift/catalog";
import { brandId } from "./catalog";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function seedGiftCatalogue(tx: Tx): Promise<void> {
  const rows = Object.values(GIFT_BRANDS).flatMap((brand) =>
    brand.types.flatMap((type) =>
      type.items.map((item) => ({
        id: item.id,
        code: item.id.toUpperCase(),
        name: `${brand.name}: ${type.title} (${item.item_count} pieces)`,
        brandId: brandId("Aurelia"),
        thumb: type.cover,
        isSubscription: true,
        subscriptionCode: brand.code,
      })),
    ),
  );
  await tx.insert(t.items).values(rows);
}
