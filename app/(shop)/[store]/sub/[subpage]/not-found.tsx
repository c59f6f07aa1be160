import { NotFoundView } from "@/components/layout/not-found-view";
import { GIFT_MESSAGES } from "@/lib/gift/messages";

/** MISC-07 for the gift boxes (GIFT-01): an unknown sub-brand code (or gift-box type), inside the shop chrome. */
export default function GiftBoxNotFound() {
  return <NotFoundView message={GIFT_MESSAGES.notFound} />;
}
