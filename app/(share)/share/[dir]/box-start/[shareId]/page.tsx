import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ShareFrame } from "@/components/share-box/share-frame";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { loadShare } from "@/lib/share-box/load-share";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { sharePath } from "@/lib/routes";
import { shareOfferText } from "@/lib/stylist/share-box";

export const metadata: Metadata = { title: "Get Styled Box", robots: { index: false } };

/**
 * share-kol-box-start (SHARE-02): the stylist's offer ($20 gifted, G-10) and the choice, Get Styled
 * By {stylist} or Style Myself Box. koldir is direct entry and has no start page (G-65).
 */
export default async function ShareStartPage({ params }: PageProps<"/share/[dir]/box-start/[shareId]">) {
  const { dir, shareId } = await params;
  if (dir !== "kol") notFound();
  const { info } = await loadShare(dir, shareId);
  const stylist = info.stylist_user_name;
  return (
    <ShareFrame dir="kol" shareId={info.share_id}>
      <div className="space-y-8 text-center">
        <h1 className="font-serif text-3xl text-stone-950">Your Get Styled Box</h1>
        <p className="text-[15px] leading-relaxed text-stone-800" data-testid="share-offer">
          {shareOfferText(stylist)}
        </p>
        {info.message ? <blockquote className="border-l-2 border-stone-300 pl-4 text-left text-sm italic text-stone-700">{info.message}</blockquote> : null}
        <div className="flex flex-col gap-3">
          <Link href={sharePath("kol", "gsb", info.share_id)} className={primaryButton}>
            {SHARE_TEXT.getStyledBy(stylist)}
          </Link>
          <Link href={sharePath("kol", "smb", info.share_id)} className={`${secondaryButton} w-full`}>
            {SHARE_TEXT.styleMyself}
          </Link>
        </div>
      </div>
    </ShareFrame>
  );
}
