import { StoreFrame } from "@/components/layout/store-frame";

/** The shared-cart checkout (CHK-19): a checkout (NAV-02, no cart icon) of a share flow (NAV-03, no menu). */
export default async function ShareCartCheckoutLayout({ children, params }: LayoutProps<"/[store]/checkout/sharecart">) {
  const { store } = await params;
  return (
    <StoreFrame store={store} withCartIcon={false} withMenu={false}>
      {children}
    </StoreFrame>
  );
}
