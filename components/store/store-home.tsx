import { Suspense } from "react";
import { notFound, redirect } from "next/navigation";
import { DownloadAppGate } from "@/components/funnel/download-app-gate";
import { JsonLd } from "@/components/seo/json-ld";
import { BannerCarousel } from "@/components/store/banner-carousel";
import { BoxPromos } from "@/components/store/box-promos";
import { CategoryDrawer } from "@/components/store/category-drawer";
import { InfiniteItemGrid } from "@/components/store/infinite-item-grid";
import { StoreHeader } from "@/components/store/store-header";
import { PageContainer } from "@/components/ui/page-container";
import { publicOrigin } from "@/lib/config/deployment";
import { getStyledPath, storePath } from "@/lib/routes";
import { storeJsonLd } from "@/lib/seo/json-ld";
import { loadStoreHome } from "@/lib/store/load-store-home";
import { subBrandPromos } from "@/lib/store/promos";

const CATALOG_ID = "catalog";

/**
 * The store home (BROWSE-01..10), whole or filtered by a category, rendered on the server down to the
 * first page of items. The same HTML for every visitor: both routes that render it are cached (ISR).
 */
export async function StoreHome({ slug, categoryId }: { slug: string; categoryId: string | null }) {
  const home = await loadStoreHome(slug, categoryId);
  if (!home) notFound();
  const { loaded, banners, categories, activeCategory, items } = home;
  // An old link to a category the store no longer has opens the whole store; it also keeps made-up
  // ids from each filling a cache entry of their own.
  if (categoryId && home.categoriesKnown && !activeCategory) redirect(storePath(slug));
  const { store } = loaded;
  const origin = publicOrigin();
  const getStyledHref = store.owner.can_share_box ? getStyledPath(slug) : null;

  return (
    <div className="space-y-8 pb-4 desktop:space-y-12">
      <JsonLd data={storeJsonLd(store, new URL(storePath(store.owner.user_name), origin).toString(), origin)} />
      <StoreHeader store={store} />
      <BoxPromos
        getStyled={getStyledHref ? { stylist: store.owner.user_name, href: getStyledHref } : null}
        promos={subBrandPromos(slug, loaded.check.subscription_brands)}
      />
      <BannerCarousel banners={banners} />

      <PageContainer as="section" width="wide" className="scroll-mt-16 desktop:scroll-mt-20" id={CATALOG_ID} aria-labelledby="catalog-title">
        <div className="mb-5 flex items-end justify-between gap-4 border-b border-stone-200 pb-4 desktop:mb-8">
          <div className="min-w-0">
            <h2 id="catalog-title" className="truncate font-serif text-2xl text-stone-950 desktop:text-3xl">
              {activeCategory?.name ?? (categoryId ? "Category" : "All items")}
            </h2>
            <p className="mt-1 text-xs text-stone-600">
              {items.length} {items.length === 1 ? "item" : "items"}
            </p>
          </div>
          {categories.length > 0 ? <CategoryDrawer storeHome={storePath(slug)} categories={categories} activeId={categoryId} catalogId={CATALOG_ID} /> : null}
        </div>
        <InfiniteItemGrid
          key={categoryId ?? "all"}
          store={slug}
          storeId={loaded.check.id}
          categoryId={categoryId}
          initialItems={items.datas}
          initialHasMore={items.has_more}
          renderedAt={home.itemsLoadedAt}
        />
      </PageContainer>
      {/* NAV-10: reads the query string (in-app mode); Suspense keeps the cached page static */}
      <Suspense fallback={null}>
        <DownloadAppGate store={slug} listId={CATALOG_ID} />
      </Suspense>
    </div>
  );
}
