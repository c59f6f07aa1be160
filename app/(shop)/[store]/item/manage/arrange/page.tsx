import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ArrangeItems } from "@/components/store-tools/arrange-items";
import { NoStore } from "@/components/store-tools/no-store";
import { StoreToolsNav } from "@/components/store-tools/store-tools-nav";
import { PageContainer } from "@/components/ui/page-container";
import { arrangeItemsPath } from "@/lib/routes";
import { storeToolOwner } from "@/lib/store-tools/guard";
import { loadStoreItems } from "@/lib/store-tools/load";
import { ARRANGE_TIP_COOKIE } from "@/lib/stylist/store-tools";

export const metadata: Metadata = { title: "Arrange Store Items", robots: { index: false } };

/** The arrange page (TOOLS-06): the store's items to reorder, for the owner only (TOOLS-01); the tip's cookie read here, so it never flashes. */
export default async function ArrangeItemsPage({ params }: PageProps<"/[store]/item/manage/arrange">) {
  const { store } = await params;
  const owner = await storeToolOwner(store, arrangeItemsPath);
  if (!owner) {
    return (
      <PageContainer width="account" className="py-10">
        <NoStore store={store} title="Arrange Store Items" />
      </PageContainer>
    );
  }
  const [items, jar] = await Promise.all([loadStoreItems(owner.storeId), cookies()]);
  return (
    <PageContainer width="reading" className="py-8">
      <StoreToolsNav slug={owner.slug} current="arrange" />
      <ArrangeItems storeId={owner.storeId} slug={owner.slug} items={items} tipHidden={jar.has(ARRANGE_TIP_COOKIE)} />
    </PageContainer>
  );
}
