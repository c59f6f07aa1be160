import { StoreFrame } from "@/components/layout/store-frame";

/** The shop's pages (store home, item, order lookup, account pages of a store): the full top bar. */
export default async function ShopLayout({ children, params }: LayoutProps<"/[store]">) {
  const { store } = await params;
  return <StoreFrame store={store}>{children}</StoreFrame>;
}
