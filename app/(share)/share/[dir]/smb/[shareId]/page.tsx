import type { Metadata } from "next";
import Link from "next/link";
import { ShareFrame } from "@/components/share-box/share-frame";
import { AutoplayCarousel } from "@/components/ui/autoplay-carousel";
import { primaryButton } from "@/components/ui/button-styles";
import { loadShare } from "@/lib/share-box/load-share";
import { loadStoreSlides } from "@/lib/share-box/load-slides";
import { SHARE_TEXT } from "@/lib/share-box/flow";
import { planStylePath, withSearch } from "@/lib/routes";

export const metadata: Metadata = { title: "Style Myself Box", robots: { index: false } };

const HOW_IT_WORKS = ["Pick a plan.", "Choose up to six styles for your box.", "Try them on at home for 7 days.", "Keep what you love, send back the rest."];
const FAQ = [
  { q: "What does the Style Myself Box cost?", a: "Your plan, and the Style Myself Box Fee shown at checkout." },
  { q: "How long can I keep the styles?", a: "Seven days to try them on; shipping is free both ways." },
  { q: "Can I skip a month?", a: "Yes: stop the renewal from My Plan Detail whenever you like." },
];

/**
 * share-kol-smb / share-koldir-smb (SHARE-04): the Style Myself Box landing, Start Now → plan_style with
 * the stylist's store. The image slider (BROWSE-24's 12-image carousel) shows the stylist's store's first twelve items.
 */
export default async function ShareStyleMyselfPage({ params }: PageProps<"/share/[dir]/smb/[shareId]">) {
  const { dir, shareId } = await params;
  const { dir: shareDir, info } = await loadShare(dir, shareId);
  const slides = await loadStoreSlides(info.stylist_user_name);
  const start = withSearch(planStylePath(), `store=${encodeURIComponent(info.stylist_user_name)}`);
  return (
    <ShareFrame dir={shareDir} shareId={info.share_id}>
      <div className="space-y-10">
        <h1 className="font-serif text-3xl text-stone-950">{SHARE_TEXT.styleMyself}</h1>
        <Link href={start} className={primaryButton}>
          {SHARE_TEXT.startNow}
        </Link>
        <AutoplayCarousel images={slides} label={`Styles from ${info.stylist_user_name}'s store`} />
        <section aria-labelledby="how-h" className="space-y-3">
          <h2 id="how-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            How it works
          </h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
            {HOW_IT_WORKS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="faq-h" className="space-y-3">
          <h2 id="faq-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
            FAQ
          </h2>
          {FAQ.map(({ q, a }) => (
            <details key={q} className="border-b border-stone-200 py-2 text-sm">
              <summary className="cursor-pointer font-medium text-stone-950">{q}</summary>
              <p className="mt-2 text-stone-700">{a}</p>
            </details>
          ))}
        </section>
      </div>
    </ShareFrame>
  );
}
