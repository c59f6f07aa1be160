import "server-only";
import { unwrap } from "@/lib/api";
import { cachedBanners, cachedStoreCategories } from "@/lib/cache/catalog-reads";
import { bannersForStore } from "./carousel";
import { findCategory } from "./category";
import { loadFirstItems, loadStore } from "./load-store";

/**
 * Everything the store home renders (BROWSE-01..10), or null for an unknown store: the store, the
 * banners, its active categories, the chosen one, and page 1 of the grid with the time it was read.
 * Banners and categories decorate the page: without them the store still sells, so their failure
 * leaves them empty; a failed item page is the page's error (unwrap throws).
 */
export async function loadStoreHome(slug: string, categoryId: string | null) {
  const [loaded, banners] = await Promise.all([loadStore(slug), cachedBanners()]);
  if (!loaded) return null;

  const [categories, firstPage] = await Promise.all([cachedStoreCategories(loaded.check.id), loadFirstItems(loaded.check.id, categoryId)]);
  const categoryList = categories.ok ? categories.data.filter((category) => category.active) : [];
  return {
    loaded,
    banners: banners.ok
      ? bannersForStore(banners.data, {
          slug,
          canShareBox: loaded.store.owner.can_share_box,
          subBrands: loaded.check.subscription_brands.map((brand) => brand.code),
        })
      : [],
    categories: categoryList,
    /** false when the category list could not be read: an id missing from it may still exist */
    categoriesKnown: categories.ok,
    activeCategory: findCategory(categoryList, categoryId),
    items: unwrap(firstPage.result),
    itemsLoadedAt: firstPage.loadedAt,
  };
}
