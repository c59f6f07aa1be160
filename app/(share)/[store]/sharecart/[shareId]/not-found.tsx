import { NotFoundView } from "@/components/layout/not-found-view";
import { SHARE_CART_NOT_FOUND } from "@/lib/share-cart/messages";

/** An unknown share link (CART-09, MISC-07), inside the shop chrome. */
export default function ShareCartNotFound() {
  return <NotFoundView message={SHARE_CART_NOT_FOUND} />;
}
