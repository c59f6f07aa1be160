import { NotFoundView } from "@/components/layout/not-found-view";

/** An order that does not exist or is another shopper's (the API answers 404 for both), inside the shop chrome. */
export default function OrderNotFound() {
  return <NotFoundView />;
}
