import { NotFoundView } from "@/components/layout/not-found-view";
import { SUBSCRIPTION_NOT_FOUND } from "@/lib/api/schemas/subscription-account";

/** A subscription that does not exist or is another shopper's (the API answers 404 for both, A:187), inside the shop chrome. */
export default function SubscriptionNotFound() {
  return <NotFoundView message={SUBSCRIPTION_NOT_FOUND} />;
}
