import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShareCheckout } from "@/components/share-box/share-checkout";
import { ShareError } from "@/components/share-box/share-error";
import { PageContainer } from "@/components/ui/page-container";
import { unwrap } from "@/lib/api";
import { getBookingAvailability } from "@/lib/api/calls/box-order";
import { sessionApi } from "@/lib/api/server";
import { signInToReach } from "@/lib/auth/contexts";
import { currentUser } from "@/lib/auth/current-user";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { getStyledPath, skdCompletePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Get Styled Box", robots: { index: false } };

/**
 * /skd/{store} (SHARE-13, BROWSE-05's banner): book the store's stylist for a Get Styled Box. Guests sign
 * in first (and come back); then the availability (API-80): unavailable → the server's message on the
 * error screen, shown here (this page has no share id for the share error page); else the share
 * checkout's steps, booked with API-81, then /skd/skd_complete.
 */
export default async function GetStyledBookingPage({ params }: PageProps<"/skd/[store]">) {
  const { store } = await params;
  const here = getStyledPath(store);
  if (!(await currentUser())) redirect(signInToReach(store, here));
  const result = await getBookingAvailability(await sessionApi(), store);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) notFound();
  const offer = unwrap(result);
  return (
    <PageContainer as="main" id="main" width="account" className="py-10">
      {offer.available ? (
        <>
          <h1 className="mb-8 font-serif text-3xl text-stone-950">{SHARE_TEXT.getStyledBy(offer.stylist_user_name)}</h1>
          <ShareCheckout target={{ kind: "booking", store: offer.stylist_user_name }} offer={offer} warning={null} completePath={skdCompletePath()} />
        </>
      ) : (
        <ShareError message={offer.message} />
      )}
    </PageContainer>
  );
}
