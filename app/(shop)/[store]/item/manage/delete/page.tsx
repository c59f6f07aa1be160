import type { Metadata } from "next";
import { DeleteItems } from "@/components/store-tools/delete-items";
import { NoStore } from "@/components/store-tools/no-store";
import { StoreToolsNav } from "@/components/store-tools/store-tools-nav";
import { PageContainer } from "@/components/ui/page-container";
import { deleteItemsPath } from "@/lib/routes";
import { storeToolOwner } from "@/lib/store-tools/guard";
import { loadStoreItems } from "@/lib/store-tools/load";

export const metadata: Metadata = { title: "Remove store items", robots: { index: false } };

/** The delete page (TOOLS-07): the store's items to tick and remove, for the owner only (TOOLS-01). */
export default async function DeleteItemsPage({ params }: PageProps<"/[store]/item/manage/delete">) {
  const { store } = await params;
  const owner = await storeToolOwner(store, deleteItemsPath);
  if (!owner) {
    return (
      <PageContainer width="account" className="py-10">
        <NoStore store={store} title="Remove store items" />
      </PageContainer>
    );
  }
  const items = await loadStoreItems(owner.storeId);
  return (
    <PageContainer width="wide" className="py-8">
      <StoreToolsNav slug={owner.slug} current="delete" />
      <DeleteItems storeId={owner.storeId} items={items} />
    </PageContainer>
  );
}
