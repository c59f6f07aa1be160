import { StoreFrame } from "@/components/layout/store-frame";

/** The page a share link opens (CART-09): NAV-03 hides the menu, the cart icon stays. */
export default async function ShareCartLayout({ children, params }: LayoutProps<"/[store]/sharecart">) {
  const { store } = await params;
  return (
    <StoreFrame store={store} withMenu={false}>
      {children}
    </StoreFrame>
  );
}
