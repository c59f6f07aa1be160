import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { calcCart, getShareCartInfo, unwrap } from "@/lib/api";
import { publicApi } from "@/lib/api/server";
import { linesFromInfo, shareCalcRequest } from "@/lib/share-cart/share-lines";
import { loadStore } from "@/lib/store/load-store";
import { ShareCartIntro } from "@/components/share-cart/share-cart-intro";
import { ShareCartView } from "@/components/share-cart/share-cart-view";
import { ShareViewRecorder } from "@/components/share-cart/share-view-recorder";

interface ShareCartPageProps {
  params: Promise<{ store: string; shareId: string }>;
}

/**
 * The share info and the store, one load per request for the metadata and the page. An unknown
 * share id (404, or 400 for one the API rejects) is the not-found page, and so is a share opened
 * under another store's URL: a shared cart belongs to the store it was shared from.
 */
const loadShareCart = cache(async (store: string, shareId: string) => {
  const api = await publicApi();
  const [result, loaded] = await Promise.all([getShareCartInfo(api, shareId), loadStore(store)]);
  if (!result.ok && result.error.kind === "http" && (result.error.status === 404 || result.error.status === 400)) notFound();
  const info = unwrap(result);
  if (!loaded || loaded.check.id !== info.store_id) notFound();
  return { info, storeName: loaded.store.name };
});

export async function generateMetadata({ params }: ShareCartPageProps): Promise<Metadata> {
  const { store, shareId } = await params;
  const { info } = await loadShareCart(store, shareId);
  return { title: `A cart shared by ${info.sharer_user_name}`, robots: { index: false } };
}

/** The page a share link opens (CART-09); the menu is hidden here (NAV-03, lib/layout/chrome.ts). */
export default async function ShareCartPage({ params }: ShareCartPageProps) {
  const { store, shareId } = await params;
  const { info, storeName } = await loadShareCart(store, shareId);
  // Priced on the server as shared, so the lines show their prices at once; the island recalculates on change.
  const priced = await calcCart(await publicApi(), shareCalcRequest(linesFromInfo(info)));

  return (
    <div className="mx-auto w-full max-w-[1240px] px-4 pb-20 pt-6 desktop:px-8 desktop:pt-10">
      <ShareCartIntro info={info} storeName={storeName} />
      <ShareCartView store={store} info={info} initialCalc={priced.ok ? priced.data : null} />
      <ShareViewRecorder shareId={info.share_id} />
    </div>
  );
}
