import "server-only";
import { getStoreItems } from "@/lib/api/calls/shop";
import { publicApi } from "@/lib/api/server";
import { itemsFilter } from "@/lib/store/category";
import { loadStore } from "@/lib/store/load-store";
import { CAROUSEL_MAX_IMAGES } from "@/lib/ui/carousel";

/**
 * SHARE-04's image slider: the stylist's store's first twelve items, their pictures named by the items. None when
 * the store or its items cannot be read: the landing sells without them.
 */
export async function loadStoreSlides(slug: string): Promise<{ src: string; alt: string }[]> {
  const loaded = await loadStore(slug);
  if (!loaded) return [];
  const result = await getStoreItems(await publicApi(), loaded.check.id, 1, itemsFilter(null), CAROUSEL_MAX_IMAGES);
  if (!result.ok) return [];
  return result.data.datas.slice(0, CAROUSEL_MAX_IMAGES).map((item) => ({ src: item.thumb, alt: item.name }));
}
