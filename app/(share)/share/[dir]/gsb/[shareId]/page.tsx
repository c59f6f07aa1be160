import type { Metadata } from "next";
import Link from "next/link";
import { ShareFrame } from "@/components/share-box/share-frame";
import { primaryButton } from "@/components/ui/button-styles";
import { serverConfig } from "@/lib/config/server";
import { loadShare } from "@/lib/share-box/load-share";
import { quizFrameUrl } from "@/lib/share-box/quiz";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { sharePath } from "@/lib/routes";
import { shareOfferText } from "@/lib/stylist/share-box";

export const metadata: Metadata = { title: "Get Styled Box", robots: { index: false } };

const STEPS = {
  F: ["Your sizes: tops, dresses, jeans and shoes, your height and fit.", "The styles you love.", "The brands you shop."],
  M: ["Your sizes: tops, bottoms and shoes, your height and fit.", "The styles you wear.", "The brands you shop."],
} as const;

/**
 * share-kol-gsb / share-koldir-gsb (SHARE-03). The spec embeds a quiz frame whose source is not given
 * (n/s): with GET_STYLED_QUIZ_URL set (GET_STYLED_QUIZ_MEN_URL for `?men`) the page frames it; without, the
 * quiz this app has is the checkout's size, style and brand charts, so this page says what it asks (the
 * men's wording with `?men`). Sign Me Up leads on through the share sign-up.
 */
export default async function ShareGetStyledPage({ params, searchParams }: PageProps<"/share/[dir]/gsb/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  const men = (await searchParams).men !== undefined;
  const quiz = quizFrameUrl(serverConfig().env, men);
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id}>
      <div className="space-y-8">
        <h1 className="font-serif text-3xl text-stone-950">{SHARE_TEXT.getStyledBy(info.stylist_user_name)}</h1>
        <p className="text-[15px] text-stone-800">{shareOfferText(info.stylist_user_name)}</p>
        {quiz ? (
          <iframe src={quiz} title={men ? "Style quiz (men)" : "Style quiz"} className="h-[640px] w-full border border-stone-300" referrerPolicy="strict-origin-when-cross-origin" />
        ) : (
        <section aria-labelledby="quiz-h" className="space-y-3 border border-stone-300 p-6">
          <h2 id="quiz-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            {men ? "Your style quiz (men)" : "Your style quiz"}
          </h2>
          <p className="text-sm text-stone-700">Tell {info.stylist_user_name} about you in three short steps, then choose your plan:</p>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
            {STEPS[men ? "M" : "F"].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        )}
        <Link href={sharePath(shareDir, "sign-up", info.share_id)} className={primaryButton}>
          {SHARE_TEXT.signMeUp}
        </Link>
      </div>
    </ShareFrame>
  );
}
