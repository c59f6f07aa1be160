import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShareCheckout } from "@/components/share-box/share-checkout";
import { ShareFrame } from "@/components/share-box/share-frame";
import { unwrap } from "@/lib/api";
import { getShareBoxAvailability } from "@/lib/api/calls/box-order";
import { sessionApi } from "@/lib/api/server";
import { currentUser } from "@/lib/auth/current-user";
import { loadShare } from "@/lib/share-box/load-share";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { sharePath, shareUnavailablePath, skdCompletePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Get Styled Box checkout", robots: { index: false } };

/**
 * share-kol-checkout / share-koldir-checkout (SHARE-08…10): guests go to the share sign-in; the box's
 * availability (API-77) decides: unavailable → the server keeps its message and the error page shows;
 * else the 4-step checkout, then /skd/skd_complete.
 */
export default async function ShareCheckoutPage({ params }: PageProps<"/share/[dir]/checkout/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  if (!(await currentUser())) redirect(sharePath(shareDir, "sign-in", info.share_id));
  const result = await getShareBoxAvailability(await sessionApi(), info.share_id);
  if (!result.ok && result.error.kind === "http" && result.error.status === 404) notFound();
  const offer = unwrap(result);
  if (!offer.allow_gold_box) redirect(shareUnavailablePath(shareDir, info.share_id));
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id}>
      <h1 className="mb-8 font-serif text-3xl text-stone-950">{SHARE_TEXT.getStyledBy(offer.stylist_user_name)}</h1>
      <ShareCheckout target={{ kind: "share", shareId: info.share_id }} offer={offer} warning={offer.pending_gold_box_warning} completePath={skdCompletePath()} />
    </ShareFrame>
  );
}
