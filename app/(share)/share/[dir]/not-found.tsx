import { NotFoundView } from "@/components/layout/not-found-view";
import { SHARE_BOX_MESSAGES } from "@/lib/stylist/share-box";

/** MISC-07 for the share flows (SHARE-01): an unknown share id, with the not-found page's own text and button. */
export default function ShareNotFound() {
  return (
    <main id="main">
      <NotFoundView message={SHARE_BOX_MESSAGES.notFound} />
    </main>
  );
}
