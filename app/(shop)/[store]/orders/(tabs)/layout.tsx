import { Suspense } from "react";
import { OrdersTabs } from "@/components/orders/account/orders-tabs";
import { PageContainer } from "@/components/ui/page-container";

/** The order lists (ACCT-01): My Orders, Subscriptions, Returns under one tab header; the details live outside this group, without it. */
export default async function OrderListsLayout({ children, params }: LayoutProps<"/[store]/orders">) {
  const { store } = await params;
  return (
    <PageContainer width="account" className="pb-20 pt-8">
      {/* the tabs read the query string: Suspense keeps it from holding the page back */}
      <Suspense fallback={<div className="mb-8 h-12 border-b border-stone-200" />}>
        <OrdersTabs store={store} />
      </Suspense>
      {children}
    </PageContainer>
  );
}
