import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = { title: "Shopping Cart", robots: { index: false } };

/** The guest cart (CART-01..08). Its lines live in the browser, so the page is a client island. */
export default async function CartPage({ params }: PageProps<"/[store]/cart">) {
  const { store } = await params;
  return <CartView store={store} />;
}
