import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { servesBarePage } from "@/lib/dev/pages";

export const metadata: Metadata = { title: "Bare page", robots: { index: false, follow: false } };

/**
 * The root layout and nothing else (issue 27): the baseline `npm run bench:lighthouse` subtracts from
 * every page's TBT, LCP and first-load JS. One line of text, so Lighthouse has a largest paint to
 * measure. Production answers 404 unless BENCH_BARE_PAGE=1 (lib/dev/pages.ts).
 */
export default async function BarePage() {
  // per request: the setting is read at run time, not baked in at build
  await connection();
  if (!servesBarePage()) notFound();
  return (
    <main id="main">
      <h1 className="p-4 text-sm">Bare page</h1>
    </main>
  );
}
