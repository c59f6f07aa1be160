import type { Metadata } from "next";
import { loadShareCart, priceShareCart } from "@/lib/share-cart/load-share-cart";
import { ShareCartIntro } from "@/components/share-cart/share-cart-intro";
import { ShareCartView } from "@/components/share-cart/share-cart-view";
import { ShareViewRecorder } from "@/components/share-cart/share-view-recorder";
import { PageContainer } from "@/components/ui/page-container";

type ShareCartPageProps = PageProps<"/[store]/sharecart/[shareId]">;

export async function generateMetadata({ params }: ShareCartPageProps): Promise<Metadata> {
  const { store, shareId } = await params;
  const { info } = await loadShareCart(store, shareId);
  return { title: `A cart shared by ${info.sharer_user_name}`, robots: { index: false } };
}

/** The page a share link opens (CART-09); its route group's layout hides the menu (NAV-03). */
export default async function ShareCartPage({ params }: ShareCartPageProps) {
  const { store, shareId } = await params;
  const { info, storeName } = await loadShareCart(store, shareId);
  // The island recalculates on change.
  const initialCalc = await priceShareCart(info);

  return (
    <PageContainer width="wide" className="pb-20 pt-6 desktop:pt-10">
      <ShareCartIntro info={info} storeName={storeName} />
      <ShareCartView store={store} info={info} initialCalc={initialCalc} />
      <ShareViewRecorder shareId={info.share_id} />
    </PageContainer>
  );
}
