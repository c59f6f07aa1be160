import { NotFoundView } from "@/components/layout/not-found-view";

/** An order that does not exist, is another shopper's (the API answers 404 for both) or has no such shipped store, inside the shop chrome. */
export default function OrderNotFound() {
  return <NotFoundView />;
}
