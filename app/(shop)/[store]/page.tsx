import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
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
import { shareableImage } from "@/lib/seo/share-image";
import { categoryParam } from "@/lib/store/category-param";
import { loadStore } from "@/lib/store/load-store";
import { loadStoreHome } from "@/lib/store/load-store-home";
import { STORE_NOT_FOUND } from "@/lib/store/messages";
import { subBrandPromos } from "@/lib/store/promos";
import { storeHomeRedirectTarget } from "@/lib/store/home-redirect";

type StorePageProps = PageProps<"/[store]">;

const CATALOG_ID = "catalog";

export async function generateMetadata({ params }: StorePageProps): Promise<Metadata> {
  const { store: slug } = await params;
  const loaded = await loadStore(slug).catch(() => null);
  if (!loaded) return { title: STORE_NOT_FOUND };
  const { store } = loaded;
  const description = store.description || `Shop ${store.name}, styled by ${store.owner.user_name}.`;
  // Relative picture URLs become absolute through the root layout's metadataBase (SITE_URL).
  const picture = store.banner ?? store.owner.cover;
  return {
    title: store.name,
    description,
    openGraph: { title: store.name, description, images: picture ? [{ url: shareableImage(picture), alt: store.name }] : undefined },
  };
}

/** The store home (BROWSE-01..10), rendered on the server down to the first page of items. */
export default async function StorePage({ params, searchParams }: StorePageProps) {
  const [{ store: slug }, query] = await Promise.all([params, searchParams]);

  // Redirects and the 404 come before anything renders, so the response carries their status.
  const redirectTo = await storeHomeRedirectTarget(slug, query);
  if (redirectTo) redirect(redirectTo);

  const categoryId = categoryParam(query);
  const home = await loadStoreHome(slug, categoryId);
  if (!home) notFound();
  const { loaded, banners, categories, activeCategory, items } = home;
  const { store } = loaded;
  const origin = publicOrigin();

  return (
    <div className="space-y-8 pb-4 desktop:space-y-12">
      <JsonLd data={storeJsonLd(store, new URL(storePath(store.owner.user_name), origin).toString(), origin)} />
      <StoreHeader store={store} />
      <BoxPromos
        getStyled={store.owner.can_share_box ? { stylist: store.owner.user_name, href: getStyledPath(slug) } : null}
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
    </div>
  );
}
