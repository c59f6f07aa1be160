import type { Metadata } from "next";
import { ItemPicker } from "@/components/store-tools/item-picker";
import { NoStore } from "@/components/store-tools/no-store";
import { StoreToolsNav } from "@/components/store-tools/store-tools-nav";
import { PageContainer } from "@/components/ui/page-container";
import { pickItemsPath } from "@/lib/routes";
import { storeToolOwner } from "@/lib/store-tools/guard";
import { loadEditCategories, loadStoreItems } from "@/lib/store-tools/load";

export const metadata: Metadata = { title: "Pick your store's items", robots: { index: false } };

/** The item picker (TOOLS-03…05): the store's items and the catalogue's categories, for the owner only (TOOLS-01). */
export default async function PickItemsPage({ params }: PageProps<"/[store]/item/manage/pick">) {
  const { store } = await params;
  const owner = await storeToolOwner(store, pickItemsPath);
  if (!owner) {
    return (
      <PageContainer width="account" className="py-10">
        <NoStore store={store} title="Pick your store's items" />
      </PageContainer>
    );
  }
  const [items, categories] = await Promise.all([loadStoreItems(owner.storeId), loadEditCategories()]);
  return (
    <PageContainer width="wide" className="py-8">
      <StoreToolsNav slug={owner.slug} current="pick" />
      <ItemPicker storeId={owner.storeId} slug={owner.slug} items={items} categories={categories} />
    </PageContainer>
  );
}
