import { NotFoundView } from "@/components/layout/not-found-view";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";

/** MISC-07, the stylist variant (SHARE-01/13): a booking for a store whose stylist is unknown or gone. */
export default function StylistNotFound() {
  return (
    <main id="main">
      <NotFoundView message={SHARE_BOX_MESSAGES.stylistNotFound} />
    </main>
  );
}
