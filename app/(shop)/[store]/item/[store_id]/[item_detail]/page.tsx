import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { itemMetadata, loadItem } from "@/lib/item/load-item";
import { cachedShippingOptions } from "@/lib/cache/catalog-reads";
import { publicOrigin } from "@/lib/config/deployment";
import { itemPath, storePath } from "@/lib/routes";
import { productJsonLd } from "@/lib/seo/json-ld";
import { DownloadAppGate } from "@/components/funnel/download-app-gate";
import { ImageCarousel } from "@/components/item/image-carousel";
import { ItemDescription } from "@/components/item/item-description";
import { ItemSelectionProvider } from "@/components/item/item-selection";
import { PurchasePanel } from "@/components/item/purchase-panel";
import { ShareMenu } from "@/components/item/share-menu";
import { JsonLd } from "@/components/seo/json-ld";
import { PageContainer } from "@/components/ui/page-container";

/** The purchase panel, target of the page's skip link. */
const PURCHASE_ID = "purchase";

type ItemPageProps = PageProps<"/[store]/item/[store_id]/[item_detail]">;

/**
 * The same HTML for every visitor: rendered on the first request, then served from Next's cache (ISR)
 * for at most 60 s (CATALOG_MAX_AGE in lib/cache/catalog.ts; a literal, as Next reads it at build)
 * or until an API write revalidates the catalogue. No item is prerendered at build time.
 */
export const revalidate = 60;
export const generateStaticParams = async (): Promise<Awaited<ItemPageProps["params"]>[]> => [];

export async function generateMetadata({ params }: ItemPageProps): Promise<Metadata> {
  const { store_id, item_detail } = await params;
  const { item } = await loadItem(item_detail, store_id);
  return itemMetadata(item);
}

export default async function ItemPage({ params }: ItemPageProps) {
  const { store, store_id, item_detail } = await params;
  const [{ item, loadedAt }, shipping] = await Promise.all([loadItem(item_detail, store_id), cachedShippingOptions()]);
  const images = [...new Set([...item.files, ...item.influencer_images])];
  const origin = publicOrigin();
  const pageUrl = new URL(itemPath(item.store.user_name, item.store.id, item._id), origin).toString();

  return (
    <PageContainer width="wide" className="pb-20 pt-3 desktop:pt-8">
      {/* Without the shipping options (a backend that failed to list them) the offers leave shippingDetails out. */}
      <JsonLd data={productJsonLd(item, pageUrl, origin, shipping.ok ? shipping.data : [])} />
      {/* The pictures come first and hold many buttons: keyboard users can go straight to buying (finding 15.11). */}
      <a
        href={`#${PURCHASE_ID}`}
        className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:bg-stone-950 focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-white"
      >
        Skip to options
      </a>
      <ItemSelectionProvider variants={item.variants}>
        <div className="grid gap-6 desktop:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] desktop:gap-14">
          <ImageCarousel images={images.length > 0 ? images : [item.thumb]} name={item.name} />

          <div className="min-w-0 space-y-7 desktop:pt-2">
            <header className="space-y-2">
              <p className="text-xs">
                <Link href={storePath(store)} className="font-medium uppercase tracking-[0.16em] text-stone-600 underline-offset-4 hover:text-stone-950 hover:underline">
                  {item.store.name}
                </Link>
              </p>
              <p className="text-sm font-semibold uppercase tracking-[0.12em] text-stone-900">{item.brand.name}</p>
              <h1 className="font-serif text-[28px] leading-tight text-stone-950 desktop:text-4xl">{item.name}</h1>
              <p className="text-xs text-stone-500">
                Code <span className="tabular-nums text-stone-700">{item.code}</span>
              </p>
            </header>

            <div id={PURCHASE_ID} tabIndex={-1} className="scroll-mt-20 outline-none">
              <PurchasePanel
                store={store}
                renderedAt={loadedAt}
                item={{
                  _id: item._id,
                  store: item.store,
                  variants: item.variants,
                  min_price: item.min_price,
                  max_price: item.max_price,
                  compare_at_price: item.compare_at_price,
                  price_type: item.price_type,
                  out_of_stock: item.out_of_stock,
                  is_preorder: item.is_preorder,
                  offer_ends: item.offer_ends,
                  drop_date: item.drop_date,
                  is_bundle: item.is_bundle,
                  bundle: item.bundle,
                  is_starter: item.is_starter ?? false,
                }}
              />
            </div>

            <ShareMenu
              target={{
                store,
                storeId: item.store.id,
                itemId: item._id,
                sharer: { open_id: item.store.open_id, user_name: item.store.user_name },
                itemName: item.name,
                brand: item.brand.name,
                storeName: item.store.name,
              }}
            />

            <ItemDescription text={item.description} />
          </div>
        </div>
      </ItemSelectionProvider>
      {/* NAV-10: reads the query string (in-app mode); Suspense keeps the cached page static */}
      <Suspense fallback={null}>
        <DownloadAppGate store={store} />
      </Suspense>
    </PageContainer>
  );
}
