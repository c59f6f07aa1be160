import { StoreFrame } from "@/components/layout/store-frame";

/**
 * The buying funnel: the cart, the checkout steps and the done page. NAV-02 hides the cart icon here
 * (`/{store}/cart` is the spec's cart_local page, docs/decisions.md); the menu stays.
 */
export default async function CheckoutLayout({ children, params }: LayoutProps<"/[store]">) {
  const { store } = await params;
  return (
    <StoreFrame store={store} withCartIcon={false}>
      {children}
    </StoreFrame>
  );
}
