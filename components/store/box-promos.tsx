import type { Route } from "next";
import Link from "next/link";
import type { SubBrandPromo } from "@/lib/store/promos";

const card =
  "group flex min-h-[132px] flex-col justify-between p-5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950 desktop:min-h-[180px] desktop:p-7";

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

/** One box fills the row; several peek past the edge so the row reads as swipeable. */
const item = (columns: number) => `shrink-0 snap-start ${columns > 1 ? "w-[82%]" : "w-full"} desktop:w-auto`;

export interface GetStyledPromo {
  stylist: string;
  href: Route;
}

const TINTS: Record<string, string> = { gfb: "bg-rose-50 hover:bg-rose-100", rcb: "bg-amber-50 hover:bg-amber-100" };

/**
 * The store's boxes: the Get Styled Box banner when the stylist can share one (BROWSE-05) and a
 * block per sub-brand (BROWSE-06). They sit above the grid because the grid scrolls on forever.
 * No prefetch: on a phone the bandwidth belongs to the store's own pictures first.
 */
export function BoxPromos({ getStyled, promos }: { getStyled: GetStyledPromo | null; promos: SubBrandPromo[] }) {
  if (!getStyled && promos.length === 0) return null;
  const columns = (getStyled ? 1 : 0) + promos.length;
  return (
    <section aria-label="Boxes" className="mx-auto max-w-[1240px] px-4 desktop:px-8">
      {/* Phones swipe through the boxes in one row, so the items stay near the top of the page. */}
      <ul
        className={`-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none] desktop:mx-0 desktop:grid desktop:overflow-visible desktop:px-0 ${columns >= 3 ? "desktop:grid-cols-3" : columns === 2 ? "desktop:grid-cols-2" : "desktop:grid-cols-1"}`}
      >
        {getStyled ? (
          <li className={item(columns)}>
            <Link href={getStyled.href} prefetch={false} className={`${card} h-full bg-stone-950 text-white hover:bg-stone-800`}>
              <div>
                <p className="text-[11px] font-semibold uppercase tracking-[0.22em] text-stone-300">Get Styled Box</p>
                <p className="mt-2 font-serif text-2xl leading-tight">Get Styled By {getStyled.stylist}</p>
                <p className="mt-2 text-sm text-stone-300">A try-on box picked for you each month.</p>
              </div>
              <p className="mt-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.18em]">
                Get styled <Arrow />
              </p>
            </Link>
          </li>
        ) : null}
        {promos.map((promo) => (
          <li key={promo.code} className={item(columns)}>
            <Link href={promo.href} prefetch={false} className={`${card} h-full text-stone-950 ${TINTS[promo.code] ?? "bg-stone-100 hover:bg-stone-200"}`}>
              <div>
                <p className="text-[11px] font-semibold uppercase tracking-[0.22em] text-stone-600">{promo.eyebrow}</p>
                <p className="mt-2 font-serif text-2xl leading-tight">{promo.title}</p>
                {promo.points.length > 0 ? <p className="mt-2 text-sm text-stone-700">{promo.points.join(" · ")}</p> : null}
              </div>
              <p className="mt-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.18em]">
                {promo.cta} <Arrow />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
